/* wg-score-report.c — the score sheet drawn with cairo and Pango, and exported as PNG and PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <unistd.h>

#include "wg-palette.h"
#include "wg-score-report.h"

/* The page the sheet is laid out on, in units; scaled to the size asked. */
#define PAGE_WIDTH    1000.0
#define MARGIN        48.0
#define CONTENT_WIDTH (PAGE_WIDTH - 2 * MARGIN)
#define CELL_PADDING  14.0  /* either side of a cell's text: columns 28 apart */
#define MIN_NUMBER    56.0  /* the narrowest number column */
#define MAX_NUMBER    120.0 /* the widest: a longer heading takes two lines */
#define MIN_NAME      220.0
#define ROW_HEIGHT    40.0
#define HEADING_SIZE  12.0
#define NUMBER_SIZE   15.0
#define SWATCH_SIZE   18.0
#define FONT_FAMILY   "Sans"

typedef struct
{
  double red, green, blue;
} Ink;

static const Ink INK = { 0.12, 0.12, 0.13 };
static const Ink DIM = { 0.37, 0.36, 0.39 };
static const Ink RULE = { 0.78, 0.78, 0.80 };
static const Ink HEADER_BAND = { 0.95, 0.95, 0.96 };
static const Ink TOTAL_BAND = { 0.97, 0.97, 0.98 };
static const Ink WINNER_BAND = { 0.99, 0.94, 0.76 };

static void
set_ink (cairo_t   *cr,
         const Ink *ink)
{
  cairo_set_source_rgb (cr, ink->red, ink->green, ink->blue);
}

static void
fill_rect (cairo_t   *cr,
           const Ink *ink,
           double     x,
           double     y,
           double     width,
           double     height)
{
  set_ink (cr, ink);
  cairo_rectangle (cr, x, y, width, height);
  cairo_fill (cr);
}

static void
rule (cairo_t *cr,
      double   y,
      double   line_width)
{
  set_ink (cr, &RULE);
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, MARGIN, y);
  cairo_line_to (cr, MARGIN + CONTENT_WIDTH, y);
  cairo_stroke (cr);
}

char *
wg_score_report_keep_ids_whole (const char *text)
{
  static GRegex *id;

  g_return_val_if_fail (text != NULL, NULL);

  /* Not G_REGEX_OPTIMIZE: PCRE2's JIT code reads past the end of the
   * string, which valgrind reports and cannot tell from ours. */
  if (g_once_init_enter (&id))
    g_once_init_leave (&id, g_regex_new ("\\bR-([A-Z]+)-([0-9]+)", G_REGEX_DEFAULT, 0, NULL));
  /* U+2011 NON-BREAKING HYPHEN */
  return g_regex_replace (id, text, -1, 0, "R\u2011\\1\u2011\\2", 0, NULL);
}

/* Lays @text out in a box @width wide at (@x, @y); draws it unless @y is
 * negative (measuring only). Returns its height. Numbers are tabular, so
 * that the columns line up. */
static double
text (cairo_t       *cr,
      const char    *string,
      double         x,
      double         y,
      double         width,
      double         size,
      PangoWeight    weight,
      PangoAlignment alignment,
      const Ink     *ink)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string (FONT_FAMILY);
  PangoAttrList   *attributes = pango_attr_list_new ();
  g_autofree char *shown = NULL;
  int              w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  pango_attr_list_insert (attributes, pango_attr_font_features_new ("tnum=1"));
  /* A heading too long for its column breaks between words, never inside. */
  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  pango_layout_set_attributes (layout, attributes);
  pango_attr_list_unref (attributes);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  /* Between words; a word longer than the box (a long name on the
   * winner's row) breaks between letters rather than run out of it over
   * the next column (issue 31). */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, alignment);
  shown = wg_score_report_keep_ids_whole (string);
  pango_layout_set_text (layout, shown, -1);
  pango_layout_get_size (layout, &w, &h);
  if (y >= 0)
    {
      set_ink (cr, ink);
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
    }
  return (double) h / PANGO_SCALE;
}

