/* test-app-ai.c — the Gatekeepers' panel: its model's turns, marks, apply and undo; the widget
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turns are the core tests' (tests/core/test-ai*.c), worked by hand there
 * from solo-ai.txt and docs/rules.md; here the model must show the same card,
 * slot and steps, mark the same locations, and push each turn into the
 * session as one undoable step. Blue is player 0 (the human), red player 1
 * (the AI), round 1, slot 2, red active, in every ai-*.json fixture.
 *
 * A turn's marks read as one line in the order the model set them: first
 * the planets of an Objective card's type (involved), each replaced in
 * place by a more precise mark, then the other locations of the steps.
 */
#include "config.h"

#include "wg-ai-panel.h"
#include "wg-question-view.h"
#include "wg-test-fixture.h"

#define BLUE 0
#define RED  1

typedef struct
{
  WgSession    *session;
  WgAiModel    *model;
  GPtrArray    *applied; /* char *: the "applied" signals' sentences */
  int           changed;
  int           battles;
  WgBattleStart battle; /* the last "battle-requested" */
} Fixture;

static void
on_applied (WgAiModel  *model,
            const char *description,
            Fixture    *f)
{
  g_ptr_array_add (f->applied, g_strdup (description));
}

static void
on_changed (WgAiModel *model,
            Fixture   *f)
{
  f->changed++;
}

static void
on_battle (gpointer             emitter,
           const WgBattleStart *battle,
           Fixture             *f)
{
  f->battles++;
  f->battle = *battle;
}

static void
fixture_set_up (Fixture    *f,
                const char *name)
{
  f->session = wg_test_session_on (name);
  f->model = wg_ai_model_new (f->session);
  f->applied = g_ptr_array_new_with_free_func (g_free);
  f->changed = 0;
  f->battles = 0;
  g_signal_connect (f->model, "applied", G_CALLBACK (on_applied), f);
  g_signal_connect (f->model, "changed", G_CALLBACK (on_changed), f);
  g_signal_connect (f->model, "battle-requested", G_CALLBACK (on_battle), f);
}

/* The model and the session go, and nothing else held them. */
static void
fixture_tear_down (Fixture *f)
{
  WgAiModel *model = f->model;
  WgSession *session = f->session;

  g_object_add_weak_pointer (G_OBJECT (model), (gpointer *) &model);
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  g_object_unref (f->model);
  g_object_unref (f->session);
  g_assert_null (model);
  g_assert_null (session);
  g_ptr_array_unref (f->applied);
}

static const char *
cell_id (WgSession *session,
         int        cell)
{
  return wg_board_get_cell (wg_session_get_game (session)->board, cell)->id;
}

static const char *const kind_words[] = {
  "origin",
  "destination",
  "attack",
  "chosen",
  "illegal",
  "involved",
};

/* "DF involved, DC destination 2": marks in the order given. */
static char *
marks_text (WgSession    *session,
            const GArray *marks)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < marks->len; i++)
    {
      const WgHighlight *h = &g_array_index (marks, WgHighlight, i);

      g_string_append_printf (s, "%s%s %s", i > 0 ? ", " : "", cell_id (session, h->cell),
                              kind_words[h->kind]);
      if (h->number >= 0)
        g_string_append_printf (s, " %d", h->number);
    }
  return g_string_free (s, FALSE);
}

/* The model's marks, checked to be the session's too. */
static char *
shown_marks (Fixture *f)
{
  g_autofree char *model = marks_text (f->session, wg_ai_model_get_highlights (f->model));
  char            *session = marks_text (f->session, wg_session_get_highlights (f->session));

  g_assert_cmpstr (model, ==, session);
  return session;
}

/* The steps' sentences, one per line. */
static char *
steps_text (const WgAiTurn *turn)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < turn->steps->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? "\n" : "",
                            ((const WgAiStep *) g_ptr_array_index (turn->steps, i))->text);
  return g_string_free (s, FALSE);
}

/* Every ships entry on the board, in board order ("J1 red 3, D4 blue 2"). */
static char *
ships_text (const WgGame *game)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < wg_board_get_n_locations (game->board); i++)
    {
      int            cell = wg_board_get_location (game->board, i);
      const WgStack *stack = &game->stacks[cell];

      if (stack->ship_owner == WG_NO_PLAYER)
        continue;
      g_string_append_printf (s, "%s%s %s %d", s->len > 0 ? ", " : "",
                              wg_board_get_cell (game->board, cell)->id,
                              wg_game_player_color (game, stack->ship_owner), stack->ships);
    }
  return g_string_free (s, FALSE);
}

static char *
cards_text (const GArray *cards)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < cards->len; i++)
    {
      g_autofree char *id = wg_ai_card_to_id (&g_array_index (cards, WgAiCard, i));

      g_string_append_printf (s, "%s%s", i > 0 ? " " : "", id);
    }
  return g_string_free (s, FALSE);
}

static char *
options_text (const WgQuestion *question)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < question->options->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "",
                            ((const WgOption *) g_ptr_array_index (question->options, i))->id);
  return g_string_free (s, FALSE);
}

#define assert_str_free(expr, expected)   \
  G_STMT_START                            \
  {                                       \
    g_autofree char *s_ = (expr);         \
    g_assert_cmpstr (s_, ==, (expected)); \
  }                                       \
  G_STMT_END

/* ---- The model ---- */

