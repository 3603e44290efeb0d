/* wg-table-common.c — what the table panels share: swatches, badges, card labels, edits
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wg-card-row.h"
#include "wg-palette.h"
#include "wg-table-common.h"

#define COLOR_KEY "wg-color"
#define TYPE_KEY  "wg-planet-type"

static void
set_source (cairo_t       *cr,
            const GdkRGBA *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}

void
wg_table_draw_swatch (GtkDrawingArea *area,
                      cairo_t        *cr,
                      int             width,
                      int             height,
                      gpointer        data)
{
  const char *color = g_object_get_data (G_OBJECT (area), COLOR_KEY);
  double size = MIN (width, height) - 2.0;
  double x = (width - size) / 2.0, y = (height - size) / 2.0, r = size / 4.0;
  GdkRGBA fill;

  if (color == NULL || size <= 0)
    return;
  wg_palette_player_color (color, &fill);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + size - r, y + size - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + size - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_source (cr, &fill);
  cairo_fill_preserve (cr);
  /* An outline, so that white and black read on either style. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

void
wg_table_draw_planet_badge (GtkDrawingArea *area,
                            cairo_t        *cr,
                            int             width,
                            int             height,
                            gpointer        data)
{
  int stored = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), TYPE_KEY));
  double radius = MIN (width, height) / 2.0 - 1.0;
  char letter[2] = { 0, 0 };
  PangoLayout *layout;
  PangoFontDescription *font;
  GdkRGBA fill, ink;
  int w, h;

  if (stored <= 0 || radius <= 0)
    return;
  wg_palette_planet_color ((WgPlanetType) (stored - 1), &fill);
  wg_palette_ink_for (&fill, &ink);
  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  set_source (cr, &fill);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  letter[0] = wg_planet_type_letter ((WgPlanetType) (stored - 1));
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), letter);
  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, radius * 1.2 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, (width - w) / 2.0, (height - h) / 2.0);
  set_source (cr, &ink);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

void
wg_table_set_swatch (GtkDrawingArea *area,
                     const char     *color)
{
  g_return_if_fail (GTK_IS_DRAWING_AREA (area));

  g_object_set_data_full (G_OBJECT (area), COLOR_KEY, g_strdup (color), g_free);
  gtk_drawing_area_set_draw_func (area, wg_table_draw_swatch, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (area));
}

void
wg_table_set_planet_badge (GtkDrawingArea *area,
                           int             type)
{
  g_return_if_fail (GTK_IS_DRAWING_AREA (area));

  g_object_set_data (G_OBJECT (area), TYPE_KEY, GINT_TO_POINTER (type >= 0 ? type + 1 : 0));
  gtk_drawing_area_set_draw_func (area, wg_table_draw_planet_badge, NULL, NULL);
  /* A picture of the type, named as one to assistive technologies. */
  if (type >= 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    wg_planet_type_display_name (type), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL);
  gtk_widget_set_visible (GTK_WIDGET (area), type >= 0);
  gtk_widget_queue_draw (GTK_WIDGET (area));
}

char *
wg_table_planet_type_label (WgPlanetType type)
{
  /* TRANSLATORS: a planet type's letter and name, "D · Desert" */
  return g_strdup_printf (_("%c · %s"), wg_planet_type_letter (type),
                          wg_planet_type_display_name (type));
}

char *
wg_table_technology_title (const WgTechnology *technology)
{
  if (technology->name != NULL)
    return g_strdup (technology->name);
  return g_strdup (_("Unknown Technology"));
}

char *
wg_table_technology_detail (const WgTechnology *technology)
{
  const char *type = wg_planet_type_display_name (technology->type);

  if (technology->vp.rule == WG_VP_PER_TRADE_GOOD)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d VP per Trade Good",
                                         "%s · %d VP per Trade Good",
                                         (gulong) technology->vp.value),
                            type, technology->vp.value);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d VP", "%s · %d VP",
                                       (gulong) technology->vp.value),
                          type, technology->vp.value);
}

static const char *
tactic_kind_label (WgTacticKind kind)
{
  switch (kind)
    {
    case WG_TACTIC_BASIC:    return _("Basic");
    case WG_TACTIC_HERO:     return _("Hero");
    case WG_TACTIC_ADVANCED: return _("Advanced");
    default:                 g_return_val_if_reached (NULL);
    }
}

