/* wg-window-group.c — a three-player game through the window, key presses only
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three people at the table who know the window's keys, as in
 * wg-window-game.c (whose pieces this game uses): New Game (Ctrl+N) on a
 * board for three (pick_three_player_board), three players, Create (Alt+R)
 * and the set-up's questions; then turn after turn to the end condition
 * (R-ROUND-2), the judged Final Score and Ctrl+S.
 *
 * The game is steered as a group steers an evening, never by calling a
 * model to act: the test reads the window's game as a person reads the
 * screen, and chooses. The first player's first turn enters a wrong move
 * (Do It, not recorded for the CLI), takes it back with Ctrl+Z, then plays
 * the turn. A player with an attack on another's ships makes it when the
 * loser of that battle would have tied places to withdraw to (R-WD-3), or
 * while the game has had fewer than MIN_BATTLES battles; else the turn is
 * wg-window-game.c's. Each battle's dialog is read before any card is
 * chosen: where a card's multiplier is not known (a Hero without a name)
 * its Fill In… is pressed and the multiplier printed on it given; then
 * each side's odds as the dialog shows them must equal `warpgate-cli odds`
 * on the game as it stood before the attack, for that side. Each side
 * chooses its own card in the dialog (wg-window-game.c's fight). A tied
 * withdrawal must be asked of the attacker (R-WD-3: the attacker chooses
 * between equally near places; the Gatekeepers' exception is solo only).
 * Every end of round must pass the first-player marker clockwise
 * (R-ROUND-1). Once round 2 has begun the game is saved (Ctrl+S, Save As's
 * Return), the window closed, the file opened in a new window (Ctrl+O,
 * its path typed, Return) and the game goes on there. The whole
 * game is one chain of warpgate-cli commands (wg-chain.c), compared with
 * the file saved at the end.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <json-c/json.h>

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-battle-dialog.h"
#include "wg-battle-model.h"
#include "wg-game-json.h"
#include "wg-moves.h"
#include "wg-new-game-window.h"
#include "wg-test-app.h"
#include "wg-turn.h"
#include "wg-window-group.h"
#include "wg-withdraw.h"

/* Battles fought before the players attack only for a tie. */
#define MIN_BATTLES 3

/* The whole game's chain of warpgate-cli commands (wg-chain.c). */
#define CHAIN(p) wg_turn_replay_get_chain ((p)->replay)

typedef struct
{
  WgWindowPlay   play;
  WgWindowGroup *out;
  const char    *cli;
  char          *dir;        /* the odds' game files */
  int            hero[6];    /* the multiplier printed on each player's Hero, or 0 */
  GHashTable    *printed;    /* a card's name → the multiplier printed on it */
  WgBattleModel *battle;     /* the battle being fought, or NULL */
  int            attacker;   /* its attacker */
  guint          odds_files; /* games written for the odds */
  gboolean       hero_asked; /* a Hero without a name was asked of, this battle */
} Group;

static const WgGame *
now (Group *g)
{
  return wg_window_game_now (&g->play);
}

/* ---- Files, opened as a person opens them ---- */

/* The file chooser now shown: @path typed, Return. */
static void
open_in_chooser (WgWindowPlay *p,
                 const char   *path)
{
  GtkWindow *chooser;

  wg_test_iterate_until (GTK_IS_FILE_CHOOSER (wg_window_game_target ())
                         && gtk_widget_get_mapped (GTK_WIDGET (wg_window_game_target ())));
  chooser = wg_window_game_target ();
  /* The path typed from its "/": the chooser's location field opens
   * with it (its list of files sends other keys to its search). */
  g_assert_true (path[0] == '/');
  for (const char *c = path; *c != '\0'; c = g_utf8_next_char (c))
    wg_window_game_press (p, gdk_unicode_to_keyval (g_utf8_get_char (c)), 0);
  wg_window_game_press (p, GDK_KEY_Return, 0);
  wg_test_iterate_until (wg_window_game_target () != chooser);
}

/* ---- New Game ---- */

/* The board the app offers for three (issue 31, item 22): three players
 * chosen by the keys, New Game moves to its sample board for three and
 * says so. */