/* The AI's visible table (ai-attack-redraw.json): the deck, top first,
 * technology, objective:jungle, objective:desert (3 cards, face down); an
 * empty discard; slot 1 holds an Action card; red active in slot 2. */
static void
test_model_table (void)
{
  Fixture       f;
  const GArray *played;

  fixture_set_up (&f, "ai-attack-redraw.json");
  g_assert_true (wg_ai_model_is_solo (f.model));
  g_assert_cmpstr (wg_ai_model_get_color (f.model), ==, "red");
  g_assert_cmpuint (wg_ai_model_get_deck_size (f.model), ==, 3);
  g_assert_cmpuint (wg_ai_model_get_discard (f.model)->len, ==, 0);
  played = wg_ai_model_get_played (f.model);
  assert_str_free (cards_text (played), "action");
  g_assert_cmpint (wg_ai_model_get_slot (f.model), ==, 2);
  g_assert_true (wg_ai_model_can_play (f.model));
  g_assert_false (wg_ai_model_can_end_turn (f.model));
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_IDLE);
  g_assert_cmpstr (wg_ai_model_get_reason (f.model), ==,
                   "Slot 2: the Gatekeepers play the bottom card of their deck (R-AI-1).");
  g_assert_null (wg_ai_model_get_turn (f.model));
  g_assert_cmpuint (wg_ai_model_get_highlights (f.model)->len, ==, 0);
  fixture_tear_down (&f);
}

/*
 * R-AI-3 (ai-deploy.json, red owns 12 ships): the Desert Objective into
 * slot 2 — Reinforce: 2 ships on DC (AI Colony), DN (a sector adjacent to
 * gate-red, no marker) and DS (an AI ship). The desert planets DF, DM, DB
 * are involved; DC, DN, DS are destinations of 2. Applied: one step, the
 * marks cleared, blue's turn 3. Undo puts the table back.
 */
static void
test_model_reinforce (void)
{
  Fixture         f;
  const WgAiTurn *turn;
  const WgGame   *game;

  fixture_set_up (&f, "ai-deploy.json");
  g_assert_true (wg_ai_model_play (f.model));
  g_assert_cmpint (f.changed, >, 0);
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_READY);
  turn = wg_ai_model_get_turn (f.model);
  g_assert_nonnull (turn);
  g_assert_cmpint (turn->slot, ==, 2);
  g_assert_cmpint (turn->action, ==, WG_AI_REINFORCE);
  g_assert_cmpstr (wg_ai_model_get_card_label (f.model), ==, "Desert Objective");
  g_assert_cmpstr (wg_ai_model_get_action_label (f.model), ==, "Reinforce");
  assert_str_free (steps_text (turn),
                   "Deploy 2 AI ships on DC.\nDeploy 2 AI ships on DN.\nDeploy 2 AI ships on DS.");
  g_assert_null (wg_ai_model_get_question (f.model));
  g_assert_null (wg_ai_model_get_battle (f.model));
  g_assert_cmpstr (wg_ai_model_get_description (f.model), ==,
                   "The Gatekeepers: Reinforce — 2 ships to DC, DN and DS");
  assert_str_free (shown_marks (&f),
                   "DF involved, DC destination 2, DN destination 2, DM involved, "
                   "DS destination 2, DB involved");
  /* Nothing changed yet, and the AI cannot play a second card meanwhile. */
  g_assert_cmpuint (wg_test_n_steps (f.session), ==, 0);
  g_assert_false (wg_ai_model_can_play (f.model));
  g_assert_false (wg_ai_model_play (f.model));

  g_assert_true (wg_ai_model_apply (f.model, NULL));
  g_assert_cmpuint (wg_test_n_steps (f.session), ==, 1);
  g_assert_cmpuint (f.applied->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f.applied, 0), ==,
                   "The Gatekeepers: Reinforce — 2 ships to DC, DN and DS");
  g_assert_cmpstr (wg_history_get_description (wg_session_get_history (f.session), 0), ==,
                   "The Gatekeepers: Reinforce — 2 ships to DC, DN and DS");
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_IDLE);
  g_assert_cmpuint (wg_session_get_highlights (f.session)->len, ==, 0);
  g_assert_cmpint (f.battles, ==, 0);
  game = wg_session_get_game (f.session);
  assert_str_free (ships_text (game), "DC red 2, DN red 2, DS red 3, DB blue 2");
  assert_str_free (cards_text (game->ai.played), "action objective:desert");
  g_assert_cmpint (game->active, ==, BLUE);
  g_assert_cmpint (game->turn, ==, 3);
  g_assert_false (wg_ai_model_can_play (f.model));
  g_assert_cmpstr (wg_ai_model_get_reason (f.model), ==,
                   "It is blue’s turn: the Gatekeepers play when they are the active player.");

  g_assert_true (wg_session_undo (f.session));
  game = wg_session_get_game (f.session);
  assert_str_free (ships_text (game), "DS red 1, DB blue 2");
  assert_str_free (cards_text (game->ai.played), "action");
  g_assert_cmpint (game->active, ==, RED);
  g_assert_true (wg_ai_model_can_play (f.model));
  fixture_tear_down (&f);
}

/*
 * R-AI-2 Control (ai-control.json): the Action card — the left-most
 * Objective (arctic), blue's Outpost on J1 returned, AI Colonies on J1, D1
 * and A1. An Action card involves no planet type: only the Colonies'
 * planets are marked.
 */
