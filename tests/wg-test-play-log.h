/* wg-test-play-log.h — the play for BG Stats of tests/data/play-log-tie.json, worked by hand
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the core's test of the play (tests/core/test-play-log.c) and
 * the score window's Log Play (tests/app/score/test-app-log-play.c): the
 * compact play on 2026-11-29 at 19:30, 95 minutes.
 */
#pragma once

/*
 * tests/data/play-log-tie.json, worked by hand. R-SCORE-1: Aiko (blue) has
 * 2 unspent Trade Goods, 2 × 3 = 6 VP; Ben (red) 2 spent, 6 VP; Zoë (green)
 * 1 unspent, 3 VP. The game is over and no Objective is held, so this is a
 * result (R-SCORE-4). R-SCORE-2: blue and red are tied at 6; R-CTRL-4:
 * blue controls D1 (1 planet), red J1 and V1 (2): red wins alone. Start
 * player (R-ROUND-1, clockwise, 3 players): round 8's first player is blue
 * (seat 0); counted back 7 seats, 0 − 7 ≡ 2 (mod 3): green. Check forwards:
 * rounds 1…8 start with green, blue, red, green, blue, red, green, blue.
 * Ben's quotes are escaped; "Zoë" stays UTF-8; the board is "Scoring".
 */
#define WG_TEST_PLAY_LOG_TIE_JSON                                                              \
  "{\"sourceName\":\"Warpgate Companion\",\"playDate\":\"2026-11-29 19:30:00\","               \
  "\"durationMin\":95,"                                                                        \
  "\"game\":{\"name\":\"Warpgate\",\"sourceGameId\":\"warpgate\",\"highestWins\":true,"        \
  "\"noPoints\":false},"                                                                       \
  "\"board\":\"Scoring\","                                                                     \
  "\"players\":["                                                                              \
  "{\"name\":\"Aiko\",\"sourcePlayerId\":\"blue\",\"score\":6,\"winner\":false,"               \
  "\"startPlayer\":false},"                                                                    \
  "{\"name\":\"Ben \\\"the Bold\\\"\",\"sourcePlayerId\":\"red\",\"score\":6,\"winner\":true," \
  "\"startPlayer\":false},"                                                                    \
  "{\"name\":\"Zoë\",\"sourcePlayerId\":\"green\",\"score\":3,\"winner\":false,"              \
  "\"startPlayer\":true}]}"
