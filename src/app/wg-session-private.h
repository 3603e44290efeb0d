/* wg-session-private.h — WgSession's fields, shared by its sibling files
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-session.h"

G_BEGIN_DECLS

struct _WgSession
{
  GObject       parent_instance;

  WgGame       *game;          /* owned; NULL before the first load */
  GFile        *file;          /* NULL for a bundled game */
  char         *title;
  char         *subtitle;

  /* View state, reset when the game is replaced. */
  int           selected;      /* cell, or -1 */
  int           ruler_from;    /* cell, or -1 */
  int           ruler_to;      /* cell, or -1 */
  int           range;         /* WG_RANGE_UNREACHABLE unless measured */
  GArray       *path;          /* WgHex; NULL unless measured and reachable */
  WgWithdrawal *if_won;        /* the withdraw preview, both outcomes */
  WgWithdrawal *if_lost;
  char         *status;
};

/* wg-session-status.c: the sentences of the ruler and the withdraw preview. */
char *wg_session_build_status (WgSession *self);

G_END_DECLS