static void
test_model_control (void)
{
  Fixture         f;
  const WgAiTurn *turn;

  fixture_set_up (&f, "ai-control.json");
  g_assert_true (wg_ai_model_play (f.model));
  turn = wg_ai_model_get_turn (f.model);
  g_assert_cmpint (turn->action, ==, WG_AI_CONTROL);
  g_assert_cmpstr (wg_ai_model_get_card_label (f.model), ==, "Action card");
  g_assert_cmpstr (wg_ai_model_get_action_label (f.model), ==, "Control");
  assert_str_free (steps_text (turn),
                   "Give the AI the left-most available Objective (Arctic) (R-AI-2).\n"
                   "Return blue’s marker on J1 to them.\n"
                   "Place an AI Colony on J1 (R-AI-2).\n"
                   "Place an AI Colony on D1 (R-AI-2).\n"
                   "Place an AI Colony on A1 (R-AI-2).");
  g_assert_cmpstr (wg_ai_model_get_description (f.model), ==,
                   "The Gatekeepers: Control — the Arctic Objective; Colonies on J1, D1 and A1");
  assert_str_free (shown_marks (&f), "J1 involved, D1 involved, A1 involved");
  g_assert_true (wg_ai_model_apply (f.model, NULL));
  g_assert_cmpstr (wg_history_get_description (wg_session_get_history (f.session), 0), ==,
                   "The Gatekeepers: Control — the Arctic Objective; Colonies on J1, D1 and A1");
  g_assert_cmpuint (wg_session_get_game (f.session)->players[RED].objectives->len, ==, 1);
  fixture_tear_down (&f);
}

/* The Gatekeepers' Research with the Technology deck known only by its
 * size (as tests/core/test-ai.c, ai-table.json): before the revealed card is
 * asked, the question says which Technology they took, the left-most
 * available one (R-AI-2, issue 18); never the Ancients (R-DECK-2). */
static void
test_model_research_asks (void)
{
  Fixture          f;
  WgGame          *game;
  WgAiCard         card;
  g_autofree char *said = NULL;

  fixture_set_up (&f, "ai-table.json");
  game = wg_game_copy (wg_session_get_game (f.session));
  g_array_remove_index (game->technologies, 2);
  g_array_set_size (game->technology_deck.cards, 0);
  game->technology_deck.known = FALSE;
  game->technology_deck.count = 2;
  g_assert_true (wg_ai_card_from_id ("technology", &card));
  g_array_set_size (game->ai.deck, 0);
  g_array_append_val (game->ai.deck, card);
  wg_test_apply (f.session, game, "A Technology card for the Gatekeepers");

  wg_ai_model_play (f.model);
  g_assert_nonnull (wg_ai_model_get_question (f.model));
  g_assert_false (wg_question_has_option (wg_ai_model_get_question (f.model), "ancients"));
  said = wg_ai_model_describe_question (f.model);
  g_assert_true (g_str_has_prefix (said, "The Gatekeepers take the left-most available "
                                         "Technology (Desert, Tech A) (R-AI-2). "));
  g_assert_true (g_str_has_suffix (said, wg_ai_model_get_question (f.model)->question));
  fixture_tear_down (&f);
}

/*
 * R-AI-4, R-AI-5, R-AI-8 (ai-attack-battle.json): red's supply of 1 goes
 * to D1 (nearest gate-red), then J1's 3 ships attack blue's 1 ship on D3
 * (range 8). Applied: the table before the ships move, red still active
 * with its slot-2 card played; "battle-requested" hands the battle over.
 * The AI then waits for the battle and the end of its turn.
 */
static void
test_model_battle (void)
{
  Fixture              f;
  const WgAiTurn      *turn;
  const WgBattleStart *b;
  const WgGame        *game;

  fixture_set_up (&f, "ai-attack-battle.json");
  g_assert_true (wg_ai_model_play (f.model));
  turn = wg_ai_model_get_turn (f.model);
  g_assert_cmpint (turn->action, ==, WG_AI_ATTACK);
  assert_str_free (steps_text (turn),
                   "The AI’s supply (1) cannot cover the 4 ships asked for: it deploys what "
                   "there is, then attacks (R-AI-4).\n"
                   "Deploy 1 AI ship on D1.\n"
                   "Attack D3 with 3 AI ships from J1: a battle against blue (range 8). The AI "
                   "plays the top card of its Tactics deck (R-AI-8).");
  b = wg_ai_model_get_battle (f.model);
  g_assert_nonnull (b);
  g_assert_cmpint (b->at, ==, wg_test_cell_of (f.session, "D3"));
  g_assert_cmpstr (wg_ai_model_get_description (f.model), ==,
                   "The Gatekeepers: Attack — 1 ship to D1; 3 ships from J1 attack D3");
  assert_str_free (shown_marks (&f),
                   "D1 destination 1, D2 involved, D3 attack 3, D4 involved, J1 origin");

  g_assert_true (wg_ai_model_apply (f.model, NULL));
  g_assert_cmpint (f.battles, ==, 1);
  g_assert_cmpint (f.battle.attacker, ==, RED);
  g_assert_cmpint (f.battle.defender, ==, BLUE);
  g_assert_cmpint (f.battle.at, ==, wg_test_cell_of (f.session, "D3"));
  g_assert_cmpuint (f.battle.n_origins, ==, 1);
  g_assert_cmpint (f.battle.origins[0], ==, wg_test_cell_of (f.session, "J1"));
  g_assert_cmpint (f.battle.ships[0], ==, 3);
  g_assert_cmpint (f.battle.defender_ships, ==, 1);
  g_assert_cmpuint (wg_test_n_steps (f.session), ==, 1);
  game = wg_session_get_game (f.session);
  assert_str_free (ships_text (game),
                   "gate-red red 1, J1 red 3, D1 red 1, D2 red 2, D3 blue 1, D4 blue 2");
  g_assert_cmpint (game->active, ==, RED);
  g_assert_cmpint (game->turn, ==, 2);
  g_assert_cmpuint (wg_session_get_highlights (f.session)->len, ==, 0);

  /* The card of slot 2 is played: no second card, the turn ends next. */
  g_assert_false (wg_ai_model_can_play (f.model));
  g_assert_true (wg_ai_model_can_end_turn (f.model));
  g_assert_nonnull (wg_ai_model_get_pending_battle (f.model));
  g_assert_cmpstr (wg_ai_model_get_reason (f.model), ==,
                   "Resolve the battle at D3, then end the Gatekeepers’ turn.");
  g_assert_true (wg_ai_model_request_battle (f.model));
  g_assert_cmpint (f.battles, ==, 2);

  g_assert_true (wg_ai_model_end_turn (f.model, NULL));
  g_assert_cmpuint (wg_test_n_steps (f.session), ==, 2);
  game = wg_session_get_game (f.session);
  g_assert_cmpint (game->active, ==, BLUE);
  g_assert_cmpint (game->turn, ==, 3);
  g_assert_null (wg_ai_model_get_pending_battle (f.model));
  g_assert_false (wg_ai_model_can_end_turn (f.model));
  g_assert_false (wg_ai_model_request_battle (f.model));
  g_assert_cmpuint (f.applied->len, ==, 2);
  fixture_tear_down (&f);
}

