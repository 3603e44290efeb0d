/* wg-catalog-window.c — the Card Catalog: every card by kind, what is known, import and export
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-catalog-window.h"
#include "wg-file-error.h"
#include "wg-toast.h"

#define N_KINDS (WG_CARD_OBJECTIVE + 1)

struct _WgCatalogWindow
{
  AdwWindow            parent_instance;

  WgCardStore         *store;
  AdwPreferencesGroup *groups[N_KINDS];
  GPtrArray           *rows[N_KINDS];    /* the card rows of each group */
  GtkWidget           *entries[N_KINDS]; /* "Add a card by its name", last */
  GHashTable          *row_by_id;        /* id → AdwActionRow, borrowed */
  char                *message;          /* the last toast's title */
  char                *details;          /* the whole reason behind it, or NULL */

  /* Template children */
  GtkWidget           *problem_box;
  GtkLabel            *problem_label;
  AdwToastOverlay     *toasts;
  AdwPreferencesPage  *page;
};

G_DEFINE_FINAL_TYPE (WgCatalogWindow, wg_catalog_window, ADW_TYPE_WINDOW)

static void
toast (WgCatalogWindow *self,
       const char      *text)
{
  g_free (self->message);
  self->message = g_strdup (text);
  g_clear_pointer (&self->details, g_free);
  wg_toast_show (self->toasts, wg_toast_new (text));
}

/* What a file's error comes to in a few words, or NULL: its message (the
 * file's whole path, the system's words) is too long for a toast, which
 * would cut it before its reason. */
static const char *
short_reason (const GError *error,
              const char   *io_reason)
{
  if (error->domain == WG_CARD_STORE_ERROR)
    return wg_card_store_error_reason (error);
  if (error->domain == WG_FILE_ERROR)
    return _ ("the file is not a card catalog");
  if (error->domain == G_IO_ERROR)
    return io_reason; /* the file chosen; the store's own (a name given twice) are short */
  return NULL;
}

/* "@what: the reason" as a toast; a file's error gets a short reason
 * (@io_reason for the file chosen, when it is one), and Details shows the
 * whole message. */
static void
report (WgCatalogWindow *self,
        const char      *what,
        const char      *io_reason,
        const GError    *error)
{
  const char      *reason = short_reason (error, io_reason);
  g_autofree char *text = NULL;
  AdwToast        *shown;

  /* TRANSLATORS: what was not done, and why: "Not added: …" */
  text = g_strdup_printf (_ ("%s: %s"), what, reason != NULL ? reason : error->message);
  g_free (self->message);
  self->message = g_strdup (text);
  g_free (self->details);
  self->details = reason != NULL ? g_strdup (error->message) : NULL;
  shown = reason != NULL ? wg_toast_new_detailed (text, error->message, GTK_WIDGET (self))
                         : wg_toast_new (text);
  wg_toast_show (self->toasts, shown);
}

/* The store's problem, while it has one, where the user cannot miss it:
 * the file, what is wrong, and that nothing is saved meanwhile. */
static void
show_problem (WgCatalogWindow *self)
{
  const char      *problem = wg_card_store_get_problem (self->store);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->problem_box, problem != NULL);
  if (problem == NULL)
    return;
  text = g_strdup_printf ("%s\n%s", problem,
                          _ ("Fix it in a text editor, or move it away: the app reads it again "
                             "as soon as it changes."));
  gtk_label_set_text (self->problem_label, text);
}

static void
on_row_activated (AdwActionRow    *row,
                  WgCatalogWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "card-id");

  gtk_window_present (GTK_WINDOW (wg_catalog_window_edit (self, id)));
}

/* One row per card: its name, what is known, and "Yours" when the user's
 * file holds it. */
