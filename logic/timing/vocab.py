"""The vocabulary of timing clauses: words, not rules.

A timing clause receives a `TimingView` over one scenario and returns z3
constraints over these symbols:

- ``taken(a)`` (Bool): item ``a`` resolves in this order (an ability used or
  triggered; the event is always taken);
- ``pos(a)`` (Int): its place in the resolution order; ``before(a, b)`` is
  ``pos(a) < pos(b)``;
- ``wave(a)`` (Int): the wave it resolves in, when the game has waves;
- ``decider(a)``, ``orderer(a)`` (Int, a player's seat): who decides whether
  ``a`` is used, who chooses its place among simultaneous items;
- ``policy(name)`` (Bool): how an order's effects are applied (`POLICIES`).

and these facts about the scenario, as z3 Boolean or integer values:
``kind_is``, ``triggered_by`` (b waits for something a produces),
``nested_under`` (transitively), ``same_trigger``, ``same_name``,
``share_affected``, ``same_origin``, ``controller``, ``affected_controller``,
``seats_from`` (seats clockwise), ``active_player``, ``first_player``, the
per-ability flags of the scenario file, ``is_ability`` (the item's kind is an
ability, not a game step or an effect), ``same_occurrence`` (both wait for
conditions one item produces), ``label_is`` (what the item counts as: attack, defense,
thwart), ``waits_for`` (b's trigger is a itself), ``cancelled`` (a taken item flagged ``cancels``
waits for it: what the flag means) and ``trigger_live`` (something b waits for
is taken and not cancelled). Which of them matter, and how, is said
only by the clauses in ``encodings/``.
"""

from __future__ import annotations

from typing import Callable, Iterable

from ..lazymodule import lazy_module
from .keyword_ops import END_POLICIES, KEYWORDS, KEYWORD_POLICIES
from .attack_ops import ATTACK_OPS, ATTACK_POLICIES


#: z3, imported when a `TimingView` first uses it: this module's names (the ops, zones, policies) are read by
#: commands that never build a view (``ruling abilities`` checks effects against them)
z3 = lazy_module("z3", globals())

__all__ = ["KINDS", "NOT_ABILITIES", "EFFECT_OPS", "ZONE_OPS", "ACTIVATION_OPS", "ZONES", "FORMS", "RESOURCES", "REVEAL_ENTERS_PLAY", "ZONE_POLICIES", "FORBIDDABLE", "AGAINST", "THWART_AGAINST", "STATS", "DURATIONS", "DERIVED", "POLICIES", "LABELS", "TimingView"]

#: Ability kinds by game (the triggering event has kind "event").
KINDS: dict[str, tuple[str, ...]] = {
    "marvel_champions": ("constant", "forced_interrupt", "interrupt", "forced_response", "response",
                         "when_revealed", "boost", "setup", "when_defeated",
                         # game steps and effects that are not abilities (NOT_ABILITIES)
                         "delayed", "lasting", "declare_defender", "consequential_damage", "each_time",
                         "villain_activation", "minion_activation"),
    "wow_miniatures": ("react", "payment", "ongoing", "triggered", "critical"),
}

#: Kinds of items that are not abilities: a delayed or lasting effect, a step of an enemy attack
#: (declaring a defender), consequential damage, the "each time" part of an ability resolving, an enemy's
#: activation among several at once (the villain's or a minion's; its ``controller`` is the player it is
#: against: `logic.situation.sequence`).
NOT_ABILITIES: tuple[str, ...] = ("delayed", "lasting", "declare_defender", "consequential_damage", "each_time",
                                  "villain_activation", "minion_activation")

#: Game functions the effect interpreter knows. ``attack``: the damage of an enemy attack (to its target,
#: plus boost icons, less a defending hero's DEF); ``defend``: a character defends the attack this item
#: waits for (``amount`` its DEF, 0 for an ally); ``boost_icons``: ``amount`` added to that attack's damage;
#: ``prevent``: the next instance of damage its character takes loses ``amount`` (all when 0), spending ``card``;
#: ``draw``: its character's player draws ``amount`` cards; ``exhaust`` / ``ready``: its character exhausts / readies;
#: ``place_counters`` / ``remove_counters``: ``amount`` counters placed on / removed from its card;
#: ``discard``: its character's player discards ``amount`` cards from hand; ``discard_deck``: ``amount`` cards from
#: the top of that player's deck to the discard pile; ``recover``: ``amount`` cards from that player's discard pile
#: to their hand; ``modify``: a lasting modifier of ``stat`` by ``amount`` on
#: its character for ``duration`` (`DURATIONS`).
EFFECT_OPS: tuple[str, ...] = ("damage", "heal", "status", "remove_status", "threat", "remove_threat",
                               "armor", "cancel", "attack", "defend", "boost_icons", "prevent", "draw", "exhaust", "ready",
                               "place_counters", "remove_counters", "discard", "discard_deck", "modify",
                               "recover")

