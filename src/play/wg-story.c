/* wg-story.c — the story of a game: its record told once, for the HTML page and the PDF
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The teller: the record is replayed and everything the story says is
 * decided here, into a WgStoryDoc (wg-story-private.h) that the HTML
 * writer (wg-story-html.c) and the PDF writer (wg-story-pdf.c) lay out.
 * The board is a list of shapes drawn from the board's hex geometry as the
 * board view draws it (pointy-top hexes, the same planet and player
 * colours, the same pieces), by hand: this room has no GTK, so the app's
 * painter and shared-page SVG are out of reach. Colours are style rules,
 * one class per planet type and per player.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wg-ai.h"
#include "wg-cli.h"
#include "wg-colors.h"
#include "wg-i18n.h"
#include "wg-record-play.h"
#include "wg-score.h"
#include "wg-story-private.h"
#include "wg-story.h"

G_DEFINE_QUARK (wg - story - error - quark, wg_story_error)

#define S     WG_STORY_S
#define SQRT3 WG_STORY_SQRT3

typedef struct
{
  WgStoryDoc      *doc;
  const WgRecord  *record;
  WgReplay        *replay;
  WgCatalog       *catalog;
  GHashTable      *seen;  /* the ruling ids cited so far */
  const WgCatalog *given; /* the caller's catalog, NULL: the command line's */
} Story;

/* ---- Text -------------------------------------------------------------- */

