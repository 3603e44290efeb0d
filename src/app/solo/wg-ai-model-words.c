/* wg-ai-model-words.c — the Gatekeepers' turn in words: its action, its history sentence
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-ai-model-private.h"

static const char *
cell_id (const WgGame *game,
         int           cell)
{
  /* "the red Warpgate", never "gate-red" (issue 18) */
  return wg_game_place_name (game, cell);
}

const char *
wg_ai_model_action_label (WgAiAction action)
{
  switch (action)
    {
    case WG_AI_RESEARCH:
      return _ ("Research");
    case WG_AI_PROMOTE:
      return _ ("Promote");
    case WG_AI_CONTROL:
      return _ ("Control");
    case WG_AI_REINFORCE:
      return _ ("Reinforce");
    case WG_AI_WARP_IN:
      return _ ("Warp-in");
    case WG_AI_ATTACK:
      return _ ("Attack");
    case WG_AI_REDRAW:
      return _ ("No Target");
    case WG_AI_PAUSE:
    default:
      return _ ("End of Turn");
    }
}

/* "A", "A and B", "A, B and C". */
static char *
join_and (GPtrArray *words)
{
  g_autoptr (GString) head = g_string_new (NULL);

  if (words->len == 0)
    return g_strdup ("");
  if (words->len == 1)
    return g_strdup (g_ptr_array_index (words, 0));
  for (guint i = 0; i + 1 < words->len; i++)
    g_string_append_printf (head, "%s%s", i > 0 ? ", " : "",
                            (const char *) g_ptr_array_index (words, i));
  /* TRANSLATORS: the end of a list, "D1, D2 and D3" */
  return g_strdup_printf (_ ("%s and %s"), head->str,
                          (const char *) g_ptr_array_index (words, words->len - 1));
}

/* "2 ships to DC, DN and DS", one part per number of ships, in order. */
static void
describe_deployments (const WgGame   *game,
                      const WgAiTurn *turn,
                      GPtrArray      *parts)
{
  for (guint i = 0; i < turn->steps->len; i++)
    {
      const WgAiStep *step = g_ptr_array_index (turn->steps, i);
      g_autoptr (GPtrArray) cells = NULL;
      g_autofree char *list = NULL;
      gboolean         seen = FALSE;

      if (step->kind != WG_AI_STEP_DEPLOY)
        continue;
      for (guint k = 0; k < i && !seen; k++)
        {
          const WgAiStep *before = g_ptr_array_index (turn->steps, k);

          seen = before->kind == WG_AI_STEP_DEPLOY && before->count == step->count;
        }
      if (seen)
        continue;
      cells = g_ptr_array_new ();
      for (guint k = i; k < turn->steps->len; k++)
        {
          const WgAiStep *same = g_ptr_array_index (turn->steps, k);

          if (same->kind == WG_AI_STEP_DEPLOY && same->count == step->count)
            g_ptr_array_add (cells, (gpointer) cell_id (game, same->to));
        }
      list = join_and (cells);
      g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d ship to %s",
                                                            "%d ships to %s",
                                                            (gulong) step->count),
                                               step->count, list));
    }
}

static char *
describe_move (const WgGame   *game,
               const WgAiTurn *turn,
               const WgAiStep *step)
{
  if (turn->battle != NULL && step->to == turn->battle->at)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d ship from %s attacks %s",
                                         "%d ships from %s attack %s", (gulong) step->count),
                            step->count, cell_id (game, step->from), cell_id (game, step->to));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d ship from %s to %s",
                                       "%d ships from %s to %s", (gulong) step->count),
                          step->count, cell_id (game, step->from), cell_id (game, step->to));
}