static void
pick_three_player_board (WgWindowPlay    *p,
                         WgNewGameWindow *dialog)
{
  WgNewGameModel *model = wg_new_game_window_get_model (dialog);

  wg_window_game_spin_to (p, GTK_WIDGET (dialog), "Number of _players", 3);
  g_assert_cmpstr (wg_new_game_model_get_board_label (model, wg_new_game_model_get_board (model)),
                   ==, "Sample — 3 players");
  g_assert_nonnull (wg_new_game_model_get_note (model));
}

static void
new_game (Group *g)
{
  WgWindowPlay    *p = &g->play;
  WgNewGameWindow *dialog;
  g_autoptr (WgNewGameModel) model = NULL;

  wg_window_game_press (p, GDK_KEY_n, GDK_CONTROL_MASK);
  dialog = WG_NEW_GAME_WINDOW (wg_window_game_target ());
  model = g_object_ref (wg_new_game_window_get_model (dialog));
  pick_three_player_board (p, dialog);
  g_assert_cmpuint (wg_new_game_model_get_n_players (model), ==, 3);
  wg_window_game_create (p, dialog);
  g_assert_cmpuint (now (g)->n_players, ==, 3);
  g_assert_cmpint (now (g)->ai.player, <, 0);
}

/* ---- The table's answers ---- */

