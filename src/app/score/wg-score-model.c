/* wg-score-model.c — the score sheet's state: players × categories, winner, tie-break
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-runner.h"
#include "wg-score-model.h"
#include "wg-words.h"

struct _WgScoreModel
{
  GObject    parent_instance;

  WgCatalog *catalog;
  WgSession *session;
  WgGame    *game; /* a copy of the game shown, or NULL */
  WgScore    score;
  GPtrArray *names; /* char *, one per row */
  char      *subtitle;
  char      *winner_text;
  char      *tiebreak_text;
  char      *rulings_text;
  GStrv      notes;
  guint      n_unjudged; /* R-SCORE-4: human Objectives still held */
  WgRunner  *judge;      /* wg_score_judge_objectives on the session's game */
  gboolean   judging_later;
};

G_DEFINE_FINAL_TYPE (WgScoreModel, wg_score_model, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
wg_score_column_title (WgScoreColumn column)
{
  switch (column)
    {
    case WG_SCORE_COLUMN_OBJECTIVES: return _ ("Objectives");
    case WG_SCORE_COLUMN_TRADE_GOODS: return _ ("Trade Goods");
    case WG_SCORE_COLUMN_TACTICS: return _ ("Tactics");
    case WG_SCORE_COLUMN_TECHNOLOGIES: return _ ("Technologies");
    case WG_SCORE_COLUMN_EXPLORATION: return _ ("Exploration");
    case WG_SCORE_COLUMN_TOTAL: return _ ("Total");
    case WG_SCORE_COLUMN_PLANETS: return _ ("Planets");
    case WG_SCORE_N_COLUMNS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* ---- The sentences ---- */

/*
 * R-SCORE-2 in words: the most VP wins; players tied on VP are compared
 * by the planets each controls (R-CTRL-4: a marker either side); still
 * tied, they share the victory. The winners are the core's; this only
 * names the tied players and their planets.
 */
static char *
describe_tiebreak (const WgGame  *game,
                   const WgScore *score)
{
  int              tied[WG_MAX_PLAYERS];
  guint            n_tied = 0;
  int              best = score->lines[0].total;
  g_autofree char *tied_names = NULL;
  g_autofree char *winners = wg_score_join_labels (game, score->winners, score->n_winners);
  g_autoptr (GString) counts = g_string_new (NULL);
  /* "The Gatekeepers win" (wg_game_player_is_plural) */
  gboolean plural = score->n_winners > 0 && wg_game_player_is_plural (game, score->winners[0]);

  for (guint i = 0; i < score->n_lines; i++)
    best = MAX (best, score->lines[i].total);
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].total == best)
      {
        tied[n_tied++] = score->lines[i].player;
        if (counts->len > 0)
          g_string_append (counts, ", ");
        /* TRANSLATORS: a tied player and the planets they control, "red 2" */
        g_string_append_printf (counts, _ ("%s %d"),
                                wg_game_player_label (game, score->lines[i].player),
                                score->lines[i].controlled_planets);
      }
  tied_names = wg_score_join_labels (game, tied, n_tied);
  switch (score->tiebreak)
    {
    case WG_TIEBREAK_NONE:
      return g_strdup_printf (plural ? _ ("No tie-break was needed: %s alone have the most VP "
                                          "(R-SCORE-2).")
                                     : _ ("No tie-break was needed: %s alone has the most VP "
                                          "(R-SCORE-2)."),
                              winners);
    case WG_TIEBREAK_CONTROLLED_PLANETS:
      /* TRANSLATORS: the second %s lists each tied player's planets, "red 2, blue 1" */
      return g_strdup_printf (plural ? _ ("%s are tied at %d VP. Controlled planets break the tie, "
                                          "Colonies and Outposts alike (R-CTRL-4): %s. %s win "
                                          "(R-SCORE-2).")
                                     : _ ("%s are tied at %d VP. Controlled planets break the tie, "
                                          "Colonies and Outposts alike (R-CTRL-4): %s. %s wins "
                                          "(R-SCORE-2)."),
                              tied_names, best, counts->str, winners);
    case WG_TIEBREAK_SHARED:
    default:
      return g_strdup_printf (_ ("%s are tied at %d VP, and controlled planets do not break the "
                                 "tie (R-CTRL-4): %s. They share the victory (R-SCORE-2)."),
                              tied_names, best, counts->str);
    }
}

static GStrv
make_notes (const WgGame  *game,
            const WgScore *score)
{
  GPtrArray *notes = g_ptr_array_new ();
  g_auto (GStrv) unjudged = wg_score_describe_unjudged (game);

  if (game->ai.player != WG_NO_PLAYER)
    g_ptr_array_add (notes,
                     g_strdup_printf (wg_game_player_is_plural (game, game->ai.player)
                                        ? _ ("%s score by R-SCORE-3: 2 VP per Technology whatever "
                                             "its value, 5 per Objective held, completed or not, 3 "
                                             "per Trade Good and 1 per Hero or Advanced Tactics "
                                             "card.")
                                        : _ ("%s scores by R-SCORE-3: 2 VP per Technology "
                                             "whatever its value, 5 per Objective held, completed "
                                             "or not, 3 per Trade Good and 1 per Hero or "
                                             "Advanced Tactics card."),
                                      wg_game_player_label (game, game->ai.player)));
  for (guint i = 0; i < score->n_lines; i++)
    {
      const WgScoreLine *l = &score->lines[i];

      if (l->unknown_tactics == 0)
        continue;
      g_ptr_array_add (notes, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%s: %d Tactics card of unknown kind "
                                                            "was counted as Basic, 0 VP "
                                                            "(R-SCORE-1).",
                                                            "%s: %d Tactics cards of unknown kind "
                                                            "were counted as Basic, 0 VP "
                                                            "(R-SCORE-1).",
                                                            (gulong) l->unknown_tactics),
                                               wg_game_player_label (game, l->player),
                                               l->unknown_tactics));
    }
  /* R-SCORE-4: each unjudged Objective named, in the game or at its end. */
  for (guint i = 0; unjudged[i] != NULL; i++)
    g_ptr_array_add (notes, g_steal_pointer (&unjudged[i]));
  g_ptr_array_add (notes, NULL);
  return (GStrv) g_ptr_array_free (notes, FALSE);
}

