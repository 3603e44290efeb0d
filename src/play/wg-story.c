/* wg-story.c — the story of a game: its record told as one self-contained HTML page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GString is written from the top of the page to its end. The board
 * is drawn from the board's hex geometry as the board view draws it
 * (pointy-top hexes, the same planet and player colours, the same pieces),
 * by hand: this room has no GTK, so the app's painter and shared-page SVG
 * are out of reach. Colours live in the page's CSS, one class per planet
 * type and per player.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-record-play.h"
#include "wg-score.h"
#include "wg-story.h"

G_DEFINE_QUARK (wg - story - error - quark, wg_story_error)

/* The hex circumradius in the SVG's units (the browser scales the drawing). */
#define S     40.0
#define SQRT3 1.7320508075688772

typedef struct
{
  GString         *out;
  const WgRecord  *record;
  WgReplay        *replay;
  WgCatalog       *catalog;
  GPtrArray       *cited; /* const char *: ruling ids in order of first citation */
  GHashTable      *seen;  /* the same, as a set */
  const WgCatalog *given; /* the caller's catalog, NULL: the command line's */
} Story;

/* ---- Escaping ---------------------------------------------------------- */

/* @str escaped for HTML text and attribute values: anything a game file
 * may hold comes out as text, control characters as their Unicode control
 * pictures (as the shared page's SVG writes them). */
static void
esc (GString    *out,
     const char *str)
{
  g_autofree char *valid = g_utf8_make_valid (str != NULL ? str : "", -1);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"': g_string_append (out, "&quot;"); break;
        case '\'': g_string_append (out, "&#39;"); break;
        default:
          if (c < 0x20 || c == 0x7f)
            g_string_append_unichar (out, c == 0x7f ? 0x2421 : 0x2400 + c);
          else if (c == 0xFFFE || c == 0xFFFF)
            g_string_append_unichar (out, 0xFFFD);
          else
            g_string_append_unichar (out, c);
        }
    }
}

/* A ruling id at @p ("R-WD-3"): its length, or 0. */
static gsize
ruling_id_at (const char *p)
{
  const char *q = p + 2;
  gsize       letters = 0;

  if (p[0] != 'R' || p[1] != '-')
    return 0;
  while (g_ascii_isupper (q[letters]))
    letters++;
  if (letters == 0 || q[letters] != '-' || !g_ascii_isdigit (q[letters + 1]))
    return 0;
  q += letters + 1;
  while (g_ascii_isdigit (*q))
    q++;
  return (gsize) (q - p);
}

/* Notes a ruling the page cites, for the appendix. */
static void
cite (Story      *story,
      const char *id)
{
  if (g_hash_table_contains (story->seen, id))
    return;
  g_hash_table_add (story->seen, g_strdup (id));
  g_ptr_array_add (story->cited, g_strdup (id));
}

static void
ruling_link (Story      *story,
             const char *id)
{
  cite (story, id);
  g_string_append (story->out, "<a class=\"ruling\" href=\"#");
  esc (story->out, id);
  g_string_append (story->out, "\">");
  esc (story->out, id);
  g_string_append (story->out, "</a>");
}

/* @text escaped, each ruling id in it a link to the appendix. */
static void
esc_linked (Story      *story,
            const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  const char      *p = valid, *start = valid;

  while (*p != '\0')
    {
      gsize n = (p == valid || !g_ascii_isalnum (p[-1])) ? ruling_id_at (p) : 0;

      if (n == 0)
        {
          p++;
          continue;
        }
      {
        g_autofree char *before = g_strndup (start, (gsize) (p - start));
        g_autofree char *id = g_strndup (p, n);

        esc (story->out, before);
        ruling_link (story, id);
      }
      p += n;
      start = p;
    }
  esc (story->out, start);
}

/* ---- Colours ----------------------------------------------------------- */

/* The board view's palette (src/app/board/wg-palette.c), by name. */
static const struct
{
  const char *name, *rgb;
} player_colors[] = {
  { "blue", "#3d8ff0" },
  { "red", "#e8333a" },
  { "green", "#3cc26f" },
  { "yellow", "#f6d32d" },
  { "white", "#f6f5f4" },
  { "black", "#2a2a33" },
  { "purple", "#a05bd0" },
  { "orange", "#ff8c1a" },
  { "pink", "#f77fbe" },
  { "grey", "#9a9996" },
  { "gray", "#9a9996" },
  { "brown", "#a8754a" },
  { "cyan", "#3ccfe6" },
  { "teal", "#21a99c" },
};

