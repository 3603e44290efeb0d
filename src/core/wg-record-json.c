/* wg-record-json.c — the record in the game file, read, checked and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-json-private.h"
#include "wg-record-json.h"
#include "wg-record-private.h"

/* Bounds no honest game comes near (docs/game-format.md, "The record"). */
#define MAX_ARG_CHARS 256
/* An edit step's args hold JSON values: only the file's size bounds them. */
#define MAX_EDIT_ARG_CHARS WG_JSON_MAX_SIZE
#define MAX_SENTENCE_CHARS 2000
#define MAX_RULINGS        64

static const char *const command_words[] = { "apply", "battle", "end-turn", "ai-turn",
                                             "use-token", "edit", NULL };

static gboolean
is_sha256 (const char *text)
{
  if (strlen (text) != 64)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && !(*p >= 'a' && *p <= 'f'))
      return FALSE;
  return TRUE;
}

/* An array member of at most @max strings of at most @max_chars
 * characters each; an empty vector when it is optional and missing. */
static GStrv
read_strings (WgSchema    *s,
              json_object *object,
              const char  *key,
              gboolean     required,
              gsize        max,
              guint        max_chars)
{
  json_object  *array = wg_schema_array (s, object, key, required, 0, max);
  GStrvBuilder *builder = g_strv_builder_new ();
  gsize         mark = wg_schema_push_key (s, key);
  GStrv         strv;

  for (gsize i = 0; array != NULL && i < json_object_array_length (array); i++)
    {
      json_object *element = json_object_array_get_idx (array, i);
      gsize        at = wg_schema_push_index (s, i);
      const char  *text = json_object_get_string (element);

      if (!json_object_is_type (element, json_type_string))
        wg_schema_error (s, _ ("a string is expected here"));
      else if ((gsize) json_object_get_string_len (element) != strlen (text))
        wg_schema_error (s, _ ("contains a NUL character"));
      else if (g_utf8_strlen (text, -1) > (glong) max_chars)
        wg_schema_error (s, _ ("longer than %u characters"), max_chars);
      else
        g_strv_builder_add (builder, text);
      wg_schema_pop (s, at);
    }
  wg_schema_pop (s, mark);
  strv = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return strv;
}

static const char *const step_keys[] = { "command", "args", "answers", "sentence", "rulings",
                                         "sha256", NULL };

static WgRecordStep *
read_step (WgSchema    *s,
           json_object *o)
{
  WgRecordStep *step = g_new0 (WgRecordStep, 1);
  const char   *sentence = "", *sha256 = NULL;
  int           command = 0;

  if (!wg_schema_object (s, o, step_keys))
    {
      wg_record_step_free (step);
      return NULL;
    }
  wg_schema_word (s, o, "command", TRUE, command_words, _ ("a whole-game command"), &command);
  step->command = g_strdup (command_words[command]);
  step->args = read_strings (s, o, "args", TRUE, WG_RECORD_MAX_ARGS,
                             strcmp (step->command, "edit") == 0 ? MAX_EDIT_ARG_CHARS
                                                                 : MAX_ARG_CHARS);
  step->answers = read_strings (s, o, "answers", FALSE, WG_RECORD_MAX_ARGS, MAX_ARG_CHARS);
  wg_schema_string (s, o, "sentence", FALSE, NULL, NULL, MAX_SENTENCE_CHARS, &sentence);
  step->sentence = g_strdup (sentence);
  step->rulings = read_strings (s, o, "rulings", FALSE, MAX_RULINGS, 32);
  if (wg_schema_string (s, o, "sha256", TRUE, is_sha256,
                        _ ("64 lower-case hexadecimal digits"), 0, &sha256))
    step->sha256 = g_strdup (sha256);
  return step;
}

/* record.start: a whole game file of its own, without a record. */
static WgGame *
read_start (WgSchema    *s,
            json_object *record)
{
  json_object *start = wg_schema_member (s, record, "start", TRUE, json_type_object);
  gsize        mark;
  WgGame      *game;

  if (start == NULL)
    return NULL;
  mark = wg_schema_push_key (s, "start");
  if (json_object_object_get_ex (start, "record", NULL))
    wg_schema_error_at (s, "record", _ ("the table a record starts from has no record"));
  game = wg_game_from_json (s, start);
  wg_schema_pop (s, mark);
  return game;
}

