/* test-catalog.c — the card catalog: the shipped cards, every refusal rule of
 * the catalog file, round trips, merging and resolving a game's Tactics
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "wg-catalog-json.h"
#include "wg-schema-json.h"
#include "wg-test-json.h"
#include "wg-test-util.h"

/* The shipped catalog holds what the rulebook tells, nothing more. */

/* Rulebook p.2, set-up step 4: "(A) Heroic Sacrifice, (B) All or Nothing,
 * (C) Pitched Battle, (D) Glorious Victory, (E) Heavy Resistance, (F)
 * Outmaneuver, (G) Salvage and (H) Hit and Run". */
static const char *const basic_names[] = {
  "Heroic Sacrifice",
  "All or Nothing",
  "Pitched Battle",
  "Glorious Victory",
  "Heavy Resistance",
  "Outmaneuver",
  "Salvage",
  "Hit and Run",
};

static void
test_builtin_basic_tactics (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  guint n_basic = 0;

  for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
    {
      const WgCard *card = wg_catalog_get_card (catalog, i);

      if (card->kind != WG_CARD_BASIC)
        continue;
      g_assert_cmpuint (n_basic, <, G_N_ELEMENTS (basic_names));
      g_assert_cmpint (card->letter, ==, 'A' + (int) n_basic);
      g_assert_cmpstr (card->name, ==, basic_names[n_basic]);
      g_assert_null (card->faction);
      n_basic++;
    }
  g_assert_cmpuint (n_basic, ==, 8);
}

/* Rulebook pp.10–11: Pitched Battle is x2, "Destroy half of the ships on
 * both sides, rounded down." — its whole text, so nothing is left by hand. */
static void
test_builtin_pitched_battle (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  const WgCard *card = wg_catalog_lookup (catalog, "pitched-battle");

  g_assert_nonnull (card);
  g_assert_cmpint (card->kind, ==, WG_CARD_BASIC);
  g_assert_cmpint (card->letter, ==, 'C');
  g_assert_cmpint (card->multiplier, ==, 2);
  g_assert_cmpstr (card->text, ==, "Destroy half of the ships on both sides, rounded down.");
  g_assert_cmpuint (card->n_effects, ==, 1);
  g_assert_cmpint (card->effects[0].kind, ==, WG_EFFECT_DESTROY);
  g_assert_cmpint (card->effects[0].amount, ==, WG_AMOUNT_HALF);
  g_assert_cmpint (card->effects[0].side, ==, WG_EFFECT_SIDE_BOTH);
  g_assert_cmpint (card->effects[0].when, ==, WG_EFFECT_ALWAYS);
  g_assert_true (card->complete);
}

/* Rulebook p.10: Heroic Sacrifice is played as x5; its text is never
 * printed, so it is unknown and the app automates none of it. */
static void
test_builtin_heroic_sacrifice (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  const WgCard *card = wg_catalog_lookup (catalog, "heroic-sacrifice");

  g_assert_nonnull (card);
  g_assert_cmpint (card->multiplier, ==, 5);
  g_assert_null (card->text);
  g_assert_cmpuint (card->n_effects, ==, 0);
  g_assert_false (card->complete);
}

/* No multiplier is invented: the rulebook gives none for these five. Heavy
 * Resistance is x1 (3 ships, strength 3) and, losing, still destroyed 1
 * enemy ship (p.11); All or Nothing would have lost all its player's ships
 * had they lost (p.11). Neither text is known as a whole. */
