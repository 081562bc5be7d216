"""The effect interpreter: apply the items of one order to a scenario's world.

Game functions (what each effect op does to the world) live here; *how* an
order is applied in the ways the rules decide comes in as `policies`, each on
only when the rule base's clauses entail it (`logic.timing.vocab.POLICIES`):

- ``destruction_deferred_to_wave_end``: a character at 0 health or less is
  removed only when the wave of the item just resolved is over (the next item
  is not in the same wave); otherwise after every item;
- ``triggered_reads_snapshot``: an item of a triggered kind reads health from
  the world as it was right after the item that triggered it resolved (when
  that item comes earlier in the order; otherwise from the world before it);
- ``partial_resolution``: an effect on targets that are gone applies to the
  targets still there; without it, an item with any inapplicable part does nothing;
- ``conditional_needs_done``: an effect marked ``then`` applies only if every
  earlier effect of the same item was fully done;
- ``otherwise_needs_not_done``: an effect marked ``otherwise`` applies only if the
  effect before it did not even partly resolve (its condition false, or no target
  left); without it, it is attempted like any other;
- ``defender_takes_attack_damage``: a ``defend`` effect makes its character the
  target of the ``attack`` damage of the item it waits for (back to the original
  target if that character has left play before the damage); without it a
  defender only reduces the damage by its ``amount`` (DEF);
- ``each_time_inside``: an item of an "each time" kind (`INSIDE_KINDS`) resolves
  inside the item it waits for, right after that item's effect ``at_effect``
  (after its last effect when not given), and not again at its own place;
- ``and_simultaneous``: the effects of one "and" group (`and_groups`) read the
  world as it was before the group's first effect (their ``if_health_at_most``),
  and what resolves inside the item after one of them waits for the group's end;
- ``and_independent``: an effect in an "and" group is exempt from the item's
  all-or-nothing test (without ``partial_resolution``, an item with any effect
  whose targets are not all there does nothing): it applies to what it can;
- ``and_cancel_separately``: a ``cancel`` with ``part`` that names an effect of
  an "and" group skips that effect alone; without it, the whole group;
- ``labeled_cancel_whole``: a ``cancel`` with ``part``, applied by a status card's
  item to a labeled ability (an item with ``labels``, not a ``basic_power``),
  cancels that whole item;
- ``valid_targets_only``: in the all-or-nothing test, an effect on several
  targets passes when at least one is there (it applies to those).

- ``attack_needs_attacker``: an ``attack`` whose item names its attacker (``source``) deals no damage once
  that attacker is defeated (an interrupt that defeats the attacker ends the attack before its damage).

``draw`` counts ``amount`` cards drawn by the player of its character (the identity); ``exhaust`` and ``ready``
set its character exhausted or ready (the outcome lists what an effect changed, nothing else).

The world also holds, when the scenario states them, counters on characters and other cards, and each player's
hand, deck and discard pile as numbers of cards (``zones``); and the lasting modifiers effects create:

- ``place_counters`` adds ``amount`` counters to its card; ``remove_counters`` removes ``amount``, as many as
  there are at most;
- ``draw`` moves ``amount`` cards from its character's player's deck to their hand, as many as the deck holds
  (when that player's zones are stated; the count of ``drawn`` is kept either way); ``discard`` moves ``amount``
  cards from that hand to the discard pile, as many as the hand holds; ``discard_deck`` moves ``amount`` cards
  from the deck to the discard pile, as many as the deck holds; ``recover`` moves ``amount`` cards from the
  discard pile to the hand, as many as the pile holds;
- ``modify`` creates a lasting modifier (character, stat, amount, duration): an ``atk`` modifier on the
  attacker of an ``attack`` item not yet resolved adds to its damage; a modifier lasts for its ``duration``:
  one of ``attack`` ends with the attack (the outcome, taken when the event is over, no longer holds it), one
  of ``phase`` or ``round`` outlives the event and is in the outcome; one of ``in_play`` (a constant modifier of
  the card ``card``) is in effect, and in the outcome, while that card is in play (not defeated, not taken out
  of play by a zone operation) when the policy ``constant_while_in_play`` is on, and always when it is off.

An effect with ``if_form`` applies only while the identity ``if_form_of`` is in that form when it resolves (else
it is not done, for ``then`` and ``otherwise``; an identity of unknown form is in neither).

An effect with ``if_state`` applies only when what it counts in the world, as it resolves, lies between
``if_at_least`` and ``if_at_most`` (`logic.timing.condition_ops`: a card in play or not, counters, a trait, a
status); else it is not done, as for ``if_form``.

``resources`` adds ``amount`` resources of type ``card`` to the resource pool of its character's player (a
resource generated or gained is kept until spent; nothing here spends one); the outcome lists each pool that
holds some, by character and type.

The deck operations (``deal_encounter``, ``discard_encounter``, ``shuffle_in``, ``discard_hand``; and the zone
operations ``shuffle_into`` and ``take_control``) and the encounter deck's counts are `logic.timing.deck_ops`'; the
outcome lists the encounter counts (when stated), the cards dealt, the cards milled and each change of control.

``flip`` turns its character (an identity) to ``form``, or to its other form when the effect names none (an
identity whose form is not stated then stays of unknown form, ""); the outcome lists the identities flipped.

A ``prevent`` effect waits on its character for the next instance of damage greater than 0: it prevents
``amount`` of it (all of it when ``amount`` is 0) and then spends the status card ``card`` (if it names one);
an instance brought to 0 first (a defending hero's DEF) leaves it waiting (`take_damage`).

A ``cancel`` with ``part`` skips that one effect of its target (it is "not done"
for ``then`` and ``otherwise``); a ``cancel`` without it, the whole target.

An effect with a ``per`` applies ``amount`` times what it counts in the world when it resolves; a ``forbid`` puts a
lasting prohibition on its targets, which ``damage``, ``attack``, ``heal``, ``remove_threat``, ``ready``, ``defend``
and the removal of defeated characters consult under ``prohibitions_hold`` (`logic.timing.amount_ops`).

An effect marked ``chosen`` applies to the one candidate picked for its item (``picks``; `logic.timing.target_ops`,
under ``targets_chosen``); an outcome whose pick another valid candidate could replace is ``void``.

`run_order` promises: the same order, policies and waves give the same `Outcome`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from . import play_cost_ops
from . import activation_ops, amount_ops, cap_ops, choice_ops, condition_ops, deck_ops, keyword_ops, zone_ops
from . import order_ops
from . import target_ops
from . import attack_ops
from . import undefended_ops   # an ATK bonus if the attack is undefended (s12-mstat2)
from . import search_ops
from . import player_deck_ops
from . import stage_ops
from . import discarded_ops
from . import face_ops
from . import engage_ops
from . import advance_ops
from . import up_to_ops
from . import boost_skip_ops
from . import before_ops
from . import done_ops
from . import look_ops
from . import named_deck_ops
from . import counter_move_ops
from . import campaign_ops
from . import defeat_ops
from . import card_ready_ops
from . import counter_cap_ops
from . import attack_taken_ops
from . import activate_ops
from . import uncancel_ops
from . import option_cost_ops
from . import instead_ops
from . import act_ops
from .scenario import Scenario
from .vocab import DECK_OPS, ENCOUNTER, ON_DEMAND_POLICIES, REVEAL_ENTERS_PLAY, ZONE_OPS, ZONE_POLICIES
from .vocab import AGAINST

__all__ = ["Outcome", "World", "run_order", "take_damage", "footprint", "SNAPSHOT_KINDS", "INSIDE_KINDS", "inside_children",
           "policy_can_apply", "and_groups"]

#: kinds whose items are "triggered" in the sense of the snapshot policy
SNAPSHOT_KINDS = ("triggered", "critical")
#: kinds whose items resolve inside the item they wait for, under ``each_time_inside``
INSIDE_KINDS = ("each_time",)


@dataclass(frozen=True)
class Outcome:
    """The world after an order: per character (name, health, destroyed, statuses, armor), and threat.

    A destroyed (defeated) character's health is None: how far below zero it went is no part of the outcome.
    """

    characters: tuple[tuple[str, int | None, bool, tuple[str, ...], int], ...]
    threat: tuple[tuple[str, int], ...]
    drawn: tuple[tuple[str, int], ...] = ()        # cards drawn, by the character whose player drew them
    exhausted: tuple[tuple[str, bool], ...] = ()   # characters exhausted (True) or readied (False) by an effect
    counters: tuple[tuple[str, int], ...] = ()     # counters on each card that holds or held some
    zones: tuple[tuple[str, int, int, int], ...] = ()   # player, hand, deck, discard pile (stated players)
    modifiers: tuple[tuple[str, str, int, str], ...] = ()   # lasting modifiers still in effect
    places: tuple[tuple[str, str, str, str], ...] = ()   # card, area, whose area, attached to (`zone_ops`)
    forms: tuple[tuple[str, str], ...] = ()    # identities a ``flip`` turned, and their form now
    resources: tuple[tuple[str, str, int], ...] = ()   # character, resource type, resources in its player's pool
    keywords: tuple[tuple[str, str, int, str], ...] = ()   # keywords given, still in effect (`keyword_ops`)
    game_over: bool = False                              # a ``lose_game`` effect ended the game
    traits: tuple[tuple[str, str, str], ...] = ()        # traits given, still in effect (`keyword_ops`)
    # --- deck operations (`logic.timing.deck_ops`) ---
    encounter: tuple[int, ...] = ()    # encounter deck, encounter discard pile (when stated)
    dealt: tuple[tuple[str, int], ...] = ()   # encounter cards dealt facedown, by the character whose player got them
    milled: int = 0                    # cards discarded from the top of the encounter deck
    control: tuple[tuple[str, str], ...] = ()   # cards whose control changed, and their controller now
    # --- decks whose cards are known, in order (`logic.timing.order_ops`) ---
    encounter_order: tuple[str, ...] | None = None   # the encounter deck's named cards, top first (None: not stated)
    shuffled_by: str = ""                   # the item that shuffled it ("" its order is known)
    undecided: tuple[str, ...] = ()         # what the engine could not decide (never guessed)
    # --- targets chosen (`logic.timing.target_ops`) ---
    void: bool = False   # a pick another valid target could replace: no game that can happen (callers drop it)
    game_won: bool = False             # a ``win_game`` effect ended the game (`keyword_ops.win_game`)
    # --- a player's deck in order (`logic.timing.player_deck_ops`): player, cards top first, shuffler ---
    player_decks: tuple[tuple[str, tuple[str, ...], str], ...] = ()
    # --- engagement (`logic.timing.engage_ops`): enemies an effect engaged, and the player each is engaged with now ---
    engaged: tuple[tuple[str, str], ...] = ()
    # --- stages (`logic.timing.advance_ops`): schemes an effect advanced, and the stage each is at now ---
    stages: tuple[tuple[str, str], ...] = ()
    # --- looks (`logic.timing.look_ops`): each deck looked at, and how many of its cards ---
    looked: tuple[tuple[str, int], ...] = ()
    # --- the campaign pool (`logic.timing.campaign_ops`): cards removed from it, for the games after this one ---
    campaign_removed: tuple[str, ...] = ()
    # --- the cost to pay for each card played whose cost an effect changed (`logic.timing.play_cost_ops`) ---
    costs: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict:
        out = {"characters": {n: {"health": h, "destroyed": d, "statuses": list(s), "armor": a}
                              for n, h, d, s, a in self.characters},
               "threat": dict(self.threat)}
        if self.drawn:
            out["drawn"] = dict(self.drawn)
        if self.exhausted:
            out["exhausted"] = dict(self.exhausted)
        if self.counters:
            out["counters"] = dict(self.counters)
        if self.zones:
            out["zones"] = {p: {"hand": h, "deck": d, "discard": x} for p, h, d, x in self.zones}
        if self.modifiers:
            out["modifiers"] = [{"target": t, "stat": s, "amount": n, "duration": d} for t, s, n, d in self.modifiers]
        if self.forms:
            out["forms"] = dict(self.forms)
        if self.resources:
            out["resources"] = {n: {t: k for n2, t, k in self.resources if n2 == n} for n, _, _ in self.resources}
        if self.keywords:
            out["keywords"] = [{"target": t, "keyword": k, **({"number": n} if n else {}), "duration": d}
                               for t, k, n, d in self.keywords]
        if self.game_over:
            out["game_over"] = True
        if self.game_won:
            out["game_won"] = True
        if self.traits:
            out["traits"] = [{"target": t, "trait": k, "duration": d} for t, k, d in self.traits]
        if self.encounter:
            out["encounter"] = {"deck": self.encounter[0], "discard": self.encounter[1]}
        if self.dealt:
            out["dealt"] = dict(self.dealt)
        if self.milled:
            out["milled"] = self.milled
        if self.control:
            out["control"] = dict(self.control)
        if self.encounter_order is not None:
            out["encounter_order"] = {"cards": list(self.encounter_order), **(
                {"shuffled_by": self.shuffled_by} if self.shuffled_by else {})}
        if self.undecided:
            out["undecided"] = list(self.undecided)
        if self.player_decks:   # `player_deck_ops`
            out["deck_orders"] = {p: {"cards": list(c), **({"shuffled_by": b} if b else {})}
                                  for p, c, b in self.player_decks}
        if self.engaged:   # `engage_ops`
            out["engaged"] = dict(self.engaged)
        if self.stages:   # `advance_ops`
            out["stages"] = dict(self.stages)
        if self.looked:   # `look_ops`
            out["looked"] = dict(self.looked)
        if self.campaign_removed:   # `campaign_ops`
            out["campaign_removed"] = list(self.campaign_removed)
        if self.costs:   # `play_cost_ops`
            out["costs"] = dict(self.costs)
        if self.places:
            out["places"] = {c: {"area": z, **({"whose": w} if w else {}), **({"attached_to": a} if a else {})}
                             for c, z, w, a in self.places}
        return out

    def describe(self, game: str = "") -> str:
        gone = "defeated" if game == "marvel_champions" else "destroyed"
        parts = []
        for n, h, d, s, a in self.characters:
            text = f"{n} {gone}" if d else f"{n} health {h}"
            if s:
                text += " [" + ", ".join(s) + "]"
            if a:
                text += f" armor {a}"
            parts.append(text)
        parts += [f"{n} threat {t}" for n, t in self.threat]
        parts += [f"{n} drew {k}" for n, k in self.drawn]
        parts += [f"{n} {'exhausted' if e else 'ready'}" for n, e in self.exhausted]
        parts += [f"{n} counters {k}" for n, k in self.counters]
        parts += [f"{p} hand {h} deck {d} discard {x}" for p, h, d, x in self.zones]
        parts += [f"{t} {n:+d} {s.upper()} " + ("while its card is in play" if d == "in_play" else
                                                 f"until the end of the {d}") for t, s, n, d in self.modifiers]
        parts += [f"{n} in {f.replace('_', '-')} form" for n, f in self.forms]
        parts += [f"{n} has {k} {t} resource{'s' if k != 1 else ''}" for n, t, k in self.resources]
        parts += [(f"{c} in front of {w}" if z == "front" else f"{c} in " + (w + "'s " if w else "")
                   + z.replace("_", " ")) + (f" attached to {a}" if a else "") for c, z, w, a in self.places]
        parts += [f"{t} has {k}" + (f" {n}" if n else "") + (" while its card is in play" if d == "in_play" else
                                                             f" until the end of the {d}") for t, k, n, d in self.keywords]
        parts += [f"the players {'won' if self.game_won else 'lost'} the game"] if self.game_over else []
        parts += [f"{t} has the {k} trait" + (" while its card is in play" if d == "in_play" else
                                               f" until the end of the {d}") for t, k, d in self.traits]
        parts += [f"encounter deck {self.encounter[0]} discard {self.encounter[1]}"] if self.encounter else []
        parts += [f"{n} dealt {k} facedown encounter card{'s' if k != 1 else ''}" for n, k in self.dealt]
        parts += [f"{self.milled} encounter card{'s' if self.milled != 1 else ''} discarded"] if self.milled else []
        parts += [f"{c} controlled by {p}" for c, p in self.control]
        parts += [("encounter deck " + (f"shuffled by {self.shuffled_by}: " if self.shuffled_by else "in order: ")
                   + (", ".join(self.encounter_order) or "empty"))] if self.encounter_order is not None else []
        parts += [f"deck of {p} " + (f"shuffled by {b}: " if b else "in order: ") + (", ".join(c) or "empty")
                  for p, c, b in self.player_decks]   # `player_deck_ops`
        parts += [f"{n} engaged with {p}" for n, p in self.engaged]   # `engage_ops`
        parts += [f"{n} at stage {g or '(not decided)'}" for n, g in self.stages]   # `advance_ops`
        parts += [f"{k} card(s) of the deck of {n} looked at" for n, k in self.looked]   # `look_ops`
        parts += [f"{c} removed from the campaign pool" for c in self.campaign_removed]   # `campaign_ops`
        parts += [f"cost to play {n}: {k}" for n, k in self.costs]   # `play_cost_ops`
        parts += [f"NOT DECIDED: {u}" for u in self.undecided]
        return "; ".join(parts) or "no change"


class World:
    """Mutable state of characters and schemes during one order."""

    def __init__(self, scenario: Scenario):
        self.health = {n: c.health for n, c in scenario.characters.items()}
        self.max = {n: c.max_health for n, c in scenario.characters.items()}
        self.statuses = {n: list(c.statuses) for n, c in scenario.characters.items()}
        self.armor = {n: c.armor for n, c in scenario.characters.items()}
        self.destroyed: set[str] = set()
        self.threat = dict(scenario.schemes)
        self.cancelled: set[str] = set()
        self.cancelled_parts: dict[str, set[int]] = {}   # item -> effects (1-based) cancelled one by one
        #: the labeled abilities (items with labels that are no basic power), by id and by origin
        self.labeled = {x for it in scenario.items if it.labels and not it.basic_power for x in (it.id, it.origin)}
        self.attack_target: dict[str, str] = {}   # attack item -> declared defender
        self.attack_bonus: dict[str, int] = {}    # attack item -> boost icons
        self.attack_reduce: dict[str, int] = {}   # attack item -> a defending hero's DEF
        self.attack_increase: dict[str, int] = {}   # attack item -> its damage increased (`attack_ops`)
        self.taken: dict[tuple[str, str], int] = {}   # (item, character) -> damage it took from that item
        #: character -> preventions waiting for its next instance of damage: (amount, 0 = all; status card spent)
        self.shields: dict[str, list[tuple[int, str]]] = {}
        self.drawn: dict[str, int] = {}          # character -> cards its player drew
        self.exhausted: dict[str, bool] = {}     # character -> exhausted (True) / readied (False) by an effect
        self.counters = {n: c.counters for n, c in scenario.characters.items() if c.counters} | dict(scenario.cards)
        self.controller = {n: c.controller for n, c in scenario.characters.items()}
        self.zones = {p: [z.hand, z.deck, z.discard] for p, z in scenario.zones.items()}
        self.modifiers: list[tuple[str, str, int, str]] = list(scenario.modifiers)   # (character, stat, amount, duration)
        self.constants: list[tuple[str, str, int, str]] = []   # 'in_play' modifiers: (character, stat, amount, card)
        self.policies: dict[str, bool] = {}
        # --- zone operations (`logic.timing.zone_ops`) ---
        self.spots = zone_ops.initial_spots(scenario)    # card or character -> where it is
        self.moved: set[str] = set()                     # what a zone operation moved
        self.pending_discard: dict[str, str] = {}        # revealed treachery -> the item that revealed it
        self._scenario = scenario
        # --- forms ---
        self.forms = {n: c.form for n, c in scenario.characters.items()}
        self.flipped: set[str] = set()
        self.resources: dict[tuple[str, str], int] = {}   # (character, type) -> resources in its player's pool
        # --- keywords given, and the game's end (`logic.timing.keyword_ops`) ---
        self.keywords: list[tuple[str, str, int, str, str]] = []   # character, keyword, number, duration, card
        self.game_over = False
        self.game_won = False   # a ``win_game`` ended it (`keyword_ops.win_game`)
        self.traits: list[tuple[str, str, str, str]] = []   # character, trait (lower case), duration, card
        # --- deck operations (`logic.timing.deck_ops`) ---
        self.encounter, self.dealt, self.milled, self.controlled = deck_ops.initial(scenario)
        # --- decks whose cards are known, in order (`logic.timing.order_ops`) ---
        self.order, self.shuffled, self.undecided = order_ops.initial(scenario)
        # --- a player's deck in order (`logic.timing.player_deck_ops`) ---
        self.deck_orders, self.deck_shuffled = player_deck_ops.initial(scenario)
        # --- counted amounts and prohibitions (`logic.timing.amount_ops`) ---
        #: modifiers counted whenever read: (target, stat, unit, per, duration, card of an 'in_play' one)
        self.counted: list[tuple[str, str, int, str, str, str]] = []
        self.forbidden: list[tuple[str, str, str]] = []   # prohibitions: (target, what, card whose constant it is)
        self.kept_if: dict[int, object] = {}   # prohibition (its index) -> the effect whose kept condition it waits on
        # --- choices (`logic.timing.choice_ops`) ---
        self.picks: dict[str, int] = {}   # item -> the option of its choice picked
        # --- targets chosen (`logic.timing.target_ops`) ---
        self.chosen: dict[tuple[str, int], str] = {}   # (item, slot) -> the candidate picked for that target
        self.valid_chosen: dict[tuple[str, int], tuple[str, ...]] = {}   # (item, slot) -> candidates valid then
        self.void = False   # a pick made where another valid target was there to pick
        # --- kept "if this stage is completed, the players lose the game" (`logic.timing.stage_ops`) ---
        self.stage_watches: list = []
        # --- what an item discarded from the encounter deck (`logic.timing.discarded_ops`) ---
        self.discarded: dict[str, list[str | None]] = {}   # item -> the cards it discarded (None: not known)

    def copy_health(self) -> dict[str, int]:
        return dict(self.health)

    def sweep(self) -> None:
        """Remove every character at 0 health or less (but one that cannot be defeated: `amount_ops.forbids`)."""
        for n, h in self.health.items():
            if h <= 0 and not amount_ops.forbids(self, n, "defeated"):
                self.destroyed.add(n)

    def outcome(self) -> Outcome:
        chars = tuple((n, None if n in self.destroyed else self.health[n], n in self.destroyed, tuple(sorted(self.statuses[n])), self.armor[n])
                      for n in sorted(self.health))
        return Outcome(chars, tuple(sorted(self.threat.items())), tuple(sorted((n, k) for n, k in self.drawn.items() if k)),
                       tuple(sorted(self.exhausted.items())), tuple(sorted(self.counters.items())),
                       tuple(sorted((p, *z) for p, z in self.zones.items())),
                       tuple(sorted([m for m in self.modifiers if m[3] != "attack"] + [
                           (t, s, n, "in_play") for t, s, n, c in self.constants if self.in_play(c)] + [
                           (t, s, amount_ops.counted_modifiers(self, t, s, d), d) for t, s, d in dict.fromkeys(
                               (t, s, d) for t, s, _, _, d, c in self.counted if d != "attack" and (
                                   d != "in_play" or self.in_play(c)))])),
                       zone_ops.places_out(self, self._scenario),
                       tuple(sorted((n, self.forms[n]) for n in self.flipped)),
                       tuple(sorted((n, t, k) for (n, t), k in self.resources.items() if k)),
                       keyword_ops.out(self), self.game_over, keyword_ops.traits_out(self),
                       *deck_ops.outcome_parts(self), *order_ops.outcome_parts(self), game_won=self.game_won,
                       player_decks=player_deck_ops.outcome_parts(self)[0], engaged=engage_ops.outcome_part(self),
                       stages=advance_ops.outcome_part(self), looked=look_ops.outcome_part(self),
                       campaign_removed=campaign_ops.outcome_part(self),
                       costs=play_cost_ops.outcome_part(self))

    def modifier(self, target: str, stat: str) -> int:
        """The sum of the lasting modifiers of ``stat`` on ``target`` in effect."""
        return sum(n for t, s, n, _ in self.modifiers if t == target and s == stat) + sum(
            n for t, s, n, c in self.constants if t == target and s == stat and self.in_play(c)) + (
            amount_ops.counted_modifiers(self, target, stat) if self.counted else 0)

    def in_play(self, card: str) -> bool:
        """Whether the constant modifiers of ``card`` are in effect: always when the policy
        ``constant_while_in_play`` is off; else while ``card`` is in play (not defeated, not moved out of play)."""
        if not self.policies.get("constant_while_in_play"):
            return True
        spot = self.spots.get(card)
        return card not in self.destroyed and (spot is None or spot.zone == "play")

    def move(self, character: str, src: int, dst: int, n: int) -> None:
        """Move up to ``n`` cards between two zones (0 hand, 1 deck, 2 discard) of ``character``'s player."""
        z = self.zones.get(self.controller.get(character, ""))
        if z is not None:
            k = min(n, z[src])
            z[src] -= k
            z[dst] += k
            player_deck_ops.moved(self, self.controller.get(character, ""), src, dst, k)   # named cards follow


