/* wg-session.c — the window's view-model: the game's history, the selection and the ruler
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-autosave.h"
#include "wg-range.h"
#include "wg-session-private.h"

G_DEFINE_FINAL_TYPE (WgSession, wg_session, G_TYPE_OBJECT)

enum
{
  CHANGED,
  AUTOSAVE_FAILED,
  N_SIGNALS
};

GParamSpec  *wg_session_properties[WG_SESSION_N_PROPS];
static guint signals[N_SIGNALS];

#define NOTIFY(self, prop) \
  g_object_notify_by_pspec (G_OBJECT (self), wg_session_properties[WG_SESSION_PROP_##prop])

static void
clear_measurement (WgSession *self)
{
  self->range = WG_RANGE_UNREACHABLE;
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->if_won, wg_withdrawal_free);
  g_clear_pointer (&self->if_lost, wg_withdrawal_free);
}

static void
set_selected (WgSession *self,
              int        cell)
{
  if (self->selected == cell)
    return;
  self->selected = cell;
  NOTIFY (self, SELECTED);
}

static void
clear_ruler (WgSession *self)
{
  clear_measurement (self);
  self->ruler_from = -1;
  self->ruler_to = -1;
}

void
wg_session_reset_view_state (WgSession *self)
{
  clear_ruler (self);
  set_selected (self, -1);
  g_array_set_size (self->highlights, 0);
  g_clear_pointer (&self->dialog_highlights, g_array_unref);
}

void
wg_session_view_state_changed (WgSession *self)
{
  g_autofree char *status = wg_session_build_status (self);

  if (g_strcmp0 (status, self->status) != 0)
    {
      g_free (self->status);
      self->status = g_steal_pointer (&status);
      NOTIFY (self, STATUS);
    }
  NOTIFY (self, HAS_RULER);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The withdraw preview, when the core says the ruler shows one (ships at
 * the start attacking another player's planet at the end, R-WD-1…4). */
static void
preview_withdrawal (WgSession *self)
{
  const WgGame *game = wg_session_get_game (self);
  int           attacker;

  if (wg_withdrawal_preview_judge (game, self->ruler_from, self->ruler_to, &attacker)
      != WG_VERDICT_OK)
    return;
  self->if_won = wg_withdrawal_compute (game, attacker, &self->ruler_from, 1,
                                        self->ruler_to, TRUE);
  self->if_lost = wg_withdrawal_compute (game, attacker, &self->ruler_from, 1,
                                         self->ruler_to, FALSE);
}

static void
measure (WgSession *self)
{
  g_autoptr (WgRangeMap) map = wg_range_map_new_for_game (wg_session_get_game (self),
                                                          self->ruler_from);

  clear_measurement (self);
  self->range = wg_range_map_get (map, self->ruler_to);
  self->path = wg_range_map_path (map, self->ruler_to);
  preview_withdrawal (self);
}

static void
update_undo_state (WgSession *self)
{
  gboolean can_undo = self->history != NULL && wg_history_can_undo (self->history);
  gboolean can_redo = self->history != NULL && wg_history_can_redo (self->history);

  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      NOTIFY (self, CAN_UNDO);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      NOTIFY (self, CAN_REDO);
    }
}

/* The table changed (a step, undo or redo): what is shown follows it. The
 * board is the same, so the selection and the ruler's ends stay; what the
 * ruler measured (ships, the house rule) is measured again. */
static void
game_changed (WgSession *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  update_undo_state (self);
  if (self->ruler_to >= 0)
    measure (self);
  NOTIFY (self, GAME);
  wg_session_update_document (self);
  g_object_thaw_notify (G_OBJECT (self));
  wg_session_view_state_changed (self);
  wg_session_update_autosave (self);
}

static void
on_history_changed (WgSession *self)
{
  if (!self->moving)
    game_changed (self);
}

void
wg_session_replace_game (WgSession  *self,
                         WgGame     *game,
                         GFile      *file,
                         const char *origin,
                         gboolean    saved)
{
  g_autoptr (WgHistory) history = wg_history_new (game);

  g_clear_pointer (&self->record_problem, g_free);
  wg_session_replace_history (self, history, file, origin, saved);
}

