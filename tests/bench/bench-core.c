/* bench-core.c — the referee's questions on the largest board, against the plainest code
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-core [NAME-PREFIX…]   (see docs/performance.md). Prints one figure per line; the
 * board is the largest layout of the sample tile library (6 players).
 *
 *   ranges/…    all ranges from every location, from one, and one with its
 *               path; baseline: a plain BFS over flat arrays of the same board
 *   moves/…     wg_moves_list for each action at 4X with a Trade Good, on a
 *               board crowded with 6 players' ships; baseline: wg_game_copy
 *   judge/…     wg_judge_move of a Concentrate attack; baseline: wg_game_copy
 *   withdraw/…  where the loser goes, with the sentence; baseline: one plain BFS
 *   ai/…        a full AI turn on a solo game on the same board, one seed per
 *               kind of turn; baseline: wg_game_copy
 *   odds/…      exact odds with ~20 distinct cards a side; baseline: the same
 *               sums in doubles, fights by multiplier only
 *   json/…      the largest game file loaded and saved; baseline: json-c's
 *               parse and pretty print of the same text
 *   trade/…     Trade's routes on a generated board of the largest size with
 *               every planet a trade planet, in time and in peak memory;
 *               baseline: Concentrate's moves on the same board (the issue
 *               asks for at most 10×)
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-c/json.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

#include "wg-ai.h"
#include "wg-bench-fixture.h"
#include "wg-bench.h"
#include "wg-game-json.h"
#include "wg-moves.h"
#include "wg-odds.h"
#include "wg-range.h"
#include "wg-withdraw.h"

#define TARGET_QUERY_US 100.0
#define TARGET_AI_US    1000.0
#define TARGET_ODDS_US  5000.0

/* ---- The baselines ---- */

/* The board as flat arrays, for the plain BFS. */
typedef struct
{
  int     n_cells;
  int    *neighbors; /* n_cells × 6, -1 off the board */
  guint8 *kind;      /* WgHexKind */
  int    *locations;
  int     n_locations;
  int    *crossed;
  int    *range;
  int    *queue;
  int     from; /* the single-source baseline's start */
} Flat;

static void
flat_init (Flat          *f,
           const WgBoard *board)
{
  f->n_cells = (int) wg_board_get_n_cells (board);
  f->neighbors = g_new (int, f->n_cells * 6);
  f->kind = g_new (guint8, f->n_cells);
  f->crossed = g_new (int, f->n_cells);
  f->range = g_new (int, f->n_cells);
  f->queue = g_new (int, f->n_cells);
  for (int c = 0; c < f->n_cells; c++)
    {
      f->kind[c] = (guint8) wg_board_get_cell (board, c)->kind;
      for (int d = 0; d < 6; d++)
        f->neighbors[c * 6 + d] = wg_board_neighbor (board, c, d);
    }
  f->n_locations = (int) wg_board_get_n_locations (board);
  f->locations = g_new (int, f->n_locations);
  for (int i = 0; i < f->n_locations; i++)
    f->locations[i] = wg_board_get_location (board, (guint) i);
}

/* Ranges from @from: hexes crossed, through space only (warpgates block). */
static void
flat_bfs (Flat *f,
          int   from)
{
  int head = 0, tail = 0;

  for (int c = 0; c < f->n_cells; c++)
    f->crossed[c] = f->range[c] = -1;
  f->crossed[from] = f->range[from] = 0;
  f->queue[tail++] = from;
  while (head < tail)
    {
      int c = f->queue[head++];

      for (int d = 0; d < 6; d++)
        {
          int n = f->neighbors[c * 6 + d];

          if (n < 0 || f->range[n] >= 0 || f->crossed[n] >= 0)
            continue;
          if (f->kind[n] != WG_HEX_SPACE)
            f->range[n] = f->crossed[c];
          else
            {
              f->crossed[n] = f->crossed[c] + 1;
              f->queue[tail++] = n;
            }
        }
    }
}

static void
flat_bfs_every (gpointer data)
{
  Flat *f = data;

  for (int i = 0; i < f->n_locations; i++)
    flat_bfs (f, f->locations[i]);
}

static void
flat_bfs_one (gpointer data)
{
  Flat *f = data;

  flat_bfs (f, f->from);
}

static void
copy_game (gpointer data)
{
  wg_game_free (wg_game_copy (data));
}

/* ---- Ranges ---- */

typedef struct
{
  const WgGame *game;
  int           from;
  int           to;
} RangeCase;

