/* test-app-story-export.c — Export Story…: the game's file told as one HTML page or a PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/story-2p-played.json is the game tests/cli/test-cli-story.c
 * plays, as warpgate-cli wrote it (its record of 14 steps).
 */
#include "config.h"

#include <glib/gstdio.h>

#include "wg-record-json.h"
#include "wg-story.h"
#include "wg-test-app.h"
#include "wg-test-files.h"
#include "wg-window-story.h"

static char *tmp_dir;

static char *
read_text (const char *path)
{
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return g_steal_pointer (&text);
}

/* The fixture copied to the test's folder, perhaps with one text replaced. */
static char *
game_copy (const char *from,
           const char *to)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "story-2p-played.json",
                                                 NULL);
  g_autofree char *text = read_text (path);
  char            *copy = g_build_filename (tmp_dir, "game.json", NULL);

  if (from != NULL)
    {
      char *at = strstr (text, from);

      g_assert_nonnull (at);
      g_assert_cmpuint (strlen (from), ==, strlen (to));
      memcpy (at, to, strlen (to));
    }
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  return copy;
}

/* The page written is the story of the file (as warpgate-cli story tells
 * it), and the game file is unchanged. */
static void
test_export (void)
{
  g_autofree char *game = game_copy (NULL, NULL);
  g_autofree char *page = g_build_filename (tmp_dir, "page.html", NULL);
  g_autofree char *before = read_text (game), *written = NULL, *after = NULL, *html = NULL;
  g_autoptr (GFile) game_file = g_file_new_for_path (game);
  g_autoptr (GFile) page_file = g_file_new_for_path (page);
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) table = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_story_export_file (game_file, page_file, catalog, &error));
  g_assert_no_error (error);
  written = read_text (page);
  table = wg_game_load_with_record (before, strlen (before), &record, &error);
  g_assert_no_error (error);
  html = wg_story_html (record, table, catalog, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, html);
  g_assert_nonnull (strstr (written, "<title>The story of Two rounds at P2"));
  g_assert_nonnull (strstr (written, "<li id=\"step-14\">"));
  after = read_text (game);
  g_assert_cmpstr (after, ==, before);
}

/* The text of the PDF at @path, as poppler's pdftotext reads it, white
 * space folded. */
static char *
pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GRegex) space = g_regex_new ("\\s+", 0, 0, NULL);
  g_autofree char *out = NULL;
  int              status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, &error))
    g_error ("pdftotext (Debian: poppler-utils) did not run: %s", error->message);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_strstrip (g_regex_replace_literal (space, out, -1, 0, " ", 0, NULL));
}

/* A page named .pdf (in any case) gets the PDF of the same story: a PDF
 * file, with the story's title, a battle's odds and the last step in its
 * text, the game file unchanged; the name written for the filter chosen:
 * a name without extension gets the filter's, the page's name offered
 * (.html) becomes .pdf under the PDF filter, .pdf stays. */
