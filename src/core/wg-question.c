/* wg-question.c — decisions the rules leave to a person, and their answers
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-question.h"
#include "wg-types.h"

static void
option_free (WgOption *option)
{
  g_free (option->id);
  g_free (option->label);
  g_free (option->group);
  g_free (option);
}

WgQuestion *
wg_question_new (const char *id,
                 const char *question)
{
  WgQuestion *q = g_new0 (WgQuestion, 1);

  q->id = g_strdup (id);
  q->question = g_strdup (question);
  q->options = g_ptr_array_new_with_free_func ((GDestroyNotify) option_free);
  return q;
}

void
wg_question_add_option (WgQuestion *question,
                        const char *id,
                        const char *label)
{
  wg_question_add_option_in (question, NULL, id, label);
}

void
wg_question_add_option_in (WgQuestion *question,
                           const char *group,
                           const char *id,
                           const char *label)
{
  WgOption *option = g_new0 (WgOption, 1);

  option->id = g_strdup (id);
  option->label = g_strdup (label);
  option->group = g_strdup (group);
  g_ptr_array_add (question->options, option);
}

void
wg_question_add_planet_types (WgQuestion *question,
                              gboolean    with_ancients)
{
  for (int t = 0; t < WG_N_PLANET_TYPES; t++)
    if (t != WG_PLANET_ANCIENTS || with_ancients)
      wg_question_add_option (question, wg_planet_type_to_string ((WgPlanetType) t),
                              wg_planet_type_display_name ((WgPlanetType) t));
}

gboolean
wg_question_has_option (const WgQuestion *question,
                        const char       *id)
{
  for (guint i = 0; i < question->options->len; i++)
    if (g_strcmp0 (((WgOption *) g_ptr_array_index (question->options, i))->id, id) == 0)
      return TRUE;
  return FALSE;
}

const char *
wg_question_find_option (const WgQuestion *question,
                         const char       *answer)
{
  g_return_val_if_fail (question != NULL, NULL);

  if (answer == NULL)
    return NULL;
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (question->options, i);

      if (g_ascii_strcasecmp (o->id, answer) == 0)
        return o->id;
    }
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (question->options, i);
      const char     *colon = strchr (o->id, ':');

      if (colon != NULL && colon[1] != '\0' && g_ascii_strcasecmp (colon + 1, answer) == 0)
        return o->id;
    }
  /* A card known by its catalog id is named first in its label ("Sol Olo
   * (Hero Tactics card)", wg_tactic_label). */
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (question->options, i);
      size_t          n = strlen (answer);

      if (n > 0 && o->label != NULL && g_ascii_strncasecmp (o->label, answer, n) == 0
          && g_str_has_prefix (o->label + n, " ("))
        return o->id;
    }
  return NULL;
}

void
wg_question_append_number (GString *text,
                           guint    nth,
                           guint    total)
{
  g_return_if_fail (text != NULL);

  if (total < 2)
    return;
  /* TRANSLATORS: which of the cards turned over one after the other this
   * question asks for; a sentence follows */
  g_string_append_printf (text, _ ("Card %u of %u: "), nth, total);
}

/* The one place that tells reveals from choices: the rules read a reveal
 * with wg_answers_next_reveal exactly where they ask these questions. */
gboolean
wg_question_is_reveal (const WgQuestion *question)
{
  g_return_val_if_fail (question != NULL && question->id != NULL, FALSE);

  return g_str_equal (question->id, "reveal") || g_str_equal (question->id, "explore");
}

WgQuestion *
wg_question_copy (const WgQuestion *question)
{
  WgQuestion *copy;

  g_return_val_if_fail (question != NULL, NULL);

  copy = wg_question_new (question->id, question->question);
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (question->options, i);

      wg_question_add_option_in (copy, option->group, option->id, option->label);
    }
  return copy;
}

void
wg_question_free (WgQuestion *question)
{
  if (question == NULL)
    return;
  g_free (question->id);
  g_free (question->question);
  g_ptr_array_unref (question->options);
  g_free (question);
}

WgAnswers *
wg_answers_new (void)
{
  WgAnswers *a = g_new0 (WgAnswers, 1);

  a->choices = g_ptr_array_new_with_free_func (g_free);
  a->reveals = g_ptr_array_new_with_free_func (g_free);
  a->reveal_order = g_array_new (FALSE, FALSE, sizeof (gboolean));
  return a;
}

