/* wg-card-store.c — the cards the app knows: the built-in catalog and the user's, edited and saved
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-card-store-private.h"
#include "wg-catalog-json.h"

struct _WgCardStore
{
  GObject       parent_instance;

  char         *path;
  WgCatalog    *builtin;
  WgCatalog    *user;      /* the user's file, as last read or saved */
  WgCatalog    *merged;    /* builtin completed by user */
  char         *user_data; /* user as JSON: a read that changes nothing says nothing */
  char         *problem;   /* why the file was refused when last read, or NULL */
  GFileMonitor *monitor;
  guint         reread_id;
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

/* Takes @user (NULL: the cards held stay) and @problem; "changed" once,
 * and only when one of them is new. */
static void
update (WgCardStore *self,
        WgCatalog   *user,
        const char  *problem)
{
  g_autofree char *data = NULL;
  gboolean         cards_changed = FALSE;
  gsize            length;

  if (user != NULL)
    {
      data = wg_catalog_to_data (user, &length);
      cards_changed = g_strcmp0 (data, self->user_data) != 0;
    }
  if (cards_changed)
    {
      g_clear_pointer (&self->user, wg_catalog_unref);
      g_clear_pointer (&self->merged, wg_catalog_unref);
      g_free (self->user_data);
      self->user = wg_catalog_ref (user);
      self->user_data = g_steal_pointer (&data);
      self->merged = wg_catalog_merge (self->builtin, self->user);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOG]);
    }
  if (!cards_changed && g_strcmp0 (problem, self->problem) == 0)
    return;
  g_free (self->problem);
  self->problem = g_strdup (problem);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Reads the user's file as it is now: a refused file is the problem, and
 * the cards read before stay. */
