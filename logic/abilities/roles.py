"""The game function of every "you" read off the ability structure: its role.

A second-person word of a sentence ("you", "your", "yourself") is a token of the sentence's parse
by the ability grammar (`logic.abilities.grammar`), the same parse `logic.abilities.reader` builds
the `Ability` structure from. Its place in that parse is its role, and the role names its game
function (a key of `logic.you.vocab.GAME_FUNCTIONS`, or a function the vocabulary lacks, named in
`logic.cards.lexicon.PROPOSED`):

=====================================  ===============================================  =====================
where the word sits                    example                                          function
=====================================  ===============================================  =====================
object of an ``attack`` event          "After the villain attacks you"                  ``be_attacked``
subject of a trigger's event           "After you play an event"                        ``play_card``
target of a ``deal_damage`` effect     "Deal 2 damage to you"                           ``take_damage``
subject of an effect                   "You are stunned", "You draw 1 card"             ``receive_status``, ``draw``
"you may" / "if you do"                "You may exhaust ..."                            ``choose``
a filter "you control" / "you own"     "an upgrade you control"                         ``control``
owner of a noun                        "your hand", "your deck", "your allies"          ``hand``, ``deck``, ``control``
owner of a noun, in its effect         "discard a card from your hand"                  ``discard_from_hand``
"your hero", "your identity"           "Deal 1 damage to your hero"                     ``own_identity``
subject of a predicate                 "if you are in hero form"                        ``be_in_form``
=====================================  ===============================================  =====================

The tables below (`_EFFECT_SUBJECT`, `_EFFECT_OBJECT`, `_EVENT_SUBJECT`, `_EVENT_OBJECT`,
`_PREDICATE_SUBJECT`, `_OWNED`) are the whole mapping; a role no table names gives a `YouRole` with
no function (the caller keeps another reading, saying so), never a default.

Promises
--------
- Only words inside a part of the sentence the reader read get a role: a sentence read whole from
  its start rule, else the runs of pieces the reader kept (`logic.abilities.runs.read_runs`: the
  reader's own runs, so the sentence is parsed once for both); a word in an unread fragment gets none.
- Each role carries the word's span in the sentence, so it can be matched to an occurrence of
  `logic.cards.occurrences` by its start.
- Pure and cached per distinct (sentence, part, name, language).
- One walk for every language: the grammars share en.lark's rule names, and what differs (which tokens
  are second-person words, the spelling of the few literal words the walk reads, a French object
  pronoun before its verb) is in `logic.abilities.roles_words`; a language with no words there gets no
  role (and is not parsed).

Example
-------
>>> [(r.word, r.functions) for r in roles_of_you("After the villain attacks you, you are stunned.")]
[('you', ('be_attacked',)), ('you', ('receive_status',))]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from lark import Token, Tree

from logic.abilities import model as m
from logic.abilities.grammar import _MARK, grammar
from logic.abilities.roles_words import RoleWords, words_of
from logic.abilities.runs import read_runs
from logic.abilities.tokens import Tokens

__all__ = ["YouRole", "roles_of_you", "YOU_TOKENS"]

#: the canonical tokens that are a second-person word
YOU_TOKENS = frozenset({"you", "your", "yourself"})
#: the English words: the walk's own spelling (`logic.abilities.roles_words` has the other languages')
_ENGLISH = RoleWords("en", {t: t for t in YOU_TOKENS})


@dataclass(frozen=True, slots=True)
class YouRole:
    """The role of one second-person word in the structure.

    ``item`` is what holds it (``effect``, ``cost``, ``trigger``, ``condition``, ``target``), ``kind``
    the catalogue value of that item (an `EffectKind`, `EventKind`, `PredicateKind` value, or the
    name of the grammar rule for a filter: ``controller``, ``owner``), ``slot`` the word's place in it
    (``subject``, ``object``, ``owner``, ``chooser``, ``controller``), ``functions`` the game functions
    the role names, first the main one; empty when no table names this role."""

    word: str
    span: m.Span
    item: str
    kind: str
    slot: str
    functions: tuple[str, ...]
    phrase: str = ""             # the words of the item that gives the role, as printed

    @property
    def function(self) -> str | None:
        """The main game function, or None."""
        return self.functions[0] if self.functions else None


# -- the tables: role -> game function ----------------------------------------------------------------
#: an effect whose subject is "you" ("you draw", "you are stunned")
_EFFECT_SUBJECT = {
    "deal_damage": "deal_damage", "take_damage": "take_damage", "heal": "be_healed", "draw": "draw",
    "discard": "discard_from_hand", "reveal": "reveal_encounter_card", "exhaust": "be_exhausted",
    "ready": "be_readied", "give_status": "receive_status", "modify_stat": "gain_stat",
    "gain_keyword": "gain_keyword", "activate": "attack", "engage": "be_engaged_with", "flip": "change_form",
    "defeat": "be_defeated", "generate_resource": "spend_resource", "choose": "choose", "win_game": "win_game",
    "gain_trait": "have_trait", "put_into_play": "control",
}
#: an effect whose object (target) is "you" ("deal 1 damage to you", "stun you")
_EFFECT_OBJECT = {
    "deal_damage": "take_damage", "heal": "be_healed", "give_status": "receive_status", "exhaust": "be_exhausted",
    "ready": "be_readied", "activate": "be_attacked", "engage": "be_engaged_with", "defeat": "be_defeated",
    "deal_encounter": "be_dealt_encounter_card", "remove_status": "receive_status", "attach": "own_identity",
}
#: a trigger whose event's subject is "you" ("after you attack")
_EVENT_SUBJECT = {
    "attack": "attack", "thwart": "thwart", "defend": "defend", "defeated": "be_defeated",
    "takes_damage": "take_damage", "deals_damage": "deal_damage", "healed": "be_healed", "played": "play_card",
    "drawn": "draw", "discarded": "discard_from_hand", "changes_form": "change_form", "exhausted": "be_exhausted",
    "readied": "be_readied", "status_given": "receive_status", "resource_spent": "spend_resource",
    "basic_power": "use_basic_power", "recover": "recover", "revealed": "reveal_encounter_card",
    "threat_removed": "thwart", "engaged": "be_engaged_with", "ability_triggered": "resolve_card",
    "ability_used": "resolve_card", "defeats": "defeat_enemy",
}
#: an event whose object is "you" ("attacks you", "engages you", "is dealt to you")
_EVENT_OBJECT = {
    "attack": "be_attacked", "deals_damage": "take_damage", "activates": "be_activated_against",
    "scheme": "be_activated_against", "engaged": "be_engaged_with", "exhausted": "be_exhausted",
    "readied": "be_readied", "dealt": "be_dealt_encounter_card", "defeated": "defeat_enemy",
}
#: a predicate whose subject is "you" ("if you control", "while you are in hero form")
_PREDICATE_SUBJECT = {
    "controls": "control", "in_form": "be_in_form", "has_trait": "have_trait", "has_status": "receive_status",
    "is_exhausted": "be_exhausted", "is_engaged": "be_engaged_with", "cannot": "resolve_instruction",
    "paid_with": "spend_resource", "is_card": "own_identity", "took_damage": "take_damage",
    "did_not": "choose",  # French "si vous ne le faites pas": "if you do not" (English link_if_you_do_not)
}
#: what "you cannot <verb>" restricts, by the words after "cannot"
_CANNOT = {
    ("attack",): "attack", ("thwart",): "thwart", ("defend",): "defend", ("play",): "play_card",
    ("be", "attacked"): "be_attacked", ("be", "defeated"): "be_defeated", ("take", "damage"): "take_damage",
    ("be", "healed"): "be_healed", ("be", "stunned"): "receive_status", ("be", "confused"): "receive_status",
    ("be", "tough"): "receive_status", ("gain",): "receive_status", ("ready",): "be_readied",
    ("be", "engaged"): "be_engaged_with", ("be", "exhausted"): "be_exhausted", ("be", "readied"): "be_readied",
}
#: "your <noun>": the function of the owner, by the noun owned
_OWNED = {
    "n_hand": "hand", "n_deck": "deck", "n_discard_pile": "deck", "n_hero": "own_identity",
    "n_identity": "own_identity", "n_alter_ego": "own_identity", "n_character": "control", "n_ally": "control",
    "n_upgrade": "control", "n_support": "control", "n_card": "control", "n_attachment": "control",
    "n_minion": "control", "n_play_area": "control", "n_turn": "turn", "n_phase": "turn", "n_attack": "attack",
}
#: "your <noun>" inside an effect of a kind: the owner's function there
_OWNED_IN = {
    ("eff_discard", "n_hand"): "discard_from_hand", ("eff_search", "n_deck"): "search_deck",
    ("eff_reveal", "n_deck"): "search_deck",
}
#: rules in which a literal "you" (or "your") stands: (item, kind, slot, function)
_LITERAL = {
    "may": ("effect", "may", "chooser", "choose"),
    "f_controller": ("target", "controller", "controller", "control"),
    "f_owner": ("target", "owner", "owner", "control"),
    "link_if_you_do": ("condition", "did", "chooser", "choose"),
    "link_if_you_do_not": ("condition", "did_not", "chooser", "choose"),
    "pred_controls": ("condition", "controls", "subject", "control"),
    "pred_cannot": ("condition", "cannot", "subject", "resolve_instruction"),
    "pred_did_not": ("condition", "did_not", "subject", "resolve_instruction"),
    "eff_take_control": ("effect", "take_control", "controller", "control"),
}


def _name(node: Tree) -> str:
    d = node.data
    return d.value if isinstance(d, Token) else str(d)


def _literals(node: Tree, w: RoleWords | None = None) -> list[str]:
    """The literal words of ``node``, in the walk's (English) spelling."""
    if w is None or not w.canon:
        return [str(c) for c in node.children if isinstance(c, Token)]
    return [w.english(str(c)) for c in node.children if isinstance(c, Token)]


