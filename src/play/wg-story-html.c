/* wg-story-html.c — the story as one self-contained HTML page
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GString is written from the top of the page to its end, walking the
 * story the teller wrote (wg-story-private.h). The page loads nothing: no
 * script, no request, a Content-Security-Policy that forbids any. Every
 * text is escaped; ruling ids are links to the appendix.
 */
#include "config.h"

#include <string.h>

#include "wg-story-private.h"

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
        default: g_string_append_unichar (out, wg_story_visible_char (c));
        }
    }
}

static void
ruling_link (GString    *out,
             const char *id)
{
  g_string_append (out, "<a class=\"ruling\" href=\"#");
  esc (out, id);
  g_string_append (out, "\">");
  esc (out, id);
  g_string_append (out, "</a>");
}

/* @text escaped, each ruling id in it a link to the appendix. */
static void
esc_linked (GString    *out,
            const char *text)
{
  const char *p = text, *start;
  gsize       n;

  while (wg_story_next_ruling (text, p, &start, &n))
    {
      g_autofree char *before = g_strndup (p, (gsize) (start - p));
      g_autofree char *id = g_strndup (start, n);

      esc (out, before);
      ruling_link (out, id);
      p = start + n;
    }
  esc (out, p);
}

/* ---- The style --------------------------------------------------------- */

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
  "figure svg{width:100%;height:auto;max-height:70vh;background:" WG_STORY_BOARD_BG ";border-radius:8px}\n"
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
  "dd{margin-left:1.5rem}\n";

static const char print_css[] =
  "@media print{:root{--ink:#000;--paper:#fff;--muted:#444;--line:#bbb;--link:#000}"
  "body{font-size:11pt}a{text-decoration:none}header,main{max-width:none}"
  "section.round{break-before:page}figure svg{max-height:none;width:80%}"
  "ol.steps>li,.battle,tr{break-inside:avoid}h2{break-after:avoid}}\n";

static void
css_rule (GString           *out,
          const WgStoryRule *rule)
{
  g_string_append_printf (out, ".%s{%s}%s", rule->klass, rule->decls, rule->newline ? "\n" : "");
}

/* ---- The board --------------------------------------------------------- */

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

static void
svg_open (GString            *out,
          const WgStoryBoard *board)
{
  g_string_append (out, "<svg viewBox=\"");
  for (int i = 0; i < 4; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      num (out, board->view[i]);
    }
  g_string_append (out, "\" role=\"img\" aria-label=\"");
  esc (out, board->label);
  g_string_append (out, "\" font-family=\"sans-serif\" text-anchor=\"middle\" "
                        "dominant-baseline=\"central\" stroke-linejoin=\"round\">\n");
  g_string_append (out, "<defs><polygon id=\"hex\" points=\"");
  for (int i = 0; i < 6; i++)
    {
      double x, y;

      wg_story_hex_corner (i, &x, &y);
      num (out, x);
      g_string_append_c (out, ',');
      num (out, y);
      g_string_append_c (out, ' ');
    }
  g_string_append (out, "\"/></defs>\n");
}

/* points="…": "x,y x,y" (@trailing: "x,y x,y "). */
static void
svg_points (GString            *out,
            const WgStoryShape *s,
            gboolean            trailing)
{
  g_string_append (out, "points=\"");
  for (guint i = 0; i < s->n_points; i++)
    {
      if (i > 0 && !trailing)
        g_string_append_c (out, ' ');
      num (out, s->points[i][0]);
      g_string_append_c (out, ',');
      num (out, s->points[i][1]);
      if (trailing)
        g_string_append_c (out, ' ');
    }
  g_string_append_c (out, '"');
}

