"""The analyses of "you", named as the claims they check.

- `rule_case` / `rule_occurrence` / `rule_sentence`: the referent of one described
  occurrence (or of every occurrence of one sentence): proved, ambiguous (two
  rulings shown) or contradictory (core shown).
- `survey`: a question over all its cases at once (card type × attachment ×
  game function × position, ...), with few solver calls: each witness the solver
  finds is generalised to every case it also covers (`logic.solve.generalise`),
  and the final unsat answer proves no case was missed.
- `find_contradictions`: the cases of a question where no ruling satisfies the
  rules, grouped by the minimal core that explains them, with a world for each.
- `prove_unambiguous`: the cases where two rulings disagree, each with both.
- `diff_rule_bases`: where two rule bases allow different answers.

What sat and unsat mean, for each check here:
- "some ruling answers x in this case": sat = a ruling does (model = the world
  and ruling); unsat = none does (core = why).
- "two rulings disagree in this case": sat = ambiguous (model = both rulings in
  one world); unsat = every two rulings agree.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache

import z3

from ..errors import InputError
from ..ground import instantiate
from ..registry import load_rule_base
from .table import question_key
from .verdict_tables import _TABLES, _as_row, save_verdict_tables, sentence_rows, table_of  # noqa: F401 (named here too)
from .compiled import TRUE, Unreadable, compiled, component_table, save_component_tables
from .problem import SHAPE, Grounded, RuleProblem
from .situations import RESOLVERS, CaseIndex, Situation, cases, sentence_situation, situation_for
from ..solve import Result, check, generalise, region_mask
from ..z3walk import Walk, and_of
from ..verdict import Verdict
from .worlds import describe_world

__all__ = ["problem_for", "rule_case", "rule_occurrence", "rule_sentence", "survey", "Survey",
           "find_contradictions", "prove_unambiguous", "diff_rule_bases", "diff_readings", "compress",
           "CASE_LABEL"]

CASE_LABEL = "case"
CLAIM_LABEL = "claim"
#: the constraint that the game functions of one word are one seat (the same resolving player)
WORD_LABEL = "one_word"


@lru_cache(maxsize=64)
def problem_for(rule_base: str, timeout_ms: int = 20_000, readings: tuple = ()) -> RuleProblem:
    """The (cached) `RuleProblem` of a built-in rule base, under the default readings with
    ``readings`` (pairs of clause id and reading name) put over them: one problem per
    rule base and complete choice of readings."""
    return _problem(rule_base, timeout_ms, load_rule_base(rule_base).with_readings(dict(readings)))


@lru_cache(maxsize=64)
def _problem(rule_base: str, timeout_ms: int, readings: tuple) -> RuleProblem:
    defaults = load_rule_base(rule_base).with_readings()
    if readings == defaults:
        return RuleProblem(rule_base, timeout_ms, dict(readings))
    base = _problem(rule_base, timeout_ms, defaults)  # another reading: built on the defaults' world
    return RuleProblem(rule_base, timeout_ms, dict(readings), world=base.world, base=base)


def _clauses_of(core: tuple[str, ...]) -> list[str]:
    return [label for label in core if label not in (SHAPE, CASE_LABEL, CLAIM_LABEL, WORD_LABEL)]


def _check(p: RuleProblem, groups, **kw) -> Result:
    return check(groups, p.world.ctx, timeout_ms=p.timeout_ms, **kw)


# -- one case -------------------------------------------------------------------

def rule_case(p: RuleProblem, situation: Situation, key: tuple, case: dict[str, str],
              words: tuple[tuple[int, ...], ...] = (), *, lite: bool = False) -> list[Verdict]:
    """One verdict per subject of ``situation`` with its features pinned to ``case``.

    holds: the answer is forced in every world matching the case (``clauses`` is
    the minimal core proving it); ambiguous: two rulings of one world disagree
    (``rulings`` shows both); contradictory: no ruling exists (``clauses`` is the
    core, ``counterexample`` the situation); unknown: the solver could not tell.
    ``words`` groups subjects that are one word standing in several game functions
    ("attacks and damages you"): the word is one seat (the same resolving player), and each
    function is ruled by its own clauses (a stun on the identity, a discard by the player).
    ``lite`` leaves out the worlds (``rulings``, ``counterexample``): what a reading's ruling is
    compared by needs only the status, the answer and the clauses.
    """
    got = _from_components(p, situation, key, case, words, lite)  # the component table, where it decides
    return got if got is not None else _solve_case(p, situation, key, case, words, lite)


def _solve_case(p: RuleProblem, situation: Situation, key: tuple, case: dict[str, str],
                words: tuple[tuple[int, ...], ...], lite: bool) -> list[Verdict]:
    """`rule_case` by the solver alone."""
    one, two = p.grounded(situation, key, 1), p.grounded(situation, key, 2)
    pin = (CASE_LABEL, situation.pin(case))
    v1, v2 = p.world.ruling(1), p.world.ruling(2)
    occ = [c for c in situation.constants if c.sort() == p.world.Occurrence]
    link = (WORD_LABEL, [p.world.resolving_player(occ[g[0]]) == p.world.resolving_player(occ[j])
                         for g in words for j in g[1:]])
    question = situation.question
    first = one.check([pin, link], canonical=True)  # canonical cores: the same whatever was solved before
    if first.status == "unknown":
        return [Verdict(question, "unknown", reason=first.reason, scope=one.scope, details={"case": case})] * situation.subjects
    if first.unsat:
        world = None if lite else _shape_only_world(p, situation, case)
        return [Verdict(question, "contradictory", clauses=_clauses_of(first.core), counterexample=world,
                        scope=one.scope, details={"case": case})] * situation.subjects
    out = []
    for i in range(situation.subjects):
        differ = (CLAIM_LABEL, [situation.answer_term(v1, i) != situation.answer_term(v2, i)])
        amb = two.check([pin, link, differ], minimise=False)  # only sat or unsat is read
        if amb.status == "unknown":
            out.append(Verdict(question, "unknown", reason=amb.reason, scope=two.scope, details={"case": case, "subject": i}))
            continue
        if amb.sat:
            readings = sorted(situation.read_answer(amb.model, v, i) for v in (v1, v2))
            if lite:
                out.append(Verdict(question, "ambiguous", answer=readings, clauses=_at_stake(p, one, pin, situation, i, case),
                                   scope=two.scope, details={"case": case, "subject": i}))
                continue
            model = _canonical_rulings(two, [pin, link, differ], situation, (v1, v2), i, readings) or amb.model
            world = describe_world(model, situation, [v1, v2])
            out.append(Verdict(question, "ambiguous", answer=readings, rulings=world.pop("rulings"),
                               counterexample=world, clauses=_at_stake(p, one, pin, situation, i, case),
                               scope=two.scope, details={"case": case, "subject": i}))
            continue
        answer = situation.read_answer(first.model, v1, i)
        other = (CLAIM_LABEL, [situation.answer_term(v1, i) != situation.answer_values[answer]])
        proof = one.check([pin, link, other], canonical=True)
        if proof.unsat:
            out.append(Verdict(question, "holds", answer=answer, clauses=_clauses_of(proof.core), scope=one.scope,
                               details={"case": case, "subject": i}))
        elif proof.sat:  # every world has one ruling, but the worlds differ
            worlds = [describe_world(m, situation, [v1]) for m in (first.model, proof.model)]
            out.append(Verdict(question, "holds", answer="depends on the world", scope=one.scope,
                               details={"case": case, "subject": i, "worlds": worlds}))
        else:
            out.append(Verdict(question, "unknown", reason=proof.reason, scope=one.scope, details={"case": case}))
    return out


def _from_components(p: RuleProblem, situation: Situation, key: tuple, case: dict[str, str],
                     words: tuple[tuple[int, ...], ...] = (), lite: bool = False) -> list[Verdict] | None:
    """`rule_case`'s verdicts read from the rule base's component table where it provably decides
    them (see `logic.you.compiled`), solving only the components not met before; None when the
    answer needs the solver's path (an ambiguity, a ruling that depends on the world, an unknown,
    more than one component without a model, a term the table does not read)."""
    one = p.grounded(situation, key, 1)
    comp = compiled(p, one)
    if comp is None:
        return None
    table = component_table(p.name)
    question = situation.question
    v1 = p.world.ruling(1)
    fixed = comp.kept.get(("fixed", words))
    if fixed is None:  # what does not change from case to case: the word links, the subjects
        occ = [c for c in situation.constants if c.sort() == p.world.Occurrence]
        link = (WORD_LABEL, [p.world.resolving_player(occ[g[0]]) == p.world.resolving_player(occ[j])
                             for g in words for j in g[1:]])
        try:
            fixed = comp.kept[("fixed", words)] = (
                link, [comp.read(c) for c in link[1]],
                [comp.read(situation.answer_term(v1, i)) for i in range(situation.subjects)])
        except Unreadable:
            return None
    link, linked, subjects = fixed
    pins = []

    def pin():  # the case's constraints, built for the solver only when it is asked
        if not pins:
            pins.append((CASE_LABEL, situation.pin(case)))
        return pins[0]

    try:
        env = comp.env(case)
        items = comp.residuals(env)
        items += [(WORD_LABEL, t) for t in (comp.ev(t, env) for t in linked) if t != TRUE]
        shape = tuple(t for _, t in items)  # how the instances connect does not depend on the case's values
        items += comp.case_facts(env)
        probes = [("?", comp.mk("=", "B", (t, t))) for t in subjects]  # marks the component of each subject
        groups = comp.components(items + probes, memo=shape)
    except Unreadable:
        return None
    n = len(items)
    parts = [[k for k in g if k < n] for g in groups]
    of_subject = {}
    for g, part in zip(groups, parts):
        for k in g:
            if k >= n:
                of_subject[k - n] = part
    parts = [part for part in parts if part]
    keys = [comp.key([items[k] for k in part]) for part in parts]

    def trivial(part) -> bool:  # one case fact alone: a free term given its value
        return len(part) == 1 and items[part[0]][0] == CASE_LABEL

    status = {k: (True if trivial(part) else table.get("s" + k)) for k, part in zip(keys, parts)}
    model = None
    unknown = [k for k, v in status.items() if v is None]
    if unknown:
        known_broken = any(v is False for v in status.values())
        r = one.check([pin(), link], minimise=False) if not known_broken else None
        if r is not None and r.status == "unknown":
            return None
        if r is not None and r.sat:
            model = r.model
            for k in unknown:
                status[k] = True
                table.put("s" + k, True)
        else:  # some component has no model: each other is asked alone (its own groups)
            for n_, k in enumerate(unknown):
                if not known_broken and n_ == len(unknown) - 1 and all(status[x] for x in unknown[:-1]):
                    break  # all the others have a model: this is the one without
                within = {items[j][0] for j in parts[keys.index(k)]}
                alone = one.check([pin(), link], minimise=False, keep=within.__contains__)
                if alone.sat:
                    status[k] = True
                    table.put("s" + k, True)
            left = [k for k in unknown if status[k] is None]
            if known_broken:
                if left:
                    return None
            elif len(left) != 1:
                return None
            else:
                status[left[0]] = False
                table.put("s" + left[0], False)
    broken = [k for k, v in status.items() if v is False]
    if broken:
        if len(broken) != 1 or any(v is None for v in status.values()):
            return None
        core = table.get("c" + broken[0])
        if core is None:
            if not _case_kept(comp, one, link, None):
                return None
            within = {items[j][0] for j in parts[keys.index(broken[0])]}  # the other components hold no core
            # the case stays: without it the rules are satisfiable (_case_kept)
            first = one.check([pin(), link], canonical=True, keep=within.__contains__, needed=frozenset([CASE_LABEL]))
            if not first.unsat:
                return None
            core = list(first.core)
            table.put("c" + broken[0], core)
        world = None if lite else _shape_only_world(p, situation, case)
        return [Verdict(question, "contradictory", clauses=_clauses_of(core), counterexample=world,
                        scope=one.scope, details={"case": case})] * situation.subjects
    out = []
    for i in range(situation.subjects):
        part = of_subject[i]
        k = comp.key([items[j] for j in part], "subject " + comp.text(subjects[i]))
        entry = table.get("a" + k)
        if entry is None:
            if model is None:
                r = one.check([pin(), link], minimise=False)
                if not r.sat:
                    return None
                model = r.model
            answer = situation.read_answer(model, v1, i)
            if not _case_kept(comp, one, link, (i, answer)):
                return None
            other = (CLAIM_LABEL, [situation.answer_term(v1, i) != situation.answer_values[answer]])
            within = {items[j][0] for j in part}  # the other components hold no core (see logic.you.compiled)
            # the case and the claim stay: without the case the rules and claim are satisfiable
            # (_case_kept), without the claim every component is (the model above)
            proof = one.check([pin(), link, other], canonical=True, keep=within.__contains__,
                              needed=frozenset([CASE_LABEL, CLAIM_LABEL]))
            if proof.status == "unknown":
                return None
            entry = {"answer": answer, "core": list(proof.core)} if proof.unsat else {"open": True}
            table.put("a" + k, entry)
        if "open" in entry:
            return None
        out.append(Verdict(question, "holds", answer=entry["answer"], clauses=_clauses_of(entry["core"]),
                           scope=one.scope, details={"case": case, "subject": i}))
    return out


def _case_kept(comp, one: Grounded, link, claim) -> bool:
    """Whether every clause with the word links (and the claim that subject ``claim[0]`` is not
    ``claim[1]``) is satisfiable with no case: then deleting groups in label order never drops the
    case (`logic.solve.Session._canonical`), which the component table's exactness rests on."""
    key = (tuple(str(c) for c in link[1]), claim)
    if key not in comp.kept:
        extra = [link]
        if claim is not None:
            i, answer = claim
            s = comp.situation
            v1 = s.world.ruling(1)
            extra.append((CLAIM_LABEL, [s.answer_term(v1, i) != s.answer_values[answer]]))
        comp.kept[key] = one.check(extra, minimise=False).sat
    return comp.kept[key]


