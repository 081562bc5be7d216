"""The player who defeated a card (issue 15 §5): "The player who defeated this scheme draws 1 card", "The player who
defeated this side scheme is stunned", "... takes 2 damage", "Crossbones activates against the player who defeated
this scheme".

The catalogue side (`as_you`, the other ``*_as_judged`` shapes, `in_ability_why`): "the player who defeated this
card" (a player with one PERFORMED filter "who defeated" on this card, the card named, or "it") is judged as "you"
is: one player the engine names. Only where the engine op names that player:

- the target of who draws, is given a status card, takes damage (`KINDS`); "confuses their identity": a status card
  on that player's own identity (`own_identity`);
- the player an activation is against (ACTIVATE's ``source``), a card found by a discard until is put into play
  engaged with (PUT_INTO_PLAY's ``source``), an encounter card is dealt to (DEAL_ENCOUNTER's target, `deal_op`);
- the player who deals damage ("deals 1 damage to each character they control": `dealt_by`, judged as the damage
  dealt to what takes it), who discards the top cards of their deck (`discards_own_deck`) or N cards from their hand
  (`discards_from_hand`), judged as "your deck / hand".

And only in the card's own When Defeated ability, or, for "the player who defeated it", in an ability whose trigger
waits for one card being defeated (`in_ability_why`, `defeated_trigger`): the defeat its words speak of is the one
its ability waits for. Anywhere else it is left unread. A plain "it" / "they" after that player in the same ability is
not guessed (`it_after_why`): the structure does not tell that player from the card.

The situation side (`defeater_of`, `targets`, the ``*_op`` functions): the situation states the defeat as a player's
action, ``action = { by = "alice", does = "defeat", target = "scheme" }`` ("alice defeats the scheme", the character
she did it with as ``card``, optional). Which player is "the player who defeated" it is the rule base's
(``defeater_is_actor``, encoded in ``encodings/marvel_champions/common/situation_defeated.py``): the player who
performed the action that defeated it. The card's When Defeated abilities then become items of the timing scenario
(`triggered`), and "when X is defeated" triggers are met by the card defeated (`defeat_met`), with that player named.
Any other event (an enemy attack, a reveal, no event that defeats the card) names nobody: the target is not named,
and the sentence is left unread (not decided), never guessed.

Promises: `defeater_target`, `names_defeater`, the shapes and the ``*_why`` checks are functions of the target /
effect / ability alone; `defeater_of`, `targets`, `activation_who`, `triggered`, `defeat_met` and the ``*_op``
functions of the situation (None: not named).
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m

__all__ = ["KINDS", "defeater_target", "own_identity", "names_defeater", "as_you", "in_ability_why", "defeater_of",
           "targets", "activation_who", "triggered", "deal_op", "defeated_trigger", "defeat_met", "dealt_by",
           "damage_as_judged", "damage_op", "discards_own_deck", "deck_as_judged", "deck_op",
           "discards_from_hand", "hand_as_judged", "hand_op", "it_after_why", "it_after"]

N = m.Noun
#: the kinds whose engine op names its player through the situation's targets (`_Builder.targets`): who draws, who
#: is given a status card, who takes damage
KINDS = (m.EffectKind.DRAW, m.EffectKind.GIVE_STATUS, m.EffectKind.TAKE_DAMAGE)


def _plain(t: m.Target) -> bool:
    return not t.also and t.owner is None and t.count is None and not t.filters


def defeater_target(t: m.Target | None) -> bool:
    """Whether ``t`` is "the player who defeated this card" (or "... who defeated <the card named>")."""
    if t is None or t.noun is not N.PLAYER or t.also or t.owner is not None or t.count is not None or t.name:
        return False
    if t.quantifier not in (m.Quantifier.THE,) or len(t.filters) != 1:
        return False
    f = t.filters[0]
    x = f.target
    return f.kind is m.FilterKind.PERFORMED and f.value == "who defeated" and x is not None and _plain(x) \
        and x.noun in (N.THIS_CARD, N.NAMED_CARD, N.IT)


def own_identity(e: m.Effect) -> m.Effect:
    """``e`` with "the player who defeated this card confuses / stuns their identity" read as "the player who defeated
    this card is confused / stunned" (the status card goes on that player's own identity: "their" is the player
    performing it); any other effect unchanged."""
    t = e.target
    if e.kind is not m.EffectKind.GIVE_STATUS or not defeater_target(e.source) or t is None \
            or t.noun not in (N.IDENTITY, N.HERO) or t.filters or t.also or t.count is not None or t.owner is None \
            or t.owner.noun is not N.IT or not _plain(t.owner):
        return e
    return replace(e, target=e.source, source=None)


def names_defeater(e: m.Effect) -> bool:
    """Whether ``e`` names the defeating player where the engine reads it: the target of a kind of `KINDS` (or the
    player giving their own identity a status card, `own_identity`), the player an activation is against or a card
    put into play is engaged with, the player an encounter card is dealt to (`deal_op`), the player dealing damage
    (`dealt_by`), the player discarding the top of their deck (`discards_own_deck`) or from their hand
    (`discards_from_hand`)."""
    e = own_identity(e)
    if e.kind in (m.EffectKind.ACTIVATE, m.EffectKind.PUT_INTO_PLAY):
        return defeater_target(e.source)
    return (e.kind in KINDS + (m.EffectKind.DEAL_ENCOUNTER,) and defeater_target(e.target)) or dealt_by(e) \
        or discards_own_deck(e) or discards_from_hand(e)


def as_you(effect: m.Effect) -> m.Effect:
    """``effect`` with its "the player who defeated this card" judged as "you" (one player the engine names); any
    other effect unchanged."""
    if not names_defeater(effect) or dealt_by(effect) or discards_own_deck(effect) or discards_from_hand(effect):
        return effect   # (judged by `damage_as_judged`, `deck_as_judged`, `hand_as_judged`)
    effect = own_identity(effect)
    if effect.kind in (m.EffectKind.ACTIVATE, m.EffectKind.PUT_INTO_PLAY):
        return replace(effect, source=m.Target(N.YOU))
    return replace(effect, target=m.Target(N.YOU))


def in_ability_why(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """Why "the player who defeated this card" in ``ability`` names nobody the engine knows (None when it does, or
    when ``effect`` names no such player): only the card's own When Defeated ability waits for its defeat."""
    if not names_defeater(effect):
        return None
    e = own_identity(effect)
    x = (e.source if e.kind in (m.EffectKind.ACTIVATE, m.EffectKind.PUT_INTO_PLAY) else e.target).filters[0].target
    if ability is not None and ability.kind is m.AbilityKind.WHEN_DEFEATED and x.noun is not N.IT:
        return None
    if ability is not None and x.noun is N.IT and defeated_trigger(ability.trigger):
        return None   # "When attached enemy is defeated, the player who defeated it ...": the trigger's subject
    return "'the player who defeated' outside its card's When Defeated ability or an 'X is defeated' trigger: not " \
           "named by the engine"


