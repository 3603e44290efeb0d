/* wg-share-post.h — what a player's page writes: a small flat JSON object, read and checked
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A body's size, in bytes; a larger one is refused unread (413). */
#define WG_SHARE_MAX_BODY 4096
/* The most keys a body holds, and the most strings in one of its arrays. */
#define WG_SHARE_POST_MAX_KEYS    16
#define WG_SHARE_POST_MAX_STRINGS 16

typedef struct _WgSharePost WgSharePost;

/*
 * The body of a POST from a player's page (docs/reliability.md, "The
 * shared page under attack"): ONE JSON object whose values are strings,
 * integers, booleans, or arrays of at most WG_SHARE_POST_MAX_STRINGS
 * strings; at most WG_SHARE_POST_MAX_KEYS keys (a key given twice counts
 * once: the last). Anything else —
 * not UTF-8, not JSON, text after the object, another type, nesting — is
 * refused with @error naming what is wrong (a sentence the page shows).
 */
WgSharePost                *wg_share_post_parse (const char *body,
                                                 gsize       len,
                                                 GError    **error);
void                        wg_share_post_free (WgSharePost *post);

gboolean                    wg_share_post_has (const WgSharePost *post,
                                               const char        *key);
/* NULL when absent or not a string. */
const char                 *wg_share_post_get_string (const WgSharePost *post,
                                                      const char        *key);
/* FALSE when absent or not an integer. */
gboolean                    wg_share_post_get_int (const WgSharePost *post,
                                                   const char        *key,
                                                   gint64            *out);
/* FALSE when absent or not a boolean. */
gboolean                    wg_share_post_get_bool (const WgSharePost *post,
                                                    const char        *key,
                                                    gboolean          *out);
/* NULL-terminated, or NULL when absent or not an array. */
const char *const          *wg_share_post_get_strv (const WgSharePost *post,
                                                    const char        *key);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgSharePost, wg_share_post_free)

G_END_DECLS
