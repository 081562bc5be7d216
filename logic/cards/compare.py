"""Comparing the rulings of two languages of the same cards (``ruling lint --compare en,fr``).

Each language is read with its own reader (`logic.cards.languages`) and ruled
with its own rule base (``marvel_champions/<lang>``): the question is whether a
translated wording gets a different ruling from the rules of its own language
than the original wording gets from the rules of its own.

Alignment
---------
The occurrences of the two languages are paired as follows, and only so:

1. faces are matched by card code and side (front/back); a face whose text the
   translation does not give is *untranslated*: counted (``untranslated_faces``),
   its occurrences not compared;
2. when both faces have the same number of sentences, occurrences are grouped by
   sentence index (sentence k of one language against sentence k of the other);
   otherwise the whole face is one group (the pairs say ``aligned_by: "face"``);
3. within a group, an occurrence pairs with the first unpaired occurrence of the
   other language with the same game function and position, in reading order;
   what is left then pairs the same way by game function alone;
4. whatever is left (an unclassified word, a function only one language has in
   that group, a surplus occurrence) is *unaligned*: listed with its language and
   counted, never dropped.

A pair *differs* when its two rulings differ: the status (holds, ambiguous,
contradictory, unknown), and for ``holds`` the referent, for ``ambiguous`` the
set of referents the rulings allow. A differing pair whose two words were read
as the same case (``same_case``) differs because the rule bases do; otherwise
the wording changed the case (a "when" translated by an "after", an attachment).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from logic.cards.languages import DEFAULT_RULES, reader_for
from logic.cards.lint import Finding, LintReport, lint_pool
from logic.cards.pool import Pool, Problem, read_pool
from logic.cards.wording import sentences_of
from logic.errors import InputError

__all__ = ["Pair", "Comparison", "compare", "compare_reports", "ruling_of", "parse_langs"]


def parse_langs(spec: str) -> tuple[str, str]:
    """``"en,fr"`` -> ``("en", "fr")``; InputError unless two different known languages."""
    parts = [p.strip().lower() for p in (spec or "").split(",") if p.strip()]
    if len(parts) != 2 or parts[0] == parts[1]:
        raise InputError(f"--compare takes two different languages, as en,fr (got {spec!r})", None, None)
    for p in parts:
        reader_for(p)
    return parts[0], parts[1]


def ruling_of(f: Finding) -> tuple:
    """The ruling of a finding, as compared: (status,) plus its referent(s)."""
    if f.status == "holds":
        return ("holds", f.answer)
    if f.status == "ambiguous":
        refs = set()
        for r in f.rulings:
            for v in (r.values() if isinstance(r, dict) else []):
                if isinstance(v, dict) and "referent" in v:
                    refs.add(v["referent"])
        return ("ambiguous", tuple(sorted(refs)))
    return (f.status,)


@dataclass
class Pair:
    """Two aligned occurrences (one per language) of the same face."""

    code: str
    name: str
    face: str
    card_type: str
    aligned_by: str  # "sentence" or "face"
    a: Finding
    b: Finding

    @property
    def differs(self) -> bool:
        return ruling_of(self.a) != ruling_of(self.b)

    @property
    def same_case(self) -> bool:
        """Both words were read as the same case (function, position, attachment): a difference
        of ruling then comes from the rule bases, not from the wording."""
        return self.a.occurrence.case == self.b.occurrence.case

    def to_json(self) -> dict:
        return {"code": self.code, "name": self.name, "face": self.face, "card_type": self.card_type,
                "aligned_by": self.aligned_by, "differs": self.differs, "same_case": self.same_case,
                "a": self.a.to_json(), "b": self.b.to_json()}


@dataclass
class Comparison:
    """The pairs, the unaligned occurrences and the counts of a comparison of two languages."""

    langs: tuple[str, str]
    rule_bases: tuple[str, str]
    pairs: list[Pair] = field(default_factory=list)
    unaligned: list[tuple[str, str, str, Finding]] = field(default_factory=list)  # (lang, code, face, finding)
    untranslated: dict[str, int] = field(default_factory=dict)  # lang -> faces not in that language
    faces_compared: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def differences(self) -> list[Pair]:
        return [p for p in self.pairs if p.differs]

    @property
    def exit_code(self) -> int:
        """2 when input was bad, else 1 when some ruling differs, else 0."""
        if self.problems:
            return 2
        return 1 if self.differences else 0

    def summary(self) -> dict:
        a, b = self.langs
        return {"faces_compared": self.faces_compared, "pairs": len(self.pairs),
                "differ": len(self.differences),
                "differ_with_the_same_case": sum(1 for p in self.differences if p.same_case),
                "unaligned": {a: sum(1 for u in self.unaligned if u[0] == a),
                              b: sum(1 for u in self.unaligned if u[0] == b)},
                "untranslated_faces": dict(self.untranslated), "problems": len(self.problems)}

    def to_json(self) -> dict:
        return {"langs": list(self.langs), "rule_bases": list(self.rule_bases), "summary": self.summary(),
                "differences": [p.to_json() for p in self.differences],
                "unaligned": [{"lang": lang, "code": code, "face": face, **f.to_json()}
                              for lang, code, face, f in self.unaligned],
                "problems": [{"file": p.file, "code": p.code, "message": p.message} for p in self.problems]}


def _pool(path, lang: str) -> Pool:
    return read_pool(path, lang=None if lang == "en" else lang)


def _faces_in(pool: Pool, report: LintReport, lang: str) -> tuple[dict, int]:
    """(code, face) -> (face, findings) for the faces written in ``lang``; and how many are not."""
    findings = {(c.code, c.face): c.findings for c in report.cards}
    out, other = {}, 0
    for f in pool.faces:
        if f.lang != lang:
            other += 1
            continue
        out[(f.code, f.face)] = (f, findings.get((f.code, f.face), []))
    return out, other


def _align(fa: list[Finding], fb: list[Finding]) -> tuple[list[tuple[Finding, Finding]], list, list]:
    """Pairs by game function and order within one group; the rest of each side (in reading order).

    Two passes: first an occurrence pairs with the first unpaired one of the same
    function *and* position, then with the first of the same function.
    """
    pairs, used_a, used_b = [], set(), set()
    for same_position in (True, False):
        for f in fa:
            case = f.occurrence.case
            if case is None or id(f) in used_a:
                continue
            for g in fb:
                other = g.occurrence.case
                if (other is not None and id(g) not in used_b and other.function == case.function
                        and (other.position == case.position or not same_position)):
                    pairs.append((f, g))
                    used_a.add(id(f))
                    used_b.add(id(g))
                    break
    order = {id(f): i for i, f in enumerate(fa)}
    pairs.sort(key=lambda p: order[id(p[0])])
    return pairs, [f for f in fa if id(f) not in used_a], [f for f in fb if id(f) not in used_b]


def compare_reports(langs: tuple[str, str], rule_bases: tuple[str, str], pools: tuple[Pool, Pool],
                    reports: tuple[LintReport, LintReport]) -> Comparison:
    """Align the findings of two linted pools (see the module docstring for how)."""
    a, b = langs
    faces_a, other_a = _faces_in(pools[0], reports[0], a)
    faces_b, other_b = _faces_in(pools[1], reports[1], b)
    cmp = Comparison(langs, rule_bases, untranslated={a: other_a, b: other_b},
                     problems=list(reports[0].problems) + list(reports[1].problems))
    for key in sorted(faces_a.keys() & faces_b.keys()):
        (face_a, fa), (face_b, fb) = faces_a[key], faces_b[key]
        cmp.faces_compared += 1
        same_shape = len(sentences_of(face_a.text)) == len(sentences_of(face_b.text))
        if same_shape:
            groups = sorted({f.occurrence.sentence_index for f in fa + fb})
            split = [([f for f in fa if f.occurrence.sentence_index == i],
                      [f for f in fb if f.occurrence.sentence_index == i]) for i in groups]
        else:
            split = [(fa, fb)]
        for ga, gb in split:
            pairs, rest_a, rest_b = _align(ga, gb)
            cmp.pairs += [Pair(face_a.code, face_a.name, face_a.face, face_a.card_type,
                               "sentence" if same_shape else "face", x, y) for x, y in pairs]
            cmp.unaligned += [(a, key[0], key[1], f) for f in rest_a] + [(b, key[0], key[1], f) for f in rest_b]
    return cmp


def compare(path, langs: tuple[str, str], jobs: int = 1, progress=None) -> Comparison:
    """Read ``path`` in both languages, rule each with its own rule base, and align the findings."""
    rule_bases = (DEFAULT_RULES[langs[0]], DEFAULT_RULES[langs[1]])
    pools = (_pool(path, langs[0]), _pool(path, langs[1]))
    reports = tuple(lint_pool(p, rb, jobs=jobs, progress=progress) for p, rb in zip(pools, rule_bases))
    return compare_reports(langs, rule_bases, pools, reports)
