/* wg-type-ahead.h — letters typed on a list choose the item they start
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The letters typed so far on a list, and when the last came. */
typedef struct
{
  GString *typed;
  gint64   at;
} WgTypeAhead;

/* The first item from @from on (round) whose name starts with @typed,
 * or -1. */
typedef int (*WgTypeAheadFind) (gpointer    data,
                                const char *typed,
                                int         from);

void wg_type_ahead_init (WgTypeAhead *self);
void wg_type_ahead_clear (WgTypeAhead *self);
/* A name typed next is a new one, however soon after the last. */
void wg_type_ahead_restart (WgTypeAhead *self);
/* @c typed at @now on a list whose current item is @current: the item
 * the letters typed within a second start, from @current on; the same
 * letter again, the next item with that initial; a letter that goes on
 * no name, a new start with it alone. -1 when no item starts so. */
int  wg_type_ahead_key (WgTypeAhead    *self,
                        gunichar        c,
                        gint64          now,
                        int             current,
                        WgTypeAheadFind find,
                        gpointer        data);

G_END_DECLS