static void
test_export_pdf (void)
{
  g_autofree char *game = game_copy (NULL, NULL);
  g_autofree char *pdf = g_build_filename (tmp_dir, "story.PDF", NULL);
  g_autofree char *before = read_text (game), *after = NULL, *written = NULL, *text = NULL;
  g_autoptr (GFile) game_file = g_file_new_for_path (game);
  g_autoptr (GFile) pdf_file = g_file_new_for_path (pdf);
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  g_assert_true (wg_story_export_is_pdf (pdf_file));
  g_assert_true (wg_story_export_file (game_file, pdf_file, catalog, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &written, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (written, "%PDF-"));
  text = pdf_text (pdf);
  g_assert_true (g_str_has_prefix (text, "The story of Two rounds at P2"));
  g_assert_nonnull (strstr (text, "Chance that Ana (blue) wins: 5/6 (83.33%)"));
  g_assert_nonnull (strstr (text, "14 End of Ana’s turn 4 — round 2, the final round, ends"));
  after = read_text (game);
  g_assert_cmpstr (after, ==, before);

  {
    g_autofree char *a = wg_story_export_name ("game-story", TRUE);
    g_autofree char *b = wg_story_export_name ("game-story", FALSE);
    g_autofree char *c = wg_story_export_name ("game-story.html", TRUE);
    g_autofree char *e = wg_story_export_name ("game-story.htm", FALSE);
    g_autofree char *d = wg_story_export_name ("game-story.Pdf", FALSE);
    g_autoptr (GFile) html_file = g_file_new_for_path ("/tmp/x/page.html");

    g_assert_cmpstr (a, ==, "game-story.pdf");
    g_assert_cmpstr (b, ==, "game-story.html");
    g_assert_cmpstr (c, ==, "game-story.pdf");
    g_assert_cmpstr (e, ==, "game-story.htm");
    g_assert_cmpstr (d, ==, "game-story.Pdf");
    g_assert_false (wg_story_export_is_pdf (html_file));
  }
}

/* Refused, with nothing written and the game unchanged: a record altered
 * at step 4 (named), the page named as the game itself, a folder that
 * does not exist, a file above the game reader's size limit (refused
 * unread, as Open refuses it). */
static void
test_refused (void)
{
  g_autofree char *game = game_copy ("red: Reinforce P4 (2X)", "red: Reinforce P4 (3X)");
  g_autofree char *page = g_build_filename (tmp_dir, "refused.html", NULL);
  g_autofree char *nowhere = g_build_filename (tmp_dir, "no-folder", "page.html", NULL);
  g_autofree char *before = read_text (game), *after = NULL;
  g_autoptr (GFile) game_file = g_file_new_for_path (game);
  g_autoptr (GFile) page_file = g_file_new_for_path (page);
  g_autoptr (GFile) nowhere_file = g_file_new_for_path (nowhere);
  g_autoptr (GError) error = NULL;

  g_assert_false (wg_story_export_file (game_file, page_file, NULL, &error));
  g_assert_error (error, WG_STORY_ERROR, WG_STORY_ERROR_DISAGREES);
  g_assert_nonnull (strstr (error->message, "step 4 (record.steps[3])"));
  g_assert_false (g_file_test (page, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_free (game);
  game = game_copy (NULL, NULL);
  g_free (before);
  before = read_text (game);
  g_assert_false (wg_story_export_file (game_file, game_file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (wg_story_export_file (game_file, nowhere_file, NULL, &error));
  g_assert_nonnull (error);
  after = read_text (game);
  g_assert_cmpstr (after, ==, before);
  g_clear_error (&error);

  {
    g_autofree char *big = g_build_filename (tmp_dir, "too-large.json", NULL);
    g_autofree char *spaces = g_malloc (WG_JSON_MAX_SIZE + 1);
    g_autoptr (GFile) big_file = g_file_new_for_path (big);

    memset (spaces, ' ', WG_JSON_MAX_SIZE + 1);
    g_assert_true (g_file_set_contents (big, spaces, WG_JSON_MAX_SIZE + 1, NULL));
    g_assert_false (wg_story_export_file (big_file, page_file, NULL, &error));
    g_assert_error (error, WG_FILE_ERROR, WG_FILE_ERROR_TOO_LARGE);
    g_assert_false (g_file_test (page, G_FILE_TEST_EXISTS));
    g_unlink (big);
  }
}

static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr (GMenuModel) submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);

      if ((g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
           && g_str_equal (name, action))
          || menu_has_action (section, action) || menu_has_action (submenu, action))
        return TRUE;
    }
  return FALSE;
}

/* Some menu button under @widget offers @action. */
static gboolean
offered (GtkWidget  *widget,
         const char *action)
{
  if (GTK_IS_MENU_BUTTON (widget)
      && menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)), action))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (offered (c, action))
      return TRUE;
  return FALSE;
}

/* The main menu offers Export Story…, an action of the window. */
static void
test_menu (void)
{
  WgWindow           *window = wg_test_sample_window ();
  gboolean            installed = FALSE;
  const char         *name;
  const GVariantType *type;
  const char         *property;
  GType               owner;

  for (guint i = 0; gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (window), i, &owner, &name,
                                                   &type, &property);
       i++)
    installed |= g_str_equal (name, "win.export-story");
  g_assert_true (installed);
  g_assert_true (offered (GTK_WIDGET (window), "win.export-story"));
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  tmp_dir = g_dir_make_tmp ("wg-story-export-XXXXXX", NULL);
  g_test_add_func ("/wg/app/story/export", test_export);
  g_test_add_func ("/wg/app/story/export-pdf", test_export_pdf);
  g_test_add_func ("/wg/app/story/refused", test_refused);
  g_test_add_func ("/wg/app/story/menu", test_menu);
  status = g_test_run ();
  wg_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  wg_test_app_cleanup (home);
  return status;
}
