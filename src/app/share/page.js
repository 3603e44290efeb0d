// page.js — Share to the Table: shows the table from the app's event stream
// Copyright 2026 The Warpgate Companion authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The app sends the whole table as JSON after every change ("state"
// events, wg-share-state.h) and "stopped" when sharing ends. A player's own
// page also asks and proposes (POST, small JSON bodies: the Propose block);
// the watch page only reads.
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
  // "A read-only view": the watch page's; a player's own page also
  // proposes and plays cards.
  document.querySelector("footer").hidden = you != null;
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
  // The cards first, where a glance at the phone finds them; the score
  // so far after them.
  const parts = [who,
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
  parts.push(score, table);
  $("hand-body").replaceChildren(...parts);
}

// The board's SVG is the app's own (escaped text, no script), parsed as
// SVG rather than pasted as HTML. It comes anew with every change: the
// zoom and the place the reader left it at stay (view.adopt).
function showBoard(svg) {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg") return;
  const board = document.importNode(root, true);
  $("board").replaceChildren(board);
  view.adopt(board);
  asker.draw();
  proposer.draw();
}

// The board under the reader's hands. Pinch to zoom, drag to move it,
// the wheel zooms at the pointer, a double tap shows the whole board (or,
// with the whole board shown, zooms in where it was tapped); the buttons
// zoom out, in, and show the whole board. The view is the SVG's viewBox:
// a zoom (1: the whole board fits) and the board's point at the view's
// centre, in the SVG's own units, kept as the table changes.
const LEGIBLE_PX = 11.5; // a phone starts where the smallest label is this tall
const MOST_PX = 4; // the most zoomed in: CSS px per SVG unit (a hex 320 px wide)
const ZOOM_STEP = 1.5;
const phone = window.matchMedia("(max-width: 600px)");

const view = (() => {
  const el = $("board");
  let svg = null, base = null, key = null, smallest = Infinity;
  let zoom = 1, cx = 0, cy = 0, placed = false;

  const box = () => el.getBoundingClientRect();
  const fit = (r) => Math.min(r.width / base.w, r.height / base.h);
  // The zoom at which the smallest label is LEGIBLE_PX tall (at least 1).
  const reading = (r) => Math.max(1, LEGIBLE_PX / smallest / fit(r));
  const most = (r) => Math.max(MOST_PX / fit(r), 2 * reading(r));

  // Within bounds, and no farther than the board's edges.
  function clamp(r) {
    zoom = Math.min(Math.max(zoom, 1), most(r));
    const s = fit(r) * zoom;
    const keep = (c, lo, len, half) =>
      len <= 2 * half ? lo + len / 2 : Math.min(Math.max(c, lo + half), lo + len - half);
    cx = keep(cx, base.x, base.w, r.width / s / 2);
    cy = keep(cy, base.y, base.h, r.height / s / 2);
  }

  function apply() {
    const r = box();
    if (svg == null || r.width === 0 || r.height === 0) return false;
    clamp(r);
    const s = fit(r) * zoom, w = r.width / s, h = r.height / s;
    svg.setAttribute("viewBox", [cx - w / 2, cy - h / 2, w, h].map((v) => v.toFixed(3)).join(" "));
    return true;
  }

  // The first view of a board: zoomed in until its labels read on a phone,
  // the whole board elsewhere; at the board's centre.
  function home() {
    const r = box();
    if (svg == null || r.width === 0) return false;
    zoom = phone.matches && isFinite(smallest) ? reading(r) : 1;
    cx = base.x + base.w / 2;
    cy = base.y + base.h / 2;
    return apply();
  }

  function whole() {
    zoom = 1;
    apply();
  }

  // By @factor, the board's point under (@x, @y) (client px) staying there.
  function zoomAt(x, y, factor) {
    if (svg == null) return;
    const r = box();
    const s = fit(r) * zoom, dx = x - r.left - r.width / 2, dy = y - r.top - r.height / 2;
    const ux = cx + dx / s, uy = cy + dy / s;
    zoom = Math.min(Math.max(zoom * factor, 1), most(r));
    cx = ux - dx / (fit(r) * zoom);
    cy = uy - dy / (fit(r) * zoom);
    apply();
  }

  function panBy(dx, dy) {
    if (svg == null) return;
    const s = fit(box()) * zoom;
    cx -= dx / s;
    cy -= dy / s;
    apply();
  }

  function zoomCentre(factor) {
    const r = box();
    zoomAt(r.left + r.width / 2, r.top + r.height / 2, factor);
  }

  function toggle(x, y) {
    if (svg == null) return;
    if (zoom > 1.01) whole();
    else zoomAt(x, y, Math.max(reading(box()), 2) / zoom);
  }

  // A new drawing of the table: the same view, unless the board changed.
  function adopt(root) {
    const vb = (root.getAttribute("viewBox") || "").split(/[\s,]+/).map(Number);
    if (vb.length !== 4 || vb.some((v) => !isFinite(v)) || vb[2] <= 0 || vb[3] <= 0) return;
    svg = root;
    smallest = Infinity;
    root.querySelectorAll("text").forEach((t) => {
      const size = parseFloat(t.getAttribute("font-size"));
      if (size > 0) smallest = Math.min(smallest, size);
    });
    if (key !== vb.join(" ")) {
      key = vb.join(" ");
      base = { x: vb[0], y: vb[1], w: vb[2], h: vb[3] };
      el.style.setProperty("--board-aspect", vb[2] + " / " + vb[3]);
      placed = false;
    }
    placed = placed ? apply() || true : home();
  }

  new ResizeObserver(() => {
    placed = placed ? apply() || true : home();
  }).observe(el);
  return { el, adopt, whole, zoomAt, panBy, zoomCentre, toggle };
})();

