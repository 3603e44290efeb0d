/* test-app-solo-game.c — a whole solo game played through the window's models, to the score sheet
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The acceptance test of issue 18: a solo player plays a whole game at the
 * table against the Gatekeepers with the physical AI deck and their own
 * Tactics cards, through the models the window shows — nothing else:
 *
 *  - New Game (WgNewGameModel) on the solo sample board with "We use the
 *    physical decks" (the default, R-DECK-3): every card the set-up turns
 *    over is asked and answered;
 *  - the human's turns on the Actions page (WgActionModel): an action, its
 *    locations clicked on the board as a person clicks them, Do It, the
 *    questions it asks (a card revealed, a choice);
 *  - End Turn (WgEndTurnModel, the header bar's and Ctrl+E), with the
 *    cards it turns over at the end of a round (R-ROUND-1, R-DECK-1);
 *  - the Gatekeepers' page (WgAiModel): Play, the card turned over from
 *    the physical AI deck and the other questions, Apply; after a battle,
 *    End Turn;
 *  - every battle in the battle dialog's model (WgBattleModel): the
 *    human's card — one whose multiplier the catalog does not know is
 *    asked in place, the number printed on it entered (R-BATTLE-1) and
 *    sometimes remembered in the card catalog — and the Gatekeepers' draw
 *    (R-AI-8) from their physical Tactics deck, each card turned over
 *    asked (R-DECK-3);
 *  - the score sheet (WgScoreModel) at the end.
 *
 * Every question is answered as a table would, from a fixed seed (GRand's
 * Mersenne Twister, the same on every machine): each game is the same each
 * run; three games are played. After every step the history can undo it (the table before the
 * step, exactly) and redo it (the table after, exactly). The game lasts at
 * least 6 rounds. At the end the game is saved, and `warpgate-cli score
 * --json` on the saved file (the real binary, with the same card catalog)
 * gives the score sheet's every figure and the same winners.
 */
#include "config.h"

#include <string.h>

#include <json-c/json.h>

#include "wg-action-model.h"
#include "wg-ai-model.h"
#include "wg-battle-model.h"
#include "wg-end-turn-model.h"
#include "wg-game-json.h"
#include "wg-new-game-model.h"
#include "wg-score-model.h"
#include "wg-test-app.h"
#include "wg-test-cli.h"
#include "wg-turn.h"

/* Three tables: seeds whose games each have battles of both kinds (the
 * player's attacks and the Gatekeepers'), multipliers entered and
 * remembered; 12 to 14 rounds each. */
static const guint seeds[] = { 3, 5, 7 };
#define MAX_STEPS   2000
#define MAX_ANSWERS 40

typedef struct
{
  GRand          *rand;
  WgCardStore    *store;
  WgSession      *session;
  WgActionModel  *actions;
  WgEndTurnModel *end_turn;
  WgAiModel      *ai;
  gboolean        battle_requested;
  WgBattleStart   battle; /* the action model's last "battle-requested" */
  /* What the game went through, checked at the end. */
  guint           steps;
  guint           undo_checks;
  guint           human_actions;
  guint           human_battles;
  guint           ai_cards;
  guint           ai_battles;
  guint           ai_draws_asked; /* a Gatekeepers' battle card turned over, asked */
  guint           ai_deck_asked;  /* a card of the physical AI deck, asked */
  guint           entered;        /* multipliers entered in place */
  guint           remembered;     /* … and remembered in the card catalog */
  guint           questions;
} Play;

static const WgGame *
now (Play *p)
{
  return wg_session_get_game (p->session);
}

static char *
table_data (Play *p)
{
  char *data = wg_game_to_data (now (p), NULL);

  g_assert_nonnull (data);
  return data;
}

static guint
history_length (Play *p)
{
  return g_list_model_get_n_items (G_LIST_MODEL (wg_session_get_history (p->session)));
}