gunichar
wg_story_visible_char (gunichar c)
{
  if (c < 0x20 || c == 0x7f)
    return c == 0x7f ? 0x2421 : 0x2400 + c;
  if (c == 0xFFFE || c == 0xFFFF)
    return 0xFFFD;
  return c;
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

gboolean
wg_story_next_ruling (const char  *text,
                      const char  *from,
                      const char **start,
                      gsize       *len)
{
  for (const char *p = from; *p != '\0'; p++)
    {
      gsize n = (p == text || !g_ascii_isalnum (p[-1])) ? ruling_id_at (p) : 0;

      if (n > 0)
        {
          *start = p;
          *len = n;
          return TRUE;
        }
    }
  return FALSE;
}

/* Notes a ruling the story cites, for the appendix. */
static void
cite (Story      *story,
      const char *id)
{
  if (g_hash_table_contains (story->seen, id))
    return;
  g_hash_table_add (story->seen, g_strdup (id));
  {
    WgStoryRuling *r = g_new0 (WgStoryRuling, 1);

    r->id = g_strdup (id);
    g_ptr_array_add (story->doc->appendix, r);
  }
}

/* @text, valid UTF-8, its ruling ids cited in order; the story keeps it. */
static char *
linked (Story      *story,
        const char *text)
{
  char       *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  const char *p = valid, *start;
  gsize       n;

  while (wg_story_next_ruling (valid, p, &start, &n))
    {
      g_autofree char *id = g_strndup (start, n);

      cite (story, id);
      p = start + n;
    }
  return valid;
}

/* @ids cited in order, copied. */
static GStrv
cite_all (Story             *story,
          const char *const *ids,
          guint              n)
{
  GStrv copy = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    {
      cite (story, ids[i]);
      copy[i] = g_strdup (ids[i]);
    }
  return copy;
}

/* ---- Colours ----------------------------------------------------------- */

/* Adds the rule .@klass{@decls} to @doc, which keeps both strings. */
static void
add_rule (WgStoryDoc *doc,
          char       *klass,
          char       *decls,
          gboolean    newline)
{
  WgStoryRule *rule = g_new0 (WgStoryRule, 1);

  rule->klass = klass;
  rule->decls = decls;
  rule->newline = newline;
  g_ptr_array_add (doc->owned, klass);
  g_ptr_array_add (doc->owned, decls);
  g_ptr_array_add (doc->owned, rule);
  g_ptr_array_add (doc->rules, rule);
}

/* The player and planet colours as style rules, after the board's fixed
 * ones: .p-TYPE, then .plN (the player's colour) and .plN-ink (black or
 * white on it), then .gate. */
static void
colour_rules (WgStoryDoc   *doc,
              const WgGame *game)
{
  static const WgStoryRule gate = { "gate", "stroke:#e0e8ff;stroke-width:4.4", TRUE };

  for (int t = 0; t < WG_N_PLANET_TYPES; t++)
    add_rule (doc, g_strdup_printf ("p-%s", wg_planet_type_to_string ((WgPlanetType) t)),
              g_strdup_printf ("fill:%s;stroke:#000;stroke-opacity:.35", wg_colors_planet_hex ((WgPlanetType) t)),
              TRUE);
  for (guint i = 0; i < game->n_players; i++)
    {
      double rgb[3];
      int    r, g, b;
      double y;

      wg_colors_player_rgb (game->players[i].color, rgb);
      r = (int) lround (rgb[0] * 255);
      g = (int) lround (rgb[1] * 255);
      b = (int) lround (rgb[2] * 255);
      y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
      add_rule (doc, g_strdup_printf ("pl%u", i),
                g_strdup_printf ("fill:#%02x%02x%02x;background:#%02x%02x%02x", r, g, b, r, g, b),
                FALSE);
      add_rule (doc, g_strdup_printf ("pl%u-ink", i),
                g_strdup_printf ("fill:%s", y > 0.55 ? "#141419" : "#fff"), TRUE);
    }
  g_ptr_array_add (doc->rules, (gpointer) &gate);
}

const WgStoryRule wg_story_board_rules[] = {
  { "hex", "stroke:#7390db;stroke-opacity:.3;stroke-width:1", TRUE },
  { "space", "fill:#17213f", TRUE },
  { "loc", "fill:#1c294d", TRUE },
  { "label", "fill:#e0e8ff;font-size:9px", TRUE },
  { "letter", "fill:#141419;font-weight:bold;font-size:17px", TRUE },
  { "piece", "stroke:#fff;stroke-opacity:.85;stroke-width:1.5", TRUE },
  { "count", "font-weight:bold;font-size:13.6px", TRUE },
  { "trade", "fill:#f5c212;stroke:#141419;stroke-width:1.2", TRUE },
  { "gate-heart", "fill:" WG_STORY_BOARD_BG, TRUE },
};
const guint wg_story_n_board_rules = G_N_ELEMENTS (wg_story_board_rules);

/* ---- The board --------------------------------------------------------- */

void
wg_story_hex_corner (int     i,
                     double *x,
                     double *y)
{
  double a = -G_PI / 2 + G_PI / 3 * i;

  *x = S * cos (a);
  *y = S * sin (a);
}

static void
center (WgHex   hex,
        double *x,
        double *y)
{
  *x = SQRT3 * (hex.q + hex.r / 2.0) * S;
  *y = 1.5 * hex.r * S;
}

static WgStoryShape *
shape_add (WgStoryBoard    *board,
           WgStoryShapeKind kind,
           char            *klass,
           double           x,
           double           y)
{
  WgStoryShape shape = { 0 };

  shape.kind = kind;
  shape.klass = klass;
  shape.x = x;
  shape.y = y;
  g_array_append_val (board->shapes, shape);
  return &g_array_index (board->shapes, WgStoryShape, board->shapes->len - 1);
}

static void
circle (WgStoryBoard *board,
        double        cx,
        double        cy,
        double        r,
        char         *klass)
{
  shape_add (board, WG_STORY_SHAPE_CIRCLE, klass, cx, cy)->r = r;
}

/* A regular polygon of @n corners, the first at @first. */
static void
polygon (WgStoryBoard *board,
         double        cx,
         double        cy,
         double        r,
         int           n,
         double        first,
         char         *klass)
{
  WgStoryShape *shape = shape_add (board, WG_STORY_SHAPE_POLYGON, klass, cx, cy);

  shape->n_points = (guint) n;
  for (int i = 0; i < n; i++)
    {
      double a = first + 2 * G_PI * i / n;

      shape->points[i][0] = cx + r * cos (a);
      shape->points[i][1] = cy + r * sin (a);
    }
}

static void
text (WgStoryBoard *board,
      const char   *str,
      double        x,
      double        y,
      char         *klass)
{
  shape_add (board, WG_STORY_SHAPE_TEXT, klass, x, y)->text =
    g_utf8_make_valid (str != NULL ? str : "", -1);
}

/* The bounds of every hex, with a margin. */
static void
board_view (WgStoryBoard *out,
            const WgGame *game)
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
  out->view[0] = x0 - 4;
  out->view[1] = y0 - 4;
  out->view[2] = x1 - x0 + 8;
  out->view[3] = y1 - y0 + 8;
}

