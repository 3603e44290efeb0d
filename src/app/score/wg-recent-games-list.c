/* wg-recent-games-list.c — the recent game files as a list of rows, with their summaries
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "wg-recent-game.h"
#include "wg-recent-games-list.h"
#include "wg-swatch.h"

struct _WgRecentGamesList
{
  AdwBin            parent_instance;

  GtkRecentManager *manager;
  char             *group;
  WgCatalog        *catalog;
  GListStore       *games; /* WgRecentGame */
  GCancellable     *cancellable;
  GtkListBox       *list;
  GtkWidget        *placeholder;
};

G_DEFINE_FINAL_TYPE (WgRecentGamesList, wg_recent_games_list, ADW_TYPE_BIN)

enum
{
  SIGNAL_GAME_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- The rows ---- */

/* "Scoring, 2026-11-29 19:30. Players: Aiko (blue), Ben (red). Round 4." */
static char *
describe (WgRecentGame *game)
{
  g_autoptr (GString) players = g_string_new (NULL);

  for (guint i = 0; i < wg_recent_game_get_n_players (game); i++)
    {
      if (i > 0)
        g_string_append (players, ", ");
      g_string_append (players, wg_recent_game_get_player_name (game, i));
    }
  if (wg_recent_game_get_state (game) != WG_RECENT_GAME_READY)
    /* TRANSLATORS: a recent game file that does not read: its name, why */
    return g_strdup_printf (_ ("%s: %s"), wg_recent_game_get_title (game),
                            wg_recent_game_get_status (game));
  /* TRANSLATORS: a recent game: its name, the file's date, the players, how it stands */
  return g_strdup_printf (_ ("%s, %s. Players: %s. %s."), wg_recent_game_get_title (game),
                          wg_recent_game_get_date (game), players->str,
                          wg_recent_game_get_status (game));
}

static void
fill_swatches (GtkWidget    *box,
               WgRecentGame *game)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
  for (guint i = 0; i < wg_recent_game_get_n_players (game); i++)
    {
      /* The colours are named in the row's text. */
      GtkWidget *swatch = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                        GTK_ACCESSIBLE_ROLE_PRESENTATION, "valign",
                                        GTK_ALIGN_CENTER, NULL);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 12);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 12);
      wg_swatch_set (GTK_DRAWING_AREA (swatch), wg_recent_game_get_player_color (game, i));
      gtk_box_append (GTK_BOX (box), swatch);
    }
}

/* The game's name and its file's, as the menu's Recent Games says them:
 * games on one board share a name. */
static char *
row_title (WgRecentGame *game)
{
  g_autofree char *base = g_file_get_basename (wg_recent_game_get_file (game));
  g_autofree char *file = g_filename_display_name (base);
  const char      *title = wg_recent_game_get_title (game);

  if (g_str_equal (title, file))
    return g_strdup (file);
  /* TRANSLATORS: a recent game in the menu: the game's name, the file's name */
  return g_strdup_printf (_ ("%s — %s"), title, file);
}

/* The row's text again from its game: title, date and players, status. */
static void
update_row (GtkWidget *row)
{
  WgRecentGame *game = g_object_get_data (G_OBJECT (row), "wg-game");
  GtkWidget    *swatches = g_object_get_data (G_OBJECT (row), "wg-swatches");
  GtkWidget    *icon = g_object_get_data (G_OBJECT (row), "wg-icon");
  gboolean      failed = wg_recent_game_get_state (game) == WG_RECENT_GAME_FAILED;
  g_autoptr (GString) line = g_string_new (wg_recent_game_get_date (game));
  g_autofree char *name = describe (game);
  g_autofree char *title = row_title (game);

  for (guint i = 0; i < wg_recent_game_get_n_players (game); i++)
    {
      if (line->len > 0)
        g_string_append (line, i == 0 ? " · " : ", ");
      g_string_append (line, wg_recent_game_get_player_name (game, i));
    }
  if (line->len > 0)
    g_string_append_c (line, '\n');
  g_string_append (line, wg_recent_game_get_status (game));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), line->str);
  fill_swatches (swatches, game);
  gtk_widget_set_visible (icon, failed);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row),
                                    wg_recent_game_get_state (game) == WG_RECENT_GAME_READY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  WgRecentGame *game = item;
  GtkWidget    *row = adw_action_row_new ();
  GtkWidget    *swatches = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget    *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  gtk_widget_set_valign (swatches, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (icon, "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Cannot be opened"), -1);
  /* At the end, so that every row's title starts at the same place. */
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), swatches);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
  g_object_set_data_full (G_OBJECT (row), "wg-game", g_object_ref (game), g_object_unref);
  g_object_set_data (G_OBJECT (row), "wg-swatches", swatches);
  g_object_set_data (G_OBJECT (row), "wg-icon", icon);
  g_signal_connect_object (game, "notify::state", G_CALLBACK (update_row), row,
                           G_CONNECT_SWAPPED);
  update_row (row);
  return row;
}

static void
on_row_activated (WgRecentGamesList *self,
                  GtkListBoxRow     *row)
{
  WgRecentGame *game = g_object_get_data (G_OBJECT (row), "wg-game");

  if (game == NULL || wg_recent_game_get_state (game) != WG_RECENT_GAME_READY)
    return;
  g_signal_emit (self, signals[SIGNAL_GAME_ACTIVATED], 0, wg_recent_game_get_file (game));
}

