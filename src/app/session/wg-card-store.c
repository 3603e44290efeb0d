/* wg-card-store.c — the cards the app knows: the built-in catalog and the user's, edited and saved
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-card-store.h"
#include "wg-catalog-json.h"

struct _WgCardStore
{
  GObject    parent_instance;

  char      *path;
  WgCatalog *builtin;
  WgCatalog *user;   /* the user's file, as last read or saved */
  WgCatalog *merged; /* builtin completed by user */
};

G_DEFINE_FINAL_TYPE (WgCardStore, wg_card_store, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CATALOG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
wg_card_store_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "warpgate-companion", "cards.json", NULL);
}

/* GIO's replace writes a temporary file beside @path and renames it over
 * the old one, giving it the old file's mode first. */
gboolean
wg_card_store_write_file (const char *path,
                          const char *data,
                          gsize       length,
                          GError    **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) folder = g_file_get_parent (file);
  g_autoptr (GError) mkdir_error = NULL;

  if (folder != NULL && !g_file_make_directory_with_parents (folder, NULL, &mkdir_error)
      && !g_error_matches (mkdir_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&mkdir_error));
      return FALSE;
    }
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                  error);
}

/* Takes @user as the user's cards (the builtin ones completed by it). */
static void
take_user (WgCardStore *self,
           WgCatalog   *user)
{
  g_clear_pointer (&self->user, wg_catalog_unref);
  g_clear_pointer (&self->merged, wg_catalog_unref);
  self->user = user;
  self->merged = wg_catalog_merge (self->builtin, self->user);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOG]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The catalog format checks @user as it will be read again, and with the
 * built-in cards (a name repeated ignoring case); then it is saved and
 * taken. Refused, nothing changes. */
static gboolean
save_user (WgCardStore *self,
           WgCatalog   *user,
           GError     **error)
{
  g_autoptr (WgCatalog) merged = wg_catalog_merge (self->builtin, user);
  g_autoptr (WgCatalog) reread = NULL;
  g_autofree char *merged_data = NULL;
  g_autofree char *data = NULL;
  gsize            length;

  merged_data = wg_catalog_to_data (merged, &length);
  reread = wg_catalog_load_from_data (merged_data, length, error);
  if (reread == NULL)
    return FALSE;
  data = wg_catalog_to_data (user, &length);
  g_clear_pointer (&reread, wg_catalog_unref);
  reread = wg_catalog_load_from_data (data, length, error);
  if (reread == NULL || !wg_card_store_write_file (self->path, data, length, error))
    return FALSE;
  take_user (self, g_steal_pointer (&reread));
  return TRUE;
}

static WgCatalog *
empty_catalog (void)
{
  return wg_catalog_new (NULL, 0, NULL);
}

WgCardStore *
wg_card_store_new (const char *path)
{
  WgCardStore *self = g_object_new (WG_TYPE_CARD_STORE, NULL);

  self->path = path != NULL ? g_strdup (path) : wg_card_store_default_path ();
  return self;
}

/* The store every window shares, while one holds it; a window is made and
 * destroyed in the main thread only. */
static WgCardStore *default_store;

WgCardStore *
wg_card_store_dup_default (GError **error)
{
  if (default_store != NULL)
    return g_object_ref (default_store);
  default_store = wg_card_store_new (NULL);
  g_object_add_weak_pointer (G_OBJECT (default_store), (gpointer *) &default_store);
  wg_card_store_load (default_store, error);
  return default_store;
}

gboolean
wg_card_store_load (WgCardStore *self,
                    GError     **error)
{
  g_autoptr (GError) local = NULL;
  WgCatalog *user;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);

  if (!g_file_test (self->path, G_FILE_TEST_EXISTS))
    {
      take_user (self, empty_catalog ());
      return TRUE;
    }
  user = wg_catalog_load_from_file (self->path, &local);
  if (user == NULL)
    {
      take_user (self, empty_catalog ());
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  take_user (self, user);
  return TRUE;
}

