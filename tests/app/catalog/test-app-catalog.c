/* test-app-catalog.c — the Card Catalog window and its card editor, on a store of the test's own
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/catalog/window-edit", test_window_edit);
  g_test_add_func ("/wg/app/catalog/window-add", test_window_add);
  g_test_add_func ("/wg/app/catalog/main-window", test_main_window);
  g_test_add_func ("/wg/app/catalog/two-windows", test_two_windows);
  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
