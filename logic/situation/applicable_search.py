"""Which searches the outcome engine applies (`logic.timing.search_ops`): part of the catalogue of
`logic.situation.applicable`, which asks `search_why_in` for a search and for the effect on the card it finds.

A search is applied with what is done to the card found, read as one engine effect ``search_for``:

- "search the encounter deck (and discard pile) for <X>", "search your deck (and discard pile) for <X>", "search
  your discard pile for <X>": the piles looked through; nothing else searched (not a hand, a play area, the
  set-aside area; "the encounter discard pile" alone is read as "the discard pile", whose is not told: not applied);
- <X>: "a / any <type>" or "a <type> card" (minion, side scheme, treachery, attachment, obligation, environment, ally, upgrade,
  support, event, card) with at most one printed trait ("a Thug minion", "a Tech card"), or a card named ("for
  Klaw", "for a copy of Klaw", "for 1 copy of Klaw", "for the Cut the Power side scheme", "for a copy of the
  Possessed attachment": "the" and a type after the name, which the grammar reads as a trait, is a card of that
  name and type; "for Nebula's Ship", "for Thanos's Helmet" on Thanos's card: a possessive name read whole,
  `possessive_name`): the situation names the cards of that name;
- who searches (`searcher_why`): you (none printed), "the first player" through the encounter's piles (the engine's
  ``by``: that player reveals the card found), "each player" through the encounter's piles (one search per player,
  from the first player, each its own pick; "put it into play engaged with them" as "engaged with you" is);
- "the top N cards of the encounter deck / your deck" (a printed N) instead of the deck: only those are looked
  through (their order must be known: else *not decided*);
- the effect right after it on "it" ("him", "that card", "that <the noun sought>": "that event" after "for an
  event"), joined by "and" or in the next sentence: "reveal it"
  (encounter piles), "put it into play" (by you), "add it to your hand" (your piles), "attach it to <this card>"
  ("to this minion", "to him", "to Exodus" on Exodus's card) or "to your identity" (the searcher's): the card found.

The search's link and conditions are an effect's: "then" / "if you do", "otherwise" (the engine's marks), one
condition on the world ("if Klaw is not in play": `logic.situation.conditions`, tested as the search resolves).

Not applied (and the card found with it): an amount, another condition, "you may", any other field; the found card
attached to another card, dealt, shuffled into a deck, or nothing said of it. The sentence holding the search and
the effect after it must be read whole by the grammar (a part not read may be what "it" names), or the whole ability when they are
not in one sentence.

Promises: functions of the ability's structure alone (whether a sentence was read whole: the sentence each effect
was read from, `Ability.effect_sentences`, the same with an empty cache or a warm one).
"""

from __future__ import annotations

from dataclasses import replace

from ..abilities import model as m
from .antecedent import plain_it
from .conditions import state_tested, too_many
from .possessive_name import whole

__all__ = ["SOUGHT", "FATES", "HOSTS", "SELF", "attached_found", "that_sought", "claims", "search_of", "search_why_in",
           "search_shape", "searcher_why", "by_first",
           "by_each"]

K = m.EffectKind
N = m.Noun
#: the nouns a search may look for -> the printed type the engine tests ("" any card)
SOUGHT: dict[m.Noun, str] = {N.MINION: "minion", N.SIDE_SCHEME: "side_scheme", N.TREACHERY: "treachery",
                             N.ATTACHMENT: "attachment", N.OBLIGATION: "obligation", N.ENVIRONMENT: "environment",
                             N.ALLY: "ally", N.UPGRADE: "upgrade", N.SUPPORT: "support", N.EVENT: "event",
                             N.CARD: ""}
#: the card types "a <type> card" may name -> its noun
SOUGHT_VALUES: dict[str, m.Noun] = {n.value: n for n in SOUGHT if n is not N.CARD}
#: the effect on the card found -> the engine's ``found``
FATES: dict[m.EffectKind, str] = {K.REVEAL: "reveal", K.PUT_INTO_PLAY: "put_into_play",
                                  K.RETURN_TO_HAND: "return_to_hand", K.ATTACH: "attach"}
