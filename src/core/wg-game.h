/* wg-game.h — the whole table: board, players, pieces, pools, turn, AI
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "wg-board.h"
#include "wg-token.h"
#include "wg-types.h"

G_BEGIN_DECLS

#define WG_MAX_PLAYERS 6
#define WG_MAX_SHIPS   12
#define WG_MAX_MARKERS 12
#define WG_NO_PLAYER   (-1)

/* How a Technology scores (R-SCORE-1). */
typedef enum
{
  WG_VP_FIXED,          /* value VP */
  WG_VP_PER_TRADE_GOOD, /* value VP per Trade Good the owner has */
} WgVpRule;

typedef struct
{
  WgVpRule rule;
  int      value;
} WgVp;

typedef struct
{
  char        *name; /* NULL when not known */
  WgPlanetType type;
  WgVp         vp;
} WgTechnology;

typedef struct
{
  WgPlanetType      type;
  WgObjectiveStatus status;
  char             *name; /* NULL when not known */
} WgObjective;

#define WG_MULTIPLIER_UNKNOWN (-1)

typedef struct
{
  char        *card; /* catalog id, or NULL */
  char        *name; /* NULL when not given */
  WgTacticKind kind;
  gboolean     has_kind;   /* FALSE: the kind comes from the catalog card */
  int          multiplier; /* 0–9, or WG_MULTIPLIER_UNKNOWN */
} WgTactic;

typedef struct
{
  WgAiCardKind kind;
  WgPlanetType type; /* objective cards only */
} WgAiCard;

/* A face-down deck: either its cards, top first (known), or only how many
 * there are (a physical deck nobody knows the order of). The element type of
 * @cards depends on the deck: WgTechnology, WgPlanetType (Objectives) or
 * WgTactic (Promotion). */
typedef struct
{
  gboolean known;
  guint    count; /* when !known */
  GArray  *cards; /* when known; never NULL */
  /* An extension (R-DECK-3): when known, the cards are known but not their
   * order (a pile reshuffled at the table); saved as {"unknown_order": […]}. */
  gboolean unordered;
} WgDeck;

guint wg_deck_size (const WgDeck *deck);

/* A discovery token a player holds (the Exploration variant, R-EXP-3,
 * R-EXP-9). */
typedef struct
{
  WgToken  token;
  gboolean used;  /* a held token used (turned face down), or an immediate one resolved */
  int      at;    /* copy-planet: the planet it was put on (cell), or -1 */
  int      round; /* truce: the round it was used for, or 0 */
} WgDiscovery;

typedef struct
{
  char    *color;
  char    *name; /* NULL when not given */
  gboolean ai;
  char    *faction; /* NULL when not given */
  char     side;    /* 'A', 'B' or 0 */
  int      ships_total;
  int      markers_total;
  int      trade_goods_unspent;
  int      trade_goods_spent;
  GArray  *technologies; /* WgTechnology */
  GArray  *objectives;   /* WgObjective */
  GArray  *tactics;      /* WgTactic: draw pile and discard together */
  int      exploration_tokens;
  GArray  *discoveries;         /* WgDiscovery: the tokens held (R-EXP-9) */
  int      secret_technologies; /* turned face down by secret-technology (R-EXP-10) */
  /* Action cards, counted (an extension of the format: "action_cards").
   * Only when actions_tracked; the cards' faces are not modelled. */
  gboolean actions_tracked;
  int      action_deck;
  int      action_hand;
  int      action_played; /* on the faction board's slots this round */
  int      action_discard;
} WgPlayer;

/* What stands on one board cell. Outside a battle a location holds the ships
 * of at most one player (R-MOVE-11), so one owner is enough. */
typedef struct
{
  gint8  ship_owner;   /* player index or WG_NO_PLAYER */
  guint8 ships;        /* 0 when ship_owner is WG_NO_PLAYER */
  gint8  marker_owner; /* player index or WG_NO_PLAYER */
  guint8 marker_side;  /* WgMarkerSide */
  guint8 tokens;       /* Exploration: face-down discovery tokens left, 0–2 (R-EXP-1) */
  guint8 explore;      /* Exploration: WgExploreFlags */
} WgStack;

/* What discovery tokens did to a planet (R-EXP-6, R-EXP-5 `trade-icon`). */
typedef enum
{
  WG_EXPLORE_VOIDED = 1 << 0,
  WG_EXPLORE_TRADE_ICON = 1 << 1,
} WgExploreFlags;

#define WG_MAX_TOKENS_AT 2

typedef struct
{
  int      player;          /* index of the AI player */
  GArray  *deck;            /* WgAiCard, top first: the AI draws the last one */
  GArray  *discard;         /* WgAiCard */
  GArray  *played;          /* WgAiCard, this round's slots */
  GArray  *tactics_deck;    /* WgTactic, top first */
  GArray  *tactics_discard; /* WgTactic */
  /* Extensions of the format (written only when used): the seed of the
   * shuffles the app performs and how many it has performed, so a game
   * replays identically; and decks whose order nobody knows (a physical
   * deck, or one shuffled at the table): their cards are listed, and the app
   * asks which one is drawn. */
  gboolean has_seed;
  int      seed;
  int      shuffles;
  gboolean deck_unknown;
  gboolean tactics_unknown;
} WgAiState;

