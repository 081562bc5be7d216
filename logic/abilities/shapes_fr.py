"""French noun phrases and effects shaped as their English twins.

The French grammar reads some wordings into a structure that differs from the one the English grammar
builds for the same card sentence ("en jeu" a zone with no English word, "mélangez dans votre deck X" its
target and source the other way round). The walk of `logic.abilities.grammar` calls these functions
on French trees only, so that the same card reads the same in both languages.

Promises
--------
- `zone_word_fr` names a French zone filter with the English word the English grammar prints for it
  ("in play", "in", "under", "from", "of"); "" where the French words name none of them.
- Each function returns its input unchanged when the French wording it describes is not there.
"""

from __future__ import annotations

from dataclasses import replace

from logic.abilities import model as m

__all__ = ["zone_word_fr", "np_fr", "effect_fr", "effects_fr", "options_fr", "otherwise_fr", "subject_pronoun_fr", "joined_fr",
           "owned_during_fr", "that_player_fr"]

#: the zones a card is taken out of: "une carte de votre main" reads "a card from your hand"
_FROM = frozenset({m.Noun.HAND, m.Noun.DECK, m.Noun.ENCOUNTER_DECK, m.Noun.DISCARD_PILE, m.Noun.GAME, m.Noun.VICTORY_DISPLAY, m.Noun.CAMPAIGN_POOL,
                   m.Noun.SET_ASIDE_AREA})
_OF = frozenset({"de", "d'", "du", "des"})


def zone_word_fr(words: list[str], target: m.Target | None) -> str:
    """The English word of a French zone filter, from its own tokens ``words`` and the zone ``target``.

    >>> zone_word_fr(["en", "jeu"], None)
    'in play'
    >>> zone_word_fr(["de"], m.Target(noun=m.Noun.HAND))
    'from'
    >>> zone_word_fr(["dans"], m.Target(noun=m.Noun.DECK))
    'in'
    """
    low = [w.lower() for w in words]
    if low == ["en", "jeu"]:
        return "in play"
    if not low:
        return ""
    if low[0] == "dans":
        return "in"
    if low[0] == "sous":
        return "under"
    if low[0] in _OF:
        return "from" if target is not None and target.noun in _FROM else "of"
    return ""


def _attack_owner(t: m.Target | None) -> m.Target | None:
    """"les attaques d'Apocalypse": the attacks owned by Apocalypse, as English "Apocalypse's attacks" reads."""
    if t is None or t.noun is not m.Noun.ATTACK or t.owner is not None:
        return t
    of = [f for f in t.filters if f.kind is m.FilterKind.ZONE and f.value == "of" and f.target is not None]
    if len(of) != 1 or of[0].target.noun in _FROM:
        return t
    return replace(t, filters=tuple(f for f in t.filters if f is not of[0]), owner=of[0].target)


def _into_deck(eff: m.Effect) -> m.Effect:
    """"mélangez X dans le deck Rencontre" (X's zone filter "in" the deck) and "mélangez dans votre deck X" (the
    deck read first): X the target, the deck the source, as English "shuffle X into the encounter deck"."""
    decks = (m.Noun.DECK, m.Noun.ENCOUNTER_DECK)
    t, s = eff.target, eff.source
    if t is not None and s is not None and t.noun in decks and s.noun not in decks:
        return replace(eff, target=s, source=t)
    if t is not None and s is None and t.filters and t.noun not in decks:
        last = t.filters[-1]
        if last.kind is m.FilterKind.ZONE and last.value == "in" and last.target is not None \
                and last.target.noun in decks:
            return replace(eff, target=replace(t, filters=t.filters[:-1]), source=last.target)
    return eff


def _given_to_player(eff: m.Effect) -> m.Effect:
    """"Donnez cette carte au joueur de Scott Lang": English "Give to the Scott Lang player" (the player, by the
    hero's name, is the target; the card given is this one, unsaid)."""
    t, s = eff.target, eff.source
    if t is None or s is None or t.noun is not m.Noun.THIS_CARD or s.noun is not m.Noun.PLAYER or len(s.filters) != 1:
        return eff
    f = s.filters[0]
    if f.kind is not m.FilterKind.ZONE or f.target is None or f.target.noun is not m.Noun.NAMED_CARD:
        return eff
    return replace(eff, target=replace(s, filters=(m.Filter(m.FilterKind.TRAIT, f.target.name),)), source=None)


