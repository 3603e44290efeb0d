/* test-explore.c — the Exploration variant: set-up, exploring, every token
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/explore.json, worked by hand (axial (q, r)):
 *
 *   tile T1 (hex, centre (0,0)):  (0,0) space   D1 (1,0) desert, S1
 *                                 (1,-1) space  J1 (0,-1) jungle, S1 (red Outpost)
 *                                 (-1,0) space  V1 (-1,1) volcanic, trade icon
 *                                 (0,1) space
 *   tile D (diamond, centre (3,0)): (2,0) space, O1 (3,0) oceanic, S2, X1 (4,-1) Ancients
 *   outside the tiles: gate-red (3,-1), gate-blue (-2,0), A1 (-2,1) arctic, trade icon
 *
 * Tokens: 2 on each planet without a trade icon, D1, J1, O1, X1 (8), and 20
 * in the box. Blue (Ana, side A, Trade Goods 0 unspent + 2 spent,
 * Technologies desert 2 VP and jungle 4 VP, Objectives desert and oceanic):
 * 3 ships on V1, 1 on gate-blue, the drone on gate-blue. Red: 2 ships on
 * O1, 1 on gate-red, an Outpost on J1, an arctic Technology, a jungle
 * Objective. Pools: 4 Trade Goods; Technologies jungle, desert (deck:
 * oceanic); Objectives volcanic, jungle (deck: arctic). Round 1, slot 2X,
 * blue active.
 *
 * Ranges: V1 → D1 crosses (0,0): range 1, so a Recon at 1X (reach 2)
 * gets there; V1 → J1 crosses (-1,0): range 1.
 */
#include <string.h>

#include "wg-explore.h"
#include "wg-game-json.h"
#include "wg-invariants.h"
#include "wg-range.h"
#include "wg-score.h"
#include "wg-turn.h"
#include "wg-test-util.h"

#define BLUE 0
#define RED  1

/* Blue's Recon at 1X of @count ships from V1 to @to, with the answers
 * given (NULL-terminated lists, either may be NULL). */
static WgOutcome *
recon (const WgGame      *game,
       int                count,
       const char        *to,
       const char *const *reveals,
       const char *const *choices)
{
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove move;

  for (guint i = 0; reveals != NULL && reveals[i] != NULL; i++)
    wg_answers_add_reveal (answers, reveals[i]);
  for (guint i = 0; choices != NULL && choices[i] != NULL; i++)
    wg_answers_add_choice (answers, choices[i]);
  wg_move_init (&move, WG_ACTION_RECON, BLUE, 1, FALSE);
  wg_move_add_group (&move, wg_test_cell (game, "V1"), count);
  move.to = wg_test_cell (game, to);
  return wg_turn_perform (game, &move, answers);
}

/* Explores D1 keeping @token (the first one turned over); the outcome must
 * apply, and the game is checked against the invariants. */
static WgGame *
explore_keep (const WgGame      *game,
              const char        *token,
              const char *const *more_choices)
{
  const char *reveals[] = { token, NULL };
  const char *choices[8] = { "keep", NULL };
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; more_choices != NULL && more_choices[i] != NULL; i++)
    choices[i + 1] = more_choices[i];
  outcome = recon (game, 1, "D1", reveals, choices);
  g_assert_null (outcome->question);
  g_assert_nonnull (outcome->game);
  g_assert_true (wg_game_check (outcome->game, &error));
  g_assert_no_error (error);
  return wg_outcome_steal_game (outcome);
}

static const WgDiscovery *
discovery (const WgGame *game,
           int           player,
           guint         index)
{
  g_assert_cmpuint (index, <, game->players[player].discoveries->len);
  return &g_array_index (game->players[player].discoveries, WgDiscovery, index);
}

/* R-EXP-1: D1, J1, O1 and X1 (the Ancients included) have no trade icon:
 * 2 each, 8 in all; of 28 tokens, 28 − 8 = 20 stay in the box. V1 and A1
 * have a trade icon and get none. */
static void
test_setup (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");

  for (guint i = 0; i < wg_board_get_n_cells (game->board); i++)
    game->stacks[i].tokens = 0;
  game->explore_box = 0;
  wg_explore_setup (game, WG_TOKENS_IN_BOX);
  g_assert_cmpint (WG_TOKENS_IN_BOX, ==, 28);
  g_assert_cmpint (game->stacks[wg_test_cell (game, "D1")].tokens, ==, 2);
  g_assert_cmpint (game->stacks[wg_test_cell (game, "X1")].tokens, ==, 2);
  g_assert_cmpint (game->stacks[wg_test_cell (game, "V1")].tokens, ==, 0);
  g_assert_cmpint (game->stacks[wg_test_cell (game, "A1")].tokens, ==, 0);
  g_assert_cmpint (wg_game_tokens_on_board (game), ==, 8);
  g_assert_cmpint (game->explore_box, ==, 20);
}

/* R-EXP-2: the questions come in order — which token (every id of R-EXP-5:
 * 23 entries, colony-TYPE being 5, so 28), then keep or second; nothing
 * changes meanwhile. */
static void
test_questions (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *reveals[] = { "extra-vp", NULL };
  g_autoptr (WgOutcome) first = recon (game, 1, "D1", NULL, NULL);
  g_autoptr (WgOutcome) second = recon (game, 1, "D1", reveals, NULL);

  g_assert_null (first->game);
  g_assert_nonnull (first->question);
  g_assert_cmpstr (first->question->id, ==, "explore");
  g_assert_cmpuint (first->question->options->len, ==, 28);
  g_assert_true (wg_question_has_option (first->question, "refresh-trade-goods"));
  g_assert_true (wg_question_has_option (first->question, "colony-oceanic"));
  g_assert_true (wg_question_has_option (first->question, "rotate-tile-ccw"));
  g_assert_null (second->game);
  g_assert_cmpstr (second->question->id, ==, "explore-keep");
  g_assert_true (wg_question_has_option (second->question, "keep"));
  g_assert_true (wg_question_has_option (second->question, "second"));
}

/* Keep: extra-vp is held, unused; D1 is empty; the box 20 + 1 = 21 (the
 * second token goes back unseen). Exploration score: 1 token + 1 for
 * extra-vp = 2 (R-EXP-4). A Recon onto a planet without tokens (V1 → J1
 * after J1 was emptied) asks nothing. */
static void
test_keep (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) after = explore_keep (game, "extra-vp", NULL);
  WgScore score;

  g_assert_cmpint (after->stacks[wg_test_cell (after, "D1")].tokens, ==, 0);
  g_assert_cmpint (after->explore_box, ==, 21);
  g_assert_cmpuint (after->players[BLUE].discoveries->len, ==, 1);
  g_assert_cmpint (discovery (after, BLUE, 0)->token, ==, WG_TOKEN_EXTRA_VP);
  g_assert_false (discovery (after, BLUE, 0)->used);
  g_assert_cmpint (wg_test_ships (after, "D1", "blue"), ==, 1);
  wg_score_compute (after, NULL, &score);
  g_assert_cmpint (score.lines[BLUE].exploration, ==, 2);
}

