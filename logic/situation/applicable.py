"""Which effects of the ability structure the outcome engine can apply: one catalogue, kind by kind, field by field.

`why_not(effect)` is ``None`` when the outcome engine (`logic.timing.effects`, `logic.timing.zone_ops`) has a
game function for every part of ``effect`` (its kind, its amount, its target, its duration, its link, its
conditions and every other field set), and otherwise one short reason naming the first part it has none for.
`OP` says which engine op each applicable kind becomes. The situation's translation
(`logic.situation.scenario`: ``effect_op``, ``used_effects``) asks this catalogue first and converts nothing it
rejects; it may still find no conversion in a given situation (a "you" with no single player, a named card
absent), which is the situation's business, never the catalogue's.

What is accepted, in short (the reasons say the rest):

- amounts: a printed number, or a number per player ("[per_hero]": times the players in the situation); no "for
  each", "up to", X, "additional", "or more", maximum;
- targets: you (your hero, identity, alter-ego), each/all heroes, players, identities, enemies, minions, allies,
  characters; each character / ally "you control"; this card, it, the villain, the main scheme, a named card, what this card is attached to; and a
  target the player chooses (a/any enemy, villain, minion, character, scheme) when the situation names the
  choice (the target of the event the ability is used for);
- links: first, and, then / if you do, otherwise (the engine's ``then`` and ``otherwise`` marks); a choice
  between options ("choose", "or") and a replacement ("instead") are not applied;
- conditions: "if you do", "otherwise" (the same marks), "if able" (the engine applies what it can) and "if you
  are (not) in hero / alter-ego form" (``if_form``, tested when the effect resolves); any other condition is not
  tested by the outcome engine;
- durations: a lasting modifier's attack, phase or round (``modify``); a modifier with no duration is a constant
  one, in effect while its card is in play (``modify`` lasting ``in_play``; the situation applies it for a constant
  ability only); none elsewhere;
- resources generated: of one type, into the pool of the resolving player (or the "you" named);
- counters: the engine keeps one count of counters per card, whatever their printed name;
- zone operations: this card (or a card named on it) discarded, returned to hand, put into play, removed from
  the game, or attached to a target the engine names; "the top N cards of your deck" and "a card from your
  hand" (or "N random cards from your hand") discarded, "N cards from your discard pile" returned to your hand
  (``recover``) (the engine's deck, hand and discard pile are numbers of cards);
- "in player order" on an effect on each player or hero (the engine applies it to its targets in seat order
  from the first player); "without looking" (the engine's world holds no knowledge of cards: moving a card
  unseen is moving it).
- "each <trait> <group>" ("each Drone minion"): the group, the engine keeping those with the trait when the effect
  resolves (``if_trait``; traits printed or given);
- keywords given (``keyword``, `logic.timing.keyword_ops`): piercing, retaliate X (a printed X), ranged, overkill,
  stalwart, steady, to a character the engine names or to the attack under way ("this / that attack", for the
  attack; "X's attacks", as X's); no duration printed: a constant one (a constant ability only); any other keyword
  is refused with what the engine lacks for it; a trait given (``trait``: read by the filters above), as a
  keyword; "the players lose the game" (``lose_game``).

Promises: a function of the effect alone; every op named by `OP` is an op of the engine
(`logic.timing.vocab.EFFECT_OPS`), every stat of `STATS` one of its stats (tests/test_situation_applicable.py).
"""

from __future__ import annotations

from ..abilities import model as m

__all__ = ["why_not", "why_not_in", "applicable", "OP", "STATS", "LASTING", "CHOSEN_NOUNS", "ZONE_KINDS", "DISCARD_CARD", "RESOURCES",
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
                                               K.ATTACH: ("source",)}
#: kinds whose target may be left out (heal, take damage, draw, discard N cards: the resolver's identity; prevent:
#: the hit character; cancel: the event; counters or threat placed or removed "here": this card)
_NO_TARGET = (K.HEAL, K.DRAW, K.PREVENT, K.CANCEL, K.DISCARD, K.FLIP, K.TAKE_DAMAGE, K.PLACE_COUNTERS, K.REMOVE_COUNTERS,
              K.GENERATE_RESOURCE, K.PLACE_THREAT, K.REMOVE_THREAT)
