/* wg-new-game-window.c — New Game: the board, the players, the options, then the set-up's questions
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-new-game-window.h"
#include "wg-question-view.h"
#include "wg-seat-row.h"
#include "wg-tile-json.h"
#include "wg-toast.h"

#define SAMPLE_4P_RESOURCE    RESOURCE_PREFIX "/games/sample-4p.json"
#define SAMPLE_TILES_RESOURCE RESOURCE_PREFIX "/tiles/sample-tiles.json"

struct _WgNewGameWindow
{
  AdwWindow             parent_instance;

  WgSession            *session;
  WgNewGameModel       *model;
  GtkFileChooserNative *chooser;
  gboolean              updating;
  char                 *shown_default; /* the default name last put in name_row */
  char                 *shown_note;    /* the model's note last shown */

  /* Template children */
  AdwWindowTitle       *window_title;
  GtkWidget            *cancel_button;
  GtkWidget            *back_button;
  GtkWidget            *create_button;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwPreferencesGroup  *message_group;
  GtkLabel             *message_label;
  AdwPreferencesGroup  *note_group;
  GtkLabel             *note_label;
  AdwEntryRow          *name_row;
  AdwComboRow          *board_row;
  GtkStringList        *board_names;
  AdwActionRow         *players_row;
  GtkSpinButton        *players_spin;
  WgSeatRow            *seat0;
  WgSeatRow            *seat1;
  WgSeatRow            *seat2;
  WgSeatRow            *seat3;
  WgSeatRow            *seat4;
  WgSeatRow            *seat5;
  AdwComboRow          *ai_row;
  GtkStringList        *ai_colors;
  AdwComboRow          *first_row;
  GtkStringList        *first_names;
  GtkSwitch            *track_switch;
  GtkSwitch            *objectives_switch;
  GtkSwitch            *exploration_switch;
  GtkSwitch            *block_switch;
  AdwActionRow         *promotion_row;
  GtkSpinButton        *promotion_spin;
  GtkWidget            *decks_group;
  GtkCheckButton       *physical_check;
  GtkCheckButton       *dealt_check;
  GtkWidget            *seed_row;
  GtkSpinButton        *seed_spin;
  GtkLabel             *step_label;
  GtkLabel             *question_label;
  WgQuestionView       *question_view;
};

G_DEFINE_FINAL_TYPE (WgNewGameWindow, wg_new_game_window, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static WgSeatRow *
seat_row (WgNewGameWindow *self,
          guint            seat)
{
  WgSeatRow *rows[WG_MAX_PLAYERS] = { self->seat0, self->seat1, self->seat2,
                                      self->seat3, self->seat4, self->seat5 };

  return rows[seat];
}

/* @list holds @strings, left alone when it does already: a splice of the
 * same strings resets a drop-down's selection and notifies it, which
 * libadwaita 1.2 delivers after the refresh that spliced (issue 31: the
 * first player's drop-down chose its player again, for ever). */
static void
replace_strings (GtkStringList     *list,
                 const char *const *strings)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));
  guint i = 0;

  while (i < n && strings[i] != NULL
         && g_strcmp0 (gtk_string_list_get_string (list, i), strings[i]) == 0)
    i++;
  if (i == n && strings[i] == NULL)
    return;
  gtk_string_list_splice (list, 0, n, strings);
}

