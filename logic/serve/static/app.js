// The ruling playground: vanilla JS over the JSON API (see /docs). No build step, nothing fetched
// from anywhere but this server.
"use strict";

const $ = (sel, root = document) => root.querySelector(sel);
const state = { info: null, clauses: {}, readings: {} };

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

async function api(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method, headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    return { ok: false, status: 0, data: { error: "the server does not answer (is ruling serve running?)", where: "" } };
  }
  let data;
  try { data = await res.json(); } catch (e) { data = { error: `HTTP ${res.status}`, where: path }; }
  return { ok: res.ok, status: res.status, data };
}

// replaceChildren, leaving out the null/false/undefined parts of a view
function fill(box, ...kids) {
  box.replaceChildren(...kids.flat(Infinity).filter(k => k !== null && k !== undefined && k !== false));
}

function say(box, text, kind = "error") {
  box.className = "message " + (text ? kind : "");
  box.textContent = text || "";
}

function errorText(r) {
  const d = r.data || {};
  const where = d.where ? ` (${d.where})` : "";
  const head = { 504: "Stopped at the time limit", 503: "The server is busy", 413: "Too large", 422: "Past a limit" }[r.status]
    || "Error";
  const limit = r.status === 504 ? " — try a shorter wording or a smaller scenario" : "";
  return `${head}${where}: ${d.error}${limit}`;
}

function fillSelect(sel, values, chosen, labels = {}) {
  fill(sel, ...values.map(v => h("option", { value: v, selected: v === chosen }, labels[v] || v || "—")));
}

const a = w => (w === "*" ? "any card" : (/^[aeiou]/.test(w) ? "an " : "a ") + w.replaceAll("_", " "));

async function clausesOf(rules) {
  if (!state.clauses[rules]) {
    const r = await api("GET", `/api/clauses?rules=${encodeURIComponent(rules)}`);
    state.clauses[rules] = r.ok ? r.data.clauses : {};
  }
  return state.clauses[rules];
}

// the clauses of a rule base that have readings, by id (question, readings by name), from /api/readings
async function readingsOf(rules) {
  if (!state.readings[rules]) {
    const r = await api("GET", `/api/readings?rules=${encodeURIComponent(rules)}`);
    state.readings[rules] = r.ok ? r.data : { clauses: [], error: r };
  }
  return state.readings[rules];
}

function readingIndex(data) {
  const out = {};
  for (const c of data.clauses || []) out[c.clause] = { ...c, byName: Object.fromEntries(c.readings.map(x => [x.name, x])) };
  return out;
}

// what a clause's readings disagree on, in words (its question; its paraphrase if it has none)
const questionOf = c => c.question || c.says;

// the clause behind a label in words: its id, citation and reading names, one click away
function clauseRef(c, extra = []) {
  return h("details", { class: "clause-ref" }, h("summary", {}, "clause"),
    h("code", {}, c.clause), " ", h("cite", {}, c.citation), extra);
}

function rulingWords(r) {
  if (r.status === "holds") return answerText(r.answer);
  if (r.status === "ambiguous") return Array.isArray(r.answer) && r.answer.every(x => typeof x === "string")
    ? `ambiguous (${r.answer.join(" or ")})` : "ambiguous";
  if (r.status === "contradictory") return "without a ruling (the rules clash)";
  return r.status;
}

// a settled reading a verdict rests on, in words: the question, the reading taken, the other one's ruling
function dependsView(deps, index) {
  return deps.map(d => {
    const c = index[d.clause];
    if (!c) return h("p", { class: "note" }, `Rests on how clause ${d.clause} is read.`);
    const [taken, other] = d.readings.map(n => c.byName[n] || { name: n, says: n });
    return h("div", { class: "note depends" },
      h("p", {}, "This ruling rests on a reading: ", h("b", { class: "question" }, questionOf(c)), " "),
      h("p", {}, "It is read as: ", h("q", {}, taken.says),
        d.settled_by ? h("span", { class: "muted" }, ` (settled by ${d.settled_by})`) : null, "."),
      h("p", {}, "Read the other way, ", h("q", {}, other.says), ", it would be ",
        h("b", {}, rulingWords(d.other).replaceAll("_", " ")), "."),
      clauseRef(c, [h("div", { class: "muted" }, `readings: ${taken.name} (taken), ${other.name}`)]));
  });
}

