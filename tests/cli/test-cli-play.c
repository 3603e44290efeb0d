/* test-cli-play.c — warpgate-cli apply, battle --apply, end-turn, --output
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The commands that change a game (docs/cli.md, "Playing a whole game from
 * the command line"), run as a user runs them. tests/data/play-2p.json:
 *
 *   gate-blue(0,0)  P1(1,0)  ·(2,0)  P2(3,0)  ·(4,0)
 *                                    gate-red(3,1)   P4(4,-1)
 *
 * Ana (blue) has 3 ships on P1 and 1 on her Warpgate, red 2 on P2 and an
 * Outpost on P4; round 1, slot 2X, Ana to play. P1 → P2 crosses one empty
 * hex: range 1 (R-RANGE-1). gate-red (3,1) and P4 (4,-1) both touch P2:
 * range 0 from the battle planet.
 */

#include "wg-test-cli-run.h"

/* apply, an attack: Ana's Advance P1 → P2 with 2 ships at 2X reaches range
 * 1 ≤ X = 2 (R-RANGE-6) into red's ships: legal, stopped at the battle
 * (2 against 2), the ships not moved yet, and Ana has acted. Ids match
 * case-insensitively ("p1", "BLUE"), the answer keeps the file's "P1". */
static void
test_apply_attack (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, "apply", "@play-2p.json", "--color", "BLUE", "--action", "advance", "--x", "2",
           "--from", "p1:2", "--to", "P2", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "legal", "true");
  assert_json_at (run.out, "reason", "\"ok\"");
  assert_json_at (run.out, "choice", "null");
  assert_json_at (run.out, "battle",
                  "{\"at\":\"P2\",\"from\":\"P1\",\"attacker_ships\":2,\"defender\":\"red\","
                  "\"defender_ships\":2}");
  assert_json_at (run.out, "game.turn.acted", "true");
  g_assert_cmpint (ships_in (run.out, "P1", "blue"), ==, 3);
  g_assert_cmpint (ships_in (run.out, "P2", "red"), ==, 2);
  assert_json_at (run.out, "steps.0", "\"Ana: Advance 2 ships from P1 → P2 (2X)\"");
}

/* apply, illegal: a Recon cannot move into enemy ships (R-MOVE-2): the
 * answer says so with check's reason, exit 0, and the game is unchanged
 * (no "acted"). */
static void
test_apply_illegal (void)
{
  g_auto (Run) run = { 0 }, text = { 0 };

  run_cli (&run, "apply", "@play-2p.json", "--color", "blue", "--action", "recon", "--x", "1",
           "--from", "P1:1", "--to", "P2", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "legal", "false");
  assert_json_at (run.out, "reason", "\"enemy-ships\"");
  assert_json_at (run.out, "steps", "[]");
  assert_json_at (run.out, "battle", "null");
  assert_json_at (run.out, "game.turn.acted", "<absent>");
  g_assert_cmpint (ships_in (run.out, "P1", "blue"), ==, 3);
  g_assert_nonnull (strstr (run.out, "\"R-MOVE-2\""));

  run_cli (&text, "apply", "@play-2p.json", "--color", "blue", "--action", "recon", "--x", "1",
           "--from", "P1:1", "--to", "P2", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Rulings: "));
  g_assert_nonnull (strstr (text.out, "R-MOVE-2"));
}

/* Exit 5 ("not now"): red is not the active player; the message names
 * whose turn it is, with her name. Nothing is printed on standard
 * output. */
static void
test_apply_not_your_turn (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, "apply", "@play-2p.json", "--color", "red", "--action", "recon", "--x", "1",
           "--from", "P2:1", "--to", "P4", NULL);
  g_assert_cmpint (run.status, ==, 5);
  g_assert_nonnull (strstr (run.err, "it is Ana (blue)’s turn"));
  g_assert_cmpstr (run.out, ==, "");
}

/* Reinforce at 2X on gate-blue (1 ship: a Reinforce location, R-MOVE-12)
 * and P1: one ship each from the supply (12 − 4 = 8). --output writes the
 * same game as "game"; a second action in that turn exits 5; end-turn
 * passes to red at slot 2 (Ana was first: red plays slot 2 after her) and
 * clears "acted". */
static void
test_apply_output_and_end_turn (void)
{
  g_auto (Run) run = { 0 }, again = { 0 }, end = { 0 }, end_text = { 0 };
  g_autofree char *out = tmp_file ("after-reinforce.json");
  g_autofree char *ended = tmp_file ("after-end.json");
  g_autofree char *written = NULL, *game = NULL;
  json_object     *a, *b;

  run_cli (&run, "apply", "@play-2p.json", "--color", "blue", "--action", "reinforce", "--x",
           "2", "--to", "gate-blue", "--to", "P1", "--output", out, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "legal", "true");
  g_assert_cmpint (ships_in (run.out, "gate-blue", "blue"), ==, 2);
  g_assert_cmpint (ships_in (run.out, "P1", "blue"), ==, 4);
  g_assert_nonnull (strstr (run.out, "\"R-MOVE-9\""));
  g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
  game = json_at (run.out, "game");
  a = json_tokener_parse (written);
  b = json_tokener_parse (game);
  /* The file is the game answered, with its record: one step, this apply. */
  assert_json_at (written, "record.steps.0.command", "\"apply\"");
  assert_json_at (written, "record.steps.1", "null");
  json_object_object_del (a, "record");
  g_assert_true (json_object_equal (a, b));
  json_object_put (a);
  json_object_put (b);

  run_cli (&again, "apply", out, "--color", "blue", "--action", "draw", "--x", "1", NULL);
  g_assert_cmpint (again.status, ==, 5);
  g_assert_nonnull (strstr (again.err, "already taken this turn’s action"));

  run_cli (&end, "end-turn", out, "--output", ended, "--json", NULL);
  g_assert_cmpint (end.status, ==, 0);
  assert_json_at (end.out, "round_ended", "false");
  assert_json_at (end.out, "final_round", "false");
  assert_json_at (end.out, "game_over", "false");
  assert_json_at (end.out, "choice", "null");
  assert_json_at (end.out, "game.turn.active", "\"red\"");
  assert_json_at (end.out, "game.turn.turn", "2");
  assert_json_at (end.out, "game.turn.acted", "<absent>");
  g_assert_true (g_file_test (ended, G_FILE_TEST_EXISTS));

  /* No empty "Rulings:" line when the answer cites none. */
  run_cli (&end_text, "end-turn", out, NULL);
  g_assert_cmpint (end_text.status, ==, 0);
  g_assert_nonnull (strstr (end_text.out, "red to play"));
  g_assert_null (strstr (end_text.out, "Rulings:"));
}