static void
test_builtin_nothing_invented (void)
{
  static const char *const unknown[] = {
    "glorious-victory",
    "outmaneuver",
    "salvage",
    "hit-and-run",
    "all-or-nothing",
  };
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  const WgCard *heavy = wg_catalog_lookup (catalog, "heavy-resistance");
  const WgCard *all = wg_catalog_lookup (catalog, "all-or-nothing");

  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      const WgCard *card = wg_catalog_lookup (catalog, unknown[i]);

      g_assert_nonnull (card);
      g_assert_cmpint (card->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
      g_assert_null (card->text);
      g_assert_false (card->complete);
    }
  g_assert_cmpint (heavy->multiplier, ==, 1);
  g_assert_cmpuint (heavy->n_effects, ==, 1);
  g_assert_cmpint (heavy->effects[0].amount, ==, 1);
  g_assert_cmpint (heavy->effects[0].side, ==, WG_EFFECT_SIDE_ENEMY);
  g_assert_cmpint (heavy->effects[0].when, ==, WG_EFFECT_ON_LOSS);
  g_assert_false (heavy->complete);
  g_assert_cmpuint (all->n_effects, ==, 1);
  g_assert_cmpint (all->effects[0].amount, ==, WG_AMOUNT_ALL);
  g_assert_cmpint (all->effects[0].side, ==, WG_EFFECT_SIDE_OWN);
  g_assert_cmpint (all->effects[0].when, ==, WG_EFFECT_ON_LOSS);
}

/* Rulebook p.2: Sol Olo, the Roguu Conglomerate's Hero, replaces Pitched
 * Battle in slot C. Its multiplier and text are not known. Countermeasures
 * (p.10) has the battle trigger. */
