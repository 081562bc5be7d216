"""Edges A -> B of the trigger graph: an effect of A can produce an occurrence that meets B's trigger.

Candidates come from an index (the event kinds A's effects produce against the event kind B waits for):
an index, not the decision. Each candidate is decided by z3 (`logic.solve.check`) over one small world:
the two cards (types fixed, controllers free), the object the occurrence happens to (type, controller,
whether it is one of the two cards, exhausted or not, in play or not just before the effect, the printed
name the words give it: "a copy of <Name>"), the acting player, each player's form, and the seat of each
card's "you" (a player card's controller; for an encounter card, some player). Where A's card and the
object are is asked under the clauses of topic ``zones`` (`logic.pool_graph.zones`, ``ZONE_RULES``); what
zone words and events mean ("of your deck", "set-aside", "enters play") is `logic.pool_graph.words`'. An unsat answer
keeps the edge out and gives its reason (the labels of the core, each naming the words it comes from);
a sat answer keeps it in with the words of both abilities.

What is not modelled is never assumed away silently: a filter, an owner or a condition the edge cannot
express is listed in the edge's ``assumes`` (the edge holds if those words allow it), and a target
naming a card by name or "it" with nothing to refer to keeps the edge out with that reason.

Decisions are cached by the pair of structures (identical wordings on cards of identical types and
traits are decided once).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

import z3

from logic.abilities import model as m
from logic.pool_graph.nodes import Node
from logic.pool_graph.signature import project_ability, project_trigger
from logic.pool_graph.damage import DamageView, damage_clauses
from logic.pool_graph.words import (DAMAGE_EFFECTS, DAMAGE_EVENTS, ENCOUNTER_TYPES, FROM_OUT_OF_PLAY, PLAYER, PRODUCES,
                                    TYPES, ZONE_BEFORE, acts, asks_attack, attack_label, ATTACK_LABEL_UNREAD, card_type_words, copy_of,
                                    keeps_damage, noun_types, zone_words)
from logic.pool_graph.zones import ZoneView, zone_clauses
from logic.solve import check, check_least

__all__ = ["anaphor_resolves", "Decision", "candidates", "event_pairs", "decide", "decide_bulk", "decide_world", "decision_key", "decision_classes", "EDGE_TIMEOUT_MS", "edge_constraints", "describe"]

EDGE_TIMEOUT_MS = 5_000
#: the rule base whose clauses of topic ``zones`` every edge is asked under
ZONE_RULES = "marvel_champions/en"
_T = {t: i for i, t in enumerate(TYPES)}
_ENC = [_T[t] for t in ENCOUNTER_TYPES]


@dataclass(frozen=True)
class Decision:
    """One candidate's answer: ``status`` sat (an edge), unsat (no edge) or unknown; ``why`` the labels
    (sat: what makes it; unsat: the core), ``assumes`` the words not modelled, ``event`` the occurrence,
    ``effect`` the index of A's effect."""
    status: str
    event: str
    effect: int
    why: tuple[str, ...]
    assumes: tuple[str, ...] = ()
    world: tuple[tuple[str, str], ...] | None = ()   # None: sat, its world not computed yet


_ALL = frozenset(TYPES)
#: effects whose object comes from outside play (a deck, a discard pile, set aside)
_FROM_OUT_OF_PLAY = (m.EffectKind.REVEAL, m.EffectKind.PUT_INTO_PLAY, m.EffectKind.DRAW,
                     m.EffectKind.DEAL_ENCOUNTER)


def anaphor_resolves(ab: m.Ability, k: int) -> bool:
    """Whether "it" / "that ..." in effect k can name the trigger's object: only when every sentence of the
    ability was read whole (else "it" may name words not read) and no effect before it names a target
    (else "it" may be what that effect named, which the reader does not link)."""
    if any(s.status is not m.ReadStatus.FULLY for s in ab.sentences):
        return False
    return not any(e.target is not None for e in ab.effects[:k])


def _kept_types(t: m.Target) -> tuple[str, ...] | None:
    """The types the noun an "it" keeps can name ("that enemy": an enemy), None when it keeps none: "that
    hero" and "that alter-ego" name an identity in either form (it may have changed form since the trigger)."""
    if t.is_a is None:
        return None
    return noun_types(m.Noun.IDENTITY if t.is_a in (m.Noun.HERO, m.Noun.ALTER_EGO) else t.is_a)


def _types_named(t: m.Target | None, own_type: str, it: frozenset) -> frozenset:
    """The types a printed target can name, by its nouns alone (filters ignored: a superset); an "it" names
    what ``it`` allows, cut to the noun it keeps ("that enemy")."""
    if t is None:
        return _ALL
    out = set()
    for u in (t,) + tuple(t.also):
        if u.noun is m.Noun.THIS_CARD:
            out.add(own_type)
        elif u.noun is m.Noun.IT:   # "that enemy": what "it" names, and an enemy
            kept = _kept_types(u)
            out |= it & frozenset(kept) if kept is not None else it
        elif u.noun is m.Noun.YOU:
            out |= {PLAYER, "hero", "alter_ego"}
        else:
            names = noun_types(u.noun)
            out |= set(names) if names is not None else set(TYPES)
    return frozenset(out)


