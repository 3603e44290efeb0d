/* wg-window-explore.c — a two-player game with the Exploration variant, through the window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two people at the table who know the window's keys, as in
 * wg-window-game.c (whose pieces this game uses): New Game (Ctrl+N) for
 * two players with the Exploration variant switched on, then every turn
 * each held token whose moment has come used on the Players page (Alt+2,
 * Tab to its Use, Return, its questions answered), then a Recon onto a
 * planet still holding tokens when there is one, else a turn as
 * wg-window-game.c plays it; to the end condition (R-ROUND-2), the judged
 * Final Score, and Ctrl+S.
 *
 * The table holds the tokens: as many of each of the 28 ids as it takes
 * to cover the board, shuffled with the game's seed, two dealt face down
 * on each planet the set-up covered, the rest left in the box. When
 * the window asks which token was turned over, the table answers with the
 * one dealt there (the question names the planet: the top token, then the
 * second), or, for Two More, one drawn from the box, which gains every
 * token put back. The token is named as a person names it in that list of
 * 28: a few letters of its name typed in the list's search field, Return
 * (wg-window-game.c's answer_by_search). The explorer always returns the first token and reveals
 * the second (so both are met) and discards Two More for 2 from the box.
 */
#include "config.h"

#include "wg-action-model.h"
#include "wg-action-panel.h"
#include "wg-battle-dialog.h"
#include "wg-explore.h"
#include "wg-moves.h"
#include "wg-new-game-window.h"
#include "wg-player-panel.h"
#include "wg-sidebar.h"
#include "wg-test-app.h"
#include "wg-turn.h"
#include "wg-window-explore.h"

#define NO_TOKEN WG_N_TOKENS

/* The whole game's chain of warpgate-cli commands (wg-chain.c), or NULL. */
#define CHAIN(p) wg_turn_replay_get_chain ((p)->replay)

typedef struct
{
  WgWindowPlay     play;
  WgWindowExplore *out;
  WgToken         *dealt;    /* 2 per cell: the top token, then the second */
  guint           *revealed; /* per cell: tokens turned over there */
  gboolean         second;   /* the first was put back: the second is next */
  GArray          *box;      /* WgToken */
} Table;

/* ---- The table's tokens ---- */

/* Deals the table's shuffled tokens onto every planet the set-up covered:
 * as many of each id as it takes to cover them (the app's own box, one of
 * each id, is 28: fewer than a board of 35 such planets holds). */
static void
deal (Table *t)
{
  const WgGame       *game = wg_window_game_now (&t->play);
  guint               n = wg_board_get_n_cells (game->board);
  guint               copies = ((guint) wg_game_tokens_on_board (game) + WG_N_TOKENS - 1) / WG_N_TOKENS;
  guint               size = copies * WG_N_TOKENS, next = 0;
  g_autofree WgToken *pool = g_new (WgToken, size);

  for (guint i = 0; i < size; i++)
    pool[i] = (WgToken) (i % WG_N_TOKENS);
  for (guint i = size - 1; i > 0; i--)
    {
      guint   j = (guint) g_rand_int_range (t->play.rand, 0, (int) i + 1);
      WgToken swap = pool[i];

      pool[i] = pool[j];
      pool[j] = swap;
    }
  t->dealt = g_new (WgToken, 2 * n);
  t->revealed = g_new0 (guint, n);
  for (guint c = 0; c < n; c++)
    for (guint k = 0; k < 2; k++)
      t->dealt[2 * c + k] = k < game->stacks[c].tokens ? pool[next++] : NO_TOKEN;
  t->out->on_board = next;
  t->out->box_at_start = game->explore_box;
  t->box = g_array_new (FALSE, FALSE, sizeof (WgToken));
  g_array_append_vals (t->box, pool + next, size - next);
}

/* Whether @text names @id as a word ("explores D3:"). */
static gboolean
names (const char *text,
       const char *id)
{
  gsize len = strlen (id);

  for (const char *at = strstr (text, id); at != NULL; at = strstr (at + 1, id))
    if ((at == text || !g_ascii_isalnum (at[-1])) && !g_ascii_isalnum (at[len]))
      return TRUE;
  return FALSE;
}

/* The planet the question names among those still holding the table's
 * tokens, or -1 (a token taken from the box). */
