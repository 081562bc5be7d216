"""The seat facts of a "you" read off its card: what `logic.you.seat.rule_seat` is asked with.

These are facts about the card and the sentence, not rule decisions: the kind of ability the word
is in (its bold label), whether it sits in a trigger on an enemy attacking "you" or on something
"you" do, what the card is attached to, and how an encounter card of its type stands to a player
(a minion engages, a treachery or obligation is revealed), and whom the wording addresses (one
player, each player, the players together: `logic.cards.uncovered.addressee_of`). The reader may set
the kind of ability itself (an encounter card's unlabelled "Attach to ..." instruction is resolved
when it is revealed: ``Occurrence.ability``). What is not printed (whether another player defended an
attack) takes its plain value: nobody else did.
"""

from __future__ import annotations

import re

from .occurrences import Occurrence

__all__ = ["seat_facts"]

_ENCOUNTER = ("attachment", "environment", "minion", "main_scheme", "obligation", "side_scheme", "treachery",
              "villain", "leader")
_LABEL = re.compile(r"^\s*(?:\[[a-z_]+\]\s*)?((?:Hero |Alter-Ego )?(?:Forced )?(?:Action|Interrupt|Response|"
                    r"Resource|Boost|When Revealed|When Defeated|When Completed|Setup|Special))\b\s*(?:\([^)]*\))?\s*:",
                    re.IGNORECASE)
_ANY_PLAYER = re.compile(r"\bany player\b[^.]*\b(?:may|can)\b", re.IGNORECASE)


def _ability(label: str | None, sentence: str) -> str:
    if not label:
        m = _LABEL.match(sentence)
        label = m.group(1) if m else None
    if not label:
        return "constant"
    low = label.lower()
    if "boost" in low:
        return "boost"
    if "when revealed" in low:
        return "when_revealed"
    if low.startswith(("forced", "when defeated", "when completed", "setup")) or "forced" in low:
        return "forced"
    if "special" in low:
        return "optional"
    return "optional"


def seat_facts(o: Occurrence, card_text: str = "", siblings: tuple = ()) -> dict[str, str]:
    """The seat case of occurrence ``o`` (card type and `logic.you.vocab.SEAT_FEATURES` values);
    ``siblings`` are the other words of its sentence, whose trigger condition is also ``o``'s."""
    case = o.case
    encounter = o.card_type in _ENCOUNTER
    attached = case.attachment if case else "unattached"
    host = {"own_identity": "player_card", "other_friendly_character": "player_card",
            "enemy_character": "encounter_card"}.get(attached, "none")
    # an attachment with no "attach to" text is placed in front of the player who revealed it (When
    # Revealed Abilities, reveal p2.b2): it stands to that player as a revealed treachery does
    link = "engaged" if o.card_type == "minion" else "revealed" if o.card_type in ("treachery", "obligation") \
        or (o.card_type == "attachment" and attached == "unattached") else "none"
    trigger = "none"  # the words of one sentence are one seat (You p1.b1): its trigger is theirs
    for x in (o, *siblings):
        if x.case is None or x.case.position not in ("when", "after"):
            continue
        if "be_attacked" in (x.case.function, *x.case.also):
            trigger = "when_attacks_you" if x.case.position == "when" else "after_attacks_you"
            break
        trigger = "you_perform"
    ability = o.ability or _ability(o.label, o.sentence)
    attack = "not_redirected" if trigger in ("when_attacks_you", "after_attacks_you") or ability == "boost" \
        else "none"
    may = "any_player" if _ANY_PLAYER.search(card_text or o.sentence) else "by_the_rules"
    return {"card_type": o.card_type, "host": host, "link": link if encounter else "none", "ability": ability,
            "may_trigger": may, "attack": attack, "trigger": trigger, "target": "identity",
            "addressee": o.addressee}