def _undergoes(a: Node, e: m.Effect, ev: m.EventKind, actor: bool) -> frozenset:
    """What can undergo (or, for an actor event, ``actor``: do) the occurrence effect ``e`` of ``a`` produces."""
    if ev is m.EventKind.DEALS_DAMAGE:
        return frozenset({a.card.card_type})
    if actor:
        return frozenset({PLAYER})
    if e.kind is m.EffectKind.DRAW and e.target is None:
        return frozenset({PLAYER})
    it = _ALL
    if a.trigger is not None:
        it = _types_named(a.trigger.subject if not acts(a.trigger) else a.trigger.object,
                          a.card.card_type, _ALL)
    return _types_named(e.target, a.card.card_type, it)


def _waits_for(b: Node) -> frozenset:
    """What B's trigger lets undergo (or do) its occurrence, by nouns alone."""
    t = b.trigger
    subj = t.subject
    if subj is not None and not acts(t) and noun_types(subj.noun) is None and subj.noun not in (
            m.Noun.THIS_CARD, m.Noun.IT, m.Noun.YOU):
        subj = t.object                      # "after threat is placed on a scheme": the scheme undergoes it
    return _types_named(subj, b.card.card_type, _ALL)


def event_pairs(sources: list[Node], targets: list[Node]) -> list[tuple[Node, int, Node]]:
    """(A, effect index, B) whenever an effect of A produces the event kind B waits for (nouns not
    compared): where near misses are looked for."""
    by_event: dict[m.EventKind, list[Node]] = {}
    for b in targets:
        if b.trigger is not None:
            by_event.setdefault(b.trigger.event, []).append(b)
    return [(a, k, b) for a in sources for k, e in a.effects for ev in PRODUCES[e.kind] for b in by_event.get(ev, ())]


def candidates(sources: list[Node], targets: list[Node]) -> list[tuple[Node, int, Node]]:
    """(A, effect index, B) for every effect of A producing the event kind B's trigger waits for, when the
    nouns of A's effect and of B's trigger can name one type: an index (a superset of the edges, in order),
    not the decision."""
    by_event: dict[m.EventKind, list[tuple[Node, frozenset, bool]]] = {}
    for b in targets:
        if b.trigger is not None:
            by_event.setdefault(b.trigger.event, []).append((b, _waits_for(b), acts(b.trigger)))
    out = []
    for a in sources:
        for k, e in a.effects:
            for ev in PRODUCES[e.kind]:
                bs = by_event.get(ev)
                if not bs:
                    continue
                us = {}
                for b, w, actor in bs:
                    u = us.get(actor)
                    if u is None:
                        u = us[actor] = _undergoes(a, e, ev, actor)
                    if u & w:
                        out.append((a, k, b))
    return out


class _Obj:
    """A thing in the edge's world: a type, a controller (0 the encounter side, 1 or 2 a player), exhausted,
    in play (both belong to a moment)."""

    def __init__(self, name: str, ctx: z3.Context):
        self.name = name
        self.t = z3.Int(f"{name}.type", ctx)
        self.c = z3.Int(f"{name}.controller", ctx)
        self.ex = z3.Bool(f"{name}.exhausted", ctx)
        self.inplay = z3.Bool(f"{name}.in play", ctx)   # in play at its moment (before the effect)
        self.ident = z3.Int(f"{name}.identity", ctx)
        self.ctx = ctx

    def same(self, o: "_Obj") -> z3.BoolRef:
        """The same thing (its state, exhausted or not, belongs to a moment: not compared)."""
        return z3.And(self.ident == o.ident, self.t == o.t, self.c == o.c)

    def well_formed(self) -> list[z3.BoolRef]:
        enc = z3.Or([self.t == i for i in _ENC])
        return [self.t >= 0, self.t < len(TYPES), self.c >= 0, self.c <= 2,
                z3.Implies(enc, self.c == 0), z3.Implies(z3.Not(enc), self.c >= 1)]


def words_of(t: m.Target | None) -> str:
    """A printed target in short words: quantifier, filters, noun ("each friendly character")."""
    if t is None:
        return "(not read)"
    zones = [f for f in t.filters if f.kind is m.FilterKind.ZONE and f.target is not None]
    fs = [f.value if f.kind is m.FilterKind.TRAIT else (f"{f.kind.value}" if f.kind is not m.FilterKind.CONTROLLER
                                                         else "you control") for f in t.filters if f not in zones]
    q = "" if t.quantifier in (m.Quantifier.THE,) else t.quantifier.value.replace("_", " ") + " "
    noun = t.noun.value.replace("_", " ")
    ctl = [f for f in fs if f == "you control"] + [
        f"{f.value} {f.target.name or f.target.noun.value.replace('_', ' ')}" for f in zones]
    pre = [f for f in fs if f != "you control"]
    body = " ".join(pre + [noun] + ctl)
    if q == "a " and body[:1] in "aeiou":
        q = "an "
    return (q + body).strip() + "".join(" or " + words_of(a) for a in t.also)


def _types(o: _Obj, names) -> z3.BoolRef:
    return z3.Or([o.t == _T[t] for t in names if t in _T] or [z3.BoolVal(False, o.ctx)])


