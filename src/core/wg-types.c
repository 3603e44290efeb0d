/* wg-types.c — the game's small vocabularies
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-types.h"

/* Each ends in NULL, as wg_schema_word wants its words. */
const char *const wg_planet_type_words[] = {
  "desert",
  "jungle",
  "volcanic",
  "oceanic",
  "arctic",
  "ancients",
  NULL,
};
static const char *const hex_kind_names[] = { "space", "planet", "warpgate", NULL };
static const char *const marker_side_names[] = { "outpost", "colony", NULL };
static const char *const tactic_kind_names[] = { "basic", "hero", "advanced", NULL };
static const char *const objective_status_names[] = { "held", "completed", "failed", NULL };
static const char *const ai_card_kind_names[] = { "objective", "technology", "tactic", "action",
                                                  NULL };

static gboolean
lookup_word (const char *const *words,
             guint              n_words,
             const char        *str,
             int               *out)
{
  if (str == NULL)
    return FALSE;
  for (guint i = 0; i < n_words; i++)
    if (strcmp (words[i], str) == 0)
      {
        *out = (int) i;
        return TRUE;
      }
  return FALSE;
}

#define DEFINE_WORDS(prefix, Type, table)                                  \
  const char *prefix##_to_string (Type value)                              \
  {                                                                        \
    g_return_val_if_fail ((guint) value < G_N_ELEMENTS (table) - 1, NULL); \
    return table[value];                                                   \
  }                                                                        \
  gboolean prefix##_from_string (const char *str, Type *out)               \
  {                                                                        \
    int v;                                                                 \
    if (!lookup_word (table, G_N_ELEMENTS (table) - 1, str, &v))           \
      return FALSE;                                                        \
    *out = (Type) v;                                                       \
    return TRUE;                                                           \
  }

DEFINE_WORDS (wg_planet_type, WgPlanetType, wg_planet_type_words)
DEFINE_WORDS (wg_hex_kind, WgHexKind, hex_kind_names)
DEFINE_WORDS (wg_marker_side, WgMarkerSide, marker_side_names)
DEFINE_WORDS (wg_tactic_kind, WgTacticKind, tactic_kind_names)
DEFINE_WORDS (wg_objective_status, WgObjectiveStatus, objective_status_names)
DEFINE_WORDS (wg_ai_card_kind, WgAiCardKind, ai_card_kind_names)

const char *
wg_planet_type_display_name (WgPlanetType type)
{
  switch (type)
    {
    case WG_PLANET_DESERT: return _ ("Desert");
    case WG_PLANET_JUNGLE: return _ ("Jungle");
    case WG_PLANET_VOLCANIC: return _ ("Volcanic");
    case WG_PLANET_OCEANIC: return _ ("Oceanic");
    case WG_PLANET_ARCTIC: return _ ("Arctic");
    case WG_PLANET_ANCIENTS: return _ ("Ancients homeworld");
    case WG_N_PLANET_TYPES:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
wg_color_display_name (const char *color)
{
  /* The colours of the board's palette; a file may name any other
   * ([a-z]{1,16}), which is shown as it is written. */
  static const struct
  {
    const char *id;
    const char *label;
  } names[] = {
    { "blue", NC_ ("player colour", "blue") },
    { "red", NC_ ("player colour", "red") },
    { "green", NC_ ("player colour", "green") },
    { "yellow", NC_ ("player colour", "yellow") },
    { "white", NC_ ("player colour", "white") },
    { "black", NC_ ("player colour", "black") },
    { "purple", NC_ ("player colour", "purple") },
    { "orange", NC_ ("player colour", "orange") },
    { "pink", NC_ ("player colour", "pink") },
    { "grey", NC_ ("player colour", "grey") },
    { "gray", NC_ ("player colour", "gray") },
    { "brown", NC_ ("player colour", "brown") },
    { "cyan", NC_ ("player colour", "cyan") },
    { "teal", NC_ ("player colour", "teal") },
  };

  g_return_val_if_fail (color != NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (color, names[i].id) == 0)
      return g_dpgettext2 (GETTEXT_PACKAGE, "player colour", names[i].label);
  return color;
}

char
wg_planet_type_letter (WgPlanetType type)
{
  /* H for the Ancients' Homeworld: A is taken by Arctic. */
  static const char letters[] = "DJVOAH";

  g_return_val_if_fail ((guint) type < WG_N_PLANET_TYPES, '?');
  return letters[type];
}

static gboolean
matches_charset (const char *str,
                 gsize       max_len,
                 gboolean (*ok) (char c))
{
  gsize len;

  if (str == NULL)
    return FALSE;
  len = strlen (str);
  if (len == 0 || len > max_len)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!ok (str[i]))
      return FALSE;
  return TRUE;
}

static gboolean
id_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '-';
}

static gboolean
color_char (char c)
{
  return c >= 'a' && c <= 'z';
}

static gboolean
faction_char (char c)
{
  return (c >= 'a' && c <= 'z') || g_ascii_isdigit (c) || c == '-';
}

gboolean
wg_is_valid_id (const char *str)
{
  return matches_charset (str, 32, id_char);
}

gboolean
wg_is_valid_color (const char *str)
{
  return matches_charset (str, 16, color_char);
}

gboolean
wg_is_valid_faction (const char *str)
{
  return matches_charset (str, 48, faction_char);
}
