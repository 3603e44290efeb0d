/* wg-window-story.c — Export Story…: the game told as one HTML page or a PDF, from its file's record
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page and the PDF are the record's storyteller's (src/play/wg-story.h),
 * the ones `warpgate-cli story` writes. It is told from the game's file:
 * the record is what the file keeps, so a game never saved has no story
 * yet, and changes not saved are not in it (the toast says so). The file's
 * name says which: a name ending in .pdf gets the PDF; with the filter of
 * PDF documents chosen, a name ending in .html (the name offered) becomes
 * .pdf; a name with neither extension gets the filter's.
 */
#include "config.h"

#include <string.h>

#include "wg-i18n.h"

#include "wg-record-json.h"
#include "wg-story.h"
#include "wg-window-private.h"
#include "wg-window-story.h"

/* TRUE when @name ends in @suffix, in any case. */
static gboolean
has_suffix (const char *name,
            const char *suffix)
{
  gsize n = strlen (name), m = strlen (suffix);

  return n > m && g_ascii_strcasecmp (name + n - m, suffix) == 0;
}

gboolean
wg_story_export_is_pdf (GFile *page)
{
  g_autofree char *base = g_file_get_basename (page);

  return base != NULL && has_suffix (base, ".pdf");
}

char *
wg_story_export_name (const char *name,
                      gboolean    pdf)
{
  gsize n = strlen (name);

  if (has_suffix (name, ".pdf") || (!pdf && (has_suffix (name, ".html") || has_suffix (name, ".htm"))))
    return g_strdup (name);
  /* The PDF filter chosen over the page's name offered: the PDF. */
  if (has_suffix (name, ".html"))
    n -= strlen (".html");
  else if (has_suffix (name, ".htm"))
    n -= strlen (".htm");
  return g_strdup_printf ("%.*s%s", (int) n, name, pdf ? ".pdf" : ".html");
}

gboolean
wg_story_export_file (GFile           *game_file,
                      GFile           *page,
                      const WgCatalog *catalog,
                      GError         **error)
{
  g_autoptr (GBytes) data = NULL;
  g_autoptr (WgRecord) record = NULL;
  g_autoptr (WgGame) game = NULL;
  gsize       size;
  const char *bytes;

  g_return_val_if_fail (G_IS_FILE (game_file) && G_IS_FILE (page), FALSE);

  if (g_file_equal (game_file, page))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("The story cannot be written over the game it tells"));
      return FALSE;
    }
  game = wg_game_load_gfile_with_record (game_file, &record, error);
  if (game == NULL)
    return FALSE;
  if (record == NULL)
    record = wg_record_new (game);
  if (wg_story_export_is_pdf (page))
    data = wg_story_pdf (record, game, catalog, error);
  else
    {
      char *html = wg_story_html (record, game, catalog, error);

      data = html != NULL ? g_bytes_new_take (html, strlen (html)) : NULL;
    }
  if (data == NULL)
    return FALSE;
  bytes = g_bytes_get_data (data, &size);
  /* A temporary file renamed over the page: replaced whole, or not at all. */
  return g_file_replace_contents (page, bytes, size, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

static void
on_response (GtkNativeDialog *dialog,
             int              response,
             WgWindow        *self)
{
  g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
  GFile         *file = wg_session_get_file (self->session);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) page = NULL;

  if (response == GTK_RESPONSE_ACCEPT && chosen != NULL && file != NULL)
    {
      g_autofree char *base = g_file_get_basename (chosen);
      g_autofree char *name =
        wg_story_export_name (base, filter != NULL
                                      && g_object_get_data (G_OBJECT (filter), "wg-pdf") != NULL);
      g_autoptr (GFile) folder = g_file_get_parent (chosen);

      page = folder != NULL ? g_file_get_child (folder, name) : g_object_ref (chosen);
      if (!wg_story_export_file (file, page, self->catalog, &error))
        wg_window_show_error (GTK_WINDOW (self), _ ("The Story Was Not Exported"), error);
      else
        wg_window_toast (self, wg_session_get_dirty (self->session)
                                 ? _ ("Story exported, as the game was last saved")
                                 : _ ("Story exported"));
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

/* "game-story.html" beside "game.json". */
static char *
page_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);
  char            *dot = strrchr (base, '.');

  if (dot != NULL && dot != base)
    *dot = '\0';
  /* TRANSLATORS: the story page's file name; %s is the game file's name without .json. */
  return g_strdup_printf (_ ("%s-story.html"), base);
}

static void
export_story_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  WgWindow *self = WG_WINDOW (widget);
  GFile    *file = wg_session_get_file (self->session);
  g_autoptr (GtkFileFilter) pages = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) pdfs = gtk_file_filter_new ();
  g_autoptr (GFile) folder = NULL;
  g_autofree char      *name = NULL;
  GtkFileChooserNative *dialog;

  if (file == NULL)
    {
      wg_window_toast (self, _ ("Save the game first: its story is told from its file"));
      return;
    }
  gtk_file_filter_set_name (pages, _ ("Web Pages"));
  gtk_file_filter_add_mime_type (pages, "text/html");
  gtk_file_filter_add_suffix (pages, "html");
  gtk_file_filter_set_name (pdfs, _ ("PDF documents"));
  gtk_file_filter_add_mime_type (pdfs, "application/pdf");
  gtk_file_filter_add_suffix (pdfs, "pdf");
  g_object_set_data (G_OBJECT (pdfs), "wg-pdf", GINT_TO_POINTER (TRUE));
  dialog = gtk_file_chooser_native_new (_ ("Export the Story"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"),
                                        _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), pages);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), pdfs);
  folder = g_file_get_parent (file);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  name = page_name (file);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
wg_window_story_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-story", NULL, export_story_action);
}