def _card_facts(card, o: _Obj, you: z3.ArithRef, traits_of) -> list[z3.BoolRef]:
    """A card of the pool: its printed type; "you" is its controller, or for an encounter card a player."""
    facts = [o.t == _T.get(card.card_type, -1), you >= 1, you <= 2]
    if card.card_type not in ENCOUNTER_TYPES:
        facts.append(you == o.c)
    return facts


class _Spec:
    """Constraints a printed target puts on an object, as labelled groups, and what it cannot model."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.groups: list[tuple[str, list]] = []
        self.assumes: list[str] = []
        self.blocked: str | None = None

    def target(self, label: str, t: m.Target | None, x: _Obj, card_obj: _Obj, you, ref: _Obj | None,
               trait_of, name_of=None) -> None:
        if t is None:
            return
        alts = (t,) + tuple(t.also)
        ors = []
        for u in alts:
            c = self._one(label, u, x, card_obj, you, ref, trait_of, name_of)
            if c is None:
                return
            ors.append(c)
        self.groups.append((label, [z3.Or(ors)]))

    def _one(self, label, t: m.Target, x: _Obj, card_obj: _Obj, you, ref, trait_of, name_of=None):
        n = t.noun
        if n is m.Noun.THIS_CARD:
            base = x.same(card_obj)
        elif n is m.Noun.IT:
            if ref is None:
                self.blocked = f"{label}: 'it' refers to nothing read"
                return None
            base = x.same(ref)
            kept = _kept_types(t)
            if kept is not None:         # "that enemy": the thing named before, and an enemy
                base = z3.And(base, _types(x, kept))
        elif n is m.Noun.YOU:
            base = z3.And(x.c == you, _types(x, (PLAYER, "hero", "alter_ego")))
        elif t.quantifier is m.Quantifier.THAT and n is not m.Noun.YOU:
            # "that minion": the thing named before; only the trigger's object is known to the graph
            names = noun_types(n)
            if ref is None or names is None:
                self.blocked = f"{label}: 'that {n.value.replace('_', ' ')}' refers to something not resolved"
                return None
            base = z3.And(x.same(ref), _types(x, names))
        elif n is m.Noun.NAMED_CARD:
            self.blocked = f"{label}: names a card ({t.name or 'by name'}) the graph does not resolve"
            return None
        else:
            names = noun_types(n)
            if names is None:
                self.blocked = f"{label}: '{n.value}' names nothing the graph follows"
                return None
            base = _types(x, names)
        parts = [base]
        if t.quantifier is m.Quantifier.ANOTHER:   # "another X": an X other than the card the words are on
            parts.append(z3.Not(x.same(card_obj)))
        named = [copy_of(f) for f in t.filters if copy_of(f) is not None and name_of is not None]
        for f in t.filters:
            where = zone_words(f)
            if where is not None:   # "of your deck", "set-aside": where the card is (the words' meaning)
                parts.append(x.inplay if where else z3.Not(x.inplay))
            elif named and copy_of(f) is not None:  # "a copy of <Name>": a card with that printed name
                parts.append(name_of(x, copy_of(f)))
            elif named and f.kind is m.FilterKind.CARD_TYPE and f.value.lower() == "copy":
                pass                                # "a copy" (of a name read): a card
            elif f.kind is m.FilterKind.CONTROLLER:
                parts.append(x.c == you)
            elif f.kind is m.FilterKind.FRIENDLY:
                parts.append(x.c >= 1)
            elif f.kind is m.FilterKind.OTHER:
                parts.append(z3.Not(x.same(card_obj)))
            elif f.kind is m.FilterKind.EXHAUSTED:
                parts.append(x.ex)
            elif f.kind is m.FilterKind.READY:
                parts.append(z3.Not(x.ex))
            elif f.kind is m.FilterKind.TRAIT:
                parts.append(trait_of(x, f.value.lower()))
            elif f.kind is m.FilterKind.CARD_TYPE and card_type_words(f.value) is not None:
                parts.append(_types(x, card_type_words(f.value)))  # "an encounter card", "a treachery card"
            else:
                self.assumes.append(f"{label}: filter '{f.kind.value}{(' ' + f.value) if f.value else ''}'")
        if t.owner is not None:
            self.assumes.append(f"{label}: owner '{t.owner.noun.value}'")
        return z3.And(parts)


def _condition(label: str, cond: m.Condition, spec: _Spec, card_obj: _Obj, x: _Obj, you, hero) -> None:
    """A condition of an ability, on the world after the occurrence; unmodelled ones are assumed."""
    p = cond.predicate
    if cond.kind not in (m.ConditionKind.IF, m.ConditionKind.FORM_ONLY, m.ConditionKind.WHILE,
                         m.ConditionKind.AS_LONG_AS) or p is None:
        spec.assumes.append(f"{label}: {cond.kind.value} condition")
        return
    sign = (lambda c: z3.Not(c)) if p.negated else (lambda c: c)
    if p.kind is m.PredicateKind.IN_FORM and p.form in ("hero", "alter_ego"):
        want = hero(you)
        spec.groups.append((f"{label}: you are in {p.form.replace('_', '-')} form",
                            [sign(want if p.form == "hero" else z3.Not(want))]))
    elif p.kind is m.PredicateKind.IS_EXHAUSTED and p.subject is not None and p.subject.noun in (
            m.Noun.THIS_CARD, m.Noun.IT):
        o = card_obj if p.subject.noun is m.Noun.THIS_CARD else x
        spec.groups.append((f"{label}: {'this card' if o is card_obj else 'it'} is exhausted", [sign(o.ex)]))
    else:
        spec.assumes.append(f"{label}: condition '{p.kind.value}'")


def decide(a: Node, k: int, b: Node) -> Decision:
    """Whether effect ``k`` of ``a`` can produce an occurrence meeting ``b``'s trigger (see the module)."""
    return replace(_decide_struct(*decision_key(a, k, b)), effect=k)


