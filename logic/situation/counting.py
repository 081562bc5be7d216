"""A counted amount and a prohibition of the structure as the outcome engine's (`logic.timing.amount_ops`), in one
situation: what the engine counts (its ``per``), or the printed value the situation reads off a card it names.

The catalogue (`logic.situation.applicable_counts`) says which counts the engine makes; here the situation names
what they count: the card whose counters, the characters of a group, the player whose hand, the card whose printed
value; what the item discarded ("for each boost icon / resource icon discarded this way", when its ability's one
discard takes the top of the encounter deck or of your deck). Where it cannot (a "you" with no single player, "that card" when the event names none, a named card absent),
the effect is not converted (None), never guessed.

Promises: `per_of` returns (unit, per) with ``per`` a `logic.timing.amount_ops` count, or (value, "") for a printed
value the situation reads, or None; it adds the cards it counts counters on to the builder's ``cards``.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_counts import CHARACTER_STATS, PRINTED_STATS, counted, icons_on
from .model import CHARACTER_TYPES

__all__ = ["per_of", "forbid_op"]

N = m.Noun
_GROUP_TYPES = {N.ENEMY: ("villain", "minion"), N.MINION: ("minion",), N.ALLY: ("ally",),
                N.CHARACTER: tuple(CHARACTER_TYPES), N.SIDE_SCHEME: ("side_scheme",), N.UPGRADE: ("upgrade",),
                N.SUPPORT: ("support",), N.ATTACHMENT: ("attachment",), N.OBLIGATION: ("obligation",),
                N.ENVIRONMENT: ("environment",), N.CARD: None,
                N.VILLAIN: ("villain",)}   # s12-threat2: "if no other villain is in play"
#: card types never in play (an event is played, a treachery revealed and discarded)
_NOT_IN_PLAY = ("event", "treachery")


def per_of(b, card, sentence, e) -> tuple[int, str] | None:
    """``e``'s counted amount in the situation of builder ``b``: (unit, engine ``per``) or (printed total, "");
    None when the situation cannot name what is counted."""
    got = counted(e.amount)
    if got is None:
        return None
    unit, what, t, stat = got
    sit = b.sit
    if what == "players":
        return unit, "players"
    if what == "hand_room":   # "draw up to your hand size" (`applicable_hand_room`)
        from .applicable_hand_room import hand_room_per
        return hand_room_per(b, card, sentence, e)
    if what == "discarded":   # "for each boost icon discarded this way": by the item (`applicable_discarded`)
        from .applicable_discarded import discarded_why
        from .structure import structures
        st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        from .applicable_discarded import icons_this_way
        what = icons_this_way(t)   # boost, resource, resource_<type> (`logic.timing.discarded_ops.WHAT`)
        return (unit, f"discarded:{what}") if st is not None and discarded_why(st, e) is None else None
    if what == "counters":
        held = _card(b, card, t)
        if held is None:
            return None
        if held.id not in b.characters and held.id not in b.schemes:
            b.cards.setdefault(held.id, held.counters)
        elif held.id in b.schemes:
            return None   # the engine keeps no counters on a scheme
        return unit, f"counters:{held.id}"
    if what == "statuses":   # the status cards on a character (`applicable_counts.status_on`)
        from .applicable_counts import status_on
        on, kind = status_on(t)
        held = _card(b, card, on, sentence, e)
        if held is None or held.id not in b.characters:
            return None
        return unit, f"statuses:{held.id}" + (f":{kind}" if kind else "")
    if what == "hand":
        who = b.you_in(card, sentence, e.span[0], e.span[1])
        return (unit, f"hand:{b.identity(who)}") if who and sit.zones.get(who) is not None else None
    if what == "group":
        names = _group(b, card, sentence, e, t)
        return (unit, "in_play:" + ",".join(names)) if names else ((0, "") if names == [] else None)
    if what == "icons":
        from .applicable_discarded import that_card_discarded
        from .structure import structures
        st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        if st is not None and that_card_discarded(st, e):   # "on that card": the card discarded before it
            return unit, f"discarded:{that_card_discarded(st, e)}"
        held = _card(b, card, icons_on(t))
        if held is None:
            return None
        n = held.stat("boost", 0) if t.noun is N.BOOST_ICON else sum(
            held.stat(f"resource_{r}", 0) for r in ("energy", "mental", "physical", "wild"))
        return unit * n, ""
    held = _card(b, card, t, sentence, e)   # a stat
    if held is None or PRINTED_STATS[stat] not in held.record:   # a value the card does not print: not counted
        return None
    printed = held.stat(PRINTED_STATS[stat], 0)
    if stat in CHARACTER_STATS and held.id in b.characters:
        return unit, f"stat:{held.id}:{stat.value}:{printed}"
    return unit * printed, ""


def _card(b, card, t, sentence=None, e=None):
    """The one card of the situation ``t`` names (None: none, or not one)."""
    sit = b.sit
    if t is None:
        return None
    if t.noun is N.YOU:
        who = b.you_in(card, sentence, e.span[0], e.span[1]) if sentence is not None else None
        ident = sit.identity_of(who) if who else None
        return ident
    if t.noun is N.THIS_CARD:
        return card
    if t.noun is N.ALTER_EGO and t.owner is not None:   # "your alter-ego": your identity when in alter-ego form
        who = b.you_in(card, sentence, e.span[0], e.span[1]) if sentence is not None else None
        ident = sit.identity_of(who) if who else None
        return ident if ident is not None and ident.card_type == "alter_ego" else None
    if t.noun is N.NAMED_CARD:
        named = [c for c in sit.cards.values() if c.name.lower() == t.name.lower()]
        return named[0] if len(named) == 1 else None
    if t.noun is N.MAIN_SCHEME:
        return sit.card(b.main) if b.main in sit.cards else None
    if t.noun is N.VILLAIN:
        return sit.villain()
    ev = sit.event   # "it", "that event / card": the card the event names (played, revealed), not this one
    other = ev.card if ev.card and ev.card != card.id and ev.card in sit.cards else None
    return sit.card(other) if other else None


def _group(b, card, sentence, e, t) -> list[str] | None:
    """The cards of the group ``t`` counts that the situation names (in play), or None when it cannot tell."""
    sit = b.sit
    types = _GROUP_TYPES[t.noun]
    cards = [c for c in sit.cards.values() if (c.card_type in types if types else c.card_type not in _NOT_IN_PLAY)
             and not c.dealt_as_boost and c.card_type != "main_scheme"]
    for f in t.filters:
        if f.kind is m.FilterKind.ZONE and f.value == "on" and f.target is not None:   # attached to that card
            held = _card(b, card, f.target)
            if held is None:
                return None
            cards = [c for c in cards if c.attached_to == held.id]
            continue
        if f.kind is m.FilterKind.ZONE and f.value == "in" and f.target is not None:   # in your play area
            who = b.you_in(card, sentence, e.span[0], e.span[1])
            if not who:
                return None
            cards = [c for c in cards if who in (c.controller, c.engaged_with)]
            continue
        if f.kind is m.FilterKind.ZONE:
            continue
        if f.kind is m.FilterKind.OTHER:   # "each other ally": not this card, itself one of them (`each_other`)
            if types and card.card_type not in types:
                return None
            cards = [c for c in cards if c.id != card.id]
            continue
        if f.kind is m.FilterKind.TRAIT:
            cards = [c for c in cards if f.value.lower() in _traits(c)]
            continue
        who = b.you_in(card, sentence, e.span[0], e.span[1])
        if not who:
            return None
        if f.kind is m.FilterKind.CONTROLLER:
            cards = [c for c in cards if c.controller == who]
        else:   # engaged with you
            cards = [c for c in cards if c.engaged_with == who]
    for c in cards:   # a card that is no character nor scheme is placed in play for the engine to count
        if c.id not in b.characters and c.id not in b.schemes:
            b.moved(c, m.Target(N.THIS_CARD))
    return [c.id for c in cards]


def _traits(c) -> set[str]:
    """The printed traits of a situation's card, lower case ("Drone. Tech." -> {"drone", "tech"})."""
    return {x.strip().lower() for x in str(c.record.get("traits") or "").split(".") if x.strip()}