char *
wg_table_tactic_title (const WgCatalog *catalog,
                       const WgTactic  *tactic)
{
  const WgCard *card;
  const char *name;
  gboolean has_kind;
  WgTacticKind kind;
  int multiplier;

  wg_catalog_resolve_tactic (catalog, tactic, &card, &name, &has_kind, &kind, &multiplier);
  if (name != NULL)
    return g_strdup (name);
  if (!has_kind)
    return g_strdup (_("Tactics card"));
  switch (kind)
    {
    case WG_TACTIC_BASIC:    return g_strdup (_("Basic Tactics card"));
    case WG_TACTIC_HERO:     return g_strdup (_("Hero card"));
    case WG_TACTIC_ADVANCED: return g_strdup (_("Advanced Tactics card"));
    default:                 g_return_val_if_reached (NULL);
    }
}

char *
wg_table_tactic_detail (const WgCatalog *catalog,
                        const WgTactic  *tactic)
{
  const WgCard *card;
  const char *name;
  gboolean has_kind;
  WgTacticKind kind;
  int multiplier;
  g_autofree char *times = NULL;

  wg_catalog_resolve_tactic (catalog, tactic, &card, &name, &has_kind, &kind, &multiplier);
  if (multiplier == WG_MULTIPLIER_UNKNOWN)
    times = g_strdup (_("multiplier not known"));
  else
    /* TRANSLATORS: a Tactics card's multiplier, "×2" */
    times = g_strdup_printf (_("×%d"), multiplier);
  if (!has_kind)
    return g_steal_pointer (&times);
  /* TRANSLATORS: a Tactics card's kind and multiplier, "Basic · ×2" */
  return g_strdup_printf (_("%s · %s"), tactic_kind_label (kind), times);
}

const char *
wg_table_objective_status_label (WgObjectiveStatus status)
{
  switch (status)
    {
    case WG_OBJECTIVE_HELD:      return _("Held");
    case WG_OBJECTIVE_COMPLETED: return _("Completed");
    case WG_OBJECTIVE_FAILED:    return _("Failed");
    default:                     g_return_val_if_reached (NULL);
    }
}

