/* wg-story-pdf.c — the story as a PDF: A4 pages drawn with cairo and Pango
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The story the teller wrote (wg-story-private.h), laid out from the top
 * of the first page down: Pango wraps the text, and a line that does not
 * fit goes to the next page whole. A round's heading, board and caption
 * are kept on one page, a step with its battle too when it fits on one.
 * Each round after the first starts a page, as the printed HTML page
 * does. The boards are the SVG's shapes painted with the page's own style
 * rules; their letters and numbers are drawn as outlines, as the HTML's
 * text leaves the drawing out. Ruling ids link to the appendix; each page
 * has its number at the foot.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "wg-i18n.h"
#include "wg-story-private.h"
#include "wg-story.h"

/* A4 in points, and the text's frame. */
#define PAGE_W 595.276
#define PAGE_H 841.89
#define LEFT   56.0
#define TOP    56.0
#define WIDTH  (PAGE_W - 2 * LEFT)
#define BOTTOM (PAGE_H - 64.0)
#define FOOT   (PAGE_H - 40.0)
#define INDENT 24.0 /* the step numbers' column */
#define BODY   "Sans 10"
#define SMALL  "Sans 8.5"
#define INK    0.11, 0.11, 0.13
#define MUTED  0.33, 0.33, 0.36
#define LINE   0.73, 0.73, 0.76
#define LINK_R 0x1a
#define LINK_G 0x5f
#define LINK_B 0xb4

typedef struct
{
  cairo_surface_t  *surface;
  cairo_t          *cr;
  PangoFontMap     *fonts;   /* the PDF's own: its fonts go with it */
  PangoContext     *context; /* for the page's text, unscaled */
  const WgStoryDoc *doc;
  double            y; /* the top of what comes next */
  int               page;
  gboolean          fresh; /* nothing drawn on the page yet */
} Pdf;

/* A ruling id in a layout's text: its bytes. */
typedef struct
{
  int   start, end;
  char *id;
} Link;

/* ---- Pages ------------------------------------------------------------- */

static void
page_foot (Pdf *pdf)
{
  PangoLayout *layout = pango_layout_new (pdf->context);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string (SMALL);
  g_autofree char *n = g_strdup_printf ("%d", pdf->page);
  int              w, h;

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, n, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_set_source_rgb (pdf->cr, MUTED);
  cairo_move_to (pdf->cr, (PAGE_W - w) / 2, FOOT);
  pango_cairo_show_layout (pdf->cr, layout);
  g_object_unref (layout);
}

static void
page_break (Pdf *pdf)
{
  page_foot (pdf);
  cairo_show_page (pdf->cr);
  pdf->page++;
  pdf->y = TOP;
  pdf->fresh = TRUE;
}

/* A page break first when @height does not fit below, unless the page is
 * still empty. */
static void
need (Pdf   *pdf,
      double height)
{
  if (!pdf->fresh && pdf->y + height > BOTTOM)
    page_break (pdf);
}

/* ---- Text -------------------------------------------------------------- */

/* @text as the story shows it: valid UTF-8, control characters as their
 * pictures (as the HTML page writes them). */
static void
visible (GString    *out,
         const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    g_string_append_unichar (out, wg_story_visible_char (g_utf8_get_char (p)));
}

