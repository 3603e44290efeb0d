/* test-setup.c — a new game, set up as the rulebook says ("Setup", "Solo
 * variant setup", R-AI-10)
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pools, worked by hand from the rulebook for p players (a solo game is
 * set up as for 2, the AI counting as a player):
 *   Trade Goods       4p
 *   Technology deck   5p + 2, minus the 2 revealed
 *   Objective deck    5p, minus the 2 laid out, minus 1 dealt to each human
 * so 2 players: 8, 10, 6; 4 players: 16, 20, 14; 6 players: 24, 30, 22;
 * solo: 8, 10, 7 (the AI is dealt no Objective, R-AI-10).
 */
#include "wg-ai.h"
#include "wg-catalog-json.h"
#include "wg-setup.h"
#include "wg-test-table.h"

static void
seat (WgSetupOptions *options,
      const char     *color,
      const char     *name,
      char            hero_letter)
{
  WgSetupPlayer *p = &options->players[options->n_players++];

  p->color = color;
  p->name = name;
  p->hero_letter = hero_letter;
}

/* The set-up with @reveals and @choices (space-separated, may be NULL). */
static WgOutcome *
run_setup (const WgSetupOptions *options,
           const char           *reveals,
           const char           *choices,
           GError              **error)
{
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_auto (GStrv) r = g_strsplit (reveals != NULL ? reveals : "", " ", -1);
  g_auto (GStrv) c = g_strsplit (choices != NULL ? choices : "", " ", -1);

  for (guint i = 0; r[i] != NULL; i++)
    if (r[i][0] != '\0')
      wg_answers_add_reveal (answers, r[i]);
  for (guint i = 0; c[i] != NULL; i++)
    if (c[i][0] != '\0')
      wg_answers_add_choice (answers, c[i]);
  return wg_setup_new_game (options, catalog, answers, error);
}

/* A set-up that must give a game. */
static WgGame *
set_up (const WgSetupOptions *options,
        const char           *reveals,
        const char           *choices)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgOutcome) outcome = run_setup (options, reveals, choices, &error);

  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  g_assert_null (outcome->question);
  g_assert_nonnull (outcome->game);
  return wg_outcome_steal_game (outcome);
}

static void
assert_pools (const WgGame *game,
              int           trade_goods,
              guint         technologies,
              guint         objectives)
{
  g_assert_cmpint (game->trade_goods, ==, trade_goods);
  g_assert_false (game->technology_deck.known);
  g_assert_cmpuint (wg_deck_size (&game->technology_deck), ==, technologies);
  g_assert_cmpuint (game->technologies->len, ==, 2);
  g_assert_false (game->objective_deck.known);
  g_assert_cmpuint (wg_deck_size (&game->objective_deck), ==, objectives);
  g_assert_cmpuint (game->objectives->len, ==, 2);
}

/* 3 ships on each player's Warpgate, the drone with them (none for the
 * AI), nothing else on the board. */
static void
assert_pieces (const WgGame *game)
{
  for (guint i = 0; i < game->n_players; i++)
    {
      int gate = wg_game_warpgate_of (game, (int) i);

      g_assert_cmpint (wg_game_ships_at (game, gate, (int) i), ==, 3);
      g_assert_cmpint (wg_game_ships_on_board (game, (int) i), ==, 3);
      g_assert_cmpint (wg_game_markers_on_board (game, (int) i), ==, 0);
      g_assert_cmpint (game->drones[i], ==, (int) i == game->ai.player ? -1 : gate);
      g_assert_cmpint (game->players[i].ships_total, ==, 12);
      g_assert_cmpint (game->players[i].markers_total, ==, 12);
    }
}

static void
assert_tactics (const WgGame *game,
                int           player,
                const char   *expected)
{
  g_autofree char *tactics = wg_test_tactics (game->players[player].tactics);

  g_assert_cmpstr (tactics, ==, expected);
}

static void
test_options_init (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-4p.json");
  WgSetupOptions options;

  memset (&options, 0xff, sizeof options);
  wg_setup_options_init (&options, sample->board);
  g_assert_true (options.board == sample->board);
  g_assert_null (options.name);
  g_assert_cmpuint (options.n_players, ==, 0);
  g_assert_cmpint (options.first_player, ==, 0);
  g_assert_true (options.warpgates_block);
  g_assert_true (options.track_action_cards);
  g_assert_false (options.enter_objectives);
  g_assert_cmpint (options.promotion_deck, ==, WG_SETUP_PROMOTION_FROM_BOX);
  g_assert_true (options.shuffle_ai_decks);
  g_assert_cmpint (options.seed, ==, 0);
  g_assert_null (options.players[0].color);
  g_assert_false (options.players[0].ai);
}

