"""Enemy Attacks — Marvel Champions Rules Reference glossary entry (English, RRG v1.8),
rules/Attack (Enemy Activation).md (the entry "Enemy Attacks", a pointer printed after Attack)."""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Enemy Attacks", source="rules/Attack (Enemy Activation).md#enemy_attacks",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing", locators=["p1"],
)

LEDGER = [
    not_encoded("p1", "cross-reference to Activation and Attack (Enemy Activation) (en/activation.py, en/attack_enemy_activation.py); no rule of its own"),
]
