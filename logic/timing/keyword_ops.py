"""Keywords and traits an effect gives, in the effect interpreter (ops ``keyword``, ``trait``), and the game's end
(op ``lose_game``).

A ``keyword`` effect gives its character the keyword ``keyword`` (`KEYWORDS`), with the number ``amount`` (Retaliate
X; 0 for a keyword with no number), for ``duration`` (`logic.timing.vocab.DURATIONS`): ``attack`` (the attack this
item is part of: the outcome no longer holds it), ``phase`` or ``round`` (it outlives the event), or ``in_play``
(the constant ability of the card ``card``: in effect while that card is in play, as a constant modifier,
`logic.timing.effects.World.in_play`). An attack's keywords are its attacker's ("this attack gains piercing": the
attacker, for that attack; "X's attacks gain ranged": X, while the card that says so is in play). A character may
also have keywords printed (its ``keywords``, `PRINTED`): it has them all along. Piercing and overkill
(`BASIC_KEYWORDS`) may be given with ``attacks = "basic"`` ("X's basic attacks gain piercing"): then only an
``attack`` of an item that is a basic power (``basic_power``) has it, not another attack of that character.

What a keyword changes is game function, each part on only under its policy (`KEYWORD_POLICIES`, entailed by the
rule base's clauses):

- ``piercing_discards_tough``: an ``attack`` whose attacker has piercing discards the tough status cards of the
  character it hits before its damage (and the preventions they wait with: `logic.timing.effects.take_damage`);
- ``retaliate_damages_attacker``: after an ``attack`` hits a character with retaliate that is still in play (not
  at 0 hit points), the attacker is dealt damage equal to the sum of that character's retaliate numbers (gained
  instances add up); a retaliate the scenario lists as an item of its own (a printed keyword, ``keyword =
  "retaliate"``) is that item's business;
- ``ranged_ignores_retaliate``: an attacker with ranged is dealt no retaliate damage (a given retaliate's, nor a
  printed retaliate's item: `ignored`);
- ``overkill_excess_to_identity``: the damage of an ``attack`` whose attacker has overkill beyond what defeats
  a minion goes to the villain, beyond what defeats an ally to its controller's identity (a character's
  ``role``, `logic.timing.scenario.ROLES`; none named: the excess is lost);
- ``stalwart_not_stunned_or_confused``: a character with stalwart is given no stunned or confused status card;
- ``steady_two_statuses``: a character with steady may hold two stunned and two confused status cards (else one
  of each type at most);
- ``keyword_kept_while_condition``: a constant keyword given ``kept`` with ``if_form`` ("while in hero form, Nebula
  gains retaliate 1") is in effect only while identity ``if_form_of`` is in form ``if_form``, one with an ``if_state``
  ``trait:...`` ("while you have the Restrained trait, you gain steady") only while that holds; it is given
  whatever holds as its item resolves (without the policy it is in effect all along).

A ``keyword`` effect with ``loses`` ("Magneto loses steady", "attached enemy loses stalwart") makes its characters
lose the keyword for its ``duration`` (as a keyword given): printed or given, it is not had meanwhile (a keyword
both given and lost by instances in effect: not had, and recorded as not decided).

A ``trait`` effect gives its character the trait ``trait`` for ``duration`` (as a keyword's). A character has a
trait printed on it (its ``traits``) or given (`has_trait`, case-insensitive); an effect with ``if_trait`` applies
to those of its targets that have that trait when it resolves ("each Drone minion": every minion, if it is a Drone),
and the others are no part of it (`members`); one with ``if_not_trait`` to those that do not have it ("a non-Elite
minion": a minion, if it is not an Elite one, traits given counted).

A ``lose_game`` effect ends the game (``game_over``) under the policy ``lose_game_ends_game`` (`END_POLICIES`): no
item, and no effect of its own item, resolves after it, and the outcome says so; without the policy it changes
nothing.

A ``win_game`` effect ends the game won (``game_over`` and ``game_won``) under the policy ``win_game_ends_game``
(`END_POLICIES`), as ``lose_game`` does; without the policy it changes nothing.

Promises: functions of the world and the effect alone; none creates a character or a card.
"""