typedef struct
{
  WgBoard  *board;
  WgPlayer  players[WG_MAX_PLAYERS];
  guint     n_players;

  WgStack  *stacks;                 /* one per board cell */
  int       drones[WG_MAX_PLAYERS]; /* cell, or -1 when the drone is off the board */

  /* Pools */
  int       trade_goods;
  WgDeck    technology_deck;   /* WgTechnology */
  GArray   *technologies;      /* WgTechnology, available, left to right */
  WgDeck    objective_deck;    /* WgPlanetType */
  GArray   *objectives;        /* WgPlanetType, available, left to right */
  WgDeck    promotion_deck;    /* WgTactic */
  GArray   *promotion_discard; /* WgTactic */

  /* Turn */
  int       round;
  int       turn; /* 1–4: the slot the active player plays into */
  int       first_player;
  int       active;
  gboolean  final_round; /* R-ROUND-2: decided at the start of the round */
  gboolean  game_over;   /* the final round has ended */
  gboolean  acted;       /* the active player has applied this turn's action ("turn.acted") */

  WgAiState ai; /* ai.player is WG_NO_PLAYER without an AI */

  /* House rules */
  gboolean  warpgates_block; /* R-RANGE-3, default TRUE */

  /* The Exploration variant ("exploration"): on, and the tokens left in
   * the box; the rest is on the stacks and the players. */
  gboolean  exploration;
  int       explore_box;
} WgGame;

#define WG_TYPE_GAME (wg_game_get_type ())

GType   wg_game_get_type (void) G_GNUC_CONST;

/* A game on @board with no players and nothing on the board yet. */
WgGame *wg_game_new (WgBoard *board);
WgGame *wg_game_copy (const WgGame *game);
void    wg_game_free (WgGame *game);

/* A game's name is its board's name ("board.name" in the game file), so
 * the longest game name is the longest board name, in characters. */
#define WG_GAME_NAME_MAX_CHARS WG_BOARD_NAME_MAX_CHARS

/* TRUE when @name can be a game's name: valid UTF-8, 1–64 characters, not
 * only spaces, no control characters (tabs and line breaks included). */
gboolean    wg_game_name_is_valid (const char *name);
/* The game's name: its board's name, or NULL. */
const char *wg_game_get_name (const WgGame *game);
/* Names the game by giving it its board renamed to @name, which must be
 * valid or NULL (no name). */
void        wg_game_set_name (WgGame     *game,
                              const char *name);

/* Adds a player with the defaults of the file format; returns its index. */
int         wg_game_add_player (WgGame     *game,
                                const char *color);
/* The player index of a colour, or WG_NO_PLAYER. */
int         wg_game_find_player (const WgGame *game,
                                 const char   *color);
const char *wg_game_player_color (const WgGame *game,
                                  int           player);
/* What to call a player in a sentence: the name, else the colour (translated). */
const char *wg_game_player_label (const WgGame *game,
                                  int           player);
/* Whether a sentence about @player takes a plural verb: the AI under its
 * own name, which New Game gives as "The Gatekeepers" ("The Gatekeepers
 * win", "the Gatekeepers’ turn"). A human, or the AI shown by its colour
 * ("red wins"), is one. The sentences choose between two messages. */
gboolean    wg_game_player_is_plural (const WgGame *game,
                                      int           player);
/* What to call a location in a sentence (CLI.md, "Text for people"): its
 * id, or "the red Warpgate" for a Warpgate — never an id such as
 * "gate-red". The string lives as long as the program (interned). */
const char *wg_game_place_name (const WgGame *game,
                                int           cell);
/* The player's own warpgate cell, or -1. */
int         wg_game_warpgate_of (const WgGame *game,
                                 int           player);
int         wg_game_ships_on_board (const WgGame *game,
                                    int           player);
/* Ships owned minus ships on the board (R-MOVE-9). */
int         wg_game_supply (const WgGame *game,
                            int           player);
int         wg_game_markers_on_board (const WgGame *game,
                                      int           player);
/* The player's ships at a cell (0 when another player's or nobody's). */
int         wg_game_ships_at (const WgGame *game,
                              int           cell,
                              int           player);
/* TRUE when a cell holds ships of a player other than @player (R-MOVE-2). */
gboolean    wg_game_has_enemy_ships (const WgGame *game,
                                     int           cell,
                                     int           player);
/* TRUE when the game has an AI player (a solo game). */
gboolean    wg_game_is_solo (const WgGame *game);

/* Element clean-up and copies for the arrays above. */
void        wg_technology_clear (WgTechnology *tech);
void        wg_technology_copy (WgTechnology       *dst,
                                const WgTechnology *src);
void        wg_objective_clear (WgObjective *objective);
void        wg_tactic_clear (WgTactic *tactic);
void        wg_tactic_copy (WgTactic       *dst,
                            const WgTactic *src);
GArray     *wg_technology_array_new (void);
GArray     *wg_objective_array_new (void);
GArray     *wg_tactic_array_new (void);
GArray     *wg_ai_card_array_new (void);
GArray     *wg_planet_type_array_new (void);
GArray     *wg_discovery_array_new (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgGame, wg_game_free)

G_END_DECLS
