/* wg-new-game-model.c — the New Game dialog's state: board, seats, options, questions
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-new-game-model-private.h"
#include "wg-setup.h"

G_DEFINE_FINAL_TYPE (WgNewGameModel, wg_new_game_model, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
wg_new_game_model_board_clear (gpointer data)
{
  Board *b = data;

  g_clear_pointer (&b->label, g_free);
  g_clear_pointer (&b->board, wg_board_unref);
}

const WgBoard *
wg_new_game_model_chosen_board (WgNewGameModel *self)
{
  if (self->board >= self->boards->len)
    return NULL;
  return g_array_index (self->boards, Board, self->board).board;
}

/* ---- Running the set-up ---- */

/* The core's messages are clauses: a sentence starts upper case. */
static char *
as_sentence (const char *message)
{
  char *text = g_strdup (message);

  text[0] = g_ascii_toupper (text[0]);
  return text;
}

/* The seats as the set-up takes them; FALSE (refused, @error) when a seat
 * has no colour. */
static gboolean
fill_options (WgNewGameModel *self,
              WgSetupOptions *options,
              GError        **error)
{
  guint n = self->n_players;

  wg_setup_options_init (options, (WgBoard *) wg_new_game_model_chosen_board (self));
  for (guint i = 0; i < n; i++)
    {
      const Seat *s = &self->seats[i];

      if (s->color == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _ ("Player %u has no colour: this board has a Warpgate for only %u "
                          "players"),
                       i + 1, g_strv_length (self->colors));
          return FALSE;
        }
      options->players[i] = (WgSetupPlayer) { s->color, s->name, s->faction, s->side, FALSE, 0 };
    }
  if (n == 1)
    {
      if (self->ai_color == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _ ("The Gatekeepers have no colour: this board has a single "
                                  "Warpgate"));
          return FALSE;
        }
      options->players[1] = (WgSetupPlayer) { self->ai_color, _ ("The Gatekeepers"), NULL, 0,
                                              TRUE, 0 };
      n = 2;
    }
  options->n_players = n;
  options->first_player = (int) MIN (self->first_player, n - 1);
  options->warpgates_block = self->warpgates_block;
  options->track_action_cards = self->track_action_cards;
  options->enter_objectives = self->enter_objectives;
  options->exploration = self->exploration;
  options->promotion_deck = self->promotion_deck;
  options->shuffle_ai_decks = !self->physical_decks;
  options->seed = self->seed;
  options->name = wg_new_game_model_get_game_name (self);
  return TRUE;
}

/* R-MOVE-13: while nobody knows the Promotion count, the set-up is tried
 * with a count (and no answers) so that any other refusal comes first;
 * with none, the page only waits for the players' count (counting). */
static gboolean
check_without_count (WgNewGameModel       *self,
                     const WgSetupOptions *options,
                     GError              **error)
{
  WgSetupOptions trial = *options;
  g_autoptr (WgAnswers) none = NULL;
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (GError) setup_error = NULL;
  g_autofree char *sentence = NULL;

  if (options->promotion_deck != WG_SETUP_PROMOTION_FROM_BOX
      || wg_setup_promotion_from_catalog (options, self->catalog) >= 0)
    return TRUE;
  none = wg_answers_new ();
  trial.promotion_deck = 0;
  outcome = wg_setup_new_game (&trial, self->catalog, none, &setup_error);
  if (outcome == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           sentence = as_sentence (setup_error->message));
      return FALSE;
    }
  self->counting = TRUE;
  return TRUE;
}

/* The runner's call of the core: the set-up from the start with the
 * answers so far. */
static WgOutcome *
set_up (WgAnswers *answers,
        gpointer   user_data,
        GError   **error)
{
  WgNewGameModel *self = user_data;
  WgSetupOptions  options;
  g_autoptr (GError) setup_error = NULL;
  g_autofree char *sentence = NULL;
  WgOutcome       *outcome;

  self->counting = FALSE;
  if (wg_new_game_model_chosen_board (self) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("Choose a board"));
      return NULL;
    }
  if (!fill_options (self, &options, error))
    return NULL;
  if (!check_without_count (self, &options, error))
    return NULL;
  outcome = wg_setup_new_game (&options, self->catalog, answers, &setup_error);
  if (outcome == NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                         sentence = as_sentence (setup_error->message));
  return outcome;
}

/* The state the run left; then "changed". */
static void
update (WgNewGameModel *self,
        WgRunnerState   state)
{
  g_clear_pointer (&self->message, g_free);
  if (state == WG_RUNNER_ASKS)
    self->state = WG_NEW_GAME_ASKS;
  else if (state == WG_RUNNER_READY)
    self->state = WG_NEW_GAME_READY;
  else
    {
      self->state = WG_NEW_GAME_REFUSED;
      self->message = g_strdup (wg_runner_get_refusal (self->runner));
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* A change of the options: the questions start over. */
void
wg_new_game_model_options_changed (WgNewGameModel *self)
{
  update (self, wg_runner_start (self->runner));
}

WgNewGameState
wg_new_game_model_get_state (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), WG_NEW_GAME_REFUSED);
  return self->state;
}

