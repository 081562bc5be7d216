"""A timing scenario (`logic.timing.scenario`) generated from a described situation.

The situation's event becomes the scenario's event (an enemy attack with its damage, an enemy's scheme, a
card being revealed, or a player's attack, thwart or played event, a labelled ability counting as its
performer's attack, thwart or defence); every printed ability the event meets becomes an item waiting for it,
with the kind its bold label gives; a declared defender becomes the ``declare_defender`` step it is in the
attack; the card dealt as the attack's boost gives its boost icons; Retaliate, the status cards and an ally's
consequential damage become the items the entries speak of. Triggers and effects are read from each card's
ability structure (`logic.situation.structure`, `logic.abilities`), never from its words: a trigger is met
when its event is the situation's and its subject and object name the cards that perform and undergo it; an
effect the outcome engine cannot apply is listed as not read, never guessed. Which orders are legal and what
each leads to is the timing clauses' and the outcome engine's (`logic.timing.compile`,
`logic.timing.outcomes`), run unchanged on the result.

Whom a "you" of an effect names comes from the seat answers (``seats``: word key -> player); a
"you" with no single player leaves its effect unread. Whether an "attacks you" trigger is met is
read as: the word's player is the attack's target player at that moment (the attacked player
for a "when" trigger, the defending player for an "after" trigger once another player defended:
Defend p1.b5, which the seat situation states as a fact, see ``seat_defend.py``'s ledger).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..abilities import model as m
from ..abilities.reader import _AS_COST as _COST_KINDS
from ..timing.vocab import STATS as _STATS
from ..timing.vocab import ENCOUNTER
from .applicable import deal_players, deck_discard, encounter_top, shuffle_shape
from .applicable_order import order_effect, order_shuffle
from .counter_cap import capped_why_in, maximum_key
from .joined_removal import as_joined, joined_count, joined_op, joined_removal, joined_why
from .applicable import LASTING as _LASTING
from .play_cost import cost_effect, cost_op, not_counted_in_play, played_here   # the cost to play this card (`play_cost`)
from .applicable_cap import cap_key   # "(to a maximum of +6 ATK)": the engine's ``maximum``
from .applicable import DISCARD_CARD, OP, ZONE_KINDS, a_card_from_your_hand, cards_from_your_hand, moved_card, \
    from_your_discard_pile, top_of_your_deck, why_not, you_control
from .applicable import OPTION_LINKS, choice_numbers, choice_why, choose_heading
from .applicable_control import controlled_ops
from .acted_on import attacked, attacked_target
from .applicable import cannot_why, if_you_cannot
from .applicable_instead import instead_why
from .engaged_player import engaged_deal_op, engaged_player
from .deal_chosen import picked_deal, picked_deal_op
from .deal_named import named_deal, named_deal_op
from .boost_it import it_boost_op, plain_it_boost
from .resolve_in_order import in_order
from .activation_unnamed import unnamed_engaged as _unnamed_engaged
from .resolve_order_ops import ordered_ops
from .applicable_divided import divided_ops, divided_why
from .applicable_prevent import attack_prevent_op, attack_prevent_why, attack_prevented
from .chosen_cards import candidates, chosen_types, every_types, everyone
from .discard_pick import picked_discard, picked_discard_op
from .status_pick import status_pick, status_pick_ops
from .hand_cards import hand_cards, hand_op, hand_owners, hand_owners_op, hand_picked, hand_shape
from .trait_pile import trait_pile, trait_pile_op
from .villainous import villainous_clauses
from .named_discard import named_cards, named_discard_op
from .applicable_counts import counted as _counted
from .applicable_counts import printed_number
from .counting import forbid_op, per_of
from .conditions import state_op
from .conditions_kept_engaged import kept_carried
from .facts import Ability, Word
from .paid import paid_false, paid_holds, paid_tested
from .conditions_form import face_tested
from .kept_form import kept_form, kept_op
from .undefended_bonus import undefended_op, undefended_shape   # s12-mstat2: an ATK bonus if undefended
from .on_itself import as_on_this_card   # s12-mstat2: 'for each ... on it', it being this card
from .applicable_lose import lose_op
from .mode import mode_false, mode_holds, mode_tested
from .first_player import first_false, first_holds, first_tested
from .conditions_attack import attack_damaged, damaged_op
from .stage import stage_items, stage_op, stage_tested
from .applicable_active import actor_targets, engaged_targets, engaged_with_you, event_actor
from .keyword_effects import annotate, keyword_effect, with_trait, without_trait
from .entry_keyword_items import entry_keyword_items
from .applicable_surge_group import group_surge
from .applicable_uncancel import uncancel_effect, uncancelable_in
from .activation import activation_op, activation_steps, give_boost_op
from .resolve import resolved_ops
from .activation_each import each_enemy
from .activation_pick import attacks_picked
from .model import CHARACTER_TYPES, GameSituation, SituationCard
from .structure import CARD_TEXT_LANG, performer, structures, subject_matches, trigger_joined
from .teammates import you_and_teammates
from .antecedent import it_names, it_slot
from . import chosen as _chosen
from .scheme_groups import schemes_of
from .applicable import activation_type, attack_increase, taken_amount
from .attack_increase import increase_op
from .boost_icons import gained_icons_op
from .additional import as_placed
from .activation_type import decided_false
from .taken import taken_op
from .applicable_campaign import campaign_ops_for, campaign_removal
from .applicable_defeat import defeat_op
from .applicable_card_ready import card_group, card_ready_op
from .search_effects import search_op, searched
from .search_effects import reminded, shuffle_op
from .order_effects import found_engaged, found_op, reveals_found, with_found
from .order_effects import card_reveal_op
from .applicable_shuffle import each_from_pile_op
from .applicable_order import card_reveal
from .applicable_named import named_move, named_op
from .applicable_named_deck import named_deck_top, named_deck_op
from .applicable_pile_return import pile_return, pile_return_op
from .applicable_engaged import engaged_first, engaged_first_op, engaged_you, engaged_you_op
from .applicable_player_deck import your_deck_shuffle
from .applicable_player_deck import each_deck_shuffle
from .applicable_status import status_discard
from .trait_cards import trait_card_ids, trait_cards
from . import engaged_pick as _engaged_pick
from . import attached_pick as _attached_pick
from . import attached_with as _attached_with
from . import in_play_group as _in_play_group
from . import possessive_name as _possessive
from .performer_hand import each_places as _each_places, own_hand_as_owners as _own_hand_as_owners
from . import card_pick as _card_pick
from .applicable_engage import engage_op
from .applicable_defend import defend_op
from .applicable_look import look_op
from .applicable_option_cost import sentence_effects, spend_op
from .given import given_effects
from .applicable_advance import advance_op
from .applicable_move import move_op, scheme_counters
from .applicable_pile_shuffle import each_pile, each_pile_op, owner_deck, owner_deck_op, pile_shuffle, pile_shuffle_op
from .chosen import printed_stats
from .play_control import play_control_ops, play_under_any
from .resource_use import resource_ops
from .applicable_skip import skip_op
from .applicable_all import all_of, all_op
from .applicable_up_to import up_to_op, up_to_plain
from .spent_x import bare_x, spent_x, x_cost, x_spent
from .applicable_each_deck import each_deck_op, each_players_deck
from .prohibited_acts import forbids_acts, player_act
from . import defeater as _defeater

_ANY_PLAYER = re.compile(r"\s*any player may (?:trigger|use) this ability\.?\s*$", re.IGNORECASE)
#: the effect kinds read before the arrow as costs (the reader's own table)
_AS_COST = tuple(_COST_KINDS)

__all__ = ["GeneratedScenario", "scenario_table"]

_TRIGGERED = ("forced_interrupt", "interrupt", "forced_response", "response")
_DEFAULT_HP = {"hero": 10, "alter_ego": 10, "ally": 3, "minion": 3, "villain": 12}
_TIMING_KIND = {"Forced Interrupt": "forced_interrupt", "Forced Response": "forced_response",
                "When Defeated": "when_defeated", "When Revealed": "when_revealed",
                "When Revealed/Defeated": "when_revealed", "Boost": "boost", "Setup": "setup"}
@dataclass
class GeneratedScenario:
    """The scenario table, the items the situation says were taken, and what was not read."""

    table: dict
    required: list[str] = field(default_factory=list)   # items the situation says happened (a defence)
    unread: list[dict] = field(default_factory=list)     # sentences no effect pattern fits
    triggers: list[str] = field(default_factory=list)    # the ability items, in card order
    applied: dict = field(default_factory=dict)          # (card, ability index / keyword: / status:) -> item
    not_met: dict = field(default_factory=dict)          # (card, ability index) -> why its trigger is not met
    cannot: dict = field(default_factory=dict)           # item id -> why it cannot be initiated (no valid target)
    clauses: set = field(default_factory=set)            # the clauses of topic situation the items rest on


def _slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")


def _timing_kind(a: Ability) -> str | None:
    if a.label in _TIMING_KIND:
        return _TIMING_KIND[a.label]
    if a.section == "boost":
        return "boost"
    if a.label and a.label.endswith("Interrupt"):
        return "interrupt"
    if a.label and a.label.endswith("Response"):
        return "response"
    return None


class _Builder:
    def __init__(self, sit: GameSituation, words: dict[str, list[Word]], seats: dict[str, str | None],
                 kinds: dict[str, str] | None = None):
        self.sit, self.words, self.seats, self.kinds = sit, words, seats, dict(kinds or {})
        self.actor: str | None = None
        self.rules = "marvel_champions/en"   # the rule base whose facts say what status cards act on
        self.clauses: set[str] = set()       # the clauses of topic situation the items rest on
        self.counts: set = set()
        self.resolver: str | None = None   # the player resolving the ability whose effects are read
        self.hit: str | None = None        # the character whose damage a "takes damage" trigger waits for
        self.characters: dict[str, dict] = {}
        self.schemes: dict[str, int] = {"main_scheme": 0}
        self.unread: list[dict] = []
        #: what became an item: (card, ability index | "keyword:<name>" | "status:<name>") -> item id
        self.applied: dict[tuple[str, object], str] = {}
        #: triggers read and found not met by the event: (card, ability index) -> why
        self.not_met: dict[tuple[str, int], str] = {}
        for c in sit.cards.values():
            if c.card_type in CHARACTER_TYPES:
                self.characters[c.id] = {"name": c.id, "controller": c.controller or sit.first,
                                         "hit_points": c.stat("health", _DEFAULT_HP[c.card_type]),
                                         "damage": c.damage, "statuses": list(c.statuses)}
                if c.card_type in ("hero", "alter_ego"):   # an identity's form is its card's side
                    self.characters[c.id]["form"] = c.card_type
                if c.counters:
                    self.characters[c.id]["counters"] = c.counters
                if c.engaged_with:   # an enemy's engagement (`logic.timing.engage_ops`)
                    self.characters[c.id]["engaged_with"] = c.engaged_with
                if c.exhausted is not None:   # exhausted or ready, as stated (`logic.timing.option_cost_ops`)
                    self.characters[c.id]["exhausted"] = c.exhausted
                self.characters[c.id].update(printed_stats(c))   # its printed ATK / SCH / THW (`target_ops`)
            elif c.card_type == "main_scheme":
                self.schemes = {c.id: c.stat("threat", 0)} | {k: v for k, v in self.schemes.items()
                                                               if k != "main_scheme"}
            elif c.card_type == "side_scheme":
                self.schemes[c.id] = c.stat("base_threat", 0)
        self.main = next((c.id for c in sit.cards.values() if c.card_type == "main_scheme"), "main_scheme")
        #: other cards holding counters, or that an effect places counters on: card id -> counters
        self.cards: dict[str, int] = {c.id: c.counters for c in sit.cards.values() if c.counters
                                      and c.id not in self.characters and c.card_type not in ("main_scheme", "side_scheme")}
        #: cards a zone operation moves, placed in play: card id -> its ``[[cards]]`` entry (`moved`)
        self.places: dict[str, dict] = {}

    # -- targets ----------------------------------------------------------------------------
    def identity(self, player: str) -> str:
        ident = self.sit.identity_of(player)
        if ident is not None:
            return ident.id
        name = f"{player}_identity"
        self.characters.setdefault(name, {"name": name, "controller": player, "hit_points": 10})
        return name

    def you_in(self, card: SituationCard, sentence, start: int, end: int) -> str | None:
        """The player of the first "you" of ``sentence`` at or after ``start`` (before ``end``)."""
        for w in self.words.get(card.id, []):
            o = w.occurrence
            if o.sentence_index == sentence.index and start <= o.start < end:
                return self.seats.get(w.key)
        return None

    # -- effects ----------------------------------------------------------------------------
    def effects(self, card: SituationCard, a: Ability) -> tuple[list[dict], bool]:
        """The effects of ability ``a`` of ``card`` off its structure (`logic.abilities`), each turned into an
        effect of the outcome engine, and whether one cancels the event. A sentence the grammar did not read
        whole, or with an effect the engine cannot apply here (a kind it has no world for, a target it cannot
        name, an amount it cannot count), is listed in ``unread``: never guessed."""
        from ..abilities.reader import read_sentence
        self._ability = a   # the ability converted (`applicable_active.actor_targets`)
        out, cancels = [], False
        made_before, self._made_ops = getattr(self, "_made_ops", None), out   # the ops so far (`conditions_done`)
        made: set[int] = set()   # the effects (of ``flat``, by index) turned into an engine effect
        op_at: dict[int, dict] = {}   # the engine effect each of them became (a replacement's: `applicable_instead`)
        slots: dict[int, int] = {}   # the chosen-target slot each effect was converted on (`_slot`)
        divided_n = 0   # the engine effects of the divisions of a divided amount (`applicable_divided`)
        st = next((x for i, x in structures(card) if i.index == a.index), None)
        flat = list(st.effects) if st is not None else []
        #: the targets chosen or picked so far in this ability, slot by slot: (kind, candidates, trait) (`chosen`)
        self._choice: list[tuple] = []
        self._slot = 0   # the slot (1-based) of the effect being converted, 0: none
        one_pick = _chosen.chosen_in_ability_why(flat) is None
        in_choice, numbers, total = choice_why(flat), choice_numbers(flat), len(flat)   # options (`choice_why`)
        for s in a.sentences:
            items, reading = read_sentence(s.text, s.part, card.name, CARD_TEXT_LANG)
            mine = sentence_effects(items, s, _AS_COST)   # (an option's cost, a spend: `applicable_option_cost`)
            if mine or len(flat) < total:   # "(5 damage instead if ...)": one more effect of the structure
                mine += [it for it in items if getattr(it, "what", None) == "alt"]   # (`applicable_instead`)
            start = total - len(flat)
            mine, flat = flat[:len(mine)], flat[len(mine):]
            unread = st is None or (reading.status is not m.ReadStatus.FULLY and not _ANY_PLAYER.match(s.text))
            for p, e in enumerate(mine, start):
                if in_choice[p] is not None:   # its choice is not applied whole
                    unread = True
                    continue
                if choose_heading(e):   # "Choose:": applied by its options' marks (``option``)
                    continue
                if e.kind is m.EffectKind.CHOOSE and e.target is not None:   # "choose an enemy" (`chosen`)
                    who = self.you_in(card, s, e.span[0], e.span[1]) if _chosen.needs_you(e.target) else None
                    got = _chosen.candidates(self, e.target, who, card.id) if why_not(e) is None and one_pick else None
                    self._choice.append((e.target.noun, got, _chosen.single_trait(e.target),
                                         _chosen.single_most(e.target) or "", 1,
                                         _chosen.single_not_trait(e.target)))   # None: unread
                    unread = unread or not got
                    continue
                pick_t = e.source if e.kind is m.EffectKind.ATTACH and e.source is not None else e.target
                pick_t = e.source if attacks_picked(e) else pick_t   # the character attacked (`activation_pick`)
                cards = e.kind is m.EffectKind.DISCARD and chosen_types(e.target) is not None   # (`chosen_cards`)
                cards = cards or (e.kind is m.EffectKind.DISCARD and hand_picked(e.target))   # (`hand_cards`)
                picked = e.kind is not m.EffectKind.CHOOSE and (cards or _chosen.single(pick_t)) and why_not(e) is None \
                    and not (e.kind is m.EffectKind.ATTACH and a.label is None)
                # (a constant "Attach to a minion." says where its card goes as it enters play: the ledger's, never
                # an item)
                if picked and not one_pick:   # a target picked and a choice between options: one pick per item
                    unread = True
                    continue
                again = 0   # a replacement ("instead"): the target picked for the effect it replaces (`applicable_instead`)
                if picked and e.link is m.Link.INSTEAD:
                    picked, again = False, slots.get(p - 1, 0)
                if picked and cards:   # "discard an upgrade you control": N of its cards at once (`chosen_cards`)
                    got = candidates(self, card, s, e) if not hand_picked(e.target) else hand_cards(self, card, s, e)
                    self._choice.append((pick_t.noun, got[0] if got else None, "", "", got[1] if got else 1))
                elif picked:   # "deal 2 damage to a minion", "exhaust a character you control" (`chosen`)
                    who = self.you_in(card, s, e.span[0], e.span[1]) if _chosen.needs_you(pick_t) else None
                    self._choice.append((pick_t.noun, _chosen.candidates(self, pick_t, who, card.id),
                                         _chosen.single_trait(pick_t), _chosen.single_most(pick_t), 1,
                                         _chosen.single_not_trait(pick_t)))
                self._slot = len(self._choice) if picked else again or self._referred(e.target)
                slots[p] = self._slot
                printed = e   # (as the structure holds it: `divided_why` finds it in its ability)
                if e.divided and e.target is not None and e.target.quantifier is m.Quantifier.THE:
                    e = replace(e, target=replace(e.target, quantifier=m.Quantifier.ALL))   # "from among the X": each
                op = _engaged_pick.ops(self, card, s, e)   # "... each minion engaged with that player" (`engaged_pick`)
                op = self.effect_op(card, s, e) if op is None else op
                if op is not None and not isinstance(op, list) and self._slot:   # the one picked (`chosen`)
                    op = self._mark_chosen(op, self._slot)
                if picked and not cards and not isinstance(op, list):   # "without a copy attached" (`attached_pick`)
                    op = _attached_pick.mark(self, card, pick_t, op)
                    op = _attached_with.mark(self, pick_t, op)   # "with an upgrade attached" (`attached_with`)
                    op = _card_pick.placed(self, op)   # a card picked by its trait: its traits (`card_pick`)
                self._slot = 0
                if isinstance(op, list) and p in numbers:
                    op = None   # another ability's effects as one option: not applied
                if isinstance(op, list) and status_pick(e):   # one option per status type held (`status_pick`)
                    divided_n += sum(1 for x in op if "option" in x)
                if isinstance(op, list):   # another ability's effects (`logic.situation.resolve`), in its place
                    out += _linked(op, e)
                    continue
                if op is not None and op.get("duration") == "in_play" and a.label is not None:
                    op = None   # a modifier with no duration in a triggered ability: not a constant one
                if op is not None and op["op"] == "forbid" and "card" in op and a.label is not None:
                    op = None   # a prohibition with no duration in a triggered ability: not a constant one
                if op is not None and op["op"] == "forbid" and st is not None and st.conditions \
                        and not kept_carried(st.conditions, e, op):   # (kept with the op: `conditions_kept_engaged`)
                    op = None   # "while ..., X cannot ...": the ability's condition is not tested here
                if op is None:
                    unread = True
                    continue
                if op["op"] == "cancel":
                    cancels = True
                if e.link in (m.Link.THEN, m.Link.IF_YOU_DO):
                    op["then"] = True
                elif e.link is m.Link.OTHERWISE:
                    op["otherwise"] = True
                elif e.link is m.Link.INSTEAD:   # a replacement of the op just before (`applicable_instead`)
                    if instead_why(list(st.effects), p) is not None or not out or out[-1] is not op_at.get(p - 1):
                        unread = True
                        continue
                    op["instead"] = True
                elif if_you_cannot(e):   # "if you cannot, X": the otherwise mark (`applicable.cannot_why`)
                    if cannot_why(list(st.effects), p) is not None or p - 1 not in made:
                        unread = True
                        continue
                    op["otherwise"] = True
                if e.divided:   # an amount divided among its targets: one option per division (`applicable_divided`)
                    ways = divided_ops(op) if divided_why(st, printed) is None and not numbers else None
                    if ways is None:
                        unread = True
                        continue
                    made.add(p)
                    divided_n += sum(1 for x in ways if "option" in x)
                    out += ways
                    continue
                if p in numbers:   # an option of the ability's choice: the resolving player picks one
                    op["option"] = numbers[p]
                if e.option_cost and p not in numbers:   # an option's cost with no option (`option_cost_ops`)
                    unread = True
                    continue
                if e.option_cost:   # paid before its option's effects (`logic.timing.option_cost_ops`)
                    op["cost"] = True
                made.add(p)
                op_at[p] = op
                out.append(op)
            if unread:
                self.unread.append({"card": card.id, "ability": a.index, "sentence": s.text})
        if len([op for op in out if "option" in op]) != len(numbers) + divided_n:
            out = [op for op in out if "option" not in op]   # an option the situation cannot name: no choice
        self._choice = []
        self._ability = None
        self._made_ops = made_before
        return out, cancels

    # -- a target chosen for the effects after it (`logic.situation.chosen`, the engine's ``chosen``) -------------
    def _referred(self, t) -> int:
        """The slot (1-based) of the target chosen that ``t`` ("it", "that enemy") names: the one chosen target of a
        kind it fits (0: none; -1: two fit, which the engine does not tell apart)."""
        fits = [k for k, slot in enumerate(getattr(self, "_choice", []), 1) if _chosen.refers(t, slot[0])]
        return fits[0] if len(fits) == 1 else -1 if fits else 0

    def _mark_chosen(self, op: dict, slot: int) -> dict | None:
        """``op`` on the candidates of chosen target ``slot``, marked ``chosen`` (the engine applies it to the one
        picked, each pick a branch), with the trait that filters them; None when ``op`` names no list of targets or
        the slot is not known."""
        if slot < 1 or not self._choice[slot - 1][1]:
            return None
        _, names, trait, most, *n = self._choice[slot - 1]   # (n: how many one pick takes, `chosen_cards`)
        if ("targets" not in op and "among" not in op) or op.get("if_trait") or op.get("per") or op.get("if_state"):
            return None
        lacks = n[1] if len(n) > 1 else ""   # the trait a pick must not have ("a non-Elite minion", `chosen`)
        op = dict(op, **({"if_not_trait": lacks} if lacks else {}))
        op = dict(op, chosen=slot, **({"if_trait": trait} if trait else {}), **({"most": most} if most else {}),
                  **({"together": n[0]} if n and n[0] > 1 else {}))
        return dict(op, among=list(names)) if "among" in op else dict(op, targets=list(names))

    def amount(self, e) -> int | None:
        """The printed number of ``e``'s amount (times the players for a per-player one), None when it is none."""
        a = e.amount
        if getattr(self, "_counting", None) is not None and self._counting[0] is e:
            return self._counting[1]   # a counted amount's unit, or the printed value read (`counting`)
        return printed_number(a, len(self.sit.players))

    def targets(self, t, card: SituationCard, sentence, span) -> list[str] | None:
        """The characters or schemes a target of the structure names in the situation (None: cannot tell)."""
        ev = self.sit.event
        if t is None:
            return None
        slot = getattr(self, "_slot", 0)
        if slot < 0 or (slot == 0 and self._referred(t) < 0):
            return None   # "it" fitting two targets chosen: not told apart
        if slot > 0 or self._referred(t) > 0:   # the candidates of a target chosen (`_mark_chosen` marks the op)
            names = self._choice[(slot or self._referred(t)) - 1][1]
            return list(names) if names else None
        if you_and_teammates(t):   # "you and your teammates": each player's identity (`teammates`)
            return [self.identity(pl) for pl in self.sit.players]
        if t.also:
            parts = [self.targets(x, card, sentence, span) for x in (replace(t, also=()), *t.also)]
            return None if None in parts else [x for p in parts for x in p]
        owner_you = t.owner is not None and t.owner.noun is m.Noun.YOU
        if t.noun is m.Noun.YOU or (owner_you and t.noun in (m.Noun.HERO, m.Noun.IDENTITY, m.Noun.ALTER_EGO)):
            who = self.you_in(card, sentence, span[0], span[1])
            return [self.identity(who)] if who else None
        if t.noun in (m.Noun.SCHEME, m.Noun.SIDE_SCHEME) and (t.filters or t.quantifier in (m.Quantifier.EACH,
                                                                                             m.Quantifier.ALL)):
            return schemes_of(self, t)   # "each scheme in play", "the Legions of Hydra side scheme"
        if _chosen.each_friendly(t):   # "each friendly character": the players' characters (`chosen`)
            return [c.id for c in self.sit.cards.values() if c.card_type in ("hero", "alter_ego", "ally")
                    and c.id in self.characters] or None
        if t.filters and any(f.kind is m.FilterKind.ATTACHED for f in t.filters):
            return [card.attached_to] if card.attached_to in self.characters else None
        kinds = {m.Noun.ENEMY: ("villain", "minion"), m.Noun.MINION: ("minion",), m.Noun.ALLY: ("ally",),
                 m.Noun.CHARACTER: tuple(CHARACTER_TYPES)}
        if you_control(t):   # "each character you control": those whose controller is the "you" named
            who = self.you_in(card, sentence, span[0], span[1])
            return [c.id for c in self.sit.cards.values() if c.card_type in kinds[t.noun] and c.id in self.characters
                    and c.controller == who] or None if who else None   # the printed controller, not the engine's
        if event_actor(t):   # "the attacking character": the event's attacker (`applicable_active`)
            return actor_targets(self, t)
        if engaged_with_you(t):   # "each minion engaged with you": as the situation states (`applicable_active`)
            return engaged_targets(self, card, sentence, span)
        if attacked(t):   # "the enemy you attacked" (`acted_on`)
            return attacked_target(self, card, sentence, span, t)
        if _defeater.defeater_target(t):   # "the player who defeated this scheme" (`defeater`)
            return _defeater.targets(self, t, card)
        if t.filters:
            return None
        if t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.noun in (m.Noun.HERO, m.Noun.PLAYER,
                                                                              m.Noun.IDENTITY):
            return [self.identity(pl) for pl in self.sit.players]
        if t.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL) and t.noun in kinds:
            return [c.id for c in self.sit.cards.values() if c.card_type in kinds[t.noun] and c.id in self.characters]
        if _defeater.it_after(self, card, t):   # "they" after the player who defeated this card (`defeater`)
            return None
        if t.noun in (m.Noun.THIS_CARD, m.Noun.IT):
            if card.id in self.characters or card.id in self.schemes:
                return [card.id]
            if ev.kind == "attack":
                return [ev.attacker]
            return None
        if t.noun is m.Noun.VILLAIN and t.quantifier is m.Quantifier.THE:
            v = self.sit.villain()
            return [v.id] if v else None
        if t.noun is m.Noun.MAIN_SCHEME:
            return [self.main]
        if t.noun is m.Noun.NAMED_CARD:
            named = [c.id for c in self.sit.cards.values() if c.name.lower() == t.name.lower()
                     and (c.id in self.characters or c.id in self.schemes)]
            return named or None
        return None

    def effect_op(self, card: SituationCard, sentence, e) -> dict | None:
        """One effect of the structure as an effect of the outcome engine, or None when it cannot be applied: always
        None for an effect the catalogue of `logic.situation.applicable` rejects, and None when the situation does
        not name what it needs (a "you" with no single player, a card that is not there). Another printed ability
        resolved ("resolve this card's 'When Revealed' ability") gives a list: its effects (`logic.situation.resolve`);
        an effect whose "if this activation is ..." the event does not meet, an empty list (it applies nothing:
        `logic.situation.activation_type`)."""
        if _each_places(e) is not None:   # "each player must place N threat on X": one placement per player
            op = self.effect_op(card, sentence, _each_places(e))            # (`performer_hand`)
            return None if op is None or isinstance(op, list) or not self.sit.players \
                else [dict(op) for _ in self.sit.players]
        if searched(card, e):   # a search and the card it finds (`logic.situation.search_effects`)
            return search_op(self, card, sentence, e)
        if reminded(card, e):   # "(Shuffle.)" after a search: the deck it searched (`logic.situation.search_effects`)
            return shuffle_op(self, card, e)
        if reveals_found(card, e):   # "... until X is discarded, and reveal it" (`order_effects`)
            return found_op(card, e)
        if why_not(self._x_read(card, e)) is not None:   # (X spent on a cost: judged as a number, `spent_x`)
            return None
        if uncancel_effect(e):   # "this effect cannot be canceled": its item's mark, no op (`applicable_uncancel`)
            return []
        if taken_amount(e):   # "an equal amount" of the damage taken (`logic.situation.taken`)
            return taken_op(self, card, sentence, e)
        if decided_false(self, card, e):   # "if this activation is a scheme" in an attack: nothing applies
            return []                      # (`logic.situation.activation_type`)
        ability = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        if paid_false(card, e, ability) or mode_false(self.sit.mode, e, ability) \
                or first_false(self, card, sentence, e, ability):   # not met: nothing applies (`first_player`)
            return []                                                               # (`paid`, `mode`)
        e = as_placed(self, e)   # threat placed "additional": as placed (`logic.situation.additional`)
        if e is None:
            return None
        e, trait = without_trait(e) if not each_enemy(e) and not group_surge(e) and not _unnamed_engaged(e) \
            else (e, "")   # "each Drone minion": each minion, if a
        # Drone (`keyword_effects`); an activation keeps its trait: it names the enemies (`activation_each`)
        e = _in_play_group.plain(e)   # "each enemy in play": each enemy (`in_play_group`)
        e = _possessive.as_named(e)   # "Nebula's Ship": the card of that whole name (`possessive_name`)
        e = _defeater.own_identity(e)   # "the player who defeated this scheme confuses their identity" (`defeater`)
        e = _own_hand_as_owners(e)   # "each player discards 1 card from their hand" (`performer_hand`)
        e = as_on_this_card(e)   # "X gets +1 ATK for each attachment on it": on this card (`on_itself`)
        if campaign_removal(e):   # from the game and the campaign pool: two engine effects (`applicable_campaign`)
            return campaign_ops_for(self, card, e)
        if e.kind is m.EffectKind.CANNOT:   # a prohibition (`counting.forbid_op`); constant with no duration
            op = forbid_op(self, card, sentence, e, e.duration is m.Duration.NONE)
        else:
            op = self.counting(card, sentence, e, lambda: self._op(card, sentence, e))
        op = with_trait(op, trait)
        return None if op is None else self.conditioned(op, card, sentence, e)

    def counting(self, card: SituationCard, sentence, e, convert) -> dict | None:
        """``convert()`` with ``e``'s counted amount (`counting.per_of`) read as its unit by `amount`, and the
        engine's ``per`` added to what it returns; None when the situation cannot name what is counted."""
        if e.amount is not None and up_to_plain(e.amount):   # "up to N": the player's pick (`up_to_op`)
            return up_to_op(self, e, convert)
        if e.amount is not None and bare_x(e.amount):   # X spent on its ability's cost (`spent_x`)
            return self._x_spent(card, e, convert)
        if e.amount is None or _counted(e.amount) is None:
            return convert()
        got = per_of(self, card, sentence, e)
        if got is None:
            return None
        self._counting = (e, got[0])
        try:
            op = convert()
        finally:
            self._counting = None
        return None if op is None else dict(op, per=got[1]) if got[1] else op

    def _x_read(self, card: SituationCard, e):
        """``e``, or, when its amount is the X of its ability's "spend X resources" cost (`spent_x`), ``e`` with a
        number in its place (what the catalogue judges of the rest of it)."""
        if e.amount is None or not bare_x(e.amount):
            return e
        st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        return replace(e, amount=m.Amount(value=1)) if st is not None and spent_x(st, e) else e

    def _x_spent(self, card: SituationCard, e, convert) -> dict | None:
        """``convert()`` with ``e``'s X read as the resources the situation says were spent on its ability's
        "spend X resources" cost (`spent_x`); None when that is not stated or not decided."""
        st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        if st is None or not spent_x(st, e):
            return convert()
        n = x_spent(card.spent, x_cost(st))
        if not n:
            return None
        self._counting = (e, n)
        try:
            return convert()
        finally:
            self._counting = None

    def conditioned(self, op: dict, card: SituationCard, sentence, e) -> dict | None:
        """``op`` with the conditions of ``e`` the engine tests ("if you are in hero form": ``if_form`` of that
        identity); None when the identity cannot be named (a "you" with no single player). Another ability's
        effects resolved in the place of ``e`` (a list) each carry its conditions (None when one of them cannot)."""
        if isinstance(op, list) and e.conditions:   # (s10-choices2: "if X is in play, resolve its ... ability")
            each = [self.conditioned(o, card, sentence, e) for o in op]
            return None if any(o is None for o in each) else each
        for c in e.conditions:
            p = c.predicate
            if activation_type(c) is not None:   # "if this activation is an attack": the event's kind tells
                if activation_type(c) != self.sit.event.kind:
                    return None   # (not met: the effect is left unread, not guessed away)
                continue
            if stage_tested(c):   # "if this stage is completed": the stage the situation states (`stage`)
                op = stage_op(self, op, card, e)
                if op is None:
                    return None
                continue
            if mode_tested(c):   # "in expert mode": the mode the situation states (`logic.situation.mode`)
                if mode_holds(self.sit.mode, c) is not True:
                    return None   # not stated: left unread (not met: `mode_false`, before)
                continue
            if attack_damaged(c):   # "if that attack damages you" (`logic.situation.conditions_attack`)
                op = damaged_op(self, op, card, sentence, c)
                if op is None:
                    return None
                continue
            if first_tested(c):   # "if you are the first player": as stated (`logic.situation.first_player`)
                if first_holds(self, card, sentence, c) is not True:
                    return None   # not named: left unread (not met: `first_false`, before)
                continue
            if paid_tested(c):   # how this card was paid for, as stated (`logic.situation.paid`)
                if paid_holds(card.paid, c) is not True:
                    return None   # not stated or not decided: left unread (not met: `paid_false`, before)
                continue
            if face_tested(c):   # "if you are in Giant hero form": the face stated, by `state_op` (`conditions_form`)
                continue
            if op.get("op") == "keyword" and op.get("duration") == "in_play" and kept_form(c):   # (s12-keywords3)
                op = kept_op(self, op, card, sentence, c)   # "while in hero form, X gains ...": kept (`kept_form`)
                if op is None:
                    return None
                continue
            if p is None or p.kind is not m.PredicateKind.IN_FORM:
                continue
            who = self.you_in(card, sentence, c.span[0], c.span[1]) if p.subject is not None else self.resolver
            if not who:
                return None
            form = {"hero": "alter_ego", "alter_ego": "hero"}[p.form] if p.negated else p.form
            op = dict(op, if_form=form, if_form_of=self.identity(who))
        return state_op(self, op, card, sentence, e)   # a condition on the world (``if_state``)

    def _op(self, card: SituationCard, sentence, e) -> dict | None:
        ev = self.sit.event
        n = self.amount(e)
        k = e.kind
        if k is m.EffectKind.ACTIVATE and _defeater.defeater_target(e.source):   # against the player who defeated
            who = _defeater.activation_who(self, card, e)                        # this card (`defeater`)
            return activation_op(self, card, sentence, _defeater.as_you(e), who=who) if who else None
        if k is m.EffectKind.ACTIVATE:   # an enemy attacks, schemes or activates (`logic.situation.activation`)
            return activation_op(self, card, sentence, e)
        if k is m.EffectKind.GIVE_BOOST and plain_it_boost(e):   # to the enemy "it" names (`boost_it`)
            return it_boost_op(self, card, sentence, e, give_boost_op)
        if k is m.EffectKind.GIVE_BOOST:   # boost cards given to the activating enemy (the same module)
            return give_boost_op(self, card, sentence, e)
        if k is m.EffectKind.ENGAGE:   # an enemy engages a player (`logic.situation.applicable_engage`)
            return engage_op(self, card, sentence, e)
        if k is m.EffectKind.DEFEND:   # a character declared the defender (`logic.situation.applicable_defend`)
            return defend_op(self, card, sentence, e)
        if k is m.EffectKind.LOOK:   # cards looked at (`logic.situation.applicable_look`)
            return look_op(self, card, sentence, e)
        if k is m.EffectKind.SPEND:   # resources spent (`logic.situation.applicable_option_cost`)
            return spend_op(self, card, sentence, e)
        if k is m.EffectKind.ADVANCE:   # the main scheme advances (`logic.situation.applicable_advance`)
            return advance_op(self, card, sentence, e)
        if k is m.EffectKind.MOVE_COUNTERS:   # a counter moved (`logic.situation.applicable_move`)
            return move_op(self, card, sentence, e)
        if k is m.EffectKind.SKIP:   # an activation given no boost card (`logic.situation.applicable_skip`)
            return skip_op(self, card, sentence, e, why_not, structures)
        if attack_increase(e):   # "this attack deals N additional damage" (`logic.situation.attack_increase`)
            return increase_op(self, card, sentence, e)
        if k is m.EffectKind.GAIN_BOOST_ICONS:   # icons a boost card gains (`logic.situation.boost_icons`)
            return gained_icons_op(self, card, sentence, e)
        if k is m.EffectKind.RESOLVE_ABILITY and in_order(e):   # once per player, in player order
            return ordered_ops(self, card, sentence, e)          # (`resolve_order_ops`)
        if k is m.EffectKind.RESOLVE_ABILITY:   # another printed ability's effects, in its place (a list)
            return resolved_ops(self, card, sentence, e)
        if k is m.EffectKind.CANCEL:
            return {"op": "cancel", "target": self.event_id}
        if all_of(e):   # "heal all damage", "remove all threat": counted on its one target (`applicable_all`)
            return all_op(self, card, sentence, e, lambda x: self._op(card, sentence, x))
        if _defeater.dealt_by(e):   # damage the player who defeated this card deals (`defeater`)
            return _defeater.damage_op(self, card, sentence, e)
        if _defeater.discards_own_deck(e):   # the player who defeated this card discards the top of their deck
            return _defeater.deck_op(self, card, e)
        if _defeater.discards_from_hand(e):   # ... discards N cards from their hand (`defeater`)
            return _defeater.hand_op(self, card, e)
        if k in (m.EffectKind.DEAL_DAMAGE, m.EffectKind.TAKE_DAMAGE, m.EffectKind.HEAL):
            t = e.target
            if t is None and k is m.EffectKind.HEAL and card.controller:
                ts = [self.identity(card.controller)]
            elif t is None and k is m.EffectKind.TAKE_DAMAGE:   # "take 2 damage": the resolving player's identity
                ts = [self.identity(self.resolver)] if self.resolver else None
            else:
                ts = self.targets(t, card, sentence, e.span)
            if ts is None or n is None:
                return None
            return {"op": "heal" if k is m.EffectKind.HEAL else "damage", "targets": ts, "amount": n}
        if k in (m.EffectKind.PLACE_THREAT, m.EffectKind.REMOVE_THREAT):
            ts = self.targets(e.target, card, sentence, e.span) if e.target is not None else [card.id]   # "here"
            if ts is None or n is None or any(x not in self.schemes for x in ts):
                return None
            return {"op": "threat" if k is m.EffectKind.PLACE_THREAT else "remove_threat", "targets": ts, "amount": n}
        if attack_prevented(e):   # "prevent 3 damage from this attack" (`applicable_prevent`)
            return attack_prevent_op(self.sit, n, e) if attack_prevent_why(next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None), e) is None \
                else None
        if k is m.EffectKind.PREVENT and self.hit is not None and e.target is None:
            if e.amount is not None and n is None:
                return None
            return {"op": "prevent", "target": self.hit, "amount": n or 0}
        if k is m.EffectKind.DRAW and n is not None:
            ts = (self.targets(e.target, card, sentence, e.span) if e.target is not None
                  else [self.identity(self.resolver)] if self.resolver else None)
            if ts is None or any(x not in self.characters for x in ts):
                return None
            return {"op": "draw", "targets": ts, "amount": n}
        if k is m.EffectKind.DEFEAT:   # a character defeated by an effect (`logic.situation.applicable_defeat`)
            return defeat_op(self, card, sentence, e)
        if k in (m.EffectKind.EXHAUST, m.EffectKind.READY) and card_group(e.target) is not None:
            return card_ready_op(self, card, sentence, e)   # upgrades or supports (`applicable_card_ready`)
        if k in (m.EffectKind.EXHAUST, m.EffectKind.READY):
            ts = self.targets(e.target, card, sentence, e.span)
            if ts is None or any(x not in self.characters for x in ts):
                return None
            return {"op": k.value, "targets": ts}
        if k is m.EffectKind.REMOVE_COUNTERS and e.amount is None:   # each / all of them: as many as it holds then
            op = self._op(card, sentence, replace(e, amount=m.Amount(value=1)))
            ts = op.get("targets", []) if op is not None else []
            return dict(op, per=f"counters:{ts[0]}") if len(ts) == 1 else None   # (one card: its own count)
        if k in (m.EffectKind.PLACE_COUNTERS, m.EffectKind.REMOVE_COUNTERS) and n is not None:
            if e.target is None or (e.target.noun is m.Noun.THIS_CARD and not e.target.filters):
                ts = [card.id]   # "here", "on this card"
            elif trait_cards(e.target) is not None:   # "the Enchantment card in your play area" (`trait_cards`)
                ts = trait_card_ids(self, card, sentence, e, e.target)
            elif e.target.noun is m.Noun.NAMED_CARD and not e.target.filters and not e.target.also:   # any card
                ts = _possessive.card_ids(self, e.target)   # named ("Nebula's Ship": `possessive_name`)
            else:
                ts = self.targets(e.target, card, sentence, e.span)
            if ts is None or any(x in self.schemes for x in ts):
                return None
            for x in ts:
                if x not in self.characters:
                    self.cards.setdefault(x, self.sit.card(x).counters)
            cap = maximum_key(e, len(self.sit.players))   # "(to a maximum of N)" (`logic.situation.counter_cap`)
            if e.maximum is not None and (not cap or capped_why_in(next(
                    (x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None), e)):
                return None   # a capped placement whose being done its ability asks: not decided
            return {"op": k.value, "targets": ts, "amount": n, **cap}
        if status_pick(e):   # one status card of a type not named: the player's pick (`status_pick`)
            return status_pick_ops(self, card, sentence, e)
        if k is m.EffectKind.DISCARD and status_discard(e.target) is not None:   # status cards (`applicable_status`)
            names, each, holder = status_discard(e.target)
            ts = self.targets(holder, card, sentence, e.span)
            if not ts or any(x not in self.characters for x in ts):
                return None
            return {"op": "remove_statuses", "targets": ts, "card": ",".join(names)} if each else \
                {"op": "remove_status", "targets": ts, "card": names[0]}
        if k is m.EffectKind.DISCARD and hand_shape(e.target) is not None:   # cards of a hand (`hand_cards`)
            return hand_op(self, card, sentence, e)
        if k is m.EffectKind.DISCARD and trait_pile(e.target) is not None:   # a deck's own pile (`trait_pile`)
            return trait_pile_op(self, card, e)
        if k is m.EffectKind.DISCARD and named_cards(e.target) is not None:   # cards named (`named_discard`)
            return named_discard_op(self, card, e)
        if k is m.EffectKind.DISCARD and every_types(e.target) is not None:   # "each X" (`chosen_cards`)
            got = everyone(self, card, sentence, e)
            self._place_chosen(got or ())
            return {"op": DISCARD_CARD, "targets": got} if got else None
        if k is m.EffectKind.DISCARD and chosen_types(e.target) is not None:   # a card chosen (`chosen_cards`)
            got = self._choice[self._slot - 1][1] if getattr(self, "_slot", 0) > 0 else None   # its candidates
            self._place_chosen(sorted(got or ()))
            return {"op": DISCARD_CARD, "targets": list(got)} if got else None   # marked ``chosen`` (`_mark_chosen`)
        if k is m.EffectKind.DISCARD and picked_discard(e.target):   # "a non-Elite minion" (`discard_pick`)
            return picked_discard_op(self, card, sentence, e)
        if k is m.EffectKind.DISCARD and moved_card(e.target):
            moved = self.moved(card, e.target)
            return {"op": DISCARD_CARD, "target": moved} if moved else None
        if k is m.EffectKind.DISCARD and each_players_deck(e.target) is not None:   # (`applicable_each_deck`)
            return each_deck_op(self, e)
        if k is m.EffectKind.DISCARD and top_of_your_deck(e.target) is not None:
            who = self.you_in(card, sentence, e.span[0], e.span[1])
            n = 1 if e.target.count is None else self.counted(e.target.count)   # (N[per_hero]: times the players)
            return {"op": "discard_deck", "targets": [self.identity(who)], "amount": n} if who and n else None
        if k is m.EffectKind.DISCARD and a_card_from_your_hand(e.target):
            who = self.you_in(card, sentence, e.span[0], e.span[1])
            return {"op": "discard", "targets": [self.identity(who)], "amount": cards_from_your_hand(e.target)} \
                if who else None
        if k is m.EffectKind.DISCARD and hand_owners(e.target) is not None:   # each player's hand (`hand_cards`)
            return hand_owners_op(self, e, n)
        if k is m.EffectKind.DISCARD and n is not None and e.target is None:
            return {"op": "discard", "targets": [self.identity(self.resolver)], "amount": n} if self.resolver else None
        if k is m.EffectKind.DISCARD and n is not None and e.target is not None and e.target.noun is m.Noun.HAND \
                and e.target.owner is not None and e.target.owner.noun is m.Noun.YOU:
            who = self.you_in(card, sentence, e.span[0], e.span[1])
            return {"op": "discard", "targets": [self.identity(who)], "amount": n} if who else None
        if pile_return(e) is not None:   # one <Trait> card of your pile to your hand (`applicable_pile_return`)
            return pile_return_op(self, card, sentence, e)
        if k is m.EffectKind.RETURN_TO_HAND and from_your_discard_pile(e.target) is not None:
            who = self.you_in(card, sentence, e.span[0], e.span[1])
            return {"op": "recover", "targets": [self.identity(who)], "amount": from_your_discard_pile(e.target)} \
                if who else None
        if named_move(e) is not None:   # cards named by title and type (`logic.situation.applicable_named`)
            return named_op(self, e)
        if engaged_first(e):   # into play engaged with the first player (`logic.situation.applicable_engaged`)
            return engaged_first_op(self, card, e)
        if engaged_you(e):   # into play engaged with you (`logic.situation.applicable_engaged`)
            return engaged_you_op(self, card, sentence, e)
        if named_deck_top(e) is not None:   # the top card of a deck named (`logic.situation.applicable_named_deck`)
            return named_deck_op(self, e)
        if k in ZONE_KINDS and k is not m.EffectKind.ATTACH:
            moved = self.it_card(card, e) if it_slot(e) is not None else self.moved(card, e.target)   # "it"
            return controlled_ops(self, card, sentence, e, {"op": OP[k], "target": moved} if moved else None)
        if k is m.EffectKind.ATTACH:   # "attach to <target>", "attach this card (a named card) to <source>"
            named = e.source is not None   # the catalogue: then the target is the card moved (`moved_card`)
            hosts = self.targets(e.source if named else e.target, card, sentence, e.span) if it_slot(e) is None \
                else [h for h in [self.it_card(card, e)] if h]   # "attach this card to it" (`antecedent`)
            moved = self.moved(card, e.target if named else m.Target(m.Noun.THIS_CARD))
            if getattr(self, "_slot", 0) > 0 and hosts and moved is not None and moved not in hosts:
                return {"op": "attach", "target": moved, "among": hosts}   # the card picked (`_mark_chosen`)
            if not hosts or len(hosts) != 1 or moved is None or hosts[0] == moved:
                return None
            return {"op": "attach", "target": moved, "card": hosts[0]}
        if k is m.EffectKind.GENERATE_RESOURCE and e.pays_for is not None:
            return None   # a resource for one kind of card: only in the use for a cost stated (`resource_use`)
        if k is m.EffectKind.GENERATE_RESOURCE:
            who = self.you_in(card, sentence, e.span[0], e.span[1]) if e.target is not None else self.resolver
            n = len(e.resources) if e.amount is None else n
            return {"op": "resources", "targets": [self.identity(who)], "amount": n, "card": e.resources[0]} \
                if who else None
        if k is m.EffectKind.FLIP:
            if e.target is None or e.target.noun is m.Noun.YOU:
                who = self.you_in(card, sentence, e.span[0], e.span[1]) if e.target is not None else self.resolver
                ts = [self.identity(who)] if who else None
            else:
                ts = [card.id] if card.card_type in ("hero", "alter_ego") and card.id in self.characters else None
            return {"op": "flip", "targets": ts, **({"form": e.form} if e.form else {})} if ts else None
        if k is m.EffectKind.GIVE_STATUS and e.status is not None:
            ts = self.targets(e.target, card, sentence, e.span) if e.target is not None else \
                [self.identity(self.resolver)] if self.resolver else None   # "be stunned": the resolving player's
            return {"op": "status", "targets": ts, "card": e.status.value} if ts else None
        if undefended_shape(e):   # "while X is attacking, he gets +2 ATK if undefended" (`undefended_bonus`)
            return undefended_op(self, card, e)
        if k is m.EffectKind.MODIFY_STAT and e.stat is m.Stat.ATK and ev.kind == "attack" and n is not None and n > 0 \
                and e.duration in (m.Duration.NONE, m.Duration.THIS_ATTACK) and cap_key(e) is not None:
            ts = self.targets(e.target, card, sentence, e.span) if e.target is not None else None
            if ts == [ev.attacker] or (e.target is not None and e.target.noun is m.Noun.ATTACK):
                return {"op": "boost_icons", "target": ev.attacker, "amount": n, **cap_key(e)}   # (`applicable_cap`)
        if k is m.EffectKind.MODIFY_STAT and e.stat is m.Stat.COST:   # the cost to play this card (`play_cost`)
            return cost_op(self, card, e, n)
        if k is m.EffectKind.MODIFY_STAT and e.stat is not None and n is not None and e.duration in _LASTING:
            ts = self.targets(e.target, card, sentence, e.span)
            stat = e.stat.value
            if ts is None or stat not in _STATS or any(x not in self.characters for x in ts):
                return None
            cap = cap_key(e)   # its printed maximum (`applicable_cap`; None: one the engine does not apply)
            if cap is None:
                return None
            op = {"op": "modify", "targets": ts, "amount": n, "stat": stat, "duration": _LASTING[e.duration], **cap}
            if op["duration"] == "in_play":   # a constant modifier: the card whose ability it is
                held = self.moved(card, m.Target(m.Noun.THIS_CARD))
                return dict(op, card=held) if held else None
            return op
        if k in (m.EffectKind.GAIN_KEYWORD, m.EffectKind.LOSE_GAME, m.EffectKind.GAIN_TRAIT,
                 m.EffectKind.WIN_GAME):   # `keyword_effects`
            return keyword_effect(self, card, sentence, e)
        if k is m.EffectKind.LOSE_KEYWORD:   # "Magneto loses steady": the keyword given's op, lost (`applicable_lose`)
            return lose_op(self, card, sentence, e, keyword_effect)
        return self.deck_op(card, sentence, e)

    # -- deck operations (`logic.timing.deck_ops`; the catalogue's `deck_why`) -----------------------------------
    def deck_op(self, card: SituationCard, sentence, e) -> dict | None:
        """A shuffle, a deal of encounter cards, a discard from the encounter deck, of a hand or of the event's
        card, a change of control, as an effect of the outcome engine (None: not one, or the situation does not
        name what it needs)."""
        k, ev = e.kind, self.sit.event
        you = (lambda: self.you_in(card, sentence, e.span[0], e.span[1]))
        if named_move(e) is not None:   # cards named by title and type, revealed (`applicable_named`)
            return named_op(self, e)
        if named_deck_top(e) is not None:   # the top card of a deck named, revealed (`applicable_named_deck`)
            return named_deck_op(self, e)
        if card_reveal(e):   # "reveal this card": a boost card dealt (`logic.situation.order_effects`)
            return card_reveal_op(self, card, e)
        if k in (m.EffectKind.DISCARD_UNTIL, m.EffectKind.REVEAL) or order_shuffle(e):   # known decks (`order_ops`)
            return with_found(card, e, order_effect(e),   # the card it stops at, revealed (`order_effects`)
                              lambda: self.identity(you()) if you() else None,
                              lambda nxt: found_engaged(self, card, sentence, e, nxt))   # put into play engaged
        if each_deck_shuffle(e):   # "each player shuffles their deck" (`applicable_player_deck`)
            return {"op": "shuffle_player_deck", "targets": [self.identity(p) for p in self.sit.players]}
        if your_deck_shuffle(e):   # a player's deck in order (`logic.timing.player_deck_ops`)
            who = you()
            return {"op": "shuffle_player_deck", "target": self.identity(who)} if who is not None else None
        if k is m.EffectKind.DISCARD:
            shape = deck_discard(e)
            if shape in ("encounter_top", "encounter_n"):
                a = encounter_top(e.target) if shape == "encounter_top" else e.amount
                n = 1 if a is None else self.counted(a)
                return {"op": "discard_encounter", "target": ENCOUNTER, "amount": n} if n else None
            if shape in ("performer_encounter", "each_own_deck"):   # a player, or each player, discards
                n = 1 if e.source.count is None else self.counted(e.source.count)
                each = e.target.quantifier in (m.Quantifier.EACH, m.Quantifier.ALL)
                if not n:
                    return None
                if shape == "each_own_deck":
                    return {"op": "discard_deck", "targets": [self.identity(p) for p in self.sit.players], "amount": n}
                return {"op": "discard_encounter", "target": ENCOUNTER,
                        "amount": n * (len(self.sit.players) if each else 1)}
            if shape == "hand":
                who = you()
                return {"op": "discard_hand", "targets": [self.identity(who)]} if who else None
            if shape == "it" and self.cancels_too(card, sentence):   # "cancel the effects of that card and discard
                it = self.revealed(ev)                                 # it": the card being revealed
                return {"op": DISCARD_CARD, "target": it} if it and it != card.id else None
            if shape == "it":   # the card the ability named before (`antecedent`)
                moved = self.it_card(card, e)
                return {"op": DISCARD_CARD, "target": moved} if moved else None
            return None
        if k is m.EffectKind.SHUFFLE and each_from_pile_op(e) is not None:   # each <X> of the encounter discard
            return each_from_pile_op(e)                                      # pile (`applicable_shuffle`)
        if k is m.EffectKind.SHUFFLE and pile_shuffle(e) is not None:   # one <X> of your discard pile
            return pile_shuffle_op(self, card, sentence, e)             # (`applicable_pile_shuffle`)
        if k is m.EffectKind.SHUFFLE and owner_deck(e):   # this card into its owner's deck (`applicable_pile_shuffle`)
            return owner_deck_op(self, card, e)
        if k is m.EffectKind.SHUFFLE and each_pile(e):   # each player's pile into their deck (`applicable_pile_shuffle`)
            return each_pile_op(self, e)
        if k is m.EffectKind.SHUFFLE:
            shape = shuffle_shape(e)
            if shape in ("card_encounter", "card_yours"):
                moved, who = self.moved(card, e.target), (you() if shape == "card_yours" else "")
                return {"op": "shuffle_into", "target": moved, **({"card": who} if who else {})} \
                    if moved and (who or shape == "card_encounter") else None
            if shape == "encounter_pile":
                return {"op": "shuffle_in", "target": ENCOUNTER}
            who = you()
            if shape is None or not who:
                return None
            n = 0 if shape == "your_pile" else 1 if e.target.count is None else self.counted(e.target.count)
            return {"op": "shuffle_in", "targets": [self.identity(who)], "amount": n} \
                if n is not None else None
        if k is m.EffectKind.DEAL_ENCOUNTER and _defeater.defeater_target(e.target):   # to the player who defeated
            return _defeater.deal_op(self, card, e)                                       # this card (`defeater`)
        if k is m.EffectKind.DEAL_ENCOUNTER and e.given is not None:   # this card, dealt facedown
            who, moved = (you() if deal_players(e.target) == "you" else self.sit.first), self.moved(card, e.given)
            return {"op": "deal_card", "target": moved, "card": who} if who and moved else None
        if k is m.EffectKind.DEAL_ENCOUNTER and picked_deal(e):   # "to a player": the one picked (`deal_chosen`)
            return picked_deal_op(self, e)
        if k is m.EffectKind.DEAL_ENCOUNTER and named_deal(e):   # to an identity named (`deal_named`)
            return named_deal_op(self, e)
        if k is m.EffectKind.DEAL_ENCOUNTER and engaged_player(e.target):   # the minion's engaged player
            return engaged_deal_op(self, card, e)                            # (`engaged_player`)
        if k is m.EffectKind.DEAL_ENCOUNTER:
            n = 1 if e.amount is None else self.counted(e.amount)
            to = deal_players(e.target)
            who = [you()] if to == "you" else [self.sit.first] if to == "first" else list(self.sit.players) \
                if to == "each" else [p for p in self.sit.players if p != self.resolver] if self.resolver else [None]
            return {"op": "deal_encounter", "targets": [self.identity(p) for p in who], "amount": n} \
                if n and all(who) else None
        if k is m.EffectKind.TAKE_CONTROL and play_under_any(e):   # carried by the play event (`play_control`)
            return []
        if k is m.EffectKind.TAKE_CONTROL:
            who = you() if deal_players(e.target) == "you" else self.sit.first
            moved = self.moved(card, e.source)
            return {"op": "take_control", "target": moved, "card": who} if who and moved else None
        return None

    def counted(self, a) -> int | None:
        """A printed count (times the players for a per-player one); None when it is not a plain number."""
        return printed_number(a, len(self.sit.players), ("additional", "at_least"))

    def cancels_too(self, card: SituationCard, sentence) -> bool:
        """Whether ``sentence`` also cancels (the effects of the card its "it" names: the event's card)."""
        from ..abilities.reader import read_sentence
        text = getattr(sentence, "text", "")   # (a sentence with no text said cancels nothing)
        items, _ = read_sentence(text, sentence.part, card.name, CARD_TEXT_LANG) if text else ((), None)
        return any(isinstance(i, m.Effect) and i.kind is m.EffectKind.CANCEL for i in items)

    def revealed(self, ev) -> str | None:
        """The card the event reveals, placed face up in front of the revealing player (out of play, `places`);
        None when the event reveals none."""
        if ev.kind != "reveal" or not ev.card:
            return None
        c = self.sit.card(ev.card)
        if c.id not in self.characters and c.id not in self.schemes:
            self.places.setdefault(c.id, {"name": c.id, "zone": "front", "type": c.card_type, "owner": c.owner or "",
                                          "controller": ev.by or ""})
        return c.id

    def _place_chosen(self, ids) -> None:
        """Place the cards ``ids`` (chosen or each of a kind, `chosen_cards`) as `moved` places a card."""
        for x in ids:
            c = self.sit.card(x)
            if c.id not in self.characters and c.id not in self.schemes:
                self.places.setdefault(c.id, {"name": c.id, "zone": "play", "type": c.card_type,
                                              "owner": c.owner or c.controller or "", "controller": c.controller or ""})

    def moved(self, card: SituationCard, t) -> str | None:
        """The card a zone operation moves (this card, or the card named): a character keeps its spot; any other card
        is placed in play (where a situation's cards are), with its type, owner and controller (`places`)."""
        if t.noun is m.Noun.THIS_CARD:
            c = card
        else:
            c = next((x for x in self.sit.cards.values() if x.name.lower() == t.name.lower()), None)
        if c is None:
            return None
        if c.id not in self.characters and c.id not in self.schemes:
            who = c.controller or ""
            self.places.setdefault(c.id, {"name": c.id, "zone": "play", "type": c.card_type,
                                          "owner": c.owner or who, "controller": who})
        return c.id

    # -- "it" of a zone operation (`logic.situation.antecedent`) -------------------------------------------------
    def it_card(self, card: SituationCard, e) -> str | None:
        """The card the "it" of zone operation ``e`` (an effect of a printed ability of ``card``) names, placed as
        `moved` places it: the card `antecedent.it_names` reads off that ability's structure, when it is there and
        of the type "that <noun>" keeps; None otherwise (never guessed)."""
        st = next((x for _, x in structures(card) if x is not None and any(y is e for y in x.effects)), None)
        named = it_names(st, e) if st is not None else None
        if named is None:
            return None
        c = card if named.noun is m.Noun.THIS_CARD else \
            next((x for x in self.sit.cards.values() if x.name.lower() == named.name.lower()), None)
        kept = it_slot(e).is_a
        if c is None or (kept is not None and kept is not m.Noun.CARD and kept.value != c.card_type):
            return None
        return self.moved(card, named)

    # -- items ------------------------------------------------------------------------------
    def controller_of(self, card: SituationCard, a: Ability) -> str:
        for w in self.words.get(card.id, []):
            if w.ability.index == a.index and self.seats.get(w.key):
                return self.seats[w.key]
        for who in (card.controller, self.sit.card(card.attached_to).controller if card.attached_to else None,
                    card.engaged_with, card.revealed_by):
            if who:
                return who
        return self.sit.first

    def used_effects(self, card: SituationCard, index: int) -> list[dict]:
        """The effects of the labelled ability ``index`` of ``card`` the event uses, off its structure: damage
        dealt to, or threat removed from, the event's target; any other effect is listed as not read."""
        ev = self.sit.event
        out = []
        made_before, self._made_ops = getattr(self, "_made_ops", None), out   # the ops so far (`conditions_done`)
        for a, st in structures(card):
            if a.index != index or st is None:
                continue
            for e in st.effects:
                if why_not(self._x_read(card, e)) is not None or e.kind is m.EffectKind.CHOOSE \
                        or e.link in OPTION_LINKS \
                        or e.link is m.Link.INSTEAD:   # (X spent: `spent_x`; a replacement: not applied to the event's effects)
                    # the catalogue of `logic.situation.applicable` has no semantics for it (an option of a used
                    # ability's choice: not applied to the event's effects)
                    self.unread.append({"card": card.id, "ability": index, "sentence": e.kind.value + " (as printed)"})
                    continue
                joined = joined_removal(e) and joined_why(st, e) is None \
                    and as_joined(self, e) is not None   # "1 additional threat from that scheme": as removed, under the
                e = as_joined(self, e) if joined else e  # fact additional_joins (`joined_removal`)
                n = self.amount(e)
                if n is None and self._x_read(card, e) is not e:   # X spent on its cost (`spent_x`; 0: not read)
                    n = x_spent(card.spent, x_cost(st)) or None
                got = per_of(self, card, a.sentences[0], e) if e.amount is not None and _counted(e.amount) else None
                if joined and got is None and e.amount is not None and _counted(e.amount):   # its own sentence's "you"
                    got = joined_count(self, card, a.sentences, e, per_of)                    # (`joined_removal`)
                if got is not None:   # a counted amount (`counting.per_of`): its unit, and the engine's ``per``
                    n = got[0]
                chosen = e.target is not None and e.target.quantifier in (m.Quantifier.A, m.Quantifier.ANY) \
                    and e.target.noun in (m.Noun.ENEMY, m.Noun.VILLAIN, m.Noun.MINION, m.Noun.CHARACTER)
                several = None if chosen or e.target is None else self.targets(e.target, card, a.sentences[0], e.span)
                if paid_false(card, e, st) or mode_false(self.sit.mode, e, st) \
                        or first_false(self, card, a.sentences[0], e, st):   # not met (`paid`, `mode`, `first_player`)
                    continue
                if e.conditions and self.conditioned({}, card, a.sentences[0], e) is None:
                    self.unread.append({"card": card.id, "ability": index, "sentence": e.kind.value + " (as printed)"})
                    continue
                k0 = len(out)
                if joined and joined_op(out, n) is not None:   # from the scheme of the removal before (`joined_removal`)
                    out.append(joined_op(out, n))
                elif e.kind is m.EffectKind.DEAL_DAMAGE and n is not None and chosen and ev.target in self.characters:
                    out.append({"op": "damage", "target": ev.target, "amount": n})   # the target the player chose
                elif e.kind is m.EffectKind.DEAL_DAMAGE and n is not None and several:
                    out.append({"op": "damage", "targets": several, "amount": n})
                elif e.kind is m.EffectKind.REMOVE_THREAT and n is not None and e.target is not None \
                        and e.target.quantifier in (m.Quantifier.A, m.Quantifier.ANY):
                    where = ev.target if ev.target in self.schemes else self.main   # the scheme the player chose
                    out.append({"op": "remove_threat", "target": where, "amount": n})
                elif e.kind is m.EffectKind.REMOVE_THREAT and n is not None and several \
                        and all(x in self.schemes for x in several):
                    out.append({"op": "remove_threat", "targets": several, "amount": n})
                else:
                    self.unread.append({"card": card.id, "ability": index, "sentence": e.kind.value + " (as printed)"})
                if len(out) > k0 and got is not None and got[1]:
                    out[-1] = dict(out[-1], per=got[1])
                if len(out) > k0:
                    out[-1] = self.conditioned(out[-1], card, a.sentences[0], e)
            for r in st.sentences:
                if r.status is not m.ReadStatus.FULLY:
                    self.unread.append({"card": card.id, "ability": index, "sentence": r.text})
        self._made_ops = made_before
        return out

    def you_of_trigger(self, card: SituationCard, a: Ability, t) -> tuple[str | None, str | None]:
        """The player and kind ("identity" / "player") of the first "you" inside the trigger's words."""
        first = a.sentences[0]
        for w in self.words.get(card.id, []):
            o = w.occurrence
            if o.sentence_index == first.index and t.span[0] <= o.start < t.span[1]:
                return self.seats.get(w.key), self.kinds.get(w.key)
        return None, None

    def trigger_met(self, card: SituationCard, a: Ability, t, tk: str, counts: set) -> bool:
        """Whether the situation's event meets the trigger ``t`` (the structure's) of ability ``a``; when it is
        read and not met, why is kept in ``not_met``; when it cannot be told, neither (the ledger: not read)."""
        sit, ev = self.sit, self.sit.event
        events = {t.event, *t.also}
        who, kind = self.you_of_trigger(card, a, t)
        if ev.kind == "attack":
            attacker, target = sit.card(ev.attacker), sit.card(ev.target)
            defender = sit.card(ev.defender) if ev.defender else None
            if m.EventKind.DEFEND in events and defender is not None:
                ok = subject_matches(t.subject, card, defender, who, kind)
                if ok:
                    return True
            if m.EventKind.TAKES_DAMAGE in events and m.EventKind.ATTACK not in events:
                hit = defender or target   # the attack's damage goes to its defender, if any
                ok = subject_matches(t.subject, card, hit, who, kind)
                if ok is False:
                    self.not_met[(card.id, a.index)] = (f"its trigger names {_noun(t.subject)}"
                                                        + (f" ({who}'s {kind})" if t.subject and t.subject.noun is m.Noun.YOU else "")
                                                        + f" taking damage, and the attack's damage goes to {hit.id}")
                if ok:
                    self.hit = hit.id
                return bool(ok)
            if m.EventKind.ATTACK not in events:
                return False
            ok = subject_matches(t.subject, card, attacker, who, kind)
            if ok is False:
                self.not_met[(card.id, a.index)] = f"its trigger names {_noun(t.subject)}, and the attacker is {attacker.id}"
            if not ok:
                return False
            if t.object is None:
                return True
            hit = defender if defender is not None and tk.endswith("response") else target
            if t.object.noun is m.Noun.YOU or (t.object.owner is not None and t.object.owner.noun is m.Noun.YOU):
                target_now = hit.controller
                if who is not None and who != target_now:
                    self.not_met[(card.id, a.index)] = (f"its trigger's 'you' is {who}, and the attack's target "
                                                        f"is {target_now}'s")
                    return False
                return True
            ok = subject_matches(t.object, card, hit, who, kind)
            if ok is False:
                self.not_met[(card.id, a.index)] = f"its trigger names {_noun(t.object)} attacked, and {hit.id} is"
            return bool(ok)
        if ev.kind == "scheme":
            if m.EventKind.SCHEME not in events:
                return False
            ok = subject_matches(t.subject, card, sit.card(ev.schemer), who, kind)
            if ok is False:
                self.not_met[(card.id, a.index)] = f"its trigger names {_noun(t.subject)}, and {ev.schemer} schemes"
            return bool(ok)
        if ev.kind == "action":
            got = _defeater.defeat_met(self, card, t, who, kind)   # "when X is defeated": X, the card defeated
            if got is not None:                                     # (`defeater`)
                if not got:
                    self.not_met[(card.id, a.index)] = f"its trigger names {_noun(t.subject)} defeated, and " \
                                                       f"{ev.target} is"
                return got
            if not events & counts:
                return False
            actor = sit.card(self.actor) if self.actor in sit.cards else None
            ok = subject_matches(t.subject, card, actor, who, kind)
            if ok is False:
                self.not_met[(card.id, a.index)] = (f"its trigger names {_noun(t.subject)}"
                                                    + (f" ({who}'s {kind})" if t.subject.noun is m.Noun.YOU else "")
                                                    + f", and the one who {ev.does}s is {self.actor}")
            return bool(ok)
        return False


def _linked(ops: list[dict], e) -> list[dict]:
    """The effects of another ability resolved by ``e``, the first carrying ``e``'s link mark ("then", "otherwise")."""
    if not ops or e.link not in (m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE):
        return ops
    key = "otherwise" if e.link is m.Link.OTHERWISE else "then"
    return [dict(op, **{key: True}) if i == 0 or (op.get("of_pick") and op["of_pick"] != ops[i - 1].get("of_pick"))
            else op for i, op in enumerate(ops)]   # (the first effect of each card picked: `resolve`)


def _noun(t) -> str:
    if t is None:
        return "nobody"
    words = t.noun.value.replace("_", " ")
    if t.name:
        words = t.name
    if any(f.kind is m.FilterKind.ATTACHED for f in t.filters):
        words = "attached " + words
    return f"{t.quantifier.value} {words}" if t.quantifier.value not in ("the",) else words


def status_items(sit: GameSituation, b: "_Builder", items: list[dict], eid: str, add) -> None:
    """The items of the status cards the situation's event meets, added with ``add``.

    - stunned on the attacker of an enemy attack, or on the character of a player's attack: a Forced
      Interrupt that replaces the attack (its card removed, the attack cancelled);
    - confused on the character of a player's thwart: the same for the thwart;
    - tough on a character: a Forced Interrupt to the first item that would damage it (the attack itself
      included) that prevents the next instance of damage greater than 0 and spends the card (``prevent``).

    Which status card acts on which act is the rule base's (``status_acts_on``, `logic.situation.rules`, from
    the clauses of Status Cards p3.b1-p3.b3); how the items are ordered is said by the timing clauses named
    ``stunned``, ``confused`` and ``tough`` (mc.en.stun.*, mc.en.confuse.*, mc.en.tough.*); this only states
    the items."""
    from .rules import situation_facts
    facts = situation_facts(b.rules)
    ev = sit.event
    acting = None
    if ev.kind == "attack":
        acting, what = ev.attacker, "attack"
    elif ev.kind == "action" and b.counts & {m.EventKind.ATTACK, m.EventKind.THWART}:
        acting = b.actor  # the character performing it: a labelled ability counts as its performer's
        what = "attack" if m.EventKind.ATTACK in b.counts else "thwart"
    elif ev.kind == "scheme":
        acting, what = ev.schemer, "scheme"
    if acting is not None and acting in sit.cards and acting in b.characters:
        status = facts.status_for(what)
        if status is not None and status in b.characters[acting].get("statuses", []):
            b.clauses |= set(facts.because("status_acts_on", status, what))
            add(sit.card(acting), None, "forced_interrupt",
                [{"op": "remove_status", "target": acting, "card": status}, {"op": "cancel", "target": eid}],
                trigger=eid, status_card=True, would=True, cancels=True, name=status,
                controller=b.characters[acting]["controller"])
    hit_by_event = None
    if ev.kind == "attack":
        hit_by_event = ev.defender or ev.target
    elif ev.kind == "action" and ev.does == "attack" and ev.target:
        hit_by_event = ev.target
    guard = facts.status_for("damage")   # the status card that prevents damage (tough)
    for name, ch in b.characters.items():
        if guard is None or guard not in ch.get("statuses", []):
            continue
        source = next((it["id"] for it in items if any(e.get("op") == "damage" and (e.get("target") == name or
                                                                                  name in e.get("targets", []))
                                                       for e in it.get("effects", []))), None)
        if source is None and hit_by_event == name:
            source = eid
        if source is None or name not in sit.cards:
            continue
        b.clauses |= set(facts.because("status_acts_on", guard, "damage"))
        add(sit.card(name), None, "forced_interrupt", [{"op": "prevent", "target": name, "card": guard}],
            trigger=source, status_card=True, would=True, name=guard, controller=ch["controller"])


def scenario_table(sit: GameSituation, words: dict[str, list[Word]], seats: dict[str, str | None],
                   rules: str, kinds: dict[str, str] | None = None) -> GeneratedScenario | None:
    """The timing scenario of ``sit`` (None when the situation has no event)."""
    ev = sit.event
    if ev.kind == "none":
        return None
    b = _Builder(sit, words, seats, kinds)
    b.rules = rules
    actor_id, counts, used = (performer(sit, structures(sit.card(ev.card)) if ev.card else None)
                              if ev.kind == "action" else (None, set(), None))
    b.actor, b.counts = actor_id, counts
    items: list[dict] = []
    required: list[str] = []
    if ev.kind == "attack":
        attacker = sit.card(ev.attacker)
        eid = f"{ev.attacker}_attacks"
        event = {"id": eid, "says": f"{attacker.name} attacks {sit.card(ev.target).name}", "source": attacker.id,
                 "effects": [{"op": "attack", "target": ev.target, "amount": attacker.stat("attack", 1)}]}
    elif ev.kind == "scheme":
        eid = f"{ev.schemer}_schemes"
        schemer = sit.card(ev.schemer)
        event = {"id": eid, "says": f"{schemer.name} schemes", "source": schemer.id,   # (its activation: `activate_ops`)
                 "effects": [{"op": "threat", "target": b.main, "amount": schemer.stat("scheme", 1)}]}
        if b.main not in b.schemes:
            b.schemes[b.main] = 0
    elif ev.kind == "reveal":
        eid = f"{ev.card}_revealed"
        event = {"id": eid, "says": f"{ev.by} reveals {sit.card(ev.card).name}"}
        gifts = given_effects(b, sit, eid)   # "Give to the X player." (`logic.situation.given`)
        if gifts:
            b.revealed(ev)   # the card, placed in front of its revealer, is what is given
            event["effects"] = gifts
    else:
        eid = f"{ev.by}_{ev.does}s"
        event = {"id": eid, "says": f"{ev.by} {ev.does}s", "controller": ev.by}
        if used is not None:  # a labelled ability: its own sentences are the event's effects
            b.event_id = eid
            event["effects"] = b.used_effects(sit.card(ev.card), used)
            event["labels"] = sorted({c.value if c is not m.EventKind.DEFEND else "defense" for c in counts
                                      if c in (m.EventKind.ATTACK, m.EventKind.THWART, m.EventKind.DEFEND)})
            b.applied[(ev.card, used)] = eid
        elif (used_resource := resource_ops(b, sit, ev)) is not None:   # a Resource ability used (`applicable_pays`)
            index, event["effects"] = used_resource
            b.applied[(ev.card, index)] = eid
        elif play_control_ops(b, sit, ev) is not None:   # "Play under any player's control." (`play_control`)
            index, event["effects"] = play_control_ops(b, sit, ev)
            b.applied[(ev.card, index)] = eid
        elif ev.does == "attack" and ev.card and ev.target:
            event["effects"] = [{"op": "damage", "target": ev.target, "amount": sit.card(ev.card).stat("attack", 1)}]
        elif ev.does == "thwart" and ev.card:
            where = ev.target if ev.target in b.schemes else b.main
            if where in b.schemes:
                event["effects"] = [{"op": "remove_threat", "target": where,
                                     "amount": sit.card(ev.card).stat("thwart", 1)}]
        player_act(b, sit, event, used)   # a player's attack or thwart: its performer and labels (`prohibited_acts`)
    b.event_id = eid
    if ev.kind == "attack" and ev.defender:
        d = sit.card(ev.defender)
        did = f"{ev.defender}_defends"
        items.append({"id": did, "kind": "declare_defender", "controller": d.controller, "trigger": eid,
                      "says": f"{d.name} defends",
                      "effects": [{"op": "defend", "target": d.id,
                                   "amount": d.stat("defense", 0) if d.card_type == "hero" else 0}]})
        required.append(did)
    triggers = []
    seen: set[str] = set()

    def add(card: SituationCard, a: Ability | None, kind: str, effects: list[dict], cancels=False, **extra):
        base = f"{card.id}.{_slug(a.label or kind) if a else extra.get('keyword') or extra.get('name') or kind}"
        iid, k = base, 2
        while iid in seen:
            iid, k = f"{base}_{k}", k + 1
        seen.add(iid)
        item = {"id": iid, "kind": kind, "controller": extra.pop("controller", None) or
                (b.controller_of(card, a) if a else card.controller or sit.first),
                "trigger": extra.pop("trigger", eid), "source": card.id, "effects": effects, **extra}
        if cancels:
            item["cancels"] = True
        if a is not None and uncancelable_in(card, a):   # "this effect cannot be canceled" (`applicable_uncancel`)
            item["uncancelable"] = True
        if a is not None:
            item["says"] = a.text
            st = next((x for i, x in structures(card) if i.index == a.index), None)
            if st is not None and any(e.optional for e in st.effects) and kind in ("forced_interrupt", "forced_response",
                                                                        "when_revealed", "boost"):
                item["may"] = True
        items.append(item)
        triggers.append(iid)
        if a is not None:
            b.applied[(card.id, a.index)] = iid
        elif extra.get("keyword"):
            b.applied[(card.id, "keyword:" + extra["keyword"])] = iid
        elif item.get("status_card"):
            b.applied[(card.id, "status:" + item["name"])] = iid
        elif kind == "boost":
            b.applied[(card.id, "boost_icons")] = iid
        return iid

    boost_icons_given = False
    lang = CARD_TEXT_LANG
    for card in sit.cards.values():
        for a, st in structures(card, lang):
            tk = _timing_kind(a)
            meets = False
            t = getattr(st, "trigger", None)
            b.hit = None
            spent = next((why for c, i, why in sit.used_up if c == card.id and i == a.index), None)
            if spent is not None and tk in _TRIGGERED:
                b.not_met[(card.id, a.index)] = spent   # its printed limit is used up earlier in the sequence
            elif tk in _TRIGGERED and t is not None and not trigger_joined(st):
                meets = b.trigger_met(card, a, t, tk, counts)   # (a trigger read in part: the ledger's not read)
            elif ev.kind == "attack" and tk == "boost" and card.dealt_as_boost:
                meets = True
            elif ev.kind == "reveal":
                meets = tk == "when_revealed" and card.id == ev.card
            elif _defeater.triggered(sit, card, tk):   # a player's action defeats the card (`defeater`)
                meets = True
            if tk is None and a.label is None and st is not None and not st.keywords and played_here(b, card) \
                    and st.effects and all(cost_effect(x) for x in st.effects):   # its cost, as played (`play_cost`)
                mark = len(b.unread)
                effects, _ = b.effects(card, a)
                if len(b.unread) == mark and effects:   # (the card played is not in play: `not_counted_in_play`)
                    add(card, a, "constant", not_counted_in_play(effects, card.id))
                del b.unread[mark:]
                continue
            if tk is None and a.label is None and st is not None and not st.keywords and (
                    (ev.kind == "attack" and ev.attacker in (card.id, card.attached_to))
                    or forbids_acts(b, sit, st)):   # a prohibition of a player's act, in force as it is made
                mark = len(b.unread)
                effects, _ = b.effects(card, a)
                if len(b.unread) == mark and effects:   # a constant the outcome engine applies whole
                    add(card, a, "constant", effects)
                del b.unread[mark:]
                continue
            if not meets:
                continue
            b.resolver = b.controller_of(card, a)
            effects, cancels = b.effects(card, a)
            icons = tk == "boost" and not boost_icons_given and card.stat("boost", 0)
            if icons:
                effects.append({"op": "boost_icons", "target": ev.attacker, "amount": card.stat("boost", 0)})
                boost_icons_given = True
            extra = {"would": True} if t is not None and t.timing is m.Timing.WOULD else {}
            iid = add(card, a, tk, effects, cancels, **extra)
            if icons:
                b.applied[(card.id, "boost_icons")] = iid
        if ev.kind == "attack" and card.dealt_as_boost and not boost_icons_given and card.stat("boost", 0):
            add(card, None, "boost", [{"op": "boost_icons", "target": ev.attacker, "amount": card.stat("boost", 0)}],
                controller=sit.first)
            boost_icons_given = True
    b.clauses |= villainous_clauses(sit, rules)   # the attacker's boost card given by Villainous (`villainous`)
    stage_items(sit, b, items, event, add)   # "if this stage is completed, the players lose" (`stage`)
    entry_keyword_items(sit, b, add)   # incite, toughness given to the card revealed (`entry_keyword_items`)
    # an activation an effect starts: its declared defender, its boost card, the tough card of the character hit
    required += activation_steps(sit, b, items, add)
    # status cards (Status Cards, Stun, Confuse, Tough): each acts on the event its character's status waits for
    status_items(sit, b, items, eid, add)
    if any(it.get("status_card") and it.get("cancels") for it in items):
        # a status card may replace the event before a defence is declared: the stated defence is offered, not
        # required (whether it can still happen is the clauses' say: mc.en.stun.not_attacked)
        required.clear()
    # printed keywords the event meets, and an ally's consequential damage
    hit = None
    if ev.kind == "attack":
        hit, source = (ev.defender or ev.target), ev.attacker
    elif ev.kind == "action" and ev.does == "attack" and ev.target:
        hit, source = ev.target, ev.card
    if hit is not None and source is not None:
        c = sit.card(hit)
        n = next((k.value for _, st in structures(c) if st is not None for k in st.keywords
                  if k.name is m.KeywordName.RETALIATE and k.value is not None), None)
        if n is not None:  # Retaliate X (Keywords): X damage to the attacker after the character is attacked
            add(c, None, "forced_response", [{"op": "damage", "target": source, "amount": n}],
                keyword="retaliate", controller=c.controller or sit.first)
    if ev.kind == "action" and ev.card and ev.does in ("attack", "thwart"):
        c = sit.card(ev.card)
        cost = c.stat("attack_cost" if ev.does == "attack" else "thwart_cost", 0)
        if c.card_type == "ally" and cost:
            add(c, None, "consequential_damage", [{"op": "damage", "target": c.id, "amount": cost}])
    table = {"game": "marvel_champions", "rules": rules, "says": "generated from the situation",
             "players": {"order": list(sit.players), "first": sit.first},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t, **({"counters": scheme_counters(b)[n]} if n in scheme_counters(b) else {})}
                         for n, t in b.schemes.items()],   # (a scheme's counters a move takes: `applicable_move`)
             "event": event, "abilities": items}
    if b.cards or b.places:
        table["cards"] = [{"name": n, "counters": k, **b.places.get(n, {})} for n, k in b.cards.items()] \
            + [p for n, p in b.places.items() if n not in b.cards]
    if sit.zones:
        table["zones"] = [{"player": p, **{k: v for k, v in z.items() if not k.endswith("_cards")},
                           **({"order": [c["id"] for c in z["deck_cards"]]} if "deck_cards" in z else {})}
                          for p, z in sit.zones.items()]   # a deck stated card by card: in order, top first
        for p, z in sit.zones.items():   # a player's piles card by card (`logic.timing.search_ops`)
            table.setdefault("cards", []).extend(
                {"name": c["id"], "zone": zone, "type": c["type"], "traits": c["traits"], "owner": p, "controller": p,
                 **({"resources": c["resources"]} if "resources" in c else {})}   # (`logic.timing.discarded_ops`)
                for key, zone in (("deck_cards", "deck"), ("discard_cards", "discard"), ("hand_cards", "hand"))
                for c in z.get(key, []))   # (the hand card by card: `hand_cards`)
    if sit.encounter:
        table["encounter"] = {k: v for k, v in sit.encounter.items() if k not in ("cards", "discard_cards")}
        if "cards" in sit.encounter:   # the deck's cards in order, top first (`logic.timing.order_ops`)
            table["encounter"]["order"] = [c["id"] for c in sit.encounter["cards"]]
            table.setdefault("cards", []).extend({"name": c["id"], "zone": "encounter_deck", "type": c["type"],
                                                  "traits": c["traits"], **({"boost": c["boost"]} if "boost" in c
                                                                           else {})} for c in sit.encounter["cards"])
        if "discard_cards" in sit.encounter:   # the discard pile's cards (`logic.timing.search_ops`)
            table.setdefault("cards", []).extend({"name": c["id"], "zone": "encounter_discard", "type": c["type"],
                                                  "traits": c["traits"]} for c in sit.encounter["discard_cards"])
    if getattr(b, "named_decks", None):   # decks named by an effect, not stated card by card (`applicable_named_deck`)
        table["decks"] = [{"name": d} for d in sorted(b.named_decks)]
    if sit.modifiers:
        table["modifiers"] = [{"target": t, "stat": st_, "amount": k, "duration": d} for t, st_, k, d in sit.modifiers
                              if t in b.characters]
    annotate(sit, b.characters, items)   # printed keywords the engine reads; roles, for overkill
    for it in items:  # name-or-list targets as the scenario reader takes them
        for e in it.get("effects", []):
            if "targets" in e and len(e["targets"]) == 1:
                e["target"] = e.pop("targets")[0]
    from .initiation import mark_initiation
    from .rules import situation_facts
    marked = mark_initiation(table, situation_facts(rules), skip=set(required))
    b.clauses |= {c for _, cites in marked.values() for c in cites}
    return GeneratedScenario(table, required, b.unread, triggers, b.applied, b.not_met,
                             {i: why for i, (why, _) in marked.items()}, b.clauses)
