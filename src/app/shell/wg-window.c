/* wg-window.c — the main window: one game, its board, history, ruler and sidebar
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-catalog.h"
#include "wg-edit.h"
#include "wg-grab-mend.h"
#include "wg-session.h"
#include "wg-toast.h"
#include "wg-window-private.h"
#include "wg-window-story.h"

G_DEFINE_FINAL_TYPE (WgWindow, wg_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Every action's enablement, in one place. */
void
wg_window_update_actions (WgWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  WgSession *session = self->session;
  gboolean   has_game;
  double     zoom;

  /* The session may still speak while the window is being disposed. */
  if (self->board_view == NULL)
    return;
  has_game = wg_session_get_game (session) != NULL;
  zoom = wg_board_view_get_zoom (self->board_view);

  gtk_widget_action_set_enabled (widget, "game.undo", wg_session_can_undo (session));
  gtk_widget_action_set_enabled (widget, "game.redo", wg_session_can_redo (session));
  gtk_widget_action_set_enabled (widget, "game.go-to", has_game);
  gtk_widget_action_set_enabled (widget, "win.show-history", has_game);
  gtk_widget_action_set_enabled (widget, "win.save", has_game);
  gtk_widget_action_set_enabled (widget, "win.save-as", has_game);
  gtk_widget_action_set_enabled (widget, "win.show-score", has_game);
  gtk_widget_action_set_enabled (widget, "win.export-story", has_game);
  gtk_widget_action_set_enabled (widget, "win.replay", wg_session_get_file (session) != NULL);
  gtk_widget_action_set_enabled (widget, "win.end-turn",
                                 has_game && !wg_session_get_game (session)->game_over);
  gtk_widget_action_set_enabled (widget, "win.clear-ruler",
                                 wg_session_has_ruler (session)
                                   || wg_session_get_selected (session) >= 0);
  gtk_widget_set_visible (self->clear_button, wg_session_has_ruler (session));
  gtk_widget_action_set_enabled (widget, "win.add-ship", wg_session_get_selected (session) >= 0);
  gtk_widget_action_set_enabled (widget, "win.remove-ship",
                                 wg_session_get_selected (session) >= 0);
  gtk_widget_action_set_enabled (widget, "win.zoom-in", zoom < WG_BOARD_VIEW_MAX_ZOOM);
  gtk_widget_action_set_enabled (widget, "win.zoom-out", zoom > 1.0);
  gtk_widget_action_set_enabled (widget, "win.zoom-fit", zoom > 1.0);
}