def defeated_trigger(t: m.Trigger | None) -> bool:
    """Whether trigger ``t`` waits for one card being defeated ("when attached enemy is defeated", "after this minion
    is defeated"): the DEFEATED event alone, with its subject (the card defeated) and nothing else."""
    return t is not None and t.event is m.EventKind.DEFEATED and not t.also and t.joined is None \
        and t.subject is not None and t.object is None and not t.filters and t.source is None \
        and t.not_source is None and t.during is None and t.amount is None


def _defeated_card(b, t: m.Target, card) -> str | None:
    """The id of the card the filter of ``t`` names as defeated, in the ability of ``card`` being converted: this
    card, or the card named (which must be it), in its When Defeated ability; "it", the card the situation's defeat
    has as its target, in an ability whose "X is defeated" trigger it met (`defeat_met`); None otherwise."""
    from .structure import structures
    a = getattr(b, "_ability", None)
    x = t.filters[0].target
    if a is None:
        return None
    if x.noun is N.IT:
        st = next((y for i, y in structures(card) if i.index == a.index), None)
        met = st is not None and defeated_trigger(st.trigger) and (card.id, a.index) not in b.not_met
        return b.sit.event.target if met else None
    if a.label != "When Defeated":
        return None
    return card.id if x.noun is N.THIS_CARD or (x.name or "").lower() == card.name.lower() else None


def defeater_of(b, card, defeated: str | None = None) -> str | None:
    """The player who defeated ``card`` (or the card ``defeated`` names) in builder ``b``'s situation: the player
    whose stated action ("defeat") has that card as its target, when the rule base says the defeating player is the
    one who performed that action (``defeater_is_actor``); None otherwise (nobody named: not decided)."""
    from .rules import situation_facts
    ev = b.sit.event
    if ev.kind != "action" or ev.does != "defeat" or ev.target != (defeated or card.id) or ev.by not in b.sit.players:
        return None
    facts = situation_facts(b.rules)
    if not facts.holds("defeater_is_actor"):
        return None
    b.clauses |= set(facts.because("defeater_is_actor"))
    return ev.by


def targets(b, t: m.Target, card) -> list[str] | None:
    """The identity of the player who defeated ``card`` (what "the player who defeated this card" ``t`` names),
    in the card's When Defeated ability only; None when not named."""
    defeated = _defeated_card(b, t, card)
    who = defeater_of(b, card, defeated) if defeated else None
    return [b.identity(who)] if who else None