# --- zone operations (cards moving between areas; `logic.timing.zone_ops`) -----------------------------------
#: Game functions that move one named card (a ``[[cards]]`` entry or a character) between areas (`ZONES`):
#: ``reveal``: turn it face up and place it as the policies say (`REVEAL_ENTERS_PLAY`); ``attach``: attach it to
#: ``card``; ``discard_card``: to a discard pile; ``put_into_play``: into play (not revealed); ``return_to_hand``:
#: to a hand; ``search``: from a deck to that deck's hand; ``remove_from_game``: out of the game.
ZONE_OPS: tuple[str, ...] = ("reveal", "attach", "discard_card", "put_into_play", "return_to_hand", "search",
                             "remove_from_game")
EFFECT_OPS = EFFECT_OPS + ZONE_OPS
# --- forms: ``flip`` turns an identity to ``form`` (`FORMS`; "" the other side) ---
FORMS: tuple[str, ...] = ("hero", "alter_ego")
EFFECT_OPS = EFFECT_OPS + ("flip",)
# --- resources: ``resources`` adds ``amount`` resources of type ``card`` (`RESOURCES`) to the pool of its
# character's player (kept until spent; the outcome lists each pool by character and type) ---
RESOURCES: tuple[str, ...] = ("energy", "mental", "physical", "wild")
EFFECT_OPS = EFFECT_OPS + ("resources",)
# --- status cards discarded: ``remove_statuses`` discards from its target every status card of the types ``card``
# names (comma-separated: "stunned,confused"), every copy it holds ("discard each status card from the villain") ---
EFFECT_OPS = EFFECT_OPS + ("remove_statuses",)
# --- prohibitions: ``forbid`` puts the prohibition ``forbids`` (`FORBIDDABLE`) on its target, while the card ``card``
# whose constant ability it is stays in play (none: for the outcome); counted amounts: an effect's ``per`` names
# what its ``amount`` is multiplied by, counted in the world when it resolves (`logic.timing.amount_ops`) ---
FORBIDDABLE: tuple[str, ...] = ("take_damage", "healed", "threat_removed", "defeated", "attack", "ready", "defend")
EFFECT_OPS = EFFECT_OPS + ("forbid",)
#: a status card a ``forbid`` keeps off its target ("cannot be stunned"): a ``status`` effect giving it is not valid
FORBIDDABLE = FORBIDDABLE + ("stunned", "confused", "tough")
#: "cannot activate": the enemy's activations, its attack and scheme among them (`logic.timing.activate_ops`)
FORBIDDABLE = FORBIDDABLE + ("activate",)
#: a ``forbid`` of ``AGAINST`` + a character ("X cannot attack you"): its target's attacks against that character
#: (the attack's target as declared, a defender or not) deal nothing, as an attacker that cannot attack
AGAINST = "attack_against:"
#: Where a card may be: in play; a player's hand, deck or discard pile (of its owner or controller); the encounter
#: deck and its discard pile; face up in front of a player, not in play (a revealed treachery, a played event);
#: set aside; removed from the game.
ZONES: tuple[str, ...] = ("play", "hand", "deck", "discard", "encounter_deck", "encounter_discard", "front",
                          "set_aside", "removed")
#: The card types a revealed card may have, each with the policy that puts it into play when revealed.
REVEAL_ENTERS_PLAY: dict[str, str] = {t: f"reveal_{t}_enters_play" for t in
                                      ("attachment", "environment", "minion", "obligation", "side_scheme")}

# --- activations an effect starts (`logic.timing.activation_ops`): ``enemy_attack``, ``enemy_scheme`` and
# ``activate`` (an attack or a scheme by the form of the identity it is against), ``card`` the enemy ---
ACTIVATION_OPS: tuple[str, ...] = ("enemy_attack", "enemy_scheme", "activate")
EFFECT_OPS = EFFECT_OPS + ACTIVATION_OPS

#: The statistics a ``modify`` effect may change, and how long its modifier lasts: the attack it is made in, the
#: phase, the round; or ``in_play``: a constant modifier of the card the effect names (``card``), in effect while
#: that card is in play when the policy ``constant_while_in_play`` is on (else for as long as the outcome runs).
STATS: tuple[str, ...] = ("atk", "thw", "def", "sch", "rec", "hit_points", "hand_size")
DURATIONS: tuple[str, ...] = ("attack", "phase", "round", "in_play")

#: What an item may count as (``labels``): the labels of a labeled ability, or what a basic power is.
LABELS: tuple[str, ...] = ("attack", "defense", "thwart")

#: The conditions an effect produces by itself (``<op>:<target>``), besides those a scenario declares:
#: an ability waiting for ``damage:villain`` waits for any item whose effects deal damage to the villain.
DERIVED: dict[str, tuple[str, ...]] = {
    "damage": ("damage",), "attack": ("damage", "attack_damage"), "heal": ("heal",),
    "status": ("status",), "threat": ("threat",), "remove_threat": ("remove_threat",),
    "place_counters": ("place_counters",), "remove_counters": ("remove_counters",), "discard": ("discard",),
}

