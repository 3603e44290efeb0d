/* wg-question.h — decisions the rules leave to a person, and their answers
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One option of a question: a stable id (what --choose answers), a label
 * for people, and the group it is listed under (NULL: none), so that a long
 * list can be shown in parts ("Held tokens", "Volcanic planets"). */
typedef struct
{
  char *id;
  char *label;
  char *group;
} WgOption;

/* A question that stops a rule until a person answers it: a card revealed
 * from a deck nobody knows the order of ("reveal"), a tie the rules leave
 * to a player, a choice of card. Nothing changes until it is answered. */
typedef struct
{
  char      *id;       /* "reveal", or what is being chosen ("objective", …) */
  char      *question; /* a sentence, translated */
  GPtrArray *options;  /* WgOption */
} WgQuestion;

WgQuestion *wg_question_new (const char *id,
                             const char *question);
void        wg_question_add_option (WgQuestion *question,
                                    const char *id,
                                    const char *label);
/* Adds an option listed under @group (translated; NULL: none). A question's
 * options of one group are added together, groups in the order shown. */
void        wg_question_add_option_in (WgQuestion *question,
                                       const char *group,
                                       const char *id,
                                       const char *label);
/* The options "desert" … "ancients" with their display names. */
void        wg_question_add_planet_types (WgQuestion *question,
                                          gboolean    with_ancients);
gboolean    wg_question_has_option (const WgQuestion *question,
                                    const char       *id);
/* The option @answer names: its id (ignoring case); or an id "KIND:NAME"
 * (a card known by its kind and name, "advanced:Ambush") by its NAME alone;
 * or a card by the name its label starts with ("Sol Olo" for "sol-olo",
 * labelled "Sol Olo (Hero Tactics card)"). NULL when it names none. */
const char *wg_question_find_option (const WgQuestion *question,
                                     const char       *answer);
/* Appends "Card @nth of @total: " to @text, the one way a reveal asked
 * several times in a row is numbered (the Gatekeepers' battle draw,
 * R-AI-8; a Promote's cards, R-MOVE-13); nothing when @total is below 2. */
void        wg_question_append_number (GString *text,
                                       guint    nth,
                                       guint    total);
/* TRUE when @question names something turned over (its answer is a reveal,
 * --reveal): a card revealed ("reveal"), or a discovery token turned over
 * ("explore", R-EXP-2). Every other question is a choice (--choose). */
gboolean    wg_question_is_reveal (const WgQuestion *question);
WgQuestion *wg_question_copy (const WgQuestion *question);
void        wg_question_free (WgQuestion *question);

/* Answers given so far, used in order: choices for decisions, reveals for
 * cards drawn from unknown decks (docs/cli.md: --choose, --reveal). A rule that
 * runs out of answers asks a question; the caller answers and runs the rule
 * again from the start with the same answers plus the new one. */
typedef struct
{
  GPtrArray *choices;
  GPtrArray *reveals;
  GArray    *reveal_order; /* gboolean for each answer, in the order given */
  guint      next_choice;
  guint      next_reveal;
} WgAnswers;

WgAnswers  *wg_answers_new (void);
void        wg_answers_free (WgAnswers *answers);
void        wg_answers_add_choice (WgAnswers  *answers,
                                   const char *choice);
void        wg_answers_add_reveal (WgAnswers  *answers,
                                   const char *reveal);
/* Adds @option_id as the answer to @question: a reveal or a choice, as
 * wg_question_is_reveal says. */
void        wg_answers_add_answer (WgAnswers        *answers,
                                   const WgQuestion *question,
                                   const char       *option_id);
/* The next unused answer, or NULL when there is none left. */
const char *wg_answers_next_choice (WgAnswers *answers);
const char *wg_answers_next_reveal (WgAnswers *answers);
/* The answer to @question from @answers — a reveal or a choice, as
 * wg_question_is_reveal says — or NULL when it must be asked. A question
 * with one possible answer is not asked (R-DECK-3; docs/cli.md): its only
 * option is the answer, and no answer given is used up. An answer given
 * that is none of the options is used up and returned in *refused (when
 * @refused is not NULL) for the question to name it. The id returned is
 * the option's, owned by @question. Every rule that builds a question
 * before it reads the answer asks through here. */
const char *wg_answers_take (WgAnswers        *answers,
                             const WgQuestion *question,
                             const char      **refused);
/* Back to the first answer (before running a rule again). */
void        wg_answers_rewind (WgAnswers *answers);
/* How many answers were given, reveals and choices together. */
guint       wg_answers_get_n (const WgAnswers *answers);
/* Answer @i (0: the first given), and in *@reveal (when not NULL) whether
 * it is a reveal. */
const char *wg_answers_get (const WgAnswers *answers,
                            guint            i,
                            gboolean        *reveal);
/* Takes back the answer given last (a reveal or a choice), and rewinds;
 * FALSE when there is none. */
gboolean    wg_answers_drop_last (WgAnswers *answers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgQuestion, wg_question_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgAnswers, wg_answers_free)

G_END_DECLS