static int
named_cell (Table            *t,
            const WgQuestion *q)
{
  const WgGame *game = wg_window_game_now (&t->play);

  for (guint c = 0; c < wg_board_get_n_cells (game->board); c++)
    if (game->stacks[c].tokens > 0 && t->revealed[c] < 2 && t->dealt[2 * c] != NO_TOKEN
        && names (q->question, wg_board_get_cell (game->board, (int) c)->id))
      return (int) c;
  return -1;
}

/* Which token was turned over: the one dealt there, else one from the box. */
static WgToken
turned_over (Table            *t,
             const WgQuestion *q)
{
  int     cell = named_cell (t, q);
  WgToken token;

  if (cell >= 0 && (t->revealed[cell] == 0 || t->second))
    {
      g_assert_true (t->revealed[cell] == 0 || t->dealt[2 * cell + 1] != NO_TOKEN);
      token = t->dealt[2 * cell + t->revealed[cell]];
      if (t->revealed[cell] == 1 || t->dealt[2 * cell + 1] == NO_TOKEN)
        t->out->kept[token]++;
      if (t->revealed[cell]++ == 0)
        t->out->explored++;
      t->second = FALSE;
      return token;
    }
  /* Two More: a token from the box, at random. */
  g_assert_cmpuint (t->box->len, >, 0);
  {
    guint i = (guint) g_rand_int_range (t->play.rand, 0, (int) t->box->len);

    token = g_array_index (t->box, WgToken, i);
    g_array_remove_index_fast (t->box, i);
    t->out->two_more++;
    t->out->kept[token]++;
  }
  return token;
}

/* The table's answer to the Exploration's questions; the rest are left to
 * wg-window-game.c's table. */
static guint
table_answer (WgWindowPlay     *p,
              const WgQuestion *q,
              gpointer          data)
{
  Table *t = data;

  if (g_str_equal (q->id, "explore"))
    {
      WgToken token = turned_over (t, q);

      t->out->met[token]++;
      return wg_window_game_option_row (q, wg_token_to_string (token));
    }
  if (g_str_equal (q->id, "explore-keep"))
    {
      /* The first token goes back to the box; the second is revealed. */
      int cell = named_cell (t, q);

      g_assert_cmpint (cell, >=, 0);
      g_assert_cmpuint (t->revealed[cell], ==, 1);
      g_array_append_val (t->box, t->dealt[2 * cell]);
      t->second = TRUE;
      return wg_window_game_option_row (q, "second");
    }
  if (g_str_equal (q->id, "two-more"))
    return wg_window_game_option_row (q, "discard");
  return G_MAXUINT;
}

/* ---- New Game ---- */

/* Ctrl+N: two players, the Exploration variant switched on (Tab to its
 * switch, Space), the Promotion deck counted in, Create (Alt+R), the
 * set-up's questions answered. */
static void
new_game (Table *t)
{
  WgWindowPlay    *p = &t->play;
  WgNewGameWindow *dialog;
  g_autoptr (WgNewGameModel) model = NULL;
  GtkWidget *row;

  wg_window_game_press (p, GDK_KEY_n, GDK_CONTROL_MASK);
  dialog = WG_NEW_GAME_WINDOW (wg_window_game_target ());
  model = g_object_ref (wg_new_game_window_get_model (dialog));
  wg_window_game_spin_to (p, GTK_WIDGET (dialog), "Number of _players", 2);
  g_assert_cmpuint (wg_new_game_model_get_n_players (model), ==, 2);
  g_assert_false (wg_new_game_model_is_solo (model));
  row = wg_window_game_find_row (GTK_WIDGET (dialog), "Exploration variant");
  g_assert_nonnull (row);
  wg_window_game_tab_into (p, wg_test_find_type (row, GTK_TYPE_SWITCH), "Exploration variant");
  wg_window_game_press (p, GDK_KEY_space, 0);
  g_assert_true (wg_new_game_model_get_exploration (model));
  wg_window_game_create (p, dialog);
  g_assert_true (wg_window_game_now (p)->exploration);
}

/* ---- Held tokens, on the Players page ---- */

/* The first Use button on the Players page not tried this turn, or NULL;
 * @name gets its token's name (the row's title). */
