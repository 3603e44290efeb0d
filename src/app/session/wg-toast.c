/* wg-toast.c — toasts that show text as it is written, never as markup
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "wg-toast.h"

AdwToast *
wg_toast_new (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  return adw_toast_new (escaped);
}

void
wg_toast_set_text (AdwToast   *toast,
                   const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : "", -1);

  g_return_if_fail (ADW_IS_TOAST (toast));
  adw_toast_set_title (toast, escaped);
}
