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

/* Plays the first @n_steps of the chain from the file @start; the path of
 * the last file written. */
static char *
play_chain (const char *start,
            guint       n_steps)
{
  g_autofree char *base = g_path_get_basename (start);
  g_autofree char *from = g_strdup (start);

  for (guint n = 1; n <= n_steps; n++)
    {
      g_auto (Run) run = { 0 };
      g_autofree char *name = g_strdup_printf ("%s-step-%u.json", base, n);
      char            *to = tmp_file (name);
      g_autoptr (GPtrArray) args = wg_test_chain_argv (g_getenv ("WG_CLI"), chain[n - 1], from, to);

      spawn_cli (&run, (const char *const *) args->pdata, NULL, NULL, NULL);
      if (run.status != 0)
        g_error ("step %u: %s", n, run.err);
      g_free (from);
      from = to;
    }
  return g_steal_pointer (&from);
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
  status = g_test_run ();
  remove_tmp_dir ();
  return status;
}