// -- verdicts, clauses, worlds ------------------------------------------------------------------------

function clauseList(ids, clauses, cls = "") {
  return h("ul", { class: "clauses " + cls }, ids.map(id => {
    const c = clauses[id];
    return h("li", { class: "clause", "data-clause": id },
      h("code", {}, id),
      c ? h("span", { class: "says" }, c.says) : null,
      c ? h("cite", {}, c.citation) : null);
  }));
}

function worldView(world, rulings) {
  if (!world || !world.players) return h("p", { class: "muted" }, "no world to show");
  const occByCard = {};
  for (const o of world.occurrences || []) (occByCard[o.card] ||= []).push(o);
  const actByCard = {};
  for (const x of world.actions || []) (actByCard[x.card] ||= []).push(x);
  const players = (world.players.length ? world.players : ["(a player)"]).map(p => {
    const cards = (world.cards || []).filter(c => c.controller === p);
    return h("div", { class: "w-player" },
      h("div", { class: "w-player-name" }, h("span", { class: "w-who" }, "player"), " " + p),
      cards.map(c => h("div", { class: "w-card" + (c.encounter_card ? " encounter" : "") },
        h("div", { class: "w-card-head" }, h("b", {}, c.id), " ", a(c.card_type)),
        h("div", { class: "w-card-sub" }, c.attachment.replaceAll("_", " "),
          c.owner && c.owner !== c.controller ? `, owned by ${c.owner}` : "",
          c.encounter_card ? ", encounter card" : ""),
        (occByCard[c.id] || []).map(o => h("div", { class: "w-occ" },
          h("b", {}, o.id), `: “you” as ${o.function} (${o.position}) in ${o.sentence}, resolved by ${o.resolving_player}`)),
        (actByCard[c.id] || []).map(x => h("div", { class: "w-occ" },
          h("b", {}, x.id), `: ${a(x.kind)} resolved by ${x.player}`)))));
  });
  const out = [h("div", { class: "world" }, players)];
  if (rulings && rulings.length) {
    const keys = [...new Set(rulings.flatMap(r => Object.keys(r)))];
    out.push(h("table", { class: "rulings" },
      h("tr", {}, h("th", {}, ""), rulings.map((_, i) => h("th", {}, `ruling ${i + 1}`))),
      keys.map(k => h("tr", {}, h("th", {}, k),
        rulings.map(r => h("td", {}, Object.entries(r[k] || {}).map(([x, y]) => `${x} = ${y}`).join(", ")))))));
  }
  return h("div", {}, out);
}

// an answer: "identity", or per game function of one word: "player (be_attacked), identity (take_damage)"
function answerText(a) {
  if (a && typeof a === "object" && !Array.isArray(a))
    return Object.entries(a).map(([f, x]) => `${x} (${f})`).join(", ");
  return String(a);
}

function statusOf(o) {
  if (o.status === "unclassified") return { cls: "is-unclassified", label: "?" };
  const v = o.verdict;
  if (v.status === "holds") {
    const known = ["identity", "player"].includes(v.answer);
    return { cls: known ? "is-" + v.answer : "is-unknown", label: answerText(v.answer) };
  }
  if (v.status === "ambiguous") return { cls: "is-ambiguous", label: "ambiguous" };
  if (v.status === "contradictory") return { cls: "is-contradictory", label: "no ruling" };
  return { cls: "is-unknown", label: v.status };
}

