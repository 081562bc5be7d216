"""Which effects of the ability structure the outcome engine can apply: one catalogue, kind by kind, field by field.

`why_not(effect)` is ``None`` when the outcome engine (`logic.timing.effects`, `logic.timing.zone_ops`) has a
game function for every part of ``effect`` (its kind, its amount, its target, its duration, its link, its
conditions and every other field set), and otherwise one short reason naming the first part it has none for.
`OP` says which engine op each applicable kind becomes. The situation's translation
(`logic.situation.scenario`: ``effect_op``, ``used_effects``) asks this catalogue first and converts nothing it
rejects; it may still find no conversion in a given situation (a "you" with no single player, a named card
absent), which is the situation's business, never the catalogue's.

What is accepted, in short (the reasons say the rest):

- amounts: a printed number, or a number per player ("[per_hero]": times the players in the situation); and, for
  the kinds of `COUNTED_KINDS`, a count the engine makes (`applicable_counts.counted`: "for each" counter on a
  card, player, card in your hand, card of a type or trait in play; "equal to" / "X is" a printed value of a card
  the situation names); "heal all damage", "remove all threat" (as much as there is: `applicable_all`); no other
  "for each" or X, no "up to", "additional", "or more", maximum;
- prohibitions: "cannot take damage / be healed / be defeated / attack / ready / defend", "threat cannot be removed
  from" a scheme
  the engine names (``forbid``; `applicable_counts.forbid_why_not`), constant or for an attack, phase or round;
- targets: you (your hero, identity, alter-ego), each/all heroes, players, identities, enemies, minions, allies,
  characters; each character / ally "you control"; this card, it, the villain, the main scheme, a named card, what this card is attached to; and a
  target the player chooses (a/any enemy, villain, minion, character, scheme) when the situation names the
  choice (the target of the event the ability is used for); one card the player picks with no "choose" ("deal 2
  damage to a minion", "exhaust a character you control", "attach to an Avenger ally", "another friendly
  character", "the minion with the highest printed hit points": `chosen.single`, for the kinds of
  `chosen.SINGLE_KINDS`; the engine's ``chosen`` mark, each pick a branch, `logic.timing.target_ops`); each scheme
  or side scheme (in play), the side scheme of a printed trait (`scheme_groups`);
- links: first, and, then / if you do, otherwise (the engine's ``then`` and ``otherwise`` marks); the options of a
  choice ("choose one: ...", "Choose: - ... - ...", "either ... or ...": the engine's ``option`` mark, each pick a
  branch, `logic.timing.choice_ops`), one choice per ability, every option applicable (`choice_why`, over the
  ability's effects); a replacement ("4 threat instead if ...": the engine's ``instead`` mark, of the effect just
  before it, `applicable_instead`); an amount divided "from among" targets (one option per division,
  `applicable_divided`); "choose a player / an enemy" (a target chosen for
  the effects after it: "it", "that enemy") when `chosen.chosen_why` accepts it, one per ability (the engine's
  ``chosen`` mark, each pick a branch, `logic.timing.target_ops`);
- conditions: "if you do", "otherwise" (the same marks), "if able" (the engine applies what it can) and "if you
  are (not) in hero / alter-ego form" (``if_form``, tested when the effect resolves), and one condition on the
  world (``if_state``, tested when the effect resolves, `logic.situation.conditions`: a named card or a group in
  play or not, counters here, a trait of your identity); "if you paid for this card using ..." (decided by the
  payment the situation states, `logic.situation.paid`); "if this stage is completed" on the players losing (the
  engine's kept ``lose_game``, `logic.situation.stage`); any other condition is not tested by the outcome engine;
- durations: a lasting modifier's attack, phase or round (``modify``); a modifier with no duration is a constant
  one, in effect while its card is in play (``modify`` lasting ``in_play``; the situation applies it for a constant
  ability only); none elsewhere;
- resources generated: of one type, into the pool of the resolving player (or the "you" named);
- counters: the engine keeps one count of counters per card, whatever their printed name;
- zone operations: this card (or a card named on it) discarded, returned to hand, put into play, removed from
  the game, or attached to a target the engine names; "the top N cards of your deck" and "a card from your
  hand" (or "N random cards from your hand") discarded, "N cards from your discard pile" returned to your hand
  (``recover``) (the engine's deck, hand and discard pile are numbers of cards); "it" / "that card" moved, or
  attached to, when the ability named that card before (this card, a card named: `antecedent`; the summary's
  `why_not_in` asks with the ability, what a search found or a choice chose is left unread); this card (or a card
  named) removed from the game and the campaign pool (the pool recorded for the games after this one:
  `applicable_campaign`); this card (or a card named on it) set aside, out of play
  (``set_aside``);
- deck operations (the engine's decks and piles are numbers of cards, the encounter's too; `deck_why`): a card
  shuffled into the encounter deck or your deck (this card, a card named on it), the encounter discard pile or
  yours shuffled into its deck, "N cards from (the top N cards of) your discard pile" shuffled into your deck;
  "the top (N) card(s) of the encounter deck" and "N cards from the encounter deck" discarded, "your hand"
  discarded, "it" discarded (the situation converts it only as "cancel the effects of that card and discard it"
  on a reveal: the revealed card, or the card the ability named before: `antecedent`); (N) encounter
  cards dealt to you, each (other) player or the first player (from the top of the encounter deck, facedown), this
  card (or a card named on it) dealt facedown to you or the first player; the
  first player or you taking control of this card (or a card named on it);
- activations: "the villain (this card, a card named) attacks you / activates against you / schemes", with a
  printed bonus to the ATK or SCH its procedure uses: the engine's ``enemy_attack``, ``activate`` (an attack or a
  scheme by the form of the identity it is against) and ``enemy_scheme`` (`PROCEDURE_OP`);
- boost cards given to the activating enemy ("give the activating enemy an additional boost card", "give him 1
  additional boost card for this activation"): the icons of the cards the situation states as dealt (``boost_icons``);
- another printed ability resolved ("resolve this card's 'When Revealed' ability", 'resolve the "Special" ability on
  the Setting environment', "resolve <name>'s <label> ability"): its effects, read off its structure, in the place
  of the effect (`INLINED`: the situation converts them, or leaves the sentence unread);
- "in player order" on an effect on each player or hero (the engine applies it to its targets in seat order
  from the first player); "without looking" (the engine's world holds no knowledge of cards: moving a card
  unseen is moving it).
- "each <trait> <group>" ("each Drone minion"): the group, the engine keeping those with the trait when the effect
  resolves (``if_trait``; traits printed or given);
- keywords given (``keyword``, `logic.timing.keyword_ops`): piercing, retaliate X (a printed X), ranged, overkill,
  stalwart, steady, to a character the engine names or to the attack under way ("this / that attack", for the
  attack; "X's attacks", as X's); no duration printed: a constant one (a constant ability only); any other keyword
  is refused with what the engine lacks for it; no duration outside a constant ability: "this card gains surge"
  last in its When Revealed ability, "if this activation is an attack, it gains piercing" in a Boost ability
  (`logic.situation.applicable_given`); a trait given (``trait``: read by the filters above), as a
  keyword; "the players lose the game" (``lose_game``), "the players win the game" (``win_game``).
- a card given to a player ("Give to the T'Challa player.", "Give to the first player.": ``give_to``,
  `applicable_give_to`); this card (or a card named) added to the victory display (``victory_display``); this card (or
  a card named) engaging the first player or "you" (``engage``, `applicable_engage`); the main scheme advancing to a
  printed stage or the next one (``advance``, `applicable_advance`);
- "do not give X a boost card for this activation" after an effect of its ability that starts the activation, or in
  an ability waiting for the activation (``no_boost``, `applicable_skip`);
- boost icons a boost card gains ("this card gains [boost][boost]", "this card gets +2 boost icons for this
  activation"), in its Boost ability, a printed number or a count: the engine's ``boost_icons`` on the attack
  (`logic.situation.boost_icons`);
- threat placed "additional" ("Place 1 additional threat here for each Hydra enemy in play"): the amount placed with
  what it modifies, as the threat op (`added_threat`, `logic.situation.additional`); "additional" damage, healing
  or counters are not applied;
- "if this activation is an attack / a scheme" in a Boost ability (`activation_type`): the situation's event tells
  (the activation its card is the boost card of);
- "an equal amount" / "that much" in an ability that waits for damage taken ("After X takes any amount of damage,
  place an equal amount of threat here"): the damage X took from what the ability waits for (the engine's ``per``
  ``taken``; `taken_amount`, `after_damage_taken`), for damage dealt or taken, threat placed or removed, healing;
- an attack's damage increased: "this / that attack deals N additional damage" (a printed N), the engine's
  ``attack_increase`` on the attack ability the effect's ability waits for (`attack_increase`,
  `logic.situation.attack_increase`, `logic.timing.attack_ops`); "additional" anywhere else is not applied.
- one card of a type or trait shuffled from your discard pile into your deck ("shuffle 1 Spell card from your discard
  pile into your deck"): a search of that pile whose card found goes into the deck, each match a pick
  (`applicable_pile_shuffle`, ``search_for`` with ``found = "shuffle_into"``); this card shuffled into its owner's
  deck (the owner the situation states), each player's discard pile into their deck (`applicable_pile_shuffle`);
- a card put into play under the first player's or its owner's control (`applicable_control`); "Play under any
  player's control." (the play event of that card: one option per player, ``take_control``, `play_control`);
- "the enemy with the highest ATK / lowest printed SCH / highest THW" picked (`chosen.single_most`: the printed
  value the situation states, with its lasting modifiers; not stated: not decided, `logic.timing.target_ops`).

Promises: a function of the effect alone; every op named by `OP` is an op of the engine
(`logic.timing.vocab.EFFECT_OPS`), every stat of `STATS` one of its stats (tests/test_situation_applicable.py).
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from . import applicable_counts as _counts
from .hand_cards import hand_owners, hand_shape
from .trait_pile import trait_pile
from .named_discard import named_cards
from . import applicable_order as _order
from . import applicable_search as _search
from . import applicable_player_deck as _player_deck
from . import applicable_shuffle as _shuffle
from . import applicable_given as _given
from . import applicable_discarded as _discarded
from . import applicable_status as _status
from . import applicable_incite as _incite
from . import applicable_toughness as _toughness
from .basic_attacks import basic_attacks
from .applicable_surge_group import group_surge
from .applicable_uncancel import uncancel_effect, uncancel_why
from .trait_cards import trait_cards
from .each_other import other_why
from .antecedent import it_slot, it_why_not, plain_it
from .chosen import chosen_in_ability_why, chosen_why, each_friendly, single, single_why
from .scheme_groups import group_why
from .chosen_cards import chosen_types, every_types
from .picked_ability import picked_host
from .activation_pick import attached_enemy, attacks_picked, in_play_enemy
from .conditions import kept_tested, state_tested, too_many
from .applicable_control import controller_why
from .acted_on import attacked
from .applicable_pile_shuffle import each_pile, owner_deck, pile_shuffle
from .play_control import play_under_any
from .conditions_hand import hand_tested
from .conditions_done import done_why_in as _done_why_in
from .conditions_status import status_why_in as _status_why_in
from .teammates import you_and_teammates
from .field_checks import set_field_why
from .paid import paid_tested
from .mode import mode_tested
from .first_player import first_tested
from .conditions_attack import attack_damaged, damaged_why_in
from .stage import stage_tested
from .applicable_active import actor_why_in, engaged_with_you, event_actor
from .applicable_all import all_of
from .applicable_each_deck import counted_top, each_players_deck
from .applicable_named import named_move
from .applicable_named_deck import named_deck_top
from .applicable_pile_return import pile_return
from .applicable_engaged import engaged_first
from .applicable_pays import pays_why

__all__ = ["why_not", "why_not_in", "applicable", "OP", "INLINED", "resolved_card", "PROCEDURE_OP", "PROCEDURE_STAT", "BOOST_DURATIONS", "STATS", "LASTING", "CHOSEN_NOUNS", "ZONE_KINDS", "DISCARD_CARD", "RESOURCES",
           "moved_card", "a_card_from_your_hand", "cards_from_your_hand", "top_of_your_deck", "you_control",
           "from_your_discard_pile"]

K = m.EffectKind
#: effect kind -> the op of the outcome engine it becomes (`logic.timing.vocab.EFFECT_OPS`)
OP: dict[m.EffectKind, str] = {
    K.CANCEL: "cancel", K.DEAL_DAMAGE: "damage", K.TAKE_DAMAGE: "damage", K.HEAL: "heal",
    K.PLACE_THREAT: "threat", K.REMOVE_THREAT: "remove_threat", K.PREVENT: "prevent", K.DRAW: "draw",
    K.EXHAUST: "exhaust", K.READY: "ready", K.PLACE_COUNTERS: "place_counters", K.REMOVE_COUNTERS: "remove_counters",
    K.DISCARD: "discard", K.GIVE_STATUS: "status", K.MODIFY_STAT: "modify", K.FLIP: "flip",
    # zone operations (`logic.timing.zone_ops`): the card itself (or a named card) moves
    K.ATTACH: "attach", K.RETURN_TO_HAND: "return_to_hand", K.PUT_INTO_PLAY: "put_into_play",
    K.REMOVE_FROM_GAME: "remove_from_game",
    K.GENERATE_RESOURCE: "resources",
}
#: the kinds whose amount may be counted ("for each", "equal to": `applicable_counts.counted`)
COUNTED_KINDS = (K.DEAL_DAMAGE, K.TAKE_DAMAGE, K.HEAL, K.PLACE_THREAT, K.REMOVE_THREAT, K.DRAW, K.PLACE_COUNTERS,
                 K.REMOVE_COUNTERS, K.MODIFY_STAT, K.GENERATE_RESOURCE, K.PREVENT, K.DISCARD)
#: activations an effect starts (`logic.timing.activation_ops`), by the verb the structure keeps (``procedure``)
OP[K.ACTIVATE] = "activate"
PROCEDURE_OP: dict[m.EventKind, str] = {m.EventKind.ATTACK: "enemy_attack", m.EventKind.SCHEME: "enemy_scheme",
                                        m.EventKind.ACTIVATES: "activate"}
#: boost cards given to the activating enemy: their icons added to its activation (the situation states the cards)
OP[K.GIVE_BOOST] = "boost_icons"
#: the durations a boost card given may print ("for this activation / attack": the one it is given for)
BOOST_DURATIONS = (m.Duration.NONE, m.Duration.THIS_ACTIVATION, m.Duration.THIS_ATTACK)
#: kinds the situation applies by the effects of another printed ability, put in the place of the effect (no op of
#: their own): "resolve this card's 'When Revealed' ability" (`logic.situation.resolve`)
INLINED = (K.RESOLVE_ABILITY,)
#: the stat an activation's printed bonus ("attacks you with +1 ATK") may change, by its procedure
PROCEDURE_STAT: dict[m.EventKind, m.Stat] = {m.EventKind.ATTACK: m.Stat.ATK, m.EventKind.SCHEME: m.Stat.SCH}
#: the op of a DISCARD whose target is a card, not cards from a hand
DISCARD_CARD = "discard_card"
#: kinds that move one card between areas (the card itself, or a card named on it)
ZONE_KINDS = (K.ATTACH, K.RETURN_TO_HAND, K.PUT_INTO_PLAY, K.REMOVE_FROM_GAME)
#: the stats a ``modify`` may change (`logic.timing.vocab.STATS`), by the structure's stat
STATS: dict[m.Stat, str] = {s: s.value for s in (m.Stat.ATK, m.Stat.THW, m.Stat.DEF, m.Stat.SCH, m.Stat.REC,
                                                  m.Stat.HIT_POINTS, m.Stat.HAND_SIZE)}
#: the resource types the engine's pools hold (`logic.timing.vocab.RESOURCES`)
RESOURCES = ("energy", "mental", "physical", "wild")
#: the durations of a modifier the engine keeps (``modify``), by the structure's duration (none printed: a constant
#: modifier, in effect while its card is in play)
LASTING: dict[m.Duration, str] = {m.Duration.THIS_ATTACK: "attack", m.Duration.THIS_PHASE: "phase",
                                  m.Duration.END_OF_PHASE: "phase", m.Duration.THIS_ROUND: "round",
                                  m.Duration.END_OF_ROUND: "round", m.Duration.NONE: "in_play"}
#: nouns of a target the player chooses ("an enemy"): applicable when the situation names the choice
CHOSEN_NOUNS = (m.Noun.ENEMY, m.Noun.VILLAIN, m.Noun.MINION, m.Noun.CHARACTER, m.Noun.SCHEME, m.Noun.SIDE_SCHEME,
                m.Noun.MAIN_SCHEME)
_EACH = (m.Quantifier.EACH, m.Quantifier.ALL)
_PLAYERS = (m.Noun.HERO, m.Noun.PLAYER, m.Noun.IDENTITY)
_GROUPS = (m.Noun.ENEMY, m.Noun.MINION, m.Noun.ALLY, m.Noun.CHARACTER)
_SCHEMES = (m.Noun.MAIN_SCHEME, m.Noun.THIS_CARD, m.Noun.IT, m.Noun.NAMED_CARD)
_LINKS = (m.Link.FIRST, m.Link.AND, m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE)
#: the links whose engine mark ("then", "otherwise") carries a condition "if you do" / "if not" / "otherwise"
_MARKS = {m.PredicateKind.DID: (m.Link.THEN, m.Link.IF_YOU_DO), m.PredicateKind.DID_NOT: (m.Link.OTHERWISE,)}
#: the fields no applicable kind reads (each a reason when set)
_UNREAD_FIELDS = ("source", "keyword", "zone", "resources", "form", "until", "controller", "forbids", "skips", "stage",
                  "maximum", "pays_for", "ignores", "divided", "form_name", "as_card", "given")
#: per kind, the fields it reads besides amount, target, duration, link, conditions, order, unseen, optional, span
_READS: dict[m.EffectKind, tuple[str, ...]] = {K.GIVE_STATUS: ("status",), K.MODIFY_STAT: ("stat",),
                                               K.PLACE_COUNTERS: ("counter",), K.REMOVE_COUNTERS: ("counter",),
                                               K.FLIP: ("form",), K.RETURN_TO_HAND: ("source",),
                                               K.PUT_INTO_PLAY: ("source",), K.GENERATE_RESOURCE: ("resources",),
                                               K.ATTACH: ("source",), K.ACTIVATE: ("source", "stat")}
#: kinds whose target may be left out (heal, take damage, draw, discard N cards: the resolver's identity; prevent:
#: the hit character; cancel: the event; counters or threat placed or removed "here": this card)
_NO_TARGET = (K.HEAL, K.DRAW, K.PREVENT, K.CANCEL, K.DISCARD, K.FLIP, K.TAKE_DAMAGE, K.PLACE_COUNTERS, K.REMOVE_COUNTERS,
              K.GENERATE_RESOURCE, K.PLACE_THREAT, K.REMOVE_THREAT)
#: kinds with no amount (the others need a printed number, except prevent: all of it when none)
_NO_AMOUNT = (K.CANCEL, K.EXHAUST, K.READY, K.GIVE_STATUS, K.FLIP) + ZONE_KINDS
# --- prohibitions ("cannot": `applicable_counts.forbid_why_not`, the engine's ``forbid``) ---
OP[K.CANNOT] = "forbid"
_READS[K.CANNOT] = ("forbids", "status", "source")
# --- a resource "for" one kind of card (`applicable_pays`: the card paid for the situation states) ---
_READS[K.GENERATE_RESOURCE] = ("resources", "pays_for")


def applicable(effect: m.Effect) -> bool:
    """Whether the outcome engine can apply ``effect`` (`why_not` is None)."""
    return why_not(effect) is None


def _catalogue_why_not(effect: m.Effect) -> str | None:
    """The catalogue proper (`why_not` adds the entries of `OWN_ENTRIES` and the shapes of `_AS_JUDGED`): None when
    the outcome engine can apply every part of ``effect``; else why not, in a few words."""
    k = effect.kind
    if k is K.CHOOSE:   # the heading of a list of options ("Choose:", "choose one:"): its own block below
        return _choose_why(effect)
    if k not in OP and k not in INLINED:
        return "no outcome semantics for this kind"
    if k in _KEYWORD_KINDS:   # keywords and traits given, the game lost: their own block below
        return _keyword_why_not(effect)
    if effect.link not in _LINKS:
        return {m.Link.INSTEAD: "a replacement ('instead') is not applied",
                m.Link.OPTION: "one option of a choice: no choice is applied",
                m.Link.OR: "one option of a choice: no choice is applied"}[effect.link]
    for c in effect.conditions:
        if _marked(c, effect.link) or _in_form(c) or state_tested(c) or kept_tested(c, effect) or activation_type(c) \
                or paid_tested(c) or mode_tested(c) or hand_tested(c) or first_tested(c) \
                or attack_damaged(c):   # paid, mode, hand, first: stated; "if that attack damages you" (`conditions_attack`)
            continue
        what = c.predicate.kind.value if c.predicate is not None else c.kind.value
        return f"condition {what}: not tested by the outcome engine"
    if too_many(effect):   # conditions on the world (`logic.situation.conditions`): one per effect
        return "conditions: more than one on the world, not tested by the outcome engine"
    why = set_field_why(effect, tuple(n for n in _UNREAD_FIELDS + ("status", "stat", "counter")
                                      if n not in _READS.get(k, ())), k.value)
    if why:
        return why
    if effect.controller is not None and controller_why(effect):   # "under your control" (`applicable_control`)
        return controller_why(effect)
    if k is K.CANNOT and effect.forbids is m.EventKind.CANCELED:   # its item's mark (`applicable_uncancel`)
        return uncancel_why(effect)
    if effect.pays_for is not None and pays_why(effect):   # "a resource for a Tech card" (`applicable_pays`)
        return pays_why(effect)
    if k is K.CANNOT:   # a prohibition: what it forbids, on a target the engine names (`applicable_counts`)
        return "amount: not applied to cannot" if effect.amount is not None else _counts.forbid_why_not(effect, _named)
    why = _amount(effect) or _duration(effect) or _target(effect) if k not in DECK_KINDS and not deck_discard(effect) \
        else _duration(effect) or deck_why(effect)
    if why:
        return why
    if effect.order is not None and not (effect.order is m.Order.PLAYER and effect.target is not None
                                         and effect.target.quantifier in _EACH and effect.target.noun in _PLAYERS):
        return f"order {effect.order.value}: not applied"
    return None


def _catalogue_why_not_in(effect: m.Effect, kind: m.AbilityKind, ability: m.Ability | None = None,
                          items: tuple = ()) -> str | None:
    """The catalogue proper for an effect in its ability (`why_not_in` adds the checks of `IN_ABILITY_CHECKS`):
    `why_not` for ``effect`` read in an ability of ``kind``: besides, a modifier with no duration is a constant
    one only in a constant ability (elsewhere the engine is not told how long it lasts), save an ATK bonus, which
    adds to the attack the ability is used in (boost icons). With ``ability`` (the structure ``effect`` is one effect
    of, and ``items``, what was read of its sentence), the "it" of a zone operation or of a discard must name a card
    the engine moves (`antecedent.it_why_not`)."""
    if _search.claims(ability, effect):   # a search and the card it finds, together (`applicable_search`)
        return _search.search_why_in(ability, effect)
    if _shuffle.claims(ability, effect):   # "(Shuffle.)": the deck the search before it looked through
        return _shuffle.why_in(ability, effect)
    if _order.until_of(ability, effect) is not None:   # "... until X is discarded, and reveal it": with the discard
        d = _order.until_of(ability, effect)
        return _order.found_why(effect, d) or why_not_in(d, kind, ability, items)
    why = why_not(effect)
    if why is not None and _spent_x(ability, effect):   # X spent on the ability's cost (`spent_x`)
        why = why_not(replace(effect, amount=m.Amount(value=1)))
    if why is None and kind is m.AbilityKind.CONSTANT and any(state_tested(c) or hand_tested(c)
                                                               for c in effect.conditions):
        return "a condition on the world in a constant ability: tested once by the engine, not kept over time"
    if why is None and effect.kind in (K.GAIN_KEYWORD, K.GAIN_TRAIT) and kind is not m.AbilityKind.CONSTANT \
            and keyword_lasting(effect) == "in_play":
        why = _given.no_duration_why(effect, kind, ability)   # surge on reveal, an attack's keyword (`applicable_given`)
    if why is None and effect.kind is K.MODIFY_STAT and effect.duration is m.Duration.NONE \
            and effect.stat is not m.Stat.ATK and kind is not m.AbilityKind.CONSTANT:
        return "a modifier with no duration outside a constant ability: not kept by the engine"
    if why is None and kind is not m.AbilityKind.BOOST and any(activation_type(c) for c in effect.conditions):
        return "condition 'this activation is an attack / a scheme' outside a Boost ability: not tested by the engine"
    if why is None and effect.kind is K.GAIN_BOOST_ICONS and kind is not m.AbilityKind.BOOST:
        return "boost icons gained outside a Boost ability: not kept by the engine"
    if why is None and uncancel_effect(effect):   # the mark of its own ability's item (`applicable_uncancel`)
        return "this effect cannot be canceled in a constant ability: no item of its own" \
            if kind is m.AbilityKind.CONSTANT else None
    if why is None and effect.kind is K.CANNOT and effect.duration is m.Duration.NONE \
            and kind is not m.AbilityKind.CONSTANT:
        return "a prohibition with no duration outside a constant ability: not kept by the engine"
    if why is None:   # "the attacking character" in a constant ability: a keyword's reminder (`applicable_active`)
        why = actor_why_in(effect, kind)
    if why is None and taken_amount(effect) and not after_damage_taken(ability):
        return "amount that_amount: not the damage taken that its ability waits for"
    if why is None and ability is not None:   # the "it" of a zone operation, by the ability (`antecedent`)
        why = it_why_not(ability, effect, items)
    if why is None and ability is not None and ((effect.kind is K.CHOOSE and effect.target is not None)
                                                or (effect.kind is not K.CHOOSE and single(effect.target))):
        why = chosen_in_ability_why(ability.effects)   # one chosen target per ability (`chosen`)
    if why is None and ability is not None:   # "if you cannot, X": what it follows (`cannot_why`)
        why = cannot_why(list(ability.effects), next((i for i, x in enumerate(ability.effects) if x is effect), 0))
    if why is None:   # "for each boost icon discarded this way": the ability's one discard (`applicable_discarded`)
        why = _discarded.discarded_why(ability, effect)
    if why is None:   # "each other X": but this card, when nothing of that kind is named before (`each_other`)
        why = other_why(ability, effect)
    if why is None:   # "if no enemy activated this way": the one effect before it that does it (`conditions_done`)
        why = _done_why_in(ability, effect)
    if why is None:   # "if he already has a tough status card": the effect before it that gave it (`conditions_status`)
        why = _status_why_in(ability, effect)
    if why is None:   # a second "up to N" in one ability (`applicable_up_to`)
        why = up_to_why_in(ability, effect)
    return why


def _marked(c: m.Condition, link: m.Link) -> bool:
    """Whether the engine carries condition ``c`` of an effect linked by ``link``: "otherwise" and "if you do" /
    "if not" by the effect's ``otherwise`` / ``then`` mark (only when its link gives that mark), "if able" by
    applying what it can."""
    p = c.predicate
    if c.kind is m.ConditionKind.OTHERWISE:
        return link is m.Link.OTHERWISE
    if c.kind is not m.ConditionKind.IF or p is None:
        return False
    if p.kind is m.PredicateKind.ABLE:
        return not p.negated
    return link in _MARKS.get(p.kind, ()) and p.event is None and (p.subject is None or p.subject.noun is m.Noun.YOU)


def _in_form(c: m.Condition) -> bool:
    """Whether ``c`` is "if you are (not) in hero / alter-ego form", which the engine tests when the effect resolves
    (``if_form``)."""
    p = c.predicate
    return c.kind is m.ConditionKind.IF and p is not None and p.kind is m.PredicateKind.IN_FORM \
        and p.form in ("hero", "alter_ego") and not p.form_name \
        and (p.subject is None or (p.subject.noun is m.Noun.YOU and not p.subject.filters and not p.subject.also))


def _plain(a: m.Amount | None) -> str | None:
    """Why the amount is not a printed number (None when it is)."""
    if a is None:
        return "no printed amount"
    for name, why in (("per", "'for each' amount"), ("up_to", "'up to' amount"),
                      ("additional", "'additional' amount"), ("at_least", "'or more' amount")):
        if getattr(a, name):
            return f"{why}: not counted"
    if a.value is None:
        return f"amount {a.variable or '?'}: not counted"
    return None


def _amount(e: m.Effect) -> str | None:
    if taken_amount(e):   # "an equal amount" of the damage taken: its ability's trigger decides (block below)
        return None
    if added_threat(e):   # "place N additional threat here": its amount as placed (its own block below)
        return _amount(without_additional(e))
    if attack_increase(e):   # "this attack deals N additional damage": a printed increase (its own block below)
        return _plain(replace(e.amount, additional=False))
    if e.kind is K.ACTIVATE:
        return _activation_amount(e)
    if e.kind in INLINED:
        return f"amount: not applied to {e.kind.value}" if e.amount is not None else None
    if e.kind is K.GIVE_BOOST:   # "an additional boost card", "1 additional boost card": a number of cards
        return None if e.amount is None else _plain(replace(e.amount, additional=False))
    if e.kind in _NO_AMOUNT:
        return f"amount: not applied to {e.kind.value}" if e.amount is not None else None
    if e.kind is K.PREVENT and e.amount is None:
        return None
    if all_of(e):   # "heal all damage", "remove all threat": as much as there is (`applicable_all`)
        return None
    if e.kind is K.REMOVE_COUNTERS and e.amount is None:   # "remove each / all X counters from Y": every counter
        return None                                        # on it (the engine's count of them: ``per`` counters)
    if e.kind is K.GENERATE_RESOURCE:
        if len(set(e.resources)) != 1 or e.resources[0] not in RESOURCES:
            return "resources of no single type: not pooled by the engine"
        if e.amount is None:
            return None   # one resource per icon printed
    if e.kind is K.DISCARD and (chosen_types(e.target) or every_types(e.target)) is not None:   # `chosen_cards`
        return "amount: not applied to a card chosen" if e.amount is not None else None
    if e.kind is K.DISCARD and _status.status_discard(e.target) is not None:   # status cards (`applicable_status`)
        return None   # (its amount: `applicable_status.status_why`)
    if e.kind is K.DISCARD and moved_card(e.target):   # a card discarded: no amount
        return "amount: not applied to a card discarded" if e.amount is not None else None
    if e.kind is K.DISCARD and a_card_from_your_hand(e.target):
        return "amount: not applied to cards from a hand" if e.amount is not None else None
    if e.kind is K.DISCARD and hand_shape(e.target) is not None:   # hand cards told apart (`hand_cards`)
        return "amount: not applied to cards from a hand" if e.amount is not None else None
    if e.kind is K.DISCARD and trait_pile(e.target) is not None:   # a deck's own discard pile (`trait_pile`)
        return "amount: not applied to a card discarded" if e.amount is not None else None
    if e.kind is K.DISCARD and named_cards(e.target) is not None:   # cards named (`named_discard`)
        return "amount: not applied to a card discarded" if e.amount is not None else None
    if e.kind is K.DISCARD and each_players_deck(e.target) is not None:   # each player's deck (`applicable_each_deck`)
        return "amount: not applied to the top of a deck" if e.amount is not None else None
    if counted_top(e, top_of_your_deck):   # "the top card of your deck for each X" (`applicable_each_deck`)
        return None
    if e.kind is K.DISCARD and top_of_your_deck(e.target) is not None:
        return "amount: not applied to the top of a deck" if e.amount is not None else None
    if hand_room(e.amount):   # "draw up to your hand size": a draw only (`applicable_hand_room`)
        return hand_room_why(e)
    if up_to_plain(e.amount):   # "up to N": the player's pick, each a branch (`applicable_up_to`)
        return up_to_why(e)
    why = _plain(e.amount)
    if why is not None and e.amount is not None and _counts.counted(e.amount) is not None \
            and e.kind in COUNTED_KINDS:
        why = None   # a count the engine makes when the effect resolves (`applicable_counts`, ``per``)
    if why is not None and e.amount is not None:   # what is counted, when the world holds none of it
        why = _uncounted_why(e.amount) or why      # (`applicable_count_why`)
    if why is None and e.kind is K.MODIFY_STAT and e.amount.value == 0:
        return "a modifier of 0"
    return why


def _duration(e: m.Effect) -> str | None:
    if e.kind is K.GAIN_BOOST_ICONS:   # "for this activation / attack": the one its card is the boost card of
        return None if e.duration in BOOST_DURATIONS else f"duration {e.duration.value}: not kept for gain_boost_icons"
    if e.kind is K.GIVE_BOOST:
        return None if e.duration in BOOST_DURATIONS else f"duration {e.duration.value}: not kept for give_boost"
    if e.kind is K.MODIFY_STAT:
        if e.stat not in STATS:
            return f"stat {e.stat.value if e.stat else '?'}: not modified by the engine"
        if e.duration in LASTING:
            return None   # a lasting or constant modifier (an ATK bonus of the attack's own effects: boost icons)
        return f"duration {e.duration.value}: not kept by the engine"
    if e.kind is K.GIVE_STATUS and e.status is None:
        return "no status card named"
    if e.duration is not m.Duration.NONE:
        return f"duration {e.duration.value}: not kept for {e.kind.value}"
    return None


def _target(e: m.Effect) -> str | None:
    t, k = e.target, e.kind
    if t is None:
        return None if k in _NO_TARGET else "no target"
    if attack_increase(e):   # the attack under way (its own block below)
        return None
    if k is K.ACTIVATE:
        return _activation_target(e)
    if k is K.GIVE_BOOST:
        return _boost_target(t)
    if k is K.RESOLVE_ABILITY:
        return None if resolved_card(t) is not None or picked_host(t) is not None \
            else "an ability of a card the engine does not name"   # (a card picked: `picked_ability`)
    if k is K.CANCEL:
        return None   # what it cancels is the event the ability waits for
    if engaged_first(e):   # a card put into play engaged with the first player (`applicable_engaged`)
        return None
    if k is K.PREVENT:   # (damage prevented from the attack under way: `applicable_prevent`)
        return None if _prevent.attack_prevented(e) else "a prevention on a named target: not applied"
    if e.source is not None and not _source_ok(e) and not _it_ok(e):
        return f"source {e.source.noun.value}: not applied to {k.value}"
    if k is K.DISCARD and _status.status_discard(t) is not None:   # status cards from a character
        return _status.status_why(e, _named)
    if k is K.DISCARD:
        if (t.noun is m.Noun.HAND and t.owner is not None and t.owner.noun is m.Noun.YOU and not t.filters) \
                or moved_card(t) or top_of_your_deck(t) is not None or each_players_deck(t) is not None or a_card_from_your_hand(t) \
                or (chosen_types(t) or every_types(t)) is not None:   # "an upgrade you control", "each X"
            return None
        if hand_shape(t) is not None:   # "each event from your hand", "an event from your hand" (`hand_cards`)
            return None
        if hand_owners(t) is not None and e.amount is not None:   # "1 card from each player's hand" (`hand_cards`)
            return None
        if trait_pile(t) is not None:   # "this card in the Invocation deck discard pile" (`trait_pile`)
            return None
        if named_cards(t) is not None:   # "Discard Ganke Lee and Jefferson Davis from play" (`named_discard`)
            return None
        return "discarding anything but cards from your hand or this card: not applied"
    if k is K.RETURN_TO_HAND and from_your_discard_pile(t) is not None:
        return None
    if pile_return(e) is not None:   # one <Trait> card of your discard pile to your hand (`applicable_pile_return`)
        return None
    if named_move(e) is not None:   # cards named by title and type, put into play (`applicable_named`)
        return None
    if named_deck_top(e) is not None:   # the top card of a deck named, put into play (`applicable_named_deck`)
        return None
    if k in ZONE_KINDS and (_it_ok(e) or _campaign_pool(e)):   # "it" (`antecedent`); the campaign pool
        return _campaign_pool(e)
    if k in ZONE_KINDS and k is not K.ATTACH:
        return None if moved_card(t, k is K.REMOVE_FROM_GAME) else \
            f"target {t.quantifier.value} {t.noun.value}: not a card the engine moves"
    if k is K.ATTACH and e.source is not None:   # "attach <this card> to <source>" (_source_ok)
        return None
    if k is K.ATTACH and t.noun in (m.Noun.THIS_CARD, m.Noun.IT):
        return "attaching to this card or to 'it': not applied"
    if k is K.GENERATE_RESOURCE:
        return None if t.noun is m.Noun.YOU and not t.filters else \
            f"resources for {t.quantifier.value} {t.noun.value}: not applied"
    if k is K.FLIP:
        if t.noun is m.Noun.YOU and not t.filters:
            return None if e.form else "a flip with no form named"
        return None if t.noun is m.Noun.THIS_CARD and not t.filters and not t.also else \
            f"flipping {t.quantifier.value} {t.noun.value}: not applied"
    if k is K.MODIFY_STAT and t.noun is m.Noun.ATTACK and not t.filters and not t.also:
        return None
    if k in (K.PLACE_COUNTERS, K.REMOVE_COUNTERS) and trait_cards(t) is not None:
        return None   # "the Enchantment card in your play area", "each Board Member card" (`trait_cards`)
    if single(t):   # one card the player picks ("a minion", "an Avenger ally", "a character you control": `chosen`)
        return single_why(t, k)
    if k in (K.PLACE_THREAT, K.REMOVE_THREAT):
        return _scheme(t)
    return _named(t)


def moved_card(t: m.Target | None, from_game: bool = False) -> bool:
    """Whether ``t`` names one card a zone operation can move: this card or a card named on it (``from_game``:
    "remove this card from the game" says where from, which is where it is)."""
    if t is None or t.also or t.count is not None or t.owner is not None:
        return False
    if t.noun not in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD):
        return False
    return all(from_game and f.kind is m.FilterKind.ZONE and f.value == "from" and f.target is not None
               and f.target.noun is m.Noun.GAME and not f.target.also for f in t.filters)


def a_card_from_your_hand(t: m.Target | None) -> bool:
    """Whether ``t`` is "a card from your hand" or "N (random) cards from your hand" (at random or not: the engine's
    hand is a number); `cards_from_your_hand` says how many."""
    return cards_from_your_hand(t) is not None


def _cards_named(t: m.Target) -> int | None:
    """How many cards "a card" / "N cards" names (None: another quantity, or an amount the engine cannot count)."""
    if t.quantifier is m.Quantifier.A and t.count is None:
        return 1
    if t.quantifier is m.Quantifier.NUMBER and t.count is not None and _plain(t.count) is None:
        return t.count.value
    return None


def cards_from_your_hand(t: m.Target | None) -> int | None:
    """How many cards "a card from your hand" / "N (random) cards from your hand" names (None: no such target)."""
    if t is None or t.noun is not m.Noun.CARD or t.also or t.owner is not None:
        return None
    n = _cards_named(t)
    if n is None:
        return None
    return n if _hand_of_you(t) else None


def _hand_of_you(t: m.Target) -> bool:
    """Whether ``t``'s filters are "from your hand" (and "at random") only."""
    hand = [f.target for f in t.filters if f.kind is m.FilterKind.ZONE and f.value == "from"]
    return len(hand) == 1 and all(f.kind in (m.FilterKind.ZONE, m.FilterKind.RANDOM) for f in t.filters) \
        and hand[0] is not None and hand[0].noun is m.Noun.HAND and not hand[0].filters and not hand[0].also \
        and hand[0].owner is not None and hand[0].owner.noun is m.Noun.YOU