/* Four players on the 4-player sample board, with the cards of
 * data/games/sample-4p.json (which is that set-up): 16 Trade Goods, a
 * Technology deck of 22 − 2 = 20 with oceanic and jungle revealed, an
 * Objective deck of 20 − 2 − 4 = 14 with arctic and desert laid out, and
 * starting Objectives volcanic, desert, jungle, oceanic. Each Hero takes
 * the slot the sample's decks lack: C, D, G, F. */
static void
test_four_players (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-4p.json");
  g_autoptr (WgGame) game = NULL, again = NULL;
  g_autofree char *techs = NULL, *objectives = NULL;
  WgSetupOptions   options;

  wg_setup_options_init (&options, sample->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  seat (&options, "blue", "Player 1", 'C');
  seat (&options, "red", "Player 2", 'D');
  seat (&options, "green", "Player 3", 'G');
  seat (&options, "yellow", "Player 4", 'F');
  options.enter_objectives = TRUE;
  options.promotion_deck = 21;
  options.name = "Four at the table";
  game = set_up (&options, "oceanic jungle arctic desert volcanic desert jungle oceanic", NULL);
  g_assert_cmpstr (wg_board_get_name (game->board), ==, "Four at the table");
  g_assert_cmpuint (wg_board_get_n_cells (game->board), ==, wg_board_get_n_cells (options.board));

  assert_pieces (game);
  assert_pools (game, 16, 20, 14);
  techs = wg_test_technologies (game->technologies);
  objectives = wg_test_types (game->objectives);
  g_assert_cmpstr (techs, ==, "oceanic jungle");
  g_assert_cmpstr (objectives, ==, "arctic desert");
  g_assert_cmpuint (wg_deck_size (&game->promotion_deck), ==, 21);
  for (guint i = 0; i < 4; i++)
    {
      const WgPlayer *p = &game->players[i], *s = &sample->players[i];

      g_assert_cmpstr (p->color, ==, s->color);
      g_assert_cmpstr (p->name, ==, s->name);
      g_assert_cmpuint (p->objectives->len, ==, 1);
      g_assert_cmpint (g_array_index (p->objectives, WgObjective, 0).type, ==,
                       g_array_index (s->objectives, WgObjective, 0).type);
      g_assert_cmpint (g_array_index (p->objectives, WgObjective, 0).status, ==,
                       WG_OBJECTIVE_HELD);
      /* 12 Action cards: 4 in hand, 8 in the deck. */
      g_assert_true (p->actions_tracked);
      g_assert_cmpint (p->action_deck, ==, 8);
      g_assert_cmpint (p->action_hand, ==, 4);
      g_assert_cmpint (p->action_played + p->action_discard, ==, 0);
      g_assert_cmpint (p->trade_goods_unspent + p->trade_goods_spent, ==, 0);
      g_assert_cmpuint (p->technologies->len, ==, 0);
    }
  assert_tactics (game, 0, "heroic-sacrifice all-or-nothing hero glorious-victory "
                           "heavy-resistance outmaneuver salvage hit-and-run");
  assert_tactics (game, 2, "heroic-sacrifice all-or-nothing pitched-battle glorious-victory "
                           "heavy-resistance outmaneuver hero hit-and-run");
  g_assert_cmpint (game->round, ==, 1);
  g_assert_cmpint (game->turn, ==, 1);
  g_assert_cmpint (game->first_player, ==, 0);
  g_assert_cmpint (game->active, ==, 0);
  g_assert_true (game->warpgates_block);
  g_assert_false (wg_game_is_solo (game));
  again = wg_test_round_trip (game);
  g_assert_cmpint (again->players[3].action_hand, ==, 4);
  g_assert_cmpuint (wg_deck_size (&again->objective_deck), ==, 14);
}

/* Two players on the solo sample's board (two Warpgates): 8 Trade Goods,
 * 12 − 2 = 10 Technologies, 10 − 2 − 2 = 6 Objectives. The starting
 * Objectives stay secret (enter_objectives off): the deck is 2 smaller but
 * no player holds one on the table. Red begins. */
static void
test_two_players (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) game = NULL, again = NULL;
  WgSetupOptions options;

  wg_setup_options_init (&options, sample->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  seat (&options, "blue", NULL, 'A');
  seat (&options, "red", NULL, 'B');
  options.first_player = 1;
  options.warpgates_block = FALSE;
  options.track_action_cards = FALSE;
  game = set_up (&options, "desert desert volcanic arctic", NULL);

  assert_pieces (game);
  assert_pools (game, 8, 10, 6);
  g_assert_cmpuint (game->players[0].objectives->len, ==, 0);
  g_assert_cmpuint (game->players[1].objectives->len, ==, 0);
  g_assert_false (game->players[0].actions_tracked);
  g_assert_cmpint (game->first_player, ==, 1);
  g_assert_cmpint (game->active, ==, 1);
  g_assert_false (game->warpgates_block);
  assert_tactics (game, 1, "heroic-sacrifice hero pitched-battle glorious-victory "
                           "heavy-resistance outmaneuver salvage hit-and-run");
  again = wg_test_round_trip (game);
  g_assert_false (again->warpgates_block);
  g_assert_false (again->players[1].actions_tracked);
}

/* Six players around the Ancients homeworld (tests/data/setup-6p.json):
 * 24 Trade Goods, 32 − 2 = 30 Technologies, 30 − 2 − 6 = 22 Objectives. */
static void
test_six_players (void)
{
  static const char *const colors[] = { "blue", "red", "yellow", "green", "purple", "white" };
  g_autoptr (WgGame) board = wg_test_load_game ("setup-6p.json");
  g_autoptr (WgGame) game = NULL, again = NULL;
  g_autoptr (WgOutcome) outcome = NULL;
  WgSetupOptions options;

  wg_setup_options_init (&options, board->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    seat (&options, colors[i], NULL, 'H');
  options.first_player = 3;
  outcome = run_setup (&options, "desert jungle volcanic oceanic", NULL, NULL);
  g_assert_cmpstr (outcome->description, ==, "New game for 6 players");
  game = wg_outcome_steal_game (outcome);

  assert_pieces (game);
  assert_pools (game, 24, 30, 22);
  g_assert_cmpint (game->first_player, ==, 3);
  g_assert_cmpint (game->active, ==, 3);
  for (guint i = 0; i < 6; i++)
    assert_tactics (game, (int) i, "heroic-sacrifice all-or-nothing pitched-battle "
                                   "glorious-victory heavy-resistance outmaneuver salvage hero");
  again = wg_test_round_trip (game);
  g_assert_cmpuint (again->n_players, ==, 6);
}

/* Reruns the set-up with the answers so far; it must ask @id, with @text
 * somewhere in the question. */
static void
expect_question (const WgSetupOptions *options,
                 const WgCatalog      *catalog,
                 WgAnswers            *answers,
                 const char           *id,
                 const char           *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WgOutcome) outcome = NULL;

  wg_answers_rewind (answers);
  outcome = wg_setup_new_game (options, catalog, answers, &error);
  g_assert_no_error (error);
  g_assert_nonnull (outcome->question);
  g_assert_null (outcome->game);
  g_assert_cmpstr (outcome->question->id, ==, id);
  if (strstr (outcome->question->question, text) == NULL)
    g_error ("“%s” does not say “%s”", outcome->question->question, text);
}

/* The questions in their fixed order, each answered and the set-up run
 * again: the 2 Technologies revealed, the 2 Objectives laid out, Anna's
 * and Ben's starting Objectives (reveals), then Anna's and Ben's Hero
 * letters (choices: neither has a faction the catalog knows). */
static void
test_questions (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) outcome = NULL;
  g_autofree char *techs = NULL, *objectives = NULL;
  WgSetupOptions   options;
  const WgGame    *game;

  wg_setup_options_init (&options, sample->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  seat (&options, "blue", "Anna", 0);
  seat (&options, "red", "Ben", 0);
  options.enter_objectives = TRUE;

  expect_question (&options, catalog, answers, "reveal", "Which Technology was revealed?");
  wg_answers_add_reveal (answers, "desert");
  expect_question (&options, catalog, answers, "reveal", "Which Technology was revealed?");
  wg_answers_add_reveal (answers, "jungle");
  /* Objectives lie face down: the type on the back, nothing turned over. */
  expect_question (&options, catalog, answers, "reveal",
                   "Which Objective is laid out? It stays face down: say the planet type on the "
                   "back of the top card of the Objective deck.");
  wg_answers_add_reveal (answers, "volcanic");
  expect_question (&options, catalog, answers, "reveal", "Which Objective is laid out?");
  wg_answers_add_reveal (answers, "arctic");
  expect_question (&options, catalog, answers, "reveal",
                   "Which starting Objective was Anna dealt? Say the planet type on its back.");
  wg_answers_add_reveal (answers, "oceanic");
  expect_question (&options, catalog, answers, "reveal", "Which starting Objective was Ben dealt?");
  wg_answers_add_reveal (answers, "desert");
  expect_question (&options, catalog, answers, "hero-letter",
                   "Which Basic Tactics card does Anna’s Hero replace? Look at the letter next "
                   "to the Hero’s name (A–H).");
  wg_answers_add_choice (answers, "E");
  expect_question (&options, catalog, answers, "hero-letter", "does Ben’s Hero replace?");
  wg_answers_add_choice (answers, "A");

  wg_answers_rewind (answers);
  outcome = wg_setup_new_game (&options, catalog, answers, NULL);
  g_assert_null (outcome->question);
  game = outcome->game;
  techs = wg_test_technologies (game->technologies);
  objectives = wg_test_types (game->objectives);
  g_assert_cmpstr (techs, ==, "desert jungle");
  g_assert_cmpstr (objectives, ==, "volcanic arctic");
  g_assert_cmpint (g_array_index (game->players[0].objectives, WgObjective, 0).type, ==,
                   WG_PLANET_OCEANIC);
  g_assert_cmpint (g_array_index (game->players[1].objectives, WgObjective, 0).type, ==,
                   WG_PLANET_DESERT);
  assert_tactics (game, 0, "heroic-sacrifice all-or-nothing pitched-battle glorious-victory "
                           "hero outmaneuver salvage hit-and-run");
  assert_tactics (game, 1, "hero all-or-nothing pitched-battle glorious-victory "
                           "heavy-resistance outmaneuver salvage hit-and-run");
}

/* The planet types offered for a reveal (wg_question_add_planet_types)
 * and the slots offered for a Hero, with the Basic card each replaces. */
static void
test_question_options (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgOutcome) reveal = NULL, letter = NULL;
  WgSetupOptions  options;
  const WgOption *c;

  wg_setup_options_init (&options, sample->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  seat (&options, "blue", "Anna", 0);
  seat (&options, "red", "Ben", 'A');
  reveal = run_setup (&options, NULL, NULL, NULL);
  /* The five types, never the Ancients homeworld (R-DECK-2). */
  g_assert_cmpuint (reveal->question->options->len, ==, 5);
  g_assert_false (wg_question_has_option (reveal->question, "ancients"));

  letter = run_setup (&options, "desert jungle volcanic arctic", NULL, NULL);
  g_assert_cmpstr (letter->question->id, ==, "hero-letter");
  g_assert_cmpuint (letter->question->options->len, ==, 8);
  c = g_ptr_array_index (letter->question->options, 2);
  g_assert_cmpstr (c->id, ==, "C");
  g_assert_cmpstr (c->label, ==, "C — Pitched Battle");
  g_assert_true (wg_question_has_option (letter->question, "H"));
}

/* An answer that is no option asks again, saying why. */
static void
test_bad_answers (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgOutcome) planet = NULL, letter = NULL;
  WgSetupOptions options;

  wg_setup_options_init (&options, sample->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  seat (&options, "blue", "Anna", 0);
  seat (&options, "red", "Ben", 'A');
  planet = run_setup (&options, "plasma", NULL, NULL);
  g_assert_cmpstr (planet->question->id, ==, "reveal");
  g_assert_nonnull (strstr (planet->question->question, "“plasma” is not a planet type."));

  letter = run_setup (&options, "desert jungle volcanic arctic", "Z", NULL);
  g_assert_cmpint (letter->verdict, ==, WG_VERDICT_BAD_CHOICE);
  g_assert_cmpstr (letter->description, ==, "“Z” is not a Basic Tactics slot: the slots are A–H");
  g_assert_cmpstr (letter->question->id, ==, "hero-letter");
  g_assert_null (letter->game);
}

/* Rulebook "Setup" step 4: the Roguu Conglomerate's Hero, Sol Olo (the
 * catalog's Hero of that faction), replaces Pitched Battle in slot C. No
 * question: the catalog gives the letter. */
static void
test_roguu (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) game = NULL, again = NULL;
  const WgTactic *hero;
  WgSetupOptions  options;

  wg_setup_options_init (&options, sample->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  seat (&options, "blue", "Anna", 0);
  seat (&options, "red", "Ben", 'B');
  options.players[0].faction = "roguu-conglomerate";
  options.players[0].side = 'A';
  game = set_up (&options, "desert jungle volcanic arctic", NULL);

  assert_tactics (game, 0, "heroic-sacrifice all-or-nothing sol-olo glorious-victory "
                           "heavy-resistance outmaneuver salvage hit-and-run");
  hero = &g_array_index (game->players[0].tactics, WgTactic, 2);
  g_assert_true (hero->has_kind);
  g_assert_cmpint (hero->kind, ==, WG_TACTIC_HERO);
  g_assert_true (g_array_index (game->players[0].tactics, WgTactic, 0).has_kind);
  g_assert_cmpint (g_array_index (game->players[0].tactics, WgTactic, 0).kind, ==,
                   WG_TACTIC_BASIC);
  g_assert_cmpstr (game->players[0].faction, ==, "roguu-conglomerate");
  g_assert_cmpint (game->players[0].side, ==, 'A');
  again = wg_test_round_trip (game);
  assert_tactics (again, 0, "heroic-sacrifice all-or-nothing sol-olo glorious-victory "
                            "heavy-resistance outmaneuver salvage hit-and-run");

  /* The same letter is accepted; another contradicts the catalog. */
  options.players[0].hero_letter = 'C';
  g_clear_pointer (&game, wg_game_free);
  game = set_up (&options, "desert jungle volcanic arctic", NULL);
  options.players[0].hero_letter = 'D';
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (WgOutcome) refused = run_setup (&options, "desert jungle volcanic arctic", NULL,
                                               &error);

    g_assert_null (refused);
    wg_test_assert_refused (error, "Anna’s Hero, Sol Olo, replaces the Basic Tactics card C, "
                                   "not D");
  }
}