def _unspan(x):
    """A structure with every span set to (0, 0): two printings of one wording compare equal."""
    from dataclasses import fields, is_dataclass
    if isinstance(x, tuple):
        return tuple(_unspan(v) for v in x)
    if is_dataclass(x) and not isinstance(x, type):
        changes = {}
        for f in fields(x):
            v = getattr(x, f.name)
            if f.name == "span":
                changes[f.name] = (0, 0)
            elif f.name != "sentences" and (is_dataclass(v) or isinstance(v, tuple)):
                changes[f.name] = _unspan(v)
        return replace(x, **changes)
    return x


_A_PARTS: dict[tuple[int, int], tuple] = {}
_B_PARTS: dict[int, tuple] = {}
#: (projected ability, projected trigger) -> (the same two, traits read, names its own card, names read):
#: equal projections (reprints, common wordings) are walked once and share one pair of objects
_READ: dict[tuple, tuple] = {}


def _reads(ab: m.Ability, t: m.Trigger | None) -> tuple:
    got = _READ.get((ab, t))
    if got is None:
        traits, own, names = _words_read(ab, t)
        got = _READ[(ab, t)] = (ab, t, frozenset(traits), own, frozenset(names))
    return got


#: a dataclass type -> the names of its fields; None for any other type (`_words_read`)
_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}


def _field_names(t: type) -> tuple[str, ...] | None:
    got = _FIELD_NAMES.get(t, ())
    if got == ():
        from dataclasses import fields, is_dataclass
        got = _FIELD_NAMES[t] = tuple(f.name for f in fields(t)) if is_dataclass(t) else None
    return got


def _words_read(*items) -> tuple[set[str], bool, set[str]]:
    """(the traits the printed filters name, lower case; whether the words name their own card: "this
    card", "other"; the printed names the words give a card: "a copy of <Name>", lower case), in one walk
    of the structures. A filter's own target is not looked into for traits, nor a copy filter's for names."""
    traits: set[str] = set()
    names: set[str] = set()
    own = [False]

    def walk(x, t_on: bool, n_on: bool) -> None:
        if isinstance(x, tuple):
            for v in x:
                walk(v, t_on, n_on)
            return
        fs = _field_names(type(x))
        if fs is None:
            return
        if isinstance(x, m.Filter):
            if t_on and x.kind is m.FilterKind.TRAIT:
                traits.add(x.value.lower())
            if x.kind is m.FilterKind.OTHER:
                own[0] = True
            c = copy_of(x)
            if n_on and c is not None:
                names.add(c)
            t_on, n_on = False, n_on and c is None
        elif isinstance(x, m.Target) and x.noun is m.Noun.THIS_CARD:
            own[0] = True
        for f in fs:
            walk(getattr(x, f), t_on, n_on)
    for it in items:
        walk(it, True, True)
    return traits, own[0], names


def _a_part(a: Node, k: int) -> tuple:
    got = _A_PARTS.get((id(a), k))
    if got is None or got[0] is not a:
        ta = project_trigger(a.trigger) if anaphor_resolves(a.ability, k) else None
        got = (a, *_reads(project_ability(a.ability, k), ta))
        _A_PARTS[(id(a), k)] = got
    return got


def _b_part(b: Node) -> tuple:
    got = _B_PARTS.get(id(b))
    if got is None or got[0] is not b:
        got = (b, *_reads(project_ability(b.ability, None), project_trigger(b.trigger)))
        _B_PARTS[id(b)] = got
    return got


def decision_key(a: Node, k: int, b: Node) -> tuple:
    """What a decision reads, and nothing else: A's effect k, trigger, conditions and form; B's trigger,
    conditions and form; the card types; the traits the words name; whether A and B share a card; each card's
    printed name when the words name it ("a copy of <Name>"). Equal keys, equal decisions (the cache's key)."""
    _, ab_a, ta, na, own_a, names_a = _a_part(a, k)
    _, ab_b, tb, nb, own_b, names_b = _b_part(b)
    printed = names_a | names_b
    names = tuple(c.name.strip().lower() if c.name.strip().lower() in printed else "" for c in (a.card, b.card))
    named = na | nb
    traits_a = tuple(sorted(t for t in a.card.traits if t in named)) if named else ()
    traits_b = tuple(sorted(t for t in b.card.traits if t in named)) if named else ()
    same = a.card.code == b.card.code
    # a card's type matters when the words name the card itself; else only its side (whose "you" it has)
    type_a = a.card.card_type if (own_a or own_b or same) else _side_type(a.card.card_type)
    type_b = b.card.card_type if (own_a or own_b or same) else _side_type(b.card.card_type)
    t = _TUPLES  # equal tuples are one object: the names of keys (`build._key_names`) reuse their texts
    return (ab_a, ta, type_a, t.setdefault(traits_a, traits_a), ab_b, tb, type_b, t.setdefault(traits_b, traits_b),
            0, same, t.setdefault(names, names))


