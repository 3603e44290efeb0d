/* wg-qr.c — a QR code of any text (an address, a play to log), as a texture to show
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <qrencode.h>

#include "wg-qr.h"

#define QUIET_ZONE 4

GdkTexture *
wg_qr_texture (const char *text,
               int         scale,
               int        *width)
{
  QRcode     *code;
  int         side, stride;
  guchar     *pixels;
  GBytes     *bytes;
  GdkTexture *texture;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (scale > 0, NULL);

  code = QRcode_encodeString (text, 0, QR_ECLEVEL_M, QR_MODE_8, TRUE);
  if (code == NULL)
    return NULL;
  side = (code->width + 2 * QUIET_ZONE) * scale;
  stride = side * 3;
  pixels = g_malloc (stride * side);
  memset (pixels, 0xff, stride * side);
  /* Bit 0 of each byte of code->data is the module's colour (1: dark). */
  for (int y = 0; y < code->width; y++)
    for (int x = 0; x < code->width; x++)
      if (code->data[y * code->width + x] & 1)
        for (int dy = 0; dy < scale; dy++)
          memset (pixels + ((y + QUIET_ZONE) * scale + dy) * stride + (x + QUIET_ZONE) * scale * 3,
                  0, scale * 3);
  if (width != NULL)
    *width = code->width;
  QRcode_free (code);
  bytes = g_bytes_new_take (pixels, stride * side);
  texture = gdk_memory_texture_new (side, side, GDK_MEMORY_R8G8B8, bytes, stride);
  g_bytes_unref (bytes);
  return texture;
}