function verdictView(v, clauses, index = {}) {
  if (v.status === "holds") {
    const deps = (v.depends_on || []).filter(d => d.settled);
    return h("div", { class: "verdict" },
      h("p", {}, "Ruling: ", h("b", { class: "answer" }, answerText(v.answer)), " (proved)."),
      v.clauses.length ? [h("p", { class: "label" }, "because:"), clauseList(v.clauses, clauses)] : null,
      (v.details.worlds || []).map(w => worldView(w)),
      deps.length ? dependsView(deps, index)
        : v.details.note ? h("p", { class: "note" }, "Note: " + v.details.note) : null,
      h("p", { class: "scope" }, "scope: " + v.scope));
  }
  if (v.status === "ambiguous" && v.details.by === "reading") {
    // each ruling under a reading, said with the reading's own words; the clause id a click away
    const readingWords = key => {
      if (key === "default") return "as this rule base reads its clauses";
      const [id, name] = key.split("=");
      const c = index[id], x = c && c.byName[name];
      return x ? h("span", {}, "if ", h("q", {}, questionOf(c)), " is answered: ", h("q", {}, x.says)) : key;
    };
    return h("div", { class: "verdict" },
      h("p", {}, "Ambiguous by the text: the ruling turns on how a rule is read, and no authority settles it."),
      h("ul", { class: "by-reading" }, v.rulings.map(r => h("li", { title: r.reading }, readingWords(r.reading), ": ",
        h("b", {}, rulingWords(r))))),
      h("p", { class: "label" }, "clause(s) at stake:"), clauseList(v.clauses, clauses));
  }
  if (v.status === "ambiguous") {
    return h("div", { class: "verdict" },
      h("p", {}, "Ambiguous: two rulings satisfy every clause: ",
        h("b", {}, v.answer[0]), " and ", h("b", {}, v.answer[1]), "."),
      h("p", { class: "label" }, "clauses at stake:"), clauseList(v.clauses, clauses),
      h("p", { class: "label" }, "a world where both rulings hold:"), worldView(v.counterexample, v.rulings));
  }
  if (v.status === "contradictory") {
    return h("div", { class: "verdict" },
      h("p", {}, "Contradictory: no ruling satisfies these clauses together (minimal core):"),
      clauseList(v.clauses, clauses, "core"),
      h("p", { class: "label" }, "in this world:"), worldView(v.counterexample));
  }
  return h("div", { class: "verdict" }, h("p", {}, `Unknown: the solver could not decide (${v.reason}); nothing is claimed.`));
}

// which player a "you" is (the seat: `ruling you --text --json`'s "seat")
function seatView(seat, clauses, index = {}) {
  let what;
  if (seat.status === "holds") what = [h("b", { class: "answer" }, seat.player), " (proved)"];
  else if (seat.status === "ambiguous") what = [h("b", {}, "ambiguous"), ": two rulings name different players, ",
    h("b", {}, String(seat.player[0])), " and ", h("b", {}, String(seat.player[1]))];
  else if (seat.status === "contradictory") what = [h("b", {}, "no ruling"), ": these clauses clash"];
  else what = [h("b", {}, seat.status), ": nothing is claimed"];
  return h("div", { class: "verdict seat" },
    h("p", {}, "Which player: ", what, "."),
    seat.clauses.length ? [h("p", { class: "label" }, seat.status === "contradictory" ? "core:" : "because:"),
      clauseList(seat.clauses, clauses)] : null,
    (seat.depends_on || []).some(d => d.settled) ? dependsView(seat.depends_on.filter(d => d.settled), index)
      : seat.note ? h("p", { class: "note" }, "Note: " + seat.note) : null);
}

function highlighted(sentence, occs, prefix) {
  const parts = [];
  let at = 0;
  for (const [i, o] of occs) {
    if (o.start < at) continue;
    parts.push(sentence.slice(at, o.start));
    const st = statusOf(o);
    parts.push(h("a", { class: "you " + st.cls, href: `#${prefix}-occ-${i}`, title: st.label },
      h("span", { class: "w" }, sentence.substr(o.start, o.word.length)), h("sup", {}, st.label)));
    at = o.start + o.word.length;
  }
  parts.push(sentence.slice(at));
  return parts;
}

async function renderYou(box, data, prefix) {
  const clauses = await clausesOf(data.rule_base);
  const index = readingIndex(await readingsOf(data.rule_base));
  const bySentence = new Map();
  data.occurrences.forEach((o, i) => {
    if (!bySentence.has(o.sentence_index)) bySentence.set(o.sentence_index, { text: o.sentence, occs: [] });
    bySentence.get(o.sentence_index).occs.push([i, o]);
  });
  const counts = {};
  data.occurrences.forEach(o => { const l = statusOf(o).label; counts[l] = (counts[l] || 0) + 1; });
  fill(box, 
    h("h2", {}, data.rule_base, h("span", { class: "muted" },
      ` — ${data.occurrences.length} “you”: ` + Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(", "))),
    h("div", { class: "text" }, [...bySentence.values()].map(s =>
      h("p", { class: "sentence" }, highlighted(s.text, s.occs, prefix)))),
    h("ol", { class: "occurrences" }, data.occurrences.map((o, i) => {
      const st = statusOf(o);
      const head = o.case
        ? `${o.case.function} (${o.case.position}) on ${a(o.case.card_type)} (${o.case.attachment.replaceAll("_", " ")})`
        : `unclassified: ${o.reason}`;
      return h("li", { id: `${prefix}-occ-${i}`, class: "occurrence " + st.cls },
        h("div", { class: "occ-head" }, h("span", { class: "badge " + st.cls }, st.label),
          ` “${o.word}” in “${o.phrase}”: `, h("span", { class: "muted" }, head)),
        o.verdict ? verdictView(o.verdict, clauses, index) : null,
        o.seat ? seatView(o.seat, clauses, index) : null);
    })));
}