def from_your_discard_pile(t: m.Target | None) -> int | None:
    """How many cards "N card(s) from your discard pile" names, any cards (None when ``t`` is no such target: a
    type, trait or named card is not told apart by the engine, whose piles are numbers of cards)."""
    if t is None or t.noun is not m.Noun.CARD or t.also or t.owner is not None or len(t.filters) != 1:
        return None
    n = _cards_named(t)
    if n is None:
        return None
    f = t.filters[0]
    pile = f.target if f.kind is m.FilterKind.ZONE and f.value in ("from", "in") else None
    ok = pile is not None and pile.noun is m.Noun.DISCARD_PILE and not pile.filters and not pile.also \
        and pile.owner is not None and pile.owner.noun is m.Noun.YOU
    return n if ok else None


def top_of_your_deck(t: m.Target | None) -> int | None:
    """How many cards "the top (N) card(s) of your deck" names (None when ``t`` is no such target)."""
    deck = top_of(t)
    if deck is None or deck.noun is not m.Noun.DECK or deck.filters or deck.also \
            or deck.owner is None or deck.owner.noun is not m.Noun.YOU:
        return None
    if t.count is None:
        return 1
    return t.count.value if _plain(t.count) is None else None


#: the deck or pile X of a target "the top (N) card(s) of X" (`logic.situation.applicable_order.top_of`)
top_of = _order.top_of