/* A layout of @width for @font, text to come. */
static PangoLayout *
layout_new (Pdf        *pdf,
            const char *font,
            double      width)
{
  PangoLayout *layout = pango_layout_new (pdf->context);
  g_autoptr (PangoFontDescription) desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

static void
link_clear (gpointer data)
{
  g_free (((Link *) data)->id);
}

/* Rich text for a layout: the text, its attributes, its links. */
typedef struct
{
  GString       *text;
  PangoAttrList *attrs;
  GArray        *links; /* Link */
} Rich;

static void
rich_init (Rich *rich)
{
  rich->text = g_string_new (NULL);
  rich->attrs = pango_attr_list_new ();
  rich->links = g_array_new (FALSE, TRUE, sizeof (Link));
  g_array_set_clear_func (rich->links, link_clear);
}

static void
rich_clear (Rich *rich)
{
  g_string_free (rich->text, TRUE);
  pango_attr_list_unref (rich->attrs);
  g_array_unref (rich->links);
}

static void
rich_attr (Rich           *rich,
           PangoAttribute *attr,
           gsize           start)
{
  attr->start_index = (guint) start;
  attr->end_index = (guint) rich->text->len;
  pango_attr_list_insert (rich->attrs, attr);
}

static void
rich_link (Rich       *rich,
           const char *id)
{
  Link link = { (int) rich->text->len, 0, g_strdup (id) };

  visible (rich->text, id);
  link.end = (int) rich->text->len;
  rich_attr (rich, pango_attr_foreground_new (LINK_R << 8 | LINK_R, LINK_G << 8 | LINK_G, LINK_B << 8 | LINK_B),
             (gsize) link.start);
  g_array_append_val (rich->links, link);
}

/* @text, each ruling id in it a link. */
static void
rich_linked (Rich       *rich,
             const char *text)
{
  const char *p = text, *start;
  gsize       n;

  while (wg_story_next_ruling (text, p, &start, &n))
    {
      g_autofree char *before = g_strndup (p, (gsize) (start - p));
      g_autofree char *id = g_strndup (start, n);

      visible (rich->text, before);
      rich_link (rich, id);
      p = start + n;
    }
  visible (rich->text, p);
}

/* A ruling id is never broken over two lines: the space before the word
 * holding it becomes a line break. */
static void
keep_links_whole (PangoLayout *layout,
                  Rich        *rich)
{
  for (int round = 0; round < 32; round++)
    {
      gboolean moved = FALSE;

      for (guint i = 0; i < rich->links->len && !moved; i++)
        {
          const Link *link = &g_array_index (rich->links, Link, i);
          int         first, last, x;

          pango_layout_index_to_line_x (layout, link->start, FALSE, &first, &x);
          pango_layout_index_to_line_x (layout, link->end - 1, FALSE, &last, &x);
          if (first == last)
            continue;
          for (int b = link->start - 1; b > 0 && !moved; b--)
            if (rich->text->str[b] == ' ')
              {
                rich->text->str[b] = '\n';
                moved = TRUE;
              }
          if (!moved)
            return;
        }
      if (!moved)
        return;
      pango_layout_set_text (layout, rich->text->str, (int) rich->text->len);
    }
}

static void
rich_apply (PangoLayout *layout,
            Rich        *rich)
{
  pango_layout_set_text (layout, rich->text->str, (int) rich->text->len);
  pango_layout_set_attributes (layout, rich->attrs);
  keep_links_whole (layout, rich);
}

static double
height_of (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return h;
}

/* How a layout is drawn beside its lines. */
typedef struct
{
  double bar;    /* > 0: a bar at this x beside each line */
  double bullet; /* > 0: a bullet at this x on the first line */
} Decor;

/* The link annotations of @line, drawn at @x, its top @top, @height. */
static void
line_links (Pdf             *pdf,
            PangoLayoutLine *line,
            const GArray    *links,
            double           x,
            double           top,
            double           height)
{
  for (guint i = 0; links != NULL && i < links->len; i++)
    {
      const Link      *link = &g_array_index (links, Link, i);
      int              x0, x1;
      g_autofree char *attrs = NULL;

      if (link->start < line->start_index || link->start >= line->start_index + line->length)
        continue;
      pango_layout_line_index_to_x (line, link->start, FALSE, &x0);
      pango_layout_line_index_to_x (line, link->end, FALSE, &x1);
      attrs = g_strdup_printf ("dest='%s' rect=[%.2f %.2f %.2f %.2f]", link->id,
                               x + x0 / (double) PANGO_SCALE, top,
                               (x1 - x0) / (double) PANGO_SCALE, height);
      cairo_tag_begin (pdf->cr, CAIRO_TAG_LINK, attrs);
      cairo_tag_end (pdf->cr, CAIRO_TAG_LINK);
    }
}

/* Beside a line from @top, @height high: on the first line the bullet
 * on its @baseline, in the source's colour; the bar. */
static void
line_decor (Pdf     *pdf,
            Decor    decor,
            gboolean first,
            double   top,
            double   height,
            double   baseline)
{
  cairo_new_path (pdf->cr);
  if (decor.bullet > 0 && first)
    {
      cairo_arc (pdf->cr, decor.bullet, baseline - 3, 1.6, 0, 2 * G_PI);
      cairo_fill (pdf->cr);
    }
  if (decor.bar > 0)
    {
      cairo_set_source_rgb (pdf->cr, LINE);
      cairo_rectangle (pdf->cr, decor.bar, top, 2.5, height);
      cairo_fill (pdf->cr);
    }
}

/* Draws @layout at @x from the flow's top, line by line: a line that does
 * not fit goes to the next page. */
static void
flow_layout (Pdf          *pdf,
             PangoLayout  *layout,
             double        x,
             const GArray *links,
             Decor         decor,
             double        r,
             double        g,
             double        b)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  double           top = pdf->y, bottom = pdf->y;
  gboolean         first = TRUE;

  do
    {
      PangoRectangle   logical;
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      double           ly, lh, base;

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      ly = top + logical.y / (double) PANGO_SCALE;
      lh = logical.height / (double) PANGO_SCALE;
      if (!pdf->fresh && ly + lh > BOTTOM)
        {
          page_break (pdf);
          top = TOP - logical.y / (double) PANGO_SCALE;
          ly = TOP;
        }
      base = top + pango_layout_iter_get_baseline (iter) / (double) PANGO_SCALE;
      cairo_set_source_rgb (pdf->cr, r, g, b);
      /* The line's own offset: its alignment. */
      cairo_move_to (pdf->cr, x + logical.x / (double) PANGO_SCALE, base);
      pango_cairo_show_layout_line (pdf->cr, line);
      line_links (pdf, line, links, x + logical.x / (double) PANGO_SCALE, ly, lh);
      cairo_set_source_rgb (pdf->cr, r, g, b);
      line_decor (pdf, decor, first, ly, lh, base);
      first = FALSE;
      pdf->fresh = FALSE;
      bottom = ly + lh;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  pdf->y = bottom;
}

/* A paragraph of plain @text in @font at @x, @space below it. */
static void
paragraph (Pdf        *pdf,
           const char *text,
           const char *font,
           double      x,
           double      space,
           gboolean    muted)
{
  PangoLayout *layout = layout_new (pdf, font, LEFT + WIDTH - x);
  GString     *shown = g_string_new (NULL);
  Decor        none = { 0 };

  visible (shown, text);
  pango_layout_set_text (layout, shown->str, -1);
  if (muted)
    flow_layout (pdf, layout, x, NULL, none, MUTED);
  else
    flow_layout (pdf, layout, x, NULL, none, INK);
  pdf->y += space;
  g_string_free (shown, TRUE);
  g_object_unref (layout);
}

/* A heading with a rule under it, kept with @with below it; its top. */
static double
heading (Pdf        *pdf,
         const char *text,
         double      with)
{
  PangoLayout *layout = layout_new (pdf, "Sans Bold 14", WIDTH);
  GString     *shown = g_string_new (NULL);
  Decor        none = { 0 };
  double       top;

  visible (shown, text);
  pango_layout_set_text (layout, shown->str, -1);
  pdf->y += pdf->fresh ? 0 : 14;
  need (pdf, height_of (layout) + 8 + with);
  top = pdf->y;
  flow_layout (pdf, layout, LEFT, NULL, none, INK);
  pdf->y += 3;
  cairo_set_source_rgb (pdf->cr, LINE);
  cairo_rectangle (pdf->cr, LEFT, pdf->y, WIDTH, 0.75);
  cairo_fill (pdf->cr);
  pdf->y += 8;
  g_string_free (shown, TRUE);
  g_object_unref (layout);
  return top;
}

/* ---- The board --------------------------------------------------------- */

typedef struct
{
  gboolean fill, stroke, bold;
  double   fill_rgb[3], stroke_rgb[3];
  double   stroke_opacity, stroke_width, font_size;
} Style;

/* "#rgb" or "#rrggbb". */
static void
parse_colour (const char *value,
              double      rgb[3])
{
  gsize n = strlen (value + 1);
  guint v = (guint) strtoul (value + 1, NULL, 16);

  for (int i = 0; i < 3; i++)
    rgb[i] = n == 3 ? ((v >> (8 - 4 * i)) & 0xf) / 15.0 : ((v >> (16 - 8 * i)) & 0xff) / 255.0;
}

/* The declarations of a rule, as the SVG's CSS applies them. */
static void
style_apply (Style      *style,
             const char *decls)
{
  g_auto (GStrv) parts = g_strsplit (decls, ";", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *colon = strchr (parts[i], ':');
      const char *value = colon != NULL ? colon + 1 : "";

      if (g_str_has_prefix (parts[i], "fill:"))
        {
          style->fill = TRUE;
          parse_colour (value, style->fill_rgb);
        }
      else if (g_str_has_prefix (parts[i], "stroke:"))
        {
          style->stroke = TRUE;
          parse_colour (value, style->stroke_rgb);
        }
      else if (g_str_has_prefix (parts[i], "stroke-opacity:"))
        style->stroke_opacity = g_ascii_strtod (value, NULL);
      else if (g_str_has_prefix (parts[i], "stroke-width:"))
        style->stroke_width = g_ascii_strtod (value, NULL);
      else if (g_str_has_prefix (parts[i], "font-size:"))
        style->font_size = g_ascii_strtod (value, NULL);
      else if (g_str_has_prefix (parts[i], "font-weight:"))
        style->bold = g_str_equal (value, "bold");
    }
}

static void
style_rule (Style             *style,
            const WgStoryRule *rule,
            const char        *klass)
{
  g_auto (GStrv) classes = g_strsplit (klass != NULL ? klass : "", " ", -1);

  if (g_strv_contains ((const char *const *) classes, rule->klass))
    style_apply (style, rule->decls);
}

/* The style of @klass: the SVG's defaults (black fill, no stroke, 16 px),
 * then every rule that names one of its classes, in the page's order. */
static Style
style_of (const WgStoryDoc *doc,
          const char       *klass)
{
  Style style = { TRUE, FALSE, FALSE, { 0, 0, 0 }, { 0, 0, 0 }, 1.0, 1.0, 16.0 };

  for (guint i = 0; i < wg_story_n_board_rules; i++)
    style_rule (&style, &wg_story_board_rules[i], klass);
  for (guint i = 0; i < doc->rules->len; i++)
    style_rule (&style, g_ptr_array_index (doc->rules, i), klass);
  return style;
}

/* Fills then strokes the current path, as SVG paints it. */
static void
paint_path (cairo_t     *cr,
            const Style *style)
{
  if (style->fill)
    {
      cairo_set_source_rgb (cr, style->fill_rgb[0], style->fill_rgb[1], style->fill_rgb[2]);
      cairo_fill_preserve (cr);
    }
  if (style->stroke)
    {
      cairo_set_source_rgba (cr, style->stroke_rgb[0], style->stroke_rgb[1], style->stroke_rgb[2],
                             style->stroke_opacity);
      cairo_set_line_width (cr, style->stroke_width);
      cairo_stroke_preserve (cr);
    }
  cairo_new_path (cr);
}

/* Text centred on its point, as outlines. */
static void
paint_text (cairo_t            *cr,
            PangoContext       *context,
            const WgStoryShape *s,
            const Style        *style)
{
  PangoLayout *layout = pango_layout_new (context);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  PangoRectangle logical;

  pango_font_description_set_absolute_size (font, style->font_size * PANGO_SCALE);
  pango_font_description_set_weight (font, style->bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, s->text, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  cairo_move_to (cr, s->x - logical.width / 2.0 / PANGO_SCALE,
                 s->y - logical.height / 2.0 / PANGO_SCALE);
  pango_cairo_layout_path (cr, layout);
  if (style->fill)
    cairo_set_source_rgb (cr, style->fill_rgb[0], style->fill_rgb[1], style->fill_rgb[2]);
  cairo_fill (cr);
  g_object_unref (layout);
}

static void
paint_shape (cairo_t            *cr,
             PangoContext       *context,
             const WgStoryDoc   *doc,
             const WgStoryShape *s)
{
  Style style = style_of (doc, s->klass);

  switch (s->kind)
    {
    case WG_STORY_SHAPE_HEX:
      for (int i = 0; i < 6; i++)
        {
          double x, y;

          wg_story_hex_corner (i, &x, &y);
          cairo_line_to (cr, s->x + x, s->y + y);
        }
      cairo_close_path (cr);
      paint_path (cr, &style);
      break;
    case WG_STORY_SHAPE_CIRCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, s->x, s->y, s->r, 0, 2 * G_PI);
      paint_path (cr, &style);
      break;
    case WG_STORY_SHAPE_POLYGON:
    case WG_STORY_SHAPE_MARKER:
      for (guint i = 0; i < s->n_points; i++)
        cairo_line_to (cr, s->points[i][0], s->points[i][1]);
      cairo_close_path (cr);
      paint_path (cr, &style);
      break;
    case WG_STORY_SHAPE_TEXT: paint_text (cr, context, s, &style); break;
    case WG_STORY_SHAPE_GROUP:
    case WG_STORY_SHAPE_GROUP_END:
    default: break;
    }
}

/* The board in @width × @height at the flow's top, centred. */
static void
paint_board (Pdf                *pdf,
             const WgStoryBoard *board,
             double              width,
             double              height)
{
  cairo_t      *cr = pdf->cr;
  double        scale = width / board->view[2];
  double        bg[3];
  PangoContext *context;

  parse_colour (WG_STORY_BOARD_BG, bg);
  cairo_save (cr);
  cairo_translate (cr, LEFT + (WIDTH - width) / 2, pdf->y);
  cairo_new_sub_path (cr);
  cairo_arc (cr, width - 8, 8, 8, -G_PI / 2, 0);
  cairo_arc (cr, width - 8, height - 8, 8, 0, G_PI / 2);
  cairo_arc (cr, 8, height - 8, 8, G_PI / 2, G_PI);
  cairo_arc (cr, 8, 8, 8, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, bg[0], bg[1], bg[2]);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -board->view[0], -board->view[1]);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* The board's text in the board's units. */
  context = pango_font_map_create_context (pdf->fonts);
  pango_cairo_update_context (cr, context);
  for (guint i = 0; i < board->shapes->len; i++)
    paint_shape (cr, context, pdf->doc, &g_array_index (board->shapes, WgStoryShape, i));
  g_object_unref (context);
  cairo_restore (cr);
  pdf->y += height;
  pdf->fresh = FALSE;
}

