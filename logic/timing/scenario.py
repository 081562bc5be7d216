"""Scenario files: a world, a triggering event and the abilities in play (TOML).

A scenario holds what outcomes need and nothing about what the rules decide::

    game = "wow_miniatures"                 # or "marvel_champions"
    rules = "wow_miniatures/fr"             # optional: the rule base to use
    [players]
    order = ["alice", "bob"]                # seating, clockwise
    active = "alice"                        # whose turn it is
    first = "alice"                         # first player (defaults to active)
    [[characters]]
    name = "familiar"  controller = "bob"  health = 1  max_health = 2
    # or hit_points = 10, damage = 3 (Marvel Champions); statuses = [], armor = 0
    [[schemes]]
    name = "main"  threat = 3                # counters = 1: counters on it (optional; `counter_move_ops`)
    [[cards]]                               # other cards in play that hold counters (optional)
    name = "sensor"  counters = 2
    [[cards]]                               # a card zone operations move (optional; `ZONES`)
    name = "ambush"  type = "treachery"  zone = "encounter_deck"   (owner, controller: a player; none: the scenario)
    [[zones]]                               # a player's hand, deck and discard pile, as counts (optional)
    player = "alice"  hand = 5  deck = 30  discard = 0
    [encounter]                             # the encounter deck and its discard pile, as counts (optional)
    deck = 20  discard = 3
    [[modifiers]]                           # lasting modifiers already in effect (optional)
    target = "familiar"  stat = "atk"  amount = 1  duration = "phase"
    [event]
    id = "tick5"  says = "end of tick 5"   (controller, played, effects, produces optional)
    [[abilities]]
    id = "rejuvenation"  name = "Rejuvenation"  kind = "triggered"  controller = "bob"
    source = "familiar"  trigger = "tick5"
    effects = [{ op = "heal", target = "familiar", amount = 2 }]

An ability waits for its ``trigger``: the id of the event or of another
ability (its resolution, or its being played), or a name listed in the
``produces`` of the event or of an ability. Optional per-ability flags (all
default to the ordinary case): ``may`` (the text says "may"), ``would``,
``cancels`` (it cancels or replaces its trigger), ``in_play``,
``targets_available``, ``payable``, ``changes_state``, ``range_limited``,
``instances`` (how many instances of its trigger occurred), ``affects``,
``status_card`` (the ability of a status card), ``keyword`` (the keyword whose
ability it is: retaliate, quickstrike...), ``in_player_order`` (one part of a
sequence the players perform in player order), ``at_effect`` (for an "each time"
item: the effect, 1-based, of what it waits for that triggers it), ``labels`` (what
the item counts as: the labels of a labeled ability, ``attack``, ``defense``,
``thwart``), ``basic_power`` (the item is a basic power, not a labeled ability: a
basic attack is ``labels = ["attack"]`` with ``basic_power = true``). An
effect may be marked ``then`` ("then" / "if you do"), ``otherwise``, or ``and``
(joined to the effect before it by "and": the effects so joined form one group);
a ``cancel`` effect may name one effect of its target with ``part`` (1-based): it
cancels or prevents that effect only (what becomes of the rest is the policies'). An effect with ``if_form``
and ``if_form_of`` applies only while that identity is in that form ("If you are in hero form, ...").
A ``keyword`` effect names the keyword it gives (``keyword``, `logic.timing.vocab.KEYWORDS`, with its number as
``amount``) and how long it lasts (``duration``; ``in_play`` with ``card``); a character may state its ``role``
(`ROLES`), which overkill reads, and the ``keywords`` printed on it (`logic.timing.keyword_ops.PRINTED`); a
``lose_game`` effect names the players' identities (`logic.timing.keyword_ops`). A ``trait`` effect gives its
``trait`` for a ``duration`` as a keyword's; a character may list the ``traits`` printed on it; an effect with
``if_trait`` applies to those of its targets that have that trait when it resolves, one with ``if_not_trait`` to
those that do not ("a non-Elite minion"), one with ``if_engaged`` (a player) to those engaged with that player
when it resolves (`logic.timing.engage_ops`: as stated, or as an ``engage`` made it).
An effect with ``if_state`` (and ``if_at_least``, 1 unless given, ``if_at_most``) applies only when what it counts
lies between them as it resolves (`logic.timing.condition_ops`: a card in play, counters, a trait, a status).
An effect marked ``option = k`` is the k-th option of its item's one choice: the resolving player picks one option,
the others do not resolve (`logic.timing.choice_ops`; the outcome is given for each pick).
An effect marked ``chosen = k`` (``true``: 1) applies to the one target of its ``targets`` (the candidates) the resolving
player picks when the item resolves ("choose an enemy ... that enemy"; `logic.timing.target_ops`: each pick a
branch); every effect so marked in one item lists the same candidates. With ``together = n`` (n >= 2) the player
picks n of them at once ("discard 2 upgrades you control": all of them when no more than n). An effect with
``of_pick = <card>`` (and ``chosen``) resolves only when that card is its slot's pick (the ability of the card picked).
An effect marked ``up_to = true`` applies any amount from 0 to its ``amount``, the resolving player's pick, each a
branch (``<item>#up_to``; `logic.timing.up_to_ops`: at most one per item, on an operation of its ``OPS``).

Besides the names an item declares in ``produces``, each effect produces
``<op>:<target>`` by itself (`logic.timing.vocab.DERIVED`): ``damage:villain`` is
produced by any item dealing damage to the villain. Such a derived condition is
produced by an item whatever happens to the damage later (prevention is not tracked), and for every
candidate of a chosen target and every option of a choice, picked or not. An
ability may wait for a derived condition nothing in the scenario produces: it never triggers.

`load_scenario` raises `InputError` naming the file and the key for anything
missing, misspelt or of the wrong type.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from ..errors import InputError
from .cap_ops import read_maximum   # the most a "modify" gives (`cap_ops`)
from ..bounds import MAX_ABILITIES_PER_SCENARIO, check_at_most
from ..registry import read_toml
from .keyword_ops import PRINTED, attacks_of
from .vocab import DERIVED, DURATIONS, FORMS, KINDS, EFFECT_OPS, KEYWORDS, LABELS, RESOURCES, STATS, ZONE_OPS, ZONES
from .vocab import CARD_DECK_OPS, DECK_OPS, ENCOUNTER
from .order_ops import ORDER_OPS, read_order
from .search_ops import read_search
from .player_deck_ops import read_player_orders
from .named_deck_ops import OPS as NAMED_DECK_OPS, read_decks
from .vocab import FORBIDDABLE
from .vocab import AGAINST, THWART_AGAINST
from .vocab import ACTIVATION_OPS

#: what a character may be in the game (its ``role``; a keyword's consequence may need it: overkill)
ROLES: tuple[str, ...] = ("identity", "villain", "ally", "minion")

__all__ = ["ROLES", "Character", "Zones", "Place", "Effect", "Item", "Scenario", "load_scenario", "parse_scenario"]


@dataclass(frozen=True)
class Character:
    """A character (or identity, ally, minion...) whose state outcomes report."""

    name: str
    controller: str
    health: int
    max_health: int
    statuses: tuple[str, ...] = ()
    armor: int = 0
    counters: int = 0
    form: str = ""           # an identity's form (`FORMS`), when stated
    role: str = ""           # what it is in the game (`ROLES`: identity, villain, ally, minion), when stated
    keywords: tuple[str, ...] = ()   # keywords printed on it that the interpreter reads (`keyword_ops.PRINTED`)
    traits: tuple[str, ...] = ()     # traits printed on it
    engaged_with: str = ""           # an enemy's: the player it is engaged with ("" none), when stated (`engage_ops`)
    printed: tuple[tuple[str, int], ...] = ()   # its printed ATK / SCH / THW, those stated (`target_ops.SUPERLATIVES`)
    exhausted: bool | None = None    # exhausted (True) or ready (False) before the event, when stated (None: not
    #                                  stated; read by `option_cost_ops.payable`)


@dataclass(frozen=True)
class Zones:
    """A player's hand, deck and discard pile, as numbers of cards."""

    hand: int = 0
    deck: int = 0
    discard: int = 0