static void
test_builtin_hero_and_technologies (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  const WgCard *sol_olo = wg_catalog_lookup (catalog, "sol-olo");
  const WgCard *counter = wg_catalog_lookup (catalog, "countermeasures");

  g_assert_nonnull (sol_olo);
  g_assert_cmpint (sol_olo->kind, ==, WG_CARD_HERO);
  g_assert_cmpint (sol_olo->letter, ==, 'C');
  g_assert_cmpstr (sol_olo->faction, ==, "roguu-conglomerate");
  g_assert_cmpint (sol_olo->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  g_assert_null (sol_olo->text);
  g_assert_nonnull (counter);
  g_assert_cmpint (counter->kind, ==, WG_CARD_TECHNOLOGY);
  g_assert_cmpstr (counter->trigger, ==, "battle");
  g_assert_false (counter->has_type);
  g_assert_true (wg_catalog_find_name (catalog, "alien imports", WG_CARD_TECHNOLOGY) != NULL);
  g_assert_null (wg_catalog_find_name (catalog, "Alien Imports", WG_CARD_OBJECTIVE));
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

/* The built-in catalog is data/cards/catalog.json as shipped. */
static void
test_builtin_is_the_data_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "cards",
                                                 "catalog.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) file = wg_catalog_load_from_file (path, &error);
  g_autoptr (WgCatalog) builtin = wg_catalog_new_builtin ();
  g_autofree char *a = NULL, *b = NULL;

  g_assert_no_error (error);
  a = wg_catalog_to_data (file, NULL);
  b = wg_catalog_to_data (builtin, NULL);
  g_assert_cmpstr (a, ==, b);
}

/* Refusals: tests/data/catalog-test.json with one change (as in
 * test-game-json.c: the value at @path replaced by the JSON text @value,
 * removed when NULL, "[+]" appends), and the problem it must cause. */
static const WgTestRefusal refusals[] = {
  /* The file */
  { "format-wrong", "format", "\"warpgate-companion-game\"", "format",
    "not a Warpgate Companion card catalog" },
  { "format-missing", "format", NULL, "format", "missing (required)" },
  { "version-unknown", "version", "2", "version", "version 2 is not supported" },
  { "top-unknown-key", "tactics", "[]", "tactics", "unknown key" },
  { "cards-missing", "cards", NULL, "cards", "missing (required)" },
  { "cards-type", "cards", "{}", "cards", "expected an array, found an object" },
  { "card-not-object", "cards[0]", "3", "cards[0]", "expected an object, found an integer" },
  /* Every card */
  { "card-unknown-key", "cards[0].colour", "\"red\"", "cards[0].colour", "unknown key" },
  { "id-missing", "cards[0].id", NULL, "cards[0].id", "missing (required)" },
  { "id-type", "cards[0].id", "7", "cards[0].id", "expected a string, found an integer" },
  { "id-bad", "cards[0].id", "\"Pitched Battle\"", "cards[0].id", "is not valid here" },
  { "id-twice", "cards[1].id", "\"test-basic\"", "cards[1].id",
    "a second card is called “test-basic”" },
  { "name-missing", "cards[0].name", NULL, "cards[0].name", "missing (required)" },
  { "name-empty", "cards[0].name", "\"\"", "cards[0].name", "a card needs a name" },
  { "name-long", "cards[0].name",
    "\"12345678901234567890123456789012345678901234567890123456789012345\"", "cards[0].name",
    "longer than 64 characters" },
  { "name-twice", "cards[1].name", "\"TEST BASIC\"", "cards[1].name",
    "a second card is named “TEST BASIC”" },
  { "kind-missing", "cards[0].kind", NULL, "cards[0].kind", "missing (required)" },
  { "kind-bad", "cards[0].kind", "\"legendary\"", "cards[0].kind",
    "“legendary” is not a kind of card" },
  { "text-type", "cards[0].text", "5", "cards[0].text", "expected a string, found an integer" },
  { "text-empty", "cards[0].text", "\"\"", "cards[0].text", "a text that is not known is null" },
  { "note-type", "cards[0].note", "true", "cards[0].note", "expected a string, found a boolean" },
  /* Tactics */
  { "letter-on-advanced", "cards[2].letter", "\"B\"", "cards[2].letter",
    "only Basic and Hero Tactics have a slot letter" },
  { "letter-bad", "cards[0].letter", "\"I\"", "cards[0].letter", "“I” is not a slot letter A–H" },
  { "faction-on-basic", "cards[0].faction", "\"roguu-conglomerate\"", "cards[0].faction",
    "only Hero Tactics belong to a faction" },
  { "faction-bad", "cards[1].faction", "\"Roguu Conglomerate\"", "cards[1].faction",
    "is not valid here" },
  { "multiplier-10", "cards[0].multiplier", "10", "cards[0].multiplier",
    "10 is out of range (0–9)" },
  { "multiplier-negative", "cards[0].multiplier", "-1", "cards[0].multiplier",
    "-1 is out of range (0–9)" },
  { "multiplier-type", "cards[0].multiplier", "\"x2\"", "cards[0].multiplier",
    "expected an integer, found a string" },
  { "type-on-tactic", "cards[0].type", "\"desert\"", "cards[0].type",
    "Tactics cards do not have this" },
  { "vp-on-tactic", "cards[0].vp", "1", "cards[0].vp", "Tactics cards do not have this" },
  { "trigger-on-tactic", "cards[0].trigger", "\"battle\"", "cards[0].trigger",
    "Tactics cards do not have this" },
  { "complete-type", "cards[0].complete", "\"yes\"", "cards[0].complete",
    "expected a boolean, found a string" },
  { "complete-unknown-text", "cards[0].text", "null", "cards[0].complete",
    "a card whose text is not known cannot be complete" },
  { "effects-type", "cards[0].effects", "{}", "cards[0].effects", "expected an array" },
  { "effects-nine", "cards[0].effects",
    "[{\"effect\":\"cancel\"},{\"effect\":\"cancel\"},{\"effect\":\"cancel\"},"
    "{\"effect\":\"cancel\"},{\"effect\":\"cancel\"},{\"effect\":\"cancel\"},"
    "{\"effect\":\"cancel\"},{\"effect\":\"cancel\"},{\"effect\":\"cancel\"}]",
    "cards[0].effects", "has 9 elements; 0–8 allowed" },
  /* Effects */
  { "effect-not-object", "cards[0].effects[0]", "\"destroy\"", "cards[0].effects[0]",
    "expected an object, found a string" },
  { "effect-unknown-key", "cards[0].effects[0].target", "\"enemy\"", "cards[0].effects[0].target",
    "unknown key" },
  { "effect-missing", "cards[0].effects[0].effect", NULL, "cards[0].effects[0].effect",
    "missing (required)" },
  { "effect-bad", "cards[0].effects[0].effect", "\"heal\"", "cards[0].effects[0].effect",
    "“heal” is not an effect" },
  { "destroy-without-amount", "cards[0].effects[0].amount", NULL, "cards[0].effects[0].amount",
    "missing (required)" },
  { "amount-13", "cards[0].effects[0].amount", "13", "cards[0].effects[0].amount",
    "13 is out of range (1–12)" },
  { "amount-0", "cards[0].effects[0].amount", "0", "cards[0].effects[0].amount",
    "0 is out of range (1–12)" },
  { "amount-word", "cards[0].effects[0].amount", "\"most\"", "cards[0].effects[0].amount",
    "expected 1–12, \"half\" or \"all\"" },
  { "amount-fraction", "cards[0].effects[0].amount", "1.5", "cards[0].effects[0].amount",
    "expected 1–12, \"half\" or \"all\"" },
  { "side-missing", "cards[0].effects[0].side", NULL, "cards[0].effects[0].side",
    "missing (required)" },
  { "side-unknown", "cards[0].effects[0].side", "\"left\"", "cards[0].effects[0].side",
    "“left” is not a side" },
  { "when-unknown", "cards[0].effects[0].when", "\"draw\"", "cards[0].effects[0].when",
    "“draw” is not a condition" },
  { "cancel-with-when", "cards[2].effects[0].when", "\"win\"", "cards[2].effects[0].when",
    "a cancel acts whatever the outcome" },
  { "cancel-with-amount", "cards[2].effects[0].amount", "1", "cards[2].effects[0].amount",
    "only destroy effects have an amount" },
  { "refresh-with-side", "cards[2].effects[2].side", "\"own\"", "cards[2].effects[2].side",
    "only destroy effects have a side" },
  /* Technologies and Objectives */
  { "letter-on-technology", "cards[3].letter", "\"A\"", "cards[3].letter",
    "only Tactics cards have this" },
  { "multiplier-on-objective", "cards[5].multiplier", "2", "cards[5].multiplier",
    "only Tactics cards have this" },
  { "effects-on-technology", "cards[3].effects", "[]", "cards[3].effects",
    "only Tactics cards have this" },
  { "complete-on-technology", "cards[3].complete", "true", "cards[3].complete",
    "only Tactics cards have this" },
  { "type-bad", "cards[3].type", "\"lava\"", "cards[3].type", "“lava” is not a planet type" },
  { "objective-type-missing", "cards[5].type", NULL, "cards[5].type", "missing (required)" },
  { "vp-on-objective", "cards[5].vp", "2", "cards[5].vp", "only Technologies have a VP value" },
  { "trigger-on-objective", "cards[5].trigger", "\"battle\"", "cards[5].trigger",
    "only Technologies have a trigger" },
  { "trigger-bad", "cards[3].trigger", "\"explode\"", "cards[3].trigger",
    "“explode” is not a trigger" },
  { "vp-100", "cards[3].vp", "100", "cards[3].vp", "100 is out of range (0–99)" },
  { "vp-word", "cards[3].vp", "\"two\"", "cards[3].vp", "expected an integer or" },
  { "vp-per-unknown", "cards[4].vp.per", "\"planet\"", "cards[4].vp.per",
    "“planet” is not a known VP rule" },
  { "vp-each-missing", "cards[4].vp.each", NULL, "cards[4].vp.each", "missing (required)" },
  { "vp-unknown-key", "cards[4].vp.max", "3", "cards[4].vp.max", "unknown key" },
};

/* The fixture itself is valid. */
static void
test_fixture_valid (void)
{
  g_autofree char *path = data_path ("catalog-test.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) catalog = wg_catalog_load_from_file (path, &error);
  const WgCard *advanced;

  g_assert_no_error (error);
  g_assert_cmpuint (wg_catalog_get_n_cards (catalog), ==, 6);
  advanced = wg_catalog_lookup (catalog, "test-advanced");
  g_assert_cmpint (advanced->multiplier, ==, 0);
  g_assert_cmpuint (advanced->n_effects, ==, 4);
  g_assert_cmpint (advanced->effects[1].amount, ==, 3);
  g_assert_cmpint (advanced->effects[3].kind, ==, WG_EFFECT_GAIN_TRADE_GOOD);
  g_assert_cmpint (advanced->effects[3].when, ==, WG_EFFECT_ON_WIN);
  g_assert_cmpint (wg_catalog_lookup (catalog, "test-technology-per")->vp.rule, ==,
                   WG_VP_PER_TRADE_GOOD);
}

/* A loader as the refusal tests call it: a catalog, or NULL. */
static gpointer
load_catalog (const char *data, gsize length, GError **error)
{
  return wg_catalog_load_from_data (data, length, error);
}

/* The file is refused as a whole (no catalog), the GError names the first
 * problem's path, and validate lists the expected problem. */
static void
test_refusal (gconstpointer data)
{
  wg_test_json_assert_refusal ("catalog-test.json", data, wg_catalog_validate_data, load_catalog);
}

static void
assert_refused (const char *data,
                WgFileError code,
                const char *message)
{
  g_autoptr (GError) error = NULL;
  WgCatalog *catalog = wg_catalog_load_from_data (data, strlen (data), &error);

  g_assert_null (catalog);
  g_test_message ("refused: %s", error->message);
  g_assert_error (error, WG_FILE_ERROR, (gint) code);
  g_assert_nonnull (strstr (error->message, message));
}

static void
test_document_refusals (void)
{
  g_autoptr (GError) error = NULL;

  assert_refused ("{", WG_FILE_ERROR_SYNTAX, "not valid JSON");
  /* Strict JSON (docs/game-format.md) holds for catalogs too. */
  assert_refused ("{\"cards\": [], \"cards\": []}", WG_FILE_ERROR_SYNTAX, "cards: this key appears twice");
  assert_refused ("{'cards': []}", WG_FILE_ERROR_SYNTAX, "single quotes");
  assert_refused ("", WG_FILE_ERROR_SYNTAX, "not valid JSON");
  assert_refused ("[]", WG_FILE_ERROR_INVALID, "a card catalog is a JSON object");
  assert_refused ("{\"format\": \"warpgate-companion-cards\", \"version\": 1}",
                  WG_FILE_ERROR_INVALID, "cards: missing (required)");
  g_assert_null (wg_catalog_load_from_file ("/nonexistent/cards.json", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* Every problem is listed, in document order; an empty catalog is fine. */
static void
test_validate_lists_all (void)
{
  json_object *root = wg_test_json_load ("catalog-test.json");
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GPtrArray) none = NULL;
  g_autoptr (WgCatalog) empty = NULL;
  const char *text;
  const char *empty_text = "{\"format\": \"warpgate-companion-cards\", \"version\": 1,"
                           " \"cards\": []}";

  wg_test_json_change (root, "cards[0].multiplier", "10");
  wg_test_json_change (root, "cards[2].letter", "\"B\"");
  wg_test_json_change (root, "cards[5].vp", "1");
  text = json_object_to_json_string (root);
  problems = wg_catalog_validate_data (text, strlen (text));
  wg_test_dump_problems (problems);
  g_assert_cmpuint (problems->len, ==, 3);
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 0))->path, ==,
                   "cards[0].multiplier");
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 1))->path, ==, "cards[2].letter");
  g_assert_cmpstr (((WgProblem *) g_ptr_array_index (problems, 2))->path, ==, "cards[5].vp");
  json_object_put (root);

  none = wg_catalog_validate_data (empty_text, strlen (empty_text));
  g_assert_cmpuint (none->len, ==, 0);
  empty = wg_catalog_load_from_data (empty_text, strlen (empty_text), NULL);
  g_assert_nonnull (empty);
  g_assert_cmpuint (wg_catalog_get_n_cards (empty), ==, 0);
}

