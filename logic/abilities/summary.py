"""What a pool's abilities came to: counts, the gap table, and the structure as JSON or text.

A sentence is *fully read* when the grammar read every word of it (its `Reading` is FULLY: "parsed")
AND the outcome engine can apply every effect read from it (`logic.situation.applicable`: "applied").
`applied_readings` gives each sentence's reading at that second level: a sentence parsed whole with an
effect the engine cannot apply is partly read, that effect named as an unread fragment (``effect <kind>:
<reason>``, at the effect's span). `Reading.status` itself stays the grammar's (the pool graph and the
situations read the structure, each with its own test of what it can use).

`summarise(readings, seconds)` counts sentences fully, partly and not read (so), those the grammar read
whole (``parsed_whole``), triggered abilities and those whose trigger was read, and the words dropped
(the audit: words in neither a read span nor an unread fragment; 0 unless the reader is wrong).
`gap_table` groups the unread fragments into wording *families* (the fragment made canonical: names
as ``@name``, the card's own name as ``@self``, numbers as ``N``; an unapplied effect's family is
``effect <kind>: <reason>``) and ranks them by how many cards each would make fully read on its own
(a card whose only unread families are this one), then by how many cards show it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, fields
from enum import Enum

from logic.abilities import model as m
from functools import lru_cache

from logic.abilities.grammar import known_words, written
from logic.abilities.batch import After
from logic.abilities.reader import by_sentence, read_text
from logic.abilities.tokens import tokenize
from logic.situation.applicable import choice_why, why_not_in

__all__ = ["CardReading", "summarise", "gap_table", "to_json", "describe", "applied_readings", "unapplied",
           "check_text", "CHECKS", "text_families", "FAMILIES"]

_NUM = re.compile(r"[+\-]?\d+")


@dataclass(frozen=True)
class CardReading:
    """One face and its abilities."""
    code: str
    name: str
    face: str
    card_type: str
    lang: str
    abilities: tuple[m.Ability, ...]
    text: str = ""      # the printed text the abilities were read from (where each effect's sentence is found)


#: (text, name, lang) -> per ability, per sentence, the effects read from it the engine cannot apply, and why
_UNAPPLIED: dict[tuple[str, str, str], tuple[tuple[tuple[tuple[m.Effect, str], ...], ...], ...]] = {}


def unapplied(c: CardReading) -> tuple[tuple[tuple[tuple[m.Effect, str], ...], ...], ...]:
    """Per ability of ``c``, per sentence, each effect read from that sentence that the outcome engine cannot
    apply, with why (`logic.situation.applicable.why_not_in`, the ability's kind given); empty tuples for a card
    read without its text."""
    if not c.text:
        return tuple(tuple(() for _ in a.sentences) for a in c.abilities)
    return check_text(c.text, c.name or "", c.lang if written(c.lang) else "en")


def check_text(text: str, name: str, lang: str) -> tuple[tuple[tuple[tuple[m.Effect, str], ...], ...], ...]:
    """`unapplied` of a card text read in ``lang`` (per ability of `read_text`, per sentence, each effect the
    engine cannot apply and why), kept per ``(text, name, lang)``."""
    key = (text, name, lang)
    hit = _UNAPPLIED.get(key)
    if hit is None:
        hit = _UNAPPLIED[key] = tuple(_unapplied_rows(a, rows) for a, rows in zip(read_text(text, name, lang),
                                                                                   by_sentence(text, name, lang)))
    return hit


#: the catalogue checks as a memo `logic.abilities.batch.read_many` fills beside the readings (on two cores)
CHECKS = After(_UNAPPLIED, check_text)


#: id of an ability -> (the ability, `_unapplied_rows` of it): the reader gives one object for an ability printed
#: alike on many cards (`logic.abilities.reader`), checked once; the ability is kept so that its id stays its own
_BY_ABILITY: dict[int, tuple[m.Ability, tuple]] = {}


def _unapplied_rows(a: m.Ability, rows: list[tuple[m.Reading, list]]) -> tuple[tuple[tuple[m.Effect, str], ...], ...]:
    """Per sentence ``rows`` of ability ``a`` ((sentence, items) pairs, as `by_sentence` gives them: a function of
    ``a``), each effect the engine cannot apply, with why; the effects' part in a choice (`_in_choice`) is a
    property of ``a``, found once. Kept per ability object (`_BY_ABILITY`)."""
    hit = _BY_ABILITY.get(id(a))
    if hit is not None and hit[0] is a:
        return hit[1]
    got = _unapplied_rows_of(a, rows)
    _BY_ABILITY[id(a)] = (a, got)
    return got


def _unapplied_rows_of(a: m.Ability, rows: list[tuple[m.Reading, list]]) -> tuple[tuple[tuple[m.Effect, str], ...], ...]:
    in_choice = _in_choice(a)
    return tuple(tuple((e, w) for e in items if isinstance(e, m.Effect)
                       for w in [why_not_in(e, a.kind, a, items) or in_choice.get(e)] if w)
                 for _, items in rows)


def _in_choice(a: m.Ability) -> dict:
    """The effects of ``a`` whose part in a choice the engine cannot apply, and why (`choice_why`)."""
    return {e: w for e, w in zip(a.effects, choice_why(a.effects)) if w}


def unapplied_text(e: m.Effect, why: str) -> str:
    """The unread fragment naming an effect the engine cannot apply: ``effect <kind>: <reason>``."""
    return f"effect {e.kind.value}: {why}"


def applied_readings(c: CardReading) -> tuple[tuple[m.Reading, ...], ...]:
    """Per ability of ``c``, each sentence's `Reading` at the second level (see the module): a sentence with an
    effect the engine cannot apply is partly read, each such effect an `m.Unread` at the effect's span."""
    out = []
    for a, per in zip(c.abilities, unapplied(c)):
        rows = []
        for r, bad in zip(a.sentences, per):
            if bad:
                extra = tuple(m.Unread(unapplied_text(e, w), e.span) for e, w in bad)
                status = m.ReadStatus.PARTLY if r.status is m.ReadStatus.FULLY else r.status
                r = m.Reading(r.text, status, r.part, r.read, r.unread + extra, r.dropped_words)
            rows.append(r)
        out.append(tuple(rows))
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def family(fragment: str, name: str, lang: str = "en") -> str:
    """The wording family of an unread fragment (see the module).

    >>> family("Place 3 threat on Red Skull.", "Zola")
    'place N threat on @name .'
    """
    canon = tokenize(fragment, name, known_words(lang), lang).canon
    return _NUM.sub("N", canon)


#: (text, name, lang) -> per ability of `read_text`, per sentence, the `family` of each unread fragment
_FAMILIES: dict[tuple[str, str, str], tuple[tuple[tuple[str, ...], ...], ...]] = {}


def text_families(text: str, name: str, lang: str) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """Per ability of a card text read in ``lang``, per sentence, the `family` of each of its unread fragments;
    kept per ``(text, name, lang)``."""
    key = (text, name, lang)
    hit = _FAMILIES.get(key)
    if hit is None:
        hit = _FAMILIES[key] = tuple(tuple(tuple(family(u.text, name, lang) for u in r.unread) for r in a.sentences)
                                     for a in read_text(text, name, lang))
    return hit


#: the families as a memo `logic.abilities.batch.read_many` fills beside the readings (on two cores)
FAMILIES = After(_FAMILIES, text_families)


def _families(c: CardReading) -> tuple:
    """Per ability of ``c``, per sentence, the `family` of each unread fragment: from `_FAMILIES` when the
    text's were found there (`FAMILIES`), else found now."""
    hit = _FAMILIES.get((c.text, c.name, c.lang)) if c.text else None
    if hit is not None:
        return hit
    return tuple(tuple(tuple(family(u.text, c.name, c.lang) for u in r.unread) for r in a.sentences)
                 for a in c.abilities)


def gap_table(cards: list[CardReading], top: int = 25) -> list[dict]:
    """The unread wording families, ranked by the cards each would unlock alone (see the module)."""
    if top <= 0:
        return []
    per_card: dict[str, set[str]] = {}
    example: dict[str, str] = {}
    for c in cards:
        fams = set()
        for a, per, fam_rows in zip(c.abilities, unapplied(c), _families(c)):
            for r, bad, row in zip(a.sentences, per, fam_rows):
                for u, f in zip(r.unread, row):
                    fams.add(f)
                    example.setdefault(f, u.text)
                for e, why in bad:   # an effect the outcome engine cannot apply: its family is kind and reason
                    f = unapplied_text(e, why)
                    fams.add(f)
                    example.setdefault(f, r.text[e.span[0]:e.span[1]].strip() or r.text)
        if fams:
            per_card[f"{c.code}:{c.face}"] = fams
    unlock, seen = Counter(), Counter()
    for fams in per_card.values():
        for f in fams:
            seen[f] += 1
        if len(fams) == 1:
            unlock[next(iter(fams))] += 1
    ranked = sorted(seen, key=lambda f: (-unlock[f], -seen[f], f))[:top]
    return [{"family": f, "unlocks": unlock[f], "cards": seen[f], "example": example[f]} for f in ranked]


def summarise(cards: list[CardReading], seconds: float) -> dict:
    """The summary keys of ``ruling abilities --json`` (see the module)."""
    status = Counter()
    triggered = trigger_read = dropped = parsed = 0
    for c in cards:
        for a, readings in zip(c.abilities, applied_readings(c)):
            if a.triggered:
                triggered += 1
                trigger_read += a.trigger is not None
            for p, r in zip(a.sentences, readings):
                status[r.status] += 1
                parsed += p.status is m.ReadStatus.FULLY
                dropped += r.dropped_words
    sentences = sum(status.values())
    return {
        "faces": len(cards),
        "sentences": sentences,
        "fully_read": status[m.ReadStatus.FULLY],
        "partly_read": status[m.ReadStatus.PARTLY],
        "not_read": status[m.ReadStatus.NOT],
        "parsed_whole": parsed,
        "fully_read_pct": round(100 * status[m.ReadStatus.FULLY] / sentences, 1) if sentences else 100.0,
        "triggered": triggered,
        "trigger_read": trigger_read,
        "trigger_read_pct": round(100 * trigger_read / triggered, 1) if triggered else 100.0,
        "dropped_words": dropped,
        "seconds": round(seconds, 3),
    }


def to_json(obj):
    """A model object as JSON data, leaving out fields at their defaults (None, empty, 'first', 'none')."""
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, (list, tuple)):
        return [to_json(x) for x in obj]
    if hasattr(obj, "__dataclass_fields__"):
        out = {}
        for f in fields(obj):
            v = getattr(obj, f.name)
            if v is None or v == () or v == "" or v is False or v == f.default and f.name not in ("kind", "noun", "status"):
                continue
            out[f.name] = to_json(v)
        return out
    return obj