/* record.steps, or the optional record.redo (@key) into @into. */
static void
read_steps (WgSchema    *s,
            json_object *o,
            const char  *key,
            GPtrArray   *into)
{
  json_object *steps = wg_schema_array (s, o, key, g_str_equal (key, "steps"), 0,
                                        WG_RECORD_MAX_STEPS);
  gsize        mark = wg_schema_push_key (s, key);

  for (gsize i = 0; steps != NULL && i < json_object_array_length (steps); i++)
    {
      gsize         at = wg_schema_push_index (s, i);
      WgRecordStep *step = read_step (s, json_object_array_get_idx (steps, i));

      if (step != NULL)
        g_ptr_array_add (into, step);
      wg_schema_pop (s, at);
    }
  wg_schema_pop (s, mark);
}

WgRecord *
wg_record_from_json (WgSchema    *s,
                     json_object *root)
{
  static const char *const keys[] = { "version", "start", "steps", "redo", NULL };
  json_object             *o = NULL;
  g_autoptr (WgGame) start = NULL;
  g_autoptr (WgRecord) record = NULL;
  guint before = s->problems->len;
  int   version = 0;
  gsize mark;

  if (!json_object_is_type (root, json_type_object))
    return NULL;
  o = wg_schema_member (s, root, "record", FALSE, json_type_object);
  if (o == NULL)
    return NULL;
  mark = wg_schema_push_key (s, "record");
  wg_schema_object (s, o, keys);
  wg_schema_int (s, o, "version", TRUE, WG_RECORD_VERSION, WG_RECORD_VERSION, &version);
  start = read_start (s, o);
  record = g_new0 (WgRecord, 1);
  record->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  record->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  record->start = g_steal_pointer (&start);
  read_steps (s, o, "steps", record->steps);
  read_steps (s, o, "redo", record->redo);
  wg_schema_pop (s, mark);
  if (s->problems->len != before)
    return NULL;
  return g_steal_pointer (&record);
}

static json_object *
strings_to_json (const char *const *strv)
{
  json_object *array = json_object_new_array ();

  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_object_array_add (array, json_object_new_string (strv[i]));
  return array;
}

static json_object *
step_to_json (const WgRecordStep *step)
{
  json_object *o = json_object_new_object ();

  /* "answers", "sentence" and "rulings" are left out when they are the
   * reader's default (none). */
  wg_json_add_string (o, "command", step->command);
  json_object_object_add (o, "args", strings_to_json ((const char *const *) step->args));
  if (step->answers != NULL && step->answers[0] != NULL)
    json_object_object_add (o, "answers",
                            strings_to_json ((const char *const *) step->answers));
  if (step->sentence != NULL && step->sentence[0] != '\0')
    wg_json_add_string (o, "sentence", step->sentence);
  if (step->rulings != NULL && step->rulings[0] != NULL)
    json_object_object_add (o, "rulings",
                            strings_to_json ((const char *const *) step->rulings));
  wg_json_add_string (o, "sha256", step->sha256);
  return o;
}

json_object *
wg_record_to_json (const WgRecord *record)
{
  json_object *o = json_object_new_object ();
  json_object *steps = json_object_new_array ();

  wg_json_add_int (o, "version", WG_RECORD_VERSION);
  json_object_object_add (o, "start", wg_game_to_json (record->start));
  for (guint i = 0; i < record->steps->len; i++)
    json_object_array_add (steps, step_to_json (g_ptr_array_index (record->steps, i)));
  json_object_object_add (o, "steps", steps);
  if (record->redo != NULL && record->redo->len > 0)
    {
      json_object *redo = json_object_new_array ();

      for (guint i = 0; i < record->redo->len; i++)
        json_object_array_add (redo, step_to_json (g_ptr_array_index (record->redo, i)));
      json_object_object_add (o, "redo", redo);
    }
  return o;
}

typedef struct
{
  WgGame   *game;
  WgRecord *record;
} Loaded;

