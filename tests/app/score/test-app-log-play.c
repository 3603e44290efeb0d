/* test-app-log-play.c — Log Play on the score window: the play for BG Stats
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json.h>
#include <string.h>

#include "wg-play-log.h"
#include "wg-qr.h"
#include "wg-score-window.h"
#include "wg-test-fixture.h"
#include "wg-test-play-log.h"

#define URL_PREFIX "https://app.bgstatsapp.com/createPlay.html?data="

typedef struct
{
  GtkWindow       *parent;
  WgSession       *session;
  WgScoreWindow   *window;
  WgLogPlayDialog *dialog;
} Fixture;

static void
fixture_open (Fixture    *f,
              const char *name,
              GDateTime  *began)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();

  f->parent = GTK_WINDOW (gtk_window_new ());
  gtk_window_present (f->parent);
  f->session = wg_test_session_on (name);
  f->window = wg_score_window_new (f->parent, f->session, catalog);
  wg_score_window_set_began (f->window, began);
  gtk_window_present (GTK_WINDOW (f->window));
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (f->window)));
  /* Log Play… is the window's action, as its header bar's button. */
  g_assert_nonnull (wg_test_find_actionable (GTK_WIDGET (f->window), "score.log-play"));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "score.log-play", NULL);
  f->dialog = wg_score_window_log_play (f->window);
  wg_test_iterate_until (gtk_widget_get_mapped (GTK_WIDGET (f->dialog)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (f->dialog))
                 == GTK_WINDOW (f->window));
}

static void
fixture_close (Fixture *f)
{
  g_object_add_weak_pointer (G_OBJECT (f->dialog), (gpointer *) &f->dialog);
  g_object_add_weak_pointer (G_OBJECT (f->window), (gpointer *) &f->window);
  gtk_window_destroy (GTK_WINDOW (f->window));
  gtk_window_destroy (f->parent);
  g_object_unref (f->session);
  wg_test_iterate_until (f->dialog == NULL && f->window == NULL);
}

static GtkEditable *
row (Fixture *f,
     guint    n)
{
  return GTK_EDITABLE (wg_test_nth (f->dialog, ADW_TYPE_ENTRY_ROW, n));
}