@dataclass(frozen=True)
class Place:
    """Where a card zone operations move is (`ZONES`), its printed type, its owner and controller (a player;
    "" for the scenario, which owns encounter cards), and the card it is attached to ("" none)."""

    zone: str = "play"
    type: str = ""
    owner: str = ""
    controller: str = ""
    attached_to: str = ""
    traits: tuple[str, ...] = ()   # traits printed on it (read by `logic.timing.order_ops`' ``discard_until``)
    has_text: bool = False         # it prints abilities the scenario does not give (`order_ops`: not resolved)
    boost: int = 0                 # boost icons printed on it (read by `logic.timing.discarded_ops`)
    resources: tuple[str, ...] = ()   # resource icons printed on it, one per icon (read by `discarded_ops`)


@dataclass(frozen=True)
class Effect:
    """One game function an ability applies, in text order."""

    op: str
    targets: tuple[str, ...] = ()
    amount: int = 0
    card: str = ""
    if_health_at_most: int | None = None
    then: bool = False       # a "then" / "if you do" sentence: needs the previous ones done
    otherwise: bool = False  # an "otherwise" sentence: needs the previous one not done
    joined: bool = False     # joined to the effect before it by "and"
    part: int | None = None  # for a "cancel": the one effect (1-based) of its target it cancels
    place: str = ""          # where it was read, for messages
    stat: str = ""           # for a "modify": the statistic (`STATS`)
    duration: str = ""       # for a "modify": how long it lasts (`DURATIONS`)
    form: str = ""           # for a "flip": the form it turns to (`FORMS`; "" the other one); for an "activate": the
                             # form of its identity in which it attacks (it schemes in the other one)
    from_zone: str = ""      # for a zone operation: the only area it takes its card from (key ``from``; "" any)
    if_form: str = ""        # applies only while identity ``if_form_of`` is in this form (`FORMS`; "" always)
    if_form_of: str = ""
    keyword: str = ""        # for a "keyword": the keyword it gives (`KEYWORDS`)
    trait: str = ""          # for a "trait": the trait it gives
    if_trait: str = ""       # applies only to its targets that have this trait when it resolves ("" all)
    per: str = ""            # a counted amount: what ``amount`` is multiplied by (`logic.timing.amount_ops`)
    forbids: str = ""        # for a "forbid": the prohibition it puts on its targets (`FORBIDDABLE`)
    sch: int = 0             # for an "activate": the enemy's SCH, when it schemes (its ``amount`` is its ATK)
    scheme: str = ""         # for an "activate": the scheme it schemes on
    if_state: str = ""       # applies only when what this counts lies in [if_at_least, if_at_most] as it resolves
    if_at_least: int = 1     # (`logic.timing.condition_ops`; "" always)
    if_at_most: int | None = None
    option: int = 0          # the option (1-based) of its item's choice it is; 0: not an option (`choice_ops`)
    chosen: int = 0          # k >= 1: its targets are the candidates of its item's k-th chosen target; it applies
                             # to the one picked when the item resolves (`target_ops`)
    among: tuple[str, ...] = ()   # for a chosen "attach": the candidate cards it attaches to (its ``card`` picked)
    most: str = ""           # for a chosen effect: only the candidates with the most / least of a value may be
                             # picked (`target_ops.SUPERLATIVES`: "max:health", "min:threat", ...)
    together: int = 1        # for a chosen effect: how many of its candidates one pick takes (`target_ops`)
    of_pick: str = ""        # for a chosen effect: it resolves only when this card is the pick of its slot (the
                             # effects of the ability of the card picked; the slot's candidates: its effects' cards)
    kept: bool = False       # a "forbid" whose ``if_state`` is kept over time ("while ..."): consulted whenever the
                             # prohibition is (`amount_ops.forbids`), not tested when the prohibition is put
                             # (or a "lose_game" on ``stage:...``: a watch, `stage_ops`)
    loses: bool = False      # a "keyword" lost, not given ("Magneto loses steady": `keyword_ops.has`)
    # --- a search (`logic.timing.search_ops`): the piles it looks through, the names that may match, the found's fate
    piles: tuple[str, ...] = ()
    names: tuple[str, ...] = ()   # the card names a search may find (any: empty)
    found: str = ""
    top: int = 0                       # a search of the top N cards of the deck only (0: all of it)
    by: str = ""                       # a search made by this player (the one who reveals the card found; "": the
    #                                    resolving item's controller)
    host: str = ""                     # a search whose card found is attached to this card or character (`search_ops`)
    engaged: str = ""                  # a ``discard_until`` whose card found is put into play engaged with this player
    #                                    ("" engaged with no one; `logic.timing.order_ops`)
    if_not_trait: str = ""             # applies only to its targets that do not have this trait when it resolves
    #                                    ("a non-Elite minion"; "" all; `keyword_ops.members`)
    if_engaged: str = ""               # applies only to its targets engaged with this player when it resolves
    #                                    ("each minion engaged with that player"; "" all; `engage_ops.members`)
    unless_attached: tuple[str, ...] = ()   # for a chosen "attach": a candidate one of these cards is attached to
    #                                    when it resolves is no pick ("without a copy of X attached", `target_ops`)
    if_attached_type: str = ""         # for a chosen effect: a candidate with no card of this type attached when it
    #                                    resolves is no pick ("an enemy with an upgrade attached", `attached_type_ops`)
    up_to: bool = False                # its amount is "up to" ``amount``: the resolving player's pick, a branch each
    #                                    (`logic.timing.up_to_ops`)
    attacks: str = ""                  # for a "keyword" an attack carries: "basic" (its character's basic attacks
    #                                    only; "" all its attacks, `logic.timing.keyword_ops`)
    cost: bool = False                 # part of the cost of its option (``option``): paid before the option's effects
    #                                    (`logic.timing.option_cost_ops`)
    instead: bool = False              # a replacement of the effect listed just before it, when its condition holds
    #                                    ("4 threat instead if ...": `logic.timing.instead_ops`)
    printed: int = 0                   # for a "play_cost": the printed resource cost of the card played
    #                                    (`logic.timing.play_cost_ops`)
    maximum: int | None = None         # for a "modify": the most it gives, counted ("to a maximum of +6 ATK";
    #                                    `logic.timing.cap_ops`); for a "place_counters": the most counters its card
    #                                    holds after it ("to a maximum of 10", `logic.timing.counter_cap_ops`)


@dataclass(frozen=True)
class Item:
    """One thing in a resolution order: the triggering event or one instance of an ability."""

    id: str
    kind: str                # "event" for the triggering event
    name: str
    controller: str | None
    source: str
    trigger: str | None
    effects: tuple[Effect, ...]
    produces: tuple[str, ...]
    affects: tuple[str, ...]
    origin: str              # the ability this is an instance of
    may: bool = False
    would: bool = False
    cancels: bool = False
    in_play: bool = True
    targets_available: bool = True
    payable: bool = True
    changes_state: bool = True
    range_limited: bool = False
    played: bool = False
    status_card: bool = False
    keyword: str = ""
    in_player_order: bool = False
    at_effect: int | None = None
    labels: tuple[str, ...] = ()    # what it counts as: attack, defense, thwart (LABELS)
    basic_power: bool = False       # a basic power (its labels say which), not a labeled ability
    derived: tuple[str, ...] = ()   # conditions its effects produce by themselves (see DERIVED)
    uncancelable: bool = False      # "this effect cannot be canceled": a cancel of it does nothing (`uncancel_ops`)
    place: str = ""