/* A planet's disc and letter, its trade icon; a Warpgate's ring in its
 * owner's colour. */
static void
board_face (WgStoryBoard *board,
            const WgGame *game,
            const WgCell *c,
            double        cx,
            double        cy)
{
  double py = cy - 0.1 * S;
  char   letter[2] = { 0 };

  if (c->kind == WG_HEX_PLANET)
    {
      circle (board, cx, py, 0.45 * S,
              g_strdup_printf ("planet p-%s", wg_planet_type_to_string (c->type)));
      letter[0] = wg_planet_type_letter (c->type);
      text (board, letter, cx, py, g_strdup ("letter"));
      if (c->trade)
        polygon (board, cx + 0.44 * S, cy - 0.48 * S, 0.14 * S, 5, -G_PI / 2, g_strdup ("trade"));
    }
  else
    {
      int owner = wg_game_find_player (game, c->color);

      circle (board, cx, py, 0.36 * S,
              owner != WG_NO_PLAYER ? g_strdup_printf ("gate pl%d", owner) : g_strdup ("gate"));
      circle (board, cx, py, 0.36 * S * 0.55, g_strdup ("gate-heart"));
    }
  text (board, c->id, cx, cy + 0.62 * S, g_strdup ("label"));
}

static void
board_ships (WgStoryBoard *board,
             int           owner,
             int           count,
             double        x,
             double        y)
{
  char digits[8];

  circle (board, x, y, 0.29 * S, g_strdup_printf ("piece pl%d", owner));
  g_snprintf (digits, sizeof digits, "%d", count);
  text (board, digits, x, y, g_strdup_printf ("count pl%d-ink", owner));
}

/* An Outpost: a square with O; a Colony: a house with C. */
static void
board_marker (WgStoryBoard *board,
              int           owner,
              int           side,
              double        x,
              double        y)
{
  static const double house[][2] = { { -1, 1 }, { -1, -0.25 }, { 0, -1.25 }, { 1, -0.25 }, { 1, 1 } };
  static const double square[][2] = { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } };
  gboolean            colony = side == WG_MARKER_COLONY;
  const double (*p)[2] = colony ? house : square;
  guint         n = colony ? G_N_ELEMENTS (house) : G_N_ELEMENTS (square);
  double        h = 0.2 * S;
  WgStoryShape *shape =
    shape_add (board, WG_STORY_SHAPE_MARKER, g_strdup_printf ("piece pl%d", owner), x, y);

  shape->n_points = n;
  for (guint i = 0; i < n; i++)
    {
      shape->points[i][0] = x + p[i][0] * h;
      shape->points[i][1] = y + p[i][1] * h;
    }
  text (board, colony ? "C" : "O", x, colony ? y + h * 0.2 : y,
        g_strdup_printf ("count pl%d-ink", owner));
}

/* What stands on a location, where the board view puts it. */
static void
board_pieces (WgStoryBoard *board,
              const WgGame *game,
              int           cell,
              double        cx,
              double        cy)
{
  const WgStack *stack = &game->stacks[cell];

  if (stack->marker_owner != WG_NO_PLAYER)
    board_marker (board, stack->marker_owner, stack->marker_side, cx - 0.44 * S, cy + 0.18 * S);
  for (guint p = 0; p < game->n_players; p++)
    if (game->drones[p] == cell)
      polygon (board, cx - 0.44 * S, cy - 0.44 * S, 0.17 * S, 4, -G_PI / 2,
               g_strdup_printf ("piece drone pl%u", p));
  if (stack->ship_owner != WG_NO_PLAYER && stack->ships > 0)
    board_ships (board, stack->ship_owner, stack->ships, cx + 0.42 * S, cy + 0.16 * S);
}

static void
shape_clear (gpointer data)
{
  WgStoryShape *shape = data;

  g_free (shape->klass);
  g_free (shape->text);
}