/* ---- The list from the recent manager ---- */

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  GtkRecentInfo *x = *(GtkRecentInfo **) a, *y = *(GtkRecentInfo **) b;
  GDateTime     *tx = gtk_recent_info_get_modified (x);
  GDateTime     *ty = gtk_recent_info_get_modified (y);

  if (tx == NULL || ty == NULL)
    return (tx == NULL) - (ty == NULL);
  return g_date_time_compare (ty, tx);
}

/* One key for every way of naming one file (a link, ".."). */
static char *
file_key (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char            *resolved = path != NULL ? realpath (path, NULL) : NULL;
  char            *key;

  if (resolved == NULL)
    return path != NULL ? g_steal_pointer (&path) : g_file_get_uri (file);
  key = g_strdup (resolved);
  free (resolved);
  return key;
}

static void
collect (WgRecentGamesList *self)
{
  g_autoptr (GPtrArray) infos = g_ptr_array_new_with_free_func (
    (GDestroyNotify) gtk_recent_info_unref);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  GList *items = gtk_recent_manager_get_items (self->manager);

  for (GList *l = items; l != NULL; l = l->next)
    if (gtk_recent_info_has_group (l->data, self->group))
      g_ptr_array_add (infos, gtk_recent_info_ref (l->data));
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  g_ptr_array_sort (infos, newest_first);
  for (guint i = 0; i < infos->len && games->len < WG_RECENT_GAMES_MAX; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_uri (
        gtk_recent_info_get_uri (g_ptr_array_index (infos, i)));

      if (g_hash_table_add (seen, file_key (file)))
        g_ptr_array_add (games, wg_recent_game_new (file));
    }
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  for (guint i = 0; i < games->len; i++)
    wg_recent_game_load (g_ptr_array_index (games, i), self->catalog, self->cancellable);
  g_list_store_splice (self->games, 0, g_list_model_get_n_items (G_LIST_MODEL (self->games)),
                       games->pdata, games->len);
}

/* ---- The list ---- */

/* Hidden, not only left out of the list, while there are games: else
 * screen readers still find it in the list. */
static void
show_placeholder (WgRecentGamesList *self)
{
  gtk_widget_set_visible (self->placeholder,
                          g_list_model_get_n_items (G_LIST_MODEL (self->games)) == 0);
}

/* With no game: one row that says so, in the list's place. */
static GtkWidget *
new_placeholder (void)
{
  GtkWidget *label = gtk_label_new (_ ("No recent games. Games you open or save are listed here."));

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 18);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

WgRecentGamesList *
wg_recent_games_list_new (GtkRecentManager *manager,
                          const char       *group,
                          WgCatalog        *catalog)
{
  WgRecentGamesList *self;

  g_return_val_if_fail (GTK_IS_RECENT_MANAGER (manager), NULL);
  g_return_val_if_fail (group != NULL, NULL);

  self = g_object_new (WG_TYPE_RECENT_GAMES_LIST, NULL);
  self->manager = g_object_ref (manager);
  self->group = g_strdup (group);
  if (catalog != NULL)
    self->catalog = wg_catalog_ref (catalog);
  g_signal_connect_object (manager, "changed", G_CALLBACK (collect), self, G_CONNECT_SWAPPED);
  collect (self);
  return self;
}

GListModel *
wg_recent_games_list_get_games (WgRecentGamesList *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAMES_LIST (self), NULL);
  return G_LIST_MODEL (self->games);
}

GtkListBox *
wg_recent_games_list_get_list_box (WgRecentGamesList *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAMES_LIST (self), NULL);
  return self->list;
}

static void
wg_recent_games_list_dispose (GObject *object)
{
  WgRecentGamesList *self = WG_RECENT_GAMES_LIST (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->manager != NULL)
    g_signal_handlers_disconnect_by_data (self->manager, self);
  g_clear_object (&self->manager);
  g_clear_object (&self->games);
  g_clear_pointer (&self->catalog, wg_catalog_unref);

  G_OBJECT_CLASS (wg_recent_games_list_parent_class)->dispose (object);
}

static void
wg_recent_games_list_finalize (GObject *object)
{
  g_free (WG_RECENT_GAMES_LIST (object)->group);

  G_OBJECT_CLASS (wg_recent_games_list_parent_class)->finalize (object);
}

static void
wg_recent_games_list_class_init (WgRecentGamesListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wg_recent_games_list_dispose;
  object_class->finalize = wg_recent_games_list_finalize;

  signals[SIGNAL_GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_FILE);
}

static void
wg_recent_games_list_init (WgRecentGamesList *self)
{
  self->games = g_list_store_new (WG_TYPE_RECENT_GAME);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_set_valign (GTK_WIDGET (self->list), GTK_ALIGN_START);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Recent Games"), -1);
  self->placeholder = new_placeholder ();
  gtk_list_box_set_placeholder (self->list, self->placeholder);
  g_signal_connect_object (self->games, "items-changed", G_CALLBACK (show_placeholder), self,
                           G_CONNECT_SWAPPED);
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->games), create_row, NULL, NULL);
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (on_row_activated), self,
                           G_CONNECT_SWAPPED);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->list));
}
