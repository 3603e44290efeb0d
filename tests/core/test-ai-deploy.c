/* test-ai-deploy.c — the Gatekeepers' Objective card: Reinforce, Warp-in and
 * short supply (R-AI-3, R-AI-4)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/ai-deploy.json. Row 0 holds the locations; row 1 is a
 * corridor of empty hexes from q = -3 to 15. Row 0 has no other hex, so a
 * path between two locations of row 0 runs through the corridor: from
 * (a,0) it enters at (a,1), leaves at (b-1,1) for (b,0), and crosses b - a
 * hexes. Locations one q apart are neighbours (range 0); every range here is
 * the difference of q.
 *
 *   q    -2  0   2   4   6         8   10  13  15
 *   r=0  V1  DF  DC  DN  gate-red  DM  DS  DB  gate-blue
 *
 * V1 volcanic, every other planet desert. Sectors: DF "w2", DC "w1", DS
 * "e1", DB "e2" (each its own hex only); DN "west" with the corridor hexes
 * (4,1) and (5,1); DM "east" with (6,1) and (7,1). (5,1) and (6,1) touch
 * gate-red (6,0), so "west" and "east" are adjacent to the AI Warpgate
 * (R-AI-3); no other sector is. Ranges from gate-red: DN 2, DM 2, DC 4,
 * DS 4, DF 6, DB 7, V1 8.
 *
 * Red (the AI, 12 ships): 1 ship on DS, Colonies on DC and DB. Blue: an
 * Outpost on DM, 2 ships on DB. Round 1, turn 2, red active, 1 card played;
 * the bottom card is objective:desert.
 *
 * Which desert planets get 2 ships (R-AI-3): DC (AI Colony), DN (adjacent
 * sector, no marker), DS (AI ship). Not DF (no AI piece, sector not
 * adjacent), not DM (adjacent sector, but blue's marker), not DB (AI
 * Colony, but blue's ships).
 */
#include "wg-round.h"
#include "wg-test-ai.h"

#define BLUE 0
#define RED  1

static WgGame *
load (int ships_total)
{
  WgGame *game = wg_test_load_game ("ai-deploy.json");

  game->players[RED].ships_total = ships_total;
  return game;
}

/* R-AI-3: 2 ships on each qualifying planet, in board order; 11 ships in
 * the supply cover the 6, so the turn ends after deploying. */
static void
test_reinforce (void)
{
  g_autoptr (WgGame) game = load (12);
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);

  wg_test_ai_assert_done (turn, WG_AI_REINFORCE);
  g_assert_cmpint (turn->slot, ==, 2);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "deploy DC 2 | deploy DN 2 | deploy DS 2");
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game),
                         "DC red 2, DN red 2, DS red 3, DB blue 2");
  wg_test_ai_assert_str (wg_test_ai_markers (turn->game),
                         "DC red colony, DM blue outpost, DB red colony");
  g_assert_cmpint (wg_game_supply (turn->game, RED), ==, 5);
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-3"));
  g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-4"));
  wg_test_ai_assert_str (wg_test_ai_cards (turn->game->ai.played), "action objective:desert");
  g_assert_cmpint (turn->game->active, ==, BLUE);
  g_assert_cmpint (turn->game->turn, ==, 3);
}

/* R-AI-3 and R-AI-4: exactly 6 ships in the supply are enough — no short
 * supply, no attack. */
static void
test_supply_exact (void)
{
  g_autoptr (WgGame) game = load (7);
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);

  wg_test_ai_assert_done (turn, WG_AI_REINFORCE);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "deploy DC 2 | deploy DN 2 | deploy DS 2");
  g_assert_cmpint (wg_game_supply (turn->game, RED), ==, 0);
  g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-4"));
}

/* R-AI-3: no volcanic planet qualifies (V1 has no AI piece and no sector),
 * and there is no jungle planet at all: Warp-in, 3 ships on gate-red. */
