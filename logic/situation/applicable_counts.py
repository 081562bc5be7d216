"""The catalogue's counted amounts and prohibitions (`logic.situation.applicable`): which "for each" / "equal to" /
"X is the number of" amounts and which "cannot" effects the outcome engine applies (`logic.timing.amount_ops`).

Counted amounts the engine counts (`counted`), each of a printed unit (1 when "equal to" / "X is"):

- "for each <name> counter on this card / on <named card> / on the main scheme (here)": the counters on that card;
- "for each player": the players;
- "for each (<type>) status card on <your identity / this card / a named card>": the status cards (of that type) on
  that character (`status_on`; the engine's ``statuses`` count, `logic.timing.status_count_ops`);
- "for each card in your hand": the cards in that hand (the engine's hand is a number: no card type or trait);
- "for each (<trait>) enemy / minion / ally / character / side scheme / upgrade / support / attachment / obligation /
  environment (in play)", "... you control", "... engaged with you", "... in your play area" (controlled by or
  engaged with that player), "... on <this card / a named card>" (attached to it when the effect is converted),
  "each other ..." (not this card), "for each <trait> card (in play, you control)":
  how many of those the situation names are in play when the effect resolves (the situation knows their types
  and traits; no other filter);
- "equal to <its / your / this card's / a named card's / the villain's> <ATK, THW, DEF, REC, SCH, hit points,
  hand size, cost>", "for each (printed) resource / boost icon on <that card>": a printed value of a card the
  situation names (for a character's ATK, THW, DEF, REC, SCH, its lasting modifiers too).

"For each boost icon discarded this way" (`applicable_discarded`): the boost icons printed on the cards the item
discarded from the encounter deck, when its ability's one discard before it takes them (``discarded``).

Not counted: "additional", "up to", "or more", "[per_hero]" together with "for each", and what was done "this way"
(the engine's world keeps no record of which cards an effect discarded or exhausted).

Prohibitions (`forbid_why_not`): "<target> cannot take damage / be healed / be defeated / attack / ready / defend",
"threat cannot be removed from <scheme>" (no "by ...", no "against ..."), on a target the engine names, with no
condition, constant (no duration) or for this attack / phase / round. "Cannot thwart / scheme / play / be canceled
/ be discarded / be stunned" are not consulted by any game function of the engine and stay unapplied.

Promises: functions of the effect alone.
"""

from __future__ import annotations

from ..abilities import model as m
from .applicable_discarded import this_way
from .applicable_hand_room import hand_room

__all__ = ["status_on", "counted", "printed_number", "count_why_not", "forbid_why_not", "FORBIDS", "CHARACTER_STATS",
           "PRINTED_STATS", "GROUPS", "icons_on"]

N, F = m.Noun, m.FilterKind
#: the event a "cannot" forbids -> the engine's prohibition (`logic.timing.vocab.FORBIDDABLE`)
FORBIDS: dict[m.EventKind, str] = {m.EventKind.TAKES_DAMAGE: "take_damage", m.EventKind.HEALED: "healed",
                                   m.EventKind.THREAT_REMOVED: "threat_removed", m.EventKind.DEFEATED: "defeated",
                                   m.EventKind.ATTACK: "attack", m.EventKind.READIED: "ready",
                                   m.EventKind.DEFEND: "defend"}
FORBIDS[m.EventKind.ACTIVATES] = "activate"   # "cannot activate": an enemy's activation (`logic.timing.activate_ops`)
#: the stats of a character the engine modifies (a count of one reads its lasting modifiers too)
CHARACTER_STATS = (m.Stat.ATK, m.Stat.THW, m.Stat.DEF, m.Stat.REC, m.Stat.SCH)
#: the printed values a situation's card gives, by the structure's stat (its MarvelCDB record's key)
PRINTED_STATS: dict[m.Stat, str] = {m.Stat.ATK: "attack", m.Stat.THW: "thwart", m.Stat.DEF: "defense",
                                    m.Stat.REC: "recover", m.Stat.SCH: "scheme", m.Stat.HIT_POINTS: "health",
                                    m.Stat.HAND_SIZE: "hand_size", m.Stat.COST: "cost"}
#: the groups of cards in play a "for each" counts
GROUPS = (N.ENEMY, N.MINION, N.ALLY, N.CHARACTER, N.SIDE_SCHEME, N.UPGRADE, N.SUPPORT, N.ATTACHMENT, N.OBLIGATION,
          N.ENVIRONMENT, N.CARD)
GROUPS = GROUPS + (N.VILLAIN,)   # s12-threat2: "if no other villain is in play" (the villain cards in play)
#: the cards whose printed values a count reads: this card, a named card, the card the event names, the villain,
#: your identity
_HOLDERS = (N.THIS_CARD, N.NAMED_CARD, N.IT, N.EVENT, N.CARD, N.ALLY, N.MINION, N.VILLAIN, N.YOU)
_LASTING = (m.Duration.NONE, m.Duration.THIS_ATTACK, m.Duration.THIS_PHASE, m.Duration.END_OF_PHASE,
            m.Duration.THIS_ROUND, m.Duration.END_OF_ROUND)


