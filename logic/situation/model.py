"""A described game situation, read from a query's ``[situation]`` table and validated.

A situation is what a judge is told: the players, the cards in play (invented ones as MarvelCDB
records inline, real ones by ``code`` from ``../shared/corpus/marvelsdb`` when it is there), who
controls, owns, is engaged with or revealed each card, what each card is attached to, and the
event (an enemy attack, a card revealed, or something a player does)::

    [situation]
    mode = "expert"                   # optional: the game's mode (standard or expert)

    [situation.players]
    order = ["alice", "bob"]          # seating; names are the answer's words
    first = "alice"                   # the first player (default: the first listed)
    zones = { alice = { hand = 4, deck = 20, discard = 0 } }   # optional: a player's cards, as counts

    [situation.encounter]             # optional: the encounter deck and its discard pile, as counts
    deck = 20  discard = 3
    cards = [{ id = "goon", type = "minion", traits = ["Thug"], boost = 1 }]   # optional: the deck's cards, top first
    discard_cards = [{ id = "klaw2", type = "minion", name = "Klaw" }]   # optional: the discard pile's cards
    # a player's piles card by card too: [situation.players.zones] alice = { deck_cards = [...], discard_cards = [...] }
    # (and the hand: hand_cards = [{ id = "e1", type = "event", cost = 2, resources = ["mental"] }])
    # (a deck card may print resource icons: resources = ["energy", "wild"], one entry per icon)

    [[situation.cards]]               # a MarvelCDB record ...
    id = "brute"                      # ... plus the situation's own keys (SITUATION_KEYS)
    code = "90010"  name = "Invented Brute"  type_code = "minion"  attack = 2  health = 3
    text = "<b>Forced Response</b>: After this minion attacks you, ..."
    engaged_with = "alice"
    counters = 0                      # counters on the card (optional)
    paid = ["physical", "wild"]       # the resources spent to pay for it, one type each (optional)
    completed_at = 7                  # a scheme: the threat at which its stage is completed (optional)
    spent = ["energy", "energy"]      # the resources spent on its "spend X resources" cost: its X (optional)

    [[situation.cards]]
    code = "01134"                    # a real card: read from the corpus at run time
    engaged_with = "alice"

    [situation.event]
    attack = { attacker = "brute", target = "alice_hero", defender = "bob_ally" }
    # or reveal = { card = "x", by = "alice" }   (defender = "alice_hero": who defends an attack its effect starts)
    # or action = { by = "alice", card = "jessica", does = "attack", target = "villain" }
    # or scheme = { schemer = "villain" }   (an enemy schemes: its SCH in threat on the main scheme)

or, instead of one event, a sequence of them (each as an event above), resolved in the order stated, each
in the world the one before left::

    [[situation.sequence]]
    attack = { attacker = "brute", target = "alice_hero" }
    [[situation.sequence]]
    action = { by = "alice", does = "attack", target = "brute" }

or several enemy activations at once (attacks or schemes, each with its own target and defender), which the
rule base's clauses order (`logic.situation.sequence`)::

    [[situation.activations]]
    attack = { attacker = "villain", target = "bob_hero", defender = "bob_hero" }
    [[situation.activations]]
    attack = { attacker = "brute", target = "alice_hero" }

Every error is an `InputError` naming the file and the key (``situation.cards[2].controller``).
Nothing here decides a rule: the facts are read as stated.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..bounds import MAX_FIELD_CHARS, MAX_SITUATION_CARDS, MAX_SITUATION_STEPS, check_at_most
from ..cards.pool import Face
from ..errors import InputError
from ..you.vocab import CARD_TYPES

__all__ = ["SituationCard", "Event", "GameSituation", "read_situation", "CorpusAbsent", "corpus_path",
           "corpus_records_named",
           "SITUATION_KEYS", "MARVELCDB_FIELDS", "CHARACTER_TYPES", "IDENTITY_TYPES", "ENCOUNTER_TYPES",
           "ACTIONS"]

#: The fields of MarvelCDB's card records (its public layout): accepted on an inline card.
MARVELCDB_FIELDS = frozenset((
    "attack", "attack_cost", "attack_star", "back_link", "back_name", "back_text", "base_threat",
    "base_threat_fixed", "base_threat_per_group", "boost", "boost_star", "card_set_code", "code", "cost",
    "cost_per_hero", "cost_star", "deck_limit", "deck_options", "deck_requirements", "defense", "defense_star",
    "double_sided", "duplicate_of", "errata", "escalation_threat", "escalation_threat_fixed",
    "escalation_threat_star", "faction_code", "flavor", "hand_size", "health", "health_per_group",
    "health_per_hero", "health_star", "hidden", "illustrator", "is_unique", "meta", "name", "octgn_id",
    "pack_code", "permanent", "position", "quantity", "recover", "recover_star", "resource_energy",
    "resource_mental", "resource_physical", "resource_wild", "scheme", "scheme_acceleration", "scheme_amplify",
    "scheme_crisis", "scheme_hazard", "scheme_star", "set_code", "set_position", "spoiler", "stage", "subname",
    "text", "threat", "threat_fixed", "threat_per_group", "threat_star", "thwart", "thwart_cost", "thwart_star",
    "traits", "type_code"))

#: The situation's own keys on a card: who stands how to it, and its state.
SITUATION_KEYS = frozenset(("id", "controller", "owner", "attached_to", "engaged_with", "revealed_by",
                            "triggered_by", "damage", "statuses", "dealt_as_boost", "face", "counters"))
#: ``paid = ["physical", "wild"]``: the resources spent to pay for a card played, one type per resource
#: (`logic.situation.paid`)
SITUATION_KEYS = SITUATION_KEYS | {"paid"}
#: ``spent = ["mental", "mental"]``: the resources spent on the "spend X [type] resources" cost of the card's ability,
#: one type per resource: its X (`logic.situation.spent_x`)
SITUATION_KEYS = SITUATION_KEYS | {"spent"}
#: ``completed_at = 7`` on a scheme: the threat at which its stage is completed, as the situation states it
#: (`logic.situation.stage`)
SITUATION_KEYS = SITUATION_KEYS | {"completed_at"}
#: ``exhausted = true`` / ``false``: a character exhausted or ready as the event begins (`logic.timing.option_cost_ops`)
SITUATION_KEYS = SITUATION_KEYS | {"exhausted"}
#: ``counter = "glider"``: the printed name of the counters the card holds (its ``counters``; the card a "move the
#: glider counter" takes it from: `logic.situation.applicable_move`)
SITUATION_KEYS = SITUATION_KEYS | {"counter"}
#: ``activation_order = 2`` on a villain: its place in the villains' activation order (1 first; "the next villain"
#: is the one after it: `logic.situation.applicable_move`)
SITUATION_KEYS = SITUATION_KEYS | {"activation_order"}
PAID_TYPES = ("energy", "mental", "physical", "wild")
#: the modes a situation may state (``[situation] mode = "expert"``)
MODES = ("standard", "expert")

CHARACTER_TYPES = ("hero", "alter_ego", "ally", "villain", "minion")
IDENTITY_TYPES = ("hero", "alter_ego")
#: The encounter card types (a fact of the card pool's layout; the rule that they are encounter
#: cards is the Encounter Card entry's, mc.common.encounter_card.types, read by the seat clauses).
ENCOUNTER_TYPES = ("attachment", "environment", "minion", "main_scheme", "obligation", "side_scheme",
                   "treachery", "villain")
#: What a player may be said to do in an ``action`` event (the game function "you" performs).
ACTIONS = ("attack", "thwart", "defend", "play", "draw", "discard", "heal", "reveal", "change_form",
           "defeat", "use")


class CorpusAbsent(InputError):
    """A card is named by code and the corpus is not there: the query cannot be asked here."""


@dataclass(frozen=True)
class SituationCard:
    """One card in play, as the situation states it."""

    id: str
    code: str
    name: str
    card_type: str
    text: str
    record: dict
    controller: str | None = None
    owner: str | None = None
    attached_to: str | None = None
    engaged_with: str | None = None
    revealed_by: str | None = None
    triggered_by: str | None = None
    damage: int = 0
    statuses: tuple[str, ...] = ()
    dealt_as_boost: bool = False
    real: bool = False
    place: str = ""
    counters: int = 0
    #: the resources spent to pay for this card, by type (``paid``, `PAID_TYPES`; None: not stated)
    paid: tuple[str, ...] | None = None
    #: a scheme's stage: the threat at which it is completed (``completed_at``, `logic.situation.stage`; None: not stated)
    completed_at: int | None = None
    #: the resources spent on the "spend X resources" cost of its ability, by type (``spent``; None: not stated)
    spent: tuple[str, ...] | None = None
    #: exhausted (True) or ready (False), when stated (``exhausted``; None: not stated; `logic.timing.option_cost_ops`)
    exhausted: bool | None = None
    #: the printed name of the counters it holds (``counter``; "" not stated; `logic.situation.applicable_move`)
    counter: str = ""
    #: a villain's place in the villains' activation order (``activation_order``, 1 first; None: not stated)
    activation_order: int | None = None

    @property
    def is_encounter(self) -> bool:
        return self.card_type in ENCOUNTER_TYPES

    @property
    def is_character(self) -> bool:
        return self.card_type in CHARACTER_TYPES

    def stat(self, name: str, default: int = 0) -> int:
        v = self.record.get(name)
        return v if isinstance(v, int) and not isinstance(v, bool) else default

    def face(self) -> Face:
        """The face the card reader reads (`logic.cards.occurrences.read_face`)."""
        return Face(self.code, self.name, "front", self.card_type, self.text, traits=str(self.record.get("traits") or ""))


@dataclass(frozen=True)
class Event:
    """What happens: ``kind`` is ``attack``, ``reveal``, ``action``, ``scheme`` or ``none``."""

    kind: str
    attacker: str | None = None
    target: str | None = None
    defender: str | None = None
    card: str | None = None
    by: str | None = None
    does: str | None = None
    schemer: str | None = None


@dataclass
class GameSituation:
    """Players, cards and the event, every name checked against the others."""

    file: str
    players: list[str]
    first: str
    cards: dict[str, SituationCard]
    event: Event
    raw: dict = field(default_factory=dict, repr=False)
    #: the events of a sequence (``sequence``) or of simultaneous activations (``activations``), in the
    #: order stated; empty for one event. ``event`` is then the first of them.
    steps: tuple[Event, ...] = ()
    at_once: bool = False
    #: abilities whose printed limit ("Max N per round") earlier events of a sequence used up:
    #: (card id, ability index (1-based), why); set by `logic.situation.sequence`, never by a query file
    used_up: tuple[tuple[str, int, str], ...] = ()
    #: each player's hand, deck and discard pile as counts ({"hand", "deck", "discard"}), as stated
    zones: dict = field(default_factory=dict)
    #: lasting modifiers earlier events of a sequence left in effect: (card, stat, amount, duration); set by
    #: `logic.situation.sequence`, never by a query file
    modifiers: tuple[tuple[str, str, int, str], ...] = ()
    #: the encounter deck and its discard pile as counts ({"deck", "discard"}), as stated ({}: not stated)
    encounter: dict = field(default_factory=dict)
    #: the game's mode, as stated (``mode = "expert"``: `MODES`; None: not stated; `logic.situation.mode`)
    mode: str | None = None

    def card(self, card_id: str) -> SituationCard:
        return self.cards[card_id]

    def identity_of(self, player: str) -> SituationCard | None:
        """The identity card (hero or alter-ego) ``player`` controls, if the situation lists one."""
        for c in self.cards.values():
            if c.card_type in IDENTITY_TYPES and c.controller == player:
                return c
        return None

    def villain(self) -> SituationCard | None:
        return next((c for c in self.cards.values() if c.card_type == "villain"), None)


def corpus_path() -> Path | None:
    """The card pool real cards are read from (`logic.registry.card_pool_dir`: ``$RULING_POOL``, else
    ``../shared/corpus/marvelsdb`` beside the project root), or None when there is none."""
    from ..registry import card_pool_dir
    return card_pool_dir()


def corpus_records_named(table: dict) -> list | None:
    """What the reading of the situation query ``table`` takes from the card pool: for each card named by
    code only (no ``type_code``), ``[code, record]`` (the record None when the pool lacks it), or the
    string ``"absent"`` in place of the list when there is no pool; None when no card is named so."""
    situation = table.get("situation") if isinstance(table, dict) else None
    cards = situation.get("cards") if isinstance(situation, dict) else None
    codes = [c.get("code") for c in cards or [] if isinstance(c, dict) and "type_code" not in c]
    codes = [c for c in codes if isinstance(c, str)]
    if not codes:
        return None
    root = corpus_path()
    if root is None:
        return "absent"
    index = _corpus_index(str(root))
    return [[c, index.get(c)] for c in codes]


@lru_cache(maxsize=1)
def _corpus_index(root: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for f in sorted(Path(root, "pack").glob("*.json")):
        try:
            records = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(records, list):
            for r in records:
                if isinstance(r, dict) and isinstance(r.get("code"), str):
                    out.setdefault(r["code"], r)
    for code, r in list(out.items()):  # a reprint takes its original's fields
        if isinstance(r.get("duplicate_of"), str) and r["duplicate_of"] in out:
            out[code] = {**out[r["duplicate_of"]], **{k: v for k, v in r.items() if k in ("code", "pack_code")}}
    return out


def _get(table: dict, key: str, path: str, where: str, kind, default=...):
    place = f"{where}.{key}" if where else key
    if key not in table:
        if default is ...:
            raise InputError(f"missing key '{place}'", path, place)
        return default
    value = table[key]
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise InputError(f"'{place}' must be a {names}, not {type(value).__name__}", path, place)
    return value


def _player(table, key, path, where, players, default=None):
    who = _get(table, key, path, where, str, default)
    if who is not None and who not in players:
        raise InputError(f"'{where}.{key}' names {who!r}, who is not in situation.players.order "
                         f"({', '.join(players)})", path, f"{where}.{key}")
    return who


def read_situation(query: dict, path: str) -> GameSituation:
    """The query's ``[situation]``, validated (see the module docstring)."""
    where = "situation"
    table = _get(query, "situation", path, "", dict) if "situation" in query else None
    if table is None:
        raise InputError("missing key 'situation'", path, "situation")
    pt = _get(table, "players", path, where, dict)
    order = _get(pt, "order", path, f"{where}.players", list)
    if not order or not all(isinstance(p, str) and p for p in order) or len(set(order)) != len(order):
        raise InputError("'situation.players.order' must list each player once, by name", path, "situation.players.order")
    first = _player(pt, "first", path, f"{where}.players", order, order[0])
    raw_cards = _get(table, "cards", path, where, list)
    check_at_most(len(raw_cards), MAX_SITUATION_CARDS, "'situation.cards'", path, "situation.cards", unit=" cards")
    cards: dict[str, SituationCard] = {}
    for i, ct in enumerate(raw_cards):
        w = f"{where}.cards[{i}]"
        if not isinstance(ct, dict):
            raise InputError(f"'{w}' must be a table", path, w)
        c = _read_card(ct, path, w, order)
        if c.id in cards:
            raise InputError(f"card id {c.id!r} used twice", path, f"{w}.id")
        cards[c.id] = c
    for c in cards.values():
        if c.attached_to is not None:
            if c.attached_to not in cards:
                raise InputError(f"'{c.place}.attached_to' names {c.attached_to!r}, which is no card of the situation",
                                 path, f"{c.place}.attached_to")
            if c.attached_to == c.id:
                raise InputError("a card cannot be attached to itself", path, f"{c.place}.attached_to")
    steps, at_once = _read_steps(table, path, order, cards)
    event = steps[0] if steps else _read_event(table, path, order, cards)
    encounter = _read_encounter(table, path)
    for i, c in enumerate(encounter.get("cards", []) + encounter.get("discard_cards", [])):   # names of their own
        if c["id"] in cards or c["id"] in order:
            raise InputError(f"card id {c['id']!r} used twice", path, f"situation.encounter.cards[{i}].id")
    zones = _read_zones(pt, path, order)
    seen = set(cards) | set(order) | {c["id"] for c in encounter.get("cards", []) + encounter.get("discard_cards", [])}
    for who, z in zones.items():   # a player's pile cards: names of their own (`_read_pile_cards`)
        for key in ("deck_cards", "discard_cards", "hand_cards"):
            for i, c in enumerate(z.get(key, [])):
                if c["id"] in seen:
                    raise InputError(f"card id {c['id']!r} used twice", path,
                                     f"situation.players.zones.{who}.{key}[{i}].id")
                seen.add(c["id"])
    mode = _get(table, "mode", path, where, str, None)
    if mode is not None and mode not in MODES:
        raise InputError(f"unknown mode {mode!r} at 'situation.mode'; known: {', '.join(MODES)}", path,
                         "situation.mode")
    return GameSituation(path, list(order), first, cards, event, table, tuple(steps), at_once,
                         zones=zones, encounter=encounter, mode=mode)