/* One step was pushed since @before (the table then, @n_before entries):
 * undo gives that table back exactly, redo the table after it. */
static void
check_step (Play       *p,
            const char *before,
            guint       n_before)
{
  g_autofree char *after = table_data (p);
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  g_assert_cmpuint (history_length (p), ==, n_before + 1);
  g_assert_true (wg_session_can_undo (p->session));
  g_assert_true (wg_session_undo (p->session));
  undone = table_data (p);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (wg_session_redo (p->session));
  redone = table_data (p);
  g_assert_cmpstr (redone, ==, after);
  g_assert_false (wg_session_can_redo (p->session));
  p->steps++;
  p->undo_checks++;
  g_assert_cmpuint (p->steps, <, MAX_STEPS);
}

/* An answer as a table gives it: one of the options, at random; the
 * number printed on a card is one of 1–4 (the multipliers of the Basic
 * Tactics the table holds, as the players read them). */
static const char *
choose (Play             *p,
        const WgQuestion *q)
{
  const WgOption *option;

  g_assert_nonnull (q);
  g_assert_cmpuint (q->options->len, >, 0);
  g_assert_nonnull (q->question);
  g_assert_cmpstr (q->question, !=, "");
  p->questions++;
  if (g_str_equal (q->id, "multiplier"))
    {
      static const char *const printed[] = { "1", "2", "3", "4" };
      const char              *id = printed[g_rand_int_range (p->rand, 0, 4)];

      g_assert_true (wg_question_has_option (q, id));
      return id;
    }
  option = g_ptr_array_index (q->options, g_rand_int_range (p->rand, 0, (int) q->options->len));
  return option->id;
}

/* ---- New Game ---- */

static void
new_game (Play *p)
{
  g_autoptr (WgNewGameModel) model = wg_new_game_model_new (wg_card_store_get_catalog (p->store));
  g_autoptr (GError) error = NULL;
  WgGame *game;
  guint   asked = 0;

  g_assert_true (wg_new_game_model_add_resource (model, "solo", WG_SESSION_SAMPLE_RESOURCE,
                                                 &error));
  g_assert_no_error (error);
  wg_new_game_model_set_n_players (model, 1);
  wg_new_game_model_set_name (model, 0, "Ana");
  /* The shipped catalog does not know the box's Hero and Advanced cards;
   * this table plays without a Promotion deck, and says so (R-MOVE-13). */
  wg_new_game_model_set_promotion_deck (model, 0);
  g_assert_true (wg_new_game_model_is_solo (model));
  /* The default: the table's physical decks (R-DECK-3). */
  g_assert_true (wg_new_game_model_get_physical_decks (model));
  while (wg_new_game_model_get_state (model) == WG_NEW_GAME_ASKS)
    {
      wg_new_game_model_answer (model, choose (p, wg_new_game_model_get_question (model)));
      g_assert_cmpuint (++asked, <, MAX_ANSWERS);
    }
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_READY);
  game = wg_new_game_model_create_game (model);
  g_assert_true (game->ai.deck_unknown);
  g_assert_true (game->ai.tactics_unknown);
  g_assert_true (wg_session_start_game (p->session, game, &error));
  g_assert_no_error (error);
}

/* ---- Battles ---- */

/* The human side's card: one they hold whose multiplier is not known,
 * asked in place (the number printed on it), sometimes remembered; else
 * one of the cards listed; else a card known by its printed number. */