static guint
index_of (const char *const *strings,
          const char        *value)
{
  for (guint i = 0; strings[i] != NULL; i++)
    if (g_strcmp0 (strings[i], value) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* The seats' names for the first player: "Player 1 (blue)". */
static GStrv
seat_titles (WgNewGameModel *model)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv         titles;

  for (guint i = 0; i < wg_new_game_model_get_n_players (model); i++)
    {
      const char      *name = wg_new_game_model_get_name (model, i);
      const char      *id = wg_new_game_model_get_color (model, i);
      const char      *color = id != NULL ? wg_color_display_name (id) : "?";
      g_autofree char *title = NULL;

      if (name != NULL)
        title = g_strdup_printf (_ ("%s (%s)"), name, color);
      else
        title = g_strdup_printf (_ ("Player %u (%s)"), i + 1, color);
      g_strv_builder_add (builder, title);
    }
  titles = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return titles;
}

static void
update_boards (WgNewGameWindow *self)
{
  guint n = wg_new_game_model_get_n_boards (self->model);

  if (g_list_model_get_n_items (G_LIST_MODEL (self->board_names)) != n)
    {
      const char **labels = g_new0 (const char *, n + 1);

      for (guint i = 0; i < n; i++)
        labels[i] = wg_new_game_model_get_board_label (self->model, i);
      replace_strings (self->board_names, labels);
      g_free (labels);
    }
  adw_combo_row_set_selected (self->board_row, wg_new_game_model_get_board (self->model));
}

static void
update_players (WgNewGameWindow *self)
{
  guint              n = wg_new_game_model_get_n_players (self->model);
  gboolean           solo = wg_new_game_model_is_solo (self->model);
  const char *const *colors = wg_new_game_model_get_colors (self->model);
  g_auto (GStrv) titles = seat_titles (self->model);
  g_auto (GStrv) color_names = wg_new_game_model_dup_color_names (self->model);

  gtk_spin_button_set_value (self->players_spin, n);
  /* Said only when it is so (issue 31: shown with 3 or 4 players too). */
  adw_action_row_set_subtitle (self->players_row,
                               solo ? _ ("1 plays solo against the Gatekeepers") : "");
  for (guint i = 0; i < WG_MAX_PLAYERS; i++)
    {
      gtk_widget_set_visible (GTK_WIDGET (seat_row (self, i)), i < n);
      wg_seat_row_update (seat_row (self, i));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->ai_row), solo);
  replace_strings (self->ai_colors, (const char *const *) color_names);
  adw_combo_row_set_selected (self->ai_row,
                              index_of (colors, wg_new_game_model_get_ai_color (self->model)));
  gtk_widget_set_visible (GTK_WIDGET (self->first_row), !solo);
  /* The names change as they are typed; the player shown is the model's
   * (issue 31: going from 2 players to solo and to 3, the row said Player
   * 1 while the game would have started with Player 2). */
  replace_strings (self->first_names, (const char *const *) titles);
  adw_combo_row_set_selected (self->first_row, wg_new_game_model_get_first_player (self->model));
  gtk_widget_set_visible (self->decks_group, solo);
  /* In a group, only activating a button deactivates the other. */
  gtk_check_button_set_active (wg_new_game_model_get_physical_decks (self->model)
                                 ? self->physical_check
                                 : self->dealt_check,
                               TRUE);
  /* A seed only for the shuffles the app performs. */
  gtk_widget_set_visible (self->seed_row, !wg_new_game_model_get_physical_decks (self->model));
}

static void
update_question (WgNewGameWindow *self)
{
  const WgQuestion *question = wg_new_game_model_get_question (self->model);
  g_autofree char  *step = NULL;

  if (question == NULL)
    return;
  /* TRANSLATORS: the set-up's questions are counted, "Question 3" */
  step = g_strdup_printf (_ ("Question %u"), wg_new_game_model_get_n_answers (self->model) + 1);
  gtk_label_set_label (self->step_label, step);
  gtk_label_set_label (self->question_label, question->question);
  wg_question_view_set_question (self->question_view, question, NULL);
}

/* Every action's enablement, in one place. */
static void
update_actions (WgNewGameWindow *self)
{
  gboolean asking = g_str_equal (wg_new_game_window_get_page (self), "question");

  /* Waiting for the Promotion count, Create shows where to give it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.create",
                                 !asking
                                   && (wg_new_game_model_get_state (self->model)
                                         != WG_NEW_GAME_REFUSED
                                       || wg_new_game_model_waits_for_count (self->model)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.back", asking);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.open-board", !asking);
  gtk_widget_set_visible (self->cancel_button, !asking);
  gtk_widget_set_visible (self->back_button, asking);
  gtk_widget_set_visible (self->create_button, !asking);
}

/* The name row shows the default name ("Solo game 2026-11-25") and follows
 * it (one player more, another day) until the name is edited; emptied, it
 * stays empty and the game gets the default name. */
static void
update_name (WgNewGameWindow *self)
{
  const char      *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *fresh = wg_new_game_model_dup_default_game_name (self->model);

  if (self->shown_default == NULL ? *text != '\0' : g_strcmp0 (text, self->shown_default) != 0)
    return;
  if (g_strcmp0 (text, fresh) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), fresh);
  g_free (self->shown_default);
  self->shown_default = g_steal_pointer (&fresh);
}