from __future__ import annotations

__all__ = ["KEYWORDS", "KEYWORD_POLICIES", "END_POLICIES", "PRINTED", "lose_game", "win_game", "ignored", "policy_keyword",
           "give",
           "give_trait", "has_trait", "members", "traits_out",
           "has", "number", "before_attack_damage", "after_attack",
           "status_allowed", "out", "policy_can_apply", "KEPT_POLICY"]

#: the keywords a ``keyword`` effect may give: each has a consequence in the interpreter (see the module)
KEYWORDS: tuple[str, ...] = ("piercing", "retaliate", "ranged", "overkill", "stalwart", "steady")
KEYWORDS = KEYWORDS + ("guard",)   # s12-prohib: a player's attack on the villain forbidden (`logic.timing.act_ops`)
#: the keywords a character may have printed (``keywords`` of a character): a printed retaliate is an item of its own
PRINTED: tuple[str, ...] = ("piercing", "ranged", "overkill", "stalwart", "steady")
#: how the interpreter applies the keywords; each is on only when the clauses entail it
KEYWORD_POLICIES: dict[str, str] = {
    "piercing_discards_tough": "an attack with piercing discards the tough status cards of the character it hits "
                               "before its damage is dealt",
    "retaliate_damages_attacker": "after a character with retaliate X is attacked, if it is still in play, its "
                                  "attacker is dealt X damage",
    "ranged_ignores_retaliate": "an attack with ranged ignores retaliate",
    "overkill_excess_to_identity": "the excess damage of an attack with overkill that defeats a minion goes to the "
                                   "villain, one that defeats an ally to that ally's identity",
    "stalwart_not_stunned_or_confused": "a character with stalwart cannot be stunned or confused",
    "steady_two_statuses": "a character with steady holds up to two stunned and two confused status cards",
}
#: a constant keyword given "while" its identity is in a form ("while in hero form, Nebula gains retaliate 1") or a
#: character has a trait: the policy under which it is in effect only while that holds (else: whatever the form)
KEPT_POLICY = "keyword_kept_while_condition"
KEYWORD_POLICIES[KEPT_POLICY] = ("a constant keyword given while an identity is in a form ('while in hero form, X "
                                 "gains retaliate 1') or a character has a trait is in effect only while that holds")
#: how the interpreter applies a ``lose_game`` effect; on only when the clauses entail it
END_POLICIES: dict[str, str] = {
    "lose_game_ends_game": "an effect by which the players lose the game ends it: nothing resolves after it",
    "win_game_ends_game": "an effect by which the players win the game ends it: nothing resolves after it",
}
_TOUGH = "tough"
_STAT_STATUSES = ("stunned", "confused")


def give_trait(world, target: str, effect) -> None:
    """Apply a ``trait`` effect to ``target``."""
    world.traits.append((target, effect.trait.lower(), effect.duration, effect.card))


def has_trait(world, target: str, trait: str) -> bool:
    """Whether ``target`` has ``trait`` now: printed on it (a character, or a card whose place states its traits),
    or given (an instance in effect)."""
    trait = trait.lower()
    ch = world._scenario.characters.get(target)
    if ch is not None and trait in (t.lower() for t in ch.traits):
        return True
    place = world._scenario.places.get(target)
    if ch is None and place is not None and trait in (t.lower() for t in place.traits):
        return True
    return any(t == target and k == trait and _live(world, d, c) for t, k, d, c in world.traits)


