"""The player named as an effect's subject ("Each player must choose and discard 1 card from their hand.") is kept in
the structure, and "their" names that player (`logic.abilities.performer`); the engine judges "each player discards
N cards from their hand" as N cards from each player's hand and refuses a choice each player makes apart
(`logic.situation.performer_hand`). Cards and wordings are invented; the pool audit skips without the corpus."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logic.abilities import model as m
from logic.abilities.performer import THAT_PLAYER, player_subject, subject_of
from logic.abilities.reader import read_text
from logic.situation import applicable as ap

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "marvelsdb"


def _short(t: m.Target | None) -> str:
    """A target in a few words: "player/each", "it/player", "hand(it/player)" (its owner in brackets)."""
    if t is None:
        return "-"
    head = f"{t.noun.value}/{t.is_a.value}" if t.is_a else f"{t.noun.value}/{t.quantifier.value}" \
        if t.quantifier is not m.Quantifier.THE else t.noun.value
    return head + (f"({_short(t.owner)})" if t.owner is not None else "")


def _one(text: str, name: str = "Gloomtide Beacon", lang: str = "en") -> m.Ability:
    (a,) = read_text(f"<b>When Revealed</b>: {text}" if lang == "en" else f"<b>Une fois révélée</b> : {text}",
                     name, lang)
    return a


# -- the structure: who performs, whose hand ----------------------------------------------------------------
SUBJECTS = [   # (sentence, kind, target, source, searcher, performer)
    ("Each player must choose and discard 1 card from their hand.", "discard", "player/each", "hand(it/player)", "-", "-"),
    ("Each player discards 2 cards from their hand.", "discard", "player/each", "hand(it/player)", "-", "-"),
    ("The first player must discard 1 card from their hand.", "discard", "first_player", "hand(it/player)", "-", "-"),
    ("Each player may draw 1 card.", "draw", "player/each", "-", "-", "-"),
    ("Each player must take 3 damage.", "take_damage", "player/each", "-", "-", "-"),
    ("Each player may search their deck for an ally.", "search", "deck(it/player)", "ally/a", "player/each", "-"),
    ("Each player may place 1 threat on the main scheme.", "place_threat", "main_scheme", "-", "-", "player/each"),
    ("Each player discards the top 2 cards of their deck.", "discard", "player/each", "card", "-", "-"),
]


@pytest.mark.parametrize("text, kind, target, source, searcher, performer", SUBJECTS)
def test_the_subject_player_is_kept_and_their_names_that_player(text, kind, target, source, searcher, performer):
    a = _one(text)
    assert all(r.status is m.ReadStatus.FULLY and r.dropped_words == 0 for r in a.sentences), a.sentences
    e = a.effects[0]
    assert (e.kind.value, _short(e.target), _short(e.source), _short(e.searcher), _short(e.performer)) == \
        (kind, target, source, searcher, performer), text


def test_their_in_a_later_verb_names_the_same_player_and_you_stays_the_resolver():
    a = _one("That player may draw 1 card, then choose and discard 1 card from their hand.")
    assert [_short(e.target) for e in a.effects] == ["it/player", "hand(it/player)"]
    e = _one("You must discard 1 card from your hand.").effects[0]
    assert (_short(e.target), e.source) == ("hand(you)", None)   # "you": the resolving player, no performer


# -- French twins: the same structure ----------------------------------------------------------------------
FR_TWINS = [
    ("Each player must choose and discard 1 card from their hand.",
     "chaque joueur doit choisir et défausser 1 carte de sa main."),
    ("Each player may draw 1 card.", "chaque joueur peut piocher 1 carte."),
    ("Each player discards 1 card from their hand.", "chaque joueur défausse 1 carte de sa main."),
    ("That player may draw 1 card.", "ce joueur peut piocher 1 carte."),
]


@pytest.mark.parametrize("en, fr", FR_TWINS)
def test_french_twin_keeps_the_same_performer(en, fr):
    e_en, e_fr = _one(en).effects[0], _one(fr, "Balise Lugubre", "fr").effects[0]
    assert all(r.status is m.ReadStatus.FULLY for r in _one(fr, "Balise Lugubre", "fr").sentences)
    fields = ("kind", "amount", "target", "source", "searcher", "performer", "optional")
    assert [getattr(e_fr, f) for f in fields] == [getattr(e_en, f) for f in fields]


# -- what the engine applies ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text, applied", [
    ("Each player must choose and discard 1 card from their hand.", True),
    ("The first player discards 2 cards from their hand.", True),
    ("Each player may draw 1 card.", False),                       # each player chooses apart
    ("Each player may place 1 threat on the main scheme.", False),  # a performer no entry reads
])
def test_the_catalogue_on_player_subjects(text, applied):
    a = _one(text)
    assert (all(ap.why_not_in(e, a.kind, a) is None for e in a.effects)) is applied, text


def test_control_twin_of_each_player_may_draw():
    """Control twin of test_the_catalogue_on_player_subjects ("Each player may draw 1 card." refused): without the
    choice each player makes apart, the same draw is applied."""
    a = _one("Each player draws 1 card.")
    assert ap.why_not_in(a.effects[0], a.kind, a) is None


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 3), st.integers(0, 3), st.integers(1, 2), st.sampled_from(["Each player", "The first player"]))
def test_each_player_discards_from_their_own_hand(alice, bob, n, who):
    """Reference: "<who> must choose and discard N cards from their hand" takes N cards (as many as there are) from
    the hand of each player it names, each their own (the first player: bob); the other hands keep theirs."""
    from logic.situation.facts import abilities_of
    from logic.situation.model import Event, GameSituation, SituationCard
    from logic.situation.scenario import _Builder
    from logic.timing.effects import run_order
    from logic.timing.scenario import parse_scenario
    text = f"<b>When Revealed</b>: {who} must choose and discard {n} card{'s' if n > 1 else ''} from their hand."
    cards = {p: SituationCard(f"{p}_hero", "x1", f"Hero {p}", "hero", "", {"health": 10}, controller=p)
             for p in ("alice", "bob")}
    cards["beacon"] = SituationCard("beacon", "x9", "Gloomtide Beacon", "treachery", text, {})
    zones = {"alice": {"hand": alice, "deck": 0, "discard": 0}, "bob": {"hand": bob, "deck": 0, "discard": 0}}
    sit = GameSituation("invented", ["alice", "bob"], "bob", cards, Event("attack", attacker="alice_hero",
                                                                           target="alice_hero"), zones=zones)
    b = _Builder(sit, {}, {})
    ops, _ = b.effects(cards["beacon"], abilities_of(cards["beacon"])[0])
    table = {"game": "marvel_champions", "players": {"order": ["alice", "bob"], "first": "bob"},
             "characters": list(b.characters.values()),
             "zones": [{"player": p, "hand": h, "deck": 0, "discard": 0} for p, h in (("alice", alice), ("bob", bob))],
             "event": {"id": "go"}, "abilities": [{"id": "it", "kind": "forced_response", "controller": "bob",
                                                   "trigger": "go", "effects": ops}]}
    out = run_order(parse_scenario(table, "invented"), ["go", "it"], {"partial_resolution": True}).to_json()
    took = {"alice": who == "Each player", "bob": True}
    for p, h in (("alice", alice), ("bob", bob)):
        k = min(h, n) if took[p] else 0
        assert out["zones"][p] == {"hand": h - k, "deck": 0, "discard": k}


# -- the audit over the English pool: no subject player lost, no "their" left as a bare "it" -------------------
#: a sentence (or clause) whose subject is a player other than "you", then its verb
_SUBJECT = re.compile(r"(?:^|[,.:]\s*)(each player|each other player|the first player|that player|the player with "
                      r"[^,.]*?|the players)\s+(?:must |may |will )?(?:choose and |choose to )?"
                      r"(draws?|discards?|reveals?|resolves?|searche?s?|takes?|shuffles?|puts?|places?|adds?|returns?|heals?)\b", re.IGNORECASE)


def _bare_it_owner(t: m.Target | None) -> bool:
    if t is None:
        return False
    o = t.owner
    if o is not None and o.noun is m.Noun.IT and o.is_a is None:
        return True
    return _bare_it_owner(o) or any(_bare_it_owner(f.target) for f in t.filters) or any(_bare_it_owner(x) for x in t.also)


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
@pytest.mark.xdist_group("official-pool-en")  # the worker that reads the English pool once (reader memo)
def test_official_pool_keeps_every_subject_player():
    from logic.abilities.batch import read_many
    from logic.cards.pool import read_pool
    pool = read_pool(CORPUS)
    read_many((f.text, f.name, "en") for f in pool.faces)
    lost, checked = [], 0
    for f in pool.faces:
        for a in read_text(f.text, f.name):
            for i, r in enumerate(a.sentences):
                hit = _SUBJECT.search(r.text)
                if r.status is not m.ReadStatus.FULLY or not hit or "who defeated" in hit.group(1).lower():
                    continue
                effects = [e for e, s in zip(a.effects, a.effect_sentences) if s == i]
                mine = [e for e in effects if e.span[0] <= hit.start(2) < max(e.span[1], e.span[0] + 1)]
                if not mine:
                    continue
                checked += 1
                e = mine[0]
                if not player_subject(subject_of(e) or e.performer) \
                        or any(_bare_it_owner(x) for x in (e.target, e.source, e.searcher)):
                    lost.append((f.code, r.text))
    assert checked >= 40 and not lost, "\n".join(f"{c}: {t}" for c, t in lost)


@settings(max_examples=5, deadline=None)
@given(st.integers(1, 3), st.integers(0, 4))
def test_each_player_places_threat_once_per_player(n, start):
    """Reference: "Each of you must place N threat on the main scheme." (2 players): each player places N, in turn:
    the main scheme gains 2 * N threat, in 2 placements of N (the engine's ops, one per player)."""
    from logic.situation.facts import abilities_of
    from logic.situation.model import Event, GameSituation, SituationCard
    from logic.situation.scenario import _Builder
    text = f"<b>When Revealed</b>: Each of you must place {n} threat on the main scheme."
    cards = {p: SituationCard(f"{p}_hero", "x1", f"Hero {p}", "hero", "", {"health": 10}, controller=p)
             for p in ("alice", "bob")}
    cards["beacon"] = SituationCard("beacon", "x9", "Gloomtide Beacon", "treachery", text, {})
    cards["plot"] = SituationCard("plot", "x8", "Grey Plot", "main_scheme", "", {}, counters=start)
    sit = GameSituation("invented", ["alice", "bob"], "bob", cards, Event("attack", attacker="alice_hero",
                                                                           target="alice_hero"))
    b = _Builder(sit, {}, {})
    ops, _ = b.effects(cards["beacon"], abilities_of(cards["beacon"])[0])
    placed = [o for o in ops if o.get("op") == "threat"]
    assert len(placed) == 2 and all(o["amount"] == n for o in placed), ops


def test_control_twin_of_each_player_places_threat():
    """Control twin of test_each_player_places_threat_once_per_player: "may" (each player's own choice) is refused."""
    a = _one("Each of you may place 1 threat on the main scheme.")
    assert ap.why_not_in(a.effects[0], a.kind, a) is not None
