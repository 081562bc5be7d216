"""Setup (Triggered Ability) — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Setup.md (the entry "Setup (Triggered Ability)"; "Setup (Keyword)" is encoded in setup_keyword.py).

A Setup ability is an item of kind ``setup``; a scenario whose event has ``during_setup = true`` happens
during setup.
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Setup (Triggered Ability)",
    source="rules/Setup.md#setup_triggered_ability",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3"],
)


@clause("mc.en.setup_ability.during_setup", at="p1", overrides=["mc.en.ability.mandatory"],
        says="A Setup ability is a triggered ability resolved during setup: never at another time, and within "
             "setup once the step (or other condition) it waits for has come: after it.")
def during_setup(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, "setup"), v.taken(a)), v.during_setup())) + v.each_pair(
        lambda a, x: v.implies(v.all(v.kind_is(a, "setup"), v.triggered_by(a, x), v.both(a, x)), v.before(x, a)))


@clause("mc.en.setup_ability.mandatory", at="p1.b1",
        says="Setup abilities are mandatory: during setup, once what it waits for has happened, a Setup ability "
             "in play with a valid target is used (what follows a 'may' in it stays optional, Ability p1.b7.1).")
def mandatory(v):
    return v.each(lambda a: v.implies(
        v.all(v.kind_is(a, "setup"), v.during_setup(), v.neg(v.flag(a, "may")), v.trigger_live(a),
              v.flag(a, "in_play"), v.flag(a, "targets_available")),
        v.taken(a)))


STEPS = "the steps of setup are not modelled, and their order is in Appendix II, which the cited text does not " \
        "reproduce; nor does an item say whether its card is an encounter or a player card"
LEDGER = [
    not_encoded("p1.b2", "Setup abilities on encounter cards resolve in the 'Resolve Scenario Setup and When "
                         "Revealed Abilities' step: " + STEPS),
    not_encoded("p1.b3", "Setup abilities on player cards resolve in the 'Resolve Character Setup Abilities' "
                         "step: " + STEPS),
]