def _first_literal(node: Tree) -> int:
    """The index of the first literal word among ``node``'s children (len when none)."""
    return next((i for i, c in enumerate(node.children) if isinstance(c, Token)), len(node.children))


def _item(rule: str, part: str) -> str:
    if rule.startswith("eff_") or rule.startswith("cost_"):
        return "cost" if part == "cost" or rule.startswith("cost_") else "effect"
    if rule.startswith("ev_") or rule == "trigger":
        return "trigger"
    if rule.startswith("pred_"):
        return "condition"
    return "target"


def _role(word: str, path: list[tuple[Tree, int]], part: str, w: RoleWords | None = None
          ) -> tuple[str, str, str, tuple[str, ...]]:
    """(item, kind, slot, functions) of a second-person token whose ancestors, nearest last, are
    ``path`` (each with the index of the child on the way down); ``word`` is the English word it
    stands for, ``w`` the words of the sentence's language (`logic.abilities.roles_words`)."""
    w = w or _ENGLISH
    parent = _name(path[-1][0])
    if parent in _LITERAL:
        item, kind, slot, f = _LITERAL[parent]
        if parent == "may" and "must" in _literals(path[-1][0], w):
            return item, "must", "subject", ()
        return item, kind, slot, (f,)
    if parent == "must":  # a literal subject of "must" (French "vous devez"): as "you must" below
        return _must_role(path, len(path) - 1, w)
    if parent == "owner_you":
        return _owner_role(path, part, w)
    if parent == "q_all" and word == "your":  # French "toutes vos cartes": the owner of the noun after it
        return _owner_role(path + [path[-1]], part, w)
    if parent == "target_ability":  # French "votre capacité": as "your ability" (an owner of an ability)
        return "target", "ability", "owner", ("resolve_card",)
    if parent == "eff_ignore_ally_limit":  # "does not count against your ally limit"
        return "effect", "ignore_ally_limit", "owner", ("ally_limit",)
    if parent.startswith("ev_") and word == "your" and parent[3:] in w.own_event:  # "vous effectuez votre attaque"
        return "trigger", parent[3:], "owner", (w.own_event[parent[3:]],)
    if parent.startswith("ev_") and word == "you" and parent[3:] in _EVENT_OBJECT:  # German "dich angreifen"
        return "trigger", parent[3:], "object", (_EVENT_OBJECT[parent[3:]],)
    if parent == "link_option":  # French "soit vous placez ...": the subject of the option's effect
        return _option_subject(path, w)
    if parent != "n_you":
        return "target", parent, "", ()
    # n_you -> np -> target -> container
    k = len(path) - 1
    while k >= 0 and _name(path[k][0]) in ("n_you", "np", "target"):
        k -= 1
    if word == "your":  # "your hero", "your identity": the possessive of the identity, wherever it stands
        return "target", "identity", "owner", ("own_identity",)
    if k < 0:
        return "target", "you", "", ()
    node, at = path[k]
    rule = _name(node)
    item = _item(rule, part)
    # a noun phrase straight under its item, not in a target: a pronoun before its verb ("le méchant vous
    # attaque"), the verb's object (no English rule builds one)
    bare = _name(path[k + 1][0]) == "np"
    if rule == "trigger":
        events = [c for c in node.children if isinstance(c, Tree) and _name(c).startswith("ev_")]
        fs = tuple(dict.fromkeys(f for e in events for f in _event_subject(e, w)))
        return "trigger", _name(events[0])[3:] if events else "step_or_phase", "subject", fs
    if rule == "must":  # "you must discard": the subject of the effect that follows
        return _must_role(path, k, w)
    if rule == "may":
        return "effect", "may", "chooser", ("choose",)
    if rule == "did_deals_damage" and (bare or at > _first_literal(node)):  # "if this attack damages you"
        return "condition", "deals_damage", "object", ("take_damage",)
    if rule.startswith("ev_"):
        kind = rule[3:]
        lits_before = [w.english(str(c)) for c in node.children[:at] if isinstance(c, Token)]
        if kind == "attack" and "and" in lits_before:  # "attacks (X) and damages/defeats you"
            hurt = "take_damage" if {"damages", "damage"} & set(_literals(node, w)) else "be_defeated"
            against = any(isinstance(c, Tree) and _name(c) == "target" for c in node.children[:at])
            return item, kind, "object", (hurt,) if against else ("be_attacked", hurt)
        if kind == "attack" and bare and "and" in _literals(node, w):  # "vous attaque et vous blesse"
            hurt = "take_damage" if "damages" in _literals(node, w) else "be_defeated"
            return item, kind, "object", ("be_attacked", hurt)
        f = _EVENT_OBJECT.get(kind)
        shared = _shared_object(path[k - 1][0], node, w) if k >= 1 and _name(path[k - 1][0]) == "trigger" else ()
        fs = tuple(dict.fromkeys(shared + ((f,) if f else ()))) if f else ()
        return item, kind, "object", fs
    if rule.startswith("eff_"):
        kind = rule[4:]
        subject = at < _first_literal(node) and not bare
        if kind == "cannot" and subject:
            f = _cannot(node, w)
            return item, kind, "subject", (f,) if f else ()
        if kind == "discard_until" and not subject:  # "discard cards ... until you discard an event"
            return item, kind, "subject", ("discard_from_deck",)
        indirect = "indirect" in _literals(node, w)
        if indirect and (kind == "take_damage" and subject or kind == "deal_damage" and not subject):
            return item, kind, "subject" if subject else "object", ("take_indirect_damage",)
        if kind == "discard" and subject:
            return item, kind, "subject", _discarding(node)
        if kind == "put_into_play" and not subject and "engaged" in _literals(node, w)[:_child_literals_before(node, at)]:
            return item, kind, "object", ("be_engaged_with",)
        if kind == "activate" and not subject and not {"attacks", "attack"} & set(_literals(node, w)):
            return item, kind, "object", ("be_activated_against",)
        f = (_EFFECT_SUBJECT if subject else _EFFECT_OBJECT).get(kind)
        fs = ((f,) if f else ()) + (_coordinated(path[:k + 1]) if subject and f else ())
        return item, kind, "subject" if subject else "object", tuple(dict.fromkeys(fs))
    if rule.startswith("pred_"):
        kind = rule[5:]
        if at >= _first_literal(node):
            return item, kind, "object", ("be_engaged_with",) if kind == "is_engaged" else ()
        if kind in ("count_at_least", "count_at_most"):
            lits = _literals(node, w)
            f = "hand" if "hand" in lits else "stat" if "hit" in lits else None
            return item, kind, "subject", (f,) if f else ()
        f = _PREDICATE_SUBJECT.get(kind)
        return item, kind, "subject", (f,) if f else ()
    if rule == "f_engaged_with":
        return "target", "engaged_with", "object", ("be_engaged_with",)
    if rule == "f_attached":
        return "target", "attached", "object", ("own_identity",)
    return item, rule, "", ()


