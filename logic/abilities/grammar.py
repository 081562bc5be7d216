"""The ability grammars (``en.lark``, ``fr.lark``, ``de.lark``) and what their trees build.

`parse(tokens, start)` parses a canonical sentence (`logic.abilities.tokens`) with lark's LALR
parser and turns the tree into the items of `logic.abilities.model` (`Effect`, `Trigger`,
`Condition`, `Cost`, `Keyword`, `Limit`, and `Link` markers), each with its span in the sentence.

Rule names carry the catalogue value they build (``eff_deal_damage`` builds an
`EffectKind.DEAL_DAMAGE` effect); `check_catalogue` proves when the grammar loads that every such
name is a member of its closed catalogue, so the grammar cannot invent a kind.

Every language's grammar uses the rule names of ``en.lark``, so this one walk builds the same
structure from each; the few words whose meaning the walk reads ("up to", "twice", "may", a
filter's word) are taken in their English spelling (`logic.abilities.languages`).
"""

from __future__ import annotations

import hashlib
import re
import threading
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import LarkError
from lark.lexer import PatternStr

from logic.abilities import model as m
from logic.abilities.shapes_fr import (effect_fr, effects_fr, joined_fr, np_fr, options_fr, otherwise_fr,
                                       owned_during_fr, that_player_fr, zone_word_fr)
from logic.abilities.fastparse import FastParser, StoppedAt, compact, load_lazily
from logic.abilities.languages import language
from logic.abilities.performer import performed_by
from logic.abilities.tokens import Tokens

__all__ = ["Grammar", "grammar", "ParseFailed", "LANGUAGES"]

LANGUAGES = ("en", "fr", "de")

#: rule-name prefix -> the catalogue its suffix must belong to
_CATALOGUES = {
    "eff_": m.EffectKind, "ev_": m.EventKind, "cost_": m.CostKind, "pred_": m.PredicateKind,
    "cond_": m.ConditionKind, "kw_": m.KeywordName, "n_": m.Noun, "q_": m.Quantifier, "f_": m.FilterKind,
    "st_": m.Stat, "ss_": m.Status, "dur_": m.Duration, "z_": m.Zone, "per_": m.Period, "tim_": m.Timing,
    "link_": m.Link, "did_": m.EventKind, "rem_": m.Reminder,
}
#: the words an English ``n_event`` keeps before "event" ("an Attack event"): the printed trait each names
_EVENT_TRAITS = {"attack": "Attack", "thwart": "Thwart", "defense": "Defense"}
#: rules whose name says more than their catalogue value: rule -> the value it builds
_ALIASES = {"link_if_you_do_to": m.Link.IF_YOU_DO, "link_if_you_do_not": m.Link.OTHERWISE,
            "f_activation_order": m.FilterKind.POSITION, "f_acted_on_pre": m.FilterKind.ACTED_ON,
            "f_superlative_pre": m.FilterKind.SUPERLATIVE,
            "f_with_trait": m.FilterKind.TRAIT, "f_unique_icon": m.FilterKind.UNIQUE,
            "f_attacking": m.FilterKind.ACTIVE,
            "q_each_of": m.Quantifier.EACH, "f_tucked": m.FilterKind.ZONE, "f_resource_pre": m.FilterKind.RESOURCE,
            "link_and_elided": m.Link.AND, "eff_place_threat_elided": m.EffectKind.PLACE_THREAT,   # s12-engram5
            "eff_remove_threat_elided": m.EffectKind.REMOVE_THREAT}
_FORMS = {"form_hero": "hero", "form_alter_ego": "alter_ego", "form_mass": "mass"}


class ParseFailed(Exception):
    """The grammar does not read this text (whole, from this start rule)."""


@lru_cache(maxsize=None)
def _prefix(name: str) -> tuple[str, type] | None:
    """The catalogue prefix of a rule name and its catalogue, or None (memoised: asked once per tree node)."""
    for p, cat in _CATALOGUES.items():
        if name.startswith(p):
            return p, cat
    return None


@lru_cache(maxsize=None)
def _catalogue_value(name: str) -> tuple[str, object] | None:
    """The catalogue prefix of a rule name and the catalogue value the rule builds (its alias's, else its
    suffix's), or None (memoised: asked once per tree node; a catalogue's values are its own singletons)."""
    hit = _prefix(name)
    if hit is None:
        return None
    return hit[0], _ALIASES[name] if name in _ALIASES else hit[1](name[len(hit[0]):])


@lru_cache(maxsize=None)
def _values(catalogue: type) -> frozenset[str]:
    """The values of a closed catalogue (memoised: asked once per grammar rule)."""
    return frozenset(e.value for e in catalogue)


def check_catalogue(parser: Lark) -> None:
    """Raise ValueError naming any rule whose prefix names a catalogue that lacks its suffix."""
    bad = []
    for rule in parser.rules:
        name = rule.origin.name
        name = name.value if hasattr(name, "value") else str(name)
        hit = _prefix(name)
        if hit and name not in _ALIASES and name[len(hit[0]):] not in _values(hit[1]):
            bad.append(name)
    if bad:
        raise ValueError("grammar rules outside the closed catalogues: " + ", ".join(sorted(set(bad))))


@dataclass(frozen=True)
class _Marker:
    """A piece of a rule's children that is not a model object: 'may', 'each_time', a form ..."""
    what: str
    value: object = None