/* Second: lost-ship is returned, truce (the second) kept; the box 20 + 1. */
static void
test_second (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *reveals[] = { "lost-ship", "truce", NULL };
  const char *choices[] = { "second", NULL };
  g_autoptr (WgOutcome) outcome = recon (game, 1, "D1", reveals, choices);

  g_assert_nonnull (outcome->game);
  g_assert_cmpint (outcome->game->explore_box, ==, 21);
  g_assert_cmpint (outcome->game->stacks[wg_test_cell (game, "D1")].tokens, ==, 0);
  g_assert_cmpint (discovery (outcome->game, BLUE, 0)->token, ==, WG_TOKEN_TRUCE);
  g_assert_cmpint (wg_test_ships (outcome->game, "D1", "blue"), ==, 1);
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-EXP-2"));
}

/* Only Recon explores (R-EXP-2): a Maneuver onto D1 leaves its tokens. */
static void
test_only_recon (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove move;

  wg_move_init (&move, WG_ACTION_MANEUVER, BLUE, 1, FALSE);
  wg_move_add_group (&move, wg_test_cell (game, "V1"), 1);
  move.to = wg_test_cell (game, "D1");
  outcome = wg_turn_perform (game, &move, NULL);
  g_assert_null (outcome->question);
  g_assert_cmpint (outcome->game->stacks[wg_test_cell (game, "D1")].tokens, ==, 2);
}

/* lost-ship: the 1 exploring ship is destroyed, D1 is empty again; the
 * token stays, used (R-EXP-9): 1 VP. */
static void
test_lost_ship (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) after = explore_keep (game, "lost-ship", NULL);

  g_assert_cmpint (wg_test_ships (after, "D1", "blue"), ==, 0);
  g_assert_cmpint (wg_test_ships (after, "V1", "blue"), ==, 2);
  g_assert_true (discovery (after, BLUE, 0)->used);
  g_assert_cmpint (wg_explore_vp (&after->players[BLUE]), ==, 1);
}

/* trade-good: the pool 4 → 3, blue's unspent 0 → 1; the token is discarded
 * (R-EXP-9): no discovery, 0 VP. */
static void
test_trade_good (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) after = explore_keep (game, "trade-good", NULL);

  g_assert_cmpint (after->trade_goods, ==, 3);
  g_assert_cmpint (after->players[BLUE].trade_goods_unspent, ==, 1);
  g_assert_cmpuint (after->players[BLUE].discoveries->len, ==, 0);
  g_assert_cmpint (wg_explore_vp (&after->players[BLUE]), ==, 0);
}

/* objective: blue takes available 1 (jungle); the deck's arctic is revealed
 * to the right (R-DECK-1): available volcanic, arctic. Discarded. */
static void
test_objective (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *more[] = { "1", NULL };
  g_autoptr (WgGame) after = explore_keep (game, "objective", more);
  const GArray *mine = after->players[BLUE].objectives;

  g_assert_cmpuint (mine->len, ==, 3);
  g_assert_cmpint (g_array_index (mine, WgObjective, 2).type, ==, WG_PLANET_JUNGLE);
  g_assert_cmpuint (after->objectives->len, ==, 2);
  g_assert_cmpint (g_array_index (after->objectives, WgPlanetType, 0), ==, WG_PLANET_VOLCANIC);
  g_assert_cmpint (g_array_index (after->objectives, WgPlanetType, 1), ==, WG_PLANET_ARCTIC);
  g_assert_cmpuint (after->players[BLUE].discoveries->len, ==, 0);
}

/* trade-icon: the planets without one are D1, J1, O1, X1 (V1 and A1 have
 * one); blue puts it beside O1. Then O1 is a trade planet: a Trade from V1
 * via A1 to O1 at 4X judges the stops as trade planets (its range, not its
 * icons, decides). */
static void
test_trade_icon (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *more[] = { "O1", NULL };
  g_autoptr (WgGame) after = explore_keep (game, "trade-icon", more);
  g_autoptr (WgOutcome) asked = NULL;
  const char *reveals[] = { "trade-icon", NULL };
  const char *choices[] = { "keep", NULL };
  WgMove      move;
  WgJudgement before, now;

  asked = recon (game, 1, "D1", reveals, choices);
  g_assert_cmpstr (asked->question->id, ==, "trade-icon");
  g_assert_cmpuint (asked->question->options->len, ==, 4);
  g_assert_false (wg_question_has_option (asked->question, "V1"));
  g_assert_true (wg_game_has_trade_icon (after, wg_test_cell (after, "O1")));
  g_assert_false (wg_game_has_trade_icon (game, wg_test_cell (game, "O1")));
  wg_move_init (&move, WG_ACTION_TRADE, BLUE, 4, FALSE);
  wg_move_add_group (&move, wg_test_cell (game, "V1"), 1);
  move.via = wg_test_cell (game, "A1");
  move.to = wg_test_cell (game, "O1");
  before = wg_test_judge (game, &move);
  now = wg_test_judge (after, &move);
  wg_test_assert_verdict (before.verdict, WG_VERDICT_NOT_A_TRADE_PLANET);
  g_assert_cmpint (now.verdict, !=, WG_VERDICT_NOT_A_TRADE_PLANET);
  g_assert_true (discovery (after, BLUE, 0)->used);
}

/* void-planet on J1 (R-EXP-6): red's Outpost goes back; J1 takes no
 * Control (voided-planet) and no Research; blue can still move there. Then
 * blue's Control on D1 completes sector S1 by itself: J1 does not count,
 * so D1's Outpost flips to a Colony (R-CTRL-2 step 3). */
static void
test_void_planet (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *more[] = { "J1", NULL };
  g_autoptr (WgGame) after = explore_keep (game, "void-planet", more);
  g_autoptr (WgOutcome) control = NULL;
  int         j1 = wg_test_cell (after, "J1"), d1 = wg_test_cell (after, "D1");
  WgMove      move;
  WgJudgement j;

  g_assert_true (wg_game_is_voided (after, j1));
  g_assert_cmpint (after->stacks[j1].marker_owner, ==, WG_NO_PLAYER);
  g_assert_cmpint (after->stacks[j1].tokens, ==, 2); /* R-EXP-9: it keeps them */
  after->acted = FALSE;
  after->stacks[j1].ship_owner = BLUE; /* a ship moved there meanwhile */
  after->stacks[j1].ships = 1;
  wg_move_init (&move, WG_ACTION_CONTROL, BLUE, 1, FALSE);
  wg_move_add_target (&move, j1);
  j = wg_test_judge (after, &move);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_VOIDED_PLANET);
  wg_move_init (&move, WG_ACTION_RESEARCH, BLUE, 4, FALSE);
  move.to = j1;
  j = wg_test_judge (after, &move);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_VOIDED_PLANET);
  wg_move_init (&move, WG_ACTION_CONTROL, BLUE, 1, FALSE);
  wg_move_add_target (&move, d1);
  control = wg_turn_perform (after, &move, NULL);
  g_assert_nonnull (control->game);
  g_assert_cmpint (control->game->stacks[d1].marker_owner, ==, BLUE);
  g_assert_cmpint (control->game->stacks[d1].marker_side, ==, WG_MARKER_COLONY);
  g_assert_cmpint (control->game->stacks[j1].marker_owner, ==, WG_NO_PLAYER);
}

