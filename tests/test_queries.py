"""Every query file under queries/ gives its expected verdict."""

import pytest

from logic.ask import query_files, run_query_file
from logic.registry import load_rule_base, rule_base_names, queries_dir

import tomllib

FILES = query_files()


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(queries_dir())))
def test_query_gives_its_expected_verdict(path):
    result = run_query_file(path)
    assert result.matches, result.mismatch


def test_every_you_clause_is_the_subject_of_a_query():
    cited: dict[str, set] = {}
    for path in FILES:
        q = tomllib.loads(path.read_text())
        cited.setdefault(q["rules"], set()).update(q["expect"].get("clauses", []))
    for name in rule_base_names():
        rb = load_rule_base(name)
        own = [c.id for c in rb.for_topic("you") if not c.entry.shared]
        missing = [c for c in own if c not in cited.get(name, set())]
        assert not missing, f"{name}: no query cites {missing}"
    shared = {c.id for name in rule_base_names() for c in load_rule_base(name).for_topic("you") if c.entry.shared}
    everywhere = set().union(*cited.values())
    assert shared <= everywhere, shared - everywhere