def _must_role(path: list[tuple[Tree, int]], k: int, w: RoleWords) -> tuple[str, str, str, tuple[str, ...]]:
    """"you must <effect>": the subject of the effect that follows ``must`` (``path[k]``), under ``may``
    under the effect."""
    effect = path[k - 2][0] if k >= 2 else None
    core = [c for c in effect.children if isinstance(c, Tree) and _name(c).startswith("eff_")] if effect else []
    if not core and effect is not None and _mentions(effect, "cost_spend_resources"):
        return "effect", "spend_resources", "subject", tuple(dict.fromkeys(("spend_resource",) + _coordinated(path[:k + 1])))
    f = _EFFECT_SUBJECT.get(_name(core[0])[4:]) if core else None
    fs = ((f,) + _coordinated(path[:k + 1])) if f else ()
    return "effect", _name(core[0])[4:] if core else "must", "subject", tuple(dict.fromkeys(fs))


#: an option's effect whose verb, with "you" before it, names the function of that "you" (the other
#: verbs' tables name the function of a passive subject, "you are exhausted", or none)
_OPTION_ACTIVE = {"take_damage": "take_damage", "deal_damage": "deal_damage", "draw": "draw"}


def _option_subject(path: list[tuple[Tree, int]], w: RoleWords) -> tuple[str, str, str, tuple[str, ...]]:
    """"either you <effect>" (French "soit vous subissez ...", the option word and "vous" one token): the
    subject of the active verb of the effect that follows the option word, when that effect has no subject
    of its own."""
    parent, at = path[-2]
    effect = next((c for c in parent.children[at + 1:] if isinstance(c, Tree)), None)
    if effect is None and _name(parent) == "choose_lead" and len(path) >= 3:   # "choisissez : soit vous ...": the
        outer, lead = path[-3]                                                 # first option's effect follows the lead
        effect = next((c for c in outer.children[lead + 1:] if isinstance(c, Tree)), None)
    core = [c for c in effect.children if isinstance(c, Tree) and _name(c).startswith(("eff_", "cost"))] \
        if effect is not None and _name(effect) == "effect" else []
    if not core or not isinstance(core[0].children[0], Token) and _name(core[0]) != "cost":
        return "effect", "option", "subject", ()
    kind = _name(core[0])[4:] if _name(core[0]).startswith("eff_") else "spend_resources"
    if kind == "discard":
        return "effect", kind, "subject", _discarding(core[0])
    if kind == "spend_resources":
        return "effect", kind, "subject", ("spend_resource",)
    if kind == "take_damage" and "indirect" in _literals(core[0], w):
        return "effect", kind, "subject", ("take_indirect_damage",)
    f = _OPTION_ACTIVE.get(kind)
    return "effect", kind, "subject", (f,) if f else ()


