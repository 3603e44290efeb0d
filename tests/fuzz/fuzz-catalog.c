/* fuzz-catalog.c — fuzz target: the card catalog loader, and saving what it accepts
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Properties, each an abort() when it fails:
 *  1. Any input is either refused, with a WG_FILE_ERROR that is the first
 *     problem the validator lists (as UTF-8 text), or loaded.
 *  2. A loaded catalog saves to a file that loads back, and saving that
 *     gives the same bytes.
 *  3. It completes the shipped catalog (wg_catalog_merge, as the app does
 *     with a user catalog) and every card of the result can be looked up
 *     by its id and described.
 */
#include "wg-catalog-json.h"
#include "wg-fuzz.h"

static void
check_merge (const WgCatalog *user)
{
  g_autoptr (WgCatalog) builtin = wg_catalog_new_builtin ();
  g_autoptr (WgCatalog) merged = wg_catalog_merge (builtin, user);

  wg_fuzz_require (merged != NULL, "the merge failed");
  for (guint i = 0; i < wg_catalog_get_n_cards (merged); i++)
    {
      const WgCard *card = wg_catalog_get_card (merged, i);

      wg_fuzz_require (wg_catalog_lookup (merged, card->id) == card, "card %s not found",
                       card->id);
      wg_fuzz_require (wg_catalog_find_name (merged, card->name, -1) != NULL,
                       "card name %s not found", card->name);
      for (guint j = 0; j < card->n_effects; j++)
        {
          g_autofree char *text = wg_effect_describe (&card->effects[j]);

          wg_fuzz_require (text != NULL && g_utf8_validate (text, -1, NULL),
                           "effect %u of %s", j, card->id);
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) catalog = NULL;
  g_autoptr (WgCatalog) again = NULL;
  g_autoptr (GPtrArray) problems = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *resaved = NULL;
  gsize            saved_length = 0, resaved_length = 0;

  catalog = wg_catalog_load_from_data ((const char *) data, size, &error);
  problems = wg_catalog_validate_data ((const char *) data, size);
  if (catalog == NULL)
    {
      wg_fuzz_check_refusal (error, problems);
      return 0;
    }
  wg_fuzz_require (problems->len == 0, "loaded, but the validator found %u problems",
                   problems->len);

  saved = wg_catalog_to_data (catalog, &saved_length);
  again = wg_catalog_load_from_data (saved, saved_length, &error);
  wg_fuzz_require (again != NULL, "a saved catalog is refused: %s\n%s", error->message, saved);
  resaved = wg_catalog_to_data (again, &resaved_length);
  wg_fuzz_check_same ("a catalog", saved, saved_length, resaved, resaved_length);

  check_merge (catalog);
  return 0;
}
