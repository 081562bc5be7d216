"""Keywords — Marvel Champions Rules Reference glossary entry (English, RRG v1.8), rules/Keywords.md.

The ability a timing keyword gives is an item with ``keyword = "<name>"`` (retaliate, quickstrike, surge,
teamwork, toughness). Keywords are mandatory (Ability p1.b7); the clauses here say when each resolves.
"""
from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="marvel_champions", language="en", title="Keywords", source="rules/Keywords.md",
    version="RRG v1.8 (community transcription, marvelsdb_fanmade_data @ ce124a1)", topic="timing",
    locators=["p1", "p1.b1", "p2"] + [f"p2.b{i}" for i in range(1, 29)],
)


def _after(v, name):
    """The keyword's item resolves whenever what it waits for happened (and was not cancelled), after it."""
    return v.each_pair(lambda a, x: v.implies(v.all(v.keyword_is(a, name), v.triggered_by(a, x)), lambda: v.all(
        v.implies(v.all(v.trigger_live(a), v.flag(a, "in_play")), v.taken(a)),
        v.implies(v.taken(a), v.trigger_happens(a)),
        v.implies(v.both(a, x), v.before(x, a)))))


@clause("mc.en.keywords.quickstrike", at="p2.b13",
        says="Quickstrike: after its enemy engages a player (in hero form: forms are not modelled, so the scenario "
             "lists the item only then), that enemy attacks: always, and after the engagement.")
def quickstrike(v):
    return _after(v, "quickstrike")


@clause("mc.en.keywords.retaliate", at="p2.b17",
        says="Retaliate: after its character is attacked, the attacker is dealt the damage: always, and after "
             "the attack.")
def retaliate(v):
    return _after(v, "retaliate")


@clause("mc.en.keywords.surge", at="p2.b21",
        says="Surge: after its card is revealed, its player reveals another encounter card: always, and after "
             "the reveal.")
def surge(v):
    return _after(v, "surge")


@clause("mc.en.keywords.teamwork", at="p2.b23",
        says="Teamwork: after its minion enters play and engages (with another minion sharing the trait in "
             "play, which the scenario decides by listing the item), it activates: always, and after that.")
def teamwork(v):
    return _after(v, "teamwork")


@clause("mc.en.keywords.toughness", at="p2.b25",
        says="Toughness: when its character enters play it is given a tough status card: always, after it "
             "entered play.")
def toughness(v):
    return _after(v, "toughness")


# --- what a keyword an effect gives changes in the outcome (`logic.timing.keyword_ops`): one policy each ---

@clause("mc.en.keywords.overkill", at="p2.b8",
        says="Overkill: the damage of an attack with overkill beyond what its target (a minion or an ally) can take "
             "is dealt to the villain or to the identity.")
def overkill(v):
    return [v.policy("overkill_excess_to_identity")]


@clause("mc.en.keywords.piercing", at="p2.b12",
        says="Piercing: an attack with piercing discards the tough status cards of the attacked character before "
             "its damage is dealt.")
def piercing(v):
    return [v.policy("piercing_discards_tough")]


@clause("mc.en.keywords.ranged", at="p2.b14",
        says="Ranged: an attack with ranged ignores retaliate.")
def ranged(v):
    return [v.policy("ranged_ignores_retaliate")]


@clause("mc.en.keywords.retaliate_damage", at="p2.b17",
        says="Retaliate X: once a character with retaliate X has been attacked, X damage is dealt to its attacker "
             "(a retaliate an effect gave; the numbers of several instances add up, p1.b1), provided the attacked "
             "character is still in play after the attack (as the attack steps of Attack (Enemy Activation) and "
             "Attack (Player Ability Type) say).")
def retaliate_damage(v):
    return [v.policy("retaliate_damages_attacker")]


@clause("mc.en.keywords.stalwart", at="p2.b19",
        says="Stalwart: a character with stalwart can be neither stunned nor confused.")
def stalwart(v):
    return [v.policy("stalwart_not_stunned_or_confused")]


@clause("mc.en.keywords.steady", at="p2.b20",
        says="Steady: a character with steady is stunned (confused) only with two stunned (confused) status cards, "
             "so it may hold two of each.")
def steady(v):
    return [v.policy("steady_two_statuses")]


NOT_TIMING = "a restriction or a setting of the card, not a time or an order"


@clause("mc.en.keywords.guard_forbids_attack", at="p2.b4",
        says="Guard: while a minion with guard is engaged with a player, that player's characters may not attack the "
             "villain: such an attack is not made, and none of its effects resolve.")
def guard_forbids_attack(v):
    return [v.policy("guard_forbids_attack_on_villain")]


@clause("mc.en.keywords.patrol_forbids_thwart", at="p2.b9",
        says="Patrol: a player engaged with a patrol minion may not thwart the main scheme. Read by analogy for "
             "every prohibition of a thwart ('you cannot thwart', 'you cannot thwart the main scheme'): a thwart "
             "its performer is forbidden, or forbidden against the scheme it would remove threat from, is not made, "
             "and none of its effects resolve (a basic thwart or an ability labelled '(thwart)' alike).")
def patrol_forbids_thwart(v):
    return [v.policy("forbidden_thwart_not_made")]


LEDGER = [
    not_encoded("p1", "definition of a keyword"),
    not_encoded("p1.b1", "several instances of a keyword: amounts add up; no order question"),
    not_encoded("p2", "introduces the list of keywords p2.b1..p2.b28"),
    not_encoded("p2.b1", "Alliance: " + "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p2.b2", "Assault: which value a thwart uses: " + NOT_TIMING),
    not_encoded("p2.b3", "Form: " + NOT_TIMING),
    not_encoded("p2.b5", "Hinder: threat a card enters play with: " + NOT_TIMING),
    not_encoded("p2.b6", "Incite: threat placed when the card is revealed: the scenario gives it as an effect of "
                         "the reveal or a when_revealed item, whose timing When Revealed Abilities encodes"),
    not_encoded("p2.b7", "Linked: where a card is set aside: " + NOT_TIMING),
    not_encoded("p2.b10", "Peril: " + "who: decided by the seat clauses of the 'you' rule base (issue 8 part 1), not a timing rule"),
    not_encoded("p2.b11", "Permanent: " + NOT_TIMING),
    not_encoded("p2.b15", "Requirement: " + NOT_TIMING),
    not_encoded("p2.b16", "Restricted: " + NOT_TIMING),
    not_encoded("p2.b18", "Setup: the card starts in play: " + NOT_TIMING),
    not_encoded("p2.b22", "Team-Up: " + NOT_TIMING),
    not_encoded("p2.b24", "Temporary: discarded at the end of the round: rounds are not modelled"),
    not_encoded("p2.b26", "Uses: counters placed and the card discarded after its last use: amounts and zones"),
    not_encoded("p2.b27", "Victory: where a defeated card goes: zones, not timing"),
    not_encoded("p2.b28", "Villainous: a boost card given when the minion activates: a card, no item; its Boost "
                          "abilities are items (Boost p3)"),
]
