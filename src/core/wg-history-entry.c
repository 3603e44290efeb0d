/* wg-history-entry.c — one step of a game's history
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-history-private.h"

struct _WgHistoryEntry
{
  GObject    parent_instance;

  WgGame    *game;
  char      *description;
  GPtrArray *steps; /* WgRecordStep, or NULL: an edit, found when asked */
  gboolean   applied;
};

G_DEFINE_FINAL_TYPE (WgHistoryEntry, wg_history_entry, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DESCRIPTION,
  PROP_APPLIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
wg_history_entry_finalize (GObject *object)
{
  WgHistoryEntry *self = WG_HISTORY_ENTRY (object);

  g_clear_pointer (&self->game, wg_game_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  G_OBJECT_CLASS (wg_history_entry_parent_class)->finalize (object);
}

static void
wg_history_entry_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  WgHistoryEntry *self = WG_HISTORY_ENTRY (object);

  switch (prop_id)
    {
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_APPLIED:
      g_value_set_boolean (value, self->applied);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_history_entry_class_init (WgHistoryEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = wg_history_entry_finalize;
  object_class->get_property = wg_history_entry_get_property;

  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_APPLIED] =
    g_param_spec_boolean ("applied", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
wg_history_entry_init (WgHistoryEntry *self)
{
  self->applied = TRUE;
}

WgHistoryEntry *
wg_history_entry_new (WgGame     *game,
                      const char *description,
                      GPtrArray  *steps)
{
  WgHistoryEntry *self;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (description != NULL, NULL);

  self = g_object_new (WG_TYPE_HISTORY_ENTRY, NULL);
  self->game = game;
  self->description = g_strdup (description);
  self->steps = steps;
  return self;
}

void
wg_history_entry_set_applied (WgHistoryEntry *self,
                              gboolean        applied)
{
  g_return_if_fail (WG_IS_HISTORY_ENTRY (self));

  applied = !!applied;
  if (self->applied == applied)
    return;
  self->applied = applied;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_APPLIED]);
}

const char *
wg_history_entry_get_description (WgHistoryEntry *self)
{
  g_return_val_if_fail (WG_IS_HISTORY_ENTRY (self), NULL);
  return self->description;
}

gboolean
wg_history_entry_get_applied (WgHistoryEntry *self)
{
  g_return_val_if_fail (WG_IS_HISTORY_ENTRY (self), FALSE);
  return self->applied;
}

const WgGame *
wg_history_entry_get_game (WgHistoryEntry *self)
{
  g_return_val_if_fail (WG_IS_HISTORY_ENTRY (self), NULL);
  return self->game;
}

GPtrArray *
wg_history_entry_get_steps (WgHistoryEntry *self)
{
  g_return_val_if_fail (WG_IS_HISTORY_ENTRY (self), NULL);
  return self->steps;
}

void
wg_history_entry_set_steps (WgHistoryEntry *self,
                            GPtrArray      *steps)
{
  g_return_if_fail (WG_IS_HISTORY_ENTRY (self));
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  self->steps = steps;
}
