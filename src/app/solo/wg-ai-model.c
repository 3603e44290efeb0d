/* wg-ai-model.c — the Gatekeepers' panel state: their table and the turn in progress
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-ai-model-private.h"
#include "wg-round.h"
#include "wg-runner.h"

struct _WgAiModel
{
  GObject        parent_instance;

  WgSession     *session;

  /* The run in progress: the AI's card, or the end of its turn (ending). */
  WgRunner      *play_runner; /* wg_ai_play_turn: the answers, the question, the step */
  gboolean       ending;
  WgAiTurn      *turn;       /* READY, or ASKING while playing */
  WgRunner      *end_runner; /* the end of its turn: ASKING while ending */
  const WgGame  *turn_game;  /* the table the run started from */
  char          *card_label;
  const char    *action_label;
  char          *description;
  GArray        *highlights; /* WgHighlight */
  char          *message;

  /* What the last step pushed leaves to do, while the game is its table. */
  const WgGame  *applied_game;
  WgBattleStart *pending_battle;
  char          *note; /* after R-AI-7's redraw */

  /* The turns applied in the Gatekeepers' turn last played (R-AI-7's
   * redraw and the card after it: more than one), while the history keeps
   * them: what the table carries out, shown after the turn ended. */
  GPtrArray     *done;      /* WgAiTurn */
  GString       *done_text; /* their history sentences, one a line */
  guint          done_from; /* the history's position before the first */

  char          *reason;
};