/* The status, with ruling ids ("R-BATTLE-3") kept whole when it wraps. */
static void
update_status (WgWindow *self)
{
  static GRegex *ruling_id;
  const char    *status = wg_session_get_status (self->session);
  PangoAttrList *attrs = pango_attr_list_new ();
  g_autoptr (GMatchInfo) match = NULL;

  /* Not G_REGEX_OPTIMIZE: PCRE2's JIT code reads past the end of the
   * string, which valgrind reports and cannot tell from ours; a status is
   * a few sentences. */
  if (g_once_init_enter (&ruling_id))
    g_once_init_leave (&ruling_id, g_regex_new ("R-[A-Z]+-[0-9]+", G_REGEX_DEFAULT, 0, NULL));
  g_regex_match (ruling_id, status, 0, &match);
  while (g_match_info_matches (match))
    {
      PangoAttribute *attr = pango_attr_allow_breaks_new (FALSE);
      int             start, end;

      g_match_info_fetch_pos (match, 0, &start, &end);
      attr->start_index = (guint) start;
      attr->end_index = (guint) end;
      pango_attr_list_insert (attrs, attr);
      g_match_info_next (match, NULL);
    }
#if GTK_CHECK_VERSION(4, 14, 0)
  /* The ruler card's sentence changes as the board is clicked, away from
   * the card: spoken when it changes (GTK 4.8 has no live regions; there
   * the board's description carries the measure, see WgBoardView). */
  if (g_strcmp0 (gtk_label_get_label (self->status_label), status) != 0)
    gtk_accessible_announce (GTK_ACCESSIBLE (self->status_label), status,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
  gtk_label_set_label (self->status_label, status);
  gtk_label_set_attributes (self->status_label, attrs);
  pango_attr_list_unref (attrs);
}

void
wg_window_show_error (GtkWindow    *parent,
                      const char   *heading,
                      const GError *error)
{
  GtkWidget *dialog;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  /* The whole message, JSON path included: it says what to fix. */
  dialog = adw_message_dialog_new (parent, heading, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
wg_window_toast (WgWindow   *self,
                 const char *message)
{
  g_return_if_fail (WG_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  wg_toast_show (self->toast_overlay, wg_toast_new (message));
}

static void
on_undo_toast_dismissed (WgWindow *self,
                         AdwToast *toast)
{
  if (self->undo_toast == toast)
    g_clear_object (&self->undo_toast);
}

/* The Undo toast is no longer about the current step: it goes, once it
 * safely can (wg_toast_dismiss()). Its button is harmless meanwhile
 * (game.undo-step). */
static void
retire_undo_toast (WgWindow *self)
{
  g_autoptr (AdwToast) toast = g_steal_pointer (&self->undo_toast);

  wg_toast_dismiss (toast);
}

void
wg_window_toast_undo (WgWindow   *self,
                      const char *message)
{
  g_autoptr (GVariant) target = NULL;
  WgHistory *history;
  guint      position;

  g_return_if_fail (WG_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  history = wg_session_get_history (self->session);
  position = history != NULL ? wg_history_get_position (history) : 0;
  /* Held here: libadwaita 1.2 ignores a target equal to the toast's own
   * without sinking it, which would leak a floating one. */
  target = g_variant_ref_sink (g_variant_new_uint32 (position));
  /* One Undo toast at a time: a second removal updates it in place. */
  if (self->undo_toast == NULL)
    {
      self->undo_toast = wg_toast_new (message);
      adw_toast_set_button_label (self->undo_toast, _ ("_Undo"));
      /* The target first: the action takes one. */
      adw_toast_set_action_target_value (self->undo_toast, target);
      adw_toast_set_action_name (self->undo_toast, "game.undo-step");
      g_signal_connect_object (self->undo_toast, "dismissed",
                               G_CALLBACK (on_undo_toast_dismissed), self, G_CONNECT_SWAPPED);
      wg_toast_show (self->toast_overlay, g_object_ref (self->undo_toast));
    }
  wg_toast_set_text (self->undo_toast, message);
  adw_toast_set_action_target_value (self->undo_toast, target);
}

/* An Undo toast undoes the step it was shown for, and nothing else. */
static void
on_game_changed (WgWindow *self)
{
  WgHistory *history = wg_session_get_history (self->session);
  GVariant  *target;

  if (self->undo_toast != NULL)
    {
      target = adw_toast_get_action_target_value (self->undo_toast);
      if (history == NULL || wg_history_get_position (history) != g_variant_get_uint32 (target))
        retire_undo_toast (self);
    }
  wg_window_update_actions (self);
}

/* Undoes step @parameter (the position after it) if it is still the last
 * one applied: a toast's Undo never undoes a later step. */
static void
undo_step_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  WgSession *session = WG_WINDOW (widget)->session;
  WgHistory *history = wg_session_get_history (session);

  if (history != NULL && wg_history_get_position (history) == g_variant_get_uint32 (parameter)
      && !wg_window_turn_undo (WG_WINDOW (widget)))
    wg_session_undo (session);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  if (!wg_window_turn_undo (WG_WINDOW (widget)))
    wg_session_undo (WG_WINDOW (widget)->session);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  if (!wg_window_turn_redo (WG_WINDOW (widget)))
    wg_session_redo (WG_WINDOW (widget)->session);
}

static void
go_to_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WgSession *session = WG_WINDOW (widget)->session;
  WgHistory *history = wg_session_get_history (session);
  guint      position = g_variant_get_uint32 (parameter);

  if (history != NULL && position <= wg_history_get_n_entries (history))
    wg_session_go_to (session, position);
}

static void
show_history_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  gtk_menu_button_popup (WG_WINDOW (widget)->history_button);
}

static void
clear_ruler_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WgSession *session = WG_WINDOW (widget)->session;

  wg_session_clear_ruler (session);
  wg_session_select_location (session, -1);
}

/* + and − on the board: a ship more or less on the selected location, for
 * the player whose ships are there (the location panel's actions). */
static void
step_ships_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgWindow  *self = WG_WINDOW (widget);
  GtkWidget *panel = GTK_WIDGET (wg_sidebar_get_location_panel (self->sidebar));

  gtk_widget_activate_action (
    panel, g_str_equal (action_name, "win.add-ship") ? "location.add-ship" : "location.remove-ship",
    "i", -1);
}