/*
 * R-AI-7 twice (ai-attack-redraw.json): the Desert, then the Jungle
 * Objective find no target; each is discarded, one step each, and the AI
 * plays again into slot 2. The Technology then takes Tech A and ends the
 * turn.
 */
static void
test_model_redraw (void)
{
  Fixture         f;
  const WgAiTurn *turn;
  const WgGame   *game;

  fixture_set_up (&f, "ai-attack-redraw.json");
  g_assert_true (wg_ai_model_play (f.model));
  turn = wg_ai_model_get_turn (f.model);
  g_assert_cmpint (turn->action, ==, WG_AI_REDRAW);
  g_assert_cmpint (turn->slot, ==, 2);
  assert_str_free (steps_text (turn),
                   "The AI’s supply (0) cannot cover the 8 ships asked for: it deploys what "
                   "there is, then attacks (R-AI-4).\n"
                   "The AI controls or occupies every planet of that type: discard the Desert "
                   "Objective and play the next AI card into the same slot (R-AI-7).");
  g_assert_cmpstr (wg_ai_model_get_description (f.model), ==,
                   "The Gatekeepers: No Target — the Desert Objective is discarded, they play "
                   "again (R-AI-7)");
  assert_str_free (shown_marks (&f), "D1 involved, D2 involved, D3 involved, D4 involved");
  g_assert_true (wg_ai_model_apply (f.model, NULL));
  g_assert_true (wg_ai_model_can_play (f.model));
  g_assert_cmpstr (wg_ai_model_get_reason (f.model), ==,
                   "No target for the Desert Objective: it is discarded and the Gatekeepers "
                   "play their next card into slot 2 (R-AI-7).");
  g_assert_cmpuint (wg_ai_model_get_deck_size (f.model), ==, 2);
  assert_str_free (cards_text (wg_ai_model_get_discard (f.model)), "objective:desert");
  assert_str_free (cards_text (wg_ai_model_get_played (f.model)), "action");

  g_assert_true (wg_ai_model_play (f.model));
  g_assert_cmpint (wg_ai_model_get_turn (f.model)->action, ==, WG_AI_REDRAW);
  g_assert_cmpstr (wg_ai_model_get_card_label (f.model), ==, "Jungle Objective");
  assert_str_free (shown_marks (&f), "J1 involved, J2 involved, J3 involved");
  g_assert_true (wg_ai_model_apply (f.model, NULL));

  g_assert_true (wg_ai_model_play (f.model));
  turn = wg_ai_model_get_turn (f.model);
  g_assert_cmpint (turn->action, ==, WG_AI_RESEARCH);
  g_assert_cmpint (turn->slot, ==, 2);
  assert_str_free (steps_text (turn),
                   "Give the AI the left-most available Technology (Desert, Tech A) (R-AI-2).");
  g_assert_cmpstr (wg_ai_model_get_description (f.model), ==,
                   "The Gatekeepers: Research — Tech A");
  assert_str_free (shown_marks (&f), "");
  g_assert_true (wg_ai_model_apply (f.model, NULL));
  g_assert_cmpuint (wg_test_n_steps (f.session), ==, 3);
  game = wg_session_get_game (f.session);
  assert_str_free (cards_text (game->ai.played), "action technology");
  assert_str_free (cards_text (game->ai.discard), "objective:desert objective:jungle");
  g_assert_cmpint (game->active, ==, BLUE);
  g_assert_cmpint (game->turn, ==, 3);
  g_assert_false (wg_ai_model_can_play (f.model));
  fixture_tear_down (&f);
}

