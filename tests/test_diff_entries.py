"""`ruling diff` entry by entry (issue 8): the pairing declared in the encodings, the timing comparison
of two entries checked against a plain-Python brute force, invented rule bases where a translation
changes an order (and where it does not), unknown never taken for agreement, and the command line."""

import json
import textwrap
from itertools import permutations

import pytest
import z3
from hypothesis import HealthCheck, given, settings, strategies as st

from logic import registry
from logic.cli import main
from logic.diff import diff_entries, entry_key, pair_entries, render_diff
from logic.registry import load_rule_base, rule_base_names
from logic.solve import Result
from logic.timing import entrydiff as ed
from logic.timing.scenario import parse_scenario
from logic.timing.vocab import TimingView

MC = "marvel_champions"
EN, FR, DE = f"{MC}/en", f"{MC}/fr", f"{MC}/de"
SMALL = (ed.Level(1, 2), ed.Level(2, 0))


def entry_clauses(rule_base, title, topic="timing"):
    """The clauses of one entry over one vocabulary (an entry may be encoded for several: ``loops``)."""
    return [c for c in load_rule_base(rule_base).clauses
            if c.entry.title == title and c.entry.topic == topic and not c.entry.shared]


# -- the pairing ----------------------------------------------------------------------------------

def test_every_translated_entry_names_the_english_entry_it_translates():
    english = {e.title for e in load_rule_base(EN).entries}
    for name in rule_base_names():
        rb = load_rule_base(name)
        if rb.game != MC or rb.language == "en":
            continue
        for e in rb.entries:
            if not e.shared:
                assert e.translates in english, (name, e.title, e.translates)


@pytest.mark.parametrize("b,keys", [
    (FR, {"You, Your", "Ability", "Forced", "Interrupt", "Response", "Simultaneous Resolution"}),
    (DE, {"You, Your", "Ability", "Forced", "Interrupt", "Response", "Simultaneous Resolution", "Would",
          "Triggering Condition", "Triggered Ability", "First Player", "Each Player", "Constant Ability"}),
])
def test_french_and_german_entries_pair_with_the_english_they_translate(b, keys):
    p = pair_entries(load_rule_base(EN), load_rule_base(b))
    assert {x["key"] for x in p["pairs"]} == keys
    assert not p["only_b"]
    assert {e.title for e in p["shared"]} == {e.title for e in load_rule_base(EN).entries if e.shared}
    assert "Cancel" in {e.title for e in p["only_a"]}
    for x in p["pairs"]:
        assert all(entry_key(e) == x["key"] for e in x["a"] + x["b"])


def test_french_and_german_pair_through_the_english_title():
    p = pair_entries(load_rule_base(FR), load_rule_base(DE))
    forced = next(x for x in p["pairs"] if x["key"] == "Forced")
    assert [e.title for e in forced["a"]] == ["Forcée"] and [e.title for e in forced["b"]] == ["Erzwungen"]
    assert [e.title for e in p["only_b"]] == ["Ausgelöste Fähigkeit", "Auslösebedingung", "Jeder Spieler",
                                              "Konstante Fähigkeit", "Startspieler", "Würden"]


def test_a_version_pairs_by_its_own_title_or_the_later_title_it_declares():
    p = pair_entries(load_rule_base(f"{MC}/en@1.5"), load_rule_base(EN))
    assert [x["key"] for x in p["pairs"]] == ["You, Your"] and not p["only_a"]
    p = pair_entries(load_rule_base(f"{MC}/en@1.1"), load_rule_base(f"{MC}/en@1.5"))  # v1.1 titles it "You"
    assert [([e.title for e in x["a"]], [e.title for e in x["b"]]) for x in p["pairs"]] == [(["You"], ["You, Your"])]


# -- a plain-Python reference: every subset, every permutation, the constraints evaluated by hand -------

_MISSING = object()
_OPS = {z3.Z3_OP_AND: lambda *a: all(a), z3.Z3_OP_OR: lambda *a: any(a), z3.Z3_OP_NOT: lambda a: not a,
        z3.Z3_OP_IMPLIES: lambda a, b: (not a) or b, z3.Z3_OP_EQ: lambda a, b: a == b,
        z3.Z3_OP_IFF: lambda a, b: a == b, z3.Z3_OP_DISTINCT: lambda *a: len(set(a)) == len(a),
        z3.Z3_OP_LT: lambda a, b: a < b, z3.Z3_OP_LE: lambda a, b: a <= b, z3.Z3_OP_GT: lambda a, b: a > b,
        z3.Z3_OP_GE: lambda a, b: a >= b, z3.Z3_OP_ADD: lambda *a: sum(a), z3.Z3_OP_SUB: lambda a, b: a - b,
        z3.Z3_OP_UMINUS: lambda a: -a,
        z3.Z3_OP_ITE: lambda c, a, b: a if c else b}