const char *
wg_card_store_get_path (WgCardStore *self)
{
  g_return_val_if_fail (WG_IS_CARD_STORE (self), NULL);
  return self->path;
}

WgCatalog *
wg_card_store_get_catalog (WgCardStore *self)
{
  g_return_val_if_fail (WG_IS_CARD_STORE (self), NULL);
  return self->merged;
}

WgCatalog *
wg_card_store_get_user_catalog (WgCardStore *self)
{
  g_return_val_if_fail (WG_IS_CARD_STORE (self), NULL);
  return self->user;
}

gboolean
wg_card_store_is_edited (WgCardStore *self,
                         const char  *id)
{
  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  return id != NULL && wg_catalog_lookup (self->user, id) != NULL;
}

gboolean
wg_card_store_set_card (WgCardStore  *self,
                        const WgCard *card,
                        GError      **error)
{
  g_autoptr (WgCatalog) one = NULL;
  g_autoptr (WgCatalog) user = NULL;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (card != NULL && card->id != NULL, FALSE);

  one = wg_catalog_new (card, 1, error);
  if (one == NULL)
    return FALSE;
  user = wg_catalog_merge (self->user, one);
  return save_user (self, user, error);
}

gboolean
wg_card_store_set_multiplier (WgCardStore *self,
                              const char  *id,
                              int          multiplier,
                              GError     **error)
{
  const WgCard *card;
  WgCard        copy;
  gboolean      saved;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  card = wg_catalog_lookup (self->merged, id);
  if (card == NULL || !wg_card_kind_is_tactic (card->kind))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("No Tactics card is called “%s”"),
                   id);
      return FALSE;
    }
  if (multiplier < 0 || multiplier > 9)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("A card’s multiplier is printed on it: 0 to 9"));
      return FALSE;
    }
  wg_card_copy (&copy, card);
  copy.multiplier = multiplier;
  saved = wg_card_store_set_card (self, &copy, error);
  wg_card_clear (&copy);
  return saved;
}

/* "Glorious Victory" → "glorious-victory": the catalog's ids are a-z 0-9 -
 * (docs/card-catalog.md); another card's id gets a number. */
static char *
make_id (WgCardStore *self,
         const char  *name)
{
  g_autoptr (GString) id = g_string_new (NULL);
  g_autofree char *ascii = g_str_to_ascii (name, "C");
  g_autofree char *base = NULL;

  for (const char *p = ascii; *p != '\0' && id->len < 40; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, g_ascii_tolower (*p));
      else if (id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 0)
    g_string_append (id, "card");
  base = g_strdup (id->str);
  for (int n = 2; wg_catalog_lookup (self->merged, id->str) != NULL; n++)
    {
      g_string_truncate (id, 0);
      g_string_printf (id, "%s-%d", base, n);
    }
  return g_string_free (g_steal_pointer (&id), FALSE);
}

char *
wg_card_store_add_card (WgCardStore *self,
                        WgCardKind   kind,
                        const char  *name,
                        GError     **error)
{
  g_autofree char *id = NULL;
  g_autofree char *trimmed = NULL;
  WgCard           card = { 0 };

  g_return_val_if_fail (WG_IS_CARD_STORE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  trimmed = g_strstrip (g_strdup (name));
  if (*trimmed == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _ ("A card needs its name"));
      return NULL;
    }
  if (wg_catalog_find_name (self->merged, trimmed, -1) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _ ("The catalog has a card called “%s”"),
                   trimmed);
      return NULL;
    }
  id = make_id (self, trimmed);
  card.id = id;
  card.name = trimmed;
  card.kind = kind;
  card.multiplier = WG_MULTIPLIER_UNKNOWN;
  if (!wg_card_store_set_card (self, &card, error))
    return NULL;
  return g_steal_pointer (&id);
}

