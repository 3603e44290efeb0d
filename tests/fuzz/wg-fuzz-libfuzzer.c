/* wg-fuzz-libfuzzer.c — set-up of a fuzz target built for libFuzzer
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "wg-fuzz.h"

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);

/* As in the replay main (g_test_init): a warning or critical reached from a
 * file is a finding, so it aborts. */
int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}
