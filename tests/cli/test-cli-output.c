/* test-cli-output.c — warpgate-cli --output, refusals and answers: what a command writes and says
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * --output replaces only what the app's save would (a read-only file, a
 * loop of symbolic links are refused; a link to a file is followed), "-"
 * is standard output and an empty name a bad command line; refusals of
 * every command escape what they echo from the file; answers given with
 * --choose/--reveal that no question used exit 2; --x below 0 says so.
 */
#include "config.h"

#include <errno.h>
#include <unistd.h>
#include <sys/stat.h>

#include "wg-test-cli-run.h"
#include "wg-test-files.h"

/* The options of a reinforce that needs no answer: play-2p.json's blue
 * (Ana) puts 2 ships on her Warpgate and P1. */
#define REINFORCE \
  "--color", "blue", "--action", "reinforce", "--x", "2", "--to", "gate-blue", "--to", "P1"

/* A folder of the test's own, with play-2p.json copied in as game.json. */
static char *
make_folder (const char *name)
{
  g_autofree char *dir = tmp_file (name);
  g_autofree char *fixture_path = fixture ("play-2p.json");
  g_autofree char *game = g_build_filename (dir, "game.json", NULL);
  g_autofree char *data = NULL;

  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_true (g_file_get_contents (fixture_path, &data, NULL, NULL));
  g_assert_true (g_file_set_contents (game, data, -1, NULL));
  g_assert_cmpint (g_chmod (game, 0644), ==, 0);
  return g_steal_pointer (&dir);
}

/* Runs warpgate-cli with @args (NULL-ended) in the folder @cwd, with
 * @input on standard input; unprivileged when @unprivileged: as the test's
 * own user when it is not root, else as root without any capability
 * (setpriv empties the bounding set, so the program starts with none),
 * which the file modes bind as they bind any owner: a 0444 file is
 * read-only to it. Root stays the owner of the test's folders, so this
 * works where no other user may enter them (a build under /root, a chroot
 * whose / is 0700). */
