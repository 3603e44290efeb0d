/* wg-catalog-json.c — the card catalog file, read and written
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "wg-catalog-json.h"
#include "wg-i18n.h"
#include "wg-json-private.h"

#define MAX_CARDS      500
#define MAX_NAME_CHARS 64
#define MAX_TEXT_CHARS 2000

static const char *const card_keys[] = {
  "id",
  "name",
  "kind",
  "letter",
  "faction",
  "multiplier",
  "text",
  "effects",
  "complete",
  "type",
  "vp",
  "trigger",
  "note",
  NULL,
};
static const char *const kind_words[] = { "basic", "hero", "advanced", "technology", "objective",
                                          NULL };
static const char *const effect_words[] = { "destroy", "cancel", "refresh-trade-good",
                                            "gain-trade-good", NULL };
static const char *const side_words[] = { "own", "enemy", "both", NULL };
static const char *const when_words[] = { "always", "win", "lose", NULL };
static const char *const trigger_words[] = { "battle", "deploy", "move", "control", "draw",
                                             "research", NULL };
static const char *const letter_words[] = { "A", "B", "C", "D", "E", "F", "G", "H", NULL };

#define SLUG_RULE _ ("1–48 lower-case letters, digits or -")

/* A key whose value may be null, which means "not known". */
static gboolean
is_null (json_object *o,
         const char  *key)
{
  json_object *v;

  return json_object_object_get_ex (o, key, &v) && v == NULL;
}

static void
read_effect (WgSchema    *s,
             json_object *o,
             WgEffect    *e)
{
  static const char *const keys[] = { "effect", "amount", "side", "when", NULL };
  int                      kind = 0, side = 0, when = WG_EFFECT_ALWAYS;
  json_object             *amount;

  memset (e, 0, sizeof *e);
  if (!wg_schema_object (s, o, keys)
      || !wg_schema_word (s, o, "effect", TRUE, effect_words, _ ("an effect"), &kind))
    return;
  e->kind = (WgEffectKind) kind;
  if (kind == WG_EFFECT_DESTROY)
    {
      wg_schema_word (s, o, "side", TRUE, side_words, _ ("a side"), &side);
      if (!json_object_object_get_ex (o, "amount", &amount))
        wg_schema_error_at (s, "amount", _ ("missing (required)"));
      else if (json_object_is_type (amount, json_type_string)
               && g_str_equal (json_object_get_string (amount), "half"))
        e->amount = WG_AMOUNT_HALF;
      else if (json_object_is_type (amount, json_type_string)
               && g_str_equal (json_object_get_string (amount), "all"))
        e->amount = WG_AMOUNT_ALL;
      else if (json_object_is_type (amount, json_type_int))
        wg_schema_int (s, o, "amount", TRUE, 1, WG_MAX_SHIPS, &e->amount);
      else
        wg_schema_error_at (s, "amount", _ ("expected 1–12, \"half\" or \"all\""));
    }
  else
    {
      if (json_object_object_get_ex (o, "amount", NULL))
        wg_schema_error_at (s, "amount", _ ("only destroy effects have an amount"));
      if (json_object_object_get_ex (o, "side", NULL))
        wg_schema_error_at (s, "side", _ ("only destroy effects have a side"));
    }
  if (kind == WG_EFFECT_CANCEL && json_object_object_get_ex (o, "when", NULL))
    wg_schema_error_at (s, "when", _ ("a cancel acts whatever the outcome"));
  else
    wg_schema_word (s, o, "when", FALSE, when_words, _ ("a condition"), &when);
  e->side = (WgEffectSide) side;
  e->when = (WgEffectWhen) when;
}

