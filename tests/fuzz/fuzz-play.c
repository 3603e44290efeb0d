/* fuzz-play.c — fuzz target: whole-game command sequences whose every choice is the fuzzer's
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The property test tests/cli/test-cli-property.c with the fuzzer's bytes
 * for its random numbers: the first byte picks the game file to start from
 * (tests/data/), each further byte (two for a choice among more than 256)
 * one choice of wg-play-driver.c — the command, its options, the answers,
 * the --output target. The sequence ends with the input (or after 32
 * commands).
 *
 * Properties (wg_play_run), each an abort() when it fails: every exit
 * status is one of docs/cli.md's; every file written is a game the app
 * opens; a command that exits non-zero leaves the --output file byte for
 * byte as it was. Besides, ASan/UBSan and LeakSanitizer report any memory
 * error, undefined behaviour or leak.
 */
#include "config.h"

#include <unistd.h>
#include <glib/gstdio.h>

#include "wg-fuzz.h"
#include "wg-play-driver.h"

#define MAX_STEPS 32

typedef struct
{
  const uint8_t *data;
  size_t         size;
  size_t         at;
} Bytes;

static guint32
pick_bytes (gpointer user_data,
            guint32  n)
{
  Bytes  *b = user_data;
  guint32 value;

  if (b->at >= b->size)
    return G_MAXUINT32;
  value = b->data[b->at++];
  if (n > 256 && b->at < b->size)
    value = value << 8 | b->data[b->at++];
  return value % n;
}

static char *work_dir;

/* The folder goes with the process (the replay test's, or libFuzzer's). */
static void
remove_work_dir (void)
{
  g_autoptr (GDir) dir = g_dir_open (work_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (work_dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (work_dir);
}

static void
set_up (void)
{
  char *dir;

  if (work_dir != NULL)
    return;
  /* No user card catalog changes the answers. */
  g_setenv ("XDG_DATA_HOME", "/nonexistent/wg-fuzz-play", TRUE);
  dir = g_strdup ("/dev/shm/wg-fuzz-play-XXXXXX");
  if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && g_mkdtemp (dir) != NULL)
    work_dir = dir;
  else
    {
      g_free (dir);
      work_dir = g_dir_make_tmp ("wg-fuzz-play-XXXXXX", NULL);
    }
  wg_fuzz_require (work_dir != NULL, "no folder for the games");
  atexit (remove_work_dir);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  Bytes            bytes = { data, size, 1 };
  g_autofree char *fixture = NULL, *failure = NULL;

  if (size < 1)
    return 0;
  set_up ();
  fixture = g_build_filename (WG_PLAY_DATA_DIR, wg_play_fixtures[data[0] % wg_play_n_fixtures],
                              NULL);
  failure = wg_play_run (fixture, work_dir, MAX_STEPS, pick_bytes, &bytes, NULL);
  wg_fuzz_require (failure == NULL, "%s", failure);
  return 0;
}
