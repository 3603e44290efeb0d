/* wg-card-dialog.c — one card of the catalog edited: multiplier, text, what the app applies
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wg-card-dialog.h"

struct _WgCardDialog
{
  AdwWindow            parent_instance;

  WgCardStore         *store;
  WgCard               draft;
  WgCard               base; /* the card as the catalog had it when the edit began */
  GPtrArray           *effect_rows;
  gboolean             filling;

  /* Template children */
  AdwPreferencesGroup *card_group;
  GtkLabel            *message_label;
  AdwActionRow        *multiplier_row;
  GtkSwitch           *known_switch;
  GtkSpinButton       *multiplier_spin;
  GtkTextView         *text_view;
  AdwPreferencesGroup *effects_group;
  AdwPreferencesGroup *apply_group;
  AdwComboRow         *effect_kind_row;
  AdwComboRow         *amount_row;
  GtkStringList       *amount_names;
  AdwComboRow         *side_row;
  AdwComboRow         *when_row;
  AdwActionRow        *complete_row;
  GtkSwitch           *complete_switch;
};

G_DEFINE_FINAL_TYPE (WgCardDialog, wg_card_dialog, ADW_TYPE_WINDOW)

static void
set_message (WgCardDialog *self,
             const char   *message)
{
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

static void refill_effects (WgCardDialog *self);

static void
on_remove_effect (GtkButton    *button,
                  WgCardDialog *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "effect"));

  if (index >= self->draft.n_effects)
    return;
  memmove (&self->draft.effects[index], &self->draft.effects[index + 1],
           (self->draft.n_effects - index - 1) * sizeof (WgEffect));
  self->draft.n_effects--;
  refill_effects (self);
}

/* One row per effect, with its sentence (wg_effect_describe) and Remove. */
static void
refill_effects (WgCardDialog *self)
{
  for (guint i = 0; i < self->effect_rows->len; i++)
    adw_preferences_group_remove (self->effects_group, g_ptr_array_index (self->effect_rows, i));
  g_ptr_array_set_size (self->effect_rows, 0);
  for (guint i = 0; i < self->draft.n_effects; i++)
    {
      g_autofree char *sentence = wg_effect_describe (&self->draft.effects[i]);
      GtkWidget       *row = adw_action_row_new ();
      GtkWidget       *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sentence);
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (remove, _ ("Remove"));
      /* A tooltip is not a name in GTK 4.8: without one it is read "GtkImage". */
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _ ("Remove"), -1);
      gtk_widget_add_css_class (remove, "flat");
      g_object_set_data (G_OBJECT (remove), "effect", GUINT_TO_POINTER (i));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_effect), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      adw_preferences_group_add (self->effects_group, row);
      g_ptr_array_add (self->effect_rows, row);
    }
  if (self->draft.n_effects == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("None yet"));
      gtk_widget_add_css_class (row, "dim-label");
      adw_preferences_group_add (self->effects_group, row);
      g_ptr_array_add (self->effect_rows, row);
    }
}

static void
on_multiplier_changed (WgCardDialog *self)
{
  gboolean known = gtk_switch_get_active (self->known_switch);

  gtk_widget_set_sensitive (GTK_WIDGET (self->multiplier_spin), known);
  if (self->filling)
    return;
  self->draft.multiplier =
    known ? gtk_spin_button_get_value_as_int (self->multiplier_spin) : WG_MULTIPLIER_UNKNOWN;
}

static void
on_complete_changed (WgCardDialog *self)
{
  if (!self->filling)
    self->draft.complete = gtk_switch_get_active (self->complete_switch);
}

static void
on_effect_kind_changed (WgCardDialog *self)
{
  gboolean destroy = adw_combo_row_get_selected (self->effect_kind_row) == WG_EFFECT_DESTROY;
  gboolean cancel = adw_combo_row_get_selected (self->effect_kind_row) == WG_EFFECT_CANCEL;

  gtk_widget_set_visible (GTK_WIDGET (self->amount_row), destroy);
  gtk_widget_set_visible (GTK_WIDGET (self->side_row), destroy);
  gtk_widget_set_visible (GTK_WIDGET (self->when_row), !cancel);
}

