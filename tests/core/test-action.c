/* test-action.c — the twelve actions: which choices on the board each asks for
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expectations are read off the rules by hand: the movement actions
 * (R-MOVE-4…7) and Trade (R-MOVE-8) start from origins; Reinforce
 * (R-MOVE-9) and Control (R-CTRL-2) take up to X locations in order;
 * Promote and Draw take cards only; Research (R-MOVE-10) and Warp-in
 * (R-MOVE-9) are none of these.
 */
#include "wg-action.h"

typedef struct
{
  WgAction action;
  gboolean origins;
  gboolean targets;
  gboolean no_location;
} Expected;

static const Expected expected[] = {
  { WG_ACTION_RECON, TRUE, FALSE, FALSE },
  { WG_ACTION_MANEUVER, TRUE, FALSE, FALSE },
  { WG_ACTION_SKIRMISH, TRUE, FALSE, FALSE },
  { WG_ACTION_ADVANCE, TRUE, FALSE, FALSE },
  { WG_ACTION_CONCENTRATE, TRUE, FALSE, FALSE },
  { WG_ACTION_TRADE, TRUE, FALSE, FALSE },
  { WG_ACTION_RESEARCH, FALSE, FALSE, FALSE },
  { WG_ACTION_WARP_IN, FALSE, FALSE, FALSE },
  { WG_ACTION_REINFORCE, FALSE, TRUE, FALSE },
  { WG_ACTION_CONTROL, FALSE, TRUE, FALSE },
  { WG_ACTION_PROMOTE, FALSE, FALSE, TRUE },
  { WG_ACTION_DRAW, FALSE, FALSE, TRUE },
};

/* Every action once, each with its own answer. */
static void
test_choices (void)
{
  G_STATIC_ASSERT (G_N_ELEMENTS (expected) == WG_N_ACTIONS);

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const Expected *e = &expected[i];

      g_test_message ("%s", wg_action_to_string (e->action));
      g_assert_cmpint (e->action, ==, (WgAction) i);
      g_assert_cmpint (wg_action_has_origins (e->action), ==, e->origins);
      g_assert_cmpint (wg_action_uses_targets (e->action), ==, e->targets);
      g_assert_cmpint (wg_action_needs_no_location (e->action), ==, e->no_location);
    }
}

/* Trade has origins but does not move as the movement actions do; Reinforce
 * deploys but is not a movement. */
static void
test_origins_beyond_movement (void)
{
  g_assert_false (wg_action_is_movement (WG_ACTION_TRADE));
  g_assert_true (wg_action_has_origins (WG_ACTION_TRADE));
  g_assert_false (wg_action_is_movement (WG_ACTION_REINFORCE));
  g_assert_false (wg_action_has_origins (WG_ACTION_REINFORCE));
}

/* "3X as 1X, or 0X": 0X is the weakest, 4X (the last slot) the strongest;
 * Recon reaches 2X, and a Trade Good adds 1 before the doubling (R-RANGE-6). */
static void
test_multipliers (void)
{
  g_assert_cmpint (WG_X_MIN, ==, 0);
  g_assert_cmpint (WG_X_MAX, ==, 4);
  g_assert_cmpint (wg_action_range_limit (WG_ACTION_RECON, WG_X_MAX, FALSE), ==, 8);
  g_assert_cmpint (wg_action_range_limit (WG_ACTION_RECON, WG_X_MAX, TRUE), ==, 10);
  g_assert_cmpint (wg_action_range_limit (WG_ACTION_ADVANCE, WG_X_MIN, FALSE), ==, 0);
  g_assert_cmpint (wg_action_range_limit (WG_ACTION_ADVANCE, WG_X_MIN, TRUE), ==, 1);
}

/* The rulings a list of legal moves cites (wg_action_rulings): Advance is a
 * movement (R-MOVE-1…3), its own rule R-MOVE-6, and measured in range
 * (R-RANGE-1, R-RANGE-6): 6 ids. Trade moves no ships: R-MOVE-8 and the
 * range's two, 3 ids. Reinforce is no movement and no range: R-MOVE-9 and
 * R-MOVE-12. Draw cites none. */
static void
test_rulings (void)
{
  static const char *const advance[] = { "R-MOVE-1", "R-MOVE-2", "R-MOVE-3",
                                         "R-MOVE-6", "R-RANGE-1", "R-RANGE-6" };
  WgRulingList             rulings = { 0 };

  wg_action_rulings (WG_ACTION_ADVANCE, &rulings);
  g_assert_cmpuint (rulings.n, ==, G_N_ELEMENTS (advance));
  for (guint i = 0; i < G_N_ELEMENTS (advance); i++)
    g_assert_true (wg_ruling_list_contains (&rulings, advance[i]));

  rulings = (WgRulingList) { 0 };
  wg_action_rulings (WG_ACTION_TRADE, &rulings);
  g_assert_cmpuint (rulings.n, ==, 3);
  g_assert_true (wg_ruling_list_contains (&rulings, "R-MOVE-8"));
  g_assert_false (wg_ruling_list_contains (&rulings, "R-MOVE-1"));

  rulings = (WgRulingList) { 0 };
  wg_action_rulings (WG_ACTION_REINFORCE, &rulings);
  g_assert_cmpuint (rulings.n, ==, 2);
  g_assert_true (wg_ruling_list_contains (&rulings, "R-MOVE-9"));
  g_assert_true (wg_ruling_list_contains (&rulings, "R-MOVE-12"));

  rulings = (WgRulingList) { 0 };
  wg_action_rulings (WG_ACTION_DRAW, &rulings);
  g_assert_cmpuint (rulings.n, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/action/choices", test_choices);
  g_test_add_func ("/wg/action/origins-beyond-movement", test_origins_beyond_movement);
  g_test_add_func ("/wg/action/R-RANGE-6/multipliers", test_multipliers);
  g_test_add_func ("/wg/action/rulings", test_rulings);
  return g_test_run ();
}
