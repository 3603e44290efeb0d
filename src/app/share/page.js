// page.js — Share to the Table: shows the table from the app's event stream
// Copyright 2026 The Warpgate Companion authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The app sends the whole table as JSON after every change ("state"
// events, wg-share-state.h) and "stopped" when sharing ends. The page only
// reads: it never sends anything but the stream's own request.
"use strict";

const words = JSON.parse(document.getElementById("words").textContent);
const $ = (id) => document.getElementById(id);

function setText(id, text) {
  $(id).textContent = text == null ? "" : String(text);
}

function swatch(color) {
  const span = document.createElement("span");
  span.className = "swatch";
  span.style.background = color;
  return span;
}

function fillList(list, items, make) {
  list.replaceChildren(...items.map(make));
}

function showTurn(state) {
  setText("round", state.round);
  setText("slot", state.slot);
  $("active").querySelector(".swatch").style.background = state.turn_color;
  $("active").querySelector(".name").textContent = state.turn;
  const final = $("final");
  final.hidden = !state.final_round && !state.game_over;
  final.textContent = state.game_over ? words.game_over : words.final_round;
  fillList($("player-list"), state.players, (p) => {
    const li = document.createElement("li");
    li.className = p.active ? "active" : "";
    li.append(swatch(p.color), document.createTextNode(p.name));
    return li;
  });
}

function showGatekeepers(ai) {
  $("gatekeepers").hidden = ai == null;
  if (ai == null) return;
  const card = [ai.card, ai.action].filter((s) => s).join(" — ");
  setText("ai-card", card);
  setText("ai-question", ai.question);
  fillList($("ai-steps"), ai.steps, (text) => {
    const li = document.createElement("li");
    li.textContent = text;
    return li;
  });
  setText("ai-note", ai.note);
}

function showMeasure(measure) {
  $("measure").hidden = measure == null;
  if (measure == null) return;
  $("measure").classList.toggle("earlier", !measure.current);
  setText("measure-title", measure.current ? words.measure : words.last_measure);
  setText("measure-text", measure.text);
  setText("measure-path", measure.path.join(" → "));
}

function cell(tag, text) {
  const el = document.createElement(tag);
  el.textContent = String(text);
  return el;
}

function showScore(score) {
  $("score").hidden = score == null;
  if (score == null) return;
  const head = document.createElement("tr");
  head.append(cell("th", words.player), ...score.columns.map((c) => cell("th", c)));
  const rows = score.rows.map((r) => {
    const tr = document.createElement("tr");
    tr.className = r.winner ? "winner" : "";
    const name = cell("td", r.name);
    name.prepend(swatch(r.color), document.createTextNode(" "));
    tr.append(name, ...r.values.map((v) => cell("td", v)));
    return tr;
  });
  $("score-table").replaceChildren(head, ...rows);
  setText("score-winner", score.winner);
  setText("score-tiebreak", score.tiebreak);
  fillList($("score-notes"), score.notes, (text) => cell("li", text));
}

// A player's own address: their hand ("you", wg-share-state.h), built
// with DOM calls and textContent only — nothing from the file as HTML.
function handPart(title, items, make) {
  const h3 = cell("h3", title);
  const list = document.createElement("ul");
  if (items.length === 0) list.append(cell("li", words.none));
  else list.append(...items.map(make));
  return [h3, list];
}

function handItem(title, detail) {
  const li = document.createElement("li");
  li.append(cell("strong", title));
  if (detail) li.append(document.createTextNode(" · " + detail));
  return li;
}

function showHand(you) {
  $("hand").hidden = you == null;
  if (you == null) return;
  const who = cell("p", you.name);
  who.className = "lead";
  who.prepend(swatch(you.color), document.createTextNode(" "));
  const score = cell("h3", words.your_score);
  const table = document.createElement("table");
  table.append(...you.score.map((c) => {
    const tr = document.createElement("tr");
    tr.append(cell("th", c.title), cell("td", c.value));
    return tr;
  }));
  const tg = you.trade_goods;
  const parts = [who, score, table,
    ...handPart(words.tactics, you.tactics, (t) => handItem(t.title, t.detail)),
    ...handPart(words.objectives, you.objectives, (o) =>
      handItem(o.name || o.type, (o.name ? o.type + " · " : "") + words[o.status])),
    ...handPart(words.technologies, you.technologies, (t) => handItem(t.title, t.detail)),
    cell("h3", words.trade_goods),
    cell("p", tg.unspent + " " + words.unspent + " · " + tg.spent + " " + words.spent)];
  if (you.tokens) {
    parts.push(...handPart(words.tokens, you.tokens.discoveries, (d) =>
      handItem(d.name, d.text + (d.used ? " · " + words.used : ""))));
    parts.push(cell("p", you.tokens.held + " " + words.held + " · "
      + you.tokens.secret_technologies + " " + words.secret_technologies));
  }
  $("hand-body").replaceChildren(...parts);
}

// The board's SVG is the app's own (escaped text, no script), parsed as
// SVG rather than pasted as HTML.
function showBoard(svg) {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg") return;
  $("board").replaceChildren(document.importNode(root, true));
}

function show(state) {
  if (state.board == null) return;
  setText("board-name", state.board);
  document.title = state.board + " — " + words.title;
  showBoard(state.svg);
  showTurn(state);
  showHand(state.you);
  showGatekeepers(state.gatekeepers);
  showMeasure(state.measure);
  showScore(state.score);
  document.body.dataset.seq = state.seq;
}

function connection(text, kind) {
  const el = $("connection");
  el.textContent = text;
  el.className = "connection " + kind;
}

document.querySelectorAll("[data-word]").forEach((el) => {
  el.textContent = words[el.dataset.word];
});
document.title = words.title;
connection(words.offline, "offline");

const events = new EventSource("events");
events.addEventListener("open", () => connection(words.live, "live"));
events.addEventListener("error", () => connection(words.offline, "offline"));
events.addEventListener("state", (e) => show(JSON.parse(e.data)));
events.addEventListener("revoked", () => {
  events.close();
  connection(words.revoked, "stopped");
});
events.addEventListener("stopped", () => {
  events.close();
  connection(words.stopped, "stopped");
});