void
wg_session_replace_history (WgSession  *self,
                            WgHistory  *history,
                            GFile      *file,
                            const char *origin,
                            gboolean    saved)
{
  guint position = wg_history_get_position (history);

  if (self->history != NULL)
    g_clear_signal_handler (&self->history_handler, self->history);
  g_set_object (&self->history, history);
  self->history_handler = g_signal_connect_swapped (history, "changed",
                                                    G_CALLBACK (on_history_changed), self);
  g_set_object (&self->file, file);
  wg_session_watch_file (self);
  self->origin = origin;
  g_clear_object (&self->saved_entry);
  /* Saved or loaded at the history's position: its entry is the table. */
  if (saved && position > 0)
    self->saved_entry = g_list_model_get_item (G_LIST_MODEL (history), position - 1);
  self->saved_known = saved;

  g_object_freeze_notify (G_OBJECT (self));
  wg_session_reset_view_state (self);
  update_undo_state (self);
  NOTIFY (self, HISTORY);
  NOTIFY (self, GAME);
  NOTIFY (self, FILE);
  wg_session_update_document (self);
  g_object_thaw_notify (G_OBJECT (self));
  wg_session_view_state_changed (self);
  wg_session_update_autosave (self);
}

static void
wg_session_dispose (GObject *object)
{
  WgSession *self = WG_SESSION (object);

  if (self->history != NULL)
    g_clear_signal_handler (&self->history_handler, self->history);
  g_clear_object (&self->history);
  g_clear_object (&self->saved_entry);
  g_clear_object (&self->file);
  wg_session_watch_file (self); /* no file: no monitor */

  G_OBJECT_CLASS (wg_session_parent_class)->dispose (object);
}

static void
wg_session_finalize (GObject *object)
{
  WgSession *self = WG_SESSION (object);

  clear_measurement (self);
  g_clear_pointer (&self->highlights, g_array_unref);
  g_clear_pointer (&self->dialog_highlights, g_array_unref);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->subtitle, g_free);
  g_clear_pointer (&self->status, g_free);
  /* Not closed: the autosave stays for the next run, as after a crash. */
  wg_session_release_slots (self);
  g_clear_pointer (&self->autosave_dir, g_free);
  g_clear_pointer (&self->autosave_owner, g_free);
  g_clear_pointer (&self->disk_etag, g_free);
  g_clear_pointer (&self->record_problem, g_free);
  g_clear_pointer (&self->catalog, wg_catalog_unref);

  G_OBJECT_CLASS (wg_session_parent_class)->finalize (object);
}