def _cannot(node: Tree, w: RoleWords) -> str | None:
    """The function "you cannot <verb>" (an ``eff_cannot`` whose subject is "you") restricts, by the
    words after the negation: English "cannot attack", French "ne pouvez pas attaquer"."""
    lits = [str(c) for c in node.children if isinstance(c, Token)]
    if w.cannot:
        rest = tuple(x for x in lits if x not in w.negation)[:2]
        return w.cannot.get(rest) or w.cannot.get(rest[:1])
    rest = tuple(lits[1:3]) if len(lits) > 1 else ()
    return _CANNOT.get(rest) or _CANNOT.get(rest[:1])


def _shared_object(trigger: Tree, ev: Tree, w: RoleWords) -> tuple[str, ...]:
    """The object functions of the events joined to ``ev`` by "or" / "and" before it that have no
    object of their own: in "an enemy attacks or schemes against you", "you" is what is attacked too."""
    kids = trigger.children
    i = next((j for j, c in enumerate(kids) if c is ev), None)
    out: list[str] = []
    while i is not None and i >= 2 and isinstance(kids[i - 1], Token) and w.english(str(kids[i - 1])) in ("or", "and"):
        prev = kids[i - 2]
        if not (isinstance(prev, Tree) and _name(prev).startswith("ev_")) or any(  # an object of its own: a
                isinstance(c, Tree) and _name(c) in ("target", "np") for c in prev.children):  # target, a pronoun
            break
        f = _EVENT_OBJECT.get(_name(prev)[3:])
        if f:
            out.insert(0, f)
        i -= 2
    return tuple(out)


