"""\u201cAnd\u201d — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/And.md.

A scenario marks an effect joined to the one before it by "and" with ``and = true`` (the effects so joined
are one group); preventing or cancelling one effect of an ability is a ``cancel`` effect with ``part``.
The three sentences of the entry each say how such a group is applied: three policies of the interpreter.
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="And", source="rules/And.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2"],
)


@clause("mc.en.and.simultaneous", at="p1",
        says="Effects of one ability joined by 'and' resolve at the same moment: none of them sees what another "
             "did, and nothing comes between them.")
def simultaneous(v):
    return [v.policy("and_simultaneous")]


@clause("mc.en.and.independent", at="p1.b1",
        says="Effects joined by 'and' do not depend on one another: each resolves as far as it can, even when "
             "another of them cannot resolve at all.")
def independent(v):
    return [v.policy("and_independent")]


@clause("mc.en.and.cancel_separately", at="p1.b2",
        says="One effect joined by 'and' can be cancelled or prevented on its own: the others still resolve.")
def cancel_separately(v):
    return [v.policy("and_cancel_separately")]


LEDGER = []