static void
ranges_every (gpointer data)
{
  const WgGame *game = data;
  guint         n = wg_board_get_n_locations (game->board);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (game,
                                                              wg_board_get_location (game->board,
                                                                                     i));

      for (guint j = 0; j < n; j++)
        (void) wg_range_map_get (map, wg_board_get_location (game->board, j));
    }
}

static void
ranges_one (gpointer data)
{
  RangeCase *rc = data;
  g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (rc->game, rc->from);
  guint n = wg_board_get_n_locations (rc->game->board);

  for (guint j = 0; j < n; j++)
    (void) wg_range_map_get (map, wg_board_get_location (rc->game->board, j));
}

/* What a click on the board asks: one range, its path and its sentence. */
static void
ranges_between (gpointer data)
{
  RangeCase *rc = data;
  g_autoptr (GArray) path = NULL;
  int              range = wg_range_between (rc->game, rc->from, rc->to, &path);
  g_autofree char *text = wg_range_describe (rc->game, rc->from, rc->to, range);
}

/* The location farthest from @from (the longest path). */
static int
farthest (const WgGame *game,
          int           from)
{
  g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (game, from);
  int best = from, best_range = -1;

  for (guint i = 0; i < wg_board_get_n_locations (game->board); i++)
    {
      int cell = wg_board_get_location (game->board, i);
      int r = wg_range_map_get (map, cell);

      if (r > best_range)
        {
          best = cell;
          best_range = r;
        }
    }
  return best;
}

static void
bench_ranges (const WgGame *game,
              Flat         *flat)
{
  static RangeCase rc;
  g_autofree char *name = g_strdup_printf ("ranges/every-location (%u maps)",
                                           wg_board_get_n_locations (game->board));

  rc.game = game;
  rc.from = wg_game_warpgate_of (game, 0);
  rc.to = farthest (game, rc.from);
  flat->from = rc.from;
  wg_bench_run (&(WgBenchCase) { name, ranges_every, (gpointer) game,
                                 "plain BFS, flat arrays", flat_bfs_every, flat,
                                 TARGET_QUERY_US * wg_board_get_n_locations (game->board) });
  wg_bench_run (&(WgBenchCase) { "ranges/from-one-location", ranges_one, &rc,
                                 "plain BFS, flat arrays", flat_bfs_one, flat,
                                 TARGET_QUERY_US });
  wg_bench_run (&(WgBenchCase) { "ranges/between-with-path", ranges_between, &rc,
                                 "plain BFS, flat arrays", flat_bfs_one, flat,
                                 TARGET_QUERY_US });
}

/* ---- Moves, judge, withdraw ---- */

typedef struct
{
  const WgGame *game;
  WgAction      action;
} MovesCase;

static void
moves_list (gpointer data)
{
  MovesCase *mc = data;
  g_autoptr (WgMoveList) list = wg_moves_list (mc->game, 0, mc->action, 4, TRUE);
}

/* A Concentrate attack of the first player, from its moves at 4X: the
 * one with two origins if there is one. */
static gboolean
find_attack (const WgGame *game,
             WgMove       *move)
{
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_CONCENTRATE, 4, TRUE);
  const WgMoveOption *found = NULL;

  for (guint i = 0; i < list->options->len; i++)
    {
      const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);

      if (o->attack && (found == NULL || o->n_from > found->n_from))
        found = o;
    }
  if (found == NULL)
    return FALSE;
  wg_move_init (move, WG_ACTION_CONCENTRATE, 0, 4, TRUE);
  for (guint i = 0; i < found->n_from; i++)
    wg_move_add_group (move, found->from[i], WG_ALL_SHIPS);
  move->to = found->to;
  return TRUE;
}

typedef struct
{
  const WgGame *game;
  WgMove        move;
} JudgeCase;

static void
judge_move (gpointer data)
{
  JudgeCase       *jc = data;
  WgJudgement      judgement;
  g_autofree char *text = NULL;

  wg_judge_move (jc->game, &jc->move, &judgement);
  text = wg_judgement_describe (jc->game, &jc->move, &judgement);
}

typedef struct
{
  const WgGame *game;
  int           origins[2];
  guint         n_origins;
  int           battle;
  gboolean      attacker_won;
} WithdrawCase;

