/* wg-file-error.h — why a file was refused
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Limits of every JSON document the app reads (docs/game-format.md). */
#define WG_JSON_MAX_SIZE  (4u * 1024u * 1024u)
#define WG_JSON_MAX_DEPTH 64

#define WG_FILE_ERROR (wg_file_error_quark ())

typedef enum
{
  WG_FILE_ERROR_TOO_LARGE,
  WG_FILE_ERROR_SYNTAX,
  WG_FILE_ERROR_INVALID, /* valid JSON that breaks the format */
  WG_FILE_ERROR_VERSION, /* a format version this reader does not know */
} WgFileError;

GQuark wg_file_error_quark (void);

/* One problem of a document: the JSON path ("pieces.ships[2].count", or ""
 * for the document itself) and what is wrong there. */
typedef struct
{
  char       *path;
  char       *message;
  WgFileError code;
} WgProblem;

void  wg_problem_free (WgProblem *problem);

/* "path: message", or "message" for the document itself. */
char *wg_problem_to_string (const WgProblem *problem);

G_END_DECLS