/* F9, as in GNOME's apps: the folded sidebar shown or hidden (beside a
 * wide board it is always shown). */
static void
toggle_sidebar_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  AdwFlap *flap = WG_WINDOW (widget)->flap;

  if (adw_flap_get_folded (flap))
    adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

/* F6, as in GNOME's apps: the focus goes to the board, and from the board
 * to the sidebar (shown when folded). "win.focus-board" puts it on the
 * board from anywhere (the Action row's Return, issue 30). */
static void
focus_pane_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgWindow  *self = WG_WINDOW (widget);
  GtkWidget *board = GTK_WIDGET (self->board_view);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (g_str_equal (action_name, "win.focus-board") || focus == NULL
      || (focus != board && !gtk_widget_is_ancestor (focus, board)))
    {
      gtk_widget_grab_focus (board);
      return;
    }
  wg_window_reveal_sidebar (self);
  gtk_widget_child_focus (GTK_WIDGET (self->sidebar), GTK_DIR_TAB_FORWARD);
}

/* Folded, the header bar keeps what fits a phone's width beside the title
 * (the history, the main menu, the sidebar button); Undo, Redo and End
 * Turn go to the bar at the bottom, Open stays in the main menu. Done
 * after the frame that folded the sidebar: the flap folds while it is
 * being allocated, when the header bar must not change. */
static void
set_narrow (WgWindow *self,
            gboolean  narrow)
{
  gtk_widget_set_visible (self->sidebar_button, narrow);
  gtk_widget_set_visible (self->open_button, !narrow);
  gtk_widget_set_visible (self->undo_box, !narrow);
  gtk_widget_set_visible (self->end_turn_button, !narrow);
  gtk_action_bar_set_revealed (self->narrow_bar, narrow);
}

static gboolean
apply_fold (gpointer data)
{
  WgWindow *self = data;

  self->fold_idle = 0;
  set_narrow (self, adw_flap_get_folded (self->flap));
  return G_SOURCE_REMOVE;
}

/* Before the window is shown, the header bar is laid out for the width it
 * will open at, so that a narrow window opens narrow from its first frame.
 * The flap folds below the natural widths of the board and the sidebar
 * (fold-threshold-policy). A window made narrower while shown follows as
 * far as 360 px: the wide header bar's Open, Undo, Redo and End Turn are in
 * squeezers that may show nothing (wg-window.ui), so they never hold the
 * window wider until the fold moves them to the bottom bar. */
static void
on_default_width (WgWindow *self)
{
  int width, height, content, flap;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  gtk_widget_measure (adw_flap_get_content (self->flap), GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                      &content, NULL, NULL);
  gtk_widget_measure (adw_flap_get_flap (self->flap), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &flap,
                      NULL, NULL);
  set_narrow (self, width > 0 && width < content + 1 + flap);
}

