/* wg-game-save-json.c — writing the game file
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "wg-explore-json.h"
#include "wg-game-json.h"
#include "wg-json-private.h"
#include "wg-i18n.h"

/* The game file as a JSON tree (wg_game_to_json): keys in the order of
 * docs/game-format.md; optional keys are left out when they hold their
 * default, so a written file reads like a hand-written one and loads back
 * to the same game. The file's text is printed without the tree, by
 * wg-game-print-json.c, which must say the same: a change here is made
 * there too (tests/core/test-game-print.c compares them). */

json_object *
wg_cell_to_json (const WgCell *c)
{
  json_object *o = json_object_new_object ();

  wg_json_add_int (o, "q", c->hex.q);
  wg_json_add_int (o, "r", c->hex.r);
  if (c->kind != WG_HEX_SPACE)
    wg_json_add_string (o, "kind", wg_hex_kind_to_string (c->kind));
  if (c->id != NULL)
    wg_json_add_string (o, "id", c->id);
  if (c->kind == WG_HEX_PLANET)
    wg_json_add_string (o, "type", wg_planet_type_to_string (c->type));
  if (c->kind == WG_HEX_PLANET && c->trade)
    wg_json_add_bool (o, "trade", TRUE);
  if (c->sector != NULL)
    wg_json_add_string (o, "sector", c->sector);
  if (c->kind == WG_HEX_WARPGATE)
    wg_json_add_string (o, "color", c->color);
  return o;
}

static json_object *
board_to_json (const WgBoard *board)
{
  json_object *o = json_object_new_object ();
  json_object *hexes = json_object_new_array ();

  if (wg_board_get_name (board) != NULL)
    wg_json_add_string (o, "name", wg_board_get_name (board));
  for (guint i = 0; i < wg_board_get_n_cells (board); i++)
    json_object_array_add (hexes, wg_cell_to_json (wg_board_get_cell (board, (int) i)));
  json_object_object_add (o, "hexes", hexes);
  wg_explore_tiles_to_json (board, o);
  return o;
}

static json_object *
technology_to_json (const WgTechnology *t)
{
  json_object *o = json_object_new_object ();

  if (t->name != NULL)
    wg_json_add_string (o, "name", t->name);
  wg_json_add_string (o, "type", wg_planet_type_to_string (t->type));
  if (t->vp.rule == WG_VP_PER_TRADE_GOOD)
    {
      json_object *vp = json_object_new_object ();

      wg_json_add_int (vp, "each", t->vp.value);
      wg_json_add_string (vp, "per", "trade-good");
      json_object_object_add (o, "vp", vp);
    }
  else if (t->vp.value != 2)
    wg_json_add_int (o, "vp", t->vp.value);
  return o;
}

static json_object *
tactic_to_json (const WgTactic *t)
{
  json_object *o = json_object_new_object ();

  if (t->card != NULL)
    wg_json_add_string (o, "card", t->card);
  if (t->name != NULL)
    wg_json_add_string (o, "name", t->name);
  if (t->has_kind)
    wg_json_add_string (o, "kind", wg_tactic_kind_to_string (t->kind));
  if (t->multiplier != WG_MULTIPLIER_UNKNOWN)
    wg_json_add_int (o, "multiplier", t->multiplier);
  return o;
}

static json_object *
objective_card_to_json (const WgPlanetType *type)
{
  json_object *o = json_object_new_object ();

  wg_json_add_string (o, "type", wg_planet_type_to_string (*type));
  return o;
}

static json_object *
ai_card_to_json (const WgAiCard *card)
{
  json_object *o = json_object_new_object ();

  wg_json_add_string (o, "kind", wg_ai_card_kind_to_string (card->kind));
  if (card->kind == WG_AI_CARD_OBJECTIVE)
    wg_json_add_string (o, "type", wg_planet_type_to_string (card->type));
  return o;
}

typedef json_object *(*ToJson) (gconstpointer element);

static json_object *
array_to_json (const GArray *array,
               ToJson        to_json)
{
  json_object *a = json_object_new_array ();
  guint        size = g_array_get_element_size ((GArray *) array);

  for (guint i = 0; i < array->len; i++)
    json_object_array_add (a, to_json (array->data + (gsize) i * size));
  return a;
}