static void
on_name_changed (WgNewGameWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));

  if (self->updating)
    return;
  wg_new_game_model_set_game_name (self->model,
                                   g_strcmp0 (text, self->shown_default) == 0 ? NULL : text);
}

/* R-MOVE-13: the box's count, or the players', and where it comes from. */
static void
update_promotion (WgNewGameWindow *self)
{
  g_autofree char *text = wg_new_game_model_dup_promotion_text (self->model);

  gtk_spin_button_set_value (self->promotion_spin,
                             wg_new_game_model_get_promotion_deck (self->model));
  adw_action_row_set_subtitle (self->promotion_row, text);
}

/* What the model changed by itself (another board, another number of
 * players) stays said above the page, and a toast tells it as it happens. */
static void
update_note (WgNewGameWindow *self)
{
  const char *note = wg_new_game_model_get_note (self->model);

  gtk_widget_set_visible (GTK_WIDGET (self->note_group), note != NULL);
  gtk_label_set_label (self->note_label, note != NULL ? note : "");
  if (g_strcmp0 (note, self->shown_note) == 0)
    return;
  g_free (self->shown_note);
  self->shown_note = g_strdup (note);
  if (note != NULL)
    wg_toast_show (self->toast_overlay, wg_toast_new (note));
}

static void
refresh (WgNewGameWindow *self)
{
  /* The missing count is said on its row, not above the page. */
  const char *message = wg_new_game_model_waits_for_count (self->model)
                          ? NULL
                          : wg_new_game_model_get_message (self->model);

  self->updating = TRUE;
  update_name (self);
  update_boards (self);
  update_players (self);
  update_promotion (self);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->message_group), message != NULL);
  gtk_label_set_label (self->message_label, message != NULL ? message : "");
  update_note (self);
  update_question (self);
  update_actions (self);
}

static void
show_page (WgNewGameWindow *self,
           const char      *page)
{
  gtk_stack_set_visible_child_name (self->stack, page);
  adw_window_title_set_subtitle (
    self->window_title, g_str_equal (page, "question") ? _ ("The cards on the table") : "");
  update_actions (self);
}

/* ---- Creating the game ---- */

static void
finish (WgNewGameWindow *self)
{
  g_autofree char *description = g_strdup (wg_new_game_model_get_description (self->model));
  g_autoptr (GError) error = NULL;

  if (!wg_session_start_game (self->session, wg_new_game_model_create_game (self->model), &error))
    {
      /* The set-up checks its game: a bug, shown rather than lost. */
      wg_toast_show (self->toast_overlay, wg_toast_new (error->message));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_CREATED], 0, description);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* After Create or an answer: the game, the next question, or back to the
 * options with the reason. */
static void
go_on (WgNewGameWindow *self)
{
  switch (wg_new_game_model_get_state (self->model))
    {
    case WG_NEW_GAME_READY:
      finish (self);
      break;
    case WG_NEW_GAME_ASKS:
      update_question (self);
      show_page (self, "question");
      break;
    case WG_NEW_GAME_REFUSED:
    default:
      show_page (self, "options");
      break;
    }
}

/* The whole of @row in sight, in the middle of the page where it can be
 * (the focus alone scrolls only its spin button into sight). */
static void
scroll_to_row (GtkWidget *row)
{
  GtkWidget      *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment  *adjustment;
  graphene_rect_t bounds;
  double          page;

  if (scrolled == NULL || !gtk_widget_compute_bounds (row, scrolled, &bounds))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  page = gtk_adjustment_get_page_size (adjustment);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + bounds.origin.y
                                          - MAX (0, (page - bounds.size.height) / 2));
}

