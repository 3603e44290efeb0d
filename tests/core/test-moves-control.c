/* test-moves-control.c — the Control action and sectors (R-CTRL-1…3)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board (tests/data/moves-control.json); range plays no part here.
 * Sectors, with the planets' types:
 *
 *   r=0  gate-blue  N1 desert   N2 oceanic   ·          S1 jungle   S2 arctic
 *   r=1  E1 desert  E2 jungle   ·            W1 volcanic W2 jungle  F1 oceanic
 *
 *   north: N1, N2     south: S1, S2     east: E1, E2     west: W1, W2
 *   F1 lies in no sector (R-CTRL-1).
 *
 * Blue: 1 ship on each of gate-blue, N1, N2, S1, E1, E2, W1, F1; a Colony
 * on E1, Outposts on W1 and W2 (3 markers of 12 on the board).
 * Red: 1 ship on S2, an Outpost on S1 (under blue's ship).
 * Objectives available, left to right: oceanic, desert, volcanic; the
 * deck, top first: jungle, arctic. moves-control-one.json (R-DECK-1): the
 * same table with only oceanic available and the deck, top first: jungle,
 * arctic, desert.
 */
#include <string.h>

#include "wg-test-util.h"

/* A Control on the planets named, NULL-terminated. */
static WgMove
control (const WgGame *game,
         const char   *color,
         int           x,
         const char   *first,
         ...)
{
  WgMove  move;
  va_list args;

  wg_move_init (&move, WG_ACTION_CONTROL, wg_test_player (game, color), x, FALSE);
  va_start (args, first);
  for (const char *id = first; id != NULL; id = va_arg (args, const char *))
    wg_move_add_target (&move, wg_test_cell (game, id));
  va_end (args);
  return move;
}

/* The marker on a planet: "blue outpost", "red colony" or "none". */
static char *
marker (const WgGame *game,
        const char   *id)
{
  const WgStack *s = &game->stacks[wg_test_cell (game, id)];

  if (s->marker_owner == WG_NO_PLAYER)
    return g_strdup ("none");
  return g_strdup_printf ("%s %s", wg_game_player_color (game, s->marker_owner),
                          s->marker_side == WG_MARKER_COLONY ? "colony" : "outpost");
}

#define assert_marker(game, id, expected)        \
  G_STMT_START                                   \
  {                                              \
    g_autofree char *m_ = marker ((game), (id)); \
    g_assert_cmpstr (m_, ==, (expected));        \
  }                                              \
  G_STMT_END

/* The available Objectives' types, "oceanic desert volcanic". */
static char *
objectives (const GArray *types)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < types->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "",
                            wg_planet_type_to_string (g_array_index (types, WgPlanetType, i)));
  return g_string_free (s, FALSE);
}

#define assert_objectives(types, expected)    \
  G_STMT_START                                \
  {                                           \
    g_autofree char *o_ = objectives (types); \
    g_assert_cmpstr (o_, ==, (expected));     \
  }                                           \
  G_STMT_END

/* The Objective types a player holds, in order. */
static char *
held (const WgGame *game,
      int           player)
{
  const GArray *objs = game->players[player].objectives;
  GString      *s = g_string_new (NULL);

  for (guint i = 0; i < objs->len; i++)
    {
      const WgObjective *o = &g_array_index (objs, WgObjective, i);

      g_assert_cmpint (o->status, ==, WG_OBJECTIVE_HELD);
      g_string_append_printf (s, "%s%s", i ? " " : "", wg_planet_type_to_string (o->type));
    }
  return g_string_free (s, FALSE);
}

#define assert_held(game, player, expected)        \
  G_STMT_START                                     \
  {                                                \
    g_autofree char *h_ = held ((game), (player)); \
    g_assert_cmpstr (h_, ==, (expected));          \
  }                                                \
  G_STMT_END