/* battle --apply (R-BATTLE-1, R-WD-2, R-WD-3): Ana 2 ships × 3 = 6 beats
 * red 2 × 1 = 2. No card text destroys anything, so red's 2 ships
 * withdraw: gate-red and P4 (red's Outpost) are both at range 0 — a tie
 * the attacker, Ana, breaks: asked with "choice", the game unchanged;
 * --choose P4 applies it (Ana's 2 ships on P2, 1 left on P1, red's 2 on
 * P4); an answer that is not an option exits 2 and lists them. */
static void
test_battle_apply (void)
{
  g_auto (Run) asked = { 0 }, applied = { 0 }, bad = { 0 }, over = { 0 }, no_apply = { 0 };
  g_autofree char *over_file = variant ("play-2p.json", "\"active\": \"blue\"}",
                                        "\"active\": \"blue\", \"game_over\": true}");

  run_cli (&asked, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at",
           "P2", "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--json", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  assert_json_at (asked.out, "winner", "\"attacker\"");
  assert_json_at (asked.out, "steps", "[]");
  assert_json_at (asked.out, "choice.options.0.id", "\"gate-red\"");
  assert_json_at (asked.out, "choice.options.1.id", "\"P4\"");
  g_assert_cmpint (ships_in (asked.out, "P2", "red"), ==, 2);

  run_cli (&applied, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at",
           "P2", "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--choose", "p4",
           "--json", NULL);
  g_assert_cmpint (applied.status, ==, 0);
  assert_json_at (applied.out, "choice", "null");
  assert_json_at (applied.out, "steps.0",
                  "\"Battle at P2: Ana beats red, 6 to 2; Ana loses 0, red loses 0\"");
  g_assert_cmpint (ships_in (applied.out, "P2", "blue"), ==, 2);
  g_assert_cmpint (ships_in (applied.out, "P1", "blue"), ==, 1);
  g_assert_cmpint (ships_in (applied.out, "P2", "red"), ==, 0);
  g_assert_cmpint (ships_in (applied.out, "P4", "red"), ==, 2);

  run_cli (&bad, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at", "P2",
           "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--choose", "P1", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "gate-red, P4"));

  /* Once the game is over the core refuses the battle (wg_battle_judge_turn,
   * R-ROUND-2): exit 5 in its words, nothing written. */
  run_cli (&over, "battle", over_file, "--attacker", "blue", "--from", "P1:2", "--at", "P2",
           "--attacker-card", "x3", "--defender-card", "x1", "--apply", NULL);
  g_assert_cmpint (over.status, ==, 5);
  g_assert_cmpstr (over.err, ==, "warpgate-cli: No battle: the game is over.\n");
  g_assert_cmpstr (over.out, ==, "");

  /* --choose belongs to --apply. */
  run_cli (&no_apply, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at",
           "P2", "--attacker-card", "x3", "--defender-card", "x1", "--choose", "P4", NULL);
  g_assert_cmpint (no_apply.status, ==, 2);
}

/* A file that exists before a refused command is left byte for byte. */
static void
assert_file_is (const char *path,
                const char *want)
{
  g_autofree char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, want);
}

/* R-AI-1: the Gatekeepers' turn (red in ai-table.json) is the card they
 * play with ai-turn, never an apply: a Promote for them exits 5, saying
 * so, and writes nothing (it used to write their cards into a pile the
 * format does not give the AI, a file validate refuses). */
