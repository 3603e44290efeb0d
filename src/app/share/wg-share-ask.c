/* wg-share-ask.c — questions a shared page may ask: range, withdrawal, moves, odds
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every answer is the core's (the functions warpgate-cli range, withdraw,
 * moves and odds call) with the app's own sentence for it; nothing here
 * decides a rule, and nothing changes the table.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "wg-moves.h"
#include "wg-odds.h"
#include "wg-range.h"
#include "wg-share-ask.h"
#include "wg-share-state.h"
#include "wg-withdraw.h"
#include "wg-words.h"

/* The longest location id, colour or card id an ask may name, in bytes. */
#define MAX_ID 32

/* The largest X an ask may name. */
#define MAX_X 20

/* Each ask takes what it was asked and says what went wrong in @error
 * ({"error": …}) and @status. */
typedef struct
{
  const WgGame    *game;
  const WgCatalog *catalog;
  int              asker;
  GHashTable      *query;
  guint64          version;
  guint           *status;
  char           **error;
} Ask;

static void
refuse (const Ask  *ask,
        guint       status,
        const char *format,
        ...) G_GNUC_PRINTF (3, 4);

static void
refuse (const Ask  *ask,
        guint       status,
        const char *format,
        ...)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *text = NULL;
  va_list          args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  *ask->status = wg_share_json_error (out, status, text, NULL);
  *ask->error = g_string_free (g_steal_pointer (&out), FALSE);
}

/* The query's @name, or NULL when absent. */
static const char *
arg (const Ask  *ask,
     const char *name)
{
  return ask->query != NULL ? g_hash_table_lookup (ask->query, name) : NULL;
}

/* The location the query's @name names, or -1 with the error set. */
static int
find_location (const Ask  *ask,
               const char *name)
{
  const char *id = arg (ask, name);
  int         cell;

  if (id == NULL || *id == '\0')
    refuse (ask, 400, _ ("Missing “%s”: the id of a location."), name);
  else if (strlen (id) > MAX_ID || !g_utf8_validate (id, -1, NULL))
    refuse (ask, 400, _ ("“%s” is not a location id (at most %d characters)."), name, MAX_ID);
  else if ((cell = wg_board_find_location (ask->game->board, id)) < 0)
    refuse (ask, 400, _ ("No location “%s” on this board (%s)."), id, name);
  else
    return cell;
  return -1;
}

/* The player the query's @name names by colour, or WG_NO_PLAYER with the
 * error set. */
static int
find_player (const Ask  *ask,
             const char *name)
{
  const char *color = arg (ask, name);
  int         player;

  if (color == NULL || *color == '\0')
    refuse (ask, 400, _ ("Missing “%s”: the colour of a player."), name);
  else if (strlen (color) > MAX_ID || !g_utf8_validate (color, -1, NULL))
    refuse (ask, 400, _ ("“%s” is not a colour (at most %d characters)."), name, MAX_ID);
  else if ((player = wg_game_find_player (ask->game, color)) == WG_NO_PLAYER)
    refuse (ask, 400, _ ("No player “%s” in this game."), color);
  else
    return player;
  return WG_NO_PLAYER;
}

/* The whole number the query's @name gives, 0–@max, or -1 with the error
 * set. */
static int
find_number (const Ask  *ask,
             const char *name,
             int         max)
{
  const char *text = arg (ask, name);
  char       *end = NULL;
  long        n;

  if (text == NULL || *text == '\0')
    {
      refuse (ask, 400, _ ("Missing “%s”: a number from 0 to %d."), name, max);
      return -1;
    }
  n = strtol (text, &end, 10);
  if (!g_ascii_isdigit (*text) || *end != '\0' || n < 0 || n > max)
    {
      refuse (ask, 400, _ ("“%s” is a number from 0 to %d."), name, max);
      return -1;
    }
  return (int) n;
}

static void
append_rulings (GString            *out,
                const WgRulingList *rulings)
{
  g_string_append (out, "\"rulings\":[");
  for (guint i = 0; i < rulings->n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, rulings->ids[i]);
    }
  g_string_append_c (out, ']');
}

static void
append_id (GString      *out,
           const WgGame *game,
           int           cell)
{
  wg_share_json_string (out, wg_board_get_cell (game->board, cell)->id);
}

