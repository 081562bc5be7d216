"""A second, independent check of the pool trigger graph: brute force over concrete small worlds.

No z3 here. An edge A -> B exists when some concrete world (types, controllers, which player each "you"
is, exhausted or not, in play or not, forms, whether a damage is from an attack) lets effect k of A produce the
event B waits for, with every printed target, filter and condition evaluated in plain Python. A cycle's turns
are counted by simulating its resources turn by turn (cards to exhaust, counters, printed limits, cards leaving
play, health; the copies of an event in hand, counted here on their own: one played per step of the event).
"""

from __future__ import annotations

import itertools

from logic.abilities import model as m
from logic.pool_graph.words import (ACTOR_EVENTS, ENCOUNTER_TYPES, FROM_OUT_OF_PLAY, PLAYER, PRODUCES, ZONE_BEFORE,
                                    noun_types, zone_words)

#: the types worlds are built from (enough to tell every noun of the fixtures apart)
TYPES = ("hero", "alter_ego", "ally", "minion", "villain", "support", "side_scheme", PLAYER)


def _ctrls(t):
    return (0,) if t in ENCOUNTER_TYPES else (1, 2)


#: Ability p1.b2 (mc.en.zones.ability.used_in_play): these cards' abilities are used while they are in play
USED_IN_PLAY = ("hero", "alter_ego", "ally", "upgrade", "support")


class Thing:
    def __init__(self, ident, t, c, ex, inplay=True):
        self.ident, self.t, self.c, self.ex, self.inplay = ident, t, c, ex, inplay
        self.key = (ident, t, c, ex, inplay)

    def same(self, o) -> bool:
        """The same thing: one identity, type and controller (exhausted is a moment's state)."""
        return o is not None and (self.ident, self.t, self.c) == (o.ident, o.t, o.c)


def _target(t, x, card, you, ref):
    """Whether thing ``x`` meets target words ``t`` (None: any), remembered per words and things: the same
    question comes back for every pair of abilities (the words are the nodes', alive for the whole run)."""
    if t is None:
        return True
    key = (id(t), x.key, card.key, you, ref.key if ref is not None else None)
    hit = _TARGETS.get(key)
    if hit is None:
        hit = _TARGETS[key] = any(_one(u, x, card, you, ref) for u in (t,) + tuple(t.also))
        _KEEP.append(t)
    return hit


#: (id of the words, thing, card, you, ref) -> answer; `_KEEP` holds the words so that no id is reused
_TARGETS: dict[tuple, bool] = {}
_KEEP: list = []


def _one(t, x, card, you, ref):
    n = t.noun
    if n is m.Noun.THIS_CARD:
        ok = x.same(card)
    elif n is m.Noun.IT:
        # "that enemy": the thing named before, and an enemy ("that hero": an identity, in either form)
        kept = noun_types(m.Noun.IDENTITY if t.is_a in (m.Noun.HERO, m.Noun.ALTER_EGO) else t.is_a) if t.is_a else None
        ok = x.same(ref) and (kept is None or x.t in kept)
    elif t.quantifier is m.Quantifier.THAT and n is not m.Noun.YOU:
        names = noun_types(n)
        ok = names is not None and x.same(ref) and x.t in names
    elif n is m.Noun.YOU:
        ok = x.c == you and x.t in (PLAYER, "hero", "alter_ego")
    else:
        names = noun_types(n)
        ok = names is not None and x.t in names
    if t.quantifier is m.Quantifier.ANOTHER:
        ok = ok and not x.same(card)
    for f in t.filters:
        if zone_words(f) is not None:
            ok = ok and x.inplay == zone_words(f)
        elif f.kind is m.FilterKind.CONTROLLER:
            ok = ok and x.c == you
        elif f.kind is m.FilterKind.FRIENDLY:
            ok = ok and x.c >= 1
        elif f.kind is m.FilterKind.OTHER:
            ok = ok and not x.same(card)
        elif f.kind is m.FilterKind.EXHAUSTED:
            ok = ok and x.ex
        elif f.kind is m.FilterKind.READY:
            ok = ok and not x.ex
    return ok