/* A card with a problem still counts for the repeated-id check: the second
 * "test-basic" is found even though the first was refused (its id used to
 * be freed while the check still held it). */
static void
test_id_twice_after_refused_card (void)
{
  json_object *root = wg_test_json_load ("catalog-test.json");
  g_autoptr (GPtrArray) problems = NULL;
  const char *text;

  wg_test_json_change (root, "cards[0].multiplier", "10");
  wg_test_json_change (root, "cards[1].id", "\"test-basic\"");
  text = json_object_to_json_string (root);
  problems = wg_catalog_validate_data (text, strlen (text));
  wg_test_dump_problems (problems);
  g_assert_cmpuint (problems->len, ==, 2);
  g_assert_true (wg_test_has_problem (problems, "cards[0].multiplier", "out of range"));
  g_assert_true (wg_test_has_problem (problems, "cards[1].id", "a second card is called “test-basic”"));
  json_object_put (root);
}

/* load → save → load gives the same catalog (compared as written). */
static void
assert_round_trip (WgCatalog *catalog)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) again = NULL;
  g_autofree char *first = NULL, *second = NULL;
  gsize            length;

  first = wg_catalog_to_data (catalog, &length);
  again = wg_catalog_load_from_data (first, length, &error);
  g_assert_no_error (error);
  second = wg_catalog_to_data (again, NULL);
  g_assert_cmpstr (first, ==, second);
  g_assert_cmpuint (wg_catalog_get_n_cards (again), ==, wg_catalog_get_n_cards (catalog));
}