static void
human_card (Play          *p,
            WgBattleModel *model,
            WgBattleRole   role)
{
  guint n_unknown = wg_battle_model_get_n_unknown (model, role);
  guint n_cards = wg_battle_model_get_n_cards (model, role);

  if (n_unknown > 0 && (n_cards == 0 || g_rand_boolean (p->rand)))
    {
      g_autofree char *learned = NULL;

      g_assert_true (wg_battle_model_ask_unknown (model, role,
                                                  (guint) g_rand_int_range (p->rand, 0,
                                                                            (int) n_unknown),
                                                  TRUE));
      g_assert_cmpint (wg_battle_model_get_state (model), ==, WG_BATTLE_MODEL_ASKS);
      g_assert_cmpstr (wg_battle_model_get_question (model)->id, ==, "multiplier");
      g_assert_true (wg_battle_model_answer (model, choose (p, wg_battle_model_get_question (model))));
      p->entered++;
      learned = wg_battle_model_describe_learned (model, role);
      if (learned != NULL && g_rand_boolean (p->rand))
        {
          g_autoptr (GError) error = NULL;

          g_assert_true (wg_battle_model_remember (model, role, &error));
          g_assert_no_error (error);
          p->remembered++;
        }
    }
  else if (n_cards > 0)
    g_assert_true (
      wg_battle_model_choose_card (model, role,
                                   (guint) g_rand_int_range (p->rand, 0, (int) n_cards)));
  else
    {
      g_assert_true (wg_battle_model_can_type (model, role));
      g_assert_true (wg_battle_model_choose_multiplier (model, role,
                                                        g_rand_int_range (p->rand, 1, 5)));
    }
  g_assert_nonnull (wg_battle_model_get_chosen (model, role));
}

static void
answer_battle (Play          *p,
               WgBattleModel *model)
{
  guint asked = 0;

  while (wg_battle_model_get_state (model) == WG_BATTLE_MODEL_ASKS)
    {
      g_assert_true (wg_battle_model_answer (model, choose (p, wg_battle_model_get_question (model))));
      g_assert_cmpuint (++asked, <, MAX_ANSWERS);
    }
}

/* The battle dialog: both cards, then Apply to the Table (its questions —
 * a withdrawal's tie, a Concentrate's split — answered). */
static void
fight (Play          *p,
       WgBattleModel *model)
{
  for (WgBattleRole role = WG_ROLE_ATTACKER; role <= WG_ROLE_DEFENDER; role++)
    {
      if (wg_battle_model_side_draws (model, role))
        {
          gboolean asked = FALSE;

          g_assert_true (wg_battle_model_can_draw (model));
          g_assert_true (wg_battle_model_draw (model));
          while (wg_battle_model_get_state (model) == WG_BATTLE_MODEL_ASKS)
            {
              asked = TRUE;
              g_assert_true (
                wg_battle_model_answer (model, choose (p, wg_battle_model_get_question (model))));
            }
          p->ai_draws_asked += asked;
        }
      else
        human_card (p, model, role);
    }
  g_assert_cmpint (wg_battle_model_get_state (model), ==, WG_BATTLE_MODEL_READY);
  g_assert_nonnull (wg_battle_model_get_result (model));
  if (!wg_battle_model_apply (model))
    answer_battle (p, model);
  g_assert_cmpint (wg_battle_model_get_state (model), ==, WG_BATTLE_MODEL_APPLIED);
  g_assert_nonnull (wg_battle_model_get_description (model));
}

/* ---- End Turn ---- */

static void
end_turn (Play *p)
{
  g_autofree char *before = table_data (p);
  guint            n_before = history_length (p), asked = 0;
  WgRunnerState    state = wg_end_turn_model_end_turn (p->end_turn);

  while (state == WG_RUNNER_ASKS)
    {
      g_assert_true (
        wg_end_turn_model_answer (p->end_turn, choose (p, wg_end_turn_model_get_question (p->end_turn))));
      state = wg_end_turn_model_get_state (p->end_turn);
      g_assert_cmpuint (++asked, <, MAX_ANSWERS);
    }
  g_assert_cmpint (state, ==, WG_RUNNER_APPLIED);
  check_step (p, before, n_before);
}

/* ---- The human's turn ---- */

static void
on_battle_requested (WgActionModel       *model,
                     const WgBattleStart *battle,
                     Play                *p)
{
  p->battle_requested = TRUE;
  p->battle = *battle;
}