/* ,"sentence":…,"rulings":[…],"version":N} — every answer's end. */
static char *
finish (GString            *out,
        const Ask          *ask,
        const char         *sentence,
        const WgRulingList *rulings)
{
  g_string_append (out, ",\"sentence\":");
  wg_share_json_string (out, sentence);
  g_string_append_c (out, ',');
  append_rulings (out, rulings);
  g_string_append_printf (out, ",\"version\":%" G_GUINT64_FORMAT "}\n", ask->version);
  return g_string_free (out, FALSE);
}

/* ---- Range ---- */

static void
add_path (GString      *out,
          const WgGame *game,
          int           from,
          int           to,
          const GArray *between)
{
  g_string_append (out, ",\"path\":[");
  wg_share_json_string (out, wg_board_get_cell (game->board, from)->id);
  for (guint i = 0; between != NULL && i < between->len; i++)
    {
      WgHex            hex = g_array_index (between, WgHex, i);
      int              cell = wg_board_lookup (game->board, hex);
      const WgCell    *c = cell >= 0 ? wg_board_get_cell (game->board, cell) : NULL;
      g_autofree char *label = c != NULL && c->id != NULL ? g_strdup (c->id)
                                                          : g_strdup_printf ("%d,%d", hex.q, hex.r);

      g_string_append_c (out, ',');
      wg_share_json_string (out, label);
    }
  if (between != NULL)
    {
      g_string_append_c (out, ',');
      wg_share_json_string (out, wg_board_get_cell (game->board, to)->id);
    }
  g_string_append (out, "],\"hexes\":[");
  for (guint i = 0; between != NULL && i < between->len; i++)
    {
      WgHex hex = g_array_index (between, WgHex, i);

      g_string_append_printf (out, "%s[%d,%d]", i > 0 ? "," : "", hex.q, hex.r);
    }
  g_string_append_c (out, ']');
}

static char *
ask_range (const Ask *ask)
{
  const WgGame *game = ask->game;
  GString      *out;
  g_autoptr (GArray) between = NULL;
  g_autofree char *sentence = NULL;
  WgRulingList     rulings = { 0 };
  int              from, to, range;

  if ((from = find_location (ask, "from")) < 0 || (to = find_location (ask, "to")) < 0)
    return NULL;
  range = wg_range_between (game, from, to, &between);
  wg_range_rulings (game, range, &rulings);
  /* The ruler's sentence, word for word as the app's status shows it. */
  sentence = wg_range_describe_ruler (game, from, to, range);
  out = g_string_new ("{\"from\":");
  append_id (out, game, from);
  g_string_append (out, ",\"to\":");
  append_id (out, game, to);
  if (range == WG_RANGE_UNREACHABLE)
    g_string_append (out, ",\"range\":null");
  else
    g_string_append_printf (out, ",\"range\":%d", range);
  add_path (out, game, from, to, between);
  return finish (out, ask, sentence, &rulings);
}

/* ---- Withdrawal ---- */

/* The attacker of a battle at @at that @defender would fight: "player"
 * when named, else the owner of the ships at @from, else the asking
 * player, else the active player, else the next player after the
 * defender; WG_NO_PLAYER with the error set. */
static int
find_attacker (const Ask *ask,
               int        from,
               int        defender)
{
  const WgGame *game = ask->game;
  int           attacker = WG_NO_PLAYER;

  if (arg (ask, "player") != NULL)
    return find_player (ask, "player");
  if (from >= 0)
    attacker = game->stacks[from].ship_owner;
  if (attacker == WG_NO_PLAYER && ask->asker >= 0 && ask->asker != defender)
    attacker = ask->asker;
  if (attacker == WG_NO_PLAYER && game->active >= 0 && game->active != defender)
    attacker = game->active;
  if (attacker == WG_NO_PLAYER)
    attacker = (defender + 1) % (int) game->n_players;
  return attacker;
}

/* ,"@key":[ids of @cells] */
static void
append_cells (GString      *out,
              const WgGame *game,
              const char   *key,
              const GArray *cells)
{
  g_string_append_printf (out, ",\"%s\":[", key);
  for (guint i = 0; i < cells->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_id (out, game, g_array_index (cells, int, i));
    }
  g_string_append_c (out, ']');
}

/* One withdrawal as warpgate-cli withdraw --json gives it, with its
 * sentence (the battle dialog's). */