def _legal(world: World, effect, target: str) -> bool:
    if effect.op in ("cancel", "lose_game", "win_game"):
        return True
    if effect.op in ZONE_OPS:
        return zone_ops.legal(world, effect, target)
    if effect.op in DECK_OPS:
        return deck_ops.legal(world, effect, target) and not zone_ops.gone(world, target)
    if effect.op in order_ops.ORDER_OPS:   # decks whose cards are known (`order_ops`)
        return order_ops.legal(world, effect, target)
    if effect.op in search_ops.SEARCH_OPS:   # a search (`search_ops`)
        return search_ops.legal(world, effect, target)
    if effect.op in player_deck_ops.PLAYER_DECK_OPS:   # a player's deck shuffled (`player_deck_ops`)
        return player_deck_ops.legal(world, effect, target)
    if effect.op in activation_ops.ACTIVATION_OPS:
        return activation_ops.legal(world, effect, target)
    if effect.op in engage_ops.OPS:   # an enemy engages a player (`engage_ops`)
        return engage_ops.legal(world, effect, target)
    if effect.op in advance_ops.OPS:   # a scheme advances to a stage (`advance_ops`)
        return advance_ops.legal(world, effect, target)
    if effect.op in counter_move_ops.OPS:   # counters moved from one card to another (`counter_move_ops`)
        return counter_move_ops.legal(world, effect, target)
    if effect.op in look_ops.OPS:   # cards looked at (`look_ops`)
        return look_ops.legal(world, effect, target)
    if effect.op in campaign_ops.OPS:   # a card removed from the campaign pool (`campaign_ops`)
        return campaign_ops.legal(world, effect, target)
    if effect.op in defeat_ops.OPS:   # a character defeated by an effect (`defeat_ops`)
        return defeat_ops.legal(world, effect, target)
    if card_ready_ops.claims(world, effect, target):   # an upgrade or support readied / exhausted (`card_ready_ops`)
        return card_ready_ops.legal(world, effect, target)
    if effect.op in play_cost_ops.OPS:   # the cost of a card played (`play_cost_ops`): the card is being played
        return True
    if effect.op in boost_skip_ops.OPS:   # an activation given no boost card (`boost_skip_ops`): read up front
        return True
    if effect.op in named_deck_ops.OPS:   # the top card of a named deck (`named_deck_ops`)
        return named_deck_ops.legal(world, effect, target)
    if zone_ops.gone(world, target):
        return False
    if effect.op in _FORBIDDEN_BY and amount_ops.forbids(world, target, _FORBIDDEN_BY[effect.op]):
        return False   # a prohibition on the target stops this game function (`amount_ops`)
    if effect.op == "status" and amount_ops.forbids(world, target, effect.card):
        return False   # "cannot be stunned": that status card is not placed on it (`amount_ops`)
    if target in world.threat:
        return True
    if target not in world.health:   # counters go on a card in play (one stated elsewhere holds none)
        return effect.op in ("place_counters", "remove_counters") and target in world.counters \
            and getattr(world.spots.get(target), "zone", "play") == "play"
    return target not in world.destroyed


