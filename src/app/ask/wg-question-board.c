/* wg-question-board.c — a question whose answers are board locations, answered on the board
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-question-board.h"

struct _WgQuestionBoard
{
  GObject      parent_instance;

  WgBoardView *board; /* weak */
  WgSession   *session;
  GPtrArray   *views; /* WgQuestionView *, weak */
};

G_DEFINE_FINAL_TYPE (WgQuestionBoard, wg_question_board, G_TYPE_OBJECT)

/* The cell of each option of @q, into @cells; FALSE unless every option
 * is a location of @board (and there is one at least). */
static gboolean
option_cells (const WgQuestion *q,
              const WgBoard    *board,
              GArray           *cells)
{
  g_array_set_size (cells, 0);
  for (guint i = 0; q != NULL && i < q->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (q->options, i);
      int             cell = wg_board_find_location (board, option->id);

      if (cell < 0)
        return FALSE;
      g_array_append_val (cells, cell);
    }
  return cells->len > 0;
}

static const WgBoard *
session_board (WgQuestionBoard *self)
{
  const WgGame *game = wg_session_get_game (self->session);

  return game != NULL ? game->board : NULL;
}

/* The first view shown whose question's options are all locations; its
 * cells into @cells. */
static WgQuestionView *
find_asking (WgQuestionBoard *self,
             GArray          *cells)
{
  const WgBoard *board = session_board (self);

  for (guint i = 0; board != NULL && i < self->views->len; i++)
    {
      WgQuestionView *view = g_ptr_array_index (self->views, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (view))
          && option_cells (wg_question_view_get_question (view), board, cells))
        return view;
    }
  g_array_set_size (cells, 0);
  return NULL;
}

/* The board marks the locations offered now. */
static void
refresh (WgQuestionBoard *self)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  if (self->board == NULL)
    return;
  find_asking (self, cells);
  wg_board_view_set_offered (self->board, (const int *) (gpointer) cells->data, cells->len);
}

static void
view_gone (gpointer data,
           GObject *view)
{
  WgQuestionBoard *self = data;

  g_ptr_array_remove (self->views, view);
}

static void
watch_view (WgQuestionBoard *self,
            WgQuestionView  *view)
{
  if (g_ptr_array_find (self->views, view, NULL))
    return;
  g_ptr_array_add (self->views, view);
  g_object_weak_ref (G_OBJECT (view), view_gone, self);
  g_signal_connect_object (view, "notify::question", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "map", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (view, "unmap", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

void
wg_question_board_watch (WgQuestionBoard *self,
                         GtkWidget       *widget)
{
  g_return_if_fail (WG_IS_QUESTION_BOARD (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (WG_IS_QUESTION_VIEW (widget))
    watch_view (self, WG_QUESTION_VIEW (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    wg_question_board_watch (self, child);
}

WgQuestionView *
wg_question_board_get_asking (WgQuestionBoard *self)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (WG_IS_QUESTION_BOARD (self), NULL);
  return find_asking (self, cells);
}

gboolean
wg_question_board_answer (WgQuestionBoard *self,
                          int              cell)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  WgQuestionView  *view;
  g_autofree char *id = NULL;

  g_return_val_if_fail (WG_IS_QUESTION_BOARD (self), FALSE);

  view = find_asking (self, cells);
  for (guint i = 0; view != NULL && i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      {
        /* Copied: the answer may show the next question. */
        id = g_strdup (wg_board_get_cell (session_board (self), cell)->id);
        g_signal_emit_by_name (view, "answered", id);
        return TRUE;
      }
  return FALSE;
}

static void
wg_question_board_dispose (GObject *object)
{
  WgQuestionBoard *self = WG_QUESTION_BOARD (object);

  for (guint i = 0; self->views != NULL && i < self->views->len; i++)
    g_object_weak_unref (g_ptr_array_index (self->views, i), view_gone, self);
  g_clear_pointer (&self->views, g_ptr_array_unref);
  g_clear_weak_pointer (&self->board);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_question_board_parent_class)->dispose (object);
}

static void
wg_question_board_class_init (WgQuestionBoardClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wg_question_board_dispose;
}

static void
wg_question_board_init (WgQuestionBoard *self)
{
  self->views = g_ptr_array_new ();
}

WgQuestionBoard *
wg_question_board_new (WgBoardView *board,
                       WgSession   *session)
{
  WgQuestionBoard *self;

  g_return_val_if_fail (WG_IS_BOARD_VIEW (board), NULL);
  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_QUESTION_BOARD, NULL);
  g_set_weak_pointer (&self->board, board);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  return self;
}
