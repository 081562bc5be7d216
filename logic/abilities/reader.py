"""Card text -> `Ability` structures: one reading of the text.

`read_text(text, name, lang)` splits the text into abilities and sentences with the card reader
(`logic.cards.wording.sentences_of`, which owns the markup and the label grammar) and reads each
sentence as the runs the language's ability grammar reads of it (`logic.abilities.runs`: the whole
sentence, else the longest runs of its pieces that read; the rest becomes `Unread` fragments with
their spans), taking each run's items into the ability.

Promises
--------
- Every word of every sentence is in a read span or in an unread fragment; `Reading.dropped_words`
  counts the words in neither (computed, never assumed: the audit of `logic.abilities.audit`).
- A sentence is FULLY read when it has no unread fragment, NOT read when nothing of it was read,
  PARTLY read otherwise.
- Each distinct sentence is parsed once (`logic.abilities.runs`, whose runs `logic.abilities.roles`
  walks too) and read once, whatever card prints it (a card's name matters only where the sentence
  holds it: `logic.abilities.tokens` makes it ``@self``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from logic.abilities import model as m
from logic.abilities.grammar import shared_subject
from logic.abilities.performer import shared_performer
from logic.abilities.runs import WORD as _WORD
from logic.abilities.runs import name_key, parse_runs
from logic.abilities.shapes_fr import subject_pronoun_fr
from logic.cards.wording import sentences_of

__all__ = ["read_text", "read_sentence", "ability_kind", "by_sentence"]

#: canonical label -> (kind, form); a form prefix ("Hero", "Alter-Ego" ...) is taken off first
_FORMS = (("Alter-Ego ", "alter_ego"), ("Hero ", "hero"), ("First Player ", "first_player"), ("Mission ", "mission"))
_KINDS = {
    "Action": m.AbilityKind.ACTION, "Response": m.AbilityKind.RESPONSE, "Interrupt": m.AbilityKind.INTERRUPT,
    "Forced Response": m.AbilityKind.FORCED_RESPONSE, "Forced Interrupt": m.AbilityKind.FORCED_INTERRUPT,
    "Forced Action": m.AbilityKind.FORCED_ACTION, "When Revealed": m.AbilityKind.WHEN_REVEALED,
    "When Defeated": m.AbilityKind.WHEN_DEFEATED, "When Completed": m.AbilityKind.WHEN_COMPLETED,
    "When Revealed/Defeated": m.AbilityKind.WHEN_REVEALED, "Boost": m.AbilityKind.BOOST,
    "Setup": m.AbilityKind.SETUP, "Special": m.AbilityKind.SPECIAL, "Resource": m.AbilityKind.RESOURCE,
    "Preparation": m.AbilityKind.PREPARATION, "Contents": m.AbilityKind.CONTENTS,
    "Scenario Contents": m.AbilityKind.CONTENTS, "Resolution": m.AbilityKind.RESOLUTION,
    "Read Aloud": m.AbilityKind.STORY, "Narration": m.AbilityKind.STORY, "Story": m.AbilityKind.STORY,
    "Prologue": m.AbilityKind.STORY, "Epilogue": m.AbilityKind.STORY, "Interlude": m.AbilityKind.STORY,
}
#: an effect read in the cost segment (before the arrow) is a cost of that kind
_AS_COST = {m.EffectKind.EXHAUST: m.CostKind.EXHAUST, m.EffectKind.DISCARD: m.CostKind.DISCARD,
            m.EffectKind.REMOVE_COUNTERS: m.CostKind.REMOVE_COUNTERS, m.EffectKind.TAKE_DAMAGE: m.CostKind.TAKE_DAMAGE,
            m.EffectKind.RETURN_TO_HAND: m.CostKind.RETURN_TO_HAND,
            m.EffectKind.REMOVE_FROM_GAME: m.CostKind.REMOVE_FROM_GAME, m.EffectKind.DEFEAT: m.CostKind.DEFEAT,
            m.EffectKind.PLACE_THREAT: m.CostKind.PLACE_THREAT}


def ability_kind(label: str | None) -> tuple[m.AbilityKind, str] | None:
    """(kind, form) of a canonical label; None for a label no kind names (reported unread).

    >>> ability_kind("Hero Interrupt")
    (<AbilityKind.INTERRUPT: 'interrupt'>, 'hero')
    """
    if not label:
        return m.AbilityKind.CONSTANT, ""
    form = ""
    for prefix, f in _FORMS:
        if label.startswith(prefix) and label[len(prefix):] in _KINDS:
            label, form = label[len(prefix):], f
            break
    kind = _KINDS.get(label)
    return (kind, form) if kind else None


def _words_outside(text: str, covered: list[m.Span]) -> int:
    """How many words of ``text`` touch no span of ``covered``."""
    merged: list[list[int]] = []  # the spans as disjoint runs (touching spans joined), in order
    for s, e in sorted(covered):
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    n = k = 0
    for w in _WORD.finditer(text):
        ws, we = w.span()
        while k < len(merged) and merged[k][1] <= ws:
            k += 1
        if k == len(merged) or merged[k][0] >= we:
            n += 1
    return n


def read_sentence(text: str, part: str = "effect", name: str = "", lang: str = "en") -> tuple[list, m.Reading]:
    """The items read from one sentence and its `Reading` (status, read spans, unread fragments).
    Kept per distinct (text, part, name, lang), in memory, where the name counts only when the text
    holds it (a sentence printed on many cards is read once)."""
    key = (text, part, name_key(text, name), lang)
    hit = _MEMO.get(key)
    if hit is None:
        runs, unread = parse_runs(text, name, lang)
        items = tuple(shared_performer(shared_subject([it for run in runs for it in (
            run.items + ((PAREN_END,) if _parenthesized(run, runs) else ()))])))
        hit = _MEMO[key] = items, _reading(text, part, [s for run in runs for s in run.spans], list(unread))
    return list(hit[0]), hit[1]


class _ParenEnd:
    """The end of a parenthesized sentence that opens a sentence read in runs ("(If he is already in play, he
    engages you.) Radioactive Man activates against you."): the conditions read in it govern its own effects
    only, not those after it."""
    what = "paren_end"

    def __repr__(self) -> str:
        return "paren_end"


PAREN_END = _ParenEnd()


def _parenthesized(run, runs) -> bool:
    """Whether ``run`` is the first of several runs and a whole parenthesized sentence ("( ... . )")."""
    canon = run.tokens.canon
    return len(runs) > 1 and run is runs[0] and canon.startswith("( ") and canon.endswith(". )") \
        and run.tokens.spans[0][0] == 0


#: (text, part, name, lang) -> (items, reading); filled from and saved to disk by `logic.abilities.cache`
_MEMO: dict[tuple[str, str, str, str], tuple[tuple, m.Reading]] = {}


def _reading(text: str, part: str, read: list[m.Span], unread: list[m.Unread]) -> m.Reading:
    read = [s for s in read if s[1] > s[0]]
    dropped = _words_outside(text, read + [u.span for u in unread])
    words = _WORD.search(text) is not None
    if not unread and read:
        status = m.ReadStatus.FULLY
    elif not read:
        status = m.ReadStatus.NOT if words else m.ReadStatus.FULLY
    else:
        status = m.ReadStatus.PARTLY
    return m.Reading(text, status, part, tuple(read), tuple(unread), dropped)


def read_text(text: str, name: str = "", lang: str = "en") -> list[m.Ability]:
    """Every ability of a card text, in printed order (see the module for the promises).
    Kept per distinct (text, name, lang), in memory and on disk (`logic.abilities.cache`)."""
    return list(_entry(text, name, lang)[0])


def _entry(text: str, name: str, lang: str) -> tuple[tuple[m.Ability, ...], tuple]:
    key = (text or "", name or "", lang)
    hit = TEXTS.get(key)
    if hit is None:
        hit = TEXTS[key] = _read_text(*key)
    return hit


#: (text, name, lang) -> (abilities, per ability and per sentence what that sentence added: whether it gave
#: the trigger, and the range of each item list in `_SENTENCE_FIELDS` order); filled from and saved to disk by
#: `logic.abilities.cache`
TEXTS: dict[tuple[str, str, str], tuple[tuple[m.Ability, ...], tuple]] = {}

#: the item lists `by_sentence` gives a sentence's items from, in the order it gives them
_SENTENCE_FIELDS = ("conditions", "costs", "effects", "keywords", "limits", "contents", "reminders")


def _read_text(text: str, name: str, lang: str) -> tuple[tuple[m.Ability, ...], tuple]:
    groups: dict[int, list] = {}
    for s in sentences_of(text):
        groups.setdefault(s.ability, []).append(s)
    abilities, added = [], []
    for _, ss in sorted(groups.items()):
        a, marks = _ability_once(ss, name, lang)
        if abilities:   # an option line printed apart from its lead ("- Corporelle, ..."): the lead printed before it
            a = _form_options(a, [c for b in abilities for c in b.conditions])
        if abilities and _only_permission(a):   # "Any player may trigger this ability." printed on a line of its
            abilities[-1] = replace(abilities[-1], any_player=True)   # own below its ability's "•" options: the
            # ability above's too (the line stays an ability of its own: one structure per printed ability)
        abilities.append(a)
        added.append(tuple((mk["trigger"], tuple(mk[f] for f in _SENTENCE_FIELDS)) for mk in marks))
    return tuple(abilities), tuple(added)


def by_sentence(text: str, name: str = "", lang: str = "en") -> list[list[tuple[m.Reading, list]]]:
    """For each ability of a card text (as `read_text` gives them), each sentence's `Reading` with the
    items of the ability read from that sentence, in the ability's order: its trigger, conditions,
    costs, effects, keywords, limits and contents lines (as the ability holds them: an effect read before the arrow is
    a cost, an X defined in a later sentence is in the effect). What the playground's card view shows.
    Off the one reading `read_text` keeps (nothing is parsed again)."""
    abilities, added = _entry(text, name, lang)
    out = []
    for a, per in zip(abilities, added):
        rows = []
        for reading, (gave_trigger, ranges) in zip(a.sentences, per):
            items = [a.trigger] if gave_trigger else []
            for field, (lo, hi) in zip(_SENTENCE_FIELDS, ranges):
                items += getattr(a, field)[lo:hi]
            rows.append((reading, items))
        out.append(rows)
    return out


_FIELDS = ("keywords", "conditions", "costs", "effects", "limits", "contents", "reminders")

#: what `_ability` reads of its sentences and name -> (the ability, its sentences' marks): an ability printed on
#: many cards (keywords, a shared boost, a reprint's text) is read once per process
_ABILITIES: dict[tuple, tuple[m.Ability, list[dict]]] = {}


def _ability_once(sentences: list, name: str, lang: str) -> tuple[m.Ability, list[dict]]:
    """`_ability` of ``sentences`` with its marks, kept per what it may read of them: every field of each sentence
    but its place on the card (``index``, ``ability``), the language, and the card's name only where a sentence
    holds it (as `read_sentence` keys it, or case aside, as `_pronouns` tests it): the same key gives the same
    ability (its items are frozen; the marks are not changed by their readers). `_ability` must read nothing else."""
    low = name.lower() if name else ""
    own = name if any(name_key(s.text, name) or (low and low in s.text.lower()) for s in sentences) else ""
    key = (tuple((s.text, s.label, s.qualifier, s.part, s.section, s.choice, s.opens) for s in sentences), own, lang)
    hit = _ABILITIES.get(key)
    if hit is None:
        marks: list[dict] = []
        hit = _ABILITIES[key] = (_ability(sentences, own, lang, marks), marks)
    return hit


def _ability(sentences: list, name: str, lang: str, marks: list | None = None) -> m.Ability:
    """The ability of ``sentences``; with ``marks``, one dict per sentence is appended to it: the range of
    each item list that sentence added, and whether it gave the trigger (`by_sentence`). Kept by `_ability_once`:
    it reads of its sentences only what that keys (not their place on the card)."""
    first = sentences[0]
    kind_form = ability_kind(first.label)
    readings, keywords, conditions, costs, effects, limits, contents, reminders = [], [], [], [], [], [], [], []
    trigger = None
    anyone = False    # "Any player may trigger this ability." read (the grammar's permission): who may use it
    opening = False   # a "•" option's line began and no effect of it is read yet
    where: list[int] = []   # per effect, the index of the sentence it was read from
    if kind_form is None:  # a printed label no kind names: read as a constant ability, the label reported
        kind_form = (m.AbilityKind.CONSTANT, "")
    lists = dict(zip(_FIELDS, (keywords, conditions, costs, effects, limits, contents, reminders)))
    for s in sentences:
        items, reading = read_sentence(s.text, s.part, name, lang)
        readings.append(reading)
        before, had_trigger = {f: len(v) for f, v in lists.items()}, trigger is not None
        # a "•" option opens at the first effect of its line; the line's later effects are more of that option
        opening = s.opens or (opening and s.choice)
        link, optional = (m.Link.OPTION if opening or (s.choice and not effects) else
                          m.Link.AND if s.choice else m.Link.FIRST), False
        duration = m.Duration.NONE
        per: m.Target | None = None      # "For each X, ...": the effects that follow, once per X
        order: m.Order | None = None     # "In player order, ...": how the players take turns at them
        pending: list[m.Condition] = []  # the conditions read so far in this sentence govern its effects
        for it in items:
            if isinstance(it, m.Duration):
                duration = it
            elif isinstance(it, m.Link):
                link = it
            elif isinstance(it, m.Reminder):   # a reminder of a rule (s12-engram5)
                reminders.append(it)
            elif getattr(it, "what", None) == "may":
                optional = True
            elif getattr(it, "what", None) == "x_is":  # X defined: the last effect whose amount is X, and every
                for k in range(len(effects) - 1, -1, -1):   # X before it not yet defined ("+X SCH and +X ATK")
                    a = effects[k].amount
                    if a is not None and a.variable == "X" and a.defined_as is None:
                        effects[k] = replace(effects[k], amount=replace(a, defined_as=it.value))
            elif getattr(it, "what", None) == "paren_end":   # "(If X, Y.) Z.": X governs Y, not Z
                pending = []
            elif getattr(it, "what", None) == "permission":
                anyone = True
            elif getattr(it, "what", None) == "per_lead":
                per = it.value
            elif getattr(it, "what", None) == "order":  # "In player order, ...": the effects that follow
                order = it.value
            elif getattr(it, "what", None) == "all_above":   # "[wild] - All of the above." (s12-engram5)
                effects.extend(_all_above(effects, tuple(pending), it.value))
                link, optional = m.Link.AND, False
            elif getattr(it, "what", None) == "alt" and effects:  # "(2 damage instead if ...)"
                effects.append(_instead(effects[-1], it.value))
                link, optional = m.Link.AND, False
            elif getattr(it, "what", None) in ("cap", "ignores", "unseen", "side", "order_last") and effects:  # "(to a maximum of N)"
                effects[-1] = _modified(effects[-1], it)
            elif isinstance(it, m.Keyword):
                keywords.append(it)
            elif isinstance(it, m.Trigger):
                trigger = trigger or it
            elif isinstance(it, m.Condition):
                it = _form_option(it, conditions)
                conditions.append(it)
                pending.append(it)
                if it.kind is m.ConditionKind.OTHERWISE:
                    link = m.Link.OTHERWISE
            elif isinstance(it, m.Cost) and (s.choice or s.part == "effect") and it.kind is m.CostKind.SPEND_RESOURCES:
                # no arrow before it, or before a "•" option's arrow: a spend that is an effect (of that option)
                effects.append(m.Effect(m.EffectKind.SPEND, it.amount, it.target, resources=it.resources,
                                        span=it.span, link=link, optional=optional, conditions=tuple(pending),
                                        option_cost=s.part == "cost"))
                link, optional = m.Link.AND, False
            elif isinstance(it, m.Cost):
                costs.append(it)
            elif isinstance(it, m.Limit):
                limits.append(it)
            elif isinstance(it, m.Contents):
                contents.append(it)
            elif isinstance(it, m.Effect):
                if s.part == "cost" and s.choice:   # before a "•" option's arrow: that option's cost
                    effects.append(replace(it, link=link, optional=optional or it.optional, option_cost=True,
                                           conditions=tuple(pending) + it.conditions))
                elif s.part == "cost" and it.kind in _AS_COST:
                    costs.append(m.Cost(_AS_COST[it.kind], it.amount, it.target, it.resources, it.counter, it.span))
                else:
                    if per is not None and (it.amount is None or it.amount.per is None):
                        it = replace(it, amount=replace(it.amount or m.Amount(value=1), per=per))
                    if order is not None and it.order is None:
                        it = replace(it, order=order)
                    if lang == "fr":   # "quand Klaw attaque, donnez-lui ...": the trigger's subject
                        it = subject_pronoun_fr(it, trigger)
                    effects.append(replace(it, link=link, optional=optional or it.optional, conditions=tuple(pending) + it.conditions,
                                           duration=it.duration if it.duration is not m.Duration.NONE else duration))
                link, optional = m.Link.AND, False
        opening = opening and len(effects) == before["effects"]   # its first effect read: the option is open
        if lang == "en":   # the English object pronouns the grammar reads as this card
            _pronouns(effects, before["effects"], s.text, name, conditions[before["conditions"]:])
        where += [len(readings) - 1] * (len(effects) - before["effects"])
        if marks is not None:
            marks.append({"trigger": trigger is not None and not had_trigger,
                          **{f: (before[f], len(v)) for f, v in lists.items()}})
    return m.Ability(kind=kind_form[0], label=first.label or "", form=kind_form[1], qualifier=first.qualifier,
                     section=first.section, keywords=tuple(keywords), trigger=trigger,
                     conditions=tuple(conditions), costs=tuple(costs), effects=tuple(effects),
                     limits=tuple(limits), sentences=tuple(readings), contents=tuple(contents),
                     effect_sentences=tuple(where), any_player=anyone, reminders=tuple(reminders))


def _icon_option(c: m.Condition) -> bool:
    """Whether ``c`` is the condition of a printed resource option ("[energy] — ..."): that card has one icon."""
    p = c.predicate
    return c.kind is m.ConditionKind.IF and p is not None and p.kind is m.PredicateKind.HAS_RESOURCE \
        and len(p.resources) == 1 and p.subject == m.Target(noun=m.Noun.IT)


def _all_above(effects: list, pending: tuple, span: m.Span) -> list[m.Effect]:
    """The option "[wild] - All of the above.": each effect of the resource options printed above it (the effects
    whose condition is an `_icon_option`), done on this option's conditions (``pending``) instead of its own, linked
    AND, at the span of the words "all of the above". None when no such option is above it."""
    if not any(_icon_option(c) for c in pending):
        return []
    out = []
    for e in effects:
        own = [c for c in e.conditions if _icon_option(c)]
        if own:
            out.append(replace(e, conditions=pending + tuple(c for c in e.conditions if not _icon_option(c)),
                               link=m.Link.AND, span=span))
    return out


def _only_permission(a: m.Ability) -> bool:
    """Whether ``a`` is an unlabelled line that only says who may use an ability (and its limit)."""
    return a.any_player and a.kind is m.AbilityKind.CONSTANT and not (a.label or a.effects or a.costs or a.trigger
                                                                        or a.conditions or a.keywords or a.contents)


#: an object pronoun of a character ("reveal him", "put her into play"): the grammar reads it as this card
_PRONOUN = re.compile(r"\b(?:him|her)\b", re.I)
_IT = re.compile(r"\bit\b", re.I)
_SELF = re.compile(r"\b(?:this|here|itself|himself|herself)\b|@self", re.I)


def _named(e: m.Effect) -> m.Target | None:
    """The card ``e`` names: a search's card searched for (its source, else its target), an attachment's host
    ("attach X to Y": Y, its source), else its target."""
    return e.source if e.kind in (m.EffectKind.SEARCH, m.EffectKind.ATTACH) and e.source is not None else e.target


def _pronouns(effects: list, first: int, text: str, name: str, conditions: list) -> None:
    """The effects of one sentence (from ``first``) whose target "him"/"her" the grammar read as this card, made
    "it" where what is named before it is another card: the nearest earlier effect of the sentence with a target (a
    search's: the card searched for), else the subject of the sentence's nearest condition that names a card ("if X
    is still in play, discard him"; an "it" there is no "him"), else the nearest earlier effect of the ability with a
    target ("Find X and reveal him. Give him a tough status card."); the pronoun names that card, as "it" does
    (`logic.situation.antecedent`). Kept this card when that is this card, or nothing before it names one (the
    trigger's subject: the card itself), and in "attach it to him" ("it" is the card named before, "him" not)."""
    for k in range(first, len(effects)):
        e = effects[k]
        if e.target is None or e.target != m.Target(noun=m.Noun.THIS_CARD):
            continue
        words = text[e.span[0]:e.span[1]]
        if not _PRONOUN.search(words) or _SELF.search(words) or (name and name.lower() in words.lower()):
            continue
        if e.kind is m.EffectKind.ATTACH and _IT.search(words):
            continue   # "search for a copy of X and attach it to her": "it" is X, "her" someone else (kept)
        named = next((_named(b) for b in reversed(effects[first:k]) if _named(b) is not None), None) or next(
            (c.predicate.subject for c in reversed(conditions) if c.predicate is not None and c.predicate.subject
             is not None and c.predicate.subject.noun in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD)), None) or next(
            (_named(b) for b in reversed(effects[:first]) if _named(b) is not None), None)
        if named is not None and named.noun is not m.Noun.THIS_CARD:
            effects[k] = replace(e, target=m.Target(noun=m.Noun.IT))


def _form_options(a: m.Ability, before: list[m.Condition]) -> m.Ability:
    """``a`` with each option condition that names a card made a form option of the lead in ``before`` (the
    conditions of the abilities printed before it), in its conditions and its effects' (`_form_option`)."""
    conds = tuple(_form_option(c, before) for c in a.conditions)
    if conds == a.conditions:
        return a
    effects = tuple(replace(e, conditions=tuple(_form_option(c, before) for c in e.conditions)) for e in a.effects)
    return replace(a, conditions=conds, effects=effects)


def _form_option(c: m.Condition, before: list[m.Condition]) -> m.Condition:
    """An option line that names a card ("- Corporelle, ...") after a lead that tests a form of a family ("si vous
    êtes sous forme de masse :"): the option holds when the one the lead names is in that form (the family's form of
    that name), as English "Solid mass form, ..." reads. Any other condition is itself."""
    p = c.predicate
    if p is None or p.kind is not m.PredicateKind.IS_CARD or p.subject is not None or p.object is None \
            or p.object.noun is not m.Noun.NAMED_CARD:
        return c
    lead = next((b.predicate for b in reversed(before) if b.predicate is not None and b.predicate.subject is not None),
                None)
    if lead is None or lead.kind is not m.PredicateKind.IN_FORM or not lead.form or lead.form_name:
        return c
    return replace(c, predicate=m.Predicate(kind=m.PredicateKind.IN_FORM, form=lead.form, form_name=p.object.name))


def _modified(effect: m.Effect, marker) -> m.Effect:
    """``effect`` with what a modifier printed after it says: "(to a maximum of N)" its ``maximum``,
    "ignoring any crisis icons" the keywords it ``ignores``, "(without looking)" ``unseen``, ", Low side faceup" its
    ``side``, "..., in player order" (printed after it) its ``order``."""
    if marker.what == "cap":
        return replace(effect, maximum=marker.value)
    if marker.what == "unseen":  # "(without looking)"
        return replace(effect, unseen=True)
    if marker.what == "side":  # ", Low side faceup"
        return replace(effect, side=marker.value)
    if marker.what == "order_last":  # "..., dans l'ordre des joueurs": the order of the effect before (s8-frgram)
        return replace(effect, order=marker.value)
    return replace(effect, ignores=effect.ignores + tuple(marker.value))


def _instead(effect: m.Effect, alt) -> m.Effect:
    """The effect "(N <unit> instead if <condition>)" printed after ``effect`` stands for: the same effect with
    amount N (or the effect printed there), linked INSTEAD, under that condition."""
    payload, condition, stat = alt
    conds = (condition,) if condition is not None else ()
    if isinstance(payload, m.Effect):
        return replace(payload, link=m.Link.INSTEAD, conditions=conds)
    t = effect.target
    if effect.amount is None and isinstance(payload, m.Amount) and t is not None and t.count is not None:
        # "discard the top 2 cards of your deck (3 cards instead if ...)": the number of cards is the target's count
        return replace(effect, target=replace(t, count=payload), link=m.Link.INSTEAD,
                       conditions=effect.conditions + conds)
    return replace(effect, amount=payload, stat=stat or effect.stat, link=m.Link.INSTEAD,
                   conditions=effect.conditions + conds)
