/* wg-cli.h — what the warpgate-cli commands share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-c/json.h>

#include "wg-ai.h"
#include "wg-catalog.h"
#include "wg-game.h"
#include "wg-outcome.h"
#include "wg-rulings.h"
#include "wg-battle.h"
#include "wg-question.h"
#include "wg-record.h"
#include "wg-withdraw.h"

G_BEGIN_DECLS

/* Exit statuses of the CLI (docs/cli.md). */
typedef enum
{
  WG_CLI_EXIT_OK = 0,
  WG_CLI_EXIT_USAGE = 2,   /* bad command line */
  WG_CLI_EXIT_REFUSED = 3, /* the game file was refused */
  WG_CLI_EXIT_ERROR = 1,   /* a file could not be written (--output); odds: an overflow */
  WG_CLI_EXIT_UNKNOWN = 4, /* a location, colour or card the game does not have */
  WG_CLI_EXIT_NOT_NOW = 5, /* not that player's turn, the game is over, already acted */
} WgCliExit;

typedef struct
{
  const char *name;
  const char *parameters; /* "GAME FROM [TO]" */
  const char *summary;    /* translatable */
  int (*run) (int argc, char **argv);
} WgCliCommand;

/* Parses a command's options (GOptionContext, with --json added when
 * @json is given); @n_min…@n_max positional arguments after the command
 * name. Prints the problem and returns FALSE on a bad command line. */
gboolean     wg_cli_parse_options (const WgCliCommand *command,
                                   GOptionEntry       *entries,
                                   gboolean           *json,
                                   int                *argc,
                                   char             ***argv,
                                   int                 n_min,
                                   int                 n_max);
/* Prints "warpgate-cli COMMAND: message" and a hint, returns 2. */
int          wg_cli_usage_error (const WgCliCommand *command,
                                 const char         *format,
                                 ...) G_GNUC_PRINTF (2, 3);
/* Prints the message on standard error, returns 4. */
int          wg_cli_unknown (const char *format,
                             ...) G_GNUC_PRINTF (1, 2);

/* Reads PATH, or standard input for "-", up to the file size limit. */
char        *wg_cli_read_input (const char *path,
                                gsize      *length,
                                GError    **error);
/* Loads the game or prints why it was refused (exit 3 in *status). */
WgGame      *wg_cli_load_game (const char *path,
                               int        *status);

/* The card catalog: the built-in one, completed by the user catalog
 * ($XDG_DATA_HOME/warpgate-companion/cards.json) when that file exists, then
 * by @path (--catalog) when given (wg_catalog_merge: a card with a known id
 * replaces it, a new id is added). NULL when a file is refused, with the
 * reason printed (naming the JSON path) and exit 3 in *status. */
WgCatalog   *wg_cli_load_catalog (const char *path,
                                  int        *status);

/* Location and colour look-ups that print what is wrong (exit 4). */
gboolean     wg_cli_lookup_location (const WgGame *game,
                                     const char   *id,
                                     int          *cell);
gboolean     wg_cli_lookup_player (const WgGame *game,
                                   const char   *color,
                                   int          *player);

/* What is echoed from a file or the command line, for people: control
 * characters escaped (\x1b), a long text cut with "…". */
char        *wg_cli_escape (const char *text);
/* The same without the cut: for sentences of the core that may hold names. */
char        *wg_cli_escape_long (const char *text);
/* An attack stopped at its battle, as ai-turn and apply print it. */
json_object *wg_cli_battle_start_json (const WgGame        *game,
                                       const WgBattleStart *battle);
/* How many terminal columns @text takes: a wide (East Asian) character two,
 * a combining or other zero-width character none, any other one. */
gsize        wg_cli_display_width (const char *text);
/* Prints @text padded with spaces to @width columns (by display width, not
 * bytes), on the right when @right (numbers), else on the left. */
void         wg_cli_print_cell (const char *text,
                                gsize       width,
                                gboolean    right);
/* A location as players see it: its id, or "the red Warpgate". */
char        *wg_cli_location_name (const WgGame *game,
                                   int           cell);
/* A player as players see them: "Ana (blue)", or the colour. */
char        *wg_cli_player_name (const WgGame *game,
                                 int           player);
/* The same, with the record of the file read (a new one from the table
 * read when it had none): a copy in *record. */
WgGame      *wg_cli_load_game_record (const char *path,
                                      WgRecord  **record,
                                      int        *status);
/* --output FILE of a whole-game command: writes the game there atomically
 * (nothing when @path is NULL), its record the one of the game read with
 * this command's step added (its options, answers, @sentence and
 * @rulings); FALSE with the reason printed and exit 1 in *status. */
gboolean     wg_cli_write_output (const WgGame       *game,
                                  const char         *path,
                                  const char         *sentence,
                                  const WgRulingList *rulings,
                                  int                *status);
/* Writes @game with @record (may be NULL) to @path ("-": standard output
 * under "--output -"); FALSE with the reason printed and exit 1. */
gboolean     wg_cli_write_record (const WgGame   *game,
                                  const WgRecord *record,
                                  const char     *path,
                                  int            *status);