def _compile(term, memo):
    """A Python function of an environment (constant id -> value) evaluating ``term`` (memoised by term:
    the caller keeps the terms alive)."""
    key = term.get_id()
    if key in memo:
        return memo[key]
    if z3.is_true(term):
        fn = lambda env: True  # noqa: E731
    elif z3.is_false(term):
        fn = lambda env: False  # noqa: E731
    elif z3.is_int_value(term):
        k = term.as_long()
        fn = lambda env: k  # noqa: E731
    elif z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
        fn = lambda env: env.get(key, _MISSING)  # noqa: E731
    else:
        kids = [_compile(c, memo) for c in term.children()]
        op = _OPS[term.decl().kind()]

        def fn(env):
            vals = [k(env) for k in kids]
            return _MISSING if any(v is _MISSING for v in vals) else op(*vals)
    memo[key] = fn
    return fn


def _conjuncts(constraints):
    out, todo = [], list(constraints)
    while todo:
        c = todo.pop()
        if z3.is_and(c):
            todo.extend(c.children())
        else:
            out.append(c)
    return out


def _symbols(term):
    out, todo, seen = set(), [term], set()
    while todo:
        t = todo.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.add(t.get_id())
        todo.extend(t.children())
    return out


def brute_force(scenario, clauses):
    """{order: {clause id: holds}} for every order of every subset of the abilities (the event always
    used), evaluating each clause's constraints in Python; the constraints over who decides or orders
    (no place, nothing used) are left out: they never make an order illegal."""
    ctx = z3.Context()
    v = TimingView(scenario, ctx)
    order_ids = {v.taken(a).get_id() for a in v.items} | {v.pos(a).get_id() for a in v.items}
    by_clause, memo, alive = {}, {}, []   # terms kept alive: z3 reuses the id of a freed term
    for c in clauses:
        fns = []
        for con in _conjuncts(c.build(v)):
            alive.append(con)
            syms = _symbols(con)
            if syms and not syms & order_ids:
                continue
            fns.append(_compile(con, memo))
        by_clause[c.id] = fns
    out = {}
    ev, rest = v.items[0], v.items[1:]
    for mask in range(1 << len(rest)):
        chosen = [ev] + [a for i, a in enumerate(rest) if mask >> i & 1]
        unused = [a for a in v.items if a not in chosen]
        for perm in permutations(chosen):
            env = {v.taken(a).get_id(): a in chosen for a in v.items}
            env.update({v.pos(a).get_id(): i for i, a in enumerate(perm)})
            env.update({v.pos(a).get_id(): len(perm) + i for i, a in enumerate(unused)})
            holds = {}
            for cid, fns in by_clause.items():
                vals = [f(env) for f in fns]
                assert all(x is not _MISSING for x in vals), "a constraint mixes the order with another fact"
                holds[cid] = all(vals)
            out[perm] = holds
    return out


def _agrees_with_brute_force(scenario, a_clauses, b_clauses):
    bf_a, bf_b = brute_force(scenario, a_clauses), brute_force(scenario, b_clauses)
    legal_a = {o for o, h in bf_a.items() if all(h.values())}
    legal_b = {o for o, h in bf_b.items() if all(h.values())}
    d = ed.compare_on(scenario, a_clauses, b_clauses)
    assert d.status != "unknown", d.reason
    found = {"a": [x for x in d.orders if x["allowed_by"] == "a"], "b": [x for x in d.orders if x["allowed_by"] == "b"]}
    assert bool(found["a"]) == bool(legal_a - legal_b) and bool(found["b"]) == bool(legal_b - legal_a)
    for side, mine, theirs, other_bf in (("a", legal_a, legal_b, bf_b), ("b", legal_b, legal_a, bf_a)):
        for x in found[side]:
            order = tuple(x["order"])
            assert order in mine and order not in theirs
            # the core excludes the witness by itself
            assert not all(other_bf[order][c] for c in x["core"])
        # every order one side allows and the other does not is excluded by one of the cores found
        for order in mine - theirs:
            assert any(not all(other_bf[order][c] for c in x["core"]) for x in found[side]), order
    return legal_a != legal_b