/* The board of @game as shapes. */
static WgStoryBoard *
board_new (const WgGame *game,
           const char   *label)
{
  const WgBoard *board = game->board;
  WgStoryBoard  *out = g_new0 (WgStoryBoard, 1);

  out->label = g_strdup (label);
  out->shapes = g_array_new (FALSE, TRUE, sizeof (WgStoryShape));
  g_array_set_clear_func (out->shapes, shape_clear);
  board_view (out, game);
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    {
      const WgCell *c = wg_board_get_cell (board, (int) i);
      double        x, y;

      center (c->hex, &x, &y);
      shape_add (out, WG_STORY_SHAPE_HEX,
                 g_strdup (c->kind == WG_HEX_SPACE ? "hex space" : "hex loc"), x, y);
    }
  for (guint i = 0; i < wg_board_get_n_locations (board); i++)
    {
      int           cell = wg_board_get_location (board, i);
      const WgCell *c = wg_board_get_cell (board, cell);
      double        x, y;

      center (c->hex, &x, &y);
      shape_add (out, WG_STORY_SHAPE_GROUP, NULL, x, y)->text = g_utf8_make_valid (c->id, -1);
      board_face (out, game, c, x, y);
      board_pieces (out, game, cell, x, y);
      shape_add (out, WG_STORY_SHAPE_GROUP_END, NULL, x, y);
    }
  return out;
}

static void
board_free (WgStoryBoard *board)
{
  if (board == NULL)
    return;
  g_array_unref (board->shapes);
  g_free (board->label);
  g_free (board);
}

/* ---- The story --------------------------------------------------------- */

static const char *
game_title (const WgGame *game)
{
  const char *name = wg_game_get_name (game);

  return name != NULL ? name : _ ("An unnamed game");
}

/* The title, the players and how far the record goes. */
static void
tell_header (Story        *story,
             const WgGame *start,
             const WgGame *last)
{
  WgStoryDoc *doc = story->doc;
  guint       n_steps = story->record->steps->len;

  /* TRANSLATORS: the language tag of the story page (HTML lang). */
  doc->lang = _ ("en");
  /* TRANSLATORS: the story page's title; %s is the game's name. */
  doc->title = g_strdup_printf (_ ("The story of %s"), game_title (last));
  colour_rules (doc, last);
  for (guint i = 0; i < start->n_players; i++)
    {
      WgStoryPlayer *p = g_new0 (WgStoryPlayer, 1);

      p->index = i;
      p->name = wg_cli_player_name (start, (int) i);
      p->ai = start->players[i].ai;
      g_ptr_array_add (doc->players, p);
    }
  doc->steps_line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u step, from round %d.",
                                                  "%u steps, from round %d.", n_steps),
                                     n_steps, start->round);
  if (last->game_over)
    doc->state_line = g_strdup (_ ("The game is over."));
  else
    doc->state_line = g_strdup_printf (_ ("The game goes on: round %d, turn %d."), last->round,
                                       last->turn);
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

/* "The cards: Ana, the attacker, played x3; …", or NULL. */
static char *
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
  g_autofree char *a_name = NULL, *d_name = NULL;

  if (attacker < 0 || defender == WG_NO_PLAYER || step_option (step, "--attacker-card") == NULL)
    return NULL;
  a_name = wg_cli_player_name (before, attacker);
  d_name = wg_cli_player_name (before, defender);
  /* TRANSLATORS: a battle's cards: the attacker, its card, the defender, its card. */
  return g_strdup_printf (_ ("The cards: %s, the attacker, played %s; %s, the defender, played "
                             "%s."),
                          a_name, a_card, d_name, d_card);
}

/* The odds before the draw: `warpgate-cli odds` with @args (the
 * attacker, origins and battle planet) on @table, one line each. */
static GStrv
odds_lines (Story             *story,
            const char *const *args,
            const WgGame      *table)
{
  GPtrArray       *out = g_ptr_array_new ();
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  int status = 0;

  text = wg_cli_run_text (wg_cli_odds, table, story->given, "odds", args, &status);
  lines = g_strsplit (g_strstrip (text), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);

      if (status != 0 && g_str_has_prefix (line, "warpgate-cli: "))
        line += strlen ("warpgate-cli: ");
      if (*line != '\0')
        g_ptr_array_add (out, linked (story, line));
    }
  g_ptr_array_add (out, NULL);
  return (GStrv) g_ptr_array_free (out, FALSE);
}