static void
withdraw (gpointer data)
{
  WithdrawCase *wc = data;
  g_autoptr (WgWithdrawal) w = wg_withdrawal_compute (wc->game, 0, wc->origins, wc->n_origins,
                                                      wc->battle, wc->attacker_won);
  g_autofree char *text = wg_withdrawal_describe (wc->game, w);
}

static void
bench_moves (const WgGame *game,
             Flat         *flat)
{
  static MovesCase    cases[WG_N_ACTIONS];
  static JudgeCase    judge;
  static WithdrawCase won, lost;
  const WgMove       *attack = &judge.move;

  for (int a = 0; a < WG_N_ACTIONS; a++)
    {
      g_autofree char *name = g_strdup_printf ("moves/%s", wg_action_to_string (a));
      g_autoptr (WgMoveList) list = wg_moves_list (game, 0, a, 4, TRUE);

      cases[a].game = game;
      cases[a].action = a;
      if (wg_bench_wanted (name))
        wg_bench_note ("# %s at 4X with a Trade Good: %u options", name, list->options->len);
      wg_bench_run (&(WgBenchCase) { name, moves_list, &cases[a], "wg_game_copy", copy_game,
                                     (gpointer) game, TARGET_QUERY_US });
    }

  judge.game = game;
  if (!find_attack (game, &judge.move))
    g_error ("The crowded board has no Concentrate attack at 4X");
  wg_bench_run (&(WgBenchCase) { "judge/concentrate-attack", judge_move, &judge,
                                 "wg_game_copy", copy_game, (gpointer) game, TARGET_QUERY_US });

  won.game = lost.game = game;
  for (guint i = 0; i < attack->n_groups; i++)
    won.origins[i] = lost.origins[i] = attack->groups[i].from;
  won.n_origins = lost.n_origins = attack->n_groups;
  won.battle = lost.battle = attack->to;
  won.attacker_won = TRUE;
  flat->from = attack->to;
  wg_bench_run (&(WgBenchCase) { "withdraw/defender-loses", withdraw, &won,
                                 "one plain BFS", flat_bfs_one, flat, TARGET_QUERY_US });
  wg_bench_run (&(WgBenchCase) { "withdraw/attacker-loses", withdraw, &lost,
                                 "one plain BFS", flat_bfs_one, flat, TARGET_QUERY_US });
}

/* ---- The AI ---- */

typedef struct
{
  WgGame *game;
  char   *actions; /* what the turn did: "redraw, attack" */
} AiCase;

/* The AI's whole turn as the app plays it: a question is answered with
 * its first option and the card played again; after a redraw (R-AI-7) the
 * AI plays again. Stops at a battle or the end of the turn. */
static char *
ai_full_turn (const WgGame *game)
{
  g_autoptr (WgGame) current = wg_game_copy (game);
  g_autoptr (GString) actions = g_string_new (NULL);
  g_autoptr (WgAnswers) answers = wg_answers_new ();

  for (int call = 0; call < 16; call++)
    {
      g_autoptr (WgAiTurn) turn = NULL;

      wg_answers_rewind (answers);
      turn = wg_ai_play_turn (current, answers);
      if (turn->question != NULL)
        {
          const WgOption *first = g_ptr_array_index (turn->question->options, 0);

          if (g_str_equal (turn->question->id, "reveal"))
            wg_answers_add_reveal (answers, first->id);
          else
            wg_answers_add_choice (answers, first->id);
          g_string_append (actions, actions->len ? ", asks" : "asks");
          continue;
        }
      g_string_append_printf (actions, "%s%s", actions->len ? ", " : "",
                              wg_ai_action_to_string (turn->action));
      if (turn->action != WG_AI_REDRAW || turn->game == NULL)
        break;
      wg_game_free (current);
      current = g_steal_pointer (&turn->game);
      wg_answers_free (answers);
      answers = wg_answers_new ();
    }
  return g_string_free (g_steal_pointer (&actions), FALSE);
}

static void
ai_turn (gpointer data)
{
  AiCase *ac = data;

  g_free (ai_full_turn (ac->game));
}

/* One seed for each kind of turn the first seeds give, up to 6. */
static void
bench_ai (const WgBoard *board)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  static AiCase cases[6];
  guint         n = 0;

  for (int seed = 1; seed <= 64 && n < G_N_ELEMENTS (cases); seed++)
    {
      WgGame *game = wg_bench_solo_game ((WgBoard *) board, seed);
      char   *actions = ai_full_turn (game);

      if (g_hash_table_contains (seen, actions))
        {
          wg_game_free (game);
          g_free (actions);
          continue;
        }
      g_hash_table_add (seen, g_strdup (actions));
      cases[n].game = game;
      cases[n].actions = actions;
      {
        g_autofree char *name = g_strdup_printf ("ai/turn seed %d (%s)", seed, actions);

        wg_bench_run (&(WgBenchCase) { name, ai_turn, &cases[n], "wg_game_copy", copy_game,
                                       game, TARGET_AI_US });
      }
      n++;
    }
}