/* A faction the catalog has no Hero for: its Hero's slot is asked, and
 * the Hero is a card of unknown name ({"kind": "hero"}) in that slot. */
static void
test_unknown_faction (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgOutcome) asked = NULL;
  g_autoptr (WgGame) game = NULL;
  const WgTactic *hero;
  WgSetupOptions  options;

  wg_setup_options_init (&options, sample->board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options.promotion_deck = 12;
  seat (&options, "blue", "Anna", 0);
  seat (&options, "red", "Ben", 'A');
  options.players[0].faction = "tethisian-enclave";
  asked = run_setup (&options, "desert jungle volcanic arctic", NULL, NULL);
  g_assert_cmpstr (asked->question->id, ==, "hero-letter");
  g_assert_nonnull (strstr (asked->question->question, "Anna’s Hero"));

  game = set_up (&options, "desert jungle volcanic arctic", "B");
  assert_tactics (game, 0, "heroic-sacrifice hero pitched-battle glorious-victory "
                           "heavy-resistance outmaneuver salvage hit-and-run");
  hero = &g_array_index (game->players[0].tactics, WgTactic, 1);
  g_assert_null (hero->card);
  g_assert_true (hero->has_kind);
  g_assert_cmpint (hero->kind, ==, WG_TACTIC_HERO);
  g_assert_cmpint (hero->multiplier, ==, WG_MULTIPLIER_UNKNOWN);
}

