"""The vocabulary of "you": players, cards, card types, game functions, occurrences.

This module holds words, not rules: the sorts and symbols a clause may use, and
for each game function whether "you" performs it or undergoes it (grammar).
Whether an identity or a player can undergo a game function (what "can" in
"can be resolved as referring to the identity" is read against) is a rules
decision: the clauses of ``encodings/<game>/common/game_functions.py`` say it,
over the ruling words ``identity_can`` and ``player_can``.

Sorts (uninterpreted, so that a proof holds for any number of them)::

    Player      Card  --controller, owner-->  Player
    Occurrence  --occ_card--> Card,  --resolving_player--> Player,  --occ_sentence--> Sentence
    Action      --act_card--> Card,  --act_player--> Player

Functions point one way only (Occurrence/Action -> Card -> Player), so every
set of constants generates a finite structure: the many-sorted EPR fragment.

A *ruling* is an interpretation of the words the rules decide: the referent of
each occurrence, whether "you" can refer to the identity there, whether a card
is an extension of its controller's identity, and whether an action is performed
by the identity. A `World` can carry several rulings side by side (``ruling(1)``,
``ruling(2)``) over the same players and cards; this is how "every two rulings
agree" is asked.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lazymodule import lazy_module

#: z3, imported when a world's symbols are first made (`logic.situation.model` reads this module's card types only)
z3 = lazy_module("z3", globals())

__all__ = [
    "CARD_TYPES", "GAME_FUNCTIONS", "POSITIONS", "ATTACHMENTS", "ACTION_KINDS", "REFERENTS",
    "SEAT_FEATURES", "SEAT_ROLES", "MEMBER_ROLES", "GameFunction", "World", "View",
]

#: Every card type of MarvelCDB's type list (``types.json``), by its code.
CARD_TYPES: tuple[str, ...] = (
    "hero", "alter_ego", "ally", "event", "resource", "upgrade", "support", "player_side_scheme",
    "obligation", "villain", "leader", "minion", "treachery", "attachment", "environment",
    "side_scheme", "main_scheme", "evidence_means", "evidence_motive", "evidence_opportunity",
)

#: Where the word stands in its ability: in the effect, in an "after ..." or
#: "when ..." trigger condition, or in an "if ..." condition.
POSITIONS: tuple[str, ...] = ("effect", "after", "when", "if")

#: What the card bearing the word is attached to.
ATTACHMENTS: tuple[str, ...] = (
    "unattached", "own_identity", "other_friendly_character", "enemy_character", "non_character",
)

#: Kinds of action or ability resolved from a card (for "who performs it").
ACTION_KINDS: tuple[str, ...] = (
    "attack", "thwart", "defense", "action_ability", "triggered_ability", "spend_resource",
)

REFERENTS: tuple[str, ...] = ("identity", "player")

# -- the seat: which player a "you" is ------------------------------------------------
#: The facts of a game situation that the seat rules read, each with its finite table of values.
#: ``host``: what the card bearing the word is attached to; ``link``: how an encounter card stands
#: to a player (revealed by, engaged with, or neither); ``ability``: the kind of ability the word
#: is in; ``may_trigger``: whether the card text lets any player trigger it; ``attack``: whether
#: the ability resolves in an enemy attack, and whether another player defended it (before or
#: after the ability resolved); ``trigger``: whether the ability triggers when or after an enemy
#: attacks "you", or the word is in a trigger condition on something "you" do or undergo
#: (``you_perform``), or in none (``none``); ``target``: the character the attack was made against;
#: ``addressee``: whom the wording addresses: one player (``one``, the plain "you"), each player in
#: turn (``each``: "each of you", "all of you") or the players together (``together``: "you and
#: your teammates", "as a group, you", "your campaign log").
SEAT_FEATURES: dict[str, tuple[str, ...]] = {
    "host": ("none", "player_card", "encounter_card"),
    "link": ("none", "revealed", "engaged"),
    "ability": ("optional", "forced", "constant", "boost", "when_revealed"),
    "may_trigger": ("by_the_rules", "any_player"),
    "attack": ("none", "not_redirected", "redirected_before", "redirected_after"),
    "trigger": ("none", "you_perform", "when_attacks_you", "after_attacks_you"),
    "target": ("identity", "ally"),
    "addressee": ("one", "each", "together"),
}

#: The players a situation names, by role: the seat answer says which of them "you" is.
#: ``controller``/``owner`` of the card; ``host_controller``: the controller of the card it is
#: attached to; ``engaged_player``/``revealing_player`` of an encounter card; ``attacked_player``:
#: the player the attack was initiated against; ``defending_player``: the player who defended it
#: (the attacked player when nobody else did); ``triggering_player``: the player who triggered the
#: ability or whose action met its triggering condition; ``first_player``: the first player;
#: ``every_player``: the group seat, every player (the team) rather than one of them. It is an element
#: of the ``Player`` sort that the seat situation keeps apart from every one-player role: a "you" whose
#: seat is ``every_player`` is the players together, or each of them in turn, not one member.
SEAT_ROLES: tuple[str, ...] = ("controller", "owner", "host_controller", "engaged_player", "revealing_player",
                               "attacked_player", "defending_player", "triggering_player", "first_player",
                               "every_player")
#: The roles that name one player (every role but the group seat).
MEMBER_ROLES: tuple[str, ...] = tuple(r for r in SEAT_ROLES if r != "every_player")
_CARD_ROLES = ("controller", "owner", "host_controller", "engaged_player", "revealing_player")


@dataclass(frozen=True)
class GameFunction:
    """A game function "you" can stand in.

    ``performed`` is true when "you" is the one who performs the function
    ("you attack") rather than the one it is done to ("... attacks you").
    Who can undergo it is not said here (see the module docstring).
    """

    name: str
    performed: bool
    says: str


_F = GameFunction
#: The game functions, by name.
GAME_FUNCTIONS: dict[str, GameFunction] = {f.name: f for f in (
    _F("take_damage", False, "damage is dealt to you, you take damage"),
    _F("take_indirect_damage", False, "indirect damage is dealt to you"),
    _F("be_exhausted", False, "a card exhausts you"),
    _F("receive_status", False, "you are stunned, confused or made tough; a status card is placed on you"),
    _F("be_healed", False, "you heal damage, damage is healed from you"),
    _F("be_readied", False, "you ready"),
    _F("gain_stat", False, "you get +N to a stat or hit points"),
    _F("be_defeated", False, "you are defeated"),
    _F("change_form", True, "you change form, flip to your hero or alter-ego"),
    _F("attack", True, "you attack"),
    _F("thwart", True, "you thwart, remove threat"),
    _F("defeat_enemy", True, "you defeat an enemy"),
    _F("defend", True, "you defend (yourself, or a player defends with an ally)"),
    _F("be_attacked", False, "an enemy attacks you"),
    _F("be_engaged_with", False, "a minion is engaged with you"),
    _F("draw", True, "you draw cards"),
    _F("discard_from_hand", True, "you discard cards from your hand"),
    _F("search_deck", True, "you search your deck, look at cards of your deck"),
    _F("control", True, "a card you control, your play area, put into play under your control"),
    _F("play_card", True, "you play a card"),
    _F("spend_resource", True, "you spend or pay resources"),
    _F("choose", True, "you may, you choose"),
    _F("hand", False, "your hand, your hand size"),
    _F("deck", False, "your deck, your discard pile"),
    _F("own_identity", False, "your hero, your alter-ego, your identity"),
    _F("be_first_player", False, "you are the first player"),
    _F("be_activated_against", False, "the villain activates or schemes against you (enemies activate against a player)"),
    _F("be_in_form", False, "you are in hero or alter-ego form"),
    _F("resolve_instruction", True, "if you cannot, if you do: whoever resolved the instruction before"),
    _F("resolve_card", True, "you resolve a card or an ability"),
    _F("own_leader", False, "your leader"),
    _F("be_dealt_encounter_card", False, "an encounter card dealt to you"),
    _F("team", False, "your team, your teammates"),
    _F("have_trait", False, "you have a trait (if you are an [[Avenger]])"),
    _F("ally_limit", False, "your ally limit"),
    _F("turn", False, "your turn"),
    _F("discard_from_deck", True, "you discard the top cards of your deck"),
    _F("stat", False, "your ATK, THW, DEF, REC or hit points"),
    _F("nemesis", False, "your nemesis"),
    _F("reveal_encounter_card", True, "you reveal an encounter card"),
    _F("use_basic_power", True, "you use a basic power"),
    _F("recover", True, "you recover"),
    _F("game_area", False, "your game area"),
    _F("gain_keyword", False, "you gain a keyword (retaliate, piercing)"),
    _F("deal_damage", True, "you deal damage"),
    _F("win_game", False, "you win or lose the game"),
)}


class World:
    """The z3 symbols of one world, in a context of its own.

    Create one per analysis; never share it across threads. ``ruling(tag)``
    returns a `View`: the world's symbols plus one ruling's symbols.
    """

    def __init__(self, ctx: z3.Context | None = None):
        self.ctx = ctx = ctx or z3.Context()
        S = lambda name: z3.DeclareSort(name, ctx)  # noqa: E731
        self.Player, self.Card, self.Occurrence = S("Player"), S("Card"), S("Occurrence")
        self.Sentence, self.Action = S("Sentence"), S("Action")

        self._value_names: dict[str, str] = {}

        def enum(name, prefix, values):
            # constants are prefixed so that no two sorts share a constructor name in SMT-LIB
            sort, consts = z3.EnumSort(name, [f"{prefix}_{v}" for v in values], ctx=ctx)
            for v, c in zip(values, consts):
                self._value_names[str(c)] = v
            return sort, dict(zip(values, consts))

        self.CardType, self.card_types = enum("CardType", "type", CARD_TYPES)
        self.GameFunctionSort, self.game_functions = enum("GameFunction", "fn", GAME_FUNCTIONS)
        self.Position, self.positions = enum("Position", "at", POSITIONS)
        self.Attachment, self.attachments = enum("Attachment", "attached", ATTACHMENTS)
        self.ActionKind, self.action_kinds = enum("ActionKind", "kind", ACTION_KINDS)
        self.Referent, self.referents = enum("Referent", "ref", REFERENTS)

        F = lambda name, *sorts: z3.Function(name, *sorts)  # noqa: E731
        self.card_type = F("card_type", self.Card, self.CardType)
        self.controller = F("controller", self.Card, self.Player)
        self.owner = F("owner", self.Card, self.Player)
        self.attachment = F("attachment", self.Card, self.Attachment)
        self.is_encounter_card = F("is_encounter_card", self.Card, z3.BoolSort(ctx))
        self.occ_card = F("occ_card", self.Occurrence, self.Card)
        self.occ_function = F("occ_function", self.Occurrence, self.GameFunctionSort)
        self.occ_position = F("occ_position", self.Occurrence, self.Position)
        self.occ_sentence = F("occ_sentence", self.Occurrence, self.Sentence)
        self.resolving_player = F("resolving_player", self.Occurrence, self.Player)
        self.act_card = F("act_card", self.Action, self.Card)
        self.act_kind = F("act_kind", self.Action, self.ActionKind)
        self.act_player = F("act_player", self.Action, self.Player)
        # the seat's situation: features (enumerations) and the players by role
        self.seat_sorts: dict[str, z3.SortRef] = {}
        self.seat_values: dict[str, dict[str, z3.ExprRef]] = {}
        self.seat_feature: dict[str, z3.FuncDeclRef] = {}
        for name, values in SEAT_FEATURES.items():
            sort, table = enum(f"Seat_{name}", name, values)
            self.seat_sorts[name], self.seat_values[name] = sort, table
            domain = self.Card if name in ("host", "link") else self.Occurrence
            self.seat_feature[name] = F(f"seat_{name}", domain, sort)
        self.role: dict[str, z3.FuncDeclRef] = {
            r: (self.controller if r == "controller" else self.owner if r == "owner"
                else F(r, self.Card if r in _CARD_ROLES else self.Occurrence, self.Player))
            for r in SEAT_ROLES}
        self._rulings: dict[str, View] = {}

    def value_name(self, value: z3.ExprRef) -> str:
        """The vocabulary's name of an enum value (``take_damage`` for the constant ``fn_take_damage``)."""
        return self._value_names.get(str(value), str(value))

    #: world functions from an uninterpreted sort (used to build Herbrand terms)
    def world_functions(self) -> list[z3.FuncDeclRef]:
        return [self.card_type, self.controller, self.owner, self.attachment, self.is_encounter_card,
                self.occ_card, self.occ_function, self.occ_position, self.occ_sentence,
                self.resolving_player, self.act_card, self.act_kind, self.act_player]

    def seat_functions(self) -> list[z3.FuncDeclRef]:
        """The world functions of the seat question (added to `world_functions` for its terms)."""
        return list(self.seat_feature.values()) + [f for r, f in self.role.items()
                                                   if r not in ("controller", "owner")]

    def role_of(self, role: str, o: z3.ExprRef) -> z3.ExprRef:
        """The player holding ``role`` for occurrence ``o`` (a card role is read on ``o``'s card)."""
        f = self.role[role]
        return f(self.occ_card(o)) if role in _CARD_ROLES else f(o)

    def ruling(self, tag: str | int = 1) -> "View":
        """The view of this world under ruling ``tag`` (created on first use)."""
        tag = str(tag)
        if tag not in self._rulings:
            self._rulings[tag] = View(self, tag)
        return self._rulings[tag]