/* A rounded square in the player's colour, outlined so that white reads. */
static void
swatch (cairo_t    *cr,
        const char *color,
        double      x,
        double      y)
{
  double  r = SWATCH_SIZE / 4;
  GdkRGBA fill;

  wg_palette_player_color (color, &fill);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + SWATCH_SIZE - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + SWATCH_SIZE - r, y + SWATCH_SIZE - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + SWATCH_SIZE - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, fill.red, fill.green, fill.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.47);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

/* Where the table's columns fall: the players' names on the left, then a
 * column per category as wide as its heading (or its widest number) and
 * the padding either side, every number and heading right-aligned. */
typedef struct
{
  double x[WG_SCORE_N_COLUMNS + 1]; /* each column's left edge; [N] is the table's right */
  double name_width;
} Columns;

static double
text_width (cairo_t    *cr,
            const char *string,
            double      size,
            PangoWeight weight)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string (FONT_FAMILY);
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, string, -1);
  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

static void
lay_out_columns (WgScoreModel *model,
                 cairo_t      *cr,
                 Columns      *columns)
{
  double widths[WG_SCORE_N_COLUMNS], sum = 0;

  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    {
      double widest = text_width (cr, wg_score_column_title (c), HEADING_SIZE, PANGO_WEIGHT_BOLD);

      for (guint row = 0; row < wg_score_model_get_n_rows (model); row++)
        {
          char number[16];

          g_snprintf (number, sizeof number, "%d", wg_score_model_get_value (model, row, c));
          widest = MAX (widest, text_width (cr, number, NUMBER_SIZE, PANGO_WEIGHT_BOLD));
        }
      widths[c] = CLAMP (ceil (widest) + 2 * CELL_PADDING, MIN_NUMBER, MAX_NUMBER);
      sum += widths[c];
    }
  /* The names keep at least MIN_NAME: the widest columns give way (their
   * headings then wrap between words). */
  while (CONTENT_WIDTH - sum < MIN_NAME)
    {
      int widest = 0;

      for (int c = 1; c < WG_SCORE_N_COLUMNS; c++)
        if (widths[c] > widths[widest])
          widest = c;
      widths[widest] -= 1;
      sum -= 1;
    }
  columns->name_width = CONTENT_WIDTH - sum;
  columns->x[0] = MARGIN + columns->name_width;
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    columns->x[c + 1] = columns->x[c] + widths[c];
}

/* A column's text box: its width less the padding either side. */
static double
inner_width (const Columns *columns,
             int            c)
{
  return columns->x[c + 1] - columns->x[c] - 2 * CELL_PADDING;
}

static double
paint_header (cairo_t       *cr,
              const Columns *columns,
              double         y)
{
  double height = 0;

  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    height = MAX (height, text (cr, wg_score_column_title (c), 0, -1, inner_width (columns, c),
                                HEADING_SIZE, PANGO_WEIGHT_BOLD, PANGO_ALIGN_RIGHT, &DIM));
  height += 20;
  fill_rect (cr, &HEADER_BAND, MARGIN, y, CONTENT_WIDTH, height);
  text (cr, _ ("Player"), MARGIN + CELL_PADDING, y + 10, columns->name_width - CELL_PADDING,
        HEADING_SIZE, PANGO_WEIGHT_BOLD, PANGO_ALIGN_LEFT, &DIM);
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    text (cr, wg_score_column_title (c), columns->x[c] + CELL_PADDING, y + 10,
          inner_width (columns, c), HEADING_SIZE, PANGO_WEIGHT_BOLD, PANGO_ALIGN_RIGHT, &DIM);
  rule (cr, y + height, 1.5);
  return height;
}

/* A player's name, on as many lines as it takes (measured with @y < 0). */
static double
paint_name (WgScoreModel  *model,
            cairo_t       *cr,
            const Columns *columns,
            guint          row,
            double         y)
{
  gboolean         winner = wg_score_model_get_is_winner (model, row);
  g_autofree char *name = NULL;

  /* TRANSLATORS: the winner's row on the exported sheet, "Player 1 (blue)  ★ winner" */
  name = winner ? g_strdup_printf (_ ("%s  ★ winner"), wg_score_model_get_name (model, row))
                : g_strdup (wg_score_model_get_name (model, row));
  return text (cr, name, MARGIN + 2 * CELL_PADDING + SWATCH_SIZE, y,
               columns->name_width - 3 * CELL_PADDING - SWATCH_SIZE, NUMBER_SIZE,
               winner ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, &INK);
}

