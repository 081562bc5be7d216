"""Query kinds about "you": ``referent``, ``extension`` and ``performer``.

World tables (TOML)::

    [world]
    card = { type = "upgrade", attachment = "own_identity" }   # attachment defaults to "unattached"
    occurrences = [ { function = "take_damage", position = "effect" } ]   # referent: one sentence
    subject = 0                                                  # referent: which occurrence is asked
    resolver = "another_player"                                  # referent: who resolves (default: either)
    action = { kind = "attack" }                                 # performer

    [readings]                                  # optional: read these clauses this way
    "mc.en.you.attacked_player" = "after_only"

``[expect] verdict`` is the answer (``identity``/``player``, ``extension``/
``not_extension``, ``identity``/``not_identity``) or ``ambiguous`` /
``contradictory``. ``[expect] clauses`` must *justify* the verdict: the solver
checks that those clauses alone prove the answer (or the contradiction), or, for
an ambiguous verdict, that they are among the clauses at stake.
"""

from __future__ import annotations

from .analyses import CASE_LABEL, CLAIM_LABEL, problem_for, rule_case
from ..ask import register, require
from ..errors import InputError
from .problem import SHAPE
from ..registry import load_rule_base
from .situations import RESOLVERS, sentence_situation, situation_for
from ..verdict import AskResult, Verdict
from .vocab import ACTION_KINDS, ATTACHMENTS, CARD_TYPES, GAME_FUNCTIONS, POSITIONS

__all__ = ["read_card", "observed", "justifies"]


def _choice(table: dict, key: str, known, path: str, where: str, default=None) -> str:
    if key not in table:
        if default is not None:
            return default
        raise InputError(f"the world is incomplete: missing '{where}.{key}'", path)
    value = table[key]
    if value not in known:
        raise InputError(f"unknown {key.replace('_', ' ')} {value!r} at '{where}.{key}'; known: {', '.join(known)}", path)
    return value


def read_card(world: dict, path: str) -> tuple[str, str]:
    """The card type and attachment of ``[world] card``."""
    card = require(world, "card", path, "world", dict)
    return (_choice(card, "type", CARD_TYPES, path, "world.card"),
            _choice(card, "attachment", ATTACHMENTS, path, "world.card", "unattached"))


def _rule_base(query: dict, path: str) -> str:
    name = query["rules"]
    try:
        rb = load_rule_base(name)
    except InputError as exc:
        raise InputError(exc.message, path, "rules") from None
    if not rb.for_topic("you"):
        raise InputError(f"rule base {name} has no clauses about 'you'", path, "rules")
    return name


def observed(v: Verdict) -> str:
    """What a verdict says, in the words of ``[expect] verdict``."""
    return str(v.answer) if v.status == "holds" else v.status


def _readings(query: dict, path: str) -> tuple:
    """The query's ``[readings]`` (clause id -> reading name), validated against its rule base."""
    table = query.get("readings", {})
    if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
        raise InputError("'readings' must be a table of clause id = reading name", path, "readings")
    try:
        load_rule_base(query["rules"]).with_readings(table)
    except InputError as exc:
        raise InputError(exc.message, path, "readings") from None
    return tuple(sorted(table.items()))


def _problem(query: dict, path: str):
    return problem_for(query["rules"], readings=_readings(query, path))


def justifies(rule_base: str, situation, key, case: dict, clauses: list[str], verdict: Verdict, subject: int = 0,
              readings: tuple = ()):
    """Whether ``clauses`` alone justify ``verdict`` (a solver check; see the module docstring)."""
    p = problem_for(rule_base, readings=readings)
    unknown = [c for c in clauses if c not in {cl.id for cl in p.clauses}]
    if unknown:
        return False, f"unknown clause ids {unknown}"
    if verdict.status == "ambiguous":
        missing = [c for c in clauses if c not in verdict.clauses]
        return (not missing), (f"not at stake: {missing}" if missing else "")
    if verdict.status in ("holds", "contradictory") and verdict.clauses and set(verdict.clauses) <= set(clauses):
        return True, ""  # the minimal core is unsat already; more clauses keep it unsat
    g = p.grounded(situation, key, 1)
    groups = [(CASE_LABEL, situation.pin(case))]
    if verdict.status == "holds":
        v1 = p.world.ruling(1)
        groups.append((CLAIM_LABEL, [situation.answer_term(v1, subject) != situation.answer_values[verdict.answer]]))
    elif verdict.status != "contradictory":
        return False, f"a {verdict.status} verdict has no justification"
    keep = set(clauses) | {SHAPE}
    r = g.check(groups, minimise=False, keep=keep.__contains__)
    return r.unsat, ("" if r.unsat else f"those clauses alone do not prove it (solver: {r.status})")