static void
on_folded (WgWindow *self)
{
  if (self->fold_idle == 0)
    self->fold_idle = g_idle_add_full (G_PRIORITY_DEFAULT, apply_fold, self, NULL);
}

gboolean
wg_window_get_narrow (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), FALSE);
  return self->fold_idle == 0 && gtk_action_bar_get_revealed (self->narrow_bar);
}

void
wg_window_reveal_sidebar (WgWindow *self)
{
  g_return_if_fail (WG_IS_WINDOW (self));
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

#define ZOOM_STEP 1.25

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgBoardView *view = WG_WINDOW (widget)->board_view;
  double       zoom = wg_board_view_get_zoom (view);

  if (g_str_equal (action_name, "win.zoom-in"))
    zoom *= ZOOM_STEP;
  else if (g_str_equal (action_name, "win.zoom-out"))
    zoom /= ZOOM_STEP;
  else
    zoom = 1.0;
  wg_board_view_set_zoom (view, CLAMP (zoom, 1.0, WG_BOARD_VIEW_MAX_ZOOM));
}

void
wg_window_table_toast (WgWindow   *self,
                       const char *message,
                       gboolean    undoable)
{
  if (undoable)
    wg_window_toast_undo (self, message);
  else
    wg_window_toast (self, message);
}

/* A click on the board: the answer to a page's question whose options
 * are locations, when it is one of them; else the Actions page's, while
 * it is shown; else the range ruler's (which selects the location too). */
/* The Range card over the board's top left, placed as GtkOverlay places
 * it (its natural width, no wider than the board, and its height for that
 * width), and the board told where it is: at zoom 1 the whole board is
 * shown clear of it (issue 31: it covered the top-left hexes). While the
 * board keeps its size, the area only grows, so that the board does not
 * move under the pointer between the clicks of a measure. */
static gboolean
on_board_child_position (WgWindow     *self,
                         GtkWidget    *child,
                         GdkRectangle *allocation,
                         GtkOverlay   *overlay)
{
  int             board_width = gtk_widget_get_width (GTK_WIDGET (self->board_view));
  int             board_height = gtk_widget_get_height (GTK_WIDGET (self->board_view));
  int             min, nat, width, height;
  graphene_rect_t card;

  if (child != self->ruler_card)
    return FALSE;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  width = MAX (min, MIN (nat, board_width));
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  height = MAX (min, MIN (nat, board_height));
  *allocation = (GdkRectangle) { 0, 0, width, height };
  if (gtk_widget_get_direction (child) == GTK_TEXT_DIR_RTL)
    allocation->x = board_width - width;
  graphene_rect_init (&card, allocation->x + gtk_widget_get_margin_start (child),
                      gtk_widget_get_margin_top (child),
                      width - gtk_widget_get_margin_start (child)
                        - gtk_widget_get_margin_end (child),
                      height - gtk_widget_get_margin_top (child)
                        - gtk_widget_get_margin_bottom (child));
  if (board_width == self->card_board_width && board_height == self->card_board_height)
    graphene_rect_union (&card, &self->card_area, &card);
  self->card_area = card;
  self->card_board_width = board_width;
  self->card_board_height = board_height;
  wg_board_view_set_covered (self->board_view, &card);
  return TRUE;
}

static void
on_location_activated (WgWindow    *self,
                       int          cell,
                       WgBoardView *view)
{
  if (wg_question_board_answer (self->question_board, cell))
    return;
  if (g_strcmp0 (wg_sidebar_get_page (self->sidebar), "actions") == 0)
    wg_action_model_click (wg_action_panel_get_model (self->action_panel), cell);
  else
    wg_session_click_location (self->session, cell);
}