static const char *const planet_fills[WG_N_PLANET_TYPES] = {
  "#dcb967",
  "#3f9b4f",
  "#d9502b",
  "#2f78d0",
  "#e6eef4",
  "#e8a317",
};

/* Any other colour: a hue from its name, as the board view picks it. */
static void
color_rgb (const char *color,
           double      rgb[3])
{
  double h, c = 0.9 * 0.6, x, m = 0.9 - c, hp;
  int    sector;

  for (guint i = 0; i < G_N_ELEMENTS (player_colors); i++)
    if (g_strcmp0 (color, player_colors[i].name) == 0)
      {
        guint v = (guint) strtoul (player_colors[i].rgb + 1, NULL, 16);

        rgb[0] = (v >> 16) / 255.0;
        rgb[1] = ((v >> 8) & 0xff) / 255.0;
        rgb[2] = (v & 0xff) / 255.0;
        return;
      }
  h = (g_str_hash (color != NULL ? color : "") % 360) / 360.0;
  hp = fmod (h, 1.0) * 6.0;
  x = c * (1.0 - fabs (fmod (hp, 2.0) - 1.0));
  sector = (int) hp;
  rgb[0] = m + (sector == 0 || sector == 5 ? c : sector == 1 || sector == 4 ? x
                                                                            : 0);
  rgb[1] = m + (sector == 1 || sector == 2 ? c : sector == 0 || sector == 3 ? x
                                                                            : 0);
  rgb[2] = m + (sector == 3 || sector == 4 ? c : sector == 2 || sector == 5 ? x
                                                                            : 0);
}

/* .plN (the player's colour) and .plN-ink (black or white on it). */
static void
player_css (GString      *out,
            const WgGame *game)
{
  for (guint i = 0; i < game->n_players; i++)
    {
      double rgb[3];
      double y;

      color_rgb (game->players[i].color, rgb);
      y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
      g_string_append_printf (out,
                              ".pl%u{fill:#%02x%02x%02x;background:#%02x%02x%02x}"
                              ".pl%u-ink{fill:%s}\n",
                              i, (int) lround (rgb[0] * 255), (int) lround (rgb[1] * 255),
                              (int) lround (rgb[2] * 255), (int) lround (rgb[0] * 255),
                              (int) lround (rgb[1] * 255), (int) lround (rgb[2] * 255), i,
                              y > 0.55 ? "#141419" : "#fff");
    }
}