def _event_subject(ev: Tree, w: RoleWords) -> tuple[str, ...]:
    """The functions of the subject of the event ``ev`` ("you attack and defeat": two)."""
    kind = _name(ev)[3:]
    lits = _literals(ev, w)
    if kind == "attack" and "attacked" in lits and {"is", "are"} & set(lits):  # a passive: "you are attacked"
        return ("be_attacked",)
    if kind in ("exhausted", "readied", "engaged") and not ({"is", "are"} & set(lits)):
        return ()  # "you exhaust X": an active verb, not the passive the table names
    if kind == "discarded":
        return _discarding(ev)
    f = _EVENT_SUBJECT.get(kind)
    if f == "attack" and {"defeats", "defeat"} & set(lits):
        return ("attack", "defeat_enemy")
    return (f,) if f else ()


def _discarding(node: Tree) -> tuple[str, ...]:
    """What "you discard <target>" is: from your deck, from your hand (cards, "from your hand"), or
    neither (a card you control, this card: no function of the vocabulary)."""
    if _mentions(node, "n_deck"):
        return ("discard_from_deck",)
    if _mentions(node, "n_hand"):
        return ("discard_from_hand",)
    if any(_name(t) in ("f_controller", "n_this_card", "n_it", "f_zone") for t in node.iter_subtrees()):
        return ()
    if _mentions(node, "n_card") or not any(isinstance(c, Tree) and _name(c) == "target" for c in node.children):
        return ("discard_from_hand",)
    return ()


