/* wg-json-private.h — reading and writing our JSON documents: the one copy the loaders share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-c/json.h>

#include "wg-board.h"
#include "wg-game.h"
#include "wg-json.h"
#include "wg-schema-json.h"

G_BEGIN_DECLS

/* Here once: a second definition in a file would not build. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (json_object, json_object_put)

/* Parses a whole document: refuses more than WG_JSON_MAX_SIZE bytes, text
 * that is not UTF-8, nesting deeper than WG_JSON_MAX_DEPTH and bad syntax.
 * Returns NULL (with a problem recorded) on failure. */
json_object *wg_json_parse (WgSchema   *schema,
                            const char *data,
                            gsize       length);
/* What json-c lets through but RFC 8259 does not (wg-strict-json.c):
 * single quotes, raw control characters in strings, a key twice in one
 * object, numbers too large to hold. FALSE with the problem recorded at
 * its path; TRUE for anything else, bad syntax included (json-c reports
 * that). wg_json_parse calls it first. */
gboolean     wg_json_check_strict (WgSchema   *schema,
                                   const char *data,
                                   gsize       length);
/* One format's reader: the value a document's tree describes, or NULL with
 * the problems recorded in @schema. */
typedef gpointer (*WgJsonReadFunc) (WgSchema    *schema,
                                    json_object *root);

/* The loaders of the game files, card catalogs and tile files, over
 * @read_value; @not_object (translated) is the problem reported should
 * @read_value fail without saying why.
 *
 * wg_json_load_data: the value, or NULL with the first problem as a
 * WG_FILE_ERROR "path: message". @data may be NULL when @length is 0. */
gpointer     wg_json_load_data (const char    *data,
                                gsize          length,
                                WgJsonReadFunc read_value,
                                const char    *not_object,
                                GError       **error);
/* The same from the file at @path. */
gpointer     wg_json_load_file (const char    *path,
                                WgJsonReadFunc read_value,
                                const char    *not_object,
                                GError       **error);
/* Every problem of a document (WgProblem), none for a good one; what
 * @read_value returns is freed with @free_value. */
GPtrArray   *wg_json_validate_data (const char    *data,
                                    gsize          length,
                                    WgJsonReadFunc read_value,
                                    GDestroyNotify free_value,
                                    const char    *not_object);

/* A board cell as the game and tile files write it: its keys in their
 * order, defaults left out (wg-game-save-json.c). */
json_object *wg_cell_to_json (const WgCell *c);

/* The game file's text (wg_game_to_data) appended to @out, printed
 * straight from @game (wg-game-print-json.c); with @board FALSE, without
 * the board's value, the offset where it goes in @board_at (may be
 * NULL): the record's digests print a board once for all the tables that
 * share it. */
void         wg_game_print (GString      *out,
                            const WgGame *game,
                            gboolean      board,
                            gsize        *board_at);
/* The value of the game file's "board", as wg_game_print prints it in its
 * place. */
void         wg_board_print (GString       *out,
                             const WgBoard *board);

/* The pretty text of @root (wg_json_to_pretty_string), its length in
 * @length (may be NULL). */
char        *wg_json_to_data (json_object *root,
                              gsize       *length);
/* The file @path names once its symbolic links are followed (@path
 * itself when it is none, or names nothing yet). */
char        *wg_json_resolve_path (const char *path);
/* Whether a save may replace @path (FALSE with the reason in @error): it
 * names nothing yet, or, once its symbolic links are followed, a regular
 * file this user may write; a loop of links, a directory, a FIFO or a
 * device, or a read-only file, is refused. */
gboolean     wg_json_check_replaceable (const char *path,
                                        GError    **error);
/* Writes @data over @path: a temporary file beside it, flushed to disk,
 * then renamed over it, so a crash leaves either the old file or the new.
 * Through symbolic links (the link stays), keeping the file's mode and,
 * where possible, its owner; what wg_json_check_replaceable refuses is
 * left alone. */
gboolean     wg_json_write_file (const char *path,
                                 const char *data,
                                 gsize       length,
                                 GError    **error);

G_END_DECLS