G_DEFINE_FINAL_TYPE (WgAiModel, wg_ai_model, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_APPLIED,
  SIGNAL_BATTLE_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const WgGame *
get_game (WgAiModel *self)
{
  return wg_session_get_game (self->session);
}

static const WgGame *
get_solo_game (WgAiModel *self)
{
  const WgGame *game = get_game (self);

  return game != NULL && wg_game_is_solo (game) ? game : NULL;
}

static const char *
cell_id (const WgGame *game,
         int           cell)
{
  /* "the red Warpgate", never "gate-red" (issue 18) */
  return wg_game_place_name (game, cell);
}

/* ---- Highlights ---- */

/* One mark per location: a later, more precise mark replaces an earlier. */
static void
mark (GArray         *marks,
      int             cell,
      WgHighlightKind kind,
      int             number)
{
  WgHighlight h = { cell, kind, number };

  if (cell < 0)
    return;
  for (guint i = 0; i < marks->len; i++)
    if (g_array_index (marks, WgHighlight, i).cell == cell)
      {
        g_array_index (marks, WgHighlight, i) = h;
        return;
      }
  g_array_append_val (marks, h);
}

static void
mark_steps (WgAiModel    *self,
            const WgGame *game)
{
  const WgAiTurn *turn = self->turn;

  for (guint i = 0; i < turn->steps->len; i++)
    {
      const WgAiStep *step = g_ptr_array_index (turn->steps, i);

      switch (step->kind)
        {
        case WG_AI_STEP_DEPLOY:
          mark (self->highlights, step->to, WG_HIGHLIGHT_DESTINATION, step->count);
          break;
        case WG_AI_STEP_MOVE:
          mark (self->highlights, step->from, WG_HIGHLIGHT_ORIGIN, -1);
          mark (self->highlights, step->to,
                turn->battle != NULL && turn->battle->at == step->to ? WG_HIGHLIGHT_ATTACK
                                                                     : WG_HIGHLIGHT_DESTINATION,
                step->count);
          break;
        case WG_AI_STEP_COLONY:
        case WG_AI_STEP_RETURN_MARKER:
        case WG_AI_STEP_NOTE:
          if (step->to >= 0 && wg_board_is_location (game->board, step->to))
            mark (self->highlights, step->to, WG_HIGHLIGHT_INVOLVED, -1);
          break;
        case WG_AI_STEP_CLAIM_OBJECTIVE:
        case WG_AI_STEP_CLAIM_TECHNOLOGY:
        case WG_AI_STEP_DISCARD:
        case WG_AI_STEP_PROMOTE:
        case WG_AI_STEP_SHUFFLE:
        default:
          break;
        }
    }
}

/* The options that are locations: where the AI's ships could go or leave. */
static void
mark_options (WgAiModel        *self,
              const WgGame     *game,
              const WgQuestion *question)
{
  for (guint i = 0; i < question->options->len; i++)
    {
      const WgOption *option = g_ptr_array_index (question->options, i);
      int             cell = wg_board_find_location (game->board, option->id);
      WgHighlightKind kind = WG_HIGHLIGHT_INVOLVED;

      if (cell < 0)
        continue;
      if (g_str_equal (question->id, "group"))
        kind = WG_HIGHLIGHT_ORIGIN;
      else if (g_str_equal (question->id, "target"))
        kind = wg_game_has_enemy_ships (game, cell, game->ai.player) ? WG_HIGHLIGHT_ATTACK
                                                                     : WG_HIGHLIGHT_DESTINATION;
      else if (g_str_equal (question->id, "deploy"))
        kind = WG_HIGHLIGHT_DESTINATION;
      mark (self->highlights, cell, kind, -1);
    }
}

/* What the turn involves: the planets of its Objective's type, then where
 * ships go and leave, where markers change, the options of a question. */
static void
update_highlights (WgAiModel *self)
{
  const WgGame *game = get_game (self);

  g_array_set_size (self->highlights, 0);
  if (self->turn != NULL && self->turn->has_card
      && self->turn->card.kind == WG_AI_CARD_OBJECTIVE)
    for (guint i = 0; i < wg_board_get_n_locations (game->board); i++)
      {
        int           cell = wg_board_get_location (game->board, i);
        const WgCell *c = wg_board_get_cell (game->board, cell);

        if (c->kind == WG_HEX_PLANET && c->type == self->turn->card.type)
          mark (self->highlights, cell, WG_HIGHLIGHT_INVOLVED, -1);
      }
  if (self->turn != NULL && self->turn->question == NULL)
    mark_steps (self, game);
  if (wg_ai_model_get_question (self) != NULL)
    mark_options (self, game, wg_ai_model_get_question (self));
  wg_session_set_highlights (self->session, (const WgHighlight *) (gpointer) self->highlights->data,
                             self->highlights->len);
}

/* ---- The run in progress ---- */

static void
clear_run (WgAiModel *self)
{
  g_clear_pointer (&self->turn, wg_ai_turn_free);
  if (self->end_runner != NULL)
    wg_runner_reset (self->end_runner);
  if (self->play_runner != NULL)
    wg_runner_reset (self->play_runner);
  g_clear_pointer (&self->card_label, g_free);
  g_clear_pointer (&self->description, g_free);
  self->action_label = NULL;
  self->turn_game = NULL;
  self->ending = FALSE;
}

/* Drops the run and its marks; the marks are cleared only when there were
 * any, so that another tool's stay. */
static void
drop_run (WgAiModel *self)
{
  gboolean marked = self->highlights->len > 0;

  clear_run (self);
  g_array_set_size (self->highlights, 0);
  if (marked)
    wg_session_clear_highlights (self->session);
}

static void
forget_applied (WgAiModel *self)
{
  self->applied_game = NULL;
  g_clear_pointer (&self->pending_battle, g_free);
  g_clear_pointer (&self->note, g_free);
}

static guint
history_position (WgAiModel *self)
{
  WgHistory *history = wg_session_get_history (self->session);

  return history != NULL ? wg_history_get_position (history) : 0;
}

static void
forget_done (WgAiModel *self)
{
  g_ptr_array_set_size (self->done, 0);
  g_string_truncate (self->done_text, 0);
}

/* A turn applied as the step after @from: kept with the others of the
 * same Gatekeepers' turn (round and slot), else in their stead. */
static void
keep_done (WgAiModel  *self,
           WgAiTurn   *turn,
           const char *description,
           guint       from)
{
  const WgAiTurn *last = self->done->len > 0 ? g_ptr_array_index (self->done, 0) : NULL;

  /* R-AI-7's redraw is followed at once by the next card's step. */
  if (last != NULL && (last->slot != turn->slot || from != self->done_from + self->done->len))
    forget_done (self);
  if (self->done->len == 0)
    self->done_from = from;
  g_string_append_printf (self->done_text, "%s%s", self->done_text->len > 0 ? "\n" : "",
                          description);
  g_ptr_array_add (self->done, turn);
}

/* The play runner's call of the core. wg_ai_play_turn returns a turn (its
 * card, slot, steps, maybe a battle), not an outcome: the turn is kept
 * here, and the runner gets it as an outcome — the turn's question (a
 * copy), or the table after it with the history step's sentence. */
static WgOutcome *
play_card (WgAnswers *answers,
           gpointer   user_data,
           GError   **error)
{
  WgAiModel    *self = user_data;
  const WgGame *game = get_game (self);
  WgOutcome    *outcome = wg_outcome_new ();

  g_clear_pointer (&self->turn, wg_ai_turn_free);
  g_clear_pointer (&self->card_label, g_free);
  g_clear_pointer (&self->description, g_free);
  self->action_label = NULL;
  self->turn = wg_ai_play_turn (game, answers);
  self->turn_game = game;
  if (self->turn->has_card)
    self->card_label = wg_ai_card_describe (&self->turn->card);
  if (self->turn->question != NULL)
    outcome->question = wg_question_copy (self->turn->question);
  else if (self->turn->game != NULL)
    {
      self->action_label = wg_ai_model_action_label (self->turn->action);
      self->description = wg_ai_model_describe_turn (game, self->turn);
      outcome->game = wg_game_copy (self->turn->game);
      outcome->description = g_strdup (self->description);
    }
  return outcome;
}

static void
emit_applied (WgAiModel  *self,
              const char *description)
{
  self->applied_game = get_game (self);
  g_signal_emit (self, signals[SIGNAL_APPLIED], 0, description);
}

/* The end runner's call of the core. */
static WgOutcome *
end_turn (WgAnswers *answers,
          gpointer   user_data,
          GError   **error)
{
  WgAiModel *self = user_data;

  return wg_turn_end (get_game (self), answers);
}

/* What wg_turn_end's run left: it asks, or ended the turn as one step;
 * FALSE (@error) when refused. */
static gboolean
after_end_turn (WgAiModel    *self,
                WgRunnerState state,
                GError      **error)
{
  const char      *refusal = wg_runner_get_refusal (self->end_runner);
  g_autofree char *description = NULL;

  if (state == WG_RUNNER_ASKS)
    {
      self->turn_game = get_game (self);
      update_highlights (self);
      return TRUE;
    }
  if (state != WG_RUNNER_APPLIED)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           refusal != NULL ? refusal : _ ("The turn cannot end"));
      drop_run (self);
      return FALSE;
    }
  description = g_strdup (wg_runner_get_outcome (self->end_runner)->description);
  drop_run (self);
  forget_applied (self);
  emit_applied (self, description);
  return TRUE;
}