static WgOutcome *
apply_ok (const WgGame *game,
          const WgMove *move)
{
  WgOutcome *outcome = wg_move_apply (game, move, NULL);

  wg_test_assert_verdict (outcome->verdict, WG_VERDICT_OK);
  g_assert_null (outcome->question);
  g_assert_nonnull (outcome->game);
  return outcome;
}

/* R-CTRL-2: Control 2X on N1 and N2. N1 gets an Outpost (N2 has none yet);
 * N2 gets one and now blue has an Outpost on every planet of north: both
 * flip to Colonies (step 3). Oceanic (N2) and desert (N1) Objectives both
 * match; one is claimed, the left-most, oceanic (step 4). Two remain, so
 * nothing is added (step 5). */
static void
test_complete_sector (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove      m = control (game, "blue", 2, "N1", "N2", NULL);
  WgJudgement j = wg_test_judge (game, &m);

  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  outcome = apply_ok (game, &m);
  assert_marker (outcome->game, "N1", "blue colony");
  assert_marker (outcome->game, "N2", "blue colony");
  assert_held (outcome->game, 0, "oceanic");
  assert_objectives (outcome->game->objectives, "desert volcanic");
  g_assert_cmpuint (wg_deck_size (&outcome->game->objective_deck), ==, 2);
  g_assert_cmpint (wg_game_markers_on_board (outcome->game, 0), ==, 5);
  /* Nothing else changed. */
  assert_marker (outcome->game, "W1", "blue outpost");
  assert_marker (outcome->game, "S1", "red outpost");
}

/* R-CTRL-2 step 4: the player may claim another matching Objective than
 * the left-most (index 1, desert); one that matches no flipped planet
 * (index 2, volcanic) cannot be claimed, and nothing is done. */
static void
test_chosen_objective (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) desert = NULL, volcanic = NULL;
  WgMove m = control (game, "blue", 2, "N1", "N2", NULL);

  m.objective = 1;
  desert = apply_ok (game, &m);
  assert_held (desert->game, 0, "desert");
  assert_objectives (desert->game->objectives, "oceanic volcanic");

  m.objective = 2;
  volcanic = wg_move_apply (game, &m, NULL);
  wg_test_assert_verdict (volcanic->verdict, WG_VERDICT_BAD_CHOICE);
  g_assert_null (volcanic->game);
}

/* R-CTRL-3 and step 5: after north (oceanic claimed, desert and volcanic
 * left), blue controls W1 again, where it already has an Outpost. Steps 3–5
 * run again: W1 and W2 are both blue Outposts, so west flips; volcanic
 * (W1) is claimed; only desert is left, so the deck's top card, jungle, is
 * added to the right. No new marker is needed for W1. */
static void
test_own_outpost_and_replenish (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) north = NULL, west = NULL;
  WgMove        m = control (game, "blue", 2, "N1", "N2", NULL);
  const WgGame *after;

  north = apply_ok (game, &m);
  m = control (north->game, "blue", 1, "W1", NULL);
  west = apply_ok (north->game, &m);
  after = west->game;
  assert_marker (after, "W1", "blue colony");
  assert_marker (after, "W2", "blue colony");
  assert_held (after, 0, "oceanic volcanic");
  assert_objectives (after->objectives, "desert jungle");
  g_assert_cmpuint (wg_deck_size (&after->objective_deck), ==, 1);
  g_assert_cmpint (g_array_index (after->objective_deck.cards, WgPlanetType, 0), ==,
                   WG_PLANET_ARCTIC);
  g_assert_cmpint (wg_game_markers_on_board (after, 0), ==, 5);
}

/* Step 5 from an Objective deck of unknown order (2 cards): completing west
 * after north leaves 1 Objective, so the engine asks which planet type the
 * top card shows on its back, saying first what happened; nothing changes
 * until it is answered. */
