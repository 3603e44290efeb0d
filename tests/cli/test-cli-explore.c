/* test-cli-explore.c — warpgate-cli and the Exploration variant: apply, use-token, score
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/explore.json (worked in tests/test-explore.c): Ana (blue) has
 * 3 ships on V1; D1 at range 1 holds 2 face-down tokens, the box 20. A
 * Recon at 1X (reach 2) from V1 to D1 explores (R-EXP-2).
 */
#include <string.h>
#include <json-c/json.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *tmp_dir = NULL;

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
}

/* A file in the test's own folder. */
static char *
tmp_file (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* A fixture with one piece of text replaced, written to the test's folder. */
static char *
variant (const char *name,
         const char *from,
         const char *to)
{
  g_autofree char *path = fixture (name), *data = NULL;
  g_auto (GStrv) parts = NULL;
  g_autofree char *joined = NULL;
  static guint     n = 0;
  g_autofree char *base = g_strdup_printf ("variant-%u.json", n++);
  char            *out = tmp_file (base);

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, from));
  parts = g_strsplit (data, from, 2);
  joined = g_strjoinv (to, parts);
  g_assert_true (g_file_set_contents (out, joined, -1, NULL));
  return out;
}

/* Runs warpgate-cli with @args (NULL-ended; "@name" is a fixture path). */
static void
run_cli (Run *run,
         ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autofree char *none = g_test_build_filename (G_TEST_BUILT, "no-user-data", NULL);
  const char      *cli = g_getenv ("WG_CLI");
  va_list          args;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, g_strdup (cli));
  va_start (args, run);
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, a[0] == '@' ? fixture (a + 1) : g_strdup (a));
  va_end (args);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", none, TRUE);
  proc = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
}

/* The JSON answer's value at a dotted path ("game.turn.active",
 * "steps.0"), as JSON text ("\"blue\"", "true", "null"). */
static char *
json_at (const char *text,
         const char *path)
{
  json_object *root = json_tokener_parse (text), *o = root;
  g_auto (GStrv) keys = g_strsplit (path, ".", -1);
  char *result;

  g_assert_nonnull (root);
  for (guint i = 0; keys[i] != NULL && o != NULL; i++)
    {
      if (json_object_is_type (o, json_type_array))
        o = json_object_array_get_idx (o, (gsize) g_ascii_strtoull (keys[i], NULL, 10));
      else if (!json_object_object_get_ex (o, keys[i], &o))
        {
          json_object_put (root);
          return g_strdup ("<absent>");
        }
    }
  result = g_strdup (o == NULL ? "null" : json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (root);
  return result;
}

#define assert_json_at(text, path, want)              \
  G_STMT_START                                        \
  {                                                   \
    g_autofree char *got_ = json_at ((text), (path)); \
    g_assert_cmpstr (got_, ==, (want));               \
  }                                                   \
  G_STMT_END

/* The ships a player has at a location in the answer's "game": the count
 * of the entry of pieces.ships, or 0. */
static int
ships_in (const char *text,
          const char *at,
          const char *color)
{
  json_object *root = json_tokener_parse (text), *ships = NULL, *game = NULL, *pieces = NULL;
  int          count = 0;

  g_assert_nonnull (root);
  if (!json_object_object_get_ex (root, "game", &game))
    game = root;
  g_assert_true (json_object_object_get_ex (game, "pieces", &pieces));
  if (json_object_object_get_ex (pieces, "ships", &ships))
    for (gsize i = 0; i < json_object_array_length (ships); i++)
      {
        json_object *e = json_object_array_get_idx (ships, i), *v;

        json_object_object_get_ex (e, "at", &v);
        if (strcmp (json_object_get_string (v), at) != 0)
          continue;
        json_object_object_get_ex (e, "color", &v);
        if (strcmp (json_object_get_string (v), color) != 0)
          continue;
        json_object_object_get_ex (e, "count", &v);
        count = json_object_get_int (v);
      }
  json_object_put (root);
  return count;
}

#define RECON_D1                                                                          \
  "apply", "@explore.json", "--color", "blue", "--action", "recon", "--x", "1", "--from", \
    "V1:1", "--to", "D1", "--json"

/* The explore question (docs/cli.md, apply): "choice".id is "explore" with
 * every token id of R-EXP-5 (28 with the five colony-TYPE); the game is
 * unchanged (D1 still holds 2). Then keep|second, asked with --choose. */
static void
test_explore_questions (void)
{
  g_auto (Run) first = { 0 }, second = { 0 };

  run_cli (&first, RECON_D1, NULL);
  g_assert_cmpint (first.status, ==, 0);
  assert_json_at (first.out, "choice.id", "\"explore\"");
  assert_json_at (first.out, "choice.options.0.id", "\"refresh-trade-goods\"");
  assert_json_at (first.out, "choice.options.27.id", "\"rotate-tile-ccw\"");
  assert_json_at (first.out, "choice.options.28", "null");
  assert_json_at (first.out, "game.exploration.planets.D1", "2");
  g_assert_cmpint (ships_in (first.out, "D1", "blue"), ==, 0);

  run_cli (&second, RECON_D1, "--reveal", "extra-vp", NULL);
  g_assert_cmpint (second.status, ==, 0);
  assert_json_at (second.out, "choice.id", "\"explore-keep\"");
  assert_json_at (second.out, "choice.options.0.id", "\"keep\"");
  assert_json_at (second.out, "choice.options.1.id", "\"second\"");
}

/* Return lost-ship and reveal the second, truce: Ana holds truce, D1 is
 * empty (no "D1" in planets), the box 20 + 1 = 21, the ship arrived. */
static void
test_explore_second (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, RECON_D1, "--reveal", "lost-ship", "--choose", "second", "--reveal", "truce",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "choice", "null");
  assert_json_at (run.out, "game.players.0.discoveries", "[{\"token\":\"truce\"}]");
  assert_json_at (run.out, "game.exploration.planets.D1", "<absent>");
  assert_json_at (run.out, "game.exploration.box", "21");
  g_assert_cmpint (ships_in (run.out, "D1", "blue"), ==, 1);
  g_assert_nonnull (strstr (run.out, "\"R-EXP-2\""));
}