PAIRS = [(EN, "Forced", FR, "Forcée"), (EN, "Interrupt", FR, "Interruption"), (EN, "Response", DE, "Reaktion"),
         (EN, "Would", DE, "Würden"), (EN, "Ability", FR, "Capacité"), (FR, "Forcée", DE, "Erzwungen"),
         (EN, "Interrupt", DE, "Unterbrechung")]


@pytest.mark.parametrize("ra,ta,rb,tb", PAIRS[:4])
def test_timing_diff_of_two_entries_equals_brute_force_over_small_scenarios(ra, ta, rb, tb):
    a, b = entry_clauses(ra, ta), entry_clauses(rb, tb)
    vocab = ed.speaks_of(a, MC, b)
    tables = [t for _, t in ed.scenario_space(vocab, (ed.Level(1, 1), ed.Level(2, 0, named_only=True)))]
    step = max(1, len(tables) // 40)   # at most about 40 of them, evenly spread (the suite's time)
    differing = 0
    for table in tables[::step]:
        differing += _agrees_with_brute_force(parse_scenario(table, "<small>"), a, b)
    if ta == "Forced":   # Forcée alone says nothing of the forced interrupt's place before its condition
        assert differing


MC_KINDS = ["constant", "forced_interrupt", "interrupt", "forced_response", "response", "when_defeated"]


@st.composite
def small_scenarios(draw):
    abilities = []
    for i in range(draw(st.integers(1, 3))):
        ab = {"id": f"a{i}", "kind": draw(st.sampled_from(MC_KINDS)), "controller": draw(st.sampled_from(["p1", "p2"])),
              "trigger": draw(st.sampled_from(["event"] + [a["id"] for a in abilities])),
              "effects": [{"op": draw(st.sampled_from(["damage", "heal"])), "target": "hero", "amount": 1}]}
        for flag in ("would", "cancels", "status_card", "may"):
            if draw(st.integers(0, 4)) == 0:
                ab[flag] = True
        for flag in ("targets_available", "in_play"):
            if draw(st.integers(0, 5)) == 0:
                ab[flag] = False
        abilities.append(ab)
    table = {"game": MC, "players": {"order": ["p1", "p2"], "active": draw(st.sampled_from(["p1", "p2"]))},
             "characters": [{"name": "hero", "controller": "p1", "health": 3}],
             "event": {"id": "event", "controller": "p2"}, "abilities": abilities}
    return parse_scenario(table, "<random>")


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_scenarios(), st.sampled_from(PAIRS))
def test_timing_diff_on_random_scenarios_equals_brute_force(scenario, pair):
    ra, ta, rb, tb = pair
    _agrees_with_brute_force(scenario, entry_clauses(ra, ta), entry_clauses(rb, tb))


def test_one_per_isomorphism_class_finds_what_every_labelled_scenario_finds():
    a, b = entry_clauses(EN, "Interrupt"), entry_clauses(FR, "Interruption")
    vocab = ed.speaks_of(a, MC, b)
    every = ed.Vocabulary(vocab.game, vocab.kind_classes, vocab.named, vocab.same_kind, vocab.flags,
                          vocab.reads + ("listed_before",))   # a clause reading the listing order: no dedupe

    def reasons(v):
        out, n = set(), 0
        for _, table in ed.scenario_space(v, [ed.Level(2, 0)]):
            n += 1
            d = ed.compare_on(parse_scenario(table, "<x>"), a, b)
            out |= {(x["allowed_by"], tuple(x["core"])) for x in d.orders + d.who}
        return out, n
    (deduped, n1), (labelled, n2) = reasons(vocab), reasons(every)
    assert n1 < n2 and deduped == labelled


def test_what_an_entry_speaks_of():
    forced = ed.speaks_of(entry_clauses(EN, "Forced"), MC)
    assert {"forced_interrupt", "forced_response"} <= set(forced.kinds())
    assert "targets_available" in forced.flags and not forced.same_kind
    simultaneous = ed.speaks_of(entry_clauses(FR, "Résolution simultanée"), MC)
    assert simultaneous.same_kind and len(simultaneous.kinds()) == 2    # two kinds, to tell "the same kind" apart


