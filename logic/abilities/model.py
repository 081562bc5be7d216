"""The typed structure of one printed ability: frozen dataclasses and closed catalogues.

Every field is typed; there is no free-text field, no "other" kind and no catch-all effect.
What the grammar could not read is an `Unread` fragment with its character span, never a
field of the structure. The catalogues (`EffectKind`, `EventKind`, `CostKind`, `PredicateKind`,
`KeywordName`) are closed: the grammar's rule names are checked against them
(`logic.abilities.grammar`), so a new wording needs a new entry here, on purpose.

======================  ==================================================================
class                   what it holds
======================  ==================================================================
`Ability`               one printed ability (a line and its ``•`` options): label, `AbilityKind`,
                        form (hero/alter-ego/...), qualifier ("attack"), keywords, trigger,
                        conditions, costs, effects, limits, and per sentence its `Reading`
`Keyword`               a keyword with its number or counters (``Retaliate 1``, ``Uses (3 charge counters)``)
`Trigger`               event (`EventKind`), timing (when/after/would/start/end), each_time,
                        subject and object (`Target`), and a joined second event ("attacks and defeats")
`Condition`             if/while/as long as/play only if/instead/unless, on a `Predicate`
`Predicate`             what a condition tests (`PredicateKind`), on a subject, with an amount
`Cost`                  what is paid before the arrow (`CostKind`), amount, target
`Effect`                what happens (`EffectKind`), amount, target, status, stat, duration,
                        destination, and how it links to the effect before (`Link`)
`Target`                who or what: a `Noun`, a quantifier, filters, an owner
`Filter`                one restriction of a target: trait, card type, controller, ...
`Amount`                a number, X, "for each", per player, "up to"
`Limit`                 "Max N per round / phase / attack / game / player / deck"
`Contents`              a scenario's "Contents" line: villain stages, encounter sets, modular sets
`Unread`                a fragment the grammar did not read, with its span in the sentence
`Reading`               one sentence: its text, status (fully/partly/not read), the spans of
                        what was read and the unread fragments
======================  ==================================================================

A "you" keeps its seat and kind answer from `logic.cards.occurrences`; the structure adds its
role: a `Target` whose ``noun`` is ``you`` (or whose owner is ``you``) in an effect, a cost or a
trigger (`roles_of_you` in `logic.abilities.roles`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum

__all__ = ["AbilityKind", "Timing", "EventKind", "CostKind", "EffectKind", "PredicateKind", "ConditionKind",
           "KeywordName", "Link", "Noun", "Quantifier", "FilterKind", "Stat", "Status", "Duration", "Period",
           "Zone", "Order", "Reminder", "ReadStatus", "Amount", "Filter", "Target", "Keyword", "Trigger", "Predicate", "Condition",
           "Cost", "Effect", "Limit", "ContentsKind", "Contents", "Unread", "Reading", "Ability", "Span"]

#: (start, end) character offsets in the sentence text, end exclusive.
Span = tuple[int, int]


class _Named(str, Enum):
    """A closed catalogue whose values are the names used in JSON and in grammar rule names."""

    def __str__(self) -> str:
        return self.value


class AbilityKind(_Named):
    ACTION = "action"
    RESPONSE = "response"
    INTERRUPT = "interrupt"
    FORCED_RESPONSE = "forced_response"
    FORCED_INTERRUPT = "forced_interrupt"
    FORCED_ACTION = "forced_action"
    WHEN_REVEALED = "when_revealed"
    WHEN_DEFEATED = "when_defeated"
    WHEN_COMPLETED = "when_completed"
    BOOST = "boost"
    SETUP = "setup"
    SPECIAL = "special"
    RESOURCE = "resource"
    PREPARATION = "preparation"
    CONTENTS = "contents"
    STORY = "story"          # fan-made campaign labels read to the players (Read Aloud, Narration ...)
    RESOLUTION = "resolution"
    CONSTANT = "constant"    # no label: a keyword line or a constant ability


class Timing(_Named):
    WHEN = "when"
    AFTER = "after"
    WOULD = "would"
    START = "start"          # "at the start of"
    END = "end"              # "at the end of"


class EventKind(_Named):
    ATTACK = "attack"
    THWART = "thwart"
    SCHEME = "scheme"
    DEFEND = "defend"
    DEFEATED = "defeated"
    ENTERS_PLAY = "enters_play"
    LEAVES_PLAY = "leaves_play"
    REVEALED = "revealed"
    DEALT = "dealt"                  # an encounter card is dealt
    TAKES_DAMAGE = "takes_damage"
    DEALS_DAMAGE = "deals_damage"
    HEALED = "healed"
    THREAT_PLACED = "threat_placed"
    THREAT_REMOVED = "threat_removed"
    PLAYED = "played"
    DRAWN = "drawn"
    DISCARDED = "discarded"
    CHANGES_FORM = "changes_form"
    STEP_OR_PHASE = "step_or_phase"  # with Timing START or END
    ACTIVATES = "activates"
    BOOST = "boost"
    ENGAGED = "engaged"
    EXHAUSTED = "exhausted"
    READIED = "readied"
    ATTACHED = "attached"
    STATUS_GIVEN = "status_given"
    COMPLETED = "completed"
    COUNTER_PLACED = "counter_placed"
    RESOURCE_SPENT = "resource_spent"
    ABILITY_TRIGGERED = "ability_triggered"
    RESOLVED = "resolved"            # "after this attack", "after this activation ends"
    BASIC_POWER = "basic_power"      # "uses a basic power"
    RECOVER = "recover"              # "makes a basic recovery", "recovers"
    DEFEATS = "defeats"              # a character defeats an enemy or a scheme (the subject is the defeater)
    ENTERS_HAND = "enters_hand"      # "after this card enters your hand"
    HIT_POINTS_RESET = "hit_points_reset"  # "after <villain>'s hit points are reset"
    COUNTER_REMOVED = "counter_removed"    # "when the last lock counter is removed from here"
    PLACED = "placed"                # "a status card / damage is placed on <target>": the subject says what
    DECK_EMPTIED = "deck_emptied"    # "after your deck runs out of cards", "after the encounter deck resets"
    ABILITY_USED = "ability_used"    # "after you use your <quote> ability", "after you resolve a treachery"
    FACEUP = "faceup"                # "when a boost card is turned faceup"
    RESOURCE_GENERATED = "resource_generated"  # "after the engaged hero generates any number of resources"
    CANCELED = "canceled"            # "this effect cannot be canceled" (a CANNOT's ``forbids`` only)


class CostKind(_Named):
    EXHAUST = "exhaust"
    DISCARD = "discard"
    SPEND_RESOURCES = "spend_resources"
    REMOVE_COUNTERS = "remove_counters"
    TAKE_DAMAGE = "take_damage"
    RETURN_TO_HAND = "return_to_hand"
    REMOVE_FROM_GAME = "remove_from_game"
    DEFEAT = "defeat"
    PLACE_THREAT = "place_threat"


class EffectKind(_Named):
    DEAL_DAMAGE = "deal_damage"
    TAKE_DAMAGE = "take_damage"
    HEAL = "heal"
    PLACE_THREAT = "place_threat"
    REMOVE_THREAT = "remove_threat"
    PLACE_COUNTERS = "place_counters"
    REMOVE_COUNTERS = "remove_counters"
    MOVE_THREAT = "move_threat"
    GIVE_STATUS = "give_status"
    REMOVE_STATUS = "remove_status"
    DRAW = "draw"
    DISCARD = "discard"
    SEARCH = "search"
    REVEAL = "reveal"
    SHUFFLE = "shuffle"
    PUT_INTO_PLAY = "put_into_play"
    ATTACH = "attach"
    RETURN_TO_HAND = "return_to_hand"
    REMOVE_FROM_GAME = "remove_from_game"
    EXHAUST = "exhaust"
    READY = "ready"
    CANCEL = "cancel"
    PREVENT = "prevent"
    REDIRECT = "redirect"
    REPLACE = "replace"              # "... instead"
    MODIFY_STAT = "modify_stat"
    GAIN_KEYWORD = "gain_keyword"
    LOSE_KEYWORD = "lose_keyword"
    GAIN_SURGE = "gain_surge"
    GIVE_BOOST = "give_boost"        # give an enemy (additional) boost cards
    DEAL_ENCOUNTER = "deal_encounter"
    ACTIVATE = "activate"            # an enemy attacks or schemes
    ENGAGE = "engage"
    FLIP = "flip"
    DEFEAT = "defeat"
    GENERATE_RESOURCE = "generate_resource"
    RESOLVE_ABILITY = "resolve_ability"
    CHOOSE = "choose"                # "Choose:" / "choose one": the options follow as effects
    CANNOT = "cannot"                # a restriction: "X cannot be defeated", "you cannot attack"
    LOSE_GAME = "lose_game"
    WIN_GAME = "win_game"
    SET_ASIDE = "set_aside"
    GAIN_TRAIT = "gain_trait"
    GIVE_TO = "give_to"              # "give (this card) to the X player": it goes under that player's control
    TAKE_CONTROL = "take_control"    # "play under any player's control"
    LOOK = "look"                    # "look at the top 3 cards of your deck": seen by that player only
    PLAY = "play"                    # "you may play it this turn": played as from hand, its cost paid
    DEFEND = "defend"                # "X defends (for you) instead"
    JOIN_AREA = "join_area"          # "join another game area": moves to that player's play area
    GAIN_RESOURCE = "gain_resource"  # "you gain 2 resources": kept until spent (a pool of resources)
    LOSE_RESOURCE = "lose_resource"  # "you lose 1 resource"
    PUT_ON_DECK = "put_on_deck"      # "put it on top of your deck", "place it on the bottom of the X deck"
    DISCARD_UNTIL = "discard_until"  # "discard cards from the top of X until <until> is discarded"
    ADVANCE = "advance"              # "advance to stage 2A": the scheme (or villain) deck moves on to ``stage``
                                     # ("" = its next card); ``target`` the deck's card when printed
    MOVE_COUNTERS = "move_counters"  # "move the active counter to the next villain": ``counter`` moves to ``target``
    GAIN_BOOST_ICONS = "gain_boost_icons"  # "this card gains [boost][boost]": ``amount`` more boost icons on ``target``
    SKIP = "skip"                    # "do not give X a boost card for this activation": the step of kind
                                     # ``skips`` that the game would do does not happen (on ``target``, for ``duration``)
    VICTORY_DISPLAY = "victory_display"  # "add this card to the victory display": out of play, in that pile
    IGNORE_ALLY_LIMIT = "ignore_ally_limit"  # "does not count against your ally limit": its target is not counted
    IGNORE_SCHEME_LIMIT = "ignore_scheme_limit"  # "does not count against the player side scheme limit": its
                                                 # target is not counted among the side schemes a player may have
    SPEND = "spend"                  # "choose to either spend a [mental] resource or ...", "• Spend 3 resources.": an
                                     # effect (no arrow before it), ``amount`` resources of the types ``resources``


class PredicateKind(_Named):
    IN_FORM = "in_form"              # you are in hero / alter-ego form
    IN_PLAY = "in_play"
    HAS_TRAIT = "has_trait"
    HAS_STATUS = "has_status"
    COUNT_AT_LEAST = "count_at_least"
    COUNT_AT_MOST = "count_at_most"
    IS_EXHAUSTED = "is_exhausted"
    IS_ENGAGED = "is_engaged"
    CANNOT = "cannot"                # "if you cannot"
    DID = "did"                      # "if you do"
    DID_NOT = "did_not"              # "otherwise", "if no enemy activated this way"
    STAGE_COMPLETED = "stage_completed"
    IN_MODE = "in_mode"              # "in expert mode", "Standard Mode Only"
    ABLE = "able"                    # "if able"
    CONTROLS = "controls"            # "if you control <target>"
    IS_TYPE = "is_type"
    PAID_WITH = "paid_with"          # "if you paid for this card using 2 different resource types / a [energy] resource"
    REMOVES_LAST = "removes_last"    # "if this removes the last threat from that scheme"
    IS_CARD = "is_card"              # "if the villain is Avalanche": the subject is the named card
    TOOK_DAMAGE = "took_damage"      # "if you take no damage from that attack" (negated)
    HEALED = "healed"                # "if no damage was healed this way" (negated)
    UNDEFENDED = "undefended"        # "if this attack is undefended": the subject (an attack) has no defender
    IS_ATTACKING = "is_attacking"    # "while Wrecker is attacking": the subject is the attacker of the attack
                                     # being resolved
    ON_SIDE = "on_side"              # "if Alert Level is on its High side": the subject shows that side (``side``)
    HAS_RESOURCE = "has_resource"    # "if that card has a printed [physical] icon", the option "[energy] — ...":
                                     # the subject (that card) has one of the resource icons ``resources``; no
                                     # icon: "If that card's resource has:", the options that follow name them
    DURING = "during"                # "Play only during your turn": the subject is the period (a turn, a phase)
    ATTACHED = "attached"            # "if Cap's Shield is (not) attached to Captain America": the subject is attached
    #                                  to the object (``object``; no object: to anything)
    IS_FIRST_PLAYER = "is_first_player"   # "if you are the first player": the subject holds the first player token


class ConditionKind(_Named):
    IF = "if"
    WHILE = "while"
    AS_LONG_AS = "as_long_as"
    PLAY_ONLY_IF = "play_only_if"
    INSTEAD = "instead"
    UNLESS = "unless"
    OTHERWISE = "otherwise"
    FORM_ONLY = "form_only"          # "Hero form only."


class KeywordName(_Named):
    GUARD = "guard"
    QUICKSTRIKE = "quickstrike"
    RETALIATE = "retaliate"
    TOUGHNESS = "toughness"
    OVERKILL = "overkill"
    PIERCING = "piercing"
    RANGED = "ranged"
    PATROL = "patrol"
    ASSAULT = "assault"
    INCITE = "incite"
    SURGE = "surge"
    PERIL = "peril"
    PERMANENT = "permanent"
    VICTORY = "victory"
    USES = "uses"
    ACCELERATION = "acceleration"
    CRISIS = "crisis"
    HAZARD = "hazard"
    VILLAINOUS = "villainous"
    TEAM_UP = "team_up"
    RESTRICTED = "restricted"
    STALWART = "stalwart"
    STEADY = "steady"
    TEAMWORK = "teamwork"
    HINDER = "hinder"
    ALLIANCE = "alliance"
    VULNERABLE = "vulnerable"
    SETUP = "setup"
    UNIT_COST = "unit_cost"
    AMPLIFY = "amplify"
    CAPTURE = "capture"
    DEFINITIVE = "definitive"
    NEMESIS = "nemesis"              # reminder text "(X's nemesis minion.)": the hero it is the nemesis of
    STEADY_REMINDER = "steady_reminder"  # the reminder text of Steady, with its number of status cards
    FORM = "form"                    # "Suit form." / "Mass form.": this card is one of its hero's forms of the
                                     # family named (``trait``: "Suit", "Mass", "Energy")
    LINKED = "linked"                # "Linked (New Recruits)": set aside until that card (``trait``) brings it in
    TEMPORARY = "temporary"          # discarded from play at the end of the round
    REQUIREMENT = "requirement"      # "Requirement ([mental])": those resources (``resources``) must be spent
                                     # while paying for the card


class Link(_Named):
    """How an effect follows the one before it."""
    FIRST = "first"
    AND = "and"
    THEN = "then"
    IF_YOU_DO = "if_you_do"
    OTHERWISE = "otherwise"
    INSTEAD = "instead"
    OPTION = "option"                # one option of a "choose" list
    OR = "or"                        # "take 2 damage or be stunned": the other option of a two-way choice


class Noun(_Named):
    """What a target names (the head of its noun phrase)."""
    YOU = "you"
    THIS_CARD = "this_card"          # "this card", the card's own name, "here"
    NAMED_CARD = "named_card"        # another card named in the text
    IDENTITY = "identity"
    HERO = "hero"
    ALTER_EGO = "alter_ego"
    VILLAIN = "villain"
    ENEMY = "enemy"
    MINION = "minion"
    ALLY = "ally"
    CHARACTER = "character"
    SCHEME = "scheme"
    MAIN_SCHEME = "main_scheme"
    SIDE_SCHEME = "side_scheme"
    MISSION_ATTEMPT = "mission_attempt"  # "after you resolve a mission attempt"
    PLAYER = "player"
    FIRST_PLAYER = "first_player"
    CARD = "card"
    UPGRADE = "upgrade"
    SUPPORT = "support"
    EVENT = "event"
    ATTACHMENT = "attachment"
    TREACHERY = "treachery"
    OBLIGATION = "obligation"
    ENVIRONMENT = "environment"
    ENCOUNTER_CARD = "encounter_card"
    RESOURCE = "resource"
    ATTACK = "attack"
    ACTIVATION = "activation"
    DAMAGE = "damage"
    THREAT = "threat"
    DECK = "deck"
    ENCOUNTER_DECK = "encounter_deck"
    HAND = "hand"
    DISCARD_PILE = "discard_pile"
    STATUS_CARD = "status_card"
    BOOST_CARD = "boost_card"
    COUNTER = "counter"
    EFFECT = "effect"
    IT = "it"                        # "it", "that", "them": the thing named before
    PLAY_AREA = "play_area"
    PHASE = "phase"
    ROUND = "round"
    TURN = "turn"
    STEP = "step"
    GAME = "game"
    TEAM = "team"                    # "your team", "the enemy team" (team play)
    RESOURCE_ICON = "resource_icon"  # "for each resource icon on that card"
    BOOST_ICON = "boost_icon"
    ENCOUNTER_SET = "encounter_set"
    MISSION = "mission"              # "an ally at the mission": the mission card allies are sent to
    VICTORY_DISPLAY = "victory_display"  # "the victory display": where defeated victory cards go
    CAMPAIGN_POOL = "campaign_pool"  # "the campaign pool": the cards kept from game to game in campaign mode
    SET_ASIDE_AREA = "set_aside_area"  # "the set-aside area": where the cards set aside at setup wait


class Quantifier(_Named):
    A = "a"
    EACH = "each"
    ANOTHER = "another"
    THAT = "that"
    THIS = "this"
    THE = "the"
    ALL = "all"
    ANY = "any"
    UP_TO = "up_to"
    NUMBER = "number"


class FilterKind(_Named):
    TRAIT = "trait"
    CARD_TYPE = "card_type"
    CONTROLLER = "controller"        # "you control", "your"
    OWNER = "owner"
    ENGAGED_WITH = "engaged_with"
    ATTACHED = "attached"            # "attached", "attached to ..."
    FRIENDLY = "friendly"
    OTHER = "other"                  # "other", "another": not this card
    EXHAUSTED = "exhausted"
    READY = "ready"
    UNIQUE = "unique"
    FACEDOWN = "facedown"
    POSITION = "position"            # "top", "bottom"
    ZONE = "zone"                    # "in play", "from your hand"
    DAMAGED = "damaged"
    ACTIVE = "active"
    RANDOM = "random"
    SET_ASIDE = "set_aside"
    NEMESIS = "nemesis"
    FACEUP = "faceup"
    UNDEFENDED = "undefended"
    PRINTED = "printed"
    ACTED_ON = "acted_on"            # "the enemy you attacked": value is the act, target its performer
    PERFORMED = "performed"          # "the player who defeated this scheme": value is the act, target its object
    HAS_ATTACHED = "has_attached"    # "an enemy with an upgrade attached": target is what is attached
    SUPERLATIVE = "superlative"      # "with the most/highest/fewest <stat>": value "most <stat>" ...
    OPPOSING = "opposing"            # "a rival hero": of the other team
    NOT_TRAIT = "not_trait"          # "non-Elite", "without the Aerial trait": value is the trait (or type)
    BASIC = "basic"                  # "a basic attack": made with the identity's basic power
    CONSEQUENTIAL = "consequential"  # "consequential damage"
    PERFORMER = "performer"          # "an enemy attack": who performs it
    ACTIVATION_KIND = "activation_kind"  # "a scheme activation", "an attack activation"
    INCLUDING_SELF = "including_self"    # "(including this one)": the card itself counts too
    STATUS = "status"                # "a tough status card", "a stunned or confused character": value the status(es)
    OTHER_THAN = "other_than"        # "a character other than your hero": target is what is excluded
    AGAINST = "against"              # "an attack against you": target is who the attack is against
    EXCESS = "excess"                # "excess damage": beyond what defeats the target
    NOT_ATTACHED = "not_attached"    # "without a copy of X attached": target is what must not be attached
    CHOSEN = "chosen"                # "the chosen leader": the one the players chose at setup
    RESTRICTED = "restricted"        # "restricted cards": cards with the Restricted keyword
    IDENTITY_SPECIFIC = "identity_specific"  # "an identity-specific ally": a card of a hero's own set
    FORM = "form"                    # "your suit form upgrade": a card with the Form keyword of that family (value
    #                                  "suit form", "mass form")
    RESOURCE = "resource"            # "a card with a printed [mental] resource", "each [energy] resource": value the
    #                                  resource icon(s) the card has ("mental", "energy or wild")


class Stat(_Named):
    ATK = "atk"
    THW = "thw"
    DEF = "def"
    REC = "rec"
    SCH = "sch"
    HIT_POINTS = "hit_points"
    HAND_SIZE = "hand_size"
    COST = "cost"


class Status(_Named):
    STUNNED = "stunned"
    CONFUSED = "confused"
    TOUGH = "tough"


class Duration(_Named):
    NONE = "none"
    THIS_ATTACK = "this_attack"
    THIS_ACTIVATION = "this_activation"
    THIS_SCHEME = "this_scheme"
    THIS_PHASE = "this_phase"
    THIS_ROUND = "this_round"
    END_OF_PHASE = "end_of_phase"
    END_OF_ROUND = "end_of_round"
    WHILE_ATTACHED = "while_attached"
    THIS_TURN = "this_turn"


class Period(_Named):
    ROUND = "round"
    PHASE = "phase"
    ATTACK = "attack"
    GAME = "game"
    PLAYER = "player"
    DECK = "deck"
    CHARACTER = "character"
    ALLY = "ally"
    MINION = "minion"
    ENEMY = "enemy"
    HERO = "hero"
    VILLAIN = "villain"
    SCHEME = "scheme"
    CARD = "card"                    # "(Limit once per card.)": counted apart for each card
    BASIC_POWER_USE = "basic_power_use"  # "(Max 1 per basic power use.)": counted apart for each basic power used
    EVENT = "event"                  # "(Max 1 per event.)": counted apart for each event card (s12-engram5)


class Reminder(_Named):
    """The rule a printed reminder recalls (``Ability.reminders``): it adds nothing to the ability, it names the rule
    (s12-engram5)."""
    ABILITIES_IN_SEQUENCE = "abilities_in_sequence"  # "(Resolving each ability is a step in a sequence.)": each
    #                                  ability the effect resolves is a step of its own, one after another (not at
    #                                  once, as effects joined by "and" are: Rules Reference "And")


class Order(_Named):
    """The order in which the players resolve an effect each of them resolves."""
    PLAYER = "player_order"          # "in player order": the first player first, then clockwise
    ANY = "any_order"                # "in any order": in the order the player (or players) choose


class Zone(_Named):
    HAND = "hand"
    DECK = "deck"
    DISCARD = "discard"
    PLAY = "play"
    ENCOUNTER_DECK = "encounter_deck"
    ENCOUNTER_DISCARD = "encounter_discard"
    SET_ASIDE = "set_aside"
    OUT_OF_GAME = "out_of_game"
    UNDER = "under"


class ReadStatus(_Named):
    FULLY = "fully"
    PARTLY = "partly"
    NOT = "not"


@dataclass(frozen=True, slots=True)
class Amount:
    """A number (``value``), X defined on the card (``variable``), "for each" (``per``), "[per_hero]",
    "up to", "additional"."""
    value: int | None = None
    variable: str | None = None       # "X", or how the amount is measured: "that_amount", "number_of", "stat_of",
    #                                   "all" ("heal all damage", "remove all threat": as much as there is)
    per: "Target | None" = None
    per_player: bool = False
    up_to: bool = False
    additional: bool = False
    defined_as: "Amount | None" = None  # X defined on the card: "where X is the number of ..."
    at_least: bool = False            # "3 or more", "more than 2" (value 3): this amount or more
    stat: "Stat | None" = None        # "stat_of": the statistic measured ("equal to its ATK", "its printed cost")


@dataclass(frozen=True, slots=True)
class Filter:
    """One restriction of a target. ``value`` is a typed catalogue value (a `Noun`, a `Zone`, a
    seat word such as ``you``) or the printed trait name for ``TRAIT``."""
    kind: FilterKind
    value: str = ""
    target: "Target | None" = None    # what the filter relates to: "attached to <target>", "from <target>"


@dataclass(frozen=True, slots=True)
class Target:
    """Who or what an item is about: a noun, a quantifier, filters and an owner ("your", "its")."""
    noun: Noun
    quantifier: Quantifier = Quantifier.THE
    filters: tuple[Filter, ...] = ()
    owner: "Target | None" = None
    count: Amount | None = None
    name: str = ""               # the printed card name when ``noun`` is NAMED_CARD
    also: tuple["Target", ...] = ()  # "X and Y", "X or Y": the other targets named with this one
    is_a: "Noun | None" = None   # when ``noun`` is IT: the noun the anaphor keeps ("that enemy": ENEMY), a type filter


@dataclass(frozen=True, slots=True)
class Keyword:
    name: KeywordName
    value: int | None = None
    variable: str | None = None
    per_player: bool = False
    counters: str = ""           # the counter name of ``Uses``
    trait: str = ""              # the trait of ``Teamwork (Avenger)``; the heroes of Team-Up; the hero of NEMESIS
    resources: tuple[str, ...] = ()  # the resource icons of ``Requirement ([mental][mental])``
    span: Span = (0, 0)


@dataclass(frozen=True, slots=True)
class Trigger:
    event: EventKind
    timing: Timing
    each_time: bool = False
    subject: Target | None = None
    object: Target | None = None
    span: Span = (0, 0)
    also: tuple[EventKind, ...] = ()  # "attacks or thwarts": the other events that trigger it
    filters: tuple[Filter, ...] = ()  # of the event itself: "a basic attack", "an undefended attack", "under your control"
    source: Target | None = None      # "by an enemy attack", "from an attack": what causes the event
    during: Target | None = None      # "during an attack", "during the villain phase": when it must happen
    form: str = ""                    # "hero" or "alter_ego" for CHANGES_FORM to a form
    form_name: str = ""               # the printed name of that form ("Giant"), when printed
    amount: "Amount | None" = None    # "any amount of damage", "4 or more damage"
    stats: tuple[Stat, ...] = ()      # the basic powers named: "uses one of X's basic powers (THW, ATK, or DEF)"
    not_source: Target | None = None  # "except by / by anything other than <X>": what must not cause the event
    joined: "Trigger | None" = None   # "attacks and defeats / damages Y": the second event, which the first must
    #                                   bring about (DEFEATS or DEALS_DAMAGE, its object Y); met only when both are


@dataclass(frozen=True, slots=True)
class Predicate:
    kind: PredicateKind
    subject: Target | None = None
    object: Target | None = None
    amount: Amount | None = None
    negated: bool = False
    trait: str = ""
    status: Status | None = None
    form: str = ""                    # "hero" or "alter_ego" for IN_FORM
    counted: Noun | None = None       # what COUNT_AT_LEAST / COUNT_AT_MOST counts (damage, threat, cards)
    counter: str = ""                 # or the counter's printed name
    resources: tuple[str, ...] = ()   # PAID_WITH: the resource icons paid with
    exclusive: bool = False           # PAID_WITH: "using only ... resources"
    event: "EventKind | None" = None  # DID / DID_NOT: what happened (or not) to the subject ("no attack was made
    #                                   this way": ATTACK; "this attack defeats that enemy": DEFEATS, object the enemy)
    form_name: str = ""               # IN_FORM: the printed name of the form ("Biomorph", "Dense" mass form)
    side: str = ""                    # ON_SIDE: the printed name of the side ("High")
    mode: str = ""                    # IN_MODE: the mode named, in English ("expert", "standard", "competitive",
    #                                   "cooperative", "heroic")
    period: "Duration | None" = None  # DID: the period it happened in ("if you were defeated this round")


@dataclass(frozen=True, slots=True)
class Condition:
    kind: ConditionKind
    predicate: Predicate | None = None
    replaces: "Effect | None" = None  # "instead of <effect>": the effect this one replaces
    instead_of: "Target | None" = None  # "instead of the main scheme": the target the effect would have had
    span: Span = (0, 0)


@dataclass(frozen=True, slots=True)
class Cost:
    kind: CostKind
    amount: Amount | None = None
    target: Target | None = None
    resources: tuple[str, ...] = ()   # resource icons: energy, mental, physical, wild
    counter: str = ""                 # the counter's printed name ("charge") for REMOVE_COUNTERS
    span: Span = (0, 0)
    same_type: bool = False           # SPEND_RESOURCES: "of the same type" (all the resources spent share one type)


@dataclass(frozen=True, slots=True)
class Effect:
    kind: EffectKind
    amount: Amount | None = None
    target: Target | None = None
    source: Target | None = None      # "from", the performer of a passive effect
    status: Status | None = None
    stat: Stat | None = None
    keyword: KeywordName | None = None
    duration: Duration = Duration.NONE
    zone: Zone | None = None          # where to (put into play, return, shuffle into)
    counter: str = ""                 # the counter's printed name ("growth") for counter effects
    resources: tuple[str, ...] = ()   # resource icons generated
    form: str = ""                    # "hero" or "alter_ego" for FLIP to a form
    until: "Target | None" = None     # DISCARD_UNTIL: the card whose discard stops it
    controller: "Target | None" = None  # "enters play under your control": who controls it then
    forbids: "EventKind | None" = None  # CANNOT: the event that cannot happen to ``target`` ("threat cannot be
                                        # removed from this scheme": THREAT_REMOVED), by ``source`` when printed
    skips: "EffectKind | None" = None   # SKIP: the kind of the step that does not happen
    stage: str = ""                   # ADVANCE: the stage advanced to, its number and side ("2A"); "" the next
    maximum: "Amount | None" = None   # "(to a maximum of 10)": what the total (counters, bonus) never exceeds
    pays_for: "Target | None" = None  # "generate a [wild] resource for an event": what it can only pay for
    ignores: tuple["KeywordName", ...] = ()  # "ignoring any crisis icons": keywords that do not apply to it
    order: "Order | None" = None      # "in player order" / "in any order": how the players take turns at it
    unseen: bool = False              # "(without looking)": no player sees the card it moves
    divided: bool = False             # "remove 3 threat from among schemes in play": the amount is split among the
                                      # targets as the player chooses (not that amount from each)
    form_name: str = ""               # FLIP: the printed name of the form changed to ("change X to Biomorph form")
    as_card: "Target | None" = None   # PUT_INTO_PLAY: what the card is in play as ("as a Drone minion")
    given: "Target | None" = None     # GIVE_BOOST: the card given as the boost card ("give this card to the
                                      # enemy leader as a facedown boost card"); None: the top of the deck;
                                      # DEAL_ENCOUNTER: the card dealt ("deal this card to yourself as a
                                      # facedown encounter card"); None: the top of the encounter deck
    procedure: "EventKind | None" = None  # ACTIVATE: the game procedure the enemy starts, by its verb: ATTACK
                                          # ("attacks"), SCHEME ("schemes"), ACTIVATES ("activates against": an
                                          # attack or a scheme by the form of the player it is against)
    optional: bool = False            # "you may"
    link: Link = Link.FIRST
    conditions: tuple["Condition", ...] = ()  # the conditions of its sentence read before it ("If ..., draw")
    span: Span = (0, 0)
    trait: str = ""                   # GAIN_TRAIT: the trait gained, as printed ("Aerial")
    side: str = ""                    # PUT_INTO_PLAY, ATTACH, FLIP: the side the card shows, as printed ("Low side
    #                                   faceup", "flip it to its High side")
    searcher: "Target | None" = None  # SEARCH: who searches, when printed ("the first player searches the encounter
    #                                   deck for X": the first player; the piles the target, X the source)
    performer: "Target | None" = None  # the player printed as the subject who performs it, when ``target`` holds
    #                                   what it acts on and no other field keeps that player ("Each player may add 1
    #                                   threat to the main scheme ...": each player; `logic.abilities.performer`)
    option_cost: bool = False         # read before a ``•`` option's arrow ("• Exhaust X → remove this card"): what
    #                                   choosing that option pays (the option's cost, not the whole ability's)


@dataclass(frozen=True, slots=True)
class Limit:
    count: int
    period: Period
    span: Span = (0, 0)
    of: Target | None = None          # "Max 1 <Trait> card per player": what is counted
    each: "Period | None" = None      # "Limit once per round per player": counted apart for each player (...)


class ContentsKind(_Named):
    """What a line of a scenario's "Contents" names."""
    STAGES = "stages"      # villain (or scheme) stages: "Unus (I) and Unus (II)"
    SETS = "sets"          # encounter sets: "Unus, Infinites, and Standard sets"
    MODULAR = "modular"    # modular sets: "One modular encounter set (recommended: Bomb Scare)"


