/* wg-table.c — the physical table of the window game: its own shuffled decks
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the table holds (a solo game, set up as for 2 players, rulebook
 * "Setup" and "Solo variant setup"):
 *  - the box: 6 Technology cards and 8 Objective cards of each planet
 *    type; 3 Hero cards (Sol Olo, the catalog's, and two it does not
 *    know) and 4 Advanced Tactics cards the catalog does not know; the 8
 *    Basic Tactics of each colour. A card the catalog prints no multiplier
 *    for gets one (1–4) from the seed, the same on every copy;
 *  - the Technology deck: 12 cards (5 a player + 2) drawn from the box,
 *    shuffled; the Objective deck: 10 (5 a player), shuffled; the top 2 of
 *    each are laid out, then one Objective is dealt to the human;
 *  - the Gatekeepers' AI deck: one unused Objective of each type, one
 *    Technology, one Advanced card ("tactic"), one Action card, shuffled;
 *    their Tactics deck: their 8 Basic Tactics, shuffled;
 *  - the Promotion deck: the Heroes not dealt (the human's faction Hero is
 *    none of the box's three) and the Advanced cards left, 6, shuffled.
 * How the cards move (RULINGS.md): the AI deck's bottom card is turned
 * over each Gatekeepers' turn, and again after a discarded one (R-AI-1,
 * R-AI-7); once empty, its discard — every card turned over except those
 * in this round's slots — is shuffled into a new deck (R-AI-1). In battle
 * the Gatekeepers turn over the top 2 of their Tactics deck, both go to
 * their discard after the battle, which is shuffled into a new deck when
 * it is empty (R-AI-8). Their Promote shuffles the top 2 Promotion cards
 * into their Tactics deck (R-AI-2); a human's reveals X, keeps the one the
 * player chooses, and the rest go to the Promotion discard, shuffled into
 * a new deck when the deck is empty (R-MOVE-13, R-DECK-3). A pile of one
 * card, or of alike cards, the window turns over without asking
 * (R-DECK-3): the table turns it over too, when the window's count of the
 * pile says it happened.
 */
#include "config.h"

#include <string.h>

#include "wg-ai.h"
#include "wg-table.h"

#define TECHNOLOGIES_OF_A_TYPE 6
#define OBJECTIVES_OF_A_TYPE   8
#define TECHNOLOGY_DECK        12
#define OBJECTIVE_DECK         10
#define UNKNOWN_HEROES         2
#define ADVANCED_CARDS         4

typedef struct
{
  const char *id;   /* the catalog's id, or NULL */
  const char *kind; /* "basic", "hero", "advanced" */
  char       *name;
  int         multiplier;
} Card;

struct _WgTable
{
  GRand     *rand;
  GPtrArray *cards;                     /* Card, owned: every Tactics card of the box */
  GPtrArray *technologies, *objectives; /* const char *: planet types, top first */
  guint      objectives_laid;
  GPtrArray *ai_deck, *ai_out;          /* const char *: AI card ids; bottom last */
  GPtrArray *tactics, *tactics_discard; /* Card: the Gatekeepers', top first */
  GPtrArray *in_play;                   /* Card: this battle's two */
  int        battle_key;
  GPtrArray *promotion, *promotion_discard; /* Card, top first */
  GPtrArray *revealed;                      /* Card: this Promote's */
  gboolean   revealed_by_ai;
  int        kept;
  GPtrArray *human;   /* Card: kept by the human */
  gboolean   started; /* New Game is done: the window's game is the table's */
};

/* The Basic Tactics (data/cards/catalog.json): id, name, printed
 * multiplier or 0 when the catalog has none. */
static const struct
{
  const char *id, *name;
  int         multiplier;
} basics[] = {
  { "heroic-sacrifice", "Heroic Sacrifice", 5 },
  { "all-or-nothing", "All or Nothing", 0 },
  { "pitched-battle", "Pitched Battle", 2 },
  { "glorious-victory", "Glorious Victory", 0 },
  { "heavy-resistance", "Heavy Resistance", 1 },
  { "outmaneuver", "Outmaneuver", 0 },
  { "salvage", "Salvage", 0 },
  { "hit-and-run", "Hit and Run", 0 },
};

