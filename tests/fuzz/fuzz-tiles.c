/* fuzz-tiles.c — fuzz target: the tile file loader, and saving what it accepts
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Properties, each an abort() when it fails:
 *  1. Any input is either refused, with a WG_FILE_ERROR that is the first
 *     problem the validator lists (as UTF-8 text), or loaded.
 *  2. A loaded library saves to a file that loads back, and saving that
 *     gives the same bytes.
 *  3. Every layout of a loaded library composes into a board
 *     (wg_tile_compose), as the loader promised.
 */
#include "wg-tile-json.h"
#include "wg-fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgTileLibrary) library = NULL;
  g_autoptr (WgTileLibrary) again = NULL;
  g_autoptr (GPtrArray) problems = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *resaved = NULL;
  gsize            saved_length = 0, resaved_length = 0;

  library = wg_tile_library_load_from_data ((const char *) data, size, &error);
  problems = wg_tile_library_validate_data ((const char *) data, size);
  if (library == NULL)
    {
      wg_fuzz_check_refusal (error, problems);
      return 0;
    }
  wg_fuzz_require (problems->len == 0, "loaded, but the validator found %u problems",
                   problems->len);

  saved = wg_tile_library_to_data (library, &saved_length);
  again = wg_tile_library_load_from_data (saved, saved_length, &error);
  wg_fuzz_require (again != NULL, "a saved tile file is refused: %s\n%s", error->message,
                   saved);
  resaved = wg_tile_library_to_data (again, &resaved_length);
  wg_fuzz_check_same ("a tile file", saved, saved_length, resaved, resaved_length);

  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    {
      const WgLayout *layout = wg_tile_library_get_layout (library, i);
      g_autoptr (WgBoard) board = wg_tile_compose (library, layout, &error);

      wg_fuzz_require (board != NULL, "layout %s does not compose: %s", layout->id,
                       error->message);
    }
  return 0;
}