static void
append_withdrawal (GString            *out,
                   const WgGame       *game,
                   const WgWithdrawal *w)
{
  g_autofree char *sentence = wg_withdrawal_describe (game, w);

  g_string_append (out, "{\"loser\":");
  wg_share_json_string (out, game->players[w->loser].color);
  g_string_append (out, ",\"role\":");
  wg_share_json_string (out, wg_battle_role_to_string (w->role));
  append_cells (out, game, "destinations", w->destinations);
  if (w->range == WG_RANGE_UNREACHABLE)
    g_string_append (out, ",\"range\":null");
  else
    g_string_append_printf (out, ",\"range\":%d", w->range);
  g_string_append (out, ",\"chooser\":");
  if (w->chooser == WG_NO_PLAYER)
    g_string_append (out, "null");
  else
    wg_share_json_string (out, game->players[w->chooser].color);
  g_string_append_printf (out, ",\"fallback\":%s,", w->fallback ? "true" : "false");
  append_rulings (out, &w->rulings);
  g_string_append (out, ",\"sentence\":");
  wg_share_json_string (out, sentence);
  g_string_append_c (out, '}');
}

/* Checks the battle's places: ships of a defender at @at, @from another
 * location; FALSE with the error set. */
static gboolean
judge_battle_places (const Ask *ask,
                     int        from,
                     int        at)
{
  const char *id = wg_board_get_cell (ask->game->board, at)->id;

  if (ask->game->stacks[at].ship_owner == WG_NO_PLAYER)
    refuse (ask, 400, _ ("No ships at %s: there is no battle there, and nobody withdraws."), id);
  else if (from == at)
    refuse (ask, 400, _ ("“from” is the battle planet, %s: the attack comes from another "
                         "location."),
            id);
  else
    return TRUE;
  return FALSE;
}

static char *
ask_withdrawal (const Ask *ask)
{
  const WgGame *game = ask->game;
  g_autoptr (WgWithdrawal) won = NULL;
  g_autoptr (WgWithdrawal) lost = NULL;
  g_autofree char *sentence = NULL;
  GString         *out;
  int              at, from = -1, defender, attacker;

  if ((at = find_location (ask, "at")) < 0
      || (arg (ask, "from") != NULL && (from = find_location (ask, "from")) < 0)
      || !judge_battle_places (ask, from, at))
    return NULL;
  defender = game->stacks[at].ship_owner;
  if ((attacker = find_attacker (ask, from, defender)) == WG_NO_PLAYER)
    return NULL;
  if (attacker == defender)
    {
      refuse (ask, 400, _ ("The ships at %s are %s’s own: name another attacker."),
              wg_board_get_cell (game->board, at)->id, wg_game_player_label (game, defender));
      return NULL;
    }
  /* Without "from", the battle planet stands for the origin: the
   * defender's candidates never include it (R-WD-2). */
  won = wg_withdrawal_compute (game, attacker, from >= 0 ? &from : &at, 1, at, TRUE);
  if (from >= 0)
    lost = wg_withdrawal_compute (game, attacker, &from, 1, at, FALSE);
  sentence = wg_withdrawal_describe (game, won);
  out = g_string_new ("{\"at\":");
  append_id (out, game, at);
  g_string_append (out, ",\"attacker\":");
  wg_share_json_string (out, game->players[attacker].color);
  g_string_append (out, ",\"defender\":");
  wg_share_json_string (out, game->players[defender].color);
  g_string_append (out, ",\"defender_loses\":");
  append_withdrawal (out, game, won);
  g_string_append (out, ",\"attacker_loses\":");
  if (lost != NULL)
    append_withdrawal (out, game, lost);
  else
    g_string_append (out, "null");
  append_cells (out, game, "marks", won->destinations);
  return finish (out, ask, sentence, &won->rulings);
}

/* ---- Moves ---- */

/* The player whose moves are asked: a player's address asks its own (or
 * names itself), the watch address names one. */
static int
moves_player (const Ask *ask)
{
  int player;

  if (ask->asker >= 0 && arg (ask, "player") == NULL)
    return ask->asker;
  if (ask->asker < 0 && arg (ask, "player") == NULL)
    {
      refuse (ask, 400, _ ("Missing “player”: the watch address asks the moves of a player it "
                           "names by colour."));
      return WG_NO_PLAYER;
    }
  player = find_player (ask, "player");
  if (player != WG_NO_PLAYER && ask->asker >= 0 && player != ask->asker)
    {
      /* TRANSLATORS: "… not Player 2’s (red)." */
      refuse (ask, 403, _ ("A player’s address asks that player’s own moves, not %s’s (%s)."),
              wg_game_player_label (ask->game, player), ask->game->players[player].color);
      return WG_NO_PLAYER;
    }
  return player;
}

