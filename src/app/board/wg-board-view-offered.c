/* wg-board-view-offered.c — the locations a question beside the board offers
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-board-view-private.h"

void
wg_board_view_set_offered (WgBoardView *self,
                           const int   *cells,
                           guint        n_cells)
{
  g_return_if_fail (WG_IS_BOARD_VIEW (self));
  g_return_if_fail (cells != NULL || n_cells == 0);

  if (self->offered->len == n_cells
      && (n_cells == 0 || memcmp (self->offered->data, cells, n_cells * sizeof (int)) == 0))
    return;
  g_array_set_size (self->offered, 0);
  g_array_append_vals (self->offered, cells, n_cells);
  /* The location keys start again among the new choices. */
  g_string_truncate (self->typed, 0);
  self->typed_taken = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  wg_board_view_update_description (self, FALSE);
}

guint
wg_board_view_get_n_offered (WgBoardView *self)
{
  g_return_val_if_fail (WG_IS_BOARD_VIEW (self), 0);
  return self->offered->len;
}

gboolean
wg_board_view_offers (WgBoardView *self,
                      int          cell)
{
  for (guint i = 0; i < self->offered->len; i++)
    if (g_array_index (self->offered, int, i) == cell)
      return TRUE;
  return FALSE;
}

/* The marks the board draws and tells: the session's, but while a
 * question offers locations, those in the place of the move's own choices
 * (its origins and destinations wait behind the question), what was chosen
 * or refused kept. With @offered (to draw), each offered location as a
 * legal choice is drawn (green), in the place of its other marks. */
GArray *
wg_board_view_dup_marks (WgBoardView *self,
                         gboolean     offered)
{
  const GArray *marks = wg_session_get_highlights (self->session);
  GArray       *shown = g_array_new (FALSE, FALSE, sizeof (WgHighlight));

  for (guint i = 0; offered && i < self->offered->len; i++)
    wg_highlights_add (shown, g_array_index (self->offered, int, i), WG_HIGHLIGHT_DESTINATION,
                       -1);
  for (guint i = 0; marks != NULL && i < marks->len; i++)
    {
      const WgHighlight *h = &g_array_index (marks, WgHighlight, i);

      if (offered && wg_board_view_offers (self, h->cell))
        continue; /* drawn as offered: the question's answer now */
      if (self->offered->len == 0
          || (h->kind != WG_HIGHLIGHT_ORIGIN && h->kind != WG_HIGHLIGHT_DESTINATION
              && h->kind != WG_HIGHLIGHT_ATTACK))
        g_array_append_val (shown, *h);
    }
  return shown;
}
