/* wg-cli-moves.c — warpgate-cli moves and check: what an action may do
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wg-cli.h"
#include "wg-i18n.h"
#include "wg-moves.h"
#include "wg-range.h"

static const WgCliCommand moves_command = {
  "moves",
  "GAME --color C --action ACTION --x N [--trade-good]",
  N_ ("Every legal move of an action for a player at multiplier N (+1 with --trade-good). "
      "ACTION is one of recon maneuver skirmish advance concentrate trade research warp-in "
      "reinforce control promote draw."),
  wg_cli_moves,
};

static const WgCliCommand check_command = {
  "check",
  "GAME --color C --action ACTION --x N [--trade-good] --from ID[:COUNT] "
  "[--from ID[:COUNT]] --to ID",
  N_ ("Judge one movement (recon, a maneuver group, skirmish, advance, concentrate): legal or "
      "not, why, and the ruling. Also trade (--from, --via, --to) and research (--to)."),
  wg_cli_check,
};

/* The options both commands share. */
typedef struct
{
  char    *color;
  char    *action;
  int      x;
  gboolean trade_good;
  char   **from;
  char    *via;
  char    *to;
} ActionArgs;

static void
action_args_clear (ActionArgs *a)
{
  g_free (a->color);
  g_free (a->action);
  g_strfreev (a->from);
  g_free (a->via);
  g_free (a->to);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ActionArgs, action_args_clear)

/* Parses the options moves and check share (check adds --from, --via and
 * --to), loads the game and looks up the player and the action. Returns an
 * exit status; on success *game is set. */
static int
setup_action_command (const WgCliCommand *cmd,
                      gboolean            with_move,
                      ActionArgs         *a,
                      gboolean           *json,
                      int                *argc,
                      char             ***argv,
                      WgGame            **game,
                      int                *player,
                      WgAction           *action)
{
  GOptionEntry entries[] = {
    { "color", 0, 0, G_OPTION_ARG_STRING, &a->color, N_ ("The player"), "C" },
    { "action", 0, 0, G_OPTION_ARG_STRING, &a->action, N_ ("The action"), "ACTION" },
    { "x", 0, 0, G_OPTION_ARG_INT, &a->x, N_ ("The multiplier"), "N" },
    { "trade-good", 0, 0, G_OPTION_ARG_NONE, &a->trade_good, N_ ("Spend a Trade Good: +1"),
      NULL },
    { "from", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a->from, N_ ("An origin, with a ship count"),
      "ID[:COUNT]" },
    { "via", 0, 0, G_OPTION_ARG_STRING, &a->via, N_ ("Trade: the second planet"), "ID" },
    { "to", 0, 0, G_OPTION_ARG_STRING, &a->to, N_ ("The destination"), "ID" },
    { NULL }
  };
  int status = WG_CLI_EXIT_OK;

  if (!with_move)
    entries[4] = entries[7]; /* end the table before --from */
  a->x = G_MININT;           /* not given */
  if (!wg_cli_parse_options (cmd, entries, json, argc, argv, 1, 1))
    return WG_CLI_EXIT_USAGE;
  if (a->color == NULL || a->action == NULL || a->x == G_MININT)
    return wg_cli_usage_error (cmd, _ ("--color, --action and --x are required"));
  if (a->x < 0)
    return wg_cli_usage_error (cmd, _ ("--x is a multiplier, 0 or more: not %d"), a->x);
  if (!wg_action_from_string (a->action, action))
    {
      g_autofree char *shown = wg_cli_escape (a->action);

      return wg_cli_usage_error (cmd, _ ("“%s” is not an action"), shown);
    }
  if (with_move && !wg_action_is_movement (*action) && *action != WG_ACTION_TRADE
      && *action != WG_ACTION_RESEARCH)
    return wg_cli_usage_error (cmd, _ ("check judges recon, maneuver, skirmish, advance, "
                                       "concentrate, trade and research"));
  *game = wg_cli_load_game ((*argv)[2], &status);
  if (*game == NULL)
    return status;
  if (!wg_cli_lookup_player (*game, a->color, player))
    return WG_CLI_EXIT_UNKNOWN;
  return WG_CLI_EXIT_OK;
}

