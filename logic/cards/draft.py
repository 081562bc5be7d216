"""A wording ruled "you" by "you": what ``ruling you --text`` prints and what ``ruling serve`` shows.

`rule_wording` reads every second-person word of a wording (`occurrences_from_text`)
and asks `logic.you.analyses.rule_sentence` for the verdicts of each sentence; the
`Draft` it returns gives the rows in the text's order and their JSON form (the
JSON of ``ruling you --text --json``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..errors import InputError
from .occurrences import Occurrence, SentenceGroup, occurrences_from_text

__all__ = ["Draft", "rule_wording"]


@dataclass
class Draft:
    """The occurrences of a wording, each with its verdict (None when unclassified)."""

    rule_base: str
    text: str
    rows: list[tuple[SentenceGroup, Occurrence, object]] = field(default_factory=list)
    #: per row, which player the word is (`logic.cards.lint.seat_of`; None when unclassified)
    seats: list[dict | None] = field(default_factory=list)

    @property
    def finding(self) -> bool:
        """True when some word is unclassified or some verdict is not ``holds``."""
        return any(v is None or v.status != "holds" for _, _, v in self.rows)

    def to_json(self) -> dict:
        """``{"rule_base", "text", "occurrences": [...]}``; each occurrence has its word, phrase,
        sentence (index, text) and ``start`` (offset of the word in its sentence), and either
        ``case`` + ``verdict`` or ``status: unclassified`` + ``reason``."""
        out = []
        seats = self.seats or [None] * len(self.rows)
        for (g, o, v), seat in zip(self.rows, seats):
            where = {"sentence_index": g.sentence_index, "sentence": g.sentence, "start": o.start}
            if v is None:
                out.append({"word": o.word, "phrase": o.phrase, **where, "status": "unclassified",
                            "reason": o.unclassified})
            else:
                out.append({"word": o.word, "phrase": o.phrase, **where, "case": vars(o.case),
                            "verdict": v.to_json(), "player": (seat or {}).get("player"), "seat": seat})
        return {"rule_base": self.rule_base, "text": self.text, "occurrences": out}


def rule_wording(rules: str, text: str, card_type: str, attachment: str | None = None,
                 resolver: str | None = None, readings: dict[str, str] | None = None) -> Draft:
    """Every "you" of ``text`` on a card of ``card_type``, ruled under rule base ``rules``.

    ``attachment`` overrides the one read from the text. ``readings`` ({clause id: reading
    name}) is passed to the analyses only when they accept it. Raises `InputError` for an
    unknown card type (place ``--card-type``) or a text with no second-person word (``--text``).
    """
    from ..you.analyses import rule_sentence
    from .lint import seat_of
    try:
        groups = occurrences_from_text(text, card_type)
    except ValueError as exc:
        raise InputError(str(exc), place="--card-type") from None
    if not any(g.occurrences for g in groups):
        raise InputError("no 'you', 'your', 'yours' or 'yourself' in the text", place="--text")
    extra = {"readings": dict(readings)} if readings else {}
    draft = Draft(rules, text)
    for g in groups:
        occurrences = [replace(o, case=replace(o.case, attachment=attachment)) if attachment and o.case else o
                       for o in g.occurrences]
        cases = [o.case for o in occurrences if o.case is not None]
        verdicts = iter(rule_sentence(rules, cases, resolver, **extra)) if cases else iter(())
        for o in occurrences:
            draft.rows.append((g, o, None if o.case is None else next(verdicts)))
            draft.seats.append(seat_of(o, rules, tuple(occurrences)) if o.case is not None else None)
    return draft