static void
test_apply_ai_turn (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *out = tmp_file ("ai-promote.json");

  g_assert_true (g_file_set_contents (out, "before", -1, NULL));
  run_cli (&run, "apply", "@ai-table.json", "--color", "red", "--action", "promote", "--x", "1",
           "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 5);
  g_assert_nonnull (strstr (run.err, "ai-turn (R-AI-1)"));
  g_assert_cmpstr (run.out, ==, "");
  assert_file_is (out, "before");
}

/* battle --apply judges the battle first (wg_battle_judge_turn): red
 * attacking on Ana's turn exits 5 (only the active player attacks); Ana
 * attacking red's ships on red's own Warpgate exits 5 with R-MOVE-3 (the
 * winner would stand on it). Nothing is written either time. Without
 * --apply the battle is still answered. */
static void
test_battle_apply_refused (void)
{
  g_auto (Run) out_of_turn = { 0 }, gate = { 0 }, asked = { 0 };
  g_autofree char *out = tmp_file ("battle-refused.json");

  g_assert_true (g_file_set_contents (out, "before", -1, NULL));
  run_cli (&out_of_turn, "battle", "@play-2p.json", "--attacker", "red", "--from", "P2", "--at",
           "P1", "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--output", out,
           NULL);
  g_assert_cmpint (out_of_turn.status, ==, 5);
  g_assert_nonnull (strstr (out_of_turn.err, "it is Ana’s turn"));
  g_assert_cmpstr (out_of_turn.out, ==, "");
  assert_file_is (out, "before");

  run_cli (&gate, "battle", "@battle-warpgate.json", "--attacker", "blue", "--from", "P1", "--at",
           "gate-red", "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--output",
           out, NULL);
  g_assert_cmpint (gate.status, ==, 5);
  g_assert_nonnull (strstr (gate.err, "the red Warpgate is another player’s Warpgate"));
  g_assert_nonnull (strstr (gate.err, "(R-MOVE-3)"));
  assert_file_is (out, "before");

  run_cli (&asked, "battle", "@battle-warpgate.json", "--attacker", "blue", "--from", "P1",
           "--at", "gate-red", "--attacker-card", "x3", "--defender-card", "x1", NULL);
  g_assert_cmpint (asked.status, ==, 0);
}

/* end-turn at the end of a round (R-ROUND-1, worked in test-round.c's
 * round-final.json): red's 4th turn of round 3 ends the round; the
 * available Technologies (desert, jungle) and Objectives (volcanic,
 * oceanic) differ, so nothing is revealed; the first player marker passes
 * to red; round 4 is not the last (decks 1 and 3, 2 Trade Goods,
 * R-ROUND-2). Marked as the final round, the same end of turn ends the
 * game; a game over exits 5 for end-turn and apply. */
static void
test_end_turn_round_and_game_over (void)
{
  g_auto (Run) round = { 0 }, last = { 0 }, over = { 0 }, over_apply = { 0 };
  g_autofree char *final = variant ("round-final.json", "\"active\": \"red\"",
                                    "\"active\": \"red\", \"final_round\": true");
  g_autofree char *ended = tmp_file ("game-over.json");

  run_cli (&round, "end-turn", "@round-final.json", "--json", NULL);
  g_assert_cmpint (round.status, ==, 0);
  assert_json_at (round.out, "round_ended", "true");
  assert_json_at (round.out, "final_round", "false");
  assert_json_at (round.out, "game_over", "false");
  assert_json_at (round.out, "game.turn.round", "4");
  assert_json_at (round.out, "game.turn.first_player", "\"red\"");
  assert_json_at (round.out, "rulings", "[\"R-ROUND-1\"]");

  run_cli (&last, "end-turn", final, "--output", ended, "--json", NULL);
  g_assert_cmpint (last.status, ==, 0);
  assert_json_at (last.out, "round_ended", "true");
  assert_json_at (last.out, "game_over", "true");

  run_cli (&over, "end-turn", ended, NULL);
  g_assert_cmpint (over.status, ==, 5);
  g_assert_nonnull (strstr (over.err, "the game is over"));
  run_cli (&over_apply, "apply", ended, "--color", "blue", "--action", "draw", "--x", "1", NULL);
  g_assert_cmpint (over_apply.status, ==, 5);
  g_assert_nonnull (strstr (over_apply.err, "the game is over"));
}

/* end-turn with a reveal (R-ROUND-1 step 1, R-DECK-2): both available
 * Technologies are volcanic and the deck's order is unknown, so the
 * revealed card is asked, with the five types and never "ancients"; an
 * answer of "ancients" exits 2 listing the options; "Arctic" is accepted
 * (options match case-insensitively) and the Objectives' reveal is asked
 * next. */
static void
test_end_turn_reveal (void)
{
  g_auto (Run) asked = { 0 }, bad = { 0 }, next = { 0 };

  run_cli (&asked, "end-turn", "@round-reveal-unknown.json", "--json", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  assert_json_at (asked.out, "choice.id", "\"reveal\"");
  assert_json_at (asked.out, "choice.options.4.id", "\"arctic\"");
  assert_json_at (asked.out, "choice.options.5", "null");
  assert_json_at (asked.out, "steps", "[]");
  assert_json_at (asked.out, "game.turn.round", "3");

  run_cli (&bad, "end-turn", "@round-reveal-unknown.json", "--reveal", "ancients", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "desert, jungle, volcanic, oceanic, arctic"));

  run_cli (&next, "end-turn", "@round-reveal-unknown.json", "--reveal", "Arctic", "--json",
           NULL);
  g_assert_cmpint (next.status, ==, 0);
  g_assert_nonnull (strstr (next.out, "Which Objective is laid out?"));
}

/* R-DECK-3 from the command line: moves-cards-reshuffled.json's Promotion
 * deck is {"unknown_order": [Ambush ×2, Sol Olo ×3, Ambush ×2]}. Blue's
 * Promote 1X asks which card, offering the two different ones (the two
 * Ambush once: options 0 and 1, no option 2); "advanced:Flank" is not in
 * the pile: exit 2, listing the options; "hero:Sol Olo" is taken whole
 * (×3), leaving 2 cards still in unknown order. */
static void
test_promote_reshuffled_reveal (void)
{
  g_auto (Run) asked = { 0 }, bad = { 0 }, taken = { 0 };

  run_cli (&asked, "apply", "@moves-cards-reshuffled.json", "--color", "blue", "--action",
           "promote", "--x", "1", "--json", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  assert_json_at (asked.out, "choice.id", "\"reveal\"");
  assert_json_at (asked.out, "choice.options.0.id", "\"advanced:Ambush\"");
  assert_json_at (asked.out, "choice.options.1.id", "\"hero:Sol Olo\"");
  assert_json_at (asked.out, "choice.options.2", "null");

  run_cli (&bad, "apply", "@moves-cards-reshuffled.json", "--color", "blue", "--action",
           "promote", "--x", "1", "--reveal", "advanced:Flank", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "advanced:Ambush"));
  g_assert_nonnull (strstr (bad.err, "hero:Sol Olo"));

  run_cli (&taken, "apply", "@moves-cards-reshuffled.json", "--color", "blue", "--action",
           "promote", "--x", "1", "--reveal", "hero:Sol Olo", "--json", NULL);
  g_assert_cmpint (taken.status, ==, 0);
  assert_json_at (taken.out, "game.players.0.tactics.2.multiplier", "3");
  assert_json_at (taken.out, "game.pools.promotion.deck.unknown_order.1.name", "\"Ambush\"");
  assert_json_at (taken.out, "game.pools.promotion.deck.unknown_order.2", "null");
}

/* R-MOVE-13 from the command line, tests/data/play-promote.json: Ana
 * (blue) to play on turn 3, the Promotion deck (known order) Sol Olo
 * (hero), Ambush, Flank (advanced), its discard Old Card. apply promote 3X
 * reveals the three and stops with "choice" "promote-keep", offering the
 * three by their reveal ids, the game unchanged (deck still 3, nothing
 * acted). --choose Ambush (the name alone, another case) keeps the second
 * card revealed: her Tactics 2 → 3, the third Ambush; the discard Old Card,
 * Sol Olo, Flank; the deck empty; the step names Ambush and says she chose
 * it. --choose Nothing is not an option: exit 2, listing them. */
static void
test_promote_choose (void)
{
  g_auto (Run) asked = { 0 }, kept = { 0 }, bad = { 0 };

  run_cli (&asked, "apply", "@play-promote.json", "--color", "blue", "--action", "promote",
           "--x", "3", "--json", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  assert_json_at (asked.out, "legal", "true");
  assert_json_at (asked.out, "choice.id", "\"promote-keep\"");
  assert_json_at (asked.out, "choice.options.0.id", "\"hero:Sol Olo\"");
  assert_json_at (asked.out, "choice.options.1.id", "\"advanced:Ambush\"");
  assert_json_at (asked.out, "choice.options.1.label", "\"Ambush (Advanced Tactics card)\"");
  assert_json_at (asked.out, "choice.options.2.id", "\"advanced:Flank\"");
  assert_json_at (asked.out, "choice.options.3", "null");
  assert_json_at (asked.out, "steps", "[]");
  assert_json_at (asked.out, "game.pools.promotion.deck.2.name", "\"Flank\"");
  assert_json_at (asked.out, "game.turn.acted", "<absent>");

  run_cli (&kept, "apply", "@play-promote.json", "--color", "blue", "--action", "promote", "--x",
           "3", "--choose", "ambush", "--json", NULL);
  g_assert_cmpint (kept.status, ==, 0);
  assert_json_at (kept.out, "choice", "null");
  assert_json_at (kept.out, "game.players.0.tactics.2.name", "\"Ambush\"");
  assert_json_at (kept.out, "game.players.0.tactics.3", "null");
  assert_json_at (kept.out, "game.pools.promotion.discard.0.name", "\"Old Card\"");
  assert_json_at (kept.out, "game.pools.promotion.discard.1.name", "\"Sol Olo\"");
  assert_json_at (kept.out, "game.pools.promotion.discard.2.name", "\"Flank\"");
  assert_json_at (kept.out, "game.pools.promotion.deck", "[]");
  assert_json_at (kept.out, "steps.0",
                  "\"Ana: Promote (3X). Ana chooses Ambush of the 3 cards revealed (Sol Olo, "
                  "Ambush, Flank) and shuffles it into their Tactics deck; the rest go to the "
                  "Promotion discard (R-MOVE-13).\"");
  g_assert_nonnull (strstr (kept.out, "\"R-MOVE-13\""));

  run_cli (&bad, "apply", "@play-promote.json", "--color", "blue", "--action", "promote", "--x",
           "3", "--choose", "Nothing", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "advanced:Ambush"));
}

/* R-MOVE-13: a choice with one possible answer is not asked. Promote 1X
 * takes Sol Olo alone: no "choice", and the step says what was taken.
 * With the catalog catalog-test.json completing the built-in one, a deck of
 * unknown cards (moves-cards-unknown.json) asks among the catalog's Hero
 * and Advanced cards by name (the built-in sol-olo, then test-hero,
 * test-advanced; then hero, advanced for a card it does not know); --reveal
 * "Test Hero" (its name) records the card whole: id test-hero, name Test
 * Hero, kind hero. */
static void
test_promote_one_and_catalog (void)
{
  g_auto (Run) one = { 0 }, asked = { 0 }, named = { 0 };

  run_cli (&one, "apply", "@play-promote.json", "--color", "blue", "--action", "promote", "--x",
           "1", "--json", NULL);
  g_assert_cmpint (one.status, ==, 0);
  assert_json_at (one.out, "choice", "null");
  assert_json_at (one.out, "steps.0",
                  "\"Ana: Promote (1X). Ana keeps Sol Olo, the one card revealed, and shuffles it "
                  "into their Tactics deck (R-MOVE-13).\"");

  run_cli (&asked, "apply", "@moves-cards-unknown.json", "--color", "blue", "--action", "promote",
           "--x", "1", "--catalog", "@catalog-test.json", "--json", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  assert_json_at (asked.out, "choice.id", "\"reveal\"");
  assert_json_at (asked.out, "choice.options.0.id", "\"sol-olo\"");
  assert_json_at (asked.out, "choice.options.0.label", "\"Sol Olo (Hero Tactics card)\"");
  assert_json_at (asked.out, "choice.options.1.id", "\"test-hero\"");
  assert_json_at (asked.out, "choice.options.1.label", "\"Test Hero (Hero Tactics card)\"");
  assert_json_at (asked.out, "choice.options.2.id", "\"test-advanced\"");
  assert_json_at (asked.out, "choice.options.3.id", "\"hero\"");
  assert_json_at (asked.out, "choice.options.4.id", "\"advanced\"");
  assert_json_at (asked.out, "choice.options.5", "null");

  run_cli (&named, "apply", "@moves-cards-unknown.json", "--color", "blue", "--action",
           "promote", "--x", "1", "--catalog", "@catalog-test.json", "--reveal", "Test Hero",
           "--json", NULL);
  g_assert_cmpint (named.status, ==, 0);
  assert_json_at (named.out, "game.players.0.tactics.2",
                  "{\"card\":\"test-hero\",\"name\":\"Test Hero\",\"kind\":\"hero\"}");
}

/* use-token battle-promote (R-EXP-5, R-MOVE-13), explore-held.json: Ana
 * (blue) holds it; the Promotion deck holds advanced ×3, advanced ×1. The
 * token stops with "choice" "promote-keep" ("advanced:x3", "advanced:x1");
 * --choose advanced:x1 keeps the second, ×1, the card she plays in her
 * battle. */
static void
test_use_token_battle_promote_choose (void)
{
  g_auto (Run) asked = { 0 }, kept = { 0 };

  run_cli (&asked, "use-token", "@explore-held.json", "--color", "blue", "--token",
           "battle-promote", "--json", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  assert_json_at (asked.out, "choice.id", "\"promote-keep\"");
  assert_json_at (asked.out, "choice.options.0.id", "\"advanced:x3\"");
  assert_json_at (asked.out, "choice.options.1.id", "\"advanced:x1\"");

  run_cli (&kept, "use-token", "@explore-held.json", "--color", "blue", "--token",
           "battle-promote", "--choose", "advanced:x1", "--json", NULL);
  g_assert_cmpint (kept.status, ==, 0);
  assert_json_at (kept.out, "game.players.0.tactics.0.multiplier", "1");
  assert_json_at (kept.out, "game.pools.promotion.discard.0.multiplier", "3");
}

/* ai-turn plays only on the Gatekeepers' turn (R-AI-13): with blue active
 * it exits 5 and says whose turn it is; end-turn on the Gatekeepers' turn
 * before they have played exits 5 too. */
static void
test_ai_turn_not_now (void)
{
  g_auto (Run) run = { 0 }, end = { 0 };
  g_autofree char *human = variant ("ai-table.json", "\"active\": \"red\"", "\"active\": \"blue\"");

  run_cli (&run, "ai-turn", human, NULL);
  g_assert_cmpint (run.status, ==, 5);
  g_assert_nonnull (strstr (run.err, "it is blue’s turn"));
  g_assert_nonnull (strstr (run.err, "R-AI-13"));
  g_assert_cmpstr (run.out, ==, "");

  /* The core's refusal (wg_turn_end), with the command to run first. */
  run_cli (&end, "end-turn", "@ai-table.json", NULL);
  g_assert_cmpint (end.status, ==, 5);
  g_assert_cmpstr (end.err, ==,
                   "warpgate-cli: the Gatekeepers have not played their card for slot 1 yet "
                   "(R-AI-13): run warpgate-cli ai-turn first\n");
  g_assert_cmpstr (end.out, ==, "");
}

/* ai-turn once the Gatekeepers' card of the turn is played (R-AI-13),
 * round-gatekeepers-unplayed.json: red (the Gatekeepers) active in slot 2.
 * Their slot-2 card recorded in its slot by hand (turn.acted unset): no
 * battle is pending, so the refusal says only to end their turn. Played
 * with ai-turn (turn.acted set, their turn left open by an attack): resolve
 * the battle, then end the turn. Both exit 5 and print nothing. */
static void
test_ai_turn_already_played (void)
{
  g_auto (Run) slot = { 0 }, acted = { 0 };
  g_autofree char *in_slot = variant ("round-gatekeepers-unplayed.json",
                                      "{\"kind\": \"objective\", \"type\": \"desert\"}",
                                      "{\"kind\": \"objective\", \"type\": \"desert\"}, "
                                      "{\"kind\": \"action\"}");
  g_autofree char *played = variant ("round-gatekeepers-unplayed.json", "\"active\": \"red\"",
                                     "\"active\": \"red\", \"acted\": true");

  run_cli (&slot, "ai-turn", in_slot, NULL);
  g_assert_cmpint (slot.status, ==, 5);
  g_assert_cmpstr (slot.err, ==,
                   "warpgate-cli: the Gatekeepers have already played their card for slot 2: end "
                   "their turn (end-turn)\n");
  g_assert_null (strstr (slot.err, "battle"));
  g_assert_cmpstr (slot.out, ==, "");

  run_cli (&acted, "ai-turn", played, NULL);
  g_assert_cmpint (acted.status, ==, 5);
  g_assert_cmpstr (acted.err, ==,
                   "warpgate-cli: the Gatekeepers have already played this turn: resolve the "
                   "battle, then end their turn (end-turn)\n");
  g_assert_cmpstr (acted.out, ==, "");
}

/* Warp-in's --to is the player's own Warpgate (R-MOVE-9), play-2p.json:
 * blue active. gate-blue:1 deploys; red's Warpgate or the planet P1 is
 * refused as a usage error, exit 2, naming the location as players do and
 * the ruling, with nothing written and nothing printed. */
static void
test_apply_warp_in_to (void)
{
  g_auto (Run) own = { 0 }, red = { 0 }, planet = { 0 };

  run_cli (&own, "apply", "@play-2p.json", "--color", "blue", "--action", "warp-in", "--x", "2",
           "--to", "gate-blue:1", "--json", NULL);
  g_assert_cmpint (own.status, ==, 0);
  assert_json_at (own.out, "legal", "true");

  run_cli (&red, "apply", "@play-2p.json", "--color", "blue", "--action", "warp-in", "--x", "2",
           "--to", "gate-red:1", NULL);
  g_assert_cmpint (red.status, ==, 2);
  g_assert_cmpstr (red.err, ==,
                   "warpgate-cli apply: a Warp-in deploys on the player’s own Warpgate, not on "
                   "the red Warpgate (R-MOVE-9)\nTry “warpgate-cli apply --help”.\n");
  g_assert_cmpstr (red.out, ==, "");

  run_cli (&planet, "apply", "@play-2p.json", "--color", "blue", "--action", "warp-in", "--x",
           "2", "--to", "p1:1", NULL);
  g_assert_cmpint (planet.status, ==, 2);
  g_assert_nonnull (strstr (planet.err, "not on P1 (R-MOVE-9)\n"));
}

/* Text for people: Warpgates by name ("the blue Warpgate"), players by
 * name, counts with plural forms, and what comes from the file escaped. */
static void
test_text_for_people (void)
{
  g_auto (Run) reinforce = { 0 }, warp_in = { 0 }, evil = { 0 };
  g_autofree char *escaped = variant ("play-2p.json", "\"name\": \"Ana\"",
                                      "\"name\": \"Ana\\u001b[2J\"");

  /* Reinforce at 1X: gate-blue and P1 hold Ana's ships: 2 legal moves. */
  run_cli (&reinforce, "moves", "@play-2p.json", "--color", "blue", "--action", "reinforce",
           "--x", "1", NULL);
  g_assert_cmpint (reinforce.status, ==, 0);
  g_assert_nonnull (strstr (reinforce.out, "Reinforce for Ana (blue) at 1X: 2 legal moves"));
  g_assert_nonnull (strstr (reinforce.out, "  the blue Warpgate\n"));
  g_assert_null (strstr (reinforce.out, "gate-blue"));

  /* Warp-in: the one Warpgate, so 1 legal move (singular). */
  run_cli (&warp_in, "moves", "@play-2p.json", "--color", "blue", "--action", "warp-in", "--x",
           "1", NULL);
  g_assert_nonnull (strstr (warp_in.out, ": 1 legal move,"));

  run_cli (&evil, "moves", escaped, "--color", "blue", "--action", "warp-in", "--x", "1", NULL);
  g_assert_cmpint (evil.status, ==, 0);
  g_assert_nonnull (strstr (evil.out, "Ana\\x1b[2J (blue)"));
  g_assert_null (strstr (evil.out, "\033"));
}

/* Ids (docs/cli.md, "Ids"): an exact id wins; otherwise a unique
 * case-insensitive match; two ids that differ only in case and match
 * neither exactly exit 4, naming both. */
static void
test_ids (void)
{
  g_auto (Run) exact = { 0 }, folded = { 0 }, twice = { 0 }, card = { 0 };
  g_autofree char *two = variant ("play-2p.json", "\"id\": \"gate-red\"", "\"id\": \"Gate-Blue\"");

  /* Two ids that differ only in case: each spelled exactly is itself. */
  run_cli (&exact, "range", two, "Gate-Blue", "P2", "--json", NULL);
  g_assert_cmpint (exact.status, ==, 0);
  assert_json_at (exact.out, "from", "\"Gate-Blue\"");
  assert_json_at (exact.out, "range", "0");

  run_cli (&folded, "range", "@play-2p.json", "p1", "p2", "--json", NULL);
  g_assert_cmpint (folded.status, ==, 0);
  assert_json_at (folded.out, "from", "\"P1\"");
  assert_json_at (folded.out, "to", "\"P2\"");
  assert_json_at (folded.out, "range", "1");

  /* A card's catalog id too: Pitched-Battle is pitched-battle (×2, its
   * text destroying half of each side's 2 ships: 1 each). */
  run_cli (&card, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at",
           "P2", "--attacker-card", "Pitched-Battle", "--defender-card", "X1", "--json", NULL);
  g_assert_cmpint (card.status, ==, 0);
  assert_json_at (card.out, "attacker.multiplier", "2");
  assert_json_at (card.out, "attacker.destroyed", "1");

  run_cli (&twice, "range", two, "GATE-BLUE", "P2", "--json", NULL);
  g_assert_cmpint (twice.status, ==, 4);
  g_assert_nonnull (strstr (twice.err, "“gate-blue”"));
  g_assert_nonnull (strstr (twice.err, "“Gate-Blue”"));
  g_assert_cmpstr (twice.out, ==, "");
}

/* score (R-SCORE-4, worked in test-score.c): in score-ai.json blue's desert
 * Objective is still held: unjudged (its index, 0), counted 0, and the
 * result is not final; the AI's need no judging. moves --action control
 * (R-CTRL-5): Ana has 12 markers, none on the board: 12 left; P1 is the
 * one planet holding her ships. */
static void
test_score_and_markers (void)
{
  g_auto (Run) score = { 0 }, control = { 0 };

  run_cli (&score, "score", "@score-ai.json", "--json", NULL);
  g_assert_cmpint (score.status, ==, 0);
  assert_json_at (score.out, "final", "false");
  assert_json_at (score.out, "players.0.unjudged", "[0]");
  assert_json_at (score.out, "players.1.unjudged", "[]");
  g_assert_nonnull (strstr (score.out, "\"R-SCORE-4\""));

  run_cli (&control, "moves", "@play-2p.json", "--color", "blue", "--action", "control", "--x",
           "2", "--json", NULL);
  g_assert_cmpint (control.status, ==, 0);
  assert_json_at (control.out, "markers_left", "12");
  assert_json_at (control.out, "moves", "[{\"to\":\"P1\"}]");
  g_assert_nonnull (strstr (control.out, "\"R-CTRL-5\""));
}

/* apply draw --count (docs/cli.md): a Draw may take fewer cards than X.
 * Ana draws at 2X: --count 1 draws 1 (singular), no --count draws X = 2,
 * --count 3 is more than 2X allows: not legal, answered and not applied;
 * --count belongs to draw only (exit 2). */
static void
test_apply_draw_count (void)
{
  g_auto (Run) one = { 0 }, all = { 0 }, three = { 0 }, other = { 0 };

  run_cli (&one, "apply", "@play-2p.json", "--color", "blue", "--action", "draw", "--x", "2",
           "--count", "1", "--json", NULL);
  g_assert_cmpint (one.status, ==, 0);
  assert_json_at (one.out, "legal", "true");
  assert_json_at (one.out, "steps.1", "\"Ana draws 1 Action card.\"");
  assert_json_at (one.out, "game.turn.acted", "true");

  run_cli (&all, "apply", "@play-2p.json", "--color", "blue", "--action", "draw", "--x", "2",
           NULL);
  g_assert_cmpint (all.status, ==, 0);
  g_assert_nonnull (strstr (all.out, "  Ana draws 2 Action cards.\n"));

  run_cli (&three, "apply", "@play-2p.json", "--color", "blue", "--action", "draw", "--x", "2",
           "--count", "3", "--json", NULL);
  g_assert_cmpint (three.status, ==, 0);
  assert_json_at (three.out, "legal", "false");
  g_assert_nonnull (strstr (three.out, "a Draw at 2X draws 0 to 2 cards, not 3"));
  assert_json_at (three.out, "game.turn.acted", "<absent>");

  run_cli (&other, "apply", "@play-2p.json", "--color", "blue", "--action", "advance", "--x",
           "2", "--from", "P1", "--to", "P2", "--count", "1", NULL);
  g_assert_cmpint (other.status, ==, 2);
  g_assert_nonnull (strstr (other.err, "only a Draw takes --count"));
}

/* A catalog card at the multiplier printed on it (docs/cli.md, ID:xN):
 * Ana's 2 ships × 3 = 6 against red's 2 × 4 = 8 with Pitched Battle's
 * text (not ×2, the catalog's): red wins (R-BATTLE-1); the text still
 * applies: half of each side's 2 ships, rounded down, is destroyed — 1
 * each — so Ana goes back to P1 with 1 ship (R-WD-1) and red keeps 1. Glorious
 * Victory's multiplier is not in the catalog: by its id alone it exits 4
 * saying how to give it; x10 is no multiplier (exit 2). */
static void
test_battle_card_multiplier (void)
{
  g_auto (Run) given = { 0 }, unknown = { 0 }, ten = { 0 };

  run_cli (&given, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at",
           "P2", "--attacker-card", "x3", "--defender-card", "pitched-battle:x4", "--json", NULL);
  g_assert_cmpint (given.status, ==, 0);
  assert_json_at (given.out, "defender.multiplier", "4");
  assert_json_at (given.out, "defender.strength", "8");
  assert_json_at (given.out, "attacker.strength", "6");
  assert_json_at (given.out, "winner", "\"defender\"");
  assert_json_at (given.out, "attacker.destroyed", "1");
  assert_json_at (given.out, "defender.destroyed", "1");
  assert_json_at (given.out, "attacker.survivors", "1");
  assert_json_at (given.out, "defender.survivors", "1");

  run_cli (&unknown, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at",
           "P2", "--attacker-card", "glorious-victory", "--defender-card", "x1", NULL);
  g_assert_cmpint (unknown.status, ==, 4);
  g_assert_nonnull (strstr (unknown.err, "play it as glorious-victory:xN"));

  run_cli (&ten, "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at",
           "P2", "--attacker-card", "glorious-victory:x10", "--defender-card", "x1", NULL);
  g_assert_cmpint (ten.status, ==, 2);
  g_assert_nonnull (strstr (ten.err, "a multiplier is 0–9"));
}

/* The Gatekeepers' top Tactics card (R-AI-8) on battle-ai-draw.json: the
 * AI, blue, attacks red's 2 ships on J1 with its 3 from D1; its Tactics
 * deck, top first: Pitched Battle (×2), ×3. Given ×3, the card is not
 * their top one: exit 2, naming it with its multiplier. With Glorious
 * Victory on top instead (the catalog knows no multiplier for it), the
 * card is given as glorious-victory:x2: 3 × 2 = 6 against red's
 * 2 × 4 = 8, red wins; no text destroys anything, so blue's 3 go back to
 * D1 (R-WD-1); both drawn cards go to the AI's discard. Given by its id
 * alone, it is refused, saying how to give it. */
static void
test_battle_ai_top_card (void)
{
  g_auto (Run) wrong = { 0 }, played = { 0 }, bare = { 0 };
  g_autofree char *glorious = variant ("battle-ai-draw.json", "{\"card\": \"pitched-battle\"}",
                                       "{\"card\": \"glorious-victory\"}");

  run_cli (&wrong, "battle", "@battle-ai-draw.json", "--attacker", "blue", "--from", "D1:3",
           "--at", "J1", "--attacker-card", "x3", "--defender-card", "x4", "--apply", NULL);
  g_assert_cmpint (wrong.status, ==, 2);
  g_assert_cmpstr (wrong.err, ==,
                   "warpgate-cli battle: the card given is not the Gatekeepers’ top Tactics card "
                   "(R-AI-8), which is Pitched Battle (x2)\n"
                   "Try “warpgate-cli battle --help”.\n");
  g_assert_cmpstr (wrong.out, ==, "");

  run_cli (&played, "battle", glorious, "--attacker", "blue", "--from", "D1:3", "--at", "J1",
           "--attacker-card", "glorious-victory:x2", "--defender-card", "x4", "--apply",
           "--json", NULL);
  g_assert_cmpint (played.status, ==, 0);
  assert_json_at (played.out, "choice", "null");
  assert_json_at (played.out, "steps.0",
                  "\"Battle at J1: red beats blue, 8 to 6; blue loses 0, red loses 0\"");
  g_assert_cmpint (ships_in (played.out, "D1", "blue"), ==, 3);
  g_assert_cmpint (ships_in (played.out, "J1", "red"), ==, 2);
  assert_json_at (played.out, "game.ai.tactics.deck", "[]");
  assert_json_at (played.out, "game.ai.tactics.discard.0", "{\"card\":\"glorious-victory\"}");

  run_cli (&bare, "battle", glorious, "--attacker", "blue", "--from", "D1:3", "--at", "J1",
           "--attacker-card", "pitched-battle", "--defender-card", "x4", "--apply", NULL);
  g_assert_cmpint (bare.status, ==, 2);
  g_assert_nonnull (strstr (bare.err, "which is Glorious Victory, whose multiplier is not known; "
                                      "give it as glorious-victory:xN"));
}

/* The Gatekeepers with no card left (R-AI-1): battle-ai-draw.json's AI
 * deck and discard are empty. ai-turn says their turn only ends ("pause")
 * and changes nothing; end-turn ends it without ai-turn: red to play
 * slot 2 (red was first, blue played slot 1). With one card in the AI deck,
 * end-turn still wants ai-turn first (exit 5). */
static void
test_end_turn_ai_no_card (void)
{
  g_auto (Run) ai = { 0 }, end = { 0 }, has_card = { 0 };
  g_autofree char *one = variant ("battle-ai-draw.json", "\"deck\": [], \"discard\": []",
                                  "\"deck\": [{\"kind\": \"technology\"}], \"discard\": []");

  run_cli (&ai, "ai-turn", "@battle-ai-draw.json", "--json", NULL);
  g_assert_cmpint (ai.status, ==, 0);
  assert_json_at (ai.out, "action", "\"pause\"");
  assert_json_at (ai.out, "steps.0.text",
                  "\"The AI has no card left to play: its turn only ends (R-AI-1).\"");
  assert_json_at (ai.out, "game.turn.active", "\"blue\"");

  run_cli (&end, "end-turn", "@battle-ai-draw.json", "--json", NULL);
  g_assert_cmpint (end.status, ==, 0);
  assert_json_at (end.out, "game.turn.active", "\"red\"");
  assert_json_at (end.out, "game.turn.turn", "2");

  run_cli (&has_card, "end-turn", one, NULL);
  g_assert_cmpint (has_card.status, ==, 5);
  g_assert_nonnull (strstr (has_card.err, "ai-turn first"));
}

/* Echoes (docs/cli.md, "Text for people"): a player's name with a
 * control character is escaped in the battle's lines and the applied
 * step; a value from the command line longer than 80 characters is cut
 * with "…" (here an unknown colour of 100 letters, exit 4). */
static void
test_echoes (void)
{
  g_auto (Run) battle = { 0 }, long_color = { 0 };
  g_autofree char *escaped = variant ("play-2p.json", "\"name\": \"Ana\"",
                                      "\"name\": \"Ana\\u001b[2J\"");
  g_autofree char *hundred = g_strnfill (100, 'q');
  g_autofree char *eighty = g_strnfill (80, 'q');
  g_autofree char *cut = g_strconcat ("“", eighty, "…”", NULL);

  run_cli (&battle, "battle", escaped, "--attacker", "blue", "--from", "P1:2", "--at", "P2",
           "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--choose", "P4", NULL);
  g_assert_cmpint (battle.status, ==, 0);
  g_assert_nonnull (strstr (battle.out, "Ana\\x1b[2J: 2 ships × 3"));
  g_assert_nonnull (strstr (battle.out, "Applied: Battle at P2: Ana\\x1b[2J beats red"));
  g_assert_null (strstr (battle.out, "\033"));

  run_cli (&long_color, "apply", "@play-2p.json", "--color", hundred, "--action", "draw", "--x",
           "1", NULL);
  g_assert_cmpint (long_color.status, ==, 4);
  g_assert_nonnull (strstr (long_color.err, cut));
}

/* The help lists the new commands and exit status 5. */
static void
test_help (void)
{
  g_auto (Run) help = { 0 }, apply = { 0 };

  run_cli (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "  apply "));
  g_assert_nonnull (strstr (help.out, "  end-turn "));
  g_assert_nonnull (strstr (help.out, "5 not now"));
  run_cli (&apply, "apply", "--help", NULL);
  g_assert_cmpint (apply.status, ==, 0);
  g_assert_nonnull (strstr (apply.out, "--second-from"));
  g_assert_nonnull (strstr (apply.out, "--output"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("wg-cli-play-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/wg/cli/apply/attack", test_apply_attack);
  g_test_add_func ("/wg/cli-play/promote-reshuffled-reveal", test_promote_reshuffled_reveal);
  g_test_add_func ("/wg/cli-play/R-MOVE-13/promote-choose", test_promote_choose);
  g_test_add_func ("/wg/cli-play/R-MOVE-13/promote-one-and-catalog", test_promote_one_and_catalog);
  g_test_add_func ("/wg/cli-play/R-MOVE-13/use-token-battle-promote",
                   test_use_token_battle_promote_choose);
  g_test_add_func ("/wg/cli/apply/illegal", test_apply_illegal);
  g_test_add_func ("/wg/cli/apply/not-your-turn", test_apply_not_your_turn);
  g_test_add_func ("/wg/cli/apply/output-and-end-turn", test_apply_output_and_end_turn);
  g_test_add_func ("/wg/cli/battle/apply", test_battle_apply);
  g_test_add_func ("/wg/cli/battle/apply-refused", test_battle_apply_refused);
  g_test_add_func ("/wg/cli/apply/R-AI-1/ai-turn", test_apply_ai_turn);
  g_test_add_func ("/wg/cli/end-turn/round-and-game-over", test_end_turn_round_and_game_over);
  g_test_add_func ("/wg/cli/end-turn/reveal", test_end_turn_reveal);
  g_test_add_func ("/wg/cli/ai-turn/R-AI-13", test_ai_turn_not_now);
  g_test_add_func ("/wg/cli/apply/R-MOVE-9/warp-in-to", test_apply_warp_in_to);
  g_test_add_func ("/wg/cli/ai-turn/R-AI-13/already-played", test_ai_turn_already_played);
  g_test_add_func ("/wg/cli/text-for-people", test_text_for_people);
  g_test_add_func ("/wg/cli/ids", test_ids);
  g_test_add_func ("/wg/cli/score-and-markers", test_score_and_markers);
  g_test_add_func ("/wg/cli/help", test_help);
  g_test_add_func ("/wg/cli/apply/draw-count", test_apply_draw_count);
  g_test_add_func ("/wg/cli/battle/card-multiplier", test_battle_card_multiplier);
  g_test_add_func ("/wg/cli/battle/ai-top-card", test_battle_ai_top_card);
  g_test_add_func ("/wg/cli/end-turn/ai-no-card", test_end_turn_ai_no_card);
  g_test_add_func ("/wg/cli/echoes", test_echoes);
  status = g_test_run ();
  remove_tmp_dir ();
  return status;
}