/* The odds of a battle step, on the table before it, with the step's
 * attacker, origins and battle planet. */
static GStrv
battle_odds (Story              *story,
             const WgRecordStep *step,
             const WgGame       *before)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  for (guint i = 0; step->args[i] != NULL && step->args[i + 1] != NULL; i++)
    if (g_str_equal (step->args[i], "--attacker") || g_str_equal (step->args[i], "--from")
        || g_str_equal (step->args[i], "--at"))
      {
        g_ptr_array_add (args, step->args[i]);
        g_ptr_array_add (args, step->args[++i]);
      }
  g_ptr_array_add (args, NULL);
  return odds_lines (story, (const char *const *) args->pdata, before);
}

/* The attack an ai-turn step started, as `ai-turn` gives it: the turn
 * played again on the table before the step with the step's answers.
 * FALSE when it started no battle. */
static gboolean
ai_battle (const WgRecordStep *step,
           const WgGame       *before,
           WgBattleStart      *start)
{
  g_autoptr (GPtrArray) choose = g_ptr_array_new ();
  g_autoptr (GPtrArray) reveal = g_ptr_array_new ();
  g_autoptr (WgAiTurn) turn = NULL;
  int      status = 0;
  gboolean found;

  /* The answers the table gave, kept apart from the options. */
  for (guint i = 0; step->answers[i] != NULL && step->answers[i + 1] != NULL; i += 2)
    g_ptr_array_add (g_str_equal (step->answers[i], "--choose") ? choose : reveal,
                     step->answers[i + 1]);
  g_ptr_array_add (choose, NULL);
  g_ptr_array_add (reveal, NULL);
  turn = wg_cli_ai_play (before, (char *const *) choose->pdata, (char *const *) reveal->pdata,
                         &status);
  found = status == 0 && turn != NULL && turn->question == NULL && turn->battle != NULL;
  if (found)
    *start = *turn->battle;
  return found;
}

/* The Gatekeepers' battle an ai-turn step started, when the record does
 * not resolve it in the next step (the record ends there, or an edit
 * follows): its odds on the table after the step, where the battle is
 * fought, as the battle step would give them. A battle step that follows
 * tells its own cards and odds. */
static void
ai_battle_odds (Story        *story,
                WgStoryStep  *s,
                guint         n,
                const WgGame *before)
{
  const WgRecordStep *next =
    n < story->record->steps->len ? g_ptr_array_index (story->record->steps, n) : NULL;
  const WgGame *after = g_ptr_array_index (story->replay->tables, n);
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  WgBattleStart start;

  if ((next != NULL && g_str_equal (next->command, "battle"))
      || !ai_battle (g_ptr_array_index (story->record->steps, n - 1), before, &start))
    return;
  g_ptr_array_add (args, g_strdup ("--attacker"));
  g_ptr_array_add (args, g_strdup (wg_game_player_color (after, start.attacker)));
  for (guint i = 0; i < start.n_origins; i++)
    {
      g_ptr_array_add (args, g_strdup ("--from"));
      g_ptr_array_add (args, g_strdup_printf ("%s:%d",
                                              wg_board_get_cell (after->board, start.origins[i])->id,
                                              start.ships[i]));
    }
  g_ptr_array_add (args, g_strdup ("--at"));
  g_ptr_array_add (args, g_strdup (wg_board_get_cell (after->board, start.at)->id));
  g_ptr_array_add (args, NULL);
  s->battle = TRUE;
  s->note = g_strdup (_ ("The record does not resolve this battle in the next step: its cards "
                         "are not known."));
  s->odds = odds_lines (story, (const char *const *) args->pdata, after);
}

static void
step_free (gpointer data)
{
  WgStoryStep *s = data;

  g_free (s->sentence);
  g_strfreev (s->rulings);
  g_free (s->cards);
  g_free (s->note);
  g_strfreev (s->odds);
  g_free (s);
}

