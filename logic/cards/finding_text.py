"""A lint finding in words, one line each: shared by the lint report and the translation compare."""

from __future__ import annotations

__all__ = ["finding_line", "ruling_text"]


def ruling_text(r) -> str:
    """A ruling as the referents it gives ("o1 player, o2 player"), else as it is."""
    if isinstance(r, dict):
        refs = [f"{k} {v['referent']}" for k, v in r.items() if isinstance(v, dict) and "referent" in v]
        if refs:
            return ", ".join(refs)
    return str(r)


def finding_line(f) -> str:
    """One finding of a lint as one line: the word, its function and position, and its verdict (the
    answer and player with the clauses that prove it, both rulings of an ambiguity, or what was not read)."""
    o = f.occurrence
    head = f'{o.word!r}'
    if o.case is not None:
        head += f" {'+'.join(o.case.functions)}/{o.case.position}"
    if f.status == "not_covered":
        return f'{head}: NOT COVERED ({o.not_covered}): "{o.phrase}"'
    if f.status == "unknown_card_type":
        if f.answer:
            return f"{head}: unknown card type {o.card_type!r}: {f.answer} under every known card type"
        rows = "; ".join(f"{r['ruling']}: {', '.join(r['card_types'][:4])}"
                         f"{' …' if len(r['card_types']) > 4 else ''}" for r in f.by_card_type)
        return f"{head}: unknown card type {o.card_type!r}: OPEN, depends on the type ({rows})"
    if f.status == "holds":
        note = f" [note: {f.note}]" if f.note else ""
        seat = f.seat or {}
        who = ""
        if seat:
            who = (f"; player: {seat['player']}" if seat["status"] == "holds"
                   else f"; player {seat['status'].upper()}: {seat['player']}")
        return f"{head}: {f.answer}{who} (holds: {', '.join(f.clauses + [c for c in seat.get('clauses', []) if c not in f.clauses])}){note}"
    if f.status == "ambiguous" and any(not d["settled"] for d in f.depends_on):
        open_ = [d for d in f.depends_on if not d["settled"]]
        return (f"{head}: AMBIGUOUS BY THE TEXT: {f.answer or ''} (turns on the open reading of "
                + "; ".join(f"{d['clause']}: {d['readings'][0]} or {d['readings'][1]}" for d in open_) + ")")
    if f.status == "ambiguous" and f.seat and f.seat.get("status") == "ambiguous":
        players = " or ".join(f.seat["player"]) if isinstance(f.seat["player"], list) else str(f.seat["player"])
        note = f" [note: {f.note}]" if f.note else ""
        return f"{head}: AMBIGUOUS SEAT: {players} (clauses: {', '.join(f.clauses)}){note}"
    if f.status == "ambiguous":
        readings = " / ".join(ruling_text(r) for r in f.rulings)
        return f"{head}: AMBIGUOUS between {readings or 'two rulings'} (clauses at stake: {', '.join(f.clauses)})"
    if f.status == "contradictory":
        return f"{head}: CONTRADICTORY (core: {', '.join(f.clauses)})"
    if f.status == "unclassified":
        return f'{head}: unclassified: "{o.phrase}" ({f.reason})'
    return f"{head}: unknown ({f.reason})"