def printed_number(a: m.Amount | None, players: int | None = 1, refuse: tuple[str, ...] = ()) -> int | None:
    """The number printed as amount ``a``: its ``value`` when ``a`` is a plain number (no X nor measured amount, no
    "for each", no "up to"), times ``players`` for a per-player one ("[per_hero]"). None when ``a`` is not a plain
    number, when it is per-player and ``players`` is None, or when any flag of ``a`` named in ``refuse``
    ("additional", "at_least") is set."""
    if a is None or a.value is None or a.variable or a.per is not None or a.up_to:
        return None
    if any(getattr(a, name) for name in refuse):
        return None
    if a.per_player:
        return None if players is None else a.value * players
    return a.value


def counted(a: m.Amount | None) -> tuple[int, str, m.Target, m.Stat | None] | None:
    """The count ``a`` asks for, as (unit, what, target, stat): what is ``counters``, ``players``, ``hand``,
    ``group``, ``stat``, ``discarded``, ``icons`` or ``hand_room`` (``stat`` the stat, or for ``icons`` None); None when the engine does not
    count it."""
    if hand_room(a):   # "draw up to your hand size" (`applicable_hand_room`)
        return 1, "hand_room", a.per, m.Stat.HAND_SIZE
    if a is None or a.up_to or a.additional or a.at_least or a.per_player:
        return None
    if a.variable == "X":
        d = a.defined_as
        return counted(d) if d is not None and a.per is None and a.value is None and d.variable != "X" else None
    if a.variable == "stat_of":
        p = a.per
        if a.stat in PRINTED_STATS and p is not None and _holder(p):
            return 1, "stat", p, a.stat
        return None
    if a.variable == "number_of":
        unit = 1
    elif a.variable is None and a.per is not None and a.value is not None:
        unit = a.value
    else:
        return None
    p = a.per
    if this_way(p):   # "for each boost icon discarded this way" (`applicable_discarded`: by its ability)
        return unit, "discarded", p, None
    if p is None or p.also or p.count is not None or p.owner is not None:
        return None
    if p.noun is N.COUNTER and len(p.filters) == 1 and p.filters[0].kind is F.ZONE \
            and p.filters[0].value in ("on", "here") and p.filters[0].target is not None \
            and p.filters[0].target.noun in (N.THIS_CARD, N.NAMED_CARD, N.MAIN_SCHEME) \
            and not p.filters[0].target.filters and not p.filters[0].target.also:
        return unit, "counters", p.filters[0].target, None
    if p.noun is N.PLAYER and not p.filters:   # (a hero is an identity in hero form: not every player's)
        return unit, "players", p, None
    if p.noun is N.CARD and len(p.filters) == 1 and _your_hand(p.filters[0]):
        return unit, "hand", p, None
    if p.noun is N.STATUS_CARD and status_on(p) is not None:   # "for each (tough) status card on X"
        return unit, "statuses", p, None
    traits = [f for f in p.filters if f.kind is F.TRAIT]
    others = [f for f in p.filters if f.kind is not F.TRAIT]
    if p.quantifier not in (m.Quantifier.THE, m.Quantifier.EACH, m.Quantifier.ALL, m.Quantifier.A, m.Quantifier.ANY):
        return None   # "the amount of threat on that side scheme" (read as "the number of"), "another": not counted
    if p.noun in GROUPS and len(traits) <= 1 and len([f for f in others if f.kind is not F.OTHER]) <= 1 \
            and all(_group_filter(f) for f in others) and [f.kind for f in others].count(F.OTHER) <= 1 \
            and (p.noun is not N.CARD or traits) and (p.noun is not N.SIDE_SCHEME or not others
                                                     or others[0].kind is F.ZONE):
        return unit, "group", p, None
    if p.noun in (N.RESOURCE_ICON, N.BOOST_ICON, N.RESOURCE) and icons_on(p) is not None:
        return unit, "icons", p, None
    return None


def status_on(p: m.Target) -> tuple[m.Target, str] | None:
    """The card and the status type ("" for any) "(<type>) status card(s) on <card>" counts (None: not that shape;
    the card one `_holder` names)."""
    if p.noun is not N.STATUS_CARD or p.also or p.owner is not None or p.count is not None:
        return None
    on = [f for f in p.filters if f.kind is F.ZONE and f.value == "on"]
    kinds = [f for f in p.filters if f.kind is F.STATUS]
    if len(on) != 1 or on[0].target is None or len(kinds) > 1 or len(on) + len(kinds) != len(p.filters):
        return None
    kind = kinds[0].value if kinds else ""
    if kind not in ("", "stunned", "confused", "tough") or not _holder(on[0].target):
        return None
    return on[0].target, kind