static void
test_replenish_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) north = NULL, asked = NULL, answered = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove m = control (game, "blue", 2, "N1", "N2", NULL);

  game->objective_deck.known = FALSE;
  game->objective_deck.count = 2;
  g_array_set_size (game->objective_deck.cards, 0);
  north = apply_ok (game, &m);
  m = control (north->game, "blue", 1, "W1", NULL);
  asked = wg_move_apply (north->game, &m, NULL);
  g_assert_nonnull (asked->question);
  g_assert_cmpstr (asked->question->id, ==, "reveal");
  g_assert_null (asked->game);
  /* Issue 30: what happened is said first — the sector, the claim, the
   * ruling — then the question, about a card that stays face down. */
  g_assert_cmpstr (asked->question->question, ==,
                   "blue places an Outpost on W1. blue now has an Outpost on every planet of "
                   "sector west: they all flip to Colonies (R-CTRL-2). blue claims the Volcanic "
                   "Objective (R-CTRL-2). Which Objective is laid out? It stays face down: say "
                   "the planet type on the back of the top card of the Objective deck.");
  g_assert_null (strstr (asked->question->question, "Turn over"));

  wg_answers_add_reveal (answers, "arctic");
  answered = wg_move_apply (north->game, &m, answers);
  wg_test_assert_verdict (answered->verdict, WG_VERDICT_OK);
  assert_held (answered->game, 0, "oceanic volcanic");
  assert_objectives (answered->game->objectives, "desert arctic");
  g_assert_cmpuint (wg_deck_size (&answered->game->objective_deck), ==, 1);
}

/* R-DECK-1 (extending step 5): on moves-control-one.json, Control 2X on N1
 * and N2 flips north and claims oceanic, the only available Objective. By
 * hand: 0 available, add jungle (1), add arctic (2), stop; desert stays in
 * the deck (3 − 2 = 1). The old rule ("if only 1 is then available") added
 * nothing here. */
static void
test_replenish_two (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control-one.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "blue", 2, "N1", "N2", NULL);

  outcome = apply_ok (game, &m);
  assert_held (outcome->game, 0, "oceanic");
  assert_objectives (outcome->game->objectives, "jungle arctic");
  g_assert_cmpuint (wg_deck_size (&outcome->game->objective_deck), ==, 1);
  g_assert_cmpint (g_array_index (outcome->game->objective_deck.cards, WgPlanetType, 0), ==,
                   WG_PLANET_DESERT);
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-DECK-1"));
}

/* R-DECK-1 with a deck of 1 (cut to jungle): by hand, 0 available, add
 * jungle (1), the deck is empty: stop with 1 available. */
static void
test_replenish_deck_of_one (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control-one.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "blue", 2, "N1", "N2", NULL);

  g_array_set_size (game->objective_deck.cards, 1);
  outcome = apply_ok (game, &m);
  assert_objectives (outcome->game->objectives, "jungle");
  g_assert_cmpuint (wg_deck_size (&outcome->game->objective_deck), ==, 0);
}

/* R-DECK-1, a deck of unknown order (4 cards): the same Control asks for
 * two cards, one question each, the answers taken in order. By hand: no
 * answer → asked, nothing changes; "volcanic" → asked again (the second
 * card); "volcanic", "arctic" → volcanic then arctic, deck 4 − 2 = 2. */
static void
test_replenish_two_unknown (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control-one.json");
  g_autoptr (WgOutcome) first = NULL, second = NULL, done = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove m = control (game, "blue", 2, "N1", "N2", NULL);

  game->objective_deck.known = FALSE;
  game->objective_deck.count = 4;
  g_array_set_size (game->objective_deck.cards, 0);
  first = wg_move_apply (game, &m, answers);
  g_assert_nonnull (first->question);
  g_assert_cmpstr (first->question->id, ==, "reveal");
  g_assert_null (first->game);

  wg_answers_add_reveal (answers, "volcanic");
  wg_answers_rewind (answers);
  second = wg_move_apply (game, &m, answers);
  g_assert_nonnull (second->question);
  g_assert_cmpstr (second->question->id, ==, "reveal");
  g_assert_null (second->game);

  wg_answers_add_reveal (answers, "arctic");
  wg_answers_rewind (answers);
  done = wg_move_apply (game, &m, answers);
  wg_test_assert_verdict (done->verdict, WG_VERDICT_OK);
  g_assert_null (done->question);
  assert_objectives (done->game->objectives, "volcanic arctic");
  g_assert_cmpuint (wg_deck_size (&done->game->objective_deck), ==, 2);
}