static GtkWidget *
use_button (GtkWidget   *panel,
            GHashTable  *tried,
            const char **name)
{
  for (guint i = 0;; i++)
    {
      guint      k = i;
      GtkWidget *b = wg_test_find_nth (panel, GTK_TYPE_BUTTON, &k);
      GtkWidget *row;

      if (b == NULL)
        return NULL;
      if (!gtk_widget_get_mapped (b) || g_strcmp0 (gtk_button_get_label (GTK_BUTTON (b)), "Use") != 0)
        continue;
      row = gtk_widget_get_ancestor (b, ADW_TYPE_PREFERENCES_ROW);
      *name = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      if (!g_hash_table_contains (tried, *name))
        return b;
    }
}

static WgToken
token_named (const char *name)
{
  for (int i = 0; i < WG_N_TOKENS; i++)
    if (g_str_equal (wg_token_display_name ((WgToken) i), name))
      return (WgToken) i;
  g_error ("no token is named %s", name);
}

/* The active player's @token discoveries used. */
static guint
used_of (const WgGame *game,
         WgToken       token)
{
  const GArray *d = game->players[game->active].discoveries;
  guint         n = 0;

  for (guint i = 0; d != NULL && i < d->len; i++)
    n += g_array_index (d, WgDiscovery, i).token == token && g_array_index (d, WgDiscovery, i).used;
  return n;
}

/* Alt+2, then each token whose moment has come: Tab to its Use, Return,
 * its questions answered under the list; once each a turn (a use refused
 * leaves its button); Alt+4 back to the Actions page. */
static void
use_tokens (Table *t)
{
  WgWindowPlay *p = &t->play;
  GtkWidget    *panel;
  g_autoptr (GHashTable) tried = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *name = NULL;
  GtkWidget  *use;

  if (wg_explore_tokens_held (&wg_window_game_now (p)->players[wg_window_game_now (p)->active]) == 0)
    return;
  wg_window_game_press (p, GDK_KEY_2, GDK_ALT_MASK);
  /* The page is made when first shown. */
  panel = wg_test_find_type (GTK_WIDGET (p->window), WG_TYPE_PLAYER_PANEL);
  g_assert_cmpint (wg_player_panel_get_player (WG_PLAYER_PANEL (panel)), ==,
                   wg_window_game_now (p)->active);
  while ((use = use_button (panel, tried, &name)) != NULL)
    {
      WgToken         token = token_named (name);
      guint           before = used_of (wg_window_game_now (p), token);
      WgQuestionView *view;

      g_hash_table_add (tried, g_strdup (name));
      wg_window_game_tab_into (p, use, "a token's Use");
      /* chain: use-token */
      wg_chain_use_token (CHAIN (p), wg_window_game_now (p), wg_window_game_now (p)->active,
                          wg_token_to_string (token));
      wg_window_game_press (p, GDK_KEY_Return, 0);
      for (guint n = 0; (view = wg_window_game_shown_view (panel)) != NULL; n++)
        {
          g_assert_cmpuint (n, <, 12);
          /* The question takes the focus once it is on the screen (the
           * next frame): the person reads it first. */
          wg_test_iterate_until (wg_window_game_focus () != NULL
                                 && gtk_widget_is_ancestor (wg_window_game_focus (),
                                                            GTK_WIDGET (view)));
          wg_window_game_answer (p, view, wg_question_view_get_question (view));
        }
      wg_chain_use_token_done (CHAIN (p), used_of (wg_window_game_now (p), token) > before);
      t->out->used[token] += used_of (wg_window_game_now (p), token) - before;
    }
  /* Back to the Actions page: the board's clicks are its moves there. */
  wg_window_game_press (p, GDK_KEY_4, GDK_ALT_MASK);
}

/* ---- Exploring ---- */

/* A Recon onto a planet still holding tokens, not an attack when another
 * will do: FALSE when there is none. */
static gboolean
plan_recon (WgWindowPlay *p,
            WgMoveOption *pick)
{
  const WgGame *game = wg_window_game_now (p);
  WgMoveList   *list = wg_moves_list (game, game->active, WG_ACTION_RECON,
                                      wg_turn_slot_x (game->turn), FALSE);
  int           found = -1;

  for (guint i = 0; i < list->options->len; i++)
    {
      const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);

      if (game->stacks[o->to].tokens > 0 && (found < 0 || !o->attack))
        found = (int) i;
    }
  if (found >= 0)
    *pick = g_array_index (list->options, WgMoveOption, found);
  wg_move_list_free (list);
  return found >= 0;
}