const WgQuestion *
wg_new_game_model_get_question (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return self->state == WG_NEW_GAME_ASKS ? wg_runner_get_question (self->runner) : NULL;
}

gboolean
wg_new_game_model_waits_for_count (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), FALSE);
  return self->state == WG_NEW_GAME_REFUSED && self->counting;
}

const char *
wg_new_game_model_get_message (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return self->message;
}

void
wg_new_game_model_answer (WgNewGameModel *self,
                          const char     *option)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  g_return_if_fail (option != NULL);
  g_return_if_fail (wg_new_game_model_get_question (self) != NULL);

  /* Cards turned over are reveals; a Hero's slot is a choice (wg-setup.h). */
  if (wg_runner_answer (self->runner, option))
    update (self, wg_runner_get_state (self->runner));
}

gboolean
wg_new_game_model_back (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), FALSE);

  if (!wg_runner_back (self->runner))
    return FALSE;
  update (self, wg_runner_get_state (self->runner));
  return TRUE;
}

guint
wg_new_game_model_get_n_answers (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), 0);
  return wg_runner_get_n_answers (self->runner);
}

WgGame *
wg_new_game_model_create_game (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  g_return_val_if_fail (self->state == WG_NEW_GAME_READY, NULL);

  return wg_game_copy (wg_runner_get_outcome (self->runner)->game);
}

const char *
wg_new_game_model_get_description (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return self->state == WG_NEW_GAME_READY ? wg_runner_get_outcome (self->runner)->description
                                          : NULL;
}

/* ---- Seats ---- */

void
wg_new_game_model_set_n_players (WgNewGameModel *self,
                                 guint           n_players)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  g_return_if_fail (n_players >= 1 && n_players <= WG_MAX_PLAYERS);

  self->n_players = n_players;
  /* A first player past the seats left goes back to Player 1, as the
   * window shows it (issue 31). */
  if (self->first_player >= n_players)
    self->first_player = 0;
  wg_new_game_model_board_for_players (self);
  wg_new_game_model_assign_colors (self);
  wg_new_game_model_options_changed (self);
}

guint
wg_new_game_model_get_n_players (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), 0);
  return self->n_players;
}

gboolean
wg_new_game_model_is_solo (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), FALSE);
  return self->n_players == 1;
}

static Seat *
get_seat (WgNewGameModel *self,
          guint           seat)
{
  g_return_val_if_fail (seat < self->n_players, NULL);
  return &self->seats[seat];
}

/* Gives @color to *@slot; whoever had it (a seat or the Gatekeepers) gets
 * *@slot's old colour. */
static void
take_color (WgNewGameModel *self,
            char          **slot,
            const char     *color)
{
  char  *old = *slot;
  char **owner = NULL;

  for (guint i = 0; i < self->n_players && owner == NULL; i++)
    if (&self->seats[i].color != slot && g_strcmp0 (self->seats[i].color, color) == 0)
      owner = &self->seats[i].color;
  if (owner == NULL && self->n_players == 1 && &self->ai_color != slot
      && g_strcmp0 (self->ai_color, color) == 0)
    owner = &self->ai_color;
  *slot = g_strdup (color);
  if (owner != NULL)
    {
      g_free (*owner);
      *owner = old;
    }
  else
    g_free (old);
}

void
wg_new_game_model_set_color (WgNewGameModel *self,
                             guint           seat,
                             const char     *color)
{
  Seat *s;

  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  g_return_if_fail (color != NULL);

  if ((s = get_seat (self, seat)) == NULL || g_strcmp0 (s->color, color) == 0)
    return;
  take_color (self, &s->color, color);
  wg_new_game_model_options_changed (self);
}

const char *
wg_new_game_model_get_color (WgNewGameModel *self,
                             guint           seat)
{
  Seat *s;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return (s = get_seat (self, seat)) != NULL ? s->color : NULL;
}

void
wg_new_game_model_set_ai_color (WgNewGameModel *self,
                                const char     *color)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  g_return_if_fail (color != NULL);

  if (g_strcmp0 (self->ai_color, color) == 0)
    return;
  take_color (self, &self->ai_color, color);
  wg_new_game_model_options_changed (self);
}

const char *
wg_new_game_model_get_ai_color (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return self->n_players == 1 ? self->ai_color : NULL;
}

