"""The work behind each API call: plain functions of plain arguments, returning JSON.

Each returns the same JSON as the matching command line ``--json`` (built by the same
functions) and raises `InputError` for bad input. They run in a worker process
(`logic.serve.runner`), so they take and return only picklable values.
"""

from __future__ import annotations

import tomllib

from ..errors import InputError
from ..registry import project_root
from .limits import MAX_ORDERS_LISTED, MAX_TEXT, MAX_TOML

__all__ = ["you_job", "diff_job", "orders_job", "graph_job", "readings_job", "warm_up", "scenario_names",
           "clauses_job", "MAX_TEXT", "MAX_TOML"]


def warm_up(rules: tuple[str, ...] = ("marvel_champions/en",)) -> str:
    """Import the solver side, build the problems of ``rules`` and load the card grammar, by asking each
    rule base about a one-sentence wording: their first answers are then fast (a fresh worker's first
    "you" question loaded the card grammar, about 1 s of work, while the asker waited)."""
    from ..you.analyses import rule_sentence
    for name in rules:
        rule_sentence(name, [("event", "unattached", "draw", "effect")])
        if _rule_base(name).for_topic("you"):
            you_job("You draw 1 card.", name, "event")
    return "warm"


def _rule_base(name: str, place: str = "rules"):
    from ..registry import load_rule_base
    try:
        return load_rule_base(name)
    except InputError as exc:
        raise InputError(exc.message, place=place) from None


def you_job(text: str, rules: str, card_type: str, attachment: str | None = None,
            resolver: str | None = None, readings: dict[str, str] | None = None) -> dict:
    """The JSON of ``ruling you --text TEXT --json`` (each occurrence with its sentence and offset)."""
    from ..cards.draft import rule_wording
    if len(text) > MAX_TEXT:
        raise InputError(f"the text has {len(text)} characters; the limit is {MAX_TEXT}", place="text")
    if not _rule_base(rules).for_topic("you"):
        raise InputError(f"rule base {rules} has no clauses about 'you'", place="rules")
    from ..you.situations import RESOLVERS
    from ..you.vocab import ATTACHMENTS, CARD_TYPES
    for value, known, place in ((card_type, CARD_TYPES, "card_type"), (attachment, ATTACHMENTS, "attachment"),
                                (resolver, RESOLVERS, "resolver")):
        if value and value not in known:
            raise InputError(f"unknown {place.replace('_', ' ')} {value!r}; known: {', '.join(known)}", place=place)
    _known_readings(rules, readings or {})
    try:
        draft = rule_wording(rules, text, card_type, attachment or None, resolver or None, readings)
    except InputError as exc:
        raise InputError(exc.message, place={"--text": "text", "--card-type": "card_type"}.get(exc.place, exc.place)) \
            from None
    return draft.to_json()


def diff_job(a: str, b: str) -> dict:
    """The JSON of ``ruling diff A B --json``."""
    from ..you.analyses import diff_rule_bases
    for name, place in ((a, "a"), (b, "b")):
        if not _rule_base(name, place).for_topic("you"):
            raise InputError(f"rule base {name} has no clauses about 'you'", place=place)
    return diff_rule_bases(a, b)


def scenario_names() -> list[str]:
    """The example scenarios (``scenarios/*.toml``), by file name."""
    return sorted(p.name for p in (project_root() / "scenarios").glob("*.toml"))


def _scenario(name: str | None, toml_text: str | None):
    """The scenario of an example file (by name) or of TOML text from the editor."""
    from ..timing.commands import read_scenario_argument
    from ..timing.scenario import parse_scenario
    if toml_text is not None and toml_text.strip():
        if len(toml_text) > MAX_TOML:
            raise InputError(f"the scenario has {len(toml_text)} characters; the limit is {MAX_TOML}",
                             "scenario.toml")
        try:
            table = tomllib.loads(toml_text)
        except tomllib.TOMLDecodeError as exc:
            raise InputError(f"malformed TOML: {exc}", "scenario.toml") from None
        if "question" in table and "scenario" in table:
            from ..timing.ask import query_scenario
            return query_scenario(table, str(project_root() / "scenarios" / "scenario.toml"))
        return parse_scenario(table, "scenario.toml")
    if not name:
        raise InputError("give a scenario: the name of an example or its TOML text", place="scenario")
    if name not in scenario_names():
        raise InputError(f"no example scenario {name!r}; known: {', '.join(scenario_names())}", place="scenario")
    return read_scenario_argument(str(project_root() / "scenarios" / name))