def _canonical_rulings(two: Grounded, base: list, situation: Situation, views, i: int, readings: list[str]):
    """A model of an ambiguity whose two rulings do not depend on the solver's history.

    Ruling 1 gives subject ``i`` the first answer in sorted order, ruling 2 the
    second (swapping two rulings of a world gives a world, so this is sat); then
    every other ruling value shown (referents, can_refer_to_identity, extension,
    performed_by_identity), in a fixed order, takes its first value (False first,
    referents in table order) when the rules allow it. Each step asks sat or unsat
    only, so the result is the same whatever checks came before. None if a check
    is undecided.
    """
    w = situation.world
    pins = [situation.answer_is(v, x, i) for v, x in zip(views, readings)]
    r = two.check([*base, ("canonical", pins)], minimise=False)
    if not r.sat:
        return None
    occ = [c for c in situation.constants if c.sort() == w.Occurrence]
    cards = [c for c in situation.constants if c.sort() == w.Card]
    acts = [c for c in situation.constants if c.sort() == w.Action]
    cards += [w.act_card(a) for a in acts] + [w.occ_card(o) for o in occ]
    cards = list({c.get_id(): c for c in cards}.values())
    choices = []
    for v in views:
        for k, o in enumerate(occ):
            if k != i:
                choices.append([v.referent(o) == x for _, x in sorted(w.referents.items())])
            choices.append([z3.Not(v.can_refer_to_identity(o)), v.can_refer_to_identity(o)])
        for a in acts:
            choices.append([z3.Not(v.performed_by_identity(a)), v.performed_by_identity(a)])
        for c in cards:
            choices.append([z3.Not(v.is_extension(c)), v.is_extension(c)])
    for options in choices:
        for option in options[:-1]:
            trial = two.check([*base, ("canonical", pins + [option])], minimise=False)
            if trial.status == "unknown":
                return None
            if trial.sat:
                pins.append(option)
                r = trial
                break
        else:
            pins.append(options[-1])
    return r.model