class _Build:
    """Turns one parse tree into model items; spans map back through ``tokens``."""

    def __init__(self, tokens: Tokens, text: str, offset: int = 0, lang: str = "en"):
        self.tokens, self.text, self.offset = tokens, text, offset
        self.canon = language(lang).canon_word
        self.language = language(lang)

    def words(self, tokens) -> list[str]:
        """The words of ``tokens`` in their English spelling (`logic.abilities.languages`), so that
        what the walk reads off a word is the same in every language."""
        return [w for w in (self.canon(str(t)) for t in tokens) if w]

    def span(self, tree: Tree) -> m.Span:
        meta = tree.meta
        if getattr(meta, "empty", True):
            return (0, 0)
        return self.tokens.span(meta.start_pos - self.offset, meta.end_pos - self.offset)

    def original(self, tok: Token) -> str:
        s, e = self.original_span(tok)
        return self.text[s:e]

    def original_span(self, tok: Token) -> m.Span:
        """The span in the sentence of one token of the tree."""
        return self.tokens.span(tok.start_pos - self.offset, tok.end_pos - self.offset)

    # -- the walk -----------------------------------------------------------------------------
    def build(self, node):
        if isinstance(node, Token):
            return self.token(node)
        kids = [self.build(c) for c in node.children]
        kids = [k for k in kids if k is not None]
        name = node.data.value if isinstance(node.data, Token) else node.data
        hit = _catalogue_value(name)
        if hit:
            value = hit[1]
            if hit[0] == "eff_" and self.language.code == "fr":   # French wordings shaped as their English twins
                return effects_fr(self.make(hit[0], value, kids, node))
            return self.make(hit[0], value, kids, node)
        fn = getattr(self, "r_" + name, None)
        if fn is not None:
            return fn(kids, node)
        if name in _FORMS:
            return _Marker("form", _FORMS[name])
        return kids if len(kids) != 1 else kids[0]

    def token(self, tok: Token):
        if tok.type == "NUMBER":
            return m.Amount(value=int(tok))
        if tok.type == "MOD":
            v = str(tok)
            return _Marker("mod", v)
        if tok.type == "NAME":
            return _Marker("name", self.original(tok))
        if tok.type == "QUOTE":
            return _Marker("quote", self.original(tok))
        if tok.type == "WORD":
            return _Marker("word", str(tok))
        return None

    # -- helpers -------------------------------------------------------------------------------
    @staticmethod
    def flat(kids) -> list:
        out = []
        for k in kids:
            if isinstance(k, list):
                out += _Build.flat(k)
            else:
                out.append(k)
        return out

    @staticmethod
    def first(kids, kind):
        for k in kids:
            if isinstance(k, kind):
                return k
        return None

    @staticmethod
    def all(kids, kind) -> list:
        return [k for k in kids if isinstance(k, kind)]

    @staticmethod
    def marker(kids, what):
        for k in kids:
            if isinstance(k, _Marker) and k.what == what:
                return k.value
        return None

    # -- catalogue rules -------------------------------------------------------------------------
    def make(self, prefix: str, value, kids, node):
        kids = self.flat(kids)
        span = self.span(node)
        targets = self.all(kids, m.Target)
        amount = self.first(kids, m.Amount)
        if prefix in ("eff_", "cost_", "pred_", "f_", "kw_") and self.marker(kids, "source") is not None \
                and self.marker(kids, "forbids") is None:  # "cannot be removed ... by Y": the forbidden event's source
            raise ParseFailed("an attack that causes an event, outside an event")  # "with a basic attack"
        if prefix == "eff_":
            mod = self.marker(kids, "mod")
            stats = self.all(kids, m.Stat)
            target = targets[0] if targets else None
            source = targets[1] if len(targets) > 1 else None
            if target is None and value is m.EffectKind.MODIFY_STAT and self.language.code == "fr":
                target = self.marker(kids, "owner")   # "votre taille de main augmente de +1": English "you get +1 hand size"
            until = self.marker(kids, "until")
            if value is m.EffectKind.DISCARD_UNTIL:
                until, source = until or source, None
            if value is m.EffectKind.SKIP:  # "do not give X a boost card": the step skipped, on its target
                inner = self.first(kids, m.Effect)
                return m.Effect(kind=value, skips=inner.kind if inner else m.EffectKind.GIVE_BOOST,
                                target=inner.target if inner else target, span=span)  # "that attack does not
                #                                                                          get a boost card"
            forbids = self.marker(kids, "forbids")
            if forbids is not None:  # "threat cannot be removed from X (by Y)"
                source = self.marker(kids, "source")
            if value is m.EffectKind.MODIFY_STAT and {"reduce", "reducing"} & set(self.words(t for t in node.children if isinstance(t, Token))) and amount is not None and amount.value is not None:  # "reduce the cost ... by 2"
                amount = replace(amount, value=-amount.value)
            if mod is not None:
                amount = m.Amount(value=None if mod[1:] == "x" else int(mod), variable="X" if mod[1:] == "x" else None)
            if amount is None and value in (m.EffectKind.HEAL, m.EffectKind.REMOVE_THREAT) and "all" in \
                    self.words(t for t in node.children if isinstance(t, Token)):   # "heal all damage from X",
                amount = m.Amount(variable="all")                                  # "remove all threat from X"
            per = self.marker(kids, "per")   # "réduisez de 1 le coût pour jouer X pour chaque Y": counted per Y
            if per is not None and amount is not None and amount.per is None:
                amount = replace(amount, per=per)
            if self.language.code != "en" and amount is not None and not amount.additional and "additional" in \
                    self.words(t for t in node.children if isinstance(t, Token)):  # "1 dégât supplémentaire"
                amount = replace(amount, additional=True)
            kws = self.all(kids, m.KeywordName) + [k.name for k in self.all(kids, m.Keyword)]
            if value is m.EffectKind.REMOVE_FROM_GAME and not (
                    target and target.filters and target.filters[-1].kind is m.FilterKind.ZONE
                    and target.filters[-1].target is not None and target.filters[-1].target.noun is m.Noun.GAME):
                raise ParseFailed("remove ... from somewhere that is not the game")
            if value is m.EffectKind.JOIN_AREA and not (target and target.noun is m.Noun.PLAY_AREA):
                raise ParseFailed("join something that is not a game area")
            if value is m.EffectKind.PUT_ON_DECK and target and target.filters \
                    and target.filters[-1].kind is m.FilterKind.ZONE and target.filters[-1].target is not None \
                    and target.filters[-1].target.noun is m.Noun.DISCARD_PILE:  # "place X in the Y discard pile"
                value = m.EffectKind.DISCARD
            after = self.marker(kids, "zone_after")   # "put X into play from your hand": X from there
            if after is not None and target is not None:
                target = replace(target, filters=target.filters + (after,))
            if self.marker(kids, "recipient_first") is not None and len(targets) == 2:  # French "attribuez-vous
                targets = [targets[1], targets[0]]        # cette carte", "attachez-lui cette carte": the card first
                target, source = targets[0], targets[1]
            given = None
            if value in (m.EffectKind.GIVE_BOOST, m.EffectKind.DEAL_ENCOUNTER) and len(targets) == 2 and "as" in \
                    self.words(t for t in node.children if isinstance(t, Token)):  # "give X to Y as a facedown boost
                given, target, source = targets[0], targets[1], None               # card", "deal X to Y as a ..."
            if target is None and value is m.EffectKind.CANNOT:  # "(gains surge) and cannot be canceled"
                target = m.Target(noun=m.Noun.IT)
            if value is m.EffectKind.CANNOT and forbids is None:   # "X cannot take damage": the event it forbids
                forbids = self.forbidden_event(node)
            if target is None and value is m.EffectKind.VICTORY_DISPLAY:  # "add this to the victory display"
                target = m.Target(noun=m.Noun.THIS_CARD)
            if value is m.EffectKind.PUT_ON_DECK and not (
                    target and target.filters and target.filters[-1].kind is m.FilterKind.POSITION
                    and target.filters[-1].target is not None):
                raise ParseFailed("put ... somewhere that is not the top or bottom of a deck")
            status = self.first(kids, m.Status)
            if status is None and value is m.EffectKind.GIVE_STATUS:  # "stun X", "betäube X": the verb names it
                status = self.verb_status(node)
                if len(targets) == 2 and {"stuns", "confuses"} & set(self.words(
                        t for t in node.children if isinstance(t, Token))):  # "X confuses Y": Y gets it, X gives it
                    target, source = targets[1], targets[0]
            if value is m.EffectKind.GAIN_KEYWORD:
                return self.gained_keywords(kids, target, span)
            if value is m.EffectKind.GAIN_TRAIT:   # "gains the Aerial trait": the trait, as printed
                return m.Effect(kind=value, target=target, span=span, trait=next(
                    (self.original(t) for t in node.children if isinstance(t, Token) and t.type in ("NAME", "WORD")), ""))
            procedure = self.verb_procedure(node) if value is m.EffectKind.ACTIVATE else None
            side = self.side_name(node) if value is m.EffectKind.FLIP else ""   # "flip it to its High side"
            searcher = None
            if value is m.EffectKind.SEARCH and len(targets) == 3 and self.language.code == "en":
                searcher, target, source = targets   # "the first player searches the encounter deck for X"
            eff = m.Effect(kind=value, amount=amount, target=target, source=source, procedure=procedure,
                            status=status, stat=stats[0] if stats else None,
                            keyword=kws[0] if kws else None, zone=self.first(kids, m.Zone),
                            counter=self.marker(kids, "counter") or "",
                            resources=tuple(k.value for k in kids if isinstance(k, _Marker) and k.what == "icon"),
                            form=self.marker(kids, "form") or "", until=until,
                            controller=self.marker(kids, "controller"), forbids=forbids,
                            stage=self.marker(kids, "stage") or "", as_card=self.marker(kids, "as"),
                            given=given, divided="among" in self.words(t for t in node.children if isinstance(t, Token)),
                            form_name=(self.marker(kids, "name") or "") if value is m.EffectKind.FLIP and not side else "",
                            side=side, searcher=searcher, maximum=self.marker(kids, "maximum"), span=span)
            mods = [k.value for k in kids if isinstance(k, _Marker) and k.what == "mod"]
            if value is m.EffectKind.MODIFY_STAT and len(mods) > 1 and len(mods) == len(stats):
                out: list = []       # "gets +1 THW, +1 ATK and +2 DEF": one modifier per stat, in the printed order
                for mod_k, stat_k in zip(mods, stats):
                    out += ([m.Link.AND] if out else []) + [replace(eff, stat=stat_k, amount=m.Amount(
                        value=None if mod_k[1:] == "x" else int(mod_k), variable="X" if mod_k[1:] == "x" else None))]
                return out
            return eff
        if prefix == "ev_":
            inner = [k for k in kids if isinstance(k, _Marker) and k.what == "event"]  # "engages you or activates"
            extras = self.event_extras(kids, amount)
            if value in (m.EventKind.ATTACK, m.EventKind.THWART):   # "attacks / thwarts and defeats X"
                extras.update(self.joined_event(node, targets))
            return [_Marker("event", (value, targets, span, extras))] + inner
        if prefix == "cost_":
            same = bool({"same", "même"} & {str(t) for t in node.children if isinstance(t, Token)})   # "of the same type"
            return m.Cost(kind=value, amount=amount, target=targets[0] if targets else None, same_type=same,
                          resources=tuple(k.value for k in kids if isinstance(k, _Marker) and k.what == "icon"),
                          counter=self.marker(kids, "counter") or "", span=span)
        if prefix == "did_":  # what happened, in a predicate: the event and what it names (the predicate's object)
            return [_Marker("did", value)] + [k for k in kids if isinstance(k, (m.Target, _Marker))]
        if prefix == "pred_":
            words = [str(t) for t in node.children if isinstance(t, Token)]
            if "than" in words and amount is not None and amount.value is not None:  # "more than 1": at least 2
                amount = replace(amount, value=amount.value + 1)
            if value is m.PredicateKind.IS_CARD:  # "the villain is Avalanche"
                targets = targets + [m.Target(noun=m.Noun.NAMED_CARD, name=self.marker(kids, "name") or "")]
                kids = [k for k in kids if not (isinstance(k, _Marker) and k.what == "name")]
            side = ""
            if value is m.PredicateKind.ON_SIDE:  # "on its High side": the side's name, not a trait
                side = self.side_name(node)
                kids = [k for k in kids if not (isinstance(k, _Marker) and k.what in ("name", "word"))]
            stat = self.first(kids, m.Stat)   # "has at least 1 hit point": what is counted, the amount's stat
            if value in (m.PredicateKind.COUNT_AT_LEAST, m.PredicateKind.COUNT_AT_MOST) and stat is m.Stat.HIT_POINTS:
                amount = replace(amount or m.Amount(value=0), stat=stat)
            form_name = ""
            if value is m.PredicateKind.IN_FORM:  # "in Biomorph form": the form's printed name, not a trait
                form_name = " ".join(k.value for k in kids if isinstance(k, _Marker) and k.what == "name")
                kids = [k for k in kids if not (isinstance(k, _Marker) and k.what == "name")]
            return m.Predicate(kind=value, subject=targets[0] if targets else None, event=self.marker(kids, "did"),
                               form_name=form_name,
                               negated=any(isinstance(k, _Marker) and k.what == "not" for k in kids),
                               object=targets[1] if len(targets) > 1 else None, amount=amount,
                               trait=" and ".join(k.value for k in kids if isinstance(k, _Marker) and k.what == "name"),
                               status=self.first(kids, m.Status),
                               form=self.marker(kids, "form") or "", counted=self.first(kids, m.Noun),
                               counter=self.marker(kids, "counter") or "",
                               resources=tuple(k.value for k in kids if isinstance(k, _Marker) and k.what == "icon"),
                               exclusive=any(isinstance(k, _Marker) and k.what == "only" for k in kids), side=side,
                               mode=_MODES.get(next((w for w in words if w in _MODES), ""), "")
                               if value is m.PredicateKind.IN_MODE else "",
                               period=self.first(kids, m.Duration))
        if prefix == "kw_":
            names = [k.value for k in kids if isinstance(k, _Marker) and k.what == "name"]
            mod = self.marker(kids, "mod")
            val = amount.value if amount else (int(mod) if mod and mod[1:] != "x" else None)
            var = amount.variable if amount else ("X" if mod and mod[1:] == "x" else None)
            trait = " and ".join(names)
            if value is m.KeywordName.FORM and not names:  # "Mass form."
                trait = (self.marker(kids, "form") or "").title()
            if value is m.KeywordName.TEAMWORK and {"guard", "garde"} & {str(t) for t in node.children if isinstance(t, Token)}:
                trait = self.text[span[0]:span[1]].partition("(")[2].partition(")")[0].strip()  # "Imperial Guard"
            return m.Keyword(name=value, value=val, variable=var, per_player=bool(amount and amount.per_player),
                             counters=self.marker(kids, "counter") or "", trait=trait, span=span,
                             resources=tuple(k.value for k in kids if isinstance(k, _Marker) and k.what == "icon"))
        if prefix == "f_":
            if value is m.FilterKind.TRAIT:
                names = [k.value for k in kids if isinstance(k, _Marker) and k.what == "name"]
                return m.Filter(value, " or ".join(names) or "X-Men")
            if value is m.FilterKind.NOT_TRAIT:  # "non-Elite", "without the Aerial trait": the trait named
                names = [k.value for k in kids if isinstance(k, _Marker) and k.what == "name"]
                words = [str(t) for t in node.children if isinstance(t, Token) and t.type in ("WORD", "NON_TRAIT")]
                return m.Filter(value, " or ".join(names) or words[-1].removeprefix("non-"))
            if value is m.FilterKind.SUPERLATIVE and node.data == "f_superlative_pre":  # "the highest-cost card"
                return m.Filter(value, " ".join(str(next(node.scan_values(lambda t: isinstance(t, Token)))).split("-")))
            if value is m.FilterKind.NOT_ATTACHED:  # "without a copy of X attached": X, less its "attached"
                t = _unattached(targets[0]) if targets else None
                if t is None:
                    raise ParseFailed("'without' a target that is not said to be attached")
                return m.Filter(value, "", t)
            if value is m.FilterKind.RESOURCE:  # "with a printed [mental] resource": the icons
                return m.Filter(value, " or ".join(k.value for k in kids if isinstance(k, _Marker) and k.what == "icon"))
            if node.data == "f_tucked":  # "tucked under Silk", "tucked here": under that card (here: this one)
                return m.Filter(value, "under", targets[0] if targets else m.Target(noun=m.Noun.THIS_CARD))
            if value is m.FilterKind.STATUS:  # "a stunned or confused character"
                return m.Filter(value, " or ".join(s.value for s in self.all(kids, m.Status)))
            if value is m.FilterKind.SUPERLATIVE and self.language.code != "en":  # "ayant la CTR la plus élevée"
                return m.Filter(value, self.superlative(node, kids))
            if value is m.FilterKind.SUPERLATIVE:  # "with the highest printed hit points"
                words = [str(t) for t in node.scan_values(lambda t: isinstance(t, Token))][2:]
                return m.Filter(value, " ".join(words))
            if value is m.FilterKind.FORM:  # "suit form", "mass form": the family's word and "form"
                return m.Filter(value, f"{self.marker(kids, 'form') or self.marker(kids, 'word') or ''} form".strip())
            words = self.words(t for t in node.children if isinstance(t, Token) and str(t) not in ("(", ")"))
            nouns = self.all(kids, m.Noun)
            target = targets[0] if targets else (
                m.Target(noun=nouns[-1], owner=self.marker(kids, "owner")) if nouns else None)
            if value is m.FilterKind.ZONE and self.language.code == "fr" and not words:
                words = [zone_word_fr([str(t) for t in node.children if isinstance(t, Token)], target)]
            return m.Filter(value, " ".join(w for w in words if w) or value.value, target)
        if prefix == "link_":
            return value
        if prefix == "tim_":
            return value
        if prefix == "cond_":
            return value
        if value is m.Noun.CARD:
            words = self.words(t for t in node.children if isinstance(t, Token))
            return [value] + [m.Filter(m.FilterKind.CARD_TYPE, w) for w in words if w not in ("card", "cards")]
        if value is m.Noun.EVENT:  # "an Attack / Thwart / Defense event": the trait printed before the noun
            return [value] + [m.Filter(m.FilterKind.TRAIT, _EVENT_TRAITS[str(t).lower()]) for t in node.children
                              if isinstance(t, Token) and str(t).lower() in _EVENT_TRAITS]
        if value is m.Noun.SIDE_SCHEME and "player" in self.words(t for t in node.children if isinstance(t, Token)):
            return [value, m.Filter(m.FilterKind.CARD_TYPE, "player")]   # "a player side scheme", as "a player card"
        if value is m.Noun.ATTACK:  # "an enemy attack": who performs it
            words = self.words(t for t in node.children if isinstance(t, Token))
            return [value] + [m.Filter(m.FilterKind.PERFORMER, w) for w in words if w != "attack"]
        if value is m.Noun.ACTIVATION:  # "a scheme activation"
            words = [str(t) for t in node.children if isinstance(t, Token)]
            return [value] + [m.Filter(m.FilterKind.ACTIVATION_KIND, w) for w in words if w in ("scheme", "attack")]
        if value is m.Noun.NAMED_CARD:
            if len(node.children) > 1:  # "Mission Team": a name that begins with a word the grammar knows
                return [value, _Marker("name", self.text[span[0]:span[1]])]
            return [value, self.marker(kids, "name") and _Marker("name", self.marker(kids, "name"))]
        if value is m.Quantifier.NUMBER and self.first(self.flat(kids), m.Amount) is not None:
            return [value, self.first(self.flat(kids), m.Amount)]   # "2 random cards": the number is the count
        if value is m.Noun.IT:  # "that enemy", "those cards": "it" keeps its noun as a type filter
            words = self.words(t for t in node.children if isinstance(t, Token))
            kind = _IS_A.get(words[-1]) if len(words) == 2 and words[0] in ("that", "those") \
                or words[:3] == ["each", "of", "those"] else None   # "each of those supports"
            return [value, _Marker("is_a", kind)] if kind is not None else value
        return value  # Noun, Quantifier, Stat, Status, Duration, Zone, Period

    def event_extras(self, kids, amount) -> dict:
        """What an event rule read besides its objects: the event's filters ("a basic attack"), its
        source ("by an enemy attack"), "during ...", a form changed to, and an amount ("any amount of")."""
        extras = {"filters": tuple(self.all(kids, m.Filter)), "amount": amount, "stats": tuple(self.all(kids, m.Stat))}
        for what in ("source", "not_source", "during", "form", "name", "counter"):
            v = self.marker(kids, what)
            if v is not None:
                extras[what] = v
        return extras

    def joined_event(self, node: Tree, targets: list) -> dict:
        """The event an attack's words join to it with "and" ("attacks and defeats a character", "attack
        and damage X"): ``{"joined": (EventKind, object or None, span)}``, or {} when there is none. Its
        object is the target printed after the joined verb (the last of ``targets``)."""
        lang, kids = self.language, node.children
        for i, c in enumerate(kids[:-1]):
            nxt = kids[i + 1]
            if isinstance(c, Token) and isinstance(nxt, Token) and str(c) in lang.and_words \
                    and str(nxt) in (lang.joined or {}):
                kind = m.EventKind.DEFEATS if lang.joined[str(nxt)] == "defeats" else m.EventKind.DEALS_DAMAGE
                after = [k for k in kids[i + 2:] if isinstance(k, Tree) and str(k.data) == "target"]
                start = self.tokens.span(c.start_pos - self.offset, c.end_pos - self.offset)[0]
                end = self.span(node)[1]
                return {"joined": (kind, targets[-1] if after and targets else None, (start, end))}
        return {}

    def superlative(self, node: Tree, kids) -> str:
        """A superlative filter of another language in its English wording ("highest printed thw", "most
        threat"): its degree, "printed"/"remaining", then what is compared (a stat, threat or damage)."""
        raw = [str(t) for t in node.scan_values(lambda t: isinstance(t, Token))]
        words = self.words(raw)
        degree = next((w for w in ("highest", "lowest", "fewest") if w in words), "most")
        stat = self.first(kids, m.Stat)
        what = stat.value.replace("_", " ") if stat else (
            "threat" if any(w.startswith("menace") for w in raw) else
            "damage" if any(w.startswith("dégât") for w in raw) else self.marker(kids, "counter") or "counters")
        return " ".join(w for w in (degree, "printed" if "printed" in words else "",
                                    "remaining" if "remaining" in words else "", what) if w)

    def r_team_word(self, kids, node):
        """The capitalised word of a keyword's own wording ("En Équipe"): no name, nothing built."""
        return None

    def r_by_source(self, kids, node):
        kids = self.flat(kids)
        if self.marker(kids, "not_source") is not None:  # "except by consequential damage"
            return _Marker("not_source", self.marker(kids, "not_source"))
        t = self.first(kids, m.Target)
        if t is None:  # "by consequential damage"
            t = m.Target(noun=m.Noun.DAMAGE, filters=tuple(self.all(kids, m.Filter)))
        return _Marker("source", t)

    def r_source_except(self, kids, node):
        return _Marker("not_source", m.Target(noun=m.Noun.DAMAGE, filters=tuple(self.all(self.flat(kids), m.Filter))))

    def r_amount_at_least(self, kids, node):
        n = self.first(self.flat(kids), m.Amount).value
        more_than = "than" in [str(t) for t in node.children if isinstance(t, Token)]
        return m.Amount(value=n + 1 if more_than else n, at_least=True)

    def r_self_possessive(self, kids, node):
        return m.Target(noun=m.Noun.THIS_CARD)

    def r_with_attack(self, kids, node):
        kids = self.flat(kids)
        single = any(isinstance(k, _Marker) and k.what == "single" for k in kids)
        return _Marker("source", m.Target(noun=m.Noun.ATTACK, quantifier=m.Quantifier.A,
                                          filters=tuple(self.all(kids, m.Filter)),
                                          count=m.Amount(value=1) if single else None))

    def r_during_attack(self, kids, node):
        kids = self.flat(kids)   # "while the villain attacks": during the villain's attack
        who = m.Target(noun=self.first(kids, m.Noun), quantifier=self.first(kids, m.Quantifier) or m.Quantifier.THE)
        return _Marker("during", m.Target(noun=m.Noun.ATTACK, owner=who))

    def r_deck_words(self, kids, node):
        return _Marker("name", " ".join(str(t) for t in node.children if isinstance(t, Token)))

    def r_enters_with_counters(self, kids, node):
        """"Enters play with 4 charge counters (on it)": counters placed on the card itself."""
        kids = self.flat(kids)
        return m.Effect(kind=m.EffectKind.PLACE_COUNTERS, amount=self.first(kids, m.Amount),
                        target=m.Target(noun=m.Noun.THIS_CARD), counter=self.marker(kids, "counter") or "",
                        span=self.span(node))

    def r_attack_single(self, kids, node):
        return _Marker("single")

    def r_no_word(self, kids, node):
        return _Marker("not")

    def r_paid_only(self, kids, node):
        return _Marker("only")

    def r_counter_word(self, kids, node):
        return _Marker("counter", str(next(node.scan_values(lambda t: isinstance(t, Token)))))

    def r_power_owner(self, kids, node):
        own = self.first(self.flat(kids), m.Target)
        if own is not None and own.noun is m.Noun.THIS_CARD:  # "one of @self's basic powers"
            return own
        name = self.marker(self.flat(kids), "name")
        return m.Target(noun=m.Noun.NAMED_CARD, name=name) if name else m.Target(noun=m.Noun.YOU)

    def r_during(self, kids, node):
        t = self.first(self.flat(kids), m.Target)
        if t is None:  # "while defending"
            t = m.Target(noun=m.Noun.ACTIVATION, filters=(m.Filter(m.FilterKind.ACTIVE, "defending"),))
        elif self.language.code == "fr":   # "lors de l'activation de Mysterio": Mysterio's (as English "X's activation")
            t = owned_during_fr(t)
        return _Marker("during", t)

    # -- structural rules ------------------------------------------------------------------------
    def r_target(self, kids, node):
        kids = self.flat(kids)
        nps = self.all(kids, m.Target)
        if not nps:
            raise ParseFailed("a target without a noun")
        source = [k for k in kids if isinstance(k, _Marker) and k.what == "source"]  # "with a basic attack"
        if source:
            return [self.r_target([k for k in kids if k not in source], node)] + source
        if len(nps) > 1 and self.language.code == "fr":   # "X ou Y" shaped as its English twin
            return joined_fr(m.Target(**{**_fields(nps[0]), "also": tuple(nps[1:])}))
        return m.Target(**{**_fields(nps[0]), "also": tuple(nps[1:])}) if len(nps) > 1 else nps[0]

    def _np(self, kids) -> m.Target:
        kids = self.flat(kids)
        nouns = self.all(kids, m.Noun)
        noun = nouns[-1] if nouns else m.Noun.CARD
        quant = self.first(kids, m.Quantifier) or m.Quantifier.THE
        owner = self.marker(kids, "owner")
        names = [k.value for k in kids if isinstance(k, _Marker) and k.what == "name"]
        filters = self.all(kids, m.Filter)
        name = ""
        if noun is m.Noun.NAMED_CARD:
            name = names[-1] if names else ""
        elif names or "x-men" in [str(t) for t in kids if isinstance(t, str)]:
            filters = [m.Filter(m.FilterKind.TRAIT, n) for n in names] + filters
        is_a = self.marker(kids, "is_a") if noun is m.Noun.IT else None
        t = m.Target(noun=noun, quantifier=quant, filters=tuple(dict.fromkeys(filters)), owner=owner,
                     count=self.first(kids, m.Amount), name=name or "", is_a=is_a)
        return np_fr(t) if self.language.code == "fr" else t   # French wordings shaped as their English twins

    def r_np(self, kids, node):
        source = [k for k in self.flat(kids) if isinstance(k, _Marker) and k.what == "source"]
        return [self._np(kids)] + source     # an attack that causes the event ("with a basic attack") goes up

    def r_search_zones(self, kids, node):
        """"the encounter deck, discard pile, and set-aside area": one target, the other zones its ``also``."""
        nps = [t for k in self.all(self.flat(kids), m.Target) for t in (replace(k, also=()), *k.also)]
        return m.Target(**{**_fields(nps[0]), "also": tuple(nps[1:])})

    def r_set_aside_area(self, kids, node):
        return m.Target(noun=m.Noun.SET_ASIDE_AREA)

    def r_power_word(self, kids, node):
        return _Marker("word", "power")

    def r_each_of_owner(self, kids, node):
        """"each of your characters": whose ("your", "its") they are."""
        return _Marker("owner", self.first(self.flat(kids), m.Target))

    def r_owner(self, kids, node):
        kids = self.flat(kids)
        t = self.first(kids, m.Target)
        return _Marker("owner", t)

    def r_owner_you(self, kids, node):
        return m.Target(noun=m.Noun.YOU)

    def r_owner_it(self, kids, node):
        return m.Target(noun=m.Noun.IT)

    def r_effect(self, kids, node):
        kids = self.flat(kids)
        eff = self.first(kids, m.Effect) or self.first(kids, m.Cost)
        if eff is None:
            raise ParseFailed("an effect without its kind")
        may = any(isinstance(k, _Marker) and k.what == "may" for k in kids)
        per = self.marker(kids, "per")
        dur = self.first(kids, m.Duration)
        if isinstance(eff, m.Cost):
            return eff
        if may and per is None and dur is None and _permission(eff, self.marker(kids, "may")) \
                and self.marker(kids, "effect_condition") is None:
            return _Marker("permission")   # "Any player may trigger this ability.": who may use it, not an effect
        changes = {"span": self.span(node)}
        if may:
            changes["optional"] = True
        if dur:
            changes["duration"] = dur
        if per is not None:
            changes["amount"] = replace(eff.amount or m.Amount(value=1), per=per)
        cond = self.marker(kids, "effect_condition")
        if cond is not None:
            changes["conditions"] = eff.conditions + (cond,)
        pays_for = self.marker(kids, "pays_for")
        if pays_for is not None:
            changes["pays_for"] = pays_for
        order = self.marker(kids, "order")
        if order is not None:
            changes["order"] = order
        more = [k for k in kids if isinstance(k, m.Effect) and k is not eff and k.kind is eff.kind
                and eff.kind in (m.EffectKind.GAIN_KEYWORD, m.EffectKind.MODIFY_STAT)]   # "gains X and Y": one effect
        #                                   per keyword (`gained_keywords`); "gets +1 ATK and +1 DEF": one per stat
        if more:
            changes.pop("span")
            out: list = []
            for e in (eff, *more):
                own = dict(changes, amount=replace(e.amount or m.Amount(value=1), per=per)) if per is not None else changes
                out += ([m.Link.AND] if out else []) + [replace(e, **own)]
            return out
        who = self.marker(kids, "may") if may else self.marker(kids, "must")   # "each player may / must ...": who
        if self.language.code == "fr":   # French wordings shaped as their English twins (its "per" now read)
            return performed_by(effect_fr(replace(eff, **changes)), that_player_fr(who))   # performs it (`performer`)
        return performed_by(replace(eff, **changes), who)

    def r_for_each_lead(self, kids, node):
        """"For each X, <effects>": the effects of the sentence, once per X (the reader sets their ``per``)."""
        return _Marker("per_lead", self.marker(self.flat(kids), "per"))

    _VERB_STATUS = {"stun": m.Status.STUNNED, "confuse": m.Status.CONFUSED,
                    "stuns": m.Status.STUNNED, "confuses": m.Status.CONFUSED,   # "X confuses their identity"
                    "betäube": m.Status.STUNNED, "verwirre": m.Status.CONFUSED}

    def gained_keywords(self, kids, target, span) -> list:
        """"X gains retaliate 1 and stalwart", "X's attacks gain piercing": one GAIN_KEYWORD effect per keyword named,
        in the printed order, linked AND, each with the keyword's number as its amount ("retaliate 1": 1); the
        attacks of an owner ("X's attacks") are the target ATTACK owned by X."""
        owner = self.marker(kids, "owner")
        if target is None and owner is not None:   # "his basic attacks": the filters printed before "attacks"
            target = m.Target(noun=m.Noun.ATTACK, owner=owner, filters=tuple(self.all(kids, m.Filter)))
        names = [k for k in kids if isinstance(k, (m.KeywordName, m.Keyword))]
        out: list = []
        for k in names:
            name = k if isinstance(k, m.KeywordName) else k.name
            amount = None
            if isinstance(k, m.Keyword) and (k.value is not None or k.variable):
                amount = m.Amount(value=k.value, variable=k.variable, per_player=k.per_player)
            if out:
                out.append(m.Link.AND)
            out.append(m.Effect(kind=m.EffectKind.GAIN_KEYWORD, amount=amount, target=target, keyword=name, span=span))
        return out or [m.Effect(kind=m.EffectKind.GAIN_KEYWORD, target=target, span=span)]

    def verb_status(self, node) -> m.Status | None:
        """The status card a give-status verb names by itself ("stun X", "confuse X"), or None when no word of
        ``node``'s own tokens is such a verb."""
        for t in node.children:
            if isinstance(t, Token):
                s = self._VERB_STATUS.get(self.canon(str(t))) or self._VERB_STATUS.get(str(t).lower())
                if s is not None:
                    return s
        return None

    #: the verb of an activation effect (its own tokens, any language's spelling) -> the procedure it starts
    _VERB_PROCEDURE = {"attacks": m.EventKind.ATTACK, "attack": m.EventKind.ATTACK,
                       "schemes": m.EventKind.SCHEME, "scheme": m.EventKind.SCHEME,
                       "activates": m.EventKind.ACTIVATES, "activate": m.EventKind.ACTIVATES,
                       "attaque": m.EventKind.ATTACK, "attaquent": m.EventKind.ATTACK,
                       "manigance": m.EventKind.SCHEME, "manigancent": m.EventKind.SCHEME,
                       "active": m.EventKind.ACTIVATES, "activent": m.EventKind.ACTIVATES}   # "X s'active contre vous"

    def verb_procedure(self, node) -> m.EventKind | None:
        """The procedure an activation effect's own verb names ("attacks": ATTACK, "schemes": SCHEME, "activates":
        ACTIVATES), or None when no word of ``node``'s own tokens is such a verb."""
        for t in node.children:
            if isinstance(t, Token):
                p = self._VERB_PROCEDURE.get(self.canon(str(t))) or self._VERB_PROCEDURE.get(str(t).lower())
                if p is not None:
                    return p
        return None

    def r_status_pair(self, kids, node):
        """"stun and confuse X": two status cards given to X, in the printed order, linked AND."""
        kids = self.flat(kids)
        target = self.first(kids, m.Target)
        cond = self.marker(kids, "effect_condition")
        words = [w for w in (self.canon(str(t)) for t in node.children if isinstance(t, Token)) if w in ("stun", "confuse")]
        if target is None or len(words) != 2 or words[0] == words[1]:
            raise ParseFailed("two statuses that are not stun and confuse")
        status = {"stun": m.Status.STUNNED, "confuse": m.Status.CONFUSED}
        span = self.span(node)
        first, second = (m.Effect(kind=m.EffectKind.GIVE_STATUS, target=target, status=status[w], span=span,
                                  conditions=(cond,) if cond is not None else ()) for w in words)
        return [first, m.Link.AND, second]

    def r_status_pair_passive(self, kids, node):
        """"You are stunned and confused": a stunned and a confused status card given to the subject, linked AND."""
        kids = self.flat(kids)
        target, span = self.first(kids, m.Target), self.span(node)
        first, second = (m.Effect(kind=m.EffectKind.GIVE_STATUS, target=target, status=st, span=span)
                         for st in self.all(kids, m.Status))
        return [first, m.Link.AND, second]

    def r_anaphor_engaged(self, kids, node):
        """"the player it is engaged with": "it" (the thing named before)."""
        return m.Noun.IT

    def r_mission_word(self, kids, node):
        return _Marker("counter", "mission")

    def r_word_counter(self, kids, node):
        return _Marker("counter", self.marker(self.flat(kids), "word") or "")

    def r_here_zone(self, kids, node):
        return m.Filter(m.FilterKind.ZONE, "here", m.Target(noun=m.Noun.THIS_CARD))

    def r_counter_name(self, kids, node):
        kids = self.flat(kids)
        return _Marker("counter", self.marker(kids, "word") or self.marker(kids, "name") or self.marker(kids, "counter") or "")

    def r_resource_icon(self, kids, node):
        word = next(node.scan_values(lambda t: isinstance(t, Token)), "[wild]")
        return _Marker("icon", str(word).strip("[]"))

    def r_amount(self, kids, node):
        kids = self.flat(kids)
        words = self.words(t for t in node.children if isinstance(t, Token))
        base = self.first(kids, m.Amount)
        per = self.marker(kids, "per")
        value = base.value if base else (None if per else 1)
        variable = base.variable if base else None
        if "x" in words or any(isinstance(k, _Marker) and k.what == "x" for k in kids):
            variable, value = "X", None
        if "all" in words or "much" in words or "many" in words or "amount" in words or "number" in words:
            value, variable = None, variable or "that_amount"
        return m.Amount(value=value, variable=variable, per=per,
                        per_player=any(isinstance(k, _Marker) and k.what == "per_player" for k in kids),
                        up_to="up" in words, additional="additional" in words)

    def r_perplayer_icon(self, kids, node):
        return _Marker("per_player")

    def r_amount_for_each(self, kids, node):
        return _Marker("per", self.first(self.flat(kids), m.Target))

    def r_unit(self, kids, node):
        return self._np(kids)

    def r_effect_condition(self, kids, node):
        return _Marker("effect_condition", self.first(self.flat(kids), m.Condition))

    def r_amount_that(self, kids, node):
        return m.Amount(variable="that_amount")

    def r_every_player(self, kids, node):
        return [m.Noun.PLAYER, m.Quantifier.EACH]

    def r_until_card(self, kids, node):
        return _Marker("until", self.first(self.flat(kids), m.Target))

    def r_under_control(self, kids, node):
        return _Marker("controller", self.marker(self.flat(kids), "owner"))

    def r_amount_equal(self, kids, node):
        kids = self.flat(kids)
        t = self.first(kids, m.Target) or self.marker(kids, "owner")
        st = self.first(kids, m.Stat)
        return m.Amount(variable="stat_of" if st else ("number_of" if t else "that_amount"), per=t, stat=st)

    def r_target_ability(self, kids, node):
        kids = self.flat(kids)
        quotes = [k.value for k in kids if isinstance(k, _Marker) and k.what == "quote"]
        on = self.all(kids, m.Target)   # "ability on <target>", "effects of <target>": the card it is printed on
        owner = self.marker(kids, "owner")
        words = [str(t) for t in node.children if isinstance(t, Token)]
        if owner is None and on and "ability" in words and "of" in words:
            owner, on = on[-1], []      # "the "Special" ability of each minion": whose ability
        if owner is None and not on and {"sa", "ses"} & {x.lower() for x in words}:
            owner = m.Target(m.Noun.IT)   # French "résolvez sa capacité "Spécial"": its ability (the card named before)
        filters = (m.Filter(m.FilterKind.ZONE, "on", on[-1]),) if on else ()
        each = {"quantifier": m.Quantifier.EACH} if self.marker(kids, "each_ability") else {}  # "each "X" ability"
        return m.Target(noun=m.Noun.EFFECT, owner=owner, name=quotes[0] if quotes else "",
                        filters=filters, also=tuple(m.Target(noun=m.Noun.EFFECT, name=q) for q in quotes[1:]), **each)

    def r_may(self, kids, node):
        words = self.words(node.scan_values(lambda t: isinstance(t, Token)))
        return _Marker("may" if "may" in words or "can" in words else "must", self.first(self.flat(kids), m.Target))

    def r_x_definition(self, kids, node):
        return _Marker("x_is", self.first(self.flat(kids), m.Amount))

    def r_negation(self, kids, node):
        return _Marker("not")

    def r_each_time(self, kids, node):
        return _Marker("each_time")

    def r_duration(self, kids, node):
        return self.first(self.flat(kids), m.Duration)

    def r_stat_word(self, kids, node):
        return self.first(self.flat(kids), m.Stat)

    def r_status_word(self, kids, node):
        return self.first(self.flat(kids), m.Status)

    def r_trigger(self, kids, node):
        kids = self.flat(kids)
        timings = self.all(kids, m.Timing)
        timing = m.Timing.WOULD if m.Timing.WOULD in timings else (timings[0] if timings else m.Timing.WHEN)
        ev = self.marker(kids, "event")
        each = any(isinstance(k, _Marker) and k.what == "each_time" for k in kids)
        subject = self.first(kids, m.Target)
        if ev is None and timing is m.Timing.AFTER and subject is not None \
                and subject.noun in (m.Noun.MISSION_ATTEMPT, m.Noun.EFFECT, m.Noun.BOOST_CARD) \
                and "résolu" in [str(t) for t in node.children if isinstance(t, Token)]:
            # "après avoir résolu une tentative de mission", "... une carte de boost lors de l'activation de X"
            return m.Trigger(event=m.EventKind.ABILITY_USED, timing=timing, subject=m.Target(noun=m.Noun.YOU),
                             object=subject, span=self.span(node), during=self.marker(kids, "during"))
        if ev is None:  # "at the start of <phase>", "after this attack"
            done = timing is m.Timing.AFTER and subject is not None and (
                subject.noun in (m.Noun.ATTACK, m.Noun.ACTIVATION)
                or "resolves" in [str(t) for t in node.children if isinstance(t, Token)])  # "after this card resolves"
            return m.Trigger(event=m.EventKind.RESOLVED if done else m.EventKind.STEP_OR_PHASE, timing=timing,
                             object=subject, span=self.span(node))
        if ev[0] is m.EventKind.STEP_OR_PHASE:
            begins = "begins" in self.words(node.scan_values(lambda t: isinstance(t, Token)))
            return m.Trigger(event=ev[0], timing=m.Timing.START if begins else m.Timing.END, object=subject,
                             span=self.span(node))
        words = [str(t) for t in node.children if isinstance(t, Token)]
        kind, objects, _, extras = ev
        events = [k.value for k in kids if isinstance(k, _Marker) and k.what == "event"]
        others = tuple(e[0] for e in events[1:])
        filters = tuple(f for e in events for f in e[3]["filters"])
        source = self.marker(kids, "source") or extras.get("source")
        not_source = self.marker(kids, "not_source") or extras.get("not_source")
        during = self.marker(kids, "during") or extras.get("during")
        amount = extras.get("amount") or self.first(kids, m.Amount)
        if subject is None:  # "any amount of threat would be placed", "M.O.D.O.K.'s hit points are reset"
            owner = self.marker(kids, "owner")
            placed = [w for w in words if w in ("threat", "damage")]
            counter = self.marker(kids, "counter") or extras.get("counter")
            if owner is not None:
                subject = owner
            elif placed:
                subject = m.Target(noun=m.Noun.THREAT if placed[0] == "threat" else m.Noun.DAMAGE)
            elif counter is not None:
                subject = m.Target(noun=m.Noun.COUNTER, name=counter)
        if kind is m.EventKind.THREAT_REMOVED and self.language.code == "fr" and len(objects) > 1 \
                and objects[0].noun is m.Noun.THREAT:   # "n'importe quelle quantité de menaces a été retirée de X": X's
            objects = objects[1:]
        if kind is m.EventKind.TAKES_DAMAGE and subject is not None and subject.noun is m.Noun.DAMAGE and objects:
            subject, objects = objects[0], objects[1:]  # "damage would be dealt to X": X takes it
        return m.Trigger(event=kind, timing=timing, each_time=each, subject=subject,
                         object=objects[0] if objects else None, span=self.span(node), also=others,
                         filters=filters, source=source, during=during, amount=amount,
                         form=extras.get("form", ""), form_name=extras.get("name", "") if kind is m.EventKind.CHANGES_FORM else "",
                         stats=tuple(st for e in events for st in e[3]["stats"]), not_source=not_source,
                         joined=self.joined(extras, timing, subject))

    @staticmethod
    def joined(extras: dict, timing: m.Timing, subject: m.Target | None) -> m.Trigger | None:
        """The second event of a joined trigger ("attacks and defeats Y"), performed by the same subject."""
        if "joined" not in extras:
            return None
        kind, obj, span = extras["joined"]
        return m.Trigger(event=kind, timing=timing, subject=subject, object=obj, span=span)

    def r_condition(self, kids, node):
        kids = self.flat(kids)
        return m.Condition(kind=self.first(kids, m.ConditionKind) or m.ConditionKind.IF,
                           predicate=self.first(kids, m.Predicate),
                           span=self.span(node))

    def r_form_only(self, kids, node):
        return m.Condition(kind=m.ConditionKind.FORM_ONLY, predicate=self.first(self.flat(kids), m.Predicate),
                           span=self.span(node))

    def r_instead(self, kids, node):
        kids = self.flat(kids)  # "instead of <effect>" or "instead of <target>" (the target it would have had)
        return m.Condition(kind=m.ConditionKind.INSTEAD, replaces=self.first(kids, m.Effect),
                           instead_of=self.first(kids, m.Target), span=self.span(node))

    def r_limit(self, kids, node):
        kids = self.flat(kids)
        words = self.words(node.scan_values(lambda t: isinstance(t, Token)))
        a = self.first(kids, m.Amount)
        of = self.first(kids, m.Target)
        if a is None and of is not None and of.count is not None:  # "2 restricted cards max per player"
            a = of.count
        count = a.value if a and a.value is not None else (2 if "twice" in words else 1)
        periods = self.all(kids, m.Period)   # "once per round per player": the second, counted apart
        return m.Limit(count=count, period=periods[0] if periods else None, span=self.span(node), of=of,
                       each=periods[1] if len(periods) > 1 else None)

    #: the verb of a "cannot" (the words after it, by language) -> the event it forbids (`Effect.forbids`)
    _CANNOT_EVENTS = {("take", "damage"): m.EventKind.TAKES_DAMAGE, ("sustained", "damage"): m.EventKind.TAKES_DAMAGE,
                      ("healed",): m.EventKind.HEALED,
                      ("defeated",): m.EventKind.DEFEATED, ("attack",): m.EventKind.ATTACK,
                      ("thwart",): m.EventKind.THWART, ("scheme",): m.EventKind.SCHEME, ("play",): m.EventKind.PLAYED,
                      ("subir",): m.EventKind.TAKES_DAMAGE, ("soigné",): m.EventKind.HEALED, ("soignée",): m.EventKind.HEALED, ("vaincu",): m.EventKind.DEFEATED,
                      ("vaincue",): m.EventKind.DEFEATED, ("vaincus",): m.EventKind.DEFEATED,
                      ("attaquer",): m.EventKind.ATTACK, ("contrer",): m.EventKind.THWART,
                      ("manigancer",): m.EventKind.SCHEME, ("ready",): m.EventKind.READIED,
                      ("defend",): m.EventKind.DEFEND, ("défendre",): m.EventKind.DEFEND,
                      ("remove", "threat"): m.EventKind.THREAT_REMOVED, ("change", "form"): m.EventKind.CHANGES_FORM,
                      ("redresser",): m.EventKind.READIED,   # "X ne peut pas se redresser" (cannot ready)
                      ("activate",): m.EventKind.ACTIVATES, ("activer",): m.EventKind.ACTIVATES,   # (`activate_ops`)
                      ("canceled",): m.EventKind.CANCELED, ("cancelled",): m.EventKind.CANCELED,   # (`uncancelable`)
                      ("annulé",): m.EventKind.CANCELED, ("annulée",): m.EventKind.CANCELED,
                      ("annulés",): m.EventKind.CANCELED, ("annulées",): m.EventKind.CANCELED}

    def forbidden_event(self, node):
        """The event a "cannot" effect forbids, from the verb after "cannot" in its own words (None: none of
        `_CANNOT_EVENTS`, e.g. "cannot be canceled")."""
        words = {str(t).lower() for t in node.children if isinstance(t, Token)}   # as printed: the key is per language
        found = {ev for key, ev in self._CANNOT_EVENTS.items() if all(w in words for w in key)}
        return found.pop() if len(found) == 1 else None

    # -- s11-engram4 ---------------------------------------------------------------------------
    def r_cannot_most(self, kids, node):
        """"cannot take more than 3 damage": the most it takes (Effect.maximum), not the effect's amount."""
        return _Marker("maximum", self.first(self.flat(kids), m.Amount))

    def r_single_attack(self, kids, node):
        """"from a single attack": from each attack, one at a time."""
        return m.Target(noun=m.Noun.ATTACK, quantifier=m.Quantifier.EACH)

    def r_zone_after(self, kids, node):
        """"into play from your hand": the zone the card comes from, a filter of that card (as "an ally from
        your hand" printed before "into play")."""
        return _Marker("zone_after", m.Filter(m.FilterKind.ZONE, "from", self.first(self.flat(kids), m.Target)))

    def r_this_doing(self, kids, node):
        """"(Any player can) do this": use this ability (as "trigger this ability")."""
        return m.Target(noun=m.Noun.EFFECT)

    def r_status_and_boost(self, kids, node):
        """"give X a tough status card & a facedown boost card": the status card, and the boost card to X too."""
        kids = self.flat(kids)
        given = self.first(kids, m.Effect)
        boost = self.all(kids, m.Target)[-1] if self.all(kids, m.Target) else None
        if given is None or given.kind is not m.EffectKind.GIVE_STATUS or given.target is None or boost is None \
                or boost.noun is not m.Noun.BOOST_CARD or boost.owner is not None or boost.also \
                or any(f.kind is not m.FilterKind.FACEDOWN for f in boost.filters) \
                or boost.quantifier not in (m.Quantifier.A, m.Quantifier.ANOTHER, m.Quantifier.NUMBER):
            raise ParseFailed("'&' after a status card given, not a boost card")
        return [given, m.Link.AND, m.Effect(kind=m.EffectKind.GIVE_BOOST, target=given.target,
                                            amount=boost.count if boost.quantifier is m.Quantifier.NUMBER else None,
                                            span=self.span(node.children[-1]))]

    def r_limit_line(self, kids, node):
        return self.first(self.flat(kids), m.Limit)

    # -- effects (s3-eneff): modifiers of the effect before, and the pieces of new effect wordings --------
    def r_acceleration_word(self, kids, node):
        return _Marker("word", "acceleration")

    def r_forbid_threat_removed(self, kids, node):
        return [_Marker("forbids", m.EventKind.THREAT_REMOVED)] + self.flat(kids)

    def r_stage_ref(self, kids, node):
        toks = [t for t in node.children if isinstance(t, Token)]
        at = next((i for i, t in enumerate(toks) if t.type == "NUMBER"), None)
        if at is None:  # "the next card in the main scheme deck": the main scheme advances to its next stage
            return [_Marker("stage", ""), m.Target(noun=m.Noun.MAIN_SCHEME)]
        return _Marker("stage", "".join(self.original(t) for t in toks[at:]).replace(" ", ""))

    def r_skip_boost_deal(self, kids, node):
        return m.Effect(kind=m.EffectKind.GIVE_BOOST, span=self.span(node))

    def r_boost_icons(self, kids, node):
        return m.Amount(value=sum(1 for t in node.children if isinstance(t, Token)))

    def r_moved_counter(self, kids, node):
        words = [w for w in self.words(t for t in node.children if isinstance(t, Token)) if w not in ("counter", "counters")]
        name = self.marker(self.flat(kids), "name") or self.marker(self.flat(kids), "word")   # "power" (power_word)
        return _Marker("counter", name or (words[0] if words else ""))

    def r_placed_threat(self, kids, node):
        return m.Amount(variable="that_amount")  # "place it here": all of the threat the event before placed

    def r_placed_here(self, kids, node):
        return m.Target(noun=m.Noun.THIS_CARD)

    def r_pays_for(self, kids, node):
        return _Marker("pays_for", self._np(kids))

    def r_effect_instead(self, kids, node):
        """"(2 damage instead if ...)": ("alt", (an Amount or an Effect, the Condition, the Stat or None))."""
        kids = self.flat(kids)
        mod = self.marker(kids, "mod")
        payload = self.first(kids, m.Effect) or self.first(kids, m.Amount)
        if mod is not None:
            payload = m.Amount(value=None if mod[1:] == "x" else int(mod), variable="X" if mod[1:] == "x" else None)
        return _Marker("alt", (payload, self.first(kids, m.Condition), self.first(kids, m.Stat)))

    def r_effect_cap(self, kids, node):
        kids = self.flat(kids)
        mod = self.marker(kids, "mod")
        icons = [k for k in kids if isinstance(k, _Marker) and k.what == "icon"]
        cap = (m.Amount(value=int(mod)) if mod is not None and mod[1:] != "x" else
               m.Amount(value=len(icons)) if icons else self.first(kids, m.Amount))
        return _Marker("cap", cap)

    def r_effect_ignoring(self, kids, node):
        return _Marker("ignores", tuple(self.all(self.flat(kids), m.KeywordName)))

    def r_ignored_crisis(self, kids, node):
        return m.KeywordName.CRISIS

    def r_ignored_patrol(self, kids, node):
        return m.KeywordName.PATROL

    # -- s5-engram --------------------------------------------------------------------------------------
    def r_quoted_abilities(self, kids, node):
        """"no "When Revealed" abilities": the abilities of that name (an effect target)."""
        return m.Target(noun=m.Noun.EFFECT, name=self.marker(self.flat(kids), "quote") or "")

    def r_resolve_order(self, kids, node):
        return _Marker("order", self.first(self.flat(kids), m.Order))

    def r_order_player(self, kids, node):
        return m.Order.PLAYER

    def r_order_any(self, kids, node):
        return m.Order.ANY

    def r_order_any_fused(self, kids, node):
        return m.Order.ANY

    def r_one_attachment(self, kids, node):
        """"has a Weapon attachment": at least one."""
        return m.Amount(value=1, at_least=True)

    def r_effect_unseen(self, kids, node):
        return _Marker("unseen", True)

    def r_put_as(self, kids, node):
        return _Marker("as", self.first(self.flat(kids), m.Target))

    def r_whose_superlative(self, kids, node):
        """"whose side scheme has the least threat": SUPERLATIVE "least threat", measured on that card."""
        words = [str(t) for t in node.children if isinstance(t, Token)]
        return m.Filter(m.FilterKind.SUPERLATIVE, " ".join(words[-2:]), self.first(self.flat(kids), m.Target))

    def r_whose_trait(self, kids, node):
        """"a player whose identity has the Mutant trait": TRAIT on that card of its own."""
        toks = [t for t in node.children if isinstance(t, Token) and str(t) not in ("whose", "has", "have", "the", "trait")]
        return m.Filter(m.FilterKind.TRAIT, self.original(toks[0]) if toks else "", self.first(self.flat(kids), m.Target))

    def r_trait_or(self, kids, node):
        """"the Mutant or X-Men trait": either trait, as printed."""
        return _Marker("name", " or ".join(self.original(t) for t in node.children
                                            if isinstance(t, Token) and str(t) != "or"))

    def r_any_counter(self, kids, node):
        return m.Amount(value=1, at_least=True)  # "any counters": at least one

    # -- s6-engram: printed options and resource icons ------------------------------------------------
    def r_icon_choice(self, kids, node):
        """"[energy] — ...": that card (named by the line before) has this resource icon."""
        icons = tuple(k.value for k in self.flat(kids) if isinstance(k, _Marker) and k.what == "icon")
        return m.Predicate(kind=m.PredicateKind.HAS_RESOURCE, subject=m.Target(noun=m.Noun.IT), resources=icons)

    def r_icon_option(self, kids, node):
        """The option line "[energy] — <effects>": its effects, on the condition that card has the icon."""
        return m.Condition(kind=m.ConditionKind.IF, predicate=self.first(self.flat(kids), m.Predicate),
                           span=self.span(node))

    def r_resource_lead(self, kids, node):
        """"If that card's printed resource has:": a test of its resource icons, which the options name
        (not "If Rogue has:", whose options name traits and keywords)."""
        kids = self.flat(kids)
        subject = self.first(kids, m.Target)
        if subject is None or subject.noun is not m.Noun.RESOURCE:
            raise ParseFailed("a lead 'has:' whose subject is not a resource")
        return m.Condition(kind=self.first(kids, m.ConditionKind) or m.ConditionKind.IF,
                           predicate=m.Predicate(kind=m.PredicateKind.HAS_RESOURCE, subject=subject),
                           span=self.span(node))

    def r_top_cards(self, kids, node):
        """"N cards from the top of <deck>": that many cards, at that position of the deck (as "the top N cards
        of <deck>" reads)."""
        kids = self.flat(kids)
        position = self.first(kids, m.Filter)
        deck = self.first(kids, m.Target)
        amount = self.first(kids, m.Amount)   # also the effect's amount, as in "discard 2 cards from your hand"
        return [amount, m.Target(noun=m.Noun.CARD, count=amount,
                                 filters=(position, m.Filter(m.FilterKind.ZONE, "of", deck)))]

    # -- s7-engram: form options, scenario contents ------------------------------------------------------
    def r_form_lead(self, kids, node):
        """"If you are in:": a test of the subject's form, which the option lines that follow name (French "si vous êtes
        sous forme de masse :" names the family too: its form)."""
        kids = self.flat(kids)
        return m.Condition(kind=self.first(kids, m.ConditionKind) or m.ConditionKind.IF,
                           predicate=m.Predicate(kind=m.PredicateKind.IN_FORM, subject=self.first(kids, m.Target),
                                                 form=self.marker(kids, "form") or ""),
                           span=self.span(node))

    def r_form_option(self, kids, node):
        """The option line "Solid mass form, <effects>" (after "If you are in:"): its effects, if the one the lead
        names is in that form (its family and printed name)."""
        kids = self.flat(kids)
        return m.Condition(kind=m.ConditionKind.IF, span=self.span(node), predicate=m.Predicate(
            kind=m.PredicateKind.IN_FORM, form=self.marker(kids, "form") or "",
            form_name=" ".join(k.value for k in kids if isinstance(k, _Marker) and k.what == "name")))

    def r_contents_stage(self, kids, node):
        s, e = self.span(node)
        return _Marker("stage", self.text[s:e])

    def r_contents_stages(self, kids, node):
        return _Marker("stages", tuple(k.value for k in self.flat(kids) if isinstance(k, _Marker) and k.what == "stage"))

    def r_contents_only(self, kids, node):
        return _Marker("only")

    def r_contents_instead(self, kids, node):
        return None

    def r_contents_mode(self, kids, node):
        return _Marker("expert_only", any(isinstance(k, _Marker) and k.what == "only" for k in self.flat(kids)))

    def r_contents_expert(self, kids, node):
        kids = self.flat(kids)
        return _Marker("expert", (self.marker(kids, "stages") or (), bool(self.marker(kids, "expert_only"))))

    def r_contents_standard(self, kids, node):
        return _Marker("standard")

    def r_contents_sets(self, kids, node):
        kids = self.flat(kids)
        return _Marker("sets", (tuple(k.value for k in kids if isinstance(k, _Marker) and k.what == "name"),
                                any(isinstance(k, _Marker) and k.what == "standard" for k in kids)))

    def r_contents_recommended(self, kids, node):
        return _Marker("recommended")

    def r_contents_list(self, kids, node):
        kids = self.flat(kids)
        return _Marker("list", (tuple(k.value for k in kids if isinstance(k, _Marker) and k.what == "name"),
                                any(isinstance(k, _Marker) and k.what == "recommended" for k in kids)))

    def r_contents_pack(self, kids, node):
        return _Marker("pack", self.marker(self.flat(kids), "name") or "")

    def r_contents_set_name(self, kids, node):
        """An encounter set's name printed in words that join names ("Gant de l'Infini", "Le Fauve Noir"): one name,
        as printed (French contents lines, s8-frgram)."""
        s, e = self.span(node)
        return _Marker("name", self.text[s:e])

    def r_contents_modular(self, kids, node):
        """"Two modular encounter sets (A and B)": how many, the sets named (or recommended), the pack."""
        first = node.children[0]
        word = (self.original(first) if first.type == "NAME" else str(first)).lower()
        if word not in _NUMBER_WORDS:
            raise ParseFailed("a count of modular sets that is not a number word")
        kids = self.flat(kids)
        names, recommended = self.marker(kids, "list") or ((), False)
        return _Marker("modular", (_NUMBER_WORDS[word], names, recommended, self.marker(kids, "pack") or ""))

    def r_contents(self, kids, node):
        """One line of a scenario's "Contents" (`m.Contents`)."""
        kids = self.flat(kids)
        span = self.span(node)
        if self.marker(kids, "sets") is not None:
            names, standard = self.marker(kids, "sets")
            return m.Contents(kind=m.ContentsKind.SETS, names=names, standard=standard, span=span)
        if self.marker(kids, "modular") is not None:
            count, names, recommended, pack = self.marker(kids, "modular")
            return m.Contents(kind=m.ContentsKind.MODULAR, count=count, names=names, recommended=recommended,
                              pack=pack, span=span)
        stages = self.marker(kids, "stages") or ()
        if self.marker(kids, "expert_only") is not None:  # "(Unus (II) and Unus (III) instead for expert mode."
            return m.Contents(kind=m.ContentsKind.STAGES, expert=stages,
                              expert_only=self.marker(kids, "expert_only"), span=span)
        expert, only = self.marker(kids, "expert") or ((), False)
        return m.Contents(kind=m.ContentsKind.STAGES, names=stages, expert=expert, expert_only=only, span=span)

    def r_among_schemes(self, kids, node):
        """"from among schemes (in play)": the schemes in play."""
        return m.Target(noun=m.Noun.SCHEME, quantifier=m.Quantifier.ALL,
                        filters=(m.Filter(m.FilterKind.ZONE, "in play"),))

    def r_keywords(self, kids, node):
        return self.all(self.flat(kids), m.Keyword)

    def r_cost(self, kids, node):
        return self.first(self.flat(kids), m.Cost)

    # -- s7-frgram: French wordings whose English structure the walk builds from other words --------------------
    def r_card_resource(self, kids, node):
        """"cette carte a comme ressource imprimée": the (printed) resource of that card, as English "that card's
        printed resource" reads (a RESOURCE target owned by the card)."""
        kids = self.flat(kids)
        return m.Target(noun=m.Noun.RESOURCE, filters=tuple(self.all(kids, m.Filter)), owner=self.first(kids, m.Target))

    def r_whose_superlative_fr(self, kids, node):
        """"dont la manigance annexe a le moins de menaces": SUPERLATIVE "least threat" (or "most", "damage"),
        measured on that card, as English whose_superlative reads "whose side scheme has the least threat"."""
        words = [str(t) for t in node.children if isinstance(t, Token)]
        degree = "most" if "plus" in words else "least"
        unit = "damage" if {"dégât", "dégâts"} & set(words) else "threat"
        return m.Filter(m.FilterKind.SUPERLATIVE, f"{degree} {unit}", self.first(self.flat(kids), m.Target))

    def _zone_last(self, kind: m.EffectKind, kids, node) -> m.Effect:
        """An effect whose zone is printed before its card ("retirez de la partie X", "défaussez de votre main X"):
        the card's target with that zone filter last, as the other word order reads."""
        kids = self.flat(kids)
        zone, target = self.first(kids, m.Filter), self.first(kids, m.Target)
        if zone is None or target is None:
            raise ParseFailed("a zone before its card without the card")
        return m.Effect(kind=kind, target=replace(target, filters=target.filters + (zone,)), span=self.span(node))

    def r_removed_from_game(self, kids, node):
        return self._zone_last(m.EffectKind.REMOVE_FROM_GAME, kids, node)

    def r_discarded_from(self, kids, node):
        return self._zone_last(m.EffectKind.DISCARD, kids, node)

    def r_resolve_order_after(self, kids, node):
        """"..., dans l'ordre des joueurs" printed after the effect: its order (the reader gives it to that effect)."""
        return _Marker("order_last", self.first(self.flat(kids), m.Order))

    def r_there_one(self, kids, node):
        """"there is a side scheme in the victory display": that thing, counted at least once (s12-engram5)."""
        t = self.first(self.flat(kids), m.Target)
        if t is None or t.quantifier is not m.Quantifier.A or t.count is not None:
            raise ParseFailed("'there is' a target that is not one thing ('a', 'an')")
        return [replace(t, quantifier=m.Quantifier.THE), m.Amount(value=1)]

    def r_all_above(self, kids, node):
        """"All of the above", "Do all of the above": this option does each option printed above it (the reader
        copies them, `logic.abilities.reader`) (s12-engram5)."""
        return _Marker("all_above", self.span(node))

    def r_counters_max(self, kids, node):
        """"Max 1[per_hero] synergy counters here": no more than that many such counters can be placed on this card
        (a CANNOT of COUNTER_PLACED whose maximum is that amount) (s12-engram5)."""
        kids = self.flat(kids)
        return m.Effect(kind=m.EffectKind.CANNOT, target=m.Target(noun=m.Noun.THIS_CARD),
                        forbids=m.EventKind.COUNTER_PLACED, maximum=self.first(kids, m.Amount),
                        counter=self.marker(kids, "counter") or "", span=self.span(node))

    def r_max_amount(self, kids, node):
        """"1[per_hero]": the number, for each player."""
        base = self.first(self.flat(kids), m.Amount)
        return replace(base, per_player=True)

    def r_defeating_pre(self, kids, node):
        """"the defeating player": who defeated this card (the filter "who defeated this card" builds)."""
        return m.Filter(m.FilterKind.PERFORMED, "who defeated", m.Target(noun=m.Noun.THIS_CARD))

    def r_your_control(self, kids, node):
        """"an ally your control": a misprint of "you control" (its filter)."""
        return m.Filter(m.FilterKind.CONTROLLER, "you control")

    def r_one_counter(self, kids, node):
        """"placez un jeton générique sur X": one counter (s8-frgram)."""
        return m.Amount(value=1)

    def r_identity_specific_fr(self, kids, node):
        """"spécifique à l'identité": as English "identity-specific"."""
        return m.Filter(m.FilterKind.IDENTITY_SPECIFIC, "identity-specific")

    # -- s8-engram: elided status, card and amount options ----------------------------------------------
    def r_and_confused(self, kids, node):
        """"(stunned) and confused": one token (languages.py), the confused status."""
        return m.Status.CONFUSED

    def r_each_ability(self, kids, node):
        return _Marker("each_ability", True)

    def r_card_lead(self, kids, node):
        """"If you are:": a test of which card the subject is, which the option lines that follow name."""
        kids = self.flat(kids)
        return m.Condition(kind=self.first(kids, m.ConditionKind) or m.ConditionKind.IF,
                           predicate=m.Predicate(kind=m.PredicateKind.IS_CARD, subject=self.first(kids, m.Target)),
                           span=self.span(node))

    def r_card_option(self, kids, node):
        """The option line "Angel, <effects>" (after "If you are:"): its effects, if the one the lead names is that
        card (its printed name)."""
        s, e = self.span(node)
        return m.Condition(kind=m.ConditionKind.IF, span=(s, e), predicate=m.Predicate(
            kind=m.PredicateKind.IS_CARD, object=m.Target(noun=m.Noun.NAMED_CARD, name=self.text[s:e].strip(" ,"))))

    def r_amount_lead(self, kids, node):
        """"If the amount of threat on X is at least:": a count of X's threat, whose least value the option lines
        that follow name."""
        kids = self.flat(kids)
        return m.Condition(kind=self.first(kids, m.ConditionKind) or m.ConditionKind.IF, span=self.span(node),
                           predicate=m.Predicate(kind=m.PredicateKind.COUNT_AT_LEAST, subject=self.first(kids, m.Target),
                                                 counted=m.Noun.THREAT))

    def r_side_faceup(self, kids, node):
        """", Low side faceup", ", each with its BOOING CROWD side faceup": the side the card (or cards) put into play
        show, as printed."""
        return _Marker("side", self.side_name(node))

    def side_name(self, node) -> str:
        """The printed name of a side: the word (or name) right before the token "side" among ``node``'s own."""
        toks = [t for t in node.children if isinstance(t, Token)]
        at = next((k for k, t in enumerate(toks) if str(t) == "side"), 0)
        return self.original(toks[at - 1]) if at else ""

    def r_chosen_stages(self, kids, node):
        return _Marker("stages", tuple(k.value for k in self.flat(kids) if isinstance(k, _Marker) and k.what == "name"))

    def r_contents_chosen(self, kids, node):
        """A "Contents" line of a team scenario, of the leader chosen at setup: its stages ("Chosen leader I and II (III
        and IV for expert mode)") or its set, the Standard set and a range of modular sets."""
        kids = self.flat(kids)
        span = self.span(node)
        stages = [k.value for k in kids if isinstance(k, _Marker) and k.what == "stages"]
        if stages:
            return m.Contents(kind=m.ContentsKind.STAGES, names=stages[0], expert=stages[1] if len(stages) > 1 else (),
                              chosen=True, span=span)
        low = self.first(kids, m.Amount)
        high = self.marker(kids, "mod")
        return [m.Contents(kind=m.ContentsKind.SETS, chosen=True, standard=True, span=span),
                m.Contents(kind=m.ContentsKind.MODULAR, count=low.value if low else None,
                           count_max=abs(int(high)) if high else None, span=span)]

    def r_form_family(self, kids, node):
        """"Gamma energy form": the family's word ("energy")."""
        return _Marker("form", str(node.children[0]))

    def r_gained_trait(self, kids, node):
        toks = [t for t in node.children if isinstance(t, Token) and t.type in ("NAME", "WORD")]
        return _Marker("trait", self.original(toks[0]) if toks else "")

    def r_modify_and_gain(self, kids, node):
        """"X gets +1 THW, +1 ATK, and gains retaliate 1": a MODIFY_STAT per stat, then a GAIN_KEYWORD per keyword (or a
        GAIN_TRAIT), all of X, linked AND, in the printed order."""
        kids = self.flat(kids)
        target, span = self.first(kids, m.Target), self.span(node)
        mods = [k.value for k in kids if isinstance(k, _Marker) and k.what == "mod"]
        stats = self.all(kids, m.Stat)
        out: list = []
        for mod, stat in zip(mods, stats):
            out += ([m.Link.AND] if out else []) + [m.Effect(
                kind=m.EffectKind.MODIFY_STAT, target=target, stat=stat, span=span,
                amount=m.Amount(value=None if mod[1:] == "x" else int(mod), variable="X" if mod[1:] == "x" else None))]
        trait = self.marker(kids, "trait")
        gained = [m.Effect(kind=m.EffectKind.GAIN_TRAIT, target=target, trait=trait, span=span)] if trait is not None \
            else self.gained_keywords([k for k in kids if not isinstance(k, m.Target)], target, span)
        return out + [m.Link.AND] + gained

    def r_all_effects(self, kids, node):
        """"all of its effects": the effects of the card named before."""
        return m.Target(noun=m.Noun.EFFECT, quantifier=m.Quantifier.ALL, owner=m.Target(noun=m.Noun.IT))

    def r_recipient_first(self, kids, node):
        """French "attribuez-vous X en tant que ...": the one dealt the card, printed before the card dealt."""
        return self.flat(kids) + [_Marker("recipient_first", True)]

    def r_basic_attacks(self, kids, node):
        """French "vos attaques de base", "les attaques de base de Magik": the attacks, BASIC, of their owner (as
        English "your basic attacks", "Magik's basic attacks" build them)."""
        kids = self.flat(kids)
        t = self.first(kids, m.Target)
        basic = [f for f in self.all(kids, m.Filter) if f not in t.filters]
        return replace(t, filters=tuple(basic) + t.filters, owner=self.marker(kids, "owner") or t.owner)

    def r_given_after_recipient(self, kids, node):
        """French "attachez-lui cette carte": the card attached, printed after the one it is attached to."""
        return [_Marker("recipient_first", True)] + self.flat(kids)

    def r_any_hit_points(self, kids, node):
        """"any hit points remaining": at least 1 hit point left."""
        return m.Amount(value=1, at_least=True, stat=m.Stat.HIT_POINTS)

    def r_amount_option(self, kids, node):
        """The option line "3 — <effects>" (after "If the amount of threat on X is at least:"): its effects, if that
        amount is at least the number."""
        n = next(int(str(t)) for t in node.children if isinstance(t, Token) and str(t).isdigit())
        return m.Condition(kind=m.ConditionKind.IF, span=self.span(node), predicate=m.Predicate(
            kind=m.PredicateKind.COUNT_AT_LEAST, counted=m.Noun.THREAT, amount=m.Amount(value=n)))

    # -- s9-fanmade2 ---------------------------------------------------------------------------------------------
    def r_cards_in_hand(self, kids, node):
        """"(no) cards in hand": what is counted (cards) and where (the hand of the predicate's subject: no owner)."""
        return [m.Noun.CARD, m.Target(noun=m.Noun.HAND)]

    def r_hand_cards(self, kids, node):
        """"(no) cards in your hand": what is counted (cards) and where (your hand, the predicate's object)."""
        return [m.Noun.CARD, m.Target(noun=m.Noun.HAND, owner=m.Target(noun=m.Noun.YOU))]

    # -- s10-engram3 ---------------------------------------------------------------------------------------------
    def r_draw_up_to(self, kids, node):
        """"up to your (maximum) hand size": as many as your hand size, at most."""
        return m.Amount(variable="stat_of", per=m.Target(noun=m.Noun.YOU), stat=m.Stat.HAND_SIZE, up_to=True)

    def r_cannot_two_statuses(self, kids, node):
        """"X cannot be stunned or confused": a CANNOT for each status, both of X, linked AND."""
        kids = self.flat(kids)
        target, span = self.first(kids, m.Target), self.span(node)
        out: list = []
        for status in self.all(kids, m.Status):
            out += ([m.Link.AND] if out else []) + [m.Effect(kind=m.EffectKind.CANNOT, target=target, status=status,
                                                             span=span)]
        return out

    def r_modify_and_attacks_gain(self, kids, node):
        """"X gets +1 ATK, and X's basic attacks gain overkill": a MODIFY_STAT of X per stat, then a GAIN_KEYWORD per
        keyword of the BASIC attacks of the owner named, linked AND, in the printed order."""
        kids = self.flat(kids)
        target, span = self.first(kids, m.Target), self.span(node)
        mods = [k.value for k in kids if isinstance(k, _Marker) and k.what == "mod"]
        out: list = []
        for mod, stat in zip(mods, self.all(kids, m.Stat)):
            out += ([m.Link.AND] if out else []) + [m.Effect(
                kind=m.EffectKind.MODIFY_STAT, target=target, stat=stat, span=span,
                amount=m.Amount(value=None if mod[1:] == "x" else int(mod), variable="X" if mod[1:] == "x" else None))]
        gained = self.gained_keywords([k for k in kids if not isinstance(k, m.Target)], None, span)
        return out + [m.Link.AND] + gained

    def r_gains_icons(self, kids, node):
        """"X gains 1 acceleration icon ([acceleration])": a GAIN_KEYWORD of that icon's keyword, that many (a / an: 1)."""
        kids = self.flat(kids)
        kw = self.first(kids, m.Keyword)
        return m.Effect(kind=m.EffectKind.GAIN_KEYWORD, target=self.first(kids, m.Target), span=self.span(node),
                        keyword=kw.name if kw else None, amount=self.first(kids, m.Amount) or m.Amount(value=1))

    def r_side_faceup_fr(self, kids, node):
        """", face CAPTIF visible": the side shown, as printed (the name between "face" and "visible"), as English's
        `r_side_faceup` reads ", CAPTIVE side faceup"."""
        toks = [t for t in node.children if isinstance(t, Token)]
        return _Marker("side", self.original(toks[1]))

    def r_activation_order_fr(self, kids, node):
        """"dans l'ordre d'activation": the position English's f_activation_order reads ("in the activation
        order"), in English's spelling as every filter value is."""
        return m.Filter(m.FilterKind.POSITION, "in the activation order")