static const char *const types[] = { "desert", "jungle", "volcanic", "oceanic", "arctic" };

static void
shuffle (GRand     *rand,
         GPtrArray *pile)
{
  for (guint i = pile->len; i > 1; i--)
    {
      guint    j = (guint) g_rand_int_range (rand, 0, (int) i);
      gpointer t = pile->pdata[i - 1];

      pile->pdata[i - 1] = pile->pdata[j];
      pile->pdata[j] = t;
    }
}

static gpointer
take (GPtrArray *pile,
      guint      index)
{
  g_assert_cmpuint (index, <, pile->len);
  return g_ptr_array_steal_index (pile, index);
}

static void
move_all (GPtrArray *from,
          GPtrArray *to)
{
  while (from->len > 0)
    g_ptr_array_add (to, take (from, 0));
}

static Card *
new_card (WgTable    *t,
          const char *id,
          const char *kind,
          const char *name,
          int         multiplier)
{
  Card *c = g_new0 (Card, 1);

  c->id = id;
  c->kind = kind;
  c->name = g_strdup (name);
  /* Every copy of a card prints the same multiplier. */
  for (guint i = 0; multiplier <= 0 && id != NULL && i < t->cards->len; i++)
    if (g_strcmp0 (((Card *) t->cards->pdata[i])->id, id) == 0)
      multiplier = ((Card *) t->cards->pdata[i])->multiplier;
  c->multiplier = multiplier > 0 ? multiplier : g_rand_int_range (t->rand, 1, 5);
  g_ptr_array_add (t->cards, c);
  return c;
}

static void
card_free (Card *c)
{
  g_free (c->name);
  g_free (c);
}

/* The box's planet-type cards: @n drawn at random of @each a type. */
static GPtrArray *
planet_deck (GRand     *rand,
             guint      each,
             guint      n,
             GPtrArray *rest)
{
  GPtrArray *box = g_ptr_array_new ();
  GPtrArray *deck = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (types) * each; i++)
    g_ptr_array_add (box, (gpointer) types[i % G_N_ELEMENTS (types)]);
  shuffle (rand, box);
  while (deck->len < n)
    g_ptr_array_add (deck, take (box, 0));
  if (rest != NULL)
    move_all (box, rest);
  g_ptr_array_unref (box);
  return deck;
}

/* The AI deck: one unused Objective of each type, a Technology, an
 * Advanced card, an Action card (rulebook, "Solo variant setup"). */
static void
set_up_ai (WgTable   *t,
           GPtrArray *unused_objectives)
{
  static const char *const ids[] = { "objective:desert", "objective:jungle", "objective:volcanic",
                                     "objective:oceanic", "objective:arctic", "technology",
                                     "tactic", "action" };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    g_assert_true (g_ptr_array_find_with_equal_func (unused_objectives, types[i], g_str_equal, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_ptr_array_add (t->ai_deck, (gpointer) ids[i]);
  shuffle (t->rand, t->ai_deck);
  for (guint i = 0; i < G_N_ELEMENTS (basics); i++)
    g_ptr_array_add (t->tactics, new_card (t, basics[i].id, "basic", basics[i].name,
                                           basics[i].multiplier));
  shuffle (t->rand, t->tactics);
}

static void
set_up_promotion (WgTable *t)
{
  g_ptr_array_add (t->promotion, new_card (t, "sol-olo", "hero", "Sol Olo", 0));
  for (guint i = 0; i < UNKNOWN_HEROES; i++)
    {
      g_autofree char *name = g_strdup_printf ("the table's Hero %u", i + 1);

      g_ptr_array_add (t->promotion, new_card (t, NULL, "hero", name, 0));
    }
  /* One Advanced card went into the AI deck (its "tactic" card). */
  for (guint i = 1; i < ADVANCED_CARDS; i++)
    {
      g_autofree char *name = g_strdup_printf ("the table's Advanced card %u", i + 1);

      g_ptr_array_add (t->promotion, new_card (t, NULL, "advanced", name, 0));
    }
  shuffle (t->rand, t->promotion);
}

WgTable *
wg_table_new (guint seed)
{
  WgTable *t = g_new0 (WgTable, 1);
  g_autoptr (GPtrArray) unused = g_ptr_array_new ();

  t->rand = g_rand_new_with_seed (seed);
  t->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) card_free);
  t->ai_deck = g_ptr_array_new ();
  t->ai_out = g_ptr_array_new ();
  t->tactics = g_ptr_array_new ();
  t->tactics_discard = g_ptr_array_new ();
  t->in_play = g_ptr_array_new ();
  t->promotion = g_ptr_array_new ();
  t->promotion_discard = g_ptr_array_new ();
  t->revealed = g_ptr_array_new ();
  t->human = g_ptr_array_new ();
  t->battle_key = -1;
  /* Basic multipliers first: a copy in each colour prints the same. */
  for (guint i = 0; i < G_N_ELEMENTS (basics); i++)
    if (basics[i].multiplier == 0)
      new_card (t, basics[i].id, "basic", basics[i].name, 0);
  t->technologies = planet_deck (t->rand, TECHNOLOGIES_OF_A_TYPE, TECHNOLOGY_DECK, NULL);
  t->objectives = planet_deck (t->rand, OBJECTIVES_OF_A_TYPE, OBJECTIVE_DECK, unused);
  set_up_ai (t, unused);
  set_up_promotion (t);
  return t;
}