/* ---- The story --------------------------------------------------------- */

static void
swatch (Pdf   *pdf,
        int    player,
        double x,
        double y)
{
  g_autofree char *klass = g_strdup_printf ("pl%d", player);
  Style            style = style_of (pdf->doc, klass);

  cairo_new_sub_path (pdf->cr);
  cairo_arc (pdf->cr, x, y, 4.5, 0, 2 * G_PI);
  cairo_set_source_rgb (pdf->cr, style.fill_rgb[0], style.fill_rgb[1], style.fill_rgb[2]);
  cairo_fill_preserve (pdf->cr);
  cairo_set_source_rgb (pdf->cr, MUTED);
  cairo_set_line_width (pdf->cr, 0.6);
  cairo_stroke (pdf->cr);
}

/* The title, the players, how far the record goes. */
static void
story_header (Pdf *pdf)
{
  const WgStoryDoc *doc = pdf->doc;
  g_autofree char  *state = g_strdup_printf ("%s %s", doc->steps_line, doc->state_line);

  paragraph (pdf, doc->title, "Sans Bold 20", LEFT, 10, FALSE);
  for (guint i = 0; i < doc->players->len; i++)
    {
      const WgStoryPlayer *p = g_ptr_array_index (doc->players, i);
      PangoLayout         *layout = layout_new (pdf, BODY, WIDTH - 16);
      Rich                 rich;
      Decor                none = { 0 };

      rich_init (&rich);
      visible (rich.text, p->name);
      if (p->ai)
        {
          gsize start = rich.text->len + 1;

          g_string_append_c (rich.text, ' ');
          visible (rich.text, doc->ai_label);
          rich_attr (&rich, pango_attr_foreground_new (0x5555, 0x5555, 0x5c5c), start);
        }
      rich_apply (layout, &rich);
      need (pdf, height_of (layout));
      swatch (pdf, (int) p->index, LEFT + 5, pdf->y + height_of (layout) / 2);
      flow_layout (pdf, layout, LEFT + 16, NULL, none, INK);
      pdf->y += 2;
      rich_clear (&rich);
      g_object_unref (layout);
    }
  pdf->y += 6;
  paragraph (pdf, state, BODY, LEFT, 4, TRUE);
}

