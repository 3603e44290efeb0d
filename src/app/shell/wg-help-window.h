/* wg-help-window.h — the user guide, in the app
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WG_TYPE_HELP_WINDOW (wg_help_window_get_type ())

G_DECLARE_FINAL_TYPE (WgHelpWindow, wg_help_window, WG, HELP_WINDOW, AdwWindow)

/* The pages, in the sidebar's order (wg_help_window_set_page's names). */
#define WG_HELP_PAGE_GETTING_STARTED    "getting-started"
#define WG_HELP_PAGE_ENTERING_THE_TABLE "entering-the-table"
#define WG_HELP_PAGE_BOARD_EDITOR       "board-editor"
#define WG_HELP_PAGE_RANGE              "range"
#define WG_HELP_PAGE_ACTIONS            "actions"
#define WG_HELP_PAGE_BATTLES            "battles"
#define WG_HELP_PAGE_SOLO               "solo"
#define WG_HELP_PAGE_EXPLORATION        "exploration"
#define WG_HELP_PAGE_SCORING            "scoring"
#define WG_HELP_PAGE_SHARE              "share"

/*
 * A short user guide over @parent (which may be NULL): a sidebar of pages
 * (Getting Started, Entering the Table, The Board Editor, Range and
 * Withdrawing, Actions, Battles, Playing Solo, Scoring) beside the page
 * shown, a paragraph per label; folded on a narrow window, with a back
 * button. Esc closes it. It is a guide, not a rulebook: it tells what each
 * tool does and where it is. Opened by the app.help action (F1).
 *
 * The "page" property is the name of the page shown.
 */
WgHelpWindow *wg_help_window_new (GtkWindow *parent);
const char   *wg_help_window_get_page (WgHelpWindow *self);
/* Shows page @name (one of WG_HELP_PAGE_*; FALSE for another name) and,
 * when the window is folded, brings the page over the sidebar. */
gboolean      wg_help_window_set_page (WgHelpWindow *self,
                                       const char   *name);

G_END_DECLS
