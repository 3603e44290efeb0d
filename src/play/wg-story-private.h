/* wg-story-private.h — the story told once: the document the HTML and PDF writers walk
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The teller (wg-story.c) replays the record and decides everything the
 * story says: which steps, which rounds, the sentences, the cards and odds,
 * the score, the rulings cited and their order. It writes that into a
 * WgStoryDoc; the HTML writer (wg-story-html.c) and the PDF writer
 * (wg-story-pdf.c) only lay it out. A board is a list of shapes in the
 * SVG's units, each styled by classes whose declarations are the page's
 * CSS: the SVG writer prints them, the cairo painter reads them.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The hex circumradius in the board's units. */
#define WG_STORY_S     40.0
#define WG_STORY_SQRT3 1.7320508075688772
/* The board's background, behind the hexes. */
#define WG_STORY_BOARD_BG "#0e1426"

typedef enum
{
  WG_STORY_SHAPE_HEX,     /* a hex at x, y (the SVG's <use href="#hex">) */
  WG_STORY_SHAPE_CIRCLE,  /* x, y, r */
  WG_STORY_SHAPE_POLYGON, /* points */
  WG_STORY_SHAPE_MARKER,  /* points: an Outpost or a Colony (written class first) */
  WG_STORY_SHAPE_TEXT,    /* text centred on x, y */
  WG_STORY_SHAPE_GROUP,   /* what stands on location text, up to the GROUP_END */
  WG_STORY_SHAPE_GROUP_END,
} WgStoryShapeKind;

typedef struct
{
  WgStoryShapeKind kind;
  char            *klass; /* its style's classes, "piece pl0" */
  char            *text;
  double           x, y, r;
  guint            n_points;
  double           points[6][2];
} WgStoryShape;

typedef struct
{
  double  view[4]; /* x, y, width, height */
  char   *label;
  GArray *shapes; /* WgStoryShape */
} WgStoryBoard;

/* One style rule of the page's CSS: .klass{decls}, then a newline or not. */
typedef struct
{
  const char *klass;
  const char *decls;
  gboolean    newline;
} WgStoryRule;

typedef struct
{
  guint    index;
  char    *name;
  gboolean ai;
} WgStoryPlayer;

typedef struct
{
  guint    n;
  char    *sentence; /* may cite rulings (linked) */
  GStrv    rulings;
  gboolean battle;
  char    *cards; /* NULL: not known */
  char    *note;  /* NULL, or why the cards are not known */
  GStrv    odds;  /* each may cite rulings (linked) */
} WgStoryStep;

typedef struct
{
  int           round;
  char         *heading;
  char         *caption;
  WgStoryBoard *board;
  GPtrArray    *steps; /* WgStoryStep * */
} WgStoryRound;

#define WG_STORY_N_COLUMNS 8

typedef struct
{
  int   player;
  char *name;
  int   values[WG_STORY_N_COLUMNS - 1];
} WgStoryRow;

typedef struct
{
  char *id;
  char *text; /* may cite rulings (linked) */
} WgStoryRuling;

typedef struct
{
  const char *lang; /* the page's language tag */
  char       *title;
  GPtrArray  *players; /* WgStoryPlayer * */
  char       *steps_line;
  char       *state_line;
  GPtrArray  *rounds; /* WgStoryRound * */
  GPtrArray  *rules;  /* WgStoryRule *: the player and planet colours, after the fixed ones */
  GPtrArray  *owned;  /* what the rules point to */
  char       *score_heading;
  const char *columns[WG_STORY_N_COLUMNS];
  GArray     *rows;    /* WgStoryRow */
  GStrv       notes;   /* the Objectives unjudged, linked */
  char       *verdict; /* NULL: none; linked */
  GStrv       score_rulings;
  char       *appendix_heading;
  GPtrArray  *appendix;      /* WgStoryRuling * */
  const char *ai_label;      /* "(the AI)" */
  const char *odds_label;    /* "The odds before the draw:" */
  const char *rulings_label; /* "Rulings:" */
} WgStoryDoc;

/* The board's fixed rules, in the page's order (before its @media print). */
extern const WgStoryRule wg_story_board_rules[];
extern const guint       wg_story_n_board_rules;

/* The next ruling id in @text from @from, as the page links them: its
 * start and length; FALSE when there is none. */
gboolean                 wg_story_next_ruling (const char  *text,
                                               const char  *from,
                                               const char **start,
                                               gsize       *len);

/* A character as the story shows it: a control character as its control
 * picture, a non-character as U+FFFD. */
gunichar                 wg_story_visible_char (gunichar c);

/* The corner @i (0…5) of a hex centred on 0, 0. */
void                     wg_story_hex_corner (int     i,
                                              double *x,
                                              double *y);

void                     wg_story_doc_free (WgStoryDoc *doc);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgStoryDoc, wg_story_doc_free)

/* The writers. */
char   *wg_story_doc_to_html (const WgStoryDoc *doc);
GBytes *wg_story_doc_to_pdf (const WgStoryDoc *doc,
                             GError          **error);

G_END_DECLS