/* Ships dragged from one location onto another: all of them, or one. */
static void
on_ships_dropped (WgWindow    *self,
                  int          from,
                  int          to,
                  gboolean     one,
                  WgBoardView *view)
{
  const WgGame *game = wg_session_get_game (self->session);
  g_autoptr (GError) error = NULL;
  g_autofree char *description = NULL;
  g_autofree char *message = NULL;
  WgGame          *next;
  int              player;

  if (game == NULL || (player = game->stacks[from].ship_owner) == WG_NO_PLAYER)
    return;
  next = wg_edit_move_ships (game, player, from, to, one ? 1 : game->stacks[from].ships,
                             &description, &error);
  message = wg_session_apply_edit (self->session, next, description, error);
  if (message != NULL)
    wg_window_toast (self, message);
  else
    wg_session_select_location (self->session, to);
}

/* The store's catalog, given to every page; the next battle takes it. */
static void
on_cards_changed (WgWindow *self)
{
  WgCatalog *catalog = wg_card_store_get_catalog (self->card_store);

  if (catalog == self->catalog)
    return;
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  self->catalog = wg_catalog_ref (catalog);
  wg_sidebar_set_catalog (self->sidebar, self->catalog);
}

/* The built-in cards, completed by the user's catalog (the same file
 * warpgate-cli reads: $XDG_DATA_HOME/warpgate-companion/cards.json), in the
 * store all windows share: an edit in one window is every window's at once.
 * A refused file is said once and the built-in cards stay; it is never
 * written over (the Card Catalog says why and where). */
static void
load_catalog (WgWindow *self)
{
  g_autoptr (GError) error = NULL;

  self->card_store = wg_card_store_dup_default (&error);
  if (error != NULL)
    {
      /* The whole problem (the file, what is wrong) would be cut in a
       * toast: the Card Catalog shows it until the file is fixed. */
      AdwToast *toast = wg_toast_new (_ ("Your card catalog was refused"));

      adw_toast_set_button_label (toast, _ ("_Show"));
      adw_toast_set_action_name (toast, "win.card-catalog");
      adw_toast_set_timeout (toast, 10);
      wg_toast_show (self->toast_overlay, toast);
    }
  self->catalog = wg_catalog_ref (wg_card_store_get_catalog (self->card_store));
  g_signal_connect_object (self->card_store, "changed", G_CALLBACK (on_cards_changed), self,
                           G_CONNECT_SWAPPED);
}

WgCardStore *
wg_window_get_card_store (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->card_store;
}

WgCatalog *
wg_window_get_catalog (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->catalog;
}

static void
on_autosave_failed (WgWindow   *self,
                    const char *message)
{
  g_autofree char *text = g_strdup_printf (_ ("Could not keep a copy for crash recovery: %s"),
                                           message);

  wg_window_toast (self, text);
}

/* The board follows the preferences; the window opens at its last size. */
static void
bind_settings (WgWindow *self)
{
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "board-orientation", self->board_view, "orientation",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "colorblind-glyphs", self->board_view, "colorblind-glyphs",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "large-numbers", self->board_view, "large-numbers",
                   G_SETTINGS_BIND_GET);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* On closing, as GNOME apps do: the unmaximized size, and whether it was
 * maximized. */
