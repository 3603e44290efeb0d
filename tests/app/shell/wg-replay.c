/* wg-replay.c — the window game's Gatekeepers' turns replayed with warpgate-cli
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each Gatekeepers' turn of the window game is replayed by the real
 * warpgate-cli from the game as the turn began: `ai-turn` (again after an
 * R-AI-7 redraw), which ends their turn itself, else `end-turn`, run with no answer first and given the
 * next answer the table gave in the window each time the CLI stops with a
 * question (`"choice"`): a reveal must meet a reveal, a choice a choice,
 * and the CLI must offer the answer (else it exits 2 and the test fails).
 * Every answer must be used. The CLI's game after end-turn must then equal
 * the window's, parsed, key by key — no exception is needed: both are the
 * core's game format, and neither side adds a time or a path to it.
 * A human's End Turn is replayed the same way, with `end-turn` alone.
 * A turn whose card starts a battle is not replayed here: the CLI stops
 * there (`"battle"`). The whole game, battles and human actions included,
 * is replayed as one chain of commands by wg-chain.c, which every answer
 * recorded here also goes to.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-c/json.h>

#include "wg-chain.h"
#include "wg-game-json.h"
#include "wg-replay.h"

struct _WgTurnReplay
{
  char    *cli;
  char    *dir;
  char    *before; /* the game as the turn began */
  gboolean begun;
  gboolean end_turn; /* the human's End Turn, not the Gatekeepers' turn */
  GArray  *answers;  /* WgCliAnswer, in the order the window asked */
  guint    next;
  WgChain *chain; /* the whole game's commands (wg-chain.c) */
};

WgTurnReplay *
wg_turn_replay_new (const char *cli)
{
  WgTurnReplay *r = g_new0 (WgTurnReplay, 1);
  g_autoptr (GError) error = NULL;

  r->cli = g_strdup (cli);
  r->dir = g_dir_make_tmp ("wg-replay-XXXXXX", &error);
  g_assert_no_error (error);
  r->before = g_build_filename (r->dir, "before.json", NULL);
  r->answers = wg_cli_answers_new ();
  r->chain = wg_chain_new (cli);
  return r;
}

WgChain *
wg_turn_replay_get_chain (WgTurnReplay *r)
{
  return r != NULL ? r->chain : NULL;
}

void
wg_turn_replay_free (WgTurnReplay *r)
{
  const char *names[] = { "before.json", "turn.json", "next.json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (r->dir, names[i], NULL);

      g_unlink (path);
    }
  g_rmdir (r->dir);
  g_free (r->dir);
  g_free (r->before);
  g_free (r->cli);
  g_array_unref (r->answers);
  wg_chain_free (r->chain);
  g_free (r);
}

void
wg_turn_replay_begin (WgTurnReplay *r,
                      const WgGame *game,
                      gboolean      end_turn)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wg_game_save_to_file (game, r->before, &error));
  g_assert_no_error (error);
  g_array_set_size (r->answers, 0);
  r->next = 0;
  r->begun = TRUE;
  r->end_turn = end_turn;
}

void
wg_turn_replay_answer (WgTurnReplay     *r,
                       const WgQuestion *question,
                       const char       *option_id)
{
  WgCliAnswer a = { 0 };

  if (r == NULL)
    return;
  wg_chain_answer (r->chain, question, option_id);
  if (!r->begun)
    return;
  a.reveal = wg_question_is_reveal (question);
  a.id = g_strdup (option_id);
  g_array_append_val (r->answers, a);
}

/* One command run until the CLI asks nothing more, given the window's next
 * answer at each question (wg_cli_play); its answer, parsed. */
static json_object *
play (WgTurnReplay *r,
      const char   *command,
      const char   *in,
      const char   *out)
{
  g_autofree char *line = NULL;

  return wg_cli_play (r->cli, command, NULL, in, out, r->answers, &r->next, NULL,
                      "the window's answers of this turn", &line);
}