/*
 * R-AI-5, equal-range targets (ai-attack-target-tie.json): J2's 3 ships
 * are 2 from both D1 and D2, so the human decides; the options are marked
 * as destinations. An id that is not an option changes nothing. Before
 * that, Reinforce asks 2 ships each for the AI Colonies D3 and D4, and red
 * has none left (R-AI-4). D2: 2 ships go (one stays behind on the trade-icon planet J2, R-AI-6).
 */
static void
test_model_question (void)
{
  Fixture           f;
  const WgQuestion *q;
  const WgAiTurn   *turn;

  fixture_set_up (&f, "ai-attack-target-tie.json");
  g_assert_true (wg_ai_model_play (f.model));
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_ASKING);
  q = wg_ai_model_get_question (f.model);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->id, ==, "target");
  assert_str_free (options_text (q), "D1 D2");
  g_assert_cmpstr (wg_ai_model_get_card_label (f.model), ==, "Desert Objective");
  g_assert_null (wg_ai_model_get_action_label (f.model));
  g_assert_null (wg_ai_model_get_description (f.model));
  g_assert_cmpuint (wg_ai_model_get_turn (f.model)->steps->len, ==, 0);
  assert_str_free (shown_marks (&f),
                   "D1 destination, D2 destination, D3 involved, D4 involved");
  g_assert_cmpstr (wg_ai_model_get_reason (f.model), ==, "The turn waits for your answer.");

  g_assert_false (wg_ai_model_answer (f.model, "J2"));
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_ASKING);

  g_assert_true (wg_ai_model_answer (f.model, "D2"));
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_READY);
  turn = wg_ai_model_get_turn (f.model);
  g_assert_cmpint (turn->action, ==, WG_AI_ATTACK);
  assert_str_free (steps_text (turn),
                   "The AI’s supply (0) cannot cover the 4 ships asked for: it deploys what "
                   "there is, then attacks (R-AI-4).\n"
                   "Move 2 AI ships from J2 to D2 (range 2).");
  g_assert_cmpstr (wg_ai_model_get_description (f.model), ==,
                   "The Gatekeepers: Attack — 2 ships from J2 to D2");
  assert_str_free (shown_marks (&f),
                   "D1 involved, D2 destination 2, D3 involved, D4 involved, J2 origin");
  g_assert_true (wg_ai_model_apply (f.model, NULL));
  assert_str_free (ships_text (wg_session_get_game (f.session)), "J2 red 1, D2 red 2");
  fixture_tear_down (&f);
}

/* Cancel drops the turn: no step, no marks; so does a change of the table
 * made elsewhere, and the turn is played again on the new table. */
static void
test_model_cancel (void)
{
  Fixture f;
  WgGame *edited;

  fixture_set_up (&f, "ai-deploy.json");
  g_assert_true (wg_ai_model_play (f.model));
  g_assert_cmpuint (wg_session_get_highlights (f.session)->len, ==, 6);
  wg_ai_model_cancel (f.model);
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_IDLE);
  g_assert_null (wg_ai_model_get_turn (f.model));
  g_assert_cmpuint (wg_session_get_highlights (f.session)->len, ==, 0);
  g_assert_cmpuint (wg_test_n_steps (f.session), ==, 0);
  g_assert_true (wg_ai_model_can_play (f.model));

  g_assert_true (wg_ai_model_play (f.model));
  edited = wg_game_copy (wg_session_get_game (f.session));
  edited->stacks[wg_test_cell_of (f.session, "DS")].ships = 2;
  wg_test_apply (f.session, edited, "2 red ships on DS");
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_IDLE);
  g_assert_cmpuint (wg_session_get_highlights (f.session)->len, ==, 0);
  g_assert_true (wg_ai_model_can_play (f.model));
  g_assert_cmpuint (f.applied->len, ==, 0);
  fixture_tear_down (&f);
}

/* Not the AI's turn, or no AI at all: no card to play. */
static void
test_model_cannot_play (void)
{
  Fixture f;

  fixture_set_up (&f, "app-ruler.json");
  g_assert_false (wg_ai_model_is_solo (f.model));
  g_assert_false (wg_ai_model_can_play (f.model));
  g_assert_false (wg_ai_model_play (f.model));
  g_assert_null (wg_ai_model_get_color (f.model));
  g_assert_null (wg_ai_model_get_played (f.model));
  g_assert_cmpstr (wg_ai_model_get_reason (f.model), ==,
                   "There are no Gatekeepers in this game.");
  fixture_tear_down (&f);
}

/* ---- The panel ---- */

typedef struct
{
  GtkWindow *window;
  GtkWidget *panel;
  WgSession *session;
  GPtrArray *toasts;
  int        undoable;
  Fixture    f; /* battles only */
} PanelFixture;

static void
on_toast (GtkWidget    *panel,
          const char   *message,
          gboolean      undoable,
          PanelFixture *p)
{
  g_ptr_array_add (p->toasts, g_strdup (message));
  p->undoable += undoable ? 1 : 0;
}

static void
panel_set_up (PanelFixture *p,
              const char   *name)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  p->session = wg_test_session_on (name);
  p->toasts = g_ptr_array_new_with_free_func (g_free);
  p->undoable = 0;
  p->f.battles = 0;
  p->panel = wg_ai_panel_new ();
  g_object_set (p->panel, "session", p->session, NULL);
  g_signal_connect (p->panel, "toast", G_CALLBACK (on_toast), p);
  g_signal_connect (p->panel, "battle-requested", G_CALLBACK (on_battle), &p->f);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), p->panel);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  p->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (p->window, 340, 700);
  gtk_window_set_child (p->window, scrolled);
  gtk_window_present (p->window);
  wg_test_iterate_until (gtk_widget_get_mapped (p->panel));
}