def _source_ok(e: m.Effect) -> bool:
    """Whether the engine reads ``e.source``: "return it to your hand" (the hand it goes to is its owner's or its
    controller's: the zone policies) and "you put it into play" (the resolving player)."""
    src = e.source
    if e.kind is K.RETURN_TO_HAND:
        return src.noun is m.Noun.HAND and src.owner is not None and src.owner.noun is m.Noun.YOU and not src.filters
    if e.kind is K.PUT_INTO_PLAY:
        return src.noun is m.Noun.YOU and not src.filters
    if e.kind is K.ATTACH:   # "attach this card to <source>": the card it is attached to
        return moved_card(e.target) and src.noun not in (m.Noun.THIS_CARD, m.Noun.IT) and (
            _named(src) is None or single(src))   # (a card picked: `chosen`)
    return False


def you_control(t: m.Target) -> bool:
    """Whether ``t`` is "each character (ally) you control": the characters of that kind whose controller is the
    "you" named."""
    return t.quantifier in _EACH and t.noun in (m.Noun.CHARACTER, m.Noun.ALLY) and t.owner is None \
        and t.count is None and not t.also and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.CONTROLLER and t.filters[0].value == "you control"


def _scheme(t: m.Target) -> str | None:
    if t.filters or t.quantifier in _EACH:   # "each scheme in play", "the Legions of Hydra side scheme"
        return group_why(t)
    for x in (t, *t.also):
        if x.filters or x.count is not None:
            return "a filtered scheme: not named by the engine"
        if x.noun in _SCHEMES or (x.quantifier in (m.Quantifier.A, m.Quantifier.ANY) and x.noun in CHOSEN_NOUNS):
            continue
        return f"target {x.quantifier.value} {x.noun.value}: not a scheme the engine names"
    return None