/* A row as tall as its name; returns its height. */
static double
paint_row (WgScoreModel  *model,
           cairo_t       *cr,
           const Columns *columns,
           guint          row,
           double         y)
{
  double height = MAX (ROW_HEIGHT, paint_name (model, cr, columns, row, -1) + 20);

  if (wg_score_model_get_is_winner (model, row))
    fill_rect (cr, &WINNER_BAND, MARGIN, y, CONTENT_WIDTH, height);
  fill_rect (cr, &TOTAL_BAND, columns->x[WG_SCORE_COLUMN_TOTAL], y,
             columns->x[WG_SCORE_COLUMN_TOTAL + 1] - columns->x[WG_SCORE_COLUMN_TOTAL], height);
  swatch (cr, wg_score_model_get_color (model, row), MARGIN + CELL_PADDING,
          y + (ROW_HEIGHT - SWATCH_SIZE) / 2);
  paint_name (model, cr, columns, row, y + 10);
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    {
      char number[16];

      g_snprintf (number, sizeof number, "%d", wg_score_model_get_value (model, row, c));
      text (cr, number, columns->x[c] + CELL_PADDING, y + 10, inner_width (columns, c),
            NUMBER_SIZE, c == WG_SCORE_COLUMN_TOTAL ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL,
            PANGO_ALIGN_RIGHT, c == WG_SCORE_COLUMN_PLANETS ? &DIM : &INK);
    }
  rule (cr, y + height, 0.75);
  return height;
}

/* The table: the Total column on a band, the Planets column set apart
 * (it only breaks ties). Returns its height. */
static double
paint_table (WgScoreModel *model,
             cairo_t      *cr,
             double        y)
{
  guint   n = wg_score_model_get_n_rows (model);
  double  top = y;
  Columns columns;

  lay_out_columns (model, cr, &columns);
  y += paint_header (cr, &columns, y);
  for (guint row = 0; row < n; row++)
    y += paint_row (model, cr, &columns, row, y);
  set_ink (cr, &RULE);
  cairo_set_line_width (cr, 0.75);
  cairo_move_to (cr, columns.x[WG_SCORE_COLUMN_PLANETS], top);
  cairo_line_to (cr, columns.x[WG_SCORE_COLUMN_PLANETS], y);
  cairo_stroke (cr);
  return y - top;
}

/* Paints the whole sheet at the page's scale; returns its height. */
static double
paint (WgScoreModel *model,
       cairo_t      *cr)
{
  double           y = MARGIN;
  /* TRANSLATORS: under the board's name on the exported sheet, "Final score · Round 8 · …";
   * before the result (R-SCORE-4), "Standings, not a result · Round 4 · …" */
  g_autofree char *subtitle = g_strdup_printf (wg_score_model_get_provisional (model)
                                                 ? _ ("Standings, not a result · %s")
                                                 : _ ("Final score · %s"),
                                               wg_score_model_get_subtitle (model));
  const char *const *notes = wg_score_model_get_notes (model);

  y += text (cr, wg_score_model_get_title (model), MARGIN, y, CONTENT_WIDTH, 28,
             PANGO_WEIGHT_BOLD, PANGO_ALIGN_LEFT, &INK)
       + 4;
  if (wg_score_model_get_game (model) == NULL)
    return y + MARGIN;
  y += text (cr, subtitle, MARGIN, y, CONTENT_WIDTH, 15, PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT,
             &DIM)
       + 24;
  y += paint_table (model, cr, y) + 8;
  y += text (cr, _ ("Planets: the planets each player controls, Colonies and Outposts alike; "
                    "they only break a tie (R-CTRL-4)."),
             MARGIN, y, CONTENT_WIDTH, 12, PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, &DIM)
       + 24;
  y += text (cr, wg_score_model_get_winner_text (model), MARGIN, y, CONTENT_WIDTH, 19,
             PANGO_WEIGHT_BOLD, PANGO_ALIGN_LEFT, &INK)
       + 8;
  if (wg_score_model_get_tiebreak_text (model)[0] != '\0')
    y += text (cr, wg_score_model_get_tiebreak_text (model), MARGIN, y, CONTENT_WIDTH, 14,
               PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, &INK);
  y += 16;
  for (guint i = 0; notes[i] != NULL; i++)
    y += text (cr, notes[i], MARGIN, y, CONTENT_WIDTH, 13, PANGO_WEIGHT_NORMAL,
               PANGO_ALIGN_LEFT, &DIM)
         + 6;
  y += text (cr, wg_score_model_get_rulings_text (model), MARGIN, y + 6, CONTENT_WIDTH, 12,
             PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, &DIM)
       + 6;
  return y + MARGIN;
}