@dataclass
class Scenario:
    """A parsed scenario: players, characters, schemes, the event and the items."""

    file: str
    game: str
    rules: str | None
    players: list[str]
    active: str
    first: str
    characters: dict[str, Character]
    schemes: dict[str, int]
    items: list[Item]
    says: str = ""
    setup: bool = False
    raw: dict = field(default_factory=dict, repr=False)
    cards: dict[str, int] = field(default_factory=dict)     # other cards in play -> counters on them
    zones: dict[str, Zones] = field(default_factory=dict)   # player -> hand, deck, discard pile
    modifiers: tuple[tuple[str, str, int, str], ...] = ()   # lasting modifiers in effect: target, stat, amount, duration
    places: dict[str, Place] = field(default_factory=dict)  # cards whose area is stated -> where they are
    encounter: tuple[int, int] | None = None   # the encounter deck and its discard pile, as counts (when stated)
    encounter_order: tuple[str, ...] | None = None   # the encounter deck's cards, top first (`order_ops`; when stated)
    player_orders: dict[str, tuple[str, ...]] = field(default_factory=dict)   # a player's deck, top first
    named_decks: dict[str, tuple[str, ...] | None] = field(default_factory=dict)   # other decks (`named_deck_ops`)
                                                                            # (`player_deck_ops`; when stated)

    @property
    def event(self) -> Item:
        return self.items[0]

    def parents(self) -> dict[str, list[str]]:
        """For each ability item, the items that produce what it waits for (its trigger).

        Computed once per scenario (the items do not change); callers must not change the answer."""
        cached = self.__dict__.get("_parents")
        if cached is not None and cached[0] is self.items:
            return cached[1]
        out: dict[str, list[str]] = {}
        for b in self.items[1:]:
            out[b.id] = [a.id for a in self.items
                         if a.id != b.id and (b.trigger in (a.id, a.origin) or b.trigger in a.produces
                                              or b.trigger in a.derived)]
        self.__dict__["_parents"] = (self.items, out)
        return out

    def item(self, item_id: str) -> Item:
        for it in self.items:
            if it.id == item_id:
                return it
        raise KeyError(item_id)


_GAMES = tuple(KINDS)
_ABILITY_KEYS = {"id", "name", "kind", "source", "controller", "trigger", "effects", "produces", "affects",
                 "may", "optional", "would", "cancels", "in_play", "targets_available", "payable",
                 "changes_state", "range_limited", "instances", "says", "status_card", "in_player_order",
                 "at_effect", "keyword", "labels", "basic_power", "uncancelable"}
_EFFECT_KEYS = {"op", "target", "targets", "amount", "card", "if_health_at_most", "then", "if_you_do", "otherwise",
                "and", "part", "says", "stat", "duration", "form", "from", "if_form", "if_form_of",
                "keyword", "trait", "if_trait", "if_state", "if_at_least", "if_at_most",
                "per", "forbids",
                "sch", "scheme",
                "option", "chosen", "among", "most"}
_EFFECT_KEYS = _EFFECT_KEYS | {"together", "of_pick"}   # a chosen target of n candidates at once (`target_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"attacks"}   # a keyword of its character's basic attacks only (`keyword_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"kept"}   # a prohibition's condition kept over time (`Effect.kept`)
_EFFECT_KEYS = _EFFECT_KEYS | {"loses"}   # a keyword lost (`Effect.loses`, `keyword_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"piles", "names", "found", "top"}   # a search (`search_ops.read_search`)
_EFFECT_KEYS = _EFFECT_KEYS | {"by"}   # a search by a named player (`search_ops.read_search`)
_EFFECT_KEYS = _EFFECT_KEYS | {"host"}   # a search's card found attached to this card (`search_ops.read_search`)
_EFFECT_KEYS = _EFFECT_KEYS | {"engaged"}   # the card a discard_until found, put into play engaged (`order_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"printed"}   # the printed cost of a card played (`play_cost_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"maximum"}   # the most a "modify" gives ("to a maximum of +6 ATK", `cap_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"if_not_trait"}   # its targets without a trait ("a non-Elite minion", `keyword_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"if_engaged"}   # its targets engaged with a player when it resolves (`keyword_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"unless_attached"}   # a chosen attach's candidates with none of them attached
_EFFECT_KEYS = _EFFECT_KEYS | {"if_attached_type"}   # a chosen effect's picks with a card of a type attached
_EFFECT_KEYS = _EFFECT_KEYS | {"up_to"}   # an amount "up to" N, the player's pick (`up_to_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"cost"}   # an option's cost (`option_cost_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"instead"}   # a replacement of the effect before it (`instead_ops`)
_EFFECT_KEYS = _EFFECT_KEYS | {"maximum"}   # counters placed "to a maximum of N" (`counter_cap_ops`)


def _derived(effects) -> tuple[str, ...]:
    """The conditions ``effects`` produce by themselves, ``<op>:<target>`` (see `DERIVED`)."""
    return tuple(dict.fromkeys(f"{name}:{t}" for e in effects for name in DERIVED.get(e.op, ()) for t in e.targets))


def load_scenario(path: str | Path, table: dict | None = None) -> Scenario:
    """Read and validate a scenario file (or ``table``, already read from ``path``)."""
    path = str(path)
    data = read_toml(path) if table is None else table
    return parse_scenario(data, path)


def _get(table, key, path, where, kind, default=...):
    place = f"{where}.{key}" if where else key
    if key not in table:
        if default is ...:
            raise InputError(f"missing key '{place}'", path, place)
        return default
    value = table[key]
    if kind is int and isinstance(value, bool):
        raise InputError(f"'{place}' must be an integer, not a boolean", path, place)
    if not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise InputError(f"'{place}' must be a {names}, not {type(value).__name__}", path, place)
    return value


def _names(value, path, place) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return tuple(value)
    raise InputError(f"'{place}' must be a name or a list of names", path, place)


def _tables(data, key, path):
    """Yield ``(where, table)`` for each entry of the optional list ``data[key]``; an entry that is not a
    table is an error naming ``key[i]``."""
    for i, entry in enumerate(_get(data, key, path, "", list, [])):
        where = f"{key}[{i}]"
        if not isinstance(entry, dict):
            raise InputError(f"'{where}' must be a table", path, where)
        yield where, entry


