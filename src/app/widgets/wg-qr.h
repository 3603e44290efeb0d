/* wg-qr.h — a QR code of any text (an address, a play to log), as a texture to show
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gdk/gdk.h>

G_BEGIN_DECLS

/* @text as a QR code (libqrencode, error correction M): dark modules on
 * white with the standard quiet zone of 4 modules, @scale pixels a module.
 * NULL when @text cannot be encoded. @width, when given, is the number of
 * modules across the symbol, quiet zone excluded. */
GdkTexture *wg_qr_texture (const char *text,
                           int         scale,
                           int        *width);

G_END_DECLS