#: the engine's game functions a prohibition on their target stops (`amount_ops.FORBIDDABLE`)
_FORBIDDEN_BY = {"damage": "take_damage", "heal": "healed", "remove_threat": "threat_removed", "ready": "ready",
                 "defend": "defend"}


def _attack_target(world: World, item, target: str, policies) -> str:
    """Where the damage of attack ``item`` goes: its declared defender (under the policy, while in play)."""
    d = world.attack_target.get(item.id)
    if policies.get("defender_takes_attack_damage") and d is not None and d not in world.destroyed:
        return d
    return target


def take_damage(world: World, target: str, amount: int) -> int:
    """One instance of ``amount`` damage to ``target``: the first prevention waiting on it (a ``prevent``
    effect) takes off all of it (its amount 0) or its amount, and spends its status card; the prevention
    waits on while the instance is 0. Returns the damage taken (what is left)."""
    if amount_ops.forbids(world, target, "take_damage"):
        return 0   # the target cannot take damage
    shields = world.shields.get(target)
    if amount > 0 and shields:
        n, card = shields.pop(0)
        amount = 0 if n == 0 else max(0, amount - n)
        if card and card in world.statuses.get(target, []):
            world.statuses[target].remove(card)
    world.health[target] -= amount
    return amount


def _apply_one(world: World, effect, target: str, item=None, policies=None) -> None:
    op, n = effect.op, amount_ops.amount_of(world, effect, item)
    if effect.up_to:   # an amount "up to" N: the one picked; none, nothing applies (`up_to_ops`)
        n = up_to_ops.picked(world, effect, item, n)
        if n == 0:
            return
    if op in order_ops.ORDER_OPS or op in ZONE_OPS or op in DECK_OPS:   # the encounter deck's list (`order_ops`)
        _apply_deck(world, effect, target, item, policies, n)
    else:
        _apply_rest(world, effect, target, item, policies, n)
    if world.stage_watches:   # a stage completed by what the effect did ends the game (`stage_ops`)
        stage_ops.check(world)