def _read_encounter(table: dict, path: str) -> dict:
    """``situation.encounter``: {"deck", "discard"} (counts, 0 when not given), or {} when not stated; with
    ``cards`` (the deck's cards in order, top first: `_read_deck_cards`), also "cards", and "deck" is their number."""
    w = "situation.encounter"
    et = _get(table, "encounter", path, "situation", dict, {})
    if sorted(set(et) - {"deck", "discard", "cards", "discard_cards"}):
        raise InputError(f"'{w}' must be a table of deck, discard, cards and discard_cards", path, w)
    out = {k: _count(et, k, path, w) for k in ("deck", "discard")} if et else {}
    if "cards" in et:
        out["cards"] = _read_deck_cards(et["cards"], path, f"{w}.cards")
        if "deck" in et and out["deck"] != len(out["cards"]):
            raise InputError(f"'{w}.deck' is {out['deck']} but '{w}.cards' lists {len(out['cards'])} cards", path,
                             f"{w}.deck")
        out["deck"] = len(out["cards"])
    if "discard_cards" in et:   # the discard pile's cards (`logic.timing.search_ops` looks through them)
        out["discard_cards"] = _read_deck_cards(et["discard_cards"], path, f"{w}.discard_cards")
        if "discard" in et and out["discard"] != len(out["discard_cards"]):
            raise InputError(f"'{w}.discard' is {out['discard']} but '{w}.discard_cards' lists "
                             f"{len(out['discard_cards'])} cards", path, f"{w}.discard")
        out["discard"] = len(out["discard_cards"])
        seen = {c["id"] for c in out.get("cards", [])}
        for i, c in enumerate(out["discard_cards"]):
            if c["id"] in seen:
                raise InputError(f"card id {c['id']!r} used twice", path, f"{w}.discard_cards[{i}].id")
    return out