/* Destroys the window: the panel, its model and the session go. */
static void
panel_tear_down (PanelFixture *p)
{
  GtkWidget *panel = p->panel;
  WgSession *session = p->session;
  WgAiModel *model = wg_ai_panel_get_model (WG_AI_PANEL (p->panel));

  g_object_add_weak_pointer (G_OBJECT (panel), (gpointer *) &panel);
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  if (model != NULL)
    g_object_add_weak_pointer (G_OBJECT (model), (gpointer *) &model);
  gtk_window_destroy (p->window);
  g_object_unref (p->session);
  wg_test_iterate_until (panel == NULL && session == NULL && model == NULL);
  g_ptr_array_unref (p->toasts);
}

static GtkWidget *
button_for (GtkWidget  *panel,
            const char *action)
{
  GtkWidget *button = wg_test_find_actionable (panel, action);

  g_assert_nonnull (button);
  return button;
}

static guint
count_checks (GtkWidget *widget)
{
  guint n = GTK_IS_CHECK_BUTTON (widget) && gtk_widget_is_visible (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_checks (child);
  return n;
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_is_visible (button));
  g_signal_emit_by_name (button, "clicked");
}

/* ai-deploy.json: the AI may play; a click plays the card, its 3 steps
 * appear as a checklist, Apply pushes the turn and says so in an undoable
 * toast; Play is then disabled (blue's turn). */
static void
test_panel_play_apply (void)
{
  PanelFixture p;
  WgAiModel   *model;
  GtkWidget   *play, *apply, *checks;

  panel_set_up (&p, "ai-deploy.json");
  model = wg_ai_panel_get_model (WG_AI_PANEL (p.panel));
  g_assert_nonnull (model);
  g_assert_nonnull (find_label (p.panel, "The Gatekeepers"));
  g_assert_nonnull (find_label (p.panel, "Action card")); /* slot 1 */
  play = button_for (p.panel, "ai.play");
  apply = button_for (p.panel, "ai.apply");
  g_assert_false (gtk_widget_is_visible (apply));
  g_assert_cmpuint (count_checks (p.panel), ==, 0);

  click (play);
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_READY);
  g_assert_false (gtk_widget_is_visible (play));
  g_assert_cmpuint (count_checks (p.panel), ==, 3);
  g_assert_nonnull (find_label (p.panel, "Deploy 2 AI ships on DN."));
  g_assert_nonnull (find_label (p.panel, "0 of 3 steps ticked: the turn applies all the same, "
                                         "once the table matches."));
  /* Ticking a step (a click on its row's check button) counts it. */
  checks = wg_test_find_type (p.panel, GTK_TYPE_CHECK_BUTTON);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (checks), TRUE);
  g_assert_nonnull (find_label (p.panel, "1 of 3 steps ticked: the turn applies all the same, "
                                         "once the table matches."));

  click (apply);
  g_assert_cmpuint (wg_test_n_steps (p.session), ==, 1);
  g_assert_cmpuint (p.toasts->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (p.toasts, 0), ==,
                   "The Gatekeepers: Reinforce — 2 ships to DC, DN and DS");
  g_assert_cmpint (p.undoable, ==, 1);
  /* Issue 30: the turn played stays for the table — its card, its steps
   * to tick (a tick given stays) — and nothing to apply. */
  g_assert_cmpuint (count_checks (p.panel), ==, 3);
  g_assert_nonnull (find_label (p.panel, "Slot 2 · Reinforce · played: carry out its steps on "
                                         "the table"));
  g_assert_null (find_label (p.panel, "1 of 3 steps ticked: the turn applies all the same, "
                                      "once the table matches."));
  g_assert_false (gtk_widget_is_visible (apply));
  g_assert_true (gtk_widget_is_visible (play));
  g_assert_false (gtk_widget_is_sensitive (play));
  g_assert_nonnull (find_label (p.panel, "It is blue’s turn: the Gatekeepers play when they are "
                                         "the active player."));
  g_assert_nonnull (find_label (p.panel, "Desert Objective")); /* slot 2 */

  /* Undo: the AI's turn again, and nothing of the turn undone is left. */
  g_assert_true (wg_session_undo (p.session));
  g_assert_true (gtk_widget_is_sensitive (play));
  g_assert_cmpuint (count_checks (p.panel), ==, 0);
  panel_tear_down (&p);
}

/* The row of the question view's option titled @title, or NULL. */
static GtkListBoxRow *
option_row (GtkWidget  *panel,
            const char *title)
{
  GtkWidget  *view = wg_test_find_type (panel, WG_TYPE_QUESTION_VIEW);
  GtkListBox *list;

  g_assert_nonnull (view);
  list = wg_question_view_get_list (WG_QUESTION_VIEW (view));
  for (int i = 0; gtk_list_box_get_row_at_index (list, i) != NULL; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title))
        return row;
    }
  return NULL;
}

/* Activates @row, as a click or Enter on it does. */
static void
answer_row (GtkListBoxRow *row)
{
  g_assert_nonnull (row);
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
}

/* ai-attack-target-tie.json: the question's options are rows of the
 * question view; activating one answers; Cancel drops the turn and its
 * marks. */