/* flip-faction: side A → B. */
static void
test_flip_faction (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) after = explore_keep (game, "flip-faction", NULL);

  g_assert_cmpint (after->players[BLUE].side, ==, 'B');
}

/* pass-objectives: blue holds 2 (desert, oceanic) and chooses 1, oceanic;
 * red holds 1 (jungle), not asked. Blue passes oceanic to red (on blue's
 * left), red passes jungle to blue. Blue: desert, jungle; red: oceanic. */
static void
test_pass_objectives (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *more[] = { "1", NULL };
  g_autoptr (WgGame) after = explore_keep (game, "pass-objectives", more);
  const GArray *blue = after->players[BLUE].objectives, *red = after->players[RED].objectives;

  g_assert_cmpuint (blue->len, ==, 2);
  g_assert_cmpint (g_array_index (blue, WgObjective, 0).type, ==, WG_PLANET_DESERT);
  g_assert_cmpint (g_array_index (blue, WgObjective, 1).type, ==, WG_PLANET_JUNGLE);
  g_assert_cmpuint (red->len, ==, 1);
  g_assert_cmpint (g_array_index (red, WgObjective, 0).type, ==, WG_PLANET_OCEANIC);
}

/* pass-technologies: blue (desert, jungle) passes jungle (index 1) to red,
 * the nearest on its left with a Technology; red passes its one arctic to
 * blue. Blue: desert, arctic; red: arctic → jungle. */
static void
test_pass_technologies (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *more[] = { "1", NULL };
  g_autoptr (WgGame) after = explore_keep (game, "pass-technologies", more);
  const GArray *blue = after->players[BLUE].technologies, *red = after->players[RED].technologies;

  g_assert_cmpuint (blue->len, ==, 2);
  g_assert_cmpint (g_array_index (blue, WgTechnology, 1).type, ==, WG_PLANET_ARCTIC);
  g_assert_cmpuint (red->len, ==, 1);
  g_assert_cmpint (g_array_index (red, WgTechnology, 0).type, ==, WG_PLANET_JUNGLE);
}

/* secret-technology: the jungle one (4 VP) was picked; it is now 3 VP
 * (R-EXP-10). Technologies: desert 2 + secret 3 = 5 (before: 2 + 4 = 6);
 * Exploration 1. */
static void
test_secret_technology (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *more[] = { "1", NULL };
  g_autoptr (WgGame) after = explore_keep (game, "secret-technology", more);
  WgScore before, now;

  wg_score_compute (game, NULL, &before);
  wg_score_compute (after, NULL, &now);
  g_assert_cmpint (before.lines[BLUE].technologies, ==, 6);
  g_assert_cmpint (now.lines[BLUE].technologies, ==, 5);
  g_assert_cmpint (now.lines[BLUE].exploration, ==, 1);
  g_assert_cmpint (after->players[BLUE].secret_technologies, ==, 1);
}

/* two-more, discarded: the box 20 + 1 (the second token on D1) = 21, then
 * 2 taken: 19. The two revealed are kept as if explored: reinforce (held)
 * and trade-good (immediate: the pool 4 → 3, discarded). Blue holds only
 * reinforce. Kept instead, two-more stays, used (1 VP). */
static void
test_two_more (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *reveals[] = { "two-more", "reinforce", "trade-good", NULL };
  const char *choices[] = { "keep", "discard", NULL };
  g_autoptr (WgOutcome) outcome = recon (game, 1, "D1", reveals, choices);
  const char *more[] = { "keep", NULL };
  g_autoptr (WgGame) kept = explore_keep (game, "two-more", more);

  g_assert_nonnull (outcome->game);
  g_assert_cmpint (outcome->game->explore_box, ==, 19);
  g_assert_cmpuint (outcome->game->players[BLUE].discoveries->len, ==, 1);
  g_assert_cmpint (discovery (outcome->game, BLUE, 0)->token, ==, WG_TOKEN_REINFORCE);
  g_assert_cmpint (outcome->game->trade_goods, ==, 3);
  g_assert_cmpint (kept->explore_box, ==, 21);
  g_assert_cmpint (discovery (kept, BLUE, 0)->token, ==, WG_TOKEN_TWO_MORE);
  g_assert_true (discovery (kept, BLUE, 0)->used);
}

/* rotate-tile-cw on D1 (R-EXP-8): T1 turns clockwise about (0,0), offsets
 * (q, r) → (−r, q + r): D1 (1,0) → (0,1), J1 (0,-1) → (1,-1), V1 (-1,1) →
 * (-1,0). D1 keeps blue's ship and J1 red's Outpost. Range D1 → O1 was 1
 * (crossing (2,0)); now (0,1) → (1,0) → (2,0) → O1 crosses 2 empty hexes:
 * range 2. The diamond tile D is never turned: O1 stays at (3,0). */
static void
test_rotate (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) after = explore_keep (game, "rotate-tile-cw", NULL);
  g_autoptr (WgOutcome) diamond = wg_outcome_new ();
  int d1 = wg_test_cell (after, "D1"), o1 = wg_test_cell (after, "O1");

  g_assert_cmpint (wg_range_between (game, d1, o1, NULL), ==, 1);
  g_assert_true (wg_hex_equal (wg_board_get_cell (after->board, d1)->hex, (WgHex) { 0, 1 }));
  g_assert_cmpint (wg_board_lookup (after->board, (WgHex) { 1, -1 }), ==,
                   wg_test_cell (after, "J1"));
  g_assert_cmpint (wg_board_lookup (after->board, (WgHex) { -1, 0 }), ==,
                   wg_test_cell (after, "V1"));
  g_assert_cmpint (wg_test_ships (after, "D1", "blue"), ==, 1);
  g_assert_cmpint (after->stacks[wg_test_cell (after, "J1")].marker_owner, ==, RED);
  g_assert_cmpint (wg_range_between (after, d1, o1, NULL), ==, 2);
  wg_explore_rotate_tile (after, o1, 1, diamond);
  g_assert_true (wg_hex_equal (wg_board_get_cell (after->board, o1)->hex, (WgHex) { 3, 0 }));
  g_assert_true (wg_ruling_list_contains (&diamond->rulings, "R-EXP-8"));
}

/* Counter-clockwise turns (q, r) → (q + r, −q): D1 (1,0) → (1,-1). */
static void
test_rotate_ccw (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) after = explore_keep (game, "rotate-tile-ccw", NULL);

  g_assert_true (wg_hex_equal (wg_board_get_cell (after->board, wg_test_cell (after, "D1"))->hex,
                               (WgHex) { 1, -1 }));
}

/* Held tokens (R-EXP-3): reinforce at 1X puts 1 ship on V1 (no more: 1X
 * is 1 location), not the turn's action; a second use is refused
 * (no-token); extra-vp is never used (not-now). */