#: an attack or a scheme an effect starts produces what an attack's damage or a scheme's threat produces (an
#: ``activate``, which is one or the other by a form known only when it resolves, produces neither by itself)
DERIVED = {**DERIVED, "enemy_attack": ("damage", "attack_damage"), "enemy_scheme": ("threat",)}

#: How effects are applied; each is on only when the clauses entail it.
POLICIES: dict[str, str] = {
    "destruction_deferred_to_wave_end": "no character is destroyed until the wave it is in has fully resolved",
    "triggered_reads_snapshot": "a triggered ability reads the game as it was right after its trigger",
    "partial_resolution": "an ability whose text is partly inapplicable applies as much as it can",
    "conditional_needs_done": "a 'then' / 'if you do' sentence applies only if what precedes it was done",
    "otherwise_needs_not_done": "an 'otherwise' sentence applies only if what precedes it was not done",
    "defender_takes_attack_damage": "a character declared defender becomes the target of the attack's damage",
    "each_time_inside": "an 'each time' item resolves inside the ability it interrupts, after the effect "
                        "that triggers it, before the rest of that ability",
    "and_simultaneous": "effects joined by 'and' resolve at one moment: each reads the game as it was before the "
                        "first of them, and nothing resolves between them",
    "and_independent": "an effect joined by 'and' does not depend on the others of its group: one that cannot "
                       "resolve does not stop them, and each resolves as much as it can",
    "and_cancel_separately": "cancelling or preventing one effect joined by 'and' removes that effect only, not "
                             "the others of its group",
    "labeled_cancel_whole": "a status card cancelling one part of a labeled ability cancels the whole ability",
    "valid_targets_only": "an effect on several targets resolves against those still valid and skips the others, "
                          "when at least one is valid",
    "attack_needs_attacker": "an attack whose attacker has left play before its damage ends without dealing it",
    "constant_while_in_play": "a constant modifier (a 'modify' lasting 'in_play') is in effect only while the card "
                              "whose ability it is stays in play (not defeated, not moved out of play)",
}
#: How zone operations (`ZONE_OPS`) place cards; each is on only when the clauses entail it.
ZONE_POLICIES: dict[str, str] = {
    **{p: f"a revealed {t.replace('_', ' ')} enters play (else it is placed in front of its revealer, out of play)"
       for t, p in REVEAL_ENTERS_PLAY.items()},
    "reveal_treachery_discarded": "a revealed treachery is discarded once its When Revealed abilities resolved",
    "owner_areas": "a card discarded or leaving play goes to its owner's area (else: to the area of the player "
                   "who had it)",
    "attach_enters_play": "a card attached from outside play enters play",
}
POLICIES = {**POLICIES, **ZONE_POLICIES}
# --- keywords an effect gives (``keyword``: `KEYWORDS`, each with a consequence), and the game's end (``lose_game``):
# `logic.timing.keyword_ops` ---
EFFECT_OPS = EFFECT_OPS + ("keyword", "lose_game", "trait")
POLICIES = {**POLICIES, **KEYWORD_POLICIES, **END_POLICIES}
#: the policies asked of a scenario only when it holds something they read (`logic.timing.effects.policy_can_apply`)
ON_DEMAND_POLICIES: dict[str, str] = {**ZONE_POLICIES, **KEYWORD_POLICIES, **END_POLICIES}
# --- the game won (``win_game``, `logic.timing.keyword_ops.win_game`; its policy is one of END_POLICIES) ---
EFFECT_OPS = EFFECT_OPS + ("win_game",)
POLICIES["lasting_counts_update"] = ("a lasting modifier with a counted amount ('+1 ATK for each minion in play' "
                                     "until the end of the phase) is counted again whenever it is read, following the "
                                     "game state (else once, when it is created)")
#: choices between options (`logic.timing.choice_ops`): asked only of a scenario with an option
ON_DEMAND_POLICIES["options_picked"] = POLICIES["options_picked"] = (
    "an effect marked as one option of its item's choice resolves only when the resolving player picks it; each "
    "pick is a branch of the outcome (without it, no option resolves)")
POLICIES["prohibitions_hold"] = ("a prohibition ('cannot take damage', 'cannot be healed', 'threat cannot be removed', "
                                 "'cannot be defeated', 'cannot attack', 'cannot ready', 'cannot defend') on a target stops the game function it names "
                                 "on that target")
__all__ += ["KEYWORDS", "KEYWORD_POLICIES", "END_POLICIES", "ON_DEMAND_POLICIES"]
#: targets chosen when an item resolves (`logic.timing.target_ops`): asked only of a scenario with a chosen effect
ON_DEMAND_POLICIES["targets_chosen"] = POLICIES["targets_chosen"] = (
    "an effect on a target chosen ('choose an enemy ... that enemy') applies to the one valid target the resolving "
    "player picks when its item resolves; each pick is a branch of the outcome (without it, nothing is chosen and "
    "such an effect affects nothing)")
