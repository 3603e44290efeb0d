/* wg-catalog.h — the card catalog: what is known of each card, and what the
 * app can do with its text
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "wg-game.h"

G_BEGIN_DECLS

#define WG_CATALOG_FORMAT_NAME    "warpgate-companion-cards"
#define WG_CATALOG_FORMAT_VERSION 1

typedef enum
{
  WG_CARD_BASIC,
  WG_CARD_HERO,
  WG_CARD_ADVANCED,
  WG_CARD_TECHNOLOGY,
  WG_CARD_OBJECTIVE,
} WgCardKind;

/* The small vocabulary that automates card texts (the rest is resolved by
 * hand from the card's text). */
typedef enum
{
  WG_EFFECT_DESTROY,            /* destroy N / half / all ships */
  WG_EFFECT_CANCEL,             /* cancel the other card's text */
  WG_EFFECT_REFRESH_TRADE_GOOD, /* flip a spent Trade Good back */
  WG_EFFECT_GAIN_TRADE_GOOD,    /* take an available Trade Good */
} WgEffectKind;

typedef enum
{
  WG_EFFECT_SIDE_OWN,
  WG_EFFECT_SIDE_ENEMY,
  WG_EFFECT_SIDE_BOTH,
} WgEffectSide;

typedef enum
{
  WG_EFFECT_ALWAYS,
  WG_EFFECT_ON_WIN,  /* when the card's player wins the battle */
  WG_EFFECT_ON_LOSS, /* when the card's player loses it */
} WgEffectWhen;

#define WG_AMOUNT_HALF (-1) /* half of the ships, rounded down */
#define WG_AMOUNT_ALL  (-2)

typedef struct
{
  WgEffectKind kind;
  int          amount; /* destroy: 1–12, WG_AMOUNT_HALF or WG_AMOUNT_ALL */
  WgEffectSide side;
  WgEffectWhen when;
} WgEffect;

#define WG_CARD_MAX_EFFECTS 8

typedef struct
{
  char        *id;
  char        *name;
  WgCardKind   kind;
  char         letter;     /* Basic and Hero Tactics: the slot, 'A'…'H'; else 0 */
  char        *faction;    /* Hero Tactics: the faction; NULL when not given */
  int          multiplier; /* Tactics: 0–9 or WG_MULTIPLIER_UNKNOWN */
  char        *text;       /* the printed text; NULL when not known */
  WgEffect     effects[WG_CARD_MAX_EFFECTS];
  guint        n_effects;
  gboolean     complete; /* the effects are the whole text: nothing by hand */
  gboolean     has_type;
  WgPlanetType type; /* Technologies and Objectives */
  gboolean     has_vp;
  WgVp         vp;      /* Technologies */
  char        *trigger; /* Technologies: "battle", "deploy", … or NULL */
  char        *note;    /* where the knowledge comes from */
} WgCard;

gboolean wg_card_kind_is_tactic (WgCardKind kind);
/* A sentence for an effect: "destroy half of both sides' ships". */
char    *wg_effect_describe (const WgEffect *effect);

#define WG_TYPE_CATALOG (wg_catalog_get_type ())

/* Immutable once built; shared by reference. */
typedef struct _WgCatalog WgCatalog;

GType                     wg_catalog_get_type (void) G_GNUC_CONST;
/* The catalog the app ships (data/cards/catalog.json, built in). */
WgCatalog                *wg_catalog_new_builtin (void);
/* A catalog of @cards (copied); NULL with an error for a repeated id. */
WgCatalog                *wg_catalog_new (const WgCard *cards,
                                          guint         n_cards,
                                          GError      **error);
WgCatalog                *wg_catalog_ref (WgCatalog *catalog);
void                      wg_catalog_unref (WgCatalog *catalog);
/* @overrides completes @base: a card with an id @base has replaces it, a
 * new id is added after @base's cards. */
WgCatalog                *wg_catalog_merge (const WgCatalog *base,
                                            const WgCatalog *overrides);
guint                     wg_catalog_get_n_cards (const WgCatalog *catalog);
const WgCard             *wg_catalog_get_card (const WgCatalog *catalog,
                                               guint            index);
const WgCard             *wg_catalog_lookup (const WgCatalog *catalog,
                                             const char      *id);
/* By name, ignoring case, among cards of @kind (or any kind for -1). */
const WgCard             *wg_catalog_find_name (const WgCatalog *catalog,
                                                const char      *name,
                                                int              kind);

/* What is known of a Tactic of a game file: its own fields first, then its
 * catalog card's. *card is NULL when it names none (or an unknown one). */
void                      wg_catalog_resolve_tactic (const WgCatalog *catalog,
                                                     const WgTactic  *tactic,
                                                     const WgCard   **card,
                                                     const char     **name,
                                                     gboolean        *has_kind,
                                                     WgTacticKind    *kind,
                                                     int             *multiplier);

void                      wg_card_copy (WgCard       *dst,
                                        const WgCard *src);
void                      wg_card_clear (WgCard *card);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgCatalog, wg_catalog_unref)

G_END_DECLS