/* ---- Odds ---- */

#define ODDS_KINDS 20

typedef struct
{
  WgBattleCard kinds[ODDS_KINDS];
  WgBattleCard pile[ODDS_KINDS + 6];
  guint        n_pile;
  WgBattleCard discard[4];
  guint        n_discard;
} Deck;

typedef struct
{
  Deck    *attacker;
  Deck    *defender;
  gboolean defender_ai;
  int      ships[2];
} OddsCase;

/* ODDS_KINDS distinct cards: the catalog's Tactics with a known multiplier
 * and texts, then cards known by multiplier (some with a catalog card's
 * effects); 6 repeated in the pile, 4 in the discard. @salt varies the
 * multipliers between the two sides. */
static void
deck_init (Deck            *deck,
           const WgCatalog *catalog,
           int              salt)
{
  guint         n = 0;
  const WgCard *with_effects = NULL;

  for (guint i = 0; i < wg_catalog_get_n_cards (catalog) && n < ODDS_KINDS / 2; i++)
    {
      const WgCard *c = wg_catalog_get_card (catalog, i);

      if (wg_card_kind_is_tactic (c->kind) && wg_battle_card_from_card (c, &deck->kinds[n]))
        {
          if (c->n_effects > 0)
            with_effects = c;
          n++;
        }
    }
  for (int k = 0; n < ODDS_KINDS; n++, k++)
    {
      WgBattleCard *card = &deck->kinds[n];

      wg_battle_card_from_multiplier ((k * 7 + salt) % 10, card);
      g_snprintf (card->name, sizeof card->name, "Bench card %d", k);
      if (with_effects != NULL && k % 3 == 0)
        {
          card->effects = with_effects->effects;
          card->n_effects = with_effects->n_effects;
          card->complete = TRUE;
        }
    }
  deck->n_pile = 0;
  for (guint i = 0; i < ODDS_KINDS; i++)
    deck->pile[deck->n_pile++] = deck->kinds[i];
  for (guint i = 0; i < 6; i++)
    deck->pile[deck->n_pile++] = deck->kinds[(i * 5 + (guint) salt) % ODDS_KINDS];
  deck->n_discard = 0;
  for (guint i = 0; i < 4; i++)
    deck->discard[deck->n_discard++] = deck->kinds[(i * 3 + 1) % ODDS_KINDS];
}

static void
odds (gpointer data)
{
  OddsCase  *oc = data;
  WgOddsSide a = { FALSE, oc->attacker->pile, oc->attacker->n_pile,
                   oc->attacker->discard, oc->attacker->n_discard, NULL, 0 };
  WgOddsSide d = { oc->defender_ai, oc->defender->pile, oc->defender->n_pile,
                   oc->defender->discard, oc->defender->n_discard, NULL, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WgOdds) result = wg_odds_compute (oc->ships[0], oc->ships[1], &a, &d,
                                               WG_ROLE_ATTACKER, &error);

  g_assert (result != NULL);
}

/* The baseline: the same hands and fights in doubles, strength only. */
static void
odds_plain (gpointer data)
{
  OddsCase *oc = data;
  Deck     *decks[2] = { oc->attacker, oc->defender };
  double    plays[2][ODDS_KINDS] = { { 0 } };
  double    win_with[ODDS_KINDS] = { 0 }, win = 0;
  guint     count[2][ODDS_KINDS] = { { 0 } };

  for (int s = 0; s < 2; s++)
    for (guint i = 0; i < decks[s]->n_pile; i++)
      for (guint k = 0; k < ODDS_KINDS; k++)
        if (strcmp (decks[s]->pile[i].name, decks[s]->kinds[k].name) == 0)
          {
            count[s][k]++;
            break;
          }
  /* The defender plays the first card drawn: c_t / n. */
  for (guint t = 0; t < ODDS_KINDS; t++)
    plays[1][t] = (double) count[1][t] / decks[1]->n_pile;
  for (guint t = 0; t < ODDS_KINDS; t++)
    for (guint u = 0; u < ODDS_KINDS; u++)
      if (oc->ships[0] * decks[0]->kinds[t].multiplier
          > oc->ships[1] * decks[1]->kinds[u].multiplier)
        win_with[t] += plays[1][u];
  /* The attacker plays the better card of each ordered hand. */
  for (guint t = 0; t < ODDS_KINDS; t++)
    for (guint u = 0; u < ODDS_KINDS; u++)
      {
        double n = decks[0]->n_pile;
        double p = count[0][t] * (double) (count[0][u] - (t == u)) / (n * (n - 1));

        plays[0][win_with[u] > win_with[t] ? u : t] += p;
      }
  for (guint t = 0; t < ODDS_KINDS; t++)
    win += plays[0][t] * win_with[t];
  g_assert (win >= 0);
}