#: the traits and names tuples of the keys made in this process, one object per value
_TUPLES: dict[tuple, tuple] = {}


def decision_classes(cands: list[tuple[Node, int, Node]]) -> tuple[list[int], list[tuple], list[int]]:
    """(the class of each candidate; the decision key and the effect index of each class, in first-seen
    order): two candidates of one class have equal `decision_key`s (computed once per class) and equal
    effect indexes. A class is A's side (its projected effect and trigger, its card's type, the traits and
    printed name of its card that some word of ``cands`` names), B's side likewise, whether A and B share a
    card, and the effect's index: all that `decision_key` reads of a candidate (a trait or name no word of
    ``cands`` names is never in a key)."""
    a_of: dict[tuple[int, int], tuple[Node, int]] = {(id(a), k): (a, k) for a, k, _ in cands}
    b_of: dict[int, Node] = {id(b): b for _, _, b in cands}
    a_parts = {i: _a_part(a, k) for i, (a, k) in a_of.items()}
    b_parts = {i: _b_part(b) for i, b in b_of.items()}
    traits: set[str] = set()
    names: set[str] = set()
    for p in (*a_parts.values(), *b_parts.values()):
        traits |= p[3]
        names |= p[5]
    proj: dict[tuple, int] = {}   # (projected ability, projected trigger) -> its number (equal structures)
    sides: dict[tuple, int] = {}

    def side(node: Node, part: tuple) -> tuple[int, int, bool, str]:
        """(the side's number with its card's type, with its side's stand-in type, names its own card, the
        card's code)."""
        c = node.card
        name = c.name.strip().lower()
        p = proj.setdefault((part[1], part[2]), len(proj))
        rest = (tuple(t for t in c.traits if t in traits), name if name in names else "")
        return (sides.setdefault((p, c.card_type, *rest), len(sides)),
                sides.setdefault((p, _side_type(c.card_type), *rest), len(sides)), part[4], c.code)
    sa = {i: side(a_of[i][0], p) for i, p in a_parts.items()}
    sb = {i: side(b, b_parts[i]) for i, b in b_of.items()}
    classes: dict[tuple, int] = {}
    out, keys, effects = [], [], []
    last_a, last_k, fa, ta, own_a, code_a = None, -1, 0, 0, False, ""
    for a, k, b in cands:
        if a is not last_a or k != last_k:  # the candidates of one effect of A come in a row
            last_a, last_k = a, k
            fa, ta, own_a, code_a = sa[(id(a), k)]
        fb, tb, own_b, code_b = sb[id(b)]
        # a card's type is in the key when the words name the card itself (or both share it), else its side
        if own_a or own_b or code_a == code_b:
            c = (fa, fb, code_a == code_b, k)
        else:
            c = (ta, tb, False, k)
        got = classes.get(c)
        if got is None:
            got = classes[c] = len(keys)
            keys.append(decision_key(a, k, b))
            effects.append(k)
        out.append(got)
    return out, keys, effects


def _side_type(card_type: str) -> str:
    """A stand-in type of the same side (an encounter card's "you" is some player; a player card's, its
    controller): equal for every type the words cannot tell apart."""
    if card_type not in TYPES or card_type == PLAYER:
        return card_type
    return "minion" if card_type in ENCOUNTER_TYPES else "support"


