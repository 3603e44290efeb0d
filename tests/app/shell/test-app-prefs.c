/* test-app-prefs.c — preferences: GSettings, the board, the window's size; the shortcuts window
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-autosave.h"
#include "wg-preferences-window.h"
#include "wg-share-server.h"
#include "wg-test-app.h"

static const char *const keys[] = {
  "warpgates-block",
  "colorblind-glyphs",
  "board-orientation",
  "large-numbers",
  "share-all-interfaces",
  "window-width",
  "window-height",
  "window-maximized",
};

/* The memory backend lives as long as the test program: each test starts
 * from the defaults. */
static void
reset_settings (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
}

static void
test_defaults (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *orientation = NULL;
  g_autoptr (GSettingsSchema) schema = NULL;

  reset_settings ();
  g_object_get (settings, "settings-schema", &schema, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_assert_true (g_settings_schema_has_key (schema, keys[i]));
  g_assert_true (g_settings_get_boolean (settings, "warpgates-block"));
  g_assert_false (g_settings_get_boolean (settings, "colorblind-glyphs"));
  g_assert_false (g_settings_get_boolean (settings, "large-numbers"));
  /* Sharing listens on the local network's address only, unless asked. */
  g_assert_false (g_settings_get_boolean (settings, "share-all-interfaces"));
  orientation = g_settings_get_string (settings, "board-orientation");
  g_assert_cmpstr (orientation, ==, "pointy");
}

static AdwActionRow *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_ACTION_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkSwitch *
find_switch (GtkWidget  *window,
             const char *title)
{
  AdwActionRow *row = find_row (window, title);

  g_assert_nonnull (row);
  g_assert_true (GTK_IS_SWITCH (adw_action_row_get_activatable_widget (row)));
  return GTK_SWITCH (adw_action_row_get_activatable_widget (row));
}

/* Each row of the preferences window is its key, both ways, and a main
 * window's board follows at once. */
static void
test_preferences_window (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  WgWindow        *window = NULL;
  WgBoardView     *view;
  GtkWidget       *prefs;
  GtkSwitch       *glyphs, *large, *warpgates, *share_all;
  AdwComboRow     *orientation;
  g_autofree char *nick = NULL;

  reset_settings ();
  window = wg_test_sample_window ();
  view = wg_window_get_board_view (window);
  prefs = wg_preferences_window_new (settings);
  gtk_window_set_transient_for (GTK_WINDOW (prefs), GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (prefs));

  glyphs = find_switch (prefs, "_Colour-Blind Glyphs");
  large = find_switch (prefs, "_Large Numbers");
  warpgates = find_switch (prefs, "_Warpgates Block Movement");
  share_all = find_switch (prefs, "Listen on _Every Network");
  orientation = ADW_COMBO_ROW (find_row (prefs, "_Orientation"));
  g_assert_nonnull (orientation);

  g_assert_false (gtk_switch_get_active (glyphs));
  g_assert_false (wg_board_view_get_colorblind_glyphs (view));
  gtk_switch_set_active (glyphs, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "colorblind-glyphs"));
  g_assert_true (wg_board_view_get_colorblind_glyphs (view));

  g_settings_set_boolean (settings, "large-numbers", TRUE);
  g_assert_true (gtk_switch_get_active (large));
  g_assert_true (wg_board_view_get_large_numbers (view));

  g_assert_true (gtk_switch_get_active (warpgates));
  gtk_switch_set_active (warpgates, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "warpgates-block"));

  /* Every network: the key and the window's share server, which takes it
   * when sharing starts (test-app-share-window.c). */
  g_assert_false (gtk_switch_get_active (share_all));
  gtk_switch_set_active (share_all, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "share-all-interfaces"));
  g_assert_true (wg_share_server_get_all_interfaces (wg_window_get_share_server (window)));
  g_settings_set_boolean (settings, "share-all-interfaces", FALSE);
  g_assert_false (gtk_switch_get_active (share_all));
  g_assert_false (wg_share_server_get_all_interfaces (wg_window_get_share_server (window)));

  g_assert_cmpuint (adw_combo_row_get_selected (orientation), ==, 0);
  adw_combo_row_set_selected (orientation, 1);
  nick = g_settings_get_string (settings, "board-orientation");
  g_assert_cmpstr (nick, ==, "flat");
  g_assert_cmpint (wg_board_view_get_orientation (view), ==, WG_BOARD_ORIENTATION_FLAT);
  g_settings_set_string (settings, "board-orientation", "pointy");
  g_assert_cmpuint (adw_combo_row_get_selected (orientation), ==, 0);
  g_assert_cmpint (wg_board_view_get_orientation (view), ==, WG_BOARD_ORIENTATION_POINTY);

  {
    gpointer watched = prefs;

    g_object_add_weak_pointer (G_OBJECT (prefs), &watched);
    gtk_window_destroy (GTK_WINDOW (prefs));
    wg_test_iterate_until (watched == NULL);
  }
  wg_test_destroy_window (window);
  reset_settings ();
}

