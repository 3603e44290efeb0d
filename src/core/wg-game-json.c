/* wg-game-json.c — reading the game file, with every check of docs/game-format.md
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-explore-json.h"
#include "wg-game-json.h"
#include "wg-json-private.h"
#include "wg-i18n.h"
#include "wg-record-json.h"
#include "wg-turn.h"

/* Bounds the format leaves open, chosen so no honest table comes near them
 * and no hostile file can make the reader work hard. */
#define MAX_CARDS        200  /* any list of cards */
#define MAX_PIECES       2000 /* entries of pieces.ships / markers / drones */
#define MAX_COUNT        999  /* Trade Goods, deck sizes, tokens, rounds */
#define MAX_NAME_CHARS   64
#define MAX_VP           99
#define MAX_ACTION_CARDS 99 /* an Action deck, hand or discard (extension) */

/* R-DECK-2: Technologies and Objectives have one of the five types, never
 * the Ancients homeworld (the same words, in the same order, without it). */
static const char *const card_type_words[] = {
  "desert",
  "jungle",
  "volcanic",
  "oceanic",
  "arctic",
  NULL,
};
#define CARD_TYPE_RULE _ ("a planet type for a card (never ancients, R-DECK-2)")
static const char *const hex_kind_words[] = { "space", "planet", "warpgate", NULL };
static const char *const side_words[] = { "outpost", "colony", NULL };
static const char *const tactic_kind_words[] = { "basic", "hero", "advanced", NULL };
static const char *const status_words[] = { "held", "completed", "failed", NULL };
static const char *const ai_card_words[] = { "objective", "technology", "tactic", "action",
                                             NULL };
static const char *const faction_side_words[] = { "A", "B", NULL };

#define ID_RULE    _ ("1–32 letters, digits, - or _")
#define COLOR_RULE _ ("1–16 lower-case letters a–z")
#define SLUG_RULE  _ ("1–48 lower-case letters, digits or -")

typedef struct
{
  WgSchema  *s;
  WgGame    *game;
  gboolean   board_ok; /* location references can be checked */
  GPtrArray *colors;   /* colours the players array declares (borrowed) */
} Loader;