void
wg_table_free (WgTable *t)
{
  GPtrArray *piles[] = { t->technologies, t->objectives, t->ai_deck, t->ai_out,
                         t->tactics, t->tactics_discard, t->in_play, t->promotion,
                         t->promotion_discard, t->revealed, t->human, t->cards };

  for (guint i = 0; i < G_N_ELEMENTS (piles); i++)
    g_ptr_array_unref (piles[i]);
  g_rand_free (t->rand);
  g_free (t);
}

/* ---- Answers ---- */

static const char *
option_id (const WgQuestion *q,
           guint             i)
{
  return ((const WgOption *) g_ptr_array_index (q->options, i))->id;
}

static int
find (const WgQuestion *q,
      const char       *id)
{
  for (guint i = 0; id != NULL && i < q->options->len; i++)
    if (g_ascii_strcasecmp (option_id (q, i), id) == 0)
      return (int) i;
  return -1;
}

static char *
list_options (const WgQuestion *q)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < q->options->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", option_id (q, i));
  return g_string_free (s, FALSE);
}

/* The option that names @card, as the window names a Tactics card: a card
 * of the catalog by its id (the window knows it), else by its multiplier
 * once known ("x3"), else by its kind. */
static int
find_card (const WgQuestion *q,
           const Card       *card)
{
  g_autofree char *x = g_strdup_printf ("x%d", card->multiplier);
  int              i;

  if (card->id != NULL)
    return find (q, card->id);
  i = find (q, x);
  return i >= 0 ? i : find (q, card->kind);
}

/* The row of @id, or the test fails: the window and the table disagree. */
static guint
offered (const WgQuestion *q,
         int               row,
         const char       *what)
{
  if (row < 0)
    {
      g_autofree char *options = list_options (q);

      g_error ("the window and the table disagree: the table turned over %s, the window offers "
               "only %s (“%s”)",
               what, options, q->question);
    }
  g_test_message ("the table: %s (“%.60s…”)", what, q->question);
  return (guint) row;
}

/* Every option is a card of @pile and every card of @pile is offered
 * (R-DECK-3: a reveal from a known pile offers exactly its cards). */
static void
offers_exactly (const WgQuestion *q,
                GPtrArray        *pile,
                gboolean          ai_cards,
                const char       *what)
{
  g_autoptr (GHashTable) hit = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < pile->len; i++)
    {
      int row = ai_cards ? find (q, pile->pdata[i]) : find_card (q, pile->pdata[i]);

      if (row < 0)
        {
          g_autofree char *options = list_options (q);

          g_error ("the window and the table disagree on %s: the table's holds %s, the window "
                   "offers %s",
                   what, ai_cards ? (const char *) pile->pdata[i] : ((Card *) pile->pdata[i])->name,
                   options);
        }
      g_hash_table_add (hit, GINT_TO_POINTER (row));
    }
  if (g_hash_table_size (hit) != q->options->len)
    {
      g_autofree char *options = list_options (q);

      g_error ("the window and the table disagree on %s: the window offers %s, the table's "
               "holds %u cards, not all of them",
               what, options, pile->len);
    }
}