def parse_scenario(data: dict, path: str) -> Scenario:
    """Validate a scenario table; every error names ``path`` and the key."""
    game = _get(data, "game", path, "", str)
    if game not in _GAMES:
        raise InputError(f"unknown game {game!r}; known: {', '.join(_GAMES)}", path, "game")
    rules = _get(data, "rules", path, "", str, None)
    players_t = _get(data, "players", path, "", dict)
    order = list(_names(_get(players_t, "order", path, "players", list), path, "players.order"))
    if not order or len(set(order)) != len(order):
        raise InputError("'players.order' must list each player once", path, "players.order")
    active = _get(players_t, "active", path, "players", str, order[0])
    first = _get(players_t, "first", path, "players", str, active)
    for key, who in (("active", active), ("first", first)):
        if who not in order:
            raise InputError(f"'players.{key}' names {who!r}, who is not in players.order", path, f"players.{key}")

    characters: dict[str, Character] = {}
    for where, ch in _tables(data, "characters", path):
        name = _get(ch, "name", path, where, str)
        if name in characters:
            raise InputError(f"character {name!r} defined twice", path, f"{where}.name")
        controller = _get(ch, "controller", path, where, str)
        if controller not in order:
            raise InputError(f"controller {controller!r} is not a player", path, f"{where}.controller")
        if "hit_points" in ch:
            hp = _get(ch, "hit_points", path, where, int)
            health, max_health = hp - _get(ch, "damage", path, where, int, 0), hp
        else:
            health = _get(ch, "health", path, where, int)
            max_health = _get(ch, "max_health", path, where, int, health)
        statuses = _names(_get(ch, "statuses", path, where, list, []), path, f"{where}.statuses")
        form = _get(ch, "form", path, where, str, "")
        if form and form not in FORMS:
            raise InputError(f"'{where}.form' must be one of {', '.join(FORMS)}", path, f"{where}.form")
        role = _get(ch, "role", path, where, str, "")
        if role and role not in ROLES:
            raise InputError(f"'{where}.role' must be one of {', '.join(ROLES)}", path, f"{where}.role")
        printed = _names(_get(ch, "keywords", path, where, list, []), path, f"{where}.keywords")
        if any(k not in PRINTED for k in printed):
            raise InputError(f"'{where}.keywords' lists keywords among {', '.join(PRINTED)}", path, f"{where}.keywords")
        characters[name] = Character(name, controller, health, max_health, statuses,
                                     _get(ch, "armor", path, where, int, 0), _count(ch, "counters", path, where), form,
                                     role, printed, _names(_get(ch, "traits", path, where, list, []), path,
                                                           f"{where}.traits"),
                                     _engaged_with(ch, path, where, order), _printed(ch, path, where),
                                     _get(ch, "exhausted", path, where, bool, None))
    schemes: dict[str, int] = {}
    for where, sc in _tables(data, "schemes", path):
        schemes[_get(sc, "name", path, where, str)] = _get(sc, "threat", path, where, int, 0)
    cards: dict[str, int] = {}
    places: dict[str, Place] = {}
    for where, cd in _tables(data, "cards", path):
        name = _get(cd, "name", path, where, str)
        if name in cards or name in places or name in characters or name in schemes:
            raise InputError(f"card {name!r} defined twice", path, f"{where}.name")
        if "zone" in cd:
            places[name] = _place(cd, path, where, order)
        if "counters" in cd or "zone" not in cd:
            cards[name] = _count(cd, "counters", path, where)
    for where, sc in _tables(data, "schemes", path):   # counters on a scheme, when stated (`counter_move_ops`)
        if "counters" in sc:
            cards[_get(sc, "name", path, where, str)] = _count(sc, "counters", path, where)
    zones: dict[str, Zones] = {}
    for where, zt in _tables(data, "zones", path):
        who = _get(zt, "player", path, where, str)
        if who not in order or who in zones:
            raise InputError(f"'{where}.player' must name a player of players.order once", path, f"{where}.player")
        zones[who] = Zones(*(_count(zt, k, path, where) for k in ("hand", "deck", "discard")))
    modifiers = []
    for where, mt in _tables(data, "modifiers", path):
        target = _get(mt, "target", path, where, str)
        if target not in characters:
            raise InputError(f"'{where}.target' names {target!r}, which is no character", path, f"{where}.target")
        stat, duration = _get(mt, "stat", path, where, str), _get(mt, "duration", path, where, str)
        for key, value, known in (("stat", stat, STATS), ("duration", duration, DURATIONS[:3])):
            if value not in known:
                raise InputError(f"'{where}.{key}' must be one of {', '.join(known)}", path, f"{where}.{key}")
        modifiers.append((target, stat, _get(mt, "amount", path, where, int), duration))

    ev = _get(data, "event", path, "", dict)
    ev_id = _get(ev, "id", path, "event", str)
    ev_controller = _get(ev, "controller", path, "event", str, None)
    if ev_controller is not None and ev_controller not in order:
        raise InputError(f"controller {ev_controller!r} is not a player", path, "event.controller")
    known_targets = set(characters) | set(schemes) | set(cards) | set(places)
    encounter = _encounter(data, path, known_targets)
    encounter_order, encounter = read_order(data, path, places, encounter)   # the cards in order (`order_ops`)
    player_orders = read_player_orders(data, path, places, zones)   # a player's deck in order (`player_deck_ops`)
    known_targets.add(ENCOUNTER)
    named_decks = read_decks(data, path, places, known_targets)   # other decks, named (`named_deck_ops`)
    known_targets |= set(named_decks)
    items = [Item(id=ev_id, kind="event", name=_get(ev, "name", path, "event", str, ev_id),
                  controller=ev_controller, source=_get(ev, "source", path, "event", str, ""), trigger=None,
                  effects=_effects(ev, path, "event", known_targets),
                  produces=_names(_get(ev, "produces", path, "event", (list, str), []), path, "event.produces"),
                  affects=(), origin=ev_id, played=_get(ev, "played", path, "event", bool, False), place="event",
                  labels=_labels(ev, path, "event"),
                  basic_power=_get(ev, "basic_power", path, "event", bool, False))]
    items[0] = _with_derived(items[0])
    kinds = KINDS[game]
    seen = {ev_id}
    for where, ab in _tables(data, "abilities", path):
        unknown = sorted(set(ab) - _ABILITY_KEYS)
        if unknown:
            raise InputError(f"unknown key '{where}.{unknown[0]}'", path, f"{where}.{unknown[0]}")
        aid = _get(ab, "id", path, where, str)
        kind = _get(ab, "kind", path, where, str)
        if kind not in kinds:
            raise InputError(f"unknown ability kind {kind!r} for {game}; known: {', '.join(kinds)}",
                             path, f"{where}.kind")
        controller = _get(ab, "controller", path, where, str)
        if controller not in order:
            raise InputError(f"controller {controller!r} is not a player", path, f"{where}.controller")
        trigger = _get(ab, "trigger", path, where, str)
        effects = _effects(ab, path, where, known_targets)
        affects = _names(_get(ab, "affects", path, where, (list, str), []), path, f"{where}.affects")
        for a in affects:
            if a not in characters:
                raise InputError(f"'{where}.affects' names {a!r}, which is no character", path, f"{where}.affects")
        if not affects:
            affects = tuple(dict.fromkeys(t for e in effects for t in e.targets if t in characters))
        if _get(ab, "at_effect", path, where, int, 1) < 1:
            raise InputError(f"'{where}.at_effect' must be at least 1", path, f"{where}.at_effect")
        n = _get(ab, "instances", path, where, int, 1)
        if n < 1:
            raise InputError(f"'{where}.instances' must be at least 1", path, f"{where}.instances")
        check_at_most(len(items) - 1 + n, MAX_ABILITIES_PER_SCENARIO, "the scenario", path, where,
                      unit=" abilities (instances counted)")
        common = dict(kind=kind, name=_get(ab, "name", path, where, str, aid), controller=controller,
                      source=_get(ab, "source", path, where, str, ""), trigger=trigger, effects=effects,
                      produces=_names(_get(ab, "produces", path, where, (list, str), []), path, f"{where}.produces"),
                      affects=affects, origin=aid,
                      may=_get(ab, "may", path, where, bool, False) or _get(ab, "optional", path, where, bool, False),
                      would=_get(ab, "would", path, where, bool, False),
                      cancels=_get(ab, "cancels", path, where, bool, False),
                      in_play=_get(ab, "in_play", path, where, bool, True),
                      targets_available=_get(ab, "targets_available", path, where, bool, True),
                      payable=_get(ab, "payable", path, where, bool, True),
                      changes_state=_get(ab, "changes_state", path, where, bool, True),
                      range_limited=_get(ab, "range_limited", path, where, bool, False),
                      played=kind in ("react", "payment"), place=where,
                      status_card=_get(ab, "status_card", path, where, bool, False),
                      keyword=_get(ab, "keyword", path, where, str, "").lower(),
                      in_player_order=_get(ab, "in_player_order", path, where, bool, False),
                      at_effect=_get(ab, "at_effect", path, where, int, None), labels=_labels(ab, path, where),
                      basic_power=_get(ab, "basic_power", path, where, bool, False), derived=_derived(effects),
                      uncancelable=_get(ab, "uncancelable", path, where, bool, False))
        ids = [aid] if n == 1 else [f"{aid}#{k}" for k in range(1, n + 1)]
        for iid in ids:
            if iid in seen:
                raise InputError(f"id {iid!r} used twice", path, f"{where}.id")
            seen.add(iid)
            items.append(Item(id=iid, **common))
    producible = {it.id for it in items} | {p for it in items for p in it.produces + it.derived} | \
        {it.origin for it in items}
    attacks = {it.id for it in items if any(e.op == "attack" for e in it.effects)}
    attacks |= {it.id for it in items if any(e.op in ACTIVATION_OPS for e in it.effects)}   # an effect's activation
    for it in items[1:]:
        for e in it.effects:
            if e.op in ("defend", "boost_icons", "undefended_bonus") and it.trigger not in attacks:
                raise InputError(f"a '{e.op}' effect belongs to an item waiting for an attack (an item with an "
                                 f"'attack' effect); {it.trigger!r} is none", path, e.place)
    labelled = {it.id for it in items if "attack" in it.labels}   # `attack_ops`: an attack ability's increase
    for it in items[1:]:
        for e in it.effects:
            if e.op == "attack_increase" and it.trigger not in labelled:
                raise InputError(f"an 'attack_increase' effect belongs to an item waiting for an attack ability (an "
                                 f"item labelled 'attack'); {it.trigger!r} is none", path, e.place)
    for it in items:
        for e in it.effects:
            if e.op == "flip" and any(t not in characters for t in e.targets):
                raise InputError("a 'flip' effect turns a character (an identity)", path, f"{e.place}.target")
            if e.op in ("keyword", "lose_game", "trait", "win_game") and (
                    not e.targets or any(t not in characters for t in e.targets)):
                raise InputError(f"a '{e.op}' effect names characters ('target': for 'lose_game' or 'win_game', "
                                 f"the players' "
                                 f"identities)", path, f"{e.place}.target")
            if e.op == "shuffle_player_deck" and any(t not in characters for t in e.targets):   # `player_deck_ops`
                raise InputError("a 'shuffle_player_deck' effect names characters (their players' decks)", path,
                                 f"{e.place}.target")
            if e.op == "search_for" and e.targets[0] != ENCOUNTER and e.targets[0] not in characters:   # `search_ops`
                raise InputError(f"a 'search_for' effect's target is {ENCOUNTER!r} or a character (its player's piles)",
                                 path, f"{e.place}.target")
            if e.op == "search_for" and e.by and e.by not in order:   # `search_ops`: the player who searches
                raise InputError("'by' of a 'search_for' effect names a player of players.order", path, f"{e.place}.by")
            if e.op == "search_for" and e.host and e.host not in known_targets:   # `search_ops`: its card found's host
                raise InputError("'host' of a 'search_for' effect names a card or a character", path,
                                 f"{e.place}.host")
            if e.op == "look" and (not e.targets or any(t != ENCOUNTER and t not in characters for t in e.targets)):
                raise InputError(f"a 'look' effect's target is {ENCOUNTER!r} or a character (its player's deck)",
                                 path, f"{e.place}.target")   # `look_ops`
            if e.op in (*CARD_DECK_OPS, "put_into_play") and e.card and e.card not in order:
                raise InputError(f"'{e.place}.card' of a '{e.op}' effect names a player of players.order", path,
                                 f"{e.place}.card")
            if (e.op in NAMED_DECK_OPS) != any(t in named_decks for t in e.targets) or (
                    e.op in NAMED_DECK_OPS and any(t not in named_decks for t in e.targets)):   # `named_deck_ops`
                raise InputError(f"only {' and '.join(NAMED_DECK_OPS)} act on a deck of 'decks', and only on one",
                                 path, f"{e.place}.target")
            if getattr(e, "engaged", "") and e.engaged not in order:   # engaged with a player (`zone_ops`, `order_ops`)
                raise InputError(f"'{e.place}.engaged' names a player of players.order", path, f"{e.place}.engaged")
            if e.op == "engage" and (e.card not in order or any(t not in characters for t in e.targets)):   # `engage_ops`
                raise InputError("an 'engage' effect names characters ('target') and the player they engage, of "
                                 "players.order ('card')", path, f"{e.place}.card")
    by_id = {it.id: it for it in items} | {it.origin: it for it in items}
    for it in items:
        for e in it.effects:
            if e.part is not None:
                target = by_id.get(e.targets[0]) if len(e.targets) == 1 else None
                if target is None or e.part > len(target.effects):
                    raise InputError(f"'part' names effect {e.part} of {e.targets}: a 'cancel' with 'part' names one "
                                     f"item, and an effect it has", path, e.place)
    derivable = {f"{name}:{t}" for names in DERIVED.values() for name in names for t in known_targets}
    for i, it in enumerate(items[1:]):
        if it.trigger not in producible and it.trigger not in derivable:
            raise InputError(f"trigger {it.trigger!r} is neither the event, an ability, nor anything produced",
                             path, f"{it.place}.trigger")
    return Scenario(file=path, game=game, rules=rules, players=order, active=active, first=first,
                    characters=characters, schemes=schemes, items=items,
                    says=_get(data, "says", path, "", str, ""),
                    setup=_get(ev, "during_setup", path, "event", bool, False), raw=data, cards=cards, zones=zones,
                    modifiers=tuple(modifiers), places=places, encounter=encounter,
                    encounter_order=encounter_order, player_orders=player_orders, named_decks=named_decks)


