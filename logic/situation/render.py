"""Plain text for a situation answer (`logic.situation.answer.SituationAnswer.to_json`)."""

from __future__ import annotations

from ..render import clause_line
from ..timing.choice_ops import describe_picks

__all__ = ["situation_lines"]


def _facts(f: dict) -> str:
    keep = [f"{k}={v}" for k, v in f.items() if k != "card_type"]
    return f"{f['card_type']}: " + ", ".join(keep)


def situation_lines(ans: dict, rule_base: str) -> list[str]:
    """The seat and kind of each "you", what triggers and in which orders, the outcomes, the clauses."""
    lines = [f"  answer: {ans['status']}"]
    for w in ans["you"]:
        lines.append(f"  {w['key']} '{w['text']}' in \"{w['sentence']}\"")
        lines.append(f"    {w['says']}")
        s = w["seat"]
        lines.append(f"    seat facts: {_facts(w['facts'])}")
        named = ", ".join(f"{r}={p}" for r, p in w["players_by_role"].items() if p)
        lines.append(f"    players by role: {named or 'none named'}")
        if s["status"] == "holds" and s["clauses"]:
            lines.append(f"    seat because: {', '.join(s['clauses'])}")
        elif s["status"] == "ambiguous":
            for r in s["rulings"]:
                who = r["player"] or " = ".join(r["roles"]) or (
                    "another player (no role's)" if r["status"] == "holds" else f"no ruling ({r['status']})")
                lines.append(f"    ruling{(' under ' + r['reading']) if r.get('reading') else ''}: {who}"
                             + (f"  ({', '.join(r['clauses'])})" if r.get("clauses") else ""))
            if s["clauses"]:
                lines.append(f"    at stake: {', '.join(s['clauses'])}")
        elif s["status"] == "contradictory":
            lines.append(f"    seat: no ruling; core: {', '.join(s['clauses'])}")
        if s.get("note"):
            lines.append(f"    seat note: {s['note']}")
        k = w["kind"]
        if k and k["status"] != "not asked":
            lines.append(f"    kind: {k['status']} {k['answer'] if k['status'] == 'holds' else ''}".rstrip()
                         + f" ({k['function']}, {k['position']}, {k['attachment']})"
                         + (f" because {', '.join(k['clauses'])}" if k["clauses"] else ""))
            if k.get("note"):
                lines.append(f"    kind note: {k['note']}")
        elif k:
            lines.append(f"    kind: not asked: {k.get('reason', '')}")
    t = ans["timing"]
    if t is None:
        lines.append("  timing: no event in the situation: nothing triggers")
    else:
        ev = t["scenario"]["event"]
        lines.append(f"  event: {ev['id']} ({ev.get('says', '')})")
        lines.append(f"  triggers: {', '.join(t['triggers']) or 'nothing'}")
        for a in t["scenario"]["abilities"]:
            eff = "; ".join(f"{e['op']} {e.get('target', e.get('targets', ''))}" + (f" {e['amount']}" if e.get("amount") else "") + (f" (option {e['option']})" if e.get("option") else "")
                            + (f" {e['card']}" if e.get("card") else "") for e in a.get("effects", []))
            lines.append(f"    {a['id']}: {a['kind']} of {a['controller']}" + (f" -> {eff}" if eff else ""))
        for u in t["unread"]:
            lines.append(f"    (not read, no effect: {u['card']}: \"{u['sentence']}\")")
        for led in t.get("cards", []):
            parts = [f"{p['what']} applied ({p['item']})" for p in led["applied"]]
            parts += [f"{p['what']} NOT READ ({p['why']})" for p in led["not_read"]]
            parts += [f"{p['what']} cannot act ({p['why']})" for p in led["inert"]]
            if parts:
                lines.append(f"    {led['card']}: " + "; ".join(parts))
        if not t.get("decided", True):
            lines.append("  NOT DECIDED: the outcome could turn on what was not read: " + "; ".join(t["not_read"]))
        if t["verdict"] == "no legal order":
            lines.append(f"  no legal order: the clauses and the situation clash: {', '.join(t['clauses'])}")
        else:
            lines.append(f"  {t['orders']} legal order(s), {t['outcomes']} outcome(s): {t['verdict']}")
            for i, g in enumerate(t["groups"], 1):
                lines.append(f"  outcome {i} ({g['count']} order(s)): {g['says']}")
                for row in t["listed"]:
                    if row["says"] == g["says"]:
                        lines.append("    " + " -> ".join(row["order"])
                                     + (f"   (declined: {', '.join(row['declined'])})" if row["declined"] else "")
                                     + (f"   ({'; '.join(describe_picks(row['picks'].items()))})" if row.get("picks") else ""))
                if not t["listed"]:
                    lines += ["    e.g. " + " -> ".join(e) for e in g["examples"]]
        if t.get("decided_by"):
            lines.append("  decided by: " + ", ".join(f"{a} <- {p}" for a, p in t["decided_by"].items()))
    q = ans.get("sequence")
    if q is not None:
        how = "at once, ordered by the clauses" if q["at_once"] else "in the order stated"
        lines.append(f"  {len(q['events'])} events {how}: {q['verdict']}; {len(q['orders'])} order(s), "
                     f"{len(q['runs'])} run(s), {len(q['outcomes'])} final outcome(s)")
        for run in q["runs"]:
            lines.append("    run " + " -> ".join(run["order"]))
            for st in run["steps"]:
                lines.append(f"      {st['event']}: " + (f"triggers {', '.join(st['triggers']) or 'nothing'}; "
                                                        f"{st['outcome']}" if st["happens"] else st["why"]))
            lines.append(f"      final: {run['says']}")
        if not q["decided"]:
            lines.append("  NOT DECIDED over the sequence: " + "; ".join(q["not_read"]))
    lines.append("  clauses:")
    lines += [f"    {clause_line(rule_base, c)}" for c in ans["clauses"]]
    return lines