static json_object *
deck_to_json (const WgDeck *deck,
              ToJson        to_json)
{
  json_object *o;

  if (!deck->known)
    return json_object_new_int64 (deck->count);
  if (!deck->unordered)
    return array_to_json (deck->cards, to_json);
  /* The extension for a reshuffled pile (R-DECK-3). */
  o = json_object_new_object ();
  json_object_object_add (o, "unknown_order", array_to_json (deck->cards, to_json));
  return o;
}

static json_object *
objectives_to_json (const GArray *objectives)
{
  json_object *a = json_object_new_array ();

  for (guint i = 0; i < objectives->len; i++)
    {
      const WgObjective *obj = &g_array_index (objectives, WgObjective, i);
      json_object       *o = json_object_new_object ();

      wg_json_add_string (o, "type", wg_planet_type_to_string (obj->type));
      wg_json_add_string (o, "status", wg_objective_status_to_string (obj->status));
      if (obj->name != NULL)
        wg_json_add_string (o, "name", obj->name);
      json_object_array_add (a, o);
    }
  return a;
}

static json_object *
player_to_json (const WgGame   *game,
                const WgPlayer *p)
{
  json_object *o = json_object_new_object ();

  wg_json_add_string (o, "color", p->color);
  if (p->name != NULL)
    wg_json_add_string (o, "name", p->name);
  if (p->ai)
    wg_json_add_bool (o, "ai", TRUE);
  if (p->faction != NULL)
    wg_json_add_string (o, "faction", p->faction);
  if (p->side != 0)
    wg_json_add_string (o, "side", p->side == 'A' ? "A" : "B");
  if (p->ships_total != WG_MAX_SHIPS)
    wg_json_add_int (o, "ships_total", p->ships_total);
  if (p->markers_total != WG_MAX_MARKERS)
    wg_json_add_int (o, "markers_total", p->markers_total);
  if (p->trade_goods_unspent != 0 || p->trade_goods_spent != 0)
    {
      json_object *tg = json_object_new_object ();

      wg_json_add_int (tg, "unspent", p->trade_goods_unspent);
      wg_json_add_int (tg, "spent", p->trade_goods_spent);
      json_object_object_add (o, "trade_goods", tg);
    }
  if (p->technologies->len > 0)
    json_object_object_add (o, "technologies",
                            array_to_json (p->technologies, (ToJson) technology_to_json));
  if (p->objectives->len > 0)
    json_object_object_add (o, "objectives", objectives_to_json (p->objectives));
  if (p->tactics->len > 0)
    json_object_object_add (o, "tactics", array_to_json (p->tactics, (ToJson) tactic_to_json));
  if (p->exploration_tokens != 0)
    wg_json_add_int (o, "exploration_tokens", p->exploration_tokens);
  wg_explore_player_to_json (game, p, o);
  /* Extensions (docs/game-format.md): written only when used, so other files stay plain
   * version 1. */
  if (p->actions_tracked)
    {
      json_object *cards = json_object_new_object ();

      wg_json_add_int (cards, "deck", p->action_deck);
      wg_json_add_int (cards, "hand", p->action_hand);
      wg_json_add_int (cards, "played", p->action_played);
      wg_json_add_int (cards, "discard", p->action_discard);
      json_object_object_add (o, "action_cards", cards);
    }
  return o;
}

