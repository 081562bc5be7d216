"""Versions of a text are rule bases of their own: ``marvel_champions/en@1.5`` and the like.

The registry names, loads and splits them; `ruling check` diffs each version against
the next; the diff of two versions agrees with the brute-force reference (no
solver); coverage lists each version's locators; each version's locators are those
of its section of ``rules/You, Your.md`` (when ../shared is present).
"""

import json
import re
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

from logic.check import diff_pairs
from logic.cli import main
from logic.errors import InputError
from logic.registry import load_rule_base, rule_base_names, split_version
from logic.you import reference
from logic.you.analyses import diff_rule_bases
from logic.you.vocab import ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS

from conftest_shared import SHARED
from seed_structure import locators
from test_reference_diff import _cases, _covers, _relation

VERSIONS = {"marvel_champions/en@1.1": "1.1", "marvel_champions/en@1.5": "1.5", "marvel_champions/en@1.7": "1.7"}
CHAIN = [("marvel_champions/en@1.1", "marvel_champions/en@1.5"),
         ("marvel_champions/en@1.5", "marvel_champions/en@1.7"),
         ("marvel_champions/en@1.7", "marvel_champions/en"),
         # the German entry: the Referenzhandbuch v1.7de transcription against the seed text of de/
         ("marvel_champions/de@1.7", "marvel_champions/de")]


def test_the_registry_names_every_version():
    names = rule_base_names()
    assert set(VERSIONS) <= set(names)
    for name, version in VERSIONS.items():
        rb = load_rule_base(name)
        assert (rb.game, rb.language, rb.version) == ("marvel_champions", "en", version)
        assert [e.title for e in rb.entries if not e.shared] in (["You, Your"], ["You"])  # the 'you' entry only
    assert load_rule_base("marvel_champions/en").version is None


@given(st.from_regex(r"[a-z_]{1,12}/[a-z]{2}", fullmatch=True), st.from_regex(r"[0-9]{1,2}(\.[0-9]{1,2}){0,2}", fullmatch=True))
def test_split_version_parts_a_name(base, version):
    assert split_version(f"{base}@{version}") == (base, version)
    assert split_version(base) == (base, None)


def test_an_unknown_version_is_bad_input(capsys):
    with pytest.raises(InputError):
        load_rule_base("marvel_champions/en@0.9")
    assert main(["coverage", "--rules", "marvel_champions/en@0.9"]) == 2
    assert "unknown rule base 'marvel_champions/en@0.9'" in capsys.readouterr().err


def test_check_diffs_languages_pairwise_and_each_version_against_the_next():
    names = [n for n in rule_base_names() if n.startswith("marvel_champions/")]
    pairs = diff_pairs(names)
    for pair in CHAIN:
        assert pair in pairs
    latest = [n for n in names if "@" not in n]
    assert all(("@" in a) == ("@" in b) or b in latest for a, b in pairs)
    assert not any(a in VERSIONS and b in VERSIONS and (a, b) not in CHAIN for a, b in pairs)
    assert len(pairs) == len(latest) * (len(latest) - 1) // 2 + len(CHAIN)


def test_diff_pairs_orders_versions_numerically():
    assert diff_pairs(["g/en@1.10", "g/en@1.9", "g/en"]) == [("g/en@1.9", "g/en@1.10"), ("g/en@1.10", "g/en")]


@lru_cache(maxsize=None)
def _diff(a, b):
    """The diff of two rule bases over the single-"you" questions (solved once per module)."""
    return diff_rule_bases(a, b, questions=("extension", "performer", "referent"))


def _of(d, question):
    return [x for x in d["differences"] if x["question"] == question]


@pytest.mark.parametrize("a,b,question", [(*CHAIN[0], "extension"), (*CHAIN[0], "performer"), (*CHAIN[0], "referent"),
                                          (*CHAIN[1], "extension"), (*CHAIN[1], "performer")])
def test_version_diff_agrees_with_the_reference(a, b, question):
    d = _diff(a, b)
    ref_a = reference.survey(reference.problem_for(a), question)
    ref_b = reference.survey(reference.problem_for(b), question)
    relations = set()
    for case in _cases(question):
        xa, xb = ref_a.answers(case), ref_b.answers(case)
        covering = [x for x in _of(d, question) if any(_covers(p, case) for p in x["patterns"])]
        if xa == xb:
            assert not covering, (case, xa)
            continue
        assert len(covering) == 1, (case, xa, xb, covering)
        assert (covering[0]["a_allows"], covering[0]["b_allows"]) == (sorted(xa), sorted(xb)), case
        relations.add("A stronger" if xa < xb else "B stronger" if xb < xa else "incomparable")
    if question != "referent":
        assert d["questions"][question] == _relation(relations)
    else:
        assert relations <= {d["questions"][question]} | ({"A stronger", "B stronger"}
                                                           if d["questions"][question] == "incomparable" else set())


@settings(max_examples=60, deadline=None)
@given(pair=st.sampled_from(CHAIN), card_type=st.sampled_from(CARD_TYPES), attachment=st.sampled_from(ATTACHMENTS),
       function=st.sampled_from(tuple(GAME_FUNCTIONS)), position=st.sampled_from(POSITIONS))