static guchar *
pixels (GdkTexture *texture)
{
  gsize   stride = (gsize) gdk_texture_get_width (texture) * 4;
  guchar *data = g_malloc (stride * gdk_texture_get_height (texture));

  gdk_texture_download (texture, data, stride);
  return data;
}

static const guchar *
pixel (const guchar *data,
       GdkTexture   *texture,
       double        x,
       double        y)
{
  return data + ((gsize) y * gdk_texture_get_width (texture) + (gsize) x) * 4;
}

/* The red player's 3 ships on P2 of the ruler game (tests/data/app-ruler.json):
 * the second player, whose glyph is a square. The counter is drawn at
 * (0.42, 0.16) hex sizes from the centre with a radius of 0.29; large, at
 * (0.46, 0.24) with a radius of 0.36. A square of the same size reaches
 * into the disc's corners. */
static void
test_drawing_options (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "app-ruler.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GskRenderNode) plain_node = NULL, glyph_node = NULL, large_node = NULL;
  g_autoptr (GdkTexture) plain = NULL, glyph = NULL, large = NULL;
  g_autofree guchar *plain_px = NULL, *glyph_px = NULL, *large_px = NULL;
  WgWindow          *window;
  WgBoardView       *view;
  double             cx, cy, s, corner_x, corner_y, rim_x, rim_y;

  reset_settings ();
  window = wg_test_sample_window ();
  view = wg_window_get_board_view (window);
  g_assert_true (wg_window_open_file (window, file));
  wg_test_wait_for_layout (view);
  g_assert_true (wg_board_view_hex_center (view, (WgHex) { 3, 0 }, &cx, &cy));
  s = wg_board_view_get_hex_size (view);
  /* Inside a square's corner, outside the disc of the same size. */
  corner_x = cx + s * (0.42 + 0.29 * 0.8);
  corner_y = cy + s * (0.16 + 0.29 * 0.8);
  /* Just outside the normal disc, inside the large one, level with its
   * centre. */
  rim_x = cx + s * (0.42 + 0.33);
  rim_y = cy + s * 0.24;

  plain = wg_test_render (GTK_WIDGET (view), &plain_node);
  g_settings_set_boolean (settings, "colorblind-glyphs", TRUE);
  glyph = wg_test_render (GTK_WIDGET (view), &glyph_node);
  g_settings_set_boolean (settings, "colorblind-glyphs", FALSE);
  g_settings_set_boolean (settings, "large-numbers", TRUE);
  large = wg_test_render (GTK_WIDGET (view), &large_node);

  plain_px = pixels (plain);
  glyph_px = pixels (glyph);
  large_px = pixels (large);
  g_assert_true (memcmp (pixel (plain_px, plain, corner_x, corner_y),
                         pixel (glyph_px, glyph, corner_x, corner_y), 3)
                 != 0);
  g_assert_true (memcmp (pixel (plain_px, plain, rim_x, rim_y),
                         pixel (large_px, large, rim_x, rim_y), 3)
                 != 0);
  /* Far from any piece nothing changes. */
  g_assert_true (memcmp (pixel (plain_px, plain, 2, 2), pixel (glyph_px, glyph, 2, 2), 4) == 0);

  wg_test_destroy_window (window);
  reset_settings ();
}