static json_object *
pieces_to_json (const WgGame *game)
{
  json_object *o = json_object_new_object ();
  json_object *ships = json_object_new_array ();
  json_object *markers = json_object_new_array ();
  json_object *drones = json_object_new_array ();
  guint        n_locations = wg_board_get_n_locations (game->board);

  for (guint i = 0; i < n_locations; i++)
    {
      int            cell = wg_board_get_location (game->board, i);
      const WgStack *s = &game->stacks[cell];
      const char    *id = wg_board_get_cell (game->board, cell)->id;

      if (s->ship_owner != WG_NO_PLAYER && s->ships > 0)
        {
          json_object *e = json_object_new_object ();

          wg_json_add_string (e, "at", id);
          wg_json_add_string (e, "color", game->players[s->ship_owner].color);
          wg_json_add_int (e, "count", s->ships);
          json_object_array_add (ships, e);
        }
      if (s->marker_owner != WG_NO_PLAYER)
        {
          json_object *e = json_object_new_object ();

          wg_json_add_string (e, "at", id);
          wg_json_add_string (e, "color", game->players[s->marker_owner].color);
          wg_json_add_string (e, "side", wg_marker_side_to_string (s->marker_side));
          json_object_array_add (markers, e);
        }
    }
  for (guint p = 0; p < game->n_players; p++)
    if (game->drones[p] >= 0)
      {
        json_object *e = json_object_new_object ();

        wg_json_add_string (e, "at", wg_board_get_cell (game->board, game->drones[p])->id);
        wg_json_add_string (e, "color", game->players[p].color);
        json_object_array_add (drones, e);
      }
  json_object_object_add (o, "ships", ships);
  json_object_object_add (o, "markers", markers);
  json_object_object_add (o, "drones", drones);
  return o;
}

static json_object *
pool_to_json (const WgDeck *deck,
              const char   *list_key,
              const GArray *list,
              ToJson        to_json)
{
  json_object *o = json_object_new_object ();

  json_object_object_add (o, "deck", deck_to_json (deck, to_json));
  json_object_object_add (o, list_key, array_to_json (list, to_json));
  return o;
}

static json_object *
pools_to_json (const WgGame *game)
{
  json_object *o = json_object_new_object ();

  wg_json_add_int (o, "trade_goods", game->trade_goods);
  json_object_object_add (o, "technologies",
                          pool_to_json (&game->technology_deck, "available", game->technologies,
                                        (ToJson) technology_to_json));
  json_object_object_add (o, "objectives",
                          pool_to_json (&game->objective_deck, "available", game->objectives,
                                        (ToJson) objective_card_to_json));
  json_object_object_add (o, "promotion",
                          pool_to_json (&game->promotion_deck, "discard", game->promotion_discard,
                                        (ToJson) tactic_to_json));
  return o;
}

static json_object *
turn_to_json (const WgGame *game)
{
  json_object *o = json_object_new_object ();

  wg_json_add_int (o, "round", game->round);
  wg_json_add_int (o, "turn", game->turn);
  if (game->n_players > 0)
    {
      wg_json_add_string (o, "first_player", game->players[game->first_player].color);
      wg_json_add_string (o, "active", game->players[game->active].color);
    }
  if (game->final_round)
    wg_json_add_bool (o, "final_round", TRUE);
  if (game->game_over)
    wg_json_add_bool (o, "game_over", TRUE);
  if (game->acted)
    wg_json_add_bool (o, "acted", TRUE);
  return o;
}

static json_object *
ai_to_json (const WgGame *game)
{
  const WgAiState *ai = &game->ai;
  json_object     *o = json_object_new_object ();
  json_object     *tactics = json_object_new_object ();

  wg_json_add_string (o, "color", game->players[ai->player].color);
  json_object_object_add (o, "deck", array_to_json (ai->deck, (ToJson) ai_card_to_json));
  json_object_object_add (o, "discard", array_to_json (ai->discard, (ToJson) ai_card_to_json));
  json_object_object_add (o, "played", array_to_json (ai->played, (ToJson) ai_card_to_json));
  json_object_object_add (tactics, "deck",
                          array_to_json (ai->tactics_deck, (ToJson) tactic_to_json));
  json_object_object_add (tactics, "discard",
                          array_to_json (ai->tactics_discard, (ToJson) tactic_to_json));
  if (ai->tactics_unknown)
    wg_json_add_string (tactics, "order", "unknown");
  json_object_object_add (o, "tactics", tactics);
  if (ai->has_seed)
    wg_json_add_int (o, "seed", ai->seed);
  if (ai->shuffles > 0)
    wg_json_add_int (o, "shuffles", ai->shuffles);
  if (ai->deck_unknown)
    wg_json_add_string (o, "deck_order", "unknown");
  return o;
}