/* A move as warpgate-cli moves --json gives it. */
static void
append_option (GString            *out,
               const WgGame       *game,
               const WgMoveList   *list,
               const WgMoveOption *o)
{
  g_string_append_c (out, '{');
  if (wg_action_is_movement (list->action))
    {
      g_string_append (out, "\"from\":[");
      for (guint i = 0; i < o->n_from; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          append_id (out, game, o->from[i]);
        }
      g_string_append (out, "],\"to\":");
      append_id (out, game, o->to);
      g_string_append_printf (out, ",\"range\":%d,\"attack\":%s,\"ships\":{\"min\":%d,\"max\":%d}",
                              o->range, o->attack ? "true" : "false", o->min_ships, o->max_ships);
    }
  else if (list->action == WG_ACTION_TRADE)
    {
      g_string_append (out, "\"from\":");
      append_id (out, game, o->from[0]);
      g_string_append (out, ",\"via\":");
      append_id (out, game, o->via);
      g_string_append (out, ",\"to\":");
      append_id (out, game, o->to);
    }
  else
    {
      g_string_append (out, "\"to\":");
      append_id (out, game, o->to);
    }
  if (list->action == WG_ACTION_RESEARCH)
    {
      g_string_append_printf (out, ",\"range\":%d,\"technologies\":[", o->range);
      for (guint i = 0, n = 0; i < 64; i++)
        if (o->technologies & (G_GUINT64_CONSTANT (1) << i))
          g_string_append_printf (out, "%s%u", n++ > 0 ? "," : "", i);
      g_string_append_c (out, ']');
    }
  g_string_append_c (out, '}');
}

static void
mark_once (GArray *cells,
           int     cell)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return;
  g_array_append_val (cells, cell);
}

/* "marks": every origin and every destination (a Trade's stop too), each
 * once, in the order of the moves. */
static void
append_marks (GString          *out,
              const WgGame     *game,
              const WgMoveList *list)
{
  g_autoptr (GArray) origins = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) destinations = g_array_new (FALSE, FALSE, sizeof (int));
  GArray *both[2] = { origins, destinations };

  for (guint i = 0; i < list->options->len; i++)
    {
      const WgMoveOption *o = &g_array_index (list->options, WgMoveOption, i);

      for (guint k = 0; wg_action_has_origins (list->action) && k < o->n_from; k++)
        mark_once (origins, o->from[k]);
      if (list->action == WG_ACTION_TRADE)
        mark_once (destinations, o->via);
      mark_once (destinations, o->to);
    }
  g_string_append (out, ",\"marks\":{\"origins\":[");
  for (int b = 0; b < 2; b++)
    {
      if (b == 1)
        g_string_append (out, "],\"destinations\":[");
      for (guint i = 0; i < both[b]->len; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          append_id (out, game, g_array_index (both[b], int, i));
        }
    }
  g_string_append (out, "]}");
}

/* The action the query names, or FALSE with the error set. */
static gboolean
find_action (const Ask *ask,
             WgAction  *action)
{
  const char *name = arg (ask, "action");

  if (name != NULL && strlen (name) <= MAX_ID && wg_action_from_string (name, action))
    return TRUE;
  refuse (ask, 400, _ ("“action” is one of recon, maneuver, skirmish, advance, concentrate, "
                       "trade, research, warp-in, reinforce, control, promote, draw."));
  return FALSE;
}

static char *
ask_moves (const Ask *ask)
{
  const WgGame *game = ask->game;
  const char   *good = arg (ask, "trade-good");
  g_autoptr (WgMoveList) list = NULL;
  g_autofree char *sentence = NULL;
  WgRulingList     rulings = { 0 };
  WgAction         action;
  GString         *out;
  int              player, x;

  if (!find_action (ask, &action) || (x = find_number (ask, "x", MAX_X)) < 0)
    return NULL;
  if (good != NULL && strcmp (good, "0") != 0 && strcmp (good, "1") != 0)
    {
      refuse (ask, 400, _ ("“trade-good” is 1 (spend a Trade Good) or 0."));
      return NULL;
    }
  if ((player = moves_player (ask)) == WG_NO_PLAYER)
    return NULL;
  list = wg_moves_list (game, player, action, x, g_strcmp0 (good, "1") == 0);
  wg_action_rulings (action, &rulings);
  if (list->trade_good)
    wg_ruling_list_add (&rulings, "R-RANGE-6");
  sentence = wg_move_list_describe (game, list);
  out = g_string_new ("{\"action\":");
  wg_share_json_string (out, wg_action_to_string (action));
  g_string_append_printf (out, ",\"x\":%d,\"trade_good\":%s,\"player\":", x,
                          list->trade_good ? "true" : "false");
  wg_share_json_string (out, game->players[player].color);
  if (action == WG_ACTION_WARP_IN || action == WG_ACTION_REINFORCE || action == WG_ACTION_CONTROL
      || wg_action_needs_no_location (action))
    g_string_append_printf (out, ",\"limit\":%d", list->limit);
  if (action == WG_ACTION_CONTROL)
    g_string_append_printf (out, ",\"markers_left\":%d", list->markers_left);
  g_string_append_printf (out, ",\"count\":%u,\"moves\":[", list->options->len);
  for (guint i = 0; i < list->options->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_option (out, game, list, &g_array_index (list->options, WgMoveOption, i));
    }
  g_string_append_c (out, ']');
  append_marks (out, game, list);
  return finish (out, ask, sentence, &rulings);
}
/* ---- Odds ---- */