def _encounter(data, path, names) -> tuple[int, int] | None:
    """The ``[encounter]`` table's ``deck`` and ``discard`` counts (None when absent); its reserved target name
    (`ENCOUNTER`) names no character, scheme or card."""
    if ENCOUNTER in names:
        raise InputError(f"the name {ENCOUNTER!r} is reserved for the encounter deck", path, ENCOUNTER)
    if "encounter" not in data:
        return None
    et = _get(data, "encounter", path, "", dict)
    unknown = sorted(set(et) - {"deck", "discard", "order"})   # order: `order_ops.read_order`
    if unknown:
        raise InputError(f"unknown key 'encounter.{unknown[0]}'", path, f"encounter.{unknown[0]}")
    return _count(et, "deck", path, "encounter"), _count(et, "discard", path, "encounter")


def _place(table, path, where, players) -> Place:
    """The ``zone``, ``type``, ``owner``, ``controller`` (default: the owner) and ``attached_to`` of a card."""
    zone = _get(table, "zone", path, where, str)
    if zone not in ZONES:
        raise InputError(f"'{where}.zone' must be one of {', '.join(ZONES)}", path, f"{where}.zone")
    owner = _get(table, "owner", path, where, str, "")
    controller = _get(table, "controller", path, where, str, owner)
    for key, who in (("owner", owner), ("controller", controller)):
        if who and who not in players:
            raise InputError(f"'{where}.{key}' names {who!r}, who is not in players.order", path, f"{where}.{key}")
    return Place(zone, _get(table, "type", path, where, str, ""), owner, controller,
                 _get(table, "attached_to", path, where, str, ""),
                 _names(_get(table, "traits", path, where, list, []), path, f"{where}.traits"),
                 _get(table, "has_text", path, where, bool, False), _count(table, "boost", path, where),
                 _resources(table, path, where))


def _resources(table, path, where) -> tuple[str, ...]:
    """A card's printed resource icons (``resources = ["energy", "wild"]``, one entry per icon; none when absent)."""
    got = _get(table, "resources", path, where, list, [])
    for i, r in enumerate(got):
        if r not in RESOURCES:
            raise InputError(f"'{where}.resources' lists resource icons, each one of {', '.join(RESOURCES)}", path,
                             f"{where}.resources[{i}]")
    return tuple(got)