static gboolean
scroll_on_tick (GtkWidget     *row,
                GdkFrameClock *clock,
                gpointer       data)
{
  scroll_to_row (row);
  return G_SOURCE_REMOVE;
}

/* R-MOVE-13: Create without the Promotion count takes the person to its
 * row, which says what to count. */
static void
ask_for_count (WgNewGameWindow *self)
{
  adw_action_row_set_subtitle (
    self->promotion_row,
    _ ("Count them now: the Hero cards nobody was dealt and the Advanced Tactics cards left in "
       "the box. Type the number here, then Create (R-MOVE-13)."));
  gtk_widget_grab_focus (GTK_WIDGET (self->promotion_spin));
  scroll_to_row (GTK_WIDGET (self->promotion_row));
  /* Again once laid out (the new subtitle may take more lines). */
  gtk_widget_add_tick_callback (GTK_WIDGET (self->promotion_row), scroll_on_tick, NULL, NULL);
}

static void
create_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WgNewGameWindow *self = WG_NEW_GAME_WINDOW (widget);

  /* Return in the count's field: the number typed counts. */
  if (*gtk_editable_get_text (GTK_EDITABLE (self->promotion_spin)) != '\0')
    gtk_spin_button_update (self->promotion_spin);
  if (wg_new_game_model_waits_for_count (self->model))
    ask_for_count (self);
  else
    go_on (self);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WgNewGameWindow *self = WG_NEW_GAME_WINDOW (widget);

  if (wg_new_game_model_back (self->model))
    go_on (self);
  else
    show_page (self, "options");
}

static void
on_answered (WgNewGameWindow *self,
             const char      *option_id)
{
  wg_new_game_model_answer (self->model, option_id);
  go_on (self);
}

/* ---- Boards from files ---- */

static void
on_chooser_response (WgNewGameWindow      *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_autoptr (GError) error = NULL;
  guint first;

  g_clear_object (&self->chooser);
  if (response != GTK_RESPONSE_ACCEPT || file == NULL)
    return;
  if (!wg_new_game_model_add_file (self->model, file, &first, &error))
    {
      AdwToast *toast = wg_toast_new (error->message);

      adw_toast_set_timeout (toast, 0);
      wg_toast_show (self->toast_overlay, toast);
      return;
    }
  wg_new_game_model_set_board (self->model, first);
}

static void
open_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WgNewGameWindow *self = WG_NEW_GAME_WINDOW (widget);
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  gtk_file_filter_set_name (filter, _ ("Game and tile files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  self->chooser = gtk_file_chooser_native_new (_ ("Open a Game or Tile File"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"),
                                               _ ("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- The options, into the model ---- */

static void
on_board_selected (WgNewGameWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->board_row);

  if (!self->updating && selected < wg_new_game_model_get_n_boards (self->model)
      && selected != wg_new_game_model_get_board (self->model))
    wg_new_game_model_set_board (self->model, selected);
}

static void
on_players_changed (WgNewGameWindow *self)
{
  guint n = (guint) gtk_spin_button_get_value_as_int (self->players_spin);

  if (!self->updating && n != wg_new_game_model_get_n_players (self->model))
    wg_new_game_model_set_n_players (self->model, n);
}

static void
on_ai_color_selected (WgNewGameWindow *self)
{
  const char *const *colors = wg_new_game_model_get_colors (self->model);
  guint              selected = adw_combo_row_get_selected (self->ai_row);

  if (!self->updating && wg_new_game_model_is_solo (self->model)
      && selected < g_strv_length ((char **) colors)
      && g_strcmp0 (colors[selected], wg_new_game_model_get_ai_color (self->model)) != 0)
    wg_new_game_model_set_ai_color (self->model, colors[selected]);
}

static void
on_first_selected (WgNewGameWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->first_row);

  if (!self->updating && selected != GTK_INVALID_LIST_POSITION
      && selected != wg_new_game_model_get_first_player (self->model))
    wg_new_game_model_set_first_player (self->model, selected);
}