/* A step's line: its number, its sentence, its rulings. */
static PangoLayout *
step_layout (Pdf               *pdf,
             const WgStoryStep *step,
             Rich              *rich)
{
  PangoLayout *layout = layout_new (pdf, BODY, WIDTH - INDENT);

  rich_init (rich);
  rich_linked (rich, step->sentence);
  if (step->rulings[0] != NULL)
    {
      gsize start = rich->text->len;

      g_string_append (rich->text, " (");
      for (guint i = 0; step->rulings[i] != NULL; i++)
        {
          if (i > 0)
            g_string_append (rich->text, ", ");
          rich_link (rich, step->rulings[i]);
        }
      g_string_append (rich->text, ")");
      rich_attr (rich, pango_attr_scale_new (0.85), start);
    }
  rich_apply (layout, rich);
  return layout;
}

/* A paragraph of a battle's box, laid out before it is drawn, so that
 * the step is measured whole first. */
typedef struct
{
  PangoLayout *layout;
  Rich         rich;
  double       x;
  Decor        decor;
  gboolean     muted;
} Piece;

static void
piece_clear (gpointer data)
{
  Piece *piece = data;

  rich_clear (&piece->rich);
  g_object_unref (piece->layout);
}

/* Adds @text to @pieces at @x: plain, or with its ruling ids linked. */
static void
piece_add (Pdf        *pdf,
           GArray     *pieces,
           const char *text,
           double      x,
           gboolean    linked,
           Decor       decor,
           gboolean    muted)
{
  Piece piece = { layout_new (pdf, BODY, LEFT + WIDTH - x), { 0 }, x, decor, muted };

  rich_init (&piece.rich);
  if (linked)
    rich_linked (&piece.rich, text);
  else
    visible (piece.rich.text, text);
  rich_apply (piece.layout, &piece.rich);
  g_array_append_val (pieces, piece);
}

