/* wg-replay-model.c — a game stepped through: its record replayed, one position at a time
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-json.h"
#include "wg-record-json.h"
#include "wg-record-play.h"
#include "wg-replay-model.h"

struct _WgReplayModel
{
  GObject    parent_instance;

  GFile     *file;         /* read from, or NULL */
  WgCatalog *catalog;      /* or NULL */
  WgRecord  *record;       /* the file's, or an empty one from its table */
  gboolean   has_record;   /* the file had one */
  WgReplay  *replay;       /* tables[0…last] */
  guint      stop_step;    /* 0: the whole record agrees */
  char      *stop_reason;  /* or NULL */
  GArray    *round_starts; /* guint */
  guint      position;
  WgScore    score; /* at the position */
};

enum
{
  PROP_0,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (WgReplayModel, wg_replay_model, G_TYPE_OBJECT)

static const char *const no_rulings[] = { NULL };

static const WgGame *
table_at (WgReplayModel *self,
          guint          position)
{
  return g_ptr_array_index (self->replay->tables, position);
}

static void
compute_score (WgReplayModel *self)
{
  wg_score_compute (table_at (self, self->position), self->catalog, &self->score);
}

/* The rounds' first positions: where the table's round differs from the
 * position before. */
static void
find_round_starts (WgReplayModel *self)
{
  guint zero = 0;

  g_array_append_val (self->round_starts, zero);
  for (guint p = 1; p <= self->replay->n_agree; p++)
    if (table_at (self, p)->round != table_at (self, p - 1)->round)
      g_array_append_val (self->round_starts, p);
}

static void
play (WgReplayModel *self,
      const WgGame  *table,
      WgCatalog     *catalog)
{
  self->replay = wg_record_replay (self->record, table, catalog);
  if (self->replay->why != NULL)
    {
      self->stop_step = self->replay->n_agree + 1;
      /* TRANSLATORS: %u is a step's number, %s why it disagrees */
      self->stop_reason = g_strdup_printf (_ ("The record stops agreeing at step %u: %s."),
                                           self->stop_step, self->replay->why);
    }
  find_round_starts (self);
  compute_score (self);
}

WgReplayModel *
wg_replay_model_new (const WgGame   *game,
                     const WgRecord *record,
                     WgCatalog      *catalog)
{
  WgReplayModel *self;

  g_return_val_if_fail (game != NULL, NULL);

  self = g_object_new (WG_TYPE_REPLAY_MODEL, NULL);
  self->catalog = catalog != NULL ? wg_catalog_ref (catalog) : NULL;
  self->has_record = record != NULL;
  /* Without a record the game's own table is step 0, and all there is. */
  self->record = record != NULL ? wg_record_copy (record) : wg_record_new (game);
  play (self, game, catalog);
  return self;
}

WgReplayModel *
wg_replay_model_new_for_file (GFile     *file,
                              WgCatalog *catalog,
                              GError   **error)
{
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  WgReplayModel *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = wg_game_load_gfile_with_record (file, &record, error);
  if (game == NULL)
    return NULL;
  self = wg_replay_model_new (game, record, catalog);
  self->file = g_object_ref (file);
  return self;
}

GFile *
wg_replay_model_get_file (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  return self->file;
}

guint
wg_replay_model_get_n_steps (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), 0);
  return wg_record_get_n_steps (self->record);
}

guint
wg_replay_model_get_last (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), 0);
  return self->replay->n_agree;
}

guint
wg_replay_model_get_stop_step (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), 0);
  return self->stop_step;
}

const char *
wg_replay_model_get_stop_reason (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  return self->stop_reason;
}

/* ---- Moving ---- */

guint
wg_replay_model_get_position (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), 0);
  return self->position;
}

void
wg_replay_model_set_position (WgReplayModel *self,
                              guint          position)
{
  g_return_if_fail (WG_IS_REPLAY_MODEL (self));

  position = MIN (position, self->replay->n_agree);
  if (position == self->position)
    return;
  self->position = position;
  compute_score (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

/* Position @p begins a turn (a round): the table's turn (round) is not
 * the one before it. */
static gboolean
begins (WgReplayModel *self,
        WgReplayUnit   unit,
        guint          p)
{
  const WgGame *now, *before;

  if (p == 0 || unit == WG_REPLAY_BY_STEP)
    return TRUE;
  now = table_at (self, p);
  before = table_at (self, p - 1);
  if (unit == WG_REPLAY_BY_ROUND)
    return now->round != before->round;
  return now->round != before->round || now->turn != before->turn
         || now->active != before->active;
}

guint
wg_replay_model_find (WgReplayModel *self,
                      WgReplayUnit   unit,
                      gboolean       forward)
{
  guint last;
  guint p;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), 0);

  last = self->replay->n_agree;
  p = self->position;
  if (forward)
    {
      while (p < last && !begins (self, unit, ++p))
        ;
      return p;
    }
  while (p > 0 && !begins (self, unit, --p))
    ;
  return p;
}

