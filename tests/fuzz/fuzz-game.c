/* fuzz-game.c — fuzz target: the game file loader, and saving what it accepts
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Properties, each an abort() when it fails:
 *  1. Any input is either refused, with a WG_FILE_ERROR that is the first
 *     problem the validator lists (as UTF-8 text), or loaded.
 *  2. A loaded game keeps the format's invariants (wg_game_check).
 *  3. It saves to a file that loads back, and saving that gives the same
 *     bytes: nothing is lost or changed in a round trip.
 *  4. A copy saves to the same bytes.
 * Besides, ASan/UBSan and LeakSanitizer report any memory error, undefined
 * behaviour or leak, and libFuzzer any slow input.
 */
#include "wg-game-json.h"
#include "wg-invariants.h"
#include "wg-fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgGame) again = NULL;
  g_autoptr (WgGame) copy = NULL;
  g_autoptr (GPtrArray) problems = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *resaved = NULL;
  g_autofree char *copied = NULL;
  gsize            saved_length = 0, resaved_length = 0, copied_length = 0;

  game = wg_game_load_from_data ((const char *) data, size, &error);
  problems = wg_game_validate_data ((const char *) data, size);
  if (game == NULL)
    {
      wg_fuzz_check_refusal (error, problems);
      return 0;
    }
  wg_fuzz_require (problems->len == 0, "loaded, but the validator found %u problems",
                   problems->len);

  wg_fuzz_require (wg_game_check (game, &error), "a loaded game breaks an invariant: %s",
                   error->message);

  saved = wg_game_to_data (game, &saved_length);
  again = wg_game_load_from_data (saved, saved_length, &error);
  wg_fuzz_require (again != NULL, "a saved game is refused: %s\n%s", error->message, saved);
  resaved = wg_game_to_data (again, &resaved_length);
  wg_fuzz_check_same ("a game", saved, saved_length, resaved, resaved_length);

  copy = wg_game_copy (game);
  copied = wg_game_to_data (copy, &copied_length);
  wg_fuzz_check_same ("a copied game", saved, saved_length, copied, copied_length);
  return 0;
}
