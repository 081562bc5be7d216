"""A loop's witness run through the outcome engine: the situation built from the cycle's cards, each turn's
abilities applied with the timing engine's effect semantics, the world after each turn.

The solver's witness (`logic.pool_graph.cycles`) says which steps resolve in each turn and what each step's
effect acts on (`logic.pool_graph.realise`: one name per thing). `witness_run` turns that into a timing
scenario (`logic.timing.scenario`): every character a step acts on (with its printed hit points when it is
a card of the cycle and prints them, else `WITNESS_HEALTH`), every scheme (with `WITNESS_THREAT` threat),
a player's identity when a step makes a player draw; one item per step resolving in a turn, waiting for the
item before it (the first for the occurrence that starts the cycle). The scenario is compiled under the
rule base's timing clauses (`logic.timing.compile`: the legal orders, the resolution policies they entail);
the first legal order that resolves every item is applied by `logic.timing.effects.run_order` (an interrupt
resolves before what it interrupts, so the turns of a cycle with interrupts interleave): the world after
turn ``t`` is the outcome of the items of turns 1..t, in that order (``order``, with ``start`` for the
occurrence that starts the cycle).

Only the effect of each step that makes the next step's occurrence is run, and only when the engine has
that effect (damage, healing, threat placed or removed, drawing, exhausting, readying, changing form; and the
zone operations of `logic.timing.zone_ops`: revealing, discarding, putting into play, returning to hand, searching,
removing from the game a card) and its object is a thing the engine follows (a character, a scheme, a player
drawing or changing form, a card). A card a zone operation moves starts where the operation takes it from
(`_START`); one that is no card of the cycle and no other step's object is a fresh copy each turn (the encounter
deck holds more than one card of a type). The other effects of a step that are zone operations on "it" (the
trigger's object: the step before's object) run too, in printed order (an interrupt's only when what it interrupts
takes "it" from one area: the interrupt moves it away first, and that step then does nothing; else it would
act before what it interrupts, which the run does not cancel); before turn 1 "it" is a start copy of that object, which the
starting occurrence (not run) acted on. A zone operation whose words name the encounter deck takes its card
from there only. Everything else is listed in
``not_run`` with why, never guessed: an effect the engine does not have ("give status"), an "attach" (what
it attaches to is not in the witness), an amount not printed as a number (the run uses 1, and says so), the
other effects of the ability the engine has but whose object the witness does not give.

Promises: the same cycle and witness give the same run (no solver model is read here; the compile is
deterministic).
"""

from __future__ import annotations

import itertools

from logic.abilities import model as m
from logic.pool_graph.nodes import Node
from logic.pool_graph.words import CHARACTER_TYPES, PLAYER

__all__ = ["witness_run", "WITNESS_HEALTH", "WITNESS_THREAT", "RUN_RULES"]

#: a character's health in the run when its card does not print hit points (as `cycles.WITNESS_HEALTH`)
WITNESS_HEALTH = 5
#: the threat on a scheme the run starts with
WITNESS_THREAT = 5
RUN_RULES = "marvel_champions/en"
#: choices (sets of abilities taken together) looked through for the one that takes every step
MAX_CHOICES = 256
_SCHEMES = ("main_scheme", "side_scheme", "player_side_scheme")
E = m.EffectKind
#: effect kind -> the outcome engine's op, and what the op acts on
_OPS = {E.DEAL_DAMAGE: ("damage", "character"), E.TAKE_DAMAGE: ("damage", "character"),
        E.HEAL: ("heal", "character"), E.PLACE_THREAT: ("threat", "scheme"),
        E.REMOVE_THREAT: ("remove_threat", "scheme"), E.DRAW: ("draw", "player"),
        E.EXHAUST: ("exhaust", "character"), E.READY: ("ready", "character"), E.FLIP: ("flip", "identity")}
_AMOUNT_OPS = ("damage", "heal", "threat", "remove_threat", "draw")
# --- zone operations (`logic.timing.zone_ops`): effect kind -> the op moving the card the step acts on ---
_ZONE_OPS = {E.REVEAL: "reveal", E.DISCARD: "discard_card", E.PUT_INTO_PLAY: "put_into_play",
             E.RETURN_TO_HAND: "return_to_hand", E.SEARCH: "search", E.REMOVE_FROM_GAME: "remove_from_game",
             E.ATTACH: "attach"}