def that_player_fr(t: m.Target | None) -> m.Target | None:
    """"ce joueur" as a subject ("ce joueur peut piocher 1 carte"): English "that player" (`_that_player`)."""
    return _that_player(t) if isinstance(t, m.Target) else t


def _that_player(t: m.Target | None) -> m.Target | None:
    """"ce joueur": English "that player", the player named before (IT, a player)."""
    if t is not None and t.noun is m.Noun.PLAYER and t.quantifier is m.Quantifier.THIS and not t.filters \
            and t.owner is None:
        return m.Target(noun=m.Noun.IT, is_a=m.Noun.PLAYER)
    return t


def _searched_in(eff: m.Effect) -> m.Effect:
    """"cherchez X dans votre deck", "cherchez X parmi les 5 cartes du dessus de votre deck" (the zone a filter of
    X): English "search <zone> for X", the zone the target and X the source."""
    t = eff.target
    if eff.source is not None or t is None or not t.filters:
        return eff
    last = t.filters[-1]
    inner = last.target.filters[-1] if last.kind is m.FilterKind.ZONE and last.value == "of" and last.target \
        is not None and last.target.noun is m.Noun.NAMED_CARD and last.target.filters else None
    if inner is not None and inner.kind is m.FilterKind.ZONE and inner.value in ("in", "among") \
            and inner.target is not None and t.noun is m.Noun.CARD and t.quantifier is m.Quantifier.A \
            and len(t.filters) == 1:   # "cherchez un exemplaire de X dans votre deck": "a copy of X", the deck searched
        copy = replace(t, filters=(m.Filter(m.FilterKind.CARD_TYPE, "copy"),
                                   replace(last, target=replace(last.target, filters=last.target.filters[:-1]))))
        t, last = replace(copy, filters=copy.filters + (inner,)), inner
    if last.kind is not m.FilterKind.ZONE or last.value not in ("in", "among") or last.target is None:
        return eff
    zone = last.target   # "votre deck ou votre pile de défausse": English "your deck and discard pile", one owner
    if zone.owner is not None and zone.also and all(a.owner == zone.owner for a in zone.also):
        zone = replace(zone, also=tuple(replace(a, owner=None) for a in zone.also))
    return replace(eff, target=zone, source=replace(t, filters=t.filters[:-1]))


def _put_engaged(eff: m.Effect) -> m.Effect:
    """"mettez-le en jeu engagé avec vous": English "put it into play engaged with you" (no zone filter, the
    player engaged the source)."""
    t = eff.target
    if t is None:
        return eff
    fs = [f for f in t.filters if not (f.kind is m.FilterKind.ZONE and f.value == "in play" and f.target is None)]
    if eff.source is not None and t.noun is not m.Noun.IT:   # "mettez ce sbire en jeu, engagé avec vous": "en jeu" the verb's
        return replace(eff, target=replace(t, filters=tuple(fs))) if len(fs) == len(t.filters) - 1 else eff
    engaged = [f for f in fs if f.kind is m.FilterKind.ENGAGED_WITH and f.target is not None]
    if len(fs) != len(t.filters) - 1 and not engaged:   # "mettez en jeu X engagé avec vous": "en jeu" the verb's
        return eff
    if not engaged:    # "mettez cette carte en jeu": English "put this card into play"
        return replace(eff, target=replace(t, filters=tuple(fs)))
    if len(engaged) != 1:
        return eff
    return replace(eff, target=replace(t, filters=tuple(f for f in fs if f is not engaged[0])), source=engaged[0].target)


def _discarded_from_top(eff: m.Effect) -> m.Effect:
    """"défaussez des cartes du dessus du deck Rencontre jusqu'à ...": English "discard cards from the top of the
    encounter deck until ...", the deck one zone filter "from the top of"."""
    t = eff.target
    if t is None or t.noun is not m.Noun.CARD or len(t.filters) != 2:
        return eff
    pos, of = t.filters
    if pos.kind is not m.FilterKind.POSITION or pos.value != "top" or pos.target is not None \
            or of.kind is not m.FilterKind.ZONE or of.value != "of" or of.target is None:
        return eff
    return replace(eff, target=replace(t, quantifier=m.Quantifier.THE,
                                       filters=(m.Filter(m.FilterKind.ZONE, "from the top of", of.target),)))