static const char page_css[] =
  ":root{color-scheme:light dark;--ink:#1d1d22;--paper:#fafafa;--muted:#5e5c64;"
  "--line:#d8d8de;--link:#1a5fb4}\n"
  "@media (prefers-color-scheme:dark){:root{--ink:#eeeef2;--paper:#1e1e24;--muted:#b0afb8;"
  "--line:#3a3a44;--link:#78aeed}}\n"
  "*{box-sizing:border-box}\n"
  "body{margin:0;font:16px/1.5 system-ui,'Cantarell','Noto Sans CJK JP',sans-serif;"
  "color:var(--ink);background:var(--paper)}\n"
  "header,main{max-width:60rem;margin:0 auto;padding:0 1rem}\n"
  "h1{font-size:1.8rem;margin:1.5rem 0 .5rem;overflow-wrap:anywhere}\n"
  "h2{font-size:1.35rem;margin:2rem 0 .75rem;border-bottom:1px solid var(--line)}\n"
  "a{color:var(--link)}\n"
  ".players{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}\n"
  ".sw{display:inline-block;width:.9em;height:.9em;border-radius:50%;margin-right:.35em;"
  "vertical-align:-.1em;border:1px solid var(--muted)}\n"
  ".muted{color:var(--muted)}\n"
  "figure{margin:1rem 0;text-align:center;break-inside:avoid}\n"
  "figure svg{width:100%;height:auto;max-height:70vh;background:#0e1426;border-radius:8px}\n"
  "figcaption{color:var(--muted);font-size:.9rem}\n"
  "ol.steps{padding-left:0;list-style:none}\n"
  "ol.steps>li{padding:.35rem 0;border-top:1px solid var(--line);overflow-wrap:anywhere}\n"
  "a.ruling{white-space:nowrap}\n"
  ".n{display:inline-block;min-width:2.5em;color:var(--muted);font-variant-numeric:tabular-nums}\n"
  ".rulings{font-size:.85rem;margin-left:.4em}\n"
  ".battle{margin:.4rem 0 .2rem 2.5em;padding:.4rem .8rem;border-left:3px solid var(--line)}\n"
  ".battle p,.battle ul{margin:.2rem 0}\n"
  ".battle ul{padding-left:1.2em}\n"
  ".wide{overflow-x:auto}\n"
  "table{border-collapse:collapse;width:100%}\n"
  "@media (max-width:40rem){th,td{padding:.3rem .25rem;font-size:.85rem}"
  "th{hyphens:auto;overflow-wrap:anywhere}}\n"
  "th,td{padding:.3rem .5rem;border-bottom:1px solid var(--line);text-align:right}\n"
  "th:first-child,td:first-child{text-align:left;overflow-wrap:anywhere}\n"
  "dt{font-weight:bold;margin-top:.6rem}\n"
  "dd{margin-left:1.5rem}\n"
  ".hex{stroke:#7390db;stroke-opacity:.3;stroke-width:1}\n"
  ".space{fill:#17213f}\n"
  ".loc{fill:#1c294d}\n"
  ".label{fill:#e0e8ff;font-size:9px}\n"
  ".letter{fill:#141419;font-weight:bold;font-size:17px}\n"
  ".piece{stroke:#fff;stroke-opacity:.85;stroke-width:1.5}\n"
  ".count{font-weight:bold;font-size:13.6px}\n"
  ".trade{fill:#f5c212;stroke:#141419;stroke-width:1.2}\n"
  ".gate-heart{fill:#0e1426}\n"
  "@media print{:root{--ink:#000;--paper:#fff;--muted:#444;--line:#bbb;--link:#000}"
  "body{font-size:11pt}a{text-decoration:none}header,main{max-width:none}"
  "section.round{break-before:page}figure svg{max-height:none;width:80%}"
  "ol.steps>li,.battle,tr{break-inside:avoid}h2{break-after:avoid}}\n";

/* ---- The board --------------------------------------------------------- */

static void
center (WgHex   hex,
        double *x,
        double *y)
{
  *x = SQRT3 * (hex.q + hex.r / 2.0) * S;
  *y = 1.5 * hex.r * S;
}

/* A number with one decimal, whatever the locale. */
static void
num (GString *out,
     double   v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.1f", v));
}

/* x="…" y="…" */
static void
xy (GString *out,
    double   x,
    double   y)
{
  g_string_append (out, " x=\"");
  num (out, x);
  g_string_append (out, "\" y=\"");
  num (out, y);
  g_string_append_c (out, '"');
}

/* <circle cx cy r class>, closed. */
static void
circle (GString    *out,
        double      cx,
        double      cy,
        double      r,
        const char *klass)
{
  g_string_append (out, "<circle cx=\"");
  num (out, cx);
  g_string_append (out, "\" cy=\"");
  num (out, cy);
  g_string_append (out, "\" r=\"");
  num (out, r);
  g_string_append_printf (out, "\" class=\"%s\"/>\n", klass);
}

/* A regular polygon's points="…" of @n corners, the first at @first. */
static void
polygon (GString    *out,
         double      cx,
         double      cy,
         double      r,
         int         n,
         double      first,
         const char *klass)
{
  g_string_append (out, "<polygon points=\"");
  for (int i = 0; i < n; i++)
    {
      double a = first + 2 * G_PI * i / n;

      if (i > 0)
        g_string_append_c (out, ' ');
      num (out, cx + r * cos (a));
      g_string_append_c (out, ',');
      num (out, cy + r * sin (a));
    }
  g_string_append_printf (out, "\" class=\"%s\"/>\n", klass);
}

static void
svg_text (GString    *out,
          const char *text,
          double      x,
          double      y,
          const char *klass)
{
  g_string_append_printf (out, "<text class=\"%s\"", klass);
  xy (out, x, y);
  g_string_append_c (out, '>');
  esc (out, text);
  g_string_append (out, "</text>\n");
}

