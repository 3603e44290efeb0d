/* wg-sidebar.c — the sidebar: the selected location, the players, the pools and turn
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-catalog.h"
#include "wg-sidebar.h"
#include "wg-words.h"

struct _WgSidebar
{
  AdwBin           parent_instance;

  WgSession       *session;
  WgCatalog       *catalog;   /* for the panels made later; NULL: none set */
  GPtrArray       *pages;     /* WgSidebarPage: the pages that follow the session */
  int              player;    /* the player shown on the players page */
  int              active;    /* the active player last seen, or -1 */
  int              selected;  /* the location last shown */
  guint            n_players; /* of the player chooser; 0: fill it again */
  gboolean         updating;

  /* Template children */
  AdwViewStack    *stack;
  WgLocationPanel *location_panel;
  AdwComboRow     *player_row;
  GtkStringList   *player_names;
  GtkBox          *player_slot;
  WgTurnPanel     *turn_panel;
  GtkBox          *pools_slot;

  /* Made when their page is first shown or asked for (each takes as
   * long to make as the rest of the window); then children of their slot. */
  WgPlayerPanel   *player_panel;
  WgPoolsPanel    *pools_panel;
};

G_DEFINE_FINAL_TYPE (WgSidebar, wg_sidebar, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_toast (WgSidebar  *self,
          const char *message,
          gboolean    undoable)
{
  g_signal_emit (self, signals[SIGNAL_TOAST], 0, message, undoable);
}

/* @page follows the sidebar's session and catalog; its toasts come out of
 * the sidebar. */
static void
adopt_page (WgSidebar     *self,
            WgSidebarPage *page)
{
  g_ptr_array_add (self->pages, g_object_ref (page));
  g_signal_connect_object (page, "toast", G_CALLBACK (on_toast), self, G_CONNECT_SWAPPED);
  if (self->catalog != NULL)
    wg_sidebar_page_set_catalog (page, self->catalog);
  wg_sidebar_page_set_session (page, self->session);
}

static void
show_player (WgSidebar *self,
             int        player)
{
  self->player = player;
  if (self->player_panel != NULL)
    wg_player_panel_set_player (self->player_panel, player);
}

static void
on_player_selected (WgSidebar *self)
{
  guint selected = adw_combo_row_get_selected (self->player_row);

  if (!self->updating && selected != GTK_INVALID_LIST_POSITION)
    show_player (self, (int) selected);
}

static WgPlayerPanel *
ensure_player_panel (WgSidebar *self)
{
  if (self->player_panel == NULL)
    {
      self->player_panel = WG_PLAYER_PANEL (wg_player_panel_new ());
      wg_player_panel_set_player (self->player_panel, self->player);
      adopt_page (self, WG_SIDEBAR_PAGE (self->player_panel));
      gtk_box_append (self->player_slot, GTK_WIDGET (self->player_panel));
    }
  return self->player_panel;
}

static WgPoolsPanel *
ensure_pools_panel (WgSidebar *self)
{
  if (self->pools_panel == NULL)
    {
      self->pools_panel = WG_POOLS_PANEL (wg_pools_panel_new ());
      adopt_page (self, WG_SIDEBAR_PAGE (self->pools_panel));
      gtk_box_append (self->pools_slot, GTK_WIDGET (self->pools_panel));
    }
  return self->pools_panel;
}

static void
fill_players (WgSidebar    *self,
              const WgGame *game)
{
  const char **names = g_new0 (const char *, game->n_players + 1);
  g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  int shown = self->player;

  for (guint p = 0; p < game->n_players; p++)
    {
      g_ptr_array_add (titles, wg_words_player_title (game, (int) p));
      names[p] = g_ptr_array_index (titles, p);
    }
  self->updating = TRUE;
  gtk_string_list_splice (self->player_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->player_names)), names);
  self->updating = FALSE;
  g_free (names);
  self->n_players = game->n_players;
  /* A new game starts on its active player. */
  if (shown < 0 || (guint) shown >= game->n_players || self->selected == -2)
    shown = game->active;
  wg_sidebar_show_player (self, shown);
}

/* A location newly selected on the board brings its page forward. */
static void
on_session_changed (WgSidebar *self)
{
  const WgGame *game = wg_session_get_game (self->session);
  int           selected = wg_session_get_selected (self->session);

  if (game == NULL)
    return;
  if (self->n_players != game->n_players)
    fill_players (self, game);
  /* The players page follows the turn: a new active player is shown (one
   * chosen meanwhile stays until the turn passes). */
  if (game->active != self->active)
    {
      self->active = game->active;
      if (game->active >= 0 && (guint) game->active < game->n_players)
        wg_sidebar_show_player (self, game->active);
    }
  if (selected >= 0 && selected != self->selected)
    adw_view_stack_set_visible_child_name (self->stack, "location");
  self->selected = selected;
}

