"""`ruling export`: each rule base and each check of `ruling check` as SMT-LIB2.

For every rule base with clauses about "you", ``<out>/<game>/<language>/``:

- ``rule_base.smt2``: the sorts and symbols, then one named assertion per clause
  (still quantified: a proof over any number of players and cards), each under
  a comment with its id, citation and paraphrase;
- ``checks/NNNN.smt2``: every solver check `ruling check` makes for that rule
  base, ground as it was solved, with z3's answer in a comment (``; z3: unsat``).

Rule bases with timing clauses also get ``timing/<name>.smt2`` from the timing part.
"""

from __future__ import annotations

import re
from pathlib import Path

import z3

from .check import check_rule_base
from .you.problem import RuleProblem
from .registry import load_rule_base, rule_base_names
from .smtlib import portable
from .solve import recording

__all__ = ["export_all", "rule_base_smtlib"]


def rule_base_smtlib(name: str) -> str:
    """The "you" clauses of rule base ``name`` as an SMT-LIB2 script with named, cited assertions."""
    p = RuleProblem(name)
    built = p.quantified(1)
    solver = z3.Solver(ctx=p.world.ctx)
    for _, formulas in built:
        solver.add(*formulas)
    declarations = [line for line in solver.to_smt2().splitlines()
                    if line.startswith(("(declare-", "(define-"))]
    out = [f"; rule base {name}: clauses about 'you', universally quantified", "(set-logic ALL)", *declarations]
    for clause, (cid, formulas) in zip(p.clauses, built):
        out.append("")
        out.append(f"; {cid} -- {clause.citation}")
        out.append(f"; {clause.says}")
        for i, f in enumerate(formulas):
            label = cid if len(formulas) == 1 else f"{cid}.{i + 1}"
            out.append(f"(assert (! {f.sexpr()} :named |{label}|))")
    out.append("(check-sat)")
    return portable("\n".join(out) + "\n")


def export_all(out: Path, names: list[str] | None = None) -> list[Path]:
    """Write the SMT-LIB2 files of ``names`` (default: every rule base) under ``out``; return their paths."""
    names = names or rule_base_names()
    written: list[Path] = []
    for name in names:
        rb = load_rule_base(name)
        folder = out / name
        if rb.for_topic("you"):
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / "rule_base.smt2"
            path.write_text(rule_base_smtlib(name))
            written.append(path)
            with recording() as records:
                check_rule_base(name)
            (folder / "checks").mkdir(exist_ok=True)
            for i, rec in enumerate(records, 1):
                path = folder / "checks" / f"{i:04d}.smt2"
                head = [f"; check {i} of `ruling check` for {name}", f"; z3: {rec['status']}"]
                if rec["core"]:
                    head.append(f"; minimal core: {', '.join(rec['core'])}")
                path.write_text("\n".join(head) + "\n" + rec["smtlib"])
                written.append(path)
        try:
            from .timing.checks import export_timing
        except ImportError:
            export_timing = None
        if export_timing is not None:
            for check_name, text in export_timing(name).items():
                folder.mkdir(parents=True, exist_ok=True)
                (folder / "timing").mkdir(exist_ok=True)
                path = folder / "timing" / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', check_name)}.smt2"
                path.write_text(text)
                written.append(path)
    return written