static void
test_warp_in (void)
{
  const char *const cards[] = { "objective:volcanic", "objective:jungle" };

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      g_autoptr (WgGame) game = load (12);
      g_autoptr (WgAiTurn) turn = NULL;

      wg_test_ai_set_cards (game->ai.deck, cards[i]);
      turn = wg_test_ai_play (game, NULL);
      wg_test_ai_assert_done (turn, WG_AI_WARP_IN);
      wg_test_ai_assert_str (wg_test_ai_steps (game, turn), "deploy gate-red 3");
      wg_test_ai_assert_str (wg_test_ai_ships (turn->game),
                             "gate-red red 3, DS red 1, DB blue 2");
      g_assert_cmpint (turn->game->active, ==, BLUE);
    }
}

/*
 * R-AI-4: a supply of 4 for the 6 ships asked. One ship per planet at a
 * time, nearest gate-red first: DN (2), then DC and DS (4 each) — 3 ships;
 * the 4th starts the second round at DN. So DN 2, DC 1, DS 1, no tie at the
 * cut. Then the attack (R-AI-5): desert targets are DF, DM (no AI ships, no
 * AI Colony) and DB (AI Colony, but blue's ships). Groups: DC 1, DN 2, DS 2.
 * The largest, DN and DS, tie; DN's nearest target is 4 away (DF, DM), DS's
 * 2 (DM; DB is 3), so DS goes, to DM. DS has no AI Colony: one ship stays
 * behind (R-AI-6), one moves onto DM, where blue has only an Outpost.
 */
static void
test_short_supply (void)
{
  g_autoptr (WgGame) game = load (5);
  g_autoptr (WgAiTurn) turn = wg_test_ai_play (game, NULL);

  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn),
                         "note | deploy DN 2 | deploy DC 1 | deploy DS 1 | move DS>DM 1");
  g_assert_null (turn->battle);
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game),
                         "DC red 1, DN red 2, DM red 1, DS red 1, DB blue 2");
  wg_test_ai_assert_str (wg_test_ai_markers (turn->game),
                         "DC red colony, DM blue outpost, DB red colony");
  g_assert_cmpint (wg_game_supply (turn->game, RED), ==, 0);
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-4"));
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-5"));
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-6"));
  g_assert_cmpint (turn->game->active, ==, BLUE);
  g_assert_cmpint (turn->game->turn, ==, 3);
}

/*
 * R-AI-4, equal range at the cut: a supply of 2. DN (range 2) gets the
 * first ship; the second falls between DC and DS, both at range 4: the
 * human decides (question "deploy"), and nothing changes until then.
 *  - DS: DN 1, DS 2. The attack: DS (2 ships) is the largest group; its
 *    nearest target is DM (2); one ship stays behind.
 *  - DC: DN 1, DC 1, DS 1, all groups of 1; DC's nearest target is DF (2),
 *    DS's is DM (2), DN's 4: DC and DS tie, the human decides again
 *    (question "group", R-AI-5). DC goes to DF with its ship (an AI Colony,
 *    no trade icon: nothing stays behind, R-AI-6).
 */
static void
test_short_supply_tie (void)
{
  g_autoptr (WgGame) game = load (3);
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgAiTurn) asked = wg_test_ai_play (game, answers);
  g_autoptr (WgAiTurn) to_ds = NULL, to_dc = NULL, to_dc_group = NULL;

  wg_test_ai_assert_asks (game, asked, "deploy", "");
  wg_test_ai_assert_str (wg_test_ai_options (asked->question), "DC DS");

  wg_answers_add_choice (answers, "DS");
  wg_answers_rewind (answers);
  to_ds = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (to_ds, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, to_ds),
                         "note | deploy DN 1 | deploy DS 1 | move DS>DM 1");
  wg_test_ai_assert_str (wg_test_ai_ships (to_ds->game),
                         "DN red 1, DM red 1, DS red 1, DB blue 2");

  g_clear_pointer (&answers, wg_answers_free);
  answers = wg_answers_new ();
  wg_answers_add_choice (answers, "DC");
  to_dc = wg_test_ai_play (game, answers);
  wg_test_ai_assert_asks (game, to_dc, "group", "");
  wg_test_ai_assert_str (wg_test_ai_options (to_dc->question), "DC DS");

  wg_answers_add_choice (answers, "DC");
  wg_answers_rewind (answers);
  to_dc_group = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (to_dc_group, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, to_dc_group),
                         "note | deploy DN 1 | deploy DC 1 | move DC>DF 1");
  wg_test_ai_assert_str (wg_test_ai_ships (to_dc_group->game),
                         "DF red 1, DN red 1, DS red 1, DB blue 2");
  g_assert_false (wg_ruling_list_contains (&to_dc_group->rulings, "R-AI-6"));
}

