/* wg-schema-json.h — reading JSON documents with every problem named by its path
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-c/json.h>

#include "wg-file-error.h"

G_BEGIN_DECLS

/* A schema check in progress: the path being read and the problems found. */
struct _WgSchema
{
  GString   *path;
  GPtrArray *problems; /* WgProblem */
};
typedef struct _WgSchema WgSchema;

void                     wg_schema_init (WgSchema *schema);
void                     wg_schema_clear (WgSchema *schema);
gboolean                 wg_schema_ok (const WgSchema *schema);
/* The first problem as a GError "path: message". */
void                     wg_schema_propagate (const WgSchema *schema,
                                              GError        **error);

/* Path: push a key or an index; pop back to what push returned. */
gsize                    wg_schema_push_key (WgSchema   *schema,
                                             const char *key);
gsize                    wg_schema_push_index (WgSchema *schema,
                                               gsize     index);
void                     wg_schema_pop (WgSchema *schema,
                                        gsize     mark);
void                     wg_schema_error (WgSchema   *schema,
                                          const char *format,
                                          ...) G_GNUC_PRINTF (2, 3);
void                     wg_schema_error_code (WgSchema   *schema,
                                               WgFileError code,
                                               const char *format,
                                               ...) G_GNUC_PRINTF (3, 4);
/* The same, at a member of the object being read. */
void                     wg_schema_error_at (WgSchema   *schema,
                                             const char *key,
                                             const char *format,
                                             ...) G_GNUC_PRINTF (3, 4);

/* Parsing a document and reading a file: wg-json-private.h. */

/* The header every document of ours opens with: an object whose "format"
 * is @name and whose "version" is @version. FALSE, with the problem
 * recorded, when it is not — then nothing else is worth reporting.
 * @not_object and @wrong_format are whole sentences, translated by the
 * caller (the latter names the expected format). */
gboolean                 wg_schema_header (WgSchema    *schema,
                                           json_object *root,
                                           const char  *name,
                                           gint64       version,
                                           const char  *not_object,
                                           const char  *wrong_format);

/* Checks that @value is an object whose keys are all in @keys (NULL-ended).
 * Unknown keys are problems; returns FALSE when it is not an object. */
gboolean                 wg_schema_object (WgSchema          *schema,
                                           json_object       *value,
                                           const char *const *keys);

/* Member readers. A missing optional member leaves *out alone and returns
 * FALSE; a missing required one or a bad value is a problem (FALSE). */
gboolean                 wg_schema_int (WgSchema    *schema,
                                        json_object *object,
                                        const char  *key,
                                        gboolean     required,
                                        gint64       min,
                                        gint64       max,
                                        int         *out);
gboolean                 wg_schema_bool (WgSchema    *schema,
                                         json_object *object,
                                         const char  *key,
                                         gboolean     required,
                                         gboolean    *out);
/* @valid (may be NULL) and @rule describe the allowed syntax, e.g.
 * wg_is_valid_id and "1–32 letters, digits, - or _". @max_chars limits the
 * length in characters (0: no limit). */
gboolean                 wg_schema_string (WgSchema    *schema,
                                           json_object *object,
                                           const char  *key,
                                           gboolean     required,
                                           gboolean (*valid) (const char *),
                                           const char  *rule,
                                           guint        max_chars,
                                           const char **out);
/* One of @words (NULL-ended, the file's spellings); *out is its index. */
gboolean                 wg_schema_word (WgSchema          *schema,
                                         json_object       *object,
                                         const char        *key,
                                         gboolean           required,
                                         const char *const *words,
                                         const char        *what,
                                         int               *out);
/* An array member of @min…@max elements, or NULL. */
json_object             *wg_schema_array (WgSchema    *schema,
                                          json_object *object,
                                          const char  *key,
                                          gboolean     required,
                                          gsize        min,
                                          gsize        max);
/* A member of the given type, or NULL (a problem when required or of
 * another type). */
json_object             *wg_schema_member (WgSchema    *schema,
                                           json_object *object,
                                           const char  *key,
                                           gboolean     required,
                                           json_type    type);

/* Writing: pretty JSON for people, with small flat objects and arrays kept
 * on one line. Ends with a newline. */
char                    *wg_json_to_pretty_string (json_object *value);
/* Builders that keep the writer's key order readable. */
void                     wg_json_add_string (json_object *object,
                                             const char  *key,
                                             const char  *value);
void                     wg_json_add_int (json_object *object,
                                          const char  *key,
                                          gint64       value);
void                     wg_json_add_bool (json_object *object,
                                           const char  *key,
                                           gboolean     value);

/* A writer of the same text straight from values, without a tree: what
 * wg_json_to_pretty_string prints of the tree the same calls would build,
 * byte for byte, for documents whose containers hold either scalars only
 * or containers only (a container holding a container is never on one
 * line; one holding scalars only is, when it fits). A member of an object
 * is given its @key, an element of an array NULL. */
#define WG_JSON_WRITER_DEPTH 16
/* More items than a line of 96 columns can hold ("{ a, b, … }"). */
#define WG_JSON_WRITER_LINE_ITEMS 40

typedef struct
{
  GString *out;
  guint    indent; /* of the first value */
  guint    depth;  /* containers open */
  struct
  {
    gsize    start;                            /* of its "{" or "[" in out */
    guint    n;                                /* its items */
    gboolean object;                           /* "{" */
    gboolean flat;                             /* on one line so far */
    guint16  items[WG_JSON_WRITER_LINE_ITEMS]; /* on one line: where each
                                                * item starts after start */
  } open[WG_JSON_WRITER_DEPTH];
} WgJsonWriter;

/* A writer appending to @out a value printed at @indent within a
 * document: its first line not indented, no newline after it. */
void wg_json_writer_init (WgJsonWriter *writer,
                          GString      *out,
                          guint         indent);
void wg_json_writer_begin_object (WgJsonWriter *writer,
                                  const char   *key);
void wg_json_writer_begin_array (WgJsonWriter *writer,
                                 const char   *key);
/* Starts the member @key of the object open, whose value, a container,
 * the caller appends to the output itself, as the writer would print it
 * there. */
void wg_json_writer_member (WgJsonWriter *writer,
                            const char   *key);
/* Closes the container opened last. */
void wg_json_writer_end (WgJsonWriter *writer);
void wg_json_writer_string (WgJsonWriter *writer,
                            const char   *key,
                            const char   *value);
void wg_json_writer_int (WgJsonWriter *writer,
                         const char   *key,
                         gint64        value);
void wg_json_writer_bool (WgJsonWriter *writer,
                          const char   *key,
                          gboolean      value);

/* g_auto (WgSchema) s = { 0 }; then wg_schema_init (&s). */
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WgSchema, wg_schema_clear)

G_END_DECLS
