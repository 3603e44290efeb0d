/* wg-session.c — the window's view-model: the game and what the player is looking at
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-game-json.h"
#include "wg-range.h"
#include "wg-session-private.h"

G_DEFINE_FINAL_TYPE (WgSession, wg_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_STATUS,
  PROP_HAS_RULER,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
clear_measurement (WgSession *self)
{
  self->range = WG_RANGE_UNREACHABLE;
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->if_won, wg_withdrawal_free);
  g_clear_pointer (&self->if_lost, wg_withdrawal_free);
}

static void
reset_view_state (WgSession *self)
{
  clear_measurement (self);
  self->selected = -1;
  self->ruler_from = -1;
  self->ruler_to = -1;
}

/* Every change of view state ends here: the status is rebuilt and the
 * views are told once. */
static void
view_state_changed (WgSession *self)
{
  g_autofree char *status = wg_session_build_status (self);

  if (g_strcmp0 (status, self->status) != 0)
    {
      g_free (self->status);
      self->status = g_steal_pointer (&status);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_RULER]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Takes @game; @file may be NULL. */
static void
replace_game (WgSession  *self,
              WgGame     *game,
              GFile      *file,
              const char *fallback_subtitle)
{
  const char *board_name = wg_board_get_name (game->board);
  g_autofree char *basename = file ? g_file_get_basename (file) : NULL;

  g_clear_pointer (&self->game, wg_game_free);
  self->game = game;
  g_set_object (&self->file, file);

  g_free (self->title);
  g_free (self->subtitle);
  if (board_name != NULL && *board_name != '\0')
    self->title = g_strdup (board_name);
  else if (basename != NULL)
    self->title = g_strdup (basename);
  else
    self->title = g_strdup (_("Warpgate Companion"));
  self->subtitle = g_strdup (basename ? basename : fallback_subtitle);

  reset_view_state (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
  view_state_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
wg_session_finalize (GObject *object)
{
  WgSession *self = WG_SESSION (object);

  clear_measurement (self);
  g_clear_pointer (&self->game, wg_game_free);
  g_clear_object (&self->file);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->subtitle, g_free);
  g_clear_pointer (&self->status, g_free);

  G_OBJECT_CLASS (wg_session_parent_class)->finalize (object);
}

static void
wg_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  WgSession *self = WG_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_boxed (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, wg_session_get_title (self));
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, wg_session_get_subtitle (self));
      break;
    case PROP_STATUS:
      g_value_set_string (value, wg_session_get_status (self));
      break;
    case PROP_HAS_RULER:
      g_value_set_boolean (value, wg_session_has_ruler (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_session_class_init (WgSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = wg_session_finalize;
  object_class->get_property = wg_session_get_property;

  /* A copy, as boxed properties are; C code reads wg_session_get_game(). */
  properties[PROP_GAME] =
    g_param_spec_boxed ("game", NULL, NULL, WG_TYPE_GAME,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAS_RULER] =
    g_param_spec_boolean ("has-ruler", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The view state changed: selection, ruler or withdraw preview. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
wg_session_init (WgSession *self)
{
  reset_view_state (self);
  self->status = g_strdup ("");
}

WgSession *
wg_session_new (void)
{
  return g_object_new (WG_TYPE_SESSION, NULL);
}

/* A local file goes through the core's reader, which refuses an oversized
 * file before reading it; anything else (a portal or GVfs URI) is read
 * through GIO first. */
static WgGame *
load_game_from_file (GFile   *file,
                     GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *data = NULL;
  gsize length = 0;

  if (path != NULL)
    return wg_game_load_from_file (path, error);
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  return wg_game_load_from_data (data, length, error);
}

gboolean
wg_session_load_file (WgSession  *self,
                      GFile      *file,
                      GError    **error)
{
  WgGame *game;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = load_game_from_file (file, error);
  if (game == NULL)
    return FALSE;
  replace_game (self, game, file, NULL);
  return TRUE;
}

gboolean
wg_session_load_resource (WgSession   *self,
                          const char  *resource_path,
                          GError     **error)
{
  g_autoptr (GBytes) bytes = NULL;
  WgGame *game;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (resource_path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  game = wg_game_load_from_data (data, length, error);
  if (game == NULL)
    return FALSE;
  replace_game (self, game, NULL, _("Sample game"));
  return TRUE;
}

const WgGame *
wg_session_get_game (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->game;
}

GFile *
wg_session_get_file (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->file;
}

const char *
wg_session_get_title (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->title ? self->title : _("Warpgate Companion");
}

const char *
wg_session_get_subtitle (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->subtitle ? self->subtitle : "";
}

/* The withdraw preview needs one player's ships at the start and another
 * player's ships on a planet at the end: the start is the attacker's origin,
 * the end the battle (R-WD-1…4). Nothing may attack another player's
 * Warpgate (R-MOVE-3), so a warpgate end gives no preview. */
static void
preview_withdrawal (WgSession *self)
{
  const WgGame *game = self->game;
  int attacker = game->stacks[self->ruler_from].ship_owner;
  int defender = game->stacks[self->ruler_to].ship_owner;
  const WgCell *battle = wg_board_get_cell (game->board, self->ruler_to);

  if (attacker == WG_NO_PLAYER || defender == WG_NO_PLAYER || attacker == defender
      || battle->kind != WG_HEX_PLANET)
    return;
  self->if_won = wg_withdrawal_compute (game, attacker, &self->ruler_from, 1,
                                        self->ruler_to, TRUE);
  self->if_lost = wg_withdrawal_compute (game, attacker, &self->ruler_from, 1,
                                         self->ruler_to, FALSE);
}

static void
measure (WgSession *self)
{
  g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (self->game, self->ruler_from);

  clear_measurement (self);
  self->range = wg_range_map_get (map, self->ruler_to);
  self->path = wg_range_map_path (map, self->ruler_to);
  preview_withdrawal (self);
}

void
wg_session_click_location (WgSession *self,
                           int        cell)
{
  g_return_if_fail (WG_IS_SESSION (self));
  g_return_if_fail (self->game != NULL);
  g_return_if_fail (wg_board_is_location (self->game->board, cell));

  if (self->ruler_from < 0 || self->ruler_to >= 0)
    {
      /* First click, or the third: start over from here. */
      clear_measurement (self);
      self->ruler_from = cell;
      self->ruler_to = -1;
      self->selected = cell;
    }
  else if (cell == self->ruler_from)
    {
      reset_view_state (self);
    }
  else
    {
      self->ruler_to = cell;
      self->selected = cell;
      measure (self);
    }
  view_state_changed (self);
}

void
wg_session_clear_ruler (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (self->ruler_from < 0 && self->selected < 0)
    return;
  reset_view_state (self);
  view_state_changed (self);
}

gboolean
wg_session_has_ruler (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->ruler_from >= 0;
}

int
wg_session_get_selected (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), -1);
  return self->selected;
}

int
wg_session_get_ruler_from (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), -1);
  return self->ruler_from;
}

int
wg_session_get_ruler_to (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), -1);
  return self->ruler_to;
}

int
wg_session_get_range (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), WG_RANGE_UNREACHABLE);
  return self->range;
}

const GArray *
wg_session_get_path (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->path;
}

const WgWithdrawal *
wg_session_get_withdrawal (WgSession *self,
                           gboolean   attacker_won)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return attacker_won ? self->if_won : self->if_lost;
}

const char *
wg_session_get_status (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->status;
}
