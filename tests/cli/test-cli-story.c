/* test-cli-story.c — warpgate-cli story: a hand-worked game told as one HTML page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game is made here with the command line, each command writing the
 * next file with --output, from tests/data/story-2p.json (the board of
 * test-cli-play.c: gate-blue (0,0), P1 (1,0) desert, space (2,0), P2
 * (3,0) jungle, gate-red (3,1), P4 (4,-1) volcanic, space (4,0)). Round 1
 * starts at turn 4, blue (Ana) first: she has 3 ships on P1, 1 on her
 * Warpgate, 1 Trade Good and the Tactics x1, x2, x3; red has 2 ships on
 * P2, an Outpost on P4 and the Tactics x1, x3. The decks and the pools'
 * Technologies and Objectives are empty, so round 2 is the last
 * (R-ROUND-2).
 */

#include "wg-test-chain.h"
#include "wg-test-cli-run.h"

#define N_STEPS 14

/* Each line a command and its options, GAME and --output left for the
 * test; NULL ends a line. */
static const char *const chain[N_STEPS][20] = {
  { "apply", "--color", "blue", "--action", "advance", "--x", "2", "--from", "P1:2", "--to",
    "P2", NULL },
  { "battle", "--attacker", "blue", "--from", "P1:2", "--at", "P2", "--attacker-card", "x3",
    "--defender-card", "x1", "--apply", "--choose", "P4", NULL },
  { "end-turn", NULL },
  { "apply", "--color", "red", "--action", "reinforce", "--x", "2", "--to", "P4", NULL },
  { "end-turn", NULL }, /* round 1 ends; red is first in round 2 (R-ROUND-1) */
  { "end-turn", NULL },
  { "apply", "--color", "blue", "--action", "reinforce", "--x", "1", "--to", "P2", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL },
  { "end-turn", NULL }, /* the game is over */
};

/* Plays the first @n_steps of @steps from the file @start; the path of the
 * last file written. */
static char *
play_steps (const char *start,
            const char *const (*steps)[20],
            guint n_steps)
{
  g_autofree char *base = g_path_get_basename (start);
  g_autofree char *from = g_strdup (start);

  for (guint n = 1; n <= n_steps; n++)
    {
      g_auto (Run) run = { 0 };
      g_autofree char *name = g_strdup_printf ("%s-step-%u.json", base, n);
      char            *to = tmp_file (name);
      g_autoptr (GPtrArray) args = wg_test_chain_argv (g_getenv ("WG_CLI"), steps[n - 1], from, to);

      spawn_cli (&run, (const char *const *) args->pdata, NULL, NULL, NULL);
      if (run.status != 0)
        g_error ("step %u: %s", n, run.err);
      g_free (from);
      from = to;
    }
  return g_steal_pointer (&from);
}

/* Plays the first @n_steps of the chain from the file @start. */
static char *
play_chain (const char *start,
            guint       n_steps)
{
  return play_steps (start, chain, n_steps);
}

/* The whole game of the fixture, played once for the test program. */
static const char *
whole_game (void)
{
  static char *last = NULL;

  if (last == NULL)
    {
      g_autofree char *start = fixture ("story-2p.json");

      last = play_chain (start, N_STEPS);
    }
  return last;
}

/* The story of @path, which must be told (exit 0). */
static char *
story_of (const char *path)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, "story", path, NULL);
  if (run.status != 0)
    g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  return g_steal_pointer (&run.out);
}

/* What a reader reads on the page: without the head (title, styles) and
 * the boards' drawings, a block's tags as a space, other tags as nothing,
 * the five entities the page writes decoded, white space folded. */
static char *
page_text (const char *html)
{
  static const char *const patterns[][2] = {
    { "<head>.*</head>", "" },
    { "<svg.*?</svg>", "" },
    { "</?(h1|h2|p|li|ul|ol|dl|dt|dd|tr|th|td|table|thead|tbody|section|header|main|figure|"
      "figcaption|div|body|html)\\b[^>]*>",
      " " },
    { "<[^>]*>", "" },
    { "&lt;", "<" },
    { "&gt;", ">" },
    { "&quot;", "\"" },
    { "&#39;", "'" },
    { "&amp;", "&" },
    { "\\s+", " " },
  };
  char *text = g_strdup (html);

  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    {
      g_autoptr (GRegex) re = g_regex_new (patterns[i][0], G_REGEX_DOTALL, 0, NULL);
      char *next = g_regex_replace_literal (re, text, -1, 0, patterns[i][1], 0, NULL);

      g_free (text);
      text = next;
    }
  return g_strstrip (text);
}