char *
wg_turn_replay_differ (json_object *a,
                       json_object *b,
                       const char  *path)
{
  if (json_object_get_type (a) != json_object_get_type (b))
    return g_strdup_printf ("%s: the window has %s, the CLI %s", path,
                            json_object_to_json_string (a), json_object_to_json_string (b));
  if (json_object_is_type (a, json_type_object))
    {
      json_object_object_foreach (a, key, value)
      {
        g_autofree char *sub = g_strdup_printf ("%s.%s", path, key);
        json_object     *other = NULL;
        char            *found;

        if (!json_object_object_get_ex (b, key, &other))
          return g_steal_pointer (&sub);
        if ((found = wg_turn_replay_differ (value, other, sub)) != NULL)
          return found;
      }
      return json_object_object_length (a) == json_object_object_length (b)
               ? NULL
               : g_strdup_printf ("%s: the CLI's has a key the window's has not", path);
    }
  if (json_object_is_type (a, json_type_array))
    {
      if (json_object_array_length (a) != json_object_array_length (b))
        return g_strdup_printf ("%s: %zu items in the window, %zu in the CLI", path,
                                json_object_array_length (a), json_object_array_length (b));
      for (guint i = 0; i < json_object_array_length (a); i++)
        {
          g_autofree char *sub = g_strdup_printf ("%s[%u]", path, i);
          char            *found = wg_turn_replay_differ (json_object_array_get_idx (a, i),
                                                          json_object_array_get_idx (b, i), sub);

          if (found != NULL)
            return found;
        }
      return NULL;
    }
  return json_object_equal (a, b) ? NULL
                                  : g_strdup_printf ("%s: the window has %s, the CLI %s", path,
                                                     json_object_to_json_string (a),
                                                     json_object_to_json_string (b));
}

/* The Gatekeepers' turn replayed from r->before into @out: ai-turn (again
 * after an R-AI-7 redraw), then end-turn when ai-turn did not end their
 * turn; NULL when their card started a battle. */
static json_object *
play_ai (WgTurnReplay *r,
         const WgGame *game,
         const char   *turn,
         const char   *next)
{
  const char  *in = r->before;
  json_object *o = NULL, *after;

  for (guint cards = 0;; cards++)
    {
      g_assert_cmpuint (cards, <, 10);
      g_clear_pointer (&o, json_object_put);
      o = play (r, "ai-turn", in, turn);
      if (wg_cli_member (o, "battle") != NULL)
        {
          json_object_put (o);
          return NULL;
        }
      if (!g_str_equal (json_object_get_string (wg_cli_member (o, "action")), "redraw"))
        break;
      g_assert_no_errno (g_rename (turn, next));
      in = next;
    }
  /* ai-turn ends the Gatekeepers' turn itself (and the round after their
   * 4th card, and the game after the last round); end-turn only when it
   * did not. */
  after = wg_cli_member (wg_cli_member (o, "game"), "turn");
  if (!json_object_get_boolean (wg_cli_member (after, "game_over"))
      && g_strcmp0 (json_object_get_string (wg_cli_member (after, "active")),
                    wg_game_player_color (game, game->ai.player))
           == 0)
    {
      json_object_put (o);
      o = play (r, "end-turn", turn, next);
    }
  return o;
}

gboolean
wg_turn_replay_check (WgTurnReplay *r,
                      const WgGame *game)
{
  g_autofree char *turn = g_build_filename (r->dir, "turn.json", NULL);
  g_autofree char *next = g_build_filename (r->dir, "next.json", NULL);
  const char      *what = r->end_turn ? "End Turn" : "the Gatekeepers' turn";
  json_object     *o;

  if (!r->begun)
    return FALSE;
  r->begun = FALSE;
  o = r->end_turn ? play (r, "end-turn", r->before, next) : play_ai (r, game, turn, next);
  if (o == NULL)
    return FALSE;
  if (r->next != r->answers->len)
    g_error ("the window and warpgate-cli disagree: the window answered %u questions in %s, "
             "the CLI asked %u",
             r->answers->len, what, r->next);
  {
    json_object     *window = wg_game_to_json (game);
    g_autofree char *where = wg_turn_replay_differ (window, wg_cli_member (o, "game"), "game");

    if (where != NULL)
      g_error ("the window and warpgate-cli disagree after %s at %s", what, where);
    json_object_put (window);
  }
  json_object_put (o);
  return TRUE;
}