static WgGame *
holding (const char *token)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  WgDiscovery d = { 0, FALSE, -1, 0 };

  g_assert_true (wg_token_from_string (token, &d.token));
  g_array_append_val (game->players[BLUE].discoveries, d);
  return g_steal_pointer (&game);
}

static void
test_use_reinforce (void)
{
  g_autoptr (WgGame) game = holding ("reinforce");
  g_autoptr (WgOutcome) used = NULL, again = NULL, two = NULL;
  WgMove move;

  wg_move_init (&move, WG_ACTION_REINFORCE, BLUE, 1, FALSE);
  wg_move_add_target (&move, wg_test_cell (game, "V1"));
  wg_move_add_target (&move, wg_test_cell (game, "gate-blue"));
  two = wg_token_use (game, WG_TOKEN_REINFORCE, &move, NULL);
  wg_test_assert_verdict (two->verdict, WG_VERDICT_TOO_MANY_TARGETS);
  move.n_targets = 1;
  used = wg_token_use (game, WG_TOKEN_REINFORCE, &move, NULL);
  g_assert_nonnull (used->game);
  g_assert_cmpint (wg_test_ships (used->game, "V1", "blue"), ==, 4);
  g_assert_true (discovery (used->game, BLUE, 0)->used);
  g_assert_false (used->game->acted);
  again = wg_token_use (used->game, WG_TOKEN_REINFORCE, &move, NULL);
  wg_test_assert_verdict (again->verdict, WG_VERDICT_NO_TOKEN);
}

static void
test_use_not_now (void)
{
  g_autoptr (WgGame) game = holding ("extra-vp");
  g_autoptr (WgGame) colony = holding ("colony-desert");
  g_autoptr (WgOutcome) extra = NULL, col = NULL, other = NULL;
  g_autoptr (WgGame) refresh = holding ("refresh-trade-goods");
  WgMove move;

  wg_move_init (&move, WG_ACTION_DRAW, BLUE, 1, FALSE);
  extra = wg_token_use (game, WG_TOKEN_EXTRA_VP, &move, NULL);
  wg_test_assert_verdict (extra->verdict, WG_VERDICT_NOT_NOW);
  col = wg_token_use (colony, WG_TOKEN_COLONY_DESERT, &move, NULL);
  wg_test_assert_verdict (col->verdict, WG_VERDICT_NOT_NOW);
  /* During your turn only: red is not active. */
  refresh->active = RED;
  other = wg_token_use (refresh, WG_TOKEN_REFRESH_TRADE_GOODS, &move, NULL);
  wg_test_assert_verdict (other->verdict, WG_VERDICT_NOT_NOW);
}

/* refresh-trade-goods: 0 unspent + 2 spent → 2 unspent. */
static void
test_use_refresh (void)
{
  g_autoptr (WgGame) game = holding ("refresh-trade-goods");
  g_autoptr (WgOutcome) used = NULL;
  WgMove move;

  wg_move_init (&move, WG_ACTION_DRAW, BLUE, 1, FALSE);
  used = wg_token_use (game, WG_TOKEN_REFRESH_TRADE_GOODS, &move, NULL);
  g_assert_cmpint (used->game->players[BLUE].trade_goods_unspent, ==, 2);
  g_assert_cmpint (used->game->players[BLUE].trade_goods_spent, ==, 0);
}

/* deploy-3 on V1 (blue's ships there): supply 12 − 4 = 8, so 3: V1 3 → 6.
 * On D1 (no blue ship) refused. */
static void
test_use_deploy_3 (void)
{
  g_autoptr (WgGame) game = holding ("deploy-3");
  g_autoptr (WgOutcome) used = NULL, refused = NULL;
  WgMove move;

  wg_move_init (&move, WG_ACTION_DRAW, BLUE, 1, FALSE);
  move.to = wg_test_cell (game, "D1");
  refused = wg_token_use (game, WG_TOKEN_DEPLOY_3, &move, NULL);
  wg_test_assert_verdict (refused->verdict, WG_VERDICT_NO_OWN_SHIPS);
  move.to = wg_test_cell (game, "V1");
  used = wg_token_use (game, WG_TOKEN_DEPLOY_3, &move, NULL);
  g_assert_cmpint (wg_test_ships (used->game, "V1", "blue"), ==, 6);
}

/* promote at 2X (R-MOVE-13): 2 Promotion cards taken; the deck of 2 known
 * cards (set here: First, then Second) is emptied. Blue is asked which to
 * keep ("promote-keep"), keeps the second, Second, into her Tactics; First
 * is discarded. The token's step names the card kept and says she chose
 * it. */
static void
test_use_promote (void)
{
  g_autoptr (WgGame) game = holding ("promote");
  g_autoptr (WgOutcome) asked = NULL, used = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgTactic a = { NULL, g_strdup ("First"), WG_TACTIC_HERO, TRUE, 2 };
  WgTactic b = { NULL, g_strdup ("Second"), WG_TACTIC_ADVANCED, TRUE, 3 };
  guint    tactics = game->players[BLUE].tactics->len;
  WgMove   move;

  game->promotion_deck.known = TRUE;
  g_array_append_val (game->promotion_deck.cards, a);
  g_array_append_val (game->promotion_deck.cards, b);
  wg_move_init (&move, WG_ACTION_PROMOTE, BLUE, 2, FALSE);
  asked = wg_token_use (game, WG_TOKEN_PROMOTE, &move, NULL);
  g_assert_null (asked->game);
  g_assert_cmpstr (asked->question->id, ==, "promote-keep");
  wg_answers_add_choice (answers, "advanced:Second");
  used = wg_token_use (game, WG_TOKEN_PROMOTE, &move, answers);
  g_assert_nonnull (used->game);
  g_assert_cmpuint (used->game->players[BLUE].tactics->len, ==, tactics + 1);
  g_assert_cmpstr (g_array_index (used->game->players[BLUE].tactics, WgTactic, tactics).name, ==,
                   "Second");
  g_assert_cmpuint (used->game->promotion_discard->len, ==, 1);
  g_assert_cmpstr (g_array_index (used->game->promotion_discard, WgTactic, 0).name, ==, "First");
  g_assert_cmpuint (wg_deck_size (&used->game->promotion_deck), ==, 0);
  g_assert_cmpstr (used->description, ==,
                   "Ana uses the Promote discovery token. Ana: Promote (2X). Ana chooses "
                   "Second of the 2 cards revealed (First, Second) and shuffles it into their "
                   "Tactics deck; the rest go to the Promotion discard (R-MOVE-13).");
}

/* technology: available jungle, desert; blue takes 0 (jungle); the deck's
 * oceanic is revealed to the right (R-DECK-1): desert, oceanic. */
static void
test_use_technology (void)
{
  g_autoptr (WgGame) game = holding ("technology");
  g_autoptr (WgOutcome) asked = NULL, used = NULL;
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  WgMove move;

  wg_move_init (&move, WG_ACTION_DRAW, BLUE, 1, FALSE);
  asked = wg_token_use (game, WG_TOKEN_TECHNOLOGY, &move, NULL);
  g_assert_cmpstr (asked->question->id, ==, "technology");
  wg_answers_add_choice (answers, "0");
  used = wg_token_use (game, WG_TOKEN_TECHNOLOGY, &move, answers);
  g_assert_cmpuint (used->game->players[BLUE].technologies->len, ==, 3);
  g_assert_cmpint (g_array_index (used->game->technologies, WgTechnology, 0).type, ==,
                   WG_PLANET_DESERT);
  g_assert_cmpint (g_array_index (used->game->technologies, WgTechnology, 1).type, ==,
                   WG_PLANET_OCEANIC);
}