// -- the card view ----------------------------------------------------------------------------

function selectedReadings() {
  const out = {};
  // only the readings changed from the rule base's default: a default left as it is stays open to question
  for (const sel of document.querySelectorAll("#readings-body select"))
    if (sel.value !== sel.dataset.default) out[sel.dataset.clause] = sel.value;
  return out;
}

// each clause with readings: its question in words, the readings by what they say, whether an
// authority settles it; the clause id, citation and reading names one click away
async function loadReadings(rules) {
  const body = $("#readings-body");
  const data = await readingsOf(rules);
  if (data.error) { body.textContent = errorText(data.error); return; }
  if (!data.clauses.length) { fill(body, h("span", { class: "muted" }, "no readings in this rule base")); return; }
  fill(body, ...data.clauses.map((c, i) => {
    const id = `reading-${i}`;
    const settledBy = (c.readings.find(x => x.name === c.default) || {}).settled_by;
    const says = name => (c.readings.find(x => x.name === name) || {}).says || "";
    const chosen = h("div", { class: "reading-says" }, says(c.default));  // in full: the select may cut it
    return h("div", { class: "reading", "data-clause": c.clause },
      h("label", { class: "question", for: id }, questionOf(c)),
      h("select", { id, "data-clause": c.clause, "data-default": c.default,
                    onchange: ev => { chosen.textContent = says(ev.target.value); } },
        c.readings.map(x => h("option", { value: x.name, selected: x.name === c.default, title: x.says },
          x.says))),
      chosen,
      h("div", { class: "reading-state " + (c.settled ? "settled" : "open") },
        c.settled ? `settled (by ${settledBy})` : "open: no authority settles it"),
      clauseRef(c, [h("ul", {}, c.readings.map(x => h("li", {}, h("code", {}, x.name),
        x.name === c.default ? " (this rule base's reading)" : "",
        x.settled_by ? ` settled by ${x.settled_by}` : "", x.literal ? ", the words as they stand" : "")))]));
  }));
}

async function ruleCard(ev) {
  ev && ev.preventDefault();
  const msg = $("#card-message"), box = $("#card-result");
  const text = $("#card-text").value;
  if (text.length > state.info.limits.text) {
    say(msg, `The wording has ${text.length} characters; the limit is ${state.info.limits.text}.`);
    return;
  }
  say(msg, "Asking the solver…", "busy");
  const body = { text, rules: $("#card-rules").value, card_type: $("#card-type").value,
    attachment: $("#card-attachment").value || null, resolver: $("#card-resolver").value || null,
    readings: selectedReadings() };
  const r = await api("POST", "/api/you", body);
  if (!r.ok) { say(msg, errorText(r)); fill(box); return; }
  say(msg, "");
  await renderYou(box, r.data, "card");
}

let searchTimer = null;
function searchCards() {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(async () => {
    const q = $("#card-search").value.trim();
    const list = $("#card-hits");
    if (!q) { fill(list); return; }
    const r = await api("GET", `/api/cards?q=${encodeURIComponent(q)}`);
    if (!r.ok) { fill(list, h("li", { class: "muted" }, errorText(r))); return; }
    if (!r.data.cards.length) { fill(list, h("li", { class: "muted" }, "no card found")); return; }
    fill(list, ...r.data.cards.map(c => h("li", {},
      h("button", { type: "button", class: "hit", onclick: () => pickCard(c.code, c.face) },
        `${c.code} ${c.name}`, h("span", { class: "muted" }, ` ${c.card_type}${c.face === "back" ? " (back)" : ""}`)))));
  }, 200);
}