static void
solo_options (WgSetupOptions *options,
              WgBoard        *board,
              int             seed)
{
  wg_setup_options_init (options, board);
  /* Counted by the players: the shipped catalog does not know the box's
   * Hero and Advanced cards (R-MOVE-13). */
  options->promotion_deck = 12;
  seat (options, "red", "The Gatekeepers", 0);
  options->players[0].ai = TRUE;
  seat (options, "blue", "Player 1", 'C');
  options->first_player = 0; /* the AI: the human is first all the same */
  options->seed = seed;
}

/* Solo variant setup: as for 2 players (8 Trade Goods, 12 − 2 = 10
 * Technologies), the human dealt the only starting Objective (10 − 2 − 1
 * = 7); the AI has 3 ships on its Warpgate, no drone and no Objective
 * (R-AI-10), no Tactics on its player entry, its decks from
 * wg_ai_setup_decks; the human keeps the first player marker (R-ROUND-1). */
static void
test_solo (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (WgGame) reference = NULL, again = NULL;
  WgSetupOptions options;
  const WgGame  *game;

  solo_options (&options, sample->board, 42);
  options.promotion_deck = 20;
  outcome = run_setup (&options, "desert jungle volcanic arctic", NULL, NULL);
  game = outcome->game;
  g_assert_nonnull (game);
  g_assert_cmpstr (outcome->description, ==, "New solo game: Player 1 against the Gatekeepers");
  g_assert_true (wg_ruling_list_contains (&outcome->rulings, "R-AI-10"));

  assert_pieces (game);
  assert_pools (game, 8, 10, 7);
  g_assert_cmpint (game->ai.player, ==, 0);
  g_assert_true (game->players[0].ai);
  g_assert_cmpint (game->drones[0], ==, -1);
  g_assert_cmpuint (game->players[0].objectives->len, ==, 0);
  g_assert_cmpuint (game->players[0].tactics->len, ==, 0);
  g_assert_false (game->players[0].actions_tracked);
  g_assert_true (game->players[1].actions_tracked);
  g_assert_cmpuint (game->players[1].tactics->len, ==, 8);
  g_assert_cmpint (game->first_player, ==, 1);
  g_assert_cmpint (game->active, ==, 1);

  /* The AI's decks are wg_ai_setup_decks's, shuffled with the seed. */
  g_assert_cmpuint (game->ai.deck->len, ==, 8);
  g_assert_cmpuint (game->ai.tactics_deck->len, ==, 8);
  g_assert_true (game->ai.has_seed);
  g_assert_cmpint (game->ai.seed, ==, 42);
  g_assert_false (game->ai.deck_unknown);
  reference = wg_game_copy (game);
  wg_ai_setup_decks (reference, TRUE, 42);
  {
    g_autofree char *ours = wg_game_to_data (game, NULL);
    g_autofree char *theirs = wg_game_to_data (reference, NULL);

    g_assert_cmpstr (ours, ==, theirs);
  }
  again = wg_test_round_trip (game);
  g_assert_cmpint (again->ai.seed, ==, 42);
}

