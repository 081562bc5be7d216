"""What the words of an ability structure denote, for the trigger graph (an adapter, no rule).

`logic.abilities.model` says *what is printed* ("deal 1 damage to an enemy"); the graph needs
*which occurrence that is* (an enemy takes damage) and *which cards a noun can name*. These are
meanings of the printed words, not rules of the game: dealing damage and taking damage are one
occurrence seen from its two ends. They live here because the ability structure does not carry
them (yet); the lead may move them next to the model.

Promises: every table is total over the catalogue values it is asked about (an unknown value maps to
"nothing", which keeps an edge out, never in).
"""

from __future__ import annotations

from logic.abilities import model as m

__all__ = ["PRODUCES", "ACTOR_EVENTS", "TYPES", "PLAYER_TYPES", "ENCOUNTER_TYPES", "CHARACTER_TYPES",
           "noun_types", "PLAYER", "side_of", "acts", "ACTOR_WHEN_A_PLAYER_ACTS",
           "card_type_words", "ZONE_BEFORE", "OUT_OF_PLAY_AREAS", "zone_words", "copy_of", "FROM_OUT_OF_PLAY",
           "DAMAGE_EVENTS", "DAMAGE_EFFECTS", "asks_attack", "keeps_damage", "attack_label", "ATTACK_LABEL_UNREAD"]

E, V = m.EffectKind, m.EventKind

#: effect kind -> the triggering conditions its resolution creates (its own two ends)
PRODUCES: dict[m.EffectKind, tuple[m.EventKind, ...]] = {
    E.DEAL_DAMAGE: (V.TAKES_DAMAGE, V.DEALS_DAMAGE),
    E.TAKE_DAMAGE: (V.TAKES_DAMAGE,),
    E.HEAL: (V.HEALED,),
    E.PLACE_THREAT: (V.THREAT_PLACED,),
    E.REMOVE_THREAT: (V.THREAT_REMOVED,),
    E.MOVE_THREAT: (V.THREAT_PLACED, V.THREAT_REMOVED),
    E.PLACE_COUNTERS: (V.COUNTER_PLACED,),
    E.GIVE_STATUS: (V.STATUS_GIVEN,),
    E.DRAW: (V.DRAWN,),
    E.DISCARD: (V.DISCARDED, V.LEAVES_PLAY),
    E.REVEAL: (V.REVEALED,),
    E.PUT_INTO_PLAY: (V.ENTERS_PLAY,),
    E.ATTACH: (V.ATTACHED, V.ENTERS_PLAY),
    E.RETURN_TO_HAND: (V.LEAVES_PLAY,),
    E.REMOVE_FROM_GAME: (V.LEAVES_PLAY,),
    E.EXHAUST: (V.EXHAUSTED,),
    E.READY: (V.READIED,),
    E.DEAL_ENCOUNTER: (V.DEALT,),
    E.ACTIVATE: (V.ACTIVATES, V.ATTACK, V.SCHEME),
    E.ENGAGE: (V.ENGAGED,),
    E.FLIP: (V.CHANGES_FORM,),
    E.DEFEAT: (V.DEFEATED, V.LEAVES_PLAY),
    E.GIVE_BOOST: (V.BOOST,),
}

#: events whose printed subject is the one who acts ("after you draw", "after you remove threat"): the
#: acting player is the effect's "you"; the effect's target is the event's object
ACTOR_EVENTS = frozenset({V.DRAWN, V.PLAYED, V.DEALS_DAMAGE, V.THREAT_REMOVED, V.ATTACK, V.THWART,
                          V.SCHEME, V.ACTIVATES, V.DISCARDED})

#: events that have an actor only when the printed subject is a player ("when you reveal an encounter card":
#: the player reveals, the card is revealed; "after a treachery is revealed": the card undergoes it)
ACTOR_WHEN_A_PLAYER_ACTS = frozenset({V.REVEALED})
_PLAYER_NOUNS = (m.Noun.YOU, m.Noun.PLAYER, m.Noun.FIRST_PLAYER)