static void
on_switch_changed (WgNewGameWindow *self,
                   GParamSpec      *pspec,
                   GtkSwitch       *which)
{
  gboolean active = gtk_switch_get_active (which);

  if (self->updating)
    return;
  if (which == self->track_switch)
    wg_new_game_model_set_track_action_cards (self->model, active);
  else if (which == self->objectives_switch)
    wg_new_game_model_set_enter_objectives (self->model, active);
  else if (which == self->exploration_switch)
    wg_new_game_model_set_exploration (self->model, active);
  else
    wg_new_game_model_set_warpgates_block (self->model, active);
}

/* A count given (0 included) is the players'; blank (-1) gives the
 * count back to the box (R-MOVE-13). */
static void
on_promotion_changed (WgNewGameWindow *self)
{
  int cards = gtk_spin_button_get_value_as_int (self->promotion_spin);

  if (!self->updating)
    wg_new_game_model_set_promotion_deck (self->model,
                                          cards < 0 ? WG_SETUP_PROMOTION_FROM_BOX : cards);
}

/* Blank is -1 (nobody knows the count), never 0. */
static int
on_promotion_input (WgNewGameWindow *self,
                    double          *value,
                    GtkSpinButton   *spin)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (spin)) != '\0')
    return FALSE;
  *value = -1;
  return TRUE;
}

/* -1: nobody knows the count yet, shown blank. */
static gboolean
on_promotion_output (WgNewGameWindow *self,
                     GtkSpinButton   *spin)
{
  if (gtk_spin_button_get_value_as_int (spin) >= 0)
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (spin), "");
  return TRUE;
}

static void
on_decks_toggled (WgNewGameWindow *self)
{
  gboolean physical = gtk_check_button_get_active (self->physical_check);

  if (!self->updating && physical != wg_new_game_model_get_physical_decks (self->model))
    wg_new_game_model_set_physical_decks (self->model, physical);
}

static void
on_seed_changed (WgNewGameWindow *self)
{
  if (!self->updating)
    wg_new_game_model_set_seed (self->model, gtk_spin_button_get_value_as_int (self->seed_spin));
}

/* ---- The window ---- */

/* The house rule's default is a preference, when the schema is installed. */
static gboolean
default_warpgates_block (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettings) settings = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "warpgates-block"))
    return TRUE;
  settings = g_settings_new_full (schema, NULL, NULL);
  return g_settings_get_boolean (settings, "warpgates-block");
}

/* One sample board for each number of players (issue 31): the solo
 * sample's (two Warpgates, the player's and the Gatekeepers'), and the
 * sample tile library's layouts, composed, with the 4-player sample game's
 * board in the place of its layout for 4. All illustrative. */
static gboolean
add_sample_boards (WgNewGameModel *model,
                   GError        **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WgTileLibrary) library = NULL;

  if (!wg_new_game_model_add_resource (model, _ ("Sample — solo"),
                                       WG_SESSION_SAMPLE_RESOURCE, error))
    return FALSE;
  bytes = g_resources_lookup_data (SAMPLE_TILES_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL
      || (library = wg_tile_library_load_from_data (g_bytes_get_data (bytes, NULL),
                                                    g_bytes_get_size (bytes), error))
           == NULL)
    return FALSE;
  for (guint i = 0; i < wg_tile_library_get_n_layouts (library); i++)
    {
      const WgLayout  *layout = wg_tile_library_get_layout (library, i);
      /* TRANSLATORS: New Game's sample boards, "Sample — 3 players"; at most 20 characters, the drop-down's width */
      g_autofree char *label = g_strdup_printf (
        ngettext ("Sample — %d player", "Sample — %d players", layout->players),
        layout->players);
      g_autoptr (WgBoard) board = NULL;

      if (layout->players == 4)
        {
          if (!wg_new_game_model_add_resource (model, label, SAMPLE_4P_RESOURCE, error))
            return FALSE;
          continue;
        }
      if ((board = wg_tile_compose (library, layout, error)) == NULL)
        return FALSE;
      wg_new_game_model_add_board_for (model, label, board, (guint) layout->players);
    }
  return TRUE;
}

