/* wg-card-store.h — the cards the app knows: the built-in catalog and the user's, edited and saved
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "wg-catalog.h"

G_BEGIN_DECLS

#define WG_TYPE_CARD_STORE  (wg_card_store_get_type ())
#define WG_CARD_STORE_ERROR (wg_card_store_error_quark ())

/* Why the user's file was not saved; an edit the catalog format refuses
 * keeps its own error. */
typedef enum
{
  WG_CARD_STORE_ERROR_REFUSED_FILE, /* the file on disk is refused: kept, nothing saved */
  WG_CARD_STORE_ERROR_CANNOT_WRITE, /* the file or its folder cannot be written */
  WG_CARD_STORE_ERROR_CHANGED,      /* the card was changed by another program meanwhile */
} WgCardStoreError;

GQuark      wg_card_store_error_quark (void);
/* A WG_CARD_STORE_ERROR in a few words, for a toast ("card catalog cannot
 * be written"; its message, with the file's path, is for Details),
 * or NULL for any other error. */
const char *wg_card_store_error_reason (const GError *error);

G_DECLARE_FINAL_TYPE (WgCardStore, wg_card_store, WG, CARD_STORE, GObject)

/*
 * The model of the Card Catalog, without widgets: the built-in catalog
 * completed by the user's catalog file (docs/card-catalog.md; the same file
 * warpgate-cli reads). Every edit replaces or adds one card of the user's
 * file and saves it at once, atomically, keeping the file's permissions; an
 * edit the catalog format refuses, or a file that cannot be written,
 * changes nothing. Import reads a catalog file whole (a refused file
 * changes nothing) and adds its cards to the user's; export writes the
 * user's cards.
 *
 * Other programs share the file (warpgate-cli, a text editor, the app run
 * twice), so every edit reads it again under a lock (a flock on its
 * folder) and changes only its own card in what the file holds then:
 * the cards another program added stay. A file the format refuses is never
 * written over: the edit is refused and get_problem says why, naming the
 * file. The store also watches the file and reads it again when another
 * program changes it.
 *
 * Property "catalog" (notify): the merged catalog, a new value after each
 * change; the window hands it to its pages and battles. Signal "changed"
 * once after each change.
 */
WgCardStore *wg_card_store_new (const char *path);
/* $XDG_DATA_HOME/warpgate-companion/cards.json. */
char        *wg_card_store_default_path (void);
/* The app's one store of the user's file (a new reference): every window
 * holds the same, so that a card changed in one is known at once in all
 * (issue 18). Made and read when no window holds it any more; @error is
 * set only then, for a refused file (the built-in cards stay). */
WgCardStore *wg_card_store_dup_default (GError **error);

/* Reads the user's file again: FALSE and @error for a refused file (the
 * cards read before stay: at first, the built-in ones); TRUE when there is
 * no file. */
gboolean     wg_card_store_load (WgCardStore *self,
                                 GError     **error);

const char  *wg_card_store_get_path (WgCardStore *self);
/* Why the user's file, as last read, was refused (a sentence naming the
 * file and the JSON path of the problem), or NULL. */
const char  *wg_card_store_get_problem (WgCardStore *self);
WgCatalog   *wg_card_store_get_catalog (WgCardStore *self);
/* The user's own cards only. */
WgCatalog   *wg_card_store_get_user_catalog (WgCardStore *self);
/* The user's file holds its own copy of the card @id. */
gboolean     wg_card_store_is_edited (WgCardStore *self,
                                      const char  *id);

/* Replaces the card of @card's id (or adds it), and saves. */
gboolean     wg_card_store_set_card (WgCardStore  *self,
                                     const WgCard *card,
                                     GError      **error);
/* The same, for an edit that started from @was (the card as the catalog
 * had it, NULL for a new one): refused with WG_CARD_STORE_ERROR_CHANGED
 * when the file holds another version of it by now (the store then shows
 * that one). */
gboolean     wg_card_store_replace_card (WgCardStore  *self,
                                         const WgCard *was,
                                         const WgCard *card,
                                         GError      **error);
/* The multiplier printed on the Tactics card @id (0–9), remembered. */
gboolean     wg_card_store_set_multiplier (WgCardStore *self,
                                           const char  *id,
                                           int          multiplier,
                                           GError     **error);
/* A new card of @kind called @name, nothing else known; its id (newly
 * allocated) or NULL and @error (a name the catalog has already, …). */
char        *wg_card_store_add_card (WgCardStore *self,
                                     WgCardKind   kind,
                                     const char  *name,
                                     GError     **error);
/* The card @id as the built-in catalog has it again (a card only the
 * user's file has is removed). */
gboolean     wg_card_store_forget_card (WgCardStore *self,
                                        const char  *id,
                                        GError     **error);

gboolean     wg_card_store_import (WgCardStore *self,
                                   const char  *path,
                                   GError     **error);
gboolean     wg_card_store_export (WgCardStore *self,
                                   const char  *path,
                                   GError     **error);

/* What is known of @card, for a list: "×2 · text known · applied by the
 * app" / "Multiplier not known · text not known". */
char        *wg_card_store_describe_known (const WgCard *card);
/* The Tactics cards of @catalog whose multiplier is not known, by name. */
GPtrArray   *wg_card_store_unknown_multipliers (const WgCatalog *catalog);

/* Writes @data to @path atomically, keeping the permissions of the file
 * it replaces (a new file gets the usual ones); creates its folder. */
gboolean     wg_card_store_write_file (const char *path,
                                       const char *data,
                                       gsize       length,
                                       GError    **error);

G_END_DECLS