static void
refill (WgCatalogWindow *self)
{
  WgCatalog *catalog = wg_card_store_get_catalog (self->store);

  g_hash_table_remove_all (self->row_by_id);
  for (int k = 0; k < N_KINDS; k++)
    {
      for (guint i = 0; i < self->rows[k]->len; i++)
        adw_preferences_group_remove (self->groups[k], g_ptr_array_index (self->rows[k], i));
      g_ptr_array_set_size (self->rows[k], 0);
      g_object_ref (self->entries[k]);
      adw_preferences_group_remove (self->groups[k], self->entries[k]);
    }
  for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
    {
      const WgCard    *card = wg_catalog_get_card (catalog, i);
      g_autofree char *known = wg_card_store_describe_known (card);
      g_autofree char *title = NULL;
      GtkWidget       *row = adw_action_row_new ();
      GtkWidget       *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      title = card->letter != 0 ? g_strdup_printf ("%c · %s", card->letter, card->name)
                                : g_strdup (card->name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), known);
      if (wg_card_store_is_edited (self->store, card->id))
        {
          GtkWidget *yours = gtk_label_new (_ ("Yours"));

          gtk_widget_add_css_class (yours, "dim-label");
          gtk_widget_set_tooltip_text (yours, _ ("Typed in this app: saved in your card catalog"));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), yours);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "card-id", g_strdup (card->id), g_free);
      g_signal_connect (row, "activated", G_CALLBACK (on_row_activated), self);
      adw_preferences_group_add (self->groups[card->kind], row);
      g_ptr_array_add (self->rows[card->kind], row);
      g_hash_table_insert (self->row_by_id, g_strdup (card->id), row);
    }
  for (int k = 0; k < N_KINDS; k++)
    {
      adw_preferences_group_add (self->groups[k], self->entries[k]);
      g_object_unref (self->entries[k]);
    }
}

static void
on_entry_apply (AdwEntryRow     *entry,
                WgCatalogWindow *self)
{
  WgCardKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "kind"));

  if (wg_catalog_window_add_card (self, kind, gtk_editable_get_text (GTK_EDITABLE (entry))))
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* The groups, and the entry that adds a card at the end of each. */
static void
add_groups (WgCatalogWindow *self)
{
  static const struct
  {
    const char *title;
    const char *description;
  } kinds[N_KINDS] = {
    [WG_CARD_BASIC] = { N_ ("Basic Tactics"),
                        N_ ("The eight cards every player starts with, one per slot A–H.") },
    [WG_CARD_HERO] = { N_ ("Hero Tactics"),
                       N_ ("Each faction’s Hero replaces one Basic Tactics card.") },
    [WG_CARD_ADVANCED] = { N_ ("Advanced Tactics"), N_ ("Gained by Promote.") },
    [WG_CARD_TECHNOLOGY] = { N_ ("Technologies"), NULL },
    [WG_CARD_OBJECTIVE] = { N_ ("Objectives"), NULL },
  };

  for (int k = 0; k < N_KINDS; k++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      GtkWidget *entry = adw_entry_row_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ (kinds[k].title));
      if (kinds[k].description != NULL)
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                               _ (kinds[k].description));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _ ("Add a card by its name"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (entry), TRUE);
      g_object_set_data (G_OBJECT (entry), "kind", GINT_TO_POINTER (k));
      g_signal_connect (entry, "apply", G_CALLBACK (on_entry_apply), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), entry);
      adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
      self->groups[k] = ADW_PREFERENCES_GROUP (group);
      self->entries[k] = entry;
    }
}

gboolean
wg_catalog_window_add_card (WgCatalogWindow *self,
                            WgCardKind       kind,
                            const char      *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (WG_IS_CATALOG_WINDOW (self), FALSE);

  id = wg_card_store_add_card (self->store, kind, name, &error);
  if (id == NULL)
    {
      report (self, _ ("Not added"), NULL, error);
      return FALSE;
    }
  return TRUE;
}

/* ---- Import and export ---- */

static GtkFileFilter *
json_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _ ("Card catalogs"));
  gtk_file_filter_add_suffix (filter, "json");
  return filter;
}

/* Import (an Open chooser) or export (a Save one) at the path chosen. */
static void
on_file_response (GtkNativeDialog *chooser,
                  int              response,
                  WgCatalogWindow *self)
{
  gboolean importing =
    gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_OPEN;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    path = g_file_get_path (file);
  g_object_unref (chooser);
  if (path == NULL)
    return;
  if (importing && !wg_card_store_import (self->store, path, &error))
    report (self, _ ("Not imported, nothing changed"), _ ("the file cannot be read"), error);
  else if (!importing && !wg_card_store_export (self->store, path, &error))
    report (self, _ ("Not exported"), _ ("the file cannot be written"), error);
  else
    toast (self, importing ? _ ("Cards imported into your card catalog") : _ ("Your cards exported"));
}

