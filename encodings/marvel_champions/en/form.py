"""Form, Change Form — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Hero,
Alter-Ego, Form.md (the entry "Form, Change Form").

The "you" vocabulary treats hero and alter-ego as the two faces of one identity (Identity, common/identity.py)
and does not model which face is up; the timing engine has no rounds or turns. So every bullet is ledgered:
none decides which player or which identity "you" is, nor the order of abilities.
"""
from logic.clause import entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Form, Change Form",
    source="rules/Hero, Alter-Ego, Form.md#form_change_form",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="you",
    locators=["p1", "p1.b1", "p1.b2", "p1.b3", "p1.b4", "p1.b5", "p1.b6", "p1.b6.1", "p1.b6.2", "p1.b7"],
)

FACE = "the 'you' vocabulary does not model which face of the identity is up (hero and alter_ego are two faces of " \
       "one identity); a 'you' in that sentence still means the identity or the player"
LEDGER = [
    not_encoded("p1", "a player is in hero or alter-ego form, shown by the identity card: which face is up; " + FACE),
    not_encoded("p1.b1", "once each round, during their turn, a player may flip their identity: a permission "
                         "limited by round and turn, which the timing engine does not model; not an order of "
                         "abilities"),
    not_encoded("p1.b2", "changing form changes only the form: damage, status cards, lasting effects, attached and "
                         "tucked cards, tokens and ready state stay: state carried across, not about who, when "
                         "or order"),
    not_encoded("p1.b3", "a form change caused by a card ability does not use up the voluntary change: counting "
                         "against a once-per-turn limit, not about who, when or order"),
    not_encoded("p1.b4", "in hero form, abilities reaching 'their alter-ego' do not reach the identity: " + FACE),
    not_encoded("p1.b5", "in alter-ego form, abilities reaching 'their hero' do not reach the identity: " + FACE),
    not_encoded("p1.b6", "a '[type] form' keyword gives the identity further forms: forms are not modelled; not "
                         "about who, when or order"),
    not_encoded("p1.b6.1", "those forms come with their own conditions for changing into them: the conditions are "
                           "card text; forms are not modelled"),
    not_encoded("p1.b6.2", "changing into such a form does not use up the once-per-turn flip but does count as "
                           "changing form for triggers: whether an ability waits for a form change is the "
                           "scenario's (its trigger); the limit is not modelled"),
    not_encoded("p1.b7", "'[type] form only' cards are played or put into play only by a player whose identity is "
                         "in that form: a restriction on playing cards, which the engines do not model; " + FACE),
]