class View:
    """A world plus one ruling: the object every clause's ``build`` receives.

    Quantifier helpers (`each_occurrence`, `each_pair_in_a_sentence`, `each_card`,
    `each_action`) give universally quantified constraints; the predicates read
    like the rules text.
    """

    def __init__(self, world: World, tag: str):
        self.world, self.tag = world, tag
        w, ctx = world, world.ctx
        B = z3.BoolSort(ctx)
        self.referent = z3.Function(f"referent_{tag}", w.Occurrence, w.Referent)
        self.can_refer_to_identity = z3.Function(f"can_refer_to_identity_{tag}", w.Occurrence, B)
        self.is_extension = z3.Function(f"is_extension_{tag}", w.Card, B)
        self.performed_by_identity = z3.Function(f"performed_by_identity_{tag}", w.Action, B)
        #: the occurrence's game function is one an identity / a player can undergo or perform
        self.identity_can_undergo = z3.Function(f"identity_can_undergo_{tag}", w.Occurrence, B)
        self.player_can_undergo = z3.Function(f"player_can_undergo_{tag}", w.Occurrence, B)
        #: an explicit exception to the entry's general principle (identity first; in the v1.1 text,
        #: player first) applies to the occurrence
        self.excepted = z3.Function(f"excepted_{tag}", w.Occurrence, B)
        #: the seat: the player the occurrence's "you" is (decided by the seat clauses), or the group
        #: seat (the ``every_player`` role)
        self.seat = z3.Function(f"seat_{tag}", w.Occurrence, w.Player)
        #: the member: the one player the clauses that speak of one player name for the occurrence
        #: (`seat_is`); whether the seat is that member or the group is decided by the group clauses
        self.member = z3.Function(f"member_{tag}", w.Occurrence, w.Player)

    def ruling_functions(self) -> list[z3.FuncDeclRef]:
        return [self.referent, self.can_refer_to_identity, self.is_extension, self.performed_by_identity,
                self.identity_can_undergo, self.player_can_undergo, self.excepted, self.seat, self.member]

    # -- quantifiers -------------------------------------------------------
    def _fresh(self, sort, name):
        return z3.Const(name, sort)

    def each_occurrence(self, body) -> z3.BoolRef:
        """For every occurrence ``o`` of "you": ``body(o)``."""
        o = self._fresh(self.world.Occurrence, "o")
        return z3.ForAll([o], body(o))

    def each_pair_in_a_sentence(self, body) -> z3.BoolRef:
        """For every two occurrences in the same sentence: ``body(o1, o2)``."""
        o1, o2 = self._fresh(self.world.Occurrence, "o1"), self._fresh(self.world.Occurrence, "o2")
        w = self.world
        return z3.ForAll([o1, o2], z3.Implies(w.occ_sentence(o1) == w.occ_sentence(o2), body(o1, o2)))

    def each_card(self, body) -> z3.BoolRef:
        c = self._fresh(self.world.Card, "c")
        return z3.ForAll([c], body(c))

    def each_action(self, body) -> z3.BoolRef:
        a = self._fresh(self.world.Action, "a")
        return z3.ForAll([a], body(a))

    # -- the world ---------------------------------------------------------
    def card_of(self, o):
        return self.world.occ_card(o)

    def card_of_action(self, a):
        return self.world.act_card(a)

    def function_is(self, o, *names) -> z3.BoolRef:
        return self._one_of(self.world.occ_function(o), self.world.game_functions, names)

    def position_is(self, o, *names) -> z3.BoolRef:
        return self._one_of(self.world.occ_position(o), self.world.positions, names)

    def card_type_is(self, c, *names) -> z3.BoolRef:
        return self._one_of(self.world.card_type(c), self.world.card_types, names)

    def attachment_is(self, c, *names) -> z3.BoolRef:
        return self._one_of(self.world.attachment(c), self.world.attachments, names)

    def kind_is(self, a, *names) -> z3.BoolRef:
        return self._one_of(self.world.act_kind(a), self.world.action_kinds, names)

    def is_encounter_card(self, c) -> z3.BoolRef:
        return self.world.is_encounter_card(c)

    def identity_can(self, o) -> z3.BoolRef:
        """An identity can undergo or perform the game function of occurrence ``o``."""
        return self.identity_can_undergo(o)

    def player_can(self, o) -> z3.BoolRef:
        """A player (in person) can undergo or perform the game function of occurrence ``o``."""
        return self.player_can_undergo(o)

    def function_performed_by_you(self, o) -> z3.BoolRef:
        """The occurrence's "you" performs its game function ("you attack")."""
        return self.function_is(o, *[f.name for f in GAME_FUNCTIONS.values() if f.performed])

    # -- the seat's situation -------------------------------------------------
    def seat_fact(self, o, name: str, *values: str) -> z3.BoolRef:
        """The seat feature ``name`` of occurrence ``o`` (or of its card) is one of ``values``."""
        w = self.world
        f = w.seat_feature[name]
        arg = w.occ_card(o) if f.domain(0) == w.Card else o
        return self._one_of(f(arg), w.seat_values[name], values)

    def player(self, role: str, o) -> z3.ExprRef:
        """The player holding ``role`` (one of `SEAT_ROLES`) for occurrence ``o``."""
        return self.world.role_of(role, o)

    def seat_is(self, o, role: str) -> z3.BoolRef:
        """Read as one player, the "you" of occurrence ``o`` is the player holding ``role``: the
        occurrence's member is that player. (The clauses of the rules that speak of one player say
        this; whether the seat is the member or the group is for the group clauses: `seat_is_member`,
        `seat_is_group`.)"""
        return self.member(o) == self.player(role, o)

    def seat_is_member(self, o) -> z3.BoolRef:
        """The "you" of occurrence ``o`` is the one player the one-player clauses name (its member)."""
        return self.seat(o) == self.member(o)

    def seat_is_group(self, o) -> z3.BoolRef:
        """The "you" of occurrence ``o`` is the group seat: every player (the ``every_player`` role)."""
        return self.seat(o) == self.player("every_player", o)

    def seat_is_role(self, o, role: str) -> z3.BoolRef:
        """The "you" of occurrence ``o`` is the player holding ``role`` itself (not through the member)."""
        return self.seat(o) == self.player(role, o)

    def is_player_card(self, o) -> z3.BoolRef:
        """The card bearing ``o`` is a player card (not an encounter card)."""
        return z3.Not(self.world.is_encounter_card(self.world.occ_card(o)))

    # -- the ruling --------------------------------------------------------
    def refers_to_identity(self, o) -> z3.BoolRef:
        return self.referent(o) == self.world.referents["identity"]

    def refers_to_player(self, o) -> z3.BoolRef:
        return self.referent(o) == self.world.referents["player"]

    def _one_of(self, term, table, names) -> z3.BoolRef:
        unknown = [n for n in names if n not in table]
        if unknown:
            raise ValueError(f"unknown name(s) {unknown}; known: {sorted(table)}")
        return z3.Or([term == table[n] for n in names]) if len(names) != 1 else term == table[names[0]]
