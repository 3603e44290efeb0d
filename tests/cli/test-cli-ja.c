/* test-cli-ja.c — warpgate-cli in Japanese, run from the build tree
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real binary ($WG_CLI, in the build tree) under LANGUAGE=ja with a
 * ja_JP.UTF-8 locale that the build makes with localedef ($WG_LOCPATH): the
 * .mo file compiled into the build tree is found without installing, the
 * text output speaks Japanese (colours and action names too), the score
 * table lines up by display width, and --json keeps its English ids.
 */
#include "wg-test-cli-run.h"

/* Runs warpgate-cli in Japanese with @args (NULL-ended; "@name" is a
 * fixture of tests/data). */
static void
run_ja (Run *run,
        ...)
{
  const char *locpath = g_getenv ("WG_LOCPATH");
  const char *env[] = { "LOCPATH", locpath, "LC_ALL", "ja_JP.UTF-8", "LANGUAGE", "ja", NULL };
  va_list     args;

  g_assert_nonnull (locpath);
  va_start (args, run);
  run_cli_va (run, NULL, env, args);
  va_end (args);
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” not found in:\n%s", part, text);
}

/* The help comes from po/ja.po through the .mo file of the build tree: the
 * build does not install it, so an English help means it was not found. */
static void
test_help (void)
{
  g_auto (Run) run = { 0 };

  run_ja (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "使い方:");
  assert_contains (run.out, "ゲームファイルを検査し、すべての問題を列挙する");
  g_assert_null (strstr (run.out, "Usage:"));
}

/* score-ja-names.json is score-tie-planets.json with blue named アナ. Its
 * scores (R-SCORE-1: 3 VP per Trade Good, spent or not; nothing else is
 * held): blue 2 unspent → 6, red 2 spent → 6, green 1 → 3; controlled
 * planets (R-CTRL-4, the tie-break of R-SCORE-2): blue 1 (D1), red 2 (J1,
 * V1), green 3 (A1, O1, D2). The headings and names are measured in terminal
 * columns: a wide character counts two.
 *
 *   column   narrowest  heading           widest cell        width
 *   player   18         プレイヤー 10       アナ (青) 9          18
 *   Obj.      5         目的 4                                 5
 *   TG        5         交易品 6                               6
 *   Tac.      5         戦術 4                                 5
 *   Tech.     5         技術 4                                 5
 *   Expl.     5         発見 4                                 5
 *   Total     6         合計 4                                 6
 *   Planets   8         惑星 4                                 8
 *
 * so "プレイヤー" is followed by 18 − 10 = 8 spaces, "アナ (青)" by 9,
 * "赤" and "緑" by 16; every other column is right-aligned after one space
 * ("目的" after 1 + 1, "交易品" after 1, "合計" after 1 + 2, "惑星" after
 * 1 + 4). */
static void
test_score_table (void)
{
  g_auto (Run) run = { 0 };
  const char *table = "プレイヤー          目的 交易品  戦術  技術  発見   合計     惑星\n"
                      "アナ (青)              0      6     0     0     0      6        1\n"
                      "赤                     0      6     0     0     0      6        2\n"
                      "緑                     0      3     0     0     0      3        3\n";

  run_ja (&run, "score", "@score-ja-names.json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  if (!g_str_has_prefix (run.out, table))
    g_error ("the table differs:\n got:\n%s\nwant:\n%s", run.out, table);
}

/* Text output names colours in Japanese; --json keeps the file's colour ids
 * and the English words of docs/cli.md. */
static void
test_json_stays_english (void)
{
  g_auto (Run) text = { 0 }, json = { 0 };

  run_ja (&text, "score", "@score-tie-planets.json", NULL);
  g_assert_cmpint (text.status, ==, 0);
  assert_contains (text.out, "赤");
  g_assert_null (strstr (text.out, "red"));

  run_ja (&json, "score", "@score-tie-planets.json", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  assert_contains (json.out, "\"winners\": [ \"red\" ]");
  assert_contains (json.out, "\"tiebreak\": \"controlled-planets\"");
  g_assert_null (strstr (json.out, "赤"));
}

/* ai-deploy.json: the AI plays its Desert Objective into slot 2 and, with
 * nothing to attack, reinforces (R-AI-3): the action's name is the one the
 * app shows (補充), in the text only. */
static void
test_ai_action (void)
{
  g_auto (Run) text = { 0 }, json = { 0 };

  run_ja (&text, "ai-turn", "@ai-deploy.json", NULL);
  g_assert_cmpint (text.status, ==, 0);
  assert_contains (text.out, "AI は砂漠の目的を枠 2 にプレイする: 補充。\n");
  g_assert_null (strstr (text.out, "reinforce"));

  run_ja (&json, "ai-turn", "@ai-deploy.json", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  assert_contains (json.out, "\"action\": \"reinforce\"");
}

/* The story of a game in Japanese (tests/data/story-2p-played.json, the
 * game tests/cli/test-cli-story.c plays): the page's language, headings,
 * the odds before the draw and the score's words are Japanese; the
 * sentences are as they were recorded. */
static void
test_story (void)
{
  g_auto (Run) run = { 0 };

  run_ja (&run, "story", "@story-2p-played.json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "<html lang=\"ja\">");
  assert_contains (run.out, "<h2>ラウンド 1</h2>");
  assert_contains (run.out, "ラウンド 1 から 14 ステップ。");
  assert_contains (run.out, "カードを引く前の勝率:");
  assert_contains (run.out, "5/6");
  assert_contains (run.out, "<h2>引用した裁定</h2>");
  assert_contains (run.out, "Battle at P2: Ana beats red, 6 to 2");
  g_assert_null (strstr (run.out, "The rulings cited"));
  g_assert_null (strstr (run.out, "The odds before the draw"));
}

/* The story's PDF in Japanese (the same game): its text, read back with
 * poppler's pdftotext, holds the Japanese headings and words whole. So a
 * font with Japanese glyphs drew them: a character Pango finds no glyph
 * for is drawn as a box holding its hex code, which pdftotext reads as hex
 * digits instead of the character (checked with a font set of DejaVu
 * alone: "ラウンド" came back as "30E9 30A6 30F3 30C9"). */
static void
test_story_pdf (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("wg-cli-ja-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "story.pdf", NULL);
  const char      *argv[] = { "pdftotext", "-enc", "UTF-8", pdf, "-", NULL };
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_nonnull (dir);
  run_ja (&run, "story", "@story-2p-played.json", "--format", "pdf", "--output", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &text, NULL, &status, &error))
    g_error ("pdftotext (Debian: poppler-utils) did not run: %s", error->message);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  assert_contains (text, "ラウンド 1 から 14 ステップ。 ゲームは終了した。");
  assert_contains (text, "ラウンド 2");
  assert_contains (text, "カードを引く前の勝率:");
  assert_contains (text, "最終得点");
  assert_contains (text, "引用した裁定");
  assert_contains (text, "Battle at P2: Ana beats red, 6 to 2");
  g_unlink (pdf);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/cli/ja/help", test_help);
  g_test_add_func ("/wg/cli/ja/score-table", test_score_table);
  g_test_add_func ("/wg/cli/ja/json-stays-english", test_json_stays_english);
  g_test_add_func ("/wg/cli/ja/ai-action", test_ai_action);
  g_test_add_func ("/wg/cli/ja/story", test_story);
  g_test_add_func ("/wg/cli/ja/story-pdf", test_story_pdf);
  return g_test_run ();
}