static void
test_panel_question (void)
{
  PanelFixture   p;
  WgAiModel     *model;
  GtkListBoxRow *option;

  panel_set_up (&p, "ai-attack-target-tie.json");
  model = wg_ai_panel_get_model (WG_AI_PANEL (p.panel));
  click (button_for (p.panel, "ai.play"));
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_ASKING);
  g_assert_false (gtk_widget_is_visible (button_for (p.panel, "ai.apply")));
  option = option_row (p.panel, "D2");
  g_assert_nonnull (option);
  g_assert_nonnull (option_row (p.panel, "D1"));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (option)));
  answer_row (option);
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_READY);
  g_assert_null (option_row (p.panel, "D1"));
  g_assert_cmpuint (count_checks (p.panel), ==, 2);
  g_assert_nonnull (find_label (p.panel, "Move 2 AI ships from J2 to D2 (range 2)."));

  click (button_for (p.panel, "ai.cancel"));
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_IDLE);
  g_assert_cmpuint (wg_session_get_highlights (p.session)->len, ==, 0);
  g_assert_cmpuint (wg_test_n_steps (p.session), ==, 0);
  g_assert_cmpuint (count_checks (p.panel), ==, 0);
  g_assert_true (gtk_widget_is_sensitive (button_for (p.panel, "ai.play")));
  panel_tear_down (&p);
}

/* R-DECK-3 with the physical decks (ai-physical.json: ai-table.json's AI
 * deck — Technology, Tactics card, Action card, Arctic Objective — as it
 * lies on the table, order unknown). Play asks which card the bottom one
 * is, offering exactly the 4 cards the deck holds (no Desert Objective: it
 * is not in the deck, and that answer is refused). The Action card, as in
 * test-ai.c's unknown-order test, is a Control; applied, 3 cards are left,
 * still of unknown order. */
static void
test_model_physical_deck (void)
{
  Fixture           f;
  const WgQuestion *q;
  const WgGame     *after;

  fixture_set_up (&f, "ai-physical.json");
  g_assert_true (wg_session_get_game (f.session)->ai.deck_unknown);
  g_assert_true (wg_ai_model_play (f.model));
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_ASKING);
  q = wg_ai_model_get_question (f.model);
  g_assert_cmpstr (q->id, ==, "reveal");
  g_assert_nonnull (strstr (q->question, "bottom card of the AI deck"));
  assert_str_free (options_text (q), "technology tactic action objective:arctic");
  g_assert_cmpstr (((const WgOption *) g_ptr_array_index (q->options, 3))->label, ==,
                   "Arctic Objective");
  g_assert_false (wg_ai_model_answer (f.model, "objective:desert"));
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_ASKING);

  g_assert_true (wg_ai_model_answer (f.model, "action"));
  g_assert_cmpint (wg_ai_model_get_state (f.model), ==, WG_AI_MODEL_READY);
  g_assert_cmpint (wg_ai_model_get_turn (f.model)->action, ==, WG_AI_CONTROL);
  g_assert_true (wg_ai_model_apply (f.model, NULL));
  after = wg_session_get_game (f.session);
  g_assert_cmpuint (after->ai.deck->len, ==, 3);
  g_assert_true (after->ai.deck_unknown);
  g_assert_cmpuint (wg_test_n_steps (f.session), ==, 1);
  fixture_tear_down (&f);
}

/* The same question in the panel: one row per card the deck holds, by
 * name; activating one answers. */
static void
test_panel_physical_deck (void)
{
  PanelFixture p;
  WgAiModel   *model;

  panel_set_up (&p, "ai-physical.json");
  model = wg_ai_panel_get_model (WG_AI_PANEL (p.panel));
  click (button_for (p.panel, "ai.play"));
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_ASKING);
  g_assert_nonnull (option_row (p.panel, "Technology"));
  g_assert_nonnull (option_row (p.panel, "Tactics card"));
  g_assert_nonnull (option_row (p.panel, "Arctic Objective"));
  g_assert_null (option_row (p.panel, "Desert Objective"));
  answer_row (option_row (p.panel, "Action card"));
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_READY);
  g_assert_null (option_row (p.panel, "Arctic Objective"));
  panel_tear_down (&p);
}

/* Whether a visible label of @widget holds @text anywhere in it. */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

/* Issue 30, item 2 (R-AI-1, R-AI-2): with the AI deck's order unknown
 * (ai-physical.json, a Technology available), the page's first question is
 * the card turned over, said as the core asks it, and nothing is said of
 * what the Gatekeepers do — no Technology taken, no action — until it is
 * answered; then the card says it: a Technology, so Research. */
static void
test_panel_card_first (void)
{
  PanelFixture      p;
  WgAiModel        *model;
  GtkWidget        *view;
  const WgQuestion *q;

  panel_set_up (&p, "ai-physical.json");
  model = wg_ai_panel_get_model (WG_AI_PANEL (p.panel));
  click (button_for (p.panel, "ai.play"));
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_ASKING);
  q = wg_ai_model_get_question (model);
  g_assert_cmpstr (q->id, ==, "reveal");
  assert_str_free (options_text (q), "technology tactic action objective:arctic");
  view = wg_test_find_type (p.panel, WG_TYPE_QUESTION_VIEW);
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (view)), ==,
                   "Turn over the bottom card of the AI deck: which card is it?");
  g_assert_false (shows_text (p.panel, "left-most"));
  g_assert_false (shows_text (p.panel, "Research"));
  g_assert_false (shows_text (p.panel, "R-AI-2"));
  g_assert_null (wg_ai_model_get_action_label (model));
  g_assert_null (wg_ai_model_get_card_label (model));

  answer_row (option_row (p.panel, "Technology"));
  g_assert_cmpint (wg_ai_model_get_state (model), ==, WG_AI_MODEL_READY);
  g_assert_cmpstr (wg_ai_model_get_action_label (model), ==, "Research");
  g_assert_true (shows_text (p.panel, "Give the AI the left-most available Technology (Desert, "
                                      "Tech A) (R-AI-2)."));
  panel_tear_down (&p);
}