#: the hosts a card found may be attached to ("attach it to this minion", "... to Exodus" on Exodus's own card:
#: this card; "attach it to your identity": the "you" who searches)
HOSTS = (N.THIS_CARD, N.YOU)
#: fields of a search that must be left unset
_UNSET = ("amount", "status", "stat", "keyword", "zone", "counter", "until", "controller", "as_card", "given",
          "procedure", "maximum", "pays_for", "order")


def _plain(t: m.Target | None, noun: m.Noun, owners=(None,)) -> bool:
    return t is not None and t.noun is noun and not t.filters and not t.also and t.count is None \
        and (t.owner.noun if t.owner is not None else None) in owners


def _index(ability: m.Ability, e: m.Effect) -> int | None:
    i = next((j for j, x in enumerate(ability.effects) if x is e), None)
    return i if i is not None else next((j for j, x in enumerate(ability.effects) if x == e), None)


def claims(ability: m.Ability | None, e: m.Effect) -> bool:
    """Whether ``e`` is a search, or the effect right after a search on "it": this module says whether it applies."""
    if ability is None:
        return False
    return e.kind is K.SEARCH or search_of(ability, e) is not None


def attached_found(e: m.Effect) -> bool:
    """Whether ``e`` is "attach it to <a host>" (the grammar reads the host as its target and no source: the card
    attached is "it", the card found), the host this card or "you" (`HOSTS`)."""
    return e.kind is K.ATTACH and e.source is None and e.target is not None \
        and any(_plain(e.target, host) for host in HOSTS)


def search_of(ability: m.Ability, e: m.Effect) -> m.Effect | None:
    """The search right before ``e`` when ``e`` acts on "it" (the card found: "reveal it", or "attach it to this
    minion", `attached_found`); else None."""
    i = _index(ability, e)
    if i is None or i == 0 or e.kind not in FATES or e.target is None:
        return None
    prev = ability.effects[i - 1]
    if prev.kind is not K.SEARCH:
        return None
    if e.kind is K.ATTACH:
        return prev if attached_found(e) else None
    return prev if e.target.noun is N.IT or that_sought(prev, e.target) else None


def that_sought(s: m.Effect, t: m.Target | None) -> bool:
    """Whether ``t`` is "that <noun>" with the noun search ``s`` looks for ("search ... for an event", then "add that
    event to your hand"): the card found, as "it" is."""
    return t is not None and t.quantifier is m.Quantifier.THAT and t.noun is not N.CARD and t.noun in SOUGHT \
        and _typed_as_sought(s, t.noun) and not t.filters and not t.also and t.owner is None and t.count is None


def _typed_as_sought(s: m.Effect, noun: m.Noun | None) -> bool:
    """Whether "that <noun>" (None or card: "it", "that card") names the card search ``s`` finds: any card for none;
    else the printed type the search looks for (`search_shape`) is that noun's ("reveal that minion" after "for a
    Thug minion"; not after "for a side scheme", nor after "for a card", whose type is not told)."""
    if noun in (None, N.CARD):
        return True
    shape = search_shape(s)
    return noun in SOUGHT and shape is not None and shape[2] != "" and SOUGHT[noun] == shape[2]


def _read_whole(ability: m.Ability, s: m.Effect) -> bool:
    """Whether the grammar read whole the sentence that holds search ``s`` and the effect after it (one sentence;
    else every sentence of the ability): a part it did not read may be what "it" names. Off the sentence each
    effect was read from (`Ability.effect_sentences`), so the answer is the same however the reading was kept."""
    if all(r.status is m.ReadStatus.FULLY for r in ability.sentences):
        return True
    i = _index(ability, s)
    where = ability.effect_sentences
    if i is None or i + 1 >= len(ability.effects) or len(where) != len(ability.effects):
        return False
    k = where[i]
    return where[i + 1] == k and 0 <= k < len(ability.sentences) and ability.sentences[k].status is m.ReadStatus.FULLY