async function pickCard(code, face) {
  const r = await api("GET", `/api/card/${encodeURIComponent(code)}`);
  if (!r.ok) { say($("#card-message"), errorText(r)); return; }
  const f = r.data.faces.find(x => x.face === face) || r.data.faces[0];
  $("#card-text").value = f.text;
  if (state.info.card_types.includes(f.card_type)) $("#card-type").value = f.card_type;
  $("#card-attachment").value = "";
  fill($("#card-hits"));
  $("#card-search").value = `${f.code} ${f.name}`;
  say($("#card-message"), `${f.name} (${f.code}, ${f.face}): ${f.card_type}, attachment read from its text: ${f.attachment}`, "info");
  renderAbilities(f.abilities || []);
  ruleCard();
}

// The structure of each printed ability (ruling abilities), under the card message: one block per
// ability (its kind and label), then each sentence (+ fully read, ~ partly, - not read) with its unread
// fragments highlighted, and under it the items read from it (trigger, conditions, costs, effects,
// keywords, limits).
function renderAbilities(abilities) {
  let box = document.getElementById("card-abilities");
  if (!box) {
    box = h("div", { id: "card-abilities", class: "abilities" });
    $("#card-message").after(box);
  }
  const mark = { fully: "+", partly: "~", not: "-" };
  const sentence = s => h("div", { class: `sentence ${s.status}` },
    h("p", { class: "sentence-text" }, h("span", { class: "read-mark", title: `${s.status} read` }, mark[s.status] || "?"), " ",
      ...s.segments.map(g => g.unread ? h("mark", { class: "unread", title: "not read" }, g.text) : g.text),
      s.part === "cost" ? h("span", { class: "muted" }, "  (before the arrow)") : null),
    s.items.length ? h("ul", { class: "items" }, ...s.items.map(i => h("li", {}, i))) : null);
  fill(box, abilities.length ? h("details", { open: "" }, h("summary", {}, `Abilities read (${abilities.length})`),
    ...abilities.map(a => h("div", { class: "ability" }, h("p", { class: "ability-head" }, a.head || a.kind),
      ...(a.sentences || []).map(sentence)))) : null);
}

// -- the compare view ----------------------------------------------------------------------------

function relationText(rel) {
  return { "equivalent": "same meaning", "A stronger": "A decides more", "B stronger": "B decides more",
    "incomparable": "each decides something the other leaves open" }[rel] || rel;
}

async function compare(ev) {
  ev && ev.preventDefault();
  const msg = $("#compare-message");
  const A = $("#compare-a").value, B = $("#compare-b").value;
  const base = { text: $("#compare-text").value, card_type: $("#compare-type").value,
    attachment: $("#compare-attachment").value || null };
  say(msg, "Asking the solver…", "busy");
  const [ra, rb, rd] = await Promise.all([
    api("POST", "/api/you", { ...base, rules: A }), api("POST", "/api/you", { ...base, rules: B }),
    api("POST", "/api/diff", { a: A, b: B })]);
  const bad = [ra, rb, rd].find(r => !r.ok);
  say(msg, bad ? errorText(bad) : "");
  for (const [r, box, p] of [[ra, $("#compare-left"), "a"], [rb, $("#compare-right"), "b"]]) {
    if (r.ok) await renderYou(box, r.data, "cmp-" + p); else fill(box);
  }
  const dbox = $("#compare-diff");
  if (!rd.ok) { fill(dbox); return; }
  const d = rd.data;
  const ca = await clausesOf(d.a), cb = await clausesOf(d.b);
  fill(dbox, 
    h("h2", {}, `ruling diff ${d.a} ${d.b}`),
    h("table", { class: "relations" },
      h("tr", {}, h("th", {}, "question"), h("th", {}, "relation"), h("th", {}, "differences")),
      Object.entries(d.questions).map(([q, rel]) => h("tr", {},
        h("td", {}, q), h("td", {}, h("b", {}, rel), h("span", { class: "muted" }, ` (${relationText(rel)})`)),
        h("td", {}, String(d.differences.filter(x => x.question === q).length))))),
    d.differences.length ? null : h("p", {}, "No difference in meaning."),
    h("ol", { class: "differences" }, d.differences.map((x, i) => {
      const w = x.witness;
      const [side, other, oc] = w.allowed_by === "a" ? [d.a, d.b, cb] : [d.b, d.a, ca];
      return h("li", { class: "difference" }, h("details", { open: i === 0 },
        h("summary", {}, h("b", {}, `[${x.question}] ${x.relation}`),
          `: A allows ${x.a_allows.join(", ") || "nothing (contradiction)"}, B allows ${x.b_allows.join(", ") || "nothing (contradiction)"}, in ${x.cases} case(s)`),
        h("ul", { class: "patterns" }, x.patterns.slice(0, 6).map(p => h("li", {}, caseWords(p))),
          x.patterns.length > 6 ? h("li", { class: "muted" }, `… and ${x.patterns.length - 6} more pattern(s)`) : null),
        h("p", { class: "label" }, `smallest world where ${side} allows “${w.answer}” and ${other} does not:`),
        worldView(w.world, w.world.rulings),
        w.excluded_by_clauses.length ? [h("p", { class: "label" }, `${other} excludes it by:`),
          clauseList(w.excluded_by_clauses, oc)] : null));
    })));
}

