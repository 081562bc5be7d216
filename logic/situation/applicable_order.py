"""Which effects on a deck whose cards are known the outcome engine applies (`logic.timing.order_ops`): part of the
catalogue of `logic.situation.applicable`, which asks `order_why` for the kinds and shapes here.

- "discard cards from (the top of) the encounter deck until a <type> (with a trait) is discarded" (``discard_until``):
  the type sought is a minion, a side scheme, a treachery, an attachment, an obligation or any card ("a card"), with
  at most one printed trait ("a Sentinel minion", "a Magnetic card"); no amount, nobody else performing it;
- "shuffle the encounter deck" (``shuffle_deck``): its order becomes unknown;
- "reveal the top card of the encounter deck", "reveal another card from the encounter deck" (``reveal_top``): the
  resolving player reveals its top card;
- "... until a minion is discarded, and reveal it" / "Reveal that minion." (`until_of`, `found_why`): the card the
  discard stops at is revealed from the discard pile (the engine's ``discard_until`` with ``found = "reveal"``), the
  reveal right after the discard, on a plain "it" (of the type sought when it names one), nothing else read; applied
  with the discard or not at all;
- "... until a minion is discarded. Put that minion into play (engaged with you / the first player)." (``found =
  "put_into_play"``): the card it stops at enters play from the encounter discard pile (the engine's zone
  operation, not a reveal), engaged with the player named (the engine's ``engaged``: the situation names that
  player, else the discard is not converted);
- "discard cards from (the top of) your deck until you discard an ally" (a player type: ally, event, upgrade,
  support, or any card, at most one trait), perhaps with "then add that card to your hand" right after it
  (``found = "return_to_hand"``): the ``discard_until`` of `logic.timing.order_ops` on the resolving player's deck
  (its cards must be stated in order, `logic.timing.player_deck_ops`: else *not decided*);
- "reveal this card", "reveal <a card named>" (`card_reveal`): the zone operation ``reveal`` of
  `logic.timing.zone_ops` on that card (where its type sends it is the reveal policies', from the Reveal entry);
- "this card gains surge" (`surge_why`): the card being revealed makes its player reveal the next encounter card
  (Keywords p2.b21: ``reveal_top`` once its When Revealed ability is done; the situation converts it only in the
  ability of the card a reveal event reveals).

Both need the encounter deck's cards in order only when something asks for its top: where the situation does not
state them, the engine says *not decided*, naming the deck (never guessed).

Promises: functions of the effect alone.
"""

from __future__ import annotations

from ..abilities import model as m
from ..timing.vocab import ENCOUNTER
from .defeater import defeater_target

__all__ = ["ORDER_OPS", "SOUGHT_TYPES", "top_of", "order_shuffle", "sought", "from_encounter_deck", "order_why",
           "order_effect", "encounter_reveal", "surge_why", "until_of", "found_why", "card_reveal"]

K = m.EffectKind
#: effect kind -> the op of the outcome engine it becomes
ORDER_OPS: dict[m.EffectKind, str] = {K.DISCARD_UNTIL: "discard_until", K.REVEAL: "reveal_top"}
#: the nouns "until a <noun> is discarded" may name -> the printed type the engine tests ("" any card)
SOUGHT_TYPES: dict[m.Noun, str] = {m.Noun.MINION: "minion", m.Noun.SIDE_SCHEME: "side_scheme",
                                   m.Noun.TREACHERY: "treachery", m.Noun.ATTACHMENT: "attachment",
                                   m.Noun.OBLIGATION: "obligation", m.Noun.CARD: ""}
SOUGHT_TYPES[m.Noun.ENVIRONMENT] = "environment"   # "until an environment is discarded" (s12-decks2)


#: the player card types "until a <noun> is discarded" may name on your deck
SOUGHT_TYPES.update({m.Noun.ALLY: "ally", m.Noun.EVENT: "event", m.Noun.UPGRADE: "upgrade", m.Noun.SUPPORT: "support"})


def _plain_deck(t: m.Target | None) -> bool:
    """Whether ``t`` is "the encounter deck", nothing more."""
    return t is not None and t.noun is m.Noun.ENCOUNTER_DECK and not t.filters and not t.also and t.count is None \
        and t.owner is None


def order_shuffle(e: m.Effect) -> bool:
    """Whether ``e`` is "shuffle the encounter deck" (nothing shuffled into it)."""
    return e.kind is K.SHUFFLE and e.source is None and _plain_deck(e.target)


def _from_deck(t: m.Target | None) -> m.Target | None:
    """The deck X of "cards from (the top of) X" (English), "des cartes (du dessus) de X" (French: a place "zone"
    or a top position on X); None when ``t`` is no such target."""
    if t is None or t.noun is not m.Noun.CARD or t.also or t.count is not None or t.owner is not None \
            or len(t.filters) != 1:
        return None
    f = t.filters[0]
    if (f.kind is m.FilterKind.ZONE and f.value in ("from", "from the top of", "zone")) \
            or (f.kind is m.FilterKind.POSITION and f.value == "top"):
        return f.target
    return None