#: the noun after "that" / "those" in an anaphor (English spelling) -> the type it keeps (`m.Target.is_a`)
_IS_A = {"card": m.Noun.CARD, "cards": m.Noun.CARD, "character": m.Noun.CHARACTER, "characters": m.Noun.CHARACTER,
         "enemy": m.Noun.ENEMY, "enemies": m.Noun.ENEMY, "minion": m.Noun.MINION, "ally": m.Noun.ALLY,
         "upgrade": m.Noun.UPGRADE, "player": m.Noun.PLAYER, "villain": m.Noun.VILLAIN, "scheme": m.Noun.SCHEME,
         "attack": m.Noun.ATTACK, "activation": m.Noun.ACTIVATION, "damage": m.Noun.DAMAGE, "hero": m.Noun.HERO,
         "identity": m.Noun.IDENTITY, "minions": m.Noun.MINION, "supports": m.Noun.SUPPORT, "heroes": m.Noun.HERO,
         "attachments": m.Noun.ATTACHMENT, "allies": m.Noun.ALLY, "upgrades": m.Noun.UPGRADE}


def _unattached(t: m.Target) -> m.Target | None:
    """``t`` less the "attached" its words end with ("a copy of X attached": the filter is on X, the last
    filter's target), or None when they do not end so."""
    if not t.filters:
        return None
    last = t.filters[-1]
    if last.kind is m.FilterKind.ATTACHED and last.target is None:
        return replace(t, filters=t.filters[:-1])
    inner = _unattached(last.target) if last.target is not None else None
    return None if inner is None else replace(t, filters=t.filters[:-1] + (replace(last, target=inner),))