static const char *
id_of (const WgGame *game,
       int           cell)
{
  return wg_board_get_cell (game->board, cell)->id;
}

static json_object *
option_json (const WgGame       *game,
             const WgMoveList   *list,
             const WgMoveOption *o)
{
  json_object *m = json_object_new_object ();

  if (wg_action_is_movement (list->action))
    {
      json_object *from = json_object_new_array ();
      json_object *ships = json_object_new_object ();

      for (guint i = 0; i < o->n_from; i++)
        json_object_array_add (from, json_object_new_string (id_of (game, o->from[i])));
      json_object_object_add (m, "from", from);
      json_object_object_add (m, "to", json_object_new_string (id_of (game, o->to)));
      json_object_object_add (m, "range", json_object_new_int (o->range));
      json_object_object_add (m, "attack", json_object_new_boolean (o->attack));
      json_object_object_add (ships, "min", json_object_new_int (o->min_ships));
      json_object_object_add (ships, "max", json_object_new_int (o->max_ships));
      json_object_object_add (m, "ships", ships);
    }
  else if (list->action == WG_ACTION_TRADE)
    {
      json_object_object_add (m, "from", json_object_new_string (id_of (game, o->from[0])));
      json_object_object_add (m, "via", json_object_new_string (id_of (game, o->via)));
      json_object_object_add (m, "to", json_object_new_string (id_of (game, o->to)));
    }
  else if (list->action == WG_ACTION_RESEARCH)
    {
      json_object *techs = json_object_new_array ();

      json_object_object_add (m, "to", json_object_new_string (id_of (game, o->to)));
      json_object_object_add (m, "range", json_object_new_int (o->range));
      for (guint i = 0; i < 64; i++)
        if (o->technologies & (G_GUINT64_CONSTANT (1) << i))
          json_object_array_add (techs, json_object_new_int ((int) i));
      json_object_object_add (m, "technologies", techs);
    }
  else
    json_object_object_add (m, "to", json_object_new_string (id_of (game, o->to)));
  return m;
}

static gboolean
has_limit (WgAction action)
{
  return action == WG_ACTION_WARP_IN || action == WG_ACTION_REINFORCE
         || action == WG_ACTION_CONTROL || action == WG_ACTION_PROMOTE
         || action == WG_ACTION_DRAW;
}

/* A location for people: its id, or "the red Warpgate" (docs/cli.md, "Text
 * for people"). */
static void
append_name (GString      *line,
             const WgGame *game,
             int           cell)
{
  g_autofree char *name = wg_cli_location_name (game, cell);

  g_string_append (line, name);
}

static void
print_option_text (const WgGame       *game,
                   const WgMoveList   *list,
                   const WgMoveOption *o)
{
  g_autoptr (GString) line = g_string_new ("  ");

  if (wg_action_is_movement (list->action))
    {
      for (guint i = 0; i < o->n_from; i++)
        {
          g_string_append (line, i ? " + " : "");
          append_name (line, game, o->from[i]);
        }
      g_string_append (line, " → ");
      append_name (line, game, o->to);
      g_string_append (line, "  ");
      g_string_append_printf (line, _ ("range %d, "), o->range);
      if (o->min_ships == o->max_ships)
        g_string_append_printf (
          line, g_dngettext (GETTEXT_PACKAGE, "%d ship", "%d ships", (gulong) o->min_ships),
          o->min_ships);
      else
        g_string_append_printf (line, _ ("%d–%d ships"), o->min_ships, o->max_ships);
      if (o->attack)
        {
          g_autofree char *who = wg_cli_player_name (game, game->stacks[o->to].ship_owner);

          g_string_append_printf (line, _ (", attacks %s"), who);
        }
    }
  else if (list->action == WG_ACTION_TRADE)
    {
      append_name (line, game, o->from[0]);
      g_string_append (line, " → ");
      append_name (line, game, o->via);
      g_string_append (line, " → ");
      append_name (line, game, o->to);
    }
  else if (list->action == WG_ACTION_RESEARCH)
    {
      g_autofree char *name = wg_cli_location_name (game, o->to);

      g_string_append_printf (line, _ ("%s  range %d"), name, o->range);
    }
  else
    append_name (line, game, o->to);
  g_print ("%s\n", line->str);
}

