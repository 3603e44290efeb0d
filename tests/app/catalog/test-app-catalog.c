/* test-app-catalog.c — the Card Catalog window and its card editor, on a store of the test's own
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include "wg-catalog-json.h"
#include "wg-catalog-window.h"
#include "wg-test-app.h"

static WgCardStore *
new_store (char **path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-catalog-XXXXXX", &error);
  WgCardStore     *store;

  g_assert_no_error (error);
  *path = g_build_filename (dir, "cards.json", NULL);
  store = wg_card_store_new (*path);
  g_assert_true (wg_card_store_load (store, &error));
  return store;
}

static void
remove_store (char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
  g_free (path);
}

/* Every card of the catalog has its row, with what is known of it; an edit
 * in the card editor is saved and the row says so. */
static void
test_window_edit (void)
{
  char *path = NULL;
  g_autoptr (WgCardStore) store = new_store (&path);
  WgCatalogWindow *window = wg_catalog_window_new (NULL, store);
  WgCatalog       *catalog = wg_card_store_get_catalog (store);
  WgCardDialog    *dialog;
  const WgCard    *card;
  WgEffect         effect = { WG_EFFECT_DESTROY, WG_AMOUNT_HALF, WG_EFFECT_SIDE_ENEMY,
                              WG_EFFECT_ON_WIN };

  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
    g_assert_nonnull (wg_catalog_window_get_row (window, wg_catalog_get_card (catalog, i)->id));
  g_assert_cmpstr (adw_action_row_get_subtitle (
                     wg_catalog_window_get_row (window, "glorious-victory")),
                   ==, "Multiplier not known · text not known · resolved by hand");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     wg_catalog_window_get_row (window, "pitched-battle"))),
                   ==, "C · Pitched Battle");

  dialog = wg_catalog_window_edit (window, "glorious-victory");
  gtk_window_present (GTK_WINDOW (dialog));
  wg_card_dialog_set_multiplier (dialog, 4);
  g_assert_true (wg_card_dialog_add_effect (dialog, &effect));
  /* The whole text applied, with no text typed, is refused. */
  wg_card_dialog_set_complete (dialog, TRUE);
  g_assert_false (wg_card_dialog_save (dialog));
  g_assert_nonnull (wg_card_dialog_get_message (dialog));
  g_assert_true (wg_card_store_get_catalog (store) == catalog);
  wg_card_dialog_set_text (dialog, "Typed by a test.");
  g_assert_true (wg_card_dialog_save (dialog));
  g_assert_null (wg_card_dialog_get_message (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));

  card = wg_catalog_lookup (wg_card_store_get_catalog (store), "glorious-victory");
  g_assert_cmpint (card->multiplier, ==, 4);
  g_assert_cmpstr (card->text, ==, "Typed by a test.");
  g_assert_cmpuint (card->n_effects, ==, 1);
  g_assert_cmpint (card->effects[0].amount, ==, WG_AMOUNT_HALF);
  g_assert_true (card->complete);
  g_assert_cmpstr (adw_action_row_get_subtitle (
                     wg_catalog_window_get_row (window, "glorious-victory")),
                   ==, "×4 · text known · applied by the app");
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* Setting the multiplier back to not known. */
  dialog = wg_catalog_window_edit (window, "glorious-victory");
  wg_card_dialog_set_multiplier (dialog, -1);
  g_assert_cmpint (wg_card_dialog_get_draft (dialog)->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  gtk_window_destroy (GTK_WINDOW (dialog));

  gtk_window_destroy (GTK_WINDOW (window));
  remove_store (path);
}

/* A card added by name gets its row; a name the catalog has is refused. */
static void
test_window_add (void)
{
  char *path = NULL;
  g_autoptr (WgCardStore) store = new_store (&path);
  WgCatalogWindow *window = wg_catalog_window_new (NULL, store);

  g_assert_true (wg_catalog_window_add_card (window, WG_CARD_ADVANCED, "Ion Storm"));
  g_assert_nonnull (wg_catalog_window_get_row (window, "ion-storm"));
  g_assert_false (wg_catalog_window_add_card (window, WG_CARD_HERO, "Sol Olo"));
  g_assert_nonnull (strstr (wg_catalog_window_get_message (window), "Sol Olo"));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_store (path);
}