def acts(trigger: m.Trigger | None) -> bool:
    """Whether the trigger's printed subject is the one who acts (its object is what undergoes the event):
    an event of `ACTOR_EVENTS`, or one of `ACTOR_WHEN_A_PLAYER_ACTS` whose subject names a player."""
    if trigger is None:
        return False
    if trigger.event in ACTOR_EVENTS:
        return True
    return (trigger.event in ACTOR_WHEN_A_PLAYER_ACTS and trigger.subject is not None
            and trigger.subject.noun in _PLAYER_NOUNS)


PLAYER = "player"  # the type of a player (not a card): who draws, who removes threat
PLAYER_TYPES = ("hero", "alter_ego", "ally", "event", "resource", "upgrade", "support", "player_side_scheme",
                "obligation")
ENCOUNTER_TYPES = ("villain", "leader", "minion", "treachery", "attachment", "environment", "side_scheme",
                   "main_scheme")
TYPES = PLAYER_TYPES + ENCOUNTER_TYPES + (PLAYER,)
CHARACTER_TYPES = ("hero", "alter_ego", "ally", "villain", "leader", "minion")

N = m.Noun
_NOUN_TYPES: dict[m.Noun, tuple[str, ...]] = {
    N.HERO: ("hero",), N.ALTER_EGO: ("alter_ego",), N.IDENTITY: ("hero", "alter_ego"),
    N.VILLAIN: ("villain", "leader"), N.MINION: ("minion",), N.ENEMY: ("villain", "leader", "minion"),
    N.ALLY: ("ally",), N.CHARACTER: CHARACTER_TYPES,
    N.SCHEME: ("main_scheme", "side_scheme", "player_side_scheme"), N.MAIN_SCHEME: ("main_scheme",),
    N.SIDE_SCHEME: ("side_scheme", "player_side_scheme"), N.UPGRADE: ("upgrade",), N.SUPPORT: ("support",),
    N.EVENT: ("event",), N.ATTACHMENT: ("attachment",), N.TREACHERY: ("treachery",),
    N.OBLIGATION: ("obligation",), N.ENVIRONMENT: ("environment",),
    N.ENCOUNTER_CARD: ENCOUNTER_TYPES + ("obligation",), N.CARD: PLAYER_TYPES + ENCOUNTER_TYPES,
    N.PLAYER: (PLAYER,), N.FIRST_PLAYER: (PLAYER,), N.YOU: (PLAYER, "hero", "alter_ego"),
}


def noun_types(noun: m.Noun) -> tuple[str, ...] | None:
    """The types a noun can name; None for a noun that names no card or player the graph follows
    (damage, threat, a deck ...) or one resolved elsewhere (this card, it, a named card)."""
    return _NOUN_TYPES.get(noun)


def card_type_words(word: str) -> tuple[str, ...] | None:
    """The types a card-type word before "card" names ("an encounter card", "a treachery card"): a side
    (encounter: the encounter types and obligations, as `m.Noun.ENCOUNTER_CARD`; player: the player
    types) or one type; None for a word naming no type the graph follows ("aspect")."""
    w = word.lower().replace(" ", "_").replace("-", "_")
    if w == "encounter":
        return _NOUN_TYPES[N.ENCOUNTER_CARD]
    if w == "player":
        return PLAYER_TYPES
    return (w,) if w in TYPES and w != PLAYER else None


def side_of(card_type: str) -> str:
    """``player`` for a player card type or a player, ``encounter`` for an encounter card type."""
    return "encounter" if card_type in ENCOUNTER_TYPES else "player"