char *
wg_table_faction_label (const char *faction)
{
  g_auto (GStrv) words = NULL;

  if (faction == NULL)
    return NULL;
  words = g_strsplit (faction, "-", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      words[i][0] = g_ascii_toupper (words[i][0]);
  return g_strjoinv (" ", words);
}

char *
wg_table_player_title (const WgGame *game,
                       int           player)
{
  const WgPlayer *p = &game->players[player];

  if (p->name == NULL)
    return g_strdup (p->color);
  /* TRANSLATORS: a player's name and colour, "Player 1 (blue)" */
  return g_strdup_printf (_("%s (%s)"), p->name, p->color);
}

/* The core's messages are clauses ("J1 holds …"): a sentence starts upper case. */
static char *
as_sentence (const char *message)
{
  gunichar first = g_utf8_get_char (message);
  char buffer[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  return g_strconcat (buffer, g_utf8_next_char (message), NULL);
}

char *
wg_table_apply_edit (WgSession    *session,
                     WgGame       *next,
                     const char   *description,
                     const GError *error)
{
  g_autoptr (GError) refused = NULL;

  g_return_val_if_fail (WG_IS_SESSION (session), NULL);

  if (next == NULL)
    return as_sentence (error != NULL ? error->message : _("that change was refused"));
  if (!wg_session_apply (session, next, description, &refused))
    return as_sentence (refused->message);
  return NULL;
}

void
wg_table_show_message (GtkRevealer *revealer,
                       GtkLabel    *label,
                       const char  *message)
{
  if (message != NULL)
    gtk_label_set_label (label, message);
  gtk_revealer_set_reveal_child (revealer, message != NULL);
}

void
wg_table_set_spin (GtkSpinButton *spin,
                   double         lower,
                   double         upper,
                   double         value)
{
  guint signal_id = g_signal_lookup ("value-changed", GTK_TYPE_SPIN_BUTTON);
  g_autoptr (GArray) blocked = g_array_new (FALSE, FALSE, sizeof (gulong));
  gulong handler;

  /* g_signal_handlers_block_matched() blocks nothing when matching by
   * signal alone (it needs a closure, function or data): block each
   * handler by its id. */
  while ((handler = g_signal_handler_find (spin, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED,
                                           signal_id, 0, NULL, NULL, NULL)) != 0)
    {
      g_signal_handler_block (spin, handler);
      g_array_append_val (blocked, handler);
    }
  gtk_spin_button_set_range (spin, lower, upper);
  gtk_spin_button_set_value (spin, value);
  for (guint i = 0; i < blocked->len; i++)
    g_signal_handler_unblock (spin, g_array_index (blocked, gulong, i));
}

void
wg_table_clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

/* The list's rows, made again only when their number changes: a row whose
 * card changed in place keeps the keyboard focus. */
static void
ensure_rows (GtkListBox *list,
             guint       n,
             GCallback   on_remove,
             GCallback   on_status,
             gpointer    owner)
{
  GtkListBoxRow *extra = gtk_list_box_get_row_at_index (list, (int) n);

  if (extra == NULL && (n == 0 || gtk_list_box_get_row_at_index (list, (int) n - 1) != NULL))
    return;
  wg_table_clear_list (list);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = wg_card_row_new (i);

      g_signal_connect_object (row, "remove", on_remove, owner, G_CONNECT_SWAPPED);
      if (on_status != NULL)
        g_signal_connect_object (row, "status-changed", on_status, owner, G_CONNECT_SWAPPED);
      gtk_list_box_append (list, row);
    }
}

static WgCardRow *
row_at (GtkListBox *list,
        guint       index)
{
  return WG_CARD_ROW (gtk_list_box_get_row_at_index (list, (int) index));
}

void
wg_table_fill_technologies (GtkListBox   *list,
                            const GArray *technologies,
                            GCallback     on_remove,
                            gpointer      owner)
{
  ensure_rows (list, technologies->len, on_remove, NULL, owner);
  for (guint i = 0; i < technologies->len; i++)
    {
      const WgTechnology *t = &g_array_index (technologies, WgTechnology, i);
      g_autofree char *title = wg_table_technology_title (t);
      g_autofree char *detail = wg_table_technology_detail (t);

      wg_card_row_set_card (row_at (list, i), title, detail, (int) t->type);
    }
}

void
wg_table_fill_objectives (GtkListBox   *list,
                          const GArray *objectives,
                          GCallback     on_remove,
                          GCallback     on_status,
                          gpointer      owner)
{
  ensure_rows (list, objectives->len, on_remove, on_status, owner);
  for (guint i = 0; i < objectives->len; i++)
    {
      const WgObjective *o = &g_array_index (objectives, WgObjective, i);
      WgCardRow *row = row_at (list, i);
      g_autofree char *title = NULL;

      if (o->name != NULL)
        title = g_strdup (o->name);
      else
        /* TRANSLATORS: an Objective known by its planet type, "Desert Objective" */
        title = g_strdup_printf (_("%s Objective"), wg_planet_type_display_name (o->type));
      wg_card_row_set_card (row, title, NULL, (int) o->type);
      wg_card_row_set_status (row, (int) o->status);
    }
}

void
wg_table_fill_planet_types (GtkListBox   *list,
                            const GArray *types,
                            GCallback     on_remove,
                            gpointer      owner)
{
  ensure_rows (list, types->len, on_remove, NULL, owner);
  for (guint i = 0; i < types->len; i++)
    {
      WgPlanetType type = g_array_index (types, WgPlanetType, i);
      g_autofree char *title = g_strdup_printf (_("%s Objective"),
                                                wg_planet_type_display_name (type));
      g_autofree char *position = g_strdup_printf (_("Number %u from the left"), i + 1);

      wg_card_row_set_card (row_at (list, i), title, position, (int) type);
    }
}

void
wg_table_fill_tactics (GtkListBox      *list,
                       const WgCatalog *catalog,
                       const GArray    *first,
                       const GArray    *second,
                       const char      *second_label,
                       GCallback        on_remove,
                       gpointer         owner)
{
  guint n_first = first->len;
  guint n = n_first + (second != NULL ? second->len : 0);

  ensure_rows (list, n, on_remove, NULL, owner);
  for (guint i = 0; i < n; i++)
    {
      const WgTactic *t = i < n_first ? &g_array_index (first, WgTactic, i)
                                      : &g_array_index (second, WgTactic, i - n_first);
      g_autofree char *title = wg_table_tactic_title (catalog, t);
      g_autofree char *detail = wg_table_tactic_detail (catalog, t);
      g_autofree char *subtitle = NULL;

      if (i >= n_first && second_label != NULL)
        subtitle = g_strdup_printf (_("%s · %s"), second_label, detail);
      wg_card_row_set_card (row_at (list, i), title, subtitle != NULL ? subtitle : detail, -1);
    }
}