static char *
describe_rulings (const WgRulingList *rulings)
{
  g_autoptr (GString) ids = g_string_new (NULL);

  for (guint i = 0; i < rulings->n; i++)
    {
      if (i > 0)
        g_string_append (ids, ", ");
      g_string_append (ids, rulings->ids[i]);
    }
  /* TRANSLATORS: %s lists ruling ids, "R-SCORE-1, R-SCORE-2" */
  return g_strdup_printf (_ ("Rulings applied: %s."), ids->str);
}

static void
clear (WgScoreModel *self)
{
  g_clear_pointer (&self->game, wg_game_free);
  g_ptr_array_set_size (self->names, 0);
  g_clear_pointer (&self->subtitle, g_free);
  g_clear_pointer (&self->winner_text, g_free);
  g_clear_pointer (&self->tiebreak_text, g_free);
  g_clear_pointer (&self->rulings_text, g_free);
  g_clear_pointer (&self->notes, g_strfreev);
  self->n_unjudged = 0;
  memset (&self->score, 0, sizeof self->score);
}

/* ---- R-SCORE-4: judging through the runner ---- */

static WgOutcome *
judge_run (WgAnswers *answers,
           gpointer   user_data,
           GError   **error)
{
  WgScoreModel *self = user_data;
  const WgGame *game = wg_session_get_game (self->session);

  if (game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("There is no game"));
      return NULL;
    }
  return wg_score_judge_objectives (game, answers);
}

/* Asks while the game is over, an Objective unjudged and judging not put
 * off; else forgets. Not while the runner's own step is being applied. */
static void
judge_follow (WgScoreModel *self)
{
  gboolean ask = self->judge != NULL && self->game != NULL && self->game->game_over
                 && self->n_unjudged > 0 && !self->judging_later;

  if (self->judge == NULL || wg_runner_is_applying (self->judge))
    return;
  if (!ask)
    wg_runner_reset (self->judge);
  else if (wg_runner_get_state (self->judge) != WG_RUNNER_ASKS)
    wg_runner_start (self->judge);
}

