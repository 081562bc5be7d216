"""Reveal — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/When Revealed Abilities.md
(the entry "Reveal"). A reveal is an item (the event, usually); its steps are game functions."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Reveal", source="rules/When Revealed Abilities.md#reveal",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p2", "p2.b1", "p2.b2", "p2.b2.1", "p2.b2.2", "p2.b2.3", "p2.b2.4", "p2.b2.5", "p2.b2.6",
              "p2.b2.7", "p2.b2.8", "p2.b3", "p2.b4", "p3", "p3.b1"],
)


@clause("mc.en.reveal.responses_wait", at="p3.b1",
        says="Responses, forced or not, to any step of revealing an encounter card wait until every step is done: "
             "after every When Revealed ability of that card.")
def responses_wait(v):
    return v.each_triple(lambda w, x, r: v.implies(
        v.all(v.kind_is(w, "when_revealed"), v.triggered_by(w, x), v.kind_is(r, "response", "forced_response"),
              v.nested_under(r, x), v.neg(v.nested_under(r, w)), v.both(w, r)),
        v.before(w, r)))


def _enters_play(kind: str):
    return lambda v: [v.policy(f"reveal_{kind}_enters_play")]


@clause("mc.en.reveal.attachment_enters_play", at="p2.b2.1",
        says="A revealed attachment enters play, attached to what its text names.")
def attachment_enters_play(v):
    return _enters_play("attachment")(v)


@clause("mc.en.reveal.environment_enters_play", at="p2.b2.2",
        says="A revealed environment enters play, in the villain's play area.")
def environment_enters_play(v):
    return _enters_play("environment")(v)


@clause("mc.en.reveal.minion_enters_play", at="p2.b2.3",
        says="A revealed minion enters play in the revealing player's area, engaged with that player.")
def minion_enters_play(v):
    return _enters_play("minion")(v)


@clause("mc.en.reveal.obligation_enters_play", at="p2.b2.4",
        says="A revealed obligation enters play in the revealing player's area.")
def obligation_enters_play(v):
    return _enters_play("obligation")(v)


@clause("mc.en.reveal.side_scheme_enters_play", at="p2.b2.6",
        says="A revealed side scheme enters play, in the villain's play area.")
def side_scheme_enters_play(v):
    return _enters_play("side_scheme")(v)


@clause("mc.en.reveal.treachery_discarded", at="p2.b4",
        says="Once its When Revealed abilities have resolved, a revealed treachery is discarded.")
def treachery_discarded(v):
    return [v.policy("reveal_treachery_discarded")]


@clause("mc.en.reveal.given_player_reveals", at="p2.b2.5",
        says="A card that names a player to give it to is revealed by that player: placed out of play, it goes in "
             "front of them (whose 'you' it is stays the seat clauses' business).")
def given_player_reveals(v):
    return [v.policy("given_player_reveals")]


OUT = ("placed face up in front of the revealing player, not in play: where the effect interpreter puts a "
       "revealed card that no clause sends into play (logic/timing/zone_ops.py)")
STEP = "a step of revealing: a game function of the reveal item, not a moment of its own"
LEDGER = [
    not_encoded("p1", "each player revealing their dealt cards in player order in step four: phases and several "
                      "reveals are not modelled (one event per scenario)"),
    not_encoded("p2", "introduces the steps p2.b1..p2.b4"),
    not_encoded("p2.b1", STEP),
    not_encoded("p2.b2", STEP),
    not_encoded("p2.b2.7", "a revealed treachery is " + OUT),
    not_encoded("p2.b2.8", "a revealed card of another type is " + OUT),
    not_encoded("p2.b3", "resolving each When Revealed ability: mandatory by Ability p1.b7 (mc.en.ability.mandatory)"),
    not_encoded("p3", "a reveal instructed by a card follows the same steps: the same clauses apply to any item"),
]