static gboolean
reread (WgCardStore *self,
        GError     **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (WgCatalog) user = wg_card_store_read_disk (self->path, &local);

  if (user == NULL)
    {
      update (self, NULL, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  update (self, user, NULL);
  return TRUE;
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
  g_autoptr (WgCatalog) checked = NULL;
  g_autoptr (GError) local = NULL;
  g_autofree char *merged_data = NULL;
  g_autofree char *data = NULL;
  gsize            length;

  merged_data = wg_catalog_to_data (merged, &length);
  checked = wg_catalog_load_from_data (merged_data, length, error);
  if (checked == NULL)
    return FALSE;
  data = wg_catalog_to_data (user, &length);
  g_clear_pointer (&checked, wg_catalog_unref);
  checked = wg_catalog_load_from_data (data, length, error);
  if (checked == NULL)
    return FALSE;
  if (!wg_card_store_write_file (self->path, data, length, &local))
    {
      g_set_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_CANNOT_WRITE,
                   _ ("Your card catalog was not saved: %s"), local->message);
      return FALSE;
    }
  update (self, checked, NULL);
  return TRUE;
}

/* An edit of the user's cards as the file holds them now (self->user,
 * just read): the new user catalog, or NULL and @error. */
typedef WgCatalog *(*EditFunc) (WgCardStore *self,
                                gpointer     data,
                                GError     **error);

/* Read, edit, write, under the file's lock: what another program wrote
 * since the file was last read is the edit's start, never written over; a
 * file refused now is kept and the edit refused. */
static gboolean
save_edit (WgCardStore *self,
           EditFunc     edit,
           gpointer     data,
           GError     **error)
{
  g_autoptr (WgCatalog) user = NULL;
  gboolean saved = FALSE;
  int      lock = wg_card_store_lock (self->path, error);

  if (lock < 0)
    return FALSE;
  if (reread (self, error))
    {
      user = edit (self, data, error);
      saved = user != NULL && save_user (self, user, error);
    }
  wg_card_store_unlock (lock);
  return saved;
}

static gboolean
on_reread_idle (gpointer user_data)
{
  WgCardStore *self = user_data;

  self->reread_id = 0;
  reread (self, NULL);
  return G_SOURCE_REMOVE;
}

/* Another program wrote, replaced or removed the file: read it again once
 * the burst of events is over (a plain CHANGED is followed by a hint). */
static void
on_file_changed (GFileMonitor     *monitor,
                 GFile            *file,
                 GFile            *other,
                 GFileMonitorEvent event,
                 WgCardStore      *self)
{
  if (event == G_FILE_MONITOR_EVENT_CHANGED || self->reread_id != 0)
    return;
  self->reread_id = g_idle_add (on_reread_idle, self);
}

WgCardStore *
wg_card_store_new (const char *path)
{
  WgCardStore *self = g_object_new (WG_TYPE_CARD_STORE, NULL);
  g_autoptr (GFile) file = NULL;

  self->path = path != NULL ? g_strdup (path) : wg_card_store_default_path ();
  file = g_file_new_for_path (self->path);
  self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (on_file_changed), self);
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
  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  return reread (self, error);
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

const char *
wg_card_store_get_problem (WgCardStore *self)
{
  g_return_val_if_fail (WG_IS_CARD_STORE (self), NULL);
  return self->problem;
}

/* @card as the file writes it (NULL for none): two versions of a card
 * compare equal when they are written the same. */
static char *
card_data (const WgCard *card)
{
  g_autoptr (WgCatalog) one = NULL;
  gsize length;

  if (card == NULL)
    return NULL;
  one = wg_catalog_new (card, 1, NULL);
  return one != NULL ? wg_catalog_to_data (one, &length) : NULL;
}

typedef struct
{
  WgCatalog *one; /* the new card */
  char      *was; /* card_data of the card the edit started from */
} Replace;

static WgCatalog *
edit_replace (WgCardStore *self,
              gpointer     data,
              GError     **error)
{
  Replace         *replace = data;
  const WgCard    *card = wg_catalog_get_card (replace->one, 0);
  g_autofree char *now = card_data (wg_catalog_lookup (self->merged, card->id));

  if (g_strcmp0 (now, replace->was) != 0)
    {
      g_set_error (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_CHANGED,
                   _ ("“%s” was changed by another program meanwhile: it is shown as it is now, "
                      "edit it again"),
                   card->name);
      return NULL;
    }
  return wg_catalog_merge (self->user, replace->one);
}

gboolean
wg_card_store_replace_card (WgCardStore  *self,
                            const WgCard *was,
                            const WgCard *card,
                            GError      **error)
{
  Replace  replace = { NULL, NULL };
  gboolean saved;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (card != NULL && card->id != NULL, FALSE);

  /* Copied first: reading the file again may free what @was points to. */
  replace.one = wg_catalog_new (card, 1, error);
  if (replace.one == NULL)
    return FALSE;
  replace.was = card_data (was);
  saved = save_edit (self, edit_replace, &replace, error);
  wg_catalog_unref (replace.one);
  g_free (replace.was);
  return saved;
}

gboolean
wg_card_store_set_card (WgCardStore  *self,
                        const WgCard *card,
                        GError      **error)
{
  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (card != NULL && card->id != NULL, FALSE);

  return wg_card_store_replace_card (self, wg_catalog_lookup (self->merged, card->id), card,
                                     error);
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

typedef struct
{
  WgCardKind  kind;
  const char *name; /* trimmed */
  char       *id;   /* out */
} Add;

/* The name is checked, and the id made, against the file as it is now:
 * another program may have added the same card meanwhile. */
static WgCatalog *
edit_add (WgCardStore *self,
          gpointer     data,
          GError     **error)
{
  Add *add = data;
  g_autoptr (WgCatalog) one = NULL;
  WgCard card = { 0 };

  if (wg_catalog_find_name (self->merged, add->name, -1) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _ ("The catalog has a card called “%s”"),
                   add->name);
      return NULL;
    }
  add->id = make_id (self, add->name);
  card.id = add->id;
  card.name = (char *) add->name;
  card.kind = add->kind;
  card.multiplier = WG_MULTIPLIER_UNKNOWN;
  one = wg_catalog_new (&card, 1, error);
  return one != NULL ? wg_catalog_merge (self->user, one) : NULL;
}

char *
wg_card_store_add_card (WgCardStore *self,
                        WgCardKind   kind,
                        const char  *name,
                        GError     **error)
{
  g_autofree char *trimmed = NULL;
  Add              add = { kind, NULL, NULL };

  g_return_val_if_fail (WG_IS_CARD_STORE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  trimmed = g_strstrip (g_strdup (name));
  if (*trimmed == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _ ("A card needs its name"));
      return NULL;
    }
  add.name = trimmed;
  if (!save_edit (self, edit_add, &add, error))
    g_clear_pointer (&add.id, g_free);
  return add.id;
}

static WgCatalog *
edit_forget (WgCardStore *self,
             gpointer     data,
             GError     **error)
{
  const char *id = data;
  g_autoptr (GArray) cards = g_array_new (FALSE, TRUE, sizeof (WgCard));

  for (guint i = 0; i < wg_catalog_get_n_cards (self->user); i++)
    {
      const WgCard *card = wg_catalog_get_card (self->user, i);

      if (g_strcmp0 (card->id, id) != 0)
        g_array_append_vals (cards, card, 1); /* shallow: copied below */
    }
  return wg_catalog_new ((const WgCard *) (gpointer) cards->data, cards->len, error);
}

gboolean
wg_card_store_forget_card (WgCardStore *self,
                           const char  *id,
                           GError     **error)
{
  g_autofree char *copy = NULL;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  copy = g_strdup (id); /* @id may be a card's, freed when the file is read again */
  return save_edit (self, edit_forget, copy, error);
}

static WgCatalog *
edit_import (WgCardStore *self,
             gpointer     data,
             GError     **error)
{
  return wg_catalog_merge (self->user, data);
}

gboolean
wg_card_store_import (WgCardStore *self,
                      const char  *path,
                      GError     **error)
{
  g_autoptr (WgCatalog) file = NULL;

  g_return_val_if_fail (WG_IS_CARD_STORE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  file = wg_catalog_load_from_file (path, error);
  return file != NULL && save_edit (self, edit_import, file, error);
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
wg_card_store_dispose (GObject *object)
{
  WgCardStore *self = WG_CARD_STORE (object);

  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  g_clear_handle_id (&self->reread_id, g_source_remove);

  G_OBJECT_CLASS (wg_card_store_parent_class)->dispose (object);
}

static void
wg_card_store_finalize (GObject *object)
{
  WgCardStore *self = WG_CARD_STORE (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->builtin, wg_catalog_unref);
  g_clear_pointer (&self->user, wg_catalog_unref);
  g_clear_pointer (&self->merged, wg_catalog_unref);
  g_clear_pointer (&self->user_data, g_free);
  g_clear_pointer (&self->problem, g_free);

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

  object_class->dispose = wg_card_store_dispose;
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
  gsize length;

  self->builtin = wg_catalog_new_builtin ();
  self->user = wg_catalog_new (NULL, 0, NULL);
  self->user_data = wg_catalog_to_data (self->user, &length);
  self->merged = wg_catalog_ref (self->builtin);
}
