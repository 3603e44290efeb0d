/* wg-test-keys.h — key presses sent to a window in-process, as GTK delivers them
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no public way to make a GdkKeyEvent (its constructors are
 * private, and gdk_display_put_event needs one), so a press is delivered
 * here the way gtk_main_do_event propagates a key event, to the same
 * handlers: the root's focus widget is the target; the controllers of the
 * widgets from the root down to it run in the capture phase, then those
 * from the target up in the bubble phase (the target phase on the target).
 * A GtkEventControllerKey gets its "key-pressed" signal; a local
 * GtkShortcutController runs the first of its shortcuts whose trigger
 * matches the key (a widget class's key bindings — Tab moving the focus,
 * Return or Space activating a button or a row, a window's Ctrl+E — are
 * such shortcuts). At the root, last, the managed and global shortcuts of
 * every widget in the window run as the window's shortcut manager runs
 * them: Alt and a mnemonic activates the label's widget. Nothing else is
 * called: what a key does not reach, the test cannot do.
 *
 * Text fields. A GtkText (the text of a GtkEntry, GtkSearchEntry or
 * GtkSpinButton) takes characters through the input method on its key
 * controller, which GtkEventControllerKey asks before "key-pressed"; a
 * real key's event reaches it, and GTK 4.8 cannot make one. So the input
 * method's step is done here as GTK's own does it with no input method
 * module (the multicontext's fallback, the simple input method's result
 * for a key that starts no compose sequence): a key pressed without Ctrl
 * or Alt whose character is printable is committed — "commit" emitted on
 * that very input method, so that the GtkText's own handler enters it
 * (the selection deleted, the character inserted at the cursor, "changed"
 * emitted, as a typed character) — and goes no further. Other keys
 * (BackSpace, Delete, Return, Escape, Home, the arrows, Ctrl+A…) are the
 * GtkText's key bindings, shortcuts of its class run as any other
 * (Return: "activate"). A search entry's key capture forwards a key to
 * its GtkText the same way (wg_keys_capture). Not emulated: compose and
 * dead keys, Ctrl+Shift+U, input method modules (the tests load none).
 */
#pragma once

#include <gtk/gtk.h>

#define WG_KEY_MODS (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)

static gboolean
wg_keys_trigger_matches (GtkShortcutTrigger *trigger,
                         guint               keyval,
                         GdkModifierType     mods)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return wg_keys_trigger_matches (
             gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, mods)
           || wg_keys_trigger_matches (
             gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, mods);
  if (GTK_IS_KEYVAL_TRIGGER (trigger))
    return gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)))
             == gdk_keyval_to_lower (keyval)
           && (gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) & WG_KEY_MODS)
                == (mods & WG_KEY_MODS);
  if (GTK_IS_MNEMONIC_TRIGGER (trigger))
    return (mods & WG_KEY_MODS) == GDK_ALT_MASK
           && gdk_keyval_to_lower (gtk_mnemonic_trigger_get_keyval (GTK_MNEMONIC_TRIGGER (trigger)))
                == gdk_keyval_to_lower (keyval);
  return FALSE;
}

/* The shortcuts of @controller whose trigger is the key, run as
 * GtkShortcutController runs them (on @widget), until one acts. */
static gboolean
wg_keys_run_shortcuts (GtkShortcutController *controller,
                       GtkWidget             *widget,
                       guint                  keyval,
                       GdkModifierType        mods)
{
  GListModel *shortcuts = G_LIST_MODEL (controller);

  for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
    {
      g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);

      if (!wg_keys_trigger_matches (gtk_shortcut_get_trigger (shortcut), keyval, mods))
        continue;
      if (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                        GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                        gtk_shortcut_get_arguments (shortcut)))
        return TRUE;
    }
  return FALSE;
}

/* The search entries and search bars of the window a key goes to, found
 * once for the key (and held while it runs): each key controller on its
 * way asks whether one of them captures its widget's keys. */