class _World:
    """The objects and variables of one z3 problem: cards, seats, forms, traits (shared by its edges)."""

    def __init__(self, ctx: z3.Context):
        self.ctx = ctx
        self.hero1 = z3.Bool("player 1 in hero form", ctx)
        self.hero2 = z3.Bool("player 2 in hero form", ctx)
        self.traits: dict[tuple[str, str], z3.BoolRef] = {}
        self.names: dict[tuple[str, str], z3.BoolRef] = {}
        self.objects: list[_Obj] = []
        self.cards: list[tuple[_Obj, tuple[str, ...]]] = []
        self.card_names: dict[str, str] = {}   # card object's name -> its printed name (lower case)
        self.groups: list[tuple[str, list]] = []

    def obj(self, name: str) -> _Obj:
        made = _MADE.get(self.ctx)
        got = made.get(name) if made is not None else None
        if got is None:
            o = _Obj(name, self.ctx)
            got = (o, o.well_formed())
            if made is not None:
                made[name] = got
        o = got[0]
        self.objects.append(o)
        self.groups.append(("each thing's type sits on its side of the table (an encounter card: the encounter "
                            "side; a player card or a player: a player)", got[1]))
        return o

    def card(self, name: str, card_type: str, traits, label: str, printed: str = ""):
        """A card of the pool and its "you": the controller, or for an encounter card some player.
        ``printed``: its printed name, lower case ("" when no name the words read is its)."""
        o, you = self.obj(name), z3.Int(f"{name}'s you", self.ctx)
        self.groups.append((label, _card_facts(_C(card_type), o, you, None)))
        self.cards.append((o, tuple(traits)))
        self.card_names[o.name] = printed
        return o, you

    def name_of(self, o: _Obj, name: str):
        """Whether ``o`` bears the printed name ``name`` (lower case)."""
        return self.names.setdefault((o.name, name), z3.Bool(f"{o.name} is named {name}", self.ctx))

    def hero(self, you):
        return z3.If(you == 1, self.hero1, self.hero2)

    def trait_of(self, o: _Obj, trait: str):
        return self.traits.setdefault((o.name, trait), z3.Bool(f"{o.name} has trait {trait}", self.ctx))

    def trait_facts(self) -> None:
        """Printed traits and names of the cards; an object that is a card has that card's traits and name."""
        for card, traits in self.cards:
            for (n, tr), v in list(self.traits.items()):
                if n == card.name:
                    self.groups.append((f"{card.name}'s printed traits", [v if tr in traits else z3.Not(v)]))
        for o in self.objects:
            for (n, tr), v in list(self.traits.items()):
                if n != o.name:
                    continue
                for card, traits in self.cards:
                    if card is o:
                        continue
                    self.groups.append((f"{o.name} is {card.name}: same traits",
                                        [z3.Implies(o.same(card), v == z3.BoolVal(tr in traits, self.ctx))]))
        for card, _ in self.cards:   # printed names, as traits
            printed = self.card_names.get(card.name, "")
            for (n, nm), v in list(self.names.items()):
                if n == card.name:
                    self.groups.append((f"{card.name}'s printed name", [v if nm == printed else z3.Not(v)]))
        for o in self.objects:
            for (n, nm), v in list(self.names.items()):
                if n != o.name:
                    continue
                for card, _ in self.cards:
                    if card is not o:
                        self.groups.append((f"{o.name} is {card.name}: same name", [z3.Implies(
                            o.same(card), v == z3.BoolVal(nm == self.card_names.get(card.name, ""), self.ctx))]))


def edge_constraints(w: _World, ab_a, trig_a, k: int, ab_b, trig_b, card_a, you_a, card_b, you_b, x: _Obj,
                     actor: _Obj, ref: _Obj | None, tag: str = "", src: z3.BoolRef | None = None,
                     ref_src: z3.BoolRef | None = None, label_a: str | None = None) -> _Spec:
    """The labelled constraints of "effect k of A meets B's trigger on object x" in world ``w``.

    ``ref`` is what "it" in A's effect names (the object of A's own trigger); None: a fresh object
    constrained by A's trigger. ``src``: the damage A's effect deals is from an attack; ``ref_src``: the
    damage of A's trigger was (both fresh when None). Labels carry ``tag`` (the step of a cycle).
    ``label_a``: A's `attack_label` when ``ab_a`` comes without its sentences (default: read off ``ab_a``)."""
    ctx = w.ctx
    effect = ab_a.effects[k]
    ev = trig_b.event
    spec = _Spec(ctx)
    A, B = f"{tag}A's", f"{tag}B's"
    if effect.kind in DAMAGE_EFFECTS and ev in DAMAGE_EVENTS:
        src = src if src is not None else z3.Bool(f"{tag}A's damage is from an attack", ctx)
        ref_src = ref_src if ref_src is not None else z3.Bool(f"{tag}A's trigger's damage is from an attack", ctx)
        _damage_source(spec, ab_a, trig_a, effect, trig_b, src, ref_src, ref is None, A, B, tag,
                       attack_label(ab_a) if label_a is None else label_a)
    if ref is None and trig_a is not None:
        sa = w.obj(f"{tag}A's trigger object")
        if trig_a.subject is not None and not acts(trig_a):
            spec.target(f"{A} trigger: {words_of(trig_a.subject)} {trig_a.event.value.replace('_', ' ')}",
                        trig_a.subject, sa, card_a, you_a, None, w.trait_of, w.name_of)
            ref = sa
        elif trig_a.object is not None:
            spec.target(f"{A} trigger: {trig_a.event.value.replace('_', ' ')} {words_of(trig_a.object)}",
                        trig_a.object, sa, card_a, you_a, None, w.trait_of, w.name_of)
            ref = sa
    if effect.kind in _FROM_OUT_OF_PLAY and not (effect.target is not None
                                                 and effect.target.noun is m.Noun.THIS_CARD):
        spec.groups.append((f"{tag}a card revealed, put into play or drawn comes from outside play: not the "
                            "card whose ability resolves", [z3.Not(x.same(card_a))]))
    if effect.kind is m.EffectKind.DRAW and effect.target is None:
        spec.groups.append((f"{A} effect: you draw", [x.same(actor), x.t == _T[PLAYER], x.c == you_a]))
    else:
        spec.target(f"{A} effect: {effect.kind.value.replace('_', ' ')} {words_of(effect.target)}", effect.target, x,
                    card_a, you_a, ref, w.trait_of, w.name_of)
        if effect.target is None:
            spec.assumes.append(f"{A} effect: its target was not read")
    _zones(w, spec, effect, trig_a, card_a, x, tag)
    if ev in ZONE_BEFORE:
        spec.groups.append((f"{tag}before '{ev.value.replace('_', ' ')}' the object is "
                            f"{'in' if ZONE_BEFORE[ev] else 'out of'} play",
                            [x.inplay if ZONE_BEFORE[ev] else z3.Not(x.inplay)]))
    if ev is m.EventKind.DEALS_DAMAGE:
        spec.groups.append((f"{A} card deals the damage", [actor.same(card_a)]))
    elif acts(trig_b) and not (effect.kind is m.EffectKind.DRAW and effect.target is None):
        if effect.kind is m.EffectKind.DRAW:
            spec.groups.append((f"{tag}the drawing player is A's effect's target", [actor.same(x)]))
        else:
            spec.groups.append((f"{A} 'you' acts", [actor.t == _T[PLAYER], actor.c == you_a]))
    if acts(trig_b):
        spec.target(f"{B} trigger: {words_of(trig_b.subject)} (who acts)", trig_b.subject, actor, card_b, you_b, None, w.trait_of, w.name_of)
        # a drawn card is not the drawing player: it is some card of the deck
        thing = w.obj(f"{tag}drawn card") if effect.kind is m.EffectKind.DRAW else x
        spec.target(f"{B} trigger: {ev.value.replace('_', ' ')} {words_of(trig_b.object)}", trig_b.object, thing, card_b, you_b, None, w.trait_of, w.name_of)
    else:
        for part, t in ((f"{B} trigger: {words_of(trig_b.subject)} {ev.value.replace('_', ' ')}", trig_b.subject),
                        (f"{B} trigger: {ev.value.replace('_', ' ')} {words_of(trig_b.object)}", trig_b.object)):
            if t is not None and (noun_types(t.noun) is not None or t.noun in (m.Noun.THIS_CARD, m.Noun.IT)):
                spec.target(part, t, x, card_b, you_b, None, w.trait_of, w.name_of)
    spec.groups.append((f"{tag}B's card and the object, if the same, are read at one moment",
                        [z3.Implies(x.same(card_b), x.ex == card_b.ex)]))
    if ev is m.EventKind.EXHAUSTED:
        spec.groups.append((f"{tag}after 'exhausted' the object is exhausted", [x.ex]))
    elif ev is m.EventKind.READIED:
        spec.groups.append((f"{tag}after 'readied' the object is ready", [z3.Not(x.ex)]))
    for ab, card_obj, you, who in ((ab_a, card_a, you_a, A), (ab_b, card_b, you_b, B)):
        for c in ab.conditions:
            _condition(f"{who} condition", c, spec, card_obj, x, you, w.hero)
        if ab.form in ("hero", "alter_ego"):
            spec.groups.append((f"{who[:-2]} is a {ab.form.replace('_', '-')} ability",
                                [w.hero(you) if ab.form == "hero" else z3.Not(w.hero(you))]))
    return spec