/* R-CTRL-2 step 4: at most one Objective per Control action. Control 3X on
 * N1, N2, W1 completes north (oceanic claimed) and then west, which flips
 * but claims nothing. Named the other way round, west comes first and its
 * volcanic Objective may be chosen; north then flips without a claim. */
static void
test_one_objective_per_action (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) north_first = NULL, west_first = NULL;
  WgMove m = control (game, "blue", 3, "N1", "N2", "W1", NULL);

  north_first = apply_ok (game, &m);
  assert_marker (north_first->game, "N2", "blue colony");
  assert_marker (north_first->game, "W1", "blue colony");
  assert_marker (north_first->game, "W2", "blue colony");
  assert_held (north_first->game, 0, "oceanic");
  assert_objectives (north_first->game->objectives, "desert volcanic");
  g_assert_cmpuint (wg_deck_size (&north_first->game->objective_deck), ==, 2);

  m = control (game, "blue", 3, "W1", "N1", "N2", NULL);
  m.objective = 2;
  west_first = apply_ok (game, &m);
  assert_marker (west_first->game, "N1", "blue colony");
  assert_marker (west_first->game, "W2", "blue colony");
  assert_held (west_first->game, 0, "volcanic");
  assert_objectives (west_first->game->objectives, "oceanic desert");
}

/* R-CTRL-2 step 2: blue has a Colony in east (E1), so E2 gets a Colony
 * directly and steps 3–5 are skipped: no Objective, although E1 is desert
 * and a desert Objective is available. */
static void
test_colony_in_sector (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "blue", 1, "E2", NULL);

  outcome = apply_ok (game, &m);
  assert_marker (outcome->game, "E2", "blue colony");
  assert_marker (outcome->game, "E1", "blue colony");
  assert_held (outcome->game, 0, "");
  assert_objectives (outcome->game->objectives, "oceanic desert volcanic");
  g_assert_cmpint (wg_game_markers_on_board (outcome->game, 0), ==, 4);
}

/* R-CTRL-3: E1 already holds blue's Colony: allowed, and nothing changes
 * (a Colony in the sector skips steps 3–5). */
static void
test_own_colony (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "blue", 1, "E1", NULL);

  outcome = apply_ok (game, &m);
  assert_marker (outcome->game, "E1", "blue colony");
  assert_marker (outcome->game, "E2", "none");
  assert_held (outcome->game, 0, "");
  assert_objectives (outcome->game->objectives, "oceanic desert volcanic");
  g_assert_cmpint (wg_game_markers_on_board (outcome->game, 0), ==, 3);
}

/* R-CTRL-2 step 1: red's Outpost on S1 goes back to red; blue settles an
 * Outpost. S2 has no blue marker, so south does not flip. */
static void
test_invade (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "blue", 1, "S1", NULL);

  outcome = apply_ok (game, &m);
  assert_marker (outcome->game, "S1", "blue outpost");
  assert_marker (outcome->game, "S2", "none");
  g_assert_cmpint (wg_game_markers_on_board (outcome->game, 1), ==, 0);
  g_assert_cmpint (wg_game_markers_on_board (outcome->game, 0), ==, 4);
  assert_objectives (outcome->game->objectives, "oceanic desert volcanic");
}

/* R-CTRL-2 steps 3–4: red controls S2 and now has Outposts on S1 (under
 * blue's ship) and S2: south flips, but no available Objective is jungle
 * or arctic, so none is claimed and none added. */
