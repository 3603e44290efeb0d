/* wg-recent-game.c — one recent game file and its summary, read off the main thread
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-game-json.h"
#include "wg-json.h"
#include "wg-recent-game.h"
#include "wg-score.h"
#include "wg-words.h"

/* What the worker thread makes: plain values, handed to the main thread. */
typedef struct
{
  char      *title; /* NULL: the file's name */
  char      *date;
  GPtrArray *names;  /* char * */
  GPtrArray *colors; /* char * */
  char      *status;
  gboolean   read; /* the game was read: else status says why not */
  gboolean   finished;
} Summary;

struct _WgRecentGame
{
  GObject           parent_instance;

  GFile            *file;
  WgRecentGameState state;
  Summary           summary;
};

G_DEFINE_FINAL_TYPE (WgRecentGame, wg_recent_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
summary_clear (Summary *s)
{
  g_clear_pointer (&s->title, g_free);
  g_clear_pointer (&s->date, g_free);
  g_clear_pointer (&s->names, g_ptr_array_unref);
  g_clear_pointer (&s->colors, g_ptr_array_unref);
  g_clear_pointer (&s->status, g_free);
}

static void
summary_free (Summary *s)
{
  summary_clear (s);
  g_free (s);
}

/* "Ben wins with 6 VP", "The Gatekeepers win …", "Aiko and Ben share …". */
static char *
describe_winners (const WgGame  *game,
                  const WgScore *score)
{
  g_autofree char *names = wg_score_join_labels (game, score->winners, score->n_winners);
  int              vp = 0;

  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].player == score->winners[0])
      vp = score->lines[i].total;
  if (score->n_winners > 1)
    /* TRANSLATORS: a recent game: the winners, their VP */
    return g_strdup_printf (_ ("Finished · %s share the victory with %d VP"), names, vp);
  if (wg_game_player_is_plural (game, score->winners[0]))
    return g_strdup_printf (_ ("Finished · %s win with %d VP"), names, vp);
  return g_strdup_printf (_ ("Finished · %s wins with %d VP"), names, vp);
}

static void
summarize (Summary         *s,
           const WgGame    *game,
           const WgCatalog *catalog)
{
  WgScore score;

  s->read = TRUE;
  s->title = g_strdup (wg_game_get_name (game));
  for (guint i = 0; i < game->n_players; i++)
    {
      g_ptr_array_add (s->names, wg_words_player_title (game, (int) i));
      g_ptr_array_add (s->colors, g_strdup (wg_game_player_color (game, (int) i)));
    }
  wg_score_compute (game, catalog, &score);
  s->finished = wg_score_is_result (game, &score);
  if (s->finished && score.n_winners > 0)
    s->status = describe_winners (game, &score);
  else if (game->game_over)
    /* R-SCORE-4: over, but not a result yet. */
    s->status = g_strdup (_ ("Game over · Objectives still to judge"));
  else
    /* TRANSLATORS: a recent game not over yet */
    s->status = g_strdup_printf (_ ("Round %d"), game->round);
}

static void
read_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  WgRecentGame *self = source;
  WgCatalog    *catalog = task_data;
  Summary      *s = g_new0 (Summary, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (WgGame) game = NULL;
  g_autofree char *data = NULL;
  gsize            length = 0;

  s->names = g_ptr_array_new_with_free_func (g_free);
  s->colors = g_ptr_array_new_with_free_func (g_free);
  info = g_file_query_info (self->file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                            cancellable, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_TIME_MODIFIED))
    {
      g_autoptr (GDateTime) utc = g_date_time_new_from_unix_utc (
        (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED));
      g_autoptr (GDateTime) local = g_date_time_to_local (utc);

      s->date = g_date_time_format (local, "%Y-%m-%d %H:%M");
    }
  /* The reader's own limit: a file above it is refused unread. */
  data = wg_json_read_gfile (self->file, &length, &error);
  if (data != NULL)
    game = wg_game_load_from_data (data, length, &error);
  if (game != NULL)
    summarize (s, game, catalog);
  else
    s->status = g_strdup (error->message);
  g_task_return_pointer (task, s, (GDestroyNotify) summary_free);
}

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  WgRecentGame *self = WG_RECENT_GAME (source);
  Summary      *s = g_task_propagate_pointer (G_TASK (result), NULL);

  if (s == NULL)
    return; /* cancelled */
  summary_clear (&self->summary);
  self->summary = *s;
  g_free (s);
  self->state = self->summary.read ? WG_RECENT_GAME_READY : WG_RECENT_GAME_FAILED;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

void
wg_recent_game_load (WgRecentGame *self,
                     WgCatalog    *catalog,
                     GCancellable *cancellable)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (WG_IS_RECENT_GAME (self));

  task = g_task_new (self, cancellable, on_read, NULL);
  g_task_set_return_on_cancel (task, TRUE);
  if (catalog != NULL)
    g_task_set_task_data (task, wg_catalog_ref (catalog), (GDestroyNotify) wg_catalog_unref);
  g_task_run_in_thread (task, read_in_thread);
}

WgRecentGame *
wg_recent_game_new (GFile *file)
{
  WgRecentGame *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = g_object_new (WG_TYPE_RECENT_GAME, NULL);
  self->file = g_object_ref (file);
  return self;
}

GFile *
wg_recent_game_get_file (WgRecentGame *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAME (self), NULL);
  return self->file;
}

WgRecentGameState
wg_recent_game_get_state (WgRecentGame *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAME (self), WG_RECENT_GAME_FAILED);
  return self->state;
}

const char *
wg_recent_game_get_title (WgRecentGame *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAME (self), NULL);
  if (self->summary.title == NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);

      self->summary.title = g_filename_display_name (name);
    }
  return self->summary.title;
}

const char *
wg_recent_game_get_date (WgRecentGame *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAME (self), NULL);
  return self->summary.date != NULL ? self->summary.date : "";
}

guint
wg_recent_game_get_n_players (WgRecentGame *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAME (self), 0);
  return self->summary.names != NULL ? self->summary.names->len : 0;
}

const char *
wg_recent_game_get_player_name (WgRecentGame *self,
                                guint         i)
{
  g_return_val_if_fail (i < wg_recent_game_get_n_players (self), NULL);
  return g_ptr_array_index (self->summary.names, i);
}

const char *
wg_recent_game_get_player_color (WgRecentGame *self,
                                 guint         i)
{
  g_return_val_if_fail (i < wg_recent_game_get_n_players (self), NULL);
  return g_ptr_array_index (self->summary.colors, i);
}

const char *
wg_recent_game_get_status (WgRecentGame *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAME (self), NULL);
  return self->summary.status != NULL ? self->summary.status : _ ("Reading…");
}

gboolean
wg_recent_game_get_finished (WgRecentGame *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAME (self), FALSE);
  return self->summary.finished;
}

static void
wg_recent_game_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  WgRecentGame *self = WG_RECENT_GAME (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_recent_game_finalize (GObject *object)
{
  WgRecentGame *self = WG_RECENT_GAME (object);

  g_clear_object (&self->file);
  summary_clear (&self->summary);

  G_OBJECT_CLASS (wg_recent_game_parent_class)->finalize (object);
}

static void
wg_recent_game_class_init (WgRecentGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = wg_recent_game_get_property;
  object_class->finalize = wg_recent_game_finalize;

  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, WG_RECENT_GAME_LOADING,
                                             WG_RECENT_GAME_FAILED, WG_RECENT_GAME_LOADING,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
wg_recent_game_init (WgRecentGame *self)
{
  self->state = WG_RECENT_GAME_LOADING;
}