/* The viewBox around every hex, with a margin. */
static void
svg_open (GString      *out,
          const WgGame *game,
          const char   *label)
{
  const WgBoard *board = game->board;
  double         x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      double x, y;

      center (wg_board_get_cell (board, (int) i)->hex, &x, &y);
      x0 = MIN (x0, x - SQRT3 / 2 * S);
      x1 = MAX (x1, x + SQRT3 / 2 * S);
      y0 = MIN (y0, y - S);
      y1 = MAX (y1, y + S);
    }
  if (x0 > x1)
    x0 = y0 = x1 = y1 = 0;
  g_string_append (out, "<svg viewBox=\"");
  num (out, x0 - 4);
  g_string_append_c (out, ' ');
  num (out, y0 - 4);
  g_string_append_c (out, ' ');
  num (out, x1 - x0 + 8);
  g_string_append_c (out, ' ');
  num (out, y1 - y0 + 8);
  g_string_append (out, "\" role=\"img\" aria-label=\"");
  esc (out, label);
  g_string_append (out, "\" font-family=\"sans-serif\" text-anchor=\"middle\" "
                        "dominant-baseline=\"central\" stroke-linejoin=\"round\">\n");
}

/* A planet's disc and letter, its trade icon; a Warpgate's ring in its
 * owner's colour. */
static void
svg_face (GString      *out,
          const WgGame *game,
          const WgCell *c,
          double        cx,
          double        cy)
{
  double py = cy - 0.1 * S;
  char   letter[2] = { 0 };

  if (c->kind == WG_HEX_PLANET)
    {
      g_autofree char *klass = g_strdup_printf ("planet p-%s", wg_planet_type_to_string (c->type));

      circle (out, cx, py, 0.45 * S, klass);
      letter[0] = wg_planet_type_letter (c->type);
      svg_text (out, letter, cx, py, "letter");
      if (c->trade)
        polygon (out, cx + 0.44 * S, cy - 0.48 * S, 0.14 * S, 5, -G_PI / 2, "trade");
    }
  else
    {
      int              owner = wg_game_find_player (game, c->color);
      g_autofree char *klass =
        owner != WG_NO_PLAYER ? g_strdup_printf ("gate pl%d", owner) : g_strdup ("gate");

      circle (out, cx, py, 0.36 * S, klass);
      circle (out, cx, py, 0.36 * S * 0.55, "gate-heart");
    }
  svg_text (out, c->id, cx, cy + 0.62 * S, "label");
}

static void
svg_ships (GString *out,
           int      owner,
           int      count,
           double   x,
           double   y)
{
  g_autofree char *klass = g_strdup_printf ("piece pl%d", owner);
  g_autofree char *ink = g_strdup_printf ("count pl%d-ink", owner);
  char             digits[8];

  circle (out, x, y, 0.29 * S, klass);
  g_snprintf (digits, sizeof digits, "%d", count);
  svg_text (out, digits, x, y, ink);
}

/* An Outpost: a square with O; a Colony: a house with C. */
static void
svg_marker (GString *out,
            int      owner,
            int      side,
            double   x,
            double   y)
{
  static const double house[][2] = { { -1, 1 }, { -1, -0.25 }, { 0, -1.25 }, { 1, -0.25 }, { 1, 1 } };
  static const double square[][2] = { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } };
  gboolean            colony = side == WG_MARKER_COLONY;
  const double (*p)[2] = colony ? house : square;
  guint            n = colony ? G_N_ELEMENTS (house) : G_N_ELEMENTS (square);
  double           h = 0.2 * S;
  g_autofree char *ink = g_strdup_printf ("count pl%d-ink", owner);

  g_string_append_printf (out, "<polygon class=\"piece pl%d\" points=\"", owner);
  for (guint i = 0; i < n; i++)
    {
      num (out, x + p[i][0] * h);
      g_string_append_c (out, ',');
      num (out, y + p[i][1] * h);
      g_string_append_c (out, ' ');
    }
  g_string_append (out, "\"/>\n");
  svg_text (out, colony ? "C" : "O", x, colony ? y + h * 0.2 : y, ink);
}