def _read_deck_cards(cards, path: str, w: str) -> list[dict]:
    """A deck's cards in order, top first: each an invented card ``{ id, type, traits }`` (its id unique, its type a
    card type of the pool's layout; `logic.timing.order_ops` reads them)."""
    if not isinstance(cards, list):
        raise InputError(f"'{w}' must be a list of cards ({{ id, type, traits }}), top first", path, w)
    out: list[dict] = []
    for i, c in enumerate(cards):
        where = f"{w}[{i}]"
        if not isinstance(c, dict) or sorted(set(c) - {"id", "type", "traits", "name", "boost", "resources", "cost"}):
            raise InputError(f"'{where}' must be a table of id, type, traits, name, boost, resources and cost", path,
                             where)
        cid, kind = _get(c, "id", path, where, str), _get(c, "type", path, where, str)
        traits = _get(c, "traits", path, where, list, [])
        if not cid or any(x["id"] == cid for x in out):
            raise InputError(f"'{where}.id' must be a name used once", path, f"{where}.id")
        if not all(isinstance(t, str) and t for t in traits):
            raise InputError(f"'{where}.traits' must be a list of names", path, f"{where}.traits")
        out.append({"id": cid, "type": kind, "traits": list(traits),
                    **({"name": _get(c, "name", path, where, str)} if "name" in c else {}),   # the printed name
                    **({"boost": _count(c, "boost", path, where)} if "boost" in c else {}),   # its boost icons
                    **({"cost": _count(c, "cost", path, where)} if "cost" in c else {}),   # its printed cost
                    **({"resources": _resource_icons(c, path, where)} if "resources" in c else {})})
    return out


