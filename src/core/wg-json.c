/* wg-json.c — reading and writing our JSON documents: the one copy the loaders share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "wg-i18n.h"
#include "wg-json-private.h"

json_object *
wg_json_parse (WgSchema   *schema,
               const char *data,
               gsize       length)
{
  struct json_tokener    *tok;
  json_object            *root;
  enum json_tokener_error err;
  const char             *end;

  if (length > WG_JSON_MAX_SIZE)
    {
      wg_schema_error_code (schema, WG_FILE_ERROR_TOO_LARGE,
                            _ ("the file is larger than 4 MiB (%lu bytes)"),
                            (unsigned long) length);
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, &end))
    {
      wg_schema_error_code (schema, WG_FILE_ERROR_SYNTAX,
                            _ ("the file is not UTF-8 text (byte %lu)"),
                            (unsigned long) (end - data));
      return NULL;
    }

  if (!wg_json_check_strict (schema, data, length))
    return NULL;

  tok = json_tokener_new_ex (WG_JSON_MAX_DEPTH);
  json_tokener_set_flags (tok, JSON_TOKENER_STRICT);
  root = json_tokener_parse_ex (tok, data, (int) length);
  err = json_tokener_get_error (tok);
  if (err == json_tokener_continue)
    err = json_tokener_error_parse_eof;
  if (err != json_tokener_success || root == NULL)
    {
      gsize offset = json_tokener_get_parse_end (tok);
      guint line = 1;

      for (gsize i = 0; i < offset && i < length; i++)
        if (data[i] == '\n')
          line++;
      if (err == json_tokener_error_depth)
        wg_schema_error_code (schema, WG_FILE_ERROR_SYNTAX,
                              _ ("the file nests deeper than %d levels (line %u)"),
                              WG_JSON_MAX_DEPTH, line);
      else if (err == json_tokener_success)
        wg_schema_error_code (schema, WG_FILE_ERROR_SYNTAX, _ ("the file is empty"));
      else
        wg_schema_error_code (schema, WG_FILE_ERROR_SYNTAX,
                              _ ("the file is not valid JSON: %s (line %u)"),
                              json_tokener_error_desc (err), line);
      json_object_put (root);
      root = NULL;
    }
  else
    {
      /* Only white space may follow the document. */
      for (gsize i = json_tokener_get_parse_end (tok); i < length; i++)
        if (!g_ascii_isspace (data[i]))
          {
            wg_schema_error_code (schema, WG_FILE_ERROR_SYNTAX,
                                  _ ("the file is not valid JSON: text after the end of the "
                                     "document"));
            g_clear_pointer (&root, json_object_put);
            break;
          }
    }
  json_tokener_free (tok);
  return root;
}

char *
wg_json_read_file (const char *path,
                   gsize      *length,
                   GError    **error)
{
  int              fd;
  struct stat      st;
  g_autofree char *data = NULL;
  gsize            done = 0, size;

  /* O_NONBLOCK: opening a FIFO waits for a writer; it is refused below
   * instead, without waiting. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _ ("Cannot open %s: %s"), path, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _ ("%s is not a regular file"), path);
      close (fd);
      return NULL;
    }
  (void) fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  /* Read at most one byte past the limit, whatever stat said: the file may
   * grow while it is read. The buffer starts at the size stat gives and
   * grows as needed, rather than 4 MiB for every small file. */
  size = MIN ((gsize) MAX (st.st_size, 0), (gsize) WG_JSON_MAX_SIZE) + 2;
  data = g_malloc (size);
  while (done <= WG_JSON_MAX_SIZE)
    {
      gssize n;

      if (done + 1 >= size)
        {
          size = MIN (size * 2, (gsize) WG_JSON_MAX_SIZE + 2);
          data = g_realloc (data, size);
        }
      n = read (fd, data + done, MIN (size - 1, (gsize) WG_JSON_MAX_SIZE + 1) - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       _ ("Cannot read %s: %s"), path, g_strerror (saved));
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      done += (gsize) n;
    }
  close (fd);
  if (done > WG_JSON_MAX_SIZE)
    {
      g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_TOO_LARGE,
                   _ ("%s is larger than 4 MiB"), path);
      return NULL;
    }
  data[done] = '\0';
  *length = done;
  return g_realloc (g_steal_pointer (&data), done + 1);
}