def _counted_on_self(eff: m.Effect) -> m.Effect:
    """"Ant-Man gagne +1 PV pour chaque jeton Pym sur lui": English "... for each pym counter on him", the counters
    on this card."""
    a, t = eff.amount, eff.target
    if a is None or a.per is None or t is None or t.noun not in (m.Noun.NAMED_CARD, m.Noun.THIS_CARD):
        return eff
    fs = a.per.filters
    if len(fs) != 1 or fs[0].kind is not m.FilterKind.ZONE or fs[0].value != "on" or fs[0].target is None \
            or fs[0].target != m.Target(noun=m.Noun.IT):
        return eff
    per = replace(a.per, filters=(m.Filter(m.FilterKind.ZONE, "on", m.Target(noun=m.Noun.THIS_CARD)),))
    return replace(eff, amount=replace(a, per=per))


def _counted_here(eff: m.Effect) -> m.Effect:
    """"Le Fléau gagne +1 ATQ pour chaque jeton Inertie" (the counters' place unsaid, on the card's own stat): English
    "Juggernaut gets +1 ATK for each momentum counter here", the counters on this card."""
    a, t = eff.amount, eff.target
    if a.per.noun is not m.Noun.COUNTER or a.per.filters or t is None or t.noun is not m.Noun.THIS_CARD:
        return eff
    here = m.Filter(m.FilterKind.ZONE, "here", m.Target(noun=m.Noun.THIS_CARD))
    return replace(eff, amount=replace(a, per=replace(a.per, filters=(here,))))


def _to_hand(eff: m.Effect) -> m.Effect:
    """"ajoutez à votre main X" (the hand read first) and "renvoyez X dans votre main" (the hand a zone filter of X):
    English "add X to your hand", "return X to your hand", X the target and the hand the source."""
    t, s = eff.target, eff.source
    if t is not None and s is not None and t.noun is m.Noun.HAND and s.noun is not m.Noun.HAND:
        return replace(eff, target=s, source=t)
    if t is not None and s is None and t.filters:
        last = t.filters[-1]
        if last.kind is m.FilterKind.ZONE and last.value == "in" and last.target is not None \
                and last.target.noun is m.Noun.HAND:
            return replace(eff, target=replace(t, filters=t.filters[:-1]), source=last.target)
    return eff


def effect_fr(eff: m.Effect) -> m.Effect:
    """One French effect shaped as its English twin (see the module); unchanged when no French wording applies."""
    k = eff.kind
    eff = replace(eff, target=_that_player(_attack_owner(eff.target)))
    if k is m.EffectKind.SHUFFLE:
        return _into_deck(eff)
    if k is m.EffectKind.MODIFY_STAT and eff.amount is not None and eff.amount.per is not None \
            and eff.amount.per.noun is m.Noun.COUNTER:
        return _counted_here(_counted_on_self(eff))
    if k is m.EffectKind.RESOLVE_ABILITY and eff.target is not None and eff.target.noun is m.Noun.EFFECT \
            and eff.target.owner is None and len(eff.target.filters) == 1 \
            and eff.target.filters[0].kind is m.FilterKind.ZONE and eff.target.filters[0].target is not None \
            and eff.target.filters[0].target.noun is m.Noun.THIS_CARD:
        # "résolvez la capacité "X" de cette carte": English "resolve this card's "X" ability", the card its owner
        # (of another card, English too prints "the "X" ability on <card>": a zone filter "on", kept)
        return replace(eff, target=replace(eff.target, filters=(), owner=eff.target.filters[0].target))
    if k is m.EffectKind.DISCARD_UNTIL:
        return _discarded_from_top(eff)
    if k is m.EffectKind.SEARCH:
        return _searched_in(eff)
    if k is m.EffectKind.PUT_INTO_PLAY:
        return _put_engaged(eff)
    if k is m.EffectKind.GIVE_TO:
        return _given_to_player(eff)
    if k is m.EffectKind.ATTACH and eff.target is not None and eff.source is not None \
            and eff.target.noun is m.Noun.IT and eff.target.is_a is None:
        # "attachez-la au méchant": English "attach to the villain" ("attachez cette carte à X" stays English
        # "attach this card to X", its twin in most cards)
        return replace(eff, target=eff.source, source=None)
    if k is m.EffectKind.RETURN_TO_HAND:
        return _to_hand(eff)
    if k is m.EffectKind.DRAW and eff.amount is None and eff.target == m.Target(noun=m.Noun.CARD, quantifier=m.Quantifier.A):
        return replace(eff, amount=m.Amount(value=1), target=None)   # "piochez une carte": English "draw 1 card"
    if k is m.EffectKind.PLACE_COUNTERS and eff.source is not None and eff.source.noun is m.Noun.IT \
            and eff.target is not None and eff.target.noun is m.Noun.THIS_CARD:  # "entre en jeu avec 2 jetons sur elle"
        return replace(eff, source=None)
    return eff