static void
save_window_state (WgWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

static void
wg_window_constructed (GObject *object)
{
  WgWindow *self = WG_WINDOW (object);

  G_OBJECT_CLASS (wg_window_parent_class)->constructed (object);

  bind_settings (self);

  if (self->session == NULL)
    self->session = wg_session_new ();
  wg_board_view_set_session (self->board_view, self->session);
  load_catalog (self);
  wg_sidebar_set_catalog (self->sidebar, self->catalog);
  wg_sidebar_set_session (self->sidebar, self->session);
  wg_window_tools_add_pages (self);
  self->question_board = wg_question_board_new (self->board_view, self->session);
  wg_question_board_watch (self->question_board, GTK_WIDGET (self));
  wg_window_turn_init (self);
  wg_window_share_init (self);
  g_object_bind_property (self->session, "title", self, "title", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "title", self->window_title, "title",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "subtitle", self->window_title, "subtitle",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "history", self->history_view, "model",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->session, "notify::status", G_CALLBACK (update_status), self,
                           G_CONNECT_SWAPPED);
  update_status (self);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "autosave-failed", G_CALLBACK (on_autosave_failed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "notify::zoom",
                           G_CALLBACK (wg_window_update_actions), self, G_CONNECT_SWAPPED);
  wg_window_files_init (self);
  wg_window_update_actions (self);
}

static gboolean
wg_window_close_request (GtkWindow *window)
{
  WgWindow *self = WG_WINDOW (window);

  if (wg_window_files_close_request (self))
    return TRUE;
  save_window_state (self);
  return GTK_WINDOW_CLASS (wg_window_parent_class)->close_request (window);
}

static void
wg_window_dispose (GObject *object)
{
  WgWindow *self = WG_WINDOW (object);

  g_clear_object (&self->undo_toast);
  g_clear_object (&self->question_board);
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  if (self->score_window != NULL)
    gtk_window_destroy (self->score_window);
  if (self->catalog_window != NULL)
    gtk_window_destroy (self->catalog_window);
  wg_window_files_dispose (self);
  wg_window_turn_dispose (self);
  wg_window_share_dispose (self);
  /* A popover still open when its window goes is never finalized (GTK 4.8). */
  if (self->history_button != NULL)
    gtk_menu_button_popdown (self->history_button);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_WINDOW);

  G_OBJECT_CLASS (wg_window_parent_class)->dispose (object);
}

static void
wg_window_finalize (GObject *object)
{
  WgWindow *self = WG_WINDOW (object);

  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  g_clear_object (&self->card_store);

  G_OBJECT_CLASS (wg_window_parent_class)->finalize (object);
}

static void
wg_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  WgWindow *self = WG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  WgWindow *self = WG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_set_object (&self->session, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_binding (GtkWidgetClass *widget_class,
             guint           keyval,
             GdkModifierType modifiers,
             const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, modifiers, action, NULL);
}

/* Alt+1 … Alt+5, in the switcher's order. */
static const char *const pages[] = { "location", "players", "table", "actions", "gatekeepers" };

/* Bindings of the window's own class, not application accelerators: a
 * text field that has the focus gets Ctrl+Z first, for its own undo. */
