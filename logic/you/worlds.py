"""Models as worlds a player would recognise: players, cards, occurrences, actions, rulings."""

from __future__ import annotations

import z3

from .situations import Situation
from .vocab import View, World

__all__ = ["describe_world"]


def _name_of(value, names: dict[str, str], prefix: str) -> str:
    key = str(value)
    if key not in names:
        names[key] = f"{prefix}{sum(1 for k in names if names[k].startswith(prefix)) + 1}"
    return names[key]


def describe_world(model: z3.ModelRef, situation: Situation, views: list[View]) -> dict:
    """The situation's occurrences, cards, actions and players in ``model``, and each view's ruling.

    Elements of the uninterpreted sorts get short names (``player1``, ``card1``);
    witnesses the logic added only to keep sorts non-empty are left out.
    """
    w: World = situation.world
    ev = lambda t: model.eval(t, model_completion=True)  # noqa: E731
    names: dict[str, str] = {}
    players = lambda t: _name_of(ev(t), names, "player")  # noqa: E731
    cards: dict[str, dict] = {}

    def card(t):
        cid = _name_of(ev(t), names, "card")
        if cid not in cards:
            cards[cid] = {"id": cid, "card_type": w.value_name(ev(w.card_type(t))),
                          "attachment": w.value_name(ev(w.attachment(t))), "controller": players(w.controller(t)),
                          "owner": players(w.owner(t)),
                          "encounter_card": z3.is_true(ev(w.is_encounter_card(t)))}
        return cid

    occurrences, actions = [], []
    for c in situation.constants:
        sort = c.sort()
        if sort == w.Occurrence:
            occurrences.append({"id": str(c), "card": card(w.occ_card(c)),
                                "function": w.value_name(ev(w.occ_function(c))),
                                "position": w.value_name(ev(w.occ_position(c))),
                                "sentence": _name_of(ev(w.occ_sentence(c)), names, "sentence"),
                                "resolving_player": players(w.resolving_player(c))})
        elif sort == w.Action:
            actions.append({"id": str(c), "card": card(w.act_card(c)), "kind": w.value_name(ev(w.act_kind(c))),
                            "player": players(w.act_player(c))})
        elif sort == w.Card:
            card(c)
    rulings = []
    for v in views:
        r = {}
        for o in occurrences:
            term = z3.Const(o["id"], w.Occurrence)
            r[o["id"]] = {"referent": w.value_name(ev(v.referent(term))),
                          "can_refer_to_identity": z3.is_true(ev(v.can_refer_to_identity(term)))}
        for a in actions:
            term = z3.Const(a["id"], w.Action)
            r[a["id"]] = {"performed_by_identity": z3.is_true(ev(v.performed_by_identity(term)))}
        for c in situation.constants:
            if c.sort() == w.Card or (c.sort() == w.Action):
                t = c if c.sort() == w.Card else w.act_card(c)
                r[card(t)] = {"extension": z3.is_true(ev(v.is_extension(t)))}
        rulings.append(r)
    out = {"players": sorted({n for n in names.values() if n.startswith("player")}),
           "cards": list(cards.values())}
    if occurrences:
        out["occurrences"] = occurrences
    if actions:
        out["actions"] = actions
    out["rulings"] = rulings
    return out
