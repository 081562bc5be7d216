"""Capacité — Marvel Champions, Guide de Référence (français), seed 003_d3f364777594dbb8.txt.

Clauses over the timing vocabulary (`logic/timing/vocab.py`). Locators: ``p1`` the definition,
``p1.bN`` its N-th bullet, ``p2`` the sentence introducing the priority list, ``p2.bN`` its N-th item.
The French list of priorities does not say "for the same triggering condition": it is encoded as written.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="fr", title="Capacité",
    source="seeds/003_d3f364777594dbb8.txt", version="Guide de Référence FR (seed 003)",
    same_text_as=["rules/Capacité (FR).md"],
    topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6", "p1.b7", "p1.b8",
              "p2", "p2.b1", "p2.b2", "p2.b3", "p2.b4", "p2.b5"],
    translates="Ability",  # the English entry this one translates (ruling diff pairs them)
)

MANDATORY = ("constant", "setup", "when_revealed", "forced_interrupt", "forced_response", "boost")
OPTIONAL = ("interrupt", "response")
PRIORITY = ("constant", "forced_interrupt", "interrupt", "forced_response", "response")


@clause("mc.fr.capacite.en_jeu", at="p1.b2",
        says="An ability on a hero, alter-ego, ally, upgrade or support card is used only while that card "
             "is in play.")
def in_play(v):
    return v.each(lambda a: v.implies(v.taken(a), v.flag(a, "in_play")))


@clause("mc.fr.capacite.modifie_etat", at="p1.b3",
        says="An ability is initiated only if its effect can change the game state (costs and other "
             "abilities aside).")
def changes_state(v):
    return v.each(lambda a: v.implies(v.taken(a), v.flag(a, "changes_state")))


@clause("mc.fr.capacite.declenchee_constante", at="p1.b5",
        says="An ability with a bold trigger and a colon is triggered; one without is constant: every "
             "ability is one or the other.")
def triggered_or_constant(v):
    # only abilities: delayed and lasting effects, attack steps and consequential damage are no abilities
    return v.each(lambda a: v.implies(v.is_ability(a), v.kind_is(
        a, "constant", "forced_interrupt", "interrupt", "forced_response", "response", "when_revealed", "boost",
        "setup", "when_defeated")))


@clause("mc.fr.capacite.mise_en_place", at="p1.b6",
        says="Player card abilities do not resolve during setup unless marked Setup.")
def not_during_setup(v):
    return v.each(lambda a: v.implies(v.all(v.during_setup(), v.taken(a)), v.kind_is(a, "setup")))


@clause("mc.fr.capacite.obligatoire", at="p1.b7",
        says="Constant, Setup, When Revealed, Forced Interrupt, Forced Response, Boost abilities and keywords "
             "must be resolved once their moment comes (unless their text says 'may').")
def mandatory(v):
    return v.each(lambda a: v.implies(
        v.all(v.kind_is(a, *MANDATORY), v.neg(v.flag(a, "may")), v.trigger_happens(a), v.flag(a, "in_play"),
               v.flag(a, "changes_state")),
        v.taken(a)))


@clause("mc.fr.capacite.pouvoir", at="p1.b7", overrides=["mc.fr.capacite.obligatoire"],
        says="In a mandatory ability, what follows 'may' is optional.")
def may_is_optional(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *MANDATORY), v.flag(a, "may"), v.taken(a)),
                                       v.trigger_happens(a)))


@clause("mc.fr.capacite.declencheur", at="p1.b7",
        says="A mandatory ability resolves only when its moment comes: what it waits for has happened.")
def mandatory_needs_trigger(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *MANDATORY), v.taken(a)), v.trigger_happens(a)))


@clause("mc.fr.capacite.optionnelle", at="p1.b8",
        says="Action, Interrupt, Response and Resource abilities are optional: the controller of the card "
             "decides whether to use one at its moment.")
def optional(v):
    return v.each(lambda a: v.implies(v.kind_is(a, *OPTIONAL),
                                       v.all(v.implies(v.taken(a), v.trigger_happens(a)),
                                              v.decider(a) == v.controller(a))))


def _priority(v, k):
    earlier, later = PRIORITY[k], PRIORITY[k + 1:]
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, earlier), v.kind_is(b, *later), v.both(a, b)), v.before(a, b)), events=False)


@clause("mc.fr.capacite.priorite_constantes", at="p2.b1",
        says="Priority 1: constant abilities come before the other kinds of the list.")
def priority_constant(v):
    return _priority(v, 0)


@clause("mc.fr.capacite.priorite_interruption_forcee", at="p2.b2",
        says="Priority 2: Forced Interrupts come before Interrupts, Forced Responses and Responses.")
def priority_forced_interrupt(v):
    return _priority(v, 1)


@clause("mc.fr.capacite.priorite_interruption", at="p2.b3",
        says="Priority 3: Interrupts come before Forced Responses and Responses.")
def priority_interrupt(v):
    return _priority(v, 2)


@clause("mc.fr.capacite.priorite_reponse_forcee", at="p2.b4",
        says="Priority 4: Forced Responses come before Responses.")
def priority_forced_response(v):
    return _priority(v, 3)


LEDGER = [
    not_encoded("p1", "definition of an ability; the appendix examples are not rules"),
    not_encoded("p1.b1", "interaction with out-of-play zones; scenarios hold only cards in play"),
    not_encoded("p1.b4", "read the whole ability, then resolve it sentence by sentence: the effect interpreter "
                         "applies effects in their listed order; alteration effects are not modelled"),
    not_encoded("p2", "introduces the priority list p2.b1..p2.b5"),
    not_encoded("p2.b5", "Responses come last; already placed by p2.b1..p2.b4"),
]