// A case pattern in words, as the command line's case_words: "be_attacked (after) from any card".
function caseWords(c) {
  const any = (v, what) => (v === "*" ? `any ${what}` : v);
  const parts = [];
  if ("function" in c) parts.push(`${any(c.function, "game function")} (${any(c.position ?? "*", "position")})`);
  if ("partner_function" in c) parts.push(`sharing its sentence with ${any(c.partner_function, "game function")} (${any(c.partner_position, "position")})`);
  if ("kind" in c) parts.push(any(c.kind, "kind of action"));
  if ("card_type" in c) parts.push(("kind" in c || "function" in c) ? `from ${a(c.card_type)}` : a(c.card_type));
  if ("attachment" in c && c.attachment !== "*") parts.push(`(${c.attachment.replaceAll("_", " ")})`);
  return parts.join(" ");
}

// -- the orders view ----------------------------------------------------------------------------

async function loadScenario() {
  const name = $("#scenario-pick").value;
  const r = await api("GET", `/api/scenarios/${encodeURIComponent(name)}`);
  if (!r.ok) { say($("#orders-message"), errorText(r)); return; }
  $("#scenario-text").value = r.data.toml;
  say($("#orders-message"), `Loaded ${name}.`, "info");
}

// At most this many outcome groups are drawn; the rest are counted (the JSON answer keeps them all).
const GROUPS_SHOWN = 50;

function outcomeGroups(rep) {
  const shown = rep.groups.slice(0, GROUPS_SHOWN), rest = rep.groups.length - shown.length;
  return [h("ol", { class: "groups" }, shown.map(g => h("li", { class: "group" },
    h("p", {}, h("b", {}, `${g.count} order(s)`), " lead to: ", g.says),
    h("ul", { class: "examples" }, g.examples.map(o => h("li", {}, h("code", {}, o.join(" → ")))))))),
    rest > 0 ? h("p", { class: "muted more-groups" },
      `… and ${rest} more outcome group(s), not drawn here: ask /api/orders or ruling orders --json for every group.`) : null];
}