void
wg_answers_free (WgAnswers *answers)
{
  if (answers == NULL)
    return;
  g_ptr_array_unref (answers->choices);
  g_ptr_array_unref (answers->reveals);
  g_array_unref (answers->reveal_order);
  g_free (answers);
}

void
wg_answers_add_choice (WgAnswers  *answers,
                       const char *choice)
{
  gboolean reveal = FALSE;

  g_ptr_array_add (answers->choices, g_strdup (choice));
  g_array_append_val (answers->reveal_order, reveal);
}

void
wg_answers_add_reveal (WgAnswers  *answers,
                       const char *reveal)
{
  gboolean is_reveal = TRUE;

  g_ptr_array_add (answers->reveals, g_strdup (reveal));
  g_array_append_val (answers->reveal_order, is_reveal);
}

void
wg_answers_add_answer (WgAnswers        *answers,
                       const WgQuestion *question,
                       const char       *option_id)
{
  g_return_if_fail (answers != NULL && question != NULL && option_id != NULL);

  if (wg_question_is_reveal (question))
    wg_answers_add_reveal (answers, option_id);
  else
    wg_answers_add_choice (answers, option_id);
}

const char *
wg_answers_next_choice (WgAnswers *answers)
{
  if (answers == NULL || answers->next_choice >= answers->choices->len)
    return NULL;
  return g_ptr_array_index (answers->choices, answers->next_choice++);
}

const char *
wg_answers_next_reveal (WgAnswers *answers)
{
  if (answers == NULL || answers->next_reveal >= answers->reveals->len)
    return NULL;
  return g_ptr_array_index (answers->reveals, answers->next_reveal++);
}

const char *
wg_answers_take (WgAnswers        *answers,
                 const WgQuestion *question,
                 const char      **refused)
{
  const char *answer;

  g_return_val_if_fail (question != NULL, NULL);

  if (refused != NULL)
    *refused = NULL;
  /* One possible answer: nothing to ask, nothing to read (R-DECK-3). */
  if (question->options->len == 1)
    return ((const WgOption *) g_ptr_array_index (question->options, 0))->id;
  answer = wg_question_is_reveal (question) ? wg_answers_next_reveal (answers)
                                            : wg_answers_next_choice (answers);
  if (answer == NULL)
    return NULL;
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (question->options, i);

      if (g_strcmp0 (option->id, answer) == 0)
        return option->id;
    }
  if (refused != NULL)
    *refused = answer;
  return NULL;
}

void
wg_answers_rewind (WgAnswers *answers)
{
  answers->next_choice = 0;
  answers->next_reveal = 0;
}

guint
wg_answers_get_n (const WgAnswers *answers)
{
  g_return_val_if_fail (answers != NULL, 0);
  return answers->reveal_order->len;
}

const char *
wg_answers_get (const WgAnswers *answers,
                guint            i,
                gboolean        *reveal)
{
  guint    before = 0; /* answers of the same kind before @i */
  gboolean is_reveal;

  g_return_val_if_fail (answers != NULL, NULL);
  g_return_val_if_fail (i < answers->reveal_order->len, NULL);

  is_reveal = g_array_index (answers->reveal_order, gboolean, i);
  for (guint k = 0; k < i; k++)
    if (g_array_index (answers->reveal_order, gboolean, k) == is_reveal)
      before++;
  if (reveal != NULL)
    *reveal = is_reveal;
  return g_ptr_array_index (is_reveal ? answers->reveals : answers->choices, before);
}

gboolean
wg_answers_drop_last (WgAnswers *answers)
{
  GPtrArray *list;
  guint      n;

  g_return_val_if_fail (answers != NULL, FALSE);

  n = answers->reveal_order->len;
  if (n == 0)
    return FALSE;
  list = g_array_index (answers->reveal_order, gboolean, n - 1) ? answers->reveals
                                                                : answers->choices;
  g_ptr_array_set_size (list, list->len - 1);
  g_array_set_size (answers->reveal_order, n - 1);
  wg_answers_rewind (answers);
  return TRUE;
}