static void
read_tactic_fields (WgSchema    *s,
                    json_object *o,
                    WgCard      *card)
{
  json_object *effects, *e;

  card->multiplier = WG_MULTIPLIER_UNKNOWN;
  if (!is_null (o, "multiplier"))
    wg_schema_int (s, o, "multiplier", FALSE, 0, 9, &card->multiplier);
  effects = wg_schema_array (s, o, "effects", FALSE, 0, WG_CARD_MAX_EFFECTS);
  if (effects != NULL)
    {
      gsize mark = wg_schema_push_key (s, "effects");

      for (gsize i = 0; i < json_object_array_length (effects); i++)
        {
          gsize element = wg_schema_push_index (s, i);

          e = json_object_array_get_idx (effects, i);
          read_effect (s, e, &card->effects[card->n_effects++]);
          wg_schema_pop (s, element);
        }
      wg_schema_pop (s, mark);
    }
  wg_schema_bool (s, o, "complete", FALSE, &card->complete);
  if (card->complete && card->text == NULL)
    wg_schema_error_at (s, "complete", _ ("a card whose text is not known cannot be complete"));
}

static void
read_other_fields (WgSchema    *s,
                   json_object *o,
                   WgCard      *card)
{
  static const char *const only_tactics[] = { "letter", "faction", "multiplier", "effects",
                                              "complete", NULL };
  int                      type = 0, trigger = 0;
  json_object             *vp;

  for (guint i = 0; only_tactics[i] != NULL; i++)
    if (json_object_object_get_ex (o, only_tactics[i], NULL))
      wg_schema_error_at (s, only_tactics[i], _ ("only Tactics cards have this"));
  card->has_type = wg_schema_word (s, o, "type", card->kind == WG_CARD_OBJECTIVE, wg_planet_type_words,
                                   _ ("a planet type"), &type);
  card->type = (WgPlanetType) type;
  if (card->kind != WG_CARD_TECHNOLOGY)
    {
      if (json_object_object_get_ex (o, "vp", NULL))
        wg_schema_error_at (s, "vp", _ ("only Technologies have a VP value"));
      if (json_object_object_get_ex (o, "trigger", NULL))
        wg_schema_error_at (s, "trigger", _ ("only Technologies have a trigger"));
      return;
    }
  if (wg_schema_word (s, o, "trigger", FALSE, trigger_words, _ ("a trigger"), &trigger))
    card->trigger = g_strdup (trigger_words[trigger]);
  if (json_object_object_get_ex (o, "vp", &vp) && vp != NULL)
    {
      card->has_vp = TRUE;
      card->vp.rule = WG_VP_FIXED;
      if (json_object_is_type (vp, json_type_int))
        wg_schema_int (s, o, "vp", TRUE, 0, 99, &card->vp.value);
      else if (json_object_is_type (vp, json_type_object))
        {
          static const char *const vp_keys[] = { "each", "per", NULL };
          static const char *const per_words[] = { "trade-good", NULL };
          gsize                    mark = wg_schema_push_key (s, "vp");
          int                      per;

          wg_schema_object (s, vp, vp_keys);
          card->vp.rule = WG_VP_PER_TRADE_GOOD;
          wg_schema_int (s, vp, "each", TRUE, 0, 99, &card->vp.value);
          wg_schema_word (s, vp, "per", TRUE, per_words, _ ("a known VP rule"), &per);
          wg_schema_pop (s, mark);
        }
      else
        wg_schema_error_at (s, "vp", _ ("expected an integer or {\"each\", \"per\"}"));
    }
}

