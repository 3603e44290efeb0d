/* wg-board-editor-window-private.h — WgBoardEditorWindow's fields, shared by its sibling files
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-board-editor-window.h"

G_BEGIN_DECLS

/* What waits for the changes to be saved or discarded. */
typedef void (*WgBoardEditorThen) (WgBoardEditorWindow *self);

struct _WgBoardEditorWindow
{
  AdwApplicationWindow  parent_instance;

  WgBoardEditorModel   *model;
  GtkFileChooserNative *chooser;
  WgTileLibrary        *listed;       /* the library whose tiles and layouts are listed */
  char                 *listed_board; /* and the board whose name is shown */
  char                 *tool;         /* the tool last notified */
  AdwToast             *refusal;      /* the toast saying why an edit was refused */
  gboolean              updating;
  gboolean              closing;       /* the changes were saved or discarded: close */
  WgBoardEditorThen     after_save;    /* once the file chosen to save to is saved */
  char                 *pending_board; /* the board to edit once the changes are resolved */

  /* Template children */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  WgBoardCanvas        *canvas;
  GtkLabel             *status_label;
  AdwComboRow          *board_row;
  GtkStringList        *board_names;
  AdwEntryRow          *name_row;
  AdwComboRow          *layout_row;
  GtkStringList        *layout_names;
  GtkDropDown          *color_dropdown;
  GtkStringList        *color_names;
  GtkEntry             *sector_entry;
  AdwComboRow          *tile_row;
  GtkStringList        *tile_names;
  AdwComboRow          *face_row;
  GtkStringList        *face_names;
  GtkSpinButton        *rotation_spin;
  AdwActionRow         *new_tile_row;
  AdwActionRow         *save_layout_row;
  AdwActionRow         *board_tiles_row;
};

/* wg-board-editor-window.c */
void                     wg_board_editor_window_show_refusal (WgBoardEditorWindow *self,
                                                              const GError        *error);

/* wg-board-editor-window-palette.c: the warpgate colours offered, NULL-terminated */
extern const char *const wg_board_editor_warpgate_colors[];
/* Each sibling binds its template callbacks and installs its actions. */
void                     wg_board_editor_window_palette_class_init (GtkWidgetClass *widget_class);

/* wg-board-editor-window-files.c */
void                     wg_board_editor_window_files_class_init (GtkWidgetClass *widget_class);
/* TRUE: not yet, the user is asked about the unsaved changes first. */
gboolean                 wg_board_editor_window_files_close_request (WgBoardEditorWindow *self);
/* The file's boards in the Board row, the one edited selected. */
void                     wg_board_editor_window_update_boards (WgBoardEditorWindow *self);

/* wg-board-editor-window-library.c */
void                     wg_board_editor_window_library_class_init (GtkWidgetClass *widget_class);
/* The Board Tiles row's answer and its actions' enablement. */
void                     wg_board_editor_window_update_board_tiles (WgBoardEditorWindow *self);

G_END_DECLS