static void
test_round_trip (void)
{
  g_autofree char *path = data_path ("catalog-test.json");
  g_autofree char *dir = NULL, *saved = NULL, *a = NULL, *b = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) catalog = wg_catalog_load_from_file (path, &error);
  g_autoptr (WgCatalog) builtin = wg_catalog_new_builtin ();
  g_autoptr (WgCatalog) reloaded = NULL;
  const WgCard *card;

  g_assert_no_error (error);
  assert_round_trip (catalog);
  assert_round_trip (builtin);

  dir = g_dir_make_tmp ("wg-catalog-XXXXXX", &error);
  g_assert_no_error (error);
  saved = g_build_filename (dir, "cards.json", NULL);
  g_assert_true (wg_catalog_save_to_file (catalog, saved, &error));
  g_assert_no_error (error);
  reloaded = wg_catalog_load_from_file (saved, &error);
  g_assert_no_error (error);
  a = wg_catalog_to_data (catalog, NULL);
  b = wg_catalog_to_data (reloaded, NULL);
  g_assert_cmpstr (a, ==, b);
  /* Unknowns stay unknown, knowns stay known. */
  card = wg_catalog_lookup (reloaded, "test-hero");
  g_assert_cmpint (card->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  g_assert_null (card->text);
  card = wg_catalog_lookup (reloaded, "test-basic");
  g_assert_true (card->complete);
  g_assert_cmpstr (card->note, ==, "Made up for the tests.");
  g_remove (saved);
  g_rmdir (dir);
}