void
wg_new_game_model_set_name (WgNewGameModel *self,
                            guint           seat,
                            const char     *name)
{
  Seat *s;

  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));

  if ((s = get_seat (self, seat)) == NULL)
    return;
  g_free (s->name);
  s->name = name != NULL && name[0] != '\0' ? g_strstrip (g_strdup (name)) : NULL;
  wg_new_game_model_options_changed (self);
}

const char *
wg_new_game_model_get_name (WgNewGameModel *self,
                            guint           seat)
{
  Seat *s;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return (s = get_seat (self, seat)) != NULL ? s->name : NULL;
}

/* "Roguu Conglomerate" → "roguu-conglomerate": the file format's ids. */
static char *
faction_id (const char *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  GString         *id = g_string_new (NULL);

  for (const char *p = stripped; *p != '\0'; p++)
    g_string_append_c (id, g_ascii_isspace (*p) || *p == '_' ? '-' : g_ascii_tolower (*p));
  if (id->len == 0)
    {
      g_string_free (id, TRUE);
      return NULL;
    }
  return g_string_free (id, FALSE);
}

void
wg_new_game_model_set_faction (WgNewGameModel *self,
                               guint           seat,
                               const char     *faction)
{
  Seat *s;

  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));

  if ((s = get_seat (self, seat)) == NULL)
    return;
  g_free (s->faction);
  s->faction = faction != NULL ? faction_id (faction) : NULL;
  wg_new_game_model_options_changed (self);
}

const char *
wg_new_game_model_get_faction (WgNewGameModel *self,
                               guint           seat)
{
  Seat *s;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return (s = get_seat (self, seat)) != NULL ? s->faction : NULL;
}

void
wg_new_game_model_set_side (WgNewGameModel *self,
                            guint           seat,
                            char            side)
{
  Seat *s;

  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));

  if ((s = get_seat (self, seat)) == NULL)
    return;
  s->side = side;
  wg_new_game_model_options_changed (self);
}

const char *const *
wg_new_game_model_get_factions (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  return (const char *const *) self->factions;
}

/* ---- Options ---- */

void
wg_new_game_model_set_first_player (WgNewGameModel *self,
                                    guint           seat)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->first_player = seat;
  wg_new_game_model_options_changed (self);
}

guint
wg_new_game_model_get_first_player (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), 0);
  return self->first_player;
}

void
wg_new_game_model_set_track_action_cards (WgNewGameModel *self,
                                          gboolean        track)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->track_action_cards = track;
  wg_new_game_model_options_changed (self);
}

void
wg_new_game_model_set_enter_objectives (WgNewGameModel *self,
                                        gboolean        enter)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->enter_objectives = enter;
  wg_new_game_model_options_changed (self);
}

void
wg_new_game_model_set_exploration (WgNewGameModel *self,
                                   gboolean        exploration)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->exploration = exploration;
  wg_new_game_model_options_changed (self);
}

gboolean
wg_new_game_model_get_exploration (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), FALSE);
  return self->exploration;
}

void
wg_new_game_model_set_promotion_deck (WgNewGameModel *self,
                                      int             cards)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->promotion_deck = cards;
  wg_new_game_model_options_changed (self);
}

/* The seats as the set-up counts them: the humans, and the Gatekeepers in
 * a solo game. */
static void
promotion_options (WgNewGameModel *self,
                   WgSetupOptions *options)
{
  wg_setup_options_init (options, NULL);
  options->n_players = self->n_players;
  if (self->n_players == 1)
    options->players[options->n_players++].ai = TRUE;
  options->promotion_deck = self->promotion_deck;
}

int
wg_new_game_model_get_promotion_deck (WgNewGameModel *self)
{
  WgSetupOptions options;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), -1);
  if (self->promotion_deck != WG_SETUP_PROMOTION_FROM_BOX)
    return self->promotion_deck;
  promotion_options (self, &options);
  return wg_setup_promotion_from_catalog (&options, self->catalog);
}

char *
wg_new_game_model_dup_promotion_text (WgNewGameModel *self)
{
  WgSetupOptions options;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  promotion_options (self, &options);
  return wg_setup_describe_promotion (&options, self->catalog);
}

void
wg_new_game_model_set_warpgates_block (WgNewGameModel *self,
                                       gboolean        block)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->warpgates_block = block;
  wg_new_game_model_options_changed (self);
}

/* ---- The game's name ---- */

void
wg_new_game_model_set_game_name (WgNewGameModel *self,
                                 const char     *name)
{
  g_autofree char *trimmed = NULL;

  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  if (name != NULL)
    trimmed = g_strstrip (g_strdup (name));
  if (trimmed != NULL && *trimmed == '\0')
    g_clear_pointer (&trimmed, g_free);
  if (g_strcmp0 (trimmed, self->game_name) == 0)
    return;
  g_free (self->game_name);
  self->game_name = g_steal_pointer (&trimmed);
  wg_new_game_model_options_changed (self);
}