/* One side's Tactics as warpgate-cli odds counts them from the game file:
 * a human's pile is their Tactics, the AI's its deck and discard; with a
 * card named, the hand is that card alone (--attacker-hand). */
typedef struct
{
  int     player;
  int     ships;
  GArray *pile;
  GArray *discard;
  GArray *hand;
} Side;

static void
side_clear (Side *s)
{
  g_clear_pointer (&s->pile, g_array_unref);
  g_clear_pointer (&s->discard, g_array_unref);
  g_clear_pointer (&s->hand, g_array_unref);
}

/* The side's pile and discard from the game file; FALSE with the error
 * set (a card whose multiplier is not known). */
static gboolean
side_from_file (const Ask *ask,
                Side      *s)
{
  const WgGame *game = ask->game;
  gboolean      ai = game->players[s->player].ai;
  const GArray *pile = ai ? game->ai.tactics_deck : game->players[s->player].tactics;
  const GArray *discard = ai ? game->ai.tactics_discard : NULL;
  g_autoptr (GError) error = NULL;

  if ((pile == NULL || wg_odds_cards_from_tactics (ask->catalog, pile, s->pile, &error))
      && (discard == NULL || wg_odds_cards_from_tactics (ask->catalog, discard, s->discard, &error)))
    return TRUE;
  /* Another player's cards are theirs alone: the reason names none. */
  if (s->player != ask->asker && !ai)
    /* TRANSLATORS: "No odds: red’s Tactics include a card whose multiplier is not known." */
    refuse (ask, 400,
            wg_game_player_is_plural (game, s->player)
              ? _ ("No odds: %s’ Tactics include a card whose multiplier is not known.")
              : _ ("No odds: %s’s Tactics include a card whose multiplier is not known."),
            wg_game_player_label (game, s->player));
  else
    /* TRANSLATORS: "No odds: red’s Tactics: the multiplier of … is not known, …" */
    refuse (ask, 400,
            wg_game_player_is_plural (game, s->player) ? _ ("No odds: %s’ Tactics: %s.")
                                                       : _ ("No odds: %s’s Tactics: %s."),
            wg_game_player_label (game, s->player), error->message);
  return FALSE;
}

/* The asking player's own Tactics card that @id names (its catalog id or
 * its name), resolved as the odds count it; FALSE with the error set:
 * a card that is not the player's is refused (403). */
static gboolean
own_card_by_id (const Ask    *ask,
                const char   *id,
                WgBattleCard *card)
{
  const GArray *tactics = ask->game->players[ask->asker].tactics;

  for (guint i = 0; tactics != NULL && i < tactics->len; i++)
    {
      const WgTactic *t = &g_array_index (tactics, WgTactic, i);
      g_autoptr (GArray) one = NULL;
      g_autoptr (GArray) cards = NULL;
      g_autoptr (GError) error = NULL;

      if ((t->card == NULL || g_ascii_strcasecmp (t->card, id) != 0)
          && (t->name == NULL || g_utf8_collate (t->name, id) != 0))
        continue;
      one = g_array_new (FALSE, FALSE, sizeof (WgTactic));
      cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
      g_array_append_vals (one, t, 1);
      if (!wg_odds_cards_from_tactics (ask->catalog, one, cards, &error))
        {
          refuse (ask, 400, _ ("No odds: %s."), error->message);
          return FALSE;
        }
      *card = g_array_index (cards, WgBattleCard, 0);
      return TRUE;
    }
  refuse (ask, 403, _ ("“%s” is not one of your Tactics cards: a player asks the odds with "
                       "their own cards only."),
          id);
  return FALSE;
}

/* "card" or "multiplier": the card the asking player would play, one of
 * their own; @named FALSE when neither is given (the odds before the
 * cards). FALSE with the error set. */
