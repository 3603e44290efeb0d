/* test-cli-odds-unnamed.c — warpgate-cli odds with a Tactics card the game file does not name
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/battle-unnamed-hero.json: a game without factions entered,
 * blue's 2 ships on D1 attack red's 3 on J1; each holds Heroic Sacrifice
 * or Heavy Resistance, Pitched Battle and a Hero without a name or
 * multiplier (the app's battle dialog names it "blue’s Hero").
 */
#include "config.h"

#include "wg-test-cli-run.h"

/* The Hero without a name is refused as before (exit 4), but the message
 * says which card it is (the 3rd of blue's list, a Hero) and what to do —
 * never to enter it in the card catalog, which cannot name it. Given as
 * xN in the pile, the odds answer: with blue's Hero ×4 and red's ×3, blue
 * wins 8/9 (as the app's dialog, test-app-battle-fit.c). */
static void
test_odds_unnamed_card (void)
{
  g_auto (Run) refused = { 0 }, answered = { 0 };

  run_cli (&refused, "odds", "@battle-unnamed-hero.json", "--attacker", "blue", "--from", "D1",
           "--at", "J1", NULL);
  g_assert_cmpint (refused.status, ==, 4);
  g_assert_nonnull (strstr (refused.err, "blue’s Tactics: the multiplier of a Hero card without "
                                         "a name (card 3 of the list) is not known"));
  g_assert_null (strstr (refused.err, "card catalog"));
  g_assert_nonnull (strstr (refused.err, "xN"));

  run_cli (&answered, "odds", "@battle-unnamed-hero.json", "--attacker", "blue", "--from", "D1",
           "--at", "J1", "--attacker-pile", "heroic-sacrifice,pitched-battle,x4",
           "--defender-pile", "heavy-resistance,pitched-battle,x3", NULL);
  g_assert_cmpint (answered.status, ==, 0);
  g_assert_nonnull (strstr (answered.out, "Chance that blue wins: 8/9 (88.89%)"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/cli/odds-unnamed-card", test_odds_unnamed_card);
  return g_test_run ();
}