def effects_fr(built):
    """`effect_fr` on each effect of what an effect rule built (an effect, or effects and links)."""
    if isinstance(built, m.Effect):
        return effect_fr(built)
    if isinstance(built, list):
        return [effect_fr(x) if isinstance(x, m.Effect) else x for x in built]
    return built


def np_fr(t: m.Target) -> m.Target:
    """"la carte du dessus de votre deck" (the deck inside the position filter): English "the top card of your
    deck", a position with no target and the deck a zone filter "of"; "une autre carte": "another card"; "un
    événement du set X": "an X event"; "cette nouvelle attaque": "that attack"."""
    if t.noun is m.Noun.ATTACK and t.quantifier is m.Quantifier.THAT and not t.filters and t.owner is None:
        return m.Target(noun=m.Noun.IT, is_a=m.Noun.ATTACK)   # "cette nouvelle attaque": English "that attack"
    if t.noun is m.Noun.CARD and t.quantifier is m.Quantifier.THE and t.owner == m.Target(noun=m.Noun.YOU) \
            and not t.also and t.filters == (m.Filter(m.FilterKind.CARD_TYPE, "identity"),):
        return m.Target(noun=m.Noun.YOU)                       # "votre carte Identité": English "your identity card"
    if t.noun is m.Noun.CARD and t.quantifier is m.Quantifier.THE and t.owner is None and not t.also \
            and t.filters == (m.Filter(m.FilterKind.ACTED_ON, "discarded"),):
        return m.Target(noun=m.Noun.IT, is_a=m.Noun.CARD)     # "la carte défaussée": English "that card"
    if t.noun in (m.Noun.RESOURCE_ICON, m.Noun.BOOST_ICON) and len(t.filters) == 1 \
            and t.filters[0].kind is m.FilterKind.ZONE and t.filters[0].value == "of" \
            and t.filters[0].target == m.Target(noun=m.Noun.IT, is_a=m.Noun.CARD):
        return replace(t, filters=(replace(t.filters[0], value="on"),))   # "(les icônes) de cette carte": "on that card"
    fs = list(t.filters)
    for i, f in enumerate(fs):   # "un événement du set Deadpool": English "a Deadpool event" (the set a trait)
        if f.kind is m.FilterKind.ZONE and f.value == "of" and f.target is not None \
                and f.target.noun is m.Noun.ENCOUNTER_SET and f.target.filters \
                and f.target.filters[0].kind is m.FilterKind.TRAIT and f.target.owner is None:
            fs[i:i + 1] = list(f.target.filters)
            t = replace(t, filters=tuple(fs))
            break
    other = [f for f in fs if f.kind is m.FilterKind.OTHER and f.value == "other" and f.target is None]
    if t.quantifier is m.Quantifier.A and len(other) == 1:   # "une autre carte": English "another card"
        fs.remove(other[0])
        t = replace(t, quantifier=m.Quantifier.ANOTHER, filters=tuple(fs))
    if t.noun is m.Noun.STATUS_CARD and any(f.kind is m.FilterKind.ZONE and f.value == "of" for f in fs):
        fs = [replace(f, value="from") if f.kind is m.FilterKind.ZONE and f.value == "of" else f for f in fs]
        t = replace(t, filters=tuple(fs))   # "chaque carte d'état du méchant": "each status card from the villain"
    for i, f in enumerate(fs):
        if f.kind is m.FilterKind.POSITION and f.value in ("top", "bottom") and f.target is not None \
                and f.target.noun in (m.Noun.DECK, m.Noun.ENCOUNTER_DECK) and not f.target.filters \
                and not any(g.kind is m.FilterKind.ZONE for g in fs):
            fs[i:i + 1] = [m.Filter(f.kind, f.value), m.Filter(m.FilterKind.ZONE, "of", f.target)]
            return replace(t, filters=tuple(fs))
    return t


