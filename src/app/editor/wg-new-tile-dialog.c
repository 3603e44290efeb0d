/* wg-new-tile-dialog.c — the board editor's New Tile from Board: a side of a tile made of hexes
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-new-tile-dialog.h"

struct _WgNewTileDialog
{
  AdwMessageDialog    parent_instance;

  WgBoardEditorModel *model;
  GArray             *hexes; /* WgHex: the tile source, as the centre row lists it */
  char               *problem;
  gboolean            updating;

  /* Template children */
  AdwComboRow        *tile_row;
  GtkStringList      *tile_names;
  AdwEntryRow        *id_row;
  AdwEntryRow        *name_row;
  AdwComboRow        *shape_row;
  AdwEntryRow        *face_row;
  AdwComboRow        *centre_row;
  GtkStringList      *centre_names;
  GtkLabel           *problem_label;
};

G_DEFINE_FINAL_TYPE (WgNewTileDialog, wg_new_tile_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* The file's tile chosen in the first row, or NULL for a new one. */
static const WgTile *
chosen_tile (WgNewTileDialog *self)
{
  WgTileLibrary *library = wg_board_editor_model_get_library (self->model);
  guint          selected = adw_combo_row_get_selected (self->tile_row);

  if (selected == 0 || selected > wg_tile_library_get_n_tiles (library))
    return NULL;
  return wg_tile_library_get_tile (library, selected - 1);
}

static const char *
text (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

static WgHex
chosen_centre (WgNewTileDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->centre_row);

  if (selected >= self->hexes->len)
    return (WgHex) { G_MAXINT / 2, G_MAXINT / 2 };
  return g_array_index (self->hexes, WgHex, selected);
}

/* The answers as a tile side to make: a tile of the file chosen, or a new id. */
static WgTileDraft
drafted_tile (WgNewTileDialog *self)
{
  const WgTile *tile = chosen_tile (self);

  return (WgTileDraft) {
    .id = tile != NULL ? tile->id : text (self->id_row),
    .name = text (self->name_row),
    .shape = (WgTileShape) adw_combo_row_get_selected (self->shape_row),
    .face = text (self->face_row),
    .centre = chosen_centre (self),
  };
}

/* Asks the model whether the answers make a tile; shows its refusal. */
static void
update (WgNewTileDialog *self)
{
  g_autoptr (GError) error = NULL;
  WgTileDraft draft;
  gboolean    ok;

  if (self->updating)
    return;
  draft = drafted_tile (self);
  ok = wg_board_editor_model_check_tile (self->model, &draft, &error);
  g_clear_pointer (&self->problem, g_free);
  if (!ok)
    self->problem = g_strdup (error->message);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), WG_NEW_TILE_RESPONSE_ADD,
                                           ok);
  gtk_label_set_label (self->problem_label, ok ? "" : self->problem);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), !ok);
}

/* A tile of the file: its id, name and shape are shown, not asked; the
 * face is the next side's. */
static void
on_tile_selected (WgNewTileDialog *self)
{
  const WgTile    *tile = self->model != NULL ? chosen_tile (self) : NULL;
  g_autofree char *face = NULL;
  g_autofree char *id = NULL;

  if (self->updating)
    return;
  self->updating = TRUE;
  face = wg_board_editor_model_suggest_face_name (self->model, tile != NULL ? tile->id : NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->face_row), face);
  gtk_widget_set_visible (GTK_WIDGET (self->id_row), tile == NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), tile == NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->shape_row), tile == NULL);
  if (tile != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->name_row), tile->name);
      adw_combo_row_set_selected (self->shape_row, tile->shape);
    }
  else
    {
      id = wg_board_editor_model_suggest_tile_id (self->model);
      gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
    }
  self->updating = FALSE;
  update (self);
}

/* "(2, 0) Desert D1": where a hex of the source is, and what. */
static char *
describe_hex (WgBoardEditorModel *model,
              WgHex               hex)
{
  const WgCell *cell = wg_board_editor_model_lookup (model, hex);

  switch (cell->kind)
    {
    case WG_HEX_PLANET:
      /* TRANSLATORS: a hex of a tile: its position, the planet's type and name */
      return g_strdup_printf (_ ("(%d, %d) %s %s"), hex.q, hex.r,
                              wg_planet_type_display_name (cell->type), cell->id);
    case WG_HEX_WARPGATE:
      /* TRANSLATORS: a hex of a tile: its position and the warpgate's colour */
      return g_strdup_printf (_ ("(%d, %d) %s warpgate"), hex.q, hex.r, cell->color);
    case WG_HEX_SPACE:
    default:
      return g_strdup_printf (_ ("(%d, %d) space"), hex.q, hex.r);
    }
}