def members(world, effect) -> tuple[str, ...]:
    """The targets of ``effect`` it is about now: all of them, or (``if_trait``) those that have the trait, and
    (``if_not_trait``) those that do not have that one (its ``if_engaged``: `logic.timing.engage_ops.members`)."""
    if not effect.if_trait and not getattr(effect, "if_not_trait", ""):
        return effect.targets
    return tuple(t for t in effect.targets if (not effect.if_trait or has_trait(world, t, effect.if_trait))
                 and not (effect.if_not_trait and has_trait(world, t, effect.if_not_trait)))


def traits_out(world) -> tuple[tuple[str, str, str], ...]:
    """The traits given that the outcome holds: (character, trait, duration), as `out`."""
    return tuple(sorted({(t, k, d) for t, k, d, c in world.traits if d != "attack" and _live(world, d, c)}))


def _state(world) -> list[tuple[str, str, int, str, str]]:
    """The keywords given so far: (character, keyword, number, duration, card whose constant ability it is)."""
    return world.keywords


def give(world, target: str, effect) -> None:
    """Apply a ``keyword`` effect to ``target`` (one of its basic attacks' only: under the name ``<keyword>:basic``)."""
    name = effect.keyword + (BASIC if getattr(effect, "attacks", "") == "basic" else "")
    if getattr(effect, "loses", False):   # "Magneto loses steady": lost while it lasts (`_lost`)
        world.__dict__.setdefault("lost_keywords", []).append((target, name, effect.duration, effect.card))
        return
    _state(world).append((target, name, effect.amount, effect.duration, effect.card))
    if getattr(effect, "kept", False):   # "while in hero form", "while you have the X trait": kept (`_kept`)
        world.__dict__.setdefault("kept_keywords", {})[len(_state(world)) - 1] = effect


def _kept(world, i: int) -> bool:
    """Whether keyword instance ``i`` (its index in the keywords given) is in effect as far as its kept condition
    goes: one given ``kept`` with ``if_form`` ("while in hero form, Nebula gains retaliate 1") only while identity
    ``if_form_of`` is in form ``if_form`` now, one with ``if_state`` ("while you have the Restrained trait, you gain
    steady") only while that character has that trait now (Ability p2.b1,
    ``mc.en.ability.constant_while_condition``); any other, always; and always without the policy
    ``keyword_kept_while_condition``."""
    effect = world.__dict__.get("kept_keywords", {}).get(i)
    if effect is None or not world.policies.get(KEPT_POLICY):
        return True
    if effect.if_form and world.forms.get(effect.if_form_of) != effect.if_form:
        return False
    if not effect.if_state:
        return True
    who, _, trait = effect.if_state.partition(":")[2].partition(":")   # ``trait:<character>:<trait>`` (the parser's
    n = int(any(has_trait(world, who, t) for t in trait.split("|")))    # only kept state), as `condition_ops` counts it
    return n >= effect.if_at_least and (effect.if_at_most is None or n <= effect.if_at_most)


def _live(world, duration: str, card: str) -> bool:
    return duration != "in_play" or world.in_play(card)


def _lost(world, target: str, keyword: str) -> bool:
    """Whether an effect that makes ``target`` lose ``keyword`` ("loses steady") is in effect now (its duration's,
    as a keyword given: a constant one while its card is in play). A keyword also given to ``target`` by an
    instance in effect is then neither had nor lost: which prevails no rule the engine holds says, so the outcome
    records it as not decided (``undecided``) and the keyword is not had."""
    if not any(t == target and k == keyword and _live(world, d, c)
               for t, k, d, c in world.__dict__.get("lost_keywords", ())):
        return False
    if any(t == target and k == keyword and _live(world, d, c) and _kept(world, i)
           for i, (t, k, _, d, c) in enumerate(_state(world))):
        line = f"{target}: both gains and loses {keyword} (which prevails is not decided)"
        if line not in world.undecided:
            world.undecided.append(line)
    return True