def _scenario_file_text(name: str | None) -> str | None:
    if name and name in scenario_names():
        return (project_root() / "scenarios" / name).read_text(encoding="utf-8")
    return None


def orders_job(name: str | None = None, toml_text: str | None = None, rules: str | None = None,
               limit: int = 50) -> dict:
    """The JSON of ``ruling orders FILE --json``, plus ``toml`` (the example's text, for the editor)."""
    from ..timing.compile import compile_scenario
    from ..timing.report import orders_report
    scenario = _scenario(name, toml_text)
    if rules:
        _rule_base(rules)
    rep = orders_report(compile_scenario(scenario, rules or None), limit=max(0, min(int(limit), MAX_ORDERS_LISTED)))
    rep["toml"] = toml_text if toml_text else _scenario_file_text(name)
    rep["scenario"] = "scenario.toml" if toml_text else f"scenarios/{name}"
    return rep


def graph_job(name: str | None = None, toml_text: str | None = None, rules: str | None = None) -> dict:
    """The JSON of ``ruling graph FILE --json``, with ``svg`` the drawing itself (Graphviz's when
    installed, else a plain one) and ``drawn_by`` (``graphviz`` or ``plain``)."""
    from ..timing.graph import analyse_graph, to_svg
    from .drawing import plain_svg
    scenario = _scenario(name, toml_text)
    if rules:
        _rule_base(rules)
    rep = analyse_graph(scenario, rules or None)
    data = rep.to_json()
    svg = to_svg(data["dot"])
    data["drawn_by"] = "graphviz" if svg else "plain"
    data["svg"] = svg if svg else plain_svg(data["nodes"], data["edges"], data["mandatory_cycles"])
    data["toml"] = toml_text if toml_text else _scenario_file_text(name)
    return data


def interactions_job(pool: str, text: str, card_type: str, name: str = "New card") -> dict:
    """The JSON of ``ruling interactions POOL --text TEXT --type TYPE --json``, with ``dot`` the new card's
    neighbourhood and the loops it closes (`logic.pool_graph`)."""
    from ..pool_graph.interactions import interactions
    from ..pool_graph.render import interactions_dot
    rep = interactions(pool, text, card_type, name)
    rep["dot"] = interactions_dot(rep)
    return rep


def readings_job(rules: str) -> dict:
    """For each clause of ``rules`` that has readings: its id, its question (what the readings
    answer differently, in words), citation, the readings (name, says, argument, literal,
    settled_by), the rule base's default and whether an authority settles it."""
    rb = _rule_base(rules)
    out = []
    for c in rb.clauses_with_readings():
        default = rb.default_readings[c.id]
        out.append({"clause": c.id, "question": c.question, "says": c.says, "citation": str(c.citation),
                    "default": default,
                    "settled": c.reading_named(default).settled_by is not None,
                    "readings": [{"name": r.name, "says": r.says, "argument": r.argument, "literal": r.literal,
                                  "settled_by": str(r.settled_by) if r.settled_by else None}
                                 for r in c.readings]})
    return {"rule_base": rules, "clauses": out}


def _known_readings(rules: str, readings: dict[str, str]) -> None:
    """Raise `InputError` for a reading the rule base does not have."""
    if not readings:
        return
    known = {c["clause"]: {r["name"] for r in c["readings"]} for c in readings_job(rules)["clauses"]}
    for clause_id, name in readings.items():
        if clause_id not in known:
            raise InputError(f"clause {clause_id!r} of {rules} has no readings", place="readings")
        if name not in known[clause_id]:
            raise InputError(f"clause {clause_id} has no reading {name!r}; known: "
                             f"{', '.join(sorted(known[clause_id]))}", place="readings")


def clauses_job(rules: str) -> dict:
    """Every clause of ``rules``: id, paraphrase, citation (the page shows them beside verdicts)."""
    rb = _rule_base(rules)
    return {"rule_base": rules,
            "clauses": {c.id: {"says": c.says, "question": c.question, "citation": str(c.citation), "at": c.at,
                               "entry": c.entry.title if c.entry else ""} for c in rb.clauses}}