def _named(t: m.Target) -> str | None:
    """Why the engine cannot name the characters (or cards) of target ``t`` (None when it can)."""
    if you_and_teammates(t):   # "you and your teammates": each player (`teammates`)
        return None
    if t.also and any(trait_group(x) for x in (t, *t.also)):
        return "a trait filter on one of several targets: not tested by the engine"
    for x in (t, *t.also):
        why = _one(x)
        if why:
            return why
    return None


def _one(t: m.Target) -> str | None:
    if t.count is not None:
        return "a counted target: not named by the engine"
    owner_you = t.owner is not None and t.owner.noun is m.Noun.YOU
    if t.noun is m.Noun.YOU or (owner_you and t.noun in (m.Noun.HERO, m.Noun.IDENTITY, m.Noun.ALTER_EGO)):
        return None if not t.filters else "a filtered 'you': not named by the engine"
    if you_control(t) or trait_group(t) or each_friendly(t):   # (each friendly character: `chosen`)
        return None
    if event_actor(t) or engaged_with_you(t) or attacked(t):   # the event's attacker, the minions engaged (`applicable_active`); "the enemy you attacked" (`acted_on`)
        return None
    if t.filters:
        if all(f.kind is m.FilterKind.ATTACHED for f in t.filters):
            return None
        return "target filter " + next(f.kind.value for f in t.filters if f.kind is not m.FilterKind.ATTACHED) \
            + ": not tested by the engine"
    if t.owner is not None:
        return "an owned target: not named by the engine"
    if t.quantifier in _EACH and t.noun in _PLAYERS + _GROUPS:
        return None
    if t.noun in (m.Noun.THIS_CARD, m.Noun.IT, m.Noun.MAIN_SCHEME, m.Noun.NAMED_CARD):
        return None
    if t.noun is m.Noun.VILLAIN and t.quantifier is m.Quantifier.THE:
        return None
    if t.quantifier in (m.Quantifier.A, m.Quantifier.ANY) and t.noun in CHOSEN_NOUNS:
        return None
    return f"target {t.quantifier.value} {t.noun.value}: not named by the engine"


# --- keywords an effect gives (GAIN_KEYWORD: the engine's ``keyword``), the game lost (LOSE_GAME: ``lose_game``) ------
# (`logic.timing.keyword_ops`; the consequence of each keyword is a policy the Keywords clauses entail)
OP.update({K.GAIN_KEYWORD: "keyword", K.LOSE_GAME: "lose_game", K.GAIN_TRAIT: "trait"})
_KEYWORD_KINDS = (K.GAIN_KEYWORD, K.LOSE_GAME, K.GAIN_TRAIT)
__all__ += ["keyword_lasting", "this_attack", "GIVEN_KEYWORDS", "ATTACK_KEYWORDS", "trait_group"]
#: the keywords the engine gives with a consequence (`logic.timing.vocab.KEYWORDS`), and those an attack carries
GIVEN_KEYWORDS = ("piercing", "retaliate", "ranged", "overkill", "stalwart", "steady")
ATTACK_KEYWORDS = ("piercing", "ranged", "overkill")
#: why a keyword given is not applied, by keyword (any other: no consequence in the engine)
_KEYWORD_WHY = {
    "guard": "the engine does not decide which attacks a player may make",
    "patrol": "the engine does not decide which thwarts a player may make",
    "toughness": "it acts when its character enters play, and a character the engine holds is in play already",
    "quickstrike": "it acts when its enemy engages a player, which the engine does not model",
    "incite": "it acts when its card is revealed, which a card already in play is not",
    "hinder": "it acts when its card enters play, which a card already in play does not",
    "assault": "the engine does not decide which value a thwart uses",
    "peril": "the engine does not decide which player may help",
    "permanent": "the engine does not forbid a card to leave play",
}


# the game won (WIN_GAME: the engine's ``win_game``, `logic.timing.keyword_ops.win_game`): read as the game lost is
OP[K.WIN_GAME] = "win_game"
_KEYWORD_KINDS += (K.WIN_GAME,)


def this_attack(t: m.Target | None) -> bool:
    """Whether ``t`` is the attack under way: "this attack", "the attack", "that attack" (not "X's attacks")."""
    return t is not None and t.owner is None and (t.noun is m.Noun.ATTACK or (t.noun is m.Noun.IT
                                                                             and t.is_a is m.Noun.ATTACK))


def keyword_lasting(e: m.Effect) -> str:
    """How long a GAIN_KEYWORD effect's keyword lasts in the engine (`logic.timing.vocab.DURATIONS`): "this attack
    gains X" the attack; a printed duration its own; none printed, a constant one ("in_play")."""
    if this_attack(e.target):
        return "attack"
    return LASTING.get(e.duration, "")


def _keyword_why_not(e: m.Effect) -> str | None:
    """`why_not` for a keyword given or the game lost."""
    for c in e.conditions:
        if not (_marked(c, e.link) or _in_form(c) or state_tested(c) or activation_type(c) or paid_tested(c)
                or mode_tested(c) or first_tested(c)
                or (e.kind is K.LOSE_GAME and stage_tested(c))):   # "if this stage is completed" (`stage`)
            what = c.predicate.kind.value if c.predicate is not None else c.kind.value
            return f"condition {what}: not tested by the outcome engine"
    if too_many(e):   # conditions on the world (`logic.situation.conditions`): one per effect
        return "conditions: more than one on the world, not tested by the outcome engine"
    if e.link not in _LINKS:
        return "one option of a choice: no choice is applied" if e.link in (m.Link.OPTION, m.Link.OR) \
            else "a replacement ('instead') is not applied"
    for name in _UNREAD_FIELDS + ("status", "stat", "counter"):
        if name != "keyword" and getattr(e, name) not in (None, "", (), False):
            return f"{name}: not applied to {e.kind.value}"
    if e.order is not None:
        return f"order {e.order.value}: not applied"
    t = e.target
    if e.kind in (K.LOSE_GAME, K.WIN_GAME):
        if e.amount is not None or e.duration is not m.Duration.NONE:
            return f"amount or duration: not applied to {e.kind.value}"
        if t is not None and not (t.noun is m.Noun.PLAYER and t.quantifier in (m.Quantifier.THE, *_EACH)
                                  and not t.filters and not t.also and t.owner is None and t.count is None):
            return f"target {t.quantifier.value} {t.noun.value}: not the players"
        return None
    if e.kind is K.GAIN_TRAIT:
        if not e.trait or e.amount is not None:
            return "a trait given with no name, or an amount: not applied"
        if not keyword_lasting(e) or this_attack(t):
            return f"duration {e.duration.value}: not kept by the engine"
        return "no target" if t is None else _named(t)
    kw = e.keyword.value if e.keyword is not None else ""
    if kw == "surge":   # the next encounter card revealed (`applicable_order`, `logic.timing.order_ops`)
        return None if group_surge(e) else _order.surge_why(e)   # a group's, as one is revealed (`..._surge_group`)
    if kw == "incite":   # threat on the main scheme when its card is revealed (`applicable_incite`)
        return _incite.incite_why(e)
    if kw == "toughness":   # a tough card for the minion revealed (`applicable_toughness`)
        return _toughness.toughness_why(e)
    if kw not in GIVEN_KEYWORDS:
        return f"keyword {kw or '?'}: " + _KEYWORD_WHY.get(kw, "no consequence in the outcome engine")
    if kw == "retaliate":
        why = _plain(e.amount)
        if why:
            return why
    elif e.amount is not None:
        return f"amount: not applied to {kw}"
    if not keyword_lasting(e):
        return f"duration {e.duration.value}: not kept by the engine"
    if t is None:
        return "no target"
    if t.noun is m.Noun.ATTACK or this_attack(t):
        if kw not in ATTACK_KEYWORDS:
            return f"{kw} given to an attack: not applied"
        if (t.filters and not basic_attacks(t, kw)) or t.also or t.count is not None:   # (`basic_attacks`)
            return "a filtered attack: not named by the engine"
        if this_attack(t):
            return None if e.duration is m.Duration.NONE else "a duration beyond the attack: not kept"
        return _named(t.owner)
    return _named(t)


def trait_group(t: m.Target) -> str:
    """The trait of "each <trait> <group>" ("each Drone minion", "each Avenger character in play"): one trait filter,
    perhaps "in play", on each of a group of characters or players ("" when ``t`` is no such target)."""
    if t.quantifier not in _EACH or t.noun not in _PLAYERS + _GROUPS or t.owner is not None or t.count is not None:
        return ""
    traits = [f for f in t.filters if f.kind is m.FilterKind.TRAIT]
    rest = [f for f in t.filters if f.kind is not m.FilterKind.TRAIT]
    if len(traits) != 1 or " or " in traits[0].value or not traits[0].value:
        return ""
    if any(not (f.kind is m.FilterKind.ZONE and f.value == "in play" and f.target is None) for f in rest) \
            and not _trait_you_control(t, rest) and not _trait_engaged(t, rest):
        return ""   # (or "each Avenger character you control", "each Sentinel minion engaged with you": `without_trait`)
    return traits[0].value


def _trait_engaged(t: m.Target, rest: list) -> bool:
    """Whether ``rest`` (the filters of ``t`` but its trait) is "engaged with you" alone, on minions: "each Sentinel
    minion engaged with you" names those "each minion engaged with you" does, with the trait (s12-damage2)."""
    return t.noun is m.Noun.MINION and not t.also and len(rest) == 1 \
        and engaged_with_you(replace(t, filters=tuple(rest)))