/* ---- Whose turn ---- */

/* Why the AI cannot play, or NULL when it can: whether they may play now
 * is the core's answer (wg_ai_judge_play, R-AI-13), said in the page's
 * words with what to do instead. */
static char *
why_not (WgAiModel *self)
{
  const WgGame *game = get_solo_game (self);
  WgVerdict     verdict;

  if (game == NULL)
    return g_strdup (_ ("There are no Gatekeepers in this game."));
  verdict = wg_ai_judge_play (game);
  if (verdict == WG_VERDICT_GAME_OVER)
    return g_strdup (_ ("The game is over."));
  if (wg_ai_model_get_state (self) == WG_AI_MODEL_ASKING)
    return g_strdup (_ ("The turn waits for your answer."));
  if (wg_ai_model_get_state (self) == WG_AI_MODEL_READY)
    return g_strdup (_ ("Carry out the steps on the table, then apply the turn."));
  if (verdict == WG_VERDICT_NOT_YOUR_TURN)
    return g_strdup_printf (_ ("It is %s’s turn: the Gatekeepers play when they are the active "
                               "player."),
                            wg_game_player_label (game, game->active));
  if (verdict == WG_VERDICT_ALREADY_ACTED && self->pending_battle != NULL)
    return g_strdup_printf (_ ("Resolve the battle at %s, then end the Gatekeepers’ turn."),
                            cell_id (game, self->pending_battle->at));
  if (verdict == WG_VERDICT_ALREADY_ACTED)
    return g_strdup_printf (_ ("The Gatekeepers have played their card for slot %d: end their "
                               "turn."),
                            game->turn);
  if (!wg_ai_has_card (game))
    return g_strdup (_ ("The AI deck and its discard pile are empty: the Gatekeepers have no "
                        "card to play."));
  return NULL;
}

