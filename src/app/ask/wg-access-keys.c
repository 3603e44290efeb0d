/* wg-access-keys.c — the letter that answers each option of a short question
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-access-keys.h"

/* The ways an option's key is found, in the order tried. */
typedef enum
{
  FROM_LABEL_INITIAL,
  FROM_LABEL,
  FROM_ID_INITIAL,
  FROM_ID,
  FROM_DIGIT,
  N_WAYS
} Way;

/* The offset of the first ASCII letter or digit of @text not @taken (a
 * word's first only, with @initials), or -1. The bytes of a multi-byte
 * character are never ASCII: such a character is skipped whole. */
static int
find_in (const char     *text,
         gboolean        initials,
         const gboolean *taken)
{
  for (int i = 0; text[i] != '\0'; i++)
    if (g_ascii_isalnum (text[i]) && (!initials || i == 0 || !g_ascii_isalnum (text[i - 1]))
        && !taken[(guchar) g_ascii_tolower (text[i])])
      return i;
  return -1;
}

/* Whether @text holds an ASCII letter or digit. */
static gboolean
has_ascii (const char *text)
{
  for (; *text != '\0'; text++)
    if (g_ascii_isalnum (*text))
      return TRUE;
  return FALSE;
}

/* The key @way finds for @option, or FALSE. */
static gboolean
pick_one (const WgOption *option,
          Way             way,
          const gboolean *taken,
          WgAccessKey    *key)
{
  const char *text = way == FROM_LABEL_INITIAL || way == FROM_LABEL ? option->label : option->id;
  int         at;

  if (way == FROM_DIGIT)
    {
      for (char d = '1'; d <= '9'; d++)
        if (!taken[(guchar) d])
          {
            *key = (WgAccessKey) { (gunichar) d, -1 };
            return TRUE;
          }
      return FALSE;
    }
  /* The id only for a label without a letter or digit to offer. */
  if ((way == FROM_ID_INITIAL || way == FROM_ID) && has_ascii (option->label))
    return FALSE;
  at = find_in (text != NULL ? text : "", way == FROM_LABEL_INITIAL || way == FROM_ID_INITIAL,
                taken);
  if (at < 0)
    return FALSE;
  *key = (WgAccessKey) { (gunichar) g_ascii_tolower (text[at]),
                         way == FROM_LABEL_INITIAL || way == FROM_LABEL ? at : -1 };
  return TRUE;
}

GArray *
wg_access_keys_pick (const WgQuestion *question)
{
  GArray  *keys = g_array_sized_new (FALSE, TRUE, sizeof (WgAccessKey), question->options->len);
  gboolean taken[128] = { FALSE };

  g_array_set_size (keys, question->options->len);
  for (Way way = FROM_LABEL_INITIAL; way < N_WAYS; way++)
    for (guint i = 0; i < question->options->len; i++)
      {
        WgAccessKey *key = &g_array_index (keys, WgAccessKey, i);

        if (key->key == 0 && pick_one (g_ptr_array_index (question->options, i), way, taken, key))
          taken[key->key] = TRUE;
      }
  return keys;
}

char *
wg_access_key_markup (const char        *label,
                      const WgAccessKey *key)
{
  g_autofree char *before = NULL, *letter = NULL, *after = NULL, *shown = NULL;

  if (key->key == 0)
    return g_markup_escape_text (label, -1);
  if (key->at < 0)
    {
      g_autofree char *escaped = g_markup_escape_text (label, -1);

      shown = g_strdup_printf ("<u>%c</u>", g_ascii_toupper ((char) key->key));
      /* TRANSLATORS: an option and its access key (underlined), shown when
       * the option's name holds no such letter: "Technology (T)". Japanese
       * writes it "%s(%s)", as "ファイル(F)". */
      return g_strdup_printf (C_ ("access key", "%s (%s)"), escaped, shown);
    }
  before = g_markup_escape_text (label, key->at);
  letter = g_markup_escape_text (label + key->at, 1);
  after = g_markup_escape_text (label + key->at + 1, -1);
  return g_strdup_printf ("%s<u>%s</u>%s", before, letter, after);
}