static gboolean
chosen_card (const Ask    *ask,
             WgBattleCard *card,
             gboolean     *named)
{
  const char *id = arg (ask, "card");
  gboolean    by_multiplier = arg (ask, "multiplier") != NULL;
  int         multiplier;

  *named = id != NULL || by_multiplier;
  if (!*named)
    return TRUE;
  if (ask->asker < 0)
    refuse (ask, 403, _ ("The watch address names no card: it shows the odds before the cards "
                         "are chosen."));
  else if (id != NULL && by_multiplier)
    refuse (ask, 400, _ ("Name a card or a multiplier, not both."));
  else if (id != NULL && (*id == '\0' || strlen (id) > 64 || !g_utf8_validate (id, -1, NULL)))
    refuse (ask, 400, _ ("“card” is not a card id (at most %d characters)."), 64);
  else if (id != NULL)
    return own_card_by_id (ask, id, card);
  else if ((multiplier = find_number (ask, "multiplier", 9)) < 0)
    return FALSE;
  else
    {
      const GArray *tactics = ask->game->players[ask->asker].tactics;
      g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));

      /* The hand's multipliers as the odds count them. */
      for (guint i = 0; tactics != NULL && i < tactics->len; i++)
        {
          g_autoptr (GArray) one = g_array_new (FALSE, FALSE, sizeof (WgTactic));

          g_array_append_vals (one, &g_array_index (tactics, WgTactic, i), 1);
          if (wg_odds_cards_from_tactics (ask->catalog, one, cards, NULL)
              && g_array_index (cards, WgBattleCard, cards->len - 1).multiplier == multiplier)
            {
              wg_battle_card_from_multiplier (multiplier, card);
              return TRUE;
            }
        }
      refuse (ask, 403, _ ("You hold no Tactics card of multiplier %d."), multiplier);
    }
  return FALSE;
}

/* The two sides: the attacker's ships at "from" (the asking player's on
 * their own address), the defender's at "at". FALSE with the error set. */
static gboolean
odds_sides (const Ask *ask,
            Side       sides[2])
{
  const WgGame *game = ask->game;
  int           from, at;

  if ((from = find_location (ask, "from")) < 0 || (at = find_location (ask, "at")) < 0)
    return FALSE;
  sides[0].player = game->stacks[from].ship_owner;
  sides[1].player = game->stacks[at].ship_owner;
  if (sides[0].player == WG_NO_PLAYER)
    refuse (ask, 400, _ ("No ships at %s to attack with."), wg_board_get_cell (game->board, from)->id);
  else if (ask->asker >= 0 && sides[0].player != ask->asker)
    refuse (ask, 403, _ ("The ships at %s are not yours: a player asks the odds of their own "
                         "attack."),
            wg_board_get_cell (game->board, from)->id);
  else if (from == at || sides[1].player == WG_NO_PLAYER || sides[1].player == sides[0].player)
    refuse (ask, 400, _ ("%s holds no ships of another player to defend it."),
            wg_board_get_cell (game->board, at)->id);
  else
    {
      sides[0].ships = wg_game_ships_at (game, from, sides[0].player);
      sides[1].ships = wg_game_ships_at (game, at, sides[1].player);
      return TRUE;
    }
  return FALSE;
}

static void
append_fraction (GString   *out,
                 WgRational r)
{
  char fraction[WG_RATIONAL_STRING_SIZE], percent[WG_RATIONAL_PERCENT_SIZE];

  g_string_append (out, "{\"fraction\":");
  wg_share_json_string (out, wg_rational_to_string (r, fraction));
  g_string_append_printf (out, ",\"percent\":%s}", wg_rational_format_percent (r, percent));
}

/* {"attacker": {"0": "a/b", …}, "defender": {…}}, as warpgate-cli odds. */
static void
append_lost (GString             *out,
             const WgOddsOutcome *o)
{
  static const char *const roles[2] = { "attacker", "defender" };

  g_string_append (out, "{");
  for (int r = 0; r < 2; r++)
    {
      guint n_out = 0;

      g_string_append_printf (out, "%s\"%s\":{", r > 0 ? "," : "", roles[r]);
      for (int n = 0; n <= WG_MAX_SHIPS; n++)
        if (!wg_rational_is_zero (o->lost[r][n]))
          {
            char p[WG_RATIONAL_STRING_SIZE];

            g_string_append_printf (out, "%s\"%d\":", n_out++ > 0 ? "," : "", n);
            wg_share_json_string (out, wg_rational_to_string (o->lost[r][n], p));
          }
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, '}');
}