/* The main window's catalog follows its store at once (what the pages and
 * the next battle get). */
static void
test_main_window (void)
{
  g_autoptr (GError) error = NULL;
  WgWindow        *window = wg_window_new (NULL, NULL);
  WgCardStore     *store = wg_window_get_card_store (window);
  g_autofree char *path = wg_card_store_default_path ();

  g_assert_cmpint (wg_catalog_lookup (wg_window_get_catalog (window), "salvage")->multiplier, ==,
                   WG_MULTIPLIER_UNKNOWN);
  g_assert_cmpstr (wg_card_store_get_path (store), ==, path);
  g_assert_true (wg_card_store_set_multiplier (store, "salvage", 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (wg_catalog_lookup (wg_window_get_catalog (window), "salvage")->multiplier, ==,
                   2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.card-catalog", NULL));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  {
    g_autofree char *dir = g_path_get_dirname (path);

    g_rmdir (dir);
  }
}

/* Two windows share one store of the user's file (issue 18): a card
 * changed in one window's Card Catalog is known at once in the other's
 * pages and battles, without reopening anything. */
static void
test_two_windows (void)
{
  g_autoptr (GError) error = NULL;
  WgWindow        *first = wg_window_new (NULL, NULL);
  WgWindow        *second = wg_window_new (NULL, NULL);
  g_autofree char *path = wg_card_store_default_path ();

  g_assert_true (wg_window_get_card_store (first) == wg_window_get_card_store (second));
  g_assert_cmpint (wg_catalog_lookup (wg_window_get_catalog (second), "salvage")->multiplier, ==,
                   WG_MULTIPLIER_UNKNOWN);
  g_assert_true (
    wg_card_store_set_multiplier (wg_window_get_card_store (first), "salvage", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (wg_catalog_lookup (wg_window_get_catalog (second), "salvage")->multiplier, ==,
                   3);
  g_assert_cmpint (wg_catalog_lookup (wg_window_get_catalog (first), "salvage")->multiplier, ==,
                   3);

  /* The store goes with the last window; the next one reads the file. */
  gtk_window_destroy (GTK_WINDOW (first));
  gtk_window_destroy (GTK_WINDOW (second));
  second = wg_window_new (NULL, NULL);
  g_assert_cmpint (wg_catalog_lookup (wg_window_get_catalog (second), "salvage")->multiplier, ==,
                   3);
  gtk_window_destroy (GTK_WINDOW (second));
  g_unlink (path);
  second = wg_window_new (NULL, NULL);
  g_assert_cmpint (wg_catalog_lookup (wg_window_get_catalog (second), "salvage")->multiplier, ==,
                   WG_MULTIPLIER_UNKNOWN);
  gtk_window_destroy (GTK_WINDOW (second));
  {
    g_autofree char *dir = g_path_get_dirname (path);

    g_rmdir (dir);
  }
}

/* A user file of five cards, the third with a multiplier no card has
 * (tests/data/catalog-bad-multiplier.json), read by main(). */
static char *five_cards;

/* Issue 28: the toast of a catalog that cannot be written is cut before its
 * reason no more. The toast says it in a few words, whole on the screen;
 * Details shows the file's path and the system's reason. */
static void
test_toast_readable (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wg-catalog-XXXXXX", &error);
  g_autofree char *share = g_build_filename (dir, ".local", "share", NULL);
  g_autofree char *blocker = g_build_filename (share, "warpgate-companion", NULL);
  g_autofree char *path = g_build_filename (blocker, "cards.json", NULL);
  g_autoptr (WgCardStore) store = wg_card_store_new (path);
  WgCatalogWindow  *window;
  GtkLabel         *label = NULL;
  GtkWidget        *button;
  AdwMessageDialog *dialog;

  /* The catalog's folder is a file: nothing can be written there, even by
   * root (a read-only folder would stop only other users). */
  g_assert_cmpint (g_mkdir_with_parents (share, 0700), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  g_assert_true (wg_card_store_load (store, &error));
  window = wg_catalog_window_new (NULL, store);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (wg_catalog_window_add_card (window, WG_CARD_ADVANCED, "Ion Storm"));
  g_assert_cmpstr (wg_catalog_window_get_message (window), ==,
                   "Not added: card catalog cannot be written");
  g_assert_nonnull (strstr (wg_catalog_window_get_details (window), path));
  g_assert_nonnull (strstr (wg_catalog_window_get_details (window), g_strerror (ENOTDIR)));
  wg_test_iterate_until (
    (label = wg_test_find_label (GTK_WIDGET (window), wg_catalog_window_get_message (window))) != NULL
    && gtk_widget_get_mapped (GTK_WIDGET (label)) && gtk_widget_get_width (GTK_WIDGET (label)) > 0);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));

  button = wg_test_find_button (GTK_WIDGET (window), "_Details");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  dialog = wg_test_find_dialog_for (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   wg_catalog_window_get_details (window));
  wg_test_respond (GTK_WINDOW (window), "close");

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (blocker);
  g_rmdir (share);
  {
    g_autofree char *local = g_path_get_dirname (share);

    g_rmdir (local);
  }
  g_rmdir (dir);
}

/* Issue 28: a refused user file is shown above the cards, with its path
 * and problem, and kept: adding a card is refused. Fixed by another
 * program, it is read again at once and its cards shown. */
static void
test_refused_file_shown (void)
{
  char *path = NULL;
  g_autoptr (WgCardStore) store = new_store (&path);
  g_autoptr (GError) error = NULL;
  g_autofree char *after = NULL;
  g_autofree char *fixed = g_strdup (five_cards);
  WgCatalogWindow *window;

  g_assert_true (g_file_set_contents (path, five_cards, -1, NULL));
  g_assert_false (wg_card_store_load (store, &error));
  window = wg_catalog_window_new (NULL, store);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_nonnull (wg_catalog_window_get_problem (window));
  g_assert_nonnull (strstr (wg_catalog_window_get_problem (window), path));
  g_assert_nonnull (strstr (wg_catalog_window_get_problem (window), "cards[2].multiplier"));
  g_assert_false (wg_catalog_window_add_card (window, WG_CARD_ADVANCED, "Salvo"));
  g_assert_cmpstr (wg_catalog_window_get_message (window), ==,
                   "Not added: card catalog refused");
  g_assert_cmpstr (wg_catalog_window_get_details (window), ==, wg_card_store_get_problem (store));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, five_cards);
  g_assert_null (wg_catalog_window_get_row (window, "ambush"));

  memcpy (strstr (fixed, "12}"), "5} ", 3);
  g_assert_true (g_file_set_contents (path, fixed, -1, NULL));
  wg_test_iterate_until (wg_catalog_window_get_row (window, "ambush") != NULL);
  g_assert_null (wg_catalog_window_get_problem (window));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_store (path);
}

/* Issue 28: the window shows the cards another program adds (the app run
 * twice: a second store on the same file), and a card added in the window
 * keeps them. */
static void
test_others_cards (void)
{
  char *path = NULL;
  g_autoptr (WgCardStore) store = new_store (&path);
  g_autoptr (WgCardStore) other = wg_card_store_new (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) saved = NULL;
  g_autofree char *beta = NULL;
  WgCatalogWindow *window = wg_catalog_window_new (NULL, store);

  g_assert_true (wg_card_store_load (other, &error));
  beta = wg_card_store_add_card (other, WG_CARD_ADVANCED, "Beta", &error);
  g_assert_no_error (error);
  wg_test_iterate_until (wg_catalog_window_get_row (window, "beta") != NULL);
  g_assert_true (wg_catalog_window_add_card (window, WG_CARD_ADVANCED, "Alpha"));
  saved = wg_catalog_load_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (wg_catalog_lookup (saved, "alpha"));
  g_assert_nonnull (wg_catalog_lookup (saved, "beta"));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_store (path);
}

/* Issue 28: a refused user file is said at start-up in a toast short
 * enough to read, whose Show opens the Card Catalog, where the file's
 * path and problem are; the file is kept. */
static void
test_refused_at_start (void)
{
  g_autofree char *path = wg_card_store_default_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *after = NULL;
  WgWindow        *window;
  GtkWidget       *show = NULL;
  GtkWindow       *catalog;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, five_cards, -1, NULL));
  window = wg_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  wg_test_iterate_until ((show = wg_test_find_button (GTK_WIDGET (window), "_Show")) != NULL);
  g_assert_nonnull (wg_test_find_label (GTK_WIDGET (window), "Your card catalog was refused"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (show)), ==, "win.card-catalog");
  g_signal_emit_by_name (show, "clicked");
  catalog = wg_test_toplevel_of_type (WG_TYPE_CATALOG_WINDOW);
  g_assert_nonnull (catalog);
  g_assert_nonnull (strstr (wg_catalog_window_get_problem (WG_CATALOG_WINDOW (catalog)), path));
  g_assert_false (
    wg_card_store_set_multiplier (wg_window_get_card_store (window), "salvage", 2, NULL));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, five_cards);
  gtk_window_destroy (catalog);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (folder);
}