# --- an attack ability's damage increased by another ability (``attack_increase``: `logic.timing.attack_ops`) ---
EFFECT_OPS = EFFECT_OPS + ATTACK_OPS
POLICIES.update(ATTACK_POLICIES)
ON_DEMAND_POLICIES.update(ATTACK_POLICIES)
# --- "this effect cannot be canceled" (`logic.timing.uncancel_ops`, its ``POLICY``) ---
ON_DEMAND_POLICIES["uncancelable_not_canceled"] = POLICIES["uncancelable_not_canceled"] = (
    "an item whose card says its effect cannot be canceled is not canceled: a cancel effect aimed at it does nothing")
# --- "cannot activate" also stops an enemy's attack and scheme (`logic.timing.activate_ops`, its ``POLICY``) ---
ON_DEMAND_POLICIES["attack_scheme_is_activation"] = POLICIES["attack_scheme_is_activation"] = (
    "an enemy's attack or scheme is an activation of that enemy: an enemy that cannot activate neither attacks nor "
    "schemes")
# --- s12-prohib: a player's attack or thwart a prohibition forbids (`logic.timing.act_ops`, its ``POLICIES``): "you
# cannot thwart" (``thwart``), "you cannot thwart the main scheme" (``thwart_against:<scheme>``) ---
FORBIDDABLE = FORBIDDABLE + ("thwart",)
THWART_AGAINST = "thwart_against:"
ON_DEMAND_POLICIES["forbidden_attack_not_made"] = POLICIES["forbidden_attack_not_made"] = (
    "a player's attack (a basic power or a labelled ability) whose performer a prohibition forbids to attack, or to "
    "attack one of its targets, is not made: none of its effects resolve")
ON_DEMAND_POLICIES["forbidden_thwart_not_made"] = POLICIES["forbidden_thwart_not_made"] = (
    "a player's thwart (a basic power or a labelled ability) whose performer a prohibition forbids to thwart, or to "
    "thwart the scheme it targets, is not made: none of its effects resolve")
ON_DEMAND_POLICIES["guard_forbids_attack_on_villain"] = POLICIES["guard_forbids_attack_on_villain"] = (
    "while a minion with guard (given by an effect) is engaged with a player, an attack by that player's character "
    "that would damage the villain is not made")