def _child_literals_before(node: Tree, at: int) -> int:
    """How many literal words of ``node`` come before its child ``at``."""
    return sum(1 for c in node.children[:at] if isinstance(c, Token))


def _coordinated(path: list[tuple[Tree, int]]) -> tuple[str, ...]:
    """The functions of the effects joined by "and" / "or" after the one holding a subject "you" that
    have no subject of their own ("you get +3 hit points and gain steady", "you must spend 1 resource
    or discard 1 card"): the same "you" is their subject."""
    k = next((i for i in range(len(path) - 1, -1, -1) if _name(path[i][0]) == "effect"), None)
    if k is None or k == 0:
        return ()
    parent, at = path[k - 1]
    out, joined = [], False
    for c in parent.children[at + 1:]:
        if isinstance(c, Tree) and _name(c) in ("link_and", "link_or"):  # "and gain steady", "or discard 1 card"
            joined = True
        elif isinstance(c, Tree) and _name(c) == "effect" and joined:
            core = [e for e in c.children if isinstance(e, Tree) and _name(e).startswith("eff_")]
            if not core or not isinstance(core[0].children[0], Token):
                break
            kind = _name(core[0])[4:]
            out.extend(_discarding(core[0]) if kind == "discard" else
                       (_EFFECT_SUBJECT[kind],) if kind in _EFFECT_SUBJECT else ())
            joined = False
        elif not (isinstance(c, Token) and str(c) == ","):
            break
    return tuple(out)


def _mentions(node: Tree, rule: str) -> bool:
    return any(_name(t) == rule for t in node.iter_subtrees())


#: rules that are an effect under another name: French "défaussez de votre main X" (the zone printed before the card)
_EFFECT_ALIASES = {"discarded_from": "eff_discard"}