/* A window opens at the size it was closed at, and closing saves it. */
static void
test_window_size (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  WgWindow *window;
  gpointer  watched;
  int       width, height;

  reset_settings ();
  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 610);
  window = wg_test_sample_window ();
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 610);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  watched = window;
  g_object_add_weak_pointer (G_OBJECT (window), &watched);
  gtk_window_close (GTK_WINDOW (window));
  wg_test_iterate_until (watched == NULL);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  reset_settings ();
}

static void
collect_accels (GtkWidget *widget,
                GString   *accels)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accel = NULL;

      g_object_get (widget, "accelerator", &accel, NULL);
      if (accel != NULL)
        g_string_append_printf (accels, " %s ", accel);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_accels (child, accels);
}

/* The shortcuts window builds and lists the app's shortcuts, each one an
 * accelerator GTK can parse. */
static void
test_shortcuts_window (void)
{
  g_autoptr (GtkBuilder) builder =
    gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/wg-shortcuts-window.ui");
  GtkWidget *window = GTK_WIDGET (gtk_builder_get_object (builder, "shortcuts_window"));
  g_autoptr (GString) accels = g_string_new (NULL);
  const char *expected[] = {
    "<Control>o",
    "<Control>s",
    "<Control><Shift>s",
    "<Control>z",
    "<Control><Shift>z",
    "<Control>y",
    "<Control>h",
    "Escape",
    "<Control>plus",
    "<Control>minus",
    "<Control>0",
    "F10",
    "<Control>comma",
    "<Control>question",
    "<Control>w",
    "<Control>q",
  };
  g_auto (GStrv) each = NULL;

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (window));
  collect_accels (window, accels);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *word = g_strdup_printf (" %s ", expected[i]);
      g_autofree char *word_in_list = g_strdup_printf (" %s", expected[i]);

      g_assert_true (strstr (accels->str, word) != NULL || strstr (accels->str, word_in_list));
    }
  each = g_strsplit_set (g_strstrip (accels->str), " ", -1);
  for (guint i = 0; each[i] != NULL; i++)
    {
      guint           key = 0;
      GdkModifierType mods = 0;

      if (*each[i] == '\0')
        continue;
      g_assert_true (gtk_accelerator_parse (each[i], &key, &mods));
      g_assert_cmpuint (key, !=, 0);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A development build (-Dprofile=development, what build-aux/run.sh and
 * build-aux/test.sh make) runs beside an installed release: its own app id
 * and settings schema (id and path), the striped "devel" header bar, its
 * own autosave folder. A release build has none of these. */
static void
test_profile (void)
{
  WgWindow              *window = wg_test_sample_window ();
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  g_autofree char *state_override = g_strdup (g_getenv ("WG_STATE_DIR"));
  g_autofree char *state = NULL;
  g_autofree char *state_name = NULL;

  g_assert_cmpint (g_str_has_suffix (APP_ID, ".Devel"), ==, DEVEL_PROFILE);
  g_assert_true (g_str_has_prefix (APP_ID, ICON_NAME));
  g_assert_nonnull (schema);
  g_assert_cmpstr (g_settings_schema_get_path (schema), ==,
                   DEVEL_PROFILE ? "/io/github/wgcompanion/WarpgateCompanion/Devel/"
                                 : "/io/github/wgcompanion/WarpgateCompanion/");
  g_assert_cmpint (gtk_widget_has_css_class (GTK_WIDGET (window), "devel"), ==, DEVEL_PROFILE);

  g_unsetenv ("WG_STATE_DIR");
  state = wg_autosave_default_dir ();
  g_setenv ("WG_STATE_DIR", state_override, TRUE);
  state_name = g_path_get_basename (state);
  g_assert_cmpstr (state_name, ==,
                   DEVEL_PROFILE ? "warpgate-companion-devel" : "warpgate-companion");
  wg_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = wg_test_app_init (&argc, &argv);
  int              status;

  g_test_add_func ("/wg/app/prefs/defaults", test_defaults);
  g_test_add_func ("/wg/app/prefs/preferences-window", test_preferences_window);
  g_test_add_func ("/wg/app/prefs/drawing-options", test_drawing_options);
  g_test_add_func ("/wg/app/prefs/window-size", test_window_size);
  g_test_add_func ("/wg/app/prefs/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/wg/app/prefs/profile", test_profile);

  status = g_test_run ();
  wg_test_app_cleanup (home);
  return status;
}