char *
wg_new_game_model_dup_default_game_name (WgNewGameModel *self)
{
  g_autoptr (GDateTime) now = NULL;
  g_autofree char *day = NULL;
  GDateTime       *date;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  date = self->date != NULL ? self->date : (now = g_date_time_new_now_local ());
  /* The ISO date: the same in every language, and it sorts. */
  day = g_date_time_format (date, "%Y-%m-%d");
  if (self->n_players == 1)
    /* TRANSLATORS: a new game's default name; %s is the date, 2026-11-25 */
    return g_strdup_printf (_ ("Solo game %s"), day);
  /* TRANSLATORS: a new game's default name: the number of players and the
   * date, "4-player game 2026-11-25" */
  return g_strdup_printf (_ ("%u-player game %s"), self->n_players, day);
}

const char *
wg_new_game_model_get_game_name (WgNewGameModel *self)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), NULL);
  if (self->game_name != NULL)
    return self->game_name;
  /* The previous string stays valid while the default is the same. */
  name = wg_new_game_model_dup_default_game_name (self);
  if (g_strcmp0 (name, self->default_name) != 0)
    {
      g_free (self->default_name);
      self->default_name = g_steal_pointer (&name);
    }
  return self->default_name;
}

void
wg_new_game_model_set_date (WgNewGameModel *self,
                            GDateTime      *date)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  g_clear_pointer (&self->date, g_date_time_unref);
  if (date != NULL)
    self->date = g_date_time_ref (date);
  wg_new_game_model_options_changed (self);
}

void
wg_new_game_model_set_physical_decks (WgNewGameModel *self,
                                      gboolean        physical)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->physical_decks = physical;
  wg_new_game_model_options_changed (self);
}

gboolean
wg_new_game_model_get_physical_decks (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), TRUE);
  return self->physical_decks;
}

void
wg_new_game_model_set_seed (WgNewGameModel *self,
                            int             seed)
{
  g_return_if_fail (WG_IS_NEW_GAME_MODEL (self));
  self->seed = seed;
  wg_new_game_model_options_changed (self);
}

int
wg_new_game_model_get_seed (WgNewGameModel *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_MODEL (self), 0);
  return self->seed;
}

/* ---- The object ---- */

static void
find_factions (WgNewGameModel *self)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < wg_catalog_get_n_cards (self->catalog); i++)
    {
      const WgCard *card = wg_catalog_get_card (self->catalog, i);

      if (card->kind == WG_CARD_HERO && card->faction != NULL
          && g_hash_table_add (seen, card->faction))
        g_strv_builder_add (builder, card->faction);
    }
  self->factions = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
}

static void
wg_new_game_model_finalize (GObject *object)
{
  WgNewGameModel *self = WG_NEW_GAME_MODEL (object);

  for (guint i = 0; i < WG_MAX_PLAYERS; i++)
    {
      g_free (self->seats[i].color);
      g_free (self->seats[i].name);
      g_free (self->seats[i].faction);
    }
  g_free (self->ai_color);
  g_free (self->note);
  g_free (self->game_name);
  g_free (self->default_name);
  g_clear_pointer (&self->date, g_date_time_unref);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  g_clear_pointer (&self->boards, g_array_unref);
  g_clear_pointer (&self->colors, g_strfreev);
  g_clear_pointer (&self->factions, g_strfreev);
  g_clear_object (&self->runner);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (wg_new_game_model_parent_class)->finalize (object);
}

static void
wg_new_game_model_class_init (WgNewGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = wg_new_game_model_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
wg_new_game_model_init (WgNewGameModel *self)
{
  WgSetupOptions defaults;

  wg_setup_options_init (&defaults, NULL);
  self->boards = g_array_new (FALSE, TRUE, sizeof (Board));
  g_array_set_clear_func (self->boards, wg_new_game_model_board_clear);
  self->colors = g_new0 (char *, 1);
  self->runner = wg_runner_new (NULL, set_up, self);
  self->n_players = 2;
  self->track_action_cards = defaults.track_action_cards;
  self->enter_objectives = defaults.enter_objectives;
  self->promotion_deck = defaults.promotion_deck;
  self->warpgates_block = defaults.warpgates_block;
  /* The table is the truth: the Gatekeepers' decks are the physical ones
   * unless the players ask the app to deal (issue 18). */
  self->physical_decks = TRUE;
  self->state = WG_NEW_GAME_REFUSED;
  self->message = g_strdup (_ ("Choose a board"));
}

WgNewGameModel *
wg_new_game_model_new (WgCatalog *catalog)
{
  WgNewGameModel *self;

  g_return_val_if_fail (catalog != NULL, NULL);

  self = g_object_new (WG_TYPE_NEW_GAME_MODEL, NULL);
  self->catalog = wg_catalog_ref (catalog);
  find_factions (self);
  return self;
}