/* truce, used at the start of the round (slot 1X, blue first, no action
 * yet): red's Skirmish from gate-red onto blue's ships is refused this
 * round (the file's slot is 2X: set back to 1X here). */
static void
test_truce (void)
{
  g_autoptr (WgGame) game = holding ("truce");
  g_autoptr (WgOutcome) late = NULL, used = NULL;
  WgMove      move, attack;
  WgJudgement j;

  wg_move_init (&move, WG_ACTION_DRAW, BLUE, 1, FALSE);
  late = wg_token_use (game, WG_TOKEN_TRUCE, &move, NULL);
  wg_test_assert_verdict (late->verdict, WG_VERDICT_NOT_NOW);
  game->turn = 1;
  used = wg_token_use (game, WG_TOKEN_TRUCE, &move, NULL);
  g_assert_nonnull (used->game);
  g_assert_cmpint (discovery (used->game, BLUE, 0)->round, ==, 1);
  g_assert_true (wg_game_has_truce (used->game, BLUE));
  /* Red attacks blue's ships on V1 from O1 at 4X: refused by the truce. */
  wg_move_init (&attack, WG_ACTION_SKIRMISH, RED, 4, FALSE);
  wg_move_add_group (&attack, wg_test_cell (game, "O1"), 1);
  attack.to = wg_test_cell (game, "V1");
  j = wg_test_judge (game, &attack);
  g_assert_cmpint (j.verdict, !=, WG_VERDICT_TRUCE);
  j = wg_test_judge (used->game, &attack);
  wg_test_assert_verdict (j.verdict, WG_VERDICT_TRUCE);
  used->game->round = 2; /* the next round: no truce */
  g_assert_false (wg_game_has_truce (used->game, BLUE));
}

/* Tie-break (R-EXP-10): blue has no marker; a colony-arctic token counts 1
 * and a copy-planet put on J1 (red's Outpost) does not count for blue:
 * 1 controlled planet. Red: J1 = 1. Exploration VP: 2 tokens = 2. */
static void
test_tiebreak (void)
{
  g_autoptr (WgGame) game = holding ("colony-arctic");
  g_autoptr (WgOutcome) copied = NULL;
  WgDiscovery copy = { WG_TOKEN_COPY_PLANET, FALSE, -1, 0 };
  WgScore     score;
  WgMove      move;

  g_array_append_val (game->players[BLUE].discoveries, copy);
  wg_move_init (&move, WG_ACTION_DRAW, BLUE, 1, FALSE);
  move.to = wg_test_cell (game, "J1");
  copied = wg_token_use (game, WG_TOKEN_COPY_PLANET, &move, NULL);
  g_assert_cmpint (discovery (copied->game, BLUE, 1)->at, ==, wg_test_cell (game, "J1"));
  wg_score_compute (copied->game, NULL, &score);
  g_assert_cmpint (score.lines[BLUE].controlled_planets, ==, 1);
  g_assert_cmpint (score.lines[RED].controlled_planets, ==, 1);
  g_assert_cmpint (score.lines[BLUE].exploration, ==, 2);
  /* With blue's own Outpost on J1, the copy counts too: J1 + colony + copy. */
  copied->game->stacks[wg_test_cell (game, "J1")].marker_owner = BLUE;
  wg_score_compute (copied->game, NULL, &score);
  g_assert_cmpint (score.lines[BLUE].controlled_planets, ==, 3);
}

/* The file: everything written reads back the same (the tiles, the tokens,
 * the box, voided planets, added trade icons, discoveries). */
static void
test_round_trip (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *more[] = { "J1", NULL };
  g_autoptr (WgGame) after = explore_keep (game, "void-planet", more);
  g_autofree char *first = NULL, *second = NULL;
  g_autoptr (WgGame) again = NULL;
  g_autoptr (GError) error = NULL;

  after->stacks[wg_test_cell (after, "O1")].explore |= WG_EXPLORE_TRADE_ICON;
  after->players[BLUE].secret_technologies = 2;
  first = wg_game_to_data (after, NULL);
  again = wg_game_load_from_data (first, strlen (first), &error);
  g_assert_no_error (error);
  second = wg_game_to_data (again, NULL);
  g_assert_cmpstr (first, ==, second);
  g_assert_nonnull (strstr (first, "\"voided\""));
  g_assert_nonnull (strstr (first, "\"trade_icons\""));
  g_assert_nonnull (strstr (first, "\"tiles\""));
  g_assert_nonnull (strstr (first, "\"void-planet\""));
  g_assert_cmpuint (wg_board_get_n_tiles (again->board), ==, 2);
}

/* Refused files name the JSON path of the problem. */
static void
test_refused (void)
{
  static const struct
  {
    const char *from, *to, *path;
  } cases[] = {
    { "\"D1\": 2,", "\"D1\": 3,", "exploration.planets.D1" },
    { "\"box\": 20", "\"box\": 20, \"trade_icons\": [\"V1\"]", "exploration.trade_icons[0]" },
    { "\"box\": 20", "\"box\": 20, \"voided\": [\"J1\"]", "exploration.voided[0]" },
    { "\"box\": 20", "\"box\": 20, \"voided\": [\"gate-red\"]", "exploration.voided[0]" },
    { "\"side\": \"A\",", "\"side\": \"A\", \"discoveries\": [{\"token\": \"magic\"}],",
      "players[0].discoveries[0].token" },
    { "[[2, 0], [3, 0], [4, -1]]", "[[2, 0], [3, 0], [9, 9]]", "board.tiles[1].cells[2]" },
    { "[[2, 0], [3, 0], [4, -1]]", "[[2, 0], [3, 0], [0, 0]]", "board.tiles[1].cells[2]" },
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "explore.json", NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) changed = g_string_new (text);
      g_autoptr (WgGame) game = NULL;
      g_autoptr (GError) error = NULL;

      g_assert_cmpuint (g_string_replace (changed, cases[i].from, cases[i].to, 1), ==, 1);
      game = wg_game_load_from_data (changed->str, changed->len, &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].path) == NULL)
        g_error ("case %u: “%s” does not name %s", i, error->message, cases[i].path);
    }
}

/* battle-promote (R-EXP-5, R-MOVE-13): the card kept is the card played
 * (wg_token_battle_promote_card), explore-held.json: Ana (blue) holds an
 * unused battle-promote and no Tactics; the Promotion deck, top first,
 * holds advanced x3, advanced x1. The token is a Promote at 2X: both are
 * revealed and Ana is asked which to keep ("promote-keep": "advanced:x3",
 * "advanced:x1"); she keeps the second (x1): her Tactics now hold it, last,
 * and it is her card in this battle; the token's step names it. With an x4 of her own already in
 * her Tactics, the card is still the x1 kept, not the x4. With the
 * Promotion deck and its discard empty nothing is kept: no card (NULL),
 * though her Tactics hold the x4. */
