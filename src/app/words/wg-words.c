/* wg-words.c — the game in the players' words: planet types, cards, factions, players
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-words.h"

char *
wg_words_planet_type (WgPlanetType type)
{
  /* TRANSLATORS: a planet type's letter and name, "D · Desert" */
  return g_strdup_printf (_ ("%c · %s"), wg_planet_type_letter (type),
                          wg_planet_type_display_name (type));
}

char *
wg_words_technology_title (const WgTechnology *technology)
{
  if (technology->name != NULL)
    return g_strdup (technology->name);
  return g_strdup (_ ("Unknown Technology"));
}

char *
wg_words_technology_detail (const WgTechnology *technology)
{
  const char *type = wg_planet_type_display_name (technology->type);

  if (technology->vp.rule == WG_VP_PER_TRADE_GOOD)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d VP per Trade Good",
                                         "%s · %d VP per Trade Good",
                                         (gulong) technology->vp.value),
                            type, technology->vp.value);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d VP", "%s · %d VP",
                                       (gulong) technology->vp.value),
                          type, technology->vp.value);
}

static const char *
tactic_kind_label (WgTacticKind kind)
{
  switch (kind)
    {
    case WG_TACTIC_BASIC: return _ ("Basic");
    case WG_TACTIC_HERO: return _ ("Hero");
    case WG_TACTIC_ADVANCED: return _ ("Advanced");
    default: g_return_val_if_reached (NULL);
    }
}

/* What the catalog knows of a tactic (wg_catalog_resolve_tactic). */
typedef struct
{
  const WgCard *card;
  const char   *name;
  gboolean      has_kind;
  WgTacticKind  kind;
  int           multiplier;
} Known;

static Known
resolve (const WgCatalog *catalog,
         const WgTactic  *tactic)
{
  Known k;

  wg_catalog_resolve_tactic (catalog, tactic, &k.card, &k.name, &k.has_kind, &k.kind,
                             &k.multiplier);
  return k;
}

char *
wg_words_tactic_title (const WgCatalog *catalog,
                       const WgTactic  *tactic)
{
  Known k = resolve (catalog, tactic);

  if (k.name != NULL)
    return g_strdup (k.name);
  if (!k.has_kind)
    return g_strdup (_ ("Tactics card"));
  switch (k.kind)
    {
    case WG_TACTIC_BASIC: return g_strdup (_ ("Basic Tactics card"));
    case WG_TACTIC_HERO: return g_strdup (_ ("Hero card"));
    case WG_TACTIC_ADVANCED: return g_strdup (_ ("Advanced Tactics card"));
    default: g_return_val_if_reached (NULL);
    }
}

char *
wg_words_tactic_detail (const WgCatalog *catalog,
                        const WgTactic  *tactic)
{
  Known            k = resolve (catalog, tactic);
  g_autofree char *times = NULL;

  if (k.multiplier == WG_MULTIPLIER_UNKNOWN)
    times = g_strdup (_ ("multiplier not known"));
  else
    /* TRANSLATORS: a Tactics card's multiplier, "×2" */
    times = g_strdup_printf (_ ("×%d"), k.multiplier);
  if (!k.has_kind)
    return g_steal_pointer (&times);
  /* TRANSLATORS: a Tactics card's kind and multiplier, "Basic · ×2" */
  return g_strdup_printf (_ ("%s · %s"), tactic_kind_label (k.kind), times);
}

char *
wg_words_faction (const char *faction)
{
  g_auto (GStrv) words = NULL;

  if (faction == NULL)
    return NULL;
  words = g_strsplit (faction, "-", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      words[i][0] = g_ascii_toupper (words[i][0]);
  return g_strjoinv (" ", words);
}

char *
wg_words_player_title (const WgGame *game,
                       int           player)
{
  const WgPlayer *p = &game->players[player];

  if (p->name == NULL)
    return g_strdup (wg_color_display_name (p->color));
  /* TRANSLATORS: a player's name and colour, "Player 1 (blue)" */
  return g_strdup_printf (_ ("%s (%s)"), p->name, wg_color_display_name (p->color));
}

/* The core's sentence is the CLI's contract ("The Gatekeepers win with 14
 * VP", docs/cli.md), so the app's own words are here (issue 18). */
char *
wg_words_score_winner (const WgGame  *game,
                       const WgScore *score)
{
  const WgScoreLine *line = NULL;

  g_return_val_if_fail (game != NULL && score != NULL, NULL);

  if (score->n_winners == 0)
    return NULL;
  if (score->n_winners > 1 || !game->players[score->winners[0]].ai)
    return wg_score_describe (game, score);
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].player == score->winners[0])
      line = &score->lines[i];
  g_return_val_if_fail (line != NULL, NULL);
  if (score->tiebreak == WG_TIEBREAK_CONTROLLED_PLANETS)
    return g_strdup_printf (_ ("The Gatekeepers win: tied at %d VP, with the most controlled "
                               "planets (%d) (R-SCORE-2, R-CTRL-4)."),
                            line->total, line->controlled_planets);
  return g_strdup_printf (_ ("The Gatekeepers win with %d VP (R-SCORE-2)."), line->total);
}

char *
wg_words_capitalize (const char *text)
{
  char head[8] = { 0 };

  g_return_val_if_fail (text != NULL, NULL);
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (text)), head);
  return g_strconcat (head, g_utf8_next_char (text), NULL);
}

char *
wg_words_location (const WgGame *game,
                   int           cell)
{
  const WgCell *c;

  g_return_val_if_fail (game != NULL, NULL);

  c = wg_board_get_cell (game->board, cell);
  if (c->kind == WG_HEX_WARPGATE && c->color != NULL)
    /* TRANSLATORS: a Warpgate named by its player's colour, "the red Warpgate" */
    return g_strdup_printf (_ ("the %s Warpgate"), wg_color_display_name (c->color));
  return g_strdup (c->id != NULL ? c->id : "");
}

char *
wg_words_location_label (const WgCell *cell)
{
  g_return_val_if_fail (cell != NULL, NULL);

  if (cell->kind != WG_HEX_WARPGATE || cell->color == NULL)
    return g_strdup (cell->id);
  /* TRANSLATORS: a Warpgate's name under it on the board, by its colour:
     "blue gate" (short, to fit in its hex; never its id "gate-blue") */
  return g_strdup_printf (C_ ("board label", "%s gate"), wg_color_display_name (cell->color));
}