def _trait_you_control(t: m.Target, rest: list) -> bool:
    """Whether ``rest`` (the filters of ``t`` but its trait) is "you control" alone, on characters or allies: "each
    Avenger character you control" names those "each character you control" does, with the trait."""
    return t.noun in (m.Noun.CHARACTER, m.Noun.ALLY) and len(rest) == 1 and rest[0].kind is m.FilterKind.CONTROLLER \
        and rest[0].value == "you control" and rest[0].target is None
# --- deck operations (`logic.timing.deck_ops`): shuffle, deal, discard from the encounter deck, control ----------
#: kinds applied as deck operations (their amount and target are read by `deck_why`)
DECK_KINDS = (K.SHUFFLE, K.DEAL_ENCOUNTER, K.TAKE_CONTROL)
OP.update({K.SHUFFLE: "shuffle_in", K.DEAL_ENCOUNTER: "deal_encounter", K.TAKE_CONTROL: "take_control"})
_READS.update({K.SHUFFLE: ("source",), K.TAKE_CONTROL: ("source",), K.DISCARD: ("source",),
               K.DEAL_ENCOUNTER: ("given",)})
__all__ += ["DECK_KINDS", "deck_why", "deck_discard", "shuffle_shape", "encounter_top", "deal_players", "top_of"]


def _bare(t: m.Target | None, noun: m.Noun, owner_you: bool | None = None) -> bool:
    """Whether ``t`` is the plain ``noun`` (no count, filter or other target; ``owner_you``: owned by "you" (True),
    by no one named (False), either (None))."""
    if t is None or t.noun is not noun or t.filters or t.also or t.count is not None:
        return False
    you = t.owner is not None and t.owner.noun is m.Noun.YOU and not t.owner.filters
    return owner_you is None or (you if owner_you else t.owner is None)


def encounter_top(t: m.Target | None) -> m.Amount | None | bool:
    """"the top (N) card(s) of the encounter deck": its count (None: one card); False when ``t`` is no such target."""
    return t.count if _bare(top_of(t), m.Noun.ENCOUNTER_DECK, False) else False


def _top_of_your_discard_pile(t: m.Target | None) -> bool:
    """Whether ``t`` is "the top N cards of your discard pile" (N printed)."""
    return _bare(top_of(t), m.Noun.DISCARD_PILE, True) and (t.count is None or _plain(t.count) is None)


def shuffle_shape(e: m.Effect) -> str | None:
    """Which shuffle ``e`` is: "card_encounter" / "card_yours" (this card or a card named on it into the encounter
    deck / your deck), "encounter_pile" (the encounter discard pile into the encounter deck), "your_pile" (your
    discard pile into your deck), "from_your_pile" (N cards from, or the top N cards of, your discard pile into
    your deck); None for any other."""
    t, src = e.target, e.source
    into_encounter, into_yours = _bare(src, m.Noun.ENCOUNTER_DECK, False), _bare(src, m.Noun.DECK, True)
    if moved_card(t) and (into_encounter or into_yours):
        return "card_encounter" if into_encounter else "card_yours"
    if into_encounter and _bare(t, m.Noun.DISCARD_PILE, False):
        return "encounter_pile"
    if into_yours and _bare(t, m.Noun.DISCARD_PILE, True):
        return "your_pile"
    if into_yours and (from_your_discard_pile(t) is not None or _top_of_your_discard_pile(t)):
        return "from_your_pile"
    return None


def _their_deck_top(t: m.Target | None) -> bool:
    """Whether ``t`` is "the top (N) card(s) of their deck" (the deck of the player performing)."""
    deck = top_of(t)
    return deck is not None and deck.noun is m.Noun.DECK and not deck.filters and not deck.also \
        and deck.count is None and deck.owner is not None and deck.owner.noun is m.Noun.IT


def _performer(t: m.Target | None) -> str | None:
    """A player performing a discard: "each" (each player), "one" (that player, the player who defeated this
    card, ...: one player, whoever it is); None for another target."""
    if t is None or t.also or t.count is not None:
        return None
    if t.noun is m.Noun.PLAYER and t.quantifier in _EACH and not t.filters:
        return "each"
    if t.noun in (m.Noun.PLAYER, m.Noun.IT, m.Noun.FIRST_PLAYER) and t.quantifier not in _EACH:
        return "one"
    return None


def deck_discard(e: m.Effect) -> str | None:
    """Which discard ``e`` is among those the deck operations apply: "encounter_top" (the top (N) card(s) of the
    encounter deck), "encounter_n" (N cards from the encounter deck), "hand" (your hand, no amount), "it" (the
    card "it" names, no amount), "performer_encounter" (a player, or each player, discards the top (N) card(s) of
    the encounter deck), "each_own_deck" (each player discards the top (N) card(s) of their deck); None for any
    other (the hand and this-card discards are `_target`'s)."""
    if e.kind is not K.DISCARD:
        return None
    if e.source is not None:
        if e.amount is not None or _performer(e.target) is None:
            return None
        if encounter_top(e.source) is not False:
            return "performer_encounter"
        return "each_own_deck" if _performer(e.target) == "each" and _their_deck_top(e.source) else None
    t = e.target
    if encounter_top(t) is not False:
        return "encounter_top"
    if _bare(t, m.Noun.ENCOUNTER_DECK, False) and e.amount is not None:
        return "encounter_n"
    if _bare(t, m.Noun.HAND, True) and e.amount is None:
        return "hand"
    if _bare(t, m.Noun.IT, False) and e.amount is None and t.quantifier is not m.Quantifier.EACH:
        return "it"
    return None


def deal_players(t: m.Target | None) -> str | None:
    """Whom encounter cards are dealt to: "you", "each" (each player or hero), "first" (the first player),
    "others" (each other player: all but the resolving player); None for any other target."""
    if t is not None and t.noun is m.Noun.PLAYER and not t.also and t.count is None and t.owner is None and (
            (t.quantifier is m.Quantifier.ANOTHER and not t.filters) or (t.quantifier in _EACH and len(t.filters) == 1
                                                                         and t.filters[0].kind is m.FilterKind.OTHER)):
        return "others"   # "each other player" (each player, other) or "another player"
    if t is None or t.filters or t.also or t.count is not None or t.owner is not None:
        return None
    if t.noun is m.Noun.YOU:
        return "you"
    if t.noun in (m.Noun.PLAYER, m.Noun.HERO) and t.quantifier in _EACH:
        return "each"
    if t.noun is m.Noun.FIRST_PLAYER:
        return "first"
    return None


def deck_why(e: m.Effect) -> str | None:
    """Why the deck operations cannot apply ``e`` (a kind of `DECK_KINDS`, or a discard `deck_discard` names): None
    when they can."""
    k = e.kind
    if k is K.DISCARD:
        shape = deck_discard(e)
        if shape == "encounter_top" and e.amount is not None and e.amount != encounter_top(e.target):
            return "amount: not applied to the top of a deck"   # ("Discard 7 cards from the top of ...": read twice)
        if shape in ("performer_encounter", "each_own_deck"):
            return _plain(e.source.count) if e.source.count is not None else None
        n = encounter_top(e.target) if shape == "encounter_top" else e.amount if shape == "encounter_n" else None
        return _plain(n) if n is not None else None
    if k is K.REVEAL and named_move(e) is not None:   # cards named by title and type, revealed (`applicable_named`)
        return None
    if k is K.REVEAL and named_deck_top(e) is not None:   # the top card of a deck named (`applicable_named_deck`)
        return None
    if k in (K.DISCARD_UNTIL, K.REVEAL) or _order.order_shuffle(e):   # decks whose cards are known (`applicable_order`)
        return _order.order_why(e)
    if _player_deck.your_deck_shuffle(e) or _player_deck.each_deck_shuffle(e):   # a player's deck in order
        return None                                                             # (`applicable_player_deck`)
    if k is K.SHUFFLE and named_deck_top(e) is not None:   # a deck named's top card into it (`applicable_named_deck`)
        return None
    if k is K.SHUFFLE and _shuffle.each_from_pile(e) is not None:   # each <X> of the encounter discard pile shuffled in
        return None
    if k is K.SHUFFLE and pile_shuffle(e) is not None:   # one <X> of your discard pile (`applicable_pile_shuffle`)
        return None
    if k is K.SHUFFLE and owner_deck(e):   # this card into its owner's deck (`applicable_pile_shuffle`)
        return None
    if k is K.SHUFFLE and each_pile(e):   # each player's pile into their deck (`applicable_pile_shuffle`)
        return None
    if k is K.SHUFFLE:
        shape = shuffle_shape(e)
        if shape is None:
            return "shuffling anything but a named card or a discard pile into its deck: not applied"
        if e.amount is not None:
            return "amount: not applied to a shuffle"
        if shape == "from_your_pile" and e.target.count is not None:
            return _plain(e.target.count)
        return None
    if k is K.DEAL_ENCOUNTER:
        if e.given is not None:   # "deal this card to yourself as a facedown encounter card"
            if not moved_card(e.given) or e.amount is not None or deal_players(e.target) not in ("you", "first"):
                return "a card dealt to anyone but you or the first player, or not this card (or a card named): " \
                    "not applied"
            return None
        if deal_players(e.target) is None:
            return "dealing to anyone but you, each (other) player or the first player: not applied"
        return _plain(e.amount) if e.amount is not None else None
    if k is K.TAKE_CONTROL and play_under_any(e):   # "Play under any player's control." (`play_control`)
        return None
    if k is K.TAKE_CONTROL:
        if e.amount is not None:
            return "amount: not applied to a change of control"
        if e.target is None or deal_players(e.target) not in ("you", "first") or not moved_card(e.source):
            return "control of anything but this card (or a card named) taken by you or the first player: not applied"
        return None
    return "no outcome semantics for this kind"
def _activation_amount(e: m.Effect) -> str | None:
    """Why the engine cannot count an activation's printed bonus ("with +1 ATK": the stat of its procedure, a
    printed number; None when there is none or it can)."""
    if e.amount is None and e.stat is None:
        return None
    if e.stat is None or e.stat is not PROCEDURE_STAT.get(e.procedure):
        return f"an activation with a bonus to {e.stat.value if e.stat else '?'}: not applied"
    return _plain(e.amount)


def _activation_target(e: m.Effect) -> str | None:
    """Why the engine cannot run the activation ``e`` (None when it can): its verb names the procedure
    (`PROCEDURE_OP`); the enemy is one the engine names (the villain, this card, a card named), unfiltered;
    an attack or an activation is against "you", a scheme against nobody."""
    if e.procedure not in PROCEDURE_OP:
        return "an activation whose procedure is not read"
    t = e.target
    attached = attached_enemy(t)   # "attached enemy": the card this one is attached to (`activation_pick`)
    if (t.filters or t.also or t.count is not None or t.owner is not None) and not attached:
        return "a filtered or counted enemy: not named by the engine"
    named = in_play_enemy(e) is not None   # "if Namor is in play, he ...": the card in play (`activation_pick`)
    if t.noun is m.Noun.IT and not named:   # "he activates against you": an enemy named earlier, not followed
        return "enemy 'it': not named by the engine"
    if not (attached or named or t.noun in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD)
            or (t.noun is m.Noun.VILLAIN and t.quantifier is m.Quantifier.THE)):
        return f"enemy {t.quantifier.value} {t.noun.value}: not named by the engine"
    src = e.source
    if e.procedure is m.EventKind.SCHEME:
        return None if src is None else "a scheme against someone: not applied"
    if attacks_picked(e):   # against a character the player picks (`activation_pick`)
        return None
    if src is None or src.noun is not m.Noun.YOU or src.filters or src.also or src.owner is not None:
        return "an activation against anyone but 'you': not applied"
    return None


def _boost_target(t: m.Target) -> str | None:
    """Why the engine cannot name the enemy a boost card is given to (None when it can: the activating enemy, the
    villain, this card, a card named; the situation then checks it is the enemy activating)."""
    if t.also or t.count is not None or t.owner is not None:
        return "a boost card given to a counted or owned enemy: not applied"
    if t.noun is m.Noun.ENEMY and len(t.filters) == 1 and t.filters[0].kind is m.FilterKind.ACTIVE:
        return None
    if t.filters:
        return "a boost card given to a filtered enemy: not applied"
    if t.noun is m.Noun.IT:   # an enemy named earlier (or Villainous' reminder: its own boost card, no additional one)
        return "a boost card given to 'it': not applied"
    if t.noun in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD) or (t.noun is m.Noun.VILLAIN
                                                                      and t.quantifier is m.Quantifier.THE):
        return None
    return f"a boost card given to {t.quantifier.value} {t.noun.value}: not applied"