def _shape_only_world(p: RuleProblem, situation: Situation, case: dict) -> dict:
    """The situation of a contradictory case, as a world (no ruling exists for it)."""
    r = _check(p, [(SHAPE, list(situation.shape)), (CASE_LABEL, situation.pin(case))], minimise=False)
    if not r.sat:
        return {"case": case}
    world = describe_world(r.model, situation, [])
    world.pop("rulings", None)
    return world


def _at_stake(p: RuleProblem, g: Grounded, pin, situation: Situation, i: int, case: dict | None = None) -> list[str]:
    """The clauses that speak about subject ``i`` in this case: those with an instance that,
    once the case's features are fixed, still constrains the ruling of that subject. With the
    ``case`` (the features ``pin`` fixes), each instance's answer is kept by the values of the
    features it holds, for the next case that gives them the same values."""
    fixed = [(c.arg(0), c.arg(1)) for c in pin[1]]
    view = p.world.ruling(1)
    subject = situation.answer_term(view, i)
    subject_args = {a.get_id() for a in subject.children()}
    ruling_decls = {d.name() for d in view.ruling_functions()}

    def constrains_subject(e) -> bool:
        return Walk(e.ctx).applies(e, ruling_decls, subject_args)

    def speaks(c) -> bool:
        simple = z3.simplify(z3.substitute(c, *fixed))
        return not z3.is_true(simple) and constrains_subject(simple)

    comp = compiled(p, g) if case is not None else None
    if comp is not None:  # each instance's answer depends only on its own features' values: kept
        env = comp.env(case)
        order = iter(range(len(comp.instances)))
        memo = comp.kept.setdefault(("at stake", tuple(sorted(subject_args))), {})
    out = []
    for label, constraints in g.groups:
        if label == SHAPE:
            if comp is not None:
                for _ in constraints:
                    next(order)
            continue
        found = False
        for c in constraints:
            if comp is None:
                found = found or speaks(c)
                continue
            k = next(order)
            if found:
                continue
            t = comp.instances[k][1]
            key = (k, tuple(env.get(d) for d in sorted(comp.deps[t])))
            if key not in memo:
                memo[key] = speaks(c)
            found = memo[key]
        if found:
            out.append(label)
    return out