static GPtrArray *wg_keys_searches;

static void
wg_keys_find_searches (GtkWidget *under,
                       GPtrArray *found)
{
  if (GTK_IS_SEARCH_ENTRY (under) || GTK_IS_SEARCH_BAR (under))
    g_ptr_array_add (found, g_object_ref (under));
  for (GtkWidget *c = gtk_widget_get_first_child (under); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    wg_keys_find_searches (c, found);
}

/* Finds the search entries and bars of @window for the key about to run
 * (wg_keys_searches_end lets them go). */
static void
wg_keys_searches_begin (GtkWindow *window)
{
  g_clear_pointer (&wg_keys_searches, g_ptr_array_unref);
  wg_keys_searches = g_ptr_array_new_with_free_func (g_object_unref);
  wg_keys_find_searches (GTK_WIDGET (window), wg_keys_searches);
}

static void
wg_keys_searches_end (void)
{
  g_clear_pointer (&wg_keys_searches, g_ptr_array_unref);
}

/* The search entry or search bar (of wg_keys_searches) that captures the
 * keys of @widget with @controller (gtk_search_entry_set_key_capture_widget,
 * gtk_search_bar_set_key_capture_widget), or NULL. */
static GtkWidget *
wg_keys_capturing_entry (GtkEventController *controller,
                         GtkWidget          *widget)
{
  for (guint i = 0; wg_keys_searches != NULL && i < wg_keys_searches->len; i++)
    {
      GtkWidget *under = g_ptr_array_index (wg_keys_searches, i);
      GtkWidget *capture = GTK_IS_SEARCH_ENTRY (under)
                             ? gtk_search_entry_get_key_capture_widget (GTK_SEARCH_ENTRY (under))
                             : gtk_search_bar_get_key_capture_widget (GTK_SEARCH_BAR (under));

      if (capture == widget && widget != NULL
          && g_signal_handler_find (controller, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, under) != 0)
        return under;
    }
  return NULL;
}

static GtkWidget *
wg_keys_find_entry (GtkWidget *widget)
{
  if (GTK_IS_SEARCH_ENTRY (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = wg_keys_find_entry (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean wg_keys_run_widget (GtkWidget          *widget,
                                    GtkPropagationPhase phase,
                                    guint               keyval,
                                    GdkModifierType     mods);

/* A search entry's (or search bar's) key capture, as GTK 4.8 runs it
 * (gtk_search_entry_is_keynav, then gtk_event_controller_key_forward):
 * navigation (Tab, arrows, Home, End, Page keys), Space, Menu and keys
 * with Ctrl or Alt pass on; any other key is forwarded to the entry's
 * GtkText, whose controllers take it as if it had the focus (in the
 * capture, target, then bubble phase): a character is committed at its
 * cursor by its input method (wg_keys_input_method), BackSpace or Return
 * run its key bindings (Return: the entry's "activate"). A search bar
 * opens first. */
static gboolean
wg_keys_capture (GtkWidget      *capture,
                 guint           keyval,
                 GdkModifierType mods)
{
  GtkWidget *entry = wg_keys_find_entry (capture);
  GtkWidget *text;

  if (GTK_IS_SEARCH_BAR (capture)
      && (!gtk_widget_get_mapped (capture)
          || gtk_search_bar_get_search_mode (GTK_SEARCH_BAR (capture))))
    return FALSE;
  if (entry == NULL || (mods & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || keyval == GDK_KEY_space
      || keyval == GDK_KEY_Menu || keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab
      || (keyval >= GDK_KEY_Home && keyval <= GDK_KEY_End)
      || (keyval >= GDK_KEY_KP_Home && keyval <= GDK_KEY_KP_End))
    return FALSE;
  text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (entry)));
  if (GTK_IS_SEARCH_BAR (capture))
    gtk_search_bar_set_search_mode (GTK_SEARCH_BAR (capture), TRUE);
  return wg_keys_run_widget (text, GTK_PHASE_CAPTURE, keyval, mods)
         || wg_keys_run_widget (text, GTK_PHASE_TARGET, keyval, mods)
         || wg_keys_run_widget (text, GTK_PHASE_BUBBLE, keyval, mods);
}

/* The input method of a key controller that has one (a GtkText's, on its
 * key controller: a GtkIMMulticontext), filtering the key before
 * "key-pressed" as GtkEventControllerKey does. With no input method
 * module loaded (the tests set none), the multicontext's own filter — as
 * GTK's simple input method for a key that starts no compose sequence —
 * commits a key pressed without Ctrl or Alt whose character is printable
 * (not a control character: Return, BackSpace, Tab, Escape and Delete
 * are not, and arrows have none): it emits "commit" with the character,
 * which the GtkText's own handler enters (gtk_text_enter_text: the
 * selection deleted, the character inserted at the cursor, the cursor
 * after it, its "changed" emitted) — the very handler a real key runs.
 * The controller then says "im-update", as GTK does. */
static gboolean
wg_keys_input_method (GtkEventControllerKey *controller,
                      guint                  keyval,
                      GdkModifierType        mods)
{
  GtkIMContext *im = gtk_event_controller_key_get_im_context (controller);
  gunichar      c = gdk_keyval_to_unicode (keyval);
  char          utf8[7] = { 0 };

  if (im == NULL || (mods & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || c == 0
      || g_unichar_iscntrl (c))
    return FALSE;
  g_unichar_to_utf8 (c, utf8);
  g_signal_emit_by_name (im, "commit", utf8);
  g_signal_emit_by_name (controller, "im-update");
  return TRUE;
}

/* @controller (on @widget) handles the key in @phase. */
static gboolean
wg_keys_run_controller (GtkEventController *controller,
                        GtkWidget          *widget,
                        GtkPropagationPhase phase,
                        guint               keyval,
                        GdkModifierType     mods)
{
  const char *name = gtk_event_controller_get_name (controller);

  /* The window's shortcut manager: wg_keys_run_managed, last. */
  if (gtk_event_controller_get_propagation_phase (controller) != phase
      || (name != NULL && g_str_has_prefix (name, "gtk-shortcut-manager")))
    return FALSE;
  if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
    {
      GtkWidget *entry = wg_keys_capturing_entry (controller, widget);
      gboolean   handled = FALSE;

      if (entry != NULL)
        return wg_keys_capture (entry, keyval, mods);
      if (wg_keys_input_method (GTK_EVENT_CONTROLLER_KEY (controller), keyval, mods))
        return TRUE;
      g_signal_emit_by_name (controller, "key-pressed", keyval, 0, mods, &handled);
      return handled;
    }
  if (GTK_IS_SHORTCUT_CONTROLLER (controller)
      && gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller))
           == GTK_SHORTCUT_SCOPE_LOCAL)
    return wg_keys_run_shortcuts (GTK_SHORTCUT_CONTROLLER (controller), widget, keyval, mods);
  return FALSE;
}

static gboolean
wg_keys_run_widget (GtkWidget          *widget,
                    GtkPropagationPhase phase,
                    guint               keyval,
                    GdkModifierType     mods)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (wg_keys_run_controller (controller, widget, phase, keyval, mods))
        return TRUE;
    }
  return FALSE;
}

/* The managed and global shortcuts of @widget and everything under it
 * (the window's shortcut manager's). */
static gboolean
wg_keys_run_managed (GtkWidget      *widget,
                     guint           keyval,
                     GdkModifierType mods)
{
  g_autoptr (GListModel) controllers = NULL;

  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller)
          && gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller))
               != GTK_SHORTCUT_SCOPE_LOCAL
          && wg_keys_run_shortcuts (GTK_SHORTCUT_CONTROLLER (controller), widget, keyval, mods))
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (wg_keys_run_managed (child, keyval, mods))
      return TRUE;
  return FALSE;
}

