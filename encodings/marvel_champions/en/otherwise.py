"""\u201cOtherwise\u201d — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Otherwise.md.
A scenario marks an effect that opens with 'otherwise' with ``otherwise = true``."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Otherwise", source="rules/Otherwise.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1", "p1.b1.1", "p1.b1.2", "p1.b2"],
)


@clause("mc.en.otherwise.only_if_not", at="p1",
        says="An 'otherwise' effect resolves only if the effect before it did not resolve.")
def only_if_not(v):
    return [v.policy("otherwise_needs_not_done")]


@clause("mc.en.otherwise.partial_counts", at="p1.b1.2",
        says="An effect before 'otherwise' that resolved even in part counts as resolved: 'otherwise' then does "
             "nothing (the interpreter asks whether any of its targets was affected).")
def partial_counts(v):
    return [v.policy("otherwise_needs_not_done")]


LEDGER = [
    not_encoded("p1.b1", "introduces the two cases p1.b1.1 and p1.b1.2"),
    not_encoded("p1.b1.1", "a false condition counts as not resolved: an effect whose condition fails (e.g. "
                           "if_health_at_most, if_form, if_state) is not done, so p1's policy lets 'otherwise' apply; "
                           "nothing more. Its example is a 'you' question (hero form), not an order"),
    not_encoded("p1.b2", "which effect 'otherwise' refers to (semicolon or sentence): the scenario lists effects "
                         "one sentence or clause each, and 'the preceding effect' is the one listed before"),
]