def _resource_icons(c: dict, path: str, where: str) -> list[str]:
    """An invented deck card's printed resource icons (``resources = ["energy", "wild"]``, one entry per icon)."""
    got = _get(c, "resources", path, where, list, [])
    for i, r in enumerate(got):
        if r not in ("energy", "mental", "physical", "wild"):
            raise InputError(f"'{where}.resources' lists resource icons, each one of energy, mental, physical, wild",
                             path, f"{where}.resources[{i}]")
    return list(got)


def _read_zones(pt: dict, path: str, order: list[str]) -> dict:
    """``situation.players.zones``: player -> {"hand", "deck", "discard"} (counts, 0 when not given)."""
    w = "situation.players.zones"
    zt = _get(pt, "zones", path, "situation.players", dict, {})
    out = {}
    for who, z in zt.items():
        if who not in order:
            raise InputError(f"'{w}' names {who!r}, who is not in situation.players.order", path, f"{w}.{who}")
        if not isinstance(z, dict) or sorted(set(z) - {"hand", "deck", "discard", "deck_cards", "discard_cards",
                                                       "hand_cards"}):
            raise InputError(f"'{w}.{who}' must be a table of hand, deck, discard, hand_cards, deck_cards and "
                             "discard_cards", path, f"{w}.{who}")
        out[who] = {k: _count(z, k, path, f"{w}.{who}") for k in ("hand", "deck", "discard")}
        _read_pile_cards(z, out[who], path, f"{w}.{who}")
    return out


