/* test-history.c — undo, redo and the refusal of games that break an invariant
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each step below is the previous table with the available Trade Goods set
 * to the step's number, so a table tells which step it is. The initial
 * table (tests/data/game-full.json) has 5.
 */
#include "wg-history.h"
#include "wg-invariants.h"
#include "wg-test-util.h"

#define INITIAL_TRADE_GOODS 5

/* What the history said, counted. */
typedef struct
{
  guint changed;
  guint can_undo;
  guint can_redo;
  guint items_changed;
  guint last_position;
  guint last_removed;
  guint last_added;
} Signals;

static void
on_changed (WgHistory *history,
            Signals   *s)
{
  s->changed++;
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Signals    *s)
{
  if (g_str_equal (pspec->name, "can-undo"))
    s->can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    s->can_redo++;
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Signals    *s)
{
  s->items_changed++;
  s->last_position = position;
  s->last_removed = removed;
  s->last_added = added;
}

static WgHistory *
new_history (Signals *s)
{
  WgHistory *history = wg_history_new (wg_test_load_game ("game-full.json"));

  g_signal_connect (history, "changed", G_CALLBACK (on_changed), s);
  g_signal_connect (history, "notify", G_CALLBACK (on_notify), s);
  g_signal_connect (history, "items-changed", G_CALLBACK (on_items_changed), s);
  return history;
}

/* Pushes the current table with the Trade Goods set to @step. */
static void
push_step (WgHistory *history,
           int        step)
{
  WgGame          *game = wg_game_copy (wg_history_get_game (history));
  g_autofree char *description = g_strdup_printf ("Step %d", step);
  g_autoptr (GError) error = NULL;

  game->trade_goods = step;
  g_assert_true (wg_history_push (history, game, description, &error));
  g_assert_no_error (error);
}

static int
current_step (WgHistory *history)
{
  return wg_history_get_game (history)->trade_goods;
}

static void
test_empty (void)
{
  Signals s = { 0 };
  g_autoptr (WgHistory) history = new_history (&s);

  g_assert_cmpint (current_step (history), ==, INITIAL_TRADE_GOODS);
  g_assert_false (wg_history_can_undo (history));
  g_assert_false (wg_history_can_redo (history));
  g_assert_cmpuint (wg_history_get_position (history), ==, 0);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 0);
  g_assert_false (wg_history_undo (history));
  g_assert_false (wg_history_redo (history));
  g_assert_cmpuint (s.changed + s.can_undo + s.can_redo + s.items_changed, ==, 0);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (history)) == WG_TYPE_HISTORY_ENTRY);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (history), 0));
}

/* Four steps; undo 3 then redo 2, checking the table at each position. */
static void
test_undo_redo_round_trip (void)
{
  Signals s = { 0 };
  g_autoptr (WgHistory) history = new_history (&s);

  for (int step = 1; step <= 4; step++)
    push_step (history, step);
  g_assert_cmpuint (wg_history_get_position (history), ==, 4);
  g_assert_cmpint (current_step (history), ==, 4);

  for (int expect = 3; expect >= 1; expect--)
    {
      g_assert_true (wg_history_undo (history));
      g_assert_cmpint (current_step (history), ==, expect);
      g_assert_cmpuint (wg_history_get_position (history), ==, (guint) expect);
    }
  g_assert_true (wg_history_can_undo (history));
  g_assert_true (wg_history_can_redo (history));
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 4);

  g_assert_true (wg_history_redo (history));
  g_assert_cmpint (current_step (history), ==, 2);
  g_assert_true (wg_history_redo (history));
  g_assert_cmpint (current_step (history), ==, 3);
  g_assert_cmpuint (wg_history_get_position (history), ==, 3);
  g_assert_true (wg_history_can_redo (history));

  /* All the way back to the initial table, and forward to the end. */
  while (wg_history_undo (history))
    ;
  g_assert_cmpint (current_step (history), ==, INITIAL_TRADE_GOODS);
  while (wg_history_redo (history))
    ;
  g_assert_cmpint (current_step (history), ==, 4);
  g_assert_cmpstr (wg_history_get_description (history, 0), ==, "Step 1");
  g_assert_cmpstr (wg_history_get_description (history, 3), ==, "Step 4");
  /* 4 pushes, 3 undos, 2 redos, 3 undos, 4 redos. */
  g_assert_cmpuint (s.changed, ==, 16);
}

