/* wg-table-common.h — what the table panels share: swatches, badges, card labels, edits
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "wg-catalog.h"
#include "wg-session.h"

G_BEGIN_DECLS

/* ---- Drawing: set as a GtkDrawingArea's draw function ---- */

/* A rounded square in a player's colour; @data is the colour word
 * (g_object_set_data_full on the area under "wg-color", see below). */
void        wg_table_draw_swatch         (GtkDrawingArea *area,
                                          cairo_t        *cr,
                                          int             width,
                                          int             height,
                                          gpointer        data);
/* A planet disc with its type's letter (the letter tells the types apart
 * without colour); the type is the area's "wg-planet-type" data (+ 1, so
 * that 0 draws nothing). */
void        wg_table_draw_planet_badge   (GtkDrawingArea *area,
                                          cairo_t        *cr,
                                          int             width,
                                          int             height,
                                          gpointer        data);
/* Sets up @area as a swatch of @color (NULL: none) or a badge of @type
 * (-1: none), and redraws it. */
void        wg_table_set_swatch          (GtkDrawingArea *area,
                                          const char     *color);
void        wg_table_set_planet_badge    (GtkDrawingArea *area,
                                          int             type);

/* ---- Words ---- */

/* "D · Desert": the letter and the display name. */
char       *wg_table_planet_type_label   (WgPlanetType     type);
/* The card's name, else "Unknown Technology". */
char       *wg_table_technology_title    (const WgTechnology *technology);
/* "Desert · 2 VP" / "Oceanic · 1 VP per Trade Good". */
char       *wg_table_technology_detail   (const WgTechnology *technology);
/* The card's name (its own, else its catalog card's), else its kind
 * ("Hero card"), else "Tactics card". */
char       *wg_table_tactic_title        (const WgCatalog  *catalog,
                                          const WgTactic   *tactic);
/* "Basic · ×5" / "Advanced · multiplier not known". */
char       *wg_table_tactic_detail       (const WgCatalog  *catalog,
                                          const WgTactic   *tactic);
const char *wg_table_objective_status_label (WgObjectiveStatus status);
/* "Roguu Conglomerate" for "roguu-conglomerate". */
char       *wg_table_faction_label       (const char       *faction);
/* The player's label and colour: "Player 1 (blue)", or "blue". */
char       *wg_table_player_title        (const WgGame     *game,
                                          int               player);

/* ---- Edits ---- */

/* Pushes an edit's result into the session as one step. @next is the
 * wg_edit_* result (taken; NULL when the edit was refused, with @error);
 * @description is the edit's sentence. Returns NULL on success, else the
 * message to show (newly allocated), in the players' words. */
char       *wg_table_apply_edit          (WgSession        *session,
                                          WgGame           *next,
                                          const char       *description,
                                          const GError     *error);

/* An inline message under a panel's heading: shown with @message, hidden
 * with NULL. */
void        wg_table_show_message        (GtkRevealer      *revealer,
                                          GtkLabel         *label,
                                          const char       *message);

/* Sets a spin button's value without its "value-changed" reaching the
 * panel (the panel mirrors the game, it does not edit it). */
void        wg_table_set_spin            (GtkSpinButton    *spin,
                                          double            lower,
                                          double            upper,
                                          double            value);

/* Removes every row of a list box. */
void        wg_table_clear_list          (GtkListBox       *list);

/* ---- Card lists: a WgCardRow per card, numbered from 0 ---- */

/* Each row's "remove" (and an Objective's "status-changed") goes to the
 * handlers, connected swapped to @owner. */
void        wg_table_fill_technologies   (GtkListBox       *list,
                                          const GArray     *technologies,
                                          GCallback         on_remove,
                                          gpointer          owner);
/* Objectives held (WgObjective, with a status) … */
void        wg_table_fill_objectives     (GtkListBox       *list,
                                          const GArray     *objectives,
                                          GCallback         on_remove,
                                          GCallback         on_status,
                                          gpointer          owner);
/* … or lying available (WgPlanetType: only the type is known). */
void        wg_table_fill_planet_types   (GtkListBox       *list,
                                          const GArray     *types,
                                          GCallback         on_remove,
                                          gpointer          owner);
/* Tactics (WgTactic) from one or two piles numbered on from each other;
 * @second_label (may be NULL) marks the second pile's cards ("Discard"). */
void        wg_table_fill_tactics        (GtkListBox       *list,
                                          const WgCatalog  *catalog,
                                          const GArray     *first,
                                          const GArray     *second,
                                          const char       *second_label,
                                          GCallback         on_remove,
                                          gpointer          owner);

G_END_DECLS