def resolved_card(t: m.Target | None) -> m.Target | None:
    """The card whose printed ability ``t`` (an EFFECT target with the ability's printed label as its name) names,
    when the engine can name it: this card, a card named, the main scheme, or "the <Trait> environment" (the
    situation names the one there is); None otherwise."""
    if t is None or t.noun is not m.Noun.EFFECT or not t.name.strip('"') or t.also or t.count is not None:
        return None
    if t.owner is not None and not t.filters:
        o = t.owner
        ok = o.noun in (m.Noun.THIS_CARD, m.Noun.NAMED_CARD) and not o.filters and not o.also and o.owner is None
        return o if ok else None
    if t.owner is None and len(t.filters) == 1 and t.filters[0].kind is m.FilterKind.ZONE \
            and t.filters[0].value == "on" and t.filters[0].target is not None:
        c = t.filters[0].target
        if c.also or c.owner is not None or c.count is not None:
            return None
        if c.noun in (m.Noun.NAMED_CARD, m.Noun.MAIN_SCHEME) and not c.filters:
            return c
        if c.noun is m.Noun.ENVIRONMENT and c.quantifier is m.Quantifier.THE and len(c.filters) == 1 \
                and c.filters[0].kind is m.FilterKind.TRAIT:
            return c
    return None


# --- "it" of a zone operation (`logic.situation.antecedent`): the card an earlier part of the ability named ------
def _it_ok(e: m.Effect) -> bool:
    """Whether zone operation ``e`` moves, or attaches to, a plain "it" ("put it into play", "add that card to your
    hand", "attach this card to it"): accepted here, the effect alone; which card it is, the ability tells
    (`antecedent.it_names`: the summary's `why_not_in` and the situation ask it, and leave it unread when none)."""
    t = it_slot(e)
    if t is None or not plain_it(t):
        return False
    if e.kind is K.ATTACH:   # "attach this card (a card named) to it", "attach to it"
        return e.source is None or moved_card(e.target)
    return e.source is None or _source_ok(e)


def _campaign_pool(e: m.Effect) -> str | None:
    """Why a removal "from the game and the campaign pool" is not applied: of this card or a card named it is
    (`applicable_campaign` judges it as the removal from the game, before this catalogue); of anything else, not."""
    t = e.target
    if e.kind is not K.REMOVE_FROM_GAME or t is None:
        return None
    pools = [x for f in t.filters if f.target is not None for x in f.target.also if x.noun is m.Noun.CAMPAIGN_POOL]
    return "removal from the campaign pool of anything but this card or a card named: not applied" if pools \
        else None


# --- choices between options (`logic.timing.choice_ops`): the engine's ``option`` mark, one branch per pick ---------
#: the links of an option: one of a "choose" list, or "or" (the effect before the first "or" is the first option)
OPTION_LINKS = (m.Link.OPTION, m.Link.OR)
_LINKS = _LINKS + OPTION_LINKS
__all__ += ["OPTION_LINKS", "choose_heading", "choice_numbers", "choice_why"]


def choose_heading(e: m.Effect) -> bool:
    """Whether ``e`` is the heading of a list of options ("Choose:", "choose one:"): a CHOOSE with nothing else."""
    return e.kind is K.CHOOSE and e.target is None and e.amount is None and not e.conditions and not e.optional


def _choose_why(e: m.Effect) -> str | None:
    """`why_not` for a CHOOSE: None for the heading of a list of options (applied by its options' marks, when the
    ability's effects hold them: `choice_why`); a target chosen for later effects is not applied."""
    if e.target is not None:   # a target chosen for the effects after it (`chosen`: each pick a branch)
        if e.amount is not None or e.conditions or e.optional or e.link not in _LINKS or e.link in OPTION_LINKS:
            return "a target chosen with an amount, a condition, 'may' or an option link: not applied"
        return chosen_why(e.target)
    return None if choose_heading(e) else "a 'choose' with an amount, a condition or 'may': not applied"


def choice_numbers(effects) -> dict[int, int]:
    """The options of the first choice among ``effects`` (one ability's, in order): position -> option number
    (1, 2, ...): the OPTION effects right after a "choose" heading (each with the effects "and" joins to it), or an
    effect and the OR effects right after it; empty when there is none."""
    effects = list(effects)
    for i, e in enumerate(effects):
        if choose_heading(e):
            out: dict[int, int] = {}
            for j in range(i + 1, len(effects)):   # an option's effects joined by "and" are that option's
                if effects[j].link is m.Link.OPTION:
                    out[j] = len(set(out.values())) + 1
                elif effects[j].link is m.Link.AND and out:
                    out[j] = out[j - 1]
                else:
                    break
            if out or not or_after_heading(effects, i):
                return out
            continue   # "Choose: X or Y": the options are the effect after the heading and the "or" ones after it
        if e.link is m.Link.OR and i > 0:
            run = [i - 1, i]
            for j in range(i + 1, len(effects)):
                if effects[j].link is not m.Link.OR:
                    break
                run.append(j)
            return {j: n for n, j in enumerate(run, 1)}
    return {}


def choice_why(effects) -> list[str | None]:
    """Per effect of one ability (``effects``, in order), why its part in a choice keeps the engine from applying it
    (None: no such reason; `why_not` still applies): a heading needs two options or more, an option needs its
    heading (or, for "or", an effect before it), an ability has one choice only, every option must be applicable
    (`why_not`), and an option carries no "then" / "otherwise" mark of its own."""
    effects = list(effects)
    out: list[str | None] = [None] * len(effects)
    numbers = choice_numbers(effects)
    members = set(numbers)
    heading = next((i for i, e in enumerate(effects) if choose_heading(e)), None)
    if heading is not None and heading < min(members, default=len(effects)):
        members.add(heading)
    for i, e in enumerate(effects):
        if i in members:
            continue
        if choose_heading(e) or e.link in OPTION_LINKS:
            out[i] = "a second choice in one ability, or an option with no 'choose' before it: not applied"
    if not numbers:
        return out
    if len(set(numbers.values())) < 2:
        why = "a 'choose' with fewer than two options read: no choice applied"
    elif any(why_not(effects[j]) is not None for j in numbers):
        why = "another option of its choice is not applied: no choice applied"
    elif any(effects[j].link in (m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE) for j in numbers):
        why = "an option marked 'then' or 'otherwise': not applied"
    else:
        why = None
    if why:
        for j in members:
            if out[j] is None and why_not(effects[j]) is None:
                out[j] = why
    return out


# --- decks whose cards are known, in order (`logic.timing.order_ops`; the shapes: `applicable_order`) ----------------
OP.update(_order.ORDER_OPS)
DECK_KINDS = DECK_KINDS + tuple(_order.ORDER_OPS)
_READS[K.DISCARD_UNTIL] = ("until",)
# --- "if you cannot, X" (issue 15 §5): the engine's ``otherwise`` mark, after an effect whose failure it tells -------
# (Otherwise p1.b1.2: an effect that cannot even partly resolve counts as not resolved; "if you cannot" asks that of
# the effect before it, as "otherwise" does)
#: the effects before "if you cannot" whose failure the engine tells as an effect with no target it could affect: an
#: attachment (its card or its host not there) and counters placed on a card (that card not there); a draw, a
#: discard from a hand, an exhaust, a status given or counters removed count as resolved in the engine even when
#: nothing changed, so "if you cannot" after them is not applied
CANNOT_AFTER = (K.ATTACH, K.PLACE_COUNTERS)
_MARKS[m.PredicateKind.CANNOT] = (m.Link.FIRST,)
__all__ += ["CANNOT_AFTER", "if_you_cannot", "cannot_why"]


def if_you_cannot(e: m.Effect) -> bool:
    """Whether ``e`` opens with "if you cannot" (a condition on the effect before it, not an "and" after another)."""
    return e.link is m.Link.FIRST and any(
        c.kind is m.ConditionKind.IF and c.predicate is not None and c.predicate.kind is m.PredicateKind.CANNOT
        and not c.predicate.negated and (c.predicate.subject is None or c.predicate.subject.noun is m.Noun.YOU)
        for c in e.conditions)


def cannot_why(effects: list, i: int) -> str | None:
    """Why the "if you cannot" of effect ``i`` of ``effects`` (one ability's) is not applied as the engine's
    ``otherwise`` mark (None when it is, or when the effect has none): no effect before it, or one whose failure the
    engine does not tell (`CANNOT_AFTER`)."""
    if not if_you_cannot(effects[i]):
        return None
    if i == 0:
        return "'if you cannot' with no effect before it in its ability: not applied"
    before = effects[i - 1].kind
    if before not in CANNOT_AFTER:
        return f"'if you cannot' after {before.value}: the engine does not tell whether it could be done"
    return None
# --- an attack's damage increased ("this attack deals N additional damage": the engine's ``attack_increase``,
# `logic.timing.attack_ops`; the situation converts it in `logic.situation.attack_increase`) -------------------------
__all__ += ["attack_increase"]


def attack_increase(e: m.Effect) -> bool:
    """Whether ``e`` is "this / that attack deals N additional damage": damage dealt by the attack under way, its
    amount saying "additional" (an increase of that attack's damage by another ability: Attack (Player Ability Type)
    p1.b2.2); `why_not` then asks for a printed N, and nothing else of the target."""
    t = e.target
    return e.kind is K.DEAL_DAMAGE and this_attack(t) and not t.filters and not t.also and t.count is None \
        and e.amount is not None and e.amount.additional


# --- boost icons a boost card gains (GAIN_BOOST_ICONS: the engine's ``boost_icons``, `logic.situation.boost_icons`) ---
OP[K.GAIN_BOOST_ICONS] = "boost_icons"
COUNTED_KINDS = COUNTED_KINDS + (K.GAIN_BOOST_ICONS,)


# --- a card set aside (SET_ASIDE: the engine's zone operation ``set_aside``, `logic.timing.zone_ops`): this card or a
# card named, as the other zone operations move it ---
OP[K.SET_ASIDE] = "set_aside"
ZONE_KINDS = ZONE_KINDS + (K.SET_ASIDE,)
_NO_AMOUNT = _NO_AMOUNT + (K.SET_ASIDE,)


# --- threat placed "additional" (Alteration Effect p1.b1: placed with what it modifies; `logic.situation.additional`)
__all__ += ["added_threat", "without_additional"]


def added_threat(e: m.Effect) -> bool:
    """Whether ``e`` places threat "additional" ("place 2 additional threat here (for each Hydra enemy in play)")."""
    return e.kind is K.PLACE_THREAT and e.amount is not None and e.amount.additional


def without_additional(e: m.Effect) -> m.Effect:
    """``e`` with its amount read without "additional" (the threat it places, counted or printed)."""
    return replace(e, amount=replace(e.amount, additional=False))


# --- "if this activation is an attack / a scheme" (a Boost ability's condition: its activation is the situation's
# event, `logic.situation.scenario` ``conditioned``) ---
__all__ += ["activation_type"]


def activation_type(c: m.Condition) -> str | None:
    """The type ("attack" or "scheme") condition ``c`` asks "this activation" to be ("if this activation is an
    attack"); None for any other condition."""
    p = c.predicate
    if c.kind is not m.ConditionKind.IF or p is None or p.kind is not m.PredicateKind.IS_TYPE or p.negated:
        return None
    t = p.subject
    ok = t is not None and t.noun is m.Noun.ACTIVATION and t.quantifier is m.Quantifier.THIS and not t.filters \
        and not t.also and t.owner is None and p.object is None
    return p.counted.value if ok and p.counted in (m.Noun.ATTACK, m.Noun.SCHEME) else None


# --- "an equal amount" of the damage taken ("After X takes any amount of damage, place an equal amount of threat
# here": the engine's counted amount ``taken``, `logic.timing.amount_ops`) ---
__all__ += ["taken_amount", "after_damage_taken"]
_TAKEN_KINDS = (K.DEAL_DAMAGE, K.TAKE_DAMAGE, K.PLACE_THREAT, K.REMOVE_THREAT, K.HEAL)


def taken_amount(e: m.Effect) -> bool:
    """Whether ``e``'s amount is "an equal amount" / "that much" (of what its ability waits for), on a kind whose
    amount the engine may count as damage taken (`after_damage_taken` says when it is)."""
    a = e.amount
    return e.kind in _TAKEN_KINDS and a is not None and a.variable == "that_amount" and a.value is None \
        and a.per is None and not (a.up_to or a.additional or a.at_least or a.per_player)


def after_damage_taken(ability: m.Ability | None) -> bool:
    """Whether ``ability`` waits for one character taking damage, after it ("After X takes any amount of damage"):
    then its "equal amount" is the damage X took."""
    t = ability.trigger if ability is not None else None
    return t is not None and t.event is m.EventKind.TAKES_DAMAGE and t.timing is m.Timing.AFTER and not t.also \
        and t.subject is not None and not t.subject.also and t.subject.count is None
# --- s8-engram: the side a card shows ("Low side faceup", "flip it to its High side": `m.Effect.side`) is read by no
# op of the engine, so an effect naming one is not applied ---
_UNREAD_FIELDS = _UNREAD_FIELDS + ("side",)


# --- s9-fanmade2: wordings of fan-made pools, general rules (`applicable_control`, `conditions_hand`) -----------------
# "be stunned" with no subject ("You must choose: take 2 damage or be stunned."): the resolving player's identity,
# as "take 2 damage" with none
_NO_TARGET += (K.GIVE_STATUS,)
# "enters play under your control" (`applicable_control.controller_why`, tested in `why_not`)
_READS[K.PUT_INTO_PLAY] = _READS[K.PUT_INTO_PLAY] + ("controller",)