/* tests/data/story-2p.txt, the page's text worked out by hand (one block
 * a line, folded as the page's text is):
 *
 * - The title: "The story of" the board's name. The players in seating
 *   order as the command line names them: "Ana (blue)", "red". 14 steps
 *   from round 1; the last step ends the final round: the game is over.
 * - Round 1 holds steps 1–5 (the table before each is in round 1); its
 *   board is the table after step 5.
 * - 1: Advance (2X) of 2 ships P1 → P2: P2 holds red's ships, so it
 *   attacks (R-MOVE-6, R-MOVE-2), at range 0 (R-RANGE-1, R-RANGE-6).
 * - 2: the battle: strength 2 × 3 = 6 against 2 × 1 = 2 (R-BATTLE-1);
 *   red withdraws: to its Warpgate or P4, both at range 0 (R-WD-2,
 *   R-WD-3), P4 chosen. The cards as given (x3, x1). The odds before the
 *   draw, on the table after step 1, as `odds` gives them: both human,
 *   so Ana's view (the attacker), red's choice not known (each drawn card
 *   half the time). Ana draws 2 of x1, x2, x3 (3 hands, each 1/3) and
 *   plays her best: x2 (strength 4) from {x1, x2}, x3 (6) otherwise. Red
 *   draws both its cards and plays x1 (2) or x3 (6), each 1/2. A tie goes
 *   to the attacker: with 4 she wins 1/2, with 6 always; 1/3 × 1/2 +
 *   2/3 × 1 = 5/6 (83.33 %). No card text destroys ships: 0 lost each.
 * - 3: end of Ana's turn 4; 4: red's Reinforce (2X) on P4, where it has
 *   ships (R-MOVE-9); 5: red's turn 4 ends round 1 (R-ROUND-1), and round
 *   2 is the last: the decks are empty (R-ROUND-2).
 * - Round 2 holds steps 6–14: the first player marker passed to red
 *   (R-ROUND-1), so red ends turn 1, Ana reinforces P2 (1X), then the
 *   turns 1–4 end, red before Ana; step 14 ends the final round.
 * - The final score (R-SCORE-1): Ana 3 VP for her Trade Good, 0 planets
 *   (no marker, R-CTRL-4); red 0 VP, 1 planet (its Outpost on P4). Ana
 *   wins with 3 VP (R-SCORE-2).
 * - The rulings cited, in the order first cited, each with its text;
 *   R-CTRL-4, cited by the text of R-SCORE-2, comes last.
 */
static void
test_text (void)
{
  g_autofree char *html = story_of (whole_game ());
  g_autofree char *text = page_text (html);
  g_autofree char *path = fixture ("story-2p.txt");
  g_autofree char *expected = NULL;
  g_autofree char *folded = NULL;

  g_assert_true (g_file_get_contents (path, &expected, NULL, NULL));
  folded = page_text (expected);
  g_assert_cmpstr (text, ==, folded);
}

/* The number of ships drawn on @at in the board of round @round, as
 * "pl0 2" (the player's class and the count), or "" when none. */
