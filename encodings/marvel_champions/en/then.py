"""\u201cThen\u201d — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Then.md."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Then", source="rules/Then.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1", "p1.b1", "p1.b2"],
)


@clause("mc.en.then.pre_first", at="p1",
        says="What precedes 'then' must be fully true or resolved before what follows it can resolve.")
def pre_first(v):
    return [v.policy("conditional_needs_done")]


@clause("mc.en.then.post_attempts", at="p1.b2",
        says="If the text before 'then' did not fully resolve, the text after it does not attempt to resolve.")
def post_skipped(v):
    return [v.policy("conditional_needs_done")]


LEDGER = [not_encoded("p1.b1", "the text after 'then' must be attempted when the text before resolved: the effect "
                               "interpreter always attempts every effect it is not told to skip")]