static void
read_card (WgSchema    *s,
           json_object *o,
           WgCard      *card)
{
  const char *id = NULL, *name = NULL, *faction = NULL, *text = NULL, *note = NULL;
  int         kind = 0, letter = -1;

  memset (card, 0, sizeof *card);
  if (!wg_schema_object (s, o, card_keys))
    return;
  wg_schema_string (s, o, "id", TRUE, wg_is_valid_faction, SLUG_RULE, 0, &id);
  if (wg_schema_string (s, o, "name", TRUE, NULL, NULL, MAX_NAME_CHARS, &name) && *name == '\0')
    wg_schema_error_at (s, "name", _ ("a card needs a name"));
  wg_schema_word (s, o, "kind", TRUE, kind_words, _ ("a kind of card"), &kind);
  card->id = g_strdup (id);
  card->name = g_strdup (name);
  card->kind = (WgCardKind) kind;
  if (!is_null (o, "text")
      && wg_schema_string (s, o, "text", FALSE, NULL, NULL, MAX_TEXT_CHARS, &text)
      && *text == '\0')
    wg_schema_error_at (s, "text", _ ("empty: a text that is not known is null"));
  card->text = g_strdup (text);
  if (!is_null (o, "note"))
    wg_schema_string (s, o, "note", FALSE, NULL, NULL, MAX_TEXT_CHARS, &note);
  card->note = g_strdup (note);
  if (!wg_card_kind_is_tactic (card->kind))
    {
      read_other_fields (s, o, card);
      return;
    }
  if (card->kind != WG_CARD_ADVANCED
      && wg_schema_word (s, o, "letter", FALSE, letter_words, _ ("a slot letter A–H"), &letter))
    card->letter = (char) ('A' + letter);
  else if (card->kind == WG_CARD_ADVANCED && json_object_object_get_ex (o, "letter", NULL))
    wg_schema_error_at (s, "letter", _ ("only Basic and Hero Tactics have a slot letter"));
  if (card->kind == WG_CARD_HERO
      && wg_schema_string (s, o, "faction", FALSE, wg_is_valid_faction, SLUG_RULE, 0, &faction))
    card->faction = g_strdup (faction);
  else if (card->kind != WG_CARD_HERO && json_object_object_get_ex (o, "faction", NULL))
    wg_schema_error_at (s, "faction", _ ("only Hero Tactics belong to a faction"));
  for (const char *const *k = (const char *const[]) { "type", "vp", "trigger", NULL }; *k; k++)
    if (json_object_object_get_ex (o, *k, NULL))
      wg_schema_error_at (s, *k, _ ("Tactics cards do not have this"));
  read_tactic_fields (s, o, card);
}