def _apply_deck(world: World, effect, target: str, item, policies, n: int) -> None:
    """A zone, deck or order operation, the encounter deck's list kept (`order_ops.before` / `after`)."""
    discarded_ops.record(world, effect, item, n)   # what "discarded this way" counts (`discarded_ops`)
    order_ops.before(world, effect, target, n)
    if effect.op in order_ops.ORDER_OPS:
        order_ops.apply(world, effect, target, item, policies or {})
    else:
        _apply_rest(world, effect, target, item, policies, n)
    order_ops.after(world, effect, target, item)


def _apply_rest(world: World, effect, target: str, item, policies, n: int) -> None:
    op = effect.op
    if op in search_ops.SEARCH_OPS:   # a search (`search_ops`)
        search_ops.apply(world, effect, target, item)
        return
    if op in player_deck_ops.PLAYER_DECK_OPS:   # a player's deck shuffled (`player_deck_ops`)
        player_deck_ops.apply(world, effect, target, item)
        return
    if op in engage_ops.OPS:   # an enemy engages a player (`engage_ops`)
        engage_ops.apply(world, effect, target)
        return
    if op in advance_ops.OPS:   # a scheme advances to a stage (`advance_ops`)
        advance_ops.apply(world, effect, target)
        return
    if op in counter_move_ops.OPS:   # counters moved from one card to another (`counter_move_ops`)
        counter_move_ops.apply(world, effect, target, n)
        return
    if op in look_ops.OPS:   # cards looked at (`look_ops`)
        look_ops.apply(world, effect, target)
        return
    if op in campaign_ops.OPS:   # a card removed from the campaign pool (`campaign_ops`)
        campaign_ops.apply(world, effect, target)
        return
    if op in defeat_ops.OPS:   # a character defeated by an effect (`defeat_ops`)
        defeat_ops.apply(world, effect, target)
        return
    if op in play_cost_ops.OPS:   # the cost of a card played (`play_cost_ops`)
        play_cost_ops.apply(world, effect, target, n, policies or {})
        return
    if op in option_cost_ops.OPS:   # resources spent (`option_cost_ops`)
        option_cost_ops.apply(world, effect, target)
        return
    if op in boost_skip_ops.OPS:   # applied before the order runs (`boost_skip_ops.skipped`)
        return
    if op in named_deck_ops.OPS:   # the top card of a named deck (`named_deck_ops`)
        named_deck_ops.apply(world, effect, target, item, policies or {})
        return
    if op in ZONE_OPS:
        zone_ops.apply(world, effect, target, item, policies or {})
        if op == "put_into_play" and getattr(effect, "engaged", ""):   # engaged as it enters play (`zone_ops`)
            engage_ops.engaged(world)[target] = effect.engaged
            world.__dict__["engaged_changed"].add(target)
    elif op in DECK_OPS:
        deck_ops.apply(world, effect, target)
    elif op in activation_ops.ACTIVATION_OPS:
        activation_ops.apply(world, effect, target, item, policies or {}, take_damage)
    elif op == "attack":
        where = _attack_target(world, item, target, policies or {})
        if (policies or {}).get("attack_needs_attacker") and item is not None and item.source in world.destroyed:
            return   # the attacker (the attack item's source) has left play: the attack ends before its damage
        if item is not None and amount_ops.forbids(world, item.source, "attack"):
            return   # the attacker cannot attack
        if activate_ops.barred(world, item, "attack"):
            return   # the attacker cannot activate (`activate_ops`)
        if item is not None and amount_ops.forbids(world, item.source, AGAINST + target):
            return   # the attacker cannot attack that character ("cannot attack you")
        if where in world.health and where not in world.destroyed:
            atk = world.modifier(item.source, "atk") if item is not None else 0
            attacker = item.source if item is not None else ""
            basic = bool(item is not None and item.basic_power)   # a keyword of basic attacks only (`keyword_ops`)
            keyword_ops.before_attack_damage(world, attacker, where, basic)   # piercing
            dealt = take_damage(world, where, max(0, n + atk + world.attack_bonus.get(item.id, 0)
                                                  + undefended_ops.bonus(world, item)   # (`undefended_ops`)
                                                  - world.attack_reduce.get(item.id, 0)))
            amount_ops.record_taken(world, item, where, dealt)   # what an "equal amount" reads (`amount_ops`)
            excess = keyword_ops.excess_to(world, world._scenario, attacker, where, dealt, basic)   # overkill
            if excess is not None and excess[0] not in world.destroyed:
                take_damage(world, *excess)
            back = keyword_ops.after_attack(world, attacker, where, basic)   # retaliate (unless ranged)
            if back and attacker in world.health and attacker not in world.destroyed:
                take_damage(world, attacker, back)
    elif op == "defend":
        world.attack_target[item.trigger] = target
        world.attack_reduce[item.trigger] = world.attack_reduce.get(item.trigger, 0) + n
    elif op == "boost_icons":
        world.attack_bonus[item.trigger] = world.attack_bonus.get(item.trigger, 0) + n
    elif op in undefended_ops.OPS:   # an ATK bonus if the attack is undefended (`undefended_ops`)
        undefended_ops.apply(world, n, item)
    elif op in attack_ops.ATTACK_OPS:   # an attack's damage increased (`attack_ops`)
        attack_ops.apply(world, n, item)
    elif op == "damage":
        amount_ops.record_taken(world, item, target, take_damage(world, target, n + attack_ops.increase(world, item)))
    elif op == "draw":
        world.drawn[target] = world.drawn.get(target, 0) + n
        world.move(target, 1, 0, n)
    elif op == "discard":
        world.move(target, 0, 2, n)
    elif op == "discard_deck":
        discarded_ops.record(world, effect, item, n, target)   # what "discarded this way" counts (`discarded_ops`)
        world.move(target, 1, 2, n)
    elif op == "recover":
        world.move(target, 2, 0, n)
    elif op == "place_counters":   # "(to a maximum of N)": no more than the cap (`counter_cap_ops`)
        world.counters[target] = world.counters.get(target, 0) + counter_cap_ops.capped(world, effect, target, n,
                                                                                         policies)
    elif op == "remove_counters":
        world.counters[target] = max(0, world.counters.get(target, 0) - n)
    elif op == "modify":
        if effect.per and (effect.duration == "in_play" or world.policies.get("lasting_counts_update")):
            world.counted.append((target, effect.stat, effect.amount, effect.per, effect.duration, effect.card))
            cap_ops.remember(world, world.counted[-1], effect)   # its printed maximum (`cap_ops`)
        elif effect.duration == "in_play":
            world.constants.append((target, effect.stat, n, effect.card))
        else:
            world.modifiers.append((target, effect.stat, n, effect.duration))
    elif op in ("exhaust", "ready"):
        world.exhausted[target] = op == "exhaust"
    elif op == "flip":
        world.forms[target] = effect.form or {"hero": "alter_ego", "alter_ego": "hero"}.get(world.forms[target], "")
        world.flipped.add(target)
    elif op == "resources":
        world.resources[(target, effect.card)] = world.resources.get((target, effect.card), 0) + n
    elif op == "prevent":
        world.shields.setdefault(target, []).append((n, effect.card))
    elif op == "heal":
        world.health[target] = min(world.max[target], world.health[target] + n)
    elif op == "status":
        if keyword_ops.status_allowed(world, target, effect.card):   # one of a type (stalwart: none; steady: two)
            world.statuses[target].append(effect.card)
    elif op == "keyword":
        keyword_ops.give(world, target, effect)
    elif op == "trait":
        keyword_ops.give_trait(world, target, effect)
    elif op == "lose_game" and effect.kept:   # "if this stage is completed, ...": kept (`stage_ops`)
        stage_ops.watch(world, effect)
    elif op == "lose_game":
        keyword_ops.lose_game(world)
    elif op == "win_game":
        keyword_ops.win_game(world)
    elif op == "remove_status":
        if effect.card in world.statuses[target]:
            world.statuses[target].remove(effect.card)
    elif op == "remove_statuses":   # every status card of the types named (comma-separated), every copy
        kinds = set(effect.card.split(","))
        world.statuses[target] = [x for x in world.statuses[target] if x not in kinds]
    elif op == "threat":
        if not activate_ops.barred(world, item, "threat"):   # the scheme of an enemy that cannot activate: none
            world.threat[target] += n
    elif op == "remove_threat":
        world.threat[target] = max(0, world.threat[target] - n)
    elif op == "armor":
        world.armor[target] += n
    elif op == "forbid":
        amount_ops.forbid(world, effect, target)
    elif op == "cancel":
        if uncancel_ops.protected(world, target):
            return   # it cannot be canceled (`uncancel_ops`)
        whole = effect.part is None or (
            (policies or {}).get("labeled_cancel_whole") and item is not None and item.status_card
            and target in world.labeled)
        if whole:
            world.cancelled.add(target)
        else:
            world.cancelled_parts.setdefault(target, set()).add(effect.part)


