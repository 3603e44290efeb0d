/* wg-test-new-game.h — New Game's set-up questions answered, for the tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the New Game tests and the board editor's (a board drawn in
 * the editor, then chosen in New Game). The app tests' helpers
 * (wg-test-app.h) come first.
 */
#pragma once

#include "wg-new-game-model.h"
#include "wg-new-game-window.h"

/* The Hero and Advanced Tactics cards the tests' table counts in the box,
 * which the shipped catalog does not know (R-MOVE-13). */
#define WG_TEST_PROMOTION_CARDS 20

/* Answers the set-up's questions: the Promotion deck counted when the
 * catalog does not know it, every card turned over a jungle card, every
 * other choice its first option. Returns the game made. */
static inline WgGame *
wg_test_new_game_answer_all (WgNewGameModel *model)
{
  guint n = 0;

  if (wg_new_game_model_get_promotion_deck (model) < 0)
    wg_new_game_model_set_promotion_deck (model, WG_TEST_PROMOTION_CARDS);
  while (wg_new_game_model_get_state (model) == WG_NEW_GAME_ASKS)
    {
      const WgQuestion *q = wg_new_game_model_get_question (model);

      wg_new_game_model_answer (model, g_str_equal (q->id, "reveal")
                                         ? "jungle"
                                         : ((WgOption *) g_ptr_array_index (q->options, 0))->id);
      g_assert_cmpuint (++n, <, 40);
    }
  g_assert_cmpint (wg_new_game_model_get_state (model), ==, WG_NEW_GAME_READY);
  return wg_new_game_model_create_game (model);
}

/* New Game over @session, which gets the solo sample (no autosaves), as a
 * person opens it: presented, @width × @height (0: its own size).
 * *@window is cleared when the window goes, for wg_test_iterate_until
 * (*window == NULL). Returns its model. */
static inline WgNewGameModel *
wg_test_new_game_window (WgSession        *session,
                         WgNewGameWindow **window,
                         int               width,
                         int               height)
{
  g_autoptr (GError) error = NULL;

  wg_session_set_autosave_dir (session, NULL);
  g_assert_true (wg_session_load_resource (session, WG_SESSION_SAMPLE_RESOURCE, &error));
  g_assert_no_error (error);
  *window = wg_new_game_window_new (NULL, session);
  g_object_add_weak_pointer (G_OBJECT (*window), (gpointer *) window);
  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (*window), width, height);
  gtk_window_present (GTK_WINDOW (*window));
  return wg_new_game_window_get_model (*window);
}

/* The preferences row titled @title under @widget, or NULL. */
static inline AdwPreferencesRow *
wg_test_new_game_row (GtkWidget  *widget,
                      const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_PREFERENCES_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwPreferencesRow *row = wg_test_new_game_row (child, title);

      if (row != NULL)
        return row;
    }
  return NULL;
}