// Asking from the phone (read-only GETs, wg-share-ask.h). Four questions,
// chosen in a segmented control: the range (a tap on a location, a tap on a
// second), where a battle's loser withdraws (a tap on a planet with ships),
// the legal moves of an action at an X (picked, no tap), and the odds of an
// attack (a tap on the player's ships, a tap on the planet; on a player's
// own address with one of their cards). The core's answer fills the Ask
// panel, in the app's own sentence, and is drawn over the board; a refusal
// shows the app's reason. A tap elsewhere, or Clear, clears. A location
// answers a tap within HIT_PX / 2 of its centre, or within its hex when
// that is larger.
const HIT_PX = 44;
const SVG_NS = "http://www.w3.org/2000/svg";
const ACTIONS = ["recon", "maneuver", "skirmish", "advance", "concentrate", "trade", "research",
  "warp-in", "reinforce", "control", "promote", "draw"];

const asker = (() => {
  let kind = "range", seat = false;
  let from = null, to = null, answer = null, asked = 0, before = null;
  const taps = { range: 2, withdrawal: 1, moves: 0, odds: 2 };
  const hints = { range: "ask_hint", withdrawal: "ask_withdrawal_hint", moves: "ask_moves_hint",
    odds: "ask_odds_hint" };

  const board = () => view.el.querySelector("svg");
  const hexAt = (svg, sel) => svg.querySelector("use[" + sel + "]");
  const byId = (svg, id) =>
    [...svg.querySelectorAll("use[data-id]")].find((u) => u.dataset.id === id) || null;
  const centre = (u) => [Number(u.getAttribute("x")), Number(u.getAttribute("y"))];

  // The hex's outer radius in SVG units (its first corner's distance).
  function hexRadius(svg) {
    const hex = svg.querySelector("#hex");
    const xy = hex ? (hex.getAttribute("points") || "").trim().split(/[\s,]+/).map(Number) : [];
    return xy.length >= 2 ? Math.hypot(xy[0], xy[1]) : 0;
  }

  // The location under client point (@x, @y), or null.
  function locationAt(x, y) {
    const svg = board(), m = svg ? svg.getScreenCTM() : null;
    if (m == null) return null;
    const p = new DOMPoint(x, y).matrixTransform(m.inverse());
    const scale = Math.hypot(m.a, m.b);
    let best = null, bestD = Infinity;
    svg.querySelectorAll("use[data-id]").forEach((u) => {
      const [ux, uy] = centre(u), d = Math.hypot(ux - p.x, uy - p.y);
      if (d < bestD) { best = u; bestD = d; }
    });
    const reach = Math.max(HIT_PX / 2 / scale, hexRadius(svg) * Math.sqrt(3) / 2);
    return best && bestD <= reach ? best.dataset.id : null;
  }

  function mark(svg, g, id, r, cls) {
    const u = byId(svg, id);
    if (u == null) return;
    const c = document.createElementNS(SVG_NS, "circle");
    const [x, y] = centre(u);
    c.setAttribute("cx", x);
    c.setAttribute("cy", y);
    c.setAttribute("r", r);
    c.setAttribute("class", cls || "ask-mark");
    g.append(c);
  }

  function drawPath(svg, g, r) {
    const ends = [byId(svg, answer.from), byId(svg, answer.to)];
    const middle = answer.hexes.map(([q, rr]) => hexAt(svg, `data-q="${q}"][data-r="${rr}"`));
    const hexes = [ends[0], ...middle, ends[1]];
    if (!hexes.every((u) => u != null)) return;
    // The ends stop at the two rings: the path never hides the letters of
    // the locations tapped.
    const points = hexes.map(centre);
    const toRing = (a, b) => {
      const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
      return d > 2 * r ? [a[0] + (b[0] - a[0]) * r / d, a[1] + (b[1] - a[1]) * r / d] : a;
    };
    const n = points.length;
    [points[0], points[n - 1]] = [toRing(points[0], points[1]), toRing(points[n - 1], points[n - 2])];
    const line = document.createElementNS(SVG_NS, "polyline");
    line.setAttribute("class", "ask-path");
    line.setAttribute("points", points.map((p) => p.join(",")).join(" "));
    line.setAttribute("stroke-width", Math.max(r / 3, 0.5));
    g.append(line);
  }

  const answered = () => answer != null && answer.sentence != null;

  // The selection and the answer, over the board (drawn anew with it).
  function draw() {
    const svg = board();
    if (svg == null) return;
    svg.querySelectorAll("g.ask").forEach((g) => g.remove());
    if (from == null && !answered()) return;
    const g = document.createElementNS(SVG_NS, "g");
    g.setAttribute("class", "ask");
    const r = Math.max(hexRadius(svg) * 0.6, 1);
    if (answered() && kind === "range" && answer.range != null) drawPath(svg, g, r);
    if (answered() && kind === "withdrawal")
      answer.marks.forEach((id) => mark(svg, g, id, r * 1.25, "ask-dest"));
    if (answered() && kind === "moves") {
      answer.marks.origins.forEach((id) => mark(svg, g, id, r * 0.8, "ask-origin"));
      answer.marks.destinations.forEach((id) => mark(svg, g, id, r * 1.25, "ask-dest"));
    }
    if (from != null) mark(svg, g, from, r);
    if (to != null) mark(svg, g, to, r);
    svg.append(g);
  }

  // What the answer adds below its sentence: the attacker's way back
  // (withdrawal), the ships lost on average (odds).
  function detail() {
    if (!answered()) return null;
    if (kind === "withdrawal" && answer.attacker_loses) return answer.attacker_loses.sentence;
    if (kind === "odds") return answer.average;
    return null;
  }

  function panel() {
    const done = answered(), refused = answer != null && answer.error != null;
    const second = kind === "odds" ? words.ask_odds_second : words.ask_second;
    setText("ask-text", done ? answer.sentence : refused ? answer.error
      : answer != null ? words.ask_failed
      : from != null && taps[kind] === 2 ? second : words[hints[kind]]);
    $("ask").classList.toggle("refused", refused);
    $("ask-detail").hidden = detail() == null;
    setText("ask-detail", detail());
    $("ask-path").hidden = !(done && kind === "range");
    $("ask-rulings").hidden = !done;
    $("ask-clear").disabled = from == null && answer == null;
    setText("ask-path-ids", done && kind === "range" ? answer.path.join(" → ") : "");
    setText("ask-ruling-ids", done ? answer.rulings.join(", ") : "");
    $("ask-moves").hidden = kind !== "moves";
    $("ask-odds").hidden = kind !== "odds" || !seat;
    $("ask-player-label").hidden = seat;
    document.body.dataset.ask = done ? "answered" : refused ? "refused"
      : from != null ? "picked" : "none";
  }

  function clear() {
    from = to = answer = null;
    asked++;
    draw();
    panel();
  }

  // The question asked now, as a path relative to the page.
  function question() {
    if (kind === "range") return "ask/range?" + new URLSearchParams({ from, to });
    if (kind === "withdrawal") return "ask/withdrawal?" + new URLSearchParams({ at: from });
    if (kind === "odds") {
      const q = new URLSearchParams({ from, at: to }), card = $("ask-card").value;
      if (seat && card) q.set(...card.split(/=(.*)/s, 2));
      return "ask/odds?" + q;
    }
    const q = new URLSearchParams({ action: $("ask-action").value, x: $("ask-x").value });
    if ($("ask-trade-good").checked) q.set("trade-good", "1");
    if (!seat) q.set("player", $("ask-player").value);
    return "ask/moves?" + q;
  }

  // Asks the app; a refusal's {"error"} is shown as it is.
  async function ask() {
    const n = ++asked;
    let got;
    try {
      const r = await fetch(question(), { cache: "no-store" });
      const body = await r.json().catch(() => ({}));
      got = r.ok ? body : { sentence: null, error: typeof body.error === "string" ? body.error : null };
      if (!r.ok && got.error == null) got = { sentence: null };
    } catch (e) {
      got = { sentence: null };
    }
    if (n !== asked) return;
    answer = got;
    draw();
    panel();
  }

  // A tap on the board at (@x, @y): picks the location there, or clears.
  function tap(x, y) {
    if (taps[kind] === 0) return;
    const id = locationAt(x, y);
    before = { from, to, answer };
    if (id == null) {
      if (from != null || answer != null) clear();
      return;
    }
    if (from == null || to != null || taps[kind] === 1 || answer != null) {
      from = id;
      to = answer = null;
      asked++;
      if (taps[kind] === 1) ask();
    } else {
      to = id;
      ask();
    }
    draw();
    panel();
  }

  // The second tap of a double tap (a zoom): the first one's pick undone.
  function undo() {
    if (before == null) return;
    ({ from, to, answer } = before);
    before = null;
    asked++;
    if (from != null && (to != null || taps[kind] === 1) && answer == null) ask();
    draw();
    panel();
  }

  function choose(k) {
    kind = k;
    document.querySelectorAll("#ask-kinds button").forEach((b) =>
      b.setAttribute("aria-pressed", String(b.dataset.kind === k)));
    from = to = answer = before = null;
    asked++;
    if (k === "moves") ask();
    draw();
    panel();
  }

  function option(value, text) {
    const o = document.createElement("option");
    o.value = value;
    o.textContent = text;
    return o;
  }

  // Keeps a <select>'s choice when its options are made again.
  function refill(select, options) {
    const kept = select.value;
    select.replaceChildren(...options);
    if ([...select.options].some((o) => o.value === kept)) select.value = kept;
  }

  // The table as it is: whose address this is, the players (the watch
  // address names whose moves), the player's own cards (the odds).
  function adopt(state) {
    seat = state.you != null;
    refill($("ask-player"), (state.players || []).map((p) => option(p.id, p.name)));
    const cards = seat ? state.you.tactics || [] : [];
    refill($("ask-card"), [option("", words.ask_no_card), ...cards
      .filter((t) => t.card != null || t.multiplier != null)
      .map((t) => option(t.card != null ? "card=" + t.card : "multiplier=" + t.multiplier,
        t.title + (t.multiplier != null ? " ×" + t.multiplier : "")))]);
    panel();
  }

  refill($("ask-action"), ACTIONS.map((a) => option(a, words["action_" + a])));
  refill($("ask-x"), [...Array(10).keys()].map((x) => option(String(x), String(x))));
  $("ask-x").value = "1";
  ["ask-action", "ask-x", "ask-player", "ask-trade-good"].forEach((id) =>
    $(id).addEventListener("change", () => { if (kind === "moves") ask(); }));
  $("ask-card").addEventListener("change", () => {
    if (kind === "odds" && from != null && to != null) ask();
  });
  document.querySelectorAll("#ask-kinds button").forEach((b) =>
    b.addEventListener("click", () => choose(b.dataset.kind)));
  $("ask-clear").addEventListener("click", clear);
  return { tap, undo, draw, adopt, locationAt, hexRadius };
})();