static void
on_performed (WgActionModel *model,
              const char    *sentence,
              gboolean      *done)
{
  *done = TRUE;
}

/* The Recon typed on the Action row, its origins and the planet on the
 * board, Do It (Alt+D), the explore questions answered (and a battle
 * fought), End Turn. */
static void
explore_turn (WgWindowPlay       *p,
              const WgMoveOption *o)
{
  GtkWidget     *panel = wg_test_find_type (GTK_WIDGET (p->window), WG_TYPE_ACTION_PANEL);
  WgActionModel *model = wg_action_panel_get_model (WG_ACTION_PANEL (panel));
  GtkWidget     *view = wg_test_find_type (panel, WG_TYPE_QUESTION_VIEW);
  gboolean       done = FALSE;
  gulong         handler;

  wg_window_game_type_action (p, WG_ACTION_RECON);
  for (guint i = 0; i < o->n_from; i++)
    wg_window_game_board_choose (p, o->from[i]);
  wg_window_game_board_choose (p, o->to);
  for (guint n = 0; wg_action_model_get_question (model) != NULL; n++)
    {
      g_assert_cmpuint (n, <, 10);
      wg_window_game_answer (p, WG_QUESTION_VIEW (view), wg_action_model_get_question (model));
    }
  if (!wg_action_model_can_perform (model))
    {
      g_autofree char *what = wg_action_model_describe (model);

      g_error ("Do It is off for the Recon to %s (%s): %s; %s",
               wg_board_get_cell (wg_window_game_now (p)->board, o->to)->id, what,
               wg_action_model_get_prompt (model), wg_action_model_get_message (model));
    }
  handler = g_signal_connect (model, "performed", G_CALLBACK (on_performed), &done);
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
        g_error ("the Recon was not done: %s", wg_action_model_get_message (model));
    }
  g_signal_handler_disconnect (model, handler);
  g_assert_true (done);
  p->out->uses[WG_ACTION_RECON]++;
  wg_window_game_end_turn (p);
}

/* ---- The game ---- */

void
wg_window_explore_play (guint            seed,
                        WgWindowExplore *out)
{
  Table         t = { 0 };
  WgWindowPlay *p = &t.play;

  memset (out, 0, sizeof *out);
  wg_window_game_start (p, seed, &out->game);
  t.out = out;
  p->hook = table_answer;
  p->hook_data = &t;
  new_game (&t);
  /* chain: from the game New Game left, when the test gives warpgate-cli */
  if (g_getenv ("WG_CLI") != NULL)
    {
      p->replay = wg_turn_replay_new (g_getenv ("WG_CLI"));
      wg_chain_start (CHAIN (p), wg_window_game_now (p));
    }
  out->game.setup = p->presses;
  out->tiles = wg_board_get_n_tiles (wg_window_game_now (p)->board) > 0;
  deal (&t);
  while (!wg_window_game_now (p)->game_over)
    {
      WgMoveOption recon;

      p->presses = 0;
      p->human = TRUE;
      use_tokens (&t);
      if (plan_recon (p, &recon))
        explore_turn (p, &recon);
      else
        wg_window_game_human_turn (p);
      g_array_append_val (out->game.human, p->presses);
      g_test_message ("then round %d, slot %d: %u presses", wg_window_game_now (p)->round,
                      wg_window_game_now (p)->turn, p->presses);
    }
  out->game.rounds = wg_window_game_now (p)->round;
  p->presses = 0;
  p->human = FALSE;
  {
    WgScoreWindow *score = wg_window_game_final_score (p);

    out->game.score = g_object_ref (wg_score_window_get_model (score));
    gtk_window_destroy (GTK_WINDOW (score));
    wg_test_iterate_until (wg_window_game_target () == GTK_WINDOW (p->window));
  }
  out->game.saved = wg_window_game_save (p);
  out->game.ending = p->presses;
  /* chain: the whole game's commands, run, their last game the saved file */
  if (p->replay != NULL)
    out->game.chained = wg_chain_check (CHAIN (p), out->game.saved);
  wg_window_game_finish (p);
  g_free (t.dealt);
  g_free (t.revealed);
  g_array_unref (t.box);
}

void
wg_window_explore_clear (WgWindowExplore *result)
{
  wg_window_game_clear (&result->game);
}