/* The same seed gives the same game; another seed other AI decks. */
static void
test_solo_deterministic (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) a = NULL, b = NULL, c = NULL;
  g_autofree char *da = NULL, *db = NULL, *dc = NULL;
  WgSetupOptions   options;

  solo_options (&options, sample->board, 7);
  a = set_up (&options, "desert jungle volcanic arctic", NULL);
  b = set_up (&options, "desert jungle volcanic arctic", NULL);
  solo_options (&options, sample->board, 8);
  c = set_up (&options, "desert jungle volcanic arctic", NULL);
  da = wg_game_to_data (a, NULL);
  db = wg_game_to_data (b, NULL);
  dc = wg_game_to_data (c, NULL);
  g_assert_cmpstr (da, ==, db);
  g_assert_cmpstr (da, !=, dc);
}

/* Decks shuffled at the table: their order is unknown and asked later. */
static void
test_solo_unshuffled (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgGame) game = NULL, again = NULL;
  WgSetupOptions options;

  solo_options (&options, sample->board, 0);
  options.shuffle_ai_decks = FALSE;
  game = set_up (&options, "desert jungle volcanic arctic", NULL);
  g_assert_false (game->ai.has_seed);
  g_assert_true (game->ai.deck_unknown);
  g_assert_true (game->ai.tactics_unknown);
  again = wg_test_round_trip (game);
  g_assert_true (again->ai.deck_unknown);
}

