"""Every query file under queries/ gives its expected verdict. Two folders are asked by their own
modules, which run the same `run_query_file` check on each file and more: the situation queries
(queries/marvel_champions/situations) by tests/test_situations.py, which reuses each answer for its
brute-force timing check, and the timing queries (queries/wow_miniatures, queries/marvel_champions/timing)
by tests/test_timing_queries.py, which also checks the verdict's status. Asking them here too would
answer each of them twice per run; `test_every_query_file_is_asked_by_one_module` checks the split."""

import pytest

from logic.ask import query_files, run_query_file
from logic.registry import load_rule_base, rule_base_names, queries_dir

import tomllib

FILES = query_files()
#: folders whose queries another module asks (see the docstring)
ELSEWHERE = (queries_dir() / "marvel_champions" / "situations", queries_dir() / "marvel_champions" / "timing",
             queries_dir() / "wow_miniatures")
ASKED_HERE = [p for p in FILES if not any(d in p.parents for d in ELSEWHERE)]


def test_every_query_file_is_asked_by_one_module():
    import test_situations
    import test_timing_queries
    elsewhere = test_situations.FILES + test_timing_queries.FILES
    assert len(set(elsewhere)) == len(elsewhere)
    assert sorted(set(FILES) - set(ASKED_HERE)) == sorted(elsewhere)
    assert ASKED_HERE and test_situations.FILES and test_timing_queries.FILES


@pytest.mark.parametrize("path", ASKED_HERE, ids=lambda p: str(p.relative_to(queries_dir())))
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