static WgStoryStep *
tell_step (Story        *story,
           guint         n,
           const WgGame *before)
{
  const WgRecordStep *step = g_ptr_array_index (story->record->steps, n - 1);
  WgStoryStep        *s = g_new0 (WgStoryStep, 1);

  s->n = n;
  s->sentence = linked (story, step->sentence);
  s->rulings = cite_all (story, (const char *const *) step->rulings,
                         g_strv_length (step->rulings));
  if (g_str_equal (step->command, "battle"))
    {
      s->battle = TRUE;
      s->cards = battle_cards (story, step, before);
      s->odds = battle_odds (story, step, before);
    }
  else if (g_str_equal (step->command, "ai-turn"))
    ai_battle_odds (story, s, n, before);
  return s;
}

static void
round_free (gpointer data)
{
  WgStoryRound *r = data;

  g_free (r->heading);
  g_free (r->caption);
  board_free (r->board);
  g_ptr_array_unref (r->steps);
  g_free (r);
}

/* Round @round: steps @first…@last (the round of the table before each),
 * the board as the round ended, then the steps in words. */
static void
tell_round (Story *story,
            int    round,
            guint  first,
            guint  last)
{
  const WgGame *end = g_ptr_array_index (story->replay->tables, last);
  WgStoryRound *r = g_new0 (WgStoryRound, 1);

  r->round = round;
  r->heading = g_strdup_printf (_ ("Round %d"), round);
  r->caption = g_strdup_printf (last > 0 ? _ ("The board at the end of round %d, after step %u")
                                         : _ ("The board at the start of round %d"),
                                round, last);
  r->board = board_new (end, r->caption);
  r->steps = g_ptr_array_new_with_free_func (step_free);
  g_ptr_array_add (story->doc->rounds, r);
  for (guint n = first; n <= last && n > 0; n++)
    g_ptr_array_add (r->steps,
                     tell_step (story, n, g_ptr_array_index (story->replay->tables, n - 1)));
}

static void
tell_rounds (Story *story)
{
  guint n_steps = story->record->steps->len;
  guint first = 1;

  if (n_steps == 0)
    {
      tell_round (story, story->record->start->round, 1, 0);
      return;
    }
  for (guint n = 1; n <= n_steps; n++)
    {
      const WgGame *before = g_ptr_array_index (story->replay->tables, n - 1);
      const WgGame *next =
        n < n_steps ? g_ptr_array_index (story->replay->tables, n) : NULL;

      if (next == NULL || next->round != before->round)
        {
          tell_round (story, before->round, first, n);
          first = n + 1;
        }
    }
}

static void
row_clear (gpointer data)
{
  g_free (((WgStoryRow *) data)->name);
}

/* The score as `warpgate-cli score` gives it: by category, then the
 * Objectives unjudged, the result or the standings, the rulings. */
static void
tell_score (Story        *story,
            const WgGame *game)
{
  WgStoryDoc *doc = story->doc;
  const char *columns[] = { _ ("Player"), _ ("Objectives"), _ ("Trade Goods"),
                            _ ("Tactics"), _ ("Technologies"), _ ("Exploration"),
                            _ ("Total"), _ ("Planets") };
  WgScore     score;
  g_auto (GStrv) unjudged = wg_score_describe_unjudged (game);
  g_autofree char *verdict = NULL;
  GPtrArray       *notes = g_ptr_array_new ();

  wg_score_compute (game, story->catalog, &score);
  doc->score_heading = g_strdup (game->game_over ? _ ("The final score") : _ ("The score so far"));
  memcpy (doc->columns, columns, sizeof columns);
  for (guint i = 0; i < score.n_lines; i++)
    {
      const WgScoreLine *l = &score.lines[i];
      WgStoryRow         row = { l->player, wg_cli_player_name (game, l->player), { l->objectives, l->trade_goods, l->tactics, l->technologies, l->exploration, l->total, l->controlled_planets } };

      g_array_append_val (doc->rows, row);
    }
  for (guint i = 0; unjudged[i] != NULL; i++)
    g_ptr_array_add (notes, linked (story, unjudged[i]));
  g_ptr_array_add (notes, NULL);
  doc->notes = (GStrv) g_ptr_array_free (notes, FALSE);
  if (wg_score_is_result (game, &score))
    verdict = wg_score_describe (game, &score);
  else if (score.n_lines > 0)
    verdict = wg_score_describe_standings (game, &score);
  if (verdict != NULL)
    doc->verdict = linked (story, verdict);
  doc->score_rulings = cite_all (story, (const char *const *) score.rulings.ids, score.rulings.n);
}