static void
bench_odds (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  static Deck     attacker, defender;
  static OddsCase vs_ai, vs_human;

  deck_init (&attacker, catalog, 1);
  deck_init (&defender, catalog, 4);
  vs_ai = (OddsCase) { &attacker, &defender, TRUE, { 7, 5 } };
  vs_human = (OddsCase) { &attacker, &defender, FALSE, { 7, 5 } };
  wg_bench_run (&(WgBenchCase) { "odds/human-vs-ai (20 kinds a side)", odds, &vs_ai,
                                 "the same sums in doubles", odds_plain, &vs_ai,
                                 TARGET_ODDS_US });
  wg_bench_run (&(WgBenchCase) { "odds/human-vs-human (20 kinds a side)", odds, &vs_human,
                                 "the same sums in doubles", odds_plain, &vs_human,
                                 TARGET_ODDS_US });
}

/* ---- Loading and saving ---- */

typedef struct
{
  const WgGame *game;
  char         *text;
  gsize         length;
  char         *path;
  json_object  *tree;
} JsonCase;

static void
json_load (gpointer data)
{
  JsonCase *jc = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = wg_game_load_from_data (jc->text, jc->length, &error);

  g_assert (game != NULL);
}

static void
json_parse (gpointer data)
{
  JsonCase     *jc = data;
  json_tokener *tok = json_tokener_new ();
  json_object  *root = json_tokener_parse_ex (tok, jc->text, (int) jc->length);

  g_assert (root != NULL);
  json_object_put (root);
  json_tokener_free (tok);
}

static void
json_save (gpointer data)
{
  JsonCase *jc = data;

  g_free (wg_game_to_data (jc->game, NULL));
}

static void
json_print (gpointer data)
{
  JsonCase *jc = data;

  g_free (g_strdup (json_object_to_json_string_ext (jc->tree, JSON_C_TO_STRING_PRETTY
                                                                | JSON_C_TO_STRING_SPACED)));
}

static void
json_save_file (gpointer data)
{
  JsonCase *jc = data;
  g_autoptr (GError) error = NULL;

  if (!wg_game_save_to_file (jc->game, jc->path, &error))
    g_error ("%s", error->message);
}

/* The same bytes, written the way wg_game_save_to_file writes them. */
static void
json_write_file (gpointer data)
{
  JsonCase *jc = data;
  g_autoptr (GError) error = NULL;

  if (!g_file_set_contents_full (jc->path, jc->text, (gssize) jc->length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, &error))
    g_error ("%s", error->message);
}

static void
bench_json (const WgGame *game)
{
  static JsonCase jc;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-bench-XXXXXX", &error);

  if (dir == NULL)
    g_error ("%s", error->message);
  jc.game = game;
  jc.text = wg_game_to_data (game, &jc.length);
  jc.tree = json_tokener_parse (jc.text);
  jc.path = g_build_filename (dir, "largest.json", NULL);
  wg_bench_note ("# the largest game file: %" G_GSIZE_FORMAT " bytes", jc.length);
  /* To look at it, or to run warpgate-cli on it. */
  if (g_getenv ("WG_BENCH_SAVE") != NULL
      && !g_file_set_contents (g_getenv ("WG_BENCH_SAVE"), jc.text, (gssize) jc.length, &error))
    g_error ("%s", error->message);
  wg_bench_run (&(WgBenchCase) { "json/load", json_load, &jc, "json-c parse", json_parse, &jc,
                                 0 });
  wg_bench_run (&(WgBenchCase) { "json/save", json_save, &jc, "json-c pretty print",
                                 json_print, &jc, 0 });
  wg_bench_run (&(WgBenchCase) { "json/save-file", json_save_file, &jc,
                                 "the same bytes written alike", json_write_file, &jc, 0 });
  g_unlink (jc.path);
  g_rmdir (dir);
  g_clear_pointer (&jc.path, g_free);
  g_clear_pointer (&jc.text, g_free);
  g_clear_pointer (&jc.tree, json_object_put);
}