def rule_occurrence(rule_base: str, card_type: str, attachment: str, function, position: str,
                    resolver: str | None = None, readings: dict[str, str] | None = None) -> Verdict:
    """The referent of one "you" (alone in its sentence), under ``rule_base``.

    ``resolver`` is who resolves it: the card's ``controller``, ``another_player``,
    or None for any player (the verdict then covers both). ``readings`` as in
    `rule_sentence`."""
    return rule_sentence(rule_base, ((card_type, attachment, function, position),), resolver, readings)[0]


def rule_sentence(rule_base: str, occurrences, resolver: str | None = None,
                  readings: dict[str, str] | None = None) -> list[Verdict]:
    """One verdict per "you" of one sentence of one card.

    ``occurrences`` is a sequence of objects with attributes ``card_type``,
    ``attachment``, ``function``, ``position`` (and optionally ``also``: more game
    functions of the same word), or 4-tuples in that order whose third element is a
    function name or a tuple of them (one word, several functions: one seat, each function
    ruled by its own clauses); all must share card type and attachment.
    ``resolver`` as in `rule_occurrence`. ``readings`` chooses readings
    (clause id -> reading name) over the rule base's defaults.

    Each verdict is the ruling under the chosen readings; its ``depends_on`` lists
    every other reading (of a clause not chosen by the caller) under which the
    ruling differs, with ``clause``, ``readings`` (default, other), ``settled``
    (an authority rules the other reading out), ``settled_by`` and ``other`` (the
    ruling under it). A ruling that differs under an open reading is reported
    ``ambiguous`` by the text (``details["by"] == "reading"``), with both rulings;
    one that differs only under settled readings keeps its status, with a note.
    Identical sentences are solved once.
    """
    rows = sentence_rows(occurrences)
    if not rows:
        return []
    if resolver not in (None, *RESOLVERS):
        raise InputError(f"unknown resolver {resolver!r}; known: {', '.join(RESOLVERS)}")
    rb = load_rule_base(rule_base)
    chosen = rb.with_readings(readings)  # validates the names
    asked = dict(readings or {})
    table = table_of(rule_base)
    key = question_key(rows, resolver, asked)
    known = table.get(key) if table else None
    if known is not None:
        return known
    verdicts = _rule_and_depend(rule_base, rows, resolver, chosen, asked)
    if table:
        table.put(key, verdicts)
    return verdicts


def _sentence_situation(p: RuleProblem, n: int, resolver) -> Situation:
    """`sentence_situation` of ``p``'s world, made once per problem, size and resolver."""
    key = ("sentence situation", n, resolver)
    if key not in p.surveys:
        p.surveys[key] = sentence_situation(p.world, n, resolver)
    return p.surveys[key]


def save_tables() -> None:
    """Write every table this process added answers to (verdicts and components)."""
    save_verdict_tables()
    save_component_tables()


def _rule_and_depend(rule_base: str, rows: tuple, resolver, chosen: tuple, asked: dict) -> list[Verdict]:
    """The verdicts of ``rows`` under ``chosen`` readings, with what each depends on."""
    rb = load_rule_base(rule_base)
    base = _rule_rows(rule_base, rows, resolver, chosen)
    deps: list[list[dict]] = [[] for _ in rows]
    for c in rb.clauses_with_readings("you"):
        if c.id in asked:
            continue
        current = dict(chosen)[c.id]
        for r in c.readings:
            if r.name == current or not _reading_can_matter(rule_base, rows, resolver, chosen, c.id, r.name):
                continue
            alt = tuple(sorted({**dict(chosen), c.id: r.name}.items()))
            other = _rule_rows(rule_base, rows, resolver, alt, lite=True)
            for i, (a, b) in enumerate(zip(base, other)):
                if _ruling_of(a) != _ruling_of(b):
                    deps[i].append({"clause": c.id, "readings": [current, r.name],
                                    "settled": c.reading_named(current).settled_by is not None,
                                    "settled_by": str(c.settled_by) if c.settled_by else None,
                                    "other": _ruling_of(b) | {"clauses": b.clauses}})
    return [_with_dependencies(v, d) for v, d in zip(base, deps)]


@lru_cache(maxsize=65536)
def _reading_can_matter(rule_base: str, rows: tuple, resolver, readings: tuple, clause_id: str, other: str) -> bool:
    """False only when reading ``other`` of clause ``clause_id`` cannot change the ruling of ``rows``:
    its ground instances on the sentence's situation, with the case's features put in, simplify to
    the same formulas as the current reading's (then both problems are the same problem)."""
    p = problem_for(rule_base, readings=readings)
    expanded, _ = _expand(rows)
    situation = _sentence_situation(p, len(expanded), resolver)
    g = p.grounded(situation, ("sentence", len(expanded), resolver), 1)
    clause = p.rb.clause(clause_id)
    view = p.world.ruling(1)
    comp = compiled(p, g)
    if comp is not None:  # the same comparison on the component table's terms (no z3 simplifier)
        try:
            env = comp.env(_sentence_case(expanded))
            mine = {comp.ev(t, env) for t in comp.by_label.get(clause_id, [])} - {TRUE}
            key = ("reading", clause_id, other)
            if key not in comp.kept:
                built = clause.build_under(other)(view)
                comp.kept[key] = [comp.read(i) for f in (built if isinstance(built, (list, tuple)) else [built])
                                  for i in instantiate(f, g.terms)]
            return mine != {comp.ev(t, env) for t in comp.kept[key]} - {TRUE}
        except Unreadable:
            pass
    fixed = [(c.arg(0), c.arg(1)) for c in situation.pin(_sentence_case(expanded))]

    def ground(reading: str) -> list[str]:
        built = clause.build_under(reading)(view)
        out = []
        for f in (built if isinstance(built, (list, tuple)) else [built]):
            out += [z3.simplify(z3.substitute(i, *fixed)).sexpr() for i in instantiate(f, g.terms)]
        return sorted(out)
    return ground(dict(readings)[clause_id]) != ground(other)