static void
test_battle_promote_card (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore-held.json");
  int             blue = wg_test_player (game, "blue");
  WgTactic        own = { NULL, NULL, WG_TACTIC_BASIC, TRUE, 4 };
  WgMove          move;
  const WgTactic *kept;
  g_autoptr (WgAnswers) keep_second = wg_answers_new ();

  wg_move_init (&move, WG_ACTION_PROMOTE, blue, 2, FALSE);
  wg_answers_add_choice (keep_second, "advanced:x1");
  {
    g_autoptr (WgOutcome) asked = wg_token_use (game, WG_TOKEN_BATTLE_PROMOTE, &move, NULL);
    g_autoptr (WgOutcome) used = wg_token_use (game, WG_TOKEN_BATTLE_PROMOTE, &move, keep_second);

    g_assert_null (asked->game);
    g_assert_cmpstr (asked->question->id, ==, "promote-keep");
    g_assert_cmpuint (asked->question->options->len, ==, 2);
    g_assert_true (wg_question_has_option (asked->question, "advanced:x3"));
    g_assert_true (wg_question_has_option (asked->question, "advanced:x1"));
    g_assert_nonnull (used->game);
    kept = wg_token_battle_promote_card (game, used->game, blue);
    g_assert_nonnull (kept);
    g_assert_cmpint (kept->multiplier, ==, 1);
    g_assert_nonnull (strstr (used->description, "Ana chooses an Advanced Tactics card ×1 of the "
                                                 "2 cards revealed"));
  }
  g_array_append_val (game->players[blue].tactics, own);
  wg_answers_rewind (keep_second);
  {
    g_autoptr (WgOutcome) used = wg_token_use (game, WG_TOKEN_BATTLE_PROMOTE, &move, keep_second);

    g_assert_nonnull (used->game);
    g_assert_cmpuint (used->game->players[blue].tactics->len, ==, 2);
    kept = wg_token_battle_promote_card (game, used->game, blue);
    g_assert_nonnull (kept);
    g_assert_cmpint (kept->multiplier, ==, 1);
  }
  g_array_set_size (game->promotion_deck.cards, 0);
  g_array_set_size (game->promotion_discard, 0);
  {
    g_autoptr (WgOutcome) used = wg_token_use (game, WG_TOKEN_BATTLE_PROMOTE, &move, NULL);

    g_assert_nonnull (used->game);
    g_assert_cmpuint (used->game->players[blue].tactics->len, ==, 1);
    g_assert_null (wg_token_battle_promote_card (game, used->game, blue));
  }
}

/* R-EXP-3: who holds which token unused (wg_game_holds_token),
 * explore-held.json: Ana (blue) holds battle-promote unused: yes; her
 * promote is used: no; red holds only refresh-trade-goods: no
 * battle-promote. Once her battle-promote is used (wg_token_use): no. */
static void
test_holds_token (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore-held.json");
  int    blue = wg_test_player (game, "blue"), red = wg_test_player (game, "red");
  WgMove move;
  g_autoptr (WgAnswers) keep_first = wg_answers_new ();

  g_assert_true (wg_game_holds_token (game, blue, WG_TOKEN_BATTLE_PROMOTE));
  g_assert_false (wg_game_holds_token (game, blue, WG_TOKEN_PROMOTE));
  g_assert_false (wg_game_holds_token (game, red, WG_TOKEN_BATTLE_PROMOTE));
  g_assert_true (wg_game_holds_token (game, red, WG_TOKEN_REFRESH_TRADE_GOODS));
  wg_move_init (&move, WG_ACTION_PROMOTE, blue, 2, FALSE);
  wg_answers_add_choice (keep_first, "advanced:x3");
  {
    g_autoptr (WgOutcome) used = wg_token_use (game, WG_TOKEN_BATTLE_PROMOTE, &move, keep_first);

    g_assert_nonnull (used->game);
    g_assert_false (wg_game_holds_token (used->game, blue, WG_TOKEN_BATTLE_PROMOTE));
  }
}

/* Whether a token may be used now, outside a battle (wg_token_judge),
 * explore.json: round 1, turn 2, blue first and active, nothing done.
 *  - reinforce held by blue: her turn, so ok; with red active: not now,
 *    "Only during your turn" (R-EXP-3); red holds none: no-token;
 *  - truce: turn 2 is not the start of the round, not now; on turn 1 ok;
 *  - extra-vp and colony-desert: never used, not now;
 *  - lost-ship (immediate, resolved when kept): not now;
 *  - copy-planet: at any time, ok even on red's turn;
 *  - battle-promote, held: the battle offers it, not now (R-EXP-5). */
static void
assert_token_judge (const WgGame *game,
                    int           player,
                    const char   *token,
                    WgVerdict     verdict,
                    const char   *ruling,
                    const char   *why)
{
  WgToken     t;
  const char *r = "unset", *w = "unset";

  g_assert_true (wg_token_from_string (token, &t));
  wg_test_assert_verdict (wg_token_judge (game, player, t, &r, &w), verdict);
  g_assert_cmpstr (r, ==, ruling);
  g_assert_cmpstr (w, ==, why);
}

static void
test_token_judge (void)
{
  g_autoptr (WgGame) reinforce = holding ("reinforce");
  g_autoptr (WgGame) truce = holding ("truce");
  g_autoptr (WgGame) extra = holding ("extra-vp");
  g_autoptr (WgGame) colony = holding ("colony-desert");
  g_autoptr (WgGame) lost = holding ("lost-ship");
  g_autoptr (WgGame) copy = holding ("copy-planet");
  g_autoptr (WgGame) battle = holding ("battle-promote");
  const char *turn = "Only during your turn (R-EXP-3)";
  const char *never = "Never used: it counts by itself at the end of the game (R-EXP-3)";

  assert_token_judge (reinforce, BLUE, "reinforce", WG_VERDICT_OK, NULL, NULL);
  assert_token_judge (reinforce, RED, "reinforce", WG_VERDICT_NO_TOKEN, "R-EXP-3",
                      "Not held, or used already (R-EXP-3)");
  reinforce->active = RED;
  assert_token_judge (reinforce, BLUE, "reinforce", WG_VERDICT_NOT_NOW, "R-EXP-3", turn);
  assert_token_judge (truce, BLUE, "truce", WG_VERDICT_NOT_NOW, "R-EXP-3",
                      "Only at the start of a round, before any action (R-EXP-3)");
  truce->turn = 1;
  assert_token_judge (truce, BLUE, "truce", WG_VERDICT_OK, NULL, NULL);
  assert_token_judge (extra, BLUE, "extra-vp", WG_VERDICT_NOT_NOW, "R-EXP-3", never);
  assert_token_judge (colony, BLUE, "colony-desert", WG_VERDICT_NOT_NOW, "R-EXP-3", never);
  assert_token_judge (lost, BLUE, "lost-ship", WG_VERDICT_NOT_NOW, "R-EXP-3",
                      "Resolved when it was kept (R-EXP-3)");
  copy->active = RED;
  assert_token_judge (copy, BLUE, "copy-planet", WG_VERDICT_OK, NULL, NULL);
  assert_token_judge (battle, BLUE, "battle-promote", WG_VERDICT_NOT_NOW, "R-EXP-5",
                      "The battle window offers it, before the cards (R-EXP-5)");
}