/* The sheet's height at the page's scale: painted once where nothing shows. */
static double
page_height (WgScoreModel *model)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t         *cr = cairo_create (surface);
  double           height = paint (model, cr);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return height;
}

double
wg_score_report_get_height (WgScoreModel *model,
                            double        width)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (model), 0);
  g_return_val_if_fail (width > 0, 0);
  return page_height (model) * width / PAGE_WIDTH;
}

void
wg_score_report_draw (WgScoreModel *model,
                      cairo_t      *cr,
                      double        width,
                      double        height)
{
  double scale;

  g_return_if_fail (WG_IS_SCORE_MODEL (model));
  g_return_if_fail (cr != NULL);

  scale = MIN (width / PAGE_WIDTH, height / page_height (model));
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_translate (cr, (width - PAGE_WIDTH * scale) / 2, 0);
  cairo_scale (cr, scale, scale);
  paint (model, cr);
  cairo_restore (cr);
}

/* ---- Export ---- */

typedef cairo_status_t (*WriteFunc) (WgScoreModel *model,
                                     const char   *path);

static cairo_status_t
write_png (WgScoreModel *model,
           const char   *path)
{
  int              width = WG_SCORE_REPORT_PNG_WIDTH;
  int              height = (int) ceil (wg_score_report_get_height (model, width));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t         *cr = cairo_create (surface);
  cairo_status_t   status;

  wg_score_report_draw (model, cr, width, height);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  return status;
}

static cairo_status_t
write_pdf (WgScoreModel *model,
           const char   *path)
{
  cairo_surface_t *surface = cairo_pdf_surface_create (path, WG_SCORE_REPORT_PDF_WIDTH,
                                                       WG_SCORE_REPORT_PDF_HEIGHT);
  cairo_t         *cr = cairo_create (surface);
  cairo_status_t   status;

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  wg_score_model_get_title (model));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Warpgate Companion");
  wg_score_report_draw (model, cr, WG_SCORE_REPORT_PDF_WIDTH, WG_SCORE_REPORT_PDF_HEIGHT);
  cairo_show_page (cr);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

static void
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *path)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _ ("Cannot export the score to “%s”: %s"), name, g_strerror (saved_errno));
}

/* A temporary file next to @path (".NAME-XXXXXX"), written, then renamed
 * over @path; removed on failure. */
static gboolean
write_atomically (WgScoreModel *model,
                  const char   *path,
                  WriteFunc     write_func,
                  GError      **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *temp_base = g_strdup_printf (".%s-XXXXXX", base);
  g_autofree char *temp = g_build_filename (dir, temp_base, NULL);
  cairo_status_t   status;
  int              fd;

  fd = g_mkstemp_full (temp, O_RDWR, 0666);
  if (fd < 0)
    {
      set_errno_error (error, errno, path);
      return FALSE;
    }
  close (fd);
  status = write_func (model, temp);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = g_filename_display_name (path);

      g_unlink (temp);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _ ("Cannot export the score to “%s”: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }
  if (g_rename (temp, path) != 0)
    {
      int saved_errno = errno;

      g_unlink (temp);
      set_errno_error (error, saved_errno, path);
      return FALSE;
    }
  return TRUE;
}

gboolean
wg_score_report_export_png (WgScoreModel *model,
                            const char   *path,
                            GError      **error)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (model), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return write_atomically (model, path, write_png, error);
}

gboolean
wg_score_report_export_pdf (WgScoreModel *model,
                            const char   *path,
                            GError      **error)
{
  g_return_val_if_fail (WG_IS_SCORE_MODEL (model), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return write_atomically (model, path, write_pdf, error);
}