async function orders(ev) {
  ev && ev.preventDefault();
  const msg = $("#orders-message");
  const body = { toml: $("#scenario-text").value, rules: $("#orders-rules").value || null };
  say(msg, "Asking the solver…", "busy");
  const [rg, ro] = await Promise.all([api("POST", "/api/graph", body), api("POST", "/api/orders", { ...body, limit: 50 })]);
  const bad = [rg, ro].find(r => !r.ok);
  say(msg, bad ? errorText(bad) : "");
  const gbox = $("#orders-graph"), obox = $("#orders-result");
  if (rg.ok) {
    const g = rg.data;
    const drawing = h("div", { class: "svg" });
    drawing.innerHTML = g.svg;
    fill(gbox, 
      h("h2", {}, "Trigger dependency graph", h("span", { class: "muted" },
        g.drawn_by === "graphviz" ? " (drawn by Graphviz)" : " (plain drawing: Graphviz's dot is not installed)")),
      drawing,
      g.mandatory_cycles.length
        ? h("p", { class: "bad" }, "Loop among mandatory abilities: ", g.mandatory_cycles.map(c => [...c, c[0]].join(" → ")).join("; "))
        : h("p", {}, "No loop among mandatory abilities."),
      g.other_cycles.length ? h("p", {}, "Loops an optional ability can break: ",
        g.other_cycles.map(c => [...c, c[0]].join(" → ")).join("; ")) : null,
      h("details", {}, h("summary", {}, `${g.nodes.length} nodes, ${g.edges.length} edges`),
        h("ul", {}, g.nodes.map(n => h("li", {}, h("code", {}, n.id), ` ${n.kind}`,
          n.controller ? ` (${n.controller})` : "", n.kind === "event" ? "" : (n.mandatory ? ", mandatory" : n.mandatory === false ? ", optional" : ", unknown")))),
        h("ul", {}, g.edges.map(([x, y]) => h("li", {}, h("code", {}, `${x} → ${y}`))))));
  } else fill(gbox);
  if (!ro.ok) { fill(obox); return; }
  const rep = ro.data;
  if (rep.verdict === "no legal order") {
    fill(obox, h("h2", {}, "Orders"), h("p", { class: "bad" }, "No legal order: the rules cannot all hold."),
      h("p", { class: "label" }, "clauses in conflict:"), clauseList(rep.core, await clausesOf(rep.rules), "core"),
      rep.cycles.length ? h("p", {}, "loop: ", rep.cycles.map(c => [...c, c[0]].join(" → ")).join("; ")) : null);
    return;
  }
  fill(obox, 
    h("h2", {}, "Orders ", h("span", { class: "muted" }, `(${rep.rules})`)),
    h("p", { class: "verdict-line" }, h("b", { class: rep.verdict === "order matters" ? "bad" : "good" }, rep.verdict),
      (rep.orders === null ? " — the count of legal orders stopped before it was exact"
                           : ` — ${rep.orders} legal order(s), ${rep.outcomes} outcome(s)`) +
      (rep.choices_matter ? "; taking or declining an optional ability changes the outcome" : "")),
    (rep.stopped || []).length
      ? h("ul", { class: "muted stopped" }, rep.stopped.map(s => h("li", {}, s)))
      : null,
    rep.orders !== null && rep.orders > rep.limit
      ? h("p", { class: "muted" }, `${rep.orders} orders are too many to list (limit ${rep.limit}): counted, and the outcomes grouped with examples.`)
      : null,
    outcomeGroups(rep),
    rep.listed.length ? h("details", {}, h("summary", {}, `every order (${rep.listed.length})`),
      h("ol", {}, rep.listed.map(o => h("li", {}, h("code", {}, o.order.join(" → ")),
        o.declined.length ? ` (declined: ${o.declined.join(", ")})` : "", " — ", o.says)))) : null);
}


// -- a card under design in the pool's trigger graph -------------------------------------------------

function edgeRow(e, other) {
  return h("li", {}, h("code", {}, e[other]), " ", h("span", {}, e[other === "to" ? "trigger_words" : "effect_words"]),
    h("span", { class: "muted" }, ` — ${e.event.replace(/_/g, " ")}: ${e.world.object || ""}`),
    e.assumes.length ? h("span", { class: "muted" }, ` (if: ${e.assumes.join("; ")})`) : null);
}

function loopView(l) {
  const kind = (l.forced ? "forced" : "optional") + ", " +
    (l.bounded === true ? "bounded: " + l.bound : l.bounded === false ? "unbounded" : "bound unknown");
  return h("li", { class: "loop" },
    h("p", {}, h("code", {}, [...l.path, l.path[0]].join(" → ")), " ",
      h("b", { class: l.bounded === false && l.forced ? "bad" : "" }, kind)),
    h("ul", { class: "examples" }, Object.entries(l.words).map(([id, w]) => h("li", {}, h("code", {}, id), " ", w))),
    l.witness.situation.length ? h("details", {}, h("summary", {}, "witness"),
      h("ul", {}, l.witness.situation.map(s => h("li", {}, s.card ? `${s.card}: ${s.is}, its "you" ${s.you}`
                                                                   : `step ${s.step} (${s.ability}): ${s.object}`))),
      h("ol", {}, l.witness.turns.map(t => h("li", {}, `turn ${t.turn}: `, t.resolves.join(", ") || "nothing resolves",
        " — after it: ", Object.entries(t.world_after).map(([k, v]) => `${k} ${v}`).join(", ") || "no counted resource")))) : null);
}

