/* wg-share-duel.c — a battle's Tactics cards chosen on phones, hidden until both are in
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-share-duel.h"
#include "wg-share-post.h"
#include "wg-share-state.h"
#include "wg-words.h"

/* A card chosen on a side's phone, not yet passed to the model. */
typedef struct
{
  gboolean held;
  char    *id;         /* a card of the side's list, or NULL: typed */
  int      multiplier; /* typed */
} Held;

struct _WgShareDuel
{
  GObject        parent_instance;

  WgShareServer *server;
  WgBattleModel *model;
  gulong         changed_id;
  gboolean       passing; /* our own choices reach the model */
  Held           held[2];
};

G_DEFINE_FINAL_TYPE (WgShareDuel, wg_share_duel, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define IS_ROLE(r) ((r) == WG_ROLE_ATTACKER || (r) == WG_ROLE_DEFENDER)

static void
held_clear (Held *held)
{
  g_clear_pointer (&held->id, g_free);
  held->held = FALSE;
  held->multiplier = -1;
}

/* ---- The cards ---- */

/* How a page names a card: as warpgate-cli battle takes it. */
static char *
card_id (const WgBattleCard *card)
{
  return card->id != NULL ? g_strdup_printf ("%s:x%d", card->id, card->multiplier)
                          : g_strdup_printf ("x%d", card->multiplier);
}

/* The index of the card @id in the side's list, or -1. */
static int
find_card (WgShareDuel *self,
           WgBattleRole role,
           const char  *id)
{
  for (guint i = 0; i < wg_battle_model_get_n_cards (self->model, role); i++)
    {
      g_autofree char *other = card_id (wg_battle_model_get_card (self->model, role, i));

      if (g_str_equal (other, id))
        return (int) i;
    }
  return -1;
}

/* The side may type: the model lets it, and its list lacks a card. */
static gboolean
side_may_type (WgShareDuel *self,
               WgBattleRole role)
{
  return wg_battle_model_can_type (self->model, role)
         && wg_battle_model_get_cards_note (self->model, role) != NULL;
}

static gboolean
side_chosen (WgShareDuel *self,
             WgBattleRole role)
{
  return self->held[role].held || wg_battle_model_get_chosen (self->model, role) != NULL;
}

/* Both cards are in the model: the result is there to show. */
static gboolean
both_in (WgShareDuel *self)
{
  return wg_battle_model_get_result (self->model) != NULL;
}

/* ---- Publishing ---- */

/* Every seat's "battle" anew (none where its player is not a side), and
 * every address's "battle_fought" (no card); the pages are told at once. */
static void
publish (WgShareDuel *self)
{
  g_autofree char *watch = self->model != NULL ? wg_share_duel_watch_json (self) : NULL;

  for (int player = 0; player < WG_MAX_PLAYERS; player++)
    {
      g_autofree char *json = NULL;

      if (!wg_share_server_has_seat (self->server, player))
        continue;
      json = self->model != NULL ? wg_share_duel_seat_json (self, player) : NULL;
      wg_share_server_set_seat_extra (self->server, player, "battle", json);
    }
  wg_share_server_set_seat_extra (self->server, WG_SHARE_WATCH, "battle_fought", watch);
  if (wg_share_server_get_running (self->server))
    wg_share_server_push_now (self->server);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* ---- Passing the cards to the model ---- */

static gboolean
pass_held (WgShareDuel *self,
           WgBattleRole role)
{
  Held *held = &self->held[role];
  int   index;

  if (held->id == NULL)
    return wg_battle_model_choose_multiplier (self->model, role, held->multiplier);
  index = find_card (self, role, held->id);
  return index >= 0 && wg_battle_model_choose_card (self->model, role, (guint) index);
}

/* Whether the card @role holds can still be played (its side's list may
 * have been made again, or typing is no longer offered). */
static gboolean
can_pass (WgShareDuel *self,
          WgBattleRole role)
{
  Held *held = &self->held[role];

  if (held->id == NULL)
    return wg_battle_model_can_type (self->model, role);
  return find_card (self, role, held->id) >= 0;
}

/* Every human side has chosen: the cards held are passed at once — all,
 * or none: a card that can no longer be played is let go (its side
 * chooses again), and no other card is shown meanwhile. */
static void
pass_if_all_in (WgShareDuel *self)
{
  gboolean lost = FALSE;

  for (int role = 0; role < 2; role++)
    if (!wg_battle_model_side_draws (self->model, role) && !side_chosen (self, role))
      return;
  for (int role = 0; role < 2; role++)
    if (self->held[role].held && !can_pass (self, role))
      {
        held_clear (&self->held[role]);
        lost = TRUE;
      }
  if (lost)
    return;
  self->passing = TRUE;
  for (int role = 0; role < 2; role++)
    if (self->held[role].held)
      {
        pass_held (self, role);
        held_clear (&self->held[role]);
      }
  self->passing = FALSE;
}

/* The desktop chose a side's card by hand: it no longer waits on the
 * phone; a battle that ended (applied, or stale) holds nothing. */
static void
on_model_changed (WgShareDuel *self)
{
  WgBattleModelState state = wg_battle_model_get_state (self->model);

  if (self->passing)
    return;
  for (int role = 0; role < 2; role++)
    if (self->held[role].held
        && (wg_battle_model_get_chosen (self->model, role) != NULL
            || state == WG_BATTLE_MODEL_APPLIED || state == WG_BATTLE_MODEL_STALE))
      held_clear (&self->held[role]);
  if (state != WG_BATTLE_MODEL_APPLIED && state != WG_BATTLE_MODEL_STALE)
    pass_if_all_in (self);
  publish (self);
}

void
wg_share_duel_set_battle (WgShareDuel   *self,
                          WgBattleModel *model)
{
  g_return_if_fail (WG_IS_SHARE_DUEL (self));
  g_return_if_fail (model == NULL || WG_IS_BATTLE_MODEL (model));

  if (model == self->model)
    return;
  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  for (int role = 0; role < 2; role++)
    held_clear (&self->held[role]);
  g_set_object (&self->model, model);
  if (model != NULL)
    self->changed_id = g_signal_connect_swapped (model, "changed",
                                                 G_CALLBACK (on_model_changed), self);
  publish (self);
}

WgBattleModel *
wg_share_duel_get_battle (WgShareDuel *self)
{
  g_return_val_if_fail (WG_IS_SHARE_DUEL (self), NULL);
  return self->model;
}

int
wg_share_duel_get_role (WgShareDuel *self,
                        int          player)
{
  g_return_val_if_fail (WG_IS_SHARE_DUEL (self), -1);

  if (self->model == NULL)
    return -1;
  for (int role = 0; role < 2; role++)
    if (wg_battle_model_get_player (self->model, role) == player
        && !wg_battle_model_side_draws (self->model, role))
      return role;
  return -1;
}

gboolean
wg_share_duel_is_held (WgShareDuel *self,
                       WgBattleRole role)
{
  g_return_val_if_fail (WG_IS_SHARE_DUEL (self), FALSE);
  g_return_val_if_fail (IS_ROLE (role), FALSE);
  return self->held[role].held;
}

/* ---- The JSON the pages read ---- */

static const WgGame *
battle_game (WgShareDuel *self)
{
  return wg_battle_model_get_game (self->model);
}

static void
add_key_free (GString    *out,
              const char *key,
              char       *value)
{
  wg_share_json_member (out, key, value);
  g_free (value);
}

/* "title", "at", "attacker", "defender": the first keys of both. */
static void
add_heading (WgShareDuel *self,
             GString     *out)
{
  const WgBattleStart *start = wg_battle_model_get_start (self->model);
  const WgGame        *game = battle_game (self);
  const char          *at = wg_board_get_cell (game->board, start->at)->id;
  /* TRANSLATORS: the dialog's title, "Battle at J1" */
  g_autofree char     *title = g_strdup_printf (_ ("Battle at %s"), at);

  g_string_append (out, "{\"title\":");
  wg_share_json_string (out, title);
  wg_share_json_member (out, "at", at);
  add_key_free (out, "attacker", wg_words_player_title (game, start->attacker));
  add_key_free (out, "defender", wg_words_player_title (game, start->defender));
}

static void
add_cards (WgShareDuel *self,
           WgBattleRole role,
           GString     *out)
{
  g_string_append (out, ",\"cards\":[");
  for (guint i = 0; i < wg_battle_model_get_n_cards (self->model, role); i++)
    {
      const WgBattleCard *card = wg_battle_model_get_card (self->model, role, i);
      g_autofree char    *id = card_id (card);
      g_autofree char    *label = wg_battle_model_card_label (card);

      g_string_append (out, i > 0 ? ",{\"id\":" : "{\"id\":");
      wg_share_json_string (out, id);
      wg_share_json_member (out, "label", label);
      g_string_append_printf (out, ",\"multiplier\":%d}", card->multiplier);
    }
  g_string_append_c (out, ']');
}

/* The side's own card: held here (chosen on the phone), or the model's. */
static void
add_chosen (WgShareDuel *self,
            WgBattleRole role,
            GString     *out)
{
  const Held         *held = &self->held[role];
  const WgBattleCard *chosen = wg_battle_model_get_chosen (self->model, role);
  g_autofree char    *id = NULL, *label = NULL;

  if (held->held && held->id != NULL)
    {
      int index = find_card (self, role, held->id);

      id = g_strdup (held->id);
      /* The list is remade when a multiplier is remembered: the id stays. */
      label = index >= 0 ? wg_battle_model_card_label (
                wg_battle_model_get_card (self->model, role, (guint) index))
                         : g_strdup (held->id);
    }
  else if (held->held)
    {
      id = g_strdup_printf ("x%d", held->multiplier);
      label = g_strdup_printf ("×%d", held->multiplier);
    }
  else if (chosen != NULL)
    {
      id = card_id (chosen);
      label = wg_battle_model_card_label (chosen);
    }
  if (id == NULL)
    {
      g_string_append (out, ",\"chosen\":null");
      return;
    }
  g_string_append (out, ",\"chosen\":{\"id\":");
  wg_share_json_string (out, id);
  wg_share_json_member (out, "label", label);
  g_string_append_printf (out, ",\"phone\":%s}", held->held ? "true" : "false");
}

static void
add_pair (GString *out,
          char    *attacker,
          char    *defender)
{
  g_string_append_c (out, '[');
  wg_share_json_string (out, attacker);
  g_string_append_c (out, ',');
  wg_share_json_string (out, defender);
  g_string_append_c (out, ']');
  g_free (attacker);
  g_free (defender);
}

/* Both cards and the result, in the dialog's sentences (@cards: with
 * the cards and every sentence, for a side's page). */
static void
add_result (WgShareDuel *self,
            GString     *out,
            gboolean     cards)
{
  WgBattleModel   *m = self->model;
  g_autofree char *winner = NULL;

  if (!both_in (self))
    {
      g_string_append (out, ",\"result\":null");
      return;
    }
  winner = wg_battle_model_describe_winner (m);
  g_string_append (out, ",\"result\":{\"winner\":");
  wg_share_json_string (out, winner);
  g_string_append (out, ",\"casualties\":");
  add_pair (out, wg_battle_model_describe_casualties (m, WG_ROLE_ATTACKER),
            wg_battle_model_describe_casualties (m, WG_ROLE_DEFENDER));
  if (cards)
    {
      g_autoptr (GPtrArray) effects = wg_battle_model_get_card_effects (m);

      add_key_free (out, "attacker",
                    wg_battle_model_card_label (wg_battle_model_get_chosen (m, WG_ROLE_ATTACKER)));
      add_key_free (out, "defender",
                    wg_battle_model_card_label (wg_battle_model_get_chosen (m, WG_ROLE_DEFENDER)));
      g_string_append (out, ",\"strength\":");
      add_pair (out, wg_battle_model_describe_strength (m, WG_ROLE_ATTACKER),
                wg_battle_model_describe_strength (m, WG_ROLE_DEFENDER));
      g_string_append (out, ",\"effects\":[");
      for (guint i = 0; effects != NULL && i < effects->len; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          wg_share_json_string (out, g_ptr_array_index (effects, i));
        }
      g_string_append_c (out, ']');
      add_key_free (out, "withdrawal", wg_battle_model_describe_withdrawal (m));
    }
  g_string_append_c (out, '}');
}

char *
wg_share_duel_seat_json (WgShareDuel *self,
                         int          player)
{
  g_autoptr (GString) out = g_string_new (NULL);
  int role, other;

  g_return_val_if_fail (WG_IS_SHARE_DUEL (self), NULL);

  role = wg_share_duel_get_role (self, player);
  if (role < 0)
    return NULL;
  other = 1 - role;
  add_heading (self, out);
  wg_share_json_member (out, "role", role == WG_ROLE_ATTACKER ? "attacker" : "defender");
  add_key_free (out, "side", wg_battle_model_describe_side (self->model, role));
  add_key_free (out, "other",
                wg_words_player_title (battle_game (self),
                                       wg_battle_model_get_player (self->model, other)));
  add_cards (self, role, out);
  g_string_append_printf (out, ",\"can_type\":%s", side_may_type (self, role) ? "true" : "false");
  wg_share_json_member (out, "note", wg_battle_model_get_cards_note (self->model, role));
  add_chosen (self, role, out);
  g_string_append_printf (out, ",\"other_chosen\":%s",
                          side_chosen (self, other) ? "true" : "false");
  add_result (self, out, TRUE);
  wg_share_json_member (out, "message", wg_battle_model_get_message (self->model));
  g_string_append_c (out, '}');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
wg_share_duel_watch_json (WgShareDuel *self)
{
  g_autoptr (GString) out = g_string_new (NULL);

  g_return_val_if_fail (WG_IS_SHARE_DUEL (self), NULL);

  if (self->model == NULL)
    return NULL;
  add_heading (self, out);
  add_result (self, out, FALSE);
  g_string_append_c (out, '}');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---- A card posted ---- */

/* Why @player may not post a card now (a status and a sentence), or 0. */
static guint
check_side (WgShareDuel *self,
            int          player,
            GString     *reply)
{
  WgBattleModelState state;
  int                role;

  if (self->model == NULL)
    return wg_share_json_error (reply, 409, _ ("No battle is being fought: there is no card to play."), NULL);
  state = wg_battle_model_get_state (self->model);
  if (state == WG_BATTLE_MODEL_APPLIED || state == WG_BATTLE_MODEL_STALE)
    return wg_share_json_error (reply, 409, _ ("The battle is over: there is no card to play."), NULL);
  role = wg_share_duel_get_role (self, player);
  if (role < 0)
    {
      const WgBattleStart *start = wg_battle_model_get_start (self->model);
      g_autofree char     *a = wg_words_player_title (battle_game (self), start->attacker);
      g_autofree char     *d = wg_words_player_title (battle_game (self), start->defender);
      g_autofree char     *text = g_strdup_printf (
            _ ("Only a side of the battle plays a Tactics card here: %s attacks %s."), a, d);

      return wg_share_json_error (reply, 403, text, NULL);
    }
  if (both_in (self))
    return wg_share_json_error (reply, 409, _ ("Both cards are in: the battle is resolved at the table."), NULL);
  return 0;
}

/* The card @player's side plays, held: FALSE with a 400 when it cannot. */
static gboolean
hold_card (WgShareDuel *self,
           WgBattleRole role,
           const char  *card,
           int          multiplier,
           GString     *reply)
{
  Held *held = &self->held[role];

  if (card != NULL && find_card (self, role, card) < 0)
    {
      g_autofree char *text = g_strdup_printf (
        _ ("“%s” is not a Tactics card you may play in this battle: choose one of your cards."),
        card);

      wg_share_json_error (reply, 400, text, NULL);
      return FALSE;
    }
  if (card == NULL && (multiplier < 0 || multiplier > 9 || !side_may_type (self, role)))
    {
      wg_share_json_error (reply, 400,
                           side_may_type (self, role)
                             ? _ ("The multiplier printed on a card is 0 to 9.")
                             : _ ("Missing “card”: the id of one of your Tactics cards in this battle."),
                           NULL);
      return FALSE;
    }
  held_clear (held);
  held->held = TRUE;
  held->id = g_strdup (card);
  held->multiplier = multiplier;
  return TRUE;
}

guint
wg_share_duel_play (WgShareDuel *self,
                    int          player,
                    const char  *card,
                    int          multiplier,
                    GString     *reply)
{
  guint status;
  int   role;

  g_return_val_if_fail (WG_IS_SHARE_DUEL (self), 500);
  g_return_val_if_fail (reply != NULL, 500);

  status = check_side (self, player, reply);
  if (status != 0)
    return status;
  role = wg_share_duel_get_role (self, player);
  if (!hold_card (self, role, card, multiplier, reply))
    return 400;
  /* The desktop's choice for this side, if any, gives way to the phone's. */
  self->passing = TRUE;
  wg_battle_model_unchoose (self->model, role);
  self->passing = FALSE;
  pass_if_all_in (self);
  g_string_append_printf (reply, "{\"chosen\":true,\"waiting\":%s}\n",
                          both_in (self) ? "false" : "true");
  publish (self);
  return 200;
}

/* POST /SECRET/tactic {"version", "card": ID} or {"version",
 * "multiplier": N}: the server has checked the address, the body and the
 * version. */
static guint
on_post_tactic (WgShareServer *server,
                int            seat,
                WgSharePost   *post,
                GString       *reply,
                WgShareDuel   *self)
{
  const char *card = wg_share_post_get_string (post, "card");
  gint64      multiplier = -1;

  if (card == NULL && wg_share_post_has (post, "card"))
    return wg_share_json_error (reply, 400, _ ("“card” must be the id of a Tactics card, as text."), NULL);
  if (card == NULL && wg_share_post_has (post, "multiplier")
      && (!wg_share_post_get_int (post, "multiplier", &multiplier) || multiplier < 0
          || multiplier > 9))
    return wg_share_json_error (reply, 400, _ ("The multiplier printed on a card is 0 to 9."), NULL);
  return wg_share_duel_play (self, seat, card, (int) multiplier, reply);
}

/* ---- The dialog's words ---- */

char *
wg_share_duel_describe_side (WgShareDuel *self,
                             WgBattleRole role)
{
  int              player;
  g_autofree char *name = NULL;

  g_return_val_if_fail (WG_IS_SHARE_DUEL (self), NULL);
  g_return_val_if_fail (IS_ROLE (role), NULL);

  if (self->model == NULL || wg_battle_model_side_draws (self->model, role))
    return NULL;
  player = wg_battle_model_get_player (self->model, role);
  if (wg_share_server_get_seat_url (self->server, player) == NULL)
    return NULL;
  name = wg_words_player_title (battle_game (self), player);
  if (self->held[role].held)
    /* TRANSLATORS: under a side's card in the battle dialog: "Chosen on Blue’s phone — …" */
    return g_strdup_printf (_ ("Chosen on %s’s phone — hidden until both cards are in"), name);
  if (wg_battle_model_get_chosen (self->model, role) != NULL)
    return NULL;
  /* TRANSLATORS: under a side's card in the battle dialog, none chosen yet */
  return g_strdup_printf (_ ("Waiting for %s’s phone, or choose here"), name);
}

/* ---- The object ---- */

static void
wg_share_duel_dispose (GObject *object)
{
  WgShareDuel *self = WG_SHARE_DUEL (object);

  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  g_clear_object (&self->model);
  for (int role = 0; role < 2; role++)
    held_clear (&self->held[role]);
  g_clear_object (&self->server);
  G_OBJECT_CLASS (wg_share_duel_parent_class)->dispose (object);
}

static void
wg_share_duel_class_init (WgShareDuelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wg_share_duel_dispose;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
wg_share_duel_init (WgShareDuel *self)
{
  for (int role = 0; role < 2; role++)
    self->held[role].multiplier = -1;
}

WgShareDuel *
wg_share_duel_new (WgShareServer *server)
{
  WgShareDuel *self;

  g_return_val_if_fail (WG_IS_SHARE_SERVER (server), NULL);
  self = g_object_new (WG_TYPE_SHARE_DUEL, NULL);
  self->server = g_object_ref (server);
  wg_share_server_add_post_route (server, "tactic");
  g_signal_connect_object (server, "post::tactic", G_CALLBACK (on_post_tactic), self, 0);
  return self;
}
