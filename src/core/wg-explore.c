/* wg-explore.c — the Exploration variant: set-up, exploring, the tokens' effects
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-deck.h"
#include "wg-explore-private.h"
#include "wg-moves-private.h"

gboolean
wg_game_is_voided (const WgGame *game,
                   int           cell)
{
  g_return_val_if_fail (game != NULL, FALSE);
  return cell >= 0 && (guint) cell < wg_board_get_n_cells (game->board)
         && (game->stacks[cell].explore & WG_EXPLORE_VOIDED) != 0;
}

gboolean
wg_game_has_trade_icon (const WgGame *game,
                        int           cell)
{
  const WgCell *c;

  g_return_val_if_fail (game != NULL, FALSE);
  if (cell < 0 || (guint) cell >= wg_board_get_n_cells (game->board))
    return FALSE;
  c = wg_board_get_cell (game->board, cell);
  return c->kind == WG_HEX_PLANET
         && (c->trade || (game->stacks[cell].explore & WG_EXPLORE_TRADE_ICON) != 0);
}

gboolean
wg_game_has_truce (const WgGame *game,
                   int           player)
{
  const GArray *d;

  g_return_val_if_fail (game != NULL, FALSE);
  if (player < 0 || (guint) player >= game->n_players)
    return FALSE;
  d = game->players[player].discoveries;
  for (guint i = 0; i < d->len; i++)
    {
      const WgDiscovery *t = &g_array_index (d, WgDiscovery, i);

      if (t->token == WG_TOKEN_TRUCE && t->used && t->round == game->round)
        return TRUE;
    }
  return FALSE;
}

char *
wg_game_truce_sentence (const WgGame *game,
                        int           player)
{
  g_return_val_if_fail (game != NULL, NULL);
  if (!wg_game_has_truce (game, player))
    return NULL;
  return g_strdup_printf (_ ("A truce for %s until the end of round %d: no attack on or by them "
                             "(R-EXP-5)."),
                          wg_game_player_label (game, player), game->round);
}

int
wg_game_tokens_on_board (const WgGame *game)
{
  int n = 0;

  for (guint i = 0; i < wg_board_get_n_cells (game->board); i++)
    n += game->stacks[i].tokens;
  return n;
}

void
wg_explore_setup (WgGame *game,
                  int     tokens_in_box)
{
  int placed = 0;

  g_return_if_fail (game != NULL);
  game->exploration = TRUE;
  for (guint i = 0; i < wg_board_get_n_cells (game->board); i++)
    {
      const WgCell *c = wg_board_get_cell (game->board, (int) i);

      game->stacks[i].tokens = 0;
      /* R-EXP-1: every planet without a trade icon, the Ancients included. */
      if (c->kind == WG_HEX_PLANET && !c->trade)
        {
          game->stacks[i].tokens = WG_MAX_TOKENS_AT;
          placed += WG_MAX_TOKENS_AT;
        }
    }
  game->explore_box = MAX (0, tokens_in_box - placed);
}

const char *
wg_explore_cell_id (const WgGame *game,
                    int           cell)
{
  return wg_board_get_cell (game->board, cell)->id;
}

int
wg_explore_ask (WgAnswers  *answers,
                gboolean    reveal,
                WgQuestion *question,
                WgOutcome  *outcome)
{
  /* A question with one possible answer is not asked (R-DECK-3,
   * docs/cli.md): wg_answers_take says so. */
  const char *answer = wg_answers_take (answers, question, NULL);

  g_assert (reveal == wg_question_is_reveal (question));
  for (guint i = 0; answer != NULL && i < question->options->len; i++)
    if (((WgOption *) g_ptr_array_index (question->options, i))->id == answer)
      {
        wg_question_free (question);
        return (int) i;
      }
  g_clear_pointer (&outcome->question, wg_question_free);
  outcome->question = question;
  return -1;
}

/* Which token was turned over: every id of R-EXP-5 is offered (R-EXP-2; some
 * are promotional and not in every box), the held ones first, then the
 * immediate ones (R-EXP-3), each with what it says, so that a long list can
 * be searched by the words on the token. */