def _read_pile_cards(z: dict, out: dict, path: str, w: str) -> None:
    """A player's ``deck_cards`` / ``discard_cards`` (invented cards ``{ id, type, traits, name }``: what a search
    looks through, `logic.timing.search_ops`) into ``out``; the pile's count, when stated, must be their number."""
    for key, count in (("deck_cards", "deck"), ("discard_cards", "discard"), ("hand_cards", "hand")):
        if key not in z:   # (``hand_cards``: the hand card by card, `logic.situation.hand_cards`)
            continue
        out[key] = _read_deck_cards(z[key], path, f"{w}.{key}")
        if count in z and out[count] != len(out[key]):
            raise InputError(f"'{w}.{count}' is {out[count]} but '{w}.{key}' lists {len(out[key])} cards", path,
                             f"{w}.{count}")
        out[count] = len(out[key])


def _count(table: dict, key: str, path: str, w: str) -> int:
    n = _get(table, key, path, w, int, 0)
    if n < 0:
        raise InputError(f"'{w}.{key}' must be at least 0", path, f"{w}.{key}")
    return n


def _read_card(ct: dict, path: str, w: str, players: list[str]) -> SituationCard:
    unknown = sorted(k for k in ct if k not in MARVELCDB_FIELDS and k not in SITUATION_KEYS)
    if unknown:
        raise InputError(f"unknown key '{w}.{unknown[0]}' (neither a MarvelCDB field nor one of "
                         f"{', '.join(sorted(SITUATION_KEYS))})", path, f"{w}.{unknown[0]}")
    code = _get(ct, "code", path, w, str)
    record = {k: v for k, v in ct.items() if k in MARVELCDB_FIELDS}
    real = "type_code" not in ct
    if real:  # named by code only: the corpus gives the rest
        root = corpus_path()
        if root is None:
            raise CorpusAbsent(f"card {code!r} is named by code and there is no card pool (set RULING_POOL, "
                               "or put shared/corpus/marvelsdb beside the project)", path, f"{w}.code")
        found = _corpus_index(str(root)).get(code)
        if found is None:
            raise InputError(f"unknown card code {code!r}: not in the card pool {root}", path, f"{w}.code")
        record = {**found, **record}
    card_type = record.get("type_code")
    if not isinstance(card_type, str) or card_type not in CARD_TYPES:
        raise InputError(f"unknown card type {card_type!r}; known: {', '.join(CARD_TYPES)}", path, f"{w}.type_code")
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InputError(f"missing key '{w}.name'", path, f"{w}.name")
    face = _get(ct, "face", path, w, str, "front")
    if face not in ("front", "back"):
        raise InputError(f"'{w}.face' must be front or back", path, f"{w}.face")
    text = record.get("back_text" if face == "back" else "text") or ""
    if not isinstance(text, str):
        raise InputError(f"'{w}.text' must be a string", path, f"{w}.text")
    check_at_most(len(text), MAX_FIELD_CHARS, f"'{w}.text'", path, f"{w}.text", unit=" characters")
    statuses = _get(ct, "statuses", path, w, list, [])
    for s in statuses:
        if s not in ("stunned", "confused", "tough"):
            raise InputError(f"unknown status {s!r} in '{w}.statuses'; known: stunned, confused, tough", path,
                             f"{w}.statuses")
    damage = _get(ct, "damage", path, w, int, 0)
    controller = _player(ct, "controller", path, w, players)
    if card_type not in ENCOUNTER_TYPES and controller is None:
        raise InputError(f"'{w}' is a player card ({card_type}): say who controls it ('{w}.controller')", path,
                         f"{w}.controller")
    owner = _player(ct, "owner", path, w, players)
    if owner is None and card_type not in ENCOUNTER_TYPES:
        owner = controller
    return SituationCard(
        id=_get(ct, "id", path, w, str, code), code=code, name=name, card_type=card_type, text=text, record=record,
        controller=controller, owner=owner, attached_to=_get(ct, "attached_to", path, w, str, None),
        engaged_with=_player(ct, "engaged_with", path, w, players),
        revealed_by=_player(ct, "revealed_by", path, w, players),
        triggered_by=_player(ct, "triggered_by", path, w, players), damage=damage, statuses=tuple(statuses),
        dealt_as_boost=_get(ct, "dealt_as_boost", path, w, bool, False), real=real, place=w,
        counters=_count(ct, "counters", path, w), paid=_read_paid(ct, path, w),
        completed_at=_count(ct, "completed_at", path, w) if "completed_at" in ct else None,
        spent=_read_spent(ct, path, w), exhausted=_get(ct, "exhausted", path, w, bool, None),
        counter=_get(ct, "counter", path, w, str, ""),
        activation_order=_count(ct, "activation_order", path, w) if "activation_order" in ct else None)