def _cond(ab, card, x, you, hero):
    for c in ab.conditions:
        p = c.predicate
        if p is None:
            continue
        val = True
        if p.kind is m.PredicateKind.IN_FORM:
            val = hero[you] == (p.form == "hero")
        elif p.kind is m.PredicateKind.IS_EXHAUSTED and p.subject is not None:
            o = card if p.subject.noun is m.Noun.THIS_CARD else x
            val = o.ex
        if p.negated:
            val = not val
        if not val:
            return False
    if ab.form in ("hero", "alter_ego") and hero[you] != (ab.form == "hero"):
        return False
    return True


def _things(ident, zones=(False, True)):
    for t in TYPES:
        for c in _ctrls(t):
            for ex in (False, True):
                for inplay in zones:
                    yield Thing(ident, t, c, ex, inplay)


def _out_words(t) -> bool:
    return t is not None and any(zone_words(f) is False for u in (t,) + tuple(t.also) for f in u.filters)


def edge(a, k, b) -> bool:
    """Whether some concrete world lets effect k of node a meet node b's trigger."""
    e = a.ability.effects[k]
    ev = b.trigger.event if b.trigger else None
    if ev is None or ev not in PRODUCES.get(e.kind, ()):
        return False
    same = a.card.code == b.card.code
    for ca in _ctrls(a.card.card_type):
        for cb in ((ca,) if same else _ctrls(b.card.card_type)):
            for ya in ((ca,) if ca else (1, 2)):
                for yb in ((ya,) if same else ((cb,) if cb else (1, 2))):
                    if _edge_in(a, e, b, ev, ca, cb, ya, yb, same, k):
                        return True
    return False


#: each player's form (hero or not): only the conditions read it, so `_edge_in` tries each of these at
#: that last step rather than walking the whole world once per choice (the same worlds, four times fewer walks)
HEROES = tuple({1: h1, 2: h2} for h1 in (False, True) for h2 in (False, True))


def _edge_in(a, e, b, ev, ca, cb, ya, yb, same, k):
    out_area = e.kind in FROM_OUT_OF_PLAY or _out_words(e.target)
    own_out = e.target is not None and e.target.noun is m.Noun.THIS_CARD and (
        _out_words(e.target) or e.kind in FROM_OUT_OF_PLAY)
    # another thing out of play matters only when the words can take one (Ability p1.b1) or the event says
    # where it was: else only things in play are enumerated
    others = list(_things("other", (False, True) if out_area or ev in ZONE_BEFORE else (True,)))
    for exa, exb, ina in itertools.product((False, True), repeat=3):
        card_a = Thing("A", a.card.card_type, ca, exa, ina)
        # Ability p1.b2: where the card whose ability resolves is
        if a.card.card_type in USED_IN_PLAY and not own_out and not ina or a.card.card_type == "event" and ina:
            continue
        card_b = card_a if same else Thing("B", b.card.card_type, cb, exb)
        # the object: one of the two cards, or another thing
        pool = [Thing(c.ident, c.t, c.c, ex, inp) for c in {card_a.ident: card_a, card_b.ident: card_b}.values()
                for ex in (False, True) for inp in (False, True)] + others
        refs = [None]
        anaphor = (a.trigger is not None and not any(f.target is not None for f in a.ability.effects[:k])
                   and all(r.status is m.ReadStatus.FULLY for r in a.ability.sentences))
        if anaphor:
            refs = [r for r in pool if _target(a.trigger.subject if a.trigger.event not in ACTOR_EVENTS
                                               else a.trigger.object, r, card_a, ya, None)] or [None]
        for x in pool:
            if x.same(card_b) and x.ex != card_b.ex:
                continue
            if x.same(card_a) and x.inplay != card_a.inplay:   # one moment: before A's effect
                continue
            if x.t != PLAYER and not out_area and not x.inplay:  # Ability p1.b1: it acts on cards in play
                continue
            if ev in ZONE_BEFORE and x.inplay != ZONE_BEFORE[ev]:  # "enters play": it was out of play ...
                continue
            if ev is m.EventKind.EXHAUSTED and not x.ex or ev is m.EventKind.READIED and x.ex:
                continue
            if (e.kind in (m.EffectKind.REVEAL, m.EffectKind.PUT_INTO_PLAY, m.EffectKind.DRAW,
                           m.EffectKind.DEAL_ENCOUNTER) and x.same(card_a)
                    and not (e.target is not None and e.target.noun is m.Noun.THIS_CARD)):
                continue
            for ref in refs:
                if e.kind is m.EffectKind.DRAW and e.target is None:
                    if not (x.t == PLAYER and x.c == ya):
                        continue
                elif not _target(e.target, x, card_a, ya, ref) or e.target is None:
                    continue
                if ev in ACTOR_EVENTS:
                    actor = x if e.kind is m.EffectKind.DRAW else Thing("p", PLAYER, ya, False)
                    if not _target(b.trigger.subject, actor, card_b, yb, None):
                        continue
                    if e.kind is not m.EffectKind.DRAW and not _target(b.trigger.object, x, card_b, yb, None):
                        continue
                else:
                    ok = True
                    for t in (b.trigger.subject, b.trigger.object):
                        if t is not None and (noun_types(t.noun) is not None or t.noun in (m.Noun.THIS_CARD,
                                                                                         m.Noun.IT)):
                            ok = ok and _target(t, x, card_b, yb, None)
                    if not ok:
                        continue
                if (any(_cond(a.ability, card_a, x, ya, hero) and _cond(b.ability, card_b, x, yb, hero)
                        for hero in HEROES) and _source_ok(a, e, b, ev, anaphor)):
                    return True
    return False