static gboolean
reveal_token (WgAnswers  *answers,
              const char *text,
              WgToken    *token,
              WgOutcome  *outcome)
{
  WgQuestion *q = wg_question_new ("explore", text);
  WgToken     order[WG_N_TOKENS];
  guint       n = 0;
  int         i;

  for (int held = 1; held >= 0; held--)
    for (int t = 0; t < WG_N_TOKENS; t++)
      if (wg_token_is_held ((WgToken) t) == held)
        {
          g_autofree char *label = g_strdup_printf ("%s — %s",
                                                    wg_token_display_name ((WgToken) t),
                                                    wg_token_text ((WgToken) t));

          order[n++] = (WgToken) t;
          wg_question_add_option_in (q, held ? _ ("Held tokens") : _ ("Immediate tokens"),
                                     wg_token_to_string ((WgToken) t), label);
        }
  i = wg_explore_ask (answers, TRUE, q, outcome);
  if (i < 0)
    return FALSE;
  *token = order[i];
  return TRUE;
}

gboolean
wg_explore (WgGame    *g,
            int        player,
            int        cell,
            WgAnswers *answers,
            WgOutcome *outcome)
{
  WgStack         *s = &g->stacks[cell];
  g_autofree char *first_text = NULL;
  WgToken          first, kept;

  g_return_val_if_fail (g != NULL && outcome != NULL, TRUE);
  if (!g->exploration || s->tokens == 0)
    return TRUE;
  wg_ruling_list_add (&outcome->rulings, "R-EXP-2");
  first_text = g_strdup_printf (_ ("%s explores %s: which discovery token was turned over?"),
                                wg_game_player_label (g, player), wg_explore_cell_id (g, cell));
  if (!reveal_token (answers, first_text, &first, outcome))
    return FALSE;
  kept = first;
  if (s->tokens >= 2)
    {
      g_autofree char *text = g_strdup_printf (_ ("%s turned over %s on %s: keep it, or return "
                                                  "it to the box and take the second?"),
                                               wg_game_player_label (g, player),
                                               wg_token_display_name (first),
                                               wg_explore_cell_id (g, cell));
      g_autofree char *keep = g_strdup_printf (_ ("Keep %s; the second goes back to the box "
                                                  "unseen"),
                                               wg_token_display_name (first));
      g_autofree char *second = g_strdup_printf (_ ("Return %s to the box and reveal the second"),
                                                 wg_token_display_name (first));
      WgQuestion      *q = wg_question_new ("explore-keep", text);
      int              choice;

      wg_question_add_option (q, "keep", keep);
      wg_question_add_option (q, "second", second);
      choice = wg_explore_ask (answers, FALSE, q, outcome);
      if (choice < 0)
        return FALSE;
      if (choice == 1)
        {
          g_autofree char *text2 = g_strdup_printf (_ ("%s returns %s to the box: which token "
                                                       "is the second on %s?"),
                                                    wg_game_player_label (g, player),
                                                    wg_token_display_name (first),
                                                    wg_explore_cell_id (g, cell));

          if (!reveal_token (answers, text2, &kept, outcome))
            return FALSE;
          wg_outcome_tell (outcome, _ ("%s returns %s to the box and keeps the second token, %s "
                                       "(R-EXP-2)."),
                           wg_game_player_label (g, player), wg_token_display_name (first),
                           wg_token_display_name (kept));
        }
      else
        wg_outcome_tell (outcome, _ ("%s keeps %s; the second token goes back to the box "
                                     "unseen (R-EXP-2)."),
                         wg_game_player_label (g, player), wg_token_display_name (first));
      g->explore_box++;
    }
  else
    wg_outcome_tell (outcome, _ ("%s keeps %s, the last token on %s (R-EXP-2)."),
                     wg_game_player_label (g, player), wg_token_display_name (first),
                     wg_explore_cell_id (g, cell));
  s->tokens = 0;
  return wg_explore_keep (g, player, cell, kept, answers, outcome);
}

