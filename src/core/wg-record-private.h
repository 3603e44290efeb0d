/* wg-record-private.h — what wg-record.c and wg-record-json.c share
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "wg-record.h"

G_BEGIN_DECLS

/* Adds the step's own part of its digest to @sum (after the table's text:
 * wg_record_step_digest). */
void wg_record_sum_step (GChecksum          *sum,
                         const WgRecordStep *step);

G_END_DECLS