/* Every ruling cited, with its text, in the order first cited; a ruling's
 * text may cite another, which is added to the end. */
static void
tell_rulings (Story *story)
{
  WgStoryDoc *doc = story->doc;

  doc->appendix_heading = g_strdup (_ ("The rulings cited"));
  for (guint i = 0; i < doc->appendix->len; i++)
    {
      WgStoryRuling *r = g_ptr_array_index (doc->appendix, i);
      const char    *text = wg_ruling_text (r->id);

      r->text = linked (story, text != NULL ? text : _ ("A ruling this version does not know."));
    }
}

static void
ruling_free (gpointer data)
{
  WgStoryRuling *r = data;

  g_free (r->id);
  g_free (r->text);
  g_free (r);
}

static void
player_free (gpointer data)
{
  WgStoryPlayer *p = data;

  g_free (p->name);
  g_free (p);
}

void
wg_story_doc_free (WgStoryDoc *doc)
{
  if (doc == NULL)
    return;
  g_free (doc->title);
  g_ptr_array_unref (doc->players);
  g_free (doc->steps_line);
  g_free (doc->state_line);
  g_ptr_array_unref (doc->rounds);
  g_ptr_array_unref (doc->rules);
  g_ptr_array_unref (doc->owned);
  g_free (doc->score_heading);
  g_array_unref (doc->rows);
  g_strfreev (doc->notes);
  g_free (doc->verdict);
  g_strfreev (doc->score_rulings);
  g_free (doc->appendix_heading);
  g_ptr_array_unref (doc->appendix);
  g_free (doc);
}

static WgStoryDoc *
doc_new (void)
{
  WgStoryDoc *doc = g_new0 (WgStoryDoc, 1);

  doc->players = g_ptr_array_new_with_free_func (player_free);
  doc->rounds = g_ptr_array_new_with_free_func (round_free);
  doc->rules = g_ptr_array_new ();
  doc->owned = g_ptr_array_new_with_free_func (g_free);
  doc->rows = g_array_new (FALSE, TRUE, sizeof (WgStoryRow));
  g_array_set_clear_func (doc->rows, row_clear);
  doc->appendix = g_ptr_array_new_with_free_func (ruling_free);
  doc->ai_label = _ ("(the AI)");
  doc->odds_label = _ ("The odds before the draw:");
  doc->rulings_label = _ ("Rulings:");
  return doc;
}

/* The story of @record, told once; NULL when the record does not replay. */
static WgStoryDoc *
tell (const WgRecord  *record,
      const WgGame    *table,
      const WgCatalog *catalog,
      GError         **error)
{
  Story         story = { 0 };
  const WgGame *last;
  int           status = 0;

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
  story.doc = doc_new ();
  story.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  last = g_ptr_array_index (story.replay->tables, story.replay->n_agree);
  tell_header (&story, record->start, last);
  tell_rounds (&story);
  tell_score (&story, last);
  tell_rulings (&story);
  g_hash_table_unref (story.seen);
  wg_catalog_unref (story.catalog);
  wg_replay_free (story.replay);
  return story.doc;
}

char *
wg_story_html (const WgRecord  *record,
               const WgGame    *table,
               const WgCatalog *catalog,
               GError         **error)
{
  g_autoptr (WgStoryDoc) doc = NULL;

  g_return_val_if_fail (record != NULL, NULL);

  doc = tell (record, table, catalog, error);
  return doc != NULL ? wg_story_doc_to_html (doc) : NULL;
}

GBytes *
wg_story_pdf (const WgRecord  *record,
              const WgGame    *table,
              const WgCatalog *catalog,
              GError         **error)
{
  g_autoptr (WgStoryDoc) doc = NULL;

  g_return_val_if_fail (record != NULL, NULL);

  doc = tell (record, table, catalog, error);
  return doc != NULL ? wg_story_doc_to_pdf (doc, error) : NULL;
}