def has(world, target: str, keyword: str, basic: bool = False) -> bool:
    """Whether ``target`` has ``keyword`` now: printed on it (its character's ``keywords``), or given (an instance
    in effect); with ``basic`` (the attack under way is a basic one), also a keyword given to its basic attacks;
    never while an effect makes it lose that keyword (`_lost`)."""
    if _lost(world, target, keyword):
        return False
    ch = world._scenario.characters.get(target)
    if ch is not None and keyword in ch.keywords:
        return True
    names = (keyword, keyword + BASIC) if basic else (keyword,)
    return any(t == target and k in names and _live(world, d, c) and _kept(world, i)
               for i, (t, k, _, d, c) in enumerate(_state(world)))


def number(world, target: str, keyword: str) -> int:
    """The sum of the numbers of ``target``'s instances of ``keyword`` in effect (Retaliate X: they add up); 0 while
    an effect makes it lose that keyword (`_lost`)."""
    if _lost(world, target, keyword):
        return 0
    return sum(n for i, (t, k, n, d, c) in enumerate(_state(world))
               if t == target and k == keyword and _live(world, d, c) and _kept(world, i))


def before_attack_damage(world, attacker: str, hit: str, basic: bool = False) -> None:
    """Piercing: the tough status cards of ``hit`` are discarded, with the preventions they wait with (``basic``: the
    attack is a basic one, `has`)."""
    if attacker and world.policies.get("piercing_discards_tough") and has(world, attacker, "piercing", basic):
        if _TOUGH in world.statuses.get(hit, []):
            world.statuses[hit] = [s for s in world.statuses[hit] if s != _TOUGH]
        if hit in world.shields:
            world.shields[hit] = [s for s in world.shields[hit] if s[1] != _TOUGH]


def excess_to(world, scenario, attacker: str, hit: str, dealt: int, basic: bool = False) -> tuple[str, int] | None:
    """Overkill: where the excess of ``dealt`` damage that brought ``hit`` below 0 goes, and how much (None: none;
    ``basic``: the attack is a basic one, `has`)."""
    if not (attacker and world.policies.get("overkill_excess_to_identity") and has(world, attacker, "overkill", basic)):
        return None
    excess = min(dealt, -world.health[hit])
    if excess <= 0:
        return None
    chars = scenario.characters
    role = chars[hit].role if hit in chars else ""
    if role == "minion":
        to = [n for n, c in chars.items() if c.role == "villain"]
    elif role == "ally":
        to = [n for n, c in chars.items() if c.role == "identity" and c.controller == chars[hit].controller]
    else:
        return None
    return (to[0], excess) if len(to) == 1 else None


def after_attack(world, attacker: str, hit: str, basic: bool = False) -> int:
    """Retaliate: the damage ``attacker`` is dealt for having attacked ``hit`` (0 when none; ``basic``: the attack is
    a basic one, `has`)."""
    if not attacker or not world.policies.get("retaliate_damages_attacker"):
        return 0
    if world.policies.get("ranged_ignores_retaliate") and has(world, attacker, "ranged", basic):
        return 0
    if hit in world.destroyed or world.health.get(hit, 1) <= 0:
        return 0   # the attacked character did not survive the attack: no retaliate
    return number(world, hit, "retaliate")


def ignored(world, item) -> bool:
    """Ranged: the item of a printed retaliate (``keyword = "retaliate"``) does nothing when every character it
    damages (its attacker) has ranged."""
    if item.keyword != "retaliate" or not world.policies.get("ranged_ignores_retaliate"):
        return False
    hit = [t for e in item.effects if e.op == "damage" for t in e.targets]
    return bool(hit) and all(has(world, t, "ranged") for t in hit)


def status_allowed(world, target: str, card: str) -> bool:
    """Whether status card ``card`` can be placed on ``target`` now (stalwart: no stunned or confused; one card
    of a type at most, two of stunned or confused with steady)."""
    if card in _STAT_STATUSES and world.policies.get("stalwart_not_stunned_or_confused") \
            and has(world, target, "stalwart"):
        return False
    held = world.statuses[target].count(card)
    if card in _STAT_STATUSES and world.policies.get("steady_two_statuses") and has(world, target, "steady"):
        return held < 2
    return held < 1