def _copy_of(u: m.Target) -> str:
    """The name in "a copy of <name>" (a card, the filters "copy" and "of <named card>"); "" when ``u`` is not so."""
    got = _copy_typed(u)
    return got[0] if got is not None and not got[1] else ""


def _copy_typed(u: m.Target) -> tuple[str, str] | None:
    """(the name, the printed type sought, "" any) of "a copy of <name>", "1 copy of <name>", "a copy of the <name>
    <type>" (the name read as the type's one trait: "a copy of the Possessed attachment"); None when ``u`` is not
    so."""
    one = u.quantifier is m.Quantifier.A or (u.quantifier is m.Quantifier.NUMBER and u.count is not None
                                             and u.count.value == 1 and not u.count.variable and u.count.per is None
                                             and not u.count.per_player and not u.count.up_to
                                             and not u.count.additional and not u.count.at_least)
    if u.noun is not N.CARD or not one or len(u.filters) != 2 or u.also or u.owner is not None:
        return None
    kind, of = u.filters
    if kind.kind is not m.FilterKind.CARD_TYPE or kind.value != "copy" or of.kind is not m.FilterKind.ZONE \
            or of.value != "of" or of.target is None or of.target.also or of.target.owner is not None \
            or of.target.count is not None:
        return None
    o = of.target
    if o.noun is N.NAMED_CARD and not o.filters and o.name:
        return o.name, ""
    if o.quantifier is m.Quantifier.THE and o.noun in SOUGHT and o.noun is not N.CARD and len(o.filters) == 1 \
            and o.filters[0].kind is m.FilterKind.TRAIT and o.filters[0].value:
        return o.filters[0].value, SOUGHT[o.noun]
    return None


def _top_n(t: m.Target | None) -> tuple[m.Target, int] | None:
    """(the deck, N) when ``t`` is "the top N cards of <deck>" (N printed); else None."""
    if t is None or t.noun is not N.CARD or t.quantifier is not m.Quantifier.THE or t.also or t.owner is not None \
            or t.count is None or t.count.value is None or t.count.value < 1 or len(t.filters) != 2:
        return None
    c = t.count
    if c.variable or c.per is not None or c.per_player or c.up_to or c.additional or c.at_least:
        return None
    pos, of = t.filters
    if pos.kind is not m.FilterKind.POSITION or pos.value != "top" or of.kind is not m.FilterKind.ZONE \
            or of.value != "of" or of.target is None:
        return None
    return of.target, c.value


def search_shape(s: m.Effect) -> tuple[str, tuple[str, ...], str, str, str, int] | None:
    """(whose piles: "encounter" or "you", the piles, the type sought, its trait, the name sought, the top N cards
    looked through, 0 all) of search ``s``; None when the engine cannot apply it."""
    t, top = s.target, 0
    if _top_n(t) is not None:   # "the top 5 cards of your deck"
        t, top = _top_n(t)
    if t is None or t.filters or t.count is not None or len(t.also) > 1 or (top and t.also):
        return None
    if _plain(replace(t, also=()), N.ENCOUNTER_DECK):
        whose = "encounter"
    elif _plain(replace(t, also=()), N.DECK, (N.YOU,)):
        whose = "you"
    elif _plain(t, N.DISCARD_PILE, (N.YOU,)) and not top:   # "search your discard pile for ..."
        return _sought(s, "you", ("discard",), 0)
    else:
        return None
    piles = ("deck",)
    if t.also:
        if not _plain(t.also[0], N.DISCARD_PILE, (None, N.YOU) if whose == "you" else (None,)):
            return None
        piles = ("deck", "discard")
    return _sought(s, whose, piles, top)