def from_encounter_deck(t: m.Target | None) -> bool:
    """Whether ``t`` is "cards from (the top of) the encounter deck"."""
    return _plain_deck(_from_deck(t))


def from_your_deck(t: m.Target | None) -> bool:
    """Whether ``t`` is "cards from (the top of) your deck"."""
    d = _from_deck(t)
    return d is not None and d.noun is m.Noun.DECK and not d.filters and not d.also and d.count is None \
        and d.owner is not None \
        and d.owner.noun is m.Noun.YOU and not d.owner.filters and not d.owner.also


def sought(u: m.Target | None) -> tuple[str, str] | None:
    """The (type, trait) ``discard_until`` looks for in "until a <trait> <noun> is discarded" ("" any; a trait
    written as a possessive, "a Crossfire's Crew minion", is that one whole trait); None when the engine cannot test
    it."""
    a_or_any = (m.Quantifier.A, m.Quantifier.ANY)
    if u is None or u.noun not in SOUGHT_TYPES or u.also or u.count is not None:
        return None
    if u.quantifier not in a_or_any and not (u.owner is not None and u.quantifier is m.Quantifier.THE
                                             and u.owner.quantifier in a_or_any):   # "a Crossfire's Crew minion"
        return None
    traits = [f for f in u.filters if f.kind is m.FilterKind.TRAIT]
    if len(traits) != len(u.filters) or len(traits) > 1 or (traits and (" or " in traits[0].value
                                                                         or not traits[0].value)):
        return None
    if u.owner is not None:   # "a Crossfire's Crew minion": the one trait "Crossfire's Crew", read as owned by a card
        o = u.owner
        if len(traits) != 1 or o.noun is not m.Noun.NAMED_CARD or not o.name or o.filters or o.also \
                or o.owner is not None or o.count is not None:
            return None
        return SOUGHT_TYPES[u.noun], f"{o.name}'s {traits[0].value}"
    return SOUGHT_TYPES[u.noun], (traits[0].value if traits else "")


def top_of(t: m.Target | None) -> m.Target | None:
    """The deck or pile X of a target "the top (N) card(s) of X" (a top position and "of X", or a top position on
    X, as the French reader gives "la carte du dessus de X"); None when ``t`` is no such target. (Also
    `logic.situation.applicable.top_of`, which imports this module.)"""
    if t is None or t.noun is not m.Noun.CARD or t.also or t.owner is not None:
        return None
    fs = t.filters
    if len(fs) == 1 and fs[0].kind is m.FilterKind.POSITION and fs[0].value == "top" and fs[0].target is not None:
        return fs[0].target
    if len(fs) != 2 or not any(f.kind is m.FilterKind.POSITION and f.value == "top" and f.target is None for f in fs):
        return None
    return next((f.target for f in fs if f.kind is m.FilterKind.ZONE and f.value == "of"), None)


def encounter_reveal(e: m.Effect) -> bool:
    """Whether ``e`` reveals one card off the top of the encounter deck: "reveal the top card of the encounter
    deck", "reveal a / another card from the encounter deck" (nobody else named, no count)."""
    t = e.target
    if e.kind is not K.REVEAL or e.source is not None or t is None or t.count is not None:
        return False
    top = top_of(t)
    if top is not None:
        return _plain_deck(top)
    return t.quantifier in (m.Quantifier.A, m.Quantifier.ANOTHER) and from_encounter_deck(t)


def surge_why(e: m.Effect) -> str | None:
    """Why "this card gains surge" is not applied (None when it is): its card, being revealed, makes the revealing
    player reveal the next encounter card once its reveal is done (Keywords p2.b21), the engine's ``reveal_top``;
    any other target, an amount or a duration is not applied."""
    t = e.target
    if t is None or t.noun is not m.Noun.THIS_CARD or t.filters or t.also or t.count is not None \
            or e.amount is not None or e.duration is not m.Duration.NONE:
        return "surge given to anything but this card, or with an amount or a duration: not applied"
    return None


def order_why(e: m.Effect) -> str | None:
    """Why the engine cannot apply ``e`` (a DISCARD_UNTIL, "shuffle the encounter deck", a REVEAL): None when it
    can."""
    if e.amount is not None:
        return f"amount: not applied to {e.kind.value}"
    if order_shuffle(e):
        return None
    if e.kind is K.REVEAL:
        return None if encounter_reveal(e) or card_reveal(e) else \
            "revealing anything but the top card of the encounter deck, this card or a card named: not applied"
    if not from_encounter_deck(e.target) and not from_your_deck(e.target):
        return "discarding until something is found from anything but the encounter deck or your deck: not applied"
    if sought(e.until) is None:
        return "discarding until a card the engine cannot test (a type with more than one trait, 'or', a count) is " \
               "found: not applied"
    return None


