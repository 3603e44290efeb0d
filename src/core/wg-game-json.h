/* wg-game-json.h — the game file (docs/game-format.md), read and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-game.h"
#include "wg-file-error.h"

/* The JSON tree functions are for the core and the CLI, which link json-c;
 * the app needs only the file functions. */
struct json_object;
typedef struct _WgSchema WgSchema;

G_BEGIN_DECLS

#define WG_GAME_FORMAT_NAME    "warpgate-companion-game"
#define WG_GAME_FORMAT_VERSION 1

/* A file is refused as a whole: NULL and a WG_FILE_ERROR whose message
 * names the JSON path of the first problem. */
WgGame             *wg_game_load_from_data (const char *data,
                                            gsize       length,
                                            GError    **error);
WgGame             *wg_game_load_from_file (const char *path,
                                            GError    **error);
/* Every problem of a document (WgProblem), empty when it is a valid game. */
GPtrArray          *wg_game_validate_data (const char *data,
                                           gsize       length);
/* Reads a parsed document; NULL when @schema gathered problems. */
WgGame             *wg_game_from_json (WgSchema           *schema,
                                       struct json_object *root);

/* The table as a JSON tree, whose pretty text (wg_json_to_pretty_string)
 * is wg_game_to_data's. */
struct json_object *wg_game_to_json (const WgGame *game);
/* Pretty, with keys in the order of docs/game-format.md: the one writer
 * of a table's text (wg-game-print-json.c). */
char               *wg_game_to_data (const WgGame *game,
                                     gsize        *length);
/* Atomic: the file is either the old one or the whole new one. */
gboolean            wg_game_save_to_file (const WgGame *game,
                                          const char   *path,
                                          GError      **error);
/* The same, keeping the file it replaces (if any) as PATH~, the backup name
 * of GIO's g_file_replace and GNOME Text Editor: the backup is the previous
 * save, replaced atomically too. When the backup cannot be made, nothing is
 * saved. */
gboolean            wg_game_save_to_file_with_backup (const WgGame *game,
                                                      const char   *path,
                                                      GError      **error);
/* The same for a game file's text @data (a game with its record). */
gboolean            wg_game_data_save_with_backup (const char *path,
                                                   const char *data,
                                                   gsize       length,
                                                   GError    **error);

G_END_DECLS