static void
on_add_effect_clicked (WgCardDialog *self)
{
  WgEffect effect = { 0 };
  guint    amount = adw_combo_row_get_selected (self->amount_row);

  effect.kind = (WgEffectKind) adw_combo_row_get_selected (self->effect_kind_row);
  /* The amounts listed: 1–12, then half, then all. */
  effect.amount = amount < 12 ? (int) amount + 1 : amount == 12 ? WG_AMOUNT_HALF
                                                                : WG_AMOUNT_ALL;
  effect.side = (WgEffectSide) adw_combo_row_get_selected (self->side_row);
  effect.when = (WgEffectWhen) adw_combo_row_get_selected (self->when_row);
  if (effect.kind != WG_EFFECT_DESTROY)
    {
      effect.amount = 0;
      effect.side = WG_EFFECT_SIDE_OWN;
    }
  if (effect.kind == WG_EFFECT_CANCEL)
    effect.when = WG_EFFECT_ALWAYS;
  wg_card_dialog_add_effect (self, &effect);
}

static char *
text_of_view (WgCardDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter    start, end;
  char          *text;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
  if (*text == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

static void
on_save_clicked (WgCardDialog *self)
{
  if (wg_card_dialog_save (self))
    gtk_window_close (GTK_WINDOW (self));
}

const WgCard *
wg_card_dialog_get_draft (WgCardDialog *self)
{
  g_return_val_if_fail (WG_IS_CARD_DIALOG (self), NULL);

  g_free (self->draft.text);
  self->draft.text = text_of_view (self);
  return &self->draft;
}

void
wg_card_dialog_set_multiplier (WgCardDialog *self,
                               int           multiplier)
{
  g_return_if_fail (WG_IS_CARD_DIALOG (self));
  g_return_if_fail (multiplier >= WG_MULTIPLIER_UNKNOWN && multiplier <= 9);

  if (multiplier >= 0)
    gtk_spin_button_set_value (self->multiplier_spin, multiplier);
  gtk_switch_set_active (self->known_switch, multiplier >= 0);
  on_multiplier_changed (self);
}

void
wg_card_dialog_set_text (WgCardDialog *self,
                         const char   *text)
{
  g_return_if_fail (WG_IS_CARD_DIALOG (self));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view), text != NULL ? text : "",
                            -1);
}

gboolean
wg_card_dialog_add_effect (WgCardDialog   *self,
                           const WgEffect *effect)
{
  g_return_val_if_fail (WG_IS_CARD_DIALOG (self), FALSE);

  if (self->draft.n_effects >= WG_CARD_MAX_EFFECTS)
    {
      set_message (self, _ ("A card holds at most 8 effects the app applies."));
      return FALSE;
    }
  self->draft.effects[self->draft.n_effects++] = *effect;
  refill_effects (self);
  return TRUE;
}

void
wg_card_dialog_set_complete (WgCardDialog *self,
                             gboolean      complete)
{
  g_return_if_fail (WG_IS_CARD_DIALOG (self));
  gtk_switch_set_active (self->complete_switch, complete);
}

gboolean
wg_card_dialog_save (WgCardDialog *self)
{
  g_autoptr (GError) error = NULL;
  const WgCard *draft;

  g_return_val_if_fail (WG_IS_CARD_DIALOG (self), FALSE);

  draft = wg_card_dialog_get_draft (self);
  if (draft->complete && draft->text == NULL)
    {
      set_message (self, _ ("The app can apply the whole text only once the text is typed: "
                            "type it, or switch “The App Applies the Whole Text” off."));
      return FALSE;
    }
  if (!wg_card_store_replace_card (self->store, self->base.id != NULL ? &self->base : NULL,
                                   draft, &error))
    {
      g_autofree char *text = NULL;

      if (g_error_matches (error, WG_CARD_STORE_ERROR, WG_CARD_STORE_ERROR_CHANGED))
        {
          /* The other version is the base now: Save again replaces it. */
          const WgCard *now = wg_catalog_lookup (wg_card_store_get_catalog (self->store), draft->id);

          wg_card_clear (&self->base);
          memset (&self->base, 0, sizeof self->base);
          if (now != NULL)
            wg_card_copy (&self->base, now);
          text = g_strdup_printf (_ ("Not saved: another program changed “%s” meanwhile. Save "
                                     "again to replace that version with this one."),
                                  draft->name);
        }
      else
        text = g_strdup_printf (_ ("Not saved: %s"), error->message);
      set_message (self, text);
      return FALSE;
    }
  set_message (self, NULL);
  return TRUE;
}