def test_levels_over_the_budget_are_left_out_and_said():
    vocab = ed.speaks_of(entry_clauses(EN, "Forced"), MC, entry_clauses(FR, "Forcée"))
    kept, left_out = ed.plan_levels(vocab, ed.DEFAULT_LEVELS, 300)
    assert [lv for lv, _ in kept] == [ed.Level(1, 3)]
    assert [lv for lv, _ in left_out] == list(ed.DEFAULT_LEVELS[1:]) and all(n > 0 for _, n in left_out)


# -- invented rule bases ------------------------------------------------------------------------------

RESPONSE_AFTER = '''
from logic.clause import clause, entry, not_encoded
ENTRY = entry(game="marvel_champions", language="{lang}", title="{title}", source="test", version="test",
              topic="timing", locators=["p1"]{translates})

@clause("mc.{lang}.response.rule", at="p1", says="{says}")
def rule(v):
    return v.each_pair(lambda a, x: v.implies(
        v.all(v.kind_is(a, "response"), v.triggered_by(a, x), v.both(a, x)), {body}))
'''
ONLY_LEDGER = '''
from logic.clause import entry, not_encoded
ENTRY = entry(game="marvel_champions", language="{lang}", title="Cancel", source="test", version="test",
              topic="timing", locators=["p1"])
LEDGER = [not_encoded("p1", "not needed for the test")]
'''


@pytest.fixture
def invented(tmp_path, monkeypatch):
    """Three tiny rule bases: xa (responses after their trigger, and an entry only it has), xb (a
    'translation' putting responses before: it changes the order), xc (the same rule, worded otherwise)."""
    root = tmp_path / "home"
    files = {
        "xa/response.py": RESPONSE_AFTER.format(lang="xa", title="Response", translates="", says="after",
                                                body="v.before(x, a)"),
        "xa/cancel.py": ONLY_LEDGER.format(lang="xa"),
        "xb/antwort.py": RESPONSE_AFTER.format(lang="xb", title="Antwort", translates=', translates="Response"',
                                               says="before", body="v.before(a, x)"),
        "xc/reponse.py": RESPONSE_AFTER.format(lang="xc", title="Réponse", translates=', translates="Response"',
                                               says="not before", body="v.neg(v.before(a, x))"),
    }
    for rel, text in files.items():
        p = root / "encodings" / MC / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text))
    monkeypatch.setenv("RULING_HOME", str(root))
    monkeypatch.setenv("RULING_CACHE", str(tmp_path / "cache"))
    registry._load.cache_clear()
    yield root
    registry._load.cache_clear()


def test_a_translation_that_changes_an_order_is_found_with_its_witness_and_cores(invented):
    d = diff_entries(f"{MC}/xa", f"{MC}/xb", levels=SMALL, jobs=1)
    (row,) = d["entries"]
    assert row["key"] == "Response" and row["verdict"] == "differs"
    t = row["timing"]
    assert t["relation"] == "incomparable"     # each side allows an order the other rules out
    by_side = {g["allowed_by"]: g for g in t["differences"]}
    assert by_side["a"]["core"] == ["mc.xb.response.rule"] and by_side["b"]["core"] == ["mc.xa.response.rule"]
    wa = by_side["a"]["witness"]["order"]
    assert wa.index("event") < wa.index("a0")                # after, as xa says
    assert by_side["a"]["explained"]["other_orders"][0]["order"] == ["a0", "event"]  # before, as xb says
    assert by_side["a"]["whole"]["b"]["allows"] is False
    assert [e["title"] for e in d["only_in_a"]] == ["Cancel"] and not d["only_in_b"]
    text = render_diff(d)
    assert "Response <-> Antwort (timing): differs" in text and "mc.xb.response.rule" in text
    assert "== Cancel (timing, 0 clause(s)): only in A" in text


def test_a_faithful_translation_is_equivalent_over_the_whole_scope(invented):
    d = diff_entries(f"{MC}/xa", f"{MC}/xc", levels=SMALL, jobs=1)
    (row,) = d["entries"]
    t = row["timing"]
    assert row["verdict"] == "equivalent" and t["relation"] == "equivalent" and not t["differences"]
    assert t["scope"]["scenarios"] == sum(lv["scenarios"] for lv in t["scope"]["levels"]) > 0
    assert "equivalent over" in render_diff(d)


