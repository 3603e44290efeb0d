/* wg-share-state.c — what the shared page shows of the table, as one JSON document
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wg-explore.h"
#include "wg-palette.h"
#include "wg-range.h"
#include "wg-score.h"
#include "wg-share-state.h"
#include "wg-words.h"

void
wg_share_json_string (GString    *out,
                      const char *str)
{
  g_string_append_c (out, '"');
  for (const char *p = str != NULL ? str : ""; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      /* "</" inside a string cannot end a <script> it is pasted into. */
      else if (c == '/' && p > str && p[-1] == '<')
        g_string_append (out, "\\/");
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

void
wg_share_json_member (GString    *out,
                      const char *key,
                      const char *value)
{
  g_string_append_printf (out, ",\"%s\":", key);
  if (value != NULL)
    wg_share_json_string (out, value);
  else
    g_string_append (out, "null");
}

guint
wg_share_json_error (GString    *out,
                     guint       status,
                     const char *text,
                     const char *ruling)
{
  g_string_append (out, "{\"error\":");
  wg_share_json_string (out, text);
  if (ruling != NULL)
    wg_share_json_member (out, "ruling", ruling);
  g_string_append (out, "}\n");
  return status;
}

static void
key (GString    *out,
     const char *name)
{
  if (out->len > 0 && out->str[out->len - 1] != '{')
    g_string_append_c (out, ',');
  wg_share_json_string (out, name);
  g_string_append_c (out, ':');
}

static void
key_string (GString    *out,
            const char *name,
            const char *value)
{
  key (out, name);
  if (value == NULL)
    g_string_append (out, "null");
  else
    wg_share_json_string (out, value);
}

static void
key_int (GString    *out,
         const char *name,
         gint64      value)
{
  key (out, name);
  g_string_append_printf (out, "%" G_GINT64_FORMAT, value);
}

static void
key_bool (GString    *out,
          const char *name,
          gboolean    value)
{
  key (out, name);
  g_string_append (out, value ? "true" : "false");
}

static void
key_color (GString    *out,
           const char *name,
           const char *color)
{
  GdkRGBA rgba;
  char    hex[8];

  wg_palette_player_color (color, &rgba);
  g_snprintf (hex, sizeof hex, "#%02x%02x%02x", (int) lround (rgba.red * 255),
              (int) lround (rgba.green * 255), (int) lround (rgba.blue * 255));
  key_string (out, name, hex);
}

void
wg_share_measure_clear (WgShareMeasure *measure)
{
  g_clear_pointer (&measure->text, g_free);
  g_clear_pointer (&measure->path, g_array_unref);
  measure->range = -1;
}

GArray *
wg_share_measure_path (WgSession *session)
{
  const WgGame *game = wg_session_get_game (session);
  const GArray *crossed = wg_session_get_path (session);
  int           from = wg_session_get_ruler_from (session), to = wg_session_get_ruler_to (session);
  GArray       *path = g_array_new (FALSE, FALSE, sizeof (WgHex));

  if (game == NULL || crossed == NULL || from < 0 || to < 0)
    return path;
  g_array_append_val (path, wg_board_get_cell (game->board, from)->hex);
  g_array_append_vals (path, crossed->data, crossed->len);
  g_array_append_val (path, wg_board_get_cell (game->board, to)->hex);
  return path;
}

/* The ruler's measurement, when there is one, replaces the last kept. */
static gboolean
update_measure (WgSession      *session,
                WgShareMeasure *measure)
{
  const char *status = wg_session_get_status (session);
  if (wg_session_get_ruler_to (session) < 0 || status == NULL || *status == '\0')
    return FALSE;
  wg_share_measure_clear (measure);
  measure->text = g_strdup (status);
  measure->path = wg_share_measure_path (session);
  measure->range = wg_session_get_range (session);
  if (measure->range == WG_RANGE_UNREACHABLE)
    measure->range = -1;
  return TRUE;
}