const char *
wg_card_dialog_get_message (WgCardDialog *self)
{
  g_return_val_if_fail (WG_IS_CARD_DIALOG (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->message_label))
           ? gtk_label_get_text (self->message_label)
           : NULL;
}

static const char *
kind_words (WgCardKind kind)
{
  switch (kind)
    {
    case WG_CARD_BASIC: return _ ("Basic Tactics card");
    case WG_CARD_HERO: return _ ("Hero Tactics card");
    case WG_CARD_ADVANCED: return _ ("Advanced Tactics card");
    case WG_CARD_TECHNOLOGY: return _ ("Technology");
    case WG_CARD_OBJECTIVE: return _ ("Objective");
    default: g_return_val_if_reached (NULL);
    }
}

static void
fill (WgCardDialog *self)
{
  gboolean         tactic = wg_card_kind_is_tactic (self->draft.kind);
  g_autofree char *description = NULL;

  self->filling = TRUE;
  gtk_window_set_title (GTK_WINDOW (self), self->draft.name);
  adw_preferences_group_set_title (self->card_group, self->draft.name);
  description = self->draft.note != NULL
                  ? g_strdup_printf ("%s · %s", kind_words (self->draft.kind), self->draft.note)
                  : g_strdup (kind_words (self->draft.kind));
  adw_preferences_group_set_description (self->card_group, description);
  gtk_widget_set_visible (GTK_WIDGET (self->multiplier_row), tactic);
  gtk_widget_set_visible (GTK_WIDGET (self->effects_group), tactic);
  gtk_widget_set_visible (GTK_WIDGET (self->apply_group), tactic);
  if (self->draft.multiplier >= 0)
    gtk_spin_button_set_value (self->multiplier_spin, self->draft.multiplier);
  gtk_switch_set_active (self->known_switch, self->draft.multiplier >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->multiplier_spin), self->draft.multiplier >= 0);
  gtk_switch_set_active (self->complete_switch, self->draft.complete);
  wg_card_dialog_set_text (self, self->draft.text);
  refill_effects (self);
  self->filling = FALSE;
}

WgCardDialog *
wg_card_dialog_new (GtkWindow   *parent,
                    WgCardStore *store,
                    const char  *id)
{
  WgCardDialog *self;
  const WgCard *card;

  g_return_val_if_fail (WG_IS_CARD_STORE (store), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  card = wg_catalog_lookup (wg_card_store_get_catalog (store), id);
  g_return_val_if_fail (card != NULL, NULL);

  self = g_object_new (WG_TYPE_CARD_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  wg_card_copy (&self->draft, card);
  wg_card_copy (&self->base, card);
  fill (self);
  return self;
}

static void
wg_card_dialog_dispose (GObject *object)
{
  WgCardDialog *self = WG_CARD_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), WG_TYPE_CARD_DIALOG);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (wg_card_dialog_parent_class)->dispose (object);
}

static void
wg_card_dialog_finalize (GObject *object)
{
  WgCardDialog *self = WG_CARD_DIALOG (object);

  wg_card_clear (&self->draft);
  wg_card_clear (&self->base);
  g_clear_pointer (&self->effect_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (wg_card_dialog_parent_class)->finalize (object);
}

static void
wg_card_dialog_class_init (WgCardDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_card_dialog_dispose;
  object_class->finalize = wg_card_dialog_finalize;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/wg-card-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, card_group);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, message_label);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, multiplier_row);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, known_switch);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, multiplier_spin);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, effects_group);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, apply_group);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, effect_kind_row);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, amount_row);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, amount_names);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, when_row);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, complete_row);
  gtk_widget_class_bind_template_child (widget_class, WgCardDialog, complete_switch);
  gtk_widget_class_bind_template_callback (widget_class, on_multiplier_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_complete_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_effect_kind_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_add_effect_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_save_clicked);
}

static void
wg_card_dialog_init (WgCardDialog *self)
{
  self->effect_rows = g_ptr_array_new ();
  self->draft.multiplier = WG_MULTIPLIER_UNKNOWN;
  gtk_widget_init_template (GTK_WIDGET (self));
  for (int n = 1; n <= 12; n++)
    {
      g_autofree char *label = g_strdup_printf ("%d", n);

      gtk_string_list_append (self->amount_names, label);
    }
  gtk_string_list_append (self->amount_names, _ ("Half, rounded down"));
  gtk_string_list_append (self->amount_names, _ ("All"));
  on_effect_kind_changed (self);
}
