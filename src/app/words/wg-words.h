/* wg-words.h — the game in the players' words: planet types, cards, factions, players
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-score.h"

G_BEGIN_DECLS

/* "D · Desert": the letter and the display name. */
char *wg_words_planet_type (WgPlanetType type);
/* The card's name, else "Unknown Technology". */
char *wg_words_technology_title (const WgTechnology *technology);
/* "Desert · 2 VP" / "Oceanic · 1 VP per Trade Good". */
char *wg_words_technology_detail (const WgTechnology *technology);
/* The card's name (its own, else its catalog card's), else its kind
 * ("Hero card"), else "Tactics card". */
char *wg_words_tactic_title (const WgCatalog *catalog,
                             const WgTactic  *tactic);
/* "Basic · ×5" / "Advanced · multiplier not known". */
char *wg_words_tactic_detail (const WgCatalog *catalog,
                              const WgTactic  *tactic);
/* "Roguu Conglomerate" for "roguu-conglomerate". */
char *wg_words_faction (const char *faction);
/* The player's label and colour: "Player 1 (blue)", or "blue". */
char *wg_words_player_title (const WgGame *game,
                             int           player);
/* @text with its first letter upper case, for a title or a sentence that
 * starts with a player's colour ("blue wins …" → "Blue wins …"). */
char *wg_words_capitalize (const char *text);
/* A location as players say it: "D1", or "the red Warpgate" for a
 * Warpgate (never its id, "gate-red"). */
char *wg_words_location (const WgGame *game,
                         int           cell);
/* What the board writes under a location: its id ("D1"), or for a
 * Warpgate its colour, as people say it ("blue gate"), never its id
 * ("gate-blue"). */
char *wg_words_location_label (const WgCell *cell);
/* Who wins, as wg_score_describe says it (the CLI's sentence, docs/cli.md),
 * but with the Gatekeepers as the plural name they are: "The Gatekeepers
 * win with 29 VP (R-SCORE-2)." when they alone win; NULL without a
 * winner. */
char *wg_words_score_winner (const WgGame  *game,
                             const WgScore *score);

G_END_DECLS