/* Issue 28: a card changed by another program while its editor is open is
 * not written over unseen: Save says so, and Save again replaces it. */
static void
test_dialog_changed_elsewhere (void)
{
  char *path = NULL;
  g_autoptr (WgCardStore) store = new_store (&path);
  g_autoptr (WgCardStore) other = wg_card_store_new (path);
  g_autoptr (GError) error = NULL;
  WgCatalogWindow *window = wg_catalog_window_new (NULL, store);
  WgCardDialog    *dialog = wg_catalog_window_edit (window, "salvage");

  g_assert_true (wg_card_store_load (other, &error));
  g_assert_true (wg_card_store_set_multiplier (other, "salvage", 2, &error));
  g_assert_no_error (error);
  /* The store has read the change (as while the user types), the editor
   * still shows the card as it was. */
  wg_test_iterate_until (
    wg_catalog_lookup (wg_card_store_get_catalog (store), "salvage")->multiplier == 2);
  wg_card_dialog_set_multiplier (dialog, 3);
  g_assert_false (wg_card_dialog_save (dialog));
  g_assert_nonnull (strstr (wg_card_dialog_get_message (dialog), "another program"));
  g_assert_cmpint (wg_catalog_lookup (wg_card_store_get_catalog (store), "salvage")->multiplier, ==,
                   2);
  g_assert_cmpint (wg_catalog_lookup (wg_card_store_get_catalog (other), "salvage")->multiplier, ==,
                   2);
  g_assert_true (wg_card_dialog_save (dialog));
  g_assert_cmpint (wg_catalog_lookup (wg_card_store_get_catalog (store), "salvage")->multiplier, ==,
                   3);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_store (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-bad-multiplier.json",
                                                   NULL);

    g_assert_true (g_file_get_contents (path, &five_cards, NULL, NULL));
  }
  g_test_add_func ("/wg/app/catalog/window-edit", test_window_edit);
  g_test_add_func ("/wg/app/catalog/window-add", test_window_add);
  g_test_add_func ("/wg/app/catalog/main-window", test_main_window);
  g_test_add_func ("/wg/app/catalog/two-windows", test_two_windows);
  g_test_add_func ("/wg/app/catalog/toast-readable", test_toast_readable);
  g_test_add_func ("/wg/app/catalog/refused-file-shown", test_refused_file_shown);
  g_test_add_func ("/wg/app/catalog/others-cards", test_others_cards);
  g_test_add_func ("/wg/app/catalog/refused-at-start", test_refused_at_start);
  g_test_add_func ("/wg/app/catalog/dialog-changed-elsewhere", test_dialog_changed_elsewhere);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
