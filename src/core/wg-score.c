/* wg-score.c — the final score
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-explore.h"
#include "wg-i18n.h"
#include "wg-score.h"

const char *
wg_tiebreak_to_string (WgTiebreak tiebreak)
{
  switch (tiebreak)
    {
    case WG_TIEBREAK_CONTROLLED_PLANETS: return "controlled-planets";
    case WG_TIEBREAK_SHARED: return "shared";
    case WG_TIEBREAK_NONE:
    default: return "none";
    }
}

/* 1 VP per Hero or Advanced Tactics card owned — draw pile and discard,
 * the starting Hero included; Basic Tactics have none (R-SCORE-1). */
static int
tactics_vp (const WgCatalog *catalog,
            const GArray    *tactics,
            int             *unknown)
{
  int vp = 0;

  for (guint i = 0; i < tactics->len; i++)
    {
      gboolean     has_kind;
      WgTacticKind kind;

      wg_catalog_resolve_tactic (catalog, &g_array_index (tactics, WgTactic, i), NULL, NULL,
                                 &has_kind, &kind, NULL);
      if (!has_kind)
        (*unknown)++;
      else if (kind == WG_TACTIC_HERO || kind == WG_TACTIC_ADVANCED)
        vp++;
    }
  return vp;
}

static int
controlled_planets (const WgGame *game,
                    int           player)
{
  guint n = wg_board_get_n_cells (game->board);
  int   planets = 0;

  for (guint i = 0; i < n; i++)
    if (game->stacks[i].marker_owner == player
        && wg_board_get_cell (game->board, (int) i)->kind == WG_HEX_PLANET
        && !wg_game_is_voided (game, (int) i)) /* R-EXP-6 */
      planets++;
  /* R-EXP-10: colony-TYPE and copy-planet tokens. */
  return planets + wg_explore_tiebreak_planets (game, player);
}

/*
 * A player's score (R-SCORE-1):
 *  1. 5 VP per completed Objective; failed and still-held ones score 0;
 *  2. 3 VP per Trade Good, spent or not;
 *  3. 1 VP per Hero or Advanced Tactics card owned;
 *  4. each Technology its own value: a fixed number (usually 2), or 1 (or
 *     n) per Trade Good the player has;
 *  5. Exploration tokens (variant): 1 VP each, 2 for extra-vp (R-EXP-4);
 *     a Technology turned face down by secret-technology is 3 VP among the
 *     Technologies (R-EXP-10).
 * The AI instead (R-SCORE-3): 2 VP per Technology whatever its value, 5 per
 * Objective it holds whether completed or not, 3 per Trade Good, 1 per Hero
 * or Advanced Tactics card in its Tactics deck and discard. It has no
 * Exploration tokens in the rules; any recorded are not counted.
 */
static void
score_player (const WgGame    *game,
              const WgCatalog *catalog,
              int              player,
              WgScoreLine     *line)
{
  const WgPlayer *p = &game->players[player];
  int             trade_goods = p->trade_goods_unspent + p->trade_goods_spent;

  memset (line, 0, sizeof *line);
  line->player = player;
  line->trade_goods = 3 * trade_goods;
  for (guint i = 0; i < p->objectives->len; i++)
    if (p->ai || g_array_index (p->objectives, WgObjective, i).status == WG_OBJECTIVE_COMPLETED)
      line->objectives += 5;
  for (guint i = 0; i < p->technologies->len; i++)
    {
      const WgVp *vp = &g_array_index (p->technologies, WgTechnology, i).vp;

      if (p->ai)
        line->technologies += 2;
      else if (vp->rule == WG_VP_PER_TRADE_GOOD)
        line->technologies += vp->value * trade_goods;
      else
        line->technologies += vp->value;
    }
  if (p->ai)
    {
      line->tactics = tactics_vp (catalog, game->ai.tactics_deck, &line->unknown_tactics)
                      + tactics_vp (catalog, game->ai.tactics_discard, &line->unknown_tactics);
    }
  else
    {
      line->tactics = tactics_vp (catalog, p->tactics, &line->unknown_tactics);
      /* R-EXP-4, R-EXP-9: every token held, 2 for extra-vp; R-EXP-10:
       * each face-down Technology 3 VP. */
      line->exploration = wg_explore_vp (p);
      line->technologies += 3 * p->secret_technologies;
    }
  line->total = line->objectives + line->trade_goods + line->tactics + line->technologies
                + line->exploration;
  line->controlled_planets = controlled_planets (game, player);
}