#: events that say where their object was just before: "enters play" (it was out of play), "leaves play"
#: and "is defeated" (it was in play); the meaning of the words, not a rule
ZONE_BEFORE: dict[m.EventKind, bool] = {V.ENTERS_PLAY: False, V.LEAVES_PLAY: True, V.DEFEATED: True}
#: the areas outside play a printed zone can name ("of your deck", "from your hand", "from the encounter set")
OUT_OF_PLAY_AREAS = (N.DECK, N.ENCOUNTER_DECK, N.HAND, N.DISCARD_PILE, N.ENCOUNTER_SET)
#: effects whose object is taken from outside play by the words' meaning (a deck, a hand, set aside)
FROM_OUT_OF_PLAY = (E.REVEAL, E.PUT_INTO_PLAY, E.DRAW, E.DEAL_ENCOUNTER, E.SEARCH)


def zone_words(f: m.Filter) -> bool | None:
    """Where a printed zone filter puts its card: True in play ("in play", "in your play area"), False
    outside play (a deck, a hand, a discard pile, set aside), None when it says neither."""
    if f.kind is m.FilterKind.SET_ASIDE:
        return False
    if f.kind is not m.FilterKind.ZONE:
        return None
    if f.value in ("in play", "from play") or (f.target is not None and f.target.noun is N.PLAY_AREA):
        return True
    if f.target is not None and f.target.noun in OUT_OF_PLAY_AREAS:
        return False
    return None


def copy_of(f: m.Filter) -> str | None:
    """The printed name a filter "(a copy) of <Name>" gives its card, lower case; None for another filter."""
    if (f.kind is m.FilterKind.ZONE and f.value == "of" and f.target is not None
            and f.target.noun is N.NAMED_CARD and f.target.name):
        return f.target.name.strip().lower()
    return None


#: the occurrences that are damage, and the effects that deal it
DAMAGE_EVENTS = (V.TAKES_DAMAGE, V.DEALS_DAMAGE)
DAMAGE_EFFECTS = (E.DEAL_DAMAGE, E.TAKE_DAMAGE)
#: `attack_label` of an ability some sentence of which was not read
ATTACK_LABEL_UNREAD = "unread"


def asks_attack(trigger: m.Trigger | None) -> bool | None:
    """What a damage trigger says of the damage's source: True for "damage from an attack" ("from an enemy
    attack": the reader puts the attack as the trigger's object or its source), False for "except by an
    attack", None when it says neither (or the trigger is not about damage)."""
    if trigger is None or trigger.event not in DAMAGE_EVENTS:
        return None
    if any(t is not None and t.noun is N.ATTACK for t in (trigger.object, trigger.source)):
        return True
    if trigger.not_source is not None and trigger.not_source.noun is N.ATTACK:
        return False
    return None


def keeps_damage(ab: m.Ability, e: m.Effect) -> bool:
    """Whether effect ``e`` is the damage of the ability's trigger itself, dealt elsewhere: "takes that
    damage instead" (an amount measured as "that" one, in a replacement, "instead"). Its source is then
    that damage's source (the words' meaning: *that* damage)."""
    return (e.kind in DAMAGE_EFFECTS and e.amount is not None and e.amount.variable == "that_amount"
            and any(c.kind is m.ConditionKind.INSTEAD for c in ab.conditions))


def attack_label(ab: m.Ability) -> str:
    """"attack" when the ability is labelled as an attack ("Hero Action (attack)"), "" when it is not and
    every sentence of its effects was read, `ATTACK_LABEL_UNREAD` when some was not (it may make attacks:
    "make the following 2 attacks in order"); words not read before its arrow are costs, which make none.
    An ability projected for a signature (`logic.pool_graph.signature.project_ability`, no sentences) carries
    its label as its qualifier."""
    if "attack" in ab.qualifier.replace("/", " ").split():
        return "attack"
    if ab.qualifier == ATTACK_LABEL_UNREAD or any(s.status is not m.ReadStatus.FULLY and s.part != "cost"
                                                  for s in ab.sentences):
        return ATTACK_LABEL_UNREAD
    return ""