def _sought(s: m.Effect, whose: str, piles: tuple[str, ...], top: int):
    """`search_shape` of search ``s`` of those piles: what it looks for, or None when the engine cannot test it."""
    u = s.source
    copy = _copy_typed(u) if u is not None else None
    if copy is not None:   # "a copy of Klaw", "1 copy of Klaw", "a copy of the Possessed attachment"
        return whose, piles, copy[1], "", copy[0], top
    if u is not None and u.noun is N.NAMED_CARD and u.owner is not None and not u.also and u.count is None:
        name = _possessive(u)
        return (whose, piles, "", "", name, top) if name else None
    if u is None or u.also or u.count is not None or u.owner is not None:
        return None
    if u.noun is N.NAMED_CARD and u.owner is not None:   # "for Nebula's Ship", "for Thanos's Helmet" on Thanos
        name = _possessive(u)
        return (whose, piles, "", "", name, top) if name else None
    if u.noun is N.NAMED_CARD:
        return (whose, piles, "", "", u.name, top) if not u.filters and u.name else None
    if u.quantifier is m.Quantifier.THE and u.noun in SOUGHT and u.noun is not N.CARD and len(u.filters) == 1 \
            and u.filters[0].kind is m.FilterKind.TRAIT and u.filters[0].value:
        return whose, piles, SOUGHT[u.noun], "", u.filters[0].value, top   # "the Cut the Power side scheme"
    if u.noun not in SOUGHT or u.quantifier not in (m.Quantifier.A, m.Quantifier.ANY):
        return None
    typed = [f for f in u.filters if f.kind is m.FilterKind.CARD_TYPE]
    if u.noun is N.CARD and len(typed) == 1 and typed[0].value in SOUGHT_VALUES:   # "an event card"
        u = replace(u, noun=SOUGHT_VALUES[typed[0].value], filters=tuple(f for f in u.filters if f is not typed[0]))
    if any(f.kind is not m.FilterKind.TRAIT or not f.value or " or " in f.value for f in u.filters) \
            or len(u.filters) > 1:
        return None
    return whose, piles, SOUGHT[u.noun], (u.filters[0].value if u.filters else ""), "", top


#: the name of the card whose ability it is, in a name sought: "Thanos's Helmet" on Thanos is read as this card's
#: "Helmet" (`_possessive`); the situation puts that card's name in its place (`search_effects`)
SELF = "@self"


def _possessive(u: m.Target) -> str:
    """The whole name of a card named "<X>'s <Y>" (read as card Y owned by card X: `possessive_name.whole`), X
    this card's name written `SELF` when the grammar read it as this card; "" when ``u`` is not so."""
    name = whole(u)
    if name is not None:
        return name
    o = u.owner
    if o is None or o.noun is not N.THIS_CARD or o.filters or o.also or o.owner is not None or o.count is not None \
            or u.filters or u.also or u.count is not None or not u.name:
        return ""
    return f"{SELF}'s {u.name}"


def _fate_why(s: m.Effect, f: m.Effect | None, whose: str) -> str | None:
    if f is None:
        return "a search with nothing the engine applies done to the card found (revealed, put into play, added " \
               "to your hand, attached to this card or your identity): not applied"
    if f.link not in (m.Link.AND, m.Link.FIRST) or (f.conditions and f.conditions != s.conditions) \
            or f.amount is not None or f.optional \
            or not (attached_found(f) if f.kind is K.ATTACH else
                    that_sought(s, f.target) or (plain_it(f.target) and not f.target.filters
                                                 and _typed_as_sought(s, f.target.is_a))):
        return "the card found: only 'and reveal it / put it into play / add it to your hand / attach it to this " \
               "card or your identity' is applied"
    if f.kind is K.REVEAL and (f.source is not None or whose != "encounter"):
        return "revealing a card found anywhere but the encounter deck and discard pile: not applied"
    if f.kind is K.PUT_INTO_PLAY and not (f.source is None or _plain(f.source, N.YOU)
                                          or (by_each(s) and _plain(f.source, N.IT))):   # "engaged with them"
        return "a card found put into play by anyone but you: not applied"
    if f.kind is K.RETURN_TO_HAND and (whose != "you" or not _plain(f.source, N.HAND, (N.YOU,))):
        return "a card found added to any hand but yours, from your piles: not applied"
    return None