/* A push after undo drops the steps that could have been redone. */
static void
test_push_drops_redo_tail (void)
{
  Signals s = { 0 };
  g_autoptr (WgHistory) history = new_history (&s);

  for (int step = 1; step <= 4; step++)
    push_step (history, step);
  wg_history_undo (history);
  wg_history_undo (history);
  s = (Signals) { 0 };
  push_step (history, 9);

  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 3);
  g_assert_cmpuint (wg_history_get_position (history), ==, 3);
  g_assert_false (wg_history_can_redo (history));
  g_assert_false (wg_history_redo (history));
  g_assert_cmpint (current_step (history), ==, 9);
  g_assert_cmpstr (wg_history_get_description (history, 1), ==, "Step 2");
  g_assert_cmpstr (wg_history_get_description (history, 2), ==, "Step 9");
  /* Steps 3 and 4 left the list at position 2; step 9 came in there. */
  g_assert_cmpuint (s.items_changed, ==, 1);
  g_assert_cmpuint (s.last_position, ==, 2);
  g_assert_cmpuint (s.last_removed, ==, 2);
  g_assert_cmpuint (s.last_added, ==, 1);
  g_assert_cmpuint (s.can_redo, ==, 1);
  g_assert_cmpuint (s.can_undo, ==, 0);
  g_assert_cmpuint (s.changed, ==, 1);

  wg_history_undo (history);
  g_assert_cmpint (current_step (history), ==, 2);
}

/* A game that breaks an invariant is refused and changes nothing, with or
 * without a redo tail. */
static void
test_push_refused (void)
{
  Signals s = { 0 };
  g_autoptr (WgHistory) history = new_history (&s);
  g_autoptr (GError) error = NULL;
  const WgGame *before;
  WgGame       *bad;

  push_step (history, 1);
  push_step (history, 2);
  wg_history_undo (history);
  before = wg_history_get_game (history);
  s = (Signals) { 0 };

  /* 12 of blue's 11 ships on the board. */
  bad = wg_game_copy (before);
  bad->stacks[wg_test_cell (bad, "A1")].ship_owner = 0;
  bad->stacks[wg_test_cell (bad, "A1")].ships = 7;
  g_assert_false (wg_history_push (history, bad, "Blue: Warp-in 7 ships", &error));
  g_assert_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT);
  g_assert_cmpstr (error->message, ==, "blue has 12 ships on the board but owns 11");

  g_assert_true (wg_history_get_game (history) == before);
  g_assert_cmpint (current_step (history), ==, 1);
  g_assert_cmpuint (wg_history_get_position (history), ==, 1);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 2);
  g_assert_true (wg_history_can_redo (history));
  g_assert_cmpuint (s.changed + s.can_undo + s.can_redo + s.items_changed, ==, 0);
  g_assert_true (wg_history_redo (history));
  g_assert_cmpint (current_step (history), ==, 2);
}

static void
on_applied (GObject    *entry,
            GParamSpec *pspec,
            guint      *count)
{
  (*count)++;
}

/* The list model: entries in order, undone ones included with applied
 * FALSE; can-undo and can-redo notify only when they change. */
static void
test_list_model (void)
{
  Signals s = { 0 };
  g_autoptr (WgHistory) history = new_history (&s);
  GListModel *model = G_LIST_MODEL (history);
  g_autoptr (WgHistoryEntry) first = NULL;
  g_autoptr (WgHistoryEntry) second = NULL;
  g_autofree char *description = NULL;
  gboolean         applied = FALSE;
  guint            applied_notes = 0;

  push_step (history, 1);
  g_assert_cmpuint (s.can_undo, ==, 1);
  g_assert_cmpuint (s.can_redo, ==, 0);
  g_assert_cmpuint (s.items_changed, ==, 1);
  g_assert_cmpuint (s.last_position, ==, 0);
  g_assert_cmpuint (s.last_removed, ==, 0);
  g_assert_cmpuint (s.last_added, ==, 1);
  push_step (history, 2);
  g_assert_cmpuint (s.can_undo, ==, 1);
  g_assert_cmpuint (s.last_position, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);

  second = g_list_model_get_item (model, 1);
  g_object_get (second, "description", &description, "applied", &applied, NULL);
  g_assert_cmpstr (description, ==, "Step 2");
  g_assert_true (applied);
  g_assert_cmpint (wg_history_entry_get_game (second)->trade_goods, ==, 2);
  g_signal_connect (second, "notify::applied", G_CALLBACK (on_applied), &applied_notes);

  /* Undo: the list stays, the entry is no longer applied. */
  wg_history_undo (history);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);
  g_assert_cmpuint (s.items_changed, ==, 2);
  g_assert_false (wg_history_entry_get_applied (second));
  g_assert_cmpuint (applied_notes, ==, 1);
  g_assert_cmpuint (s.can_redo, ==, 1);
  g_assert_cmpuint (s.can_undo, ==, 1);

  wg_history_undo (history);
  g_assert_cmpuint (s.can_undo, ==, 2);
  g_assert_cmpuint (s.can_redo, ==, 1);
  g_assert_false (wg_history_undo (history));

  wg_history_redo (history);
  g_assert_cmpuint (s.can_undo, ==, 3);
  first = g_list_model_get_item (model, 0);
  g_assert_true (wg_history_entry_get_applied (first));
  wg_history_redo (history);
  g_assert_true (wg_history_entry_get_applied (second));
  g_assert_cmpuint (applied_notes, ==, 2);
  g_assert_cmpuint (s.can_redo, ==, 2);
  g_assert_cmpuint (s.items_changed, ==, 2);
  g_assert_cmpuint (s.changed, ==, 6);
}