/* ai-attack-battle.json: applying emits the panel's "battle-requested";
 * then End the Gatekeepers' Turn replaces Play. */
static void
test_panel_battle (void)
{
  PanelFixture p;
  GtkWidget   *end;

  panel_set_up (&p, "ai-attack-battle.json");
  end = button_for (p.panel, "ai.end-turn");
  g_assert_false (gtk_widget_is_visible (end));
  click (button_for (p.panel, "ai.play"));
  click (button_for (p.panel, "ai.apply"));
  g_assert_cmpint (p.f.battles, ==, 1);
  g_assert_cmpint (p.f.battle.at, ==, wg_test_cell_of (p.session, "D3"));
  g_assert_cmpint (p.f.battle.ships[0], ==, 3);
  g_assert_false (gtk_widget_is_visible (button_for (p.panel, "ai.play")));
  click (button_for (p.panel, "ai.battle"));
  g_assert_cmpint (p.f.battles, ==, 2);
  click (end);
  g_assert_cmpint (wg_session_get_game (p.session)->active, ==, BLUE);
  g_assert_cmpuint (p.toasts->len, ==, 2);
  g_assert_false (gtk_widget_is_visible (end));
  panel_tear_down (&p);
}

/* A game without the Gatekeepers: the status page, and nothing enabled. */
static void
test_panel_not_solo (void)
{
  PanelFixture p;
  GtkWidget   *status;

  panel_set_up (&p, "app-ruler.json");
  status = wg_test_find_type (p.panel, ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (status);
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==,
                   "No Gatekeepers in this game");
  g_assert_false (gtk_widget_is_sensitive (button_for (p.panel, "ai.play")));
  gtk_widget_activate_action (p.panel, "ai.play", NULL);
  g_assert_cmpint (wg_ai_model_get_state (wg_ai_panel_get_model (WG_AI_PANEL (p.panel))), ==,
                   WG_AI_MODEL_IDLE);
  panel_tear_down (&p);
}

/* The sample (blue active): Play is disabled with the reason; a panel
 * without a session has no model. */
static void
test_panel_sample (void)
{
  g_autoptr (WgSession) session = wg_session_new ();
  GtkWidget *panel = g_object_ref_sink (wg_ai_panel_new ());
  g_autoptr (GError) error = NULL;

  g_assert_null (wg_ai_panel_get_model (WG_AI_PANEL (panel)));
  g_assert_false (gtk_widget_is_sensitive (button_for (panel, "ai.play")));
  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  wg_sidebar_page_set_session (WG_SIDEBAR_PAGE (panel), session);
  g_assert_true (wg_session_get_game (session)->active != wg_session_get_game (session)->ai.player);
  g_assert_false (gtk_widget_is_sensitive (button_for (panel, "ai.play")));
  g_assert_nonnull (find_label (panel, "It is Player 1’s turn: the Gatekeepers play when they "
                                       "are the active player."));
  wg_sidebar_page_set_session (WG_SIDEBAR_PAGE (panel), NULL);
  g_assert_null (wg_ai_panel_get_model (WG_AI_PANEL (panel)));
  g_object_unref (panel);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/ai/model/table", test_model_table);
  g_test_add_func ("/wg/app/ai/model/R-AI-3/reinforce", test_model_reinforce);
  g_test_add_func ("/wg/app/ai/model/R-AI-2/control", test_model_control);
  g_test_add_func ("/wg/app/ai/model/R-AI-2/research-asks", test_model_research_asks);
  g_test_add_func ("/wg/app/ai/model/R-AI-8/battle", test_model_battle);
  g_test_add_func ("/wg/app/ai/model/R-AI-7/redraw", test_model_redraw);
  g_test_add_func ("/wg/app/ai/model/R-AI-5/question", test_model_question);
  g_test_add_func ("/wg/app/ai/model/cancel", test_model_cancel);
  g_test_add_func ("/wg/app/ai/model/cannot-play", test_model_cannot_play);
  g_test_add_func ("/wg/app/ai/panel/play-apply", test_panel_play_apply);
  g_test_add_func ("/wg/app/ai/panel/question", test_panel_question);
  g_test_add_func ("/wg/app/ai/model/R-DECK-3/physical-deck", test_model_physical_deck);
  g_test_add_func ("/wg/app/ai/panel/R-DECK-3/physical-deck", test_panel_physical_deck);
  g_test_add_func ("/wg/app/ai/panel/R-AI-1/card-first", test_panel_card_first);
  g_test_add_func ("/wg/app/ai/panel/battle", test_panel_battle);
  g_test_add_func ("/wg/app/ai/panel/not-solo", test_panel_not_solo);
  g_test_add_func ("/wg/app/ai/panel/sample", test_panel_sample);

  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