/* deploy-3 (R-EXP-5, R-MOVE-9): the most ships it deploys
 * (wg_token_deploy_most), explore-held.json: blue owns 12 ships (the
 * default) with 5 on the board (3 on V1, 1 on her Warpgate, 1 on A1), a
 * supply of 7: 3. With 6 owned, a supply of 1: 1. With 5 owned, none in
 * the supply: 0. Red, 3 on the board of 12: 3. */
static void
test_deploy_most (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore-held.json");
  int blue = wg_test_player (game, "blue"), red = wg_test_player (game, "red");

  g_assert_cmpint (wg_token_deploy_most (game, blue), ==, 3);
  g_assert_cmpint (wg_token_deploy_most (game, red), ==, 3);
  game->players[blue].ships_total = 6;
  g_assert_cmpint (wg_token_deploy_most (game, blue), ==, 1);
  game->players[blue].ships_total = 5;
  g_assert_cmpint (wg_token_deploy_most (game, blue), ==, 0);
}

/* ---- What the history says (the outcome's description) ---- */

/* The history's sentence names the token kept and the one put back, and
 * what an immediate one did, after the Recon's own sentence; the CLI
 * prints the same sentence. */
static void
test_history_keep (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *reveals[] = { "truce", NULL };
  const char *choices[] = { "keep", NULL };
  g_autoptr (WgOutcome) outcome = recon (game, 1, "D1", reveals, choices);

  g_assert_nonnull (outcome->game);
  g_assert_cmpstr (outcome->description, ==,
                   "Ana: Recon 1 ship from V1 → D1 (1X). Ana keeps Truce; the second token goes back "
                   "to the box unseen (R-EXP-2).");
}

/* Put back: lost-ship returned, trade-good (the second) kept and resolved:
 * the pool 4 → 3. */
static void
test_history_second (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *reveals[] = { "lost-ship", "trade-good", NULL };
  const char *choices[] = { "second", NULL };
  g_autoptr (WgOutcome) outcome = recon (game, 1, "D1", reveals, choices);

  g_assert_nonnull (outcome->game);
  g_assert_cmpstr (outcome->description, ==,
                   "Ana: Recon 1 ship from V1 → D1 (1X). Ana returns Lost Ship to the box and keeps "
                   "the second token, Trade Good (R-EXP-2). Ana takes a Trade Good (3 left) and "
                   "discards the token.");
}

/* One token left on D1: nothing to choose, and the sentence still names
 * it. */
static void
test_history_last (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *reveals[] = { "extra-vp", NULL };
  g_autoptr (WgOutcome) outcome = NULL;

  game->stacks[wg_test_cell (game, "D1")].tokens = 1;
  outcome = recon (game, 1, "D1", reveals, NULL);
  g_assert_nonnull (outcome->game);
  g_assert_cmpstr (outcome->description, ==,
                   "Ana: Recon 1 ship from V1 → D1 (1X). Ana keeps Extra VP, the last token on D1 "
                   "(R-EXP-2).");
}

/* pass-objectives with one Objective each (blue's oceanic taken away):
 * nobody is asked, and the sentence says who passed what — blue's desert
 * to red, red's jungle to blue (R-EXP-7). */
static void
test_history_pass (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgGame) after = NULL;
  const char *reveals[] = { "pass-objectives", NULL };
  const char *choices[] = { "keep", NULL };
  g_autoptr (WgOutcome) outcome = NULL;

  g_array_remove_index (game->players[BLUE].objectives, 1);
  outcome = recon (game, 1, "D1", reveals, choices);
  g_assert_null (outcome->question);
  g_assert_nonnull (outcome->game);
  g_assert_true (g_str_has_suffix (outcome->description,
                                   " Ana passes their Desert Objective to red. red passes their "
                                   "Jungle Objective to Ana."));
  after = wg_outcome_steal_game (outcome);
  g_assert_cmpint (g_array_index (after->players[BLUE].objectives, WgObjective, 0).type, ==,
                   WG_PLANET_JUNGLE);
}

/* A held token used: the sentence names it and what it did (technology:
 * the jungle one, the first available, taken). */
static void
test_history_use (void)
{
  g_autoptr (WgGame) game = holding ("technology");
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) outcome = NULL;
  WgMove move;

  wg_answers_add_choice (answers, "0");
  wg_move_init (&move, WG_ACTION_DRAW, BLUE, 1, FALSE);
  outcome = wg_token_use (game, WG_TOKEN_TECHNOLOGY, &move, answers);
  g_assert_nonnull (outcome->game);
  g_assert_cmpstr (outcome->description, ==,
                   "Ana uses the Technology discovery token. Ana takes the Jungle Technology.");
}

/* R-EXP-8 on a board whose file records no tiles
 * (tests/data/explore-no-tiles.json: explore.json without "tiles"): the
 * tile does not turn — D1 stays at (1,0), range D1 → O1 stays 1 — and the
 * sentence says so and what the table does. On explore.json, A1 lies on
 * no recorded tile: said too. */
static void
test_rotate_no_tiles (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore-no-tiles.json");
  const char *reveals[] = { "rotate-tile-cw", NULL };
  const char *choices[] = { "keep", NULL };
  g_autoptr (WgOutcome) outcome = recon (game, 1, "D1", reveals, choices);
  g_autoptr (WgGame) tiled = wg_test_load_game ("explore.json");
  g_autoptr (WgOutcome) outside = wg_outcome_new ();
  int d1 = wg_test_cell (game, "D1"), o1 = wg_test_cell (game, "O1");

  g_assert_nonnull (outcome->game);
  g_assert_true (wg_hex_equal (wg_board_get_cell (outcome->game->board, d1)->hex,
                               (WgHex) { 1, 0 }));
  g_assert_cmpint (wg_range_between (outcome->game, d1, o1, NULL), ==, 1);
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-EXP-8"));
  g_assert_true (g_str_has_suffix (outcome->description,
                                   "This board records no tiles, so the tile holding D1 cannot "
                                   "turn (R-EXP-8): leave it as it lies at the table, so that "
                                   "the table and the app agree. A board laid out from tiles, or "
                                   "grouped in the board editor, can turn."));
  wg_explore_rotate_tile (tiled, wg_test_cell (tiled, "A1"), -1, outside);
  g_assert_cmpuint (outside->told->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (outside->told, 0), ==,
                   "A1 is on no tile this board records, so it cannot turn (R-EXP-8): leave its "
                   "tile as it lies at the table, so that the table and the app agree.");
}

/* ---- Long questions: grouped, and saying what each option is ---- */

/* The token turned over: 28 options, the held ones first (16: R-EXP-5's
 * H tokens, colony-TYPE being 5), then the 12 immediate ones, each labelled
 * with its name and its text. */