static void
run_in (Run        *run,
        const char *cwd,
        gboolean    unprivileged,
        const char *input,
        ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list args;

  if (unprivileged && geteuid () == 0)
    {
      g_ptr_array_add (argv, "setpriv");
      g_ptr_array_add (argv, "--inh-caps=-all");
      g_ptr_array_add (argv, "--bounding-set=-all");
      g_ptr_array_add (argv, "--");
    }
  g_ptr_array_add (argv, (gpointer) g_getenv ("WG_CLI"));
  va_start (args, input);
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  spawn_cli (run, (const char *const *) argv->pdata, cwd, input, NULL);
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static guint
count_files (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (listing);
  while (g_dir_read_name (listing) != NULL)
    n++;
  return n;
}

static void
assert_link (const char *path,
             const char *target)
{
  g_autofree char *points_to = g_file_read_link (path, NULL);

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpstr (points_to, ==, target);
}

/* A 0444 file, run unprivileged (by a user who may not write it, but may
 * make files in its folder), is refused with exit 1 and left as it was: its text, its
 * mode, and nothing else in the folder. The same user still writes a new
 * file there. */
static void
test_output_read_only (void)
{
  g_autofree char *dir = make_folder ("read-only");
  g_autofree char *target = g_build_filename (dir, "locked.json", NULL);
  g_autofree char *text = NULL, *fresh = NULL;
  g_auto (Run) run = { 0 }, ok = { 0 };
  GStatBuf st;

  g_assert_true (g_file_set_contents (target, "locked text", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0444), ==, 0);

  run_in (&run, dir, TRUE, NULL, "apply", "game.json", REINFORCE, "--output", "locked.json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "locked.json"));
  g_assert_nonnull (strstr (run.err, "read-only"));
  g_assert_cmpstr (run.out, ==, "");
  text = read_text (target);
  g_assert_cmpstr (text, ==, "locked text");
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 07777, ==, 0444);
  g_assert_cmpuint (count_files (dir), ==, 2);

  run_in (&ok, dir, TRUE, NULL, "apply", "game.json", REINFORCE, "--output", "new.json", NULL);
  g_assert_cmpint (ok.status, ==, 0);
  fresh = g_build_filename (dir, "new.json", NULL);
  g_assert_true (g_file_test (fresh, G_FILE_TEST_IS_REGULAR));
}

/* A loop of symbolic links (two, and one naming itself) is refused with
 * exit 1 and stays a loop; a link to a regular file is followed: the
 * file is replaced (its mode kept), the link stays. */
static void
test_output_links (void)
{
  g_autofree char *dir = make_folder ("links");
  g_autofree char *loop_a = g_build_filename (dir, "loop-a.json", NULL);
  g_autofree char *loop_b = g_build_filename (dir, "loop-b.json", NULL);
  g_autofree char *self = g_build_filename (dir, "self.json", NULL);
  g_autofree char *real = g_build_filename (dir, "real.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autofree char *direct = g_build_filename (dir, "direct.json", NULL);
  g_autofree char *via_link = NULL, *written = NULL;
  g_auto (Run) a = { 0 }, s = { 0 }, followed = { 0 }, plain = { 0 };
  GStatBuf st;

  g_assert_cmpint (symlink ("loop-b.json", loop_a), ==, 0);
  g_assert_cmpint (symlink ("loop-a.json", loop_b), ==, 0);
  g_assert_cmpint (symlink ("self.json", self), ==, 0);

  run_in (&a, dir, FALSE, NULL, "apply", "game.json", REINFORCE, "--output", "loop-a.json", NULL);
  g_assert_cmpint (a.status, ==, 1);
  g_assert_nonnull (strstr (a.err, "loop-a.json"));
  g_assert_nonnull (strstr (a.err, "loop"));
  assert_link (loop_a, "loop-b.json");
  assert_link (loop_b, "loop-a.json");

  run_in (&s, dir, FALSE, NULL, "end-turn", "game.json", "--output", "self.json", NULL);
  g_assert_cmpint (s.status, ==, 1);
  assert_link (self, "self.json");
  g_assert_cmpuint (count_files (dir), ==, 4);

  g_assert_true (g_file_set_contents (real, "old", -1, NULL));
  g_assert_cmpint (g_chmod (real, 0640), ==, 0);
  g_assert_cmpint (symlink ("real.json", link), ==, 0);
  run_in (&followed, dir, FALSE, NULL, "apply", "game.json", REINFORCE, "--output", "link.json",
          NULL);
  g_assert_cmpint (followed.status, ==, 0);
  assert_link (link, "real.json");
  run_in (&plain, dir, FALSE, NULL, "apply", "game.json", REINFORCE, "--output", "direct.json",
          NULL);
  g_assert_cmpint (plain.status, ==, 0);
  via_link = read_text (real);
  written = read_text (direct);
  g_assert_cmpstr (via_link, ==, written);
  g_assert_cmpint (g_stat (real, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 07777, ==, 0640);
}

/* "--output -" is standard output: the very bytes "--output FILE" writes,
 * and nothing else (the answer, text or JSON, goes to standard error); no
 * file named "-" is made. Standard input to standard output works as a
 * filter. A command that stops at a question writes nothing. */
static void
test_output_stdout (void)
{
  g_autofree char *dir = make_folder ("stdout");
  g_autofree char *file = g_build_filename (dir, "file.json", NULL);
  g_autofree char *dash = g_build_filename (dir, "-", NULL);
  g_autofree char *game = g_build_filename (dir, "game.json", NULL);
  g_autofree char *bytes = NULL, *input = NULL;
  g_auto (Run) to_file = { 0 }, text = { 0 }, json = { 0 }, filter = { 0 }, asked = { 0 };
  json_object *answer;

  run_in (&to_file, dir, FALSE, NULL, "apply", "game.json", REINFORCE, "--output", "file.json",
          NULL);
  g_assert_cmpint (to_file.status, ==, 0);
  bytes = read_text (file);

  run_in (&text, dir, FALSE, NULL, "apply", "game.json", REINFORCE, "--output", "-", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.out, ==, bytes);
  g_assert_nonnull (strstr (text.err, "Reinforce the blue Warpgate, P1"));
  g_assert_false (g_file_test (dash, G_FILE_TEST_EXISTS));

  run_in (&json, dir, FALSE, NULL, "apply", "game.json", REINFORCE, "--output", "-", "--json",
          NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_cmpstr (json.out, ==, bytes);
  answer = json_tokener_parse (json.err);
  g_assert_nonnull (answer);
  json_object_put (answer);
  assert_json_at (json.err, "legal", "true");

  input = read_text (game);
  run_in (&filter, dir, FALSE, input, "apply", "-", REINFORCE, "--output", "-", NULL);
  g_assert_cmpint (filter.status, ==, 0);
  g_assert_cmpstr (filter.out, ==, bytes);

  run_in (&asked, dir, FALSE, NULL, "battle", "game.json", "--attacker", "blue", "--from", "P1:2",
          "--at", "P2", "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--output",
          "-", NULL);
  g_assert_cmpint (asked.status, ==, 0);
  g_assert_cmpstr (asked.out, ==, "");
  g_assert_nonnull (strstr (asked.err, "Run again with --choose"));
  g_assert_false (g_file_test (dash, G_FILE_TEST_EXISTS));
}

/* An empty --output is a bad command line, said as such, for every command
 * that writes a game; nothing is written. */
static void
test_output_empty_name (void)
{
  const char *const commands[][14] = {
    { "apply", "@play-2p.json", REINFORCE, NULL },
    { "end-turn", "@play-2p.json", NULL },
    { "ai-turn", "@ai-deploy-short.json", NULL },
    { "use-token", "@play-2p.json", "--color", "blue", "--token", "extra-vp", NULL },
    { "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at", "P2",
      "--attacker-card", "x3", "--defender-card", "x1", "--apply", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (Run) run = { 0 };
      const char *a[16] = { NULL };
      guint       n = 0;

      for (; commands[i][n] != NULL; n++)
        a[n] = commands[i][n];
      a[n++] = "--output";
      a[n++] = "";
      run_cli (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11],
               a[12], a[13], a[14], a[15], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "--output needs a file name"));
      g_assert_null (strstr (run.err, "annot write"));
      g_assert_cmpstr (run.out, ==, "");
    }
}

/* Answers no question used exit 2, naming the first, and write nothing:
 * with a command that asks none, and past the questions a command asked. */
static void
test_answers_unused (void)
{
  g_autofree char *out = tmp_file ("unused.json");
  struct
  {
    const char *named;
    const char *args[24];
  } cases[] = {
    { "--choose “keep”", { "apply", "@play-2p.json", REINFORCE, "--choose", "keep", NULL } },
    { "--reveal “desert”", { "apply", "@play-2p.json", REINFORCE, "--reveal", "desert", NULL } },
    { "--choose “gate-red”",
      { "battle", "@play-2p.json", "--attacker", "blue", "--from", "P1:2", "--at", "P2",
        "--attacker-card", "x3", "--defender-card", "x1", "--apply", "--choose", "p4",
        "--choose", "gate-red", NULL } },
    { "--choose “red”", { "end-turn", "@play-2p.json", "--choose", "red", NULL } },
    { "--choose “DS”", { "ai-turn", "@ai-deploy-short.json", "--choose", "DS", "--choose", "DS", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      const char *const *a = cases[i].args;
      const char        *tail[22] = { NULL };
      guint              n = 0;

      while (a[n] != NULL)
        {
          tail[n] = a[n];
          n++;
        }
      tail[n++] = "--output";
      tail[n++] = out;
      run_cli (&run, tail[0], tail[1], tail[2], tail[3], tail[4], tail[5], tail[6], tail[7],
               tail[8], tail[9], tail[10], tail[11], tail[12], tail[13], tail[14], tail[15],
               tail[16], tail[17], tail[18], tail[19], tail[20], tail[21], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, cases[i].named));
      g_assert_nonnull (strstr (run.err, "was not used"));
      g_assert_cmpstr (run.out, ==, "");
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
}

/* --x below 0 is named as the problem; a missing --x is said to be
 * required. */
static void
test_x_negative (void)
{
  g_auto (Run) apply = { 0 }, moves = { 0 }, check = { 0 }, missing = { 0 };

  run_cli (&apply, "apply", "@play-2p.json", "--color", "blue", "--action", "draw", "--x", "-1",
           NULL);
  run_cli (&moves, "moves", "@play-2p.json", "--color", "blue", "--action", "recon", "--x", "-3",
           NULL);
  run_cli (&check, "check", "@play-2p.json", "--color", "blue", "--action", "recon", "--x", "-2",
           "--from", "P1", "--to", "P2", NULL);
  g_assert_cmpint (apply.status, ==, 2);
  g_assert_nonnull (strstr (apply.err, "--x is a multiplier, 0 or more: not -1"));
  g_assert_null (strstr (apply.err, "required"));
  g_assert_cmpint (moves.status, ==, 2);
  g_assert_nonnull (strstr (moves.err, "not -3"));
  g_assert_cmpint (check.status, ==, 2);
  g_assert_nonnull (strstr (check.err, "not -2"));

  run_cli (&missing, "apply", "@play-2p.json", "--color", "blue", "--action", "draw", NULL);
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_nonnull (strstr (missing.err, "--color, --action and --x are required"));
}

/* Every command but validate refuses a file whose JSON path holds an
 * ESC with the path escaped as validate prints it (\x1b), never the raw
 * character; so does a refused card catalog, and a file name. */
static void
test_refusals_escaped (void)
{
  g_autofree char  *bad = variant ("play-2p.json", "\"board\": {", "\"board\": {\"x\\u001b[31mred\": 1, ");
  g_autofree char  *catalog = tmp_file ("catalog\x1b.json");
  const char       *battle[] = { "--attacker", "blue", "--from", "P1", "--at", "P2", NULL };
  const char *const commands[][14] = {
    { "range", bad, "P1", "P2", NULL },
    { "moves", bad, "--color", "blue", "--action", "recon", "--x", "1", NULL },
    { "check", bad, "--color", "blue", "--action", "recon", "--x", "1", "--from", "P1", "--to",
      "P2", NULL },
    { "withdraw", bad, battle[0], battle[1], battle[2], battle[3], battle[4], battle[5],
      "--winner", "attacker", NULL },
    { "battle", bad, battle[0], battle[1], battle[2], battle[3], battle[4], battle[5],
      "--attacker-card", "x3", "--defender-card", "x1", NULL },
    { "odds", bad, battle[0], battle[1], battle[2], battle[3], battle[4], battle[5], NULL },
    { "ai-turn", bad, NULL },
    { "apply", bad, "--color", "blue", "--action", "draw", "--x", "1", NULL },
    { "end-turn", bad, NULL },
    { "use-token", bad, "--color", "blue", "--token", "extra-vp", NULL },
    { "score", bad, NULL },
  };
  g_auto (Run) valid = { 0 }, cat = { 0 }, name = { 0 };

  run_cli (&valid, "validate", bad, NULL);
  g_assert_cmpint (valid.status, ==, 3);
  g_assert_nonnull (strstr (valid.out, "board.x\\x1b[31mred: unknown key"));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (Run) run = { 0 };
      const char *const *a = commands[i];

      run_cli (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11],
               a[12], a[13], NULL);
      g_assert_cmpint (run.status, ==, 3);
      g_assert_nonnull (strstr (run.err, "board.x\\x1b[31mred: unknown key"));
      g_assert_null (strchr (run.err, '\x1b'));
    }

  g_assert_true (g_file_set_contents (catalog,
                                      "{\"format\": \"warpgate-companion-cards\", \"version\": 1, "
                                      "\"cards\": [], \"x\\u001b[31mred\": 1}",
                                      -1, NULL));
  run_cli (&cat, "battle", "@play-2p.json", battle[0], battle[1], battle[2], battle[3],
           battle[4], battle[5], "--attacker-card", "x3", "--defender-card", "x1", "--catalog",
           catalog, NULL);
  g_assert_cmpint (cat.status, ==, 3);
  g_assert_nonnull (strstr (cat.err, "catalog\\x1b.json"));
  g_assert_nonnull (strstr (cat.err, "x\\x1b[31mred"));
  g_assert_null (strchr (cat.err, '\x1b'));

  run_cli (&name, "score", catalog, NULL);
  g_assert_cmpint (name.status, ==, 3);
  g_assert_nonnull (strstr (name.err, "catalog\\x1b.json"));
  g_assert_null (strchr (name.err, '\x1b'));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("wg-cli-output-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/wg/cli/output/read-only", test_output_read_only);
  g_test_add_func ("/wg/cli/output/links", test_output_links);
  g_test_add_func ("/wg/cli/output/stdout", test_output_stdout);
  g_test_add_func ("/wg/cli/output/empty-name", test_output_empty_name);
  g_test_add_func ("/wg/cli/answers/unused", test_answers_unused);
  g_test_add_func ("/wg/cli/x-negative", test_x_negative);
  g_test_add_func ("/wg/cli/refusals-escaped", test_refusals_escaped);
  status = g_test_run ();
  wg_test_remove_tree (tmp_dir);
  return status;
}