static WgCatalog *
load_text (const char *text)
{
  g_autoptr (GError) error = NULL;
  WgCatalog *catalog = wg_catalog_load_from_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return catalog;
}

/* A user catalog completes the shipped one: a known id replaces the card
 * where it stood, a new id comes after; neither input changes. */
static void
test_merge (void)
{
  g_autofree char *path = data_path ("catalog-test.json");
  g_autoptr (WgCatalog) base = wg_catalog_load_from_file (path, NULL);
  g_autoptr (WgCatalog) overrides = load_text (
    "{\"format\": \"warpgate-companion-cards\", \"version\": 1, \"cards\": ["
    "{\"id\": \"test-new\", \"name\": \"Test New\", \"kind\": \"advanced\", \"multiplier\": 4},"
    "{\"id\": \"test-hero\", \"name\": \"Test Hero\", \"kind\": \"hero\", \"letter\": \"C\","
    " \"multiplier\": 3, \"text\": \"TEST CARD, transcribed.\"}]}");
  g_autoptr (WgCatalog) merged = wg_catalog_merge (base, overrides);

  g_assert_cmpuint (wg_catalog_get_n_cards (merged), ==, 7);
  g_assert_cmpstr (wg_catalog_get_card (merged, 1)->id, ==, "test-hero");
  g_assert_cmpint (wg_catalog_get_card (merged, 1)->multiplier, ==, 3);
  g_assert_cmpstr (wg_catalog_get_card (merged, 1)->text, ==, "TEST CARD, transcribed.");
  /* The override replaces the whole card: its faction was not given. */
  g_assert_null (wg_catalog_get_card (merged, 1)->faction);
  g_assert_cmpstr (wg_catalog_get_card (merged, 6)->id, ==, "test-new");
  g_assert_cmpint (wg_catalog_lookup (merged, "test-new")->multiplier, ==, 4);
  g_assert_cmpint (wg_catalog_lookup (merged, "test-basic")->multiplier, ==, 2);

  g_assert_cmpuint (wg_catalog_get_n_cards (base), ==, 6);
  g_assert_cmpint (wg_catalog_lookup (base, "test-hero")->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  g_assert_null (wg_catalog_lookup (base, "test-new"));
  g_assert_cmpuint (wg_catalog_get_n_cards (overrides), ==, 2);
}

/* wg_catalog_new refuses a repeated id. */
static void
test_new_repeated_id (void)
{
  WgCard cards[2] = { { 0 } };
  g_autoptr (GError) error = NULL;

  cards[0].id = (char *) "same";
  cards[0].name = (char *) "One";
  cards[1].id = (char *) "same";
  cards[1].name = (char *) "Two";
  g_assert_null (wg_catalog_new (cards, 2, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "“same”"));
}

/* What a game file's Tactic is: its own fields first, then its card's. */
static void
test_resolve_tactic (void)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  WgTactic      own = { (char *) "pitched-battle", NULL, WG_TACTIC_BASIC, FALSE, 3 };
  WgTactic      plain = { (char *) "pitched-battle", NULL, WG_TACTIC_BASIC, FALSE,
                          WG_MULTIPLIER_UNKNOWN };
  WgTactic      unknown = { (char *) "no-such-card", NULL, WG_TACTIC_BASIC, FALSE,
                            WG_MULTIPLIER_UNKNOWN };
  WgTactic      by_name = { NULL, (char *) "heroic sacrifice", WG_TACTIC_BASIC, FALSE,
                            WG_MULTIPLIER_UNKNOWN };
  WgTactic      technology = { (char *) "countermeasures", NULL, WG_TACTIC_BASIC, FALSE, 2 };
  WgTactic      hero = { (char *) "sol-olo", NULL, WG_TACTIC_BASIC, FALSE, WG_MULTIPLIER_UNKNOWN };
  const WgCard *card;
  const char   *name;
  gboolean      has_kind;
  WgTacticKind  kind;
  int           multiplier;

  /* The tactic's own multiplier wins over the catalog's x2. */
  wg_catalog_resolve_tactic (catalog, &own, &card, &name, &has_kind, &kind, &multiplier);
  g_assert_cmpstr (card->id, ==, "pitched-battle");
  g_assert_cmpstr (name, ==, "Pitched Battle");
  g_assert_true (has_kind);
  g_assert_cmpint (kind, ==, WG_TACTIC_BASIC);
  g_assert_cmpint (multiplier, ==, 3);

  wg_catalog_resolve_tactic (catalog, &plain, &card, NULL, NULL, NULL, &multiplier);
  g_assert_cmpint (multiplier, ==, 2);

  /* An id the catalog does not have: nothing is known but the tactic's. */
  wg_catalog_resolve_tactic (catalog, &unknown, &card, &name, &has_kind, &kind, &multiplier);
  g_assert_null (card);
  g_assert_null (name);
  g_assert_false (has_kind);
  g_assert_cmpint (multiplier, ==, WG_MULTIPLIER_UNKNOWN);

  /* By name, ignoring case; the tactic's own name is kept. */
  wg_catalog_resolve_tactic (catalog, &by_name, &card, &name, NULL, NULL, &multiplier);
  g_assert_cmpstr (card->id, ==, "heroic-sacrifice");
  g_assert_cmpstr (name, ==, "heroic sacrifice");
  g_assert_cmpint (multiplier, ==, 5);

  /* A Technology's id is no Tactics card. */
  wg_catalog_resolve_tactic (catalog, &technology, &card, NULL, &has_kind, NULL, &multiplier);
  g_assert_null (card);
  g_assert_false (has_kind);
  g_assert_cmpint (multiplier, ==, 2);

  /* The kind comes from the card; Sol Olo's multiplier is not known. */
  wg_catalog_resolve_tactic (catalog, &hero, &card, NULL, &has_kind, &kind, &multiplier);
  g_assert_true (has_kind);
  g_assert_cmpint (kind, ==, WG_TACTIC_HERO);
  g_assert_cmpint (multiplier, ==, WG_MULTIPLIER_UNKNOWN);

  /* Without a catalog only the tactic speaks. */
  wg_catalog_resolve_tactic (NULL, &own, &card, &name, &has_kind, NULL, &multiplier);
  g_assert_null (card);
  g_assert_null (name);
  g_assert_false (has_kind);
  g_assert_cmpint (multiplier, ==, 3);
}