char *
wg_json_read_gfile (GFile   *file,
                    gsize   *length,
                    GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *data = NULL;
  g_autoptr (GFileInputStream) stream = NULL;
  gsize done = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (length != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = g_file_get_path (file);
  if (path != NULL)
    return wg_json_read_file (path, length, error);
  /* A portal, GVfs or resource location: the same limit, read through GIO,
   * at most one byte past it whatever the location says of its size. */
  name = g_file_get_parse_name (file);
  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  data = g_malloc (WG_JSON_MAX_SIZE + 2);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), data, WG_JSON_MAX_SIZE + 1, &done, NULL,
                                error))
    return NULL;
  g_input_stream_close (G_INPUT_STREAM (stream), NULL, NULL);
  if (done > WG_JSON_MAX_SIZE)
    {
      g_set_error (error, WG_FILE_ERROR, WG_FILE_ERROR_TOO_LARGE, _ ("%s is larger than 4 MiB"),
                   name);
      return NULL;
    }
  data[done] = '\0';
  *length = done;
  return g_realloc (g_steal_pointer (&data), done + 1);
}

gpointer
wg_json_load_data (const char    *data,
                   gsize          length,
                   WgJsonReadFunc read_value,
                   const char    *not_object,
                   GError       **error)
{
  g_auto (WgSchema) s = { 0 };
  g_autoptr (json_object) root = NULL;
  gpointer value = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  wg_schema_init (&s);
  root = wg_json_parse (&s, data ? data : "", length);
  if (root != NULL)
    value = read_value (&s, root);
  if (value == NULL && wg_schema_ok (&s))
    wg_schema_error (&s, "%s", not_object);
  if (value == NULL)
    wg_schema_propagate (&s, error);
  return value;
}

gpointer
wg_json_load_file (const char    *path,
                   WgJsonReadFunc read_value,
                   const char    *not_object,
                   GError       **error)
{
  g_autofree char *data = NULL;
  gsize            length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  data = wg_json_read_file (path, &length, error);
  return data ? wg_json_load_data (data, length, read_value, not_object, error) : NULL;
}

GPtrArray *
wg_json_validate_data (const char    *data,
                       gsize          length,
                       WgJsonReadFunc read_value,
                       GDestroyNotify free_value,
                       const char    *not_object)
{
  g_auto (WgSchema) s = { 0 };
  g_autoptr (json_object) root = NULL;

  wg_schema_init (&s);
  root = wg_json_parse (&s, data ? data : "", length);
  if (root != NULL)
    {
      gpointer value = read_value (&s, root);

      if (value == NULL && wg_schema_ok (&s))
        wg_schema_error (&s, "%s", not_object);
      g_clear_pointer (&value, free_value);
    }
  return g_steal_pointer (&s.problems);
}

char *
wg_json_to_data (json_object *root,
                 gsize       *length)
{
  char *data = wg_json_to_pretty_string (root);

  if (length != NULL)
    *length = strlen (data);
  return data;
}

char *
wg_json_resolve_path (const char *path)
{
  g_autofree char *current = g_strdup (path);

  /* As many links as the kernel follows (ELOOP past 40). */
  for (int i = 0; i < 40; i++)
    {
      GStatBuf         st;
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        break;
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        break;
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  return g_steal_pointer (&current);
}

/* The temporary file of a save is ".NAME.wg-save-XXXXXX" beside NAME: a
 * name no one else makes, so that one a killed save left can be told from
 * the user's own files and removed by the next save of NAME. */
#define SAVE_TEMP_INFIX ".wg-save-"

static void
remove_save_leftovers (const char *dir,
                       const char *base)
{
  g_autofree char *prefix = g_strconcat (".", base, SAVE_TEMP_INFIX, NULL);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (listing == NULL)
    return;
  /* Saves are synchronous and the app runs once (GApplication): no other
   * save of this file is under way now. */
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, prefix) && strlen (name) == strlen (prefix) + 6)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_unlink (path);
      }
}