static void
test_flip_without_objective (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "red", 1, "S2", NULL);

  outcome = apply_ok (game, &m);
  assert_marker (outcome->game, "S1", "red colony");
  assert_marker (outcome->game, "S2", "red colony");
  assert_held (outcome->game, 1, "");
  assert_objectives (outcome->game->objectives, "oceanic desert volcanic");
  g_assert_cmpuint (wg_deck_size (&outcome->game->objective_deck), ==, 2);
}

/* R-CTRL-1: F1 is in no sector: it gets an Outpost and there is no sector
 * to complete. (Reading: a planet outside every sector never flips.) */
static void
test_no_sector (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "blue", 1, "F1", NULL);

  outcome = apply_ok (game, &m);
  assert_marker (outcome->game, "F1", "blue outpost");
  assert_held (outcome->game, 0, "");
}

/* R-RANGE-6: a Trade Good makes Control 1X name 2 planets (and is spent). */
static void
test_trade_good (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove m = control (game, "blue", 1, "N1", "N2", NULL);

  game->players[0].trade_goods_unspent = 1;
  m.trade_good = TRUE;
  outcome = apply_ok (game, &m);
  assert_marker (outcome->game, "N1", "blue colony");
  assert_marker (outcome->game, "N2", "blue colony");
  g_assert_cmpint (outcome->game->players[0].trade_goods_spent, ==, 1);
}

/* R-CTRL-1, R-CTRL-2: planets only, at most X, each with the player's
 * ships. */
