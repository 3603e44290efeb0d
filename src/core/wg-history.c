/* wg-history.c — every change to a game, undoable
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-history.h"
#include "wg-history-private.h"
#include "wg-invariants.h"
#include "wg-record-edit.h"

/* Full snapshots rather than commands that know how to undo themselves: a
 * WgGame copy is a few kilobytes (the board is shared by reference), a long
 * game has a few hundred steps, and a snapshot cannot be undone wrongly. */
struct _WgHistory
{
  GObject    parent_instance;

  WgGame    *initial;
  GPtrArray *entries;  /* WgHistoryEntry, oldest first */
  guint      position; /* entries[0 … position-1] are applied */
};

static void wg_history_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (WgHistory, wg_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      wg_history_list_model_init))

enum
{
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static GType
wg_history_get_item_type (GListModel *model)
{
  return WG_TYPE_HISTORY_ENTRY;
}

static guint
wg_history_get_n_items (GListModel *model)
{
  return WG_HISTORY (model)->entries->len;
}

static gpointer
wg_history_get_item (GListModel *model,
                     guint       position)
{
  WgHistory *self = WG_HISTORY (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
wg_history_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = wg_history_get_item_type;
  iface->get_n_items = wg_history_get_n_items;
  iface->get_item = wg_history_get_item;
}

static void
wg_history_finalize (GObject *object)
{
  WgHistory *self = WG_HISTORY (object);

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->initial, wg_game_free);
  G_OBJECT_CLASS (wg_history_parent_class)->finalize (object);
}

static void
wg_history_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  WgHistory *self = WG_HISTORY (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, wg_history_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, wg_history_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_history_class_init (WgHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = wg_history_finalize;
  object_class->get_property = wg_history_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After every push, undo and redo: the current game is another one. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
wg_history_init (WgHistory *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
}

WgHistory *
wg_history_new (WgGame *initial)
{
  WgHistory *self;

  g_return_val_if_fail (initial != NULL, NULL);

  self = g_object_new (WG_TYPE_HISTORY, NULL);
  self->initial = initial;
  return self;
}

const WgGame *
wg_history_get_game (WgHistory *self)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), NULL);

  if (self->position == 0)
    return self->initial;
  return wg_history_entry_get_game (g_ptr_array_index (self->entries, self->position - 1));
}

/* After the position moved: the properties that changed, then "changed". */
static void
moved (WgHistory *self,
       gboolean   could_undo,
       gboolean   could_redo)
{
  if (could_undo != wg_history_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != wg_history_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
wg_history_push (WgHistory  *self,
                 WgGame     *game,
                 const char *description,
                 GError    **error)
{
  return wg_history_push_steps (self, game, description, NULL, error);
}

gboolean
wg_history_push_steps (WgHistory  *self,
                       WgGame     *game,
                       const char *description,
                       GPtrArray  *steps,
                       GError    **error)
{
  gboolean could_undo, could_redo;
  guint    dropped;

  g_return_val_if_fail (WG_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (description != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!wg_game_check (game, error))
    {
      wg_game_free (game);
      g_clear_pointer (&steps, g_ptr_array_unref);
      return FALSE;
    }
  could_undo = wg_history_can_undo (self);
  could_redo = wg_history_can_redo (self);
  dropped = self->entries->len - self->position;
  g_ptr_array_set_size (self->entries, self->position);
  g_ptr_array_add (self->entries, wg_history_entry_new (game, description, steps));
  self->position++;
  g_list_model_items_changed (G_LIST_MODEL (self), self->position - 1, dropped, 1);
  moved (self, could_undo, could_redo);
  return TRUE;
}

gboolean
wg_history_push_outcome (WgHistory *self,
                         WgOutcome *outcome,
                         GError   **error)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (outcome != NULL && outcome->game != NULL, FALSE);

  return wg_history_push (self, wg_outcome_steal_game (outcome),
                          outcome->description != NULL ? outcome->description : "", error);
}

gboolean
wg_history_can_undo (WgHistory *self)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), FALSE);
  return self->position > 0;
}

gboolean
wg_history_can_redo (WgHistory *self)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), FALSE);
  return self->position < self->entries->len;
}

gboolean
wg_history_undo (WgHistory *self)
{
  gboolean could_redo;

  g_return_val_if_fail (WG_IS_HISTORY (self), FALSE);

  if (!wg_history_can_undo (self))
    return FALSE;
  could_redo = wg_history_can_redo (self);
  self->position--;
  wg_history_entry_set_applied (g_ptr_array_index (self->entries, self->position), FALSE);
  moved (self, TRUE, could_redo);
  return TRUE;
}

gboolean
wg_history_redo (WgHistory *self)
{
  gboolean could_undo;

  g_return_val_if_fail (WG_IS_HISTORY (self), FALSE);

  if (!wg_history_can_redo (self))
    return FALSE;
  could_undo = wg_history_can_undo (self);
  wg_history_entry_set_applied (g_ptr_array_index (self->entries, self->position), TRUE);
  self->position++;
  moved (self, could_undo, TRUE);
  return TRUE;
}

guint
wg_history_get_position (WgHistory *self)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), 0);
  return self->position;
}

guint
wg_history_get_n_entries (WgHistory *self)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), 0);
  return self->entries->len;
}

const char *
wg_history_get_description (WgHistory *self,
                            guint      index)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);
  return wg_history_entry_get_description (g_ptr_array_index (self->entries, index));
}

const WgGame *
wg_history_get_initial (WgHistory *self)
{
  g_return_val_if_fail (WG_IS_HISTORY (self), NULL);
  return self->initial;
}

void
wg_history_step_untell (WgRecordStep *step,
                        const WgGame *after)
{
  g_return_if_fail (step != NULL && after != NULL);

  g_free (step->sentence);
  step->sentence = g_strdup ("");
  g_free (step->sha256);
  step->sha256 = wg_record_step_digest (step, after);
}

/* The steps of entry @i, found for an edit: its changes from the table
 * before it, with its sentence. */
static GPtrArray *
entry_steps (WgHistory *self,
             guint      i)
{
  WgHistoryEntry *entry = g_ptr_array_index (self->entries, i);
  const WgGame   *before, *after = wg_history_entry_get_game (entry);
  GPtrArray      *steps = wg_history_entry_get_steps (entry);
  g_auto (GStrv) args = NULL;

  if (steps != NULL)
    return steps;
  before = i == 0 ? self->initial
                  : wg_history_entry_get_game (g_ptr_array_index (self->entries, i - 1));
  args = wg_record_edit_args (before, after);
  steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  g_ptr_array_add (steps, wg_record_step_new ("edit", (const char *const *) args, NULL,
                                              wg_history_entry_get_description (entry), NULL,
                                              after));
  wg_history_entry_set_steps (entry, steps);
  return steps;
}

WgRecord *
wg_history_get_record (WgHistory *self)
{
  WgRecord *record;

  g_return_val_if_fail (WG_IS_HISTORY (self), NULL);

  record = wg_record_new (self->initial);
  for (guint i = 0; i < self->entries->len; i++)
    {
      GPtrArray *steps = entry_steps (self, i);
      GPtrArray *into = i < self->position ? record->steps : record->redo;

      for (guint k = 0; k < steps->len; k++)
        g_ptr_array_add (into, wg_record_step_copy (g_ptr_array_index (steps, k)));
    }
  return record;
}
