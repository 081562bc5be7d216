"""The entry "Each Time" — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Each Time, Alteration Effect.md (the entry "Each Time", a pointer to Alteration Effect, whose
p1.b3 the clauses of en/alteration_effect.py encode)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title='"Each Time"', source="rules/Each Time, Alteration Effect.md#each_time",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "cross-reference to Alteration Effect; no rule of its own. The 'each time' rule is Alteration Effect p1.b3, encoded in en/alteration_effect.py as mc.en.alteration_effect.each_time_halts and mc.en.alteration_effect.each_time_inside (item kind each_time; scenario scenarios/mc_each_time.toml)"),
]