#: where the run puts the card a zone operation moves before the cycle starts: the area the operation takes it
#: from (a revealed card, as the solver's witness has it, comes from the encounter deck; a searched one from a
#: deck; a card put into play from outside play, set aside; a card discarded, returned or removed, from play)
_START = {"reveal": "encounter_deck", "search": "deck", "put_into_play": "set_aside", "discard_card": "play",
          "return_to_hand": "play", "remove_from_game": "play"}
_TIMING_KINDS = ("constant", "forced_interrupt", "interrupt", "forced_response", "response", "when_revealed",
                 "when_defeated")


def _kind_of(thing_is: str) -> str:
    return thing_is.split(" ", 1)[0]


def _seat(thing_is: str) -> str:
    """``player N`` of a thing described "hero (player 1)"; an encounter thing: player 1 (who controls it
    changes no outcome of the run)."""
    inner = thing_is.partition("(")[2].partition(")")[0].split(",")[0].strip()
    return inner if inner.startswith("player ") else "player 1"


def witness_run(steps: list[Node], effects: list[int], situation: list[dict], turns: list[dict],
                rules: str = RUN_RULES) -> dict:
    """``{"run": [{"turn": t, "resolves": [...], "world": ...}], "not_run": [...]}`` (see the module); an
    empty run with the reason in ``not_run`` when nothing can be run."""
    from logic.errors import InputError
    from logic.timing.compile import compile_scenario
    from logic.timing.effects import run_order
    from logic.timing.scenario import parse_scenario
    from logic.pool_graph.words import ENCOUNTER_TYPES

    objects = {d["step"] - 1: d for d in situation if "step" in d}
    hp = {s.card.code: s.card.hit_points for s in steps}
    chars, schemes, cards, not_run, ops = {}, {}, {}, [], {}
    for i, s in enumerate(steps):
        k = effects[i]
        e = s.ability.effects[k]
        obj = objects.get(i)
        got = _OPS.get(e.kind)
        obj_kind = _kind_of(obj["object"]) if obj is not None and "object" in obj else ""
        if e.kind in _ZONE_OPS and not (e.kind is E.DISCARD and obj_kind == PLAYER):
            got = (_ZONE_OPS[e.kind], "card")
        if got is None:
            not_run.append(f"{s.id}: {e.kind.value.replace('_', ' ')}: the outcome engine has no such effect")
            continue
        if obj is None or "thing" not in obj:
            not_run.append(f"{s.id}: {got[0]}: what it acts on is not in the witness")
            continue
        op, on = got
        kind, thing = _kind_of(obj["object"]), obj["thing"]
        if on == "identity" and kind in (PLAYER, "hero", "alter_ego"):
            on = "player" if kind == PLAYER else "character"
        if on == "player" and kind == PLAYER:
            thing = f"{thing}'s identity"
            chars.setdefault(thing, {"name": thing, "controller": obj["thing"], "health": WITNESS_HEALTH})
        elif on == "character" and kind in CHARACTER_TYPES:
            printed = hp.get(thing)
            health = printed if isinstance(printed, int) and printed > 0 else WITNESS_HEALTH
            chars.setdefault(thing, {"name": thing, "controller": _seat(obj["object"]), "health": health})
        elif on == "scheme" and kind in _SCHEMES:
            schemes.setdefault(thing, {"name": thing, "threat": WITNESS_THREAT})
        elif on == "card" and kind != PLAYER and op in _START:
            owner = "" if kind in ENCOUNTER_TYPES else _seat(obj["object"])
            zone = "encounter_deck" if op == "search" and not owner else _START[op]
            cards.setdefault(thing, {"name": thing, "type": kind, "zone": zone, "owner": owner})
        elif on == "card" and kind != PLAYER:
            not_run.append(f"{s.id}: {op}: what it attaches to is not in the witness")
            continue
        else:
            not_run.append(f"{s.id}: {op}: the engine does not follow a {kind.replace('_', ' ')}")
            continue
        amount = e.amount.value if e.amount is not None and isinstance(e.amount.value, int) else None
        if op in _AMOUNT_OPS and amount is None:
            not_run.append(f"{s.id}: {op}: its amount is not printed as a number: the run uses 1")
        if s.kind not in _TIMING_KINDS:
            not_run.append(f"{s.id}: a {s.kind.replace('_', ' ')} ability is not a kind the timing engine orders")
            continue
        ops[i] = {"op": op, "target": thing, "amount": amount if amount is not None else 1}
        if op in _START and _names_encounter_deck(e.target):   # "reveal the top card of the encounter deck"
            ops[i]["from"] = "encounter_deck"
        if op == "flip" and e.form in ("hero", "alter_ego"):
            ops[i]["form"] = e.form
    # a card a zone operation moves that is no card of the cycle and no other step's object ("another card from
    # the encounter deck") is a fresh copy each turn: the deck holds more than one card of its type
    acted = [o["target"] for o in ops.values()]
    fresh = {i for i, o in ops.items() if o["target"] in cards and o["target"] not in hp and acted.count(o["target"]) == 1}
    extras, extras_op = _extras(steps, effects, ops, cards, not_run)
    you = {d["card"]: d["you"] for d in situation if "card" in d}
    items, order, per_turn, prev = [], ["start"], [], "start"
    for t in turns:
        ids = []
        for i, s in enumerate(steps):
            if s.id not in t["resolves"]:
                continue
            iid = f"{s.id} (turn {t['turn']})"
            chosen = {effects[i]: _copy(ops[i], i, t["turn"], fresh, cards)} if i in ops else {}
            for j, p in extras.get(i, []):   # "it": the previous step's object, of this turn (the step before
                # the first: of the turn before; before turn 1, the copy the starting occurrence acted on)
                it = {"op": extras_op[(i, j)], "target": ops[p]["target"]}   # from wherever it is now
                chosen[j] = _copy(it, p, t["turn"] - (p >= i), fresh, cards,
                                  "start" if t["turn"] - (p >= i) < 1 else None)
            items.append({"id": iid, "name": s.id, "kind": s.kind, "controller": you.get(s.card.code, "player 1"),
                          "source": s.card.code,
                          "trigger": prev, "effects": [chosen[j] for j in sorted(chosen)]})
            order.append(iid)
            ids.append(iid)
            prev = iid
        per_turn.append((t["turn"], ids, len(order)))
    if not ops:
        return {"run": [], "not_run": not_run + ["no step has an effect the outcome engine can apply"]}
    table = {"game": "marvel_champions", "rules": rules,
             "players": {"order": ["player 1", "player 2"], "active": "player 1"},
             "characters": list(chars.values()), "schemes": list(schemes.values()),
             "cards": [c for n, c in cards.items() if n not in chars and n not in schemes
                       and not any(ops[i]["target"] == n for i in fresh)],   # a fresh card: only its copies
             "event": {"id": "start", "says": "the first step's triggering condition occurs"}, "abilities": items}
    try:
        sc = parse_scenario(table, "(loop witness)")
        compiled = compile_scenario(sc, rules, who=False)
    except InputError as exc:
        return {"run": [], "not_run": not_run + [f"the timing engine refuses the situation: {exc}"]}
    if not compiled.consistent:
        return {"run": [], "not_run": not_run + ["the timing clauses allow no order of the witness's steps: "
                                                 + ", ".join(compiled.core)]}
    from logic.timing.outcomes import choice_orders
    every = set(order)
    # the one choice taking every item, and its first legal order (pure enumeration: the same in any process)
    legal, choice = next(((o, c) for c in itertools.islice(compiled.each_choice(), MAX_CHOICES)
                          if set(c.items) == every for o in choice_orders(c)), (None, None))
    if legal is None:
        return {"run": [], "not_run": not_run + ["no legal order under the timing clauses resolves every step "
                                                 "of the witness"]}
    parents = sc.parents()
    run, upto = [], set()
    for turn, ids, _ in per_turn:
        upto |= set(ids)
        done = [x for x in legal if x == "start" or x in upto]
        world = run_order(sc, done, compiled.policies, choice.waves, parents).to_json()
        run.append({"turn": turn, "resolves": [sc.item(x).name for x in ids],
                    "order": done, "world": world})
    return {"run": run, "not_run": not_run}


