/* wg-words-ids.h — rule ids kept whole where labels wrap
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A wrapped label broke a ruling's id at its hyphen ("R-" at the end of
 * one line, "WD-3)" on the next; issue 30, at 360 px). These keep each id
 * ("R-WD-3", "R-EXP-5") on one line by a Pango attribute that forbids a
 * break inside it: the text is unchanged, so a screen reader, a copy and
 * the CLI see the plain "-". */

/* The attributes that keep every id of @text whole (NULL when it has none). */
PangoAttrList *wg_words_rule_id_attrs (const char *text);
/* Sets them on @label, for its text now (call again when it changes). */
void           wg_words_keep_rule_ids_whole (GtkLabel *label);
/* The same on every label under @widget (a window's static text). */
void           wg_words_keep_rule_ids_whole_under (GtkWidget *widget);

/* A count and its label ("デッキ 8", "4 in hand") broke apart where a
 * narrow label wrapped (issue 31: Japanese breaks between any two
 * characters). These keep each part of a list of counts, between its "·"
 * (or "・") separators, on one line: a wrapped label breaks only at a
 * separator. The text is unchanged. */
PangoAttrList *wg_words_counts_attrs (const char *text);
/* Sets them on @label, for its text now (call again when it changes). */
void           wg_words_keep_counts_whole (GtkLabel *label);

G_END_DECLS