def out(world) -> tuple[tuple[str, str, int, str], ...]:
    """The keywords given that the outcome holds: (character, keyword, number, duration), those of an attack
    gone with it, a constant one while its card is in play."""
    return tuple(sorted({(t, k, n, d) for i, (t, k, n, d, c) in enumerate(_state(world))
                         if d != "attack" and _live(world, d, c) and _kept(world, i)}))


def lose_game(world) -> None:
    """Apply a ``lose_game`` effect: the game is over when the policy says losing ends it."""
    if world.policies.get("lose_game_ends_game"):
        world.game_over = True


def policy_can_apply(scenario, effects, policy: str) -> bool:
    """Whether ``policy`` can change anything for ``scenario`` (whose effects are ``effects``): some effect gives,
    or some character has printed, a keyword the policy reads (for ``ranged_ignores_retaliate``, also a printed
    retaliate's item; for ``lose_game_ends_game``: some effect is a ``lose_game``)."""
    if policy in END_POLICIES:
        return any(e.op == policy.partition("_ends_")[0] for e in effects)
    if policy == KEPT_POLICY:   # a constant keyword kept while its condition holds (`_kept`)
        return any(e.op == "keyword" and e.kept for e in effects)
    printed = {k for c in scenario.characters.values() for k in c.keywords}
    given = {e.keyword for e in effects if e.op == "keyword"}
    if policy == "ranged_ignores_retaliate" and "ranged" in printed | given \
            and any(it.keyword == "retaliate" for it in scenario.items):
        return True
    if policy in ("piercing_discards_tough", "overkill_excess_to_identity", "stalwart_not_stunned_or_confused",
                  "steady_two_statuses") and policy_keyword(policy) in printed:
        return True
    return any(e.op == "keyword" and e.keyword == policy_keyword(policy) for e in effects)


def policy_keyword(policy: str) -> str:
    """The keyword a keyword policy is about."""
    return {"piercing_discards_tough": "piercing", "retaliate_damages_attacker": "retaliate",
            "ranged_ignores_retaliate": "ranged", "overkill_excess_to_identity": "overkill",
            "stalwart_not_stunned_or_confused": "stalwart", "steady_two_statuses": "steady"}[policy]


def win_game(world) -> None:
    """Apply a ``win_game`` effect: the game is over, and won, when the policy says winning ends it."""
    if world.policies.get("win_game_ends_game"):
        world.game_over = True
        world.game_won = True


# --- keywords of a character's basic attacks only ("X's basic attacks gain piercing"): ``attacks = "basic"`` ---
__all__ += ["BASIC_KEYWORDS", "BASIC", "attacks_of"]
#: the keywords a character's basic attacks may be given (those the ``attack`` op reads off the attack itself; a
#: ranged attack is read by a printed retaliate's item too, which does not know the attack: not one of them)
BASIC_KEYWORDS: tuple[str, ...] = ("piercing", "overkill")
#: the suffix of a keyword given to its character's basic attacks only, in the world's keywords and the outcome
BASIC = ":basic"


def attacks_of(ef: dict, op: str, keyword: str, path: str, place: str) -> str:
    """The ``attacks`` of a scenario effect ``ef`` (``basic`` or ""), checked: only a ``keyword`` effect giving one of
    `BASIC_KEYWORDS` may name it."""
    from ..errors import InputError
    value = ef.get("attacks", "")
    if value == "":
        return ""
    if value != "basic" or op != "keyword" or keyword not in BASIC_KEYWORDS:
        raise InputError(f"'{place}.attacks' is \"basic\", on a 'keyword' effect giving one of "
                         f"{', '.join(BASIC_KEYWORDS)}", path, f"{place}.attacks")
    return value