def or_after_heading(effects, i: int) -> bool:
    """Whether the heading at ``i`` ("Choose:") is followed by an effect and one or more "or" effects ("Choose: take
    2 damage or be stunned."): those are its options (`choice_numbers`)."""
    return i + 2 < len(effects) and effects[i + 1].link not in OPTION_LINKS and effects[i + 2].link is m.Link.OR
# --- the victory display (VICTORY_DISPLAY: the engine's zone operation ``victory_display``, `logic.timing.zone_ops`):
# "add this card (a card named) to the victory display", as the other zone operations move it ---
OP[K.VICTORY_DISPLAY] = "victory_display"
ZONE_KINDS = ZONE_KINDS + (K.VICTORY_DISPLAY,)
_NO_AMOUNT = _NO_AMOUNT + (K.VICTORY_DISPLAY,)


# === The two judges every caller asks: `why_not` (an effect alone) and `why_not_in` (an effect in its ability) ====
# Each is the catalogue above plus three registries, filled below, one entry per concern:
# - `OWN_ENTRIES`: kind -> the catalogue entry of its own module (a function of the effect alone);
# - `_AS_JUDGED`: shapes applied one after the other before the catalogue judges an effect (an effect judged as the
#   same effect in a shape the catalogue reads);
# - `IN_ABILITY_CHECKS`: (check, needs_ability) pairs asked in order once the catalogue accepts an effect in its
#   ability: ``check(ability, effect)`` gives why not, or None; with ``needs_ability`` it is asked only when the
#   ability is known.
# A new concern adds an entry to one registry; it never redefines `why_not` or `why_not_in`.

#: kind -> its catalogue entry (a function of the effect alone)
OWN_ENTRIES: dict = {}
#: the shapes, applied in this order before the catalogue judges the effect
_AS_JUDGED: list = []
#: (check, needs_ability), asked in this order after the catalogue accepts the effect in its ability
IN_ABILITY_CHECKS: list = []
#: effects accepted in their ability whatever the catalogue says: ``accepts(ability, effect)``
_ACCEPTED_IN_ABILITY: list = []


def why_not(effect: m.Effect) -> str | None:
    """None when the outcome engine can apply every part of ``effect``; else why not, in a few words: an option's
    cost of a kind the engine pays (`applicable_option_cost.option_cost_why`), then the effect in the shapes of
    `_AS_JUDGED`, judged by its kind's entry in `OWN_ENTRIES` or by the catalogue."""
    why = _option_cost_why(effect)
    if why:
        return why
    for shape in _AS_JUDGED:
        effect = shape(effect)
    entry = OWN_ENTRIES.get(effect.kind)
    return entry(effect) if entry is not None else _catalogue_why_not(effect)


def why_not_in(effect: m.Effect, kind: m.AbilityKind, ability: m.Ability | None = None,
               items: tuple = ()) -> str | None:
    """`why_not` for ``effect`` read in an ability of ``kind`` (`_catalogue_why_not_in`), then each check of
    `IN_ABILITY_CHECKS` in order; None when all accept, or when an entry of `_ACCEPTED_IN_ABILITY` accepts it."""
    if any(accepts(ability, effect) for accepts in _ACCEPTED_IN_ABILITY):
        return None
    why = _catalogue_why_not_in(effect, kind, ability, items)
    if why is not None:
        return why
    for check, needs_ability in IN_ABILITY_CHECKS:
        if needs_ability and ability is None:
            continue
        why = check(ability, effect)
        if why:
            return why
    return None


# --- s9-kinds: kinds with a catalogue entry of their own module, each an op of the engine: a card given to a player
# (GIVE_TO: ``give_to``, `logic.timing.give_ops`; `applicable_give_to`), an enemy engaging a player (ENGAGE: ``engage``,
# `logic.timing.engage_ops`; `applicable_engage`), a scheme advancing (ADVANCE: ``advance``,
# `logic.timing.advance_ops`; `applicable_advance`), an activation given no boost card (SKIP of GIVE_BOOST:
# ``no_boost``, `logic.timing.boost_skip_ops`; `applicable_skip`, which also asks the ability: `skip_why_in`) ---
from .applicable_give_to import give_to_why as _give_to_why   # noqa: E402
from .applicable_engage import engage_why as _engage_why   # noqa: E402
from .applicable_advance import advance_why as _advance_why   # noqa: E402
from .applicable_skip import skip_why as _skip_why, skip_why_in as _skip_why_in   # noqa: E402

OP.update({K.GIVE_TO: "give_to", K.ENGAGE: "engage", K.ADVANCE: "advance", K.SKIP: "no_boost"})
OWN_ENTRIES.update({K.GIVE_TO: _give_to_why, K.ENGAGE: _engage_why, K.ADVANCE: _advance_why, K.SKIP: _skip_why})