static void
update_reason (WgAiModel *self)
{
  const WgGame *game = get_solo_game (self);

  g_free (self->reason);
  self->reason = why_not (self);
  if (self->reason == NULL && self->note != NULL)
    self->reason = g_strdup (self->note);
  else if (self->reason == NULL)
    self->reason = g_strdup_printf (_ ("Slot %d: the Gatekeepers play the bottom card of their "
                                       "deck (R-AI-1)."),
                                    game->turn);
}

static void
emit_changed (WgAiModel *self)
{
  update_reason (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
on_session_changed (WgAiModel *self)
{
  const WgGame *game = get_game (self);

  if (wg_runner_is_applying (self->play_runner) || wg_runner_is_applying (self->end_runner))
    return;
  /* The table changed elsewhere: the run and what was left to do are off. */
  if (self->turn_game != NULL && game != self->turn_game)
    drop_run (self);
  if (self->applied_game != NULL && game != self->applied_game)
    forget_applied (self);
  /* Their turn undone: nothing of it is left for the table. */
  if (self->done->len > 0 && history_position (self) <= self->done_from)
    forget_done (self);
  emit_changed (self);
}

static void
on_history_changed (WgAiModel *self)
{
  clear_run (self);
  g_array_set_size (self->highlights, 0);
  forget_applied (self);
  forget_done (self);
  g_clear_pointer (&self->message, g_free);
}

/* ---- Public ---- */

WgAiModel *
wg_ai_model_new (WgSession *session)
{
  WgAiModel *self;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_AI_MODEL, NULL);
  self->session = g_object_ref (session);
  self->end_runner = wg_runner_new (session, end_turn, self);
  wg_runner_set_command (self->end_runner, "end-turn");
  /* The turn waits for the table: it is applied by wg_ai_model_apply. */
  self->play_runner = wg_runner_new (session, play_card, self);
  wg_runner_set_command (self->play_runner, "ai-turn");
  wg_runner_set_auto_apply (self->play_runner, FALSE);
  g_signal_connect_object (session, "changed", G_CALLBACK (on_session_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::history", G_CALLBACK (on_history_changed), self,
                           G_CONNECT_SWAPPED);
  update_reason (self);
  return self;
}

gboolean
wg_ai_model_is_solo (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);
  return get_solo_game (self) != NULL;
}

const char *
wg_ai_model_get_color (WgAiModel *self)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  game = get_solo_game (self);
  return game != NULL ? wg_game_player_color (game, game->ai.player) : NULL;
}

guint
wg_ai_model_get_deck_size (WgAiModel *self)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), 0);
  game = get_solo_game (self);
  return game != NULL ? game->ai.deck->len : 0;
}

const GArray *
wg_ai_model_get_discard (WgAiModel *self)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  game = get_solo_game (self);
  return game != NULL ? game->ai.discard : NULL;
}

const GArray *
wg_ai_model_get_played (WgAiModel *self)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  game = get_solo_game (self);
  return game != NULL ? game->ai.played : NULL;
}

guint
wg_ai_model_get_tactics_deck_size (WgAiModel *self)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), 0);
  game = get_solo_game (self);
  return game != NULL ? game->ai.tactics_deck->len : 0;
}

guint
wg_ai_model_get_tactics_discard_size (WgAiModel *self)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), 0);
  game = get_solo_game (self);
  return game != NULL ? game->ai.tactics_discard->len : 0;
}

int
wg_ai_model_get_slot (WgAiModel *self)
{
  const WgGame *game;
  WgVerdict     verdict;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), 0);
  game = get_solo_game (self);
  if (game == NULL)
    return 0;
  /* Their turn, their card played or not (R-AI-13, the core's answer). */
  verdict = wg_ai_judge_play (game);
  if (verdict != WG_VERDICT_OK && verdict != WG_VERDICT_ALREADY_ACTED)
    return 0;
  return game->turn;
}

gboolean
wg_ai_model_can_play (WgAiModel *self)
{
  g_autofree char *why = NULL;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);
  why = why_not (self);
  return why == NULL;
}

gboolean
wg_ai_model_can_end_turn (WgAiModel *self)
{
  const WgGame *game;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);
  game = get_solo_game (self);
  /* Their card of the slot played (R-AI-13): the turn is to end. */
  return game != NULL && wg_ai_judge_play (game) == WG_VERDICT_ALREADY_ACTED
         && wg_ai_model_get_state (self) == WG_AI_MODEL_IDLE;
}