def _fields(t: m.Target) -> dict:
    return {f: getattr(t, f) for f in t.__slots__}


#: the first token of a clause parsed alone (the grammar has one start rule: one parse table)
_MARK = "@clause "
#: markers that reach the reader: X defined, and what modifies the effect before ("(2 damage instead if ...)",
#: "(to a maximum of 10)", "ignoring any crisis icons"); `logic.abilities.reader` applies them
#: the number words that count modular sets in a "Contents" line
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_NUMBER_WORDS.update({"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5})  # s8: French
_PASSED = ("x_is", "alt", "cap", "ignores", "per_lead", "order", "unseen", "side", "order_last", "permission",
           "all_above")


def _permission(eff, who) -> bool:
    """Whether ``eff``, said to be done by ``who`` "may" (or "can"), is the permission "Any player may trigger this
    ability." / "Any player can do this.": a bare resolve of this ability itself, by any player with no restriction
    (not "any player whose alter-ego has the X trait": that one stays the effect read, which the engine refuses)."""
    return isinstance(eff, m.Effect) and eff.kind is m.EffectKind.RESOLVE_ABILITY \
        and eff.target == m.Target(noun=m.Noun.EFFECT) and eff.source is None and eff.amount is None \
        and not eff.conditions and isinstance(who, m.Target) and who.noun is m.Noun.PLAYER \
        and who.quantifier is m.Quantifier.ANY and not (who.filters or who.owner or who.also or who.count)
_ITEMS = (m.Effect, m.Trigger, m.Condition, m.Cost, m.Keyword, m.Limit, m.Link, m.Duration, m.Contents, m.Reminder)


def _np_rules(grammar_text: str) -> str:
    """``_phrase`` and the ``_np`` alternatives build a `Target`: name them ``np`` for the walk."""
    return re.sub(r"(?<![\w])_np\b", "np", grammar_text)


#: where the parser tables built at build time are shipped, one xz file per grammar (`ship_tables`)
SHIPPED = Path(__file__).resolve().parents[1] / "tables"
#: the modes "in <mode> mode" names (IN_MODE), each language's word -> the English one (`m.Predicate.mode`)
_MODES = {"expert": "expert", "standard": "standard", "competitive": "competitive", "cooperative": "cooperative",
          "heroic": "heroic", "compétitif": "competitive", "coopératif": "cooperative", "héroïque": "heroic"}
#: the options every ability grammar is compiled with
_OPTIONS = {"parser": "lalr", "propagate_positions": True, "keep_all_tokens": True}


def _grammar_text(lang: str) -> str:
    return _np_rules(Path(__file__).with_name(f"{lang}.lark").read_text(encoding="utf-8"))


def _tables_key(text: str) -> str:
    """What a grammar's compiled tables depend on: its text, lark's version and Python's."""
    import sys

    import lark
    return hashlib.sha256(f"{text}\0{lark.__version__}\0{sys.version_info[:2]}".encode()).hexdigest()[:16]


def shipped_table(lang: str, key: str) -> Path:
    """The shipped parser tables of the ``lang`` grammar under `_tables_key` ``key``."""
    return SHIPPED / f"abilities-{lang}-{key}.lark.xz"


def _shipped_parser(lang: str, text: str) -> tuple[Lark, FastParser] | None:
    """The parser compiled at build time for exactly this grammar text (and this lark and Python), and
    its `FastParser`, or None: building its LALR tables takes seconds of CPU, loading them a fraction of
    one (each state is decoded when first reached: `load_lazily`). (They are a compiled parser, not an
    answer: ``RULING_SHIPPED=off`` leaves them in use.)"""
    shipped = shipped_table(lang, _tables_key(text))
    if not shipped.is_file():
        return None
    import pickle
    try:
        return load_lazily(pickle.loads(_prefetched(lang, shipped) or _decompressed(shipped)))
    except Exception:  # a damaged file: the tables are built as if none were shipped
        return None


def _decompressed(path: Path) -> bytes:
    import lzma
    return lzma.decompress(path.read_bytes())


#: lang -> (the shipped tables' path, the thread decompressing them, [their bytes once it is done]): `prefetch`
_PREFETCH: dict[str, tuple[Path, threading.Thread, list]] = {}


def prefetch(lang: str) -> None:
    """Start reading and decompressing the shipped parser tables of ``lang`` in a thread: lzma lets the
    calling thread run meanwhile (a command that reads card text calls this before it reads the pool's
    JSON, on a second processor), and `grammar` takes the bytes. Nothing when the grammar is loaded
    already, not written, or has no shipped tables; the tables loaded are the same either way."""
    if lang in _PREFETCH or lang in _BUILT or lang not in LANGUAGES or not written(lang):
        return
    path = shipped_table(lang, _tables_key(_grammar_text(lang)))
    if not path.is_file():
        return
    out: list = []

    def work() -> None:
        try:
            out.append(_decompressed(path))
        except Exception:  # read again (and failed on again) by `_shipped_parser` itself
            pass
    thread = threading.Thread(target=work, name=f"prefetch-{lang}", daemon=True)
    _PREFETCH[lang] = (path, thread, out)
    thread.start()


def _prefetched(lang: str, path: Path) -> bytes | None:
    """The bytes `prefetch` decompressed for ``path`` (waiting for its thread), or None."""
    got = _PREFETCH.pop(lang, None)
    if got is None or got[0] != path:
        return None
    got[1].join()
    return got[2][0] if got[2] else None


def ship_tables(langs=None) -> list[Path]:
    """Compile each written grammar and write its parser (`Lark.save`), xz-compressed, to `SHIPPED`,
    removing the tables of earlier versions. Run by ``python3 -m logic.build_tables``."""
    import io
    import lzma
    out = []
    for lang in langs or [lang for lang in LANGUAGES if written(lang)]:
        text = _grammar_text(lang)
        buf = io.BytesIO()
        Lark(text, **_OPTIONS).save(buf)
        for old in SHIPPED.glob(f"abilities-{lang}-*.lark.xz"):
            old.unlink()
        target = shipped_table(lang, _tables_key(text))
        target.write_bytes(lzma.compress(compact(buf.getvalue()), preset=9))  # states decoded lazily
        out.append(target)
    return out


def stale_shipped_tables(langs=None) -> list[str]:
    """The written grammars with no shipped parser tables for their current text."""
    return [lang for lang in langs or [lang for lang in LANGUAGES if written(lang)]
            if not shipped_table(lang, _tables_key(_grammar_text(lang))).is_file()]


class Grammar:
    """One language's grammar, compiled once; `parse` returns model items with spans."""

    def __init__(self, lang: str):
        text = _grammar_text(lang)
        self.lang = lang
        self.digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        self.parser, self.fast = _shipped_parser(lang, text) or (None, None)
        if self.parser is None:
            from logic.you.table import cache_dir
            folder = cache_dir()
            cache: str | bool = False
            if folder is not None:
                folder.mkdir(parents=True, exist_ok=True)
                cache = str(folder / f"abilities-{lang}-{self.digest}.lark")
            self.parser = Lark(text, **_OPTIONS, cache=cache)
        check_catalogue(self.parser)
        self.fast = self.fast or FastParser(self.parser)
        self.trees: dict[tuple[str, str], Tree | None] = {}
        #: (start, canonical text) not read -> offset in the text of the token the parser stopped at
        #: (None: the text ended too early); see `logic.abilities.fastparse.StoppedAt`
        self.stops: dict[tuple[str, str], int | None] = {}
        self.known = frozenset(t.pattern.value for t in self.parser.terminals
                               if isinstance(t.pattern, PatternStr) and t.pattern.value[:1].isalpha())

    def tree(self, canon: str, start: str = "start") -> Tree | None:
        """The parse tree of a canonical text from ``start``, or None; each distinct text is parsed once
        (the memo is `trees`, which `logic.abilities.cache` saves keyed by `digest`)."""
        key = (start, canon)
        if key in self.trees:
            return self.trees[key]
        mark = len(_MARK) if start == "clause" else 0
        try:
            tree = self.fast.parse(_MARK + canon if mark else canon, "start") if canon else None
        except StoppedAt as e:
            tree = None
            self.stops[key] = None if e.at is None or e.at < mark else e.at - mark
        except LarkError:
            tree = None
        self.trees[key] = tree
        return tree

    def parse(self, tokens: Tokens, text: str, start: str = "start") -> tuple[list, list[m.Span]]:
        """The items of ``tokens`` and the spans of what they read; `ParseFailed` if not read."""
        tree = self.tree(tokens.canon, start)
        if tree is None:
            raise ParseFailed(tokens.canon)
        b = _Build(tokens, text, len(_MARK) if start == "clause" else 0, self.lang)
        items, spans = [], []
        for child in tree.children:
            if isinstance(child, Tree):
                built = b.build(child)
                got = [x for x in _Build.flat([built]) if isinstance(x, _ITEMS)
                       or isinstance(x, _Marker) and x.what in _PASSED]
                if isinstance(built, _Marker) and built.what == "may":
                    got = [_Marker("may", built.value)]
                items += got
                spans.append(b.span(child))
            elif isinstance(child, Token) and child.start_pos >= b.offset and _LETTER.search(b.original(child)):
                spans.append(b.original_span(child))  # a word the sentence's own rule reads ("et" joining two effects)
        if self.lang == "fr":   # "soit A, soit B": English "either A or B"; "si vous ne le faites pas": "if you do not"
            items = otherwise_fr(options_fr(items))
        return items, spans


def shared_subject(items: list) -> list:
    """"X gets +1 DEF and gains retaliate 1", "... and gains the X-FORCE trait": a GAIN_KEYWORD or GAIN_TRAIT effect
    with no target of its own, joined by "and" to the effect before it (or built right after it, as French "et le
    trait X" is), has that effect's target (the subject both verbs share)."""
    out = list(items)
    for i in range(1, len(out)):
        e = out[i]
        before = out[i - 2] if out[i - 1] is m.Link.AND and i >= 2 else out[i - 1]   # "et le trait X": no link
        if isinstance(e, m.Effect) and e.kind in (m.EffectKind.GAIN_KEYWORD, m.EffectKind.GAIN_TRAIT) \
                and e.target is None and isinstance(before, m.Effect) and before.target is not None:
            out[i] = replace(e, target=before.target)
    return out


#: a letter: a token of the start rule that holds one is a word it read
_LETTER = re.compile(r"[^\W\d_]")


@lru_cache(maxsize=None)
def known_words(lang: str = "en") -> frozenset[str]:
    """The words the grammar of ``lang`` knows (its quoted literals that start with a letter), read from
    the grammar file without building the parser: what `logic.abilities.tokens` needs to tell a name."""
    text = Path(__file__).with_name(f"{lang}.lark").read_text(encoding="utf-8")
    text = "\n".join(line.split("//", 1)[0] for line in text.splitlines())
    return frozenset(w for w in re.findall(r'"([^"\s]+)"', text) if w[:1].isalpha())


@lru_cache(maxsize=None)
def written(lang: str) -> bool:
    """Whether ``lang`` has its grammar file (``<lang>.lark``) yet (looked up once per process: asked per
    card, and the package's files do not change while it runs)."""
    return Path(__file__).with_name(f"{lang}.lark").is_file()


#: the languages whose `Grammar` this process has built
_BUILT: set[str] = set()


@lru_cache(maxsize=None)
def grammar(lang: str = "en") -> Grammar:
    """The compiled `Grammar` of ``lang``; ValueError for a language with no grammar file."""
    if lang not in LANGUAGES or not written(lang):
        raise ValueError(f"no ability grammar for {lang!r}")
    got = Grammar(lang)
    _BUILT.add(lang)
    return got