/* The battle's box: the cards (or why they are not known), the odds
 * before the draw, a bar beside it. */
static GArray *
battle_pieces (Pdf               *pdf,
               const WgStoryStep *step)
{
  GArray *pieces = g_array_new (FALSE, TRUE, sizeof (Piece));
  double  x = LEFT + INDENT + 12;
  Decor   bar = { LEFT + INDENT + 2, 0 };
  Decor   item = { LEFT + INDENT + 2, x + 4 };

  g_array_set_clear_func (pieces, piece_clear);
  if (!step->battle)
    return pieces;
  if (step->cards != NULL)
    piece_add (pdf, pieces, step->cards, x, FALSE, bar, FALSE);
  if (step->note != NULL)
    piece_add (pdf, pieces, step->note, x, FALSE, bar, TRUE);
  piece_add (pdf, pieces, pdf->doc->odds_label, x, FALSE, bar, FALSE);
  for (guint i = 0; step->odds[i] != NULL; i++)
    piece_add (pdf, pieces, step->odds[i], x + 12, TRUE, item, FALSE);
  return pieces;
}

static double
pieces_height (const GArray *pieces)
{
  double height = pieces->len > 0 ? 3 : 0;

  for (guint i = 0; i < pieces->len; i++)
    height += height_of (g_array_index (pieces, Piece, i).layout);
  return height;
}