def _check_deck_op(op, ef, targets, path, place, known_targets) -> None:
    """A deck operation (`DECK_OPS`, `CARD_DECK_OPS`) names what it needs: ``discard_encounter`` the encounter
    (`ENCOUNTER`); ``take_control`` the player taking control (``card``); ``shuffle_into`` no character but the
    encounter deck (``card`` absent) or a player's deck."""
    if (op in DECK_OPS or op in CARD_DECK_OPS) and not targets:
        raise InputError(f"a '{op}' effect names its target ('target')", path, f"{place}.target")
    if op == "discard_encounter" and targets != (ENCOUNTER,):
        raise InputError(f"a 'discard_encounter' effect's target is {ENCOUNTER!r}", path, f"{place}.target")
    if op in ("deal_encounter", "discard_hand") and ENCOUNTER in targets:
        raise InputError(f"a '{op}' effect's target is a character (its player's)", path, f"{place}.target")
    if ENCOUNTER in targets and op not in ("discard_encounter", "shuffle_in", *ORDER_OPS, "search_for", "look"):
        raise InputError(f"only 'discard_encounter' and 'shuffle_in' act on {ENCOUNTER!r}", path, f"{place}.target")
    if op in ORDER_OPS and targets != (ENCOUNTER,) \
            and not (op == "discard_until" and len(targets) == 1):   # `order_ops` (discard_until: a player's deck too)
        raise InputError(f"a '{op}' effect's target is {ENCOUNTER!r}", path, f"{place}.target")
    if op in ("take_control", "deal_card", "give_to") and not ef.get("card"):
        raise InputError(f"missing key '{place}.card' (the player taking control, or dealt the card)", path,
                         f"{place}.card")


def _count(table, key, path, where) -> int:
    """A number of cards or counters: an integer, 0 when absent, never negative."""
    n = _get(table, key, path, where, int, 0)
    if n < 0:
        raise InputError(f"'{where}.{key}' must be at least 0", path, f"{where}.{key}")
    return n


def _with_derived(item: Item) -> Item:
    from dataclasses import replace
    return replace(item, derived=_derived(item.effects))


def _labels(table, path, where) -> tuple[str, ...]:
    """The ``labels`` of an item (`LABELS`), validated."""
    labels = _names(_get(table, "labels", path, where, (list, str), []), path, f"{where}.labels")
    for label in labels:
        if label not in LABELS:
            raise InputError(f"unknown label {label!r}; known: {', '.join(LABELS)}", path, f"{where}.labels")
    return labels


def _effects(table, path, where, known_targets) -> tuple[Effect, ...]:
    out = []
    for j, ef in enumerate(_get(table, "effects", path, where, list, [])):
        place = f"{where}.effects[{j}]"
        if not isinstance(ef, dict):
            raise InputError(f"'{place}' must be a table", path, place)
        unknown = sorted(set(ef) - _EFFECT_KEYS)
        if unknown:
            raise InputError(f"unknown key '{place}.{unknown[0]}'", path, f"{place}.{unknown[0]}")
        op = _get(ef, "op", path, place, str)
        if op not in EFFECT_OPS:
            raise InputError(f"unknown effect {op!r}; known: {', '.join(EFFECT_OPS)}", path, f"{place}.op")
        raw_t = ef.get("targets", ef.get("target", []))
        targets = _names(raw_t, path, f"{place}.target")
        if op != "cancel":
            for t in targets:
                if t not in known_targets:
                    raise InputError(f"target {t!r} is no character, scheme or card", path, f"{place}.target")
        if op in ("status", "remove_status", "remove_statuses", "attach") and "card" not in ef \
                and not (op == "attach" and "among" in ef):
            raise InputError(f"missing key '{place}.card'", path, f"{place}.card")
        if op == "modify" and _get(ef, "duration", path, place, str, "") == "in_play" \
                and ef.get("card") not in known_targets:
            raise InputError(f"a 'modify' lasting 'in_play' names the card whose ability it is ('card'), a "
                             f"character or a card of the scenario", path, f"{place}.card")
        if op == "attach" and "among" not in ef and ef["card"] not in known_targets:
            raise InputError(f"'{place}.card' names {ef['card']!r}, which is no character, scheme or card", path,
                             f"{place}.card")
        if op == "resources" and ef.get("card") not in RESOURCES:
            raise InputError(f"'{place}.card' of a 'resources' effect is one of {', '.join(RESOURCES)}", path,
                             f"{place}.card")
        if op in ZONE_OPS and not targets:
            raise InputError(f"a '{op}' effect names the card it moves ('target')", path, f"{place}.target")
        _check_deck_op(op, ef, targets, path, place, known_targets)
        if op == "move_counters" and ef.get("card") not in known_targets:   # its source (`counter_move_ops`)
            raise InputError(f"a 'move_counters' effect names the card its counters leave ('card'), a character, "
                             f"scheme or card of the scenario", path, f"{place}.card")
        stat, duration = _get(ef, "stat", path, place, str, ""), _get(ef, "duration", path, place, str, "")
        keyword = _keyword_of(ef, op, duration, known_targets, path, place)
        if op == "modify":
            for key, value, known in (("stat", stat, STATS), ("duration", duration, DURATIONS)):
                if value not in known:
                    raise InputError(f"'{place}.{key}' must be one of {', '.join(known)}", path, f"{place}.{key}")
        elif stat or (duration and op not in ("keyword", "trait")):
            raise InputError(f"'{place}.stat' and '.duration' belong to a 'modify' effect", path, place)
        form = _get(ef, "form", path, place, str, "")
        if form and (op not in ("flip", "activate") or form not in FORMS):
            raise InputError(f"'{place}.form' belongs to a 'flip' or an 'activate' effect and is one of "
                             f"{', '.join(FORMS)}", path, f"{place}.form")
        from_zone = _get(ef, "from", path, place, str, "")
        if from_zone and (op not in ZONE_OPS or from_zone not in ZONES):
            raise InputError(f"'{place}.from' belongs to a zone operation and is one of {', '.join(ZONES)}", path,
                             f"{place}.from")
        if_form, if_form_of = _get(ef, "if_form", path, place, str, ""), _get(ef, "if_form_of", path, place, str, "")
        if bool(if_form) != bool(if_form_of) or (if_form and (if_form not in FORMS or if_form_of not in known_targets)):
            raise InputError(f"'{place}.if_form' (one of {', '.join(FORMS)}) and '.if_form_of' (a character) go "
                             f"together", path, f"{place}.if_form")
        per, forbids = _counted_and_forbidden(ef, op, path, place, known_targets)
        joined = _get(ef, "and", path, place, bool, False)
        then = _get(ef, "then", path, place, bool, False) or _get(ef, "if_you_do", path, place, bool, False)
        otherwise = _get(ef, "otherwise", path, place, bool, False)
        if joined and (not out or then or otherwise):
            raise InputError(f"'{place}.and' joins an effect to the one before it: not on the first effect, nor "
                             f"with 'then' or 'otherwise'", path, f"{place}.and")
        part = _get(ef, "part", path, place, int, None)
        if part is not None and (op != "cancel" or part < 1):
            raise InputError(f"'{place}.part' belongs to a 'cancel' effect and is at least 1", path, f"{place}.part")
        sch, scheme = _activation_keys(ef, op, path, place, known_targets)
        if_state = _state_of(ef, path, place, known_targets)
        kept = _get(ef, "kept", path, place, bool, False)
        from .amount_ops import KEPT_KINDS as PER_KINDS   # (what a kept condition may count, or who is engaged)
        word = if_state.get("if_state", "").partition(":")[0]
        kept_form = op == "keyword" and _get(ef, "duration", path, place, str, "") == "in_play" \
            and (word == "trait" if word else bool(_get(ef, "if_form", path, place, str, "")))   # a constant keyword
        # kept while in a form or while a character has a trait (`keyword_ops`)
        if kept and not (op == "forbid" and word in PER_KINDS) and not (op == "lose_game" and word == "stage") \
                and not kept_form:
            raise InputError(f"'{place}.kept' belongs to a 'forbid' with an 'if_state' that counts (one of "
                             f"{', '.join(PER_KINDS)}: its condition kept over time), to a 'lose_game' with an "
                             f"'if_state' 'stage', or to a 'keyword' lasting 'in_play' with an 'if_form' or an "
                             f"'if_state' 'trait' (kept while that holds)", path, f"{place}.kept")
        loses = _get(ef, "loses", path, place, bool, False)
        if loses and op != "keyword":
            raise InputError(f"'{place}.loses' belongs to a 'keyword' effect (the keyword lost)", path,
                             f"{place}.loses")
        option = _get(ef, "option", path, place, int, 0)
        if option < 0 or (option and (then or otherwise or joined)):
            raise InputError(f"'{place}.option' is the number (1, 2, ...) of the option of a choice it is, with no "
                             f"'then', 'otherwise' or 'and'", path, f"{place}.option")
        out.append(Effect(op=op, targets=targets, amount=_get(ef, "amount", path, place, int, 0),
                          card=_get(ef, "card", path, place, str, ""),
                          if_health_at_most=_get(ef, "if_health_at_most", path, place, int, None),
                          then=then, otherwise=otherwise, joined=joined, part=part, place=place,
                          stat=stat, duration=duration, form=form, from_zone=from_zone, if_form=if_form,
                          if_form_of=if_form_of, keyword=keyword, trait=_trait_of(ef, op, duration, known_targets, path,
                                                                                  place) if op not in ("discard_until", "search_for", "shuffle_each_in")
                          else _get(ef, "trait", path, place, str, ""),   # the trait sought (`order_ops`)
                          if_trait=_get(ef, "if_trait", path, place, str, ""),
                          per=per, forbids=forbids, sch=sch, scheme=scheme, option=option, kept=kept, loses=loses,
                          **if_state,
                          chosen=_chosen_slot(ef, path, place), **_among_most(ef, op, path, place, known_targets),
                          **read_search(ef, op, targets, path, place), together=_together(ef, path, place),
                          of_pick=_of_pick(ef, path, place, known_targets),
                          if_not_trait=_get(ef, "if_not_trait", path, place, str, ""),
                          if_engaged=_get(ef, "if_engaged", path, place, str, ""),
                          unless_attached=_unless_attached(ef, op, path, place, known_targets),
                          if_attached_type=_if_attached_type(ef, op, path, place),
                          attacks=attacks_of(ef, op, keyword, path, place), cost=_cost(ef, op, option, path, place),
                          up_to=_get(ef, "up_to", path, place, bool, False),   # the player's pick (`up_to_ops`)
                          instead=_get(ef, "instead", path, place, bool, False),   # a replacement (`instead_ops`)
                          printed=_get(ef, "printed", path, place, int, 0),   # (`play_cost_ops`)
                          maximum=_maximum(ef, op, path, place)))
    _check_chosen(out, path, where)
    from . import up_to_ops   # an amount "up to" N, the player's pick (`up_to_ops`)
    why = up_to_ops.check(out)
    if why is not None:
        raise InputError(why, path, f"{where}.effects")
    from .instead_ops import check as _check_instead
    _check_instead(out, path, where)
    options = sorted({e.option for e in out if e.option})
    if options and options != list(range(1, len(options) + 1)) or len(options) == 1:
        raise InputError(f"the options of '{where}' are numbered 1, 2, ... with at least two", path, f"{where}.effects")
    return tuple(out)