def forbid_op(b, card, sentence, e, constant: bool) -> dict | None:
    """A "cannot" as the engine's ``forbid`` on the targets it names (in a constant ability: while ``card`` is in
    play); None when the situation cannot name them."""
    from .applicable_counts import FORBIDS
    from .prohibited_acts import act_forbid_op, player_act_forbid
    if player_act_forbid(b, card, sentence, e):   # a player's attack or thwart forbidden (`prohibited_acts`)
        return act_forbid_op(b, card, sentence, e, constant)
    t = e.target
    if e.forbids is m.EventKind.THREAT_REMOVED:
        ts = b.targets(t, card, sentence, e.span) if t.noun is not N.THIS_CARD else [card.id]
        if not ts or any(x not in b.schemes for x in ts):
            return None
    else:
        ts = b.targets(t, card, sentence, e.span)
        if not ts or any(x not in b.characters for x in ts):
            return None
        if e.forbids in (m.EventKind.ATTACK, m.EventKind.ACTIVATES) and any(x not in b.sit.cards or b.sit.card(x).card_type not in (
                "villain", "minion") for x in ts):
            return None   # the engine's attacks are enemy attacks: a player's character's attack is not one of them
    op = {"op": "forbid", "targets": ts, "forbids": e.status.value if e.forbids is None else FORBIDS[e.forbids]}
    if e.source is not None:   # "X cannot attack you": its attacks against that "you" (`applicable_counts.against_you`)
        from ..timing.vocab import AGAINST
        who = b.targets(e.source, card, sentence, e.span)
        if not who or len(who) != 1 or who[0] not in b.characters:
            return None
        op["forbids"] = AGAINST + who[0]
    if constant:
        held = b.moved(card, m.Target(N.THIS_CARD))
        if held is None:
            return None
        op["card"] = held
    return op
