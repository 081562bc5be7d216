"""What the situation engine takes from the rules: the facts the clauses of topic ``situation`` entail.

The situation engine (`logic.situation.ledger`, `logic.situation.scenario`, `logic.situation.sequence`) needs a
few rule decisions that are not about timing: which keywords act only when their card enters play or a deck is
built, which status card acts on which act, how long the period of a printed limit lasts, and which effect can
affect a target in which state. They are stated clause by clause, with their citations, in the encoding files of
topic ``situation`` (``encodings/marvel_champions/common/situation_*.py``); this module only names what those
clauses may speak of (`SituationView`) and reads back, through the solver (`logic.solve`), which of those
facts the clauses *entail* (`situation_facts`). A fact no clause entails is not a fact: the engine then
treats the part as "not read" or the target as possibly valid, never the other way round.

Vocabulary (each a z3 Bool):

- ``keyword_outside(k)``: keyword ``k`` acts only when its card enters play, is played, is defeated or builds a
  deck, never in an event between cards already in play;
- ``own_moment(kind)``: an ability of ``kind`` (`logic.abilities.model.AbilityKind`) is used at a moment of its
  own (its controller's turn, a cost paid, setup, another ability's instruction), never in answer to an event;
- ``keyword_bars(k, act)``: keyword ``k`` on an enemy forbids the players it is engaged with some ``act``
  (``attack``, ``thwart``);
- ``status_acts_on(s, act)``: status card ``s`` acts on its character's next ``act`` (``attack``, ``thwart``,
  ``scheme``) or ``damage``;
- ``period_spans_phase(p)``: a limit "per ``p``" counts every use within one phase (it does not end between
  the events of a phase); ``period_ends_with_event(p)``: a limit "per ``p``" starts again with each event;
- ``can_affect(op, state)``: an effect ``op`` (an outcome engine op) can affect a target in ``state``
  (`STATES`);
- ``needs_valid_target``, ``valid_if_any_effect``, ``each_needs_one``: an ability can be initiated only with a
  valid target; a target is valid when one of its effects can affect it; an effect on every element of a type
  can be initiated when one of them is valid;
- ``activation_in_form(enemy, form, act)``: an enemy of type ``enemy`` (``villain``, ``minion``) activating against
  a player whose identity is in ``form`` (``hero``, ``alter_ego``) initiates ``act`` (``attack``, ``scheme``);
  ``effect_activation``: an effect that makes an enemy attack or scheme starts an activation (its steps, its
  boost); ``unnamed_attack_engaged``: an attack an effect makes an engaged minion initiate, naming nobody, is
  against the player it is engaged with; ``each_in_player_order``: an ability each player resolves in player
  order is resolved by each, first player first then clockwise, each as its "you"; ``activation_boost(enemy)``: an enemy of type ``enemy`` is given one boost card for each activation;
  ``boost_cumulative``: the icons of additional boost cards given for an activation add up with its own;
  ``keyword_boost(k)``: an enemy printing keyword ``k`` is given one boost card for each of its activations.
  ``keyword_reminder(k)``: the parenthesised sentence restating keyword ``k`` after it is the keyword's own ability,
  not a second one (`logic.situation.retaliate_reminder`).
  ``boost_icons_add``: every boost icon on a boost card, printed or gained, adds to the activation.
  ``additional_joins``: an "additional" amount resolves together with, and under the conditions of, what it modifies.
  ``constant_condition_kept``: a constant ability's "if" condition is sought all along (its effect applies whenever
  the condition is met), which `logic.situation.stage` turns into the engine's kept ``lose_game``.
  ``reveal_places_threat(k, where)``: keyword ``k`` X on a card a player reveals makes that player place X threat on
  ``where`` (the main scheme, or the card itself), which `logic.situation.applicable_incite` applies.
  ``entry_gives_status(k, s)``: a character with keyword ``k`` entering play is given an ``s`` status card;
  ``reveal_enters_play(t)``: an encounter card of type ``t`` a player reveals enters play
  (`logic.situation.applicable_toughness`).
  ``resource_for_one_cost``: a resource ability that generates a resource only for one type of cost cannot be
  triggered when the cost paid is not of that type (`logic.situation.applicable_pays`).
  ``defeater_is_actor``: the player who defeated a card is the player who performed the action that defeated it
  (`logic.situation.defeater`).

`situation_facts` promises: the same rule base gives the same `SituationFacts`; each fact names the clauses
(an unsat core) that entail it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..abilities import model as m
from ..lazymodule import lazy_module

#: z3, imported when the situation's facts are first solved (`logic.situation.stage` is imported by the effect
#: catalogue, which ``ruling abilities`` reads without solving anything)
z3 = lazy_module("z3", globals())

__all__ = ["SituationView", "SituationFacts", "situation_facts", "STATUSES", "ACTS", "STATES", "OPS"]

STATUSES = ("stunned", "confused", "tough")
ACTS = ("attack", "thwart", "scheme", "damage")
#: the states of a target an effect may need: a character or scheme in play, a damaged character, a scheme with
#: threat, a character with a status card, an exhausted or a ready character
STATES = ("in_play", "damaged", "has_threat", "has_status", "exhausted", "ready")
#: the outcome engine's effect ops whose targets a valid-target question is asked about
OPS = ("damage", "heal", "threat", "remove_threat", "status", "remove_status", "exhaust", "ready", "draw")
#: the enemy types and identity forms an activation fact speaks of
ENEMIES = ("villain", "minion")
FORMS = ("hero", "alter_ego")
_PERIODS = tuple(p.value for p in m.Period)
_KEYWORDS = tuple(k.value for k in m.KeywordName)
#: where a keyword of a revealed card may place threat (``reveal_places_threat``)
REVEAL_THREAT_ON = ("main_scheme", "this_card")
#: the types of an encounter card a player may reveal (``reveal_enters_play``)
REVEALED_TYPES = ("attachment", "environment", "minion", "obligation", "side_scheme", "treachery")
_KINDS = tuple(k.value for k in m.AbilityKind)


class SituationView:
    """The names a ``situation`` clause speaks of (see the module docstring), over one z3 context."""

    def __init__(self, ctx: z3.Context | None = None):
        self.ctx = ctx or z3.Context()
        self._atoms: dict[str, z3.BoolRef] = {}

    def _atom(self, name: str, *args: str) -> z3.BoolRef:
        key = f"{name}({', '.join(args)})"
        if key not in self._atoms:
            self._atoms[key] = z3.Bool(key, self.ctx)
        return self._atoms[key]

    def _known(self, value: str, known: tuple[str, ...], what: str) -> str:
        if value not in known:
            raise ValueError(f"unknown {what} {value!r}; known: {', '.join(known)}")
        return value

    def keyword_outside(self, keyword: str) -> z3.BoolRef:
        return self._atom("keyword_outside", self._known(keyword, _KEYWORDS, "keyword"))

    def own_moment(self, kind: str) -> z3.BoolRef:
        return self._atom("own_moment", self._known(kind, _KINDS, "ability kind"))

    def keyword_bars(self, keyword: str, act: str) -> z3.BoolRef:
        return self._atom("keyword_bars", self._known(keyword, _KEYWORDS, "keyword"), self._known(act, ACTS, "act"))

    def status_acts_on(self, status: str, act: str) -> z3.BoolRef:
        return self._atom("status_acts_on", self._known(status, STATUSES, "status"), self._known(act, ACTS, "act"))

    def period_spans_phase(self, period: str) -> z3.BoolRef:
        return self._atom("period_spans_phase", self._known(period, _PERIODS, "period"))

    def period_ends_with_event(self, period: str) -> z3.BoolRef:
        return self._atom("period_ends_with_event", self._known(period, _PERIODS, "period"))

    def can_affect(self, op: str, state: str) -> z3.BoolRef:
        return self._atom("can_affect", self._known(op, OPS, "effect"), self._known(state, STATES, "state"))

    def needs_valid_target(self) -> z3.BoolRef:
        return self._atom("needs_valid_target")

    def valid_if_any_effect(self) -> z3.BoolRef:
        return self._atom("valid_if_any_effect")

    def each_needs_one(self) -> z3.BoolRef:
        return self._atom("each_needs_one")

    def activation_in_form(self, enemy: str, form: str, act: str) -> z3.BoolRef:
        return self._atom("activation_in_form", self._known(enemy, ENEMIES, "enemy type"),
                          self._known(form, FORMS, "form"), self._known(act, ("attack", "scheme"), "act"))

    def effect_activation(self) -> z3.BoolRef:
        return self._atom("effect_activation")

    def activation_boost(self, enemy: str) -> z3.BoolRef:
        return self._atom("activation_boost", self._known(enemy, ENEMIES, "enemy type"))

    def each_in_player_order(self) -> z3.BoolRef:
        """An ability each player resolves in player order is resolved once by each player, first player first then
        clockwise, "you" being that player (`logic.situation.resolve_in_order`)."""
        return self._atom("each_in_player_order")

    def unnamed_attack_engaged(self) -> z3.BoolRef:
        """An attack an effect makes a minion engaged with a player initiate, naming nobody it is against ("each
        Drone minion engaged with you attacks"), is against that player (`logic.situation.activation_unnamed`)."""
        return self._atom("unnamed_attack_engaged")

    def keyword_boost(self, keyword: str) -> z3.BoolRef:
        """An enemy printing ``keyword`` is given one boost card for each of its activations (Villainous)."""
        return self._atom("keyword_boost", self._known(keyword, _KEYWORDS, "keyword"))

    def keyword_reminder(self, keyword: str) -> z3.BoolRef:
        """The sentence restating ``keyword`` after it (its reminder) is the keyword's ability, not a second one."""
        return self._atom("keyword_reminder", self._known(keyword, _KEYWORDS, "keyword"))

    def boost_cumulative(self) -> z3.BoolRef:
        return self._atom("boost_cumulative")

    def boost_icons_add(self) -> z3.BoolRef:
        return self._atom("boost_icons_add")

    def additional_joins(self) -> z3.BoolRef:
        return self._atom("additional_joins")

    def constant_condition_kept(self) -> z3.BoolRef:
        """A constant ability's "if" condition is sought all along: its effect applies whenever it is met."""
        return self._atom("constant_condition_kept")

    def reveal_places_threat(self, keyword: str, where: str) -> z3.BoolRef:
        """Keyword ``keyword`` (X) on a card a player reveals makes that player place X threat on ``where``
        (`REVEAL_THREAT_ON`: the main scheme, or the card itself), when it is revealed (`applicable_incite`)."""
        return self._atom("reveal_places_threat", self._known(keyword, _KEYWORDS, "keyword"),
                          self._known(where, REVEAL_THREAT_ON, "place"))

    def entry_gives_status(self, keyword: str, status: str) -> z3.BoolRef:
        """A character with keyword ``keyword`` entering play is given a ``status`` status card
        (`logic.situation.applicable_toughness`)."""
        return self._atom("entry_gives_status", self._known(keyword, _KEYWORDS, "keyword"),
                          self._known(status, STATUSES, "status"))

    def reveal_enters_play(self, card_type: str) -> z3.BoolRef:
        """An encounter card of ``card_type`` (`REVEALED_TYPES`) that a player reveals enters play."""
        return self._atom("reveal_enters_play", self._known(card_type, REVEALED_TYPES, "card type"))
    def resource_for_one_cost(self) -> z3.BoolRef:
        """A resource ability whose resource is for one type of cost only cannot be triggered for another cost
        (`logic.situation.applicable_pays`)."""
        return self._atom("resource_for_one_cost")

    def defeater_is_actor(self) -> z3.BoolRef:
        """The player who defeated a card is the player who performed the action that defeated it
        (`logic.situation.defeater`)."""
        return self._atom("defeater_is_actor")

    def questions(self) -> list[tuple[str, tuple[str, ...], z3.BoolRef]]:
        """Every fact the engine asks about: (name, arguments, atom)."""
        out = [("keyword_outside", (k,), self.keyword_outside(k)) for k in _KEYWORDS]
        out += [("own_moment", (k,), self.own_moment(k)) for k in _KINDS]
        out += [("keyword_bars", (k, a), self.keyword_bars(k, a)) for k in _KEYWORDS for a in ("attack", "thwart")]
        out += [("status_acts_on", (s, a), self.status_acts_on(s, a)) for s in STATUSES for a in ACTS]
        out += [("period_spans_phase", (p,), self.period_spans_phase(p)) for p in _PERIODS]
        out += [("period_ends_with_event", (p,), self.period_ends_with_event(p)) for p in _PERIODS]
        out += [("can_affect", (o, s), self.can_affect(o, s)) for o in OPS for s in STATES]
        out += [(n, (), getattr(self, n)()) for n in ("needs_valid_target", "valid_if_any_effect", "each_needs_one")]
        out += [("activation_in_form", (e, f, a), self.activation_in_form(e, f, a)) for e in ENEMIES for f in FORMS
                for a in ("attack", "scheme")]
        out += [("effect_activation", (), self.effect_activation())]
        out += [("activation_boost", (e,), self.activation_boost(e)) for e in ENEMIES]
        out += [("unnamed_attack_engaged", (), self.unnamed_attack_engaged())]   # `activation_unnamed`
        out += [("each_in_player_order", (), self.each_in_player_order())]   # `resolve_in_order`
        out += [("boost_cumulative", (), self.boost_cumulative())]
        out += [("boost_icons_add", (), self.boost_icons_add())]
        out += [("additional_joins", (), self.additional_joins())]
        out += [("constant_condition_kept", (), self.constant_condition_kept())]   # `logic.situation.stage`
        out += [("keyword_boost", ("villainous",), self.keyword_boost("villainous"))]   # `logic.situation.villainous`
        out += [("reveal_places_threat", (k, w), self.reveal_places_threat(k, w)) for k in ("incite", "hinder")
                for w in REVEAL_THREAT_ON]   # `logic.situation.applicable_incite`
        out += [("entry_gives_status", (k, s), self.entry_gives_status(k, s)) for k in ("toughness",)
                for s in STATUSES]   # `logic.situation.applicable_toughness`
        out += [("reveal_enters_play", (t,), self.reveal_enters_play(t)) for t in REVEALED_TYPES]
        out += [("resource_for_one_cost", (), self.resource_for_one_cost())]   # `logic.situation.applicable_pays`
        out += [("keyword_reminder", ("retaliate",), self.keyword_reminder("retaliate"))]   # `retaliate_reminder`
        out += [("defeater_is_actor", (), self.defeater_is_actor())]   # `logic.situation.defeater`
        return out


@dataclass(frozen=True)
class SituationFacts:
    """The facts a rule base's ``situation`` clauses entail: (name, arguments) -> the clause ids entailing it."""

    rules: str
    facts: dict = field(default_factory=dict)

    def holds(self, name: str, *args: str) -> bool:
        return (name, tuple(args)) in self.facts

    def because(self, name: str, *args: str) -> tuple[str, ...]:
        """The clauses that entail the fact (empty when it does not hold)."""
        return self.facts.get((name, tuple(args)), ())

    def outside_keywords(self) -> frozenset[str]:
        return frozenset(a[0] for (n, a) in self.facts if n == "keyword_outside")

    def status_for(self, act: str) -> str | None:
        """The status card that acts on ``act`` (None when the clauses name none)."""
        return next((s for s in STATUSES if self.holds("status_acts_on", s, act)), None)

    def acts_of(self, status: str) -> tuple[str, ...]:
        return tuple(a for a in ACTS if self.holds("status_acts_on", status, a))


@lru_cache(maxsize=None)
def situation_facts(rules: str) -> SituationFacts:
    """The facts the clauses of topic ``situation`` of rule base ``rules`` entail, each with the clauses (the
    solver's unsat core, not minimised: each of these facts is stated by one clause) that entail it. A rule base without such clauses, or whose clauses clash, entails none. Only the
    atoms true in a first model of the clauses are asked about (an atom false in a model is not entailed)."""
    from ..registry import load_rule_base
    from ..solve import Session
    clauses = load_rule_base(rules).for_topic("situation")
    v = SituationView()
    facts: dict = {}
    if not clauses:
        return SituationFacts(rules, facts)
    session = Session([(c.id, list(c.build(v))) for c in clauses], v.ctx)
    first = session.check([], minimise=False)
    if not first.sat:   # clauses that clash (or an unknown): no fact is taken from them
        return SituationFacts(rules, facts)
    for name, args, atom in v.questions():
        if not z3.is_true(first.model.eval(atom, model_completion=False)):
            continue   # false in a model of the clauses: not entailed
        res = session.check([("question", [z3.Not(atom)])], minimise=False, model=False)
        if res.unsat:
            facts[(name, args)] = tuple(x for x in res.core if x != "question")
    return SituationFacts(rules, facts)