def activation_who(b, card, e: m.Effect) -> str | None:
    """The player an activation "against the player who defeated this card" is against, or a card "put into play
    engaged with the player who defeated this scheme" is engaged with (``e.source``; None: not named)."""
    defeated = _defeated_card(b, e.source, card) if defeater_target(e.source) else None
    return defeater_of(b, card, defeated) if defeated else None


def triggered(sit, card, kind: str | None) -> bool:
    """Whether ``card``'s ability of timing ``kind`` ("when_defeated") is triggered by the situation's event: a
    player's action that defeats that card."""
    ev = sit.event
    return kind == "when_defeated" and ev.kind == "action" and ev.does == "defeat" and ev.target == card.id


def deal_op(b, card, e: m.Effect) -> dict | None:
    """The engine effect of "deal the player who defeated this scheme an encounter card" / "deal <this card> to the
    player who defeated it as a facedown encounter card" (DEAL_ENCOUNTER ``e``, target that player): the same as to
    "you" (`_Builder._op`), to the defeating player; None when the player or the card is not named."""
    defeated = _defeated_card(b, e.target, card)
    who = defeater_of(b, card, defeated) if defeated else None
    if who is None:
        return None
    if e.given is not None:
        moved = b.moved(card, e.given)
        return {"op": "deal_card", "target": moved, "card": who} if moved else None
    n = 1 if e.amount is None else b.counted(e.amount)
    return {"op": "deal_encounter", "targets": [b.identity(who)], "amount": n} if n else None


def defeat_met(b, card, t: m.Trigger, who: str | None, kind: str | None) -> bool | None:
    """Whether the situation's defeat (a player's action "defeat", target the card defeated) meets the "X is
    defeated" trigger ``t`` of an ability of ``card``: its subject must name the card defeated (not the player's
    character, as for what that player does); None when the event is no defeat or ``t`` no such trigger (the
    caller's matching then applies; the caller keeps why a trigger is not met)."""
    from .structure import subject_matches
    ev = b.sit.event
    if ev.kind != "action" or ev.does != "defeat" or not defeated_trigger(t) or ev.target not in b.sit.cards:
        return None
    return subject_matches(t.subject, card, b.sit.card(ev.target), who, kind)


# --- damage dealt by the defeating player ("The player who defeated this scheme deals 5[per_hero] damage to the
# villain", "... deals 1 damage to each character they control"): the structure's target is that player (who deals
# it), its ``source`` what takes it ---------------------------------------------------------------------------------
def _they_control(t: m.Target) -> bool:
    """Whether ``t`` is "each character (ally) they control": the characters of the player performing the effect."""
    return t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.noun in (N.CHARACTER, N.ALLY) \
        and t.owner is None and t.count is None and not t.also and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.CONTROLLER and t.filters[0].value == "they control"


def dealt_by(e: m.Effect) -> bool:
    """Whether ``e`` is damage the player who defeated this card deals to what its ``source`` names."""
    return e.kind is m.EffectKind.DEAL_DAMAGE and defeater_target(e.target) and e.source is not None


def damage_as_judged(e: m.Effect) -> m.Effect:
    """``e`` (`dealt_by`) judged as the same damage dealt to what takes it ("each character they control" as "each
    character you control": the player performing it is the one "you" names); any other effect unchanged. Who deals
    the damage changes no outcome the engine computes: the damage taken is the same."""
    if not dealt_by(e):
        return e
    t = e.source
    if _they_control(t):
        t = replace(t, filters=(replace(t.filters[0], value="you control"),))
    return replace(e, target=t, source=None)


def damage_op(b, card, sentence, e: m.Effect) -> dict | None:
    """The engine's ``damage`` of ``e`` (`dealt_by`): to the characters the defeating player controls ("they
    control"), or to what the situation's targets name ("the villain"); None when the defeating player, the targets or
    the amount is not named."""
    defeated = _defeated_card(b, e.target, card)
    who = defeater_of(b, card, defeated) if defeated else None
    n = b.amount(e)
    if who is None or n is None:
        return None
    if _they_control(e.source):
        kinds = ("hero", "alter_ego", "ally") if e.source.noun is N.CHARACTER else ("ally",)
        ts = [c.id for c in b.sit.cards.values() if c.card_type in kinds and c.id in b.characters
              and c.controller == who]
    else:
        ts = b.targets(e.source, card, sentence, e.span)
    return {"op": "damage", "targets": ts, "amount": n} if ts else None