def test_any_referent_case_differs_across_versions_exactly_where_the_reference_says(pair, card_type, attachment,
                                                                                   function, position):
    a, b = pair
    case = dict(card_type=card_type, attachment=attachment, function=function, position=position)
    xa = reference.survey(reference.problem_for(a), "referent").answers(case)
    xb = reference.survey(reference.problem_for(b), "referent").answers(case)
    covering = [x for x in _of(_diff(a, b), "referent") if any(_covers(p, case) for p in x["patterns"])]
    assert bool(covering) == (xa != xb), (case, xa, xb)


def test_the_errata_the_solver_reports():
    """What each errata changed, as the texts say (the relations ``ruling check`` also expects)."""
    old, new = CHAIN[0]
    d = _diff(old, new)
    after_defeat = {"card_type": "support", "attachment": "unattached", "function": "defeat_enemy", "position": "after"}
    [x] = [x for x in _of(d, "referent") if any(_covers(p, after_defeat) for p in x["patterns"])]
    assert (x["a_allows"], x["b_allows"]) == (["player"], ["identity"])  # v1.1 player first, v1.5 identity first
    d = _diff(*CHAIN[1])
    enemy_upgrade = {"card_type": "upgrade", "attachment": "enemy_character"}
    [x] = [x for x in _of(d, "extension") if any(_covers(p, enemy_upgrade) for p in x["patterns"])]
    assert (x["a_allows"], x["b_allows"]) == (["not_extension"], ["extension"])  # 'different (friendly) character'
    assert set(_diff(*CHAIN[2])["questions"].values()) == {"equivalent"}


@pytest.mark.parametrize("name", sorted(VERSIONS))
def test_coverage_lists_the_locators_of_the_version(name, capsys):
    assert main(["coverage", "--rules", name, "--json"]) == 0
    rows = [r for r in json.loads(capsys.readouterr().out) if r["source"] == "rules/You, Your.md"]
    entry = next(e for e in load_rule_base(name).entries if e.source == "rules/You, Your.md")
    assert [r["locator"] for r in rows] == list(entry.locators)
    assert {r["version"] for r in rows} == {entry.version} and entry.version.startswith(f"RRG v{VERSIONS[name]}")
    assert all(r["clauses"] or r["not_encoded"] for r in rows)


def _section(version: str) -> str:
    """The text of one version's section of rules/You, Your.md, without its heading and source lines."""
    text = (SHARED / "rules" / "You, Your.md").read_text(encoding="utf-8")
    parts = re.split(r"^## ", text, flags=re.M)
    [part] = [p for p in parts if re.match(rf"English — RRG v{re.escape(version)}\b", p)]
    keep = [line for line in part.splitlines()[1:]
            if not line.startswith(("Source:", "#", "*Transcriber"))]
    return "\n".join(keep)


@pytest.mark.skipif(not (SHARED / "rules").exists(), reason="../shared/rules is absent")
def test_v1_5_locators_are_those_of_its_text():
    # the worked example p1.b5.1 is printed inside its bullet, so a line reader does not see it
    entry = next(e for e in load_rule_base("marvel_champions/en@1.5").entries if not e.shared)
    assert locators(_section("1.5")) == [loc for loc in entry.locators if loc != "p1.b5.1"]


@pytest.mark.skipif(not (SHARED / "rules").exists(), reason="../shared/rules is absent")
def test_v1_1_locators_are_those_of_its_text():
    # v1.1 cites its bullets as b1, b2 (one paragraph); their worked examples are printed inside them
    entry = next(e for e in load_rule_base("marvel_champions/en@1.1").entries if not e.shared)
    assert [loc.removeprefix("p1.") for loc in locators(_section("1.1"))] == [
        loc for loc in entry.locators if not loc.endswith(".1")]


def _one_you(rule_base: str, readings: dict, card_type: str, function: str, position: str):
    from logic.you.analyses import rule_case
    from logic.you.problem import RuleProblem
    from logic.you.situations import sentence_situation
    p = RuleProblem(rule_base, readings=readings)
    case = {"card_type": card_type, "attachment": "unattached", "function_0": function, "position_0": position}
    return rule_case(p, sentence_situation(p.world, 1), ("sentence", 1, None), case)[0]


def test_v1_1_worked_examples_settle_its_readings():
    """Under the readings v1.1's own examples rule out, the solver finds what the examples contradict."""
    name = "marvel_champions/en@1.1"
    toe_to_toe = ("event", "be_attacked", "effect")
    interrogation_room = ("support", "defeat_enemy", "after")
    assert _one_you(name, {}, *toe_to_toe).answer == "identity"
    assert _one_you(name, {}, *interrogation_room).answer == "player"
    side_by_side = _one_you(name, {"mc.en.v1_1.you.character_required": "side_by_side"}, *toe_to_toe)
    assert side_by_side.status == "contradictory"
    assert {"mc.en.v1_1.you.player_first", "mc.en.v1_1.you.character_required"} <= set(side_by_side.clauses)
    in_person = _one_you(name, {"mc.en.v1_1.you.player_first": "in_person"}, *interrogation_room)
    assert in_person.status == "ambiguous"