static void
keep_token (WgGame  *g,
            int      player,
            WgToken  token,
            gboolean used)
{
  WgDiscovery d = { token, used, -1, 0 };

  g_array_append_val (g->players[player].discoveries, d);
}

/* lost-ship: one of the player's ships on the explored planet. */
static void
lose_ship (WgGame    *g,
           int        player,
           int        cell,
           WgOutcome *outcome)
{
  WgStack *s = &g->stacks[cell];

  if (cell < 0 || s->ship_owner != player || s->ships == 0)
    {
      wg_outcome_tell (outcome, _ ("No exploring ship of %s is there to lose."),
                       wg_game_player_label (g, player));
      return;
    }
  if (--s->ships == 0)
    s->ship_owner = WG_NO_PLAYER;
  wg_outcome_tell (outcome, _ ("The exploring ship of %s on %s is destroyed (R-EXP-5)."),
                   wg_game_player_label (g, player), wg_explore_cell_id (g, cell));
}

static void
take_trade_good (WgGame    *g,
                 int        player,
                 WgOutcome *outcome)
{
  if (g->trade_goods <= 0)
    {
      wg_outcome_tell (outcome, _ ("No Trade Good is left to take; the token is discarded."));
      return;
    }
  g->trade_goods--;
  g->players[player].trade_goods_unspent++;
  wg_outcome_tell (outcome, _ ("%s takes a Trade Good (%d left) and discards the token."),
                   wg_game_player_label (g, player), g->trade_goods);
}

/* Appends @part (taken) after @sep. */
static void
append_part (GString    *text,
             const char *sep,
             char       *part)
{
  g_string_append_printf (text, "%s%s", sep, part);
  g_free (part);
}

/* "V3 — Volcanic planet, Trade icon, Sector S2; 2 ships of blue; Outpost
 * of red": what a planet is and what is on it, in the words the board
 * says it in (its type, its features after commas, its pieces after
 * semicolons), so that the planet voided or given a trade icon is found
 * by what the table sees on it. */
static char *
planet_label (const WgGame *g,
              int           cell)
{
  const WgCell  *c = wg_board_get_cell (g->board, cell);
  const WgStack *s = &g->stacks[cell];
  GString       *text = g_string_new (NULL);

  g_string_append_printf (text, _ ("%s — %s planet"), c->id,
                          wg_planet_type_display_name (c->type));
  if (c->trade)
    append_part (text, ", ", g_strdup (_ ("Trade icon")));
  if (s->explore & WG_EXPLORE_TRADE_ICON)
    append_part (text, ", ", g_strdup (_ ("Trade icon added")));
  if (c->sector != NULL)
    append_part (text, ", ", g_strdup_printf (_ ("Sector %s"), c->sector));
  if (s->tokens > 0)
    append_part (text, "; ",
                 g_strdup_printf (ngettext ("%d discovery token", "%d discovery tokens", s->tokens),
                                  s->tokens));
  if (s->ship_owner != WG_NO_PLAYER && s->ships > 0)
    append_part (text, "; ",
                 g_strdup_printf (ngettext ("%d ship of %s", "%d ships of %s", s->ships), s->ships,
                                  wg_game_player_label (g, s->ship_owner)));
  if (s->marker_owner != WG_NO_PLAYER)
    append_part (text, "; ",
                 g_strdup_printf (s->marker_side == WG_MARKER_COLONY ? _ ("Colony of %s")
                                                                     : _ ("Outpost of %s"),
                                  wg_game_player_label (g, s->marker_owner)));
  for (guint p = 0; p < g->n_players; p++)
    if (g->drones[p] == cell)
      append_part (text, "; ",
                   g_strdup_printf (_ ("Research Drone of %s"), wg_game_player_label (g, (int) p)));
  return g_string_free (text, FALSE);
}

/* A planet for trade-icon (one without a trade icon) or void-planet (one
 * not voided yet), asked among them grouped by planet type, each with what
 * is on it; -1 when there is none, -2 when asked. */
