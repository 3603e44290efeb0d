/* wg-session-highlights.c — the locations a tool marks on the board
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-session-private.h"

static gboolean
same_highlights (const GArray      *current,
                 const WgHighlight *highlights,
                 guint              n)
{
  return current->len == n
         && (n == 0 || memcmp (current->data, highlights, n * sizeof (WgHighlight)) == 0);
}

static gboolean
valid_highlights (WgSession         *self,
                  const WgHighlight *highlights,
                  guint              n)
{
  const WgGame *game = wg_session_get_game (self);

  for (guint i = 0; i < n; i++)
    if (game == NULL || !wg_board_is_location (game->board, highlights[i].cell))
      return FALSE;
  return TRUE;
}

/* Replaces @layer's marks; "changed" when they differ. */
static void
set_layer (WgSession         *self,
           GArray            *layer,
           const WgHighlight *highlights,
           guint              n)
{
  if (same_highlights (layer, highlights, n))
    return;
  g_array_set_size (layer, 0);
  g_array_append_vals (layer, highlights, n);
  wg_session_view_state_changed (self);
}

/* A tool recomputes its marks after every change: marks equal to the
 * current ones change nothing, so that doing so never loops. */
void
wg_session_set_highlights (WgSession         *self,
                           const WgHighlight *highlights,
                           guint              n)
{
  g_return_if_fail (WG_IS_SESSION (self));
  g_return_if_fail (n == 0 || highlights != NULL);
  g_return_if_fail (valid_highlights (self, highlights, n));

  set_layer (self, self->highlights, highlights, n);
}

void
wg_session_set_dialog_highlights (WgSession         *self,
                                  const WgHighlight *highlights,
                                  guint              n)
{
  g_return_if_fail (WG_IS_SESSION (self));
  g_return_if_fail (n == 0 || highlights != NULL);
  g_return_if_fail (valid_highlights (self, highlights, n));

  if (self->dialog_highlights == NULL)
    {
      self->dialog_highlights = g_array_new (FALSE, FALSE, sizeof (WgHighlight));
      /* Shown now, even when there are none: they hide the tool's. */
      g_array_append_vals (self->dialog_highlights, highlights, n);
      wg_session_view_state_changed (self);
      return;
    }
  set_layer (self, self->dialog_highlights, highlights, n);
}

void
wg_session_clear_dialog_highlights (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (self->dialog_highlights == NULL)
    return;
  g_clear_pointer (&self->dialog_highlights, g_array_unref);
  wg_session_view_state_changed (self);
}

void
wg_session_clear_highlights (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));
  wg_session_set_highlights (self, NULL, 0);
}

const GArray *
wg_session_get_highlights (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->dialog_highlights != NULL ? self->dialog_highlights : self->highlights;
}

void
wg_highlights_add (GArray         *marks,
                   int             cell,
                   WgHighlightKind kind,
                   int             number)
{
  WgHighlight h = { cell, kind, number };

  g_return_if_fail (marks != NULL);
  for (guint i = 0; i < marks->len; i++)
    if (g_array_index (marks, WgHighlight, i).cell == cell)
      return;
  g_array_append_val (marks, h);
}
