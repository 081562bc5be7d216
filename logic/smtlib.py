"""Checks as SMT-LIB2 scripts, for re-solving by another solver (cvc5) and for ``ruling export``.

`to_smtlib` writes the conjunction of labelled groups (what `logic.solve.check`
asserts, with every guard taken as true) as one self-contained SMT-LIB 2.6
script: ``(set-logic ALL)``, the declarations z3 prints (uninterpreted sorts as
``declare-sort``, enumerations as ``declare-datatypes`` whose constructor names
are unique across sorts, see `logic.you.vocab.World`), one assertion per constraint
under a comment naming its group, and ``(check-sat)``. The script is satisfiable
exactly when the check it came from is.

`cvc5_status` re-solves such a script with cvc5's Python API (an optional test
dependency, imported only when called).
"""

from __future__ import annotations

import re
from typing import Sequence

import z3

__all__ = ["to_smtlib", "portable", "cvc5_status"]

_TOKEN = re.compile(r'\(|\)|\|[^|]*\||"(?:[^"]|"")*"|;[^\n]*|[^\s()|";]+')
#: the tokens of `_TOKEN` but its plain symbols: no symbol holds a parenthesis, a bar, a quote or a semicolon,
#: so scanning for these finds the very parentheses, quoted symbols, strings and comments `_TOKEN` finds, without
#: a step per symbol (what the depth of a text's parentheses is read from)
_NOT_SYMBOL = re.compile(r'\(|\)|\|[^|]*\||"(?:[^"]|"")*"|;[^\n]*')


def to_smtlib(groups: Sequence[tuple[str, Sequence[z3.BoolRef]]], ctx: z3.Context, *,
              status: str | None = None) -> str:
    """One SMT-LIB2 script asserting every constraint of every group, then ``(check-sat)``.

    Parameters
    ----------
    groups : labelled groups, as given to `logic.solve.check`.
    ctx : their z3 context.
    status : the answer z3 gave (``sat``, ``unsat``, ``unknown``), written as ``:status``.

    Examples
    --------
    >>> ctx = z3.Context(); p = z3.Bool("p", ctx)
    >>> text = to_smtlib([("a", [p]), ("b", [z3.Not(p)])], ctx, status="unsat")
    >>> text.splitlines()[0], "(check-sat)" in text
    ('(set-logic ALL)', True)
    """
    solver = z3.Solver(ctx=ctx)
    count = 0
    for _, constraints in groups:
        solver.add(*constraints)
        count += len(constraints)
    # z3 prints the declarations of every symbol, then one (assert ...) per constraint in the order added,
    # each with let-bindings for the terms it shares (printing each constraint alone with ``sexpr`` repeats
    # shared terms: slower and larger)
    declarations, assertions = [], []
    for form in _top_level_forms(solver.to_smt2()):
        head = form[1:form.find(" ") if " " in form else None].split("\n")[0]
        if head.startswith("declare-") or head == "define-sort":
            declarations.append(form)
        elif head == "assert":
            assertions.append(form)
    if len(assertions) != count:   # no constraint at all: z3 prints (assert true)
        assertions = [f"(assert {c.sexpr()})" for _, constraints in groups for c in constraints]
    out = ["(set-logic ALL)"]
    if status in ("sat", "unsat", "unknown"):
        out.append(f"(set-info :status {status})")
    out += declarations
    it = iter(assertions)
    for label, constraints in groups:
        out.append(f"; group {label}")
        out += [next(it) for _ in constraints]
    out.append("(check-sat)")
    return portable("\n".join(out) + "\n")


def _top_level_forms(text: str) -> list[str]:
    """The text of each top-level S-expression of ``text``, in order (comments between them skipped)."""
    forms, depth, start = [], 0, 0
    for m in _NOT_SYMBOL.finditer(text):
        tok = m.group()
        if tok == "(":
            if depth == 0:
                start = m.start()
            depth += 1
        elif tok == ")":
            depth -= 1
            if depth == 0:
                forms.append(text[start:m.end()])
    return forms


def _parse(text: str) -> list:
    stack: list[list] = [[]]
    for tok in _TOKEN.findall(text):
        if tok.startswith(";"):
            continue
        if tok == "(":
            stack.append([])
        elif tok == ")":
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    if len(stack) != 1:
        raise ValueError("unbalanced parentheses in SMT-LIB text")
    return stack[0]


def _show(x) -> str:
    return x if isinstance(x, str) else "(" + " ".join(_show(y) for y in x) + ")"


def _rewrite(x):
    if isinstance(x, str):
        return x
    x = [_rewrite(y) for y in x]
    head = x[0] if x else None
    if isinstance(head, list) and len(head) >= 3 and head[0] == "_" and head[1] in (
            "at-most", "at-least", "pbeq", "pble", "pbge"):
        op, k, args = head[1], head[2], x[1:]
        coeffs = head[3:] if op.startswith("pb") else ["1"] * len(args)
        terms = [["ite", a, c, "0"] for a, c in zip(args, coeffs)]
        total = "0" if not terms else terms[0] if len(terms) == 1 else ["+", *terms]
        rel = {"at-most": "<=", "pble": "<=", "at-least": ">=", "pbge": ">=", "pbeq": "="}[op]
        return [rel, total, k]
    return x


def portable(script: str) -> str:
    """``script`` with z3's pseudo-Boolean extensions (``(_ at-most k)``, ``(_ at-least k)``,
    ``(_ pbeq k c1 .. cn)``, ``pble``, ``pbge``) written as standard integer sums of
    ``ite`` terms, one command per line, comments dropped; other text is kept as it is.

    >>> print(portable("(assert ((_ at-most 1) a b))"), end="")
    (assert (<= (+ (ite a 1 0) (ite b 1 0)) 1))
    """
    if "(_ at-" not in script and "(_ pb" not in script:
        return script
    return "".join(_show(_rewrite(cmd)) + "\n" for cmd in _parse(script))


def cvc5_status(script: str, timeout_ms: int = 60_000) -> str:
    """cvc5's answer (``sat``, ``unsat`` or ``unknown``) to an SMT-LIB2 script's ``(check-sat)``.

    The script is first made `portable`; one without ``(set-logic ...)`` gets
    ``(set-logic ALL)``. Raises ``RuntimeError`` when cvc5 rejects the script.
    """
    import cvc5  # optional dependency

    script = portable(script)
    if "(set-logic" not in script:
        script = "(set-logic ALL)\n" + script
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("tlimit-per", str(int(timeout_ms)))
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, script, "script")
    answers = []
    while True:
        command = parser.nextCommand()
        if command.isNull():
            break
        out = command.invoke(solver, symbols)
        if out and out.strip():
            answers.append(out.strip())
    verdicts = [a for a in answers if a in ("sat", "unsat", "unknown")]
    if len(verdicts) != 1:
        raise RuntimeError(f"cvc5 printed {answers!r}, expected one check-sat answer")
    return verdicts[0]