def icons_on(p: m.Target) -> m.Target | None:
    """The card whose printed icons "(printed) resource / boost icon(s) on <card>" counts (None: not that shape)."""
    on = [f for f in p.filters if f.kind is F.ZONE and f.value == "on"]
    rest = [f for f in p.filters if f.kind is not F.ZONE]
    if len(on) != 1 or any(f.kind is not F.PRINTED for f in rest) or on[0].target is None:
        return None
    if p.noun is N.RESOURCE and not rest:   # "resources on it": not the printed icons
        return None
    t = on[0].target
    return t if _holder(t) and t.noun is not N.YOU else None


def _holder(t: m.Target) -> bool:
    """Whether ``t`` is one card the situation may name: this card, a named card, 'it' / 'that card' (the card the
    event names), the villain, your identity."""
    if t.also or t.count is not None or t.filters:
        return False
    if t.noun is N.YOU:
        return True
    if t.noun is N.ALTER_EGO and _your(t.owner):   # "your alter-ego('s REC)": your identity, in alter-ego form
        return True
    if t.owner is not None:
        return False
    if t.noun in (N.THIS_CARD, N.NAMED_CARD, N.IT):
        return True
    if t.noun is N.VILLAIN:
        return t.quantifier is m.Quantifier.THE
    return t.noun in (N.EVENT, N.CARD, N.ALLY, N.MINION) and t.quantifier is m.Quantifier.THAT


def _your(o: m.Target | None) -> bool:
    """Whether owner ``o`` is the plain "your"."""
    return o is not None and o.noun is N.YOU and not o.filters and not o.also and o.owner is None


def _your_hand(f: m.Filter) -> bool:
    h = f.target
    return f.kind is F.ZONE and f.value == "in" and h is not None and h.noun is N.HAND and not h.filters \
        and not h.also and h.owner is not None and h.owner.noun is N.YOU


def _group_filter(f: m.Filter) -> bool:
    """"in play", "you control", "engaged with you"; "in your play area", "on <this card / a named card>" (attached
    to it), "other" (not this card)."""
    if f.kind is F.ZONE and f.value == "in" and f.target is not None:   # "in your play area"
        a = f.target
        return a.noun is N.PLAY_AREA and not a.filters and not a.also and a.owner is not None \
            and a.owner.noun is N.YOU and not a.owner.filters
    if f.kind is F.ZONE and f.value == "on" and f.target is not None:   # "attachment on Minister Sinister"
        h = f.target
        return h.noun in (N.THIS_CARD, N.NAMED_CARD) and not h.filters and not h.also and h.owner is None
    if f.kind is F.OTHER:
        return True
    if f.kind is F.ZONE:
        return f.value == "in play" and f.target is None
    if f.kind is F.CONTROLLER:
        return f.value == "you control"
    if f.kind is F.ENGAGED_WITH:
        return f.target is not None and f.target.noun is N.YOU and not f.target.filters
    return False


def count_why_not(a: m.Amount | None) -> str | None:
    """None when the engine counts ``a`` (`counted`); else why not."""
    return None if counted(a) is not None else "a count the engine does not make"


def forbid_why_not(e: m.Effect, named) -> str | None:
    """Why the engine does not apply the "cannot" effect ``e`` (None when it does); ``named(target)`` is the
    catalogue's test of a target it names."""
    if e.status is not None and e.forbids is None:   # "cannot be stunned": a status card kept off its target
        return _status_forbid_why_not(e, named)
    if e.forbids not in FORBIDS:
        return f"cannot {e.forbids.value if e.forbids else '(what?)'}: not consulted by the engine"
    if e.source is not None and not against_you(e):
        return "a prohibition by a named source: not applied"
    if e.duration not in _LASTING:
        return f"duration {e.duration.value}: not kept for cannot"
    if e.target is None:
        return "no target"
    if e.forbids is m.EventKind.THREAT_REMOVED:
        ok = e.target.noun in (N.THIS_CARD, N.MAIN_SCHEME, N.NAMED_CARD) and not e.target.filters and not e.target.also
        return None if ok else f"target {e.target.noun.value}: not a scheme the engine names"
    return named(e.target)


def _status_forbid_why_not(e: m.Effect, named) -> str | None:
    """Why the engine does not apply "X cannot be <status>" (``e.status``: the status card a ``forbid`` keeps off
    its target, `logic.timing.vocab.FORBIDDABLE`); None when it does."""
    if e.source is not None:
        return "a prohibition by a named source: not applied"
    if e.duration not in _LASTING:
        return f"duration {e.duration.value}: not kept for cannot"
    return "no target" if e.target is None else named(e.target)


def against_you(e: m.Effect) -> bool:
    """Whether the "cannot" ``e`` is "X cannot attack you": an attack forbidden against the plain "you" its
    ``source`` names (the engine's ``attack_against:`` prohibition, `logic.timing.vocab.AGAINST`)."""
    s = e.source
    return e.forbids is m.EventKind.ATTACK and s is not None and s.noun is N.YOU and not s.filters and not s.also \
        and s.count is None and s.owner is None
