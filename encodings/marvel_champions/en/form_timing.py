"""Form, Change Form — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Hero,
Alter-Ego, Form.md (the entry "Form, Change Form"), read for the outcome engine's named forms (topic ``timing``:
`logic.timing.face_ops`, "if you are in Giant hero form", "if Apocalypse is in Biomorph form"). The locators are
those of form.py (topic ``you``), which ledgers what they mean for "you"."""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Form, Change Form",
    source="rules/Hero, Alter-Ego, Form.md#form_change_form",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6", "p1.b6.1", "p1.b6.2", "p1.b7"],
)


@clause("mc.en.form.face_shows_form", at="p1",
        says="Which form a player is in is shown by their identity card, the face that is up: a named form ('if "
             "you are in Giant hero form') is met when the face up is that form and not met when it is another; "
             "the outcome engine reads the face the situation states.")
def face_shows_form(v):
    return [v.policy("form_shown_by_face")]


LEDGER = [
    not_encoded("p1.b1", "the once-per-round voluntary flip: a permission by round and turn, which the timing "
                         "engine does not model"),
    not_encoded("p1.b2", "what a form change keeps (damage, status cards, attachments...): the engine's flip "
                         "changes the form only, nothing to order"),
    not_encoded("p1.b3", "a form change by a card ability and the voluntary one: a once-per-turn count, not "
                         "modelled"),
    not_encoded("p1.b4", "hero form and abilities reaching 'their alter-ego': who an ability reaches, form.py"),
    not_encoded("p1.b5", "alter-ego form and abilities reaching 'their hero': who an ability reaches, form.py"),
    not_encoded("p1.b6", "'[type] form' keywords give further forms: their faces are read as p1 reads any face "
                         "(a mass form upgrade's face, `logic.situation.conditions_form`); nothing to order"),
    not_encoded("p1.b6.1", "the conditions for changing into such a form are card text: not a rule to encode"),
    not_encoded("p1.b6.2", "such a change counts as changing form for triggers: the scenario's trigger decides; "
                           "the once-per-turn limit is not modelled"),
    not_encoded("p1.b7", "'[type] form only' cards: a restriction on playing cards, which the engine does not "
                         "model"),
]