/* Whether one of @player's Tactics is named @name. */
static gboolean
names_a_card (Group      *g,
              int         player,
              const char *name)
{
  const GArray *tactics = now (g)->players[player].tactics;
  WgCatalog    *catalog = wg_window_get_catalog (g->play.window);

  for (guint i = 0; i < tactics->len; i++)
    {
      const char *named = NULL;

      wg_catalog_resolve_tactic (catalog, &g_array_index (tactics, WgTactic, i), NULL, &named,
                                 NULL, NULL, NULL);
      if (g_strcmp0 (named, name) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The multiplier printed on the card @q asks about (named in the
 * question; a card none of the player's Tactics is named is their Hero),
 * the same each time it is asked; the first time, the player reads 1 to 4
 * on it. */
static const char *
printed_on (Group            *g,
            const WgQuestion *q)
{
  int              role = wg_battle_model_get_question_role (g->battle);
  int              player;
  g_autofree char *key = NULL;
  const char      *value;

  g_assert_cmpint (role, >=, 0);
  player = wg_battle_model_get_player (g->battle, role);
  for (guint i = 0; key == NULL && i < wg_battle_model_get_n_unknown (g->battle, role); i++)
    {
      g_autofree char *name = wg_battle_model_get_unknown_name (g->battle, role, i);
      g_autofree char *folded_q = g_utf8_casefold (q->question, -1);
      g_autofree char *folded = g_utf8_casefold (name, -1);

      /* The question may start with the name, upper case ("Blue's Hero").
       * A card none of the player's Tactics is named (by the file or the
       * catalog), whatever the window calls it: the player's own Hero. */
      if (strstr (folded_q, folded) != NULL)
        key = names_a_card (g, player, name) ? g_steal_pointer (&name)
                                             : g_strdup_printf ("hero of %d", player);
    }
  g_assert_nonnull (key);
  value = g_hash_table_lookup (g->printed, key);
  if (value == NULL)
    {
      value = g_strdup_printf ("%d", g_rand_int_range (g->play.rand, 1, 5));
      g_hash_table_insert (g->printed, g_strdup (key), (gpointer) value);
    }
  if (g_str_has_prefix (key, "hero of "))
    {
      g->hero[player] = atoi (value);
      g->hero_asked = TRUE;
    }
  return value;
}

/* A Hero's multiplier is the one printed on it: the same each time its
 * player is asked; a tied withdrawal is asked of the attacker. The rest
 * are left to wg-window-game.c's table. */
static guint
table_answer (WgWindowPlay     *p,
              const WgQuestion *q,
              gpointer          data)
{
  Group *g = data;

  if (g_str_equal (q->id, "multiplier") && g->battle != NULL)
    return wg_window_game_option_row (q, printed_on (g, q));
  if (g_str_equal (q->id, "withdraw"))
    {
      g_autofree char *chooser = g_strdup_printf (
        "%s chooses", wg_game_player_label (now (g), g->attacker));

      if (strstr (q->question, chooser) == NULL)
        g_error ("the tied withdrawal is not asked of the attacker (“%s”): %s", chooser,
                 q->question);
      g->out->ties++;
    }
  return G_MAXUINT;
}

/* ---- The odds, as the battle dialog shows them and warpgate-cli gives them ---- */

/* @player's Tactics for `odds --X-pile`: each card by its id (with the
 * multiplier the file gives it), else by its multiplier, else — a card
 * the catalog cannot name — by the multiplier its player filled in. */
static char *
pile_of (Group *g,
         int    player)
{
  const GArray *tactics = now (g)->players[player].tactics;
  GString      *s = g_string_new (NULL);

  for (guint i = 0; i < tactics->len; i++)
    {
      const WgTactic *t = &g_array_index (tactics, WgTactic, i);

      if (s->len > 0)
        g_string_append_c (s, ',');
      /* A card of the catalog whose multiplier a Fill In gave: the
       * catalog (the user's, which warpgate-cli reads too) has it now. */
      if (t->card != NULL && t->multiplier != WG_MULTIPLIER_UNKNOWN)
        g_string_append_printf (s, "%s:x%d", t->card, t->multiplier);
      else if (t->card != NULL)
        g_string_append (s, t->card);
      else if (t->multiplier != WG_MULTIPLIER_UNKNOWN)
        g_string_append_printf (s, "x%d", t->multiplier);
      else
        {
          g_assert_cmpint (g->hero[player], >, 0);
          g_string_append_printf (s, "x%d", g->hero[player]);
        }
    }
  return g_string_free (s, FALSE);
}

/* `warpgate-cli odds FILE … --for ROLE --json` for the battle @model
 * fights, FILE the game before the attack. */
static GPtrArray *
odds_command (Group         *g,
              WgBattleModel *model,
              WgBattleRole   role,
              const char    *file)
{
  const WgBattleStart *start = wg_battle_model_get_start (model);
  const WgGame        *game = wg_battle_model_get_game (model);
  GPtrArray           *argv = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (argv, g_strdup (g->cli));
  g_ptr_array_add (argv, g_strdup ("odds"));
  g_ptr_array_add (argv, g_strdup (file));
  g_ptr_array_add (argv, g_strdup ("--attacker"));
  g_ptr_array_add (argv, g_strdup (game->players[start->attacker].color));
  for (guint i = 0; i < start->n_origins; i++)
    {
      g_ptr_array_add (argv, g_strdup ("--from"));
      g_ptr_array_add (argv, g_strdup_printf (
                               "%s:%d", wg_board_get_cell (game->board, start->origins[i])->id,
                               start->ships[i]));
    }
  g_ptr_array_add (argv, g_strdup ("--at"));
  g_ptr_array_add (argv, g_strdup (wg_board_get_cell (game->board, start->at)->id));
  g_ptr_array_add (argv, g_strdup ("--for"));
  g_ptr_array_add (argv, g_strdup (wg_battle_role_to_string (role)));
  for (int r = 0; r < 2; r++)
    {
      g_ptr_array_add (argv, g_strdup_printf ("--%s-pile", wg_battle_role_to_string (r)));
      g_ptr_array_add (argv, pile_of (g, r == 0 ? start->attacker : start->defender));
    }
  g_ptr_array_add (argv, g_strdup ("--json"));
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* `warpgate-cli odds` on the game before the attack, for @role: its
 * chance of winning, "a/b". */
static char *
cli_odds (Group         *g,
          WgBattleModel *model,
          WgBattleRole   role)
{
  g_autofree char *file = g_strdup_printf ("%s/odds-%03u.json", g->dir, g->odds_files++);
  g_autoptr (GPtrArray) argv = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  json_object     *root, *win = NULL, *fraction = NULL;
  char            *answer;
  int              status;

  g_assert_true (wg_game_save_to_file (wg_battle_model_get_game (model), file, &error));
  g_assert_no_error (error);
  argv = odds_command (g, model, role, file);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    {
      g_autofree char *line = g_strjoinv (" ", (char **) argv->pdata);

      g_error ("%s failed: %s", line, err);
    }
  root = json_tokener_parse (out);
  g_assert_nonnull (root);
  g_assert_true (json_object_object_get_ex (root, "win", &win) && win != NULL);
  g_assert_true (json_object_object_get_ex (win, "fraction", &fraction));
  answer = g_strdup (json_object_get_string (fraction));
  json_object_put (root);
  return answer;
}

/* Whether a mapped row of @root is titled @title (as the dialog
 * capitalizes it: the first letter aside). */
static gboolean
shows_row (GtkWidget  *root,
           const char *title)
{
  for (guint i = 0;; i++)
    {
      guint       k = i;
      GtkWidget  *row = wg_test_find_nth (root, ADW_TYPE_PREFERENCES_ROW, &k);
      const char *shown;

      if (row == NULL)
        return FALSE;
      shown = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      if (gtk_widget_get_mapped (row) && shown != NULL && *shown != '\0'
          && g_utf8_strlen (shown, -1) == g_utf8_strlen (title, -1)
          && g_str_equal (g_utf8_next_char (shown), g_utf8_next_char (title)))
        return TRUE;
    }
}

/* The fraction in "blue wins 8/9 — 88.89%". */
static char *
fraction_in (const char *sentence)
{
  g_autoptr (GRegex) re = g_regex_new ("[0-9]+/[0-9]+", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;

  if (!g_regex_match (re, sentence, 0, &match))
    g_error ("no odds in “%s”", sentence);
  return g_match_info_fetch (match, 0);
}

/* Each card that keeps the odds dark: its Fill In… (Tab to it, Return)
 * and the multiplier printed on it given. */
static void
fill_in (Group          *g,
         WgBattleDialog *dialog,
         WgBattleModel  *model)
{
  WgWindowPlay    *p = &g->play;
  GtkWidget       *view = wg_test_find_type (GTK_WIDGET (dialog), WG_TYPE_QUESTION_VIEW);
  g_autofree char *before = NULL;

  for (guint n = 0; wg_battle_model_get_odds_message (model) != NULL; n++)
    {
      const char *why = wg_battle_model_get_odds_message (model);
      guint       k = 0;
      GtkWidget  *button = NULL;

      for (guint i = 0; button == NULL; i++)
        {
          GtkWidget *b;

          k = i;
          b = wg_test_find_nth (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, &k);
          if (b == NULL)
            g_error ("No odds, and no Fill In… to give them: %s", why);
          if (gtk_widget_get_mapped (b)
              && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (b)), "_Fill In…") == 0)
            button = b;
        }
      g_assert_cmpuint (n, <, 24);
      g_free (before);
      before = g_strdup (why);
      wg_window_game_tab_into (p, button, "Fill In…");
      wg_window_game_press (p, GDK_KEY_Return, 0);
      for (guint asked = 0; wg_battle_model_get_question (model) != NULL; asked++)
        {
          g_assert_cmpuint (asked, <, 4);
          wg_window_game_answer (p, WG_QUESTION_VIEW (view), wg_battle_model_get_question (model));
        }
      /* Each Fill In counts its card in: the odds move on to the next
       * card not known, or come out (issue 31, item 20). */
      if (g_strcmp0 (wg_battle_model_get_odds_message (model), before) == 0)
        g_error ("Fill In… and the multiplier given left the odds as they were: %s", before);
    }
}

/* The battle dialog, before any card: both sides human, each side's odds
 * shown and equal to warpgate-cli's. */
static void
on_battle (WgWindowPlay   *p,
           WgBattleDialog *dialog,
           gpointer        data)
{
  Group         *g = data;
  WgBattleModel *model = wg_battle_dialog_get_model (dialog);
  gboolean       filled = FALSE;

  g->battle = model;
  g->hero_asked = FALSE;
  g->attacker = wg_battle_model_get_player (model, WG_ROLE_ATTACKER);
  g_assert_false (wg_battle_model_side_draws (model, WG_ROLE_ATTACKER));
  g_assert_false (wg_battle_model_side_draws (model, WG_ROLE_DEFENDER));
  g->out->battles++;
  if (wg_battle_model_get_odds_message (model) != NULL)
    {
      g_test_message ("battle %u: %s", g->out->battles, wg_battle_model_get_odds_message (model));
      fill_in (g, dialog, model);
      filled = g->hero_asked;
    }
  for (WgBattleRole view = WG_ROLE_ATTACKER; view <= WG_ROLE_DEFENDER; view++)
    {
      g_autofree char *win = NULL, *shown = NULL, *cli = NULL;

      g_assert_nonnull (wg_battle_model_get_odds (model, view));
      win = wg_battle_model_describe_win (model, view);
      /* As the dialog shows it, before the draw. */
      if (!shows_row (GTK_WIDGET (dialog), win))
        g_error ("the battle dialog does not show “%s”", win);
      shown = fraction_in (win);
      cli = cli_odds (g, model, view);
      g_test_message ("battle %u, %s: the dialog says “%s”, warpgate-cli odds %s", g->out->battles,
                      wg_battle_role_to_string (view), win, cli);
      g_assert_cmpstr (shown, ==, cli);
    }
  g->out->odds_checked++;
  g->out->filled_in += filled;
}

/* ---- Turns ---- */

static void
on_performed (WgActionModel *model,
              const char    *sentence,
              gboolean      *done)
{
  *done = TRUE;
}

/* @action with @o typed on the Action row and clicked on the board, Do It
 * (Alt+D), its questions answered and its battle fought. Recorded for the
 * CLI unless it is to be undone. */
static void
do_move (Group              *g,
         WgAction            action,
         const WgMoveOption *o,
         gboolean            record)
{
  WgWindowPlay  *p = &g->play;
  GtkWidget     *panel = wg_test_find_type (GTK_WIDGET (p->window), WG_TYPE_ACTION_PANEL);
  WgActionModel *model = wg_action_panel_get_model (WG_ACTION_PANEL (panel));
  GtkWidget     *view = wg_test_find_type (panel, WG_TYPE_QUESTION_VIEW);
  gboolean       done = FALSE;
  gulong         handler;

  wg_window_game_type_action (p, action);
  for (guint i = 0; wg_action_has_origins (action) && i < o->n_from; i++)
    wg_window_game_board_choose (p, o->from[i]);
  wg_window_game_board_choose (p, o->to);
  for (guint n = 0; wg_action_model_get_question (model) != NULL; n++)
    {
      g_assert_cmpuint (n, <, 10);
      wg_window_game_answer (p, WG_QUESTION_VIEW (view), wg_action_model_get_question (model));
    }
  handler = g_signal_connect (model, "performed", G_CALLBACK (on_performed), &done);
  if (record)
    wg_chain_apply (CHAIN (p), model); /* chain: apply with Do It's move */
  wg_window_game_press (p, GDK_KEY_d, GDK_ALT_MASK);
  for (guint n = 0; !done && n < 40; n++)
    {
      if (WG_IS_BATTLE_DIALOG (wg_window_game_target ()))
        {
          wg_window_game_fight (p);
          done = TRUE;
        }
      else if (wg_action_model_get_question (model) != NULL)
        wg_window_game_answer (p, WG_QUESTION_VIEW (view), wg_action_model_get_question (model));
      else
        g_error ("%s was not done: %s", wg_action_display_name (action),
                 wg_action_model_get_message (model));
    }
  g_signal_handler_disconnect (model, handler);
  g_assert_true (done);
  p->out->uses[action] += record;
}

/* Until a tied withdrawal has been asked, an attack on another player's
 * ships whose loser would have tied places to withdraw to; else (fewer
 * than MIN_BATTLES fought) any attack. */
static gboolean
plan_attack (Group        *g,
             WgAction     *action,
             WgMoveOption *pick)
{
  const WgGame *game = now (g);
  gboolean      found = FALSE, tied = FALSE;

  for (int a = 0; a < WG_N_ACTIONS && !tied; a++)
    {
      WgMoveList *list;

      if (!wg_action_has_origins ((WgAction) a) || a == WG_ACTION_TRADE)
        continue;
      list = wg_moves_list (game, game->active, (WgAction) a, wg_turn_slot_x (game->turn), FALSE);
      for (guint i = 0; i < list->options->len && !tied; i++)
        {
          const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);
          WgWithdrawal       *w;

          if (!o->attack)
            continue;
          w = wg_withdrawal_compute (game, game->active, o->from, o->n_from, o->to, TRUE);
          tied = g->out->ties == 0 && w != NULL && w->destinations->len > 1;
          if (tied || (!found && g->out->battles < MIN_BATTLES))
            {
              *action = (WgAction) a;
              *pick = *o;
              found = TRUE;
            }
          g_clear_pointer (&w, wg_withdrawal_free);
        }
      wg_move_list_free (list);
    }
  return found;
}

/* A Trade, else a Research: the group plays toward the end condition
 * (R-ROUND-2: the Trade Goods or the Technology deck run out). */
static gboolean
plan_hurry (Group        *g,
            WgAction     *action,
            WgMoveOption *pick)
{
  const WgGame  *game = now (g);
  const WgAction hurry[] = { WG_ACTION_TRADE, WG_ACTION_RESEARCH };

  for (guint a = 0; a < G_N_ELEMENTS (hurry); a++)
    {
      WgMoveList *list = wg_moves_list (game, game->active, hurry[a], wg_turn_slot_x (game->turn),
                                        FALSE);
      gboolean    found = list->limit > 0 && list->options->len > 0;

      if (found)
        {
          *action = hurry[a];
          *pick = g_array_index (list->options, WgMoveOption,
                                 g_rand_int_range (g->play.rand, 0, (int) list->options->len));
        }
      wg_move_list_free (list);
      if (found)
        return TRUE;
    }
  return FALSE;
}

/* A move that is no attack, to be entered by mistake. */
static gboolean
plan_mistake (Group        *g,
              WgAction     *action,
              WgMoveOption *pick)
{
  const WgGame *game = now (g);

  for (int a = 0; a < WG_N_ACTIONS; a++)
    {
      WgMoveList *list;
      gboolean    found = FALSE;

      if (!wg_action_has_origins ((WgAction) a) || a == WG_ACTION_TRADE)
        continue;
      list = wg_moves_list (game, game->active, (WgAction) a, wg_turn_slot_x (game->turn), FALSE);
      for (guint i = 0; i < list->options->len && !found; i++)
        if (!g_array_index (list->options, WgMoveOption, i).attack)
          {
            *action = (WgAction) a;
            *pick = g_array_index (list->options, WgMoveOption, i);
            found = TRUE;
          }
      wg_move_list_free (list);
      if (found)
        return TRUE;
    }
  return FALSE;
}

/* A wrong move entered (Do It), then Ctrl+Z until the turn is as it was:
 * the CLI never hears of it. */
static void
mistake (Group *g)
{
  WgWindowPlay    *p = &g->play;
  WgAction         action = (WgAction) 0;
  WgMoveOption     o;
  int              player = now (g)->active, turn = now (g)->turn;
  json_object     *before = wg_game_to_json (now (g)), *after;
  g_autofree char *differ = NULL;
  guint            undos = 0;

  g_assert_true (plan_mistake (g, &action, &o));
  do_move (g, action, &o, FALSE);
  wg_test_iterate_until (now (g)->active != player
                         || wg_window_game_target () != GTK_WINDOW (p->window));
  g_assert_true (wg_window_game_target () == GTK_WINDOW (p->window));
  while (now (g)->active != player || now (g)->turn != turn || now (g)->acted)
    {
      g_assert_cmpuint (undos, <, 4);
      wg_window_game_press (p, GDK_KEY_z, GDK_CONTROL_MASK);
      undos++;
    }
  after = wg_game_to_json (now (g));
  differ = wg_turn_replay_differ (before, after, "game");
  if (differ != NULL)
    g_error ("Ctrl+Z ×%u left the game other than before the wrong move: %s", undos, differ);
  json_object_put (before);
  json_object_put (after);
  g_test_message ("a wrong %s undone with %u Ctrl+Z", wg_action_display_name (action), undos);
  g->out->undone++;
  p->cursor_known = FALSE;
}

static void
group_turn (Group *g)
{
  WgWindowPlay *p = &g->play;
  WgAction      action = (WgAction) 0;
  WgMoveOption  o;
  int           player = now (g)->active, slot = now (g)->turn;

  if (g->out->undone == 0)
    mistake (g);
  if (plan_attack (g, &action, &o) || plan_hurry (g, &action, &o))
    {
      do_move (g, action, &o, TRUE);
      wg_window_game_after_action (p, player, slot);
    }
  else
    wg_window_game_human_turn (p);
  g->battle = NULL;
}

/* ---- Save, close, reopen ---- */

/* Ctrl+S (Save As, Return), the window closed, a new one, Ctrl+O, the
 * file's path typed: the game goes on there, as it was saved. */
static void
save_and_reopen (Group *g)
{
  WgWindowPlay    *p = &g->play;
  g_autofree char *path = wg_window_game_save (p);
  json_object     *saved = wg_game_to_json (now (g)), *opened;
  g_autofree char *differ = NULL;

  /* The window closed (no key: the test has no application for Ctrl+W). */
  wg_test_destroy_window (p->window);
  p->window = wg_test_sample_window ();
  wg_session_set_autosave_dir (wg_window_get_session (p->window), NULL);
  p->cursor_known = FALSE;
  wg_window_game_press (p, GDK_KEY_o, GDK_CONTROL_MASK);
  open_in_chooser (p, path);
  wg_test_iterate_until (wg_window_game_target () == GTK_WINDOW (p->window));
  {
    GFile           *file = wg_session_get_file (wg_window_get_session (p->window));
    g_autofree char *opened_path = file != NULL ? g_file_get_path (file) : NULL;

    g_assert_cmpstr (opened_path, ==, path);
  }
  opened = wg_game_to_json (now (g));
  differ = wg_turn_replay_differ (saved, opened, "game");
  if (differ != NULL)
    g_error ("the game reopened is not the one saved: %s", differ);
  json_object_put (saved);
  json_object_put (opened);
  g->out->reopened = TRUE;
}

/* Ctrl+S on the game's own file: saved where it was opened. */
static char *
save_again (Group *g)
{
  WgWindowPlay *p = &g->play;
  WgSession    *session = wg_window_get_session (p->window);

  wg_window_game_press (p, GDK_KEY_s, GDK_CONTROL_MASK);
  wg_test_iterate_until (!wg_session_get_dirty (session)
                         && wg_window_game_target () == GTK_WINDOW (p->window));
  return g_file_get_path (wg_session_get_file (session));
}

/* ---- The game ---- */

static void
play_turns (Group *g)
{
  WgWindowPlay *p = &g->play;

  while (!now (g)->game_over)
    {
      int round = now (g)->round, first = now (g)->first_player;

      p->presses = 0;
      p->human = TRUE;
      group_turn (g);
      g_array_append_val (g->out->game.human, p->presses);
      g_test_message ("then round %d, slot %d: %u presses", now (g)->round, now (g)->turn,
                      p->presses);
      if (now (g)->round != round && !now (g)->game_over)
        {
          /* R-ROUND-1: the marker passes clockwise. */
          g_assert_cmpint (now (g)->first_player, ==, (first + 1) % (int) now (g)->n_players);
          g_assert_cmpint (now (g)->active, ==, now (g)->first_player);
          g->out->markers++;
        }
      if (!g->out->reopened && now (g)->round >= 2 && !now (g)->game_over)
        save_and_reopen (g);
    }
}

void
wg_window_group_play (guint          seed,
                      const char    *cli,
                      WgWindowGroup *out)
{
  Group         g = { 0 };
  WgWindowPlay *p = &g.play;
  g_autoptr (GError) error = NULL;

  memset (out, 0, sizeof *out);
  wg_window_game_start (p, seed, &out->game);
  g.out = out;
  g.cli = cli;
  g.dir = g_dir_make_tmp ("wg-group-odds-XXXXXX", &error);
  g_assert_no_error (error);
  g.printed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  p->hook = table_answer;
  p->hook_data = &g;
  p->battle = on_battle;
  new_game (&g);
  p->replay = wg_turn_replay_new (cli);
  wg_chain_start (CHAIN (p), now (&g)); /* chain: from the game New Game left */
  out->game.setup = p->presses;
  play_turns (&g);
  out->game.rounds = now (&g)->round;
  p->presses = 0;
  p->human = FALSE;
  {
    WgScoreWindow *score = wg_window_game_final_score (p);

    out->game.score = g_object_ref (wg_score_window_get_model (score));
    gtk_window_destroy (GTK_WINDOW (score));
    wg_test_iterate_until (wg_window_game_target () == GTK_WINDOW (p->window));
  }
  out->game.saved = save_again (&g);
  out->game.ending = p->presses;
  /* chain: the whole game's commands, run, their last game the saved file */
  out->game.chained = wg_chain_check (CHAIN (p), out->game.saved);
  wg_window_game_finish (p);
  for (guint i = 0; i < g.odds_files; i++)
    {
      g_autofree char *file = g_strdup_printf ("%s/odds-%03u.json", g.dir, i);

      g_unlink (file);
    }
  g_rmdir (g.dir);
  g_free (g.dir);
  g_hash_table_unref (g.printed);
}

void
wg_window_group_clear (WgWindowGroup *result)
{
  wg_window_game_clear (&result->game);
}