static void
pieces_draw (Pdf          *pdf,
             const GArray *pieces)
{
  if (pieces->len > 0)
    pdf->y += 3;
  for (guint i = 0; i < pieces->len; i++)
    {
      const Piece *p = &g_array_index (pieces, Piece, i);

      if (p->muted)
        flow_layout (pdf, p->layout, p->x, p->rich.links, p->decor, MUTED);
      else
        flow_layout (pdf, p->layout, p->x, p->rich.links, p->decor, INK);
    }
}

/* A step: its number, its line, its battle; kept on one page when it fits. */
static void
story_step (Pdf               *pdf,
            const WgStoryStep *step)
{
  Rich             rich;
  PangoLayout     *layout = step_layout (pdf, step, &rich);
  PangoLayout     *number = layout_new (pdf, BODY, INDENT);
  GArray          *battle = battle_pieces (pdf, step);
  g_autofree char *n = g_strdup_printf ("%u", step->n);
  Decor            none = { 0 };
  double           top;

  need (pdf, MIN (height_of (layout) + pieces_height (battle) + 5, BOTTOM - TOP));
  pango_layout_set_text (number, n, -1);
  top = pdf->y;
  /* On the sentence's first baseline, whatever font each takes. */
  pdf->y += (pango_layout_get_baseline (layout) - pango_layout_get_baseline (number))
            / (double) PANGO_SCALE;
  flow_layout (pdf, number, LEFT, NULL, none, MUTED);
  pdf->y = top;
  flow_layout (pdf, layout, LEFT + INDENT, rich.links, none, INK);
  pieces_draw (pdf, battle);
  pdf->y += 5;
  cairo_set_source_rgb (pdf->cr, LINE);
  cairo_rectangle (pdf->cr, LEFT, pdf->y - 2.5, WIDTH, 0.4);
  cairo_fill (pdf->cr);
  g_array_unref (battle);
  rich_clear (&rich);
  g_object_unref (number);
  g_object_unref (layout);
}

/* A round: its heading, its board and caption on one page, its steps. */
static void
story_round (Pdf                *pdf,
             const WgStoryRound *round)
{
  const WgStoryBoard *board = round->board;
  double              width = MIN (WIDTH * 0.8, board->view[2]);
  double              height = width * board->view[3] / board->view[2];
  double              max = (BOTTOM - TOP) * 0.5;
  g_autofree char    *dest = NULL;
  double              top;

  if (height > max)
    {
      width *= max / height;
      height = max;
    }
  top = heading (pdf, round->heading, height + 40);
  dest = g_strdup_printf ("page=%d pos=[%.2f %.2f]", pdf->page, LEFT, top);
  cairo_pdf_surface_add_outline (pdf->surface, CAIRO_PDF_OUTLINE_ROOT, round->heading, dest,
                                 0);
  paint_board (pdf, board, width, height);
  pdf->y += 4;
  {
    PangoLayout *layout = layout_new (pdf, SMALL, WIDTH);
    GString     *shown = g_string_new (NULL);
    Decor        none = { 0 };

    visible (shown, round->caption);
    pango_layout_set_text (layout, shown->str, -1);
    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    flow_layout (pdf, layout, LEFT, NULL, none, MUTED);
    g_string_free (shown, TRUE);
    g_object_unref (layout);
  }
  pdf->y += 10;
  for (guint i = 0; i < round->steps->len; i++)
    story_step (pdf, g_ptr_array_index (round->steps, i));
}

/* A cell of the score table: its text in @font. */
static PangoLayout *
cell_layout (Pdf        *pdf,
             const char *text,
             const char *font)
{
  PangoLayout *layout = pango_layout_new (pdf->context);
  g_autoptr (PangoFontDescription) desc = pango_font_description_from_string (font);
  GString *shown = g_string_new (NULL);

  visible (shown, text);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, shown->str, -1);
  g_string_free (shown, TRUE);
  return layout;
}