static void
append_side (GString      *out,
             const WgGame *game,
             const WgOdds *odds,
             const Side   *s,
             WgBattleRole  role)
{
  static const char *const plays[] = { "first-drawn", "best", "either" };

  g_string_append_printf (out, ",\"%s\":{\"color\":", wg_battle_role_to_string (role));
  wg_share_json_string (out, game->players[s->player].color);
  g_string_append_printf (out, ",\"ships\":%d,\"ai\":%s,\"plays\":\"%s\"}", s->ships,
                          game->players[s->player].ai ? "true" : "false",
                          plays[odds->plays[role]]);
}

/* The odds as warpgate-cli odds --json gives them (without "joint"). */
static void
append_odds (GString      *out,
             const WgGame *game,
             const WgOdds *odds,
             const Side    sides[2])
{
  gboolean fights = !odds->no_cards[0] && !odds->no_cards[1];

  g_string_append_printf (out, "\"for\":\"%s\"", wg_battle_role_to_string (odds->view));
  append_side (out, game, odds, &sides[0], WG_ROLE_ATTACKER);
  append_side (out, game, odds, &sides[1], WG_ROLE_DEFENDER);
  g_string_append (out, ",\"win\":");
  if (fights)
    {
      append_fraction (out, odds->outcome.win[odds->view]);
      g_string_append (out, ",\"lost\":");
      append_lost (out, &odds->outcome);
    }
  else
    g_string_append (out, "null");
  g_string_append (out, ",\"cards\":[");
  for (guint i = 0; i < odds->n_cards; i++)
    {
      g_string_append (out, i > 0 ? ",{\"card\":" : "{\"card\":");
      wg_share_json_string (out, odds->cards[i].card.name);
      g_string_append (out, ",\"win\":");
      append_fraction (out, odds->cards[i].outcome.win[odds->view]);
      g_string_append (out, ",\"lost\":");
      append_lost (out, &odds->cards[i].outcome);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
  if (odds->n_cards > 0)
    {
      g_string_append (out, ",\"best\":");
      wg_share_json_string (out, odds->cards[odds->best].card.name);
    }
  g_string_append (out, ",\"no_cards\":[");
  for (int r = 0, n = 0; r < 2; r++)
    if (odds->no_cards[r])
      g_string_append_printf (out, "%s\"%s\"", n++ > 0 ? "," : "", wg_battle_role_to_string (r));
  g_string_append_c (out, ']');
}

/* TRUE when a card named @name is one of @player's own Tactics cards, as
 * the odds name it. */
static gboolean
holds_card (const Ask  *ask,
            int         player,
            const char *name)
{
  const GArray *tactics = ask->game->players[player].tactics;
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));

  for (guint i = 0; tactics != NULL && i < tactics->len; i++)
    {
      g_autoptr (GArray) one = g_array_new (FALSE, FALSE, sizeof (WgTactic));

      g_array_append_vals (one, &g_array_index (tactics, WgTactic, i), 1);
      if (wg_odds_cards_from_tactics (ask->catalog, one, cards, NULL)
          && strcmp (g_array_index (cards, WgBattleCard, cards->len - 1).name, name) == 0)
        return TRUE;
    }
  return FALSE;
}

/* "not_counted": the cards whose text the odds cannot resolve, as
 * warpgate-cli odds lists them, but only the asking player's own: the
 * other side's Tactics are that player's hand, which no other address
 * reads (the watch address lists none). "not_counted_others": how many
 * more there are. */
static void
append_not_counted (GString      *out,
                    const Ask    *ask,
                    const WgOdds *odds)
{
  guint shown = 0, others = 0;

  g_string_append (out, ",\"not_counted\":[");
  for (guint i = 0; i < odds->not_counted->len; i++)
    {
      const char *name = g_array_index (odds->not_counted, WgBattleCard, i).name;

      if (ask->asker < 0 || !holds_card (ask, ask->asker, name))
        {
          others++;
          continue;
        }
      if (shown++ > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, name);
    }
  g_string_append_printf (out, "],\"not_counted_others\":%u", others);
}

/* The sentence: the battle dialog's odds row, or why there are none. */
static char *
describe_odds (const WgGame *game,
               const WgOdds *odds,
               const Side    sides[2],
               char        **average)
{
  for (int r = 0; r < 2; r++)
    if (odds->no_cards[r])
      return g_strdup_printf (_ ("No odds: %s has no Tactics card in the game file."),
                              wg_game_player_label (game, sides[r].player));
  g_autofree char *win = NULL;

  *average = wg_odds_describe_average (game, odds, sides[0].player, sides[1].player);
  /* Titled as the battle dialog titles its odds row. */
  win = wg_odds_describe_win (game, odds, sides[odds->view].player);
  return wg_words_capitalize (win);
}