const char *
wg_ai_model_get_reason (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->reason;
}

WgAiModelState
wg_ai_model_get_state (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), WG_AI_MODEL_IDLE);
  if (wg_ai_model_get_question (self) != NULL)
    return WG_AI_MODEL_ASKING;
  return self->turn != NULL ? WG_AI_MODEL_READY : WG_AI_MODEL_IDLE;
}

const WgAiTurn *
wg_ai_model_get_turn (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->turn;
}

const char *
wg_ai_model_get_card_label (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->card_label;
}

const char *
wg_ai_model_get_action_label (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->action_label;
}

const WgQuestion *
wg_ai_model_get_question (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  if (wg_runner_get_question (self->end_runner) != NULL)
    return wg_runner_get_question (self->end_runner);
  return self->turn != NULL ? self->turn->question : NULL;
}

/* The AI's Research took the left-most available Technology (R-AI-2)
 * before the deck's top card is asked for: the question says which one it
 * took first (issue 18). Only once their card is turned over and is a
 * Technology: before, the question is their card, and nothing is said of
 * what they do (a turn with no card yet has no action). */
char *
wg_ai_model_describe_question (WgAiModel *self)
{
  const WgQuestion   *question;
  const WgTechnology *taken;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);

  question = wg_ai_model_get_question (self);
  if (question == NULL)
    return NULL;
  if (self->turn == NULL || question != self->turn->question || !self->turn->has_card
      || self->turn->action != WG_AI_RESEARCH || self->turn_game == NULL
      || self->turn_game->technologies->len == 0 || !g_str_equal (question->id, "reveal"))
    return g_strdup (question->question);
  taken = &g_array_index (self->turn_game->technologies, WgTechnology, 0);
  if (taken->name != NULL)
    /* TRANSLATORS: the Gatekeepers' Research, before the revealed card is
       asked; "Desert", "Quantum Drive", then the core's question */
    return g_strdup_printf (_ ("The Gatekeepers take the left-most available Technology (%s, "
                               "%s) (R-AI-2). %s"),
                            wg_planet_type_display_name (taken->type), taken->name,
                            question->question);
  /* TRANSLATORS: the Gatekeepers' Research, before the revealed card is
     asked; "Desert", then the core's question */
  return g_strdup_printf (_ ("The Gatekeepers take the left-most available Technology (%s) "
                             "(R-AI-2). %s"),
                          wg_planet_type_display_name (taken->type), question->question);
}

const WgBattleStart *
wg_ai_model_get_battle (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return wg_ai_model_get_state (self) == WG_AI_MODEL_READY ? self->turn->battle : NULL;
}

const char *
wg_ai_model_get_description (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->description;
}

const char *
wg_ai_model_get_message (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->message;
}

const GArray *
wg_ai_model_get_highlights (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->highlights;
}

gboolean
wg_ai_model_play (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);

  if (!wg_ai_model_can_play (self))
    return FALSE;
  clear_run (self);
  forget_applied (self);
  g_clear_pointer (&self->message, g_free);
  wg_runner_start (self->play_runner);
  update_highlights (self);
  emit_changed (self);
  return TRUE;
}

gboolean
wg_ai_model_answer (WgAiModel  *self,
                    const char *option_id)
{
  const WgQuestion *question;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);
  g_return_val_if_fail (option_id != NULL, FALSE);

  question = wg_ai_model_get_question (self);
  if (question == NULL || !wg_question_has_option (question, option_id))
    return FALSE;
  g_clear_pointer (&self->message, g_free);
  if (self->ending)
    {
      wg_runner_answer (self->end_runner, option_id);
      if (!after_end_turn (self, wg_runner_get_state (self->end_runner), &error))
        self->message = g_strdup (error->message);
    }
  else
    {
      wg_runner_answer (self->play_runner, option_id);
      update_highlights (self);
    }
  emit_changed (self);
  return TRUE;
}