/* Takes @game (may be NULL): the score and every sentence, then "changed". */
static void
show_game (WgScoreModel *self,
           WgGame       *game)
{
  clear (self);
  self->game = game;
  if (game != NULL)
    {
      wg_score_compute (game, self->catalog, &self->score);
      for (guint i = 0; i < self->score.n_lines; i++)
        g_ptr_array_add (self->names, wg_words_player_title (game, self->score.lines[i].player));
      self->subtitle = game->game_over
                         /* TRANSLATORS: %d is the round */
                         ? g_strdup_printf (_ ("Round %d · the game is over"), game->round)
                         : g_strdup_printf (_ ("Round %d · the game is not over yet"), game->round);
      for (guint i = 0; i < self->score.n_lines; i++)
        self->n_unjudged += (guint) self->score.lines[i].unjudged;
      /* R-SCORE-4: a result names its winners; standings crown nobody. */
      if (wg_score_is_result (game, &self->score))
        {
          self->winner_text = wg_score_describe (game, &self->score);
          self->tiebreak_text = describe_tiebreak (game, &self->score);
        }
      else if (self->score.n_lines > 0)
        self->winner_text = wg_score_describe_standings (game, &self->score);
      self->rulings_text = describe_rulings (&self->score.rulings);
      self->notes = make_notes (game, &self->score);
    }
  judge_follow (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
on_session_game (WgScoreModel *self)
{
  const WgGame *game = wg_session_get_game (self->session);

  show_game (self, game != NULL ? wg_game_copy (game) : NULL);
}

/* ---- Public ---- */

WgScoreModel *
wg_score_model_new (WgCatalog *catalog)
{
  WgScoreModel *self = g_object_new (WG_TYPE_SCORE_MODEL, NULL);

  if (catalog != NULL)
    self->catalog = wg_catalog_ref (catalog);
  return self;
}

void
wg_score_model_set_session (WgScoreModel *self,
                            WgSession    *session)
{
  g_return_if_fail (WG_IS_SCORE_MODEL (self));
  g_return_if_fail (session == NULL || WG_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_clear_object (&self->judge);
  if (session != NULL)
    {
      self->judge = wg_runner_new (session, judge_run, self);
      g_signal_connect_object (session, "notify::game", G_CALLBACK (on_session_game), self,
                               G_CONNECT_SWAPPED);
      on_session_game (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

WgSession *
wg_score_model_get_session (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->session;
}

void
wg_score_model_set_game (WgScoreModel *self,
                         const WgGame *game)
{
  g_return_if_fail (WG_IS_SCORE_MODEL (self));

  wg_score_model_set_session (self, NULL);
  show_game (self, game != NULL ? wg_game_copy (game) : NULL);
}

const WgCatalog *
wg_score_model_get_catalog (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->catalog;
}

const WgGame *
wg_score_model_get_game (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->game;
}

const WgScore *
wg_score_model_get_score (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->game != NULL ? &self->score : NULL;
}

const char *
wg_score_model_get_title (WgScoreModel *self)
{
  const char *name;

  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  name = self->game != NULL ? wg_board_get_name (self->game->board) : NULL;
  return name != NULL ? name : _ ("Final Score");
}

const char *
wg_score_model_get_subtitle (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->subtitle != NULL ? self->subtitle : "";
}

gboolean
wg_score_model_get_game_over (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), FALSE);
  return self->game != NULL && self->game->game_over;
}

guint
wg_score_model_get_n_rows (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), 0);
  return self->game != NULL ? self->score.n_lines : 0;
}

const char *
wg_score_model_get_name (WgScoreModel *self,
                         guint         row)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  g_return_val_if_fail (row < wg_score_model_get_n_rows (self), NULL);
  return g_ptr_array_index (self->names, row);
}

const char *
wg_score_model_get_color (WgScoreModel *self,
                          guint         row)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  g_return_val_if_fail (row < wg_score_model_get_n_rows (self), NULL);
  return self->game->players[self->score.lines[row].player].color;
}

gboolean
wg_score_model_get_is_ai (WgScoreModel *self,
                          guint         row)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), FALSE);
  g_return_val_if_fail (row < wg_score_model_get_n_rows (self), FALSE);
  return self->game->players[self->score.lines[row].player].ai;
}

gboolean
wg_score_model_get_is_winner (WgScoreModel *self,
                              guint         row)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), FALSE);
  g_return_val_if_fail (row < wg_score_model_get_n_rows (self), FALSE);
  /* R-SCORE-4: no winner is marked while the result is not final. */
  if (wg_score_model_get_provisional (self))
    return FALSE;
  for (guint i = 0; i < self->score.n_winners; i++)
    if (self->score.winners[i] == self->score.lines[row].player)
      return TRUE;
  return FALSE;
}

int
wg_score_model_get_value (WgScoreModel *self,
                          guint         row,
                          WgScoreColumn column)
{
  const WgScoreLine *l;

  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), 0);
  g_return_val_if_fail (row < wg_score_model_get_n_rows (self), 0);
  l = &self->score.lines[row];
  switch (column)
    {
    case WG_SCORE_COLUMN_OBJECTIVES: return l->objectives;
    case WG_SCORE_COLUMN_TRADE_GOODS: return l->trade_goods;
    case WG_SCORE_COLUMN_TACTICS: return l->tactics;
    case WG_SCORE_COLUMN_TECHNOLOGIES: return l->technologies;
    case WG_SCORE_COLUMN_EXPLORATION: return l->exploration;
    case WG_SCORE_COLUMN_TOTAL: return l->total;
    case WG_SCORE_COLUMN_PLANETS: return l->controlled_planets;
    case WG_SCORE_N_COLUMNS:
    default:
      g_return_val_if_reached (0);
    }
}