def _skip_in(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """A skipped boost card needs an activation its ability runs (`skip_why_in`)."""
    return _skip_why_in(ability, effect, why_not) if effect.kind is K.SKIP else None


IN_ABILITY_CHECKS.append((_skip_in, False))


# --- s10-choices2: effects judged as the same effect in a shape the catalogue above reads; which card each names,
# the ability tells (`IN_ABILITY_CHECKS`, below):
# - 'resolve its "Special" ability' as this card's (`logic.situation.resolve_its`; the situation resolves that card's
#   ability as one of a card named, `logic.situation.resolve`);
# - each enemy that fits activating ("Each Criminal enemy in play attacks you", "each minion engaged with you schemes",
#   "... activates against the player it is engaged with": `logic.situation.activation_each`) as one enemy named (the
#   situation converts it when exactly one enemy fits);
# - the enemy "it" of an activation ("After Badoon Assassin engages your hero, it attacks you": the card the ability
#   named before, `logic.situation.activation_it`) as this card;
# - the printed ability of each card that fits resolved ('Resolve the "Special" ability on each Black Panther upgrade
#   you control', `logic.situation.resolve_each`) as one card named's (the situation resolves it when exactly one
#   card fits; "in any order": the order the player chooses) ---
from .resolve_its import its_effect as _its_effect, its_why as _its_why   # noqa: E402
from .activation_each import each_enemy as _each_enemy, as_named as _as_named   # noqa: E402
from .activation_it import plain_it_enemy as _plain_it_enemy, it_enemy_why as _it_enemy_why   # noqa: E402
from .resolve_each import each_host as _each_host   # noqa: E402


def _its_as_this_card(effect: m.Effect) -> m.Effect:
    return replace(effect, target=replace(effect.target, owner=m.Target(m.Noun.THIS_CARD))) \
        if _its_effect(effect) else effect


def _each_enemy_as_named(effect: m.Effect) -> m.Effect:
    return _as_named(effect) if _each_enemy(effect) else effect


def _it_enemy_as_this_card(effect: m.Effect) -> m.Effect:
    return replace(effect, target=m.Target(m.Noun.THIS_CARD)) if _plain_it_enemy(effect) else effect


def _each_host_as_named(effect: m.Effect) -> m.Effect:
    if effect.kind is not K.RESOLVE_ABILITY or _each_host(effect.target) is None:
        return effect
    return replace(effect, target=m.Target(m.Noun.EFFECT, owner=m.Target(m.Noun.THIS_CARD), name=effect.target.name),
                   order=None if effect.order is m.Order.ANY else effect.order)


_AS_JUDGED.extend((_each_host_as_named, _it_enemy_as_this_card, _each_enemy_as_named, _its_as_this_card))
#: the "its" of an ability resolved (`resolve_its.its_why`) and the "it" of an activation
#: (`activation_it.it_enemy_why`) must name a card
IN_ABILITY_CHECKS.extend(((_its_why, True), (_it_enemy_why, True)))


# --- s10-fanmade3: a character a card ability declares the defender of an attack ("X defends instead": DEFEND,
# the engine's ``defend``; `applicable_defend`, Defend, Defense p1.b2.1 / p1.b3.2), in an ability waiting for an attack ---
from .applicable_defend import defend_why as _defend_why, defend_why_in as _defend_why_in   # noqa: E402

OP[K.DEFEND] = "defend"
OWN_ENTRIES[K.DEFEND] = _defend_why
# --- s10-fanmade3: cards looked at ("look at the top 3 cards of your deck": LOOK, the engine's ``look``,
# `logic.timing.look_ops`; `applicable_look`): the cards are seen, none moves ---
from .applicable_look import look_why as _look_why   # noqa: E402

OP[K.LOOK] = "look"
OWN_ENTRIES[K.LOOK] = _look_why


def _defend_in(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """A defense needs an ability waiting for an attack (`defend_why_in`); "if that attack damages you" an attack
    against you before it (`damaged_why_in`)."""
    return _defend_why_in(ability, effect) if effect.kind is K.DEFEND else damaged_why_in(ability, effect)


IN_ABILITY_CHECKS.append((_defend_in, False))

# --- an option's cost ("• Exhaust X → ..."): read, not paid by the engine (no option is chosen on what it can pay) ---
_UNREAD_FIELDS = _UNREAD_FIELDS + ("option_cost",)

# --- s11-conds4: "if that card's printed resource has [energy]": the one card its ability discarded off the top of a
# deck before it (`conditions_resource`; the engine's ``discarded:resource_<type>``) ---
from .conditions_resource import resource_why_in as _resource_why_in   # noqa: E402
# "if he has at least 1 hit point", "if it has any counters on it": the card "it" names (`conditions_it`)
from .conditions_it import it_count_why_in as _it_count_why_in   # noqa: E402

IN_ABILITY_CHECKS.extend(((_resource_why_in, True), (_it_count_why_in, True)))

# --- s11-discact: Villainous' reminder "(When this minion activates, give it a boost card.)": the keyword's boost
# card, which the situation applies as the card dealt as the minion's boost (`logic.situation.villainous`) ---
from .villainous import reminder as _villainous_reminder   # noqa: E402

_ACCEPTED_IN_ABILITY.append(_villainous_reminder)

# --- s11-targets2: "the villain and each minion engaged with that player" after "choose a player" (`engaged_pick`):
# judged as "... each minion engaged with you" is; the ability must choose that player before it ---
from .engaged_pick import as_you as _engaged_as_you, pick_why as _engaged_pick_why   # noqa: E402
# "each enemy in play", "each ally in play": the group (`in_play_group`)
from .in_play_group import plain as _in_play_plain   # noqa: E402
# "Nebula's Ship": the card of that whole name (`possessive_name`)
from .possessive_name import as_named as _possessive_as_named   # noqa: E402

_AS_JUDGED.extend((_engaged_as_you, _in_play_plain, _possessive_as_named))
IN_ABILITY_CHECKS.append((_engaged_pick_why, True))

# --- "draw up to your hand size" (`applicable_hand_room`; the engine's ``hand_room`` count) ---------------------
from .applicable_hand_room import hand_room, hand_room_why   # noqa: E402
from .applicable_up_to import up_to_plain, up_to_why, up_to_why_in   # noqa: E402
from .applicable_count_why import uncounted_why as _uncounted_why   # noqa: E402
from .spent_x import spent_x as _spent_x   # noqa: E402

# --- s11-optcost: an option's cost paid before its option (an exhaust, counters removed, resources spent: the engine's
# ``cost`` mark, `logic.timing.option_cost_ops`; Initiating Abilities p2.b2 by analogy), and resources spent (SPEND,
# the engine's ``spend``: not decided, the player's resources not stated; `applicable_option_cost`); `why_not` asks
# `option_cost_why` first ---
from .applicable_option_cost import option_cost_why as _option_cost_why, spend_why as _spend_why   # noqa: E402

_UNREAD_FIELDS = tuple(f for f in _UNREAD_FIELDS if f != "option_cost")
OP[K.SPEND] = "spend"
OWN_ENTRIES[K.SPEND] = _spend_why

# --- a replacement ("4 threat instead if ...", issue 15 §5): the engine's ``instead`` mark (`applicable_instead`); an
# effect linked "instead" passes `why_not`'s link test, and is applied only as the replacement of the effect before it
# in its ability ---------
from .applicable_instead import instead_why   # noqa: E402
_LINKS = _LINKS + (m.Link.INSTEAD,)
__all__ += ["instead_why"]


def _instead_in(ability: m.Ability | None, effect: m.Effect) -> str | None:
    """An effect linked "instead" replaces the effect before it in ``ability`` (`instead_why`; with no ability, not
    applied)."""
    if effect.link is not m.Link.INSTEAD:
        return None
    if ability is None:
        return "a replacement ('instead') outside its ability: not applied"
    return instead_why(list(ability.effects), next((i for i, x in enumerate(ability.effects) if x is effect), 0))


IN_ABILITY_CHECKS.append((_instead_in, False))
# --- damage prevented "from this attack" (issue 15 §5): the engine's ``prevent`` on the attack's defender or target
# (`applicable_prevent`); its ability must wait for the attack ------------------------------------
from . import applicable_prevent as _prevent   # noqa: E402

IN_ABILITY_CHECKS.append((_prevent.attack_prevent_why, False))
# --- an amount divided "from among" several targets (issue 15 §5): one option per division (`applicable_divided`);
# its ability must hold no other choice ---
from . import applicable_divided as _divided   # noqa: E402
for _k in _divided.DIVIDED_KINDS:
    _READS[_k] = _READS.get(_k, ()) + ("divided",)
IN_ABILITY_CHECKS.append((_divided.divided_why, False))
# --- s11-counters2: counters moved from one card to another ("move the glider counter to the main scheme with the
# least threat": MOVE_COUNTERS, the engine's ``move_counters``, `logic.timing.counter_move_ops`; `applicable_move`) ---
from .applicable_move import move_why as _move_why   # noqa: E402

OP[K.MOVE_COUNTERS] = "move_counters"
OWN_ENTRIES[K.MOVE_COUNTERS] = _move_why
# --- s12-zones4: "Remove this card from the game and the campaign pool": judged as its removal from the game; the
# situation gives both engine effects, ``remove_from_game`` and ``remove_from_campaign`` (`logic.timing.campaign_ops`:
# recorded in the outcome for the games after this one; `applicable_campaign`) ---
from .applicable_campaign import as_removed_from_game as _as_removed_from_game   # noqa: E402

_AS_JUDGED.append(_as_removed_from_game)
# --- s12-zones4: a character defeated by an effect ("Defeat a non-Elite minion": DEFEAT, the engine's ``defeat``,
# `logic.timing.defeat_ops`; `applicable_defeat`): no amount, a target judged as an exhaust's, one picked or named ---
from . import chosen as _chosen_kinds   # noqa: E402

OP[K.DEFEAT] = "defeat"
_NO_AMOUNT = _NO_AMOUNT + (K.DEFEAT,)
_chosen_kinds.SINGLE_KINDS = _chosen_kinds.SINGLE_KINDS + (K.DEFEAT,)
# --- s12-zones4: upgrades and supports readied or exhausted as a group ("Ready each Tech upgrade you control":
# `applicable_card_ready`; the engine's ``ready`` / ``exhaust`` of a card in play, `logic.timing.card_ready_ops`) ---
# (judged as readying this card)
from .applicable_card_ready import as_this_card as _card_group_as_this_card   # noqa: E402

_AS_JUDGED.append(_card_group_as_this_card)

# --- s12-activate2: an attack of each engaged enemy that fits, naming nobody ("Each Drone minion engaged with your
# hero attacks": against the player it is engaged with, `logic.situation.activation_unnamed`), judged as the attack
# against that player (before `activation_each`'s shape) ---
from .activation_unnamed import as_against as _unnamed_as_against   # noqa: E402

_AS_JUDGED.insert(0, _unnamed_as_against)
# "Deal the engaged player an encounter card" (a minion's): judged as a deal to one player named; the situation deals
# to the player the minion is engaged with (`logic.situation.engaged_player`) ---
from .engaged_player import as_you as _engaged_player_as_you   # noqa: E402

_AS_JUDGED.append(_engaged_player_as_you)
# "Each player must resolve The Hood's "Foul Play" ability in player order": judged as that ability resolved once; the
# situation resolves it once per player, in player order (`logic.situation.resolve_in_order`) ---
from .resolve_in_order import as_once as _resolve_once   # noqa: E402

_AS_JUDGED.append(_resolve_once)
# "deal 1 facedown encounter card to a player": a player picked, each pick a branch (`logic.situation.deal_chosen`),
# judged as a deal to one player named ---
from .deal_chosen import as_you as _picked_deal_as_you   # noqa: E402

_AS_JUDGED.append(_picked_deal_as_you)
# A boost card given to the enemy "it" names ("donnez-lui une carte de boost supplémentaire pour cette attaque"):
# judged as given to one card, which the ability must name (`logic.situation.boost_it`) ---
from .boost_it import as_this_card as _boost_it_as_this_card, it_boost_why as _it_boost_why   # noqa: E402

_AS_JUDGED.append(_boost_it_as_this_card)
IN_ABILITY_CHECKS.append((_it_boost_why, True))
# "deal 1 facedown encounter card to Gamora": to the player of the identity named (`logic.situation.deal_named`) ---
from .deal_named import as_you as _named_deal_as_you   # noqa: E402

_AS_JUDGED.append(_named_deal_as_you)
# --- s12-keywords3: "if no damage was healed this way": the one heal before it in its ability (`conditions_healed`,
# the engine's ``healed:<k>``) ---
from .conditions_healed import healed_why_in as _healed_why_in   # noqa: E402

IN_ABILITY_CHECKS.append((_healed_why_in, True))
# --- s12-keywords3: a keyword a constant ability gives "while (you are) in hero form": kept while that identity is in
# that form (`kept_form`; the engine's ``keyword`` with ``kept`` and ``if_form``, Ability p2.b1) ---
from .kept_form import as_judged as _kept_form_as_judged   # noqa: E402

_AS_JUDGED.append(_kept_form_as_judged)
# --- s12-keywords3: a keyword lost ("Magneto loses steady": LOSE_KEYWORD, the engine's ``keyword`` with ``loses``,
# `applicable_lose`), judged as the same keyword given; with no duration, in a constant ability only ---
from .applicable_lose import lose_why as _lose_why, lose_why_in as _lose_why_in   # noqa: E402

OP[K.LOSE_KEYWORD] = "keyword"
OWN_ENTRIES[K.LOSE_KEYWORD] = lambda effect: _lose_why(effect, why_not)
IN_ABILITY_CHECKS.append((_lose_why_in, False))
# --- s12-prohib: a player's attack or thwart forbidden ("you cannot attack the villain", "you cannot thwart the main
# scheme": `applicable_prohibit`; the situation's `prohibited_acts`, the engine's `act_ops`) ---
from . import applicable_prohibit as _prohibit  # noqa: E402
OWN_ENTRIES[K.CANNOT] = _prohibit.entry(_catalogue_why_not)
# guard given ("each minion gains guard"): the engine's ``keyword`` guard, read by `logic.timing.act_ops.guarded`
GIVEN_KEYWORDS = GIVEN_KEYWORDS + ("guard",)
# --- s12-mstat: a modifier's printed cap ("+2 ATK for each charge counter here (to a maximum of +6 ATK)": the
# ``maximum`` of the engine's ``modify``, `logic.timing.cap_ops`; `applicable_cap`) ---
from .applicable_cap import cap_why as _cap_why, cap_in_why as _cap_in_why   # noqa: E402

_READS[K.MODIFY_STAT] = _READS[K.MODIFY_STAT] + ("maximum",)
IN_ABILITY_CHECKS.append((_cap_in_why, True))
# --- s12-mstat: the cost to play this card changed by its own constant ability ("Reduce the cost to play X by 1 if
# your identity has the Y trait": the engine's ``play_cost``, `logic.timing.play_cost_ops`; `play_cost`). Its amount and
# conditions are judged as an ATK modifier's (`play_cost.as_judged`); in its constant ability, the conditions are
# tested as the card is played, the moment the modifier acts (so "a condition on the world in a constant ability:
# tested once" does not apply: `_cost_accepted`) ---
from . import play_cost as _play_cost   # noqa: E402

_AS_JUDGED.append(_play_cost.as_judged)
OWN_ENTRIES[K.MODIFY_STAT] = lambda e: (_play_cost.cost_why(e) if _play_cost.cost_effect(e) else None) \
    or _cap_why(e) or _catalogue_why_not(e)
IN_ABILITY_CHECKS.append((_play_cost.cost_in_why, False))


def _cost_accepted(ability: m.Ability | None, effect: m.Effect) -> bool:
    """A cost modifier of this card in its constant ability, every part of which `why_not` reads."""
    return _play_cost.cost_effect(effect) and ability is not None and _play_cost.cost_in_why(ability, effect) is None \
        and why_not(effect) is None


_ACCEPTED_IN_ABILITY.append(_cost_accepted)
# --- s12-discard2: one card in play discarded, picked among every card of its kind ("discard a non-Elite minion",
# "discard an ally": `discard_pick`; the engine's ``discard_card`` marked ``chosen``, Target p1.b2.2) ---
from .discard_pick import picked_discard as _picked_discard, picked_discard_why as _picked_discard_why   # noqa: E402

# one status card of a type not named ("discard a status card from your identity": `status_pick`; one option per
# type the character holds, the engine's ``option`` marks; Status Cards p3)
from .status_pick import status_pick as _status_pick, status_pick_why as _status_pick_why, \
    status_pick_why_in as _status_pick_why_in   # noqa: E402


def _discard_why(e: m.Effect) -> str | None:
    """The entry for DISCARD: one status card of a type not named (`status_pick`), one card picked among its kind
    (`discard_pick`), each judged by the catalogue proper; any other discard, the catalogue's."""
    if _status_pick(e):
        return _status_pick_why(e, _catalogue_why_not)
    if _picked_discard(e.target):
        return _picked_discard_why(e, _catalogue_why_not)
    return _catalogue_why_not(e)


OWN_ENTRIES[K.DISCARD] = _discard_why
IN_ABILITY_CHECKS.append((_status_pick_why_in, False))
# --- s12-threat2: counters placed "to a maximum of N" (`counter_cap`): judged as the same placement with no maximum,
# the engine's ``place_counters`` stopping at the cap (`logic.timing.counter_cap_ops`) ---
from .counter_cap import as_uncapped as _as_uncapped   # noqa: E402

_AS_JUDGED.append(_as_uncapped)
# --- s12-threat2: threat removed "additional" from "that scheme" (`joined_removal`): judged as the plain removal of its
# amount; its ability must remove threat before it, with no conditions of their own (Alteration Effect p1.b1) ---
from .joined_removal import as_removed as _as_removed, joined_why as _joined_why   # noqa: E402

_AS_JUDGED.append(_as_removed)
IN_ABILITY_CHECKS.append((_joined_why, False))
# --- s12-threat2: threat removed "ignoring any crisis icons" (`crisis_ignored`): the engine's plain removal (its world
# holds no crisis icon) ---
from .crisis_ignored import as_plain as _crisis_as_plain   # noqa: E402

_AS_JUDGED.append(_crisis_as_plain)
# --- s12-threat2: a capped placement whose being done its ability asks ("If you cannot, draw 1 card"): not decided ---
from .counter_cap import capped_why_in as _capped_why_in   # noqa: E402

IN_ABILITY_CHECKS.append((_capped_why_in, True))
# --- s12-damage2: Retaliate's reminder "(After this character is attacked, deal 1 damage to the attacking
# character.)" after a printed Retaliate 1: the keyword's own ability, applied as the keyword's item
# (`logic.situation.retaliate_reminder`) ---
from .retaliate_reminder import reminder as _retaliate_reminder   # noqa: E402

_ACCEPTED_IN_ABILITY.append(_retaliate_reminder)
# --- s12-damage2: a character picked "with an upgrade attached" (`attached_with`, the engine's ``if_attached_type``):
# a pick's only, never an attach's ---
from .attached_with import attach_why as _attached_with_why   # noqa: E402

IN_ABILITY_CHECKS.append((_attached_with_why, False))
# --- s12-defeater: "the player who defeated this scheme / minion" (`defeater`): judged as "you" is (one player the
# engine names: who draws, is given a status card, takes or deals damage, is dealt an encounter card, discards the
# top of their deck or from their hand, an activation is against or a card found is engaged with); only in the card's
# own When Defeated ability (or an "X is defeated" trigger's "who defeated it"), where the situation names the player
# whose stated action defeated it ---
from . import defeater as _defeater   # noqa: E402

_AS_JUDGED.extend((_defeater.as_you, _defeater.damage_as_judged, _defeater.deck_as_judged,
                   _defeater.hand_as_judged))
IN_ABILITY_CHECKS.extend(((_defeater.in_ability_why, False), (_defeater.it_after_why, True)))

# --- s12-subjects: the player named as an effect's subject ("Each player must choose and discard 1 card from their
# hand"): their own hand's discard judged as "from each player's hand"; a choice each player makes apart refused;
# a performer no entry reads refused, naming it (`performer_hand`) ---
from .performer_hand import each_choice_why as _each_choice_why, own_hand_as_owners as _own_hand_as_owners   # noqa: E402
from .performer_hand import each_places_as_one as _each_places_as_one   # noqa: E402

_UNREAD_FIELDS = _UNREAD_FIELDS + ("performer",)
_AS_JUDGED.extend((_own_hand_as_owners, _each_places_as_one))
IN_ABILITY_CHECKS.append((_each_choice_why, False))


# --- s12-mstat2: "while X is attacking, he gets +2 ATK if the attack is undefended" (`undefended_bonus`, the engine's
# ``undefended_bonus``): the modifier judged without its two conditions, in a constant ability only ---
from .undefended_bonus import as_judged as _undefended_as_judged, undefended_in_why as _undefended_in  # noqa: E402

_AS_JUDGED.append(_undefended_as_judged)
IN_ABILITY_CHECKS.append((_undefended_in, True))
# --- s12-mstat2: "X gets +1 ATK for each attachment on it" ("it": this card, in a constant ability; `on_itself`) ---
from .on_itself import as_on_this_card as _as_on_this_card, on_itself_in_why as _on_itself_in   # noqa: E402

_AS_JUDGED.append(_as_on_this_card)
IN_ABILITY_CHECKS.append((_on_itself_in, True))