gboolean
wg_ai_model_apply (WgAiModel *self,
                   GError   **error)
{
  g_autofree char          *description = NULL;
  g_autofree WgBattleStart *battle = NULL;
  g_autofree char          *card = NULL;
  WgAiTurn                 *turn;
  gboolean                  redraw;
  int                       slot;
  guint                     from;
  gboolean                  ok;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);
  g_return_val_if_fail (wg_ai_model_get_state (self) == WG_AI_MODEL_READY, FALSE);

  description = g_strdup (self->description);
  battle = self->turn->battle != NULL ? g_memdup2 (self->turn->battle, sizeof *battle) : NULL;
  card = g_strdup (self->card_label);
  redraw = self->turn->action == WG_AI_REDRAW;
  slot = self->turn->slot;
  from = history_position (self);
  ok = wg_runner_apply (self->play_runner, error);
  if (!ok)
    return FALSE;
  turn = g_steal_pointer (&self->turn);
  keep_done (self, turn, description, from);
  drop_run (self);
  forget_applied (self);
  g_clear_pointer (&self->message, g_free);
  self->pending_battle = g_steal_pointer (&battle);
  if (redraw)
    self->note = g_strdup_printf (_ ("No target for the %s: it is discarded and the Gatekeepers "
                                     "play their next card into slot %d (R-AI-7)."),
                                  card, slot);
  emit_applied (self, description);
  emit_changed (self);
  if (self->pending_battle != NULL)
    g_signal_emit (self, signals[SIGNAL_BATTLE_REQUESTED], 0, self->pending_battle);
  return TRUE;
}

void
wg_ai_model_cancel (WgAiModel *self)
{
  g_return_if_fail (WG_IS_AI_MODEL (self));

  if (wg_ai_model_get_state (self) == WG_AI_MODEL_IDLE)
    return;
  drop_run (self);
  g_clear_pointer (&self->message, g_free);
  emit_changed (self);
}

gboolean
wg_ai_model_end_turn (WgAiModel *self,
                      GError   **error)
{
  gboolean ok;

  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);
  g_return_val_if_fail (wg_ai_model_can_end_turn (self), FALSE);

  clear_run (self);
  g_clear_pointer (&self->message, g_free);
  self->ending = TRUE;
  ok = after_end_turn (self, wg_runner_start (self->end_runner), error);
  emit_changed (self);
  return ok;
}

guint
wg_ai_model_get_n_done (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), 0);
  return self->done->len;
}

const WgAiTurn *
wg_ai_model_get_done (WgAiModel *self,
                      guint      index)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  g_return_val_if_fail (index < self->done->len, NULL);
  return g_ptr_array_index (self->done, index);
}

const char *
wg_ai_model_get_done_text (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->done->len > 0 ? self->done_text->str : NULL;
}

guint
wg_ai_model_get_done_from (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), 0);
  return self->done_from;
}

const WgBattleStart *
wg_ai_model_get_pending_battle (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), NULL);
  return self->pending_battle;
}

gboolean
wg_ai_model_request_battle (WgAiModel *self)
{
  g_return_val_if_fail (WG_IS_AI_MODEL (self), FALSE);

  if (self->pending_battle == NULL)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_BATTLE_REQUESTED], 0, self->pending_battle);
  return TRUE;
}

static void
wg_ai_model_dispose (GObject *object)
{
  WgAiModel *self = WG_AI_MODEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_ai_model_parent_class)->dispose (object);
}

static void
wg_ai_model_finalize (GObject *object)
{
  WgAiModel *self = WG_AI_MODEL (object);

  clear_run (self);
  forget_applied (self);
  g_clear_object (&self->end_runner);
  g_clear_object (&self->play_runner);
  g_clear_pointer (&self->highlights, g_array_unref);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->reason, g_free);
  g_clear_pointer (&self->done, g_ptr_array_unref);
  g_string_free (g_steal_pointer (&self->done_text), TRUE);

  G_OBJECT_CLASS (wg_ai_model_parent_class)->finalize (object);
}

static void
wg_ai_model_class_init (WgAiModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wg_ai_model_dispose;
  object_class->finalize = wg_ai_model_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_APPLIED] =
    g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_BATTLE_REQUESTED] =
    g_signal_new ("battle-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
wg_ai_model_init (WgAiModel *self)
{
  self->highlights = g_array_new (FALSE, FALSE, sizeof (WgHighlight));
  self->done = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_ai_turn_free);
  self->done_text = g_string_new (NULL);
}