def and_groups(effects) -> list[list[int]]:
    """The effects (1-based) in groups: an effect marked ``joined`` ("and") is in the group of the one before.

    >>> from logic.timing.scenario import Effect
    >>> and_groups([Effect("damage"), Effect("heal", joined=True), Effect("threat")])
    [[1, 2], [3]]
    """
    groups: list[list[int]] = []
    for k, e in enumerate(effects, 1):
        if e.joined and groups:
            groups[-1].append(k)
        else:
            groups.append([k])
    return groups


def _skipped(world: World, item, groups, policies) -> set[int]:
    """The effects of ``item`` cancelled one by one, each widened to its "and" group unless the effects of a
    group are cancelled separately (``and_cancel_separately``)."""
    parts = world.cancelled_parts.get(item.id, set()) | world.cancelled_parts.get(item.origin, set())
    if policies.get("and_cancel_separately", False):
        return set(parts)
    return {j for g in groups if set(g) & parts for j in g} | parts


def _all_there(world: World, item, groups, skipped, policies) -> bool:
    """The all-or-nothing test of an item resolved without ``partial_resolution``: every effect (but those
    skipped, those an "and" group exempts under ``and_independent``) has all its targets there (at least one,
    for an effect on several targets under ``valid_targets_only``)."""
    in_group = {k for g in groups if len(g) > 1 for k in g}
    skipped = skipped | choice_ops.unpicked(item, world.picks)   # the options not picked (`choice_ops`)
    skipped = skipped | target_ops.unpicked(world, item)   # the effects of a card not picked (`target_ops`)
    for k, e in enumerate(item.effects, 1):
        if k in skipped or (k in in_group and policies.get("and_independent", False)):
            continue
        e = target_ops.narrowed(world, item, e)   # a chosen target: the one picked (`target_ops`)
        targets = engage_ops.members(world, e)   # ``if_trait``: those with the trait (``if_engaged``: engaged with)
        if (e.if_trait or e.if_engaged) and not targets:
            continue   # "each Drone minion" ("each minion engaged with that player") with none: nothing to be there
        there = [t for t in targets if _legal(world, e, t)]
        several = len(targets) > 1 and policies.get("valid_targets_only", False)
        if not targets or not (there if several else len(there) == len(targets)):
            return False
    return True