def _read_spent(ct: dict, path: str, w: str) -> tuple[str, ...] | None:
    """The card's ``spent`` (each resource spent on its "spend X resources" cost, by type), validated; None when not
    stated."""
    return _read_resources(ct, "spent", path, w)


def _read_paid(ct: dict, path: str, w: str) -> tuple[str, ...] | None:
    """The card's ``paid`` (each resource spent to pay for it, by type), validated; None when not stated."""
    return _read_resources(ct, "paid", path, w)


def _read_resources(ct: dict, key: str, path: str, w: str) -> tuple[str, ...] | None:
    """The card's list of resource types under ``key``, each one of `PAID_TYPES` (else one InputError naming the
    place); None when not stated."""
    if key not in ct:
        return None
    got = _get(ct, key, path, w, list)
    bad = [x for x in got if x not in PAID_TYPES]
    if bad:
        raise InputError(f"unknown resource type {bad[0]!r} in '{w}.{key}'; known: {', '.join(PAID_TYPES)}", path,
                         f"{w}.{key}")
    return tuple(got)


_EVENT_KEYS = {"attack": ("attacker", "target", "defender"), "reveal": ("card", "by"),
               "action": ("by", "card", "does", "target"), "scheme": ("schemer",)}
#: a revealed card's effect may start an enemy attack: the character declared defender against it
_EVENT_KEYS["reveal"] += ("defender",)