typedef struct
{
  const char *sample;
  const char *colors; /* space-separated; "*" marks the AI */
  const char *message;
} Refusal;

static void
test_refusals (void)
{
  static const Refusal refusals[] = {
    { "sample-4p.json", "blue red green purple",
      "the board has no Warpgate for purple: each player starts on the Warpgate of their colour" },
    { "sample-4p.json", "blue red blue green",
      "two players are blue: each player has a colour of their own" },
    { "sample-solo.json", "*blue *red",
      "2 players are the AI: a solo game has one AI player, the Gatekeepers" },
    { "sample-4p.json", "*blue red green yellow",
      "the Gatekeepers (the AI) play the solo variant, against exactly one human player" },
    { "sample-4p.json", "blue red",
      "the board has a Warpgate for yellow, but no player is yellow: choose or lay out a board "
      "with one Warpgate for each of these players" },
    { "sample-solo.json", "blue",
      "a game needs 2–6 players; to play alone, add the Gatekeepers (the AI) as the second "
      "player" },
    { "sample-solo.json", "",
      "a game has 2–6 players (solo: one human and the Gatekeepers), not 0" },
    { "sample-solo.json", "Blue red",
      "“Blue” is not a player colour: 1–16 lower-case letters a–z" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autoptr (WgGame) sample = wg_test_load_sample (refusals[i].sample);
      g_auto (GStrv) colors = g_strsplit (refusals[i].colors, " ", -1);
      g_autoptr (GError) error = NULL;
      g_autoptr (WgOutcome) outcome = NULL;
      WgSetupOptions options;

      wg_setup_options_init (&options, sample->board);
      /* Counted by the players: the shipped catalog does not know the box's
       * Hero and Advanced cards (R-MOVE-13). */
      options.promotion_deck = 12;
      for (guint j = 0; colors[j] != NULL && colors[j][0] != '\0'; j++)
        {
          gboolean ai = colors[j][0] == '*';

          seat (&options, colors[j] + (ai ? 1 : 0), NULL, 'A');
          options.players[j].ai = ai;
        }
      outcome = run_setup (&options, "desert jungle volcanic arctic", NULL, &error);
      g_assert_null (outcome);
      wg_test_assert_refused (error, refusals[i].message);
    }
}

/* Refusals of one player's fields and of the options. */
static void
test_refusals_options (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  WgSetupOptions options;
  struct
  {
    const char *field;
    const char *message;
  } cases[] = {
    { "first", "the first player (2) is not one of the 2 players" },
    { "side", "Anna’s faction board has sides A and B, not “C”" },
    { "letter", "Anna’s Hero replaces one of the Basic Tactics A–H, not “J”" },
    { "promotion", "a Promotion deck of -2 cards: it holds 0–999" },
    { "faction", "“Roguu” is not a faction id: 1–48 lower-case letters, digits or -" },
    { "name", "the game’s name must be 1–64 characters, not only spaces, with no control "
              "characters" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WgOutcome) outcome = NULL;

      wg_setup_options_init (&options, sample->board);
      /* Counted by the players: the shipped catalog does not know the box's
       * Hero and Advanced cards (R-MOVE-13). */
      options.promotion_deck = 12;
      seat (&options, "blue", "Anna", 'A');
      seat (&options, "red", "Ben", 'A');
      if (g_str_equal (cases[i].field, "first"))
        options.first_player = 2;
      else if (g_str_equal (cases[i].field, "side"))
        options.players[0].side = 'C';
      else if (g_str_equal (cases[i].field, "letter"))
        options.players[0].hero_letter = 'J';
      else if (g_str_equal (cases[i].field, "promotion"))
        options.promotion_deck = -2;
      else if (g_str_equal (cases[i].field, "name"))
        options.name = "Line\nbreak";
      else
        options.players[0].faction = "Roguu";
      outcome = run_setup (&options, "desert jungle volcanic arctic", NULL, &error);
      g_assert_null (outcome);
      wg_test_assert_refused (error, cases[i].message);
    }
}

/* ---- R-MOVE-13: the Promotion deck at set-up ---- */

/* The shipped catalog completed by tests/data/catalog-box.json: 4 more
 * Heroes and 6 Advanced Tactics cards, so 5 Heroes (Sol Olo too) and 6
 * Advanced cards in the box. */
static WgCatalog *
box_catalog (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "catalog-box.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WgCatalog) builtin = wg_catalog_new_builtin ();
  g_autoptr (WgCatalog) box = wg_catalog_load_from_file (path, &error);

  g_assert_no_error (error);
  return wg_catalog_merge (builtin, box);
}

/* By default the deck is the box's: 5 Heroes less the 2 dealt, and the 6
 * Advanced cards: 9, said on the page; the players may say otherwise, 0
 * included. */
static void
test_promotion_from_catalog (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgCatalog) catalog = box_catalog ();
  g_autoptr (WgAnswers) answers = wg_answers_new ();
  g_autoptr (WgOutcome) outcome = NULL;
  g_autoptr (WgOutcome) counted = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *said = NULL;
  g_autofree char *by_players = NULL;
  WgSetupOptions   options;
  const char      *reveals[] = { "oceanic", "jungle", "arctic", "desert" };

  wg_setup_options_init (&options, sample->board);
  seat (&options, "blue", "Ana", 'C');
  seat (&options, "red", "Ben", 'D');
  g_assert_cmpint (options.promotion_deck, ==, WG_SETUP_PROMOTION_FROM_BOX);
  g_assert_cmpint (wg_setup_promotion_from_catalog (&options, catalog), ==, 9);
  said = wg_setup_describe_promotion (&options, catalog);
  g_assert_cmpstr (said, ==,
                   "9 cards: the card catalog’s 5 Hero and 6 Advanced Tactics cards, less the 2 "
                   "Heroes dealt (R-MOVE-13).");
  for (guint i = 0; i < G_N_ELEMENTS (reveals); i++)
    wg_answers_add_reveal (answers, reveals[i]);
  outcome = wg_setup_new_game (&options, catalog, answers, &error);
  g_assert_no_error (error);
  g_assert_nonnull (outcome);
  g_assert_nonnull (outcome->game);
  g_assert_cmpuint (wg_deck_size (&outcome->game->promotion_deck), ==, 9);

  options.promotion_deck = 0;
  by_players = wg_setup_describe_promotion (&options, catalog);
  g_assert_cmpstr (by_players, ==, "Counted by the players (R-MOVE-13).");
  wg_answers_rewind (answers);
  counted = wg_setup_new_game (&options, catalog, answers, NULL);
  g_assert_cmpuint (wg_deck_size (&counted->game->promotion_deck), ==, 0);
}

