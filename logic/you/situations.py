"""Situations: the small worlds a question about "you" is asked in.

A situation is a few constants (occurrences of "you", a card, an action), the
constraints that shape them (same sentence, same card), the *features* that
make up a case (card type, attachment, game function, position, action kind:
each a term with its finite table of values), and the *answer* term whose value
a ruling decides (a referent, an extension flag, a performer flag).

Every feature is an application to a distinct situation constant, so a witness
found for one case carries over to every case it is generalised to (see
`logic.solve.generalise`).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Callable

import z3

from .vocab import View, World

__all__ = ["Situation", "CaseIndex", "situation_for", "sentence_situation", "cases", "ANSWERS"]

#: The questions a rule base of "you" answers, and the readable name of each answer.
ANSWERS = {
    "referent": ("identity", "player"),
    "referent_in_sentence": ("identity", "player"),
    "extension": ("extension", "not_extension"),
    "performer": ("identity", "not_identity"),
}


@dataclass
class Situation:
    """Constants, shaping constraints, case features and the answer of one question."""

    question: str
    world: World
    constants: list[z3.ExprRef]
    shape: list[z3.BoolRef]
    features: dict[str, tuple[z3.ExprRef, dict[str, z3.ExprRef]]]
    answer_term: Callable[[View, int], z3.ExprRef]
    answer_values: dict[str, z3.ExprRef]
    subjects: int = 1  # how many answers (one per occurrence of a sentence)

    def pin(self, case: dict[str, str]) -> list[z3.BoolRef]:
        """Constraints fixing the features named in ``case`` to their values."""
        out = []
        for name, value in case.items():
            term, table = self.features[name]
            if value not in table:
                raise KeyError(f"{name}={value!r}")
            out.append(term == table[value])
        return out

    def answer_is(self, view: View, value: str, i: int = 0) -> z3.BoolRef:
        return self.answer_term(view, i) == self.answer_values[value]

    def read_answer(self, model: z3.ModelRef, view: View, i: int = 0) -> str:
        got = model.eval(self.answer_term(view, i), model_completion=True)
        for name, const in self.answer_values.items():
            if z3.is_true(z3.simplify(got == const)):
                return name
        raise ValueError(f"answer {got} not among {list(self.answer_values)}")


def _bool_answers(world: World, yes: str, no: str) -> dict[str, z3.ExprRef]:
    return {yes: z3.BoolVal(True, world.ctx), no: z3.BoolVal(False, world.ctx)}


def situation_for(question: str, world: World) -> Situation:
    """The generic situation of ``question`` (every feature free)."""
    w = world
    if question == "referent":
        o = z3.Const("o1", w.Occurrence)
        card = w.occ_card(o)
        return Situation(question, w, [o], [], {
            "card_type": (w.card_type(card), w.card_types),
            "attachment": (w.attachment(card), w.attachments),
            "function": (w.occ_function(o), w.game_functions),
            "position": (w.occ_position(o), w.positions),
        }, lambda v, i: v.referent(o), dict(w.referents))
    if question == "referent_in_sentence":
        o1, o2 = z3.Const("o1", w.Occurrence), z3.Const("o2", w.Occurrence)
        shape = [o1 != o2, w.occ_sentence(o1) == w.occ_sentence(o2), w.occ_card(o1) == w.occ_card(o2)]
        return Situation(question, w, [o1, o2], shape, {
            "function": (w.occ_function(o1), w.game_functions),
            "position": (w.occ_position(o1), w.positions),
            "partner_function": (w.occ_function(o2), w.game_functions),
            "partner_position": (w.occ_position(o2), w.positions),
        }, lambda v, i: v.referent(o1), dict(w.referents))
    if question == "extension":
        c = z3.Const("c1", w.Card)
        return Situation(question, w, [c], [], {
            "card_type": (w.card_type(c), w.card_types),
            "attachment": (w.attachment(c), w.attachments),
        }, lambda v, i: v.is_extension(c), _bool_answers(w, "extension", "not_extension"))
    if question == "performer":
        a = z3.Const("a1", w.Action)
        card = w.act_card(a)
        return Situation(question, w, [a], [], {
            "card_type": (w.card_type(card), w.card_types),
            "attachment": (w.attachment(card), w.attachments),
            "kind": (w.act_kind(a), w.action_kinds),
        }, lambda v, i: v.performed_by_identity(a), _bool_answers(w, "identity", "not_identity"))
    raise KeyError(question)


RESOLVERS = ("controller", "another_player")


def sentence_situation(world: World, n: int, resolver: str | None = None) -> Situation:
    """One sentence of one card holding ``n`` occurrences of "you".

    Features: ``card_type``, ``attachment`` (of the card) and ``function_i``,
    ``position_i`` for each occurrence; the i-th answer is the i-th referent.
    ``resolver`` says who resolves the sentence: the card's ``controller``,
    ``another_player``, or either (None).
    """
    w = world
    occ = [z3.Const(f"o{i + 1}", w.Occurrence) for i in range(n)]
    card = z3.Const("card", w.Card)
    shape = [w.occ_card(o) == card for o in occ]
    shape += [w.occ_sentence(o) == w.occ_sentence(occ[0]) for o in occ[1:]]
    if n > 1:
        shape.append(z3.Distinct(*occ))
    if resolver is not None:
        if resolver not in RESOLVERS:
            raise KeyError(f"resolver={resolver!r}")
        same = [w.resolving_player(o) == w.controller(card) for o in occ]
        shape += same if resolver == "controller" else [z3.Not(s) for s in same]
    features = {"card_type": (w.card_type(card), w.card_types),
                "attachment": (w.attachment(card), w.attachments)}
    for i, o in enumerate(occ):
        features[f"function_{i}"] = (w.occ_function(o), w.game_functions)
        features[f"position_{i}"] = (w.occ_position(o), w.positions)
    return Situation("sentence", w, occ + [card], shape, features,
                     lambda v, i: v.referent(occ[i]), dict(w.referents), subjects=n)


def cases(situation: Situation, fixed: dict[str, str] | None = None):
    """Every case of the situation's features (``fixed`` ones held), as dicts, in table order."""
    fixed = fixed or {}
    names = list(situation.features)
    pools = [[fixed[n]] if n in fixed else list(situation.features[n][1]) for n in names]
    for combo in product(*pools):
        yield dict(zip(names, combo))


