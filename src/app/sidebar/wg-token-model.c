/* wg-token-model.c — using a held discovery token: its questions, then one undoable step
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-explore.h"
#include "wg-moves.h"
#include "wg-record-args.h"
#include "wg-token-model.h"
#include "wg-words.h"

struct _WgTokenModel
{
  GObject    parent_instance;

  WgSession *session;
  WgRunner  *runner;
  int        player;
  WgToken    token;   /* WG_N_TOKENS when none is being used */
  WgCatalog *catalog; /* or NULL */
};

G_DEFINE_FINAL_TYPE (WgTokenModel, wg_token_model, G_TYPE_OBJECT)

/* The next choice answered, when it is one of @question's options: its
 * index; else -1, with @question given to @outcome. A question with one
 * option is not asked (as the core's). Takes @question. */
static int
ask (WgAnswers  *answers,
     WgQuestion *question,
     WgOutcome  *outcome)
{
  const char *answer;

  if (question->options->len == 1)
    {
      wg_question_free (question);
      return 0;
    }
  answer = wg_answers_next_choice (answers);
  for (guint i = 0; answer != NULL && i < question->options->len; i++)
    if (g_str_equal (((WgOption *) g_ptr_array_index (question->options, i))->id, answer))
      {
        wg_question_free (question);
        return (int) i;
      }
  outcome->question = question;
  return -1;
}

/* Where the token acts: the legal locations of its action at 1X, or the
 * planets deploy-3 (the player's ships there) or copy-planet (any) may
 * take. The core judges the one chosen again. */
static GArray *
token_locations (const WgGame *game,
                 int           player,
                 WgToken       token)
{
  GArray  *cells = g_array_new (FALSE, FALSE, sizeof (int));
  WgAction action;
  int      x;

  if (wg_token_action (token, &action, &x))
    {
      g_autoptr (WgMoveList) list = wg_moves_list (game, player, action, x, FALSE);

      for (guint i = 0; i < list->options->len; i++)
        g_array_append_val (cells, g_array_index (list->options, WgMoveOption, i).to);
      return cells;
    }
  for (guint k = 0; k < wg_board_get_n_locations (game->board); k++)
    {
      int cell = wg_board_get_location (game->board, k);

      if (wg_board_get_cell (game->board, cell)->kind != WG_HEX_PLANET)
        continue;
      if (token == WG_TOKEN_DEPLOY_3 && wg_game_ships_at (game, cell, player) == 0)
        continue;
      g_array_append_val (cells, cell);
    }
  return cells;
}

static gboolean
needs_location (WgToken token)
{
  return token == WG_TOKEN_REINFORCE || token == WG_TOKEN_CONTROL || token == WG_TOKEN_DEPLOY_3
         || token == WG_TOKEN_COPY_PLANET;
}

/* "token-location": FALSE when asked (or no location is legal: then the
 * core says why, with no target). */
static gboolean
ask_location (const WgGame *game,
              WgToken       token,
              WgMove       *move,
              WgAnswers    *answers,
              WgOutcome    *outcome)
{
  g_autoptr (GArray) cells = token_locations (game, move->player, token);
  WgQuestion *q;
  int         i;

  if (cells->len == 0)
    return TRUE;
  q = wg_question_new ("token-location",
                       token == WG_TOKEN_REINFORCE ? _ ("Which location is reinforced?")
                       : token == WG_TOKEN_CONTROL ? _ ("Which planet is controlled?")
                       : token == WG_TOKEN_DEPLOY_3
                         ? _ ("On which planet holding your ships are they deployed?")
                         : _ ("On which planet is Copy Planet put?"));
  for (guint k = 0; k < cells->len; k++)
    {
      int              cell = g_array_index (cells, int, k);
      g_autofree char *label = wg_words_location (game, cell);

      wg_question_add_option (q, wg_board_get_cell (game->board, cell)->id, label);
    }
  i = ask (answers, q, outcome);
  if (i < 0)
    return FALSE;
  if (wg_token_action (token, NULL, NULL))
    wg_move_add_target (move, g_array_index (cells, int, i));
  else
    move->to = g_array_index (cells, int, i);
  return TRUE;
}

/* "token-count", deploy-3: up to 3 ships, as many as the supply holds. */
static gboolean
ask_count (const WgGame *game,
           WgMove       *move,
           WgAnswers    *answers,
           WgOutcome    *outcome)
{
  int         most = wg_token_deploy_most (game, move->player);
  WgQuestion *q;
  int         i;

  if (most < 1)
    return TRUE; /* the core says the supply is empty */
  q = wg_question_new ("token-count", _ ("How many ships are deployed?"));
  for (int n = most; n >= 1; n--)
    {
      g_autofree char *id = g_strdup_printf ("%d", n);
      g_autofree char *label = g_strdup_printf (ngettext ("%d ship", "%d ships", n), n);

      wg_question_add_option (q, id, label);
    }
  i = ask (answers, q, outcome);
  if (i < 0)
    return FALSE;
  move->count = most - i;
  return TRUE;
}