/* ---- The AI deck (R-AI-1, R-AI-7) ---- */

/* The AI deck is empty: its discard — every card out of the deck but those
 * lying in this round's slots — is shuffled into a new deck. */
static void
refill_ai_deck (WgTable      *t,
                const WgGame *game)
{
  for (guint i = 0; i < t->ai_out->len;)
    {
      gboolean in_slot = FALSE;

      for (guint s = 0; s < game->ai.played->len && !in_slot; s++)
        {
          g_autofree char *id = wg_ai_card_to_id (&g_array_index (game->ai.played, WgAiCard, s));

          in_slot = g_str_equal (id, t->ai_out->pdata[i]);
        }
      if (in_slot)
        i++;
      else
        g_ptr_array_add (t->ai_deck, take (t->ai_out, i));
    }
  shuffle (t->rand, t->ai_deck);
}

/* A last card the window turned over without asking (R-DECK-3): the table
 * turns it over too. */
static void
sync_ai_deck (WgTable      *t,
              const WgGame *game)
{
  while (t->ai_deck->len > game->ai.deck->len)
    {
      g_test_message ("the table: %s, turned over without a question",
                      (const char *) t->ai_deck->pdata[t->ai_deck->len - 1]);
      g_ptr_array_add (t->ai_out, take (t->ai_deck, t->ai_deck->len - 1));
    }
}

/* Battle cards the window turned over without asking: the table's too. */
static void
sync_tactics (WgTable      *t,
              const WgGame *game)
{
  while (t->tactics->len > game->ai.tactics_deck->len)
    {
      g_test_message ("the table: %s, turned over without a question",
                      ((Card *) t->tactics->pdata[0])->name);
      g_ptr_array_add (t->tactics_discard, take (t->tactics, 0));
    }
}

static guint
ai_card (WgTable          *t,
         const WgGame     *game,
         const WgQuestion *q)
{
  const char *card;

  sync_ai_deck (t, game);

  if (strstr (q->question, "AI deck is empty") != NULL || t->ai_deck->len == 0)
    refill_ai_deck (t, game);
  offers_exactly (q, t->ai_deck, TRUE, "the AI deck");
  card = take (t->ai_deck, t->ai_deck->len - 1); /* the bottom card */
  g_ptr_array_add (t->ai_out, (gpointer) card);
  return offered (q, find (q, card), card);
}

/* ---- The Gatekeepers' Tactics (R-AI-8) ---- */

static void
refill_tactics (WgTable *t)
{
  move_all (t->tactics_discard, t->tactics);
  shuffle (t->rand, t->tactics);
}

static Card *
draw_tactic (WgTable *t)
{
  if (t->tactics->len == 0)
    refill_tactics (t);
  g_ptr_array_add (t->in_play, take (t->tactics, 0));
  return t->in_play->pdata[t->in_play->len - 1];
}

static guint
ai_tactic (WgTable          *t,
           const WgGame     *game,
           const WgQuestion *q)
{
  int   key = game->round * 100 + game->turn * 10 + game->active;
  guint nth = strstr (q->question, "Card 2 of 2") != NULL ? 2 : 1;

  if (nth == 1 || key != t->battle_key)
    {
      /* A new battle: the last one's cards are discarded; cards the window
       * turned over without asking since are turned over too. */
      move_all (t->in_play, t->tactics_discard);
      t->battle_key = key;
      sync_tactics (t, game);
      if (nth == 2)
        draw_tactic (t); /* the first, alone or alike: not asked */
    }
  if (strstr (q->question, "Tactics deck is empty") != NULL)
    {
      move_all (t->tactics, t->in_play);
      refill_tactics (t);
    }
  g_test_message ("the table: the Gatekeepers' Tactics: deck %u, discard %u, in play %u; the "
                  "window's: deck %u, discard %u",
                  t->tactics->len, t->tactics_discard->len, t->in_play->len,
                  game->ai.tactics_deck->len, game->ai.tactics_discard->len);
  offers_exactly (q, t->tactics, FALSE, "the Gatekeepers’ Tactics deck");
  {
    Card *card = draw_tactic (t);

    return offered (q, find_card (q, card), card->name);
  }
}