def _resolve(world: World, item, reading: dict[str, int], policies: dict[str, bool], inner=None) -> None:
    """Apply ``item``'s effects; ``inner(k)`` is called after its k-th effect (1-based), whatever happened
    (for an effect of an "and" group under ``and_simultaneous``: after the group's last effect)."""
    inner = inner or (lambda k: None)
    if item.id in world.cancelled or item.origin in world.cancelled or world.game_over:
        return   # cancelled, or the game is over (``lose_game``): nothing resolves any more
    if keyword_ops.ignored(world, item):
        return   # a retaliate against an attack with ranged
    if boost_skip_ops.blocked(world, item):
        return   # the boost card of an activation given none (`boost_skip_ops`)
    if act_ops.barred(world, item):
        return   # a player's attack or thwart its performer may not make (`act_ops`)
    before_ops.snapshot(world, item, condition_ops.count)   # "already": states read before it (`before_ops`)
    done_ops.start(world, item)   # "this way": what its effects do, recorded (`done_ops`)
    groups = and_groups(item.effects)
    skipped = _skipped(world, item, groups, policies)
    if target_ops.void_pick(world, item, engage_ops.members, _legal,   # a pick no player could make (`target_ops`)
                            choice_ops.unpicked(item, world.picks) | skipped):
        world.void = True
        return
    if not policies.get("partial_resolution", False) and not _all_there(world, item, groups, skipped, policies):
        return
    group_of = {k: g for g in groups for k in g}
    at_once = policies.get("and_simultaneous", False)
    group_reading = reading
    done_so_far = True
    previous_done = True
    unpicked = choice_ops.unpicked(item, world.picks)   # options not picked: not resolved, neither done nor not
    unpicked = unpicked | target_ops.unpicked(world, item)   # the effects of a card not picked (`target_ops`)
    replaced: set[int] = set()   # the replacements (1-based) resolving in place of the effect before (`instead_ops`)

    def after(k):
        g = group_of[k]
        if at_once and len(g) > 1:
            if k == g[-1]:
                for j in g:
                    inner(j)
        else:
            inner(k)
    for k, e in enumerate(item.effects, 1):
        if world.game_over:
            return   # a ``lose_game`` effect before this one ended the game
        g = group_of[k]
        if at_once and len(g) > 1 and k == g[0]:
            group_reading = dict(reading)
        seen = group_reading if at_once and len(g) > 1 else reading
        if k in unpicked:
            after(k)
            continue
        if option_cost_ops.aborted(world, item, k, policies, _legal):   # its option's cost not payable (`option_cost_ops`)
            done_so_far = previous_done = False
            after(k)
            continue
        if k in skipped:
            done_so_far = previous_done = False
            after(k)
            continue
        if e.then and policies.get("conditional_needs_done", False) and not done_so_far:
            previous_done = False
            after(k)
            continue
        if e.otherwise and policies.get("otherwise_needs_not_done", False) and previous_done:
            after(k)
            continue
        if e.instead and k not in replaced:   # a replacement whose effect was not replaced: nothing (`instead_ops`)
            after(k)
            continue
        if instead_ops.replaces(world, item, k, policies):   # replaced by the next effect: not resolved
            replaced.add(k + 1)
            after(k)
            continue
        this_done, applied = True, 0
        e = target_ops.narrowed(world, item, e)   # a chosen target: the one picked (`target_ops`)
        kept_form = e.kept and e.op == "keyword"   # "while in hero form, X gains ...": kept (`keyword_ops`)
        if e.if_form and not kept_form and world.forms.get(e.if_form_of) != e.if_form:   # "if you are in hero form"
            done_so_far = previous_done = False
            after(k)
            continue
        attack_taken_ops.resolving(world, item)   # whose attacks an "attack_taken" condition reads (`attack_taken_ops`)
        if not e.kept and not condition_ops.holds(world, e):   # ``if_state``: a condition on the world, not met now
            done_so_far = previous_done = False
            after(k)
            continue
        targets = engage_ops.members(world, e)   # ``if_trait``: those with the trait (``if_engaged``: engaged with)
        legal = [t for t in targets if _legal(world, e, t)]
        if len(legal) < len(targets) or not targets:
            this_done = False
        for t in legal:
            if e.if_health_at_most is not None and t in seen and seen[t] > e.if_health_at_most:
                this_done = False
                continue
            done_ops.hit(world, e, t)   # recorded for "this way" (`done_ops`)
            _apply_one(world, e, t, item, policies)
            done_ops.landed(world, e, t)   # (`done_ops`: a target defeated)
            applied += 1
        done_so_far = done_so_far and this_done
        previous_done = applied > 0     # 'otherwise' asks whether it at least partly resolved
        after(k)