class TimingView:
    """The symbols and facts of one scenario, in one z3 context.

    Parameters
    ----------
    scenario : `logic.timing.scenario.Scenario`
    ctx : the z3 context every symbol lives in.
    """

    def __init__(self, scenario, ctx: z3.Context):
        self.scenario = scenario
        self.ctx = ctx
        self.items = [it.id for it in scenario.items]
        self._item = {it.id: it for it in scenario.items}
        self._taken = {a: z3.Bool(f"taken[{a}]", ctx) for a in self.items}
        self._pos = {a: z3.Int(f"pos[{a}]", ctx) for a in self.items}
        self._wave = {a: z3.Int(f"wave[{a}]", ctx) for a in self.items}
        self._decider = {a: z3.Int(f"decider[{a}]", ctx) for a in self.items}
        self._orderer = {a: z3.Int(f"orderer[{a}]", ctx) for a in self.items}
        self._policy = {p: z3.Bool(f"policy[{p}]", ctx) for p in POLICIES}
        self.uses_waves = False
        self.TRUE = z3.BoolVal(True, ctx)
        self.FALSE = z3.BoolVal(False, ctx)
        self._pairs: dict = {}
        self.seat = {p: i for i, p in enumerate(scenario.players)}
        # structure: who produces what each item waits for
        self._parents: dict[str, list[str]] = scenario.parents()
        self._ancestors: dict[str, set[str]] = {}
        for b in self.items:
            seen, todo = set(), list(self._parents.get(b, []))
            while todo:
                x = todo.pop()
                if x not in seen:
                    seen.add(x)
                    todo.extend(self._parents.get(x, []))
            self._ancestors[b] = seen

    # -- symbols -------------------------------------------------------------
    def taken(self, a: str) -> z3.BoolRef:
        return self._taken[a]

    def pos(self, a: str) -> z3.ArithRef:
        return self._pos[a]

    def wave(self, a: str) -> z3.ArithRef:
        self.uses_waves = True
        return self._wave[a]

    def decider(self, a: str) -> z3.ArithRef:
        return self._decider[a]

    def orderer(self, a: str) -> z3.ArithRef:
        return self._orderer[a]

    def policy(self, name: str) -> z3.BoolRef:
        return self._policy[name]

    def before(self, a: str, b: str) -> z3.BoolRef:
        """``a`` resolves before ``b``."""
        key = ("before", a, b)
        if key not in self._pairs:
            self._pairs[key] = self._pos[a] < self._pos[b]
        return self._pairs[key]

    def both(self, a: str, b: str) -> z3.BoolRef:
        key = ("both", a, b)
        if key not in self._pairs:
            self._pairs[key] = z3.And(self._taken[a], self._taken[b])
        return self._pairs[key]

    # -- connectives that skip what a known fact already decides (same meaning as z3's) ---------
    @staticmethod
    def _flat(xs):
        return list(xs[0]) if len(xs) == 1 and isinstance(xs[0], (list, tuple)) else list(xs)

    def all(self, *xs) -> z3.BoolRef:
        """Conjunction (``z3.And``), short-circuited on the fact False."""
        xs = self._flat(xs)
        if any(x is self.FALSE for x in xs):
            return self.FALSE
        xs = [x for x in xs if x is not self.TRUE]
        return self.TRUE if not xs else xs[0] if len(xs) == 1 else z3.And(*xs)

    def any(self, *xs) -> z3.BoolRef:
        """Disjunction (``z3.Or``), short-circuited on the fact True."""
        xs = self._flat(xs)
        if any(x is self.TRUE for x in xs):
            return self.TRUE
        xs = [x for x in xs if x is not self.FALSE]
        return self.FALSE if not xs else xs[0] if len(xs) == 1 else z3.Or(*xs)

    def neg(self, x) -> z3.BoolRef:
        """Negation (``z3.Not``) of a fact or a term."""
        return self.FALSE if x is self.TRUE else self.TRUE if x is self.FALSE else z3.Not(x)

    def implies(self, a, b) -> z3.BoolRef:
        """Implication (``z3.Implies``), short-circuited on facts; ``b`` may be a function giving the
        consequent, called only when ``a`` is not the fact False (to skip building it)."""
        if a is self.FALSE:
            return self.TRUE
        if callable(b):
            b = b()
        if b is self.TRUE:
            return self.TRUE
        if a is self.TRUE:
            return b
        return z3.Implies(a, b)

    def trigger_happens(self, b: str) -> z3.BoolRef:
        """Something that produces what ``b`` waits for is taken."""
        return self.any([self._taken[a] for a in self._parents.get(b, [])])

    def cancelled(self, x: str) -> z3.BoolRef:
        """A taken item flagged ``cancels`` waits for ``x`` (what the scenario flag means: it cancels or
        replaces what it waits for)."""
        key = ("cancelled", x)
        if key not in self._pairs:
            self._pairs[key] = self.any([self._taken[a] for a in self.items
                                         if self._item[a].cancels and x in self._parents.get(a, [])])
        return self._pairs[key]

    def trigger_live(self, b: str) -> z3.BoolRef:
        """Something that produces what ``b`` waits for is taken and not cancelled."""
        return self.any([self.all(self._taken[a], self.neg(self.cancelled(a))) for a in self._parents.get(b, [])])

    # -- facts -----------------------------------------------------------------
    def _b(self, value: bool) -> z3.BoolRef:
        return self.TRUE if value else self.FALSE

    def kind(self, a: str) -> str:
        return self._item[a].kind

    def kind_is(self, a: str, *kinds: str) -> z3.BoolRef:
        return self._b(self._item[a].kind in kinds)

    def flag(self, a: str, name: str) -> z3.BoolRef:
        """A per-item flag of the scenario: may, would, cancels, in_play, targets_available,
        payable, changes_state, range_limited, played, status_card, in_player_order, basic_power."""
        return self._b(getattr(self._item[a], name))

    def triggered_by(self, b: str, a: str) -> z3.BoolRef:
        """``b`` waits for something ``a`` produces (its resolution, its being played, an event of its effect)."""
        return self._b(a in self._parents.get(b, []))

    def waits_for(self, b: str, a: str) -> z3.BoolRef:
        """``b``'s trigger is ``a`` itself (its id, or the ability it is an instance of), not a name ``a``
        produces nor a condition its effects produce."""
        ia = self._item[a]
        return self._b(self._item[b].trigger in (ia.id, ia.origin))

    def parents(self, b: str) -> list[str]:
        return list(self._parents.get(b, []))

    def nested_under(self, c: str, a: str) -> z3.BoolRef:
        """``c`` is triggered, directly or through others, by ``a``."""
        return self._b(a in self._ancestors[c])

    def same_trigger(self, a: str, b: str) -> z3.BoolRef:
        ia, ib = self._item[a], self._item[b]
        return self._b(ia.trigger is not None and ia.trigger == ib.trigger)

    def same_name(self, a: str, b: str) -> z3.BoolRef:
        return self._b(self._item[a].name == self._item[b].name)

    def same_origin(self, a: str, b: str) -> z3.BoolRef:
        return self._b(self._item[a].origin == self._item[b].origin)

    def share_affected(self, a: str, b: str) -> z3.BoolRef:
        return self._b(bool(set(self._item[a].affects) & set(self._item[b].affects)))

    def is_ability(self, a: str) -> z3.BoolRef:
        """The item is an ability (not the event, a game step or an effect of `NOT_ABILITIES`)."""
        return self._b(self._item[a].kind not in NOT_ABILITIES + ("event",))

    def same_occurrence(self, a: str, b: str) -> z3.BoolRef:
        """``a`` and ``b`` wait for conditions that one and the same item produces (one occurrence)."""
        return self._b(bool(set(self._parents.get(a, [])) & set(self._parents.get(b, []))))

    def triggered_at_effect(self, a: str) -> int | None:
        """Which effect (1-based) of what ``a`` waits for triggers it, when the scenario says so."""
        return self._item[a].at_effect

    def keyword_is(self, a: str, *names: str) -> z3.BoolRef:
        """The item is the ability a keyword gives (the scenario's ``keyword``), one of ``names``."""
        return self._b(self._item[a].keyword in names)

    def name_is(self, a: str, *names: str) -> z3.BoolRef:
        """The item's name (case-insensitive) is one of ``names``."""
        return self._b(self._item[a].name.lower() in {n.lower() for n in names})

    def listed_before(self, a: str, b: str) -> z3.BoolRef:
        """``a`` comes before ``b`` in the scenario file (the order cards were dealt or put in play)."""
        return self._b(self.items.index(a) < self.items.index(b))

    def label_is(self, a: str, *labels: str) -> z3.BoolRef:
        """The item counts as one of ``labels`` (its scenario ``labels``: attack, defense, thwart); with no
        ``labels`` given, as any labeled type."""
        unknown = [x for x in labels if x not in LABELS]
        if unknown:
            raise ValueError(f"unknown label(s) {unknown}; known: {list(LABELS)}")
        mine = set(self._item[a].labels)
        return self._b(bool(mine & set(labels)) if labels else bool(mine))

    def is_event(self, a: str) -> z3.BoolRef:
        return self._b(self._item[a].kind == "event")

    def during_setup(self) -> z3.BoolRef:
        return self._b(self.scenario.setup)

    def controller(self, a: str) -> z3.ArithRef:
        """Seat of the controller (-1 when none)."""
        c = self._item[a].controller
        return z3.IntVal(self.seat[c] if c is not None else -1, self.ctx)

    def affected_controller(self, a: str) -> z3.ArithRef:
        """Seat of the player controlling every character ``a`` affects (-1 when none or several)."""
        owners = {self.scenario.characters[c].controller for c in self._item[a].affects}
        return z3.IntVal(self.seat[owners.pop()] if len(owners) == 1 else -1, self.ctx)

    def has_single_affected_controller(self, a: str) -> z3.BoolRef:
        owners = {self.scenario.characters[c].controller for c in self._item[a].affects}
        return self._b(len(owners) == 1)

    def active_player(self) -> z3.ArithRef:
        return z3.IntVal(self.seat[self.scenario.active], self.ctx)

    def first_player(self) -> z3.ArithRef:
        return z3.IntVal(self.seat[self.scenario.first], self.ctx)

    def seats_from(self, start: z3.ArithRef, seat: z3.ArithRef) -> z3.ArithRef:
        """How many seats clockwise from ``start`` to ``seat`` (0 for the same seat)."""
        n = len(self.scenario.players)
        return (seat - start + n) % n

    def different_controllers(self, a: str, b: str) -> z3.BoolRef:
        return self._b(self._item[a].controller != self._item[b].controller)

    # -- iteration ---------------------------------------------------------------
    def each(self, fn: Callable[[str], z3.BoolRef], *, events: bool = False) -> list[z3.BoolRef]:
        """``fn(a)`` for every ability item (and the event when ``events``), simplified, trivial ones dropped."""
        return self._keep(fn(a) for a in self.items if events or self._item[a].kind != "event")

    def each_pair(self, fn: Callable[[str, str], z3.BoolRef], *, events: bool = True) -> list[z3.BoolRef]:
        """``fn(a, b)`` for every ordered pair of distinct items, simplified, trivial ones dropped."""
        its = [a for a in self.items if events or self._item[a].kind != "event"]
        return self._keep(fn(a, b) for a in its for b in its if a != b)

    def each_triple(self, fn: Callable[[str, str, str], z3.BoolRef]) -> list[z3.BoolRef]:
        """``fn(a, b, c)`` for every triple of distinct items, simplified, trivial ones dropped."""
        its = self.items
        return self._keep(fn(a, b, c) for a in its for b in its if a != b for c in its if c not in (a, b))

    def at_most_one(self, group: Iterable[str]) -> z3.BoolRef:
        g = [self._taken[a] for a in group]
        return z3.AtMost(*g, 1) if len(g) > 1 else z3.BoolVal(True, self.ctx)

    def _keep(self, constraints) -> list[z3.BoolRef]:
        out = []
        for c in constraints:
            if c is self.TRUE:
                continue
            c = z3.simplify(c)
            if not z3.is_true(c):
                out.append(c)
        return out

    def situation(self) -> list[z3.BoolRef]:
        """What an order is, whatever the rules: the event happens; taken items have distinct places."""
        out = [self._taken[self.items[0]]]
        for i, a in enumerate(self.items):
            for b in self.items[i + 1:]:
                out.append(z3.Implies(self.both(a, b), self._pos[a] != self._pos[b]))
        return out