/* ---- The Promotion deck (R-MOVE-13, R-AI-2, R-DECK-3) ---- */

/* The cards of the last Promote go where they belong: the Gatekeepers'
 * shuffled into their Tactics deck; a human's, the one kept to them, the
 * rest to the Promotion discard. */
static void
settle_promote (WgTable *t)
{
  if (t->revealed->len == 0)
    return;
  if (t->revealed_by_ai)
    {
      move_all (t->revealed, t->tactics);
      shuffle (t->rand, t->tactics);
      return;
    }
  g_ptr_array_add (t->human, take (t->revealed, (guint) MAX (t->kept, 0)));
  move_all (t->revealed, t->promotion_discard);
}

/* Promotion cards the window took without asking (R-DECK-3: a pile of one
 * card, or of alike cards): as many as the window's Promotion piles hold
 * fewer than the table's, taken from the top (the discard shuffled in when
 * the deck is empty), to the Gatekeepers' Tactics deck as many as theirs
 * holds more than the table's, the rest to the human. */
static void
sync_promotion (WgTable      *t,
                const WgGame *game)
{
  guint window = wg_deck_size (&game->promotion_deck) + game->promotion_discard->len;
  guint ai = game->ai.tactics_deck->len + game->ai.tactics_discard->len;
  guint table_ai = t->tactics->len + t->tactics_discard->len + t->in_play->len;

  if (!t->started)
    return;
  while (t->promotion->len + t->promotion_discard->len > window)
    {
      Card *card;

      if (t->promotion->len == 0)
        {
          move_all (t->promotion_discard, t->promotion);
          shuffle (t->rand, t->promotion);
        }
      card = take (t->promotion, 0);
      g_test_message ("the table: %s, turned over without a question", card->name);
      if (table_ai < ai)
        {
          g_ptr_array_add (t->tactics, card);
          shuffle (t->rand, t->tactics);
          table_ai++;
        }
      else
        g_ptr_array_add (t->human, card);
    }
}

static guint
promotion (WgTable          *t,
           const WgGame     *game,
           const WgQuestion *q)
{
  gboolean refilled = strstr (q->question, "shuffled into the deck") != NULL;
  Card    *card;

  if (strstr (q->question, "Card ") == NULL || strstr (q->question, "Card 1 of") != NULL)
    {
      settle_promote (t);
      t->revealed_by_ai = game->active == game->ai.player;
      t->kept = -1;
      sync_promotion (t, game);
    }
  if (refilled || t->promotion->len == 0)
    {
      move_all (t->promotion, t->revealed);
      move_all (t->promotion_discard, t->promotion);
      shuffle (t->rand, t->promotion);
    }
  if (refilled)
    offers_exactly (q, t->promotion, FALSE, "the Promotion deck");
  card = take (t->promotion, 0);
  g_ptr_array_add (t->revealed, card);
  return offered (q, find_card (q, card), card->name);
}

void
wg_table_started (WgTable *t)
{
  t->started = TRUE;
}

void
wg_table_keep (WgTable          *t,
               const WgQuestion *q,
               guint             index)
{
  for (guint i = 0; i < t->revealed->len && t->kept < 0; i++)
    if (find_card (q, t->revealed->pdata[i]) == (int) index)
      t->kept = (int) i;
  g_assert_cmpint (t->kept, >=, 0);
  settle_promote (t);
}

/* ---- Multipliers ---- */

/* The card whose printed multiplier @q asks: the Gatekeepers' card in
 * play, else the card the question names. */