/*
 * R-AI-4 over two rounds: a supply of 5. Round one: DN, DC, DS (3 ships);
 * round two: DN (the 4th), then DC and DS tie at range 4 for the last
 * ship. The human gives it to DS: DN 2, DS 2 (3 with its own), DC 1. The
 * attack: DS (3) is the largest, to DM (2); one stays behind, 2 move.
 */
static void
test_short_supply_second_round (void)
{
  g_autoptr (WgGame) game = load (6);
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgAiTurn) asked = wg_test_ai_play (game, answers);
  g_autoptr (WgAiTurn) answered = NULL;

  wg_test_ai_assert_asks (game, asked, "deploy", "");
  wg_test_ai_assert_str (wg_test_ai_options (asked->question), "DC DS");
  wg_answers_add_choice (answers, "DS");
  wg_answers_rewind (answers);
  answered = wg_test_ai_play (game, answers);
  wg_test_ai_assert_done (answered, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, answered),
                         "note | deploy DN 2 | deploy DS 2 | deploy DC 1 | move DS>DM 2");
  wg_test_ai_assert_str (wg_test_ai_ships (answered->game),
                         "DC red 1, DN red 2, DM red 2, DS red 1, DB blue 2");
}

/* R-AI-4 for Warp-in: a supply of 2 for the 3 ships asked. Both go on
 * gate-red, then the attack on the volcanic V1: gate-red's 2 ships are the
 * largest group (DS has 1) and, from the AI Warpgate, all of them go
 * (R-AI-6: it counts as an AI Colony). */
static void
test_warp_in_short (void)
{
  g_autoptr (WgGame) game = load (3);
  g_autoptr (WgAiTurn) turn = NULL;

  wg_test_ai_set_cards (game->ai.deck, "objective:volcanic");
  turn = wg_test_ai_play (game, NULL);
  wg_test_ai_assert_done (turn, WG_AI_ATTACK);
  wg_test_ai_assert_str (wg_test_ai_steps (game, turn),
                         "note | deploy gate-red 2 | move gate-red>V1 2");
  wg_test_ai_assert_str (wg_test_ai_ships (turn->game), "V1 red 2, DS red 1, DB blue 2");
  g_assert_true (wg_ruling_list_contains (&turn->rulings, "R-AI-4"));
  g_assert_false (wg_ruling_list_contains (&turn->rulings, "R-AI-6"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/ai-deploy/R-AI-3/reinforce", test_reinforce);
  g_test_add_func ("/wg/ai-deploy/R-AI-3/supply-exact", test_supply_exact);
  g_test_add_func ("/wg/ai-deploy/R-AI-3/warp-in", test_warp_in);
  g_test_add_func ("/wg/ai-deploy/R-AI-4/short-supply", test_short_supply);
  g_test_add_func ("/wg/ai-deploy/R-AI-4/tie", test_short_supply_tie);
  g_test_add_func ("/wg/ai-deploy/R-AI-4/second-round", test_short_supply_second_round);
  g_test_add_func ("/wg/ai-deploy/R-AI-4/warp-in", test_warp_in_short);

  return g_test_run ();
}