/* Chooses @option on the board as a person clicks it. */
static void
click_option (Play               *p,
              WgAction            action,
              int                 limit,
              const GArray       *options,
              const WgMoveOption *o)
{
  WgActionModel *m = p->actions;

  if (wg_action_needs_no_location (action))
    return;
  if (wg_action_uses_targets (action))
    {
      /* Reinforce, Control: up to the action's number of locations. */
      guint n = 1 + (guint) g_rand_int_range (p->rand, 0, MAX (1, MIN (limit, (int) options->len)));

      wg_action_model_click (m, o->to);
      for (guint i = 0; i < options->len && n > 1; i++)
        {
          const WgMoveOption *other = &g_array_index (options, WgMoveOption, i);

          if (other->to != o->to)
            {
              wg_action_model_click (m, other->to);
              n--;
            }
        }
      return;
    }
  if (wg_action_has_origins (action))
    {
      int min_ships, max_ships;

      for (guint i = 0; i < o->n_from; i++)
        wg_action_model_click (m, o->from[i]);
      wg_action_model_click (m, o->to);
      if (wg_action_model_get_ship_range (m, &min_ships, &max_ships) && max_ships > min_ships)
        wg_action_model_set_ships (m, g_rand_int_range (p->rand, min_ships, max_ships + 1));
      return;
    }
  /* Research: the drone's destination; Warp-in: the player's Warpgate. */
  wg_action_model_click (m, o->to);
}

/* Tries @action at the slot's X: one of its moves (one of its attacks with
 * @attack), Do It, its questions, its battle. FALSE when it has no such
 * move the model will do. */
static gboolean
try_action (Play    *p,
            int      player,
            WgAction action,
            gboolean attack)
{
  WgActionModel    *m = p->actions;
  const WgMoveList *list;
  g_autofree char  *before = NULL;
  guint             n_before, pick, asked = 0;
  gboolean          done;

  wg_action_model_set_player (m, player);
  wg_action_model_set_action (m, action);
  wg_action_model_set_x (m, wg_turn_slot_x (now (p)->turn));
  wg_action_model_set_trade_good (m, FALSE);
  wg_action_model_clear (m);
  list = wg_action_model_get_moves (m);
  g_assert_nonnull (list);
  if (wg_action_needs_no_location (action) ? list->limit <= 0 : list->options->len == 0)
    return FALSE;
  pick = list->options->len > 0 ? (guint) g_rand_int_range (p->rand, 0, (int) list->options->len)
                                : 0;
  if (attack)
    {
      guint n = 0;

      /* One of the attacks, at random; none: not this action. */
      for (guint i = 0; i < list->options->len; i++)
        if (g_array_index (list->options, WgMoveOption, i).attack
            && g_rand_int_range (p->rand, 0, (int) ++n) == 0)
          pick = i;
      if (n == 0)
        return FALSE;
    }
  click_option (p, action, list->limit, list->options,
                list->options->len > 0 ? &g_array_index (list->options, WgMoveOption, pick)
                                       : NULL);
  if (!wg_action_model_can_perform (m))
    return FALSE;

  before = table_data (p);
  n_before = history_length (p);
  p->battle_requested = FALSE;
  done = wg_action_model_perform (m);
  while (!done && wg_action_model_get_question (m) != NULL)
    {
      done = wg_action_model_answer (m, choose (p, wg_action_model_get_question (m)));
      g_assert_cmpuint (++asked, <, MAX_ANSWERS);
    }
  if (!done)
    {
      /* Refused as a whole (a count or an order the list does not spell
       * out): the page says why, nothing changed. */
      g_assert_nonnull (wg_action_model_get_message (m));
      g_assert_cmpuint (history_length (p), ==, n_before);
      return FALSE;
    }
  if (p->battle_requested)
    {
      g_autoptr (WgBattleModel) battle = NULL;

      /* The attack is not a step yet: the battle applies both. */
      g_assert_cmpuint (history_length (p), ==, n_before);
      battle = wg_battle_model_new_for_move (p->session, wg_card_store_get_catalog (p->store),
                                             &p->battle, wg_action_model_get_battle_table (m),
                                             wg_action_model_get_battle_move (m));
      wg_battle_model_set_card_store (battle, p->store);
      fight (p, battle);
      p->human_battles++;
    }
  p->human_actions++;
  check_step (p, before, n_before);
  return TRUE;
}