static WgOutcome *
use_token (WgAnswers *answers,
           gpointer   user_data,
           GError   **error)
{
  WgTokenModel *self = user_data;
  const WgGame *game = wg_session_get_game (self->session);
  WgOutcome    *outcome;
  WgMove        move;

  if (game == NULL || self->token == WG_N_TOKENS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("No game is open."));
      return NULL;
    }
  wg_move_init (&move, WG_ACTION_DRAW, self->player, 1, FALSE);
  wg_token_action (self->token, &move.action, &move.x);
  move.catalog = self->catalog; /* a Promote's cards by name (R-MOVE-13) */
  outcome = wg_outcome_new ();
  /* The player's own questions first, only when the token's moment has
   * come: a refusal comes before them. */
  if (needs_location (self->token)
      && wg_token_judge (game, self->player, self->token, NULL, NULL) == WG_VERDICT_OK)
    {
      if (!ask_location (game, self->token, &move, answers, outcome))
        return outcome;
      if (self->token == WG_TOKEN_DEPLOY_3 && !ask_count (game, &move, answers, outcome))
        return outcome;
    }
  wg_outcome_free (outcome);
  return wg_token_use (game, self->token, &move, answers);
}

/* The step in the game's record: `use-token`, the token's own answers
 * (its location and count) as its --to ID[:COUNT]. */
static void
record_use (WgRunner        *runner,
            const WgOutcome *outcome,
            GPtrArray       *steps,
            gpointer         user_data)
{
  WgTokenModel *self = user_data;
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);

  wg_record_args_use_token (args, wg_session_get_game (self->session), self->player,
                            wg_token_to_string (self->token));
  for (guint i = 0; i < wg_runner_get_n_answers (runner); i++)
    {
      const char *question = NULL;
      const char *id = wg_runner_get_answer (runner, i, &question);

      wg_record_args_token_answer (args, question, id);
    }
  g_ptr_array_add (steps, wg_runner_make_step (runner, "use-token", args, NULL, outcome));
}

void
wg_token_model_set_catalog (WgTokenModel *self,
                            WgCatalog    *catalog)
{
  g_return_if_fail (WG_IS_TOKEN_MODEL (self));

  if (catalog != NULL)
    wg_catalog_ref (catalog);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  self->catalog = catalog;
}

WgRunnerState
wg_token_model_use (WgTokenModel *self,
                    int           player,
                    WgToken       token)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), WG_RUNNER_IDLE);
  g_return_val_if_fail ((guint) token < WG_N_TOKENS, WG_RUNNER_IDLE);

  self->player = player;
  self->token = token;
  return wg_runner_start (self->runner);
}

gboolean
wg_token_model_answer (WgTokenModel *self,
                       const char   *option_id)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), FALSE);

  return wg_runner_answer (self->runner, option_id);
}

void
wg_token_model_cancel (WgTokenModel *self)
{
  g_return_if_fail (WG_IS_TOKEN_MODEL (self));

  wg_runner_reset (self->runner);
  self->token = WG_N_TOKENS;
}

WgRunnerState
wg_token_model_get_state (WgTokenModel *self)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), WG_RUNNER_IDLE);

  return wg_runner_get_state (self->runner);
}

WgToken
wg_token_model_get_token (WgTokenModel *self)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), WG_N_TOKENS);

  return wg_runner_get_state (self->runner) == WG_RUNNER_ASKS ? self->token : WG_N_TOKENS;
}

int
wg_token_model_get_player (WgTokenModel *self)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), -1);

  return self->player;
}

const WgQuestion *
wg_token_model_get_question (WgTokenModel *self)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), NULL);

  return wg_runner_get_question (self->runner);
}

const char *
wg_token_model_get_refusal (WgTokenModel *self)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), NULL);

  return wg_runner_get_state (self->runner) == WG_RUNNER_REFUSED
           ? wg_runner_get_refusal (self->runner)
           : NULL;
}

const char *
wg_token_model_get_description (WgTokenModel *self)
{
  WgOutcome *outcome;

  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), NULL);

  outcome = wg_runner_get_outcome (self->runner);
  return wg_runner_get_state (self->runner) == WG_RUNNER_APPLIED && outcome != NULL
           ? outcome->description
           : NULL;
}

gboolean
wg_token_model_is_applying (WgTokenModel *self)
{
  g_return_val_if_fail (WG_IS_TOKEN_MODEL (self), FALSE);

  return wg_runner_is_applying (self->runner);
}

static void
wg_token_model_dispose (GObject *object)
{
  WgTokenModel *self = WG_TOKEN_MODEL (object);

  g_clear_object (&self->runner);
  g_clear_object (&self->session);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  G_OBJECT_CLASS (wg_token_model_parent_class)->dispose (object);
}

static void
wg_token_model_class_init (WgTokenModelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wg_token_model_dispose;
}

static void
wg_token_model_init (WgTokenModel *self)
{
  self->token = WG_N_TOKENS;
}

WgTokenModel *
wg_token_model_new (WgSession *session)
{
  WgTokenModel *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_TOKEN_MODEL, NULL);
  self->session = g_object_ref (session);
  self->runner = wg_runner_new (session, use_token, self);
  wg_runner_set_step_func (self->runner, record_use);
  return self;
}