static char *
ships_drawn (const char *html,
             int         round,
             const char *at)
{
  g_autofree char *section_start = g_strdup_printf ("<section class=\"round\" id=\"round-%d\">",
                                                    round);
  g_autofree char *group = g_strdup_printf ("<g data-at=\"%s\">", at);
  const char      *section = strstr (html, section_start);
  const char      *g = section != NULL ? strstr (section, group) : NULL;
  g_autoptr (GRegex) re =
    g_regex_new ("<circle [^>]*class=\"piece (pl\\d)\"/>\\s*<text class=\"count [^\"]*\"[^>]*>(\\d+)<",
                 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_autofree char *body = NULL;

  g_assert_nonnull (g);
  body = g_strndup (g, (gsize) (strstr (g, "</g>") - g));
  if (!g_regex_match (re, body, 0, &match))
    return g_strdup ("");
  g_autofree char *who = g_match_info_fetch (match, 1);
  g_autofree char *count = g_match_info_fetch (match, 2);
  return g_strdup_printf ("%s %s", who, count);
}

/* Each round's board is the table as the round ended: after round 1,
 * Ana's 2 ships on P2 (the battle won), 1 left on P1, red's 2 withdrawn
 * to P4 and 1 reinforced there (3); after round 2, Ana's 3 on P2. */
static void
test_boards (void)
{
  g_autofree char *html = story_of (whole_game ());
  const char      *want[][3] = { { "1", "P1", "pl0 1" }, { "1", "P2", "pl0 2" }, { "1", "P4", "pl1 3" }, { "2", "P2", "pl0 3" }, { "2", "P4", "pl1 3" } };

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autofree char *got = ships_drawn (html, atoi (want[i][0]), want[i][1]);

      g_assert_cmpstr (got, ==, want[i][2]);
    }
  g_assert_null (strstr (html, "<section class=\"round\" id=\"round-3\">"));
}

/* A player named in markup is shown as text, in the header, the steps and
 * the score alike: no tag of the name reaches the page. */
static void
test_escaped (void)
{
  g_autofree char *start =
    variant ("story-2p.json", "\"name\": \"Ana\"", "\"name\": \"<b>Ana</b> & 'co' <script>\"");
  g_autofree char *last = play_chain (start, 1);
  g_autofree char *html = story_of (last);
  g_autofree char *text = page_text (html);

  g_assert_null (strstr (html, "<b>"));
  g_assert_null (strstr (html, "<script"));
  g_assert_nonnull (strstr (html, "&lt;b&gt;Ana&lt;/b&gt; &amp; &#39;co&#39; &lt;script&gt;"));
  g_assert_nonnull (strstr (text, "<b>Ana</b> & 'co' <script>: Advance 2 ships from P1 → P2"));
}

/* Every attribute that names something to load, or to go to. */
static void
assert_self_contained (const char *html)
{
  g_autoptr (GRegex) re = g_regex_new ("\\b(src|href|xlink:href|action|srcset|data|poster)\\s*=\\s*\"([^\"]*)\"",
                                       G_REGEX_CASELESS, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  guint n_links = 0;

  g_assert_null (strstr (html, "http:"));
  g_assert_null (strstr (html, "https:"));
  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "url("));
  g_assert_null (strstr (html, "@import"));
  g_assert_nonnull (strstr (html, "<meta http-equiv=\"Content-Security-Policy\" "
                                  "content=\"default-src 'none'; style-src 'unsafe-inline'\">"));
  for (g_regex_match (re, html, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      g_autofree char *value = g_match_info_fetch (match, 2);

      if (!g_str_has_prefix (value, "#") && !g_str_has_prefix (value, "data:"))
        g_error ("an external reference: %s", value);
      n_links++;
    }
  /* The ruling links and the hexes are there: the check saw them. */
  g_assert_cmpuint (n_links, >, 20);
}

/* The page names nothing outside itself: no http(s) address, no script,
 * every src and href a fragment of the page (or data:), and the policy
 * that forbids the browser any request. */
static void
test_self_contained (void)
{
  g_autofree char *html = story_of (whole_game ());

  assert_self_contained (html);
}

/* Exit statuses as the other commands': a file that cannot be read or
 * is not a game, and a record that does not replay, exit 3; a bad command
 * line (no GAME, --output naming the game itself) 2, the game unchanged;
 * a page that cannot be written 1. A file without a record is told from
 * its table: 0 steps. --output writes what standard output shows. */