gboolean
wg_replay_model_move (WgReplayModel *self,
                      WgReplayUnit   unit,
                      gboolean       forward)
{
  guint to;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), FALSE);

  to = wg_replay_model_find (self, unit, forward);
  if (to == self->position)
    return FALSE;
  wg_replay_model_set_position (self, to);
  return TRUE;
}

const GArray *
wg_replay_model_get_round_starts (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  return self->round_starts;
}

/* ---- At the position ---- */

static const WgRecordStep *
current_step (WgReplayModel *self)
{
  if (self->position == 0)
    return NULL;
  return g_ptr_array_index (self->record->steps, self->position - 1);
}

const WgGame *
wg_replay_model_get_table (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  return table_at (self, self->position);
}

const char *
wg_replay_model_get_command (WgReplayModel *self)
{
  const WgRecordStep *step;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  step = current_step (self);
  return step != NULL ? step->command : NULL;
}

const char *
wg_replay_model_get_sentence (WgReplayModel *self)
{
  const WgRecordStep *step;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  step = current_step (self);
  if (step != NULL)
    return step->sentence;
  return self->has_record ? _ ("The table the game’s record starts from.")
                          : _ ("The table as the file holds it: the file has no record of the "
                               "steps before.");
}

const char *const *
wg_replay_model_get_rulings (WgReplayModel *self)
{
  const WgRecordStep *step;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  step = current_step (self);
  return step != NULL && step->rulings != NULL ? (const char *const *) step->rulings : no_rulings;
}

char *
wg_replay_model_describe_rulings (WgReplayModel *self)
{
  const char *const *rulings = wg_replay_model_get_rulings (self);
  g_autofree char   *ids = NULL;

  if (rulings[0] == NULL)
    return g_strdup ("");
  ids = g_strjoinv (", ", (char **) rulings);
  /* TRANSLATORS: %s is a list of ruling ids, "R-BATTLE-1, R-WD-2" */
  return g_strdup_printf (_ ("Rulings: %s"), ids);
}

char *
wg_replay_model_describe_position (WgReplayModel *self)
{
  const WgGame    *table;
  g_autofree char *step = NULL;
  g_autofree char *turn = NULL;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  table = table_at (self, self->position);
  /* TRANSLATORS: "Step 12 of 110" */
  step = g_strdup_printf (_ ("Step %u of %u"), self->position, self->replay->n_agree);
  if (table->active >= 0 && (guint) table->active < table->n_players)
    /* TRANSLATORS: "Round 3, blue’s turn 2": the round, the player, the turn */
    turn = g_strdup_printf (_ ("Round %d, %s’s turn %d"), table->round,
                            wg_game_player_label (table, table->active), table->turn);
  else
    /* TRANSLATORS: %d is the round */
    turn = g_strdup_printf (_ ("Round %d"), table->round);
  return g_strdup_printf ("%s · %s", step, turn);
}

const WgScore *
wg_replay_model_get_score (WgReplayModel *self)
{
  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), NULL);
  return &self->score;
}

/* ---- Continue From Here ---- */

gboolean
wg_replay_model_continue (WgReplayModel *self,
                          GFile         *file,
                          GError       **error)
{
  g_autoptr (WgRecord) record = NULL;
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  const WgGame    *table;
  gsize            length = 0;

  g_return_val_if_fail (WG_IS_REPLAY_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->file != NULL && g_file_equal (file, self->file))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   /* TRANSLATORS: %s is a file's name */
                   _ ("“%s” is the game being replayed, which is never changed: choose another "
                      "file"),
                   name);
      return FALSE;
    }
  record = wg_record_copy (self->record);
  wg_record_truncate (record, self->position);
  table = table_at (self, self->position);
  /* A local file through the core's atomic writer; any other (a portal's
   * or GVfs's) through GIO, which replaces a file as atomically. */
  path = g_file_get_path (file);
  if (path != NULL)
    return wg_game_with_record_save_to_file (table, record, path, error);
  data = wg_game_with_record_to_data (table, record, &length);
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                  error);
}

static void
wg_replay_model_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  WgReplayModel *self = WG_REPLAY_MODEL (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_replay_model_finalize (GObject *object)
{
  WgReplayModel *self = WG_REPLAY_MODEL (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  g_clear_pointer (&self->record, wg_record_free);
  g_clear_pointer (&self->replay, wg_replay_free);
  g_free (self->stop_reason);
  g_array_unref (self->round_starts);
  G_OBJECT_CLASS (wg_replay_model_parent_class)->finalize (object);
}

static void
wg_replay_model_class_init (WgReplayModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = wg_replay_model_get_property;
  object_class->finalize = wg_replay_model_finalize;

  properties[PROP_POSITION] = g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
wg_replay_model_init (WgReplayModel *self)
{
  self->round_starts = g_array_new (FALSE, FALSE, sizeof (guint));
}