/* ---- Propose ---- */
// Proposing a move from a player's own page, on their turn (issue 33):
// the action, X and the Trade Good chosen here, the locations tapped on
// the board in order (with an action chosen, a tap is the proposal's, not
// the range's). Each tap asks the app to judge the move (POST judge:
// nothing changes); "Send to the table" proposes it once legal (POST
// propose). The app's verdict, its question and the outcome come back in
// this seat's "proposal" (state.json). Built with textContent only.
// Maneuver's second group (R-MOVE-5): once the app says one may be added,
// "Second group" sends the taps to its own list (origin, then destination),
// marked 2a, 2b on the board; turned off, the second group is forgotten.
const proposer = (() => {
  let cells = [], route = null, ships = null, verdict = null, version = null, mine = false;
  let judged = 0, listed = null, proposal = null;
  let second = false, cells2 = [], ships2 = null;

  const action = () => ($("propose-action") ? $("propose-action").value : "");
  const busy = () => proposal != null &&
    ["waiting", "asking", "battle"].includes(proposal.state);

  async function post(name, body, tries = 3) {
    let r, got;
    try {
      r = await fetch(name, {
        method: "POST",
        cache: "no-store",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(Object.assign({ version }, body)),
      });
      got = await r.json();
    } catch (e) {
      return { status: 0, body: { error: words.propose_failed } };
    }
    // Too many taps at once (nothing was done): asked again after the
    // moment the app asks for.
    if (r.status === 429 && tries > 1) {
      await new Promise((done) => setTimeout(done, 1000));
      return post(name, body, tries - 1);
    }
    return { status: r.status, body: got };
  }

  function move() {
    const body = { action: action(), x: Number($("propose-x").value),
      "trade-good": $("propose-trade-good").getAttribute("aria-pressed") === "true", cells };
    if (route != null) body.route = route;
    if (ships != null) body.ships = ships;
    if (second && cells2.length > 0) body["second-cells"] = cells2;
    if (second && ships2 != null) body["second-ships"] = ships2;
    return body;
  }

  // The second group off: its taps and ships forgotten.
  function forgetSecond() {
    second = false;
    cells2 = [];
    ships2 = null;
  }

  // The app's verdict on the move with its second group: none may follow
  // the first group now (the toggle goes, and the group with it: judged
  // again); on but not tapped yet, the move waits for its taps.
  function judgedSecond(v) {
    if (!second) return v;
    if (!v.second) {
      forgetSecond();
      draw();
      judge();
      return null;
    }
    return cells2.length === 0 && v.legal
      ? Object.assign({}, v, { legal: false, reason: words.propose_second_hint }) : v;
  }

  // The actions with a legal move now, the others disabled (judge with no
  // action); the one chosen kept.
  async function list() {
    if (listed === version) return;
    listed = version;
    const { status, body } = await post("judge", {});
    if (status !== 200 || !Array.isArray(body.actions)) return;
    const keep = action();
    const first = document.createElement("option");
    first.value = "";
    first.textContent = words.propose_choose;
    $("propose-action").replaceChildren(first, ...body.actions.map((a) => {
      const o = document.createElement("option");
      o.value = a.id;
      o.textContent = a.name;
      o.disabled = !a.moves;
      return o;
    }));
    $("propose-action").value = keep;
    if ($("propose-action").value !== keep) $("propose-action").value = "";
    if (keep === "" && typeof body.x === "number") $("propose-x").value = String(body.x);
  }

  async function judge() {
    const n = ++judged;
    verdict = null;
    panel();
    if (action() === "") return;
    const { status, body } = await post("judge", move());
    if (n !== judged) return;
    verdict = status === 200 ? body : { legal: false, reason: body.error || words.propose_failed };
    if (status === 200 && (verdict = judgedSecond(verdict)) == null) return;
    panel();
  }

  async function send() {
    if (verdict == null || !verdict.legal) return;
    judged++; // a judgement still on its way is of the move sent
    const { status, body } = await post("propose", move());
    if (status !== 200) {
      verdict = { legal: false, reason: body.error || words.propose_failed };
      panel();
      return;
    }
    cells = [];
    route = null;
    ships = null;
    verdict = null;
    forgetSecond();
    proposal = { state: body.state, sentence: body.sentence };
    draw();
    panel();
  }

  async function answer(id) {
    const { status, body } = await post("answer", { option: id });
    if (status !== 200) setText("propose-status", body.error || words.propose_failed);
  }

  async function withdraw() {
    await post("withdraw", {});
  }

  function clear() {
    cells = [];
    route = null;
    ships = null;
    verdict = null;
    forgetSecond();
    judged++;
    draw();
    panel();
  }

  function options(q, pick) {
    $("propose-question").hidden = q == null;
    if (q == null) return;
    setText("propose-question-text", q.text);
    $("propose-options").replaceChildren(...q.options.map((o) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = o.label;
      b.setAttribute("aria-label", o.label);
      b.dataset.option = o.id;
      b.addEventListener("click", () => pick(o.id));
      return b;
    }));
  }

  function outcome() {
    if (proposal == null) return "";
    const head = words["propose_" + proposal.state] || "";
    if (proposal.state === "waiting" || proposal.state === "battle" ||
        proposal.state === "applied")
      return head + (proposal.sentence ? " " + proposal.sentence : "");
    return proposal.reason ? head + " " + proposal.reason : head;
  }

  // How many ships a group takes, when it may take fewer than all: the
  // select @id shown with the app's range (null: hidden).
  function count(id, range) {
    const shown = range && range.max > range.min ? range : null;
    $(id).parentElement.hidden = shown == null;
    if (shown == null) return;
    const n = [];
    for (let k = shown.min; k <= shown.max; k++) n.push(k);
    $(id).replaceChildren(...n.map((k) => {
      const o = document.createElement("option");
      o.textContent = String(k);
      return o;
    }));
    $(id).value = String(shown.chosen);
  }

  // The second group's toggle (while the app says one may be added), its
  // taps and its ships.
  function secondPanel(v) {
    const toggle = $("propose-second");
    toggle.hidden = !mine || busy() || !(second || (v && v.second));
    toggle.setAttribute("aria-pressed", String(second));
    setText("propose-second-cells", !second ? ""
      : cells2.length ? words.propose_second_locations + ": " + cells2.join(" → ")
        : words.propose_second_hint);
    count("propose-second-ships", second && v ? v.second_ships : null);
  }

  function panel() {
    // While a proposal waits, no hint to tap: the panel says it waits.
    setText("propose-cells", cells.length ? words.propose_locations + ": " + cells.join(" → ")
      : action() !== "" && !busy() ? words.propose_hint : "");
    const v = verdict;
    setText("propose-verdict", v == null ? "" : v.legal ? words.propose_legal + ": " + v.sentence
      : v.reason || "");
    $("propose-verdict").className = v && v.legal ? "legal" : "";
    count("propose-ships", v && v.ships);
    secondPanel(v);
    const asked = proposal && proposal.state === "asking" ? proposal.question : null;
    const routeQ = !busy() && v && !v.legal && v.question ? v.question : null;
    options(asked || routeQ, asked ? answer : (id) => { route = id; judge(); });
    setText("propose-status", outcome());
    $("propose-send").disabled = busy() || v == null || !v.legal;
    $("propose-withdraw").hidden = !busy() || proposal.state === "battle";
    $("propose-clear").disabled = cells.length === 0 && cells2.length === 0 && verdict == null;
    document.body.dataset.propose = busy() ? proposal.state
      : v == null ? (proposal ? proposal.state : "none") : v.legal ? "legal" : "illegal";
  }

  // The locations tapped, numbered, over the board (drawn anew with it).
  function draw() {
    const svg = view.el.querySelector("svg");
    if (svg == null) return;
    svg.querySelectorAll("g.propose").forEach((g) => g.remove());
    if (cells.length === 0 && cells2.length === 0) return;
    const g = document.createElementNS(SVG_NS, "g");
    g.setAttribute("class", "propose");
    // Sized by the hex: the first group's rings around the planet's disc,
    // their numbers above it (never over the planet's letter); the second
    // group's (Maneuver) wider, 2a, 2b… beside the planet.
    const r = Math.max(asker.hexRadius(svg), 1);
    cells.forEach((id, i) => mark(svg, g, id, r, 0.62, [0, -0.68], String(i + 1), ""));
    cells2.forEach((id, i) => mark(svg, g, id, r, 0.8, [0.95, 0],
      "2" + String.fromCharCode(97 + i), " second"));
    svg.append(g);
  }

  // One tapped location @id's ring (@ring × the hex's radius @r) and its
  // @label at @at (× @r from the centre), in @g.
  function mark(svg, g, id, r, ring, at, label, kind) {
    const u = [...svg.querySelectorAll("use[data-id]")].find((e) => e.dataset.id === id);
    if (u == null) return;
    const x = Number(u.getAttribute("x")), y = Number(u.getAttribute("y"));
    const c = document.createElementNS(SVG_NS, "circle");
    c.setAttribute("cx", x);
    c.setAttribute("cy", y);
    c.setAttribute("r", r * ring);
    c.setAttribute("stroke-width", r / 12);
    c.setAttribute("class", "propose-mark" + kind);
    const t = document.createElementNS(SVG_NS, "text");
    t.setAttribute("x", x + r * at[0]);
    t.setAttribute("y", y + r * at[1]);
    t.setAttribute("font-size", r * 0.4);
    t.setAttribute("stroke-width", r / 10);
    t.setAttribute("class", "propose-mark-text" + kind);
    t.textContent = label;
    g.append(c, t);
  }

  // A tap on the board while an action is chosen: its location is the
  // move's next (FALSE: not the proposal's tap).
  function tap(x, y) {
    if (!mine || busy() || action() === "") return false;
    const id = asker.locationAt(x, y);
    if (id == null) return true;
    if (second) {
      if (cells2.length < 16) cells2.push(id);
      ships2 = null;
    } else {
      if (cells.length < 16) cells.push(id);
      route = null;
      ships = null;
    }
    draw();
    judge();
    return true;
  }

  // The second tap of a double tap (a zoom): the first one's location goes.
  function undo() {
    if (!mine || busy() || action() === "") return false;
    if (second && cells2.length > 0) cells2.pop();
    else if (cells.length > 0) cells.pop();
    else return false;
    draw();
    judge();
    return true;
  }

  // The panel's controls, made the first time it shows (never on the
  // watch page): every one at least 44 px and named for screen readers.
  function el(tag, id, word, cls) {
    const e = document.createElement(tag);
    if (id) e.id = id;
    if (word) e.textContent = words[word];
    if (cls) e.className = cls;
    return e;
  }

  function button(id, word, cls) {
    const b = el("button", id, word, cls);
    b.type = "button";
    b.setAttribute("aria-label", words[word]);
    return b;
  }

  function labelled(word, control) {
    const l = el("label", null, null, "propose-field");
    l.append(el("span", null, word), control);
    return l;
  }

  function build() {
    if ($("propose-action") != null) return;
    const pick = el("select", "propose-action");
    pick.setAttribute("aria-label", words.propose_action);
    const x = el("select", "propose-x");
    x.setAttribute("aria-label", words.propose_x);
    x.append(...[0, 1, 2, 3, 4].map((n) => el("option", null, null)));
    [...x.options].forEach((o, n) => { o.textContent = String(n); });
    const count = el("select", "propose-ships");
    count.setAttribute("aria-label", words.propose_ships);
    const countField = labelled("propose_ships", count);
    countField.hidden = true;
    const toggle2 = button("propose-second", "propose_second", "toggle");
    toggle2.setAttribute("aria-pressed", "false");
    toggle2.hidden = true;
    const count2 = el("select", "propose-second-ships");
    count2.setAttribute("aria-label", words.propose_second_ships);
    const count2Field = labelled("propose_second_ships", count2);
    count2Field.hidden = true;
    const secondRow = el("div", null, null, "propose-row");
    secondRow.append(toggle2, count2Field);
    const tg = button("propose-trade-good", "propose_trade_good", "toggle");
    tg.setAttribute("aria-pressed", "false");
    const question = el("div", "propose-question");
    question.hidden = true;
    question.append(el("p", "propose-question-text", null, "lead"),
      el("div", "propose-options", null, "propose-row"));
    const row = el("div", null, null, "propose-row");
    row.append(labelled("propose_action", pick), labelled("propose_x", x), tg);
    const buttons = el("div", null, null, "propose-row");
    const withdrawing = button("propose-withdraw", "propose_withdraw");
    withdrawing.hidden = true;
    buttons.append(button("propose-clear", "propose_clear"), withdrawing,
      button("propose-send", "propose_send", "suggested"));
    $("propose").replaceChildren(el("h2", null, "propose"), row,
      el("p", "propose-cells", null, "note"), countField, secondRow,
      el("p", "propose-second-cells", null, "note"), el("p", "propose-verdict"), question,
      el("p", "propose-status", null, "lead"), buttons);
    pick.addEventListener("change", clear);
    x.addEventListener("change", judge);
    count.addEventListener("change", () => {
      ships = Number(count.value);
      judge();
    });
    count2.addEventListener("change", () => {
      ships2 = Number(count2.value);
      judge();
    });
    toggle2.addEventListener("click", () => {
      if (second) forgetSecond();
      else second = true;
      draw();
      judge();
    });
    tg.addEventListener("click", () => {
      tg.setAttribute("aria-pressed", String(tg.getAttribute("aria-pressed") !== "true"));
      judge();
    });
    $("propose-clear").addEventListener("click", clear);
    $("propose-send").addEventListener("click", send);
    withdrawing.addEventListener("click", withdraw);
  }

  // A new table: shown on this seat's turn only; the move judged again.
  function show(state) {
    version = state.version;
    proposal = state.proposal || null;
    mine = state.you != null && state.you.active && !state.game_over;
    $("propose").hidden = !mine && !busy();
    if ($("propose").hidden) return;
    build();
    if (!mine) {
      panel();
      return;
    }
    list();
    if (cells.length > 0 || cells2.length > 0 || verdict != null) judge();
    else panel();
  }

  return { tap, undo, draw, show };
})();