static int
choose_planet (WgGame    *g,
               WgToken    token,
               WgAnswers *answers,
               WgOutcome *outcome)
{
  const char *text = token == WG_TOKEN_TRADE_ICON
                       ? _ ("Which planet without a trade icon gets the trade icon?")
                       : _ ("Which planet is voided?");
  WgQuestion *q = wg_question_new (wg_token_to_string (token), text);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  int i;

  for (int type = 0; type < WG_N_PLANET_TYPES; type++)
    for (guint k = 0; k < wg_board_get_n_locations (g->board); k++)
      {
        int              cell = wg_board_get_location (g->board, k);
        const WgCell    *c = wg_board_get_cell (g->board, cell);
        g_autofree char *label = NULL;

        if (c->kind != WG_HEX_PLANET || (int) c->type != type || wg_game_is_voided (g, cell)
            || (token == WG_TOKEN_TRADE_ICON && wg_game_has_trade_icon (g, cell)))
          continue;
        label = planet_label (g, cell);
        wg_question_add_option_in (q, wg_planet_type_display_name (c->type), c->id, label);
        g_array_append_val (cells, cell);
      }
  if (cells->len == 0)
    {
      wg_question_free (q);
      return -1;
    }
  i = wg_explore_ask (answers, FALSE, q, outcome);
  return i < 0 ? -2 : g_array_index (cells, int, i);
}

static gboolean
place_on_planet (WgGame    *g,
                 int        player,
                 WgToken    token,
                 WgAnswers *answers,
                 WgOutcome *outcome)
{
  int      cell = choose_planet (g, token, answers, outcome);
  WgStack *s;

  if (cell == -2)
    return FALSE;
  if (cell < 0)
    {
      wg_outcome_tell (outcome, _ ("No planet can take the token: it has no effect."));
      return TRUE;
    }
  s = &g->stacks[cell];
  if (token == WG_TOKEN_TRADE_ICON)
    {
      s->explore |= WG_EXPLORE_TRADE_ICON;
      wg_outcome_tell (outcome, _ ("%s puts a trade icon beside %s: it is a trade planet now "
                                   "(R-EXP-5)."),
                       wg_game_player_label (g, player), wg_explore_cell_id (g, cell));
      return TRUE;
    }
  s->explore |= WG_EXPLORE_VOIDED;
  wg_ruling_list_add (&outcome->rulings, "R-EXP-6");
  if (s->marker_owner != WG_NO_PLAYER)
    {
      wg_outcome_tell (outcome, _ ("The marker of %s on %s goes back to its owner."),
                       wg_game_player_label (g, s->marker_owner), wg_explore_cell_id (g, cell));
      s->marker_owner = WG_NO_PLAYER;
      s->marker_side = WG_MARKER_OUTPOST;
    }
  wg_outcome_tell (outcome, _ ("%s voids %s: it is a planet only for movement and deployment "
                               "(R-EXP-6)."),
                   wg_game_player_label (g, player), wg_explore_cell_id (g, cell));
  return TRUE;
}

static gboolean
take_objective (WgGame    *g,
                int        player,
                WgAnswers *answers,
                WgOutcome *outcome)
{
  WgQuestion *q;
  int         i, revealed;
  WgObjective objective = { WG_PLANET_DESERT, WG_OBJECTIVE_HELD, NULL };

  if (g->objectives->len == 0)
    {
      wg_outcome_tell (outcome, _ ("No Objective is available; the token is discarded."));
      return TRUE;
    }
  q = wg_question_new ("objective", _ ("Which available Objective is taken?"));
  for (guint k = 0; k < g->objectives->len; k++)
    {
      g_autofree char *id = g_strdup_printf ("%u", k);

      wg_question_add_option (
        q, id, wg_planet_type_display_name (g_array_index (g->objectives, WgPlanetType, k)));
    }
  i = wg_explore_ask (answers, FALSE, q, outcome);
  if (i < 0)
    return FALSE;
  objective.type = g_array_index (g->objectives, WgPlanetType, i);
  g_array_remove_index (g->objectives, (guint) i);
  g_array_append_val (g->players[player].objectives, objective);
  wg_outcome_tell (outcome, _ ("%s takes the %s Objective and discards the token."),
                   wg_game_player_label (g, player),
                   wg_planet_type_display_name (objective.type));
  /* R-DECK-1: the available Objectives are replenished. */
  revealed = wg_replenish_objectives (g, answers, &outcome->question);
  if (revealed < 0)
    return FALSE;
  if (revealed > 0)
    wg_ruling_list_add (&outcome->rulings, "R-DECK-1");
  return TRUE;
}