/* The active human's turn: the actions in a random order, until one has a
 * move; then End Turn. */
static void
human_turn (Play *p)
{
  int player = now (p)->active;
  int order[WG_N_ACTIONS];

  for (int i = 0; i < WG_N_ACTIONS; i++)
    order[i] = i;
  for (int i = WG_N_ACTIONS - 1; i > 0; i--)
    {
      int j = g_rand_int_range (p->rand, 0, i + 1), t = order[i];

      order[i] = order[j];
      order[j] = t;
    }
  /* Now and then a player looks for a fight first. */
  if (g_rand_int_range (p->rand, 0, 3) == 0)
    for (int i = 0; i < WG_N_ACTIONS; i++)
      if (wg_action_has_origins (order[i]) && order[i] != WG_ACTION_TRADE
          && try_action (p, player, order[i], TRUE))
        {
          end_turn (p);
          return;
        }
  for (int i = 0; i < WG_N_ACTIONS; i++)
    if (try_action (p, player, order[i], FALSE))
      break;
  end_turn (p);
}

/* ---- The Gatekeepers' turn ---- */

/* Play, the questions, Apply: one card. */
static void
ai_card (Play *p)
{
  g_autofree char *before = table_data (p);
  g_autoptr (GError) error = NULL;
  guint n_before = history_length (p), asked = 0;

  g_assert_true (wg_ai_model_can_play (p->ai));
  g_assert_true (wg_ai_model_play (p->ai));
  while (wg_ai_model_get_state (p->ai) == WG_AI_MODEL_ASKING)
    {
      const WgQuestion *q = wg_ai_model_get_question (p->ai);

      p->ai_deck_asked += g_str_equal (q->id, "reveal") && wg_ai_model_get_card_label (p->ai) == NULL;
      g_assert_true (wg_ai_model_answer (p->ai, choose (p, q)));
      g_assert_cmpuint (++asked, <, MAX_ANSWERS);
    }
  g_assert_cmpint (wg_ai_model_get_state (p->ai), ==, WG_AI_MODEL_READY);
  g_assert_nonnull (wg_ai_model_get_description (p->ai));
  g_assert_true (wg_ai_model_apply (p->ai, &error));
  g_assert_no_error (error);
  p->ai_cards++;
  if (wg_ai_model_get_pending_battle (p->ai) == NULL)
    check_step (p, before, n_before);
  else
    {
      /* The battle dialog opens on the table after their card (one step),
       * the battle another. */
      WgBattleStart start = *wg_ai_model_get_pending_battle (p->ai);
      g_autoptr (WgBattleModel) battle = NULL;
      g_autofree char *fought = NULL;

      g_assert_cmpuint (history_length (p), ==, n_before + 1);
      p->steps++;
      g_clear_pointer (&before, g_free);
      before = table_data (p);
      battle = wg_battle_model_new (p->session, wg_card_store_get_catalog (p->store), &start);
      wg_battle_model_set_card_store (battle, p->store);
      fight (p, battle);
      p->ai_battles++;
      check_step (p, before, n_before + 1);
    }
}

static void
ai_turn (Play *p)
{
  int turn = now (p)->turn, round = now (p)->round;

  for (int card = 0; card < 20; card++)
    {
      const WgGame *game = now (p);

      if (game->game_over || game->active != game->ai.player || game->turn != turn
          || game->round != round)
        return; /* their card ended their turn */
      if (!wg_ai_model_can_play (p->ai))
        {
          /* After a battle, or with no card left (R-AI-1): End Turn. */
          end_turn (p);
          return;
        }
      ai_card (p);
    }
  g_assert_not_reached ();
}

