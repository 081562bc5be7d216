""""You and your teammates" (a "you" named with the players it owns): every player of the game.

The structure reads "your teammates" as the noun player owned by "you"; named together with "you" itself, the two
name each player of the game (the other players are the "you"'s teammates), whether "teammate" is singular or
plural. A teammate named alone is not this: which teammate is left open there."""

from ..abilities import model as m

__all__ = ["you_and_teammates"]


def you_and_teammates(t: m.Target | None) -> bool:
    """Whether ``t`` is "you and your teammates": an unfiltered, uncounted "you" whose only other target is the
    unfiltered, uncounted player(s) "you" owns."""
    if t is None or t.noun is not m.Noun.YOU or t.filters or t.count is not None or len(t.also) != 1:
        return False
    (x,) = t.also
    return x.noun is m.Noun.PLAYER and x.owner is not None and x.owner.noun is m.Noun.YOU and not x.owner.filters \
        and not x.filters and x.count is None and not x.also and x.quantifier is m.Quantifier.THE