static WgOdds *
compute_odds (const Ask *ask,
              Side       sides[2])
{
  WgOddsSide   in[2];
  WgBattleCard card;
  gboolean     named = FALSE;
  g_autoptr (GError) error = NULL;
  WgOdds *odds;

  for (int r = 0; r < 2; r++)
    {
      sides[r].pile = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
      sides[r].discard = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
      sides[r].hand = g_array_new (FALSE, FALSE, sizeof (WgBattleCard));
    }
  if (!odds_sides (ask, sides) || !chosen_card (ask, &card, &named))
    return NULL;
  if (named)
    g_array_append_val (sides[0].hand, card);
  for (int r = 0; r < 2; r++)
    if ((r > 0 || !named) && !side_from_file (ask, &sides[r]))
      return NULL;
  for (int r = 0; r < 2; r++)
    in[r] = (WgOddsSide) {
      ask->game->players[sides[r].player].ai,
      (const WgBattleCard *) sides[r].pile->data,
      sides[r].pile->len,
      (const WgBattleCard *) sides[r].discard->data,
      sides[r].discard->len,
      (const WgBattleCard *) sides[r].hand->data,
      sides[r].hand->len,
    };
  /* Whose odds: the human side, the attacker when both are (as
   * warpgate-cli odds without --for). */
  odds = wg_odds_compute (sides[0].ships, sides[1].ships, &in[0], &in[1],
                          in[0].ai ? WG_ROLE_DEFENDER : WG_ROLE_ATTACKER, &error);
  if (odds == NULL)
    refuse (ask, 400, _ ("No odds: %s."), error->message);
  return odds;
}

static char *
ask_odds (const Ask *ask)
{
  Side sides[2] = { { 0 }, { 0 } };
  g_autoptr (WgOdds) odds = compute_odds (ask, sides);
  g_autofree char *sentence = NULL, *average = NULL;
  GString         *out = NULL;

  if (odds != NULL)
    {
      sentence = describe_odds (ask->game, odds, sides, &average);
      out = g_string_new ("{");
      append_odds (out, ask->game, odds, sides);
      append_not_counted (out, ask, odds);
      g_string_append (out, ",\"card\":");
      if (sides[0].hand->len > 0)
        wg_share_json_string (out, g_array_index (sides[0].hand, WgBattleCard, 0).name);
      else
        g_string_append (out, "null");
      g_string_append (out, ",\"average\":");
      if (average != NULL)
        wg_share_json_string (out, average);
      else
        g_string_append (out, "null");
    }
  for (int r = 0; r < 2; r++)
    side_clear (&sides[r]);
  return out != NULL ? finish (out, ask, sentence, &odds->rulings) : NULL;
}

/* ---- The asks ---- */

static const struct
{
  const char *name;
  char *(*answer) (const Ask *ask);
} asks[] = {
  { "range", ask_range },
  { "withdrawal", ask_withdrawal },
  { "moves", ask_moves },
  { "odds", ask_odds },
};

char *
wg_share_ask (const char      *name,
              const WgGame    *game,
              const WgCatalog *catalog,
              int              asker,
              GHashTable      *query,
              guint64          version,
              guint           *status,
              char           **error)
{
  /* The odds resolve a card's multiplier through a catalog: the app's,
   * else the built-in one, as warpgate-cli odds without --catalog. */
  g_autoptr (WgCatalog) builtin = catalog == NULL ? wg_catalog_new_builtin () : NULL;
  Ask ask = { game, catalog != NULL ? catalog : builtin, asker, query, version, status, error };

  g_return_val_if_fail (status != NULL && error != NULL && *error == NULL, NULL);
  *status = 200;
  if (game == NULL)
    {
      refuse (&ask, 400, _ ("No game is open."));
      return NULL;
    }
  g_return_val_if_fail (asker == WG_SHARE_ASK_WATCH
                          || (asker >= 0 && (guint) asker < game->n_players),
                        NULL);
  for (guint i = 0; i < G_N_ELEMENTS (asks); i++)
    if (g_strcmp0 (name, asks[i].name) == 0)
      return asks[i].answer (&ask);
  refuse (&ask, 404, _ ("No such question."));
  return NULL;
}