/* The sentences the battle account uses for effects. */
static void
test_effect_describe (void)
{
  WgEffect         half = { WG_EFFECT_DESTROY, WG_AMOUNT_HALF, WG_EFFECT_SIDE_BOTH, WG_EFFECT_ALWAYS };
  WgEffect         one = { WG_EFFECT_DESTROY, 1, WG_EFFECT_SIDE_ENEMY, WG_EFFECT_ON_LOSS };
  WgEffect         all = { WG_EFFECT_DESTROY, WG_AMOUNT_ALL, WG_EFFECT_SIDE_OWN, WG_EFFECT_ON_WIN };
  WgEffect         cancel = { WG_EFFECT_CANCEL, 0, WG_EFFECT_SIDE_OWN, WG_EFFECT_ALWAYS };
  g_autofree char *a = wg_effect_describe (&half);
  g_autofree char *b = wg_effect_describe (&one);
  g_autofree char *c = wg_effect_describe (&all);
  g_autofree char *d = wg_effect_describe (&cancel);

  g_assert_cmpstr (a, ==, "destroy half of both sides’ ships, rounded down");
  g_assert_cmpstr (b, ==, "destroy 1 of the enemy’s ships if its player loses");
  g_assert_cmpstr (c, ==, "destroy all of its player’s ships if its player wins");
  g_assert_cmpstr (d, ==, "cancel the other card’s text");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/catalog/builtin/basic-tactics", test_builtin_basic_tactics);
  g_test_add_func ("/wg/catalog/builtin/pitched-battle", test_builtin_pitched_battle);
  g_test_add_func ("/wg/catalog/builtin/heroic-sacrifice", test_builtin_heroic_sacrifice);
  g_test_add_func ("/wg/catalog/builtin/nothing-invented", test_builtin_nothing_invented);
  g_test_add_func ("/wg/catalog/builtin/hero-and-technologies",
                   test_builtin_hero_and_technologies);
  g_test_add_func ("/wg/catalog/builtin/is-the-data-file", test_builtin_is_the_data_file);
  g_test_add_func ("/wg/catalog/file/fixture-valid", test_fixture_valid);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *name = g_strdup_printf ("/wg/catalog/refusal/%s", refusals[i].name);

      g_test_add_data_func (name, &refusals[i], test_refusal);
    }
  g_test_add_func ("/wg/catalog/file/document-refusals", test_document_refusals);
  g_test_add_func ("/wg/catalog/file/validate-lists-all", test_validate_lists_all);
  g_test_add_func ("/wg/catalog/file/id-twice-after-refused-card",
                   test_id_twice_after_refused_card);
  g_test_add_func ("/wg/catalog/file/round-trip", test_round_trip);
  g_test_add_func ("/wg/catalog/merge", test_merge);
  g_test_add_func ("/wg/catalog/new-repeated-id", test_new_repeated_id);
  g_test_add_func ("/wg/catalog/resolve-tactic", test_resolve_tactic);
  g_test_add_func ("/wg/catalog/effect-describe", test_effect_describe);
  return g_test_run ();
}
