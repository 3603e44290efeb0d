/* wg-share-duel.h — a battle's Tactics cards chosen on phones, hidden until both are in
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-battle-model.h"
#include "wg-share-server.h"

G_BEGIN_DECLS

#define WG_TYPE_SHARE_DUEL (wg_share_duel_get_type ())

G_DECLARE_FINAL_TYPE (WgShareDuel, wg_share_duel, WG, SHARE_DUEL, GObject)

/*
 * The battle open on the desktop (WgBattleDialog's model), as the shared
 * pages see it while sharing runs. Each human side's own address gets the
 * battle in its state ("battle", wg_share_duel_seat_json): the cards the
 * battle model offers that side, whether it has chosen, whether the other
 * side has — never which card — and, once both are in, both cards and the
 * result. The side posts its card (POST /SECRET/tactic, {"card": ID} or,
 * when the model lets the side type the multiplier printed on a card its
 * list lacks, {"multiplier": N}); the card is held here, not in the model,
 * until every human side has chosen (on a phone or by hand on the
 * desktop), then all are passed to the model at once. A side may change
 * its card until then. The Gatekeepers draw on the desktop as before.
 *
 * Signal "changed" after anything the dialog shows changes
 * (wg_share_duel_describe_side).
 */
WgShareDuel   *wg_share_duel_new (WgShareServer *server);

/* The battle now fought (NULL: none; the phones' panels are cleared). */
void           wg_share_duel_set_battle (WgShareDuel   *self,
                                         WgBattleModel *model);
WgBattleModel *wg_share_duel_get_battle (WgShareDuel *self);

/* @player's side of the battle (WgBattleRole), or -1: no battle, not a
 * side, or the side that draws. */
int            wg_share_duel_get_role (WgShareDuel *self,
                                       int          player);
/* A side's card is held here, chosen on its phone and not shown yet. */
gboolean       wg_share_duel_is_held (WgShareDuel *self,
                                      WgBattleRole role);

/*
 * The battle as @player's own address shows it, a JSON object, or NULL
 * when @player is not a human side of it:
 *   "title", "at", "attacker", "defender" (the players' names), "role"
 *   ("attacker" | "defender"), "side" (the model's sentence), "other"
 *   (the other side's name)
 *   "cards"        [{ "id", "label", "multiplier" }]: exactly what the
 *                  battle model offers the side (ID: "CATALOG-ID:xN" or
 *                  "xN", as warpgate-cli battle takes it)
 *   "can_type"     the multiplier may be typed; "note" (or null)
 *   "chosen"       null or { "id", "label", "phone" }: the side's own card
 *   "other_chosen" whether the other side has chosen (never which)
 *   "result"       null until both cards are in, then { "attacker",
 *                  "defender" (the cards' labels), "winner", "strength"
 *                  [a, d], "casualties" [a, d], "effects" […],
 *                  "withdrawal" }: the dialog's sentences
 *   "message"      why the battle stopped, or null
 */
char          *wg_share_duel_seat_json (WgShareDuel *self,
                                        int          player);
/* Every address's ("battle_fought"; a side's own page reads "battle"):
 * "title", "at", "attacker", "defender" and, once both cards are in,
 * "result" { "winner", "casualties" }; never a card. NULL when no battle
 * is fought. */
char          *wg_share_duel_watch_json (WgShareDuel *self);

/* @player's seat plays @card (an id of "cards"; NULL when typing) or
 * @multiplier (0–9, when @card is NULL and the side may type). Returns
 * the HTTP status and appends a JSON object to @reply: 200 {"chosen",
 * "waiting"}; 409 no battle, or both cards are in; 403 not a side; 400 a
 * card the side cannot play, named. Nothing changes unless 200. */
guint          wg_share_duel_play (WgShareDuel *self,
                                   int          player,
                                   const char  *card,
                                   int          multiplier,
                                   GString     *reply);

/* What the dialog says under a side's card while sharing runs: "Chosen on
 * blue’s phone — hidden until both cards are in", "Or on blue’s phone",
 * or NULL (no phone for that side). */
char          *wg_share_duel_describe_side (WgShareDuel *self,
                                            WgBattleRole role);

G_END_DECLS