def _damage_source(spec: _Spec, ab_a, trig_a, effect: m.Effect, trig_b, src, ref_src, fresh: bool, A: str, B: str,
                   tag: str, label: str) -> None:
    """Whether the damage A's effect deals is from an attack: what B's trigger asks of it, what A's trigger
    asked of its own damage (``fresh``: that damage is not a step before's, whose edge already asked it),
    "that damage" kept from A's trigger (the words), and the clauses of topic ``damage_source``."""
    want = asks_attack(trig_b)
    if want is not None:
        spec.groups.append((f"{B} trigger: damage {'' if want else 'not '}from an attack", [src if want else z3.Not(src)]))
    had = asks_attack(trig_a) if fresh else None
    if had is not None:
        spec.groups.append((f"{A} trigger: damage {'' if had else 'not '}from an attack",
                            [ref_src if had else z3.Not(ref_src)]))
    keeps = trig_a is not None and trig_a.event is m.EventKind.TAKES_DAMAGE and keeps_damage(ab_a, effect)
    if keeps:
        spec.groups.append((f"{A} effect: 'that damage' is the damage of A's trigger (from an attack if that was)",
                            [src == ref_src]))
    v = DamageView(src, label, keeps, spec.ctx)
    for c in damage_clauses(ZONE_RULES):
        spec.groups.append((f"{tag}{c.id}", list(c.build(v))))
    if want and label == ATTACK_LABEL_UNREAD and not keeps:
        spec.assumes.append(f"{A} words not all read: whether its damage is from an attack")


def _out_of_play_words(t: m.Target | None) -> bool:
    """Whether a printed target (or one named with it) says its card is outside play."""
    return t is not None and any(zone_words(f) is False for u in (t,) + tuple(t.also) for f in u.filters)


def _zones(w: _World, spec: _Spec, effect: m.Effect, trig_a, card_a: _Obj, x: _Obj, tag: str) -> None:
    """The clauses of topic ``zones`` (`logic.pool_graph.zones`) on A's card and the object of its effect,
    and what ties the two: if they are the same thing, they are read at one moment (before the effect)."""
    out_area = effect.kind in FROM_OUT_OF_PLAY or _out_of_play_words(effect.target)
    own = [effect.target] + ([trig_a.subject, trig_a.object] if trig_a is not None else [])
    own_out = any(t is not None and t.noun is m.Noun.THIS_CARD and (_out_of_play_words(t) or (
        t is effect.target and effect.kind in FROM_OUT_OF_PLAY)) for t in own)
    v = ZoneView(card_a, x, TYPES, out_area, own_out, w.ctx)
    for c in zone_clauses(ZONE_RULES):
        spec.groups.append((f"{tag}{c.id}", list(c.build(v))))
    spec.groups.append((f"{tag}A's card and the object, if the same, are read at one moment (before A's "
                        "effect)", [z3.Implies(x.same(card_a), x.inplay == card_a.inplay)]))