/* The token's own question follows: void-planet asks which planet
 * (--choose J1); red's Outpost on J1 goes back. An answer that is not an
 * option exits 2 and lists the options. */
static void
test_explore_token_question (void)
{
  g_auto (Run) run = { 0 }, bad = { 0 };

  run_cli (&run, RECON_D1, "--reveal", "void-planet", "--choose", "keep", "--choose", "J1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "game.exploration.voided", "[\"J1\"]");
  assert_json_at (run.out, "game.pieces.markers", "[]");
  assert_json_at (run.out, "game.players.0.discoveries",
                  "[{\"token\":\"void-planet\",\"used\":true}]");

  run_cli (&bad, RECON_D1, "--reveal", "magic", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "two-more"));
}

/* use-token reinforce (1X): V1 3 → 4 ships, the token used, not the turn's
 * action; again: exit 5 (no unused reinforce). extra-vp: exit 5 (it is
 * never used). An id that is no token: exit 2. */
static void
test_use_token (void)
{
  g_autofree char *game = variant ("explore.json", "\"side\": \"A\",",
                                   "\"side\": \"A\", \"discoveries\": [{\"token\": \"reinforce\"}, "
                                   "{\"token\": \"extra-vp\"}],");
  g_autofree char *after = tmp_file ("after-token.json");
  g_auto (Run) run = { 0 }, again = { 0 }, extra = { 0 }, unknown = { 0 }, score = { 0 };

  run_cli (&run, "use-token", game, "--color", "blue", "--token", "reinforce", "--to", "V1",
           "--output", after, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_json_at (run.out, "legal", "true");
  g_assert_cmpint (ships_in (run.out, "V1", "blue"), ==, 4);
  assert_json_at (run.out, "game.players.0.discoveries.0", "{\"token\":\"reinforce\",\"used\":true}");
  assert_json_at (run.out, "game.turn.acted", "<absent>");

  run_cli (&again, "use-token", after, "--color", "blue", "--token", "reinforce", "--to", "V1",
           NULL);
  g_assert_cmpint (again.status, ==, 5);
  run_cli (&extra, "use-token", after, "--color", "blue", "--token", "extra-vp", NULL);
  g_assert_cmpint (extra.status, ==, 5);
  run_cli (&unknown, "use-token", after, "--color", "blue", "--token", "magic", NULL);
  g_assert_cmpint (unknown.status, ==, 2);

  /* Score (R-EXP-4): 2 tokens held, 1 more for extra-vp: 3. */
  run_cli (&score, "score", after, "--json", NULL);
  g_assert_cmpint (score.status, ==, 0);
  assert_json_at (score.out, "players.0.exploration", "3");
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("wg-cli-explore-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/wg/cli/explore/questions", test_explore_questions);
  g_test_add_func ("/wg/cli/explore/second", test_explore_second);
  g_test_add_func ("/wg/cli/explore/token-question", test_explore_token_question);
  g_test_add_func ("/wg/cli/use-token", test_use_token);
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
