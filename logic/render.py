"""Readable text for verdicts, worlds, check reports and diffs."""

from __future__ import annotations

from .registry import load_rule_base

__all__ = ["world_lines", "verdict_lines", "case_words", "clause_line", "a"]


def a(word: str) -> str:
    """``word`` with its indefinite article (``an upgrade``, ``a hero``, ``any card`` for ``*``)."""
    if word == "*":
        return "any card"
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def case_words(case: dict) -> str:
    """A case in words: ``take_damage (effect) on a treachery, unattached``."""
    if "function_0" in case:
        occ, i = [], 0
        while f"function_{i}" in case:
            occ.append(f"{case[f'function_{i}']} ({case[f'position_{i}']})")
            i += 1
        return f"{' + '.join(occ)} in one sentence of {a(case['card_type'])} ({case['attachment']})"
    parts = []
    any_ = lambda v, what: f"any {what}" if v == "*" else v  # noqa: E731
    if "function" in case:
        parts.append(f"{any_(case['function'], 'game function')} ({any_(case.get('position', '*'), 'position')})")
    if "partner_function" in case:
        parts.append(f"sharing its sentence with {any_(case['partner_function'], 'game function')} "
                     f"({any_(case['partner_position'], 'position')})")
    if "kind" in case:
        parts.append(any_(case["kind"], "kind of action"))
    if "card_type" in case:
        parts.append(f"from {a(case['card_type'])}" if "kind" in case or "function" in case else a(case["card_type"]))
    if "attachment" in case and case["attachment"] != "*":
        parts.append(f"({case['attachment']})")
    return " ".join(parts)


def clause_line(rule_base: str, clause_id: str) -> str:
    """``id — entry locator: paraphrase``."""
    try:
        c = load_rule_base(rule_base).clause(clause_id)
    except Exception:
        return clause_id
    return f"{c.id} — {c.entry.title} {c.at}: {c.says}"


def world_lines(world: dict | None, indent: str = "    ") -> list[str]:
    """A world as a player would describe it."""
    if not world:
        return []
    out = [f"{indent}players: {', '.join(world.get('players', [])) or '(one or more)'}"]
    for c in world.get("cards", []):
        enc = ", an encounter card" if c.get("encounter_card") else ""
        owned = f", owned by {c['owner']}" if c.get("owner") and c["owner"] != c["controller"] else ""
        out.append(f"{indent}{c['id']}: {a(c['card_type'])}{enc}, {c['attachment']}, controlled by {c['controller']}{owned}")
    for o in world.get("occurrences", []):
        out.append(f"{indent}{o['id']}: 'you' as {o['function']} ({o['position']}) on {o['card']}, "
                   f"in {o['sentence']}, resolved by {o['resolving_player']}")
    for x in world.get("actions", []):
        out.append(f"{indent}{x['id']}: {a(x['kind'])} resolved from {x['card']} by {x['player']}")
    return out


def seat_world_lines(world: dict | None, rulings: list[dict], indent: str = "    ") -> list[str]:
    """A seat question's world (`logic.you.seat`): its features, the player holding each role, and
    the player each ruling names, with the roles that player holds."""
    if not world:
        return []
    out = [f"{indent}{', '.join(f'{k}={x}' for k, x in world.get('features', {}).items())}"]
    by_player: dict[str, list[str]] = {}
    for role, player in world.get("players_by_role", {}).items():
        by_player.setdefault(player, []).append(role)
    out.append(f"{indent}players: " + "; ".join(f"{p} ({', '.join(roles)})" for p, roles in by_player.items()))
    for i, r in enumerate(rulings, 1):
        out.append(f"{indent}ruling {i}: 'you' is {r['player']}"
                   + (f" ({', '.join(r['roles'])})" if r.get("roles") else " (no role of this world)"))
    return out


def verdict_lines(v, rule_base: str) -> list[str]:
    """The verdict, its justification and its counterexample or rulings."""
    lines = []
    if v.status == "holds":
        lines.append(f"  answer: {v.answer}   (proved; scope: {v.scope})")
        if v.clauses:
            lines.append("  because:")
            lines += [f"    {clause_line(rule_base, c)}" for c in v.clauses]
        for w in v.details.get("worlds", []):
            lines += world_lines(w)
        if v.question == "seat" and v.details.get("world"):
            lines.append("  for example:")
            lines += seat_world_lines(v.details["world"], v.details["world"].get("rulings", []))
    elif v.status == "ambiguous" and v.details.get("by") == "reading":
        lines.append("  AMBIGUOUS BY THE TEXT: the ruling turns on how a clause is read, and no authority settles it")
        for r in v.rulings:
            what = r["answer"] if r["status"] == "holds" else f"{r['status']} {r.get('answer') or ''}".strip()
            lines.append(f"    under {r['reading']}: {what}" + (f"  ({', '.join(r['clauses'])})" if r.get("clauses") else ""))
        lines.append("  clause(s) at stake:")
        lines += [f"    {clause_line(rule_base, c)}" for c in v.clauses]
    elif v.status == "ambiguous" and v.question == "seat":
        lines.append(f"  AMBIGUOUS: two rulings name different players: {v.answer[0]} and {v.answer[1]}")
        lines.append("  a world where both rulings hold:")
        lines += seat_world_lines(v.counterexample, v.rulings)
    elif v.status == "ambiguous":
        lines.append(f"  AMBIGUOUS: two rulings satisfy every clause: {v.answer[0]} and {v.answer[1]}")
        lines.append("  clauses at stake:")
        lines += [f"    {clause_line(rule_base, c)}" for c in v.clauses]
        lines.append("  a world where both rulings hold:")
        lines += world_lines(v.counterexample)
        for i, r in enumerate(v.rulings, 1):
            lines.append(f"    ruling {i}: " + "; ".join(f"{k}: {', '.join(f'{a}={b}' for a, b in d.items())}"
                                                     for k, d in r.items()))
    elif v.status == "contradictory":
        lines.append("  CONTRADICTORY: no ruling satisfies these clauses together (minimal core):")
        lines += [f"    {clause_line(rule_base, c)}" for c in v.clauses]
        lines.append("  in this world:")
        lines += world_lines(v.counterexample)
    elif v.status == "refuted":
        lines.append("  REFUTED; counterexample:")
        lines += world_lines(v.counterexample)
    else:
        lines.append(f"  UNKNOWN: the solver could not decide ({v.reason}); nothing is claimed")
    if v.details.get("note"):
        lines.append(f"  note: {v.details['note']}")
    return lines
