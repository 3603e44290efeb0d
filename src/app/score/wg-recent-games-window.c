/* wg-recent-games-window.c — Recent Games: the last games opened or saved, with their summaries
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-recent-games-window.h"

struct _WgRecentGamesWindow
{
  AdwWindow          parent_instance;

  WgRecentGamesList *list;

  /* Template children */
  GtkStack          *stack;
  AdwClamp          *clamp;
};

G_DEFINE_FINAL_TYPE (WgRecentGamesWindow, wg_recent_games_window, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_GAME_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_game_activated (WgRecentGamesWindow *self,
                   GFile               *file)
{
  g_signal_emit (self, signals[SIGNAL_GAME_ACTIVATED], 0, file);
  gtk_window_close (GTK_WINDOW (self));
}

/* No game: a page saying so rather than the list's own line. */
static void
show_page (WgRecentGamesWindow *self)
{
  GListModel *games = wg_recent_games_list_get_games (self->list);

  gtk_stack_set_visible_child_name (self->stack,
                                    g_list_model_get_n_items (games) > 0 ? "list" : "empty");
}

/* ---- The window ---- */

WgRecentGamesWindow *
wg_recent_games_window_new (GtkWindow        *parent,
                            GtkRecentManager *manager,
                            const char       *group,
                            WgCatalog        *catalog)
{
  WgRecentGamesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (GTK_IS_RECENT_MANAGER (manager), NULL);
  g_return_val_if_fail (group != NULL, NULL);

  self = g_object_new (WG_TYPE_RECENT_GAMES_WINDOW, "transient-for", parent, NULL);
  self->list = wg_recent_games_list_new (manager, group, catalog);
  gtk_widget_set_margin_top (GTK_WIDGET (self->list), 18);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->list), 18);
  gtk_widget_set_margin_start (GTK_WIDGET (self->list), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->list), 12);
  adw_clamp_set_child (self->clamp, GTK_WIDGET (self->list));
  g_signal_connect_object (self->list, "game-activated", G_CALLBACK (on_game_activated), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (wg_recent_games_list_get_games (self->list), "items-changed",
                           G_CALLBACK (show_page), self, G_CONNECT_SWAPPED);
  show_page (self);
  return self;
}

GListModel *
wg_recent_games_window_get_games (WgRecentGamesWindow *self)
{
  g_return_val_if_fail (WG_IS_RECENT_GAMES_WINDOW (self), NULL);
  return wg_recent_games_list_get_games (self->list);
}

static void
wg_recent_games_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WG_TYPE_RECENT_GAMES_WINDOW);

  G_OBJECT_CLASS (wg_recent_games_window_parent_class)->dispose (object);
}

static void
wg_recent_games_window_class_init (WgRecentGamesWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_recent_games_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-recent-games-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WgRecentGamesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, WgRecentGamesWindow, clamp);

  signals[SIGNAL_GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_FILE);
}

static void
wg_recent_games_window_init (WgRecentGamesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