/* An outcome's game and sentence go in as one step. */
static void
test_push_outcome (void)
{
  Signals s = { 0 };
  g_autoptr (WgHistory) history = new_history (&s);
  g_autoptr (WgOutcome) outcome = wg_outcome_new ();
  g_autoptr (WgOutcome) bad = wg_outcome_new ();
  g_autoptr (GError) error = NULL;

  outcome->game = wg_game_copy (wg_history_get_game (history));
  outcome->game->round = 4;
  outcome->description = g_strdup ("End of red's turn 4 — round 3 ends");
  g_assert_true (wg_history_push_outcome (history, outcome, &error));
  g_assert_no_error (error);
  g_assert_null (outcome->game);
  g_assert_cmpint (wg_history_get_game (history)->round, ==, 4);
  g_assert_cmpstr (wg_history_get_description (history, 0), ==,
                   "End of red's turn 4 — round 3 ends");

  bad->game = wg_game_copy (wg_history_get_game (history));
  bad->game->turn = 5;
  g_assert_false (wg_history_push_outcome (history, bad, &error));
  g_assert_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT);
  g_assert_null (bad->game);
  g_assert_cmpuint (wg_history_get_n_entries (history), ==, 1);
}

/* Issue 32: the history's record — each entry's steps (a command given,
 * or an "edit" found from the table before), the applied ones in "steps",
 * the undone ones in "redo", each step's digest from its table. */
static void
test_record (void)
{
  Signals s = { 0 };
  g_autoptr (WgHistory) history = new_history (&s);
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  GPtrArray          *steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wg_record_step_free);
  WgGame             *game = wg_game_copy (wg_history_get_game (history));
  const char *const   args[] = { "--color", "blue", NULL };
  const WgRecordStep *step;

  game->trade_goods = 1;
  g_ptr_array_add (steps, wg_record_step_new ("end-turn", args, NULL, "Step 1", NULL, game));
  g_assert_true (wg_history_push_steps (history, game, "Step 1", steps, &error));
  g_assert_no_error (error);
  push_step (history, 2);
  push_step (history, 3);
  g_assert_true (wg_history_undo (history));
  record = wg_history_get_record (history);
  g_assert_cmpuint (record->steps->len, ==, 2);
  g_assert_cmpuint (record->redo->len, ==, 1);
  step = g_ptr_array_index (record->steps, 0);
  g_assert_cmpstr (step->command, ==, "end-turn");
  g_assert_cmpstr (step->args[1], ==, "blue");
  step = g_ptr_array_index (record->steps, 1);
  g_assert_cmpstr (step->command, ==, "edit");
  g_assert_cmpstr (step->sentence, ==, "Step 2");
  g_assert_cmpstr (step->args[0], ==, "--set");
  {
    g_autofree char *digest = wg_record_step_digest (step, wg_history_get_game (history));

    g_assert_cmpstr (digest, ==, step->sha256);
  }
  step = g_ptr_array_index (record->redo, 0);
  g_assert_cmpstr (step->command, ==, "edit");
  g_assert_cmpstr (step->sentence, ==, "Step 3");
  /* The record starts from the history's first table. */
  {
    g_autofree char *a = wg_record_digest (record->start);
    g_autofree char *b = wg_record_digest (wg_history_get_initial (history));

    g_assert_cmpstr (a, ==, b);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wg/history/empty", test_empty);
  g_test_add_func ("/wg/history/undo-redo-round-trip", test_undo_redo_round_trip);
  g_test_add_func ("/wg/history/push-drops-redo-tail", test_push_drops_redo_tail);
  g_test_add_func ("/wg/history/push-refused", test_push_refused);
  g_test_add_func ("/wg/history/list-model", test_list_model);
  g_test_add_func ("/wg/history/push-outcome", test_push_outcome);
  g_test_add_func ("/wg/history/record", test_record);
  return g_test_run ();
}
