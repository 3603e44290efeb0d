/* wg-rulings.c — the ids of docs/rules.md and their sentences
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"
#include "wg-rulings.h"

/* The rulings as the app reads them (docs/rules.md), one entry per ruling. */
static const struct
{
  const char *id;
  const char *text;
} rulings[] = {
  { "R-RANGE-1",
    N_ ("Range between two locations = the smallest number of empty hexes crossed on a path "
        "between them; the start and destination hexes are not counted. A path steps from hex "
        "to edge-adjacent hex, and every hex strictly between the ends must be an empty "
        "(space) hex. Two edge-adjacent planets are at range 0.") },
  { "R-RANGE-2",
    N_ ("Planets (every planet type, the Ancients homeworld included) block paths: a path "
        "never passes through a planet hex, it goes around.") },
  { "R-RANGE-3",
    N_ ("Warpgates count as planets, so they block paths too. House rule warpgates_block "
        "(default true); when it is false, a path may cross a Warpgate hex, which then counts "
        "as one crossed hex like an empty one.") },
  { "R-RANGE-4",
    N_ ("Ships, Outposts, Colonies and Research Drones never block anything; ships are on the "
        "planet's hex even when the figures stand in orbit around it.") },
  { "R-RANGE-5",
    N_ ("Hexes that are not on the board do not exist. Two board hexes are adjacent when they "
        "share an edge, across tile seams too.") },
  { "R-RANGE-6",
    N_ ("\"In range X\" means range ≤ X. An action resolved at 0X still reaches range-0 "
        "destinations. Recon reaches range ≤ 2X. Spending a Trade Good adds 1 to X before "
        "doubling.") },
  { "R-RANGE-7",
    N_ ("No path at all = unreachable (no finite range).") },
  { "R-MOVE-1",
    N_ ("Movement starts and ends on a planet or a Warpgate, never on an empty hex.") },
  { "R-MOVE-2",
    N_ ("\"Enemy\" means every other player, the AI included. No ship may move onto a "
        "location with enemy ships except by attacking (Skirmish, Advance, Concentrate).") },
  { "R-MOVE-3",
    N_ ("Nothing ever moves to, deploys on, or withdraws to another player's Warpgate.") },
  { "R-MOVE-4",
    N_ ("Recon: exactly 1 ship, range ≤ 2X, never into enemy ships.") },
  { "R-MOVE-5",
    N_ ("Maneuver: a group of 1 or more ships from one location to one location in range X; "
        "then optionally a second group, made of other ships (no ship moves twice), from any "
        "location to any location in range X. Never into enemy ships.") },
  { "R-MOVE-6",
    N_ ("Skirmish: exactly 1 ship, range ≤ X; moves, or attacks if the destination holds "
        "enemy ships. Advance: 2 or more ships from one location, range ≤ X; moves or "
        "attacks.") },
  { "R-MOVE-7",
    N_ ("Concentrate: any number of ships (at least 1 in all) from one or two locations to "
        "one destination; each origin must be within range X of the destination. Moves or "
        "attacks.") },
  { "R-MOVE-8",
    N_ ("Trade: 1 ship on a trade-icon planet moves ≤ X to a second trade-icon planet and "
        "then ≤ X to a third; the three planets are distinct. Neither the second nor the "
        "third planet may hold enemy ships. If no ship can make both moves the action is not "
        "possible. Then the player takes 1 available Trade Good, if any.") },
  { "R-MOVE-9",
    N_ ("Deployment never targets a location with enemy ships, and never deploys more ships "
        "than the player's supply (ships owned minus ships on the board). Warp-in: up to X "
        "ships on the own Warpgate. Reinforce: 1 ship on each of up to X distinct locations "
        "that already hold the player's ships (own Warpgate included).") },
  { "R-MOVE-10",
    N_ ("Research: the drone moves ≤ X to a planet whose type matches an available "
        "Technology, never onto a planet with enemy ships (it may leave one), and must "
        "actually move. The player takes one available Technology of that type; if only 1 "
        "Technology is then available, the top of the Technology deck is revealed and placed "
        "to the right.") },
  { "R-MOVE-11",
    N_ ("Outside a battle, a location holds the ships of at most one player.") },
  { "R-CTRL-1",
    N_ ("A sector is a set of hexes sharing one sector name in the board file; its planets "
        "are the planet hexes among them. Warpgates belong to no sector and take no markers.") },
  { "R-CTRL-2",
    N_ ("Control, for each of up to X planets holding the player's ships: (1) return any "
        "other player's marker there; (2) place the player's marker — Colony side if the "
        "player already has a Colony in that sector (then stop for this planet), else Outpost "
        "side; (3) if the player now has an Outpost on every planet of the sector, flip them "
        "all to Colonies; (4) claim one available Objective whose type matches a planet "
        "flipped in step 3 — at most one Objective per Control action; (5) if only 1 "
        "Objective is then available, add the top of the Objective deck face down, to the "
        "right.") },
  { "R-CTRL-3",
    N_ ("Controlling a planet that already has the player's own marker is allowed; steps 3–5 "
        "are checked again.") },
  { "R-CTRL-4",
    N_ ("Controlled planets (final tie-break) = planets with the player's marker, either "
        "side.") },
  { "R-BATTLE-1",
    N_ ("Strength = ships in the battle × the played card's multiplier. Higher strength wins; "
        "a tie goes to the attacker. The winner is fixed before card texts are resolved.") },
  { "R-BATTLE-2",
    N_ ("Card texts: \"cancel\" texts first (two cancels cancel each other's whole text); "
        "then ship-destroying texts in the order that destroys the most ships; a "
        "battle-trigger Technology acts only for a participant of that battle.") },
  { "R-BATTLE-3",
    N_ ("The loser withdraws even if the winner has no ships left; survivors of a losing side "
        "all withdraw together.") },
  { "R-WD-1",
    N_ ("Losing attacker: the ships go back to the location they attacked from. After a "
        "Concentrate from two locations, the defender splits the survivors between the two "
        "origins as they wish (all to one is allowed).") },
  { "R-WD-2",
    N_ ("Losing defender: the candidates are every location holding the defender's Outpost, "
        "Colony or ships, plus the defender's own Warpgate (it counts as a Colony). Excluded: "
        "the battle planet, the attacker's origin location(s), and any location holding enemy "
        "ships. A planet holding only the defender's drone is not a candidate.") },
  { "R-WD-3",
    N_ ("The defender withdraws to the candidate at the smallest range from the battle "
        "planet. If several are equally near, the attacker chooses among them — but in a solo "
        "game, when the AI wins, the human chooses.") },
  { "R-WD-4",
    N_ ("If no candidate is reachable at all, the defender withdraws to its own Warpgate.") },
  { "R-ROUND-1",
    N_ ("End of round: (1) if every available Technology has the same planet type, reveal one "
        "more (once per round); (2) the same for available Objectives (added face down); (3) "
        "the first-player marker passes clockwise (never in solo: the human keeps it); (4) 6 "
        "players only: a Colony on the Ancients homeworld claims one of: an available "
        "Technology, an available Objective, an available Trade Good, or the top 2 Promotion "
        "cards.") },
  { "R-ROUND-2",
    N_ ("At the start of a round, if the Technology deck is empty, or the Objective deck is "
        "empty, or no Trade Good is available, that round is the last.") },
  { "R-SCORE-1",
    N_ ("Final score: 5 per completed Objective (failed 0); 3 per Trade Good, spent or not; 1 "
        "per Hero or Advanced Tactics card the player owns (draw pile and discard, starting "
        "Hero included); each Technology its own value (usually 2, some 0, some by card text, "
        "e.g. 1 per Trade Good). Exploration tokens (variant): 1 each.") },
  { "R-SCORE-2",
    N_ ("Most VP wins; tie → most controlled planets (R-CTRL-4); still tied → shared win.") },
  { "R-SCORE-3",
    N_ ("The AI scores 2 per Technology (any printed value), 5 per Objective it holds "
        "(completed or not), 3 per Trade Good, 1 per Hero or Advanced Tactics card.") },
  { "R-AI-1",
    N_ ("Each AI turn takes the bottom card of the AI deck into the current slot. The AI "
        "plays 4 cards a round, then discards them; an empty deck is refilled by shuffling "
        "the discard.") },
  { "R-AI-2",
    N_ ("Technology card → Research: take the left-most available Technology (replenish as "
        "R-MOVE-10). Tactics card → Promote: the top 2 Promotion cards are shuffled into the "
        "AI's Tactics deck. Action card → Control: take the left-most available Objective "
        "(replenish as R-CTRL-2 step 5), then put an AI Colony on every planet holding AI "
        "ships, returning any other marker.") },
  { "R-AI-3",
    N_ ("Objective card of type T → Reinforce: 2 AI ships on every type-T planet that holds "
        "no player ships and (has an AI Colony, or has AI ships, or lies in a sector adjacent "
        "to the AI Warpgate and has no player marker). A sector is adjacent to a Warpgate "
        "when one of its hexes shares an edge with the Warpgate hex. If no planet qualifies → "
        "Warp-in: 3 ships on the AI Warpgate.") },
  { "R-AI-4",
    N_ ("Short supply: if the supply cannot cover every ship that R-AI-3 asks for (Warp-in "
        "included), deploy what there is one ship per planet at a time — planets in order of "
        "range from the AI Warpgate, equal range decided by the human — then the AI attacks "
        "(R-AI-5). Otherwise the turn ends after deploying.") },
  { "R-AI-5",
    N_ ("Attack: targets are the type-T planets except those with AI ships and those with an "
        "AI Colony and no player ships. The AI's largest group (all AI ships on one location) "
        "moves to the closest target (range measured as R-RANGE-1, no range limit); if it "
        "holds player ships, it is a battle. Groups of equal size: the one closer to a target "
        "goes; still equal, the human decides. Targets at equal range from the group: the "
        "human decides.") },
  { "R-AI-6",
    N_ ("Leaving one behind: if the group's location has no AI Colony, or has a trade icon, "
        "one ship stays behind, as long as at least one ship still goes. The AI Warpgate "
        "counts as holding an AI Colony.") },
  { "R-AI-7",
    N_ ("No target (the AI controls or occupies every type-T planet): the card is discarded "
        "and the AI takes another turn — the next bottom card goes into the same slot.") },
  { "R-AI-8",
    N_ ("In battle the AI draws 2 Tactics cards, plays the first drawn (the top one) and "
        "discards the other.") },
  { "R-AI-9",
    N_ ("The AI never spends or refreshes Trade Goods; when it would refresh one it claims an "
        "available one instead. It ignores effects on future actions, except the human's "
        "Tethisian Enclave ability: against that faction the AI ends its turn instead of "
        "attacking on turns 1 and 3.") },
  { "R-AI-10",
    N_ ("The AI has no starting Objective and no Research Drone; its Research only takes a "
        "card.") },
  /* Clarifications (second reading), docs/rules.md. */
  { "R-MOVE-12",
    N_ ("Reinforce puts ships on the player's own Warpgate only while it already holds their "
        "ships, like any other Reinforce location (R-MOVE-9).") },
  { "R-MOVE-13",
    N_ ("A Promote reveals X cards from the top of the Promotion deck and the player chooses which "
        "one to shuffle into their Tactics deck, never the first by default; the rest go to the "
        "Promotion discard. The same for the Promote token and Battle Promote, where the card "
        "chosen is the one played. The Gatekeepers never choose: they take the top 2. The card "
        "kept is recorded by its name.") },
  { "R-CTRL-5",
    N_ ("Control markers come from the player's supply: the markers they own minus those on "
        "the board. A planet that needs a new marker can be chosen only while one is left; a "
        "planet already holding the player's marker needs none.") },
  { "R-DECK-1",
    N_ ("After a Technology or Objective is taken, cards are revealed from the deck until 2 are "
        "available or the deck is empty.") },
  { "R-DECK-2",
    N_ ("Technologies and Objectives are desert, jungle, volcanic, oceanic or arctic, never of "
        "the Ancients homeworld's type: a reveal never offers it and a game file that gives it "
        "is refused.") },
  { "R-DECK-3",
    N_ ("A card revealed from a pile whose cards are known but not their order is one of the "
        "cards the pile holds, and is recorded whole. A pile of one card, or of identical "
        "cards, is revealed without asking; an answer the pile cannot give is refused.") },
  { "R-ROUND-3",
    N_ ("\"All available cards have the same type\" needs at least one available card; a "
        "single card counts as all of the same type.") },
  { "R-SCORE-4",
    N_ ("At the end of the game every human Objective is completed or failed, as the players "
        "judge from the card. One still marked held is unjudged: it counts 0 and is named, and "
        "the result is not final until it is judged.") },
  { "R-AI-11",
    N_ ("The AI redraws for want of a target only when it would attack and no planet of the "
        "card's type is a target. A Reinforce never redraws; one with no qualifying planet "
        "becomes a Warp-in.") },
  { "R-AI-12",
    N_ ("On turns 1 and 3 against the Tethisian Enclave the AI's turn ends where its attack "
        "would begin: no attack and no redraw, though it still deploys.") },
  { "R-AI-13",
    N_ ("The AI plays only on its own turn, when it is the active player; asked at any other "
        "time, the app and warpgate-cli refuse and say whose turn it is.") },
  { "R-EXP-1",
    N_ ("Exploration set-up: 2 face-down discovery tokens on every planet without a trade icon, "
        "the Ancients homeworld included. Unused tokens stay in the box, face down.") },
  { "R-EXP-2",
    N_ ("When a Recon moves a ship onto a planet holding tokens, the top token is revealed. The "
        "player keeps it and returns the second to the box unseen, or returns it and reveals and "
        "keeps the second. The planet then holds no tokens. Only Recon explores.") },
  { "R-EXP-3",
    N_ ("An immediate token is resolved at once, when kept. A held token is used when its text "
        "allows, then turned face down; it cannot be used again. A Trade Good never raises a "
        "token's X.") },
  { "R-EXP-4",
    N_ ("Every discovery token its owner holds is 1 VP at the end of the game, used or not. A "
        "token that says \"discard this token\" scores nothing once discarded.") },
  { "R-EXP-5",
    N_ ("The discovery tokens and their effects, as the rules list them: actions at a fixed X, "
        "deployments, truce, colonies, copies, cards, trade icons, voided planets, passing "
        "cards, a secret Technology, two more tokens and tile rotations.") },
  { "R-EXP-6",
    N_ ("A voided planet is still a planet for movement and deployment. For everything else it "
        "is not a planet: no marker, no Control, no Research, no Trade, no sector completion, no "
        "AI attack target, not counted in scoring or the tie-break.") },
  { "R-EXP-7",
    N_ ("Choices a token gives to every player are made by each player; the AI's are made for "
        "it by the human. A truce does not stop the AI.") },
  { "R-EXP-8",
    N_ ("A rotated tile turns about its centre hex; its hexes keep their contents. Range and "
        "everything else are measured on the board as it now lies. A tile whose hexes cannot "
        "turn onto themselves is not rotated.") },
  { "R-EXP-9",
    N_ ("A kept token stays with its owner and scores 1 VP, used or not, also one placed on the "
        "board and an immediate token once resolved. Only a token whose text says \"discard "
        "this token\" leaves. A voided planet keeps its face-down tokens.") },
  { "R-EXP-10",
    N_ ("A Technology turned face down by a token is 3 VP instead of its value. In the "
        "tie-break a colony token counts as one more controlled planet; a copy-planet token one "
        "more when the copied planet holds its owner's marker.") },
};

