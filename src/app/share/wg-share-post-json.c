/* wg-share-post-json.c — what a player's page writes: a small flat JSON object, read and checked
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <json-c/json.h>
#include <string.h>

#include "wg-share-post.h"

typedef enum
{
  VALUE_STRING,
  VALUE_INT,
  VALUE_BOOL,
  VALUE_STRV,
} ValueType;

typedef struct
{
  ValueType type;
  char     *string;
  gint64    number;
  GStrv     strv;
} Value;

struct _WgSharePost
{
  GHashTable *values; /* key → Value */
};

static void
value_free (gpointer data)
{
  Value *v = data;

  g_free (v->string);
  g_strfreev (v->strv);
  g_free (v);
}

void
wg_share_post_free (WgSharePost *post)
{
  if (post == NULL)
    return;
  g_hash_table_unref (post->values);
  g_free (post);
}

/* An array of strings, or NULL with @error. */
static GStrv
read_strv (json_object *array,
           const char  *key,
           GError     **error)
{
  size_t        n = json_object_array_length (array);
  GStrvBuilder *builder;
  GStrv         strv;

  if (n > WG_SHARE_POST_MAX_STRINGS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("“%s” holds more than %d values."), key, WG_SHARE_POST_MAX_STRINGS);
      return NULL;
    }
  builder = g_strv_builder_new ();
  for (size_t i = 0; i < n; i++)
    {
      json_object *item = json_object_array_get_idx (array, i);

      if (!json_object_is_type (item, json_type_string))
        {
          g_strv_builder_unref (builder);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _ ("“%s” must hold only strings."), key);
          return NULL;
        }
      g_strv_builder_add (builder, json_object_get_string (item));
    }
  strv = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return strv;
}

/* One value of the object, checked; NULL with @error. */
static Value *
read_value (json_object *json,
            const char  *key,
            GError     **error)
{
  Value *v = g_new0 (Value, 1);

  switch (json_object_get_type (json))
    {
    case json_type_string:
      v->type = VALUE_STRING;
      v->string = g_strdup (json_object_get_string (json));
      return v;
    case json_type_int:
      v->type = VALUE_INT;
      v->number = json_object_get_int64 (json);
      return v;
    case json_type_boolean:
      v->type = VALUE_BOOL;
      v->number = json_object_get_boolean (json);
      return v;
    case json_type_array:
      v->type = VALUE_STRV;
      v->strv = read_strv (json, key, error);
      if (v->strv != NULL)
        return v;
      break;
    case json_type_null:
    case json_type_double:
    case json_type_object:
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("“%s” must be a string, a whole number, true or false, or a list of "
                      "strings."),
                   key);
      break;
    }
  value_free (v);
  return NULL;
}

static gboolean
only_space (const char *text,
            gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!strchr (" \t\r\n", text[i]))
      return FALSE;
  return TRUE;
}

/* The whole text as one JSON value, or NULL with @error. */
static json_object *
read_json (const char *body,
           gsize       len,
           GError    **error)
{
  json_tokener *tok;
  json_object  *json;
  gsize         end;

  if (!g_utf8_validate_len (body, len, NULL) || memchr (body, '\0', len) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("The request is not text."));
      return NULL;
    }
  /* Depth 2: the object and its arrays, nothing deeper. */
  tok = json_tokener_new_ex (3);
  json_tokener_set_flags (tok, JSON_TOKENER_STRICT);
  json = json_tokener_parse_ex (tok, body, (int) len);
  end = json_tokener_get_parse_end (tok);
  if (json_tokener_get_error (tok) == json_tokener_continue)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _ ("The request is not JSON: it ends too soon."));
  else if (json == NULL || json_tokener_get_error (tok) != json_tokener_success)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _ ("The request is not JSON: %s."),
                 json_tokener_error_desc (json_tokener_get_error (tok)));
  else if (!only_space (body + end, len - MIN (end, len)))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _ ("The request has text after its object."));
  else if (!json_object_is_type (json, json_type_object))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _ ("The request must be one JSON object."));
  else
    {
      json_tokener_free (tok);
      return json;
    }
  json_tokener_free (tok);
  json_object_put (json);
  return NULL;
}

WgSharePost *
wg_share_post_parse (const char *body,
                     gsize       len,
                     GError    **error)
{
  g_autoptr (WgSharePost) post = g_new0 (WgSharePost, 1);
  g_autoptr (GError) failed = NULL;
  json_object *json;

  g_return_val_if_fail (body != NULL || len == 0, NULL);

  post->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, value_free);
  json = read_json (body != NULL ? body : "", len, &failed);
  if (json == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&failed));
      return NULL;
    }
  /* Every key, or none (@error may be NULL: a body half read is never
   * returned). */
  json_object_object_foreach (json, key, val)
  {
    Value *v;

    if (g_hash_table_size (post->values) >= WG_SHARE_POST_MAX_KEYS)
      {
        g_set_error (&failed, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _ ("The request holds more than %d keys."), WG_SHARE_POST_MAX_KEYS);
        break;
      }
    v = read_value (val, key, &failed);
    if (v == NULL)
      break;
    g_hash_table_replace (post->values, g_strdup (key), v);
  }
  json_object_put (json);
  if (failed != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&failed));
      return NULL;
    }
  return g_steal_pointer (&post);
}

static const Value *
lookup (const WgSharePost *post,
        const char        *key,
        ValueType          type)
{
  const Value *v = g_hash_table_lookup (post->values, key);

  return v != NULL && v->type == type ? v : NULL;
}

gboolean
wg_share_post_has (const WgSharePost *post,
                   const char        *key)
{
  return g_hash_table_contains (post->values, key);
}

const char *
wg_share_post_get_string (const WgSharePost *post,
                          const char        *key)
{
  const Value *v = lookup (post, key, VALUE_STRING);

  return v != NULL ? v->string : NULL;
}

gboolean
wg_share_post_get_int (const WgSharePost *post,
                       const char        *key,
                       gint64            *out)
{
  const Value *v = lookup (post, key, VALUE_INT);

  if (v != NULL)
    *out = v->number;
  return v != NULL;
}

gboolean
wg_share_post_get_bool (const WgSharePost *post,
                        const char        *key,
                        gboolean          *out)
{
  const Value *v = lookup (post, key, VALUE_BOOL);

  if (v != NULL)
    *out = v->number != 0;
  return v != NULL;
}

const char *const *
wg_share_post_get_strv (const WgSharePost *post,
                        const char        *key)
{
  const Value *v = lookup (post, key, VALUE_STRV);

  return v != NULL ? (const char *const *) v->strv : NULL;
}