int
wg_cli_moves (int    argc,
              char **argv)
{
  g_auto (ActionArgs) a = { NULL, NULL, -1, FALSE, NULL, NULL, NULL };
  gboolean json = FALSE;
  g_autoptr (WgGame) game = NULL;
  g_autoptr (WgMoveList) list = NULL;
  WgRulingList rulings = { 0 };
  int          status, player;
  WgAction     action;

  status = setup_action_command (&moves_command, FALSE, &a, &json, &argc, &argv, &game, &player,
                                 &action);
  if (status != WG_CLI_EXIT_OK)
    return status;

  list = wg_moves_list (game, player, action, a.x, a.trade_good);
  wg_action_rulings (action, &rulings);
  if (a.trade_good)
    wg_ruling_list_add (&rulings, "R-RANGE-6");
  if (json)
    {
      json_object *o = json_object_new_object ();
      json_object *moves = json_object_new_array ();

      for (guint i = 0; i < list->options->len; i++)
        json_object_array_add (
          moves, option_json (game, list, &g_array_index (list->options, WgMoveOption, i)));
      json_object_object_add (o, "action", json_object_new_string (a.action));
      json_object_object_add (o, "x", json_object_new_int (a.x));
      if (has_limit (action))
        json_object_object_add (o, "limit", json_object_new_int (list->limit));
      if (action == WG_ACTION_CONTROL)
        json_object_object_add (o, "markers_left", json_object_new_int (list->markers_left));
      json_object_object_add (o, "moves", moves);
      json_object_object_add (o, "rulings", wg_cli_rulings_json (&rulings));
      wg_cli_print_json (o);
      return WG_CLI_EXIT_OK;
    }
  {
    g_autofree char *who = wg_cli_player_name (game, player);

    g_print (g_dngettext (GETTEXT_PACKAGE, "%s for %s at %dX%s: %u legal move",
                          "%s for %s at %dX%s: %u legal moves", list->options->len),
             wg_action_display_name (action), who, a.x, a.trade_good ? _ (" + a Trade Good") : "",
             list->options->len);
  }
  if (has_limit (action))
    g_print (_ (", up to %d"), list->limit);
  if (action == WG_ACTION_CONTROL)
    g_print (g_dngettext (GETTEXT_PACKAGE, ", %d marker left", ", %d markers left",
                          (gulong) MAX (list->markers_left, 0)),
             list->markers_left);
  g_print ("\n");
  for (guint i = 0; i < list->options->len; i++)
    print_option_text (game, list, &g_array_index (list->options, WgMoveOption, i));
  wg_cli_print_rulings (&rulings);
  return WG_CLI_EXIT_OK;
}

/* "D2:3" → cell and count (count WG_ALL_SHIPS when absent). */
static int
parse_group (const WgCliCommand *cmd,
             const WgGame       *game,
             const char         *arg,
             WgGroup            *group)
{
  g_autofree char *id = g_strdup (arg);
  char            *colon = strchr (id, ':');

  group->count = WG_ALL_SHIPS;
  if (colon != NULL)
    {
      char *end = NULL;
      long  count = strtol (colon + 1, &end, 10);

      *colon = '\0';
      if (end == colon + 1 || *end != '\0' || count < 0 || count > 99)
        return wg_cli_usage_error (cmd, _ ("“%s” is not ID:COUNT"), arg);
      group->count = (int) count;
    }
  if (!wg_cli_lookup_location (game, id, &group->from))
    return WG_CLI_EXIT_UNKNOWN;
  return WG_CLI_EXIT_OK;
}