/* What stands on a location, where the board view puts it. */
static void
svg_pieces (GString      *out,
            const WgGame *game,
            int           cell,
            double        cx,
            double        cy)
{
  const WgStack *stack = &game->stacks[cell];

  if (stack->marker_owner != WG_NO_PLAYER)
    svg_marker (out, stack->marker_owner, stack->marker_side, cx - 0.44 * S, cy + 0.18 * S);
  for (guint p = 0; p < game->n_players; p++)
    if (game->drones[p] == cell)
      {
        g_autofree char *klass = g_strdup_printf ("piece drone pl%u", p);

        polygon (out, cx - 0.44 * S, cy - 0.44 * S, 0.17 * S, 4, -G_PI / 2, klass);
      }
  if (stack->ship_owner != WG_NO_PLAYER && stack->ships > 0)
    svg_ships (out, stack->ship_owner, stack->ships, cx + 0.42 * S, cy + 0.16 * S);
}

/* The board of @game as inline SVG. */
static void
svg_board (GString      *out,
           const WgGame *game,
           const char   *label)
{
  const WgBoard *board = game->board;

  svg_open (out, game, label);
  g_string_append (out, "<defs><polygon id=\"hex\" points=\"");
  for (int i = 0; i < 6; i++)
    {
      double a = -G_PI / 2 + G_PI / 3 * i;

      num (out, S * cos (a));
      g_string_append_c (out, ',');
      num (out, S * sin (a));
      g_string_append_c (out, ' ');
    }
  g_string_append (out, "\"/></defs>\n");
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      const WgCell *c = wg_board_get_cell (board, (int) i);
      double        x, y;

      center (c->hex, &x, &y);
      g_string_append_printf (out, "<use href=\"#hex\" class=\"hex %s\"",
                              c->kind == WG_HEX_SPACE ? "space" : "loc");
      xy (out, x, y);
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int           cell = wg_board_get_location (board, i);
      const WgCell *c = wg_board_get_cell (board, cell);
      double        x, y;

      center (c->hex, &x, &y);
      g_string_append (out, "<g data-at=\"");
      esc (out, c->id);
      g_string_append (out, "\">\n");
      svg_face (out, game, c, x, y);
      svg_pieces (out, game, cell, x, y);
      g_string_append (out, "</g>\n");
    }
  g_string_append (out, "</svg>\n");
}

/* ---- The page ---------------------------------------------------------- */

static const char *
game_title (const WgGame *game)
{
  const char *name = wg_game_get_name (game);

  return name != NULL ? name : _ ("An unnamed game");
}

static void
page_open (Story        *story,
           const WgGame *game)
{
  GString         *out = story->out;
  /* TRANSLATORS: the story page's title; %s is the game's name. */
  g_autofree char *title = g_strdup_printf (_ ("The story of %s"), game_title (game));

  /* TRANSLATORS: the language tag of the story page (HTML lang). */
  g_string_append_printf (out, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n", _ ("en"));
  g_string_append (out, "<meta charset=\"utf-8\">\n"
                        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                        "'none'; style-src 'unsafe-inline'\">\n"
                        "<meta name=\"viewport\" content=\"width=device-width, "
                        "initial-scale=1\">\n<title>");
  esc (out, title);
  g_string_append (out, "</title>\n<style>\n");
  g_string_append (out, page_css);
  for (int t = 0; t < WG_N_PLANET_TYPES; t++)
    g_string_append_printf (out, ".p-%s{fill:%s;stroke:#000;stroke-opacity:.35}\n",
                            wg_planet_type_to_string ((WgPlanetType) t), planet_fills[t]);
  player_css (out, game);
  g_string_append (out, ".gate{stroke:#e0e8ff;stroke-width:4.4}\n</style>\n</head>\n<body>\n");
  g_string_append (out, "<header>\n<h1>");
  esc (out, title);
  g_string_append (out, "</h1>\n");
}

/* The players with their colours, and how far the record goes. */
static void
page_header (Story        *story,
             const WgGame *start,
             const WgGame *last)
{
  GString *out = story->out;
  guint    n_steps = story->record->steps->len;

  g_string_append (out, "<ul class=\"players\">\n");
  for (guint i = 0; i < start->n_players; i++)
    {
      g_autofree char *who = wg_cli_player_name (start, (int) i);

      g_string_append_printf (out, "<li><span class=\"sw pl%u\"></span>", i);
      esc (out, who);
      if (start->players[i].ai)
        {
          g_string_append (out, " <span class=\"muted\">");
          esc (out, _ ("(the AI)"));
          g_string_append (out, "</span>");
        }
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ul>\n<p class=\"muted\">");
  {
    g_autofree char *steps =
      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u step, from round %d.",
                                    "%u steps, from round %d.", n_steps),
                       n_steps, start->round);

    esc (out, steps);
  }
  g_string_append_c (out, ' ');
  if (last->game_over)
    esc (out, _ ("The game is over."));
  else
    {
      g_autofree char *on = g_strdup_printf (_ ("The game goes on: round %d, turn %d."),
                                             last->round, last->turn);

      esc (out, on);
    }
  g_string_append (out, "</p>\n</header>\n<main>\n");
}

