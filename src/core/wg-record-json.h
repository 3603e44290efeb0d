/* wg-record-json.h — the record in the game file, read, checked and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-game-json.h"
#include "wg-record.h"

struct json_object;

G_BEGIN_DECLS

/* Reads the "record" member of a game file's @root (NULL, no problem, when
 * there is none); every problem is added to @schema with its path
 * ("record.steps[12].args[3]"). */
WgRecord           *wg_record_from_json (WgSchema           *schema,
                                         struct json_object *root);
struct json_object *wg_record_to_json (const WgRecord *record);

/* A game file with its record: *record is NULL for a file without one. */
WgGame             *wg_game_load_with_record (const char *data,
                                              gsize       length,
                                              WgRecord  **record,
                                              GError    **error);
/* The same, read from @file (wg_json_read_gfile: a local file by its
 * path, any other through GIO, within the reader's size limit). */
WgGame             *wg_game_load_gfile_with_record (GFile     *file,
                                                    WgRecord **record,
                                                    GError   **error);
/* The game file of @game, with @record when it is not NULL. */
char               *wg_game_with_record_to_data (const WgGame   *game,
                                                 const WgRecord *record,
                                                 gsize          *length);
gboolean            wg_game_with_record_save_to_file (const WgGame   *game,
                                                      const WgRecord *record,
                                                      const char     *path,
                                                      GError        **error);

G_END_DECLS
