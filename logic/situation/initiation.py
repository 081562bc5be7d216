"""Whether an ability of a generated scenario can be initiated: computed from its effects and the world.

One concern: before the timing clauses run on a generated scenario (`logic.situation.scenario`), say for each
ability item whether it has a valid target, from the item's own effects and the cards the scenario holds, as
the rule base's facts of topic ``situation`` say (`logic.situation.rules`: ``needs_valid_target``,
``can_affect(op, state)``, ``valid_if_any_effect``, ``each_needs_one``, from Target p1.b2-p1.b4). An item
none of whose effects can affect any of its targets gets ``targets_available`` and ``changes_state`` false; the
timing clauses (Target p1.b2, Forced, Ability p1.b7) then keep it from being taken. The flags are derived
data, never set by hand.

A target *may be* in a state when it is at the start of the event, or when some other effect of the scenario
(the event's, another item's) could bring it there: the item may wait for that effect. This over-approximates
the world at the moment the item would initiate, so an error keeps an item that cannot act (its effect then
does nothing in the outcome), never drops one that can. An effect whose op the facts name no state for (a
cancel, a prevention, boost icons...), an effect with no target, an unknown state (whether a character is
exhausted is not part of a situation) all count as able to affect.

`mark_initiation` promises: the same table and facts give the same flags, reasons and clauses.
"""

from __future__ import annotations

from .rules import STATES, SituationFacts

__all__ = ["mark_initiation", "may_be_in"]

#: ops of other effects that may bring a target into a state (``status``/``remove_status`` by status card)
_BRINGS = {"damaged": ("damage", "attack"), "has_threat": ("threat",), "has_status": ("status",)}


def _targets(effect: dict) -> list[str]:
    t = effect.get("targets") or ([effect["target"]] if effect.get("target") else [])
    return [x for x in t if isinstance(x, str)]


def may_be_in(table: dict, target: str, state: str, card: str | None, mine: str) -> bool | None:
    """Whether ``target`` may be in ``state`` when item ``mine`` would initiate: True or False when the table
    tells, None when it does not (``card`` is the status card a status state is about)."""
    chars = {c["name"]: c for c in table.get("characters", [])}
    schemes = {s["name"]: s.get("threat", 0) for s in table.get("schemes", [])}
    if target not in chars and target not in schemes:
        return None
    if state == "in_play":
        return True
    others = [table["event"], *(it for it in table.get("abilities", []) if it["id"] != mine)]
    brought = [e for it in others for e in it.get("effects", []) if target in _targets(e)]
    defends = any(e.get("op") == "defend" for e in brought)
    if state == "damaged":
        if target not in chars:
            return False
        attacked = any(e.get("op") == "attack" for it in others for e in it.get("effects", []))
        return chars[target].get("damage", 0) > 0 or any(e.get("op") in _BRINGS[state] for e in brought) \
            or (defends and attacked)
    if state == "has_threat":
        return target in schemes and (schemes[target] > 0 or any(e.get("op") == "threat" for e in brought))
    if state == "has_status":
        if target not in chars:
            return False
        held = chars[target].get("statuses", [])
        return (card in held if card else bool(held)) or any(
            e.get("op") == "status" and (card is None or e.get("card") == card) for e in brought)
    return None   # exhausted / ready: not part of a situation


def _can_affect(table: dict, facts: SituationFacts, effect: dict, target: str, mine: str) -> bool:
    op = effect.get("op", "")
    states = [s for s in STATES if facts.holds("can_affect", op, s)]
    if not states:
        return True
    return any(may_be_in(table, target, s, effect.get("card"), mine) is not False for s in states)


def mark_initiation(table: dict, facts: SituationFacts, skip: set[str] = frozenset()) -> dict[str, str]:
    """Set ``targets_available`` and ``changes_state`` false on every ability item of ``table`` (but those in
    ``skip``) that cannot be initiated: the facts say an ability needs a valid target, a target is valid when one
    of the item's effects can affect it, an effect on several targets needs one, and no effect of the item can
    affect any of its targets. Returns item id -> (why, the clauses that say so), for each item marked."""
    if not (facts.holds("needs_valid_target") and facts.holds("valid_if_any_effect")
            and facts.holds("each_needs_one")):
        return {}
    out = {}
    for it in table.get("abilities", []):
        effects = it.get("effects", [])
        if it["id"] in skip or not effects or any(not _targets(e) for e in effects):
            continue
        if any(_can_affect(table, facts, e, t, it["id"]) for e in effects for t in _targets(e)):
            continue
        it["targets_available"] = False
        it["changes_state"] = False
        what = "; ".join(f"{e['op']} on {', '.join(_targets(e))}" for e in effects)
        cites = sorted({c for n in ("needs_valid_target", "valid_if_any_effect", "each_needs_one")
                        for c in facts.because(n)}
                       | {c for e in effects for s in STATES for c in facts.because("can_affect", e["op"], s)})
        out[it["id"]] = (f"no effect can affect its targets here ({what})", tuple(cites))
    return out