def _maximum(ef, op, path, place) -> int | None:
    """An effect's ``maximum``, checked: the most a ``modify`` gives (`cap_ops.read_maximum`), or counters placed "to a
    maximum of N" (`logic.timing.counter_cap_ops`)."""
    from .counter_cap_ops import check
    if op != "place_counters":
        return read_maximum(ef, op, _get(ef, "amount", path, place, int, 0), path, place)
    why = check(op, ef.get("maximum"))
    if why is not None:
        raise InputError(f"'{place}.maximum': {why}", path, f"{place}.maximum")
    return ef.get("maximum")


def _cost(ef, op, option, path, place) -> bool:
    """An effect's ``cost`` (part of its option's cost, `logic.timing.option_cost_ops`), checked: on an option, of an op
    a cost may have."""
    from .option_cost_ops import COST_OPS
    cost = _get(ef, "cost", path, place, bool, False)
    if cost and (not option or op not in COST_OPS):
        raise InputError(f"'{place}.cost' marks an option's cost: on an effect with an 'option', of op "
                         f"{', '.join(COST_OPS)}", path, f"{place}.cost")
    return cost


def _check_chosen(effects, path, where) -> None:
    """The effects of one item marked ``chosen`` (`logic.timing.target_ops`) list the same candidates per slot, at
    least one, and the slots are numbered 1, 2, ..."""
    chosen = [e for e in effects if e.chosen]
    if not chosen:
        return
    first = {}
    cands = (lambda e: e.among if e.op == "attach" else e.targets)
    picked = {e.chosen for e in chosen if e.of_pick}   # the ability of the card picked: its effects' own targets
    if any(bool(e.of_pick) != (e.chosen in picked) for e in chosen):
        raise InputError(f"the effects of '{where}' of a slot naming the card picked ('of_pick') all name one",
                         path, f"{where}.effects")
    chosen = [e for e in chosen if not e.of_pick]
    for e in chosen:
        first.setdefault(e.chosen, cands(e))
    if any(not cands(e) or cands(e) != first[e.chosen] or e.op == "cancel" for e in chosen) \
            or sorted(set(first) | picked) != list(range(1, len(set(first) | picked) + 1)):
        raise InputError(f"the effects of '{where}' marked 'chosen' (slots 1, 2, ...) list the same candidates per "
                         f"slot (their 'targets', at least one; no 'cancel')", path, f"{where}.effects")


def _among_most(ef, op, path, place, known_targets) -> dict:
    """The ``among`` (a chosen "attach": the cards it may attach to) and ``most`` (`target_ops.SUPERLATIVES`) of
    an effect, checked: both need ``chosen``."""
    from .target_ops import SUPERLATIVES
    among = _names(ef.get("among", []), path, f"{place}.among")
    most = _get(ef, "most", path, place, str, "")
    if among and (op != "attach" or not ef.get("chosen") or any(t not in known_targets for t in among)):
        raise InputError(f"'{place}.among' lists the cards a chosen 'attach' may attach to (characters, schemes or "
                         f"cards of the scenario)", path, f"{place}.among")
    if op == "attach" and ef.get("chosen") and not among:
        raise InputError(f"a chosen 'attach' lists the cards it may attach to ('among')", path, f"{place}.among")
    if most and (most not in SUPERLATIVES or not ef.get("chosen")):
        raise InputError(f"'{place}.most' belongs to a chosen effect and is one of {', '.join(SUPERLATIVES)}", path,
                         f"{place}.most")
    return {"among": among, "most": most}


def _unless_attached(ef, op, path, place, known_targets) -> tuple[str, ...]:
    """The cards none of which a chosen "attach"'s pick may have attached (``unless_attached``: cards of the
    scenario; only on a chosen "attach")."""
    got = _names(ef.get("unless_attached", []), path, f"{place}.unless_attached")
    if got and (op != "attach" or not ef.get("chosen") or any(t not in known_targets for t in got)):
        raise InputError(f"'{place}.unless_attached' lists cards of the scenario a chosen 'attach''s pick may not have "
                         f"attached", path, f"{place}.unless_attached")
    return got


def _if_attached_type(ef, op, path, place) -> str:
    """The card type a chosen effect's pick must have a card of attached (``if_attached_type``: only with
    ``chosen``, not on an "attach", whose pick is where its card goes; `attached_type_ops`)."""
    v = _get(ef, "if_attached_type", path, place, str, "")
    if v and (not ef.get("chosen") or op == "attach"):
        raise InputError(f"'{place}.if_attached_type' belongs to a chosen effect other than 'attach'", path,
                         f"{place}.if_attached_type")
    return v