gboolean
wg_card_store_forget_card (WgCardStore *self,
                           const char  *id,
                           GError     **error)
{
  g_autoptr (GArray) cards = g_array_new (FALSE, TRUE, sizeof (WgCard));
  g_autoptr (WgCatalog) user = NULL;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  for (guint i = 0; i < wg_catalog_get_n_cards (self->user); i++)
    {
      const WgCard *card = wg_catalog_get_card (self->user, i);

      if (g_strcmp0 (card->id, id) != 0)
        g_array_append_vals (cards, card, 1); /* shallow: copied below */
    }
  user = wg_catalog_new ((const WgCard *) (gpointer) cards->data, cards->len, error);
  return user != NULL && save_user (self, user, error);
}

gboolean
wg_card_store_import (WgCardStore *self,
                      const char  *path,
                      GError     **error)
{
  g_autoptr (WgCatalog) file = NULL;
  g_autoptr (WgCatalog) user = NULL;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  file = wg_catalog_load_from_file (path, error);
  if (file == NULL)
    return FALSE;
  user = wg_catalog_merge (self->user, file);
  return save_user (self, user, error);
}

gboolean
wg_card_store_export (WgCardStore *self,
                      const char  *path,
                      GError     **error)
{
  g_autofree char *data = NULL;
  gsize            length;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = wg_catalog_to_data (self->user, &length);
  return wg_card_store_write_file (path, data, length, error);
}

char *
wg_card_store_describe_known (const WgCard *card)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (card != NULL, NULL);

  if (wg_card_kind_is_tactic (card->kind))
    {
      if (card->multiplier == WG_MULTIPLIER_UNKNOWN)
        g_ptr_array_add (parts, g_strdup (_ ("Multiplier not known")));
      else
        g_ptr_array_add (parts, g_strdup_printf ("×%d", card->multiplier));
    }
  g_ptr_array_add (parts, g_strdup (card->text != NULL ? _ ("text known") : _ ("text not known")));
  if (wg_card_kind_is_tactic (card->kind))
    {
      if (card->complete)
        g_ptr_array_add (parts, g_strdup (_ ("applied by the app")));
      else if (card->n_effects > 0)
        g_ptr_array_add (parts,
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "%u effect applied, the rest by hand",
                                                       "%u effects applied, the rest by hand",
                                                       card->n_effects),
                                          card->n_effects));
      else
        g_ptr_array_add (parts, g_strdup (_ ("resolved by hand")));
    }
  g_ptr_array_add (parts, NULL);
  /* TRANSLATORS: the separator between what is known of a card */
  return g_strjoinv (_ (" · "), (char **) parts->pdata);
}

GPtrArray *
wg_card_store_unknown_multipliers (const WgCatalog *catalog)
{
  GPtrArray *cards = g_ptr_array_new ();

  g_return_val_if_fail (catalog != NULL, cards);
  for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
    {
      const WgCard *card = wg_catalog_get_card (catalog, i);

      if (wg_card_kind_is_tactic (card->kind) && card->multiplier == WG_MULTIPLIER_UNKNOWN)
        g_ptr_array_add (cards, (gpointer) card);
    }
  return cards;
}

static void
wg_card_store_finalize (GObject *object)
{
  WgCardStore *self = WG_CARD_STORE (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->builtin, wg_catalog_unref);
  g_clear_pointer (&self->user, wg_catalog_unref);
  g_clear_pointer (&self->merged, wg_catalog_unref);

  G_OBJECT_CLASS (wg_card_store_parent_class)->finalize (object);
}

static void
wg_card_store_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_CATALOG:
      g_value_set_boxed (value, WG_CARD_STORE (object)->merged);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_card_store_class_init (WgCardStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = wg_card_store_finalize;
  object_class->get_property = wg_card_store_get_property;

  properties[PROP_CATALOG] =
    g_param_spec_boxed ("catalog", NULL, NULL, WG_TYPE_CATALOG,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
wg_card_store_init (WgCardStore *self)
{
  self->builtin = wg_catalog_new_builtin ();
  self->user = empty_catalog ();
  self->merged = wg_catalog_ref (self->builtin);
}