static void
on_text (GObject      *clipboard,
         GAsyncResult *result,
         gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

/*
 * The dialog on a finished game (play-log-tie.json): the duration counted
 * from when the game began in the window, the date today; changed to the
 * hand-worked play's, the link carries exactly that play, the QR code
 * encodes the link, Copy Link puts it on the clipboard with a toast, and
 * Save… writes a file that parses to the same play.
 */
static void
test_dialog (void)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GDateTime) began = g_date_time_add_minutes (now, -95);
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *dir = g_dir_make_tmp ("wg-log-play-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "play.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *decoded = NULL;
  g_autofree char *copied = NULL;
  g_autoptr (GdkTexture) expected_qr = NULL;
  struct json_object *saved, *expected;
  GdkPaintable       *qr;
  Fixture             f = { 0 };
  int                 modules = 0;

  fixture_open (&f, "play-log-tie.json", began);
  g_assert_true (g_str_has_prefix (gtk_editable_get_text (row (&f, 0)), today));
  g_assert_true (wg_play_log_date_is_valid (gtk_editable_get_text (row (&f, 0))));
  g_assert_cmpstr (gtk_editable_get_text (row (&f, 1)), ==, "95");
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (f.dialog), "Finished game"));

  gtk_editable_set_text (row (&f, 0), "2026-11-29 19:30");
  decoded = g_uri_unescape_string (wg_log_play_dialog_get_url (f.dialog) + strlen (URL_PREFIX),
                                   NULL);
  g_assert_true (g_str_has_prefix (wg_log_play_dialog_get_url (f.dialog), URL_PREFIX));
  g_assert_cmpstr (decoded, ==, WG_TEST_PLAY_LOG_TIE_JSON);

  /* The QR code is the link's: the same size as the encoder makes it. */
  qr = wg_log_play_dialog_get_qr (f.dialog);
  g_assert_nonnull (qr);
  expected_qr = wg_qr_texture (wg_log_play_dialog_get_url (f.dialog), 4, &modules);
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (qr), ==, (modules + 8) * 4);
  g_assert_cmpint (gdk_texture_get_width (expected_qr), ==, (modules + 8) * 4);

  gtk_widget_activate_action (GTK_WIDGET (f.dialog), "log-play.copy", NULL);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (f.dialog)), NULL, on_text,
                                 &copied);
  wg_test_iterate_until (copied != NULL);
  g_assert_cmpstr (copied, ==, wg_log_play_dialog_get_url (f.dialog));
  wg_test_iterate_until (wg_test_find_label (GTK_WIDGET (f.dialog),
                                             "Link copied: open it on the phone that runs "
                                             "BG Stats")
                         != NULL);

  g_assert_true (wg_log_play_dialog_save (f.dialog, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  saved = json_tokener_parse (data);
  expected = json_tokener_parse (WG_TEST_PLAY_LOG_TIE_JSON);
  g_assert_nonnull (saved);
  g_assert_true (json_object_equal (saved, expected));
  json_object_put (saved);
  json_object_put (expected);

  fixture_close (&f);
  g_unlink (path);
  g_rmdir (dir);
}

/* A game opened from a file did not begin in this window: no duration,
 * and none in the play. A duration or date that cannot be logged says
 * why and turns Copy and Save off; mended, they come back. */
static void
test_dialog_refuses (void)
{
  Fixture f = { 0 };

  fixture_open (&f, "play-log-tie.json", NULL);
  g_assert_cmpstr (gtk_editable_get_text (row (&f, 1)), ==, "");
  g_assert_null (strstr (wg_log_play_dialog_get_json (f.dialog), "durationMin"));

  gtk_editable_set_text (row (&f, 1), "an hour");
  g_assert_null (wg_log_play_dialog_get_url (f.dialog));
  g_assert_null (wg_log_play_dialog_get_qr (f.dialog));
  g_assert_false (gtk_widget_is_sensitive (wg_test_find_actionable (GTK_WIDGET (f.dialog),
                                                                    "log-play.copy")));
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (f.dialog),
                                        "The duration is a whole number of minutes, or empty "
                                        "when unknown"));
  gtk_editable_set_text (row (&f, 1), "40");
  gtk_editable_set_text (row (&f, 0), "2026-02-30 10:00");
  g_assert_null (wg_log_play_dialog_get_json (f.dialog));
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (f.dialog),
                                        "“2026-02-30 10:00” is not a date and time such as "
                                        "2026-11-29 19:30"));
  gtk_editable_set_text (row (&f, 0), "2026-02-28 10:00");
  g_assert_nonnull (strstr (wg_log_play_dialog_get_json (f.dialog), "\"durationMin\": 40"));
  g_assert_true (gtk_widget_is_sensitive (wg_test_find_actionable (GTK_WIDGET (f.dialog),
                                                                   "log-play.save")));
  fixture_close (&f);
}

/* A game not over (score-midgame.json) is offered too, labelled as
 * unfinished; its play names no winner. */
static void
test_dialog_unfinished (void)
{
  Fixture f = { 0 };

  fixture_open (&f, "score-midgame.json", NULL);
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (f.dialog), "Unfinished game"));
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (f.dialog),
                                        "This game is not finished: the play is logged with "
                                        "the standings and no winner."));
  g_assert_null (strstr (wg_log_play_dialog_get_json (f.dialog), "\"winner\": true"));
  g_assert_nonnull (strstr (wg_log_play_dialog_get_json (f.dialog), "\"comments\""));
  fixture_close (&f);
}

/* The dialog follows the game: a step that makes the game not over turns
 * the play unfinished (no winner), and its undo makes it finished again. */
static void
test_dialog_follows (void)
{
  g_autoptr (GError) error = NULL;
  WgGame *game;
  Fixture f = { 0 };

  fixture_open (&f, "play-log-tie.json", NULL);
  g_assert_nonnull (strstr (wg_log_play_dialog_get_json (f.dialog), "\"winner\": true"));
  game = wg_game_copy (wg_session_get_game (f.session));
  game->game_over = FALSE;
  g_assert_true (wg_session_apply (f.session, game, "Not over after all", &error));
  g_assert_no_error (error);
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (f.dialog), "Unfinished game"));
  g_assert_null (strstr (wg_log_play_dialog_get_json (f.dialog), "\"winner\": true"));
  g_assert_true (wg_session_undo (f.session));
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (f.dialog), "Finished game"));
  g_assert_nonnull (strstr (wg_log_play_dialog_get_json (f.dialog), "\"winner\": true"));
  fixture_close (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/score/log-play/dialog", test_dialog);
  g_test_add_func ("/wg/app/score/log-play/refuses", test_dialog_refuses);
  g_test_add_func ("/wg/app/score/log-play/unfinished", test_dialog_unfinished);
  g_test_add_func ("/wg/app/score/log-play/follows", test_dialog_follows);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