static void
show_model (WgNewTileDialog *self)
{
  WgTileLibrary   *library = wg_board_editor_model_get_library (self->model);
  guint            n_selected = wg_board_editor_model_get_n_selected (self->model);
  g_autofree char *name = NULL;
  WgHex            centre = { 0, 0 };
  guint            chosen = 0;

  self->hexes = wg_board_editor_model_get_tile_source (self->model);
  if (n_selected > 0)
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "The selected hex becomes one side of a tile, "
                                                 "its centre the hex that lands where you click "
                                                 "to place it",
                                                 "The %u selected hexes become one side of a "
                                                 "tile, its centre the hex that lands where you "
                                                 "click to place it",
                                                 n_selected),
                                    n_selected);
  else
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "The board's hex becomes one side of a tile, "
                                                 "its centre the hex that lands where you click "
                                                 "to place it",
                                                 "The board's %u hexes become one side of a "
                                                 "tile, its centre the hex that lands where you "
                                                 "click to place it (to take fewer, select them)",
                                                 self->hexes->len),
                                    self->hexes->len);
  self->updating = TRUE;
  gtk_string_list_append (self->tile_names, _ ("New tile"));
  for (guint i = 0; i < wg_tile_library_get_n_tiles (library); i++)
    gtk_string_list_append (self->tile_names, wg_tile_library_get_tile (library, i)->name);
  wg_board_editor_model_suggest_centre (self->model, &centre);
  for (guint i = 0; i < self->hexes->len; i++)
    {
      WgHex            hex = g_array_index (self->hexes, WgHex, i);
      g_autofree char *label = describe_hex (self->model, hex);

      gtk_string_list_append (self->centre_names, label);
      if (wg_hex_equal (hex, centre))
        chosen = i;
    }
  adw_combo_row_set_selected (self->centre_row, chosen);
  adw_combo_row_set_selected (self->tile_row, 0);
  name = g_strdup_printf (_ ("Tile %u"), wg_tile_library_get_n_tiles (library) + 1);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
  adw_combo_row_set_selected (self->shape_row, WG_TILE_SHAPE_HEX);
  self->updating = FALSE;
  on_tile_selected (self);
}

gboolean
wg_new_tile_dialog_apply (WgNewTileDialog *self,
                          GError         **error)
{
  WgTileDraft draft;

  g_return_val_if_fail (WG_IS_NEW_TILE_DIALOG (self), FALSE);
  draft = drafted_tile (self);
  return wg_board_editor_model_define_tile (self->model, &draft, error);
}

const char *
wg_new_tile_dialog_get_problem (WgNewTileDialog *self)
{
  g_return_val_if_fail (WG_IS_NEW_TILE_DIALOG (self), NULL);
  return self->problem;
}

WgNewTileDialog *
wg_new_tile_dialog_new (GtkWindow          *parent,
                        WgBoardEditorModel *model)
{
  WgNewTileDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_BOARD_EDITOR_MODEL (model), NULL);

  self = g_object_new (WG_TYPE_NEW_TILE_DIALOG, "transient-for", parent, NULL);
  self->model = g_object_ref (model);
  show_model (self);
  return self;
}

static void
wg_new_tile_dialog_dispose (GObject *object)
{
  WgNewTileDialog *self = WG_NEW_TILE_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_NEW_TILE_DIALOG);
  g_clear_object (&self->model);
  g_clear_pointer (&self->hexes, g_array_unref);
  g_clear_pointer (&self->problem, g_free);

  G_OBJECT_CLASS (wg_new_tile_dialog_parent_class)->dispose (object);
}

static void
wg_new_tile_dialog_class_init (WgNewTileDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_new_tile_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-new-tile-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, tile_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, tile_names);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, id_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, shape_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, face_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, centre_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, centre_names);
  gtk_widget_class_bind_template_child (widget_class, WgNewTileDialog, problem_label);
  gtk_widget_class_bind_template_callback (widget_class, update);
  gtk_widget_class_bind_template_callback (widget_class, on_tile_selected);
}

static void
wg_new_tile_dialog_init (WgNewTileDialog *self)
{
  /* The rows' signals fire while the template is built: nothing to ask yet. */
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->updating = FALSE;
}