/* The value of option @name in a step's args ("--at" "P2"), or NULL. */
static const char *
step_option (const WgRecordStep *step,
             const char         *name)
{
  for (guint i = 0; step->args[i] != NULL && step->args[i + 1] != NULL; i++)
    if (g_str_equal (step->args[i], name))
      return step->args[i + 1];
  return NULL;
}

/* A card as the battle command took it: its name, or the spec itself. */
static char *
card_name (const Story *story,
           const char  *spec)
{
  WgBattleCard card;

  if (spec == NULL)
    return g_strdup ("?");
  if (wg_battle_card_parse (story->catalog, spec, &card, NULL))
    return g_strdup (card.name);
  return g_strdup (spec);
}

/* "Cards played: Ana x3, red x1." */
static void
battle_cards (Story              *story,
              const WgRecordStep *step,
              const WgGame       *before)
{
  const char      *attacker_color = step_option (step, "--attacker");
  const char      *at = step_option (step, "--at");
  int              attacker = attacker_color ? wg_game_find_player (before, attacker_color) : -1;
  int              cell = at != NULL ? wg_board_find_location (before->board, at) : -1;
  int              defender = cell >= 0 ? before->stacks[cell].ship_owner : WG_NO_PLAYER;
  g_autofree char *a_card = card_name (story, step_option (step, "--attacker-card"));
  g_autofree char *d_card = card_name (story, step_option (step, "--defender-card"));
  g_autofree char *a_name = NULL, *d_name = NULL, *line = NULL;

  if (attacker < 0 || defender == WG_NO_PLAYER || step_option (step, "--attacker-card") == NULL)
    return;
  a_name = wg_cli_player_name (before, attacker);
  d_name = wg_cli_player_name (before, defender);
  /* TRANSLATORS: a battle's cards: the attacker, its card, the defender, its card. */
  line = g_strdup_printf (_ ("The cards: %s, the attacker, played %s; %s, the defender, played "
                             "%s."),
                          a_name, a_card, d_name, d_card);
  g_string_append (story->out, "<p class=\"cards\">");
  esc (story->out, line);
  g_string_append (story->out, "</p>\n");
}

/* The odds before the draw: `warpgate-cli odds` on the table before the
 * step, with the step's attacker, origins and battle planet. */
static void
battle_odds (Story              *story,
             const WgRecordStep *step,
             const WgGame       *before)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  int status = 0;

  for (guint i = 0; step->args[i] != NULL && step->args[i + 1] != NULL; i++)
    if (g_str_equal (step->args[i], "--attacker") || g_str_equal (step->args[i], "--from")
        || g_str_equal (step->args[i], "--at"))
      {
        g_ptr_array_add (args, step->args[i]);
        g_ptr_array_add (args, step->args[++i]);
      }
  g_ptr_array_add (args, NULL);
  text = wg_cli_run_text (wg_cli_odds, before, story->given, "odds",
                          (const char *const *) args->pdata, &status);
  g_string_append (story->out, "<p>");
  esc (story->out, _ ("The odds before the draw:"));
  g_string_append (story->out, "</p>\n<ul class=\"odds\">\n");
  lines = g_strsplit (g_strstrip (text), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);

      if (status != 0 && g_str_has_prefix (line, "warpgate-cli: "))
        line += strlen ("warpgate-cli: ");
      if (*line == '\0')
        continue;
      g_string_append (story->out, "<li>");
      esc_linked (story, line);
      g_string_append (story->out, "</li>\n");
    }
  g_string_append (story->out, "</ul>\n");
}

