/* test-app-card-store.c — WgCardStore: editing cards, saving atomically, import and export
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "wg-card-store.h"
#include "wg-catalog-json.h"
#include "wg-test-files.h"

typedef struct
{
  char        *dir;  /* a user data folder of the test's own */
  char        *path; /* DIR/warpgate-companion/cards.json */
  WgCardStore *store;
  guint        changed;
} Fixture;

static void
on_changed (WgCardStore *store,
            Fixture     *f)
{
  f->changed++;
}

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("wg-card-store-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "warpgate-companion", "cards.json", NULL);
  f->store = wg_card_store_new (f->path);
  g_assert_true (wg_card_store_load (f->store, &error));
  g_assert_no_error (error);
  g_signal_connect (f->store, "changed", G_CALLBACK (on_changed), f);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  g_clear_object (&f->store);
  wg_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static char *
read_file (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

/* No user file: the built-in cards, and Glorious Victory's multiplier is
 * not known (docs/card-catalog.md). */
static void
test_builtin (Fixture      *f,
              gconstpointer data)
{
  WgCatalog    *catalog = wg_card_store_get_catalog (f->store);
  const WgCard *card = wg_catalog_lookup (catalog, "glorious-victory");
  g_autoptr (GPtrArray) unknown = wg_card_store_unknown_multipliers (catalog);
  g_autofree char *known = NULL;

  g_assert_nonnull (card);
  g_assert_cmpint (card->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  g_assert_false (wg_card_store_is_edited (f->store, "glorious-victory"));
  g_assert_cmpuint (wg_catalog_get_n_cards (wg_card_store_get_user_catalog (f->store)), ==, 0);
  g_assert_true (g_ptr_array_find (unknown, card, NULL));
  g_assert_false (g_ptr_array_find (unknown, wg_catalog_lookup (catalog, "pitched-battle"), NULL));
  known = wg_card_store_describe_known (card);
  g_assert_cmpstr (known, ==, "Multiplier not known · text not known · resolved by hand");
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

/* An edit is saved at once; a new store reading the file sees it. */
static void
test_edit_save_reload (Fixture      *f,
                       gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCardStore) again = NULL;
  const WgCard *card;
  WgCard        edit;
  g_autoptr (WgCatalog) before = wg_catalog_ref (wg_card_store_get_catalog (f->store));

  wg_card_copy (&edit, wg_catalog_lookup (before, "salvage"));
  edit.multiplier = 3;
  g_free (edit.text);
  edit.text = g_strdup ("Typed by a test.");
  edit.effects[0] = (WgEffect) { WG_EFFECT_DESTROY, 2, WG_EFFECT_SIDE_ENEMY, WG_EFFECT_ON_WIN };
  edit.n_effects = 1;
  edit.complete = TRUE;
  g_assert_true (wg_card_store_set_card (f->store, &edit, &error));
  g_assert_no_error (error);
  wg_card_clear (&edit);
  g_assert_cmpuint (f->changed, ==, 1);
  g_assert_true (wg_card_store_get_catalog (f->store) != before);
  g_assert_true (wg_card_store_is_edited (f->store, "salvage"));
  g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_REGULAR));

  again = wg_card_store_new (f->path);
  g_assert_true (wg_card_store_load (again, &error));
  card = wg_catalog_lookup (wg_card_store_get_catalog (again), "salvage");
  g_assert_cmpint (card->multiplier, ==, 3);
  g_assert_cmpstr (card->text, ==, "Typed by a test.");
  g_assert_cmpuint (card->n_effects, ==, 1);
  g_assert_cmpint (card->effects[0].amount, ==, 2);
  g_assert_cmpint (card->effects[0].side, ==, WG_EFFECT_SIDE_ENEMY);
  g_assert_cmpint (card->effects[0].when, ==, WG_EFFECT_ON_WIN);
  g_assert_true (card->complete);
  /* Only the edited card is the user's: the others stay built in. */
  g_assert_cmpuint (wg_catalog_get_n_cards (wg_card_store_get_user_catalog (again)), ==, 1);

  /* Forgetting it brings the built-in card back. */
  g_assert_true (wg_card_store_forget_card (f->store, "salvage", &error));
  card = wg_catalog_lookup (wg_card_store_get_catalog (f->store), "salvage");
  g_assert_cmpint (card->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  g_assert_false (wg_card_store_is_edited (f->store, "salvage"));
}

/* The multiplier remembered in a battle; out of range is refused. */
static void
test_set_multiplier (Fixture      *f,
                     gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_card_store_set_multiplier (f->store, "glorious-victory", 4, &error));
  g_assert_no_error (error);
  g_assert_cmpint (
    wg_catalog_lookup (wg_card_store_get_catalog (f->store), "glorious-victory")->multiplier, ==,
    4);
  g_assert_false (wg_card_store_set_multiplier (f->store, "glorious-victory", 10, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (wg_card_store_set_multiplier (f->store, "alien-imports", 2, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpuint (f->changed, ==, 1);
}

/* A card the format refuses (complete without a text) changes nothing,
 * in memory or on disk. */
static void
test_refused_edit (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  WgCatalog       *catalog;
  WgCard           edit;

  g_assert_true (wg_card_store_set_multiplier (f->store, "outmaneuver", 2, &error));
  before = read_file (f->path);
  catalog = wg_card_store_get_catalog (f->store);
  wg_card_copy (&edit, wg_catalog_lookup (catalog, "hit-and-run"));
  edit.complete = TRUE;
  g_assert_false (wg_card_store_set_card (f->store, &edit, &error));
  g_assert_nonnull (error);
  wg_card_clear (&edit);
  g_assert_true (wg_card_store_get_catalog (f->store) == catalog);
  after = read_file (f->path);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (f->changed, ==, 1);
}

/* Saving replaces the file whole and keeps its permissions. */
static void
test_keeps_permissions (Fixture      *f,
                        gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  g_assert_true (wg_card_store_set_multiplier (f->store, "outmaneuver", 2, &error));
  g_assert_cmpint (g_chmod (f->path, 0600), ==, 0);
  g_assert_true (wg_card_store_set_multiplier (f->store, "outmaneuver", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (f->path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
}

/* A new card by name; a name the catalog has is refused. */
static void
test_add_card (Fixture      *f,
               gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = wg_card_store_add_card (f->store, WG_CARD_ADVANCED, " Ion Storm ", &error);
  const WgCard    *card;

  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "ion-storm");
  card = wg_catalog_lookup (wg_card_store_get_catalog (f->store), id);
  g_assert_cmpstr (card->name, ==, "Ion Storm");
  g_assert_cmpint (card->kind, ==, WG_CARD_ADVANCED);
  g_assert_cmpint (card->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
  g_assert_null (wg_card_store_add_card (f->store, WG_CARD_HERO, "pitched battle", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_cmpuint (f->changed, ==, 1);
}

/* Export writes the user's cards; another player imports them. A file
 * that is not a catalog is refused with nothing changed. */
static void
test_import_export (Fixture      *f,
                    gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *exported = g_build_filename (f->dir, "shared.json", NULL);
  g_autofree char *other_path = g_build_filename (f->dir, "other", "cards.json", NULL);
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "data", "invalid-three-problems.json",
                                                NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (WgCardStore) other = wg_card_store_new (other_path);
  WgCatalog *catalog;

  g_assert_true (wg_card_store_set_multiplier (f->store, "glorious-victory", 4, &error));
  g_assert_true (wg_card_store_export (f->store, exported, &error));
  g_assert_no_error (error);

  g_assert_true (wg_card_store_load (other, &error));
  g_assert_true (wg_card_store_set_multiplier (other, "salvage", 1, &error));
  g_assert_true (wg_card_store_import (other, exported, &error));
  g_assert_no_error (error);
  catalog = wg_card_store_get_catalog (other);
  g_assert_cmpint (wg_catalog_lookup (catalog, "glorious-victory")->multiplier, ==, 4);
  g_assert_cmpint (wg_catalog_lookup (catalog, "salvage")->multiplier, ==, 1);
  before = read_file (other_path);

  g_assert_false (wg_card_store_import (other, bad, &error));
  g_assert_nonnull (error);
  g_assert_true (wg_card_store_get_catalog (other) == catalog);
  after = read_file (other_path);
  g_assert_cmpstr (after, ==, before);
}

/* A refused user file leaves the built-in cards. */
static void
test_refused_file (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *folder = g_path_get_dirname (f->path);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (f->path, "{\"format\": 1}", -1, NULL));
  g_assert_false (wg_card_store_load (f->store, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (wg_catalog_lookup (wg_card_store_get_catalog (f->store), "pitched-battle"));
  g_assert_cmpuint (wg_catalog_get_n_cards (wg_card_store_get_user_catalog (f->store)), ==, 0);
}

/* A user file of five cards, the third with a multiplier no card has
 * (tests/data/catalog-bad-multiplier.json), read by main(). */
static char *five_cards;

static void
write_user_file (Fixture    *f,
                 const char *text)
{
  g_autofree char *folder = g_path_get_dirname (f->path);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (f->path, text, -1, NULL));
}

static guint
count_user_cards (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) user = wg_catalog_load_from_file (path, &error);

  g_assert_no_error (error);
  return wg_catalog_get_n_cards (user);
}

/* Issue 28: a refused user file is never written over. Every edit is
 * refused, naming the file and its problem, and the file stays as it was;
 * once it is fixed, edits are saved again, with its cards. */
static void
test_refused_file_kept (Fixture      *f,
                        gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *exported = g_build_filename (f->dir, "shared.json", NULL);
  g_autofree char *after = NULL;
  g_autofree char *fixed = NULL;
  g_autofree char *id = NULL;

  write_user_file (f, five_cards);
  g_assert_false (wg_card_store_load (f->store, &error));
  g_assert_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_REFUSED_FILE);
  g_assert_nonnull (strstr (error->message, f->path));
  g_assert_nonnull (strstr (error->message, "cards[2].multiplier"));
  g_assert_cmpstr (wg_card_store_get_problem (f->store), ==, error->message);
  g_clear_error (&error);

  g_assert_null (wg_card_store_add_card (f->store, WG_CARD_ADVANCED, "Salvo", &error));
  g_assert_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_REFUSED_FILE);
  g_clear_error (&error);
  g_assert_false (wg_card_store_set_multiplier (f->store, "salvage", 2, &error));
  g_assert_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_REFUSED_FILE);
  g_clear_error (&error);
  g_assert_false (wg_card_store_forget_card (f->store, "flank", &error));
  g_assert_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_REFUSED_FILE);
  g_clear_error (&error);
  g_assert_true (wg_card_store_export (f->store, exported, &error));
  g_assert_false (wg_card_store_import (f->store, exported, &error));
  g_assert_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_REFUSED_FILE);
  g_clear_error (&error);
  after = read_file (f->path);
  g_assert_cmpstr (after, ==, five_cards);
  g_assert_nonnull (wg_catalog_lookup (wg_card_store_get_catalog (f->store), "pitched-battle"));

  /* Fixed in a text editor: the next edit keeps its five cards. */
  fixed = g_strdup (five_cards);
  memcpy (strstr (fixed, "12}"), "5} ", 3);
  write_user_file (f, fixed);
  id = wg_card_store_add_card (f->store, WG_CARD_ADVANCED, "Salvo", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "salvo");
  g_assert_null (wg_card_store_get_problem (f->store));
  g_assert_cmpuint (count_user_cards (f->path), ==, 6);
  g_assert_cmpint (wg_catalog_lookup (wg_card_store_get_catalog (f->store), "ambush")->multiplier,
                   ==, 5);
}

/* Issue 28: the file turned bad after it was read (a text editor): the
 * edit is refused, the file kept, and the cards read before stay. */
static void
test_refused_since_read (Fixture      *f,
                         gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *after = NULL;

  g_assert_true (wg_card_store_set_multiplier (f->store, "salvage", 2, &error));
  write_user_file (f, five_cards);
  g_assert_false (wg_card_store_set_multiplier (f->store, "outmaneuver", 3, &error));
  g_assert_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_REFUSED_FILE);
  after = read_file (f->path);
  g_assert_cmpstr (after, ==, five_cards);
  g_assert_nonnull (wg_card_store_get_problem (f->store));
  g_assert_cmpint (wg_catalog_lookup (wg_card_store_get_catalog (f->store), "salvage")->multiplier,
                   ==, 2);
}

/* Issue 28: two programs on one file (the app run twice). A adds Alpha, B
 * adds Beta: the file holds both, and each store knows both. */
static void
test_two_stores (Fixture      *f,
                 gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCardStore) other = wg_card_store_new (f->path);
  g_autofree char *alpha = NULL;
  g_autofree char *beta = NULL;

  g_assert_true (wg_card_store_load (other, &error));
  alpha = wg_card_store_add_card (f->store, WG_CARD_ADVANCED, "Alpha", &error);
  g_assert_no_error (error);
  beta = wg_card_store_add_card (other, WG_CARD_ADVANCED, "Beta", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_user_cards (f->path), ==, 2);
  g_assert_nonnull (wg_catalog_lookup (wg_card_store_get_catalog (other), "alpha"));

  /* The same name added by both is refused the second time, not doubled. */
  g_assert_null (wg_card_store_add_card (f->store, WG_CARD_HERO, "beta", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_nonnull (wg_catalog_lookup (wg_card_store_get_catalog (f->store), "beta"));

  /* Forgetting a card keeps the other program's. */
  g_assert_true (wg_card_store_forget_card (other, "alpha", &error));
  g_assert_true (wg_card_store_set_multiplier (f->store, "salvage", 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_user_cards (f->path), ==, 2);
  g_assert_null (wg_catalog_lookup (wg_card_store_get_catalog (f->store), "alpha"));
}

/* Issue 28: one card changed by both. The second edit started from the
 * card as it was before the first: refused, and the store shows the
 * first; the edit made again is saved. */
static void
test_same_card_changed (Fixture      *f,
                        gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCardStore) other = wg_card_store_new (f->path);

  g_assert_true (wg_card_store_load (other, &error));
  g_assert_true (wg_card_store_set_multiplier (f->store, "salvage", 2, &error));
  g_assert_false (wg_card_store_set_multiplier (other, "salvage", 3, &error));
  g_assert_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "Salvage"));
  g_clear_error (&error);
  g_assert_cmpint (wg_catalog_lookup (wg_card_store_get_catalog (other), "salvage")->multiplier, ==,
                   2);
  g_assert_true (wg_card_store_set_multiplier (other, "salvage", 3, &error));
  g_assert_no_error (error);
}

/* The file removed by another program: the next edit starts a new file
 * (the removal is that program's change, and is kept). */
static void
test_file_removed (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  g_assert_true (wg_card_store_set_multiplier (f->store, "salvage", 2, &error));
  g_assert_cmpint (g_unlink (f->path), ==, 0);
  id = wg_card_store_add_card (f->store, WG_CARD_ADVANCED, "Gamma", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_user_cards (f->path), ==, 1);
  g_assert_false (wg_card_store_is_edited (f->store, "salvage"));
}

#define N_WRITES 30

/* Adds N_WRITES cards called PREFIX 1, PREFIX 2, … */
static void
add_cards (WgCardStore *store,
           const char  *prefix)
{
  for (int i = 1; i <= N_WRITES; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *name = g_strdup_printf ("%s %d", prefix, i);
      g_autofree char *id = wg_card_store_add_card (store, WG_CARD_ADVANCED, name, &error);

      g_assert_no_error (error);
    }
}

static const char *test_binary;

/* Issue 28: two processes add cards to one file at the same time (this
 * test run again as a subprocess is the other one): none is lost. */
static void
test_two_processes (Fixture      *f,
                    gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) child = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *line = NULL;

  if (g_test_subprocess ())
    {
      g_autoptr (WgCardStore) store = wg_card_store_new (g_getenv ("WG_TEST_CARDS"));

      g_print ("ready\n");
      fflush (stdout); /* a pipe: the parent starts on this line */
      add_cards (store, "Child");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "WG_TEST_CARDS", f->path, TRUE);
  child = g_subprocess_launcher_spawn (launcher, &error, test_binary, "-q", "-p",
                                       g_test_get_path (), "--GTestSubprocess", NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  line = g_data_input_stream_read_line (out, NULL, NULL, &error);
  g_assert_cmpstr (line, ==, "ready");
  add_cards (f->store, "Parent");
  g_assert_true (g_subprocess_wait_check (child, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_user_cards (f->path), ==, 2 * N_WRITES);
  g_assert_true (wg_card_store_load (f->store, &error));
  g_assert_nonnull (wg_catalog_find_name (wg_card_store_get_catalog (f->store), "Child 30", -1));
}

int
main (int   argc,
      char *argv[])
{
  test_binary = argv[0];
  g_test_init (&argc, &argv, NULL);
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-bad-multiplier.json",
                                                   NULL);

    g_assert_true (g_file_get_contents (path, &five_cards, NULL, NULL));
  }

#define ADD(name, func) \
  g_test_add ("/wg/app/card-store/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("builtin", test_builtin);
  ADD ("edit-save-reload", test_edit_save_reload);
  ADD ("set-multiplier", test_set_multiplier);
  ADD ("refused-edit", test_refused_edit);
  ADD ("keeps-permissions", test_keeps_permissions);
  ADD ("add-card", test_add_card);
  ADD ("import-export", test_import_export);
  ADD ("refused-file", test_refused_file);
  ADD ("refused-file-kept", test_refused_file_kept);
  ADD ("refused-since-read", test_refused_since_read);
  ADD ("two-stores", test_two_stores);
  ADD ("same-card-changed", test_same_card_changed);
  ADD ("file-removed", test_file_removed);
  ADD ("two-processes", test_two_processes);
#undef ADD
  return g_test_run ();
}