static gpointer
read_loaded (WgSchema    *s,
             json_object *root)
{
  g_autoptr (WgGame) game = wg_game_from_json (s, root);
  g_autoptr (WgRecord) record = NULL;
  Loaded *loaded;

  if (game == NULL)
    return NULL;
  record = wg_record_from_json (s, root);
  if (!wg_schema_ok (s))
    return NULL;
  loaded = g_new0 (Loaded, 1);
  loaded->game = g_steal_pointer (&game);
  loaded->record = g_steal_pointer (&record);
  return loaded;
}

WgGame *
wg_game_load_with_record (const char *data,
                          gsize       length,
                          WgRecord  **record,
                          GError    **error)
{
  Loaded *loaded = wg_json_load_data (data, length, read_loaded,
                                      _ ("a game file is a JSON object"), error);
  WgGame *game;

  *record = NULL;
  if (loaded == NULL)
    return NULL;
  game = loaded->game;
  *record = loaded->record;
  g_free (loaded);
  return game;
}

WgGame *
wg_game_load_gfile_with_record (GFile     *file,
                                WgRecord **record,
                                GError   **error)
{
  g_autofree char *data = NULL;
  gsize            length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  *record = NULL;
  data = wg_json_read_gfile (file, &length, error);
  if (data == NULL)
    return NULL;
  return wg_game_load_with_record (data, length, record, error);
}

static void
append_compact (GString     *out,
                json_object *value)
{
  g_string_append (out, json_object_to_json_string_ext (value, JSON_C_TO_STRING_PLAIN
                                                                 | JSON_C_TO_STRING_NOSLASHESCAPE));
}

/* ",\n    \"@key\": [" and @steps, each on a line of its own. */
static void
append_steps (GString         *out,
              const char      *key,
              const GPtrArray *steps)
{
  g_string_append_printf (out, ",\n    \"%s\": [", key);
  for (guint i = 0; i < steps->len; i++)
    {
      g_autoptr (json_object) step = step_to_json (g_ptr_array_index (steps, i));

      g_string_append (out, i == 0 ? "\n      " : ",\n      ");
      append_compact (out, step);
    }
  g_string_append (out, steps->len > 0 ? "\n    ]" : "]");
}

/* The record as the file writes it, after the table's last member: its
 * start on one line and each step on a line of its own, compact (the
 * reader takes any JSON white space). */
static void
append_record (GString        *out,
               const WgRecord *record)
{
  g_autoptr (json_object) start = wg_game_to_json (record->start);

  g_string_append_printf (out, ",\n  \"record\": {\n    \"version\": %d,\n    \"start\": ",
                          WG_RECORD_VERSION);
  append_compact (out, start);
  append_steps (out, "steps", record->steps);
  /* The steps undone, which Redo applies again, only when there are. */
  if (record->redo != NULL && record->redo->len > 0)
    append_steps (out, "redo", record->redo);
  g_string_append (out, "\n  }\n}\n");
}