class CaseIndex:
    """Numbers every case of a situation (product order of its feature tables).

    ``masks[term id][value id]`` is the bit mask of the cases where that feature
    has that value; ``index(case)`` is a case's bit; ``all`` has every bit set.
    """

    def __init__(self, situation: Situation):
        self.names = list(situation.features)
        self.values = [list(situation.features[n][1]) for n in self.names]
        self.size = 1
        for vs in self.values:
            self.size *= len(vs)
        self.all = (1 << self.size) - 1
        self.strides = []
        stride = self.size
        for vs in self.values:
            stride //= len(vs)
            self.strides.append(stride)
        self.position = [{v: i for i, v in enumerate(vs)} for vs in self.values]
        self.masks: dict[int, dict[int, int]] = {}
        for k, name in enumerate(self.names):
            term, table = situation.features[name]
            per_value = {}
            block, n = self.strides[k], len(self.values[k])
            for j, value in enumerate(self.values[k]):
                run = ((1 << block) - 1) << (j * block)
                mask, period = 0, block * n
                for start in range(0, self.size, period):
                    mask |= run << start
                per_value[table[value].get_id()] = mask
            self.masks[term.get_id()] = per_value

    def index(self, case: dict) -> int:
        return sum(self.position[k][case[n]] * self.strides[k] for k, n in enumerate(self.names))

    def case(self, i: int) -> dict:
        out = {}
        for k, n in enumerate(self.names):
            out[n] = self.values[k][(i // self.strides[k]) % len(self.values[k])]
        return out
