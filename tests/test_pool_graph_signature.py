"""Equal signatures, equal verdicts: an edge decided on the signature of two abilities (the fields the
solver reads, `logic.pool_graph.signature`) is the edge decided on their whole structures; the bulk pass
(`decide_bulk`, one context per process) agrees with the one-context-per-edge decision and does not depend
on what it decided before."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.pool_graph import edges
from logic.pool_graph.build import read_pool_nodes
from logic.pool_graph.edges import anaphor_resolves, candidates, decide_bulk, decide_world, decision_key
from logic.pool_graph.signature import project_ability, project_effect, project_target, project_trigger
from logic.pool_graph.words import attack_label

FIX = Path(__file__).parent / "fixtures" / "pool_graph"
CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "marvelsdb"


def _whole_key(a, k, b) -> tuple:
    """The key `decision_key` makes, with the whole structures in place of their signatures."""
    key = decision_key(a, k, b)
    # its sentences are not part of a key: whether they were all read is kept as its attack label
    ab_a = m.Ability(m.AbilityKind.CONSTANT, form=a.ability.form, qualifier=attack_label(a.ability),
                     conditions=a.ability.conditions, effects=(a.ability.effects[k],))
    ta = (replace(a.trigger, timing=m.Timing.WHEN, each_time=False)
          if a.trigger is not None and anaphor_resolves(a.ability, k) else None)
    ab_b = m.Ability(m.AbilityKind.CONSTANT, form=b.ability.form, conditions=b.ability.conditions)
    tb = replace(b.trigger, timing=m.Timing.WHEN, each_time=False)
    return (ab_a, ta, key[2], key[3], ab_b, tb, key[6], key[7], 0, key[9], key[10])


def _fixture_candidates():
    out = []
    for f in sorted(FIX.glob("*.json")):
        pn = read_pool_nodes(f)
        out += candidates(pn.nodes, pn.nodes)
    return out


def _forget_shared():
    edges._SHARED.clear()
    edges._MADE.clear()


def test_signature_decides_as_the_whole_structure_on_invented_cards():
    cands = _fixture_candidates()
    assert cands
    for a, k, b in cands:
        whole = edges._decide_struct.__wrapped__(*_whole_key(a, k, b))
        assert edges._decide_struct(*decision_key(a, k, b)) == whole, (a.id, b.id)


def test_bulk_pass_agrees_with_the_edge_by_edge_decision_and_forgets_its_history():
    keys = list(dict.fromkeys(decision_key(a, k, b) for a, k, b in _fixture_candidates()))
    _forget_shared()
    forward = [decide_bulk(x) for x in keys]
    _forget_shared()
    backward = [decide_bulk(x) for x in reversed(keys)][::-1]
    assert forward == backward
    _forget_shared()
    worlds = [decide_world(x) for x in reversed(keys)][::-1]
    for key, bulk, with_world in zip(keys, forward, worlds):
        full = edges._decide_struct(*key)
        assert bulk.status == full.status == with_world.status
        if full.status == "sat":
            # the bulk pass leaves the world to later (None); computed then, it is the full decision's
            assert bulk.world is None and replace(bulk, world=full.world) == full
            assert with_world == full
        elif full.status == "unsat" and bulk.why:  # a reason found before the solver is asked: kept
            assert bulk.why == full.why


amounts = st.builds(m.Amount, value=st.one_of(st.none(), st.integers(0, 9)), per_player=st.booleans())


@settings(max_examples=60, deadline=None)
@given(amount=amounts, optional=st.booleans(), span=st.tuples(st.integers(0, 50), st.integers(0, 50)),
       noun=st.sampled_from([m.Noun.ENEMY, m.Noun.ALLY, m.Noun.THIS_CARD, m.Noun.IT]),
       timing=st.sampled_from([m.Timing.WHEN, m.Timing.AFTER, m.Timing.WOULD]))
def test_unread_fields_leave_the_signature_alone(amount, optional, span, noun, timing):
    """Amounts, "you may", spans, counts and the trigger's timing are not read by the decision: changing
    them changes no signature; the noun, which it reads, stays."""
    t = m.Target(noun, count=amount)
    e = m.Effect(m.EffectKind.DEAL_DAMAGE, amount=amount, target=t, optional=optional)
    plain = m.Effect(m.EffectKind.DEAL_DAMAGE, target=m.Target(noun))
    assert project_effect(e) == project_effect(plain)
    assert project_target(t).noun is noun
    trig = m.Trigger(m.EventKind.TAKES_DAMAGE, timing, True, t, None, span)
    assert project_trigger(trig) == project_trigger(m.Trigger(m.EventKind.TAKES_DAMAGE, m.Timing.WHEN,
                                                               subject=m.Target(noun)))
    ab = m.Ability(m.AbilityKind.FORCED_RESPONSE, effects=(e,), form="first_player")
    assert project_ability(ab, 0) == project_ability(project_ability(ab, 0), 0)


@pytest.mark.skipif(not CORPUS.is_dir(), reason="no card pool beside the project")
@pytest.mark.xdist_group("official-pool-en")  # one worker reads the English pool once (reader memo)
def test_signature_decides_as_the_whole_structure_on_the_official_pool():
    pn = read_pool_nodes(CORPUS, 2)
    cands = candidates(pn.nodes, pn.nodes)
    rng = random.Random(16)
    for a, k, b in rng.sample(cands, 150):
        whole = edges._decide_struct.__wrapped__(*_whole_key(a, k, b))
        assert edges._decide_struct(*decision_key(a, k, b)) == whole, (a.id, k, b.id)


def test_the_signature_keeps_what_the_damage_source_reads():
    """"from an attack" (the trigger's source or object), "that damage" on a damage effect and the attack label
    (labelled, not, or not all read) are read by the decision: the signature keeps them, and nothing else of
    the source or the amount."""
    attack = m.Target(m.Noun.ATTACK, filters=(m.Filter(m.FilterKind.PERFORMER, "enemy"),))
    trig = m.Trigger(m.EventKind.TAKES_DAMAGE, m.Timing.WOULD, source=attack, not_source=m.Target(m.Noun.ENEMY))
    assert project_trigger(trig).source == m.Target(m.Noun.ATTACK) and project_trigger(trig).not_source is None
    that = m.Effect(m.EffectKind.TAKE_DAMAGE, amount=m.Amount(variable="that_amount", up_to=True))
    assert project_effect(that).amount == m.Amount(variable="that_amount")
    assert project_effect(m.Effect(m.EffectKind.HEAL, amount=m.Amount(variable="that_amount"))).amount is None
    labelled = m.Ability(m.AbilityKind.ACTION, qualifier="attack", effects=(that,))
    assert project_ability(labelled, 0).qualifier == "attack" and project_ability(labelled, None).qualifier == ""
    unread = m.Ability(m.AbilityKind.ACTION, effects=(that,), sentences=(m.Reading("x", m.ReadStatus.NOT),))
    assert project_ability(unread, 0).qualifier == attack_label(project_ability(unread, 0)) == "unread"
