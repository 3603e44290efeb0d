/* wg-share-words.c — the shared page's own words, in English and Japanese
 * Copyright 2026 The Warpgate Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A browser asks for its own language (Accept-Language), which need not be
 * the app's: the app's gettext catalog speaks the app's language only, so
 * the page's few headings are a table here, each in both languages, with
 * the terms of po/ja.po. The game's sentences (the Gatekeepers' steps, a
 * range, the score) are the app's, in the app's language.
 */
#include "config.h"

#include <string.h>

#include "wg-share-state.h"
#include "wg-share-words.h"

typedef struct
{
  const char *key;
  const char *en;
  const char *ja;
} Word;

static const Word words[] = {
  { "title", "Warpgate Companion — the table", "Warpgate Companion — 卓" },
  { "round", "Round", "ラウンド" },
  { "final_round", "Final round", "最終ラウンド" },
  { "slot", "Slot", "スロット" },
  { "turn", "Whose turn", "手番プレイヤー" },
  { "game_over", "The game is over", "ゲーム終了" },
  { "players", "Players", "プレイヤー" },
  { "gatekeepers", "The Gatekeepers", "ゲートキーパー" },
  { "no_steps", "No turn in progress.", "進行中のターンはない。" },
  { "measure", "Measured", "計測" },
  { "last_measure", "Last measured", "最後の計測" },
  { "path", "Path", "経路" },
  { "score", "Final Score", "最終得点" },
  { "player", "Player", "プレイヤー" },
  { "live", "Live", "ライブ" },
  { "offline", "Reconnecting…", "再接続中…" },
  { "stopped", "Sharing has stopped.", "共有は終了した。" },
  { "read_only", "A read-only view of the table.", "卓の閲覧専用の表示。" },
  { "zoom_in", "Zoom in", "拡大" },
  { "zoom_out", "Zoom out", "縮小" },
  { "zoom_fit", "Show the whole board", "ボード全体を表示" },
  { "revoked", "This address was revoked.", "このアドレスは無効にされた。" },
  { "your_hand", "Your hand", "あなたの手札" },
  { "your_score", "Your score so far", "現在の得点" },
  { "tactics", "Tactics", "戦術" },
  { "objectives", "Objectives", "目的" },
  { "technologies", "Technologies", "技術" },
  { "trade_goods", "Trade Goods", "交易品" },
  { "unspent", "unspent", "未使用" },
  { "spent", "spent", "使用済み" },
  { "tokens", "Discovery tokens", "発見トークン" },
  { "secret_technologies", "face down by Secret Technology", "秘密の技術で裏向き" },
  { "used", "used", "使用済み" },
  { "held", "held", "保持" },
  { "completed", "completed", "達成" },
  { "failed", "failed", "失敗" },
  { "none", "None", "なし" },
  { "ask", "Ask", "質問" },
  { "ask_hint", "Tap two locations to see the range between them.",
    "2つの場所をタップすると、その間の射程を表示する。" },
  { "ask_second", "Tap a second location.", "2つ目の場所をタップする。" },
  { "ask_rulings", "Rulings", "裁定" },
  { "ask_clear", "Clear", "消去" },
  { "ask_failed", "The app could not answer.", "アプリは答えられなかった。" },
  { "battle_attacks", "%s attacks %s", "%sが%sを攻撃" },
  { "battle_fought", "A battle is being fought.", "戦闘が行われている。" },
  { "battle_play", "Play this card", "このカードを出す" },
  { "battle_yours", "Your card: %s (hidden until both are in)",
    "あなたのカード: %s (両方が出そろうまで非公開)" },
  { "battle_waiting", "Waiting for %s…", "%sを待っている…" },
  { "battle_other_in", "%s has chosen a card.", "%sはカードを選んだ。" },
  /* ---- Ask: withdrawal, moves, odds ---- */
  { "ask_kinds", "What to ask", "質問の種類" },
  { "ask_range", "Range", "射程" },
  { "ask_withdrawal", "Withdrawal", "撤退" },
  { "ask_moves", "Moves", "移動" },
  { "ask_odds", "Odds", "勝率" },
  { "ask_withdrawal_hint", "Tap a planet with ships to see where its loser would withdraw.",
    "艦船のいる惑星をタップすると、敗者の撤退先を表示する。" },
  { "ask_moves_hint", "Pick an action and its X: its legal moves are drawn on the board.",
    "アクションとXを選ぶと、合法な移動をボードに表示する。" },
  { "ask_odds_hint", "Tap your ships, then a planet with another player’s ships.",
    "自分の艦船をタップし、次に他のプレイヤーの艦船がいる惑星をタップする。" },
  { "ask_odds_second", "Tap the planet to attack.", "攻撃する惑星をタップする。" },
  { "ask_action", "Action", "アクション" },
  { "ask_x", "X", "X" },
  { "ask_trade_good", "Spend a Trade Good (+1)", "交易品を使う（+1）" },
  { "ask_player", "Player", "プレイヤー" },
  { "ask_card", "Your card", "あなたのカード" },
  { "ask_no_card", "Before the cards", "カードを選ぶ前" },
  { "action_recon", "Recon", "偵察" },
  { "action_maneuver", "Maneuver", "機動" },
  { "action_skirmish", "Skirmish", "散兵" },
  { "action_advance", "Advance", "進軍" },
  { "action_concentrate", "Concentrate", "集中" },
  { "action_trade", "Trade", "交易" },
  { "action_research", "Research", "調査" },
  { "action_warp-in", "Warp-in", "ワープイン" },
  { "action_reinforce", "Reinforce", "補充" },
  { "action_control", "Control", "支配" },
  { "action_promote", "Promote", "昇進" },
  { "action_draw", "Draw", "カードを引く" },
  /* Proposing a move (page.js, proposer) */
  { "propose", "Propose a move", "手を提案する" },
  { "propose_action", "Action", "アクション" },
  { "propose_choose", "Choose an action", "アクションを選ぶ" },
  { "propose_x", "X", "X" },
  { "propose_ships", "Ships", "宇宙船" },
  { "propose_trade_good", "Spend a Trade Good (+1)", "交易品を使う (+1)" },
  { "propose_hint", "Choose an action, then tap its locations in order.",
    "アクションを選び、その場所を順にタップする。" },
  { "propose_locations", "Locations", "場所" },
  { "propose_legal", "Legal", "合法" },
  { "propose_send", "Send to the table", "卓に送る" },
  { "propose_clear", "Start again", "やり直す" },
  { "propose_withdraw", "Withdraw", "取り下げる" },
  { "propose_waiting", "Sent: waiting for the table.", "送信済み:卓の返事を待っている。" },
  { "propose_asking", "The table asks you:", "卓からの質問:" },
  { "propose_battle", "A battle follows at the table.", "卓で戦闘が続く。" },
  { "propose_applied", "Applied at the table.", "卓で適用された。" },
  { "propose_declined", "Declined:", "却下:" },
  { "propose_stale", "Dropped:", "取り消し:" },
  { "propose_refused", "Refused:", "拒否:" },
  { "propose_failed", "The app could not answer.", "アプリは答えられなかった。" },
  /* Maneuver's second group, proposed (page.js, proposer) */
  { "propose_second", "Second group", "第2グループ" },
  { "propose_second_ships", "Ships (second group)", "宇宙船(第2グループ)" },
  { "propose_second_locations", "Second group", "第2グループ" },
  { "propose_second_hint", "Tap the second group’s origin, then its destination.",
    "第2グループの出発地、次に目的地をタップする。" },
};