# --- deck operations (cards moving between decks, piles and hands as counts; `logic.timing.deck_ops`) ---------
#: The reserved target of a deck operation on the encounter deck and its discard pile.
ENCOUNTER = "encounter_deck"
#: ``deal_encounter``: ``amount`` encounter cards dealt facedown to its character's player; ``discard_encounter``:
#: the top ``amount`` cards of the encounter deck to its discard pile; ``shuffle_in``: ``amount`` cards (0: all) of
#: a discard pile (the encounter's, or its character's player's) shuffled into its deck; ``discard_hand``: its
#: character's player discards their hand.
DECK_OPS: tuple[str, ...] = ("deal_encounter", "discard_encounter", "shuffle_in", "discard_hand")
#: Zone operations on one named card (`ZONE_OPS`): ``shuffle_into``: into the deck of player ``card`` (""
#: the encounter deck); ``take_control``: player ``card`` takes control of it.
CARD_DECK_OPS: tuple[str, ...] = ("shuffle_into", "take_control", "deal_card")
ZONE_OPS = ZONE_OPS + CARD_DECK_OPS
#: ``deal_card``: the card is dealt facedown to player ``card`` (an encounter card dealt, not yet revealed)
ZONES = ZONES + ("dealt",)
EFFECT_OPS = EFFECT_OPS + DECK_OPS + CARD_DECK_OPS
ZONE_POLICIES["control_carries_attachments"] = ("the upgrades attached to a card that changes control change "
                                                "control to the same player")