static void
choose_file (WgCatalogWindow     *self,
             GtkFileChooserAction action,
             GCallback            response)
{
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) filter = json_filter ();

  chooser = gtk_file_chooser_native_new (action == GTK_FILE_CHOOSER_ACTION_OPEN
                                           ? _ ("Import a Card Catalog")
                                           : _ ("Export Your Cards"),
                                         GTK_WINDOW (self), action, NULL, NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (action == GTK_FILE_CHOOSER_ACTION_SAVE)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "cards.json");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", response, self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  choose_file (WG_CATALOG_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN,
               G_CALLBACK (on_file_response));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  choose_file (WG_CATALOG_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_SAVE,
               G_CALLBACK (on_file_response));
}

static void
reload_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgCatalogWindow *self = WG_CATALOG_WINDOW (widget);

  /* A refusal is shown by show_problem, through "changed". */
  wg_card_store_load (self->store, NULL);
}

static void
on_store_changed (WgCatalogWindow *self)
{
  refill (self);
  show_problem (self);
}

/* ---- Public ---- */

WgCatalogWindow *
wg_catalog_window_new (GtkWindow   *parent,
                       WgCardStore *store)
{
  WgCatalogWindow *self;

  g_return_val_if_fail (WG_IS_CARD_STORE (store), NULL);

  self = g_object_new (WG_TYPE_CATALOG_WINDOW, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  g_signal_connect_object (store, "changed", G_CALLBACK (on_store_changed), self,
                           G_CONNECT_SWAPPED);
  on_store_changed (self);
  return self;
}

AdwActionRow *
wg_catalog_window_get_row (WgCatalogWindow *self,
                           const char      *id)
{
  g_return_val_if_fail (WG_IS_CATALOG_WINDOW (self), NULL);
  return g_hash_table_lookup (self->row_by_id, id);
}

WgCardDialog *
wg_catalog_window_edit (WgCatalogWindow *self,
                        const char      *id)
{
  g_return_val_if_fail (WG_IS_CATALOG_WINDOW (self), NULL);
  return wg_card_dialog_new (GTK_WINDOW (self), self->store, id);
}

const char *
wg_catalog_window_get_message (WgCatalogWindow *self)
{
  g_return_val_if_fail (WG_IS_CATALOG_WINDOW (self), NULL);
  return self->message;
}

const char *
wg_catalog_window_get_problem (WgCatalogWindow *self)
{
  g_return_val_if_fail (WG_IS_CATALOG_WINDOW (self), NULL);
  return gtk_widget_get_visible (self->problem_box) ? gtk_label_get_text (self->problem_label)
                                                    : NULL;
}

const char *
wg_catalog_window_get_details (WgCatalogWindow *self)
{
  g_return_val_if_fail (WG_IS_CATALOG_WINDOW (self), NULL);
  return self->details;
}

static void
wg_catalog_window_dispose (GObject *object)
{
  WgCatalogWindow *self = WG_CATALOG_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), WG_TYPE_CATALOG_WINDOW);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (wg_catalog_window_parent_class)->dispose (object);
}

static void
wg_catalog_window_finalize (GObject *object)
{
  WgCatalogWindow *self = WG_CATALOG_WINDOW (object);

  for (int k = 0; k < N_KINDS; k++)
    g_clear_pointer (&self->rows[k], g_ptr_array_unref);
  g_clear_pointer (&self->row_by_id, g_hash_table_unref);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->details, g_free);

  G_OBJECT_CLASS (wg_catalog_window_parent_class)->finalize (object);
}

static void
wg_catalog_window_class_init (WgCatalogWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_catalog_window_dispose;
  object_class->finalize = wg_catalog_window_finalize;

  gtk_widget_class_install_action (widget_class, "catalog.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "catalog.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "catalog.reload", NULL, reload_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-catalog-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgCatalogWindow, problem_box);
  gtk_widget_class_bind_template_child (widget_class, WgCatalogWindow, problem_label);
  gtk_widget_class_bind_template_child (widget_class, WgCatalogWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, WgCatalogWindow, page);
}

static void
wg_catalog_window_init (WgCatalogWindow *self)
{
  for (int k = 0; k < N_KINDS; k++)
    self->rows[k] = g_ptr_array_new ();
  self->row_by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  add_groups (self);
}