static void
test_exit_codes (void)
{
  g_autofree char *missing = tmp_file ("missing.json");
  g_autofree char *garbage = tmp_file ("garbage.json");
  g_autofree char *page = tmp_file ("page.html");
  g_autofree char *copy = tmp_file ("copy.json");
  g_autofree char *before = NULL, *after = NULL, *written = NULL, *shown = NULL;
  g_autofree char *no_dir = tmp_file ("no-such-folder/page.html");
  g_autofree char *altered = NULL;
  g_auto (Run) r1 = { 0 }, r2 = { 0 }, r3 = { 0 }, r4 = { 0 }, r5 = { 0 }, r6 = { 0 },
               r7 = { 0 };

  run_cli (&r1, "story", missing, NULL);
  g_assert_cmpint (r1.status, ==, 3);
  g_assert_true (g_file_set_contents (garbage, "{\"format\": 1", -1, NULL));
  run_cli (&r2, "story", garbage, NULL);
  g_assert_cmpint (r2.status, ==, 3);
  run_cli (&r3, "story", NULL);
  g_assert_cmpint (r3.status, ==, 2);

  g_assert_true (g_file_get_contents (whole_game (), &before, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, before, -1, NULL));
  run_cli (&r4, "story", copy, "--output", copy, NULL);
  g_assert_cmpint (r4.status, ==, 2);
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  run_cli (&r5, "story", copy, "--output", page, NULL);
  g_assert_cmpint (r5.status, ==, 0);
  g_assert_true (g_file_get_contents (page, &written, NULL, NULL));
  shown = story_of (copy);
  g_assert_cmpstr (written, ==, shown);
  run_cli (&r6, "story", copy, "--output", no_dir, NULL);
  g_assert_cmpint (r6.status, ==, 1);

  /* Step 4's sentence altered: its digest no longer agrees. */
  altered = g_strdup (before);
  g_assert_nonnull (strstr (altered, "red: Reinforce P4 (2X)"));
  memcpy (strstr (altered, "red: Reinforce P4 (2X)"), "red: Reinforce P4 (3X)", 22);
  g_assert_true (g_file_set_contents (copy, altered, -1, NULL));
  run_cli (&r7, "story", copy, NULL);
  g_assert_cmpint (r7.status, ==, 3);
  g_assert_nonnull (strstr (r7.err, "step 4 (record.steps[3])"));
  g_assert_cmpstr (r7.out, ==, "");

  {
    g_autofree char *start = fixture ("story-2p.json");
    g_autofree char *html = story_of (start);
    g_autofree char *text = page_text (html);

    g_assert_nonnull (strstr (text, "0 steps, from round 1. The game goes on: round 1, turn 4."));
    g_assert_nonnull (strstr (text, "Round 1 The board at the start of round 1"));
  }
}

/* ---- The PDF ----------------------------------------------------------- */

/* The story of @path as a PDF written with --output; the file's path. */
static char *
pdf_of (const char *path,
        const char *name)
{
  g_auto (Run) run = { 0 };
  char *pdf = tmp_file (name);

  run_cli (&run, "story", path, "--format", "pdf", "--output", pdf, NULL);
  if (run.status != 0)
    g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, "");
  return pdf;
}

/* The text of each page of @pdf as poppler's pdftotext reads it (-layout:
 * each line of the page as it is placed), one string a page. */
static GStrv
pdf_pages (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-layout", "-enc", "UTF-8", pdf, "-", NULL };
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_auto (GStrv) pages = NULL;
  int   status = 0;
  guint n;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err,
                     &status, &error))
    g_error ("pdftotext (Debian: poppler-utils) did not run: %s", error->message);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  pages = g_strsplit (out, "\f", -1);
  n = g_strv_length (pages);
  /* pdftotext ends each page with a form feed: the last piece is empty. */
  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpstr (g_strstrip (pages[n - 1]), ==, "");
  g_free (pages[n - 1]);
  pages[n - 1] = NULL;
  return g_steal_pointer (&pages);
}

/* White space folded. */
static char *
folded (const char *text)
{
  g_autoptr (GRegex) re = g_regex_new ("\\s+", 0, 0, NULL);
  char *out = g_regex_replace_literal (re, text, -1, 0, " ", 0, NULL);

  return g_strstrip (out);
}

/* The pages' text in order, each page's number at its foot checked and
 * taken off, folded as page_text folds the HTML's. A line that ends in a
 * hyphen after a letter or digit goes on with the next one: a word
 * broken at its own hyphen ("test-cli-" / "story.c"), as a browser breaks
 * it too. */