/* Row @r of the table (-1: the headings) as layouts, one a column. */
static void
table_row (Pdf         *pdf,
           int          r,
           double       size,
           PangoLayout *cells[WG_STORY_N_COLUMNS])
{
  const WgStoryDoc *doc = pdf->doc;
  g_autofree char  *head = g_strdup_printf ("Sans Bold %.1f", size);
  g_autofree char  *body = g_strdup_printf ("Sans %.1f", size);

  for (int c = 0; c < WG_STORY_N_COLUMNS; c++)
    {
      const WgStoryRow *row = r >= 0 ? &g_array_index (doc->rows, WgStoryRow, r) : NULL;
      g_autofree char  *value = row == NULL ? g_strdup (doc->columns[c])
                                : c == 0    ? g_strdup (row->name)
                                            : g_strdup_printf ("%d", row->values[c - 1]);

      cells[c] = cell_layout (pdf, value, row == NULL ? head : body);
    }
}

/* Draws a row of cells: the first column left, the others right. */
static void
table_draw (Pdf         *pdf,
            int          r,
            PangoLayout *cells[WG_STORY_N_COLUMNS],
            const double widths[WG_STORY_N_COLUMNS])
{
  double x = LEFT, height = 0;
  Decor  none = { 0 };

  for (int c = 0; c < WG_STORY_N_COLUMNS; c++)
    height = MAX (height, height_of (cells[c]));
  need (pdf, height + 6);
  for (int c = 0; c < WG_STORY_N_COLUMNS; c++)
    {
      double top = pdf->y + 3;
      int    w, h;

      pango_layout_get_pixel_size (cells[c], &w, &h);
      if (c == 0 && r >= 0)
        swatch (pdf, g_array_index (pdf->doc->rows, WgStoryRow, r).player, x + 5,
                top + h / 2.0);
      cairo_set_source_rgb (pdf->cr, INK);
      cairo_move_to (pdf->cr, c == 0 ? x + (r >= 0 ? 14 : 0) : x + widths[c] - w - 4, top);
      pango_cairo_show_layout (pdf->cr, cells[c]);
      x += widths[c];
    }
  (void) none;
  pdf->y += height + 6;
  pdf->fresh = FALSE;
  cairo_set_source_rgb (pdf->cr, LINE);
  cairo_rectangle (pdf->cr, LEFT, pdf->y - 1, WIDTH, 0.5);
  cairo_fill (pdf->cr);
}

/* The table's cells in @size: each column as wide as its widest cell,
 * the players' column what is left; FALSE when that is too narrow. */
static gboolean
table_cells (Pdf          *pdf,
             double        size,
             PangoLayout **all,
             double        widths[WG_STORY_N_COLUMNS])
{
  guint  n_rows = pdf->doc->rows->len;
  double rest = WIDTH;

  memset (widths, 0, sizeof (double) * WG_STORY_N_COLUMNS);
  for (guint r = 0; r <= n_rows; r++)
    {
      PangoLayout **cells = all + r * WG_STORY_N_COLUMNS;

      table_row (pdf, (int) r - 1, size, cells);
      for (int c = 0; c < WG_STORY_N_COLUMNS; c++)
        {
          int w, h;

          pango_layout_get_pixel_size (cells[c], &w, &h);
          widths[c] = MAX (widths[c], w + (c == 0 ? 20 : 10));
        }
    }
  for (int c = 1; c < WG_STORY_N_COLUMNS; c++)
    rest -= widths[c];
  widths[0] = rest;
  return rest >= 90;
}

/* The score table, in the largest size that fits the page's width. */
static void
score_table (Pdf *pdf)
{
  guint         n_rows = pdf->doc->rows->len;
  guint         n_cells = (n_rows + 1) * WG_STORY_N_COLUMNS;
  PangoLayout **all = g_new0 (PangoLayout *, n_cells);
  double        widths[WG_STORY_N_COLUMNS];

  for (double size = 9; !table_cells (pdf, size, all, widths) && size > 5; size -= 0.5)
    for (guint i = 0; i < n_cells; i++)
      g_clear_object (&all[i]);
  for (guint r = 0; r <= n_rows; r++)
    {
      PangoLayout **cells = all + r * WG_STORY_N_COLUMNS;

      pango_layout_set_width (cells[0], (int) ((widths[0] - 16) * PANGO_SCALE));
      pango_layout_set_wrap (cells[0], PANGO_WRAP_WORD_CHAR);
      table_draw (pdf, (int) r - 1, cells, widths);
      for (int c = 0; c < WG_STORY_N_COLUMNS; c++)
        g_object_unref (cells[c]);
    }
  g_free (all);
}

/* A paragraph whose ruling ids are links. */
static void
linked_paragraph (Pdf        *pdf,
                  const char *text,
                  const char *font,
                  double      x,
                  const char *label)
{
  PangoLayout *layout = layout_new (pdf, font, LEFT + WIDTH - x);
  Rich         rich;
  Decor        none = { 0 };

  rich_init (&rich);
  if (label != NULL)
    visible (rich.text, label);
  rich_linked (&rich, text);
  rich_apply (layout, &rich);
  flow_layout (pdf, layout, x, rich.links, none, INK);
  rich_clear (&rich);
  g_object_unref (layout);
}