const char *
wg_score_model_get_winner_text (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->winner_text != NULL ? self->winner_text : "";
}

const char *
wg_score_model_get_tiebreak_text (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->tiebreak_text != NULL ? self->tiebreak_text : "";
}

const char *const *
wg_score_model_get_notes (WgScoreModel *self)
{
  static const char *const none[] = { NULL };

  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->notes != NULL ? (const char *const *) self->notes : none;
}

const char *
wg_score_model_get_rulings_text (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  return self->rulings_text != NULL ? self->rulings_text : "";
}

char *
wg_score_model_suggest_file_name (WgScoreModel *self,
                                  const char   *extension)
{
  g_autoptr (GString) name = NULL;

  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  g_return_val_if_fail (extension != NULL, NULL);

  /* TRANSLATORS: an exported file's name, "Sample solo game score" */
  name = g_string_new (NULL);
  g_string_printf (name, _ ("%s score"), wg_score_model_get_title (self));
  /* Nothing a file system or a shell would trip on (as Save As). */
  for (gsize i = 0; i < name->len; i++)
    if (name->str[i] == '/' || name->str[i] == '\\' || g_ascii_iscntrl (name->str[i])
        || (i == 0 && name->str[i] == '.'))
      name->str[i] = '-';
  g_string_append_printf (name, ".%s", extension);
  return g_string_free (g_steal_pointer (&name), FALSE);
}

/* ---- GObject ---- */

static void
wg_score_model_dispose (GObject *object)
{
  WgScoreModel *self = WG_SCORE_MODEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->judge);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_score_model_parent_class)->dispose (object);
}

static void
wg_score_model_finalize (GObject *object)
{
  WgScoreModel *self = WG_SCORE_MODEL (object);

  clear (self);
  g_clear_pointer (&self->names, g_ptr_array_unref);
  g_clear_pointer (&self->catalog, wg_catalog_unref);

  G_OBJECT_CLASS (wg_score_model_parent_class)->finalize (object);
}

static void
wg_score_model_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, WG_SCORE_MODEL (object)->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_score_model_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      wg_score_model_set_session (WG_SCORE_MODEL (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_score_model_class_init (WgScoreModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wg_score_model_dispose;
  object_class->finalize = wg_score_model_finalize;
  object_class->get_property = wg_score_model_get_property;
  object_class->set_property = wg_score_model_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
wg_score_model_init (WgScoreModel *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);
}

/* ---- R-SCORE-4: standings until the result ---- */

gboolean
wg_score_model_get_provisional (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), FALSE);
  return self->game != NULL && !wg_score_is_result (self->game, &self->score);
}

guint
wg_score_model_get_n_unjudged (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), 0);
  return self->game != NULL ? self->n_unjudged : 0;
}

const WgQuestion *
wg_score_model_get_judge_question (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), NULL);
  if (self->judge == NULL || wg_runner_get_state (self->judge) != WG_RUNNER_ASKS)
    return NULL;
  return wg_runner_get_question (self->judge);
}

gboolean
wg_score_model_judge_answer (WgScoreModel *self,
                             const char   *option_id)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), FALSE);
  g_return_val_if_fail (option_id != NULL, FALSE);

  if (wg_score_model_get_judge_question (self) == NULL
      || !wg_runner_answer (self->judge, option_id))
    return FALSE;
  /* Applied, the session's step has shown the result already. */
  if (wg_runner_get_state (self->judge) != WG_RUNNER_APPLIED)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
wg_score_model_judge_back (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), FALSE);
  if (self->judge == NULL || !wg_runner_back (self->judge))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

guint
wg_score_model_get_n_judge_answers (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), 0);
  return self->judge != NULL ? wg_runner_get_n_answers (self->judge) : 0;
}

void
wg_score_model_set_judging_later (WgScoreModel *self,
                                  gboolean      later)
{
  g_return_if_fail (WG_IS_SCORE_MODEL (self));
  if (self->judging_later == !!later)
    return;
  self->judging_later = !!later;
  judge_follow (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
wg_score_model_get_judging_later (WgScoreModel *self)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (self), FALSE);
  return self->judging_later;
}