#: kinds with no amount (the others need a printed number, except prevent: all of it when none)
_NO_AMOUNT = (K.CANCEL, K.EXHAUST, K.READY, K.GIVE_STATUS, K.FLIP) + ZONE_KINDS


def applicable(effect: m.Effect) -> bool:
    """Whether the outcome engine can apply ``effect`` (`why_not` is None)."""
    return why_not(effect) is None


def why_not(effect: m.Effect) -> str | None:
    """None when the outcome engine can apply every part of ``effect``; else why not, in a few words."""
    k = effect.kind
    if k not in OP:
        return "no outcome semantics for this kind"
    if k in _KEYWORD_KINDS:   # keywords and traits given, the game lost: their own block below
        return _keyword_why_not(effect)
    if effect.link not in _LINKS:
        return {m.Link.INSTEAD: "a replacement ('instead') is not applied",
                m.Link.OPTION: "one option of a choice: no choice is applied",
                m.Link.OR: "one option of a choice: no choice is applied"}[effect.link]
    for c in effect.conditions:
        if _marked(c, effect.link) or _in_form(c):
            continue
        what = c.predicate.kind.value if c.predicate is not None else c.kind.value
        return f"condition {what}: not tested by the outcome engine"
    for name in _UNREAD_FIELDS + ("status", "stat", "counter"):
        v = getattr(effect, name)
        if v not in (None, "", (), False) and name not in _READS.get(k, ()):
            return f"{name}: not applied to {k.value}"
    why = _amount(effect) or _duration(effect) or _target(effect)
    if why:
        return why
    if effect.order is not None and not (effect.order is m.Order.PLAYER and effect.target is not None
                                         and effect.target.quantifier in _EACH and effect.target.noun in _PLAYERS):
        return f"order {effect.order.value}: not applied"
    return None


def why_not_in(effect: m.Effect, kind: m.AbilityKind) -> str | None:
    """`why_not` for ``effect`` read in an ability of ``kind``: besides, a modifier with no duration is a constant
    one only in a constant ability (elsewhere the engine is not told how long it lasts), save an ATK bonus, which
    adds to the attack the ability is used in (boost icons)."""
    why = why_not(effect)
    if why is None and effect.kind in (K.GAIN_KEYWORD, K.GAIN_TRAIT) and kind is not m.AbilityKind.CONSTANT \
            and keyword_lasting(effect) == "in_play":
        return f"a {'trait' if effect.kind is K.GAIN_TRAIT else 'keyword'} given with no duration outside a " \
               f"constant ability: not kept by the engine"
    if why is None and effect.kind is K.MODIFY_STAT and effect.duration is m.Duration.NONE \
            and effect.stat is not m.Stat.ATK and kind is not m.AbilityKind.CONSTANT:
        return "a modifier with no duration outside a constant ability: not kept by the engine"
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
    if e.kind in _NO_AMOUNT:
        return f"amount: not applied to {e.kind.value}" if e.amount is not None else None
    if e.kind is K.PREVENT and e.amount is None:
        return None
    if e.kind is K.GENERATE_RESOURCE:
        if len(set(e.resources)) != 1 or e.resources[0] not in RESOURCES:
            return "resources of no single type: not pooled by the engine"
        if e.amount is None:
            return None   # one resource per icon printed
    if e.kind is K.DISCARD and moved_card(e.target):   # a card discarded: no amount
        return "amount: not applied to a card discarded" if e.amount is not None else None
    if e.kind is K.DISCARD and a_card_from_your_hand(e.target):
        return "amount: not applied to cards from a hand" if e.amount is not None else None
    if e.kind is K.DISCARD and top_of_your_deck(e.target) is not None:
        return "amount: not applied to the top of a deck" if e.amount is not None else None
    why = _plain(e.amount)
    if why is None and e.kind is K.MODIFY_STAT and e.amount.value == 0:
        return "a modifier of 0"
    return why