POLICIES = {**POLICIES, **ZONE_POLICIES}
__all__ += ["ENCOUNTER", "DECK_OPS", "CARD_DECK_OPS"]

# --- decks whose cards are known, in order (`logic.timing.order_ops`) ---
#: ``discard_until``: cards from the top of the encounter deck to its discard pile until one of type ``card`` (""
#: any) with trait ``trait`` ("" any) is; ``shuffle_deck``: the encounter deck is shuffled (its order unknown);
#: ``reveal_top``: its top card is revealed by the item's controller (as ``reveal`` reveals a card)
ORDER_OPS: tuple[str, ...] = ("discard_until", "shuffle_deck", "reveal_top")
#: ``shuffle_each_in``: each card of type ``card`` ("" any) with trait ``trait`` ("" any) in the encounter discard pile
#: is shuffled into the encounter deck (s9-decks2)
ORDER_OPS = ORDER_OPS + ("shuffle_each_in",)
EFFECT_OPS = EFFECT_OPS + ORDER_OPS
__all__ += ["ORDER_OPS"]
# --- a card set aside ("set this card aside"): ``set_aside`` moves it out of play to the set-aside area
# (`logic.timing.zone_ops`) ---
ZONE_OPS = ZONE_OPS + ("set_aside",)
EFFECT_OPS = EFFECT_OPS + ("set_aside",)
# --- searches (`logic.timing.search_ops`): ``search_for`` looks through a deck (and discard pile) for one card ---
SEARCH_OPS: tuple[str, ...] = ("search_for",)
EFFECT_OPS = EFFECT_OPS + SEARCH_OPS
__all__ += ["SEARCH_OPS"]
# --- a player's deck in order (`logic.timing.player_deck_ops`): ``shuffle_player_deck`` on a character's player ---
PLAYER_DECK_OPS: tuple[str, ...] = ("shuffle_player_deck",)
EFFECT_OPS = EFFECT_OPS + PLAYER_DECK_OPS
__all__ += ["PLAYER_DECK_OPS"]
# --- the victory display ("add this card to the victory display"): ``victory_display`` moves a card out of play to
# the victory display, an area no card leaves by game function (`logic.timing.zone_ops`) ---
ZONES = ZONES + ("victory_display",)
ZONE_OPS = ZONE_OPS + ("victory_display",)
EFFECT_OPS = EFFECT_OPS + ("victory_display",)
# --- a card given to a player ("Give to the X player."): ``give_to`` (`logic.timing.give_ops`), and the policy of
# Reveal p2.b2.5 (that player reveals it) ---
ZONE_OPS = ZONE_OPS + ("give_to",)
EFFECT_OPS = EFFECT_OPS + ("give_to",)
CARD_DECK_OPS = CARD_DECK_OPS + ("give_to",)   # its ``card`` names a player, as take_control's does
ZONE_POLICIES["given_player_reveals"] = ("a card given to a player ('Give to the X player') is revealed by that player: "
                                         "placed out of play, it goes in front of them")
POLICIES = {**POLICIES, **ZONE_POLICIES}
ON_DEMAND_POLICIES["given_player_reveals"] = ZONE_POLICIES["given_player_reveals"]
# --- engagement (`logic.timing.engage_ops`): ``engage`` makes its character (an enemy) engaged with player ``card`` ---
EFFECT_OPS = EFFECT_OPS + ("engage",)
# --- stages (`logic.timing.advance_ops`): ``advance`` puts its scheme at stage ``card`` ("" the next, not decided) ---
EFFECT_OPS = EFFECT_OPS + ("advance",)
# --- an activation given no boost card (`logic.timing.boost_skip_ops`): ``no_boost`` (``card`` "" its item's own,
# ``trigger`` the item it waits for) ---
EFFECT_OPS = EFFECT_OPS + ("no_boost",)
# --- "already": a condition read on the world before its ability began to resolve (`logic.timing.before_ops`) ---
ON_DEMAND_POLICIES["already_read_before"] = POLICIES["already_read_before"] = (
    "an 'already' condition is read on the game as it was before the ability it follows began to resolve")