/* The tree of the game file's text (wg-game-print-json.c prints the same
 * text without it: tests/core/test-game-print.c). */
json_object *
wg_game_to_json (const WgGame *game)
{
  json_object *root, *players;

  g_return_val_if_fail (game != NULL, NULL);
  root = json_object_new_object ();
  wg_json_add_string (root, "format", WG_GAME_FORMAT_NAME);
  wg_json_add_int (root, "version", WG_GAME_FORMAT_VERSION);
  json_object_object_add (root, "board", board_to_json (game->board));
  players = json_object_new_array ();
  for (guint i = 0; i < game->n_players; i++)
    json_object_array_add (players, player_to_json (game, &game->players[i]));
  json_object_object_add (root, "players", players);
  json_object_object_add (root, "pieces", pieces_to_json (game));
  json_object_object_add (root, "pools", pools_to_json (game));
  json_object_object_add (root, "turn", turn_to_json (game));
  if (game->ai.player != WG_NO_PLAYER)
    json_object_object_add (root, "ai", ai_to_json (game));
  if (!game->warpgates_block)
    {
      json_object *rules = json_object_new_object ();

      wg_json_add_bool (rules, "warpgates_block", FALSE);
      json_object_object_add (root, "house_rules", rules);
    }
  if (game->exploration)
    json_object_object_add (root, "exploration", wg_explore_to_json (game));
  return root;
}

char *
wg_game_to_data (const WgGame *game,
                 gsize        *length)
{
  GString *out;

  g_return_val_if_fail (game != NULL, NULL);
  out = g_string_sized_new (16384);
  wg_game_print (out, game, TRUE, NULL);
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

gboolean
wg_game_save_to_file (const WgGame *game,
                      const char   *path,
                      GError      **error)
{
  g_autofree char *data = NULL;
  gsize            length = 0;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = wg_game_to_data (game, &length);
  return wg_json_write_file (path, data, length, error);
}

/* Keeps the file at @path, if there is one, as PATH~, the way GIO's
 * g_file_replace does: the old backup goes, then a hard link to the file
 * takes its name (no copy, and the file itself is never opened for
 * writing); where hard links are not possible, a copy. A crash in between
 * loses at most the old backup: the file is still there. */
static gboolean
keep_backup (const char *path,
             GError    **error)
{
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  GStatBuf         st;
  int              saved_errno;

  if (g_lstat (path, &st) != 0)
    {
      if (errno == ENOENT)
        return TRUE; /* a new file: nothing to keep */
      saved_errno = errno;
      goto failed;
    }
  if (!S_ISREG (st.st_mode) && !S_ISLNK (st.st_mode))
    return TRUE; /* not a file: saving over it will say why */
  if (g_unlink (backup) != 0 && errno != ENOENT)
    {
      saved_errno = errno;
      goto failed;
    }
  if (link (path, backup) != 0)
    {
      g_autoptr (GFile) from = g_file_new_for_path (path);
      g_autoptr (GFile) to = g_file_new_for_path (backup);
      g_autoptr (GError) copy_error = NULL;

      if (!g_file_copy (from, to, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL,
                        NULL, NULL, &copy_error))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                       _ ("Cannot keep a backup of %s: %s"), path, copy_error->message);
          return FALSE;
        }
    }
  return TRUE;

failed:
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _ ("Cannot keep a backup of %s: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

gboolean
wg_game_save_to_file_with_backup (const WgGame *game,
                                  const char   *path,
                                  GError      **error)
{
  g_autofree char *data = NULL;
  gsize            length = 0;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = wg_game_to_data (game, &length);
  return wg_game_data_save_with_backup (path, data, length, error);
}

gboolean
wg_game_data_save_with_backup (const char *path,
                               const char *data,
                               gsize       length,
                               GError    **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  /* The backup is of the file a link names, beside it (the link itself
   * would show the new text). */
  g_autofree char *target = wg_json_resolve_path (path);

  /* A file the save would refuse keeps its backup as it was. */
  return wg_json_check_replaceable (path, error) && keep_backup (target, error)
         && wg_json_write_file (path, data, length, error);
}