def _target(t: m.Target | None) -> str:
    if t is None:
        return "-"
    bits = [] if t.quantifier is m.Quantifier.THE else [t.quantifier.value]
    bits += [f"{f.kind.value}={f.value}" + (f"[{_target(f.target)}]" if f.target else "") for f in t.filters]
    if t.owner:
        bits.append("owner=" + _target(t.owner))
    if t.count:
        bits.append("count=" + _amount(t.count))
    if t.is_a is not None:
        bits.append("is_a=" + t.is_a.value)
    head = t.noun.value + (f"'{t.name}'" if t.name else "")
    s = head + (f"({', '.join(bits)})" if bits else "")
    return " | ".join([s] + [_target(o) for o in t.also])


def _amount(a: m.Amount | None) -> str:
    if a is None:
        return "-"
    s = a.variable if a.value is None and a.variable else str(a.value if a.value is not None else 1)
    if a.per_player:
        s += "/player"
    if a.up_to:
        s = "up to " + s
    if a.additional:
        s += " more"
    if a.per is not None:
        s += " per " + _target(a.per)
    return s


def describe(item) -> str:
    """One line for a trigger, condition, cost, effect, keyword, limit, contents line or reminder."""
    if isinstance(item, m.Reminder):
        return f"reminder: {item.value}"
    if isinstance(item, m.Trigger):
        s = f"trigger: {item.timing.value}{' each time' if item.each_time else ''} {item.event.value}"
        if item.subject:
            s += f" subject={_target(item.subject)}"
        if item.object:
            s += f" object={_target(item.object)}"
        if item.filters:
            s += " filters=" + ",".join(f.kind.value for f in item.filters)
        if item.amount:
            s += f" amount={_amount(item.amount)}"
        for k in ("source", "during"):
            if getattr(item, k):
                s += f" {k}={_target(getattr(item, k))}"
        if item.form:
            s += f" form={item.form}" + (f"'{item.form_name}'" if item.form_name else "")
        if item.joined:
            s += f" and {item.joined.event.value}" + (f" object={_target(item.joined.object)}" if item.joined.object else "")
        return s
    if isinstance(item, m.Condition):
        p = item.predicate
        s = f"condition: {item.kind.value}"
        if p:
            s += f" {'not ' if p.negated else ''}{p.kind.value}"
            for k in ("subject", "object"):
                if getattr(p, k):
                    s += f" {k}={_target(getattr(p, k))}"
            for k in ("trait", "form", "counter"):
                if getattr(p, k):
                    s += f" {k}={getattr(p, k)}"
            if p.status:
                s += f" status={p.status.value}"
            if p.amount:
                s += f" amount={_amount(p.amount)}"
        return s
    if isinstance(item, m.Keyword):
        v = item.value if item.value is not None else (item.variable or "")
        extra = f" ({item.counters} counters)" if item.counters else (f" ({item.trait})" if item.trait else "")
        return f"keyword: {item.name.value}{' ' + str(v) if v != '' else ''}{'/player' if item.per_player else ''}{extra}"
    if isinstance(item, m.Limit):
        return f"limit: {item.count} per {item.period.value}"
    if isinstance(item, m.Contents):
        s = f"contents: {item.kind.value}" + (f" {item.count}" if item.count is not None else "")
        s += "".join(f" '{n}'" for n in item.names) + (" +standard" if item.standard else "")
        if item.expert:
            s += " expert" + (" also" if item.expert_only else "") + "".join(f" '{n}'" for n in item.expert)
        if item.recommended:
            s += " (recommended)"
        if item.pack:
            s += f" from '{item.pack}'"
        return s
    if isinstance(item, (m.Effect, m.Cost)):
        head = "cost" if isinstance(item, m.Cost) else "effect"
        s = f"{head}: {item.kind.value}"
        if isinstance(item, m.Effect) and item.link not in (m.Link.FIRST, m.Link.AND):
            s = f"{head} ({item.link.value}): {item.kind.value}"
        if item.amount:
            s += f" amount={_amount(item.amount)}"
        if item.target:
            s += f" target={_target(item.target)}"
        if item.counter:
            s += f" counter={item.counter}"
        if item.resources:
            s += " resources=" + "+".join(item.resources)
        if isinstance(item, m.Effect):
            if item.source:
                s += f" with={_target(item.source)}"
            for k in ("status", "stat", "keyword", "zone", "procedure"):
                if getattr(item, k):
                    s += f" {k}={getattr(item, k).value}"
            if item.form:
                s += f" form={item.form}"
            if item.duration is not m.Duration.NONE:
                s += f" until={item.duration.value}"
            if item.optional:
                s += " (may)"
        return s
    return str(item)


def ability_lines(a: m.Ability, readings: tuple[m.Reading, ...] | None = None) -> list[str]:
    """The text lines of one ability: its label, its items, and each sentence's reading (``readings``: those
    of `applied_readings`, in place of the grammar's)."""
    label = a.kind.value + (f" [{a.form}]" if a.form else "") + (f" ({a.qualifier})" if a.qualifier else "")
    if a.section == "boost":
        label += " {boost section}"
    out = [label]
    items = ([a.trigger] if a.trigger else []) + list(a.conditions) + list(a.costs) + list(a.effects) \
        + list(a.keywords) + list(a.limits) + list(a.contents) + list(a.reminders)
    out += ["  " + describe(i) for i in items]
    for r in (readings if readings is not None else a.sentences):
        mark = {"fully": "+", "partly": "~", "not": "-"}[r.status.value]
        out.append(f"  {mark} {r.text}")
        out += [f"      unread: {u.text!r} at {u.span[0]}-{u.span[1]}" for u in r.unread]
    return out