def order_effect(e: m.Effect) -> dict | None:
    """The outcome engine's effect for ``e`` (`order_why` holds): ``shuffle_deck``, ``reveal_top`` or
    ``discard_until`` (with the type and trait sought) on the encounter deck; None when the catalogue does not apply
    it, or for a card revealed by name (`card_reveal`: the situation names that card)."""
    if order_why(e) is not None:
        return None
    if order_shuffle(e):
        return {"op": "shuffle_deck", "target": ENCOUNTER}
    if card_reveal(e):   # the situation names the card (`logic.situation.order_effects.card_reveal_op`)
        return None
    if e.kind is K.REVEAL:
        return {"op": "reveal_top", "target": ENCOUNTER}
    kind, trait = sought(e.until)
    yours = "" if from_your_deck(e.target) else ENCOUNTER   # "": your deck (the situation names its identity)
    return {"op": "discard_until", "target": yours, **({"card": kind} if kind else {}),
            **({"trait": trait} if trait else {})}


# --- "discard ... until X is discarded, and reveal it": the card it stops at, revealed (``found = "reveal"``) ---------
def _index(ability: m.Ability, e: m.Effect) -> int | None:
    i = next((j for j, x in enumerate(ability.effects) if x is e), None)
    return i if i is not None else next((j for j, x in enumerate(ability.effects) if x == e), None)


def until_of(ability: m.Ability | None, e: m.Effect) -> m.Effect | None:
    """The DISCARD_UNTIL right before ``e`` when ``e`` reveals, or adds to a hand, "it" or "that <type>" ("and
    reveal it", "Reveal that minion.", "then add that card to your hand"); None otherwise."""
    t = e.target
    if ability is None or e.kind not in (K.REVEAL, K.RETURN_TO_HAND, K.PUT_INTO_PLAY) or t is None or not (
            t.noun is m.Noun.IT or (t.quantifier is m.Quantifier.THAT and t.noun in SOUGHT_TYPES)):
        return None
    i = _index(ability, e)
    if not i:
        return None
    prev = ability.effects[i - 1]
    return prev if prev.kind is K.DISCARD_UNTIL else None


def found_why(e: m.Effect, d: m.Effect) -> str | None:
    """Why the engine cannot reveal "it" (effect ``e``) as the card DISCARD_UNTIL ``d`` stops at (None when it can:
    the discard's own answer is `order_why`'s and the catalogue's). The conditions of the sentence both are read from
    ("If you are not engaged with an Acolyte minion, discard ... until a minion is discarded, then reveal it") are the
    discard's, tested with it: the reveal, carried by the discard, is done only when the discard is."""
    t = e.target
    yours = from_your_deck(d.target)
    if (e.kind is K.RETURN_TO_HAND) != yours:
        return "the card found revealed or put into play from your deck, or added to a hand from the encounter " \
               "deck: not applied"
    if e.kind is K.PUT_INTO_PLAY and e.source is not None and (e.source.noun not in (m.Noun.YOU, m.Noun.FIRST_PLAYER)
                                                                or e.source.filters
                                                                or e.source.also or e.source.owner is not None) \
            and not defeater_target(e.source):   # (the player who defeated this card: `defeater`)
        return "the card found put into play engaged with anyone but you or the first player: not applied"
    hand = e.source
    if e.kind is K.RETURN_TO_HAND and (hand is None or hand.noun is not m.Noun.HAND or hand.filters or hand.also
                                       or hand.owner is None or hand.owner.noun is not m.Noun.YOU):
        return "the card found added to any hand but yours: not applied"
    if (e.source is not None and e.kind is K.REVEAL) or e.zone is not None or e.controller is not None \
            or e.as_card is not None or e.side or e.amount is not None or e.optional \
            or (e.conditions and e.conditions != d.conditions) \
            or e.link not in (m.Link.FIRST, m.Link.AND, m.Link.THEN) or e.duration is not m.Duration.NONE \
            or t.filters or t.also or t.owner is not None or t.count is not None:
        return "revealing the card found with a condition, an amount, 'may' or another part: not applied"
    kept = t.is_a if t.noun is m.Noun.IT else t.noun   # "that minion": "it", kept as a minion
    if kept is not None and kept is not m.Noun.CARD and (d.until is None or d.until.noun is not kept):
        return "revealing 'that <type>' of another type than the one the discard looks for: not applied"
    return None


def card_reveal(e: m.Effect) -> bool:
    """Whether ``e`` is "reveal this card" / "reveal <a card named>", plainly (no source, amount or other target)."""
    t = e.target
    return e.kind is K.REVEAL and e.source is None and e.amount is None and t is not None \
        and t.noun in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD) and not t.filters and not t.also and t.count is None \
        and t.owner is None