async function design(ev) {
  ev && ev.preventDefault();
  const msg = $("#design-message"), box = $("#design-result");
  const body = { text: $("#design-text").value, card_type: $("#design-type").value, name: $("#design-name").value || "New card" };
  say(msg, "Asking the solver (the first question on a pool reads the whole pool)…", "busy");
  const r = await api("POST", "/api/interactions", body);
  if (!r.ok) { say(msg, errorText(r)); fill(box); return; }
  say(msg, "");
  const d = r.data, s = d.summary;
  fill(box,
    h("h2", {}, `${d.card.name} in the pool `, h("span", { class: "muted" }, `(${s.pool_abilities_taking_part} printed abilities take part)`)),
    h("ul", { class: "muted" }, d.card.abilities.map(a => h("li", {}, h("code", {}, a.id), ` ${a.kind}, read ${a.read}`,
      a.trigger ? `, waits for: ${a.trigger.replace(/_/g, " ")}` : "", a.effects.length ? `, produces: ${a.effects.join(", ")}` : "")),
      d.card.left_out.map(a => h("li", {}, h("code", {}, a.id), ` left out: ${a.why}`))),
    h("h3", {}, `It triggers ${s.triggers} printed abilit${s.triggers === 1 ? "y" : "ies"}`),
    h("ul", { class: "edges" }, d.triggers.map(e => edgeRow(e, "to"))),
    h("h3", {}, `${s.triggered_by} printed abilit${s.triggered_by === 1 ? "y triggers" : "ies trigger"} it`),
    h("ul", { class: "edges" }, d.triggered_by.map(e => edgeRow(e, "from"))),
    h("h3", {}, `Loops it closes: ${s.loops}`),
    d.loops.length ? h("ol", { class: "loops" }, d.loops.map(loopView)) : h("p", {}, "None within four steps."),
    d.dropped.length ? h("details", {}, h("summary", {}, `${d.dropped.length} cycle(s) dropped: no situation realises them`),
      h("ul", {}, d.dropped.map(x => h("li", {}, h("code", {}, x.path.join(" → ")), ` ${x.reason}: ${x.why.join("; ")}`)))) : null);
}

// -- start ------------------------------------------------------------------------------------------

function showView(name) {
  for (const b of document.querySelectorAll(".tab")) b.classList.toggle("active", b.dataset.view === name);
  for (const v of document.querySelectorAll(".view")) v.classList.toggle("active", v.id === "view-" + name);
  history.replaceState(null, "", "#" + name);
}

async function start() {
  const r = await api("GET", "/api/rule-bases");
  if (!r.ok) { say($("#card-message"), errorText(r)); return; }
  const info = state.info = r.data;
  const youBases = info.rule_bases.filter(b => b.you).map(b => b.name);
  const allBases = info.rule_bases.map(b => b.name);
  fillSelect($("#card-rules"), youBases, info.default);
  fillSelect($("#compare-a"), youBases, info.default);
  fillSelect($("#compare-b"), youBases, youBases.find(n => n !== info.default) || info.default);
  fillSelect($("#orders-rules"), ["", ...allBases], "", { "": "the scenario's own" });
  for (const id of ["#card-type", "#compare-type"]) fillSelect($(id), info.card_types, "event");
  fillSelect($("#design-type"), info.card_types, info.card_types.includes("ally") ? "ally" : info.card_types[0]);
  $("#design-nopool").hidden = info.pool.available;
  $("#design-go").disabled = !info.pool.available;
  const att = ["", ...info.attachments];
  for (const id of ["#card-attachment", "#compare-attachment"]) fillSelect($(id), att, "", { "": "read from the text" });
  fillSelect($("#card-resolver"), ["", ...info.resolvers], "", { "": "either player" });
  fillSelect($("#scenario-pick"), info.scenarios, info.scenarios[0]);
  $("#pool-box").hidden = !info.pool.available;
  for (const b of document.querySelectorAll(".tab")) b.addEventListener("click", () => showView(b.dataset.view));
  $("#card-form").addEventListener("submit", ruleCard);
  $("#card-rules").addEventListener("change", () => loadReadings($("#card-rules").value));
  $("#card-search").addEventListener("input", searchCards);
  $("#compare-form").addEventListener("submit", compare);
  $("#orders-form").addEventListener("submit", orders);
  $("#scenario-load").addEventListener("click", loadScenario);
  $("#design-form").addEventListener("submit", design);
  await loadReadings($("#card-rules").value);
  if (info.scenarios.length) await loadScenario();
  say($("#orders-message"), "");
  const hash = location.hash.slice(1);
  if (["card", "compare", "orders", "design"].includes(hash)) showView(hash);
  document.body.dataset.ready = "yes";
}

start();