static void
add_bindings (GtkWidgetClass *widget_class)
{
  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo");
  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo");
  add_binding (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo");
  add_binding (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "game.redo");
  add_binding (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.show-history");
  add_binding (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game");
  add_binding (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in");
  add_binding (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out");
  add_binding (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "win.zoom-out");
  add_binding (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit");
  add_binding (widget_class, GDK_KEY_Escape, 0, "win.clear-ruler");
  add_binding (widget_class, GDK_KEY_F9, 0, "win.toggle-sidebar");
  add_binding (widget_class, GDK_KEY_F6, 0, "win.focus-pane");
  /* The turn loop (issue 18): no text field uses these. */
  add_binding (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.end-turn");
  add_binding (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.play-gatekeepers");
  add_binding (widget_class, GDK_KEY_g, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
               "win.apply-gatekeepers");
  add_binding (widget_class, GDK_KEY_G, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
               "win.apply-gatekeepers");
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_ALT_MASK,
                                         "win.show-page", "s", pages[i]);
  /* Unmodified keys: a text field with the focus takes them first. */
  add_binding (widget_class, GDK_KEY_plus, 0, "win.add-ship");
  add_binding (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "win.add-ship");
  add_binding (widget_class, GDK_KEY_KP_Add, 0, "win.add-ship");
  add_binding (widget_class, GDK_KEY_minus, 0, "win.remove-ship");
  add_binding (widget_class, GDK_KEY_KP_Subtract, 0, "win.remove-ship");
}

static void
wg_window_class_init (WgWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = wg_window_constructed;
  object_class->dispose = wg_window_dispose;
  object_class->finalize = wg_window_finalize;
  /* For every window of the app: a move or resize would print a GTK 4.8 warning. */
  wg_grab_mend_install ();
  object_class->get_property = wg_window_get_property;
  object_class->set_property = wg_window_set_property;
  window_class->close_request = wg_window_close_request;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (WG_TYPE_BOARD_VIEW);
  g_type_ensure (WG_TYPE_HISTORY_VIEW);
  g_type_ensure (WG_TYPE_SIDEBAR);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/wg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, history_view);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, clear_button);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, ruler_card);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, sidebar_clamp);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, narrow_bar);
  gtk_widget_class_bind_template_child (widget_class, WgWindow, recent_section);
  gtk_widget_class_bind_template_callback (widget_class, on_location_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_board_child_position);
  gtk_widget_class_bind_template_callback (widget_class, on_ships_dropped);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_table_toast",
                                                G_CALLBACK (wg_window_table_toast));

  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "game.undo-step", "u", undo_step_action);
  gtk_widget_class_install_action (widget_class, "game.go-to", "u", go_to_action);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL, show_history_action);
  gtk_widget_class_install_action (widget_class, "win.clear-ruler", NULL, clear_ruler_action);
  gtk_widget_class_install_action (widget_class, "win.add-ship", NULL, step_ships_action);
  gtk_widget_class_install_action (widget_class, "win.remove-ship", NULL, step_ships_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sidebar", NULL,
                                   toggle_sidebar_action);
  gtk_widget_class_install_action (widget_class, "win.focus-pane", NULL, focus_pane_action);
  gtk_widget_class_install_action (widget_class, "win.focus-board", NULL, focus_pane_action);
  wg_window_files_class_init (widget_class);
  wg_window_tools_class_init (widget_class);
  wg_window_turn_class_init (widget_class);
  wg_window_share_class_init (widget_class);
  wg_window_story_class_init (widget_class);
  add_bindings (widget_class);
}

/* The sidebar's width is in pixels (AdwClamp has no text units before
 * libadwaita 1.4): it grows with the text scale (Large Text sets
 * gtk-xft-dpi to 1.25 × 96 dpi), up to twice as wide, so that
 * the page names and row titles keep fitting. Its minimum does not grow:
 * folded over the board on a phone, it is at most as wide as the window. */
#define SIDEBAR_WIDTH     380
#define SIDEBAR_MIN_WIDTH 340

static void
on_text_scale_changed (WgWindow *self)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  int          dpi = 0;
  double       scale;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  scale = dpi > 0 ? CLAMP (dpi / (96.0 * 1024), 1.0, 2.0) : 1.0;
  adw_clamp_set_maximum_size (self->sidebar_clamp, (int) (SIDEBAR_WIDTH * scale));
  adw_clamp_set_tightening_threshold (self->sidebar_clamp, (int) (SIDEBAR_WIDTH * scale));
  gtk_widget_set_size_request (GTK_WIDGET (self->sidebar), SIDEBAR_MIN_WIDTH, -1);
}

static void
wg_window_init (WgWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A development build (-Dprofile=development) wears libadwaita's striped
   * header bar, to be told from an installed release beside it. */
  if (DEVEL_PROFILE)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (on_folded), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (on_default_width), NULL);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-xft-dpi",
                           G_CALLBACK (on_text_scale_changed), self, G_CONNECT_SWAPPED);
  on_text_scale_changed (self);
}

WgWindow *
wg_window_new (GtkApplication *application,
               WgSession      *session)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (session == NULL || WG_IS_SESSION (session), NULL);

  return g_object_new (WG_TYPE_WINDOW, "application", application, "session", session, NULL);
}

WgSession *
wg_window_get_session (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->session;
}

WgBoardView *
wg_window_get_board_view (WgWindow *self)
{
  g_return_val_if_fail (WG_IS_WINDOW (self), NULL);
  return self->board_view;
}