/* The shipped catalog knows one Hero and no Advanced card: it does not
 * know the box, so the set-up asks the players to count (refused until
 * they do), and never makes a deck of 0 by itself. */
static void
test_promotion_unknown (void)
{
  g_autoptr (WgGame) sample = wg_test_load_sample ("sample-solo.json");
  g_autoptr (WgCatalog) catalog = wg_catalog_new_builtin ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WgOutcome) outcome = NULL;
  g_autofree char *said = NULL;
  WgSetupOptions   options;

  wg_setup_options_init (&options, sample->board);
  seat (&options, "blue", "Ana", 'C');
  seat (&options, "red", "Ben", 'D');
  g_assert_cmpint (wg_setup_promotion_from_catalog (&options, catalog), ==, -1);
  said = wg_setup_describe_promotion (&options, catalog);
  g_assert_cmpstr (said, ==,
                   "Count the Hero and Advanced Tactics cards left in the box: every one not "
                   "dealt goes into the Promotion deck, and the card catalog does not list them "
                   "all (R-MOVE-13).");
  outcome = wg_setup_new_game (&options, catalog, NULL, &error);
  g_assert_null (outcome);
  g_assert_error (error, WG_GAME_ERROR, WG_GAME_ERROR_INVARIANT);
  g_assert_cmpstr (error->message, ==,
                   "count the Hero and Advanced Tactics cards left in the box for the Promotion "
                   "deck: the card catalog does not list them all (R-MOVE-13)");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wg/setup/options-init", test_options_init);
  g_test_add_func ("/wg/setup/four-players", test_four_players);
  g_test_add_func ("/wg/setup/two-players", test_two_players);
  g_test_add_func ("/wg/setup/six-players", test_six_players);
  g_test_add_func ("/wg/setup/questions", test_questions);
  g_test_add_func ("/wg/setup/question-options", test_question_options);
  g_test_add_func ("/wg/setup/bad-answers", test_bad_answers);
  g_test_add_func ("/wg/setup/roguu-sol-olo", test_roguu);
  g_test_add_func ("/wg/setup/unknown-faction", test_unknown_faction);
  g_test_add_func ("/wg/setup/solo", test_solo);
  g_test_add_func ("/wg/setup/solo-deterministic", test_solo_deterministic);
  g_test_add_func ("/wg/setup/solo-unshuffled", test_solo_unshuffled);
  g_test_add_func ("/wg/setup/refusals", test_refusals);
  g_test_add_func ("/wg/setup/refusals-options", test_refusals_options);
  g_test_add_func ("/wg/setup/R-MOVE-13/promotion-from-catalog", test_promotion_from_catalog);
  g_test_add_func ("/wg/setup/R-MOVE-13/promotion-unknown", test_promotion_unknown);

  return g_test_run ();
}