def _ruling_words(r: dict) -> str:
    """A ruling in words: ``identity``, ``ambiguous (identity or player)``, ``without a ruling (contradictory)``."""
    if r["status"] == "holds":
        return str(r["answer"])
    if r["status"] == "ambiguous":
        return f"ambiguous ({' or '.join(map(str, r['answer'] or []))})"
    return f"without a ruling ({r['status']})"


def _ruling_of(v: Verdict) -> dict:
    answer = sorted(v.answer) if isinstance(v.answer, list) else v.answer
    return {"status": v.status, "answer": answer}


def _with_dependencies(v: Verdict, deps: list[dict]) -> Verdict:
    """``v`` with its ``depends_on``; ambiguous by the text when an open reading changes it."""
    v = replace(v, depends_on=deps, details=dict(v.details))
    open_ = [d for d in deps if not d["settled"]]
    if open_ and v.status in ("holds", "contradictory"):
        rulings = [{"reading": "default", **_ruling_of(v), "clauses": v.clauses}]
        rulings += [{"reading": f"{d['clause']}={d['readings'][1]}", **d["other"]} for d in open_]
        answers = [r["answer"] if r["status"] in ("holds", "ambiguous") else f"no ruling ({r['status']})"
                   for r in rulings]
        v.details.update({"by": "reading", "status_under_defaults": v.status})
        return replace(v, status="ambiguous", answer=answers, rulings=rulings,
                       clauses=sorted({d["clause"] for d in open_}))
    if deps:
        v.details["note"] = "; ".join(
            f"turns on the settled reading {d['readings'][0]} of {d['clause']} ({d['settled_by']}); "
            f"under {d['readings'][1]} it would be " + _ruling_words(d["other"]) for d in deps)
    return v


def _expand(rows: tuple) -> tuple[tuple, tuple]:
    """One row per game function (a word of several functions gives several rows), and the
    indices of each word's rows."""
    expanded, words = [], []
    for r in rows:
        functions = r[2] if isinstance(r[2], tuple) else (r[2],)
        words.append(tuple(range(len(expanded), len(expanded) + len(functions))))
        expanded += [(r[0], r[1], f, r[3]) for f in functions]
    return tuple(expanded), tuple(words)


def _sentence_case(expanded: tuple) -> dict[str, str]:
    """The features of a sentence situation (`sentence_situation`) pinned to ``expanded`` rows."""
    case = {"card_type": expanded[0][0], "attachment": expanded[0][1]}
    for i, r in enumerate(expanded):
        case[f"function_{i}"], case[f"position_{i}"] = r[2], r[3]
    return case


def _rule_rows(rule_base: str, rows: tuple, resolver, readings: tuple, lite: bool = False) -> list[Verdict]:
    """The verdicts of one word each. A word of several functions is ruled as one subject per
    function, all of one seat, and reported once: its status is the gravest of its parts, its
    answer the common answer, or per function (``{"be_attacked": "player", ...}``) when they differ."""
    expanded, words = _expand(rows)
    links = tuple(w for w in words if len(w) > 1)
    verdicts = _rule_sentence_cached(rule_base, expanded, resolver, readings, links, lite)
    out = []
    gravity = ("holds", "unknown", "ambiguous", "contradictory")
    for w in words:
        v = verdicts[w[0]]
        if len(w) > 1:
            parts = [verdicts[j] for j in w]
            v = max(parts, key=lambda x: gravity.index(x.status) if x.status in gravity else 1)
            functions = [expanded[j][2] for j in w]
            details = {**v.details, "functions": functions,
                       "per_function": {f: {"status": x.status, "answer": x.answer, "clauses": x.clauses}
                                        for f, x in zip(functions, parts)}}
            if all(x.status == "holds" for x in parts):
                answers = {f: x.answer for f, x in zip(functions, parts)}
                answer = next(iter(answers.values())) if len(set(answers.values())) == 1 else answers
                v = replace(v, answer=answer, details=details,
                            clauses=sorted({c for x in parts for c in x.clauses}))
            else:
                v = replace(v, details=details)
        out.append(v)
    return out


@lru_cache(maxsize=65536)
def _rule_sentence_cached(rule_base: str, rows: tuple, resolver: str | None = None, readings: tuple = (),
                          words: tuple = (), lite: bool = False) -> tuple[Verdict, ...]:
    if len({(r[0], r[1]) for r in rows}) != 1:
        raise InputError("the occurrences of one sentence must share card type and attachment")
    p = problem_for(rule_base, readings=readings)
    situation = _sentence_situation(p, len(rows), resolver)
    key, case = ("sentence", len(rows), resolver), _sentence_case(rows)
    return tuple(rule_case(p, situation, key, case, words, lite=lite))


# -- a whole question -------------------------------------------------------------

@dataclass
class RegionSet:
    """The cases where a property holds: a bit mask over the situation's `CaseIndex`,
    built from generalised witnesses (the models are kept)."""

    mask: int
    index: CaseIndex
    witnesses: list
    complete: bool
    reason: str = ""
    checks: int = 0

    def __contains__(self, case: dict) -> bool:
        return bool(self.mask >> self.index.index(case) & 1)