@dataclass(frozen=True, slots=True)
class Contents:
    """One line of a scenario's "Contents": the cards and sets the scenario is built from."""
    kind: ContentsKind
    names: tuple[str, ...] = ()       # the stages or sets named, as printed ("Unus (I)", "Infinites")
    expert: tuple[str, ...] = ()      # STAGES: the stages used in expert mode ("(Unus (II) and Unus (III) instead
    #                                   for expert mode)")
    expert_only: bool = False         # STAGES: "(Apocalypse (III) only for expert mode)": added in expert mode
    standard: bool = False            # SETS: "... and Standard sets": the Standard encounter set too
    count: int | None = None          # MODULAR: how many modular sets
    recommended: bool = False         # MODULAR: the sets named are a recommendation ("recommended: Bomb Scare")
    pack: str = ""                    # MODULAR: chosen from this scenario pack ("from the MojoMania scenario pack")
    chosen: bool = False              # STAGES, SETS: of the leader chosen at setup ("Chosen leader I and II")
    count_max: int | None = None      # MODULAR: the most modular sets, when a range is printed ("3–4 modular sets")
    span: Span = (0, 0)


@dataclass(frozen=True, slots=True)
class Unread:
    """A fragment of a sentence the grammar did not read: its text and span in the sentence."""
    text: str
    span: Span