static void
wg_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  WgSession *self = WG_SESSION (object);

  switch ((WgSessionProperty) prop_id)
    {
    case WG_SESSION_PROP_GAME:
      g_value_set_boxed (value, wg_session_get_game (self));
      break;
    case WG_SESSION_PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;
    case WG_SESSION_PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case WG_SESSION_PROP_TITLE:
      g_value_set_string (value, wg_session_get_title (self));
      break;
    case WG_SESSION_PROP_SUBTITLE:
      g_value_set_string (value, wg_session_get_subtitle (self));
      break;
    case WG_SESSION_PROP_STATUS:
      g_value_set_string (value, wg_session_get_status (self));
      break;
    case WG_SESSION_PROP_HAS_RULER:
      g_value_set_boolean (value, wg_session_has_ruler (self));
      break;
    case WG_SESSION_PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case WG_SESSION_PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case WG_SESSION_PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case WG_SESSION_PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case WG_SESSION_PROP_0:
    case WG_SESSION_N_PROPS:
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
readable_boolean (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                 | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
readable_string (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL,
                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
wg_session_class_init (WgSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamSpec  **props = wg_session_properties;

  object_class->dispose = wg_session_dispose;
  object_class->finalize = wg_session_finalize;
  object_class->get_property = wg_session_get_property;

  /* A copy, as boxed properties are; C code reads wg_session_get_game(). */
  props[WG_SESSION_PROP_GAME] =
    g_param_spec_boxed ("game", NULL, NULL, WG_TYPE_GAME,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[WG_SESSION_PROP_HISTORY] =
    g_param_spec_object ("history", NULL, NULL, WG_TYPE_HISTORY,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[WG_SESSION_PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[WG_SESSION_PROP_TITLE] = readable_string ("title");
  props[WG_SESSION_PROP_SUBTITLE] = readable_string ("subtitle");
  props[WG_SESSION_PROP_STATUS] = readable_string ("status");
  props[WG_SESSION_PROP_HAS_RULER] = readable_boolean ("has-ruler");
  props[WG_SESSION_PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[WG_SESSION_PROP_CAN_UNDO] = readable_boolean ("can-undo");
  props[WG_SESSION_PROP_CAN_REDO] = readable_boolean ("can-redo");
  props[WG_SESSION_PROP_DIRTY] = readable_boolean ("dirty");
  g_object_class_install_properties (object_class, WG_SESSION_N_PROPS, props);

  /* The game or the view state changed: a step, undo, redo, a new game,
   * the selection, the ruler. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The autosave could not be written; the message says why. */
  signals[AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* Something else changed (or removed) the game's file on disk. */
  g_signal_new ("changed-on-disk", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                NULL, G_TYPE_NONE, 0);
}

static void
wg_session_init (WgSession *self)
{
  self->selected = -1;
  self->highlights = g_array_new (FALSE, FALSE, sizeof (WgHighlight));
  clear_ruler (self);
  self->status = wg_session_build_status (self);
  self->autosave_dir = wg_autosave_default_dir ();
  self->autosave_owner = g_uuid_string_random ();
  self->slot_fd = -1;
  self->claimed_fd = -1;
}

WgSession *
wg_session_new (void)
{
  return g_object_new (WG_TYPE_SESSION, NULL);
}

const WgGame *
wg_session_get_game (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->history != NULL ? wg_history_get_game (self->history) : NULL;
}

WgHistory *
wg_session_get_history (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), NULL);
  return self->history;
}

gboolean
wg_session_apply (WgSession  *self,
                  WgGame     *game,
                  const char *description,
                  GError    **error)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->history != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (description != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return wg_history_push (self->history, game, description, error);
}

gboolean
wg_session_apply_steps (WgSession  *self,
                        WgGame     *game,
                        const char *description,
                        GPtrArray  *steps,
                        GError    **error)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->history != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (description != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return wg_history_push_steps (self->history, game, description, steps, error);
}

gboolean
wg_session_can_undo (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->can_undo;
}

gboolean
wg_session_can_redo (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->can_redo;
}

gboolean
wg_session_undo (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->history != NULL && wg_history_undo (self->history);
}

gboolean
wg_session_redo (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->history != NULL && wg_history_redo (self->history);
}

gboolean
wg_session_go_to (WgSession *self,
                  guint      position)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->history != NULL, FALSE);
  g_return_val_if_fail (position <= wg_history_get_n_entries (self->history), FALSE);

  if (position == wg_history_get_position (self->history))
    return FALSE;
  self->moving = TRUE;
  while (wg_history_get_position (self->history) > position)
    wg_history_undo (self->history);
  while (wg_history_get_position (self->history) < position)
    wg_history_redo (self->history);
  self->moving = FALSE;
  game_changed (self);
  return TRUE;
}

int
wg_session_get_selected (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), -1);
  return self->selected;
}

void
wg_session_select_location (WgSession *self,
                            int        cell)
{
  const WgGame *game;

  g_return_if_fail (WG_IS_SESSION (self));
  game = wg_session_get_game (self);
  g_return_if_fail (cell == -1 || (game != NULL && wg_board_is_location (game->board, cell)));

  if (self->selected == cell)
    return;
  set_selected (self, cell);
  wg_session_view_state_changed (self);
}

void
wg_session_click_location (WgSession *self,
                           int        cell)
{
  const WgGame *game;

  g_return_if_fail (WG_IS_SESSION (self));
  game = wg_session_get_game (self);
  g_return_if_fail (game != NULL);
  g_return_if_fail (wg_board_is_location (game->board, cell));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->ruler_from < 0 || self->ruler_to >= 0)
    {
      /* First click, or the third: start over from here. */
      clear_measurement (self);
      self->ruler_from = cell;
      self->ruler_to = -1;
      set_selected (self, cell);
    }
  else if (cell == self->ruler_from)
    {
      wg_session_reset_view_state (self);
    }
  else
    {
      self->ruler_to = cell;
      set_selected (self, cell);
      measure (self);
    }
  g_object_thaw_notify (G_OBJECT (self));
  wg_session_view_state_changed (self);
}

void
wg_session_clear_ruler (WgSession *self)
{
  g_return_if_fail (WG_IS_SESSION (self));

  if (self->ruler_from < 0)
    return;
  clear_ruler (self);
  wg_session_view_state_changed (self);
}

gboolean
wg_session_has_ruler (WgSession *self)
{
  g_return_val_if_fail (WG_IS_SESSION (self), FALSE);
  return self->ruler_from >= 0;
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