def _of_pick(ef, path, place, known_targets) -> str:
    """The card whose pick an effect resolves in (``of_pick``: a card of the scenario; only with ``chosen``)."""
    v = _get(ef, "of_pick", path, place, str, "")
    if v and (not ef.get("chosen") or v not in known_targets or ef.get("together", 1) != 1):
        raise InputError(f"'{place}.of_pick' names a card of the scenario whose pick (its 'chosen' slot) the effect "
                         f"resolves in", path, f"{place}.of_pick")
    return v


def _together(ef, path, place) -> int:
    """How many candidates one pick of a chosen effect takes (``together``, 1 unless given; only with ``chosen``)."""
    v = _get(ef, "together", path, place, int, 1)
    if v < 1 or (v > 1 and not ef.get("chosen")):
        raise InputError(f"'{place}.together' is how many of a chosen effect's candidates one pick takes (1, 2, "
                         f"...)", path, f"{place}.together")
    return v


def _chosen_slot(ef, path, place) -> int:
    """The chosen-target slot of an effect (``chosen``: ``true`` is 1, a number k >= 1; 0 when absent or false)."""
    v = _get(ef, "chosen", path, place, (bool, int), False)
    if v is True:
        return 1
    if v is False:
        return 0
    if v < 1:
        raise InputError(f"'{place}.chosen' is true or the number (1, 2, ...) of its item's chosen target", path,
                         f"{place}.chosen")
    return v


def _trait_of(ef, op, duration, known_targets, path, place) -> str:
    """The ``trait`` of a "trait" effect (a name), its ``duration`` checked as a keyword's; "" for any other op."""
    return _given(ef, op, "trait", None, duration, known_targets, path, place)


def _keyword_of(ef, op, duration, known_targets, path, place) -> str:
    """The ``keyword`` of a "keyword" effect (`KEYWORDS`), its ``duration`` checked (`DURATIONS`; "in_play" names
    the card whose ability it is, ``card``); "" for any other op, which may not name one."""
    return _given(ef, op, "keyword", KEYWORDS, duration, known_targets, path, place)


def _given(ef, key, op_key, known, duration, known_targets, path, place) -> str:
    """What a "keyword" or "trait" effect gives (the value of ``op_key``, one of ``known`` unless None), checked with
    its ``duration``; "" for an effect of another op (``key``), which may not name one."""
    value = _get(ef, op_key, path, place, str, "")
    if key != op_key:
        if value:
            raise InputError(f"'{place}.{op_key}' belongs to a '{op_key}' effect", path, f"{place}.{op_key}")
        return ""
    if not value and known is None:
        raise InputError(f"missing key '{place}.{op_key}'", path, f"{place}.{op_key}")
    if known is not None and value not in known:
        raise InputError(f"'{place}.{op_key}' must be one of {', '.join(known)}", path, f"{place}.{op_key}")
    if duration not in DURATIONS:
        raise InputError(f"'{place}.duration' must be one of {', '.join(DURATIONS)}", path, f"{place}.duration")
    if duration == "in_play" and ef.get("card") not in known_targets:
        raise InputError(f"a '{op_key}' lasting 'in_play' names the card whose ability it is ('card'), a character "
                         "or a card of the scenario", path, f"{place}.card")
    return value


def _counted_and_forbidden(ef, op, path, place, known_targets) -> tuple[str, str]:
    """An effect's ``per`` (a counted amount) and ``forbids`` (a ``forbid``'s prohibition), checked
    (`logic.timing.amount_ops`)."""
    from .amount_ops import check_per
    per, forbids = _get(ef, "per", path, place, str, ""), _get(ef, "forbids", path, place, str, "")
    why = check_per(per, set(known_targets), STATS) if per else None
    if why:
        raise InputError(why, path, f"{place}.per")
    against = forbids.startswith(AGAINST) and forbids[len(AGAINST):] in known_targets   # "cannot attack you"
    against = against or (forbids.startswith(THWART_AGAINST)   # "cannot thwart the main scheme" (`act_ops`)
                           and forbids[len(THWART_AGAINST):] in known_targets)
    if (op == "forbid") != bool(forbids) or (forbids and forbids not in FORBIDDABLE and not against):
        raise InputError(f"a 'forbid' effect names what it forbids ('forbids', one of {', '.join(FORBIDDABLE)}, "
                         f"or '{AGAINST}<character>')",
                         path, f"{place}.forbids")
    if op == "forbid" and ef.get("card") not in (None, *known_targets):
        raise InputError(f"'{place}.card' of a 'forbid' names the card whose constant ability it is", path,
                         f"{place}.card")
    return per, forbids


def _activation_keys(ef: dict, op: str, path, place: str, known_targets) -> tuple[int, str]:
    """The ``sch`` and ``scheme`` of an effect (an "activate"'s), checked: an activation (`ACTIVATION_OPS`) names
    its enemy (``card``), a character; ``sch`` and ``scheme`` belong to an "activate", whose ``scheme`` is a
    target of the scenario."""
    sch, scheme = _get(ef, "sch", path, place, int, 0), _get(ef, "scheme", path, place, str, "")
    if op == "activate" and _get(ef, "form", path, place, str, "") not in FORMS:
        raise InputError(f"an 'activate' effect names the form in which it attacks ('form', one of "
                         f"{', '.join(FORMS)})", path, f"{place}.form")
    if op in ACTIVATION_OPS and not ef.get("card"):
        raise InputError(f"an '{op}' effect names its enemy ('card')", path, f"{place}.card")
    if (sch or scheme) and op != "activate":
        raise InputError(f"'{place}.sch' and '.scheme' belong to an 'activate' effect", path, f"{place}.sch")
    if op in ACTIVATION_OPS and (ef["card"] not in known_targets or (scheme and scheme not in known_targets)):
        raise InputError(f"'{place}' names an enemy or a scheme that is not in the scenario", path, f"{place}.card")
    return sch, scheme


def _state_of(ef, path, place, known_targets) -> dict:
    """An effect's condition ``if_state`` with its bounds ``if_at_least`` / ``if_at_most``, checked
    (`logic.timing.condition_ops`); {} when it has none (neither bound may then be given)."""
    from .condition_ops import check_state
    state = _get(ef, "if_state", path, place, str, "")
    least, most = _get(ef, "if_at_least", path, place, int, None), _get(ef, "if_at_most", path, place, int, None)
    if not state:
        if least is not None or most is not None:
            raise InputError(f"'{place}.if_at_least' and '.if_at_most' belong to an 'if_state'", path, place)
        return {}
    least = 1 if least is None else least
    why = check_state(state, least, most, set(known_targets), STATS)
    if why:
        raise InputError(why, path, f"{place}.if_state")
    return {"if_state": state, "if_at_least": least, "if_at_most": most}


def _printed(ch, path, where) -> tuple[tuple[str, int], ...]:
    """A character's printed ATK / SCH / THW, those its table states (``atk``, ``sch``, ``thw``: numbers >= 0)."""
    out = []
    for k in ("atk", "sch", "thw"):
        if k in ch:
            v = _get(ch, k, path, where, int)
            if v < 0:
                raise InputError(f"'{where}.{k}' is a printed value (0 or more)", path, f"{where}.{k}")
            out.append((k, v))
    return tuple(out)


def _engaged_with(ch, path, where, order) -> str:
    """The player an enemy character is engaged with (``engaged_with``: a player of players.order; "" when absent)."""
    who = _get(ch, "engaged_with", path, where, str, "")
    if who and who not in order:
        raise InputError(f"'{where}.engaged_with' names {who!r}, who is not in players.order", path,
                         f"{where}.engaged_with")
    return who