def _answer(query: dict, path: str, situation, key, case: dict, subject: int) -> AskResult:
    rb = query["rules"]
    p = _problem(query, path)
    verdict = rule_case(p, situation, key, case)[subject]
    expect = query["expect"]
    wanted = require(expect, "verdict", path, "expect", str)
    got = observed(verdict)
    mismatch = "" if got == wanted else f"expected {wanted}, got {got}"
    if not mismatch and expect.get("clauses"):
        ok, why = justifies(rb, situation, key, case, list(expect["clauses"]), verdict, subject,
                            _readings(query, path))
        if not ok:
            mismatch = f"expected clauses {expect['clauses']} do not justify the verdict: {why}"
    verdict.details["rule_base"] = rb
    if query.get("readings"):
        verdict.details["readings"] = dict(query["readings"])
    return AskResult(query["id"], path, query["says"], verdict, expect, not mismatch, mismatch,
                     str(expect.get("source", "")))


@register("referent")
def ask_referent(query: dict, path: str) -> AskResult:
    """Whom the asked "you" of one sentence means."""
    rb = _rule_base(query, path)
    world = require(query, "world", path, kind=dict)
    card_type, attachment = read_card(world, path)
    occurrences = require(world, "occurrences", path, "world", list)
    if not occurrences:
        raise InputError("the world is incomplete: 'world.occurrences' is empty", path)
    case = {"card_type": card_type, "attachment": attachment}
    for i, o in enumerate(occurrences):
        where = f"world.occurrences[{i}]"
        if not isinstance(o, dict):
            raise InputError(f"'{where}' must be a table", path)
        case[f"function_{i}"] = _choice(o, "function", GAME_FUNCTIONS, path, where)
        case[f"position_{i}"] = _choice(o, "position", POSITIONS, path, where)
    subject = world.get("subject", 0)
    if not isinstance(subject, int) or not 0 <= subject < len(occurrences):
        raise InputError(f"'world.subject' must be an occurrence index below {len(occurrences)}", path)
    resolver = world.get("resolver")
    if resolver is not None and resolver not in RESOLVERS:
        raise InputError(f"unknown resolver {resolver!r} at 'world.resolver'; known: {', '.join(RESOLVERS)}", path)
    situation = sentence_situation(_problem(query, path).world, len(occurrences), resolver)
    return _answer(query, path, situation, ("sentence", len(occurrences), resolver), case, subject)


@register("extension")
def ask_extension(query: dict, path: str) -> AskResult:
    """Whether the card is an extension of its controller's identity."""
    rb = _rule_base(query, path)
    world = require(query, "world", path, kind=dict)
    card_type, attachment = read_card(world, path)
    situation = situation_for("extension", _problem(query, path).world)
    return _answer(query, path, situation, ("extension",), {"card_type": card_type, "attachment": attachment}, 0)


@register("performer")
def ask_performer(query: dict, path: str) -> AskResult:
    """Whether what the card resolves (an action of a kind) is performed by the identity."""
    rb = _rule_base(query, path)
    world = require(query, "world", path, kind=dict)
    card_type, attachment = read_card(world, path)
    action = require(world, "action", path, "world", dict)
    kind = _choice(action, "kind", ACTION_KINDS, path, "world.action")
    situation = situation_for("performer", _problem(query, path).world)
    return _answer(query, path, situation, ("performer",),
                   {"card_type": card_type, "attachment": attachment, "kind": kind}, 0)
