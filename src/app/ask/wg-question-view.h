/* wg-question-view.h — one question the rules ask: its text and its options as rows
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "wg-question.h"

G_BEGIN_DECLS

#define WG_TYPE_QUESTION_VIEW (wg_question_view_get_type ())

G_DECLARE_FINAL_TYPE (WgQuestionView, wg_question_view, WG, QUESTION_VIEW, AdwPreferencesGroup)

/*
 * The app's one way to show a question (WgQuestion) that a runner's rule
 * stopped at: a preferences group whose description is the question's text
 * and whose list (style class "option-list") has one activatable row per
 * option, its label as the row's title and accessible name. Activating a
 * row emits "answered" with the option's id; the place that shows the view
 * hands it to its model, which answers the runner (wg_runner_answer). The
 * view is hidden while it shows no question.
 *
 * A place sets the group's title, and its Back or Cancel button as the
 * group's header suffix, in its template; "show-text" off leaves the text
 * to the place (the Actions page says it in its prompt); "options-label"
 * is the list's accessible name (else the group's title, else the question).
 *
 * A short list (fewer than 8 options) answers like a GNOME menu: each
 * option has an access key (wg-access-keys.h), distinct within the list,
 * shown on its row as a key cap (GtkShortcutLabel) and given to screen
 * readers as the row's key shortcut; that letter or digit, pressed while the list has the focus,
 * answers with the option at once. The place's Back, Cancel or Undo takes
 * an answer back.
 *
 * A long list (8 options or more) has a search entry above it: typing
 * anywhere in the view goes there, the rows shown are those whose label or
 * group holds every word typed (case and accents aside), Enter answers with
 * the first of them and Down moves to it. Options that carry a group
 * (WgOption.group) are listed under its name.
 */
GtkWidget        *wg_question_view_new (void);
/* Shows @question (copied), with @text instead of its own when not NULL;
 * NULL hides the view. The rows are made again only when the question
 * changed, so that the focus stays on a row while nothing changes. A
 * question that changes while the view is on the screen takes the focus
 * (its first option, or the search entry of a long list) unless a text
 * field elsewhere has it. */
void              wg_question_view_set_question (WgQuestionView   *self,
                                                 const WgQuestion *question,
                                                 const char       *text);
/* The question shown (the copy), or NULL while the view shows none; its
 * "question" property is notified when another is shown, or none. */
const WgQuestion *wg_question_view_get_question (WgQuestionView *self);
/* The list of options (for focus and scrolling). */
GtkListBox       *wg_question_view_get_list (WgQuestionView *self);
/* The access key of option @index (a lower-case ASCII letter or digit),
 * or 0: a long list's options have none. */
gunichar          wg_question_view_get_key (WgQuestionView *self,
                                            guint           index);
/* Gives the focus to the first option; FALSE when there is none. */
gboolean          wg_question_view_focus_first (WgQuestionView *self);

G_END_DECLS