static void
on_history_changed (WgSidebar *self)
{
  self->n_players = 0;
  self->selected = -2;
  self->active = -1;
}

WgSession *
wg_sidebar_get_session (WgSidebar *self)
{
  g_return_val_if_fail (WG_IS_SIDEBAR (self), NULL);
  return self->session;
}

void
wg_sidebar_set_session (WgSidebar *self,
                        WgSession *session)
{
  g_return_if_fail (WG_IS_SIDEBAR (self));
  g_return_if_fail (session == NULL || WG_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  for (guint i = 0; i < self->pages->len; i++)
    wg_sidebar_page_set_session (g_ptr_array_index (self->pages, i), session);
  if (session != NULL)
    {
      on_history_changed (self);
      g_signal_connect_object (session, "changed", G_CALLBACK (on_session_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::history", G_CALLBACK (on_history_changed),
                               self, G_CONNECT_SWAPPED);
      on_session_changed (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

void
wg_sidebar_set_catalog (WgSidebar *self,
                        WgCatalog *catalog)
{
  g_return_if_fail (WG_IS_SIDEBAR (self));

  g_return_if_fail (catalog != NULL);

  wg_catalog_ref (catalog);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  self->catalog = catalog;
  for (guint i = 0; i < self->pages->len; i++)
    wg_sidebar_page_set_catalog (g_ptr_array_index (self->pages, i), catalog);
}

const char *
wg_sidebar_get_page (WgSidebar *self)
{
  g_return_val_if_fail (WG_IS_SIDEBAR (self), NULL);
  return adw_view_stack_get_visible_child_name (self->stack);
}

void
wg_sidebar_set_page (WgSidebar  *self,
                     const char *page)
{
  GtkWidget *shown;
  GtkRoot   *root;

  g_return_if_fail (WG_IS_SIDEBAR (self));

  /* A page hidden with the focus inside is kept (referenced) by GTK 4.8's
   * window until its next frame moves the focus; hidden again before that
   * frame (Alt+2 then Ctrl+G, Shift+Ctrl+G), the first reference is lost
   * and the page, its session with it, outlives the window. The focus
   * leaves such a page first: whoever shows a page sets it there. */
  shown = adw_view_stack_get_visible_child (self->stack);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (root != NULL && shown != NULL && g_strcmp0 (page, wg_sidebar_get_page (self)) != 0
      && gtk_root_get_focus (root) != NULL
      && gtk_widget_is_ancestor (gtk_root_get_focus (root), shown))
    gtk_root_set_focus (root, NULL);
  adw_view_stack_set_visible_child_name (self->stack, page);
}

GtkWidget *
wg_sidebar_get_page_widget (WgSidebar *self)
{
  g_return_val_if_fail (WG_IS_SIDEBAR (self), NULL);
  return adw_view_stack_get_visible_child (self->stack);
}

gboolean
wg_sidebar_focus_page (WgSidebar *self)
{
  GtkWidget *shown;

  g_return_val_if_fail (WG_IS_SIDEBAR (self), FALSE);
  shown = adw_view_stack_get_visible_child (self->stack);
  return shown != NULL && gtk_widget_child_focus (shown, GTK_DIR_TAB_FORWARD);
}

/* Only the page shown has its content visible. A view stack measures every
 * page, so that the others' hundreds of labels would be laid out at start-up
 * and on every change of size, for nothing (the sidebar's width is its own,
 * not its widest page's). Each page is a scrolled window: its viewport is
 * what is hidden. */
static void
hide_other_pages (WgSidebar *self)
{
  GtkWidget  *shown = adw_view_stack_get_visible_child (self->stack);
  const char *name = adw_view_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (name, "players") == 0)
    ensure_player_panel (self);
  else if (g_strcmp0 (name, "table") == 0)
    ensure_pools_panel (self);

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    if (GTK_IS_SCROLLED_WINDOW (page))
      gtk_widget_set_visible (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (page)),
                              page == shown);
}

static void
on_page_changed (WgSidebar *self)
{
  hide_other_pages (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

void
wg_sidebar_add_page (WgSidebar     *self,
                     WgSidebarPage *child,
                     const char    *name)
{
  GtkWidget        *scrolled;
  AdwViewStackPage *page;

  g_return_if_fail (WG_IS_SIDEBAR (self));
  g_return_if_fail (WG_IS_SIDEBAR_PAGE (child));

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_margin_top (GTK_WIDGET (child), 18);
  gtk_widget_set_margin_bottom (GTK_WIDGET (child), 18);
  gtk_widget_set_margin_start (GTK_WIDGET (child), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (child), 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (child));
  page = adw_view_stack_add_titled (self->stack, scrolled, name,
                                    wg_sidebar_page_get_title (child));
  adw_view_stack_page_set_icon_name (page, wg_sidebar_page_get_icon_name (child));
  adw_view_stack_page_set_use_underline (page, TRUE);
  adopt_page (self, child);
  hide_other_pages (self);
}

void
wg_sidebar_set_page_visible (WgSidebar  *self,
                             const char *name,
                             gboolean    visible)
{
  GtkWidget *child;

  g_return_if_fail (WG_IS_SIDEBAR (self));

  child = adw_view_stack_get_child_by_name (self->stack, name);
  g_return_if_fail (child != NULL);
  adw_view_stack_page_set_visible (adw_view_stack_get_page (self->stack, child), visible);
}

void
wg_sidebar_show_player (WgSidebar *self,
                        int        player)
{
  g_return_if_fail (WG_IS_SIDEBAR (self));

  self->updating = TRUE;
  adw_combo_row_set_selected (self->player_row, (guint) player);
  self->updating = FALSE;
  show_player (self, player);
}

WgLocationPanel *
wg_sidebar_get_location_panel (WgSidebar *self)
{
  g_return_val_if_fail (WG_IS_SIDEBAR (self), NULL);
  return self->location_panel;
}

WgPlayerPanel *
wg_sidebar_get_player_panel (WgSidebar *self)
{
  g_return_val_if_fail (WG_IS_SIDEBAR (self), NULL);
  return ensure_player_panel (self);
}

WgPoolsPanel *
wg_sidebar_get_pools_panel (WgSidebar *self)
{
  g_return_val_if_fail (WG_IS_SIDEBAR (self), NULL);
  return ensure_pools_panel (self);
}

WgTurnPanel *
wg_sidebar_get_turn_panel (WgSidebar *self)
{
  g_return_val_if_fail (WG_IS_SIDEBAR (self), NULL);
  return self->turn_panel;
}

static void
wg_sidebar_dispose (GObject *object)
{
  WgSidebar *self = WG_SIDEBAR (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->catalog, wg_catalog_unref);
  g_clear_pointer (&self->pages, g_ptr_array_unref);
  /* AdwBin would unparent its child again after the template's disposal. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), WG_TYPE_SIDEBAR);

  G_OBJECT_CLASS (wg_sidebar_parent_class)->dispose (object);
}

static void
wg_sidebar_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, WG_SIDEBAR (object)->session);
      break;
    case PROP_PAGE:
      g_value_set_string (value, wg_sidebar_get_page (WG_SIDEBAR (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_sidebar_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      wg_sidebar_set_session (WG_SIDEBAR (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wg_sidebar_class_init (WgSidebarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_sidebar_dispose;
  object_class->get_property = wg_sidebar_get_property;
  object_class->set_property = wg_sidebar_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, WG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The page shown ("location", …, or one added): notified when it changes. */
  properties[PROP_PAGE] =
    g_param_spec_string ("page", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);

  g_type_ensure (WG_TYPE_LOCATION_PANEL);
  g_type_ensure (WG_TYPE_TURN_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, WgSidebar, stack);
  gtk_widget_class_bind_template_child (widget_class, WgSidebar, location_panel);
  gtk_widget_class_bind_template_child (widget_class, WgSidebar, player_row);
  gtk_widget_class_bind_template_child (widget_class, WgSidebar, player_names);
  gtk_widget_class_bind_template_child (widget_class, WgSidebar, player_slot);
  gtk_widget_class_bind_template_child (widget_class, WgSidebar, turn_panel);
  gtk_widget_class_bind_template_child (widget_class, WgSidebar, pools_slot);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_player_selected);
  gtk_widget_class_set_css_name (widget_class, "tablepanel");
}

static void
wg_sidebar_init (WgSidebar *self)
{
  self->selected = -1;
  self->pages = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_widget_init_template (GTK_WIDGET (self));
  adopt_page (self, WG_SIDEBAR_PAGE (self->location_panel));
  adopt_page (self, WG_SIDEBAR_PAGE (self->turn_panel));
  hide_other_pages (self);
}

GtkWidget *
wg_sidebar_new (void)
{
  return g_object_new (WG_TYPE_SIDEBAR, NULL);
}