def test_the_sweep_is_kept_on_disk_and_read_back(invented, tmp_path):
    first = diff_entries(f"{MC}/xa", f"{MC}/xb", levels=SMALL, jobs=1)
    kept = list((tmp_path / "cache").glob("diff-timing-*.json"))
    assert kept
    again = diff_entries(f"{MC}/xa", f"{MC}/xb", levels=SMALL, jobs=1)
    assert again["entries"] == first["entries"]


def test_unknown_is_never_agreement(invented, monkeypatch):
    class Undecided:
        def __init__(self, *a, **k):
            pass

        def check(self, *a, **k):
            return Result("unknown", reason="canceled")
    monkeypatch.setattr(ed, "Session", Undecided)
    a = [c for c in load_rule_base(f"{MC}/xa").clauses if c.entry.topic == "timing"]
    b = [c for c in load_rule_base(f"{MC}/xb").clauses if c.entry.topic == "timing"]
    r = ed.compare_clauses(a, b, MC, SMALL, jobs=1)
    # every scenario where the two sides' constraints differ needs the solver, which answers unknown
    # (where they are the very same terms, no solver is needed to say they agree)
    assert r["verdict"] == "unknown" and 0 < r["scope"]["unknown"] <= r["scope"]["scenarios"]
    assert not r["differences"] and r["unknown"][0]["reason"] == "canceled"


# -- the command line ---------------------------------------------------------------------------------

def run(argv, capsys):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_diff_of_one_entry_pair_says_its_scope(capsys):
    code, out, _ = run(["diff", EN, FR, "--entry", "Simultaneous Resolution"], capsys)
    assert code == 0
    assert "Simultaneous Resolution <-> Résolution simultanée (timing): equivalent over" in out
    assert "scope:" in out and "scenario files of queries/ and scenarios/" in out


def test_cli_diff_json(capsys):
    code, out, _ = run(["diff", EN, DE, "--entry", "Würden", "--json"], capsys)
    d = json.loads(out)
    (row,) = d["entries"]
    assert code == 0 and row["key"] == "Would" and row["b"][0]["title"] == "Würden"
    assert row["timing"]["verdict"] in ("equivalent", "differs")
    assert row["timing"]["scope"]["levels"]


@pytest.mark.parametrize("args,message", [
    (["diff", EN, FR, "--entry", "Nowhere"], "no entry pair 'Nowhere'"),
    (["diff", EN, FR, "--budget", "0"], "--budget 0"),
    (["diff", EN, "wow_miniatures/fr"], "two games"),
])
def test_cli_diff_bad_input_is_one_line_and_exit_2(args, message, capsys):
    code, _, err = run(args, capsys)
    assert code == 2 and message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_side_whose_other_facts_clash_allows_no_order_at_all():
    """Who decides, said two ways at once: that side allows no order, and every order of the other
    side is a difference, with the clashing clauses as its core."""
    from logic.clause import clause, entry
    ent = entry(game=MC, language="xx", title="T", source="test", version="test", topic="timing", locators=["p1"])

    @clause("mc.xx.t.controller", at="p1", says="the first seat decides")
    def first(v):
        return v.each(lambda a: v.implies(v.kind_is(a, "interrupt"), v.decider(a) == 0))

    @clause("mc.xx.t.other", at="p1", says="the second seat decides")
    def second(v):
        return v.each(lambda a: v.implies(v.kind_is(a, "interrupt"), v.decider(a) == 1))
    for c in (first, second):
        c.entry = ent
    sc = parse_scenario({"game": MC, "players": {"order": ["p1", "p2"]}, "event": {"id": "event"},
                         "abilities": [{"id": "a0", "kind": "interrupt", "controller": "p1", "trigger": "event"}]}, "<x>")
    d = ed.compare_on(sc, [first], [first, second])
    (x,) = d.orders
    assert d.status == "differs" and x["allowed_by"] == "a" and "event" in x["order"]
    assert x["core"] == ["mc.xx.t.controller", "mc.xx.t.other"]
    d = ed.compare_on(sc, [first], [second])
    assert not d.orders and {(x["allowed_by"], tuple(x["core"])) for x in d.who} == {
        ("a", ("mc.xx.t.other",)), ("b", ("mc.xx.t.controller",))}
    assert all(x["facts"] == ["decider[a0]"] for x in d.who)
