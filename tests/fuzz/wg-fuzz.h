/* wg-fuzz.h — what the fuzz targets share: the entry point and the properties they check
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wg-file-error.h"

/* Each target defines this; libFuzzer calls it, and so does the replay main
 * (wg-fuzz-replay.c) for every corpus file. It returns 0, or aborts when a
 * property fails. */
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* A property of the loaders; its failure is a finding, reported as a crash
 * so that libFuzzer and AFL++ keep the input. */
#define wg_fuzz_require(cond, ...)                                   \
  G_STMT_START                                                       \
  {                                                                  \
    if (G_UNLIKELY (!(cond)))                                        \
      {                                                              \
        fprintf (stderr, "%s:%d: property failed: %s\n  ", __FILE__, \
                 __LINE__, #cond);                                   \
        fprintf (stderr, __VA_ARGS__);                               \
        fputc ('\n', stderr);                                        \
        abort ();                                                    \
      }                                                              \
  }                                                                  \
  G_STMT_END

/* A refused file: the error is a WG_FILE_ERROR whose message is the first
 * of the problems the validator lists, and it is text a window can show. */
static inline void
wg_fuzz_check_refusal (const GError *error,
                       GPtrArray    *problems)
{
  g_autofree char *first = NULL;

  wg_fuzz_require (error != NULL, "refused without an error");
  wg_fuzz_require (error->domain == WG_FILE_ERROR, "error domain %s: %s",
                   g_quark_to_string (error->domain), error->message);
  wg_fuzz_require (g_utf8_validate (error->message, -1, NULL), "message not UTF-8");
  wg_fuzz_require (problems != NULL && problems->len > 0,
                   "the loader refused (%s) but the validator found nothing", error->message);
  first = wg_problem_to_string (g_ptr_array_index (problems, 0));
  wg_fuzz_require (strcmp (first, error->message) == 0,
                   "the loader says “%s”, the validator “%s”", error->message, first);
  for (guint i = 0; i < problems->len; i++)
    {
      const WgProblem *p = g_ptr_array_index (problems, i);

      wg_fuzz_require (g_utf8_validate (p->path, -1, NULL)
                         && g_utf8_validate (p->message, -1, NULL),
                       "problem %u is not UTF-8", i);
    }
}

/* Saving and loading back gives the same file, byte for byte. */
static inline void
wg_fuzz_check_same (const char *what,
                    const char *first,
                    gsize       first_length,
                    const char *second,
                    gsize       second_length)
{
  wg_fuzz_require (first_length == second_length && memcmp (first, second, first_length) == 0,
                   "%s changed in a round trip:\n--- first\n%s\n--- second\n%s", what, first,
                   second);
}