/* Runs what is pending in the main loop (a popover opening, a dialog
 * presented, an idle handler). */
static void
wg_keys_settle (void)
{
  for (int i = 0; i < 3; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (500);
    }
}

/* The key's release, to the key controllers from the focus widget up (a
 * button activated from the keyboard is clicked on the release). The path
 * is held: a click may take the button and its row away (a token's Use). */
static void
wg_keys_release (GtkWindow      *window,
                 guint           keyval,
                 GdkModifierType mods)
{
  GtkWidget *target = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr (GPtrArray) path = g_ptr_array_new_with_free_func (g_object_unref);

  for (GtkWidget *w = target != NULL ? target : GTK_WIDGET (window); w != NULL;
       w = gtk_widget_get_parent (w))
    g_ptr_array_add (path, g_object_ref (w));
  wg_keys_searches_begin (window);
  for (guint k = 0; k < path->len; k++)
    {
      GtkWidget *w = path->pdata[k];
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

          /* A search entry's capture forwards the release: nothing. */
          if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
              && wg_keys_capturing_entry (controller, w) == NULL)
            g_signal_emit_by_name (controller, "key-released", keyval, 0, mods);
        }
    }
  wg_keys_searches_end ();
}

/* A button under @widget is held down (a mnemonic's activation). */
static gboolean
wg_keys_button_down (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "keyboard-activating"))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (wg_keys_button_down (c))
      return TRUE;
  return FALSE;
}

