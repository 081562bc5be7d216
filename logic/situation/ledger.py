"""What a situation's answer read: every ability, keyword and status of every card, applied or not.

One concern: after the timing scenario is generated (`logic.situation.scenario`) and its orders are
simulated, say for each card of the situation which of its printed parts the outcome applied, which
cannot act in this situation (with the reason, read off the ability structure of
`logic.abilities.reader.read_text`), and which were *not read*. A part not read that could act in
the situation makes the answer *not decided*: an answer never holds over card text it did not read.

A part cannot act (``inert``) when, by the structure alone:

- it is a triggered ability whose trigger is read and waits for an event (`EventKind`) that nothing in
  the situation is (`events_in`: the event, what the items' effects do, who is defeated in an outcome);
- it is an ability whose kind waits for a moment the situation does not reach: a kind the clauses say is used at a
  moment of its own (``own_moment``: action, forced action, special, resource, setup) when the event is not its
  card being played or used; a When Revealed of a
  card not revealed; a boost of a card not dealt as a boost; a When Defeated of a card no outcome defeats;
- it is a constant ability whose sentences are fully read and whose every effect modifies a statistic
  the event does not use (`STATS_USED`);
- it is a keyword whose moment is the card entering play or a deck (the fact ``keyword_outside`` of
  `logic.situation.rules`, which the clauses of topic ``situation`` entail), or a keyword of a card the event
  does not involve (neither acting, acted on, defending, revealed, dealt as a boost, nor attached to one of
  those), save a keyword that bars the act a player performs (``keyword_bars``: guard an attack, patrol a
  thwart);
- it is a status card whose item the scenario did not make: the act it waits for (``status_acts_on``) does
  not happen. A status card the clauses name no act for is not read.

Everything else is applied (an item of the scenario) or not read. These are over-approximations of
"could change the outcome": an error in them makes an answer *not decided*, never wrongly decided.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..abilities import model as m
from .facts import abilities_of
from .model import GameSituation, SituationCard
from .rules import SituationFacts, situation_facts
from .structure import CARD_TEXT_LANG, trigger_joined
from .villainous import reminder_parts
from .retaliate_reminder import reminder_parts as retaliate_parts

__all__ = ["Part", "CardLedger", "ledger_of", "events_in", "STATS_USED"]

#: The statistics an event reads: a constant modifying another one cannot change its outcome.
STATS_USED = {"attack": {m.Stat.ATK, m.Stat.DEF, m.Stat.HIT_POINTS}, "scheme": {m.Stat.SCH},
              "reveal": {m.Stat.ATK, m.Stat.DEF, m.Stat.HIT_POINTS, m.Stat.THW, m.Stat.SCH},
              "action:attack": {m.Stat.ATK, m.Stat.HIT_POINTS}, "action:thwart": {m.Stat.THW},
              "action": {m.Stat.HIT_POINTS}}
#: a card played: its cost, which the outcome gives (`logic.timing.play_cost_ops`, s12-mstat)
STATS_USED["action:play"] = STATS_USED["action"] | {m.Stat.COST}
_TRIGGERED = frozenset((m.AbilityKind.RESPONSE, m.AbilityKind.INTERRUPT, m.AbilityKind.FORCED_RESPONSE,
                        m.AbilityKind.FORCED_INTERRUPT))
_OP_EVENTS = {"damage": (m.EventKind.TAKES_DAMAGE, m.EventKind.DEALS_DAMAGE),
              "attack": (m.EventKind.TAKES_DAMAGE, m.EventKind.DEALS_DAMAGE),
              "heal": (m.EventKind.HEALED,), "status": (m.EventKind.STATUS_GIVEN,),
              "threat": (m.EventKind.THREAT_PLACED,), "remove_threat": (m.EventKind.THREAT_REMOVED,),
              "defend": (m.EventKind.DEFEND,), "boost_icons": (m.EventKind.BOOST,)}
_ACTION_EVENTS = {"attack": (m.EventKind.ATTACK,), "thwart": (m.EventKind.THWART, m.EventKind.THREAT_REMOVED),
                  "defend": (m.EventKind.DEFEND,), "play": (m.EventKind.PLAYED,), "draw": (m.EventKind.DRAWN,),
                  "discard": (m.EventKind.DISCARDED,), "heal": (m.EventKind.HEALED,),
                  "reveal": (m.EventKind.REVEALED,), "change_form": (m.EventKind.CHANGES_FORM,),
                  "defeat": (m.EventKind.DEFEATED, m.EventKind.LEAVES_PLAY), "use": (m.EventKind.ACTIVATES,)}


@dataclass(frozen=True)
class Part:
    """One printed part of a card: ``what`` ("ability 2 (Forced Response)", "keyword retaliate",
    "status stunned"), its state (applied, inert, not read), why, and the item it became."""

    what: str
    state: str
    why: str
    item: str | None = None

    def to_json(self) -> dict:
        return {"what": self.what, "state": self.state, "why": self.why, "item": self.item}


@dataclass
class CardLedger:
    card: str
    parts: list[Part] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"card": self.card, "applied": [p.to_json() for p in self.parts if p.state == "applied"],
                "inert": [p.to_json() for p in self.parts if p.state == "inert"],
                "not_read": [p.to_json() for p in self.parts if p.state == "not read"]}


def events_in(sit: GameSituation, table: dict, defeated: set[str]) -> set[m.EventKind]:
    """The events (`EventKind`) something in the situation is: the event itself, what the effects of its
    items do, and a character leaving play when some outcome defeats ``defeated``."""
    ev = sit.event
    out = {m.EventKind.RESOLVED}
    if ev.kind == "attack":
        out |= {m.EventKind.ATTACK, m.EventKind.ACTIVATES}
    elif ev.kind == "reveal":
        out |= {m.EventKind.REVEALED}
    elif ev.kind == "scheme":
        out |= {m.EventKind.SCHEME, m.EventKind.ACTIVATES}
    elif ev.kind == "action":
        out |= set(_ACTION_EVENTS.get(ev.does or "", ()))
    for it in [table["event"], *table.get("abilities", [])]:
        for e in it.get("effects", []):
            out |= set(_OP_EVENTS.get(e.get("op", ""), ()))
    if defeated:
        out |= {m.EventKind.DEFEATED, m.EventKind.LEAVES_PLAY}
    return out


def _involved(sit: GameSituation) -> set[str]:
    """The cards the event involves, and the cards attached to them."""
    ev = sit.event
    ids = {x for x in (ev.attacker, ev.target, ev.defender, ev.card, ev.schemer) if x}
    ids |= {c.id for c in sit.cards.values() if c.dealt_as_boost}
    return ids | {c.id for c in sit.cards.values() if c.attached_to in ids}


def _stats_key(sit: GameSituation) -> str:
    ev = sit.event
    if ev.kind == "action":
        return f"action:{ev.does}" if f"action:{ev.does}" in STATS_USED else "action"
    return ev.kind


def _label(a: m.Ability, n: int) -> str:
    return f"ability {n} ({a.label or 'constant'}" + (f", {a.qualifier}" if a.qualifier else "") + ")"


def _ability_part(sit, card, a: m.Ability, n: int, item, happening, defeated, unread_here,
                  not_met: str | None = None, facts: SituationFacts | None = None) -> list[Part]:
    what = _label(a, n)
    ev = sit.event
    if not_met is not None:
        return [Part(what, "inert", f"its trigger is not met: {not_met}")]
    if item is not None:
        out = [Part(what, "applied", "an item of the timing scenario", item)]
        out += [Part(f"{what}: \"{u}\"", "not read", "a sentence of an applied ability no effect was read from")
                for u in unread_here]
        return out
    played = ev.kind == "action" and ev.card == card.id and ev.does in ("play", "use")
    k = a.kind
    if a.section == "boost" or k is m.AbilityKind.BOOST:
        if not (ev.kind == "attack" and card.dealt_as_boost):
            return [Part(what, "inert", "a boost ability, and the card is not dealt as a boost here")]
        return [Part(what, "not read", "a boost ability of the card dealt as the attack's boost")]
    if k is m.AbilityKind.WHEN_REVEALED:
        if ev.kind == "reveal" and ev.card == card.id:
            return [Part(what, "not read", "the card is revealed and its When Revealed ability was not applied")]
        return [Part(what, "inert", "a When Revealed ability, and the card is not revealed here")]
    if k is m.AbilityKind.WHEN_DEFEATED:
        if card.id in defeated:
            return [Part(what, "not read", "an outcome defeats the card and its When Defeated ability was not applied")]
        return [Part(what, "inert", "a When Defeated ability, and no outcome defeats the card")]
    if facts is not None and facts.holds("own_moment", k.value):
        if played:
            return [Part(what, "not read", f"the event is its card being {'played' if ev.does == 'play' else 'used'}")]
        return [Part(what, "inert", f"a {k.value.replace('_', ' ')} ability is used at a moment of its own; the "
                                    f"event does not offer it ({', '.join(facts.because('own_moment', k.value))})")]
    if k not in _TRIGGERED and k is not m.AbilityKind.CONSTANT:   # a kind whose moment no clause gives
        if played:
            return [Part(what, "not read", f"the event is its card being {'played' if ev.does == 'play' else 'used'}")]
        return [Part(what, "not read", f"a {k.value.replace('_', ' ')} ability: no clause of the rule base says "
                                       "when it is used")]
    if k in _TRIGGERED:
        if a.trigger is None:
            return [Part(what, "not read", "its trigger was not read")]
        events = {a.trigger.event, *a.trigger.also}
        if not events & happening:
            names = " or ".join(sorted(e.value for e in events))
            return [Part(what, "inert", f"it waits for {names}, and nothing in the situation is that")]
        if trigger_joined(a):
            joined = f" ({a.trigger.event.value} and {a.trigger.joined.event.value})" if a.trigger.joined else \
                " and only one event of them was read"
            return [Part(what, "not read", f"its trigger joins conditions with 'and'{joined}: whether the whole "
                                           "condition is met (by the first event bringing about the second) is not read")]
        names = " or ".join(sorted(e.value for e in events & happening))
        return [Part(what, "not read", f"it waits for {names}, which happens here, and whether its condition is met "
                                       "was not read")]
    # a constant ability (not a keyword line)
    if played:
        return [Part(what, "not read", "the event is its card being played or used")]
    fully = all(s.status is m.ReadStatus.FULLY for s in a.sentences)
    if a.effects and fully and \
            all(e.kind is m.EffectKind.ATTACH for e in a.effects):
        return [Part(what, "inert", "it says what the card attaches to when it enters play")]
    if fully and a.effects and card.id not in _involved(sit) and all(
            e.kind is m.EffectKind.MODIFY_STAT and e.target is not None and e.target.noun is m.Noun.THIS_CARD
            for e in a.effects):
        return [Part(what, "inert", "a constant ability modifying its own card, which the event does not involve")]
    used = STATS_USED[_stats_key(sit)]
    if fully and a.effects and all(e.kind is m.EffectKind.MODIFY_STAT and e.stat is not None and e.stat not in used
                                   for e in a.effects):
        stats = ", ".join(sorted({e.stat.value for e in a.effects}))
        return [Part(what, "inert", f"a constant ability modifying {stats}, which the event does not use")]
    return [Part(what, "not read", "a constant ability the outcome does not apply")]


def _keyword_parts(sit, card, a: m.Ability, applied, involved, facts: SituationFacts) -> list[Part]:
    ev = sit.event
    out = []
    for kw in a.keywords:
        what = f"keyword {kw.name.value}" + (f" {kw.value}" if kw.value is not None else "")
        item = applied.get((card.id, "keyword:" + kw.name.value))
        if item is not None:
            out.append(Part(what, "applied", "an item of the timing scenario", item))
        elif facts.holds("keyword_outside", kw.name.value):
            out.append(Part(what, "inert", "it acts when its card enters play, is played, or builds a deck ("
                                           + ", ".join(facts.because("keyword_outside", kw.name.value)) + ")"))
        elif card.id in involved:
            out.append(Part(what, "not read", "a keyword of a card the event involves, not applied"))
        elif ev.kind == "action" and ev.does in ("attack", "thwart") and card.card_type in ("minion", "villain") \
                and facts.holds("keyword_bars", kw.name.value, ev.does):
            out.append(Part(what, "not read", f"a {kw.name.value} enemy while a player {ev.does}s"))
        elif ev.kind == "action" and [x for x in ("attack", "thwart") if facts.holds("keyword_bars", kw.name.value, x)]:
            acts = [x for x in ("attack", "thwart") if facts.holds("keyword_bars", kw.name.value, x)]
            cites = ", ".join(c for x in acts for c in facts.because("keyword_bars", kw.name.value, x))
            out.append(Part(what, "inert", f"it bars a player's {' or '.join(acts)}, and the event is a player's "
                                           f"{ev.does or 'action'} ({cites})"))
        else:
            out.append(Part(what, "inert", "a keyword of a card the event does not involve"))
    return out


def _status_parts(card: SituationCard, applied, facts: SituationFacts) -> list[Part]:
    """Each status card of ``card``: applied (an item), inert (the act it waits for does not happen), or not read
    (no clause says what it acts on)."""
    out = []
    for s in card.statuses:
        item = applied.get((card.id, "status:" + s))
        acts = facts.acts_of(s)
        if item:
            out.append(Part(f"status {s}", "applied", "an item of the timing scenario", item))
        elif acts:
            cites = ", ".join(c for a in acts for c in facts.because("status_acts_on", s, a))
            out.append(Part(f"status {s}", "inert", f"it acts on its character's next {' or '.join(acts)}, and none "
                                                    f"happens to that character here ({cites})"))
        else:
            out.append(Part(f"status {s}", "not read", "no clause of the rule base says what it acts on"))
    return out


def ledger_of(sit: GameSituation, rules: str, table: dict, applied: dict, unread: list[dict],
              defeated: set[str], not_met: dict | None = None, cannot: dict | None = None) -> list[CardLedger]:
    """Every card's parts, applied, inert or not read (see the module docstring); an applied part whose item
    cannot be initiated (``cannot``: item id -> why, `logic.situation.initiation`) says why."""
    from ..abilities.reader import read_text
    facts = situation_facts(rules)
    happening = events_in(sit, table, defeated)
    involved = _involved(sit)
    out = []
    for card in sit.cards.values():
        led = CardLedger(card.id)
        printed = abilities_of(card)
        try:
            read = read_text(card.text, card.name, CARD_TEXT_LANG) if card.text else []
        except ValueError as exc:  # no ability grammar for the language: nothing of the text is read
            for n, fa in enumerate(printed, 1):
                item, why = applied.get((card.id, fa.index)), (not_met or {}).get((card.id, fa.index))
                what = f"ability {n} ({fa.label or 'constant'})"
                led.parts.append(Part(what, "applied", "an item of the timing scenario", item) if item else
                                 Part(what, "inert", f"its trigger is not met: {why}") if why else
                                 Part(what, "not read", str(exc)))
            read, printed = [], []
        for n, (fa, a) in enumerate(zip(printed, read), 1):
            item = applied.get((card.id, fa.index))
            unread_here = [u["sentence"] for u in unread if u["card"] == card.id and u["ability"] == fa.index]
            if a.keywords and not a.effects and a.trigger is None and a.kind is m.AbilityKind.CONSTANT:
                led.parts += _keyword_parts(sit, card, a, applied, involved, facts)
                rest = [s for s in a.sentences if s.status is not m.ReadStatus.FULLY]
                led.parts += [Part(f"{_label(a, n)}: \"{s.text}\"", "not read", "a keyword line not read whole")
                              for s in rest if card.id in involved]
                continue
            ret = retaliate_parts(a, lambda: _keyword_parts(sit, card, a, applied, involved, facts), facts, Part,
                                  _label(a, n)) if not item else None
            if ret is not None:   # Retaliate's reminder: the keyword's own ability (`retaliate_reminder`)
                led.parts += ret
                continue
            vill = reminder_parts(sit, card, a, _label(a, n), applied, facts, Part) if not item else None
            if vill is not None:   # Villainous' reminder: the keyword's boost card (`villainous`)
                led.parts += vill
                continue
            led.parts += _ability_part(sit, card, a, n, item, happening, defeated, unread_here,
                                       (not_met or {}).get((card.id, fa.index)), facts)
        if card.dealt_as_boost and sit.event.kind == "attack" and card.stat("boost", 0):
            item = applied.get((card.id, "boost_icons"))
            led.parts.append(Part(f"boost icons {card.stat('boost', 0)}", "applied" if item else "not read",
                                  "the attack's boost" if item else "the boost icons of the card dealt as a boost",
                                  item))
        led.parts += _status_parts(card, applied, facts)
        led.parts = [Part(p.what, p.state, f"{p.why}; it cannot be initiated: {cannot[p.item]}", p.item)
                     if p.item in (cannot or {}) else p for p in led.parts]
        out.append(led)
    return out
