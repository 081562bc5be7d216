"""ruling: a constraint-based ruling checker for card-game rules.

The Python API, each function returning verdicts with their justification:

- `rule_occurrence(rule_base, card_type, attachment, function, position)`: whom one
  "you" means (a `Verdict`: holds with the answer and its minimal core, ambiguous
  with both rulings, contradictory with the core, or unknown);
- `rule_sentence(rule_base, occurrences)`: the same for every "you" of one sentence;
- `check_rule_base(name)`: consistency and unambiguity of every question over every case;
- `diff_rule_bases(a, b)`: where two rule bases (a translation, an errata) rule differently;
- `diff_entries(a, b)`: the same, entry by entry (the "you" questions and the timing entries);
- `run_query_file(path)`: one query file's verdict against its expectation;
- `run_check()`: everything ``ruling check`` does.
"""

__all__ = ["rule_occurrence", "rule_sentence", "check_rule_base", "diff_rule_bases", "diff_entries", "run_query_file",
           "run_check", "Verdict", "RulingError", "InputError"]


def __getattr__(name):  # imported on first use, so that `import logic` stays cheap
    if name in ("rule_occurrence", "rule_sentence", "diff_rule_bases"):
        from .you import analyses
        return getattr(analyses, name)
    if name in ("check_rule_base", "run_check"):
        from . import check
        return getattr(check, name)
    if name == "diff_entries":
        from .diff import diff_entries
        return diff_entries
    if name == "run_query_file":
        from .ask import run_query_file
        return run_query_file
    if name == "Verdict":
        from .verdict import Verdict
        return Verdict
    if name in ("RulingError", "InputError"):
        from . import errors
        return getattr(errors, name)
    raise AttributeError(f"module 'logic' has no attribute {name!r}")
