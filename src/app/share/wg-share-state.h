/* wg-share-state.h — what the shared page shows of the table, as one JSON document
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-ai-model.h"
#include "wg-score-model.h"
#include "wg-session.h"
#include "wg-share-svg.h"

G_BEGIN_DECLS

/* The last range or withdrawal measured: kept when the ruler is cleared,
 * so that the page goes on showing it (dimmed) until the next one. */
typedef struct
{
  char   *text;  /* the session's status sentences */
  GArray *path;  /* WgHex, start to end; may be empty */
  int     range; /* or -1 */
} WgShareMeasure;

void    wg_share_measure_clear (WgShareMeasure *measure);
/* The ruler's path from its start to its end, both included (WgHex);
 * empty when nothing is measured or the end is unreachable. */
GArray *wg_share_measure_path (WgSession *session);

/*
 * The state of the table as the page reads it, a JSON object:
 *   "seq"          the number of the state (each push counts one)
 *   "version"      the table's version: it changes only when the game does
 *                  (a step, undo, redo, another game); a page's POST
 *                  carries it (wg-share-server-post.c)
 *   "board"        the board's name
 *   "round", "slot", "final_round", "game_over"
 *   "turn"         whose turn, as the app names the player; "turn_color"
 *   "players"      [{ "name", "color" (#rrggbb), "id" (the file's colour), "ai",
 *                   "active" }]
 *   "gatekeepers"  null, or { "card", "action", "question", "steps": […],
 *                  "note" }: the AI panel's instructions (solo games)
 *   "measure"      null, or { "text", "path": [location ids or "q,r"],
 *                  "range", "current" }
 *   "score"        null until the game is over, then { "columns": […],
 *                  "rows": [{ "name", "color", "values": […], "winner" }],
 *                  "winner", "tiebreak", "notes": […] }
 *   "svg"          the board (wg_share_svg_board)
 * Sentences are the app's own, in the app's language. @ai and @score may
 * be NULL; @measure is updated from the session's ruler first.
 */
char   *wg_share_state_build (WgSession               *session,
                              WgAiModel               *ai,
                              WgScoreModel            *score,
                              WgShareMeasure          *measure,
                              const WgShareSvgOptions *options,
                              guint64                  seq,
                              guint64                  version);

/*
 * A player's hand, for that player's own address only (never the watch
 * one's), a JSON object of only what the game file records:
 *   "name", "color", "active"
 *   "score"         [{ "title", "value" }]: the score sheet's columns for
 *                   this player so far (wg_score_compute)
 *   "tactics"       [{ "title", "detail", "card" (the catalog id, or
 *                   null), "multiplier" (null: not known) }]
 *   "objectives"    [{ "type", "name" (or null), "status": "held" |
 *                   "completed" | "failed" }]
 *   "technologies"  [{ "title", "detail" }]
 *   "trade_goods"   { "unspent", "spent" }
 *   "tokens"        only in the Exploration variant: { "held",
 *                   "secret_technologies", "discoveries": [{ "name",
 *                   "text", "used" }] }
 * @catalog (may be NULL) names Tactics cards given by catalog id.
 */
char   *wg_share_state_hand (const WgGame    *game,
                             const WgCatalog *catalog,
                             int              player);
/* @state (wg_share_state_build) with "you": @hand added. */
char   *wg_share_state_with_hand (const char *state,
                                  const char *hand);

/* Appends @str to @out as a JSON string, quotes included. */
void    wg_share_json_string (GString    *out,
                              const char *str);
/* Appends ,"@key": and @value as a JSON string, or null. */
void    wg_share_json_member (GString    *out,
                              const char *key,
                              const char *value);
/* Appends {"error": @text} (with "ruling": @ruling unless NULL) and a
 * newline to @out, what a page shows of a refusal; returns @status, for
 * a handler to return. */
guint   wg_share_json_error (GString    *out,
                             guint       status,
                             const char *text,
                             const char *ruling);

G_END_DECLS