/* R-SCORE-2: most VP wins; tied players are compared by controlled planets
 * (R-CTRL-4); still tied, they share the victory. */
static void
decide_winners (WgScore *score)
{
  int   best = G_MININT, best_planets = G_MININT;
  guint tied = 0;

  for (guint i = 0; i < score->n_lines; i++)
    best = MAX (best, score->lines[i].total);
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].total == best)
      {
        tied++;
        best_planets = MAX (best_planets, score->lines[i].controlled_planets);
      }
  score->tiebreak = tied == 1 ? WG_TIEBREAK_NONE : WG_TIEBREAK_CONTROLLED_PLANETS;
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].total == best
        && (tied == 1 || score->lines[i].controlled_planets == best_planets))
      score->winners[score->n_winners++] = score->lines[i].player;
  if (score->n_winners > 1)
    score->tiebreak = WG_TIEBREAK_SHARED;
}

void
wg_score_compute (const WgGame    *game,
                  const WgCatalog *catalog,
                  WgScore         *score)
{
  g_return_if_fail (game != NULL && score != NULL);

  memset (score, 0, sizeof *score);
  for (guint i = 0; i < game->n_players; i++)
    score_player (game, catalog, (int) i, &score->lines[score->n_lines++]);
  if (score->n_lines > 0)
    decide_winners (score);
  wg_ruling_list_add (&score->rulings, "R-SCORE-1");
  wg_ruling_list_add (&score->rulings, "R-SCORE-2");
  if (game->ai.player != WG_NO_PLAYER)
    wg_ruling_list_add (&score->rulings, "R-SCORE-3");
  if (score->tiebreak != WG_TIEBREAK_NONE)
    wg_ruling_list_add (&score->rulings, "R-CTRL-4");
  /* R-SCORE-4: every human Objective is judged completed or failed at the
   * end; one still held is unjudged, counted 0 and named, and the result is
   * not final until the players judge it. */
  score->final = TRUE;
  for (guint i = 0; i < score->n_lines; i++)
    {
      const WgPlayer *p = &game->players[score->lines[i].player];

      for (guint k = 0; !p->ai && k < p->objectives->len; k++)
        if (g_array_index (p->objectives, WgObjective, k).status == WG_OBJECTIVE_HELD)
          score->lines[i].unjudged++;
      if (score->lines[i].unjudged > 0)
        score->final = FALSE;
    }
  if (!score->final)
    wg_ruling_list_add (&score->rulings, "R-SCORE-4");
}

/* "blue", "blue and red", "blue, red and green". */
char *
wg_score_join_labels (const WgGame *game,
                      const int    *players,
                      guint         n)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (names, i + 1 == n ? _ (" and ") : ", ");
      g_string_append (names, wg_game_player_label (game, players[i]));
    }
  return g_string_free (names, FALSE);
}

static const WgScoreLine *
line_of (const WgScore *score,
         int            player)
{
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].player == player)
      return &score->lines[i];
  g_return_val_if_reached (&score->lines[0]);
}

char *
wg_score_describe (const WgGame  *game,
                   const WgScore *score)
{
  g_autofree char   *list = NULL;
  const WgScoreLine *first;
  gboolean           plural;

  g_return_val_if_fail (game != NULL && score != NULL && score->n_winners > 0, NULL);
  first = line_of (score, score->winners[0]);
  /* "The Gatekeepers win", "blue wins" */
  plural = wg_game_player_is_plural (game, score->winners[0]);
  list = wg_score_join_labels (game, score->winners, score->n_winners);
  switch (score->tiebreak)
    {
    case WG_TIEBREAK_NONE:
      return g_strdup_printf (plural ? _ ("%s win with %d VP (R-SCORE-2).")
                                     : _ ("%s wins with %d VP (R-SCORE-2)."),
                              list, first->total);
    case WG_TIEBREAK_CONTROLLED_PLANETS:
      return g_strdup_printf (plural ? _ ("%s win: tied at %d VP, with the most controlled "
                                          "planets (%d) (R-SCORE-2, R-CTRL-4).")
                                     : _ ("%s wins: tied at %d VP, with the most controlled "
                                          "planets (%d) (R-SCORE-2, R-CTRL-4)."),
                              list, first->total,
                              first->controlled_planets);
    case WG_TIEBREAK_SHARED:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s share the victory: tied at %d VP and at %d "
                                           "controlled planet (R-SCORE-2).",
                                           "%s share the victory: tied at %d VP and at %d "
                                           "controlled planets (R-SCORE-2).",
                                           (gulong) first->controlled_planets),
                              list, first->total,
                              first->controlled_planets);
    }
}