static void
page_step (Story        *story,
           guint         n,
           const WgGame *before)
{
  const WgRecordStep *step = g_ptr_array_index (story->record->steps, n - 1);

  g_string_append_printf (story->out, "<li id=\"step-%u\"><span class=\"n\">%u</span> ", n, n);
  esc_linked (story, step->sentence);
  if (step->rulings[0] != NULL)
    {
      g_string_append (story->out, " <span class=\"rulings\">(");
      for (guint i = 0; step->rulings[i] != NULL; i++)
        {
          if (i > 0)
            g_string_append (story->out, ", ");
          ruling_link (story, step->rulings[i]);
        }
      g_string_append (story->out, ")</span>");
    }
  if (g_str_equal (step->command, "battle"))
    {
      g_string_append (story->out, "\n<div class=\"battle\">\n");
      battle_cards (story, step, before);
      battle_odds (story, step, before);
      g_string_append (story->out, "</div>\n");
    }
  g_string_append (story->out, "</li>\n");
}

/* Round @round: steps @first…@last (the round of the table before each),
 * the board as the round ended, then the steps in words. */
static void
page_round (Story *story,
            int    round,
            guint  first,
            guint  last)
{
  const WgGame    *end = g_ptr_array_index (story->replay->tables, last);
  g_autofree char *heading = g_strdup_printf (_ ("Round %d"), round);
  g_autofree char *caption = g_strdup_printf (
    last > 0 ? _ ("The board at the end of round %d, after step %u")
             : _ ("The board at the start of round %d"),
    round, last);

  g_string_append_printf (story->out, "<section class=\"round\" id=\"round-%d\">\n<h2>", round);
  esc (story->out, heading);
  g_string_append (story->out, "</h2>\n<figure>\n");
  svg_board (story->out, end, caption);
  g_string_append (story->out, "<figcaption>");
  esc (story->out, caption);
  g_string_append (story->out, "</figcaption>\n</figure>\n<ol class=\"steps\">\n");
  for (guint n = first; n <= last && n > 0; n++)
    page_step (story, n, g_ptr_array_index (story->replay->tables, n - 1));
  g_string_append (story->out, "</ol>\n</section>\n");
}

static void
page_rounds (Story *story)
{
  guint n_steps = story->record->steps->len;
  guint first = 1;

  if (n_steps == 0)
    {
      page_round (story, story->record->start->round, 1, 0);
      return;
    }
  for (guint n = 1; n <= n_steps; n++)
    {
      const WgGame *before = g_ptr_array_index (story->replay->tables, n - 1);
      const WgGame *next =
        n < n_steps ? g_ptr_array_index (story->replay->tables, n) : NULL;

      if (next == NULL || next->round != before->round)
        {
          page_round (story, before->round, first, n);
          first = n + 1;
        }
    }
}

static void
score_row (Story             *story,
           const WgGame      *game,
           const WgScoreLine *l)
{
  g_autofree char *who = wg_cli_player_name (game, l->player);
  int              values[] = { l->objectives, l->trade_goods, l->tactics, l->technologies,
                                l->exploration, l->total, l->controlled_planets };

  g_string_append_printf (story->out, "<tr><td><span class=\"sw pl%d\"></span>", l->player);
  esc (story->out, who);
  g_string_append (story->out, "</td>");
  for (guint c = 0; c < G_N_ELEMENTS (values); c++)
    g_string_append_printf (story->out, "<td>%d</td>", values[c]);
  g_string_append (story->out, "</tr>\n");
}

static void
score_table (Story         *story,
             const WgGame  *game,
             const WgScore *score)
{
  const char *headings[] = { _ ("Player"), _ ("Objectives"), _ ("Trade Goods"),
                             _ ("Tactics"), _ ("Technologies"), _ ("Exploration"),
                             _ ("Total"), _ ("Planets") };

  g_string_append (story->out, "<div class=\"wide\">\n<table>\n<thead><tr>");
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      g_string_append (story->out, "<th>");
      esc (story->out, headings[c]);
      g_string_append (story->out, "</th>");
    }
  g_string_append (story->out, "</tr></thead>\n<tbody>\n");
  for (guint i = 0; i < score->n_lines; i++)
    score_row (story, game, &score->lines[i]);
  g_string_append (story->out, "</tbody>\n</table>\n</div>\n");
}