/* One key press (and its release) to @window: TRUE when a handler took it. */
static gboolean
wg_keys_press (GtkWindow      *window,
               guint           keyval,
               GdkModifierType mods)
{
  g_autoptr (GtkWindow) held = g_object_ref (window); /* a key may close it */
  GtkWidget *target = gtk_root_get_focus (GTK_ROOT (window));
  GPtrArray *path = g_ptr_array_new ();
  gboolean   handled = FALSE;

  /* A focus widget no longer in the window (a toast's button, once the
   * toast is gone): the window takes the key. */
  if (target == NULL || gtk_widget_get_root (target) != GTK_ROOT (window))
    target = GTK_WIDGET (window);
  for (GtkWidget *w = target; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_insert (path, 0, g_object_ref (w));
  wg_keys_searches_begin (window);
  for (guint i = 0; i < path->len && !handled; i++)
    handled = wg_keys_run_widget (path->pdata[i], GTK_PHASE_CAPTURE, keyval, mods);
  for (guint i = path->len; i > 0 && !handled; i--)
    {
      GtkWidget *w = path->pdata[i - 1];

      if (i == path->len)
        handled = wg_keys_run_widget (w, GTK_PHASE_TARGET, keyval, mods);
      if (!handled)
        handled = wg_keys_run_widget (w, GTK_PHASE_BUBBLE, keyval, mods);
    }
  if (!handled)
    handled = wg_keys_run_managed (GTK_WIDGET (window), keyval, mods);
  wg_keys_searches_end ();
  g_ptr_array_set_free_func (path, g_object_unref);
  g_ptr_array_unref (path);
  wg_keys_settle ();
  if (gtk_widget_get_visible (GTK_WIDGET (window)))
    wg_keys_release (window, keyval, mods);
  wg_keys_settle ();
  if (mods & GDK_ALT_MASK)
    {
      /* A mnemonic activates its button as a press does: the button is
       * held down (style class keyboard-activating) until its activation's timeout (250 ms) ends,
       * then clicked. Other Alt keys need no wait. */
      gint64 end = g_get_monotonic_time () + 300 * 1000;

      while (gtk_widget_get_visible (GTK_WIDGET (window)) && wg_keys_button_down (GTK_WIDGET (window))
             && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, TRUE);
      wg_keys_settle ();
    }
  return handled;
}