/* "Cannot write PATH: why", from errno. */
static gboolean
write_failed (GError    **error,
              const char *path)
{
  int saved_errno = errno;

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _ ("Cannot write %s: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

/* Writes @data to a new temporary file beside @target, flushed to disk;
 * its path in @temp. */
static gboolean
write_temp (const char *target,
            const char *data,
            gsize       length,
            int         mode,
            char      **temp,
            GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *name = g_strconcat (".", base, SAVE_TEMP_INFIX, "XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  int              fd;
  gsize            done = 0;

  remove_save_leftovers (dir, base);
  fd = g_mkstemp_full (path, O_WRONLY | O_CLOEXEC, mode);
  if (fd < 0)
    return write_failed (error, target);
  while (done < length)
    {
      gssize n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          write_failed (error, target);
          close (fd);
          g_unlink (path);
          return FALSE;
        }
      done += (gsize) n;
    }
  /* Flushed before it is renamed over the file: after a power cut the
   * file is the old one or the new one. */
  if (fsync (fd) != 0 || close (fd) != 0)
    {
      write_failed (error, target);
      g_unlink (path);
      return FALSE;
    }
  *temp = g_steal_pointer (&path);
  return TRUE;
}

gboolean
wg_json_check_replaceable (const char *path,
                           GError    **error)
{
  g_autofree char *target = wg_json_resolve_path (path);
  GStatBuf         st;

  if (g_stat (target, &st) != 0)
    {
      if (errno == ENOENT)
        return TRUE; /* a new file (or the one a dangling link names) */
      if (errno == ELOOP)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP,
                       _ ("Cannot write %s: its symbolic links go round in a loop"), path);
          return FALSE;
        }
      return write_failed (error, path);
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, S_ISDIR (st.st_mode) ? G_FILE_ERROR_ISDIR : G_FILE_ERROR_INVAL,
                   _ ("%s is not a regular file"), path);
      return FALSE;
    }
  /* What the system lets this user write: root may replace a 0444 file,
   * another user may not (as GIO's g_file_replace and the editors). */
  if (access (target, W_OK) != 0)
    {
      if (errno == EACCES || errno == EPERM)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES,
                       _ ("Cannot write %s: the file is read-only"), path);
          return FALSE;
        }
      return write_failed (error, path);
    }
  return TRUE;
}

/* Saving as GNOME's editors do (docs/reliability.md):
 *   1. through symbolic links: the file a link names is replaced, the link
 *      stays; a loop of links is refused (wg_json_check_replaceable);
 *   2. atomically: a temporary file beside it (".NAME.wg-save-XXXXXX"),
 *      flushed, renamed over it; one a killed save left is removed by the
 *      next save of the file;
 *   3. the file keeps its permissions, and its owner where the saver may
 *      give it (root saving a user's file); a file the saver may not
 *      write (read-only) is refused and left alone;
 *   4. anything but a regular file (a directory, a FIFO, a device) is
 *      refused and left alone. */
gboolean
wg_json_write_file (const char *path,
                    const char *data,
                    gsize       length,
                    GError    **error)
{
  g_autofree char *target = wg_json_resolve_path (path);
  g_autofree char *temp = NULL;
  GStatBuf         st;
  gboolean         existed;
  int              mode = 0644;

  if (!wg_json_check_replaceable (path, error))
    return FALSE;
  existed = g_stat (target, &st) == 0;
  if (existed)
    mode = (int) (st.st_mode & 07777);
  /* The temporary file is made with @mode less the umask: never wider
   * than the file was, so nothing shows what it hid, even for a moment. */
  if (!write_temp (target, data, length, mode, &temp, error))
    return FALSE;
  if (existed)
    {
      /* The umask may have cut bits the file had; a failure to give the
       * file back to its owner (only root may) changes nothing. */
      if (g_chmod (temp, mode) != 0)
        g_debug ("cannot keep the mode of %s: %s", target, g_strerror (errno));
      if (st.st_uid != getuid () || st.st_gid != getgid ())
        if (chown (temp, st.st_uid, st.st_gid) != 0)
          g_debug ("cannot keep the owner of %s: %s", target, g_strerror (errno));
    }
  if (g_rename (temp, target) != 0)
    {
      write_failed (error, target);
      g_unlink (temp);
      return FALSE;
    }
  return TRUE;
}
