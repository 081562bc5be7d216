"""A plain-Python second check of the seat question: brute force over small concrete worlds.

Mirror of `logic.you.seat._rule_one`, with no solver. The seat clauses of a rule base (and the
world-only "you" clauses the seat problem takes with them) are built once on a z3 `World`, only to
obtain their syntax trees, and compiled into Python closures by the reference compiler
(`logic.you.reference._compile`, extended here to the seat vocabulary: the seat features, the
players by role and the seat itself are read off the concrete world). Then, for one seat case
(the card type and every `SEAT_FEATURES` value pinned), every world of at most three players is
visited: each way of giving the nine one-player roles to players (a set partition of the roles into
at most three blocks, plus one player holding no role while there is room), the group seat
(``every_player``) as one more element of its own, the card's encounter flag both ways, and every
element as the seat and as the member (the one player the one-player clauses name). A world respects
the seat situation's shape (the attacked and defending players are one player unless another player
defended; the group seat is no member's).

The verdict, as `rule_seat` words it under fixed readings: ``contradictory`` when no world and seat
satisfy every clause; ``ambiguous`` when some world admits two seats; else ``holds`` with the roles
whose player the seat is in every satisfying world (none: "depends on the world").
The bound (three players) is the reference's, not the solver's: a disagreement on ``holds`` vs
``ambiguous`` would mean the solver found a larger witness, which the differential test reports.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from ..registry import load_rule_base
from .reference import _as_formula, _compile, _ENUM_SORTS, _value_names
from .vocab import CARD_TYPES, SEAT_FEATURES, SEAT_ROLES, World

__all__ = ["SeatWorld", "reference_seat", "role_partitions"]

_CARD_FEATURES = ("host", "link")
_CARD_ROLES = ("controller", "owner", "host_controller", "engaged_player", "revealing_player")


@dataclass(frozen=True)
class SeatWorld:
    """One occurrence on one card: the case's features, who holds each role, and the seat."""

    players: int
    card_type: str
    is_encounter: bool
    features: tuple[tuple[str, str], ...]
    roles: tuple[int, ...]          # player index per role, in `SEAT_ROLES` order (the group: ``players``)
    seat: int
    member: int = 0

    def domain(self, sort: str) -> range:
        return range(self.players + 1) if sort == "Player" else range(0 if sort == "Action" else 1)


def _functions(w: World) -> dict[str, tuple[str, str, Callable]]:
    feats = {f"seat_{n}": ("Card" if n in _CARD_FEATURES else "Occurrence", f"Seat_{n}",
                           (lambda k: lambda world, i: world.features[k][1])(k)) for k, n in enumerate(SEAT_FEATURES)}
    roles = {r: ("Card" if r in _CARD_ROLES else "Occurrence", "Player",
                 (lambda k: lambda world, i: world.roles[k])(k)) for k, r in enumerate(SEAT_ROLES)}
    base = {"card_type": ("Card", "CardType", lambda world, i: world.card_type),
            "is_encounter_card": ("Card", "Bool", lambda world, i: world.is_encounter),
            "occ_card": ("Occurrence", "Card", lambda world, i: 0),
            "occ_sentence": ("Occurrence", "Sentence", lambda world, i: 0),
            # one occurrence: a clause over pairs in a sentence meets only the pair (o, o)
            "resolving_player": ("Occurrence", "Player", lambda world, i: 0),
            "seat_1": ("Occurrence", "Player", lambda world, i: world.seat),
            "member_1": ("Occurrence", "Player", lambda world, i: world.member)}
    return {**base, **feats, **roles}


@lru_cache(maxsize=32)
def _compiled(rule_base: str, readings: tuple) -> tuple:
    """The seat problem's clauses compiled to closures, each with its id (world-only ones first)."""
    from .problem import RuleProblem
    p = RuleProblem(rule_base, readings=dict(readings), topic="seat")
    w = World()
    view = w.ruling(1)
    memo = {"__names__": {**_value_names(w), **{(c.sort().name(), c.decl().name()): v
                                                  for n, t in w.seat_values.items() for v, c in t.items()}},
            "__functions__": _functions(w),
            "__enums__": {**_ENUM_SORTS, **{f"Seat_{n}": vals for n, vals in SEAT_FEATURES.items()}}}
    chosen = dict(p.readings)
    out = []
    for c in p.clauses:
        built = c.build_under(chosen.get(c.id))(view)
        built = list(built) if isinstance(built, (list, tuple)) else [built]
        out.append((c.id, [_compile(b, memo) for b in built]))
    return tuple(out)


def role_partitions(n_roles: int, max_blocks: int = 3):
    """Every way of giving ``n_roles`` roles to players, up to renaming: restricted growth strings."""
    def grow(prefix, blocks):
        if len(prefix) == n_roles:
            yield tuple(prefix), blocks
            return
        for b in range(min(blocks + 1, max_blocks)):
            yield from grow(prefix + [b], max(blocks, b + 1))
    yield from grow([], 0)


def _satisfies(clauses: list, world: SeatWorld) -> bool:
    """Every clause holds in ``world``; a clause that fails moves to the front (it tends to fail the
    next world too), which changes nothing but the time taken."""
    for k, (_, fs) in enumerate(clauses):
        for f in fs:
            if _as_formula(f(world, ())) is not True:
                if k:
                    clauses.insert(0, clauses.pop(k))
                return False
    return True


def reference_seat(rule_base: str, case: dict[str, str], readings: dict[str, str] | None = None) -> dict:
    """The seat verdict of ``case`` by brute force: ``{"status", "roles"}`` (see the module docstring)."""
    rb = load_rule_base(rule_base)
    chosen = rb.with_readings(dict(readings or {}))
    clauses = list(_compiled(rule_base, chosen))
    if case["card_type"] not in CARD_TYPES:
        raise ValueError(case["card_type"])
    features = tuple((n, case[n]) for n in SEAT_FEATURES)
    redirected = case["attack"] in ("redirected_before", "redirected_after")
    any_world = False
    forced = set(SEAT_ROLES)
    members = [r for r in SEAT_ROLES if r != "every_player"]
    for part, blocks in role_partitions(len(members)):
        given = dict(zip(members, part))
        if (given["attacked_player"] != given["defending_player"]) != redirected:
            continue
        for players in {blocks, min(blocks + 1, 3)}:
            roles = tuple(given.get(r, players) for r in SEAT_ROLES)  # the group: one element more
            for enc in (True, False):
                seats = {seat for seat in range(players + 1) for member in range(players + 1)
                         if _satisfies(clauses, SeatWorld(players, case["card_type"], enc, features, roles, seat,
                                                          member))}
                if len(seats) > 1:
                    return {"status": "ambiguous", "roles": []}
                for seat in seats:
                    any_world = True
                    forced &= {r for k, r in enumerate(SEAT_ROLES) if roles[k] == seat}
    if not any_world:
        return {"status": "contradictory", "roles": []}
    return {"status": "holds", "roles": [r for r in SEAT_ROLES if r in forced]}