/* Builds the move from --from/--via/--to; returns an exit status. */
static int
build_checked_move (const ActionArgs *a,
                    const WgGame     *game,
                    WgMove           *move)
{
  guint n_from = a->from ? g_strv_length (a->from) : 0;
  int   status;

  if (move->action != WG_ACTION_RESEARCH && n_from == 0)
    return wg_cli_usage_error (&check_command, _ ("--from is required"));
  if (n_from > 2)
    {
      /* Judge it anyway: the answer is too-many-origins. */
      n_from = 2;
    }
  for (guint i = 0; i < n_from; i++)
    {
      WgGroup group;

      status = parse_group (&check_command, game, a->from[i], &group);
      if (status != WG_CLI_EXIT_OK)
        return status;
      wg_move_add_group (move, group.from, group.count);
    }
  if (a->to == NULL)
    return wg_cli_usage_error (&check_command, _ ("--to is required"));
  if (!wg_cli_lookup_location (game, a->to, &move->to))
    return WG_CLI_EXIT_UNKNOWN;
  if (move->action == WG_ACTION_TRADE)
    {
      if (a->via == NULL)
        return wg_cli_usage_error (&check_command, _ ("trade needs --via"));
      if (!wg_cli_lookup_location (game, a->via, &move->via))
        return WG_CLI_EXIT_UNKNOWN;
    }
  return WG_CLI_EXIT_OK;
}

int
wg_cli_check (int    argc,
              char **argv)
{
  g_auto (ActionArgs) a = { NULL, NULL, -1, FALSE, NULL, NULL, NULL };
  gboolean json = FALSE;
  g_autoptr (WgGame) game = NULL;
  g_autofree char *message = NULL;
  WgJudgement      j;
  WgMove           move;
  int              status, player;
  WgAction         action;

  status = setup_action_command (&check_command, TRUE, &a, &json, &argc, &argv, &game, &player,
                                 &action);
  if (status != WG_CLI_EXIT_OK)
    return status;
  wg_move_init (&move, action, player, a.x, a.trade_good);
  status = build_checked_move (&a, game, &move);
  if (status != WG_CLI_EXIT_OK)
    return status;
  if (a.from != NULL && g_strv_length (a.from) > 2)
    {
      /* A third origin is never legal: say so as an answer. */
      move.action = action;
      wg_judge_move (game, &move, &j);
      if (j.verdict == WG_VERDICT_OK || action != WG_ACTION_CONCENTRATE)
        {
          memset (&j, 0, sizeof j);
          j.verdict = WG_VERDICT_TOO_MANY_ORIGINS;
          j.ruling = wg_verdict_ruling (j.verdict, action);
          j.range = -1;
          wg_ruling_list_add (&j.rulings, j.ruling);
        }
    }
  else
    wg_judge_move (game, &move, &j);

  message = wg_judgement_describe (game, &move, &j);
  if (json)
    {
      json_object *o = json_object_new_object ();

      json_object_object_add (o, "legal", json_object_new_boolean (j.verdict == WG_VERDICT_OK));
      json_object_object_add (o, "reason",
                              json_object_new_string (wg_verdict_to_string (j.verdict)));
      json_object_object_add (o, "message", json_object_new_string (message));
      json_object_object_add (o, "range", j.range >= 0 ? json_object_new_int (j.range) : NULL);
      json_object_object_add (o, "attack", json_object_new_boolean (j.attack));
      json_object_object_add (o, "rulings", wg_cli_rulings_json (&j.rulings));
      wg_cli_print_json (o);
    }
  else
    {
      g_autofree char *shown = wg_cli_escape_long (message);

      g_print ("%s\n", shown);
      wg_cli_print_rulings (&j.rulings);
    }
  return WG_CLI_EXIT_OK;
}