def _copy(effect: dict, i: int, turn: int, fresh: set, cards: dict, label: str | None = None) -> dict:
    """``effect`` on the copy of its card for ``turn`` (``label`` instead of the turn when given) when step
    ``i``'s object is a fresh copy each turn; the copy is added to ``cards``."""
    if i not in fresh:
        return effect
    copy = f"{effect['target']} ({label or f'turn {turn}'})"
    cards.setdefault(copy, {**cards[effect["target"]], "name": copy})
    return {**effect, "target": copy}


def _names_encounter_deck(t: m.Target | None) -> bool:
    """Whether a target's words name the encounter deck (the card is taken from there)."""
    return t is not None and (t.noun is m.Noun.ENCOUNTER_DECK or any(_names_encounter_deck(f.target)
                                                                       for f in t.filters)
                              or any(_names_encounter_deck(a) for a in t.also))


def _names_trigger_object(ab: m.Ability, j: int) -> bool:
    """Whether effect ``j`` acts on "it" and "it" names the trigger's object: every sentence read whole, and
    each effect before it names no target, "it" or "the effects of it" (the same object: with no other object
    named before, "it" can only be the trigger's, as in `logic.pool_graph.edges.anaphor_resolves`)."""
    e = ab.effects[j]
    if e.target is None or e.target.noun is not m.Noun.IT or e.target.also:
        return False
    if any(x.status is not m.ReadStatus.FULLY for x in ab.sentences):
        return False
    return all(x.target is None or _only_it(x.target) for x in ab.effects[:j])


