/* test-app-battle-fit.c — a battle without factions: cards without a name, Fill In, one screen
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31 (a group's evening): tests/data/battle-unnamed-hero.json is a
 * game without factions entered, two humans; each holds two cards of the
 * catalog and a Hero the game file does not name. Blue's 2 ships on D1
 * attack red's 3 on J1. The odds are warpgate-cli odds' on the same cards,
 * the Heroes given by their multipliers (argv[1] is warpgate-cli).
 */
#include "config.h"

#include <json-c/json.h>
#include <string.h>

#include "wg-battle-dialog.h"
#include "wg-battle-model.h"
#include "wg-test-fixture.h"

static const char *cli;

static WgBattleStart
blue_attacks (WgSession *session)
{
  const WgGame *game = wg_session_get_game (session);
  WgBattleStart s;

  memset (&s, 0, sizeof s);
  s.attacker = wg_test_player_of (session, "blue");
  s.origins[0] = wg_test_cell_of (session, "D1");
  s.ships[0] = 2;
  s.n_origins = 1;
  s.at = wg_test_cell_of (session, "J1");
  s.defender = wg_test_player_of (session, "red");
  s.defender_ships = wg_game_ships_at (game, s.at, s.defender);
  return s;
}

/* `warpgate-cli odds --json` on the fixture, each side's pile given. */
static json_object *
cli_odds (const char *attacker_pile,
          const char *defender_pile)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data",
                                                 "battle-unnamed-hero.json", NULL);
  const char      *argv[] = { cli, "odds", path, "--attacker",
                              "blue", "--from", "D1", "--at",
                              "J1", "--attacker-pile", attacker_pile, "--defender-pile",
                              defender_pile, "--json", NULL };
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  int          status;
  json_object *root;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  root = json_tokener_parse (out);
  g_assert_nonnull (root);
  return root;
}

static const char *
member_string (json_object *o,
               const char  *a,
               const char  *b)
{
  json_object *v = NULL;

  g_assert_true (json_object_object_get_ex (o, a, &v));
  if (b != NULL)
    g_assert_true (json_object_object_get_ex (v, b, &v));
  return json_object_get_string (v);
}

/* Each Hero is named by where it is, never "a card without a name" nor a
 * made-up name; no odds while a multiplier is missing, and nothing offers
 * the card catalog for a card it cannot name. Fill In keeps the multiplier
 * read (the first Fill In before the fix: answered, and nothing kept); the
 * odds come out once both are known and equal warpgate-cli odds with the
 * Heroes as x4 and x3; the Hero then chosen is played with ×4 at once. */
static void
test_unnamed_hero_odds (void)
{
  g_autoptr (WgSession) session = wg_test_session_on ("battle-unnamed-hero.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgBattleStart start = blue_attacks (session);
  g_autoptr (WgBattleModel) model = wg_battle_model_new (session, catalog, &start);
  g_autofree char *blue_hero = NULL, *red_hero = NULL;
  json_object     *cli_answer;
  char             fraction[WG_RATIONAL_STRING_SIZE];
  const WgOdds    *odds;

  g_assert_cmpuint (wg_battle_model_get_n_unknown (model, WG_ROLE_ATTACKER), ==, 1);
  g_assert_cmpuint (wg_battle_model_get_n_unknown (model, WG_ROLE_DEFENDER), ==, 1);
  blue_hero = wg_battle_model_get_unknown_name (model, WG_ROLE_ATTACKER, 0);
  red_hero = wg_battle_model_get_unknown_name (model, WG_ROLE_DEFENDER, 0);
  g_assert_cmpstr (blue_hero, ==, "blue’s Hero");
  g_assert_cmpstr (red_hero, ==, "red’s Hero");
  g_assert_null (wg_battle_model_get_odds (model, WG_ROLE_ATTACKER));
  g_assert_nonnull (strstr (wg_battle_model_get_odds_message (model), "blue’s Hero"));
  g_assert_null (strstr (wg_battle_model_get_odds_message (model), "catalog"));

  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_ATTACKER, 0, FALSE));
  g_assert_null (strstr (wg_battle_model_get_question (model)->question, "catalog"));
  g_assert_true (wg_battle_model_answer (model, "4"));
  g_assert_null (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER));
  g_assert_null (wg_battle_model_get_odds (model, WG_ROLE_ATTACKER));
  g_assert_nonnull (strstr (wg_battle_model_get_odds_message (model), "red’s Hero"));

  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_DEFENDER, 0, FALSE));
  g_assert_true (wg_battle_model_answer (model, "3"));
  g_assert_null (wg_battle_model_get_odds_message (model));
  odds = wg_battle_model_get_odds (model, WG_ROLE_ATTACKER);
  g_assert_nonnull (odds);
  cli_answer = cli_odds ("heroic-sacrifice,pitched-battle,x4", "heavy-resistance,pitched-battle,x3");
  g_assert_cmpstr (wg_rational_to_string (odds->outcome.win[WG_ROLE_ATTACKER], fraction), ==,
                   member_string (cli_answer, "win", "fraction"));
  g_assert_cmpstr (fraction, ==, "8/9");
  json_object_put (cli_answer);
  g_assert_nonnull (wg_battle_model_get_odds (model, WG_ROLE_DEFENDER));

  /* Chosen in the list, the Hero is played with the multiplier read. */
  g_assert_true (wg_battle_model_ask_unknown (model, WG_ROLE_ATTACKER, 0, TRUE));
  g_assert_null (wg_battle_model_get_question (model));
  g_assert_cmpint (wg_battle_model_get_chosen (model, WG_ROLE_ATTACKER)->multiplier, ==, 4);
  g_assert_cmpint (wg_battle_model_get_unknown_chosen (model, WG_ROLE_ATTACKER), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_assert_cmpint (argc, >=, 2);
  cli = argv[1];
  g_test_add_func ("/wg/app/battle-fit/unnamed-hero-odds", test_unnamed_hero_odds);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