def options_fr(items: list) -> list:
    """"(choisissez :) soit A, soit B" in one sentence: English "(choose to) either A or B", the items A, OR, B
    (the French sentence's two option links are the English choice's one "or"; option lines printed one per
    sentence, "- A", keep theirs)."""
    at = [i for i, x in enumerate(items) if x is m.Link.OPTION]
    effects = [i for i, x in enumerate(items) if isinstance(x, m.Effect)]
    if len(at) != 2 or not effects or at[0] > effects[0] or any(isinstance(x, m.Link) for x in items if x is not
                                                                    m.Link.OPTION):
        return items
    out = list(items)
    out[at[1]] = m.Link.OR
    del out[at[0]]
    return out


def otherwise_fr(items: list) -> list:
    """"Si vous ne le faites pas, <effets>" (a condition "you did not", nothing named that you did not do): English "If
    you do not, <effects>", the link OTHERWISE to the choice before."""
    did_not = m.Predicate(kind=m.PredicateKind.DID_NOT, subject=m.Target(noun=m.Noun.YOU))
    return [m.Link.OTHERWISE if isinstance(x, m.Condition) and x.kind is m.ConditionKind.IF and x.predicate == did_not
            else x for x in items]


def subject_pronoun_fr(eff: m.Effect, trigger: m.Trigger | None) -> m.Effect:
    """"Quand Klaw attaque, donnez-lui 1 carte de boost supplémentaire", "quand le Collectionneur est censé être vaincu,
    ... retournez-le": the pronoun is the trigger's subject, this card (the trigger names no object it could be), as
    English "give him ...", "flip this card" read (THIS_CARD)."""
    if eff.kind not in (m.EffectKind.GIVE_BOOST, m.EffectKind.FLIP) or eff.target != m.Target(noun=m.Noun.IT) or trigger is None \
            or trigger.object is not None or trigger.subject != m.Target(noun=m.Noun.THIS_CARD):
        return eff
    return replace(eff, target=trigger.subject)


def joined_fr(t: m.Target) -> m.Target:
    """Two noun phrases joined ("X ou Y"), as English prints them: "1 soutien ou 1 amélioration" reads English "1 support
    or upgrade" (the number printed once); "le soutien ou l'amélioration ... ayant le coût le plus élevé" reads English
    "the highest-cost upgrade or support ..." (the superlative on the first)."""
    if not t.also:
        return t
    if t.count is not None and all(a.count == t.count and a.quantifier is t.quantifier for a in t.also):
        t = replace(t, also=tuple(replace(a, count=None, quantifier=m.Quantifier.THE) for a in t.also))
    sup = [f for f in t.also[-1].filters if f.kind is m.FilterKind.SUPERLATIVE]
    if len(sup) == 1 and not any(f.kind is m.FilterKind.SUPERLATIVE for f in t.filters):
        last = replace(t.also[-1], filters=tuple(f for f in t.also[-1].filters if f is not sup[0]))
        t = replace(t, filters=t.filters + (sup[0],), also=t.also[:-1] + (last,))
    return t


def owned_during_fr(t: m.Target) -> m.Target:
    """"lors de l'activation de Mysterio": the activation Mysterio's (its owner), as English "during Mysterio's
    activation" reads; an attack's owner as `_attack_owner`. Any other target unchanged."""
    if t.noun is m.Noun.ACTIVATION:
        return replace(_attack_owner(replace(t, noun=m.Noun.ATTACK)), noun=m.Noun.ACTIVATION)
    return _attack_owner(t)