static char *
pdf_text (GStrv pages)
{
  GString *all = g_string_new (NULL);

  for (guint i = 0; pages[i] != NULL; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *page = g_strstrip (g_strdup (pages[i]));
      char            *foot = strrchr (page, '\n');

      g_assert_nonnull (foot);
      g_assert_cmpstr (g_strstrip (foot + 1), ==, number);
      *foot = '\0';
      g_string_append (all, page);
      g_string_append_c (all, '\n');
    }
  {
    g_autofree char *text = g_string_free (all, FALSE);
    g_autoptr (GRegex) broken = g_regex_new ("(\\w-)\\n\\s*", 0, 0, NULL);
    g_autofree char *whole = g_regex_replace (broken, text, -1, 0, "\\1", 0, NULL);

    return folded (whole);
  }
}

/* TRUE when a line of @page, trimmed, is @line. */
static gboolean
has_line (const char *page,
          const char *line)
{
  g_auto (GStrv) lines = g_strsplit (page, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_equal (g_strstrip (lines[i]), line))
      return TRUE;
  return FALSE;
}

/* Each round's heading and the caption under its board are on one page
 * (the board is drawn between them), and each round starts a page: no
 * board is split, none shares its page with the round before. Returns the
 * number of rounds. */
static guint
assert_rounds_whole (GStrv pages)
{
  guint round = 1;

  for (;; round++)
    {
      g_autofree char *heading = g_strdup_printf ("Round %u", round);
      g_autofree char *caption = g_strdup_printf ("The board at the end of round %u, after step",
                                                  round);
      gboolean         found = FALSE;

      for (guint i = 0; pages[i] != NULL; i++)
        if (has_line (pages[i], heading))
          {
            g_assert_false (found);
            found = TRUE;
            g_assert_nonnull (strstr (pages[i], caption));
            g_assert_true (g_str_has_prefix (g_strchug (pages[i]), heading) || round == 1);
          }
      if (!found)
        return round - 1;
    }
}

/* The PDF of the hand-worked game: its text, read back from the PDF with
 * pdftotext, is tests/data/story-2p.txt (the boards' letters and numbers
 * are outlines, not text, as page_text leaves the SVG out); each page
 * ends with its number; each round's heading and board on one page. */
static void
test_pdf (void)
{
  g_autofree char *pdf = pdf_of (whole_game (), "story.pdf");
  g_auto (GStrv) pages = pdf_pages (pdf);
  g_autofree char *text = pdf_text (pages);
  g_autofree char *path = fixture ("story-2p.txt");
  g_autofree char *expected = NULL;
  g_autofree char *want = NULL;

  g_assert_true (g_file_get_contents (path, &expected, NULL, NULL));
  want = page_text (expected);
  g_assert_cmpstr (text, ==, want);
  g_assert_cmpuint (assert_rounds_whole (pages), ==, 2);
  g_assert_cmpuint (g_strv_length (pages), >, 1);
}

/* A longer game made with the command line: tests/data/ai-table.json (a
 * solo game against the Gatekeepers) played to its end, blue ending each
 * turn and the Gatekeepers taking theirs (ai-turn): 31 steps over 4
 * rounds, ai-turn sentences of several lines. Its PDF has more pages than
 * rounds, its text is the HTML page's text (one teller; no line lost or
 * cut where a page breaks), and no round's board is split. */
static const char *
long_game (void)
{
  static char *last = NULL;

  if (last == NULL)
    {
      char *from = fixture ("ai-table.json");

      for (guint n = 1; n <= 60; n++)
        {
          g_auto (Run) end = { 0 };
          g_auto (Run) ai = { 0 };
          g_autofree char *name = g_strdup_printf ("long-%u.json", n);
          char            *to = tmp_file (name);

          run_cli (&end, "end-turn", from, "--output", to, NULL);
          if (end.status != 0)
            run_cli (&ai, "ai-turn", from, "--output", to, NULL);
          if (end.status != 0 && ai.status != 0)
            {
              g_free (to);
              break;
            }
          g_free (from);
          from = to;
        }
      last = from;
    }
  return last;
}