/* ---- Trade on a board of trade planets ---- */

/* How much the resident memory's peak grows while @work runs once, in KiB:
 * the peak is reset first (Linux's clear_refs), so the figure is the
 * workload's own (to the page: small figures are noise). -1 when the kernel cannot tell. */
static double
peak_growth_kib (WgBenchFunc work,
                 gpointer    data)
{
  g_autofree char *status = NULL;
  const char      *line;
  long             before = -1, peak = -1;

  FILE            *clear = fopen ("/proc/self/clear_refs", "w");

  /* Freed memory back to the system first, or the workload would reuse
   * pages the peak already counts. */
  malloc_trim (0);
  if (clear == NULL)
    return -1;
  if (fputs ("5", clear) < 0 || fclose (clear) != 0)
    return -1;
  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      && (line = strstr (status, "VmRSS:")) != NULL)
    before = strtol (line + 6, NULL, 10);
  work (data);
  g_clear_pointer (&status, g_free);
  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      && (line = strstr (status, "VmHWM:")) != NULL)
    peak = strtol (line + 6, NULL, 10);
  return before < 0 || peak < 0 ? -1 : (double) (peak - before);
}

static void
bench_trade (void)
{
  g_autoptr (WgBoard) board = wg_bench_trade_board ();
  g_autoptr (WgGame) game = wg_bench_trade_game (board);
  g_autofree char *description = wg_bench_describe_board (board);
  g_autofree char *text = NULL;
  static MovesCase trade, concentrate;
  gsize            length;

  if (!wg_bench_wanted ("trade/"))
    return;
  trade = (MovesCase) { game, WG_ACTION_TRADE };
  concentrate = (MovesCase) { game, WG_ACTION_CONCENTRATE };
  text = wg_game_to_data (game, &length);
  wg_bench_note ("# trade board %s; its game file: %" G_GSIZE_FORMAT " bytes", description,
                 length);
  /* To run warpgate-cli moves on it. */
  if (g_getenv ("WG_BENCH_SAVE_TRADE") != NULL
      && !g_file_set_contents (g_getenv ("WG_BENCH_SAVE_TRADE"), text, (gssize) length, NULL))
    g_error ("%s cannot be written", g_getenv ("WG_BENCH_SAVE_TRADE"));
  {
    g_autoptr (WgMoveList) t = wg_moves_list (game, 0, WG_ACTION_TRADE, 4, TRUE);
    g_autoptr (WgMoveList) c = wg_moves_list (game, 0, WG_ACTION_CONCENTRATE, 4, TRUE);

    wg_bench_note ("# at 4X with a Trade Good: %u Trade routes, %u Concentrate moves",
                   t->options->len, c->options->len);
  }
  wg_bench_run (&(WgBenchCase) { "trade/moves-every-planet-trade", moves_list, &trade,
                                 "moves/concentrate, same board", moves_list, &concentrate, 0 });
  if (!wg_bench_callgrind ())
    {
      double t = peak_growth_kib (moves_list, &trade);
      double c = peak_growth_kib (moves_list, &concentrate);

      if (t >= 0 && c >= 0)
        wg_bench_print ("trade/peak-memory-every-planet-trade", t, t, "KiB",
                        "moves/concentrate, same board", c, 0, NULL);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (WgGame) crowded = NULL;
  g_autofree char *description = NULL;
  Flat             flat;
  int              ships = 0;

  wg_bench_init (&argc, &argv);
  board = wg_bench_largest_board ();
  crowded = wg_bench_crowded_game (board);
  description = wg_bench_describe_board (board);
  for (guint p = 0; p < crowded->n_players; p++)
    ships += wg_game_ships_on_board (crowded, (int) p);
  wg_bench_note ("# board %s; %u players, %d ships on it", description, crowded->n_players,
                 ships);
  flat_init (&flat, board);

  bench_ranges (crowded, &flat);
  bench_moves (crowded, &flat);
  bench_ai (board);
  bench_odds ();
  bench_json (crowded);
  bench_trade ();
  return wg_bench_finish ();
}