// Pointers on the board: one drags, two pinch; a quick tap twice toggles
// the zoom, a single tap picks a location to ask about (asker).
(() => {
  const pointers = new Map();
  let gesture = null, lastTap = null;

  function pinch(id, x, y) {
    const ids = [...pointers.keys()].slice(0, 2);
    if (!ids.includes(id)) return;
    const p = pointers.get(id), o = pointers.get(ids[0] === id ? ids[1] : ids[0]);
    const before = Math.hypot(p.x - o.x, p.y - o.y), after = Math.hypot(x - o.x, y - o.y);
    view.panBy((x - p.x) / 2, (y - p.y) / 2);
    if (before > 0 && after > 0) view.zoomAt((x + o.x) / 2, (y + o.y) / 2, after / before);
  }

  function tapped(e) {
    const near = lastTap && e.timeStamp - lastTap.t < 400 &&
      Math.hypot(e.clientX - lastTap.x, e.clientY - lastTap.y) < 30;
    lastTap = near ? null : { t: e.timeStamp, x: e.clientX, y: e.clientY };
    if (near) {
      if (!proposer.undo()) asker.undo();
      view.toggle(e.clientX, e.clientY);
    } else if (!proposer.tap(e.clientX, e.clientY)) asker.tap(e.clientX, e.clientY);
  }

  view.el.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    view.el.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 1) gesture = { x: e.clientX, y: e.clientY, t: e.timeStamp, many: false };
    else if (gesture) gesture.many = true;
    view.el.classList.add("dragging");
  });
  view.el.addEventListener("pointermove", (e) => {
    const p = pointers.get(e.pointerId);
    if (p == null) return;
    if (pointers.size === 1) view.panBy(e.clientX - p.x, e.clientY - p.y);
    else pinch(e.pointerId, e.clientX, e.clientY);
    p.x = e.clientX;
    p.y = e.clientY;
  });
  const end = (e) => {
    if (!pointers.delete(e.pointerId) || pointers.size > 0) return;
    view.el.classList.remove("dragging");
    const g = gesture;
    gesture = null;
    if (e.type === "pointerup" && g && !g.many && e.timeStamp - g.t < 300 &&
        Math.hypot(e.clientX - g.x, e.clientY - g.y) < 10) tapped(e);
    else lastTap = null;
  };
  view.el.addEventListener("pointerup", end);
  view.el.addEventListener("pointercancel", end);
  view.el.addEventListener("wheel", (e) => {
    e.preventDefault();
    const lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    view.zoomAt(e.clientX, e.clientY, Math.exp(-e.deltaY * lines * 0.002));
  }, { passive: false });
  $("zoom-in").addEventListener("click", () => view.zoomCentre(ZOOM_STEP));
  $("zoom-out").addEventListener("click", () => view.zoomCentre(1 / ZOOM_STEP));
  $("zoom-fit").addEventListener("click", () => view.whole());
})();

