"""Lasting Effects, p1 and p1.b5 — how long the period of a printed limit lasts (English, RRG v1.8),
rules/Lasting Effects.md.

Shared by every language version. The Rules Reference has no entry on a printed limit ("Max 1 per round");
its period words are the durations this entry names ("until the end of the phase", "of this attack"), and a
period ends at the timing point that closes it (p1.b5). The situation engine (`logic.situation.sequence`)
runs the events of one situation as moments of one phase: a limit whose period a clause here says lasts the
phase counts every use of the run; one whose period ends with its event starts again with the next event; any
other period (per player, per character...) is not counted, and makes an answer that uses it not decided.
"""
from logic.clause import clause, entry

ENTRY = entry(
    game="marvel_champions", language="en", title="Lasting Effects", shared=True,
    source="rules/Lasting Effects.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="situation",
    locators=["p1", "p1.b5"],
)


@clause("mc.common.situation_limits.attack_period", at="p1",
        says="A period 'of this attack' is one attack: it closes when that attack ends, so a limit per attack "
             "starts again with each attack (each event of a run).")
def attack_period(v):
    return [v.period_ends_with_event("attack")]


@clause("mc.common.situation_limits.longer_periods", at="p1.b5",
        says="A period of a phase, a round or the game closes only at the timing point that ends it (the end of "
             "the phase, of the round, the game's end), never between two events of one phase: a limit per "
             "phase, round or game counts every use within the phase.")
def longer_periods(v):
    return [v.period_spans_phase(p) for p in ("phase", "round", "game")]