/* ---- R-SCORE-4: standings until the result ---- */

gboolean
wg_score_is_result (const WgGame  *game,
                    const WgScore *score)
{
  g_return_val_if_fail (game != NULL && score != NULL, FALSE);
  return game->game_over && score->final && score->n_winners > 0;
}

static guint
count_unjudged (const WgScore *score)
{
  guint n = 0;

  for (guint i = 0; i < score->n_lines; i++)
    n += (guint) score->lines[i].unjudged;
  return n;
}

/* Who has the most VP, by VP alone (no tie-break: nobody wins yet). */
static char *
describe_leaders (const WgGame  *game,
                  const WgScore *score)
{
  int              leaders[WG_MAX_PLAYERS] = { 0 };
  guint            n = 0;
  int              best = G_MININT;
  g_autofree char *list = NULL;

  for (guint i = 0; i < score->n_lines; i++)
    best = MAX (best, score->lines[i].total);
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].total == best)
      leaders[n++] = score->lines[i].player;
  list = wg_score_join_labels (game, leaders, n);
  if (n == 1 && wg_game_player_is_plural (game, leaders[0]))
    /* TRANSLATORS: standings, not a result: "The Gatekeepers lead with 14 VP." */
    return g_strdup_printf (_ ("%s lead with %d VP."), list, best);
  if (n == 1)
    /* TRANSLATORS: standings, not a result: "blue leads with 14 VP." */
    return g_strdup_printf (_ ("%s leads with %d VP."), list, best);
  /* TRANSLATORS: standings, not a result: "blue and red are level at 6 VP." */
  return g_strdup_printf (_ ("%s are level at %d VP."), list, best);
}

char *
wg_score_describe_standings (const WgGame  *game,
                             const WgScore *score)
{
  g_autofree char *why = NULL;
  g_autofree char *leaders = NULL;
  guint            unjudged;

  g_return_val_if_fail (game != NULL && score != NULL && score->n_lines > 0, NULL);
  unjudged = count_unjudged (score);
  if (!game->game_over)
    /* TRANSLATORS: %d is the round */
    why = g_strdup_printf (_ ("Standings in round %d, not a result: the game is not over, so "
                              "nobody has won yet (R-ROUND-2)."),
                           game->round);
  else
    why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Standings, not a result: %u Objective is still "
                                        "unjudged, so nobody has won yet (R-SCORE-4).",
                                        "Standings, not a result: %u Objectives are still "
                                        "unjudged, so nobody has won yet (R-SCORE-4).",
                                        unjudged),
                           unjudged);
  leaders = describe_leaders (game, score);
  return g_strdup_printf ("%s %s", why, leaders);
}

GStrv
wg_score_describe_unjudged (const WgGame *game)
{
  g_autoptr (GStrvBuilder) sentences = g_strv_builder_new ();

  g_return_val_if_fail (game != NULL, NULL);
  for (guint i = 0; i < game->n_players; i++)
    {
      const WgPlayer *p = &game->players[i];

      for (guint k = 0; !p->ai && k < p->objectives->len; k++)
        {
          const WgObjective *o = &g_array_index (p->objectives, WgObjective, k);
          g_autofree char   *sentence = NULL;

          if (o->status != WG_OBJECTIVE_HELD)
            continue;
          /* TRANSLATORS: a player, then a planet type: "blue: the Volcanic Objective …" */
          sentence = g_strdup_printf (_ ("%s: the %s Objective is unjudged and counts 0 until it "
                                         "is judged completed or failed (R-SCORE-4)."),
                                      wg_game_player_label (game, (int) i),
                                      wg_planet_type_display_name (o->type));
          g_strv_builder_add (sentences, sentence);
        }
    }
  return g_strv_builder_end (sentences);
}

