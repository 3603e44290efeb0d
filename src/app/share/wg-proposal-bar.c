/* wg-proposal-bar.c — the bar above the board that shows a move proposed from a phone
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wg-proposal-bar.h"

struct _WgProposalBar
{
  GtkWidget       parent_instance;

  GtkRevealer    *revealer;
  GtkLabel       *label;
  GtkBox         *answers; /* the question's options, as buttons */
  GtkButton      *apply;
  GtkButton      *decline;
  WgShareReferee *referee;
};

G_DEFINE_FINAL_TYPE (WgProposalBar, wg_proposal_bar, GTK_TYPE_WIDGET)

static void
on_answer_clicked (GtkButton     *button,
                   WgProposalBar *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "option-id");

  if (self->referee != NULL && id != NULL)
    wg_share_referee_answer_here (self->referee, id);
}

static void
fill_answers (WgProposalBar    *self,
              const WgQuestion *q)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->answers))) != NULL)
    gtk_box_remove (self->answers, child);
  for (guint i = 0; q != NULL && i < q->options->len; i++)
    {
      const WgOption *o = g_ptr_array_index (q->options, i);
      GtkWidget      *button = gtk_button_new_with_label (o->label);

      g_object_set_data_full (G_OBJECT (button), "option-id", g_strdup (o->id), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_answer_clicked), self);
      gtk_box_append (self->answers, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->answers), q != NULL);
}

static void
update (WgProposalBar *self)
{
  WgShareProposalState state = self->referee != NULL ? wg_share_referee_get_state (self->referee)
                                                     : WG_SHARE_PROPOSAL_NONE;
  g_autofree char     *title = self->referee != NULL ? wg_share_referee_dup_title (self->referee)
                                                     : NULL;

  if (title != NULL)
    gtk_label_set_label (self->label, title);
  fill_answers (self, state == WG_SHARE_PROPOSAL_ASKING
                        ? wg_share_referee_get_question (self->referee)
                        : NULL);
  /* Apply: once more after a battle cancelled; nothing to apply while asked. */
  gtk_widget_set_visible (GTK_WIDGET (self->apply), state != WG_SHARE_PROPOSAL_ASKING);
  gtk_revealer_set_reveal_child (self->revealer, state != WG_SHARE_PROPOSAL_NONE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  title != NULL ? title : "", -1);
}

void
wg_proposal_bar_set_referee (WgProposalBar  *self,
                             WgShareReferee *referee)
{
  g_return_if_fail (WG_IS_PROPOSAL_BAR (self));

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_set_object (&self->referee, referee);
  if (referee != NULL)
    g_signal_connect_object (referee, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
}

const char *
wg_proposal_bar_get_text (WgProposalBar *self)
{
  g_return_val_if_fail (WG_IS_PROPOSAL_BAR (self), NULL);
  return gtk_label_get_label (self->label);
}

gboolean
wg_proposal_bar_get_revealed (WgProposalBar *self)
{
  g_return_val_if_fail (WG_IS_PROPOSAL_BAR (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

GtkButton *
wg_proposal_bar_get_apply_button (WgProposalBar *self)
{
  g_return_val_if_fail (WG_IS_PROPOSAL_BAR (self), NULL);
  return self->apply;
}

static GtkButton *
new_button (const char *label,
            const char *action,
            const char *accessible)
{
  GtkButton *button = GTK_BUTTON (gtk_button_new_with_mnemonic (label));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_valign (GTK_WIDGET (button), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (button), accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return button;
}

static void
wg_proposal_bar_init (WgProposalBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->revealer), GTK_WIDGET (self));
  gtk_revealer_set_child (self->revealer, box);
  gtk_widget_add_css_class (box, "proposal-bar");
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_xalign (self->label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));
  self->answers = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->answers));
  self->decline = new_button (_ ("_Decline"), "win.decline-proposal",
                              /* TRANSLATORS: the proposal bar's Decline, for screen readers */
                              _ ("Decline the proposed move (Ctrl+Backspace)"));
  self->apply = new_button (_ ("_Apply"), "win.apply-proposal",
                            /* TRANSLATORS: the proposal bar's Apply, for screen readers */
                            _ ("Apply the proposed move (Ctrl+Enter)"));
  gtk_widget_add_css_class (GTK_WIDGET (self->apply), "suggested-action");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->decline));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->apply));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* TRANSLATORS: the proposal bar, for screen readers */
                                  _ ("Move proposed from a phone"), -1);
}

static void
wg_proposal_bar_dispose (GObject *object)
{
  WgProposalBar *self = WG_PROPOSAL_BAR (object);

  if (self->referee != NULL)
    g_signal_handlers_disconnect_by_data (self->referee, self);
  g_clear_object (&self->referee);
  if (self->revealer != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->revealer));
  self->revealer = NULL;
  G_OBJECT_CLASS (wg_proposal_bar_parent_class)->dispose (object);
}

static void
wg_proposal_bar_class_init (WgProposalBarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wg_proposal_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "proposalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

GtkWidget *
wg_proposal_bar_new (void)
{
  return g_object_new (WG_TYPE_PROPOSAL_BAR, NULL);
}