def _regions(p: RuleProblem, g: Grounded, prop: list[z3.BoolRef], fixed: dict | None = None,
             index: CaseIndex | None = None, keep=None, seeds=()) -> RegionSet:
    """Every case where ``g``'s clauses and ``prop`` are satisfiable, by generalised witnesses.

    Each sat answer gives a witness; `generalise` widens it to every case the same
    witness covers, which is then blocked; the final unsat answer proves that no
    other case has the property. ``seeds`` are models found before (the same property
    under another reading): each that satisfies these clauses and ``prop`` is a witness
    found without a check.
    """
    situation = g.situation
    index = index or CaseIndex(situation)
    feature_terms = [t for t, _ in situation.features.values()]
    kept = [c for label, cs in g.groups if keep is None or keep(label) for c in cs]
    whole = and_of([*kept, *situation.shape, *prop], p.world.ctx)  # z3.And(...), unchecked
    pin = situation.pin(fixed or {})
    mask, witnesses, blocks, checks = 0, [], [], 0

    value_of = [{c.get_id(): v for v, c in table.items()} for _, table in situation.features.values()]

    def own_case(model) -> tuple:
        """The witness's own case: its values (z3 constants) and its bit in the index."""
        values = [model.eval(t, model_completion=True) for t in feature_terms]
        case = {name: names[v.get_id()] for name, names, v in zip(situation.features, value_of, values)}
        return values, 1 << index.index(case)

    def widen(model) -> tuple:
        region = generalise(whole, model, feature_terms, g.terms.of)
        values, own_mask = own_case(model)
        try:
            found = region_mask(region, index.masks, index.all) if region is not None else 0
        except ValueError:
            found = 0
        if not found & own_mask:  # generalisation failed: keep the witness's own case
            region, found = z3.And([t == v for t, v in zip(feature_terms, values)]), own_mask
        return region, found

    for model in (seeds if not pin else ()):
        if not z3.is_true(model.eval(whole, model_completion=True)):
            continue  # not a witness here (the other reading's clause is not satisfied)
        region, found = widen(model)
        if found & ~mask:
            mask |= found
            witnesses.append(model)
            blocks.append(z3.Not(region))
    while True:
        r = g.check([("property", prop), (CASE_LABEL, pin), ("blocked", blocks)], minimise=False, keep=keep)
        checks += 1
        if r.status == "unknown":
            return RegionSet(mask, index, witnesses, False, r.reason, checks)
        if r.unsat:
            return RegionSet(mask, index, witnesses, True, "", checks)
        region, found = widen(r.model)
        mask |= found
        witnesses.append(r.model)
        blocks.append(z3.Not(region))


@dataclass
class Survey:
    """A question answered over all its cases for one rule base.

    Sets of cases are bit masks over ``index`` (bit i is ``index.case(i)``);
    `mask` gives the cases of a status, `cases_of` lists them.
    """

    rule_base: str
    question: str
    situation: Situation
    allowed: dict[str, RegionSet]
    ambiguous: RegionSet
    scope: str
    fixed: dict = field(default_factory=dict)

    @property
    def index(self) -> CaseIndex:
        return self.ambiguous.index

    @property
    def complete(self) -> bool:
        return all(r.complete for r in self.allowed.values()) and self.ambiguous.complete

    @property
    def checks(self) -> int:
        return sum(r.checks for r in self.allowed.values()) + self.ambiguous.checks

    @property
    def domain(self) -> int:
        """The cases asked about (all, or those matching ``fixed``)."""
        m = self.index.all
        for name, value in self.fixed.items():
            term = self.situation.features[name][0]
            m &= self.index.masks[term.get_id()][self.situation.features[name][1][value].get_id()]
        return m

    def exactly(self, answers: frozenset[str]) -> int:
        """The cases whose set of allowed answers is exactly ``answers``."""
        m = self.domain
        for x, rs in self.allowed.items():
            m &= rs.mask if x in answers else ~rs.mask
        return m

    def mask(self, status: str) -> int:
        """The cases of ``status``: contradictory, ambiguous, determined, depends or unknown.

        An incomplete survey (a check came back unknown) puts every case under
        ``unknown`` and none under the other statuses: nothing is claimed.
        """
        if not self.complete:
            return self.domain if status == "unknown" else 0
        if status == "unknown":
            return 0
        if status == "contradictory":
            return self.exactly(frozenset())
        any_allowed = 0
        for rs in self.allowed.values():
            any_allowed |= rs.mask
        live = self.domain & any_allowed
        if status == "ambiguous":
            return live & self.ambiguous.mask
        one = 0
        for x in self.allowed:
            one |= self.exactly(frozenset([x]))
        if status == "determined":
            return one & ~self.ambiguous.mask
        if status == "depends":
            return live & ~one & ~self.ambiguous.mask
        raise KeyError(status)

    def cases_of(self, mask: int) -> list[dict]:
        """The cases of a mask, in index order. (Read off the mask's binary digits in one pass: taking
        the lowest bit off a mask of a hundred thousand cases, case by case, costs a copy of the whole
        integer each time.)"""
        case = self.index.case
        digits = bin(mask)[:1:-1] if mask > 0 else ""
        return [case(i) for i, d in enumerate(digits) if d == "1"]

    def count(self, status: str) -> int:
        return bin(self.mask(status)).count("1")

    def cases(self):
        return cases(self.situation, self.fixed)

    def answers(self, case: dict) -> frozenset[str]:
        """The answers some ruling gives in this case (empty: contradictory)."""
        return frozenset(x for x, rs in self.allowed.items() if case in rs)

    def status(self, case: dict) -> str:
        """``contradictory``, ``ambiguous``, ``determined``, ``depends`` or ``unknown``."""
        if not self.complete:
            return "unknown"
        allowed = self.answers(case)
        if not allowed:
            return "contradictory"
        if case in self.ambiguous:
            return "ambiguous"
        return "determined" if len(allowed) == 1 else "depends"