# --- looks (`logic.timing.look_ops`): ``look`` counts the top ``amount`` cards of a deck looked at (target the encounter
# deck or a character, its player's deck); nothing moves ---
EFFECT_OPS = EFFECT_OPS + ("look",)
# --- named decks (`logic.timing.named_deck_ops`, s11-moves3): ``reveal_top_of`` / ``put_top_into_play`` /
# ``shuffle_top_into`` (into the encounter deck) the top card of a deck a ``[[decks]]`` table names ("the infinity
# stone deck"), its cards in area ``named_deck`` ---
ZONES = ZONES + ("named_deck",)
EFFECT_OPS = EFFECT_OPS + ("reveal_top_of", "put_top_into_play", "shuffle_top_into")
# --- a named form (`logic.timing.face_ops`): the face of a card that is up shows its form (Form, Change Form p1) ---
ON_DEMAND_POLICIES["form_shown_by_face"] = POLICIES["form_shown_by_face"] = (
    "the face of a card that is up shows its form: a named form ('Giant hero form', 'Biomorph form', 'Phased mass "
    "form') is met when the face stated is that form (else which form a face shows is not told)")
# --- an option's cost, resources spent (`logic.timing.option_cost_ops`): ``spend`` names the player's resources, not
# stated (undecided); an effect marked ``cost`` is paid before its option's effects ---
EFFECT_OPS = EFFECT_OPS + ("spend",)
ON_DEMAND_POLICIES["option_cost_paid_first"] = POLICIES["option_cost_paid_first"] = (
    "an option's cost ('• Exhaust X → Y': the exhaust) is checked as the option begins to resolve: payable, the option "
    "resolves (its cost, then its effects); not payable, none of the option resolves (without it, a cost is resolved "
    "as any effect of its option)")
# --- a replacement ("4 threat instead if ...": ``instead``, `logic.timing.instead_ops`): asked only of a scenario with one
ON_DEMAND_POLICIES["instead_replaces"] = POLICIES["instead_replaces"] = (
    "an effect marked 'instead' resolves in place of the effect listed just before it when its condition holds as "
    "that effect would resolve (that effect then does not resolve); otherwise that effect resolves and the "
    "replacement does nothing")
# --- counters moved (`logic.timing.counter_move_ops`, s11-counters2): ``move_counters`` moves ``amount`` counters from
# the card ``card`` onto its target (never more than the source holds; fewer held: not decided unless "up to") ---
EFFECT_OPS = EFFECT_OPS + ("move_counters",)
# --- the campaign pool (`logic.timing.campaign_ops`, s12-zones4): ``remove_from_campaign`` removes its card from the
# cards a campaign keeps between games (recorded in the outcome; nothing of the game changes) ---
EFFECT_OPS = EFFECT_OPS + ("remove_from_campaign",)
# --- a character defeated by an effect (`logic.timing.defeat_ops`, s12-zones4): ``defeat`` ("Defeat a non-Elite
# minion"): defeated as at 0 hit points, unless it cannot be defeated ---
EFFECT_OPS = EFFECT_OPS + ("defeat",)
# --- the cost of a card played, changed (`logic.timing.play_cost_ops`, s12-mstat): ``play_cost`` adds ``amount`` to the
# cost to play its target (printed ``printed``), under the policy below (Initiating Abilities p2.b1) ---
EFFECT_OPS = EFFECT_OPS + ("play_cost",)
ON_DEMAND_POLICIES["cost_modified"] = POLICIES["cost_modified"] = (
    "the modifiers to the cost of a card being played are applied before that cost is paid: an effect changing the "
    "cost to play a card changes what is paid for that play")
# --- counters placed "to a maximum of N" (`logic.timing.counter_cap_ops`, s12-threat2): a ``place_counters`` with a
# ``maximum`` places no more than keeps its card's count at that maximum ---
ON_DEMAND_POLICIES["counters_capped_by_maximum"] = POLICIES["counters_capped_by_maximum"] = (
    "a card's counters placed 'to a maximum of N' stop at N: the effect places as many of its counters as keep the "
    "card's count at most N (none when it already holds N or more); without it the cap is not consulted")
# --- s12-mstat2: an ATK bonus "if the attack is undefended" (``undefended_bonus``: `logic.timing.undefended_ops`) ---
from .undefended_ops import OPS as _UNDEFENDED_OPS, POLICIES as _UNDEFENDED_POLICIES  # noqa: E402

EFFECT_OPS = EFFECT_OPS + _UNDEFENDED_OPS
POLICIES.update(_UNDEFENDED_POLICIES)
ON_DEMAND_POLICIES.update(_UNDEFENDED_POLICIES)
