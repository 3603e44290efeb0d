/* wg-sidebar-page.h — what every sidebar page holds: the session, the catalog, its message
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-catalog.h"
#include "wg-session.h"

G_BEGIN_DECLS

#define WG_TYPE_SIDEBAR_PAGE (wg_sidebar_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (WgSidebarPage, wg_sidebar_page, WG, SIDEBAR_PAGE, AdwBin)

/*
 * The base of the sidebar's pages (the location, player, turn and pools
 * panels, the Actions and Gatekeepers pages): the session shown
 * ("session"), the card catalog ("catalog", NULL until set), a title with a
 * mnemonic and an icon ("title", "icon-name": what the sidebar's switcher
 * shows for a page added with wg_sidebar_add_page), the inline message
 * under the page's heading (a refusal's reason) and the "toast" signal
 * (message, undoable) for the window to show.
 *
 * A subclass connects its handlers of the session's signals once, to
 * wg_sidebar_page_get_session_signals() (in its init): they follow the
 * session as it is set. Its template holds a GtkRevealer
 * "message_revealer" with a GtkLabel "message_label", bound with
 * wg_sidebar_page_class_bind_message(); the base class disposes of the
 * template (a page is made from one).
 */
struct _WgSidebarPageClass
{
  AdwBinClass parent_class;

  /* TRUE: refresh() runs only while the page is mapped; a page not shown
   * when the game changes is brought up to date when it is shown. */
  gboolean    refresh_when_mapped;

  /* The session was set (or unset), before refresh(): what the page made
   * for the old one goes (a model, the rows built). */
  void (*session_changed) (WgSidebarPage *self);
  /* The catalog was set. */
  void (*catalog_changed) (WgSidebarPage *self);
  /* Shows the game as it is now. */
  void (*refresh) (WgSidebarPage *self);

  gpointer padding[8];
};

WgSession    *wg_sidebar_page_get_session (WgSidebarPage *self);
void          wg_sidebar_page_set_session (WgSidebarPage *self,
                                           WgSession     *session);
/* The session's game, or NULL (no session, or no game). */
const WgGame *wg_sidebar_page_get_game (WgSidebarPage *self);
/* The session's signals, for a subclass to connect its handlers to. */
GSignalGroup *wg_sidebar_page_get_session_signals (WgSidebarPage *self);
WgCatalog    *wg_sidebar_page_get_catalog (WgSidebarPage *self);
void          wg_sidebar_page_set_catalog (WgSidebarPage *self,
                                           WgCatalog     *catalog);
const char   *wg_sidebar_page_get_title (WgSidebarPage *self);
void          wg_sidebar_page_set_title (WgSidebarPage *self,
                                         const char    *title);
const char   *wg_sidebar_page_get_icon_name (WgSidebarPage *self);
void          wg_sidebar_page_set_icon_name (WgSidebarPage *self,
                                             const char    *icon_name);

/* Brings the page up to date (refresh(), or later when it is not shown and
 * refresh_when_mapped). */
void          wg_sidebar_page_refresh (WgSidebarPage *self);

/* The inline message: shown with @message, hidden with NULL. */
void          wg_sidebar_page_show_message (WgSidebarPage *self,
                                            const char    *message);
/* The last refusal shown, or NULL. */
const char   *wg_sidebar_page_get_message (WgSidebarPage *self);
/* Emits "toast". */
void          wg_sidebar_page_toast (WgSidebarPage *self,
                                     const char    *message,
                                     gboolean       undoable);
/* Applies a wg_edit_* result to the session (one undoable step). A refusal
 * shows its reason and puts the page's widgets back (refresh); a step
 * done emits "toast" (@description, undoable) when @offer_undo. TRUE when
 * it was done. */
gboolean      wg_sidebar_page_apply_edit (WgSidebarPage *self,
                                          WgGame        *next,
                                          const char    *description,
                                          const GError  *error,
                                          gboolean       offer_undo);

/* Binds the template's "message_revealer" and "message_label". */
void          wg_sidebar_page_class_bind_message (GtkWidgetClass *widget_class);

G_END_DECLS