/* The q of one Accept-Language entry ("ja;q=0.8"): 1 without one. */
static double
entry_quality (const char *entry)
{
  const char *q = strstr (entry, ";q=");

  return q != NULL ? g_ascii_strtod (q + 3, NULL) : 1.0;
}

const char *
wg_share_words_language (const char *accept_language)
{
  g_auto (GStrv) entries = NULL;
  double ja = 0, en = 0;

  if (accept_language == NULL)
    return "en";
  entries = g_strsplit (accept_language, ",", 32);
  for (guint i = 0; entries[i] != NULL; i++)
    {
      const char *tag = g_strstrip (entries[i]);
      double      q = entry_quality (tag);

      if (g_ascii_strncasecmp (tag, "ja", 2) == 0 && (tag[2] == '\0' || tag[2] == '-' || tag[2] == ';'))
        ja = MAX (ja, q);
      else if (g_ascii_strncasecmp (tag, "en", 2) == 0 || tag[0] == '*')
        en = MAX (en, q);
    }
  /* Equal preferences keep English, the page's own language. */
  return ja > en ? "ja" : "en";
}

char *
wg_share_words_json (const char *language)
{
  gboolean ja = g_strcmp0 (language, "ja") == 0;
  GString *out = g_string_new ("{");

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      wg_share_json_string (out, words[i].key);
      g_string_append_c (out, ':');
      wg_share_json_string (out, ja ? words[i].ja : words[i].en);
    }
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}
