/* wg-page-helpers.h — small helpers the sidebar pages and tool pages share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* An inline message under a panel's heading: shown with @message, hidden
 * with NULL. */
void wg_page_show_message (GtkRevealer *revealer,
                           GtkLabel    *label,
                           const char  *message);

/* A control with a name of its own ("Unspent Trade Goods") in a row that
 * names it too ("Unspent"): its own name only, as GTK reads both. */
void wg_page_name_only (GtkWidget *control);

/* Sets a spin button's value without its "value-changed" reaching the
 * panel (the panel mirrors the game, it does not edit it). */
void wg_page_set_spin (GtkSpinButton *spin,
                       double         lower,
                       double         upper,
                       double         value);

/* Removes every row of a list box. */
void wg_page_clear_list (GtkListBox *list);

G_END_DECLS
