"""The player who performs an effect, when the sentence names one as its subject ("Each player must choose and
discard 1 card from their hand.", "That player may draw 1 card.", "Each player may search their deck ..."), and
the possessives ("their", "his or her") that refer back to that player.

The grammar reads such a subject in the rule of "may" / "must" (`en.lark`: ``may: target "may" | must``), apart from
the effect's own rule; `performed_by` puts it in the effect, where the structure keeps a performer:

- the effect's ``target`` when the effect has none and "none" does not mean "here" ("Each player may draw 1 card": the players draw, as "Each player
  draws 1 card" is built);
- for a discard, a reveal or an ability resolved, the ``target``, what is acted on moving to ``source``: the shape
  "X discards Y" has in the grammar ("Each player discards 1 card from their hand": target each player, source
  their hand);
- a search's ``searcher`` ("the first player searches the encounter deck for X");
- else the effect's ``performer`` (a field no engine entry reads yet: the catalogue refuses it, naming it).

`possessives_of` makes "their" (the grammar's anaphor "it", `owner_it`) name that player: an anaphor kept as a
player (``Target(IT, is_a=PLAYER)``, as "that player" is built), never a bare "it".

Promises: both functions read their arguments alone and return new model objects; "you" is no performer here (the
player resolving the ability, the effect's default), nor "the player who defeated ..." (its own builder).
"""

from __future__ import annotations

from dataclasses import replace

from . import model as m

__all__ = ["performed_by", "possessives_of", "player_subject", "shared_performer", "subject_of", "THAT_PLAYER"]

K = m.EffectKind
#: the anaphor "that player" (how the grammar builds it), what "their" names when a player is the subject
THAT_PLAYER = m.Target(noun=m.Noun.IT, is_a=m.Noun.PLAYER)
#: the kinds whose target left out is "here" (this card), not the player performing them
_HERE = (K.PLACE_THREAT, K.REMOVE_THREAT, K.PLACE_COUNTERS, K.REMOVE_COUNTERS, K.FLIP, K.PREVENT, K.CANCEL)
#: the kinds whose player target is the one performing them ("Each player takes 2 damage / draws 1 card / puts X
#: into play")
_DONE_BY_TARGET = (K.DISCARD, K.REVEAL, K.RESOLVE_ABILITY, K.DRAW, K.TAKE_DAMAGE, K.DISCARD_UNTIL, K.SHUFFLE,
                   K.RETURN_TO_HAND, K.PUT_INTO_PLAY)
#: the links by which a later effect of the sentence goes on with the same subject ("... draw 1 card, then choose
#: and discard 1 card from their hand", "... to either take 2 damage or place 2 threat here")
_GOING_ON = (m.Link.AND, m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OR)
#: the kinds whose printed shape "X <verb> Y" puts the performer X in ``target`` and Y in ``source`` (grammar.make)
_SHIFTED = (K.DISCARD, K.REVEAL, K.RESOLVE_ABILITY)


def player_subject(t: m.Target | None) -> bool:
    """Whether ``t`` names a player (or players) as a subject: "each player", "the first player", "that player",
    "each other player", "the players", "the player with ..." ("you" excluded)."""
    return t is not None and (t.noun in (m.Noun.PLAYER, m.Noun.FIRST_PLAYER)
                              or (t.noun is m.Noun.IT and t.is_a is m.Noun.PLAYER))


def _defeater(t: m.Target) -> bool:
    """"the player who defeated X": built by its own rule (the performer kept as a filter of the subject)."""
    return any(f.kind is m.FilterKind.PERFORMED for f in t.filters)


def _their(t: m.Target | None) -> m.Target | None:
    """``t`` with each bare "it" owner in it (its own, its filters', its "and"s', at any depth) as "that player"."""
    if t is None:
        return None
    owner = t.owner
    if owner is not None and owner.noun is m.Noun.IT and owner.is_a is None and not owner.filters \
            and owner.owner is None and not owner.also and owner.count is None:
        owner = THAT_PLAYER
    else:
        owner = _their(owner)
    filters = tuple(replace(f, target=_their(f.target)) if f.target is not None else f for f in t.filters)
    return replace(t, owner=owner, filters=filters, also=tuple(_their(x) for x in t.also))


def possessives_of(e: m.Effect) -> m.Effect:
    """``e`` with "their" (a bare "it" owner in its target, source or searcher) naming the player performing it,
    when a player performs it (its target, searcher or performer is a player subject, `player_subject`); else ``e``."""
    who = subject_of(e) or (e.target if e.source is not None else None)   # ("X puts Y into play": X, Y)
    if not player_subject(who) or _defeater(who):
        return e
    return replace(_theirs(e), target=e.target if e.target is who else _their(e.target),
                   searcher=e.searcher if e.searcher is who else _their(e.searcher))


def performed_by(e: m.Effect, who: m.Target | None) -> m.Effect:
    """``e`` with the player ``who`` its sentence names as the one performing it ("may" / "must") kept in it (see
    the module), and "their" naming that player; ``e`` as it is when ``who`` is no player subject, "the player who
    defeated ...", or already ``e``'s target (its possessives made to name its own player subject, `possessives_of`)."""
    if who is None or not player_subject(who) or _defeater(who) or e.target == who:
        return possessives_of(e)
    if e.kind is K.SEARCH and e.searcher is None:
        e = replace(e, searcher=who)
    elif e.target is None and e.kind not in _HERE:
        e = replace(e, target=who)
    elif e.kind in _SHIFTED and e.source is None:
        e = replace(e, target=who, source=e.target)
    else:
        e = replace(e, performer=who)
    return possessives_of(e)


def subject_of(e: m.Effect) -> m.Target | None:
    """The player subject ``e`` keeps as the one performing it (its performer, searcher, or its target for a kind
    done by its target), or None."""
    who = e.performer or e.searcher or (e.target if e.kind in _DONE_BY_TARGET else None)
    return who if player_subject(who) else None


def _theirs(e: m.Effect) -> m.Effect:
    """``e`` with every bare "it" owner in its target, source and searcher as "that player"."""
    return replace(e, target=_their(e.target), source=_their(e.source), searcher=_their(e.searcher))


def shared_performer(items: list) -> list:
    """The items of one sentence with "their" in the effects that go on from an effect a player subject performs
    naming that player ("That player may draw 1 card, then choose and discard 1 card from their hand": from that
    player's hand). The subject left out before the later verb is no printed word: those effects keep the shape
    they have alone (a performer put there would change the shape the engine reads, "... and reveals it").
    "The player who defeated ..." is left to its own builder."""
    out, who, link = list(items), None, None
    for i, it in enumerate(out):
        if isinstance(it, m.Link):
            link = it
            continue
        if not isinstance(it, m.Effect):
            continue
        own = subject_of(it)
        if own is not None:
            who = None if _defeater(own) else own
        elif who is not None and (link or it.link) in _GOING_ON:
            out[i] = _theirs(it)
        else:
            who = None
        link = None
    return out
