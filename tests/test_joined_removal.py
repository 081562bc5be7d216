"""Threat removed "additional" from "that scheme" (`logic.situation.joined_removal`): judged as the plain removal of its
amount when its ability removes threat before it with no conditions of their own, converted onto the scheme(s) of that
removal. Against a plain-Python reference over small lists of ops; the catalogue over small invented abilities. The
situation queries threat_removed_additional_from_that_scheme (and _one) run it end to end.
"""

from hypothesis import given, settings, strategies as st

from logic.abilities import model as m
from logic.situation.applicable import why_not_in
from logic.situation.joined_removal import joined_op

K, N = m.EffectKind, m.Noun
SCHEMES = ["plan", "heist", "vault"]


@st.composite
def ops(draw):
    out = []
    for _ in range(draw(st.integers(0, 3))):
        op = draw(st.sampled_from(["remove_threat", "threat", "damage"]))
        where = draw(st.sampled_from(SCHEMES))
        o = {"op": op, "target": where, "amount": draw(st.integers(1, 3))}
        if op == "remove_threat" and draw(st.booleans()):
            o = {"op": op, "targets": [where], "amount": o["amount"], **({"chosen": 1} if draw(st.booleans()) else {})}
        out.append(o)
    return out


@settings(max_examples=30, deadline=None)
@given(ops(), st.one_of(st.none(), st.integers(1, 3)))
def test_the_joined_op_equals_the_reference(made, n):
    removals = [o for o in made if o["op"] == "remove_threat"]
    if n is None or not removals or removals[-1].get("chosen"):
        assert joined_op(made, n) is None
        return
    last = removals[-1]
    want = {"op": "remove_threat", "amount": n, **{k: last[k] for k in ("target", "targets") if k in last}}
    assert joined_op(made, n) == want


def _removal(amount, target, **kw):
    return m.Effect(K.REMOVE_THREAT, amount=amount, target=target, **kw)


_EXTRA = _removal(m.Amount(value=1, per=m.Target(N.SUPPORT, m.Quantifier.EACH), additional=True),
                  m.Target(N.IT, is_a="scheme"))


def _ability(*effects):
    return m.Ability(m.AbilityKind.ACTION, effects=tuple(effects))


def test_an_additional_removal_with_no_removal_before_is_not_applied():
    ab = _ability(m.Effect(K.DRAW, amount=m.Amount(value=1)), _EXTRA)
    assert "not joined" in (why_not_in(_EXTRA, ab.kind, ab) or "")


def test_an_additional_removal_after_a_removal_is_applied():
    """Control twin of test_an_additional_removal_with_no_removal_before_is_not_applied: a removal of threat from the
    main scheme comes before it."""
    ab = _ability(_removal(m.Amount(value=2), m.Target(N.MAIN_SCHEME, m.Quantifier.THE)), _EXTRA)
    assert why_not_in(_EXTRA, ab.kind, ab) is None