def search_why_in(ability: m.Ability, e: m.Effect) -> str | None:
    """Why the engine cannot apply search ``e`` of ``ability``, or the effect ``e`` on the card a search found
    (the same answer for both: they are applied together); None when it can."""
    s = e if e.kind is K.SEARCH else search_of(ability, e)
    why = _conditions_why(s)
    if why is not None:
        return why
    if s.optional or s.link not in _LINKS \
            or any(getattr(s, k) not in (None, "", (), False) for k in _UNSET) or s.duration is not m.Duration.NONE:
        return "a search with a condition, an option, an amount or another part: not applied"
    shape = search_shape(s)
    if shape is None:
        return "a search of anything but the encounter deck (and discard pile) or your deck (and discard pile), " \
               "for anything but a type with at most one trait or a card named: not applied"
    why = searcher_why(s, shape[0])
    if why is not None:
        return why
    i = _index(ability, s)
    nxt = ability.effects[i + 1] if i is not None and i + 1 < len(ability.effects) else None
    why = _fate_why(s, nxt if nxt is not None and search_of(ability, nxt) is s else None, shape[0])
    if why is None and not _read_whole(ability, s):
        return "a search in a sentence the grammar did not read whole: what is done with the card found is not told"
    return why


# --- a search's link and conditions (issue 15 §3): as any effect's --------------------------------------------------
#: the links a search may have: first, and, then / if you do (the engine's ``then`` mark), otherwise (``otherwise``)
_LINKS = (m.Link.FIRST, m.Link.AND, m.Link.THEN, m.Link.IF_YOU_DO, m.Link.OTHERWISE)


def _conditions_why(s: m.Effect) -> str | None:
    """Why the engine cannot test a condition of search ``s``; None when it tests each: "otherwise" (its link's
    mark), one condition on the world (`logic.situation.conditions`: "if Klaw is not in play", "if there are no
    Thug minions in play"; the engine's ``if_state``, tested as the search resolves)."""
    for c in s.conditions:
        if c.kind is m.ConditionKind.OTHERWISE and s.link is m.Link.OTHERWISE:
            continue
        if not state_tested(c):
            what = c.predicate.kind.value if c.predicate is not None else c.kind.value
            return f"a search with condition {what}: not tested by the outcome engine"
    if too_many(s):
        return "a search with more than one condition on the world: not tested by the outcome engine"
    return None


# --- who searches (issue 15 §3): "the first player searches the encounter deck ... for X" -----------------------------
def by_first(s: m.Effect) -> bool:
    """Whether search ``s`` is printed as the first player's ("the first player searches ..."): the first player
    searches, and reveals (or puts into play) the card found; "each player searches ...": `by_each`."""
    w = s.searcher
    return w is not None and w.noun is N.FIRST_PLAYER and not w.filters and not w.also and w.owner is None \
        and w.count is None


def searcher_why(s: m.Effect, whose: str) -> str | None:
    """Why the engine cannot apply search ``s`` by who it says searches (None when it can): none printed (the
    resolving player, or the "you" named), or the first player through the encounter's piles (the first player is
    the one who reveals the card found: the engine's ``by``); any other player ("each player", "the player who
    defeated this scheme", a team) is not applied."""
    if s.searcher is None:
        return None
    if by_first(s) and whose == "encounter":
        return None
    if by_each(s) and whose == "encounter" and not s.conditions and s.link in (m.Link.FIRST, m.Link.AND):
        return None
    return "a search by anyone but you, or by the first player or each player through the encounter deck and " \
           "discard pile: not applied"


def by_each(s: m.Effect) -> bool:
    """Whether search ``s`` is printed as each player's ("each player searches the encounter deck for X and reveals
    it"): one search per player, in player order from the first player, each revealing (or putting into play,
    "engaged with them") the card it finds."""
    w = s.searcher
    return w is not None and w.noun is N.PLAYER and w.quantifier is m.Quantifier.EACH and not w.filters \
        and not w.also and w.owner is None and w.count is None