static void
svg_shape (GString            *out,
           const WgStoryShape *s)
{
  switch (s->kind)
    {
    case WG_STORY_SHAPE_HEX:
      g_string_append_printf (out, "<use href=\"#hex\" class=\"%s\"", s->klass);
      xy (out, s->x, s->y);
      g_string_append (out, "/>\n");
      break;
    case WG_STORY_SHAPE_CIRCLE:
      g_string_append (out, "<circle cx=\"");
      num (out, s->x);
      g_string_append (out, "\" cy=\"");
      num (out, s->y);
      g_string_append (out, "\" r=\"");
      num (out, s->r);
      g_string_append_printf (out, "\" class=\"%s\"/>\n", s->klass);
      break;
    case WG_STORY_SHAPE_POLYGON:
      g_string_append (out, "<polygon ");
      svg_points (out, s, FALSE);
      g_string_append_printf (out, " class=\"%s\"/>\n", s->klass);
      break;
    case WG_STORY_SHAPE_MARKER:
      g_string_append_printf (out, "<polygon class=\"%s\" ", s->klass);
      svg_points (out, s, TRUE);
      g_string_append (out, "/>\n");
      break;
    case WG_STORY_SHAPE_TEXT:
      g_string_append_printf (out, "<text class=\"%s\"", s->klass);
      xy (out, s->x, s->y);
      g_string_append_c (out, '>');
      esc (out, s->text);
      g_string_append (out, "</text>\n");
      break;
    case WG_STORY_SHAPE_GROUP:
      g_string_append (out, "<g data-at=\"");
      esc (out, s->text);
      g_string_append (out, "\">\n");
      break;
    case WG_STORY_SHAPE_GROUP_END:
      g_string_append (out, "</g>\n");
      break;
    default: g_assert_not_reached ();
    }
}

/* The board as inline SVG. */
static void
svg_board (GString            *out,
           const WgStoryBoard *board)
{
  svg_open (out, board);
  for (guint i = 0; i < board->shapes->len; i++)
    svg_shape (out, &g_array_index (board->shapes, WgStoryShape, i));
  g_string_append (out, "</svg>\n");
}

/* ---- The page ---------------------------------------------------------- */

