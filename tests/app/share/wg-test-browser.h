/* wg-test-browser.h — a headless Chromium, driven through its DevTools protocol, for the tests
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens one page in a real browser (Debian's `chromium`, headless, with a
 * profile of its own in a temporary folder) and talks to it over the
 * DevTools protocol's WebSocket with libsoup. Every wait iterates the
 * default main context, so that a server in the same process (the share
 * server) keeps answering the browser meanwhile.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _WgTestBrowser WgTestBrowser;

/* Starts the browser on @url with a viewport of @width × @height CSS pixels
 * (@mobile: as a phone would lay it out). @program: the browser (NULL:
 * `chromium` from PATH). NULL with @error when there is no browser or it
 * does not answer within @timeout_s seconds. */
WgTestBrowser                *wg_test_browser_open (const char *program,
                                                    const char *url,
                                                    int         width,
                                                    int         height,
                                                    gboolean    mobile,
                                                    guint       timeout_s,
                                                    GError    **error);

/* Evaluates @expression in the page; its value (a promise's, once it
 * settles) must be a string (wrap others in String or JSON.stringify). NULL with @error on an exception. */
char                         *wg_test_browser_eval (WgTestBrowser *self,
                                                    const char    *expression,
                                                    GError       **error);

/* Waits until @expression (a JavaScript condition) is true in the page,
 * asking every 20 ms, for at most @timeout_s seconds. FALSE with @error
 * when it never is. */
gboolean                      wg_test_browser_wait (WgTestBrowser *self,
                                                    const char    *expression,
                                                    guint          timeout_s,
                                                    GError       **error);

/* A new viewport of @width × @height CSS pixels (@mobile: a phone's). */
gboolean                      wg_test_browser_set_size (WgTestBrowser *self,
                                                        int            width,
                                                        int            height,
                                                        gboolean       mobile,
                                                        GError       **error);

/* The page as light or dark (prefers-color-scheme). */
gboolean                      wg_test_browser_set_dark (WgTestBrowser *self,
                                                        gboolean       dark,
                                                        GError       **error);

/* Writes what the page shows now to @path as PNG. */
gboolean                      wg_test_browser_screenshot (WgTestBrowser *self,
                                                          const char    *path,
                                                          GError       **error);

/* From now on, notes every address the page asks for (the DevTools
 * protocol's network log) and every request its Content-Security-Policy
 * refuses; the notes so far are cleared. */
gboolean                      wg_test_browser_watch (WgTestBrowser *self,
                                                     GError       **error);
/* Opens @url in the page. */
gboolean                      wg_test_browser_navigate (WgTestBrowser *self,
                                                        const char    *url,
                                                        GError       **error);
/* The addresses asked for since wg_test_browser_watch (char *; NULL
 * before), and the policy's refusals. */
const GPtrArray              *wg_test_browser_get_requests (WgTestBrowser *self);
guint                         wg_test_browser_get_n_violations (WgTestBrowser *self);

/* Sends the DevTools command @method with @params (a JSON object's text,
 * NULL: none) and waits for its answer: Input.dispatchTouchEvent,
 * Input.dispatchMouseEvent and the like. */
gboolean                      wg_test_browser_send (WgTestBrowser *self,
                                                    const char    *method,
                                                    const char    *params,
                                                    GError       **error);

/* Ends the browser and removes its profile. */
void                          wg_test_browser_close (WgTestBrowser *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WgTestBrowser, wg_test_browser_close)

G_END_DECLS