static void
set_up_model (WgNewGameWindow *self)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (GError) error = NULL;
  gboolean block = default_warpgates_block ();
  /* The app may use randomness; the core records the seed. */
  int      seed = g_random_int_range (0, G_MAXINT);

  self->model = wg_new_game_model_new (catalog);
  if (!add_sample_boards (self->model, &error))
    g_warning ("A sample board cannot be read: %s", error->message);
  wg_new_game_model_set_warpgates_block (self->model, block);
  wg_new_game_model_set_seed (self->model, seed);
  if (wg_new_game_model_get_n_boards (self->model) > 0)
    wg_new_game_model_set_n_players (self->model, 1);
  for (guint i = 0; i < WG_MAX_PLAYERS; i++)
    wg_seat_row_set_model (seat_row (self, i), self->model, i);

  self->updating = TRUE;
  gtk_switch_set_active (self->track_switch, TRUE);
  gtk_switch_set_active (self->objectives_switch, FALSE);
  gtk_switch_set_active (self->exploration_switch, FALSE);
  gtk_switch_set_active (self->block_switch, block);
  gtk_spin_button_set_value (self->seed_spin, seed);
  self->updating = FALSE;
  g_signal_connect_object (self->model, "changed", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  refresh (self);
}

WgNewGameModel *
wg_new_game_window_get_model (WgNewGameWindow *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_WINDOW (self), NULL);
  return self->model;
}

const char *
wg_new_game_window_get_page (WgNewGameWindow *self)
{
  g_return_val_if_fail (WG_IS_NEW_GAME_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

static void
wg_new_game_window_dispose (GObject *object)
{
  WgNewGameWindow *self = WG_NEW_GAME_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_pointer (&self->shown_default, g_free);
  g_clear_pointer (&self->shown_note, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_NEW_GAME_WINDOW);
  g_clear_object (&self->model);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (wg_new_game_window_parent_class)->dispose (object);
}

static void
wg_new_game_window_class_init (WgNewGameWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_new_game_window_dispose;

  signals[SIGNAL_CREATED] =
    g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (WG_TYPE_SEAT_ROW);
  g_type_ensure (WG_TYPE_QUESTION_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-new-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, create_button);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, message_group);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, note_group);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, note_label);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, board_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, board_names);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, players_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, players_spin);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seat0);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seat1);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seat2);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seat3);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seat4);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seat5);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, ai_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, ai_colors);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, first_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, first_names);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, track_switch);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, objectives_switch);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, exploration_switch);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, block_switch);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, promotion_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, promotion_spin);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, decks_group);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, physical_check);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, dealt_check);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seed_row);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, step_label);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, question_label);
  gtk_widget_class_bind_template_child (widget_class, WgNewGameWindow, question_view);
  gtk_widget_class_bind_template_callback (widget_class, on_name_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_board_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_players_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_ai_color_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_first_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_switch_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_promotion_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_promotion_output);
  gtk_widget_class_bind_template_callback (widget_class, on_promotion_input);
  gtk_widget_class_bind_template_callback (widget_class, on_decks_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_seed_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_answered);

  gtk_widget_class_install_action (widget_class, "new-game.create", NULL, create_action);
  gtk_widget_class_install_action (widget_class, "new-game.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "new-game.open-board", NULL,
                                   open_board_action);
}

static void
wg_new_game_window_init (WgNewGameWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its own name only: GTK would read the row's title after it. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->promotion_spin),
                                 GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  set_up_model (self);
}

WgNewGameWindow *
wg_new_game_window_new (GtkWindow *parent,
                        WgSession *session)
{
  WgNewGameWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  self = g_object_new (WG_TYPE_NEW_GAME_WINDOW, "transient-for", parent, NULL);
  self->session = g_object_ref (session);
  return self;
}