static void
test_pdf_long (void)
{
  g_autofree char *pdf = pdf_of (long_game (), "long.pdf");
  g_autofree char *html = story_of (long_game ());
  g_autofree char *want = page_text (html);
  g_auto (GStrv) pages = pdf_pages (pdf);
  g_autofree char *text = pdf_text (pages);
  guint            rounds;

  g_assert_nonnull (strstr (want, "31 steps, from round 1. The game is over."));
  g_assert_cmpstr (text, ==, want);
  rounds = assert_rounds_whole (pages);
  g_assert_cmpuint (rounds, ==, 4);
  g_assert_cmpuint (g_strv_length (pages), >, rounds);
}

/* --format takes html or pdf, nothing else (exit 2, the value named, no
 * file written); html is the page itself; a PDF goes to standard output
 * when that is not a terminal (here a pipe). */
static void
test_pdf_format (void)
{
  g_autofree char *page = tmp_file ("format.html");
  g_autofree char *shown = story_of (whole_game ());
  g_autofree char *written = NULL;
  g_auto (Run) r1 = { 0 }, r2 = { 0 }, r3 = { 0 };
  const char *argv[] = { g_getenv ("WG_CLI"), "story", whole_game (), "--format", "pdf", NULL };
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GBytes) out = NULL;
  g_autoptr (GError) error = NULL;
  gsize       size = 0;
  const char *bytes;

  run_cli (&r1, "story", whole_game (), "--format", "docx", "--output", page, NULL);
  g_assert_cmpint (r1.status, ==, 2);
  g_assert_nonnull (strstr (r1.err, "--format docx: not a format of the story (html or pdf)"));
  g_assert_false (g_file_test (page, G_FILE_TEST_EXISTS));
  run_cli (&r2, "story", whole_game (), "--format", "", NULL);
  g_assert_cmpint (r2.status, ==, 2);
  run_cli (&r3, "story", whole_game (), "--format", "html", "--output", page, NULL);
  g_assert_cmpint (r3.status, ==, 0);
  g_assert_true (g_file_get_contents (page, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, shown);

  proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate (proc, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  bytes = g_bytes_get_data (out, &size);
  g_assert_cmpuint (size, >, 1000);
  g_assert_true (g_str_has_prefix (bytes, "%PDF-"));
}

/* ---- The Gatekeepers' battles ------------------------------------------ */

/* tests/data/story-ai-battle.json (tests/data/ai-attack-battle.json with
 * more cards): the Gatekeepers (red, the AI) play their Action card's
 * Attack: 3 ships from J1 against blue's 2 on D3 (R-AI-5). Blue's Tactics
 * pile is x1, x3; the Gatekeepers' Tactics deck x2, x3, x1 in an order
 * not known. Step 1 is the ai-turn, step 2 the battle it started. */
static const char *const ai_chain[2][20] = {
  { "ai-turn", NULL },
  { "battle", "--attacker", "red", "--from", "J1:3", "--at", "D3", "--attacker-card", "x2",
    "--defender-card", "x3", "--apply", NULL },
};

/* The odds of the Gatekeepers' battle worked by hand: red plays the
 * first card it draws (R-AI-8), each of x2, x3, x1 a third of the time:
 * strength 6, 9 or 3. Blue draws both its cards and plays its best, x3:
 * strength 6. A tie goes to the attacker (R-BATTLE-1), so blue wins only
 * against 3: 1/3. No card text destroys ships: 0 lost each. */
#define AI_ODDS                                                                                \
  "The odds before the draw: Odds for blue, the defender: 2 ships against red’s 3. The AI, " \
  "red, plays the first card it draws; the order of its pile is not known (R-AI-8). Chance "   \
  "that blue wins: 1/3 (33.33%), playing the best card of each hand it may draw. Ships lost "  \
  "by red: 0 with 1/1 (100.00%). Ships lost by blue: 0 with 1/1 (100.00%). Rulings: "          \
  "R-BATTLE-1, R-BATTLE-2, R-AI-8"

/* A Gatekeepers' battle resolved in the next step (the battle step, as
 * the command line and the app both record it) is told there with its
 * cards and odds, and the ai-turn step tells no odds of its own. */
static void
test_ai_battle (void)
{
  g_autofree char *start = fixture ("story-ai-battle.json");
  g_autofree char *last = play_steps (start, ai_chain, 2);
  g_autofree char *html = story_of (last);
  g_autofree char *text = page_text (html);
  const char      *step2 = strstr (text, " 2 Battle at D3: red beats blue, 6 to 6");
  g_autofree char *step1 = NULL;

  g_assert_nonnull (step2);
  step1 = g_strndup (text, (gsize) (step2 - text));
  g_assert_nonnull (strstr (step1, "Attack D3 with 3 AI ships from J1"));
  g_assert_null (strstr (step1, "The odds before the draw"));
  g_assert_nonnull (strstr (step2, "The cards: red, the attacker, played x2; blue, the defender, "
                                   "played x3. " AI_ODDS));
}

/* A Gatekeepers' battle the record does not resolve in the next step (here
 * the record ends with the ai-turn, the battle pending) is told at its
 * ai-turn step: the attack as ai-turn gives it, the odds on the table
 * after the step, where it will be fought; its cards are not known. The
 * PDF tells the same. */
static void
test_ai_battle_pending (void)
{
  g_autofree char *start = fixture ("story-ai-battle.json");
  g_autofree char *last = play_steps (start, ai_chain, 1);
  g_autofree char *html = story_of (last);
  g_autofree char *text = page_text (html);
  g_autofree char *pdf = pdf_of (last, "ai-pending.pdf");
  g_auto (GStrv) pages = pdf_pages (pdf);
  g_autofree char *pdf_words = pdf_text (pages);

  g_assert_nonnull (strstr (text, "(R-AI-1, R-AI-3, R-AI-4, R-AI-5, R-AI-8) The record does not "
                                  "resolve this battle in the next step: its cards are not known. " AI_ODDS " The score so far"));
  g_assert_cmpstr (pdf_words, ==, text);
}

/* tests/data/story-ai-reveal.json: story-ai-battle.json with the AI deck
 * shuffled at the table (ai.deck_order "unknown": Desert and Arctic
 * Objectives), so that the ai-turn asks which card is turned over and the
 * table answers --reveal desert: the Desert Objective, slot 2, Attack, as
 * in story-ai-battle.json. Its 1 ship of supply goes to D1 first (R-AI-4)
 * and does not take part: the battle is the same, 3 ships from J1 against
 * blue's 2 on D3, the same Tactics, so the same odds (AI_ODDS, 1/3). The
 * attack is found by playing the turn again with the step's answers, not
 * its options (the record keeps them apart). */
static void
test_ai_battle_answered (void)
{
  static const char *const reveal_chain[1][20] = { { "ai-turn", "--reveal", "desert", NULL } };
  g_autofree char         *start = fixture ("story-ai-reveal.json");
  g_autofree char         *last = play_steps (start, reveal_chain, 1);
  g_autofree char         *html = story_of (last);
  g_autofree char         *text = page_text (html);

  g_assert_nonnull (strstr (text, "Deploy 1 AI ship on D1."));
  g_assert_nonnull (strstr (text, "The record does not resolve this battle in the next step: its "
                                  "cards are not known. " AI_ODDS " The score so far"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("wg-cli-story-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/wg/cli/story/text", test_text);
  g_test_add_func ("/wg/cli/story/boards", test_boards);
  g_test_add_func ("/wg/cli/story/escaped", test_escaped);
  g_test_add_func ("/wg/cli/story/self-contained", test_self_contained);
  g_test_add_func ("/wg/cli/story/exit-codes", test_exit_codes);
  g_test_add_func ("/wg/cli/story/pdf", test_pdf);
  g_test_add_func ("/wg/cli/story/pdf-long", test_pdf_long);
  g_test_add_func ("/wg/cli/story/pdf-format", test_pdf_format);
  g_test_add_func ("/wg/cli/story/ai-battle", test_ai_battle);
  g_test_add_func ("/wg/cli/story/ai-battle-pending", test_ai_battle_pending);
  g_test_add_func ("/wg/cli/story/ai-battle-answered", test_ai_battle_answered);
  status = g_test_run ();
  remove_tmp_dir ();
  return status;
}