/* Runs @read on each element of @array with the path pushed. */
#define FOR_EACH_ELEMENT(loader, array, i, element)                                   \
  for (gsize i = 0, i##_n = (array) ? json_object_array_length (array) : 0, i##_mark; \
       i < i##_n                                                                      \
       && ((i##_mark = wg_schema_push_index ((loader)->s, i)), 1)                     \
       && ((element = json_object_array_get_idx ((array), i)), 1);                    \
       wg_schema_pop ((loader)->s, i##_mark), i++)

static gsize
push_key (Loader     *l,
          const char *key)
{
  return wg_schema_push_key (l->s, key);
}

static void
pop (Loader *l,
     gsize   mark)
{
  wg_schema_pop (l->s, mark);
}

/* A player colour that must exist; returns the player index or -1. */
static int
read_player_ref (Loader      *l,
                 json_object *object,
                 const char  *key,
                 gboolean     required)
{
  const char *color = NULL;
  int         player;

  if (!wg_schema_string (l->s, object, key, required, wg_is_valid_color, COLOR_RULE, 0, &color))
    return -1;
  player = wg_game_find_player (l->game, color);
  if (player < 0)
    wg_schema_error_at (l->s, key, _ ("no player is %s"), color);
  return player;
}

/* A location id that must exist on the board; returns its cell or -1. */
static int
read_location_ref (Loader      *l,
                   json_object *object,
                   const char  *key)
{
  const char *id = NULL;
  int         cell;

  if (!wg_schema_string (l->s, object, key, TRUE, wg_is_valid_id, ID_RULE, 0, &id))
    return -1;
  if (!l->board_ok)
    return -1;
  cell = wg_board_find_location (l->game->board, id);
  if (cell < 0)
    wg_schema_error_at (l->s, key, _ ("no planet or warpgate is called “%s”"), id);
  return cell;
}

/* Board */

static const char *const hex_keys[] = { "q", "r", "kind", "id", "type", "trade", "sector",
                                        "color", NULL };

static gboolean
read_cell (Loader      *l,
           json_object *o,
           WgCell      *cell)
{
  guint       before = l->s->problems->len;
  int         kind = WG_HEX_SPACE, type = -1;
  const char *id = NULL, *sector = NULL, *color = NULL;
  gboolean    trade = FALSE;

  if (!wg_schema_object (l->s, o, hex_keys))
    return FALSE;
  wg_schema_int (l->s, o, "q", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &cell->hex.q);
  wg_schema_int (l->s, o, "r", TRUE, WG_HEX_COORD_MIN, WG_HEX_COORD_MAX, &cell->hex.r);
  wg_schema_word (l->s, o, "kind", FALSE, hex_kind_words, _ ("a kind of hex"), &kind);
  cell->kind = (WgHexKind) kind;

  if (json_object_object_get_ex (o, "id", NULL) && kind == WG_HEX_SPACE)
    wg_schema_error_at (l->s, "id", _ ("space hexes have no id"));
  else
    wg_schema_string (l->s, o, "id", kind != WG_HEX_SPACE, wg_is_valid_id, ID_RULE, 0, &id);

  if (kind == WG_HEX_PLANET)
    wg_schema_word (l->s, o, "type", TRUE, wg_planet_type_words, _ ("a planet type"), &type);
  else if (json_object_object_get_ex (o, "type", NULL))
    wg_schema_error_at (l->s, "type", _ ("only planets have a type"));

  if (kind == WG_HEX_PLANET)
    wg_schema_bool (l->s, o, "trade", FALSE, &trade);
  else if (json_object_object_get_ex (o, "trade", NULL))
    wg_schema_error_at (l->s, "trade", _ ("only planets have a trade icon"));

  if (kind == WG_HEX_WARPGATE && json_object_object_get_ex (o, "sector", NULL))
    wg_schema_error_at (l->s, "sector", _ ("warpgates belong to no sector (R-CTRL-1)"));
  else
    wg_schema_string (l->s, o, "sector", FALSE, wg_is_valid_id, ID_RULE, 0, &sector);

  if (kind == WG_HEX_WARPGATE)
    {
      if (wg_schema_string (l->s, o, "color", TRUE, wg_is_valid_color, COLOR_RULE, 0, &color)
          && !g_ptr_array_find_with_equal_func (l->colors, color, g_str_equal, NULL))
        wg_schema_error_at (l->s, "color", _ ("no player is %s"), color);
    }
  else if (json_object_object_get_ex (o, "color", NULL))
    wg_schema_error_at (l->s, "color", _ ("only warpgates have a colour"));

  cell->type = type >= 0 ? (WgPlanetType) type : WG_PLANET_DESERT;
  cell->trade = trade;
  cell->id = (char *) id;
  cell->sector = (char *) sector;
  cell->color = (char *) color;
  return l->s->problems->len == before;
}

static WgBoard *
read_board (Loader      *l,
            json_object *root)
{
  static const char *const board_keys[] = { "name", "hexes", "tiles", NULL };
  json_object             *o, *hexes, *element;
  const char              *name = NULL;
  g_autoptr (GArray) cells = g_array_new (FALSE, TRUE, sizeof (WgCell));
  g_autoptr (GHashTable) positions = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) gates = g_hash_table_new (g_str_hash, g_str_equal);
  guint before = l->s->problems->len;
  gsize mark;
  g_autoptr (GError) error = NULL;
  WgBoard *board;
  GArray  *tiles;

  o = wg_schema_member (l->s, root, "board", TRUE, json_type_object);
  if (o == NULL)
    return NULL;
  mark = push_key (l, "board");
  wg_schema_object (l->s, o, board_keys);
  wg_schema_string (l->s, o, "name", FALSE, NULL, NULL, WG_BOARD_NAME_MAX_CHARS, &name);
  hexes = wg_schema_array (l->s, o, "hexes", TRUE, 1, 129 * 129);
  pop (l, mark);
  mark = push_key (l, "board.hexes");
  FOR_EACH_ELEMENT (l, hexes, i, element)
    {
      WgCell   cell = { { 0, 0 }, WG_HEX_SPACE, NULL, 0, FALSE, NULL, NULL };
      gpointer key;

      if (!read_cell (l, element, &cell))
        continue;
      key = GINT_TO_POINTER ((cell.hex.q + 1000) * 4096 + cell.hex.r + 1000);
      if (g_hash_table_contains (positions, key))
        {
          wg_schema_error (l->s, _ ("a second hex at (%d, %d)"), cell.hex.q, cell.hex.r);
          continue;
        }
      g_hash_table_add (positions, key);
      if (cell.id != NULL && !g_hash_table_add (ids, cell.id))
        {
          wg_schema_error_at (l->s, "id", _ ("a second location is called “%s”"), cell.id);
          continue;
        }
      if (cell.color != NULL && !g_hash_table_add (gates, cell.color))
        {
          wg_schema_error_at (l->s, "color", _ ("%s already has a warpgate"), cell.color);
          continue;
        }
      g_array_append_val (cells, cell);
    }
  pop (l, mark);
  if (l->s->problems->len != before)
    return NULL;
  mark = push_key (l, "board");
  tiles = wg_explore_read_tiles (l->s, o, (WgCell *) (gpointer) cells->data, cells->len);
  pop (l, mark);
  if (l->s->problems->len != before)
    {
      wg_explore_tiles_free (tiles);
      return NULL;
    }
  board = wg_board_new_with_tiles (name, (WgCell *) (gpointer) cells->data, cells->len,
                                   (WgBoardTile *) (gpointer) tiles->data, tiles->len, &error);
  wg_explore_tiles_free (tiles);
  g_assert_no_error (error); /* every check of wg_board_new was made above */
  return board;
}

/* Cards */

static const char *const technology_keys[] = { "name", "type", "vp", NULL };

static gboolean
read_technology (Loader       *l,
                 json_object  *o,
                 WgTechnology *tech)
{
  guint        before = l->s->problems->len;
  const char  *name = NULL;
  int          type = 0;
  json_object *vp;

  if (!wg_schema_object (l->s, o, technology_keys))
    return FALSE;
  wg_schema_string (l->s, o, "name", FALSE, NULL, NULL, MAX_NAME_CHARS, &name);
  wg_schema_word (l->s, o, "type", TRUE, card_type_words, CARD_TYPE_RULE, &type);
  tech->type = (WgPlanetType) type;
  tech->vp = (WgVp) { WG_VP_FIXED, 2 };
  if (json_object_object_get_ex (o, "vp", &vp))
    {
      if (json_object_is_type (vp, json_type_object))
        {
          static const char *const vp_keys[] = { "each", "per", NULL };
          static const char *const per_words[] = { "trade-good", NULL };
          gsize                    mark = push_key (l, "vp");
          int                      per = 0;

          wg_schema_object (l->s, vp, vp_keys);
          tech->vp.rule = WG_VP_PER_TRADE_GOOD;
          wg_schema_int (l->s, vp, "each", TRUE, 0, MAX_VP, &tech->vp.value);
          wg_schema_word (l->s, vp, "per", TRUE, per_words, _ ("a known VP rule"), &per);
          pop (l, mark);
        }
      else if (json_object_is_type (vp, json_type_int))
        wg_schema_int (l->s, o, "vp", TRUE, 0, MAX_VP, &tech->vp.value);
      else
        wg_schema_error_at (l->s, "vp", _ ("expected an integer or {\"each\", \"per\"}"));
    }
  tech->name = g_strdup (name);
  return l->s->problems->len == before;
}

static const char *const tactic_keys[] = { "card", "name", "kind", "multiplier", NULL };

static gboolean
read_tactic (Loader      *l,
             json_object *o,
             WgTactic    *tactic)
{
  guint       before = l->s->problems->len;
  const char *card = NULL, *name = NULL;
  int         kind = WG_TACTIC_BASIC;

  if (!wg_schema_object (l->s, o, tactic_keys))
    return FALSE;
  wg_schema_string (l->s, o, "card", FALSE, wg_is_valid_faction, SLUG_RULE, 0, &card);
  wg_schema_string (l->s, o, "name", FALSE, NULL, NULL, MAX_NAME_CHARS, &name);
  /* With a catalog card, the kind may come from the catalog. */
  tactic->has_kind = wg_schema_word (l->s, o, "kind", card == NULL, tactic_kind_words,
                                     _ ("a kind of Tactics card"), &kind);
  tactic->kind = (WgTacticKind) kind;
  tactic->multiplier = WG_MULTIPLIER_UNKNOWN;
  wg_schema_int (l->s, o, "multiplier", FALSE, 0, 9, &tactic->multiplier);
  tactic->card = g_strdup (card);
  tactic->name = g_strdup (name);
  return l->s->problems->len == before;
}

typedef gboolean (*ReadCard) (Loader      *l,
                              json_object *o,
                              gpointer     card);

/* The cards of the array at @key, each read by @read into @into; one with a
 * problem is cleared with @clear and left out. */
static void
read_pile (Loader        *l,
           json_object   *o,
           const char    *key,
           GArray        *into,
           ReadCard       read,
           GDestroyNotify clear)
{
  json_object *array = wg_schema_array (l->s, o, key, FALSE, 0, MAX_CARDS), *element;
  gsize        mark = push_key (l, key);
  gpointer     card = g_malloc (g_array_get_element_size (into));

  FOR_EACH_ELEMENT (l, array, i, element)
    {
      memset (card, 0, g_array_get_element_size (into));
      if (read (l, element, card))
        g_array_append_vals (into, card, 1);
      else
        clear (card);
    }
  g_free (card);
  pop (l, mark);
}

static void
read_tactics (Loader      *l,
              json_object *o,
              const char  *key,
              GArray      *into)
{
  read_pile (l, o, key, into, (ReadCard) read_tactic, (GDestroyNotify) wg_tactic_clear);
}

static void
read_technologies (Loader      *l,
                   json_object *o,
                   const char  *key,
                   GArray      *into)
{
  read_pile (l, o, key, into, (ReadCard) read_technology, (GDestroyNotify) wg_technology_clear);
}

/* Objective cards in the pools: {"type"}. */
static void
read_objective_cards (Loader      *l,
                      json_object *o,
                      const char  *key,
                      GArray      *into)
{
  static const char *const keys[] = { "type", NULL };
  json_object             *array = wg_schema_array (l->s, o, key, FALSE, 0, MAX_CARDS), *element;
  gsize                    mark = push_key (l, key);

  FOR_EACH_ELEMENT (l, array, i, element)
    {
      int type;

      if (wg_schema_object (l->s, element, keys)
          && wg_schema_word (l->s, element, "type", TRUE, card_type_words, CARD_TYPE_RULE,
                             &type))
        {
          WgPlanetType t = (WgPlanetType) type;

          g_array_append_val (into, t);
        }
    }
  pop (l, mark);
}

/* A Deck: an array of cards, top first, or the size of an unknown deck;
 * with @unordered_allowed (the Promotion deck, the only shared deck ever
 * reshuffled), also {"unknown_order": [cards]} (R-DECK-3). */
static void
read_deck (Loader      *l,
           json_object *o,
           const char  *key,
           WgDeck      *deck,
           gboolean     unordered_allowed,
           void (*read_cards) (Loader *, json_object *, const char *, GArray *))
{
  json_object *member;

  if (!json_object_object_get_ex (o, key, &member))
    return;
  if (json_object_is_type (member, json_type_int))
    {
      int count = 0;

      deck->known = FALSE;
      if (wg_schema_int (l->s, o, key, TRUE, 0, MAX_COUNT, &count))
        deck->count = (guint) count;
    }
  else if (json_object_is_type (member, json_type_array))
    {
      deck->known = TRUE;
      read_cards (l, o, key, deck->cards);
    }
  else if (json_object_is_type (member, json_type_object) && unordered_allowed)
    {
      /* The extension for a reshuffled pile (R-DECK-3): its cards, order
       * unknown. */
      static const char *const keys[] = { "unknown_order", NULL };
      gsize                    mark = push_key (l, key);

      wg_schema_object (l->s, member, keys);
      if (wg_schema_member (l->s, member, "unknown_order", TRUE, json_type_array) != NULL)
        {
          deck->known = TRUE;
          deck->unordered = TRUE;
          read_cards (l, member, "unknown_order", deck->cards);
        }
      pop (l, mark);
    }
  else if (unordered_allowed)
    wg_schema_error_at (l->s, key,
                        _ ("expected an array of cards, a number of cards or "
                           "{\"unknown_order\": [cards]}"));
  else
    wg_schema_error_at (l->s, key, _ ("expected an array of cards or a number of cards"));
}

/* Players */

static const char *const player_keys[] = {
  "color",
  "name",
  "ai",
  "faction",
  "side",
  "ships_total",
  "markers_total",
  "trade_goods",
  "technologies",
  "objectives",
  "tactics",
  "exploration_tokens",
  "discoveries",
  "secret_technologies",
  "action_cards",
  NULL,
};

static void
read_player_objectives (Loader *l, json_object *o, WgPlayer *player)
{
  static const char *const keys[] = { "type", "status", "name", NULL };
  json_object             *array = wg_schema_array (l->s, o, "objectives", FALSE, 0, MAX_CARDS), *element;
  gsize                    mark = push_key (l, "objectives");

  FOR_EACH_ELEMENT (l, array, i, element)
    {
      WgObjective objective = { WG_PLANET_DESERT, WG_OBJECTIVE_HELD, NULL };
      int         type = 0, status = WG_OBJECTIVE_HELD;
      const char *name = NULL;
      guint       before = l->s->problems->len;

      if (!wg_schema_object (l->s, element, keys))
        continue;
      wg_schema_word (l->s, element, "type", TRUE, card_type_words, CARD_TYPE_RULE, &type);
      wg_schema_word (l->s, element, "status", FALSE, status_words, _ ("an Objective status"),
                      &status);
      wg_schema_string (l->s, element, "name", FALSE, NULL, NULL, MAX_NAME_CHARS, &name);
      if (l->s->problems->len != before)
        continue;
      objective.type = (WgPlanetType) type;
      objective.status = (WgObjectiveStatus) status;
      objective.name = g_strdup (name);
      g_array_append_val (player->objectives, objective);
    }
  pop (l, mark);
}

static void
read_trade_goods (Loader      *l,
                  json_object *o,
                  WgPlayer    *player)
{
  static const char *const keys[] = { "unspent", "spent", NULL };
  json_object             *tg = wg_schema_member (l->s, o, "trade_goods", FALSE, json_type_object);
  gsize                    mark;

  if (tg == NULL)
    return;
  mark = push_key (l, "trade_goods");
  wg_schema_object (l->s, tg, keys);
  wg_schema_int (l->s, tg, "unspent", FALSE, 0, MAX_COUNT, &player->trade_goods_unspent);
  wg_schema_int (l->s, tg, "spent", FALSE, 0, MAX_COUNT, &player->trade_goods_spent);
  pop (l, mark);
}

/* An extension of the format: the player's Action cards, counted. Its
 * presence means the app tracks them (docs/game-format.md, "The app's extensions
 * format"). */
static void
read_action_cards (Loader *l, json_object *o, WgPlayer *player)
{
  static const char *const keys[] = { "deck", "hand", "played", "discard", NULL };
  json_object             *cards = wg_schema_member (l->s, o, "action_cards", FALSE, json_type_object);
  gsize                    mark;

  if (cards == NULL)
    return;
  mark = push_key (l, "action_cards");
  player->actions_tracked = TRUE;
  wg_schema_object (l->s, cards, keys);
  wg_schema_int (l->s, cards, "deck", FALSE, 0, MAX_ACTION_CARDS, &player->action_deck);
  wg_schema_int (l->s, cards, "hand", FALSE, 0, MAX_ACTION_CARDS, &player->action_hand);
  wg_schema_int (l->s, cards, "played", FALSE, 0, WG_N_TURN_SLOTS, &player->action_played);
  wg_schema_int (l->s, cards, "discard", FALSE, 0, MAX_ACTION_CARDS, &player->action_discard);
  pop (l, mark);
}

static void
read_player (Loader      *l,
             json_object *o,
             gboolean    *seen_ai)
{
  const char *color = NULL, *name = NULL, *faction = NULL;
  int         side = -1, index;
  gboolean    ai = FALSE;
  WgPlayer   *p;

  if (!wg_schema_object (l->s, o, player_keys))
    return;
  if (!wg_schema_string (l->s, o, "color", TRUE, wg_is_valid_color, COLOR_RULE, 0, &color))
    return;
  if (wg_game_find_player (l->game, color) >= 0)
    {
      wg_schema_error_at (l->s, "color", _ ("a second player is %s"), color);
      return;
    }
  index = wg_game_add_player (l->game, color);
  p = &l->game->players[index];
  if (wg_schema_string (l->s, o, "name", FALSE, NULL, NULL, MAX_NAME_CHARS, &name))
    p->name = g_strdup (name);
  if (wg_schema_bool (l->s, o, "ai", FALSE, &ai) && ai)
    {
      if (*seen_ai)
        wg_schema_error_at (l->s, "ai", _ ("at most one player may be the AI"));
      else
        {
          *seen_ai = TRUE;
          p->ai = TRUE;
          l->game->ai.player = index;
        }
    }
  if (wg_schema_string (l->s, o, "faction", FALSE, wg_is_valid_faction, SLUG_RULE, 0,
                        &faction))
    p->faction = g_strdup (faction);
  if (wg_schema_word (l->s, o, "side", FALSE, faction_side_words, _ ("a faction side"), &side))
    p->side = side == 0 ? 'A' : 'B';
  wg_schema_int (l->s, o, "ships_total", FALSE, 0, WG_MAX_SHIPS, &p->ships_total);
  wg_schema_int (l->s, o, "markers_total", FALSE, 0, WG_MAX_MARKERS, &p->markers_total);
  read_trade_goods (l, o, p);
  read_technologies (l, o, "technologies", p->technologies);
  read_player_objectives (l, o, p);
  if (ai && json_object_object_get_ex (o, "tactics", NULL))
    wg_schema_error_at (l->s, "tactics", _ ("the AI’s Tactics are kept in ai.tactics"));
  else
    read_tactics (l, o, "tactics", p->tactics);
  wg_schema_int (l->s, o, "exploration_tokens", FALSE, 0, MAX_COUNT, &p->exploration_tokens);
  if (l->board_ok)
    wg_explore_read_player (l->s, l->game, o, p);
  read_action_cards (l, o, p);
}

static void
scan_colors (json_object *players,
             GPtrArray   *colors)
{
  for (gsize i = 0; players != NULL && i < json_object_array_length (players); i++)
    {
      json_object *p = json_object_array_get_idx (players, i), *c;

      if (json_object_object_get_ex (p, "color", &c) && json_object_is_type (c, json_type_string))
        g_ptr_array_add (colors, (gpointer) json_object_get_string (c));
    }
}

static void
read_players (Loader      *l,
              json_object *players)
{
  json_object *element;
  gboolean     seen_ai = FALSE;
  gsize        mark = push_key (l, "players");

  FOR_EACH_ELEMENT (l, players, i, element)
    read_player (l, element, &seen_ai);
  pop (l, mark);
}

/* Pieces */

static gboolean
on_foreign_warpgate (Loader *l,
                     int     cell,
                     int     player)
{
  const WgCell *c = wg_board_get_cell (l->game->board, cell);

  return c->kind == WG_HEX_WARPGATE && strcmp (c->color, l->game->players[player].color) != 0;
}

static void
read_ships (Loader *l, json_object *pieces)
{
  static const char *const keys[] = { "at", "color", "count", NULL };
  json_object             *array = wg_schema_array (l->s, pieces, "ships", FALSE, 0, MAX_PIECES), *e;
  int                      on_board[WG_MAX_PLAYERS] = { 0 };
  gsize                    mark = push_key (l, "ships");

  FOR_EACH_ELEMENT (l, array, i, e)
    {
      int      cell, player, count = 0;
      WgStack *stack;

      if (!wg_schema_object (l->s, e, keys))
        continue;
      cell = read_location_ref (l, e, "at");
      player = read_player_ref (l, e, "color", TRUE);
      if (!wg_schema_int (l->s, e, "count", TRUE, 1, G_MAXINT, &count) || cell < 0 || player < 0)
        continue;
      stack = &l->game->stacks[cell];
      if (stack->ship_owner == player)
        wg_schema_error_at (l->s, "at", _ ("a second ships entry for %s at %s"),
                            l->game->players[player].color,
                            wg_board_get_cell (l->game->board, cell)->id);
      else if (stack->ship_owner != WG_NO_PLAYER)
        wg_schema_error_at (l->s, "color", _ ("%s already holds %s ships: a location holds the "
                                              "ships of one player (R-MOVE-11)"),
                            wg_board_get_cell (l->game->board, cell)->id,
                            l->game->players[stack->ship_owner].color);
      else if (on_foreign_warpgate (l, cell, player))
        wg_schema_error_at (l->s, "at", _ ("%s is another player’s warpgate (R-MOVE-3)"),
                            wg_board_get_cell (l->game->board, cell)->id);
      /* In 64 bits: a count may be up to G_MAXINT. */
      else if ((gint64) on_board[player] + count > l->game->players[player].ships_total)
        wg_schema_error_at (l->s, "count", _ ("%lld exceeds the %d ships %s owns"),
                            (long long) on_board[player] + count,
                            l->game->players[player].ships_total,
                            l->game->players[player].color);
      else
        {
          on_board[player] += count;
          stack->ship_owner = (gint8) player;
          stack->ships = (guint8) count;
        }
    }
  pop (l, mark);
}

static void
read_markers (Loader *l, json_object *pieces)
{
  static const char *const keys[] = { "at", "color", "side", NULL };
  json_object             *array = wg_schema_array (l->s, pieces, "markers", FALSE, 0, MAX_PIECES), *e;
  int                      on_board[WG_MAX_PLAYERS] = { 0 };
  gsize                    mark = push_key (l, "markers");

  FOR_EACH_ELEMENT (l, array, i, e)
    {
      int      cell, player, side = 0;
      WgStack *stack;
      gboolean side_ok;

      if (!wg_schema_object (l->s, e, keys))
        continue;
      cell = read_location_ref (l, e, "at");
      player = read_player_ref (l, e, "color", TRUE);
      side_ok = wg_schema_word (l->s, e, "side", TRUE, side_words, _ ("a marker side"), &side);
      if (cell < 0 || player < 0 || !side_ok)
        continue;
      stack = &l->game->stacks[cell];
      if (wg_board_get_cell (l->game->board, cell)->kind != WG_HEX_PLANET)
        wg_schema_error_at (l->s, "at", _ ("%s is a warpgate: markers go on planets"),
                            wg_board_get_cell (l->game->board, cell)->id);
      else if (stack->marker_owner != WG_NO_PLAYER)
        wg_schema_error_at (l->s, "at", _ ("%s already has a marker"),
                            wg_board_get_cell (l->game->board, cell)->id);
      else if (on_board[player] + 1 > l->game->players[player].markers_total)
        wg_schema_error_at (l->s, "color", _ ("%d exceeds the %d markers %s owns"),
                            on_board[player] + 1, l->game->players[player].markers_total,
                            l->game->players[player].color);
      else
        {
          on_board[player]++;
          stack->marker_owner = (gint8) player;
          stack->marker_side = (guint8) side;
        }
    }
  pop (l, mark);
}

static void
read_drones (Loader *l, json_object *pieces)
{
  static const char *const keys[] = { "at", "color", NULL };
  json_object             *array = wg_schema_array (l->s, pieces, "drones", FALSE, 0, MAX_PIECES), *e;
  gsize                    mark = push_key (l, "drones");

  FOR_EACH_ELEMENT (l, array, i, e)
    {
      int cell, player;

      if (!wg_schema_object (l->s, e, keys))
        continue;
      cell = read_location_ref (l, e, "at");
      player = read_player_ref (l, e, "color", TRUE);
      if (cell < 0 || player < 0)
        continue;
      if (l->game->players[player].ai)
        wg_schema_error_at (l->s, "color", _ ("the AI has no Research Drone (R-AI-10)"));
      else if (l->game->drones[player] >= 0)
        wg_schema_error_at (l->s, "color", _ ("%s has a second drone"),
                            l->game->players[player].color);
      else if (on_foreign_warpgate (l, cell, player))
        wg_schema_error_at (l->s, "at", _ ("%s is another player’s warpgate (R-MOVE-3)"),
                            wg_board_get_cell (l->game->board, cell)->id);
      else
        l->game->drones[player] = cell;
    }
  pop (l, mark);
}

static void
read_pieces (Loader *l, json_object *root)
{
  static const char *const keys[] = { "ships", "markers", "drones", NULL };
  json_object             *pieces = wg_schema_member (l->s, root, "pieces", FALSE, json_type_object);
  gsize                    mark;

  if (pieces == NULL)
    return;
  mark = push_key (l, "pieces");
  wg_schema_object (l->s, pieces, keys);
  read_ships (l, pieces);
  read_markers (l, pieces);
  read_drones (l, pieces);
  pop (l, mark);
}

/* Pools */

static void
read_pool (Loader      *l,
           json_object *pools,
           const char  *key,
           const char  *list_key,
           WgDeck      *deck,
           GArray      *list,
           void (*read_cards) (Loader *, json_object *, const char *, GArray *))
{
  const char  *keys[] = { "deck", list_key, NULL };
  json_object *o = wg_schema_member (l->s, pools, key, FALSE, json_type_object);
  gsize        mark;

  if (o == NULL)
    return;
  mark = push_key (l, key);
  wg_schema_object (l->s, o, keys);
  read_deck (l, o, "deck", deck, g_str_equal (key, "promotion"), read_cards);
  read_cards (l, o, list_key, list);
  pop (l, mark);
}

static void
read_pools (Loader      *l,
            json_object *root)
{
  static const char *const keys[] = { "trade_goods", "technologies", "objectives", "promotion",
                                      NULL };
  json_object             *pools = wg_schema_member (l->s, root, "pools", FALSE, json_type_object);
  WgGame                  *g = l->game;
  gsize                    mark;

  if (pools == NULL)
    return;
  mark = push_key (l, "pools");
  wg_schema_object (l->s, pools, keys);
  wg_schema_int (l->s, pools, "trade_goods", FALSE, 0, MAX_COUNT, &g->trade_goods);
  read_pool (l, pools, "technologies", "available", &g->technology_deck, g->technologies,
             read_technologies);
  read_pool (l, pools, "objectives", "available", &g->objective_deck, g->objectives,
             read_objective_cards);
  read_pool (l, pools, "promotion", "discard", &g->promotion_deck, g->promotion_discard,
             read_tactics);
  pop (l, mark);
}

/* Turn */

static void
read_turn (Loader      *l,
           json_object *root)
{
  static const char *const keys[] = { "round", "turn", "first_player", "active", "final_round",
                                      "game_over", "acted", NULL };
  json_object             *turn = wg_schema_member (l->s, root, "turn", FALSE, json_type_object);
  gsize                    mark;
  int                      player;

  if (turn == NULL)
    return;
  mark = push_key (l, "turn");
  wg_schema_object (l->s, turn, keys);
  wg_schema_int (l->s, turn, "round", FALSE, 1, MAX_COUNT, &l->game->round);
  wg_schema_int (l->s, turn, "turn", FALSE, WG_TURN_SLOT_FIRST, WG_TURN_SLOT_LAST,
                 &l->game->turn);
  player = read_player_ref (l, turn, "first_player", FALSE);
  if (player >= 0)
    l->game->first_player = l->game->active = player;
  player = read_player_ref (l, turn, "active", FALSE);
  if (player >= 0)
    l->game->active = player;
  /* Extensions: R-ROUND-2's state. */
  wg_schema_bool (l->s, turn, "final_round", FALSE, &l->game->final_round);
  wg_schema_bool (l->s, turn, "game_over", FALSE, &l->game->game_over);
  /* Extension: one action a turn (docs/game-format.md, "turn.acted"). */
  wg_schema_bool (l->s, turn, "acted", FALSE, &l->game->acted);
  pop (l, mark);
}

/* AI */

static void
read_ai_cards (Loader      *l,
               json_object *o,
               const char  *key,
               gsize        max,
               GArray      *into)
{
  static const char *const keys[] = { "kind", "type", NULL };
  json_object             *array = wg_schema_array (l->s, o, key, FALSE, 0, max), *e;
  gsize                    mark = push_key (l, key);

  FOR_EACH_ELEMENT (l, array, i, e)
    {
      int      kind, type = 0;
      WgAiCard card;

      if (!wg_schema_object (l->s, e, keys)
          || !wg_schema_word (l->s, e, "kind", TRUE, ai_card_words, _ ("a kind of AI card"),
                              &kind))
        continue;
      if (kind == WG_AI_CARD_OBJECTIVE)
        {
          if (!wg_schema_word (l->s, e, "type", TRUE, card_type_words, CARD_TYPE_RULE, &type))
            continue;
        }
      else if (json_object_object_get_ex (e, "type", NULL))
        {
          wg_schema_error_at (l->s, "type", _ ("only Objective cards have a planet type"));
          continue;
        }
      card.kind = (WgAiCardKind) kind;
      card.type = (WgPlanetType) type;
      g_array_append_val (into, card);
    }
  pop (l, mark);
}

static void
read_ai (Loader      *l,
         json_object *root)
{
  static const char *const keys[] = { "color", "deck", "discard", "played", "tactics", "seed",
                                      "shuffles", "deck_order", NULL };
  static const char *const tactics_keys[] = { "deck", "discard", "order", NULL };
  static const char *const order_words[] = { "known", "unknown", NULL };
  int                      order = 0;
  json_object             *ai = wg_schema_member (l->s, root, "ai", FALSE, json_type_object), *tactics;
  WgAiState               *state = &l->game->ai;
  gsize                    mark;
  int                      player;

  if (ai == NULL)
    {
      if (state->player != WG_NO_PLAYER && !json_object_object_get_ex (root, "ai", NULL))
        wg_schema_error_at (l->s, "ai", _ ("missing (required when a player is the AI)"));
      return;
    }
  mark = push_key (l, "ai");
  wg_schema_object (l->s, ai, keys);
  player = read_player_ref (l, ai, "color", TRUE);
  if (player >= 0 && !l->game->players[player].ai)
    wg_schema_error_at (l->s, "color", _ ("%s is not the AI player (\"ai\": true)"),
                        l->game->players[player].color);
  read_ai_cards (l, ai, "deck", MAX_CARDS, state->deck);
  read_ai_cards (l, ai, "discard", MAX_CARDS, state->discard);
  read_ai_cards (l, ai, "played", 4, state->played);
  state->has_seed = wg_schema_int (l->s, ai, "seed", FALSE, 0, G_MAXINT, &state->seed);
  wg_schema_int (l->s, ai, "shuffles", FALSE, 0, 99999, &state->shuffles);
  if (wg_schema_word (l->s, ai, "deck_order", FALSE, order_words, _ ("an order"), &order))
    state->deck_unknown = order == 1;
  tactics = wg_schema_member (l->s, ai, "tactics", FALSE, json_type_object);
  if (tactics != NULL)
    {
      gsize tmark = push_key (l, "tactics");

      wg_schema_object (l->s, tactics, tactics_keys);
      read_tactics (l, tactics, "deck", state->tactics_deck);
      read_tactics (l, tactics, "discard", state->tactics_discard);
      if (wg_schema_word (l->s, tactics, "order", FALSE, order_words, _ ("an order"), &order))
        state->tactics_unknown = order == 1;
      pop (l, tmark);
    }
  pop (l, mark);
}

static void
read_house_rules (Loader *l, json_object *root)
{
  static const char *const keys[] = { "warpgates_block", NULL };
  json_object             *rules = wg_schema_member (l->s, root, "house_rules", FALSE, json_type_object);
  gsize                    mark;

  if (rules == NULL)
    return;
  mark = push_key (l, "house_rules");
  wg_schema_object (l->s, rules, keys);
  wg_schema_bool (l->s, rules, "warpgates_block", FALSE, &l->game->warpgates_block);
  pop (l, mark);
}

/* FALSE when the document is not a version-1 game file at all; then
 * nothing else is worth reporting. */
static gboolean
read_header (WgSchema    *s,
             json_object *root)
{
  g_autofree char *wrong = g_strdup_printf (_ ("this is not a Warpgate Companion game file "
                                               "(expected “%s”)"),
                                            WG_GAME_FORMAT_NAME);

  return wg_schema_header (s, root, WG_GAME_FORMAT_NAME, WG_GAME_FORMAT_VERSION,
                           _ ("a game file is a JSON object"), wrong);
}

WgGame *
wg_game_from_json (WgSchema    *s,
                   json_object *root)
{
  static const char *const top_keys[] = { "format", "version", "board", "players", "pieces",
                                          "pools", "turn", "ai", "house_rules",
                                          "exploration", "record", NULL };
  g_autoptr (GPtrArray) colors = g_ptr_array_new ();
  g_autoptr (WgBoard) board = NULL;
  g_autoptr (WgGame) game = NULL;
  json_object *players;
  Loader       l = { s, NULL, FALSE, colors };
  guint        before = s->problems->len;

  if (!read_header (s, root))
    return NULL;
  wg_schema_object (s, root, top_keys);
  players = wg_schema_array (s, root, "players", TRUE, 1, WG_MAX_PLAYERS);
  scan_colors (players, colors);

  board = read_board (&l, root);
  l.board_ok = board != NULL;
  if (board == NULL)
    board = wg_board_new (NULL, NULL, 0, NULL);
  game = l.game = wg_game_new (board);
  read_players (&l, players);
  read_pieces (&l, root);
  read_pools (&l, root);
  read_turn (&l, root);
  read_ai (&l, root);
  read_house_rules (&l, root);
  if (l.board_ok)
    wg_explore_read (s, game, root);

  if (s->problems->len != before)
    return NULL;
  return g_steal_pointer (&game);
}

/* A whole file: its table, and its record checked like the rest (the
 * record itself is read by wg_game_load_with_record). */
static gpointer
read_game (WgSchema    *s,
           json_object *root)
{
  g_autoptr (WgGame) game = wg_game_from_json (s, root);
  /* Read even when the table was refused: validate lists every problem. */
  g_autoptr (WgRecord) record = wg_record_from_json (s, root);

  if (game == NULL || !wg_schema_ok (s))
    return NULL;
  return g_steal_pointer (&game);
}

WgGame *
wg_game_load_from_data (const char *data,
                        gsize       length,
                        GError    **error)
{
  return wg_json_load_data (data, length, read_game, _ ("a game file is a JSON object"), error);
}

WgGame *
wg_game_load_from_file (const char *path,
                        GError    **error)
{
  return wg_json_load_file (path, read_game, _ ("a game file is a JSON object"), error);
}

GPtrArray *
wg_game_validate_data (const char *data,
                       gsize       length)
{
  return wg_json_validate_data (data, length, read_game, (GDestroyNotify) wg_game_free,
                                _ ("a game file is a JSON object"));
}