# --- "The player who defeated this scheme discards the top 10 cards of their deck": the structure's target is that
# player, its ``source`` the cards ---------------------------------------------------------------------------------
def _their_deck_top(t: m.Target | None) -> bool:
    """Whether ``t`` is "the top (N) card(s) of their deck" (a top position and "of" their deck, nothing more)."""
    if t is None or t.noun is not N.CARD or t.also or t.owner is not None or len(t.filters) != 2:
        return False
    top = any(f.kind is m.FilterKind.POSITION and f.value == "top" and f.target is None for f in t.filters)
    deck = next((f.target for f in t.filters if f.kind is m.FilterKind.ZONE and f.value == "of"), None)
    return top and deck is not None and deck.noun is N.DECK and not deck.filters and not deck.also \
        and deck.count is None and deck.owner is not None and deck.owner.noun is N.IT and _plain(deck.owner)


def discards_own_deck(e: m.Effect) -> bool:
    """Whether ``e`` is "the player who defeated this card discards the top (N) card(s) of their deck"."""
    return e.kind is m.EffectKind.DISCARD and defeater_target(e.target) and _their_deck_top(e.source) \
        and e.amount is None


def deck_as_judged(e: m.Effect) -> m.Effect:
    """``e`` (`discards_own_deck`) judged as "discard the top (N) card(s) of your deck" ("their": the player performing
    it, whom "you" names); any other effect unchanged."""
    if not discards_own_deck(e):
        return e
    src = e.source
    fs = tuple(replace(f, target=replace(f.target, owner=m.Target(N.YOU))) if f.kind is m.FilterKind.ZONE else f
               for f in src.filters)
    return replace(e, target=replace(src, filters=fs), source=None)


def deck_op(b, card, e: m.Effect) -> dict | None:
    """The engine's ``discard_deck`` of ``e`` (`discards_own_deck`) on the defeating player's deck; None when that
    player or the count is not named."""
    defeated = _defeated_card(b, e.target, card)
    who = defeater_of(b, card, defeated) if defeated else None
    n = 1 if e.source.count is None else b.counted(e.source.count)
    return {"op": "discard_deck", "targets": [b.identity(who)], "amount": n} if who and n else None


# --- "The player who defeated this scheme discards 1 card from their hand": the structure's target is that player,
# its ``source`` their hand ------------------------------------------------------------------------------------------
def discards_from_hand(e: m.Effect) -> bool:
    """Whether ``e`` is "the player who defeated this card discards N card(s) from their hand" (a printed amount)."""
    h = e.source
    return e.kind is m.EffectKind.DISCARD and defeater_target(e.target) and e.amount is not None and h is not None \
        and h.noun is N.HAND and not h.filters and not h.also and h.count is None and h.owner is not None \
        and h.owner.noun is N.IT and _plain(h.owner)


def hand_as_judged(e: m.Effect) -> m.Effect:
    """``e`` (`discards_from_hand`) judged as "discard N card(s) from your hand" ("their": the player performing it);
    any other effect unchanged."""
    return replace(e, target=m.Target(N.HAND, owner=m.Target(N.YOU)), source=None) if discards_from_hand(e) else e


def hand_op(b, card, e: m.Effect) -> dict | None:
    """The engine's ``discard`` of ``e`` (`discards_from_hand`) from the defeating player's hand, as "discard N cards
    from your hand" is (`_Builder._op`); None when that player or the amount is not named."""
    defeated = _defeated_card(b, e.target, card)
    who = defeater_of(b, card, defeated) if defeated else None
    n = b.amount(e)
    return {"op": "discard", "targets": [b.identity(who)], "amount": n} if who and n is not None else None


# --- "it" / "they" after the player who defeated this card ("The player who defeated Senyaka is stunned. If they are
# already stunned, they take 3 damage."): the structure holds a plain "it", which may be that player or the card ---
def _names_in(ability: m.Ability | None) -> bool:
    return ability is not None and any(names_defeater(x) for x in ability.effects)


def _plain_it(t: m.Target | None) -> bool:
    return t is not None and t.noun is N.IT and t.is_a in (None, N.PLAYER) and _plain(t)


def it_after_why(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """Why an effect on a plain "it" in an ability that names the player who defeated its card is not applied: the
    structure does not tell that player ("they") from the card ("it"); None otherwise."""
    if _plain_it(effect.target) and not names_defeater(effect) and _names_in(ability):
        return "'it' / 'they' after 'the player who defeated': the player and the card are not told apart"
    return None


def it_after(b, card, t: m.Target) -> bool:
    """Whether ``t`` is such a plain "it" in the ability of ``card`` builder ``b`` converts (`it_after_why`): its
    targets are then not named."""
    from .structure import structures
    a = getattr(b, "_ability", None)
    if a is None or not _plain_it(t):
        return False
    st = next((y for i, y in structures(card) if i.index == a.index), None)
    return _names_in(st)