/* ---- The score sheet and warpgate-cli ---- */

/* warpgate-cli: the test's argument, or $WG_CLI. */
static const char *cli;

static void
compare_score (Play       *p,
               const char *path)
{
  g_autoptr (WgScoreModel) sheet = wg_score_model_new (wg_card_store_get_catalog (p->store));

  wg_score_model_set_session (sheet, p->session);
  wg_test_cli_compare_score (cli, sheet, path);
  g_assert_cmpstr (wg_score_model_get_winner_text (sheet), !=, "");
}

/* ---- The game ---- */

static void
test_whole_game (gconstpointer data)
{
  Play p = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-solo-game-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;

  g_assert_no_error (error);
  p.rand = g_rand_new_with_seed (GPOINTER_TO_UINT (data));
  p.store = wg_card_store_new (NULL);
  g_assert_true (wg_card_store_load (p.store, &error));
  g_assert_no_error (error);
  p.session = wg_session_new ();
  /* Nothing to restore after the test: the autosave would only write the
   * table after every step. */
  wg_session_set_autosave_dir (p.session, NULL);
  new_game (&p);
  p.actions = wg_action_model_new (p.session);
  wg_action_model_set_active (p.actions, TRUE);
  g_signal_connect (p.actions, "battle-requested", G_CALLBACK (on_battle_requested), &p);
  p.end_turn = wg_end_turn_model_new (p.session);
  p.ai = wg_ai_model_new (p.session);
  g_assert_true (wg_ai_model_is_solo (p.ai));

  while (!now (&p)->game_over)
    {
      if (now (&p)->active == now (&p)->ai.player)
        ai_turn (&p);
      else
        human_turn (&p);
    }

  g_test_message ("%d rounds, %u steps (%u undone and redone), %u human actions (%u battles), "
                  "%u Gatekeepers' cards (%u battles), AI deck asked %u, battle draws asked %u, "
                  "multipliers entered %u (remembered %u), %u questions",
                  now (&p)->round, p.steps, p.undo_checks, p.human_actions, p.human_battles,
                  p.ai_cards, p.ai_battles, p.ai_deck_asked, p.ai_draws_asked, p.entered,
                  p.remembered, p.questions);
  g_assert_cmpint (now (&p)->round, >=, 6);
  g_assert_cmpuint (p.human_battles, >, 0);
  g_assert_cmpuint (p.ai_battles, >, 0);
  g_assert_cmpuint (p.ai_deck_asked, >, 0);
  g_assert_cmpuint (p.ai_draws_asked, >, 0);
  g_assert_cmpuint (p.entered, >, 0);
  g_assert_cmpuint (p.remembered, >, 0);

  /* Saved as the window's Save As does, then scored by warpgate-cli. */
  path = g_build_filename (dir, "solo-game.json", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (wg_session_save_as (p.session, file, &error));
  g_assert_no_error (error);
  compare_score (&p, path);

  g_unlink (path);
  g_rmdir (dir);
  g_clear_object (&p.ai);
  g_clear_object (&p.end_turn);
  g_clear_object (&p.actions);
  wg_session_close (p.session);
  g_clear_object (&p.session);
  {
    g_autofree char *cards = g_path_get_dirname (wg_card_store_get_path (p.store));

    g_unlink (wg_card_store_get_path (p.store));
    g_rmdir (cards);
  }
  g_clear_object (&p.store);
  g_rand_free (p.rand);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  cli = argc > 1 ? argv[1] : g_getenv ("WG_CLI");
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *path = g_strdup_printf ("/wg/app/solo-game/whole-game/seed-%u", seeds[i]);

      g_test_add_data_func (path, GUINT_TO_POINTER (seeds[i]), test_whole_game);
    }
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
