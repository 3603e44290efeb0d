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

/* A tool recomputes its marks after every change: marks equal to the
 * current ones change nothing, so that doing so never loops. */
void
wg_session_set_highlights (WgSession         *self,
                           const WgHighlight *highlights,
                           guint              n)
{
  const WgGame *game;

  g_return_if_fail (WG_IS_SESSION (self));
  g_return_if_fail (n == 0 || highlights != NULL);

  game = wg_session_get_game (self);
  for (guint i = 0; i < n; i++)
    g_return_if_fail (game != NULL && wg_board_is_location (game->board, highlights[i].cell));
  if (same_highlights (self->highlights, highlights, n))
    return;
  g_array_set_size (self->highlights, 0);
  g_array_append_vals (self->highlights, highlights, n);
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
  return self->highlights;
}