def describe(mdl, o: _Obj) -> str:
    """An object of a model in words: its type and side."""
    t = mdl.eval(o.t, model_completion=True).as_long()
    c = mdl.eval(o.c, model_completion=True).as_long()
    ex = z3.is_true(mdl.eval(o.ex, model_completion=True))
    return f"{TYPES[t]} ({'encounter' if c == 0 else f'player {c}'}{', exhausted' if ex else ''})"


#: objects already made in a shared context (`decide_bulk`): the same names give the same terms
_MADE: dict[z3.Context, dict[str, tuple]] = {}
_SHARED: list[z3.Context] = []


def _shared_context() -> z3.Context:
    if not _SHARED:
        ctx = z3.Context()
        _SHARED.append(ctx)
        _MADE[ctx] = {}
    return _SHARED[0]


def decide_bulk(key: tuple) -> Decision:
    """The decision of ``key`` (a `decision_key`) as `_decide_struct` gives it, except that an unsat
    answer carries no core (``why`` empty: `decide` asks for it) and a sat one no world (``world`` None:
    `decide_world` computes it for the edges a report shows): the pass over a whole pool, one check per
    problem. Every problem is checked by a solver of its own, in one z3 context per process whose terms
    are made once."""
    return _decide_struct.__wrapped__(*key, ctx=_shared_context(), core=False, least=False)


def decide_world(key: tuple) -> Decision:
    """The decision of ``key`` with, when sat, its least world (`logic.solve.check_least`: a property of
    the problem, the same in any process); an unsat answer carries no core, as in `decide_bulk`."""
    return _decide_struct.__wrapped__(*key, ctx=_shared_context(), core=False)


@lru_cache(maxsize=1 << 16)
def _decide_struct(ab_a, trig_a, type_a, traits_a, ab_b, trig_b, type_b, traits_b, k, same_card, names=("", ""),
                   ctx: z3.Context | None = None, core: bool = True, least: bool = True) -> Decision:
    ctx = ctx if ctx is not None else z3.Context()
    w = _World(ctx)
    label = "the two cards' printed types; each 'you' is its card's controller (an encounter card's: a player)"
    card_a, you_a = w.card("card A", type_a, traits_a, label, names[0])
    if same_card:
        card_b, you_b = card_a, you_a
    else:
        card_b, you_b = w.card("card B", type_b, traits_b, label, names[1])
        w.groups.append(("two cards are two things", [card_a.ident != card_b.ident]))
    x, actor = w.obj("object"), w.obj("actor")
    spec = edge_constraints(w, ab_a, trig_a, k, ab_b, trig_b, card_a, you_a, card_b, you_b, x, actor, None)
    ev = trig_b.event
    assumes = tuple(dict.fromkeys(spec.assumes))
    if spec.blocked:
        return Decision("unsat", ev.value, k, (spec.blocked,), assumes)
    w.trait_facts()
    terms = [(x.t, 0), (x.c, 0), (z3.If(x.ex, 1, 0), 0)]
    if acts(trig_b):
        terms += [(actor.t, 0), (actor.c, 0), (z3.If(actor.ex, 1, 0), 0)]
    terms += [(you_a, 1), (you_b, 1)]
    # the world shown is the least one (type, side, state of the object, then the seats): a property of
    # the problem, not of the solver's history, so the same bytes whatever ran before in this context
    res = check_least(w.groups + spec.groups, ctx, terms if least else (), timeout_ms=EDGE_TIMEOUT_MS)
    if res.status == "unsat":
        if not core:
            return Decision("unsat", ev.value, k, (), assumes)
        res = check(w.groups + spec.groups, ctx, timeout_ms=EDGE_TIMEOUT_MS, minimise=True)
        if res.status == "sat":  # the two checks disagree: the solver could not tell
            return Decision("unknown", ev.value, k, ("the solver answered unsat, then sat",), assumes)
        if res.status == "unsat":
            return Decision("unsat", ev.value, k, tuple(dict.fromkeys(res.core)), assumes)
    if res.status != "sat":
        return Decision("unknown", ev.value, k, (res.reason or "unknown",), assumes)
    if not least:
        return Decision("sat", ev.value, k, tuple(dict.fromkeys(l for l, _ in spec.groups)), assumes, None)
    mdl = res.model
    world_out = (("object", describe(mdl, x)),) + ((("actor", describe(mdl, actor)),) if acts(trig_b)
                                                   else ()) + (("A's you", f"player {mdl.eval(you_a, model_completion=True)}"),
                 ("B's you", f"player {mdl.eval(you_b, model_completion=True)}"))
    return Decision("sat", ev.value, k, tuple(dict.fromkeys(l for l, _ in spec.groups)), assumes, world_out)


@dataclass(frozen=True)
class _C:
    card_type: str


