"""The ``zones`` vocabulary: where the things of one edge are at the moment an ability resolves.

The clauses of topic ``zones`` (``encodings/<game>/<lang>/loops_zones_*.py``) are written over a `ZoneView`
of one edge of the trigger graph (or one step of a cycle): the card whose ability resolves (`resolving`),
the thing its effect acts on (`acted_on`), whether each is in play just before the effect (`in_play`),
its printed type (`card_type_is`), whether it is a card at all (`is_card`: a player is not), and what the
ability's words say about out-of-play areas (`names_out_of_play_area`, `used_from_out_of_play`). The
clauses say which of these the rules tie together (an ability acts on cards in play unless its words name
an out-of-play area; an ally's ability is used while the ally is in play ...).

What the words themselves mean ("discard the top card of your deck": that card is in the deck; "after it
enters play": it was out of play before) is stated by `logic.pool_graph.edges`, not here.

Promises: the same objects and words give the same constraints.
"""

from __future__ import annotations

import z3

__all__ = ["ZoneView", "zone_clauses"]


class ZoneView:
    """One edge's moment (see the module). ``card`` and ``obj`` are `logic.pool_graph.edges._Obj`-like
    things (``t`` its type index, ``inplay`` a Bool); ``types`` the type names by index; ``out_area``:
    the effect's words name an out-of-play area for what it acts on; ``own_out``: the ability's words say
    its own card is used from an out-of-play state."""

    def __init__(self, card, obj, types: tuple[str, ...], out_area: bool, own_out: bool, ctx: z3.Context):
        self._card, self._obj, self._types = card, obj, types
        self._out_area, self._own_out = out_area, own_out
        self.ctx = ctx

    def resolving(self) -> list:
        """The card whose ability resolves."""
        return [self._card]

    def acted_on(self) -> list:
        """What the ability's effect acts on."""
        return [self._obj]

    def card_type_is(self, o, *names: str) -> z3.BoolRef:
        return z3.Or([o.t == self._types.index(n) for n in names if n in self._types]
                     or [z3.BoolVal(False, self.ctx)])

    def is_card(self, o) -> z3.BoolRef:
        """A card (not a player)."""
        return z3.Not(self.card_type_is(o, "player"))

    def in_play(self, o) -> z3.BoolRef:
        """In play just before the effect resolves."""
        return o.inplay

    def names_out_of_play_area(self, o) -> z3.BoolRef:
        """The effect's words name an out-of-play area (a deck, a hand, a discard pile, set aside) for ``o``."""
        return z3.BoolVal(self._out_area and o is self._obj, self.ctx)

    def used_from_out_of_play(self, o) -> z3.BoolRef:
        """The ability's words say it is used while its own card is out of play ("put this card into play
        from your discard pile")."""
        return z3.BoolVal(self._own_out and o is self._card, self.ctx)


def zone_clauses(rules: str) -> list:
    """The clauses of topic ``zones`` of rule base ``rules`` (none: nothing is said about zones)."""
    from logic.registry import load_rule_base
    return load_rule_base(rules).for_topic("zones")