/* A WgCatalog, or NULL with the problems recorded. */
static gpointer
catalog_from_json (WgSchema    *s,
                   json_object *root)
{
  static const char *const top_keys[] = { "format", "version", "cards", NULL };
  g_autofree char         *wrong = NULL;
  json_object             *cards;
  g_autoptr (GArray) read = g_array_new (FALSE, TRUE, sizeof (WgCard));
  /* Copies: a card with a problem is cleared, but its id still counts. */
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* Names too are unique (ignoring case): game files and Technologies name
   * cards by name (wg_catalog_find_name). */
  g_autoptr (GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint      before = s->problems->len;
  WgCatalog *catalog = NULL;

  g_array_set_clear_func (read, (GDestroyNotify) wg_card_clear);
  wrong = g_strdup_printf (_ ("this is not a Warpgate Companion card catalog (expected “%s”)"),
                           WG_CATALOG_FORMAT_NAME);
  if (!wg_schema_header (s, root, WG_CATALOG_FORMAT_NAME, WG_CATALOG_FORMAT_VERSION,
                         _ ("a card catalog is a JSON object"), wrong))
    return NULL;
  wg_schema_object (s, root, top_keys);
  cards = wg_schema_array (s, root, "cards", TRUE, 0, MAX_CARDS);
  for (gsize i = 0; cards != NULL && i < json_object_array_length (cards); i++)
    {
      gsize  mark = wg_schema_push_key (s, "cards");
      guint  problems = s->problems->len;
      WgCard card;

      wg_schema_push_index (s, i);
      read_card (s, json_object_array_get_idx (cards, i), &card);
      if (card.id != NULL && !g_hash_table_add (ids, g_strdup (card.id)))
        wg_schema_error_at (s, "id", _ ("a second card is called “%s”"), card.id);
      if (card.name != NULL && !g_hash_table_add (names, g_ascii_strdown (card.name, -1)))
        wg_schema_error_at (s, "name", _ ("a second card is named “%s”"), card.name);
      wg_schema_pop (s, mark);
      if (s->problems->len == problems)
        g_array_append_val (read, card);
      else
        wg_card_clear (&card);
    }
  if (s->problems->len == before)
    catalog = wg_catalog_new ((const WgCard *) (gpointer) read->data, read->len, NULL);
  return catalog;
}

WgCatalog *
wg_catalog_load_from_data (const char *data,
                           gsize       length,
                           GError    **error)
{
  return wg_json_load_data (data, length, catalog_from_json,
                            _ ("a card catalog is a JSON object"), error);
}

WgCatalog *
wg_catalog_load_from_file (const char *path,
                           GError    **error)
{
  return wg_json_load_file (path, catalog_from_json, _ ("a card catalog is a JSON object"),
                            error);
}

GPtrArray *
wg_catalog_validate_data (const char *data,
                          gsize       length)
{
  return wg_json_validate_data (data, length, catalog_from_json,
                                (GDestroyNotify) wg_catalog_unref,
                                _ ("a card catalog is a JSON object"));
}

static json_object *
effect_to_json (const WgEffect *e)
{
  json_object *o = json_object_new_object ();

  wg_json_add_string (o, "effect", effect_words[e->kind]);
  if (e->kind == WG_EFFECT_DESTROY)
    {
      if (e->amount == WG_AMOUNT_HALF)
        wg_json_add_string (o, "amount", "half");
      else if (e->amount == WG_AMOUNT_ALL)
        wg_json_add_string (o, "amount", "all");
      else
        wg_json_add_int (o, "amount", e->amount);
      wg_json_add_string (o, "side", side_words[e->side]);
    }
  if (e->kind != WG_EFFECT_CANCEL && e->when != WG_EFFECT_ALWAYS)
    wg_json_add_string (o, "when", when_words[e->when]);
  return o;
}

static json_object *
card_to_json (const WgCard *c)
{
  json_object *o = json_object_new_object ();

  wg_json_add_string (o, "id", c->id);
  wg_json_add_string (o, "name", c->name);
  wg_json_add_string (o, "kind", kind_words[c->kind]);
  if (c->letter != 0)
    json_object_object_add (o, "letter", json_object_new_string_len (&c->letter, 1));
  if (c->faction != NULL)
    wg_json_add_string (o, "faction", c->faction);
  if (wg_card_kind_is_tactic (c->kind))
    json_object_object_add (
      o, "multiplier",
      c->multiplier == WG_MULTIPLIER_UNKNOWN ? NULL : json_object_new_int (c->multiplier));
  json_object_object_add (o, "text", c->text ? json_object_new_string (c->text) : NULL);
  if (c->n_effects > 0)
    {
      json_object *effects = json_object_new_array ();

      for (guint i = 0; i < c->n_effects; i++)
        json_object_array_add (effects, effect_to_json (&c->effects[i]));
      json_object_object_add (o, "effects", effects);
    }
  if (c->complete)
    wg_json_add_bool (o, "complete", TRUE);
  if (c->has_type)
    wg_json_add_string (o, "type", wg_planet_type_to_string (c->type));
  if (c->has_vp && c->vp.rule == WG_VP_FIXED)
    wg_json_add_int (o, "vp", c->vp.value);
  else if (c->has_vp)
    {
      json_object *vp = json_object_new_object ();

      wg_json_add_int (vp, "each", c->vp.value);
      wg_json_add_string (vp, "per", "trade-good");
      json_object_object_add (o, "vp", vp);
    }
  if (c->trigger != NULL)
    wg_json_add_string (o, "trigger", c->trigger);
  if (c->note != NULL)
    wg_json_add_string (o, "note", c->note);
  return o;
}

char *
wg_catalog_to_data (const WgCatalog *catalog,
                    gsize           *length)
{
  g_autoptr (json_object) root = json_object_new_object ();
  json_object *cards = json_object_new_array ();

  wg_json_add_string (root, "format", WG_CATALOG_FORMAT_NAME);
  wg_json_add_int (root, "version", WG_CATALOG_FORMAT_VERSION);
  for (guint i = 0; i < wg_catalog_get_n_cards (catalog); i++)
    json_object_array_add (cards, card_to_json (wg_catalog_get_card (catalog, i)));
  json_object_object_add (root, "cards", cards);
  return wg_json_to_data (root, length);
}

gboolean
wg_catalog_save_to_file (const WgCatalog *catalog,
                         const char      *path,
                         GError         **error)
{
  g_autofree char *data = NULL;
  gsize            length;

  data = wg_catalog_to_data (catalog, &length);
  return wg_json_write_file (path, data, length, error);
}