static void
page_open (GString          *out,
           const WgStoryDoc *doc)
{
  g_string_append_printf (out, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n", doc->lang);
  g_string_append (out, "<meta charset=\"utf-8\">\n"
                        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                        "'none'; style-src 'unsafe-inline'\">\n"
                        "<meta name=\"viewport\" content=\"width=device-width, "
                        "initial-scale=1\">\n<title>");
  esc (out, doc->title);
  g_string_append (out, "</title>\n<style>\n");
  g_string_append (out, page_css);
  for (guint i = 0; i < wg_story_n_board_rules; i++)
    css_rule (out, &wg_story_board_rules[i]);
  g_string_append (out, print_css);
  for (guint i = 0; i < doc->rules->len; i++)
    css_rule (out, g_ptr_array_index (doc->rules, i));
  g_string_append (out, "</style>\n</head>\n<body>\n");
  g_string_append (out, "<header>\n<h1>");
  esc (out, doc->title);
  g_string_append (out, "</h1>\n");
}

/* The players with their colours, and how far the record goes. */
static void
page_header (GString          *out,
             const WgStoryDoc *doc)
{
  g_string_append (out, "<ul class=\"players\">\n");
  for (guint i = 0; i < doc->players->len; i++)
    {
      const WgStoryPlayer *p = g_ptr_array_index (doc->players, i);

      g_string_append_printf (out, "<li><span class=\"sw pl%u\"></span>", p->index);
      esc (out, p->name);
      if (p->ai)
        {
          g_string_append (out, " <span class=\"muted\">");
          esc (out, doc->ai_label);
          g_string_append (out, "</span>");
        }
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ul>\n<p class=\"muted\">");
  esc (out, doc->steps_line);
  g_string_append_c (out, ' ');
  esc (out, doc->state_line);
  g_string_append (out, "</p>\n</header>\n<main>\n");
}

static void
page_battle (GString           *out,
             const WgStoryDoc  *doc,
             const WgStoryStep *step)
{
  g_string_append (out, "\n<div class=\"battle\">\n");
  if (step->cards != NULL)
    {
      g_string_append (out, "<p class=\"cards\">");
      esc (out, step->cards);
      g_string_append (out, "</p>\n");
    }
  if (step->note != NULL)
    {
      g_string_append (out, "<p class=\"muted\">");
      esc (out, step->note);
      g_string_append (out, "</p>\n");
    }
  g_string_append (out, "<p>");
  esc (out, doc->odds_label);
  g_string_append (out, "</p>\n<ul class=\"odds\">\n");
  for (guint i = 0; step->odds[i] != NULL; i++)
    {
      g_string_append (out, "<li>");
      esc_linked (out, step->odds[i]);
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ul>\n</div>\n");
}

static void
page_step (GString           *out,
           const WgStoryDoc  *doc,
           const WgStoryStep *step)
{
  g_string_append_printf (out, "<li id=\"step-%u\"><span class=\"n\">%u</span> ", step->n,
                          step->n);
  esc_linked (out, step->sentence);
  if (step->rulings[0] != NULL)
    {
      g_string_append (out, " <span class=\"rulings\">(");
      for (guint i = 0; step->rulings[i] != NULL; i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          ruling_link (out, step->rulings[i]);
        }
      g_string_append (out, ")</span>");
    }
  if (step->battle)
    page_battle (out, doc, step);
  g_string_append (out, "</li>\n");
}

static void
page_round (GString            *out,
            const WgStoryDoc   *doc,
            const WgStoryRound *round)
{
  g_string_append_printf (out, "<section class=\"round\" id=\"round-%d\">\n<h2>", round->round);
  esc (out, round->heading);
  g_string_append (out, "</h2>\n<figure>\n");
  svg_board (out, round->board);
  g_string_append (out, "<figcaption>");
  esc (out, round->caption);
  g_string_append (out, "</figcaption>\n</figure>\n<ol class=\"steps\">\n");
  for (guint i = 0; i < round->steps->len; i++)
    page_step (out, doc, g_ptr_array_index (round->steps, i));
  g_string_append (out, "</ol>\n</section>\n");
}

static void
score_table (GString          *out,
             const WgStoryDoc *doc)
{
  g_string_append (out, "<div class=\"wide\">\n<table>\n<thead><tr>");
  for (guint c = 0; c < WG_STORY_N_COLUMNS; c++)
    {
      g_string_append (out, "<th>");
      esc (out, doc->columns[c]);
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr></thead>\n<tbody>\n");
  for (guint i = 0; i < doc->rows->len; i++)
    {
      const WgStoryRow *row = &g_array_index (doc->rows, WgStoryRow, i);

      g_string_append_printf (out, "<tr><td><span class=\"sw pl%d\"></span>", row->player);
      esc (out, row->name);
      g_string_append (out, "</td>");
      for (guint c = 0; c < G_N_ELEMENTS (row->values); c++)
        g_string_append_printf (out, "<td>%d</td>", row->values[c]);
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table>\n</div>\n");
}

/* The score: the table, the Objectives unjudged, the verdict, the rulings. */
static void
page_score (GString          *out,
            const WgStoryDoc *doc)
{
  g_string_append (out, "<section id=\"score\">\n<h2>");
  esc (out, doc->score_heading);
  g_string_append (out, "</h2>\n");
  score_table (out, doc);
  for (guint i = 0; doc->notes[i] != NULL; i++)
    {
      g_string_append (out, "<p>");
      esc_linked (out, doc->notes[i]);
      g_string_append (out, "</p>\n");
    }
  if (doc->verdict != NULL)
    {
      g_string_append (out, "<p class=\"verdict\"><strong>");
      esc_linked (out, doc->verdict);
      g_string_append (out, "</strong></p>\n");
    }
  if (doc->score_rulings[0] != NULL)
    {
      g_string_append (out, "<p class=\"rulings\">");
      esc (out, doc->rulings_label);
      for (guint i = 0; doc->score_rulings[i] != NULL; i++)
        {
          g_string_append (out, i > 0 ? ", " : " ");
          ruling_link (out, doc->score_rulings[i]);
        }
      g_string_append (out, "</p>\n");
    }
  g_string_append (out, "</section>\n");
}

static void
page_rulings (GString          *out,
              const WgStoryDoc *doc)
{
  g_string_append (out, "<section id=\"rulings\">\n<h2>");
  esc (out, doc->appendix_heading);
  g_string_append (out, "</h2>\n<dl>\n");
  for (guint i = 0; i < doc->appendix->len; i++)
    {
      const WgStoryRuling *r = g_ptr_array_index (doc->appendix, i);

      g_string_append (out, "<dt id=\"");
      esc (out, r->id);
      g_string_append (out, "\">");
      esc (out, r->id);
      g_string_append (out, "</dt>\n<dd>");
      esc_linked (out, r->text);
      g_string_append (out, "</dd>\n");
    }
  g_string_append (out, "</dl>\n</section>\n</main>\n</body>\n</html>\n");
}

char *
wg_story_doc_to_html (const WgStoryDoc *doc)
{
  GString *out = g_string_new (NULL);

  page_open (out, doc);
  page_header (out, doc);
  for (guint i = 0; i < doc->rounds->len; i++)
    page_round (out, doc, g_ptr_array_index (doc->rounds, i));
  page_score (out, doc);
  page_rulings (out, doc);
  return g_string_free (out, FALSE);
}