typedef int (*WgCliRun) (int    argc,
                         char **argv);
/* Runs a recorded step with the command's own code (@run) on a copy of
 * @game, from an argv held in memory, printing nothing, with @catalog
 * (NULL: the one the command line reads, wg_cli_load_catalog): the table
 * after it, or NULL with what went wrong in *why (the command's error, or
 * that it stopped at a question). */
WgGame      *wg_cli_replay_step (WgCliRun           run,
                                 const WgGame      *game,
                                 const WgCatalog   *catalog,
                                 const char        *command,
                                 const char *const *args,
                                 const char *const *answers,
                                 char             **why);
/* Runs a command that only answers (odds, score) on @game in memory, as
 * wg_cli_replay_step does: what it printed (on standard error when its
 * exit status, in *@status, is not 0). */
char        *wg_cli_run_text (WgCliRun           run,
                              const WgGame      *game,
                              const WgCatalog   *catalog,
                              const char        *command,
                              const char *const *args,
                              int               *status);
/* Prints the message on standard error, returns 5 ("not now"). */
int          wg_cli_not_now (const char *format,
                             ...) G_GNUC_PRINTF (1, 2);
/* The core's refusal @outcome said on standard error (its sentence, the
 * first letter in lower case as the CLI's messages are, then @hint when
 * not NULL: the command to run first); returns 5. */
int          wg_cli_not_now_outcome (const WgOutcome *outcome,
                                     const char      *hint);
json_object *wg_cli_question_json (const WgQuestion *question);
/* The question, its options and how to answer it, for people. */
void         wg_cli_print_question (const WgQuestion *question);
/* Runs a rule with --choose/--reveal answers given in order: @ask runs the
 * core with the answers so far and returns its question (borrowed, owned
 * by what @user_data holds) or NULL when it is done. Each answer is checked
 * against the options of the question it answers; one that is not offered
 * prints the options and sets exit 2 in *status. Returns the question left
 * unanswered, or NULL when the rule ran to its end. */
typedef WgQuestion *(*WgCliAsk) (WgAnswers *answers,
                                 gpointer   user_data);
WgQuestion  *wg_cli_answer (WgCliAsk     ask,
                            gpointer     user_data,
                            char *const *choose,
                            char *const *reveal,
                            int         *status);
/* The Gatekeepers' turn on @game (wg_ai_play_turn) with the answers given
 * in order, as wg_cli_answer runs it: the turn as it was last played (its
 * question when one is left), or NULL when none was. */
WgAiTurn    *wg_cli_ai_play (const WgGame *game,
                             char *const  *choose,
                             char *const  *reveal,
                             int          *status);
/* JSON output: prints @object pretty on standard output and frees it. */
void         wg_cli_print_json (json_object *object);
json_object *wg_cli_rulings_json (const WgRulingList *rulings);
json_object *wg_cli_hexes_json (const GArray *hexes);
/* Text output: "Rulings: R-X-1, R-X-2". */
void         wg_cli_print_rulings (const WgRulingList *rulings);

/* Shared by withdraw and battle. */
int          wg_cli_battle_sides (const WgCliCommand *command,
                                  const WgGame       *game,
                                  const char         *attacker_color,
                                  char              **from_ids,
                                  const char         *at_id,
                                  int                *attacker,
                                  int                *origins,
                                  guint              *n_origins,
                                  int                *at);
/* The attack as a WgBattleStart from --attacker, --from ID[:COUNT] (all the
 * attacker's ships there without a count) and --at. Returns an exit
 * status. Shared by battle and odds. */
int          wg_cli_battle_start (const WgCliCommand *command,
                                  const WgGame       *game,
                                  const char         *attacker_color,
                                  char              **from_ids,
                                  const char         *at_id,
                                  WgBattleStart      *start);
/* A card option: a catalog id or xN (exit 2 for xN out of 0–9, 4 for a
 * card the catalog lacks or one without a known multiplier). */
int          wg_cli_parse_battle_card (const WgCliCommand *command,
                                       const WgCatalog    *catalog,
                                       const char         *option,
                                       const char         *spec,
                                       WgBattleCard       *card);
json_object *wg_cli_withdrawal_json (const WgGame       *game,
                                     const WgWithdrawal *withdrawal);

int          wg_cli_validate (int argc, char **argv);
int          wg_cli_range (int argc, char **argv);
int          wg_cli_withdraw (int argc, char **argv);
int          wg_cli_moves (int argc, char **argv);
int          wg_cli_check (int argc, char **argv);
int          wg_cli_ai_turn (int argc, char **argv);
int          wg_cli_score (int argc, char **argv);
int          wg_cli_battle (int argc, char **argv);
int          wg_cli_odds (int argc, char **argv);
int          wg_cli_apply (int argc, char **argv);
int          wg_cli_end_turn (int argc, char **argv);
int          wg_cli_use_token (int argc, char **argv);
int          wg_cli_replay (int argc, char **argv);
int          wg_cli_story (int argc, char **argv);

G_END_DECLS