static void
test_question_groups (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  g_autoptr (WgOutcome) first = recon (game, 1, "D1", NULL, NULL);
  const GPtrArray *options = first->question->options;
  guint            held = 0;

  g_assert_cmpuint (options->len, ==, 28);
  for (guint i = 0; i < options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (options, i);
      WgToken         t;

      g_assert_true (wg_token_from_string (o->id, &t));
      g_assert_cmpstr (o->group, ==, wg_token_is_held (t) ? "Held tokens" : "Immediate tokens");
      g_assert_nonnull (strstr (o->label, wg_token_text (t)));
      if (wg_token_is_held (t))
        g_assert_cmpuint (i, ==, held++);
    }
  g_assert_cmpuint (held, ==, 16);
}

/* "Which planet is voided?" on explore.json after blue's Recon onto D1:
 * D1, J1, V1, O1, X1, A1, grouped by type in the order desert, jungle,
 * volcanic, oceanic, arctic, Ancients, each said as the board says it
 * (issue 30): the id and type, the printed trade icon and the sector
 * after commas, then the tokens left, the ships and the marker, by whom. */
static void
test_question_planets (void)
{
  g_autoptr (WgGame) game = wg_test_load_game ("explore.json");
  const char *reveals[] = { "void-planet", NULL };
  const char *choices[] = { "keep", NULL };
  g_autoptr (WgOutcome) asked = recon (game, 1, "D1", reveals, choices);
  static const char *const expected[][3] = {
    { "D1", "D1 — Desert planet, Sector S1; 1 ship of Ana", "Desert" },
    { "J1", "J1 — Jungle planet, Sector S1; 2 discovery tokens; Outpost of red", "Jungle" },
    { "V1", "V1 — Volcanic planet, Trade icon; 2 ships of Ana", "Volcanic" },
    { "O1", "O1 — Oceanic planet, Sector S2; 2 discovery tokens; 2 ships of red", "Oceanic" },
    { "A1", "A1 — Arctic planet, Trade icon", "Arctic" },
    { "X1", "X1 — Ancients homeworld planet; 2 discovery tokens", "Ancients homeworld" },
  };

  g_assert_cmpstr (asked->question->id, ==, "void-planet");
  g_assert_cmpuint (asked->question->options->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const WgOption *o = g_ptr_array_index (asked->question->options, i);

      g_assert_cmpstr (o->id, ==, expected[i][0]);
      g_assert_cmpstr (o->label, ==, expected[i][1]);
      g_assert_cmpstr (o->group, ==, expected[i][2]);
    }
}

/* One count of tokens held (R-EXP-4, R-EXP-9): 1 counted but not named
 * plus 2 discoveries, one used = 3; the score is 3 + 1 for extra-vp. */
static void
test_tokens_held (void)
{
  g_autoptr (WgGame) game = holding ("extra-vp");
  WgDiscovery d = { WG_TOKEN_TRUCE, TRUE, -1, 1 };

  g_array_append_val (game->players[BLUE].discoveries, d);
  game->players[BLUE].exploration_tokens = 1;
  g_assert_cmpint (wg_explore_tokens_held (&game->players[BLUE]), ==, 3);
  g_assert_cmpint (wg_explore_vp (&game->players[BLUE]), ==, 4);
  g_assert_cmpint (wg_explore_tokens_held (&game->players[RED]), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/explore/R-EXP-1/setup", test_setup);
  g_test_add_func ("/wg/explore/R-EXP-2/questions", test_questions);
  g_test_add_func ("/wg/explore/R-EXP-2/keep", test_keep);
  g_test_add_func ("/wg/explore/R-EXP-2/second", test_second);
  g_test_add_func ("/wg/explore/R-EXP-2/only-recon", test_only_recon);
  g_test_add_func ("/wg/explore/R-EXP-5/lost-ship", test_lost_ship);
  g_test_add_func ("/wg/explore/R-EXP-5/trade-good", test_trade_good);
  g_test_add_func ("/wg/explore/R-EXP-5/objective", test_objective);
  g_test_add_func ("/wg/explore/R-EXP-5/trade-icon", test_trade_icon);
  g_test_add_func ("/wg/explore/R-EXP-6/void-planet", test_void_planet);
  g_test_add_func ("/wg/explore/R-EXP-5/flip-faction", test_flip_faction);
  g_test_add_func ("/wg/explore/R-EXP-7/pass-objectives", test_pass_objectives);
  g_test_add_func ("/wg/explore/R-EXP-7/pass-technologies", test_pass_technologies);
  g_test_add_func ("/wg/explore/R-EXP-10/secret-technology", test_secret_technology);
  g_test_add_func ("/wg/explore/R-EXP-5/two-more", test_two_more);
  g_test_add_func ("/wg/explore/R-EXP-8/rotate-cw", test_rotate);
  g_test_add_func ("/wg/explore/R-EXP-8/rotate-ccw", test_rotate_ccw);
  g_test_add_func ("/wg/explore/R-EXP-3/reinforce", test_use_reinforce);
  g_test_add_func ("/wg/explore/R-EXP-3/not-now", test_use_not_now);
  g_test_add_func ("/wg/explore/R-EXP-5/refresh-trade-goods", test_use_refresh);
  g_test_add_func ("/wg/explore/R-EXP-5/deploy-3", test_use_deploy_3);
  g_test_add_func ("/wg/explore/R-EXP-5/promote", test_use_promote);
  g_test_add_func ("/wg/explore/R-EXP-5/technology", test_use_technology);
  g_test_add_func ("/wg/explore/R-EXP-5/truce", test_truce);
  g_test_add_func ("/wg/explore/R-EXP-10/tiebreak", test_tiebreak);
  g_test_add_func ("/wg/explore/R-EXP-5/battle-promote-card", test_battle_promote_card);
  g_test_add_func ("/wg/explore/R-EXP-3/holds-token", test_holds_token);
  g_test_add_func ("/wg/explore/R-EXP-5/deploy-most", test_deploy_most);
  g_test_add_func ("/wg/explore/R-EXP-3/token-judge", test_token_judge);
  g_test_add_func ("/wg/explore/R-EXP-2/history-keep", test_history_keep);
  g_test_add_func ("/wg/explore/R-EXP-2/history-second", test_history_second);
  g_test_add_func ("/wg/explore/R-EXP-2/history-last", test_history_last);
  g_test_add_func ("/wg/explore/R-EXP-7/history-pass", test_history_pass);
  g_test_add_func ("/wg/explore/R-EXP-3/history-use", test_history_use);
  g_test_add_func ("/wg/explore/R-EXP-8/no-tiles", test_rotate_no_tiles);
  g_test_add_func ("/wg/explore/R-EXP-5/question-groups", test_question_groups);
  g_test_add_func ("/wg/explore/R-EXP-6/question-planets", test_question_planets);
  g_test_add_func ("/wg/explore/R-EXP-4/tokens-held", test_tokens_held);
  g_test_add_func ("/wg/explore/file/round-trip", test_round_trip);
  g_test_add_func ("/wg/explore/file/refused", test_refused);
  return g_test_run ();
}