@dataclass(frozen=True, slots=True)
class Reading:
    """One sentence and how far it was read. ``read`` are the spans of what the structure holds."""
    text: str
    status: ReadStatus
    part: str = "effect"              # "cost" (before the arrow) or "effect"
    read: tuple[Span, ...] = ()
    unread: tuple[Unread, ...] = ()
    dropped_words: int = 0            # words in neither: the audit, always 0 unless the reader is wrong


@dataclass(frozen=True, slots=True)
class Ability:
    """One printed ability: a line of card text and its ``•`` options."""
    kind: AbilityKind
    label: str = ""                   # the canonical printed label, "" for a constant ability
    form: str = ""                    # "hero", "alter_ego", "first_player", "mission" or ""
    qualifier: str = ""               # "attack", "thwart", "defense" ...
    section: str = "main"             # "main" or "boost"
    keywords: tuple[Keyword, ...] = ()
    trigger: Trigger | None = None
    conditions: tuple[Condition, ...] = ()
    costs: tuple[Cost, ...] = ()
    effects: tuple[Effect, ...] = ()
    limits: tuple[Limit, ...] = ()
    sentences: tuple[Reading, ...] = field(default=())
    contents: tuple[Contents, ...] = ()   # a scenario's "Contents" lines
    effect_sentences: tuple[int, ...] = ()   # per effect, the index in `sentences` it was read from (() unknown)
    any_player: bool = False          # "Any player may trigger this ability.": who may use it (each player, not only
    #                                   its controller); a property of the ability, not an effect
    reminders: tuple[Reminder, ...] = ()  # the rules its reminder texts recall ("(Resolving each ability is a step in
    #                                   a sequence.)"): each a catalogue value, no text

    @property
    def triggered(self) -> bool:
        """Whether the ability's label makes it wait for an event (responses and interrupts)."""
        return self.kind in (AbilityKind.RESPONSE, AbilityKind.INTERRUPT, AbilityKind.FORCED_RESPONSE,
                             AbilityKind.FORCED_INTERRUPT)


def _quick_pickling(cls: type) -> None:
    """Give a frozen slots dataclass the state functions ``dataclass`` writes for it (a list of its field
    values, set back with ``object.__setattr__``), with its field names looked up once rather than per
    object: a pool's readings are hundreds of thousands of these objects, pickled by the second reading
    process and by `logic.abilities.cache` (the state is the same list, so either pickles the other's)."""
    names = tuple(f.name for f in fields(cls))

    def __getstate__(self):
        return [getattr(self, n) for n in names]

    def __setstate__(self, state):
        for n, v in zip(names, state):
            object.__setattr__(self, n, v)
    cls.__getstate__, cls.__setstate__ = __getstate__, __setstate__


for _cls in [v for v in list(globals().values()) if isinstance(v, type) and "__slots__" in vars(v)
             and "__dataclass_fields__" in vars(v) and v.__module__ == __name__]:
    _quick_pickling(_cls)
del _cls