/* "Rulings: R-SCORE-1, R-SCORE-2", each a link. */
static void
rulings_line (Story              *story,
              const WgRulingList *rulings)
{
  if (rulings->n == 0)
    return;
  g_string_append (story->out, "<p class=\"rulings\">");
  esc (story->out, _ ("Rulings:"));
  for (guint i = 0; i < rulings->n; i++)
    {
      g_string_append (story->out, i > 0 ? ", " : " ");
      ruling_link (story, rulings->ids[i]);
    }
  g_string_append (story->out, "</p>\n");
}

/* The score as `warpgate-cli score` gives it: by category, then the
 * Objectives unjudged, the result or the standings, the rulings. */
static void
page_score (Story        *story,
            const WgGame *game)
{
  WgScore score;
  g_auto (GStrv) unjudged = wg_score_describe_unjudged (game);
  g_autofree char *verdict = NULL;

  wg_score_compute (game, story->catalog, &score);
  g_string_append (story->out, "<section id=\"score\">\n<h2>");
  esc (story->out, game->game_over ? _ ("The final score") : _ ("The score so far"));
  g_string_append (story->out, "</h2>\n");
  score_table (story, game, &score);
  for (guint i = 0; unjudged[i] != NULL; i++)
    {
      g_string_append (story->out, "<p>");
      esc_linked (story, unjudged[i]);
      g_string_append (story->out, "</p>\n");
    }
  if (wg_score_is_result (game, &score))
    verdict = wg_score_describe (game, &score);
  else if (score.n_lines > 0)
    verdict = wg_score_describe_standings (game, &score);
  if (verdict != NULL)
    {
      g_string_append (story->out, "<p class=\"verdict\"><strong>");
      esc_linked (story, verdict);
      g_string_append (story->out, "</strong></p>\n");
    }
  rulings_line (story, &score.rulings);
  g_string_append (story->out, "</section>\n");
}

/* Every ruling the page cites, with its text, in the order first cited. */
static void
page_rulings (Story *story)
{
  g_string_append (story->out, "<section id=\"rulings\">\n<h2>");
  esc (story->out, _ ("The rulings cited"));
  g_string_append (story->out, "</h2>\n<dl>\n");
  for (guint i = 0; i < story->cited->len; i++)
    {
      const char *id = g_ptr_array_index (story->cited, i);
      const char *text = wg_ruling_text (id);

      g_string_append (story->out, "<dt id=\"");
      esc (story->out, id);
      g_string_append (story->out, "\">");
      esc (story->out, id);
      g_string_append (story->out, "</dt>\n<dd>");
      /* A ruling's text may cite another: linked, and added to the end. */
      esc_linked (story, text != NULL ? text : _ ("A ruling this version does not know."));
      g_string_append (story->out, "</dd>\n");
    }
  g_string_append (story->out, "</dl>\n</section>\n</main>\n</body>\n</html>\n");
}

char *
wg_story_html (const WgRecord  *record,
               const WgGame    *table,
               const WgCatalog *catalog,
               GError         **error)
{
  Story         story = { 0 };
  const WgGame *last;
  int           status = 0;

  g_return_val_if_fail (record != NULL, NULL);

  story.replay = wg_record_replay (record, table, catalog);
  if (story.replay->why != NULL)
    {
      g_set_error (error, WG_STORY_ERROR, WG_STORY_ERROR_DISAGREES,
                   _ ("the record does not replay to its table: step %u (record.steps[%u]) "
                      "disagrees: %s"),
                   story.replay->n_agree + 1, story.replay->n_agree, story.replay->why);
      wg_replay_free (story.replay);
      return NULL;
    }
  story.record = record;
  story.given = catalog;
  story.catalog =
    catalog != NULL ? wg_catalog_ref ((WgCatalog *) catalog) : wg_cli_load_catalog (NULL, &status);
  if (story.catalog == NULL)
    story.catalog = wg_catalog_new_builtin ();
  story.out = g_string_new (NULL);
  story.cited = g_ptr_array_new_with_free_func (g_free);
  story.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  last = g_ptr_array_index (story.replay->tables, story.replay->n_agree);
  page_open (&story, last);
  page_header (&story, record->start, last);
  page_rounds (&story);
  page_score (&story, last);
  page_rulings (&story);
  g_ptr_array_unref (story.cited);
  g_hash_table_unref (story.seen);
  wg_catalog_unref (story.catalog);
  wg_replay_free (story.replay);
  return g_string_free (story.out, FALSE);
}