def _owner_role(path: list[tuple[Tree, int]], part: str, w: RoleWords) -> tuple[str, str, str, tuple[str, ...]]:
    """"your <noun>": owner_you -> owner -> np (holding the noun); its function by the noun, and by the
    effect that holds the noun."""
    if len(path) < 3:
        return "target", "owner", "owner", ()
    holder = path[-3][0]
    if _name(path[-2][0]) == "owner" and _name(holder) == "target_ability":
        return "target", "ability", "owner", ("resolve_card",)
    after = holder.children[path[-3][1] + 1] if path[-3][1] + 1 < len(holder.children) else None
    if _name(path[-2][0]) == "owner" and isinstance(after, Tree) and _name(after) == "stat_word":  # "your ATK"
        hand = any(isinstance(c, Tree) and _name(c) == "st_hand_size" for c in after.children)  # "your hand size"
        return "target", "stat", "owner", ("hand",) if hand else ("stat",)
    nouns = [_name(c) for c in holder.children if isinstance(c, Tree) and _name(c).startswith("n_")]
    noun = nouns[-1] if nouns else ""
    if noun == "n_card" and any(isinstance(c, Tree) and _name(c) == "n_card" and "identity" in _literals(c, w)
                                for c in holder.children):  # "your identity card"
        return "target", "identity", "owner", ("own_identity",)
    if noun == "n_villain" and any(isinstance(c, Tree) and _name(c) == "n_villain" and {"leader", "leaders"}
                                   & set(_literals(c, w)) for c in holder.children):
        return "target", "leader", "owner", ("own_leader",)
    if any(isinstance(c, Tree) and _name(c) == "f_nemesis" for c in holder.children):
        return "target", "owner", "owner", ("nemesis",)
    effect = next((_name(n) for n, _ in reversed(path[:-3]) if _name(n).startswith(("eff_", "ev_", "pred_"))
                   or _name(n) in _EFFECT_ALIASES), "")
    effect = _EFFECT_ALIASES.get(effect, effect)
    f = _OWNED_IN.get((effect, noun)) or _OWNED.get(noun)
    return _item(effect, part) if effect else "target", noun[2:] or "owner", "owner", (f,) if f else ()


# -- reading ---------------------------------------------------------------------------------------
def _trees(text: str, name: str, lang: str) -> list[tuple[Tree, Tokens, int]]:
    """The parse trees of what the reader reads of a sentence, each with its tokens and the offset of
    its canonical text: the very runs `logic.abilities.runs.read_runs` kept (the whole sentence, else
    the runs of pieces), parsed once for the reader and for the roles."""
    g = grammar(lang)
    return [(g.tree(run.tokens.canon, run.start), run.tokens, len(_MARK) if run.start == "clause" else 0)
            for run in read_runs(text, name, lang)]


@lru_cache(maxsize=1 << 15)
def roles_of_you(text: str, part: str = "effect", name: str = "", lang: str = "en") -> tuple[YouRole, ...]:
    """The `YouRole` of every second-person word the reader reads in the sentence ``text``, in order
    (see the module for the promises). ``part`` is "cost" for a sentence before the arrow."""
    w = words_of(lang, _ENGLISH)
    if not w.you:  # a language whose second-person words the walk does not know: nothing to parse for
        return ()
    out = []
    for tree, toks, offset in _trees(text, name, lang):
        found: list = []
        root = [(tree, 0)]
        _walk_root(tree, root, found, w.you)
        for tok, path in found:
            span = toks.span(tok.start_pos - offset, tok.end_pos - offset)
            inner = w.word.search(text, span[0], span[1]) if w.word else None
            span = inner.span() if inner else span  # the word inside its token ("soit-vous": "vous")
            if str(tok) in w.fused:  # a token that is a role of its own ("votre-contrôle")
                item, kind, slot, f = w.fused[str(tok)]
                functions = (f,)
            else:
                item, kind, slot, functions = _role(w.you[str(tok)], path, part, w)
            holder = next((n for n, _ in reversed(path) if _name(n) in _HOLDERS or _name(n).startswith(
                ("eff_", "ev_", "pred_", "cost_", "f_", "link_"))), tree)
            s, e = toks.span(holder.meta.start_pos - offset, holder.meta.end_pos - offset)
            out.append(YouRole(text[span[0]:span[1]], span, item, kind, slot, functions, text[s:e]))
    return tuple(sorted(out, key=lambda r: r.span))


#: the rules whose words are the phrase a role rests on (with every eff_, ev_, pred_, cost_, f_, link_ rule)
_HOLDERS = frozenset({"trigger", "may"})


def _walk_root(tree: Tree, path: list[tuple[Tree, int]], found: list, you=YOU_TOKENS) -> None:
    """Every second-person token (one of ``you``) under ``tree`` with its ancestors (nearest last), each
    with the index of the child taken on the way down (the token's own index for its parent)."""
    for i, c in enumerate(tree.children):
        step = path[:-1] + [(path[-1][0], i)]
        if isinstance(c, Tree):
            _walk_root(c, step + [(c, 0)], found, you)
        elif str(c) in you:
            found.append((c, step))
