"""A player's attack or thwart as an act a prohibition may forbid (`logic.timing.act_ops`): the situation's
``action`` event, when it is an attack or a thwart (a basic power, or an ability labelled "(attack)" /
"(thwart)"), names the character performing it as its ``source`` and carries its labels, so the engine consults
the prohibitions on that character ("you cannot attack the villain", "you cannot thwart the main scheme") before
it resolves.

Promises: `player_act` only adds ``source``, ``labels`` and ``basic_power`` to the event it is given.
"""

from __future__ import annotations

__all__ = ["ACTS", "player_act", "forbids_acts", "player_act_forbid", "act_forbid_op"]

#: the acts a player's action event may be
ACTS = ("attack", "thwart")


def player_act(b, sit, event: dict, used: int | None) -> None:
    """Mark ``event`` (the situation's ``action`` event, built) as the act it is: a basic attack or thwart (no
    ability ``used``, an effect built) is labelled with it and flagged ``basic_power``; an attack or a thwart,
    basic or labelled, names its performer (``b.actor``, a character of the situation) as ``source``."""
    ev = sit.event
    if ev.kind != "action":
        return
    if used is None and ev.does in ACTS and event.get("effects"):
        event["labels"] = [ev.does]
        event["basic_power"] = True
    if set(event.get("labels", ())) & set(ACTS) and b.actor is not None and b.actor in b.characters:
        event["source"] = b.actor


def forbids_acts(b, sit, st) -> bool:
    """Whether the constant ability ``st`` (its structure) only forbids attacks or thwarts ("you cannot attack the
    villain") or gives guard ("each minion gains guard": `logic.timing.act_ops.guarded`), and the situation's event is a player's attack or thwart (an ``action`` of builder ``b`` counting as one:
    basic, or a labelled ability used): it is then in force as the act is made, an item of the scenario."""
    from ..abilities import model as m
    ev = sit.event
    acting = {c.value for c in getattr(b, "counts", ())} & set(ACTS)   # an attack or thwart, basic or labelled
    return ev.kind == "action" and bool(acting) and bool(st.effects) and all(
        (e.kind is m.EffectKind.CANNOT and e.forbids in (m.EventKind.ATTACK, m.EventKind.THWART))
        or (e.kind is m.EffectKind.GAIN_KEYWORD and e.keyword is m.KeywordName.GUARD) for e in st.effects)


# --- a prohibition of a player's act as the engine's ``forbid`` (`counting.forbid_op` hands these over) -----------

_ENEMIES = ("villain", "minion")
_PLAYERS = ("hero", "alter_ego", "ally")


def player_act_forbid(b, card, sentence, e) -> bool:
    """Whether the "cannot" ``e`` forbids a player's act: "cannot thwart", or "cannot attack" said of no enemy (its
    targets, as the situation names them, are none of them a villain or a minion)."""
    from ..abilities import model as m
    if e.forbids is m.EventKind.THWART:
        return True
    if e.forbids is not m.EventKind.ATTACK or e.target is None:
        return False
    ts = b.targets(e.target, card, sentence, e.span)
    return bool(ts) and not any(x in b.sit.cards and b.sit.card(x).card_type in _ENEMIES for x in ts)


def act_forbid_op(b, card, sentence, e, constant: bool) -> dict | None:
    """The engine's ``forbid`` of a player's attack or thwart (`logic.timing.act_ops`) on the characters ``e``'s
    target names, against the one character (attack) or scheme (thwart) its ``source`` names when it has one; None
    when the situation cannot name them. "You" is its player's identity when its kind is the identity, and that
    identity with every ally the player controls when its kind is the player (the kind the seat clauses rule,
    `logic.you`); neither ruled, it is not named."""
    from ..abilities import model as m
    from ..timing.vocab import AGAINST, THWART_AGAINST
    act = "attack" if e.forbids is m.EventKind.ATTACK else "thwart"
    ts = _performers(b, card, sentence, e)
    if not ts or any(x not in b.characters or _type(b, x) in _ENEMIES for x in ts):
        return None
    forbids = act
    if e.source is not None:
        who = b.targets(e.source, card, sentence, e.span)
        pool = b.characters if act == "attack" else b.schemes
        if not who or len(who) != 1 or who[0] not in pool:
            return None
        forbids = (AGAINST if act == "attack" else THWART_AGAINST) + who[0]
    op = {"op": "forbid", "targets": ts, "forbids": forbids}
    if constant:
        held = b.moved(card, m.Target(m.Noun.THIS_CARD))
        if held is None:
            return None
        op["card"] = held
    return op


def _performers(b, card, sentence, e) -> list[str] | None:
    """The characters whose act ``e`` forbids (see `act_forbid_op`)."""
    from ..abilities import model as m
    t = e.target
    if t.noun is m.Noun.PLAYER:   # "players", "the engaged player": each one's identity and allies
        ids = b.targets(t, card, sentence, e.span)
        return None if not ids else sorted({x for i in ids for x in _characters_of(b, i)})
    if t.noun is not m.Noun.YOU or t.filters or t.also or t.owner is not None:
        return b.targets(t, card, sentence, e.span)
    found = _you_word(b, card, sentence, e.span)
    if found is None:
        return None
    player, kind = found
    ident = b.identity(player)
    if kind == "identity":
        return [ident]
    return _characters_of(b, ident) if kind == "player" else None


def _characters_of(b, ident: str) -> list[str]:
    """A player's identity ``ident`` and every ally that player controls (a player's characters)."""
    player = b.characters.get(ident, {}).get("controller")
    return [ident] + sorted(x for x, ch in b.characters.items() if x != ident and player is not None
                            and ch.get("controller") == player and _type(b, x) in _PLAYERS)


def _you_word(b, card, sentence, span) -> tuple[str, str | None] | None:
    """The player and kind of the first "you" of ``sentence`` inside ``span`` (None: no player ruled)."""
    for w in b.words.get(card.id, []):
        o = w.occurrence
        if o.sentence_index == sentence.index and span[0] <= o.start < span[1]:
            player = b.seats.get(w.key)
            return (player, b.kinds.get(w.key)) if player else None
    return None


def _type(b, x: str) -> str:
    """The card type of character ``x`` ("" for one the situation adds, an identity it names by its player)."""
    return b.sit.card(x).card_type if x in b.sit.cards else ""
