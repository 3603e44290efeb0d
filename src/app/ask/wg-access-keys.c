/* wg-access-keys.c — the key that answers each option of a short question
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

/* The key @way finds for @option, or 0. */
static gunichar
pick_one (const WgOption *option,
          Way             way,
          const gboolean *taken)
{
  gboolean    in_label = way == FROM_LABEL_INITIAL || way == FROM_LABEL;
  const char *text = in_label ? option->label : option->id;
  int         at;

  if (way == FROM_DIGIT)
    {
      for (char d = '1'; d <= '9'; d++)
        if (!taken[(guchar) d])
          return (gunichar) d;
      return 0;
    }
  /* The id only for a label without a letter or digit to offer. */
  if (!in_label && has_ascii (option->label))
    return 0;
  at = find_in (text != NULL ? text : "", way == FROM_LABEL_INITIAL || way == FROM_ID_INITIAL,
                taken);
  return at >= 0 ? (gunichar) g_ascii_tolower (text[at]) : 0;
}

GArray *
wg_access_keys_pick (const WgQuestion *question)
{
  GArray  *keys = g_array_sized_new (FALSE, TRUE, sizeof (gunichar), question->options->len);
  gboolean taken[128] = { FALSE };

  g_array_set_size (keys, question->options->len);
  for (Way way = FROM_LABEL_INITIAL; way < N_WAYS; way++)
    for (guint i = 0; i < question->options->len; i++)
      {
        gunichar *key = &g_array_index (keys, gunichar, i);

        if (*key == 0)
          *key = pick_one (g_ptr_array_index (question->options, i), way, taken);
        if (*key != 0)
          taken[*key] = TRUE;
      }
  return keys;
}
