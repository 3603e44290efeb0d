/* wg-types.h — the game's small vocabularies: planet types, pieces, cards
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Order matters: it is the order the file format and the UI list them in. */
typedef enum
{
  WG_PLANET_DESERT,
  WG_PLANET_JUNGLE,
  WG_PLANET_VOLCANIC,
  WG_PLANET_OCEANIC,
  WG_PLANET_ARCTIC,
  WG_PLANET_ANCIENTS,
  WG_N_PLANET_TYPES
} WgPlanetType;

typedef enum
{
  WG_HEX_SPACE,
  WG_HEX_PLANET,
  WG_HEX_WARPGATE,
} WgHexKind;

typedef enum
{
  WG_MARKER_OUTPOST,
  WG_MARKER_COLONY,
} WgMarkerSide;

typedef enum
{
  WG_TACTIC_BASIC,
  WG_TACTIC_HERO,
  WG_TACTIC_ADVANCED,
} WgTacticKind;

typedef enum
{
  WG_OBJECTIVE_HELD,
  WG_OBJECTIVE_COMPLETED,
  WG_OBJECTIVE_FAILED,
} WgObjectiveStatus;

typedef enum
{
  WG_AI_CARD_OBJECTIVE,
  WG_AI_CARD_TECHNOLOGY,
  WG_AI_CARD_TACTIC,
  WG_AI_CARD_ACTION,
} WgAiCardKind;

/* Each pair converts between the enum and the file format's spelling.
 * from_string returns FALSE (and leaves *out alone) for an unknown word. */
/* "desert" … "ancients", in WgPlanetType's order, then NULL: the files' words. */
extern const char *const wg_planet_type_words[];
const char              *wg_planet_type_to_string (WgPlanetType type);
gboolean                 wg_planet_type_from_string (const char   *str,
                                                     WgPlanetType *out);
/* The planet type as a player reads it ("Desert"), translated. */
const char              *wg_planet_type_display_name (WgPlanetType type);
/* A player colour as a player reads it ("red"), translated for the colours of
 * the board's palette; any other colour is returned as it is. The file format,
 * the JSON output and the command line keep the colour itself. */
const char              *wg_color_display_name (const char *color);
/* One letter that tells the types apart without colour (D J V O A H). */
char                     wg_planet_type_letter (WgPlanetType type);

const char              *wg_hex_kind_to_string (WgHexKind kind);
gboolean                 wg_hex_kind_from_string (const char *str,
                                                  WgHexKind  *out);
const char              *wg_marker_side_to_string (WgMarkerSide side);
gboolean                 wg_marker_side_from_string (const char   *str,
                                                     WgMarkerSide *out);
const char              *wg_tactic_kind_to_string (WgTacticKind kind);
gboolean                 wg_tactic_kind_from_string (const char   *str,
                                                     WgTacticKind *out);
const char              *wg_objective_status_to_string (WgObjectiveStatus status);
gboolean                 wg_objective_status_from_string (const char        *str,
                                                          WgObjectiveStatus *out);
const char              *wg_ai_card_kind_to_string (WgAiCardKind kind);
gboolean                 wg_ai_card_kind_from_string (const char   *str,
                                                      WgAiCardKind *out);

/* Identifier syntax of the file format. */
gboolean                 wg_is_valid_id (const char *str);      /* [A-Za-z0-9_-]{1,32} */
gboolean                 wg_is_valid_color (const char *str);   /* [a-z]{1,16} */
gboolean                 wg_is_valid_faction (const char *str); /* [a-z0-9-]{1,48} */

G_END_DECLS