def run_order(scenario: Scenario, order: Iterable[str], policies: dict[str, bool],
              waves: dict[str, int | None] | None = None, parents: dict[str, list[str]] | None = None,
              picks: dict[str, int] | None = None) -> Outcome:
    """Apply the items of ``order`` (ids, the event included) in turn and return the outcome; ``picks``: the option
    picked for each item with a choice (`logic.timing.choice_ops`; an item with none picked resolves no option)."""
    order = list(order)
    waves = waves or {}
    parents = parents or {}
    world = World(scenario)
    world.policies = dict(policies)
    world.picks = {a: k for a, k in (picks or {}).items() if not isinstance(k, (str, tuple))} \
        if policies.get("options_picked") else {}
    world.chosen = {target_ops.split_key(a): k for a, k in (picks or {}).items() if isinstance(k, (str, tuple))} \
        if policies.get("targets_chosen") else {}   # targets chosen (`target_ops`)
    world.found_picks = search_ops.found_picks(picks)   # the card each search finds (`search_ops`)
    world.up_to_picks = up_to_ops.picks(picks)   # the amount each "up to N" applies (`up_to_ops`)
    world.no_boost = boost_skip_ops.skipped(scenario, order)   # activations given no boost card (`boost_skip_ops`)
    after: dict[str, dict[str, int]] = {}
    defer = policies.get("destruction_deferred_to_wave_end", False)
    snap = policies.get("triggered_reads_snapshot", False)
    inside = inside_children(scenario, order) if policies.get("each_time_inside", False) else {}
    spliced = {c for cs in inside.values() for c in cs}
    for i, x in enumerate(order):
        item = scenario.item(x)
        if x in spliced:
            continue
        reading = world.health

        def inner(k, x=x, n=len(item.effects)):
            for c in inside.get(x, []):
                at = scenario.item(c).at_effect
                if (at if at is not None and at <= n else n) == k:
                    _resolve(world, scenario.item(c), world.health, policies)
        if inside.get(x) and not item.effects:
            inner = None
            for c in inside[x]:
                _resolve(world, scenario.item(c), world.health, policies)
        if snap and item.kind in SNAPSHOT_KINDS:
            earlier = [p for p in parents.get(x, []) if p in after]
            if earlier:
                reading = after[max(earlier, key=order.index)]
            else:
                reading = world.copy_health()
        _resolve(world, item, reading, policies, inner)
        after[x] = world.copy_health()
        w = waves.get(x)
        nxt = order[i + 1] if i + 1 < len(order) else None
        if not (defer and w is not None and nxt is not None and waves.get(nxt) == w):
            world.sweep()
        zone_ops.settle(world, scenario, order, i)
    out = world.outcome()
    return replace(out, void=True) if world.void else out


def policy_can_apply(scenario: Scenario, policy: str) -> bool:
    """Whether ``policy`` can change anything the interpreter does with ``scenario`` (False only when the
    scenario has nothing the policy reads: no 'otherwise' effect, no 'defend' effect, no each-time item, no
    'and' effect, no 'cancel' of one part, no effect on several targets)."""
    effects = [e for it in scenario.items for e in it.effects]
    if policy == "otherwise_needs_not_done":
        return any(e.otherwise for e in effects)
    if policy == "defender_takes_attack_damage":
        return any(e.op == "defend" for e in effects)
    if policy == "each_time_inside":
        return any(it.kind in INSIDE_KINDS for it in scenario.items)
    if policy in ("and_simultaneous", "and_independent"):
        return any(e.joined for e in effects)
    if policy == "and_cancel_separately":
        return any(e.joined for e in effects) and any(e.part is not None for e in effects)
    if policy == "labeled_cancel_whole":
        return any(it.labels and not it.basic_power for it in scenario.items) and any(
            e.part is not None for it in scenario.items if it.status_card for e in it.effects)
    if policy == "valid_targets_only":
        return any(len(e.targets) > 1 and e.op != "cancel" for e in effects)
    if policy == "attack_needs_attacker" and any(e.op in activation_ops.ACTIVATION_OPS for e in effects):
        return True
    if policy == "attack_needs_attacker":
        return any(it.source and any(e.op == "attack" for e in it.effects) for it in scenario.items)
    if policy == "constant_while_in_play":
        return any(e.op == "modify" and e.duration == "in_play" for e in effects)
    if policy == "prohibitions_hold":
        return any(e.op == "forbid" for e in effects)
    if policy == "lasting_counts_update":
        return any(e.op == "modify" and e.per and e.duration != "in_play" for e in effects)
    if policy == play_cost_ops.POLICY:   # the cost of a card played (`play_cost_ops`)
        return play_cost_ops.policy_can_apply(effects)
    if policy == option_cost_ops.POLICY:   # an option's cost (`option_cost_ops`)
        return option_cost_ops.policy_can_apply(effects)
    if policy == "options_picked":   # choices between options (`choice_ops`)
        return any(e.option for e in effects)
    if policy == "targets_chosen":   # targets chosen (`target_ops`)
        return any(e.chosen for e in effects)
    if policy == instead_ops.POLICY:   # a replacement ("instead", `instead_ops`)
        return instead_ops.policy_can_apply(effects)
    if policy == counter_cap_ops.POLICY:   # counters placed "to a maximum of N" (`counter_cap_ops`)
        return counter_cap_ops.policy_can_apply(effects)
    if policy in attack_ops.ATTACK_POLICIES:
        return attack_ops.policy_can_apply(effects)
    if policy in undefended_ops.POLICIES:   # an ATK bonus if the attack is undefended (`undefended_ops`)
        return undefended_ops.policy_can_apply(effects)
    if policy == uncancel_ops.POLICY:   # "this effect cannot be canceled" (`uncancel_ops`)
        return any(it.uncancelable for it in scenario.items)
    if policy == activate_ops.POLICY:   # "cannot activate" (`activate_ops`)
        return activate_ops.policy_can_apply(effects)
    if policy in act_ops.POLICIES.values() or policy == act_ops.GUARD_POLICY:   # an act forbidden (`act_ops`)
        return act_ops.policy_can_apply(effects, policy)
    if policy == before_ops.POLICY:   # "already" (`before_ops`)
        return before_ops.policy_can_apply(effects)
    if policy == face_ops.POLICY:   # a named form (`face_ops`)
        return face_ops.policy_can_apply(effects)
    if policy in ZONE_POLICIES:
        return _zone_policy_can_apply(scenario, policy, effects)
    if policy in ON_DEMAND_POLICIES:   # the keyword and game-end policies (the zone ones are above)
        return keyword_ops.policy_can_apply(scenario, effects, policy)
    return True