static void
test_bad_targets (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  WgMove      m;
  WgJudgement j;

  m = control (game, "blue", 1, "gate-blue", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NOT_A_PLANET);
  g_assert_cmpstr (j.ruling, ==, "R-CTRL-1");

  m = control (game, "blue", 1, "N1", "N2", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_TOO_MANY_TARGETS);
  g_assert_cmpstr (j.ruling, ==, "R-CTRL-2");

  m = control (game, "blue", 2, "N1", "S2", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_OWN_SHIPS);
  g_assert_cmpint (j.subject, ==, wg_test_cell (game, "S2"));

  m = control (game, "blue", 1, "W2", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_OWN_SHIPS);

  m = control (game, "blue", 2, "N1", "N1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_REPEATED_TARGET);
}

/* Markers are limited (markers_total). With 4, blue has 1 left: N1 and N2
 * need 2; N1 and W1 need 1 (W1 already has blue's marker, R-CTRL-3). With
 * 3, none is left: N1 and S1 (an invasion) are refused, W1 and E1 are not.
 * Reading: a Control that needs more markers than are left is refused. */
static void
test_no_markers (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  WgMove      m;
  WgJudgement j;

  game->players[0].markers_total = 4;
  m = control (game, "blue", 2, "N1", "N2", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_MARKERS);
  m = control (game, "blue", 2, "N1", "W1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);

  game->players[0].markers_total = 3;
  m = control (game, "blue", 1, "N1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_MARKERS);
  m = control (game, "blue", 1, "S1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_MARKERS);
  m = control (game, "blue", 2, "W1", "E1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
}

/* The list: every planet with blue's ships (not the Warpgate), up to X. */
static void
test_list (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgMoveList) list = wg_moves_list (game, 0, WG_ACTION_CONTROL, 2, FALSE);
  const char *const expected[] = { "N1", "N2", "S1", "E1", "E2", "W1", "F1" };

  g_assert_cmpint (list->limit, ==, 2);
  g_assert_cmpuint (list->options->len, ==, G_N_ELEMENTS (expected));
  for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
    {
      guint found = 0;

      for (guint i = 0; i < list->options->len; i++)
        if (g_array_index (list->options, WgMoveOption, i).to == wg_test_cell (game, expected[e]))
          found++;
      g_assert_cmpuint (found, ==, 1);
    }
}

/* R-CTRL-5: markers come from the supply, markers_total minus those on
 * the board. Blue has 3 on the board (E1, W1, W2). Blue's ships stand on
 * the planets N1, N2, S1, E1, E2, W1 and F1 (gate-blue is no planet).
 *  - markers_total 3: none left. Only E1 and W1, which hold blue's marker,
 *    are offered; N1, N2, S1 (red's Outpost: blue would need its own), E2
 *    and F1 need a new one. A Control of N1 is refused; of E1 alone it is
 *    legal.
 *  - markers_total 4: one left, every one of the seven is offered —
 *    fewer markers left (1) than the planets a Control at 4X may name
 *    (4). One planet needing a marker is legal (N1, or N1 with E1 and W1,
 *    which need none); two (N1 and N2) need 2 > 1 left: refused,
 *    R-CTRL-5. */
static void
test_markers_left (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("moves-control.json");
  g_autoptr (WgMoveList) none_left = NULL, one_left = NULL;
  int         blue = wg_test_player (game, "blue");
  WgMove      m;
  WgJudgement j;

  game->players[blue].markers_total = 3;
  none_left = wg_moves_list (game, blue, WG_ACTION_CONTROL, 4, FALSE);
  g_assert_cmpint (none_left->markers_left, ==, 0);
  g_assert_cmpuint (none_left->options->len, ==, 2);
  g_assert_cmpint (g_array_index (none_left->options, WgMoveOption, 0).to, ==,
                   wg_test_cell (game, "E1"));
  g_assert_cmpint (g_array_index (none_left->options, WgMoveOption, 1).to, ==,
                   wg_test_cell (game, "W1"));
  m = control (game, "blue", 1, "N1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_MARKERS);
  m = control (game, "blue", 1, "E1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);

  game->players[blue].markers_total = 4;
  one_left = wg_moves_list (game, blue, WG_ACTION_CONTROL, 4, FALSE);
  g_assert_cmpint (one_left->markers_left, ==, 1);
  g_assert_cmpuint (one_left->options->len, ==, 7);
  m = control (game, "blue", 4, "N1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  m = control (game, "blue", 4, "E1", "N1", "W1", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_OK);
  m = control (game, "blue", 4, "N1", "N2", NULL);
  j = wg_test_judge (game, &m);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_NO_MARKERS);
  g_assert_true (wg_ruling_list_contains (&j.rulings, "R-CTRL-5"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/moves-control/complete-sector", test_complete_sector);
  g_test_add_func ("/wg/moves-control/R-DECK-1/replenish-two", test_replenish_two);
  g_test_add_func ("/wg/moves-control/R-DECK-1/replenish-deck-of-one",
                   test_replenish_deck_of_one);
  g_test_add_func ("/wg/moves-control/R-DECK-1/replenish-two-unknown",
                   test_replenish_two_unknown);
  g_test_add_func ("/wg/moves-control/R-CTRL-5/markers-left", test_markers_left);
  g_test_add_func ("/wg/moves-control/chosen-objective", test_chosen_objective);
  g_test_add_func ("/wg/moves-control/own-outpost-and-replenish",
                   test_own_outpost_and_replenish);
  g_test_add_func ("/wg/moves-control/replenish-unknown", test_replenish_unknown);
  g_test_add_func ("/wg/moves-control/one-objective-per-action", test_one_objective_per_action);
  g_test_add_func ("/wg/moves-control/colony-in-sector", test_colony_in_sector);
  g_test_add_func ("/wg/moves-control/own-colony", test_own_colony);
  g_test_add_func ("/wg/moves-control/invade", test_invade);
  g_test_add_func ("/wg/moves-control/flip-without-objective", test_flip_without_objective);
  g_test_add_func ("/wg/moves-control/no-sector", test_no_sector);
  g_test_add_func ("/wg/moves-control/trade-good", test_trade_good);
  g_test_add_func ("/wg/moves-control/bad-targets", test_bad_targets);
  g_test_add_func ("/wg/moves-control/no-markers", test_no_markers);
  g_test_add_func ("/wg/moves-control/list", test_list);

  return g_test_run ();
}