void
wg_ruling_list_add (WgRulingList *list,
                    const char   *id)
{
  g_return_if_fail (list != NULL);
  g_return_if_fail (wg_ruling_text (id) != NULL);

  if (wg_ruling_list_contains (list, id))
    return;
  g_return_if_fail (list->n < WG_RULING_LIST_MAX);
  list->ids[list->n++] = id;
}

gboolean
wg_ruling_list_contains (const WgRulingList *list,
                         const char         *id)
{
  g_return_val_if_fail (list != NULL, FALSE);
  for (guint i = 0; i < list->n; i++)
    if (strcmp (list->ids[i], id) == 0)
      return TRUE;
  return FALSE;
}

char *
wg_ruling_list_cite (const char         *sentence,
                     const WgRulingList *list)
{
  g_autoptr (GString) ids = g_string_new (NULL);

  g_return_val_if_fail (sentence != NULL && list != NULL, NULL);
  for (guint i = 0; i < list->n; i++)
    {
      if (i > 0)
        g_string_append (ids, ", ");
      g_string_append (ids, list->ids[i]);
    }
  /* TRANSLATORS: a sentence, then the ids of the rulings it applies */
  return g_strdup_printf (_ ("%s (%s)."), sentence, ids->str);
}

const char *
wg_ruling_text (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (rulings); i++)
    if (strcmp (rulings[i].id, id) == 0)
      return _ (rulings[i].text);
  return NULL;
}