static WgOutcome *
judge_refused (const char *sentence)
{
  WgOutcome *outcome = wg_outcome_new ();

  outcome->verdict = WG_VERDICT_NOT_NOW;
  outcome->description = g_strdup (sentence);
  wg_ruling_list_add (&outcome->rulings, "R-SCORE-4");
  return outcome;
}

/* "1 of 3: is blue’s Volcanic Objective completed or failed? …" */
static WgQuestion *
judge_question (const WgGame      *game,
                int                player,
                const WgObjective *objective,
                guint              number,
                guint              total)
{
  g_autofree char *text = NULL;
  WgQuestion      *question;

  if (total == 1)
    /* TRANSLATORS: a player, then a planet type */
    text = g_strdup_printf (_ ("Is %s’s %s Objective completed or failed? Judge it from the card "
                               "(R-SCORE-4)."),
                            wg_game_player_label (game, player),
                            wg_planet_type_display_name (objective->type));
  else
    /* TRANSLATORS: "1 of 3", then a player and a planet type */
    text = g_strdup_printf (_ ("%u of %u: is %s’s %s Objective completed or failed? Judge it "
                               "from the card (R-SCORE-4)."),
                            number, total, wg_game_player_label (game, player),
                            wg_planet_type_display_name (objective->type));
  question = wg_question_new ("objective-status", text);
  wg_question_add_option (question, "completed", _ ("Completed"));
  wg_question_add_option (question, "failed", _ ("Failed"));
  return question;
}

/* Sets each held human Objective's status from the next answer, adding
 * "blue’s Volcanic Objective: completed" to @judged; FALSE with
 * outcome->question when an answer is missing. */
static gboolean
judge_each (WgGame    *next,
            guint      total,
            WgAnswers *answers,
            GString   *judged,
            WgOutcome *outcome)
{
  guint number = 0;

  for (guint i = 0; i < next->n_players; i++)
    for (guint k = 0; !next->players[i].ai && k < next->players[i].objectives->len; k++)
      {
        WgObjective *o = &g_array_index (next->players[i].objectives, WgObjective, k);
        const char  *answer;

        if (o->status != WG_OBJECTIVE_HELD)
          continue;
        number++;
        answer = wg_answers_next_choice (answers);
        if (answer == NULL
            || (!g_str_equal (answer, "completed") && !g_str_equal (answer, "failed")))
          {
            outcome->question = judge_question (next, (int) i, o, number, total);
            return FALSE;
          }
        o->status = g_str_equal (answer, "completed") ? WG_OBJECTIVE_COMPLETED
                                                      : WG_OBJECTIVE_FAILED;
        if (judged->len > 0)
          g_string_append (judged, "; ");
        g_string_append_printf (judged,
                                o->status == WG_OBJECTIVE_COMPLETED
                                  /* TRANSLATORS: a player, then a planet type */
                                  ? _ ("%s’s %s Objective completed")
                                  /* TRANSLATORS: a player, then a planet type */
                                  : _ ("%s’s %s Objective failed"),
                                wg_game_player_label (next, (int) i),
                                wg_planet_type_display_name (o->type));
      }
  return TRUE;
}

WgOutcome *
wg_score_judge_objectives (const WgGame *game,
                           WgAnswers    *answers)
{
  g_autoptr (WgGame) next = NULL;
  g_autoptr (GString) judged = g_string_new (NULL);
  WgOutcome *outcome;
  WgScore    score;
  guint      total;

  g_return_val_if_fail (game != NULL && answers != NULL, NULL);

  if (!game->game_over)
    return judge_refused (_ ("The Objectives are judged at the end of the game: it is not over "
                             "yet (R-SCORE-4)."));
  wg_score_compute (game, NULL, &score);
  total = count_unjudged (&score);
  if (total == 0)
    return judge_refused (_ ("There is no unjudged Objective to judge (R-SCORE-4)."));
  outcome = wg_outcome_new ();
  wg_ruling_list_add (&outcome->rulings, "R-SCORE-4");
  next = wg_game_copy (game);
  if (!judge_each (next, total, answers, judged, outcome))
    return outcome;
  /* TRANSLATORS: %s lists the Objectives judged, "blue’s Volcanic Objective completed; …" */
  outcome->description = g_strdup_printf (_ ("Objectives judged: %s (R-SCORE-4)"), judged->str);
  outcome->game = g_steal_pointer (&next);
  return outcome;
}