def _read_steps(table: dict, path: str, players: list[str], cards: dict[str, SituationCard]) -> tuple[list[Event], bool]:
    """The events of ``situation.sequence`` or ``situation.activations`` (at most one of them, and not with
    ``situation.event``), and whether they are simultaneous activations."""
    given = [k for k in ("event", "sequence", "activations") if k in table]
    if len(given) > 1:
        raise InputError("a situation states one of 'event', 'sequence' and 'activations'; it states "
                         + " and ".join(given), path, f"situation.{given[1]}")
    if not given or given[0] == "event":
        return [], False
    key = given[0]
    rows = _get(table, key, path, "situation", list)
    check_at_most(len(rows), MAX_SITUATION_STEPS, f"'situation.{key}'", path, f"situation.{key}", unit=" events")
    if len(rows) < 2:
        raise InputError(f"'situation.{key}' must list at least two events (one event is 'situation.event')",
                         path, f"situation.{key}")
    steps = []
    for i, et in enumerate(rows):
        w = f"situation.{key}[{i}]"
        if not isinstance(et, dict):
            raise InputError(f"'{w}' must be a table", path, w)
        ev = _read_one_event(et, path, w, players, cards)
        if key == "activations" and ev.kind not in ("attack", "scheme"):
            raise InputError(f"'{w}' must be an enemy activation (attack or scheme), not {ev.kind}", path, w)
        steps.append(ev)
    return steps, key == "activations"