static const Card *
asked_card (WgTable          *t,
            const WgQuestion *q)
{
  const char *colon = strchr (q->question, ':');

  if (g_str_has_prefix (q->question, "The Gatekeepers play") && t->in_play->len > 0)
    {
      const Card *c = t->in_play->pdata[0];

      if (c->id != NULL && strstr (q->question, c->name) == NULL)
        g_error ("the window and the table disagree: the Gatekeepers play %s, the window asks "
                 "“%s”",
                 c->name, q->question);
      return c;
    }
  for (guint i = 0; colon != NULL && i < t->cards->len; i++)
    {
      const Card *c = t->cards->pdata[i];

      if (c->id != NULL && strncmp (q->question, c->name, (gsize) (colon - q->question)) == 0
          && strlen (c->name) == (gsize) (colon - q->question))
        return c;
    }
  for (guint i = 0; i < t->human->len; i++)
    if (((const Card *) t->human->pdata[i])->id == NULL)
      return t->human->pdata[i];
  g_error ("the table holds no card “%s” asks about", q->question);
}

static guint
multiplier (WgTable          *t,
            const WgQuestion *q)
{
  const Card      *c = asked_card (t, q);
  g_autofree char *id = g_strdup_printf ("%d", c->multiplier);

  return offered (q, find (q, id), c->name);
}

/* ---- Technologies and Objectives ---- */

static guint
planet_card (GPtrArray        *deck,
             const WgQuestion *q,
             const char       *what)
{
  const char *type;

  if (deck->len == 0)
    g_error ("the window and the table disagree: the table's %s deck is empty, the window asks "
             "“%s”",
             what, q->question);
  type = take (deck, 0);
  return offered (q, find (q, type), type);
}

int
wg_table_answer (WgTable          *t,
                 const WgGame     *game,
                 const WgQuestion *q)
{
  gboolean promote = strstr (q->question, "Which Promotion card") != NULL;
  guint    row;

  if (!promote && !g_str_equal (q->id, "promote-keep"))
    {
      settle_promote (t);
      sync_promotion (t, game);
    }
  if (g_str_equal (q->id, "multiplier"))
    return (int) multiplier (t, q);
  if (!g_str_equal (q->id, "reveal"))
    return -1;
  if (promote)
    return (int) promotion (t, game, q);
  if (strstr (q->question, "AI deck") != NULL)
    return (int) ai_card (t, game, q);
  if (strstr (q->question, "Tactics deck") != NULL && strstr (q->question, "Gatekeepers") != NULL)
    return (int) ai_tactic (t, game, q);
  if (strstr (q->question, "Which Technology was revealed") != NULL)
    return (int) planet_card (t->technologies, q, "Technology");
  if (strstr (q->question, "Which Objective is laid out") == NULL)
    g_error ("a card the table does not hold: “%s”", q->question);
  row = planet_card (t->objectives, q, "Objective");
  /* Set-up: after the two laid out, one is dealt to the human. */
  if (++t->objectives_laid == 2)
    take (t->objectives, 0);
  return (int) row;
}

/* One pile's count, the table's and the window's: the same, or the test
 * fails naming the pile. */
static void
same_count (const char *pile,
            guint       table,
            guint       window)
{
  if (table != window)
    g_error ("the window and the table disagree: %s holds %u cards on the table, %u in the "
             "window",
             pile, table, window);
}

void
wg_table_check (WgTable      *t,
                const WgGame *game)
{
  settle_promote (t);
  sync_promotion (t, game);
  sync_ai_deck (t, game);
  sync_tactics (t, game);
  same_count ("the Technology deck", t->technologies->len, wg_deck_size (&game->technology_deck));
  same_count ("the Objective deck", t->objectives->len, wg_deck_size (&game->objective_deck));
  same_count ("the AI deck", t->ai_deck->len, game->ai.deck->len);
  same_count ("the Gatekeepers’ Tactics deck", t->tactics->len, game->ai.tactics_deck->len);
  /* This battle's two stay in play on the table until the next one. */
  same_count ("the Gatekeepers’ Tactics discard", t->tactics_discard->len + t->in_play->len,
              game->ai.tactics_discard->len);
  same_count ("the Promotion deck", t->promotion->len, wg_deck_size (&game->promotion_deck));
  same_count ("the Promotion discard", t->promotion_discard->len, game->promotion_discard->len);
}