static void
add_measure (GString              *out,
             const WgGame         *game,
             const WgShareMeasure *measure,
             gboolean              current)
{
  key (out, "measure");
  if (measure->text == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '{');
  key_string (out, "text", measure->text);
  key (out, "path");
  g_string_append_c (out, '[');
  for (guint i = 0; measure->path != NULL && i < measure->path->len; i++)
    {
      WgHex            hex = g_array_index (measure->path, WgHex, i);
      int              cell = wg_board_lookup (game->board, hex);
      const WgCell    *c = cell >= 0 ? wg_board_get_cell (game->board, cell) : NULL;
      g_autofree char *label = c != NULL && c->id != NULL ? g_strdup (c->id)
                                                          : g_strdup_printf ("%d,%d", hex.q, hex.r);

      if (i > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, label);
    }
  g_string_append_c (out, ']');
  key_int (out, "range", measure->range);
  key_bool (out, "current", current);
  g_string_append_c (out, '}');
}

static void
add_players (GString      *out,
             const WgGame *game)
{
  key (out, "players");
  g_string_append_c (out, '[');
  for (guint i = 0; i < game->n_players; i++)
    {
      g_autofree char *name = wg_words_player_title (game, (int) i);

      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      key_string (out, "name", name);
      key_color (out, "color", wg_game_player_color (game, (int) i));
      /* The colour as the file names it: what an ask names a player by. */
      key_string (out, "id", wg_game_player_color (game, (int) i));
      key_bool (out, "ai", (int) i == game->ai.player);
      key_bool (out, "active", (int) i == game->active);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

/* The Gatekeepers' instructions as the AI panel lists them. */
static void
add_gatekeepers (GString   *out,
                 WgAiModel *ai)
{
  const WgAiTurn  *turn;
  g_autofree char *question = NULL;

  key (out, "gatekeepers");
  if (ai == NULL || !wg_ai_model_is_solo (ai))
    {
      g_string_append (out, "null");
      return;
    }
  turn = wg_ai_model_get_turn (ai);
  question = wg_ai_model_describe_question (ai);
  g_string_append_c (out, '{');
  key_string (out, "card", wg_ai_model_get_card_label (ai));
  key_string (out, "action", wg_ai_model_get_action_label (ai));
  key_string (out, "question", question);
  key (out, "steps");
  g_string_append_c (out, '[');
  for (guint i = 0; wg_ai_model_get_state (ai) == WG_AI_MODEL_READY && turn != NULL
                    && turn->question == NULL && i < turn->steps->len;
       i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, ((WgAiStep *) g_ptr_array_index (turn->steps, i))->text);
    }
  g_string_append_c (out, ']');
  key_string (out, "note", wg_ai_model_get_reason (ai));
  g_string_append_c (out, '}');
}

static void
add_score (GString      *out,
           WgScoreModel *score)
{
  const char *const *notes;

  key (out, "score");
  if (score == NULL || wg_score_model_get_game (score) == NULL || !wg_score_model_get_game_over (score))
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '{');
  key (out, "columns");
  g_string_append_c (out, '[');
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    {
      if (c > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, wg_score_column_title (c));
    }
  g_string_append (out, "]");
  key (out, "rows");
  g_string_append_c (out, '[');
  for (guint r = 0; r < wg_score_model_get_n_rows (score); r++)
    {
      if (r > 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      key_string (out, "name", wg_score_model_get_name (score, r));
      key_color (out, "color", wg_score_model_get_color (score, r));
      key_bool (out, "winner", wg_score_model_get_is_winner (score, r));
      key (out, "values");
      g_string_append_c (out, '[');
      for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
        g_string_append_printf (out, "%s%d", c > 0 ? "," : "",
                                wg_score_model_get_value (score, r, c));
      g_string_append (out, "]}");
    }
  g_string_append_c (out, ']');
  key_string (out, "winner", wg_score_model_get_winner_text (score));
  key_string (out, "tiebreak", wg_score_model_get_tiebreak_text (score));
  key (out, "notes");
  g_string_append_c (out, '[');
  notes = wg_score_model_get_notes (score);
  for (guint i = 0; notes[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, notes[i]);
    }
  g_string_append (out, "]}");
}

char *
wg_share_state_build (WgSession               *session,
                      WgAiModel               *ai,
                      WgScoreModel            *score,
                      WgShareMeasure          *measure,
                      const WgShareSvgOptions *options,
                      guint64                  seq,
                      guint64                  version)
{
  const WgGame     *game = wg_session_get_game (session);
  GString          *out = g_string_new ("{");
  WgShareSvgOptions svg_options = *options;
  gboolean          current;
  g_autofree char  *turn = NULL;
  g_autofree char  *svg = NULL;

  key_int (out, "seq", (gint64) seq);
  key_int (out, "version", (gint64) version);
  if (game == NULL)
    {
      g_string_append_c (out, '}');
      return g_string_free (out, FALSE);
    }
  current = update_measure (session, measure);
  turn = wg_words_player_title (game, game->active);
  key_string (out, "board", wg_board_get_name (game->board));
  key_int (out, "round", game->round);
  key_int (out, "slot", game->turn);
  key_bool (out, "final_round", game->final_round);
  key_bool (out, "game_over", game->game_over);
  key_string (out, "turn", turn);
  key_color (out, "turn_color", wg_game_player_color (game, game->active));
  add_players (out, game);
  add_gatekeepers (out, ai);
  add_measure (out, game, measure, current);
  add_score (out, score);
  /* The path is drawn only while the ruler shows it. */
  svg_options.path = current ? measure->path : NULL;
  svg_options.range = current ? measure->range : -1;
  svg = wg_share_svg_board (game, &svg_options);
  key_string (out, "svg", svg);
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

/* ---- A player's hand (their own address only) ---- */

static void
add_tactics (GString         *out,
             const WgCatalog *catalog,
             const WgPlayer  *p)
{
  key (out, "tactics");
  g_string_append_c (out, '[');
  for (guint i = 0; i < p->tactics->len; i++)
    {
      const WgTactic  *t = &g_array_index (p->tactics, WgTactic, i);
      g_autofree char *title = wg_words_tactic_title (catalog, t);
      g_autofree char *detail = wg_words_tactic_detail (catalog, t);

      g_string_append (out, i > 0 ? ",{" : "{");
      key_string (out, "title", title);
      key_string (out, "detail", detail);
      /* The catalog id, or null: what the odds ask names the card by. */
      key (out, "card");
      if (t->card != NULL)
        wg_share_json_string (out, t->card);
      else
        g_string_append (out, "null");
      key (out, "multiplier");
      /* Only what the file records: an unknown multiplier stays unknown. */
      if (t->multiplier == WG_MULTIPLIER_UNKNOWN)
        g_string_append (out, "null");
      else
        g_string_append_printf (out, "%d", t->multiplier);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

static void
add_objectives (GString        *out,
                const WgPlayer *p)
{
  key (out, "objectives");
  g_string_append_c (out, '[');
  for (guint i = 0; i < p->objectives->len; i++)
    {
      const WgObjective *o = &g_array_index (p->objectives, WgObjective, i);

      g_string_append (out, i > 0 ? ",{" : "{");
      key_string (out, "type", wg_planet_type_display_name (o->type));
      key_string (out, "name", o->name);
      key_string (out, "status", wg_objective_status_to_string (o->status));
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

static void
add_technologies (GString        *out,
                  const WgPlayer *p)
{
  key (out, "technologies");
  g_string_append_c (out, '[');
  for (guint i = 0; i < p->technologies->len; i++)
    {
      const WgTechnology *t = &g_array_index (p->technologies, WgTechnology, i);
      g_autofree char    *title = wg_words_technology_title (t);
      g_autofree char    *detail = wg_words_technology_detail (t);

      g_string_append (out, i > 0 ? ",{" : "{");
      key_string (out, "title", title);
      key_string (out, "detail", detail);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

/* Exploration: the tokens counted, those held by name, those turned
 * face down by secret-technology (R-EXP-3, R-EXP-9, R-EXP-10). */
static void
add_tokens (GString        *out,
            const WgPlayer *p)
{
  key (out, "tokens");
  g_string_append_c (out, '{');
  key_int (out, "held", wg_explore_tokens_held (p));
  key_int (out, "secret_technologies", p->secret_technologies);
  key (out, "discoveries");
  g_string_append_c (out, '[');
  for (guint i = 0; p->discoveries != NULL && i < p->discoveries->len; i++)
    {
      const WgDiscovery *d = &g_array_index (p->discoveries, WgDiscovery, i);

      g_string_append (out, i > 0 ? ",{" : "{");
      key_string (out, "name", wg_token_display_name (d->token));
      key_string (out, "text", wg_token_text (d->token));
      key_bool (out, "used", d->used);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}");
}

/* The player's VP so far, as the score sheet counts them (wg_score_compute). */
static void
add_own_score (GString         *out,
               const WgGame    *game,
               const WgCatalog *catalog,
               int              player)
{
  WgScore            score = { 0 };
  const WgScoreLine *l;
  int                values[WG_SCORE_N_COLUMNS];

  wg_score_compute (game, catalog, &score);
  l = &score.lines[player];
  values[WG_SCORE_COLUMN_OBJECTIVES] = l->objectives;
  values[WG_SCORE_COLUMN_TRADE_GOODS] = l->trade_goods;
  values[WG_SCORE_COLUMN_TACTICS] = l->tactics;
  values[WG_SCORE_COLUMN_TECHNOLOGIES] = l->technologies;
  values[WG_SCORE_COLUMN_EXPLORATION] = l->exploration;
  values[WG_SCORE_COLUMN_TOTAL] = l->total;
  values[WG_SCORE_COLUMN_PLANETS] = l->controlled_planets;
  key (out, "score");
  g_string_append_c (out, '[');
  for (int c = 0; c < WG_SCORE_N_COLUMNS; c++)
    {
      g_string_append (out, c > 0 ? ",{" : "{");
      key_string (out, "title", wg_score_column_title (c));
      key_int (out, "value", values[c]);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

char *
wg_share_state_hand (const WgGame    *game,
                     const WgCatalog *catalog,
                     int              player)
{
  const WgPlayer  *p;
  GString         *out = g_string_new ("{");
  g_autofree char *name = NULL;

  g_return_val_if_fail (game != NULL && player >= 0 && (guint) player < game->n_players, NULL);

  p = &game->players[player];
  name = wg_words_player_title (game, player);
  key_string (out, "name", name);
  key_color (out, "color", p->color);
  key_bool (out, "active", player == game->active);
  add_own_score (out, game, catalog, player);
  add_tactics (out, catalog, p);
  add_objectives (out, p);
  add_technologies (out, p);
  key (out, "trade_goods");
  g_string_append_c (out, '{');
  key_int (out, "unspent", p->trade_goods_unspent);
  key_int (out, "spent", p->trade_goods_spent);
  g_string_append_c (out, '}');
  if (game->exploration)
    add_tokens (out, p);
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

char *
wg_share_state_with_hand (const char *state,
                          const char *hand)
{
  gsize len = strlen (state);

  /* @state is one object: its closing brace gives way to "you". */
  g_return_val_if_fail (len >= 2 && state[len - 1] == '}', NULL);
  return g_strdup_printf ("%.*s%s\"you\":%s}", (int) (len - 1), state,
                          len > 2 ? "," : "", hand);
}