def _read_event(table: dict, path: str, players: list[str], cards: dict[str, SituationCard]) -> Event:
    et = _get(table, "event", path, "situation", dict, {})
    return _read_one_event(et, path, "situation.event", players, cards)


def _read_one_event(et: dict, path: str, where: str, players: list[str], cards: dict[str, SituationCard]) -> Event:
    kinds = [k for k in et if k in _EVENT_KEYS]
    unknown = sorted(k for k in et if k not in _EVENT_KEYS)
    if unknown:
        raise InputError(f"unknown event {unknown[0]!r} at '{where}.{unknown[0]}'; known: "
                         f"{', '.join(_EVENT_KEYS)}", path, f"{where}.{unknown[0]}")
    if len(kinds) > 1:
        raise InputError(f"one event at a time: '{where}' names " + " and ".join(kinds), path, where)
    if not kinds:
        return Event("none")
    kind = kinds[0]
    w = f"{where}.{kind}"
    t = _get(et, kind, path, where, dict)
    bad = sorted(k for k in t if k not in _EVENT_KEYS[kind])
    if bad:
        raise InputError(f"unknown key '{w}.{bad[0]}'; known: {', '.join(_EVENT_KEYS[kind])}", path, f"{w}.{bad[0]}")

    def card_ref(key, required=True, types=None):
        cid = _get(t, key, path, w, str, ... if required else None)
        if cid is None:
            return None
        if cid not in cards:
            raise InputError(f"'{w}.{key}' names {cid!r}, which is no card of the situation", path, f"{w}.{key}")
        if types and cards[cid].card_type not in types:
            raise InputError(f"'{w}.{key}' must be {' or '.join(types)}; {cid!r} is {cards[cid].card_type}", path,
                             f"{w}.{key}")
        return cid

    if kind == "attack":
        attacker = card_ref("attacker", types=("villain", "minion"))
        target = card_ref("target", types=("hero", "alter_ego", "ally"))
        defender = card_ref("defender", required=False, types=("hero", "ally"))
        return Event("attack", attacker=attacker, target=target, defender=defender)
    if kind == "scheme":
        return Event("scheme", schemer=card_ref("schemer", types=("villain", "minion")))
    if kind == "reveal":
        return Event("reveal", card=card_ref("card"), by=_player(t, "by", path, w, players, ...),
                     defender=card_ref("defender", required=False, types=("hero", "ally")))
    does = _get(t, "does", path, w, str)
    if does not in ACTIONS:
        raise InputError(f"unknown action {does!r} at '{w}.does'; known: {', '.join(ACTIONS)}", path, f"{w}.does")
    return Event("action", by=_player(t, "by", path, w, players, ...), card=card_ref("card", required=False),
                 does=does, target=card_ref("target", required=False))