/* What the AI took: its last Technology or Objective in the table after. */
static char *
describe_claim (const WgAiTurn *turn,
                const WgAiStep *step)
{
  const WgPlayer *ai = &turn->game->players[turn->game->ai.player];

  if (step->kind == WG_AI_STEP_CLAIM_TECHNOLOGY && ai->technologies->len > 0)
    {
      const WgTechnology *t = &g_array_index (ai->technologies, WgTechnology,
                                              ai->technologies->len - 1);

      if (t->name != NULL)
        return g_strdup (t->name);
      return g_strdup_printf (_ ("a %s Technology"), wg_planet_type_display_name (t->type));
    }
  if (step->kind == WG_AI_STEP_CLAIM_OBJECTIVE && ai->objectives->len > 0)
    return g_strdup_printf (_ ("the %s Objective"), wg_planet_type_display_name (
                                                      g_array_index (ai->objectives, WgObjective,
                                                                     ai->objectives->len - 1)
                                                        .type));
  return NULL;
}

static char *
describe_colonies (const WgGame   *game,
                   const WgAiTurn *turn)
{
  g_autoptr (GPtrArray) cells = g_ptr_array_new ();
  g_autofree char *list = NULL;

  for (guint i = 0; i < turn->steps->len; i++)
    {
      const WgAiStep *step = g_ptr_array_index (turn->steps, i);

      if (step->kind == WG_AI_STEP_COLONY)
        g_ptr_array_add (cells, (gpointer) cell_id (game, step->to));
    }
  if (cells->len == 0)
    return NULL;
  list = join_and (cells);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "a Colony on %s", "Colonies on %s",
                                       cells->len),
                          list);
}

/* The history's sentence: "The Gatekeepers: Reinforce — 2 ships to DC, DN
 * and DS", the parts in the order the human carries them out. */
char *
wg_ai_model_describe_turn (const WgGame   *game,
                           const WgAiTurn *turn)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;
  char            *part;

  for (guint i = 0; i < turn->steps->len; i++)
    {
      const WgAiStep *step = g_ptr_array_index (turn->steps, i);

      if (step->kind == WG_AI_STEP_CLAIM_TECHNOLOGY || step->kind == WG_AI_STEP_CLAIM_OBJECTIVE)
        part = describe_claim (turn, step);
      else if (step->kind == WG_AI_STEP_PROMOTE)
        part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%d Promotion card into their Tactics deck",
                                             "%d Promotion cards into their Tactics deck",
                                             (gulong) step->count),
                                step->count);
      else
        part = NULL;
      if (part != NULL)
        g_ptr_array_add (parts, part);
    }
  describe_deployments (game, turn, parts);
  if ((part = describe_colonies (game, turn)) != NULL)
    g_ptr_array_add (parts, part);
  for (guint i = 0; i < turn->steps->len; i++)
    {
      const WgAiStep *step = g_ptr_array_index (turn->steps, i);

      if (step->kind == WG_AI_STEP_MOVE)
        g_ptr_array_add (parts, describe_move (game, turn, step));
    }
  if (turn->action == WG_AI_REDRAW)
    {
      g_autofree char *card = wg_ai_card_describe (&turn->card);

      g_ptr_array_add (parts, g_strdup_printf (_ ("the %s is discarded, they play again "
                                                  "(R-AI-7)"),
                                               card));
    }
  else if (turn->action == WG_AI_PAUSE && wg_ruling_list_contains (&turn->rulings, "R-AI-9"))
    g_ptr_array_add (parts, g_strdup (_ ("no attack against the Tethisian Enclave (R-AI-9)")));
  if (parts->len == 0)
    return g_strdup_printf (_ ("The Gatekeepers: %s"), wg_ai_model_action_label (turn->action));
  g_ptr_array_add (parts, NULL);
  joined = g_strjoinv ("; ", (char **) (gpointer) parts->pdata);
  /* TRANSLATORS: "The Gatekeepers: Reinforce — 2 ships to J3 and V2" */
  return g_strdup_printf (_ ("The Gatekeepers: %s — %s"), wg_ai_model_action_label (turn->action),
                          joined);
}