def _duration(e: m.Effect) -> str | None:
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
    if k is K.CANCEL:
        return None   # what it cancels is the event the ability waits for
    if k is K.PREVENT:
        return "a prevention on a named target: not applied"
    if e.source is not None and not _source_ok(e):
        return f"source {e.source.noun.value}: not applied to {k.value}"
    if k is K.DISCARD:
        if (t.noun is m.Noun.HAND and t.owner is not None and t.owner.noun is m.Noun.YOU and not t.filters) \
                or moved_card(t) or top_of_your_deck(t) is not None or a_card_from_your_hand(t):
            return None
        return "discarding anything but cards from your hand or this card: not applied"
    if k is K.RETURN_TO_HAND and from_your_discard_pile(t) is not None:
        return None
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
    if t is None or t.noun is not m.Noun.CARD or t.also or t.owner is not None or len(t.filters) != 2:
        return None
    top = any(f.kind is m.FilterKind.POSITION and f.value == "top" for f in t.filters)
    deck = next((f.target for f in t.filters if f.kind is m.FilterKind.ZONE and f.value == "of"), None)
    if not top or deck is None or deck.noun is not m.Noun.DECK or deck.filters or deck.also \
            or deck.owner is None or deck.owner.noun is not m.Noun.YOU:
        return None
    if t.count is None:
        return 1
    return t.count.value if _plain(t.count) is None else None


def _source_ok(e: m.Effect) -> bool:
    """Whether the engine reads ``e.source``: "return it to your hand" (the hand it goes to is its owner's or its
    controller's: the zone policies) and "you put it into play" (the resolving player)."""
    src = e.source
    if e.kind is K.RETURN_TO_HAND:
        return src.noun is m.Noun.HAND and src.owner is not None and src.owner.noun is m.Noun.YOU and not src.filters
    if e.kind is K.PUT_INTO_PLAY:
        return src.noun is m.Noun.YOU and not src.filters
    if e.kind is K.ATTACH:   # "attach this card to <source>": the card it is attached to
        return moved_card(e.target) and src.noun not in (m.Noun.THIS_CARD, m.Noun.IT) and _named(src) is None
    return False


def you_control(t: m.Target) -> bool:
    """Whether ``t`` is "each character (ally) you control": the characters of that kind whose controller is the
    "you" named."""
    return t.quantifier in _EACH and t.noun in (m.Noun.CHARACTER, m.Noun.ALLY) and t.owner is None \
        and t.count is None and not t.also and len(t.filters) == 1 \
        and t.filters[0].kind is m.FilterKind.CONTROLLER and t.filters[0].value == "you control"


def _scheme(t: m.Target) -> str | None:
    for x in (t, *t.also):
        if x.filters or x.count is not None:
            return "a filtered scheme: not named by the engine"
        if x.noun in _SCHEMES or (x.quantifier in (m.Quantifier.A, m.Quantifier.ANY) and x.noun in CHOSEN_NOUNS):
            continue
        return f"target {x.quantifier.value} {x.noun.value}: not a scheme the engine names"
    return None


def _named(t: m.Target) -> str | None:
    """Why the engine cannot name the characters (or cards) of target ``t`` (None when it can)."""
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
    if you_control(t) or trait_group(t):
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
    "surge": "the engine keeps no order of the encounter deck to reveal the next card from",
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
        if not (_marked(c, e.link) or _in_form(c)):
            what = c.predicate.kind.value if c.predicate is not None else c.kind.value
            return f"condition {what}: not tested by the outcome engine"
    if e.link not in _LINKS:
        return "one option of a choice: no choice is applied" if e.link in (m.Link.OPTION, m.Link.OR) \
            else "a replacement ('instead') is not applied"
    for name in _UNREAD_FIELDS + ("status", "stat", "counter"):
        if name != "keyword" and getattr(e, name) not in (None, "", (), False):
            return f"{name}: not applied to {e.kind.value}"
    if e.order is not None:
        return f"order {e.order.value}: not applied"
    t = e.target
    if e.kind is K.LOSE_GAME:
        if e.amount is not None or e.duration is not m.Duration.NONE:
            return "amount or duration: not applied to lose_game"
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
        if t.filters or t.also or t.count is not None:
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
    if any(not (f.kind is m.FilterKind.ZONE and f.value == "in play" and f.target is None) for f in rest):
        return ""
    return traits[0].value