static void
flip_faction (WgGame    *g,
              int        player,
              WgOutcome *outcome)
{
  WgPlayer *p = &g->players[player];

  if (p->side == 'A' || p->side == 'B')
    {
      p->side = p->side == 'A' ? 'B' : 'A';
      wg_outcome_tell (outcome, _ ("%s turns their faction board to side %c; their Hero card "
                                   "stays."),
                       wg_game_player_label (g, player), p->side);
    }
  else
    wg_outcome_tell (outcome, _ ("%s turns their faction board to its other side; their Hero "
                                 "card stays."),
                     wg_game_player_label (g, player));
}

static gboolean
secret_technology (WgGame    *g,
                   int        player,
                   WgAnswers *answers,
                   WgOutcome *outcome)
{
  WgPlayer   *p = &g->players[player];
  WgQuestion *q;
  int         i;

  if (p->technologies->len == 0)
    {
      wg_outcome_tell (outcome, _ ("%s has no Technology to turn face down."),
                       wg_game_player_label (g, player));
      return TRUE;
    }
  q = wg_question_new ("secret-technology",
                       _ ("Which of your Technologies was chosen at random to turn face down?"));
  wg_explore_add_technology_options (q, p->technologies);
  i = wg_explore_ask (answers, FALSE, q, outcome);
  if (i < 0)
    return FALSE;
  g_array_remove_index (p->technologies, (guint) i);
  p->secret_technologies++;
  wg_ruling_list_add (&outcome->rulings, "R-EXP-10");
  wg_outcome_tell (outcome, _ ("%s turns a Technology face down: it is worth 3 VP at the end of "
                               "the game and nothing else (R-EXP-10)."),
                   wg_game_player_label (g, player));
  return TRUE;
}

/* two-more: discard it and reveal 2 unused tokens from the box, each kept as
 * if explored; or keep it (it scores, R-EXP-9). */
static gboolean
two_more (WgGame    *g,
          int        player,
          int        cell,
          WgAnswers *answers,
          WgOutcome *outcome,
          gboolean  *discarded)
{
  WgQuestion *q = wg_question_new ("two-more", _ ("Discard the Two More token to take 2 unused "
                                                  "tokens from the box, or keep it?"));
  int         choice, n;

  wg_question_add_option (q, "discard", _ ("Discard it and take 2 tokens from the box"));
  wg_question_add_option (q, "keep", _ ("Keep it (1 VP at the end)"));
  choice = wg_explore_ask (answers, FALSE, q, outcome);
  if (choice < 0)
    return FALSE;
  *discarded = choice == 0;
  if (!*discarded)
    return TRUE;
  n = MIN (2, g->explore_box);
  g->explore_box -= n;
  wg_outcome_tell (outcome, _ ("%s discards Two More and takes %d tokens from the box."),
                   wg_game_player_label (g, player), n);
  for (int k = 0; k < n; k++)
    {
      g_autofree char *text = g_strdup_printf (_ ("Which token did %s take from the box?"),
                                               wg_game_player_label (g, player));
      WgToken          token;

      if (!reveal_token (answers, text, &token, outcome))
        return FALSE;
      wg_outcome_tell (outcome, _ ("%s takes %s from the box."), wg_game_player_label (g, player),
                       wg_token_display_name (token));
      if (!wg_explore_keep (g, player, cell, token, answers, outcome))
        return FALSE;
    }
  return TRUE;
}