def survey(p: RuleProblem, question: str, fixed: dict | None = None) -> Survey:
    """Answer ``question`` for every case (those in ``fixed`` held) under ``p``'s rule base
    (made once per problem: a survey is asked again by the contradictions, the diffs and each
    reading's diff against the defaults)."""
    key = (question, tuple(sorted((fixed or {}).items())))
    if key not in p.surveys:
        p.surveys[key] = _survey(p, question, fixed)
    return p.surveys[key]


def _survey(p: RuleProblem, question: str, fixed: dict | None) -> Survey:
    situation = situation_for(question, p.world)
    index = CaseIndex(situation)
    one = p.grounded(situation, (question,), 1)
    two = p.grounded(situation, (question,), 2)
    v1, v2 = p.world.ruling(1), p.world.ruling(2)
    # under another reading, the default's witnesses (same world) are tried first: most still are
    before = survey(p.base, question) if p.base is not None and not fixed else None
    allowed = {x: _regions(p, one, [situation.answer_is(v1, x)], fixed, index,
                           seeds=before.allowed[x].witnesses if before else ()) for x in situation.answer_values}
    amb = _regions(p, two, [situation.answer_term(v1, 0) != situation.answer_term(v2, 0)], fixed, index,
                   seeds=before.ambiguous.witnesses if before else ())
    return Survey(p.name, question, situation, allowed, amb, one.scope, dict(fixed or {}))


# -- patterns -------------------------------------------------------------------------

def compress(case_list: list[dict], features: dict) -> list[dict]:
    """Fold a set of cases into patterns: a feature whose every value occurs (the rest equal)
    becomes ``"*"``. The patterns cover exactly the given cases."""
    if not case_list:
        return []
    names = list(features)
    rows = {tuple(c[n] for n in names) for c in case_list}
    for i, n in enumerate(names):
        values = set(features[n][1]) if isinstance(features[n], tuple) else set(features[n])
        groups: dict[tuple, set] = {}
        for r in rows:
            groups.setdefault(r[:i] + r[i + 1:], set()).add(r[i])
        new = set()
        for rest, vals in groups.items():
            if vals == values:
                new.add(rest[:i] + ("*",) + rest[i:])
            else:
                new.update(rest[:i] + (v,) + rest[i:] for v in vals)
        rows = new
    return [dict(zip(names, r)) for r in sorted(rows)]


def _pattern_case(pattern: dict, survey_: Survey) -> dict:
    """A concrete case of a pattern (first value where it says ``*``)."""
    out = {}
    for name, value in pattern.items():
        out[name] = value if value != "*" else next(iter(survey_.situation.features[name][1]))
    return out


# -- consistency and unambiguity ---------------------------------------------------------

QUESTIONS_CHECKED = ("referent", "referent_in_sentence", "extension", "performer")


def find_contradictions(p: RuleProblem, s: Survey) -> list[dict]:
    """The contradictory cases of survey ``s``, grouped by the minimal core that explains them.

    For one contradictory case the solver gives a minimal core; the cases that
    core alone already contradicts are the complement of the core's satisfiable
    regions (computed with the same generalisation as surveys); repeat on the rest.
    """
    remaining = s.mask("contradictory")
    key = (s.question,)
    groups = []
    while remaining:
        low = remaining & -remaining
        verdict = rule_case(p, s.situation, key, s.index.case(low.bit_length() - 1))[0]
        core = verdict.clauses
        full = p.grounded(s.situation, key, 1)
        keep = set(core) | {SHAPE}
        satisfiable = _regions(p, full, [], s.fixed, s.index, keep=keep.__contains__)
        explained = (remaining & ~satisfiable.mask if satisfiable.complete else 0) or low
        members = s.cases_of(explained)
        groups.append({"core": core, "cases": len(members), "counterexample": verdict.counterexample,
                       "patterns": compress(members, s.situation.features)[:5], "members": members,
                       "scope": verdict.scope})
        remaining &= ~explained
    return groups


def prove_unambiguous(p: RuleProblem, s: Survey, witnesses: bool = True) -> dict:
    """Unambiguity of one question over all its cases.

    Returns a dict with ``status`` (``holds`` when no case is ambiguous, else
    ``refuted``; ``unknown`` when a check was inconclusive), counts by status,
    the ambiguous cases and their patterns, and (with ``witnesses``) one verdict
    per pattern, with both rulings.
    """
    if not s.complete:
        reason = next((r.reason for r in [*s.allowed.values(), s.ambiguous] if not r.complete), "")
        return {"question": s.question, "status": "unknown", "reason": reason, "scope": s.scope}
    counts = {st: s.count(st) for st in ("determined", "depends", "ambiguous", "contradictory")}
    amb = s.cases_of(s.mask("ambiguous"))
    patterns = compress(amb, s.situation.features)
    findings = []
    for pattern in patterns if witnesses else ():
        v = rule_case(p, s.situation, (s.question,), _pattern_case(pattern, s))[0]
        v.details["pattern"] = pattern
        v.details["cases"] = sum(1 for c in amb if all(pattern[k] in ("*", c[k]) for k in pattern))
        findings.append(v)
    return {"question": s.question, "status": "holds" if not amb else "refuted", "counts": counts,
            "cases": sum(counts.values()), "ambiguous": findings, "ambiguous_cases": amb, "patterns": patterns,
            "scope": s.scope, "checks": s.checks}


# -- diff ---------------------------------------------------------------------------------

def _relation(a: frozenset, b: frozenset) -> str:
    if a == b:
        return "equivalent"
    if a < b:
        return "A stronger"
    if b < a:
        return "B stronger"
    return "incomparable"