static void
story_score (Pdf *pdf)
{
  const WgStoryDoc *doc = pdf->doc;

  heading (pdf, doc->score_heading, 60);
  score_table (pdf);
  pdf->y += 6;
  for (guint i = 0; doc->notes[i] != NULL; i++)
    {
      linked_paragraph (pdf, doc->notes[i], BODY, LEFT, NULL);
      pdf->y += 4;
    }
  if (doc->verdict != NULL)
    {
      linked_paragraph (pdf, doc->verdict, "Sans Bold 10", LEFT, NULL);
      pdf->y += 4;
    }
  if (doc->score_rulings[0] != NULL)
    {
      GString *ids = g_string_new (NULL);

      for (guint i = 0; doc->score_rulings[i] != NULL; i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : " ", doc->score_rulings[i]);
      linked_paragraph (pdf, ids->str, SMALL, LEFT, doc->rulings_label);
      g_string_free (ids, TRUE);
    }
}

/* Every ruling cited with its text, each id a link's destination. */
static void
story_rulings (Pdf *pdf)
{
  const WgStoryDoc *doc = pdf->doc;

  heading (pdf, doc->appendix_heading, 40);
  for (guint i = 0; i < doc->appendix->len; i++)
    {
      const WgStoryRuling *r = g_ptr_array_index (doc->appendix, i);
      PangoLayout         *id = layout_new (pdf, "Sans Bold 10", WIDTH);
      g_autofree char     *name = g_strdup_printf ("name='%s'", r->id);
      Decor                none = { 0 };

      PangoLayout         *text = layout_new (pdf, BODY, WIDTH - 18);

      pango_layout_set_text (id, r->id, -1);
      pango_layout_set_text (text, r->text, -1);
      need (pdf, MIN (height_of (id) + height_of (text) + 4, BOTTOM - TOP));
      pdf->y += 4;
      cairo_tag_begin (pdf->cr, CAIRO_TAG_DEST, name);
      flow_layout (pdf, id, LEFT, NULL, none, INK);
      cairo_tag_end (pdf->cr, CAIRO_TAG_DEST);
      linked_paragraph (pdf, r->text, BODY, LEFT + 18, NULL);
      g_object_unref (text);
      g_object_unref (id);
    }
}

static cairo_status_t
write_bytes (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The last page's foot, the document finished and freed: cairo's status. */
static cairo_status_t
pdf_finish (Pdf *pdf)
{
  cairo_status_t status;

  page_foot (pdf);
  cairo_show_page (pdf->cr);
  status = cairo_status (pdf->cr);
  g_object_unref (pdf->context);
  g_object_unref (pdf->fonts);
  cairo_destroy (pdf->cr);
  cairo_surface_finish (pdf->surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (pdf->surface);
  cairo_surface_destroy (pdf->surface);
  return status;
}

GBytes *
wg_story_doc_to_pdf (const WgStoryDoc *doc,
                     GError          **error)
{
  GByteArray *bytes = g_byte_array_new ();
  g_autoptr (GString) title = g_string_new (NULL);
  Pdf            pdf = { 0 };
  cairo_status_t status;

  pdf.doc = doc;
  pdf.surface = cairo_pdf_surface_create_for_stream (write_bytes, bytes, PAGE_W, PAGE_H);
  pdf.cr = cairo_create (pdf.surface);
  pdf.fonts = pango_cairo_font_map_new ();
  pdf.context = pango_font_map_create_context (pdf.fonts);
  pango_cairo_update_context (pdf.cr, pdf.context);
  pdf.page = 1;
  pdf.y = TOP;
  pdf.fresh = TRUE;
  visible (title, doc->title);
  cairo_pdf_surface_set_metadata (pdf.surface, CAIRO_PDF_METADATA_TITLE, title->str);
  cairo_pdf_surface_set_metadata (pdf.surface, CAIRO_PDF_METADATA_CREATOR, "Warpgate Companion");
  story_header (&pdf);
  for (guint i = 0; i < doc->rounds->len; i++)
    {
      if (i > 0 && !pdf.fresh)
        page_break (&pdf);
      story_round (&pdf, g_ptr_array_index (doc->rounds, i));
    }
  story_score (&pdf);
  story_rulings (&pdf);
  status = pdf_finish (&pdf);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, WG_STORY_ERROR, WG_STORY_ERROR_PDF, _ ("the PDF could not be drawn: %s"),
                   cairo_status_to_string (status));
      g_byte_array_unref (bytes);
      return NULL;
    }
  return g_byte_array_free_to_bytes (bytes);
}