def _zone_policy_can_apply(scenario: Scenario, policy: str, effects) -> bool:
    """Whether a zone policy can matter: a reveal of a card of its type (a treachery for the discard), a
    discard or return to hand (``owner_areas``), an attach (``attach_enters_play``)."""
    ops = {e.op for e in effects}
    if policy == "owner_areas":
        return bool(ops & {"discard_card", "return_to_hand"})
    if policy == "attach_enters_play":   # an attach, or a search attaching the card it finds (`search_ops`)
        return "attach" in ops or any(e.op == "search_for" and e.found == "attach" for e in effects)
    if policy == "control_carries_attachments":
        return "take_control" in ops
    if policy == "given_player_reveals":   # a card given, then revealed (`give_ops`)
        return "give_to" in ops and bool(ops & {"reveal", "reveal_top"})
    want = "treachery" if policy == "reveal_treachery_discarded" else next(
        (t for t, p in REVEAL_ENTERS_PLAY.items() if p == policy), None)
    if any(e.op == "reveal_top" for e in effects) and any(   # a card the top of the encounter deck may be
            scenario.places[n].type == want for n in scenario.encounter_order or ()):   # (`order_ops`)
        return True
    if any(e.op == "discard_until" and e.found == "reveal" for e in effects) and any(   # the card it stops at,
            scenario.places[n].type == want for n in scenario.encounter_order or ()):   # revealed (`order_ops`)
        return True
    if any(e.op == "search_for" and e.found == "reveal" and any(   # a card a search may find and reveal
            scenario.places[n].type == want for n in search_ops.candidates(scenario, e)) for e in effects):
        return True                                                   # (`search_ops`)
    return any(e.op == "reveal" and scenario.places.get(t) is not None and scenario.places[t].type == want
               for e in effects for t in e.targets)


def inside_children(scenario: Scenario, order) -> dict[str, list[str]]:
    """For each item of ``order``, the items of `INSIDE_KINDS` in ``order`` that wait for it, in order."""
    parents = scenario.parents()
    out: dict[str, list[str]] = {}
    for c in order:
        if scenario.item(c).kind in INSIDE_KINDS:
            for p in parents.get(c, []):
                if p in order:
                    out.setdefault(p, []).append(c)
                    break
    return out


def footprint(scenario: Scenario, item_id: str) -> set[tuple[str, str]]:
    """The parts of the world item ``item_id`` reads or writes (characters, schemes, itself).

    Two items with disjoint footprints give the same world in either order.
    """
    item = scenario.item(item_id)
    keys = {("item", item.id), ("item", item.origin)}
    for e in item.effects:
        for t in e.targets:
            keys.add(("item", t) if e.op == "cancel" else ("thing", t))
        if e.op in ("defend", "boost_icons", *attack_ops.ATTACK_OPS, *undefended_ops.OPS) and item.trigger:
            keys.add(("item", item.trigger))
        if e.op in ("draw", "discard", "discard_deck", "recover"):   # the player's zones, shared by their characters
            keys |= {("zones", scenario.characters[t].controller) for t in e.targets if t in scenario.characters}
        if e.op in DECK_OPS:   # a player's zones, the encounter deck (`deck_ops`)
            keys |= {("zones", scenario.characters[t].controller) for t in e.targets if t in scenario.characters}
            if e.op in ("deal_encounter", "discard_encounter") or ENCOUNTER in e.targets:
                keys.add(("zones", ENCOUNTER))
        if e.op == "take_control":   # the cards attached to it change control with it
            keys |= {("thing", n) for n, p in scenario.places.items() if p.attached_to in e.targets}
        if e.op == "attack" and item.source and _modified(scenario):   # its attacker's ATK modifiers
            keys.add(("thing", item.source))
        if e.op == "modify" and e.duration == "in_play" and e.card:   # the card whose spot it lasts by
            keys.add(("thing", e.card))
        if e.op in ZONE_OPS and e.card:    # what it attaches to
            keys.add(("thing", e.card))
        keys |= {("thing", t) for t in e.among}   # what a chosen attach may attach to (`target_ops`)
        if e.op in activation_ops.ACTIVATION_OPS:   # its enemy, the scheme it may scheme on
            keys |= activation_ops.footprint(e)
    keys |= amount_ops.footprint_keys(scenario, item)   # what its counts and prohibitions read
    keys |= condition_ops.footprint_keys(scenario, item)   # what its conditions read
    if item.kind == "when_revealed" and item.source in scenario.places:   # a revealed treachery waits for it
        keys.add(("thing", item.source))                                  # before its discard (`zone_ops.settle`)
    keys |= _keyword_footprint(scenario, item)
    keys |= order_ops.footprint_keys(scenario, item)   # the encounter deck's list (`order_ops`)
    keys |= search_ops.footprint_keys(scenario, item)   # the piles searched, the cards found (`search_ops`)
    keys |= player_deck_ops.footprint_keys(scenario, item)   # a player's deck shuffled (`player_deck_ops`)
    keys |= look_ops.footprint_keys(scenario, item)   # the decks looked at (`look_ops`)
    keys |= named_deck_ops.footprint_keys(scenario, item)   # a named deck's cards (`named_deck_ops`)
    keys |= zone_ops.footprint_keys(scenario, item)   # the hand a stated hand card leaves (`zone_ops.hand_left`)
    return keys


def _keyword_footprint(scenario: Scenario, item) -> set[tuple[str, str]]:
    """What ``item`` reads or writes through keywords (`keyword_ops`): an attack, its attacker (retaliate hits it)
    and, when some effect gives overkill, every character (the excess goes to the villain or an identity); a keyword
    lasting while a card is in play, that card; and every item, when some effect ends the game (nothing resolves
    after it)."""
    effects = [e for it in scenario.items for e in it.effects]
    keys: set[tuple[str, str]] = set()
    if any(e.op in ("lose_game", "win_game") for e in effects):
        keys.add(("game", "over"))
    given = {e.keyword for e in effects if e.op == "keyword"} | {
        k for c in scenario.characters.values() for k in c.keywords}   # given or printed
    for e in item.effects:
        if e.op == "attack" and given:
            keys |= {("thing", item.source)} if item.source else set()
            if "overkill" in given:
                keys |= {("thing", c) for c in scenario.characters}
        if e.op in ("keyword", "trait") and e.duration == "in_play" and e.card:
            keys.add(("thing", e.card))
    return keys


def _modified(scenario: Scenario) -> bool:
    """Whether some item of ``scenario`` makes a lasting modifier (then an attack reads its attacker's)."""
    return bool(scenario.modifiers) or any(e.op == "modify" for it in scenario.items for e in it.effects)