def diff_rule_bases(a: str, b: str, questions=QUESTIONS_CHECKED, surveys=None,
                    readings_a: tuple = (), readings_b: tuple = ()) -> dict:
    """Compare two rule bases question by question.

    For each case, each rule base allows a set of answers; A is stronger where its
    set is a strict subset of B's. A *difference* is a set of cases with the same
    two answer sets and the same reason: the minimal core by which one side
    excludes an answer the other allows. Each has its patterns of cases and a
    witness: the smallest world (the question's situation) where one side allows
    that answer, with the other side's core. ``readings_a`` / ``readings_b`` choose
    readings (pairs of clause id and reading name) over each side's defaults: the
    same rule base under two readings is compared this way. ``surveys`` holds
    surveys already made under the default readings, by (rule base, question).
    """
    pa, pb = problem_for(a, readings=tuple(readings_a)), problem_for(b, readings=tuple(readings_b))
    surveys = surveys or {}
    if readings_a or readings_b:
        surveys = {k: s for k, s in surveys.items()
                   if (k[0] == a and not readings_a) or (k[0] == b and not readings_b and a != b)}
    result = {"a": a, "b": b, "questions": {}, "differences": []}
    for q in questions:
        sa = surveys.get((a, q)) or survey(pa, q)
        sb = (surveys.get((b, q)) if not (a == b and readings_b) else None) or survey(pb, q)
        if not (sa.complete and sb.complete):
            result["questions"][q] = "unknown"
            continue
        by_sets: dict[tuple, int] = {}
        for xa in _subsets(sa.allowed):
            for xb in _subsets(sb.allowed):
                if xa != xb:
                    both = sa.exactly(xa) & sb.exactly(xb)
                    if both:
                        by_sets[(xa, xb)] = both
        relations = set()
        for (xa, xb), found in sorted(by_sets.items(), key=lambda kv: (sorted(kv[0][0]), sorted(kv[0][1]))):
            rel = _relation(xa, xb)
            relations.add(rel)
            remaining = found
            while remaining:
                low = remaining & -remaining
                w = _witness(pa, pb, sa, sb, q, sa.index.case(low.bit_length() - 1), xa, xb)
                explained = (remaining & _explained(pa, pb, sa, sb, q, w)) or low
                cases_ = sa.cases_of(explained)
                patterns = compress(cases_, sa.situation.features)
                result["differences"].append({
                    "question": q, "patterns": patterns, "pattern": patterns[0],
                    "a_allows": sorted(xa), "b_allows": sorted(xb), "relation": rel,
                    "cases": len(cases_), "witness": w})
                remaining &= ~explained
        if not relations:
            result["questions"][q] = "equivalent"
        elif len(relations) == 1:
            result["questions"][q] = relations.pop()
        else:
            result["questions"][q] = "incomparable"
    return result


def _subsets(answers) -> list[frozenset]:
    names = list(answers)
    return [frozenset(n for k, n in enumerate(names) if i >> k & 1) for i in range(1 << len(names))]


def _explained(pa, pb, sa, sb, q, w) -> int:
    """The cases (a mask) where the excluding side's core alone excludes the witness's answer."""
    if not w["excluded_by_clauses"]:
        return 0
    p2, s2 = (pb, sb) if w["allowed_by"] == "a" else (pa, sa)
    g2 = p2.grounded(s2.situation, (q,), 1)
    keep = set(w["excluded_by_clauses"]) | {SHAPE}
    v = p2.world.ruling(1)
    allowed = _regions(p2, g2, [s2.situation.answer_is(v, w["answer"])], index=s2.index, keep=keep.__contains__)
    return s2.domain & ~allowed.mask if allowed.complete else 0


def _witness(pa, pb, sa, sb, q, case, xa, xb) -> dict:
    """A world where one side allows an answer the other excludes, and the excluding side's core."""
    if xa - xb:
        allow, deny, x, side = (pa, sa), (pb, sb), sorted(xa - xb)[0], "a"
    else:
        allow, deny, x, side = (pb, sb), (pa, sa), sorted(xb - xa)[0], "b"
    (p1, s1), (p2, s2) = allow, deny
    g1 = p1.grounded(s1.situation, (q,), 1)
    v = p1.world.ruling(1)
    r = g1.check([(CASE_LABEL, s1.situation.pin(case)), (CLAIM_LABEL, [s1.situation.answer_is(v, x)])])
    world = describe_world(r.model, s1.situation, [v]) if r.sat else {"case": case}
    g2 = p2.grounded(s2.situation, (q,), 1)
    v2 = p2.world.ruling(1)
    r2 = g2.check([(CASE_LABEL, s2.situation.pin(case)), (CLAIM_LABEL, [s2.situation.answer_is(v2, x)])],
                  canonical=True)  # the same core whatever was solved before
    return {"answer": x, "allowed_by": side, "case": case, "world": world,
            "excluded_by_clauses": _clauses_of(r2.core) if r2.unsat else [],
            "excluding_side_status": r2.status}


def diff_readings(rule_base: str, questions=QUESTIONS_CHECKED, surveys=None) -> list[dict]:
    """For each clause of ``rule_base`` with readings, and each reading other than its default:
    the cases of every question whose ruling depends on the choice (a `diff_rule_bases` of the
    rule base under its defaults, A, against the same rule base with that one reading, B),
    with the reading's argument and whether an authority settles the question."""
    rb = problem_for(rule_base).rb
    defaults = dict(rb.with_readings())
    out = []
    for c in rb.clauses_with_readings("you"):
        for r in c.readings:
            if r.name == defaults[c.id]:
                continue
            d = diff_rule_bases(rule_base, rule_base, questions, surveys, (), ((c.id, r.name),))
            default = c.reading_named(defaults[c.id])
            out.append({"clause": c.id, "at": c.at, "default": default.name, "reading": r.name,
                        "default_says": default.says, "says": r.says, "argument": r.argument,
                        "settled": default.settled_by is not None,
                        "settled_by": str(default.settled_by) if default.settled_by else None,
                        "literal": r.literal, "questions": d["questions"],
                        "cases": {q: sum(x["cases"] for x in d["differences"] if x["question"] == q)
                                  for q in d["questions"]},
                        "differences": d["differences"]})
    return out
