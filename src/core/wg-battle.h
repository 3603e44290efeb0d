/* wg-battle.h — resolving a battle: strength, winner, card texts, casualties,
 * withdrawal (R-BATTLE-1…3, R-WD-1…4, R-AI-8)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-catalog.h"
#include "wg-outcome.h"
#include "wg-withdraw.h"

G_BEGIN_DECLS

/* A Tactics card as played: from the catalog, or known only by the
 * multiplier printed on it ("x3": no text). Pointers are borrowed. */
typedef struct
{
  const char     *id;         /* catalog id, or NULL */
  char            name[64];   /* "Pitched Battle", "x3" */
  int             multiplier; /* always known: a card without one cannot be played here */
  const WgEffect *effects;
  guint           n_effects;
  gboolean        complete; /* nothing of its text is left to resolve by hand */
  const char     *text;     /* the printed text, when known */
} WgBattleCard;

/* "pitched-battle" (a catalog id), "pitched-battle:x3" (the catalog card
 * played at the multiplier printed on it, when the catalog does not know
 * it or the game file gives another) or "xN" (0–9). FALSE with an error
 * naming what is wrong: a card the catalog does not have, or one whose
 * multiplier is not known (then play it as "ID:xN"). */
gboolean wg_battle_card_parse (const WgCatalog *catalog,
                               const char      *spec,
                               WgBattleCard    *card,
                               GError         **error);
void     wg_battle_card_from_multiplier (int           multiplier,
                                         WgBattleCard *card);
/* A catalog card; FALSE when its multiplier is not known. */
gboolean wg_battle_card_from_card (const WgCard *catalog_card,
                                   WgBattleCard *card);

/* The pure fight, without a board: who wins and what the card texts
 * destroy. Index 0 is the attacker, 1 the defender. */
typedef struct
{
  int          ships[2];
  int          strength[2];
  WgBattleRole winner;
  int          destroyed[2];
  gboolean     cancelled[2]; /* the card's text was cancelled */
  int          trade_goods_refreshed[2];
  int          trade_goods_gained[2];
  /* The destroying texts in the order resolved: whose card, which of its
   * effects, and what it destroyed on each side. */
  guint        n_steps;
  int          step_owner[2 * WG_CARD_MAX_EFFECTS];
  guint        step_effect[2 * WG_CARD_MAX_EFFECTS];
  int          step_lost[2 * WG_CARD_MAX_EFFECTS][2];
} WgFight;

void wg_battle_fight (int                 attacker_ships,
                      int                 defender_ships,
                      const WgBattleCard *attacker,
                      const WgBattleCard *defender,
                      WgFight            *fight);

typedef struct
{
  int player;
  int ships;
  int multiplier;
  int strength;
  int destroyed;
  int survivors;
} WgBattleSide;

typedef struct
{
  WgBattleSide  sides[2]; /* WG_ROLE_ATTACKER, WG_ROLE_DEFENDER */
  WgBattleRole  winner;
  WgFight       fight;
  GPtrArray    *effects;    /* sentences, as resolved; "resolve by hand: …" for the rest */
  WgWithdrawal *withdrawal; /* where the loser's survivors go */
  WgRulingList  rulings;
} WgBattleResult;

/* Resolves the battle @start describes on @game (the table before the
 * attacking ships move) with the two cards played. @catalog (may be NULL)
 * names the participants' battle-trigger Technologies (R-BATTLE-2). */
WgBattleResult *wg_battle_resolve (const WgGame        *game,
                                   const WgCatalog     *catalog,
                                   const WgBattleStart *start,
                                   const WgBattleCard  *attacker,
                                   const WgBattleCard  *defender);
void            wg_battle_result_free (WgBattleResult *result);

/* Whether the battle @start may be fought on @game, the table before the
 * attacking ships move (clauses in wg-battle-judge.c): WG_VERDICT_OK, or
 * why not, with the location concerned in *@subject (may be NULL;
 * WG_NONE when none). wg_battle_apply refuses a battle not judged OK. */
WgVerdict       wg_battle_judge (const WgGame        *game,
                                 const WgBattleStart *start,
                                 int                 *subject);
/* The same as the active player's turn: not after the game is over, and
 * the attacker is the active player. */
WgVerdict       wg_battle_judge_turn (const WgGame        *game,
                                      const WgBattleStart *start,
                                      int                 *subject);
/* The ruling id of a verdict of the two above (NULL for the turn's). */
const char     *wg_battle_judge_ruling (WgVerdict verdict);
/* "No battle: … (R-MOVE-3)." for a verdict of the two above. */
char           *wg_battle_judge_describe (const WgGame        *game,
                                          const WgBattleStart *start,
                                          WgVerdict            verdict,
                                          int                  subject);
/* R-AI-8: whether @given, the card a player names for the Gatekeepers in
 * a battle, is the card they drew (@drawn, wg_ai_draw_battle_card) from
 * @game, the table before the draw:
 *  1. with their Tactics deck in an order nobody knows, the card drawn was
 *     asked, and the card given stands;
 *  2. a card given by its catalog id is the card drawn;
 *  3. a card given as xN alone is not a card with a text in the catalog
 *     (its text would be lost: it is given by its id);
 *  4. its multiplier is the card drawn's, when the file or the catalog
 *     knows it; else the one the players read off the card stands.
 * WG_VERDICT_OK, else WG_VERDICT_NOT_TOP_CARD (R-AI-8, wg_verdict_ruling). */
WgVerdict       wg_battle_judge_ai_card (const WgGame       *game,
                                         const WgCatalog    *catalog,
                                         const WgTactic     *drawn,
                                         const WgBattleCard *given);

/* The table after the battle, as one command: destroyed ships back to the
 * supplies, the winner on the planet, the loser's survivors withdrawn, Trade
 * Goods refreshed or gained (the AI gains instead of refreshing, R-AI-9).
 * Where the rules leave the choice to a player — a tie among withdrawal
 * destinations (R-WD-3), the split of a Concentrate's survivors (R-WD-1) —
 * the answer comes from @answers, or the outcome asks. */
WgOutcome      *wg_battle_apply (const WgGame         *game,
                                 const WgBattleStart  *start,
                                 const WgBattleResult *result,
                                 WgAnswers            *answers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgBattleResult, wg_battle_result_free)

G_END_DECLS