char *
wg_game_with_record_to_data (const WgGame   *game,
                             const WgRecord *record,
                             gsize          *length)
{
  gsize    table_length = 0;
  char    *table = wg_game_to_data (game, &table_length);
  GString *out;

  if (record == NULL)
    {
      if (length != NULL)
        *length = table_length;
      return table;
    }
  /* The table as wg_game_to_data writes it, its closing "}\n" reopened. */
  g_assert (table_length >= 3 && strcmp (table + table_length - 3, "\n}\n") == 0);
  out = g_string_new_len (table, (gssize) table_length - 3);
  g_free (table);
  append_record (out, record);
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

gboolean
wg_game_with_record_save_to_file (const WgGame   *game,
                                  const WgRecord *record,
                                  const char     *path,
                                  GError        **error)
{
  gsize            length = 0;
  g_autofree char *data = wg_game_with_record_to_data (game, record, &length);

  return wg_json_write_file (path, data, length, error);
}

/* The digester */

/* The hash's state is kept every CHUNK bytes of a table's text after its
 * board: the next table's text hashes again only from the first of these
 * points where it differs (a step changes a few players' keys, the pieces
 * or the turn; the text before them is the same). */
#define CHUNK 256

struct _WgRecordDigester
{
  WgBoard   *board;  /* the board printed, held so that it stays the same */
  char      *head;   /* the text before the board's (the file's header) */
  GChecksum *sum;    /* of the text up to the end of the board's */
  GString   *text;   /* the last table's text without its board */
  GString   *next;   /* the one being digested */
  gsize      at;     /* where the board goes in text */
  GPtrArray *states; /* GChecksum: states[k] of the text up to the end of
                      * the board's and k CHUNKs of the last table's text
                      * after it */
};

WgRecordDigester *
wg_record_digester_new (void)
{
  WgRecordDigester *digester = g_new0 (WgRecordDigester, 1);

  digester->text = g_string_sized_new (16384);
  digester->next = g_string_sized_new (16384);
  digester->states = g_ptr_array_new_with_free_func ((GDestroyNotify) g_checksum_free);
  return digester;
}

void
wg_record_digester_free (WgRecordDigester *digester)
{
  if (digester == NULL)
    return;
  g_clear_pointer (&digester->board, wg_board_unref);
  g_free (digester->head);
  g_clear_pointer (&digester->sum, g_checksum_free);
  g_string_free (digester->text, TRUE);
  g_string_free (digester->next, TRUE);
  g_ptr_array_unref (digester->states);
  g_free (digester);
}

/* Whether the hash of @head (@length bytes) and the text of @board is the
 * one kept; if not, it is made and kept, and the states after it are
 * dropped. */
static gboolean
board_kept (WgRecordDigester *d,
            const char       *head,
            gsize             length,
            const WgBoard    *board)
{
  g_autoptr (GString) text = NULL;

  if (d->board == board && strlen (d->head) == length && memcmp (d->head, head, length) == 0)
    return TRUE;
  text = g_string_new_len (head, (gssize) length);
  wg_board_print (text, board);
  g_clear_pointer (&d->board, wg_board_unref);
  g_clear_pointer (&d->sum, g_checksum_free);
  g_free (d->head);
  d->board = wg_board_ref ((WgBoard *) board);
  d->head = g_strndup (head, length);
  d->sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (d->sum, (const guchar *) text->str, (gssize) text->len);
  g_ptr_array_set_size (d->states, 0);
  return FALSE;
}

/* The hash of the text up to the board's end and then of @next after it
 * (from @at), starting from the last state kept where the last text
 * (d->text) is still the same; keeps @next's states. */
static GChecksum *
sum_after_board (WgRecordDigester *d,
                 const GString    *next,
                 gsize             at)
{
  gsize      k = 0, from;
  GChecksum *sum;

  if (d->states->len == 0)
    g_ptr_array_add (d->states, g_checksum_copy (d->sum));
  /* The same board and head: the text after the board starts at the
   * same place in both. */
  while (k + 1 < d->states->len && at + (k + 1) * CHUNK <= MIN (d->text->len, next->len)
         && memcmp (d->text->str + at + k * CHUNK, next->str + at + k * CHUNK, CHUNK) == 0)
    k++;
  g_ptr_array_set_size (d->states, (guint) k + 1);
  sum = g_checksum_copy (g_ptr_array_index (d->states, k));
  for (from = at + k * CHUNK; from + CHUNK <= next->len; from += CHUNK)
    {
      g_checksum_update (sum, (const guchar *) next->str + from, CHUNK);
      g_ptr_array_add (d->states, g_checksum_copy (sum));
    }
  g_checksum_update (sum, (const guchar *) next->str + from, (gssize) (next->len - from));
  return sum;
}

/* wg_record_step_digest, with the board of @after printed and hashed only
 * when it is not the one of the table before, and the text after it
 * hashed from where it differs from that table's. */
char *
wg_record_digester_step (WgRecordDigester   *digester,
                         const WgRecordStep *step,
                         const WgGame       *after)
{
  g_autoptr (GChecksum) sum = NULL;
  GString *next;
  gsize    at = 0;

  g_return_val_if_fail (digester != NULL && step != NULL && after != NULL, NULL);
  next = digester->next;
  g_string_truncate (next, 0);
  wg_game_print (next, after, FALSE, &at);
  if (!board_kept (digester, next->str, at, after->board))
    g_string_truncate (digester->text, 0);
  sum = sum_after_board (digester, next, at);
  digester->next = digester->text;
  digester->text = next;
  wg_record_sum_step (sum, step);
  return g_strdup (g_checksum_get_string (sum));
}