def _only_it(t: m.Target) -> bool:
    """Whether a target names nothing but "it": "it", or "the effects of it"."""
    if t.also:
        return False
    if t.noun is m.Noun.IT:
        return not t.filters
    return t.noun is m.Noun.EFFECT and len(t.filters) == 1 and t.filters[0].target is not None \
        and t.filters[0].target.noun is m.Noun.IT


def _extras(steps: list[Node], effects: list[int], ops: dict, cards: dict, not_run: list) -> tuple[dict, dict]:
    """The other zone operations of each step that act on "it", the object of the step before it (the trigger's
    object): ``{step: [(effect, that step)]}`` and the op of each; every other effect of a kind the engine has
    is listed in ``not_run``."""
    out, op_of, n = {}, {}, len(steps)
    for i, s in enumerate(steps):
        p = (i - 1) % n
        for j, e in enumerate(s.ability.effects):
            if j == effects[i] or not (e.kind in _OPS or e.kind in _ZONE_OPS):
                continue
            on_it = (e.kind in _ZONE_OPS and e.kind is not E.ATTACH and s.trigger is not None and i in ops
                     and _names_trigger_object(s.ability, j) and p in ops and ops[p]["target"] in cards)
            if on_it and s.kind in ("interrupt", "forced_interrupt") and "from" not in ops[p]:
                # it resolves before the step it interrupts has done to "it" what it is about to; the run does
                # not cancel that step (the engine's order puts it after), so it would act on the card too early
                # (when that step takes "it" from one area only, the card moved away is no longer there for it:
                # it does nothing, as if cancelled, and the interrupt's operation runs)
                not_run.append(f"{s.id}: effect {j + 1} ({e.kind.value.replace('_', ' ')}): an interrupt acting on "
                               "'it' before what it interrupts resolves: the run does not cancel what it interrupts")
            elif on_it:
                out.setdefault(i, []).append((j, p))
                op_of[(i, j)] = _ZONE_OPS[e.kind]
            else:
                not_run.append(f"{s.id}: effect {j + 1} ({e.kind.value.replace('_', ' ')}): only the effect "
                               "that makes the next step's occurrence is run")
    return out, op_of