/* ---- Battle ---- */
// A battle open on the desktop (wg-share-duel.h). On a side's own page:
// its cards as big buttons, "Play this card" (POST tactic), then
// "Waiting for Red…", then both cards and the result in the app's
// sentences. The watch page (and a player not in the battle) sees only
// that a battle is fought and, after, who won. DOM and textContent only.
const battle = (() => {
  let picked = null, key = null, sending = false, version = null, shown = null;
  // Made here and put in the panel only while a card can be played: no
  // control is left in the page where nothing can be tapped.
  const playButton = document.createElement("button");
  playButton.type = "button";
  playButton.id = "battle-play";
  playButton.className = "battle-play";
  playButton.textContent = words.battle_play;

  function fill(template, name) {
    // A function: a name holding "$&" is put in as written.
    return template.replace("%s", () => name);
  }

  function cardButton(card, chosenId) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "battle-card";
    b.dataset.id = card.id;
    b.textContent = card.label;
    const on = (picked || chosenId) === card.id;
    b.setAttribute("aria-pressed", on ? "true" : "false");
    b.addEventListener("click", () => pick(card.id));
    return b;
  }

  function typedCards(b) {
    const cards = [];
    for (let n = 0; n <= 9; n++) cards.push({ id: "x" + n, label: "×" + n, multiplier: n });
    return b.can_type ? cards : [];
  }

  function pick(id) {
    picked = id;
    render(shown);
  }

  function showResult(b) {
    const r = b.result;
    $("battle-result").hidden = r == null;
    if (r == null) return;
    // One line a side: whose, the card, the strength, the losses.
    const side = (name, card, strength, casualties) =>
      [card, strength, casualties].filter((t) => t != null).reduce((a, t) => a + " — " + t, name);
    const st = r.strength || [null, null];
    const lines = [side(b.attacker, r.attacker, st[0], r.casualties[0]),
      side(b.defender, r.defender, st[1], r.casualties[1]), ...(r.effects || [])];
    if (r.withdrawal) lines.push(r.withdrawal);
    setText("battle-winner", r.winner);
    fillList($("battle-lines"), lines, (text) => cell("li", text));
  }

  function status(b) {
    if (b.result != null) return "";
    if (b.chosen != null && !b.other_chosen) return fill(words.battle_waiting, b.other);
    if (b.other_chosen) return fill(words.battle_other_in, b.other);
    return "";
  }

  function render(b) {
    const side = b != null && b.role != null;
    setText("battle-title", b.title);
    setText("battle-who", fill(fill(words.battle_attacks, b.attacker), b.defender));
    setText("battle-side", side ? b.side : words.battle_fought);
    const open = side && b.result == null;
    const chosenId = side && b.chosen ? b.chosen.id : null;
    const cards = side ? [...b.cards, ...typedCards(b)] : [];
    $("battle-cards").replaceChildren(...(open ? cards.map((c) => cardButton(c, chosenId)) : []));
    setText("battle-note", open ? b.note : "");
    $("battle-actions").replaceChildren(...(open ? [playButton] : []));
    playButton.disabled = sending || picked == null || picked === chosenId;
    setText("battle-mine", open && b.chosen ? fill(words.battle_yours, b.chosen.label) : "");
    setText("battle-status", side ? status(b) : "");
    showResult(b);
  }

  async function play() {
    if (picked == null || sending) return;
    sending = true;
    render(shown);
    const body = picked.startsWith("x") && !shown.cards.some((c) => c.id === picked)
      ? { version, multiplier: Number(picked.slice(1)) } : { version, card: picked };
    let text = "";
    try {
      const r = await fetch("tactic", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = await r.json();
      if (!r.ok) text = answer.error || words.ask_failed;
      else picked = null;
    } catch (e) {
      text = words.ask_failed;
    }
    sending = false;
    setText("battle-error", text);
    render(shown);
  }

  function show(b, seq) {
    version = seq;
    $("battle").hidden = b == null;
    if (b == null) {
      picked = key = shown = null;
      setText("battle-error", "");
      return;
    }
    const k = b.title + "|" + b.attacker + "|" + b.defender + "|" + (b.role || "");
    if (k !== key) {
      picked = null;
      setText("battle-error", "");
    }
    const fresh = k !== key;
    key = k;
    shown = b;
    render(b);
    // A side's page brings its cards into view when the battle opens.
    if (fresh && b.role != null) $("battle").scrollIntoView({ block: "start" });
  }

  playButton.addEventListener("click", play);
  return { show };
})();

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
  battle.show(state.battle || state.battle_fought, state.version);
  asker.adopt(state);
  proposer.show(state);
  document.body.dataset.seq = state.seq;
  // The table's version, which every write to the table carries.
  document.body.dataset.version = state.version;
}

function connection(text, kind) {
  const el = $("connection");
  el.textContent = text;
  el.className = "connection " + kind;
}

document.querySelectorAll("[data-word]").forEach((el) => {
  el.textContent = words[el.dataset.word];
});
document.querySelectorAll("[data-label]").forEach((el) => {
  el.setAttribute("aria-label", words[el.dataset.label]);
  el.title = words[el.dataset.label];
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