def _from_attack(t) -> bool | None:
    """A damage trigger's words on the damage's source: "from an attack" True, "except by an attack" False."""
    if t is None or t.event not in (m.EventKind.TAKES_DAMAGE, m.EventKind.DEALS_DAMAGE):
        return None
    if any(u is not None and u.noun is m.Noun.ATTACK for u in (t.object, t.source)):
        return True
    return False if t.not_source is not None and t.not_source.noun is m.Noun.ATTACK else None


def _source_ok(a, e, b, ev, anaphor: bool) -> bool:
    """Some source of A's damage (from an attack or not) meets B's trigger: damage is from an attack when
    an ability labelled "(attack)" deals it (Attack (Player Ability Type) p1, p1.b2), free when some sentence of
    A's effects (not its costs) was not read; "takes that damage instead" is A's trigger's damage, its source what A's trigger allows."""
    if e.kind not in (m.EffectKind.DEAL_DAMAGE, m.EffectKind.TAKE_DAMAGE) or ev not in (
            m.EventKind.TAKES_DAMAGE, m.EventKind.DEALS_DAMAGE):
        return True
    want = _from_attack(b.trigger)
    keeps = (anaphor and a.trigger.event is m.EventKind.TAKES_DAMAGE and e.amount is not None
             and e.amount.variable == "that_amount"
             and any(c.kind is m.ConditionKind.INSTEAD for c in a.ability.conditions))
    if keeps:
        had = _from_attack(a.trigger)
        sources = (False, True) if had is None else (had,)
    elif "attack" in a.ability.qualifier.replace("/", " ").split():
        sources = (True,)
    elif any(r.status is not m.ReadStatus.FULLY and r.part != "cost" for r in a.ability.sentences):
        sources = (False, True)
    else:
        sources = (False,)
    return want is None or want in sources


def turns(steps, effects, objects, uses, health=5, cap=12, copies=3):
    """Full turns a cycle makes by simulation (None: it comes back to its start, unbounded)."""
    from logic.pool_graph.cycles import resources_of
    res = [r for r in resources_of(steps, effects, objects, uses) if r.kind != "copies"]
    level = {r.name: r.start for r in res}
    # Event p2: an event is played from its player's hand and then discarded: one copy per step of it
    hand = {s.card.code: s.card.copies or copies for s in steps if s.card.card_type == "event"}
    level.update({("hand", c): n for c, n in hand.items()})
    seen = {tuple(sorted(level.items(), key=str))}
    for t in range(1, cap + 2):
        for i in range(len(steps)):
            for r in res:
                need = dict(r.need).get(i, 0)
                if level[r.name] < need:
                    return t - 1
            if steps[i].card.code in hand and level[("hand", steps[i].card.code)] < 1:
                return t - 1
            for r in res:
                v = level[r.name] - dict(r.use).get(i, 0) + dict(r.give).get(i, 0)
                level[r.name] = min(v, r.cap) if r.cap is not None else v
            if steps[i].card.code in hand:
                level[("hand", steps[i].card.code)] -= 1
        state = tuple(sorted(level.items(), key=str))
        if state in seen:
            return None
        seen.add(state)
    return cap + 1