/* An immediate token's effect (R-EXP-5); FALSE when asked. */
static gboolean
resolve_immediate (WgGame    *g,
                   int        player,
                   int        cell,
                   WgToken    token,
                   WgAnswers *answers,
                   WgOutcome *outcome,
                   gboolean  *discarded)
{
  if (token == WG_TOKEN_LOST_SHIP)
    lose_ship (g, player, cell, outcome);
  else if (token == WG_TOKEN_TRADE_GOOD)
    {
      take_trade_good (g, player, outcome);
      *discarded = TRUE;
    }
  else if (token == WG_TOKEN_OBJECTIVE)
    {
      *discarded = TRUE;
      return take_objective (g, player, answers, outcome);
    }
  else if (token == WG_TOKEN_TRADE_ICON || token == WG_TOKEN_VOID_PLANET)
    return place_on_planet (g, player, token, answers, outcome);
  else if (token == WG_TOKEN_FLIP_FACTION)
    flip_faction (g, player, outcome);
  else if (token == WG_TOKEN_PASS_OBJECTIVES)
    return wg_explore_pass_objectives (g, answers, outcome);
  else if (token == WG_TOKEN_PASS_TECHNOLOGIES)
    return wg_explore_pass_technologies (g, answers, outcome);
  else if (token == WG_TOKEN_SECRET_TECHNOLOGY)
    return secret_technology (g, player, answers, outcome);
  else if (token == WG_TOKEN_TWO_MORE)
    return two_more (g, player, cell, answers, outcome, discarded);
  else if (token == WG_TOKEN_ROTATE_TILE_CW || token == WG_TOKEN_ROTATE_TILE_CCW)
    wg_explore_rotate_tile (g, cell, token == WG_TOKEN_ROTATE_TILE_CW ? -1 : 1, outcome);
  else
    g_assert_not_reached ();
  return TRUE;
}

gboolean
wg_explore_keep (WgGame    *g,
                 int        player,
                 int        cell,
                 WgToken    token,
                 WgAnswers *answers,
                 WgOutcome *outcome)
{
  gboolean discarded = FALSE;

  g_return_val_if_fail ((guint) token < WG_N_TOKENS, TRUE);
  wg_ruling_list_add (&outcome->rulings, "R-EXP-3");
  wg_ruling_list_add (&outcome->rulings, "R-EXP-5");
  if (wg_token_is_held (token))
    {
      keep_token (g, player, token, FALSE);
      wg_outcome_event (outcome, _ ("%s keeps the %s token, to use later: %s"),
                        wg_game_player_label (g, player), wg_token_display_name (token),
                        wg_token_text (token));
      return TRUE;
    }
  wg_outcome_event (outcome, _ ("%s reveals %s: %s"), wg_game_player_label (g, player),
                    wg_token_display_name (token), wg_token_text (token));
  if (!resolve_immediate (g, player, cell, token, answers, outcome, &discarded))
    return FALSE;
  /* R-EXP-9: a resolved token stays, used, unless its text discards it. */
  if (!discarded)
    keep_token (g, player, token, TRUE);
  wg_ruling_list_add (&outcome->rulings, "R-EXP-9");
  return TRUE;
}

int
wg_explore_tokens_held (const WgPlayer *p)
{
  g_return_val_if_fail (p != NULL, 0);
  return p->exploration_tokens + (int) (p->discoveries != NULL ? p->discoveries->len : 0);
}

int
wg_explore_vp (const WgPlayer *p)
{
  int vp = wg_explore_tokens_held (p);

  for (guint i = 0; i < p->discoveries->len; i++)
    if (g_array_index (p->discoveries, WgDiscovery, i).token == WG_TOKEN_EXTRA_VP)
      vp++;
  return vp;
}

int
wg_explore_tiebreak_planets (const WgGame *game,
                             int           player)
{
  const GArray *d = game->players[player].discoveries;
  int           n = 0;

  for (guint i = 0; i < d->len; i++)
    {
      const WgDiscovery *t = &g_array_index (d, WgDiscovery, i);

      if (wg_token_colony_type (t->token, NULL))
        n++;
      else if (t->token == WG_TOKEN_COPY_PLANET && t->at >= 0
               && game->stacks[t->at].marker_owner == player && !wg_game_is_voided (game, t->at))
        n++;
    }
  return n;
}
