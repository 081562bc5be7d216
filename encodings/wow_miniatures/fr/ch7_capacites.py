"""Chapitre 7, Capacités et Effets (règles 700 à 705) — World of Warcraft Miniatures Game, règles
complètes, traduction française (forum Wowmini France), seed 004_9e64694ce4124858.txt.

Each clause paraphrases one numbered rule (or bullet, ``704.2c.b1``) in our own words and constrains
the timing vocabulary (`logic/timing/vocab.py`): which abilities are taken, their places in the
resolution order, their waves, who orders them, and how their effects are applied.
"""
import z3

from logic.clause import clause, entry, not_encoded

ENTRY = entry(
    game="wow_miniatures", language="fr", title="Chapitre 7 - Capacités et Effets",
    source="seeds/004_9e64694ce4124858.txt",
    version="Règles complètes, traduction VF (Elric, Wowmini France), règles 700 à 705",
    topic="timing",
    locators=["700.1", "700.2", "700.2.b1", "700.2.b2", "700.2.b3", "700.2a", "700.2b",
              "701.1", "701.2", "701.3",
              "702.1", "702.2",
              "703.1", "703.1a", "703.1b", "703.1c", "703.1d", "703.1e", "703.1f", "703.1g", "703.1h",
              "704.1", "704.2", "704.2a", "704.2b", "704.2c", "704.2c.b1", "704.2c.b2", "704.2c.b3",
              "704.2c.ex1", "704.2c.ex2", "704.2c.ex3", "704.3", "704.3a", "704.3b", "704.3b.ex1",
              "705.1", "705.1a", "705.1b", "705.1b.ex1", "705.1c", "705.1d"],
)

PLAYED = ("react", "payment")
TRIGGERED = ("triggered", "critical")


def _played(v, a):
    """``a`` is played (a react or payment ability, or an event that is an ability being played)."""
    return v.any(v.kind_is(a, *PLAYED), v.all(v.is_event(a), v.flag(a, "played")))


def _same_name_rivals(v, a, kinds):
    return [b for b in v.items if b != a and v.kind(b) in kinds
            and z3.is_true(z3.simplify(v.all(v.same_name(a, b), v.share_affected(a, b))))]


def _instances(v, a):
    return [b for b in v.items if b != a and z3.is_true(z3.simplify(v.same_origin(a, b)))]


# 700 -- Les capacités ----------------------------------------------------------------------------

@clause("wow.fr.ch7.700_2", at="700.2",
        says="Abilities come in three kinds: react, payment and ongoing (triggered and critical abilities "
             "being ongoing abilities, 704.2); nothing else is resolved.")
def kinds(v):
    return v.each(lambda a: v.kind_is(a, "react", "payment", "ongoing", *TRIGGERED))


@clause("wow.fr.ch7.700_2a", at="700.2a",
        says="React and payment abilities are played; ongoing abilities never are, so nothing waiting "
             "for an ability to be played can wait for an ongoing one.")
def ongoing_not_played(v):
    return v.each_pair(lambda r, a: v.implies(
        v.all(v.triggered_by(r, a), v.kind_is(a, "ongoing", *TRIGGERED), v.kind_is(r, "react")),
        v.neg(v.taken(r))))


# 701 -- Les capacités de réaction -----------------------------------------------------------------

@clause("wow.fr.ch7.701_1", at="701.1",
        says="A react can be played only during an open window for its react event: the thing it "
             "reacts to must have happened.")
def react_needs_window(v):
    return v.each(lambda r: v.implies(v.all(v.kind_is(r, "react"), v.taken(r)), v.trigger_happens(r)))


@clause("wow.fr.ch7.701_2.one_per_player", at="701.2",
        says="In a given window each player plays at most one react.")
def one_react_per_player(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "react"), v.kind_is(b, "react"), v.same_trigger(a, b),
               v.neg(v.different_controllers(a, b))),
        v.neg(v.both(a, b))), events=False)


@clause("wow.fr.ch7.701_2.turn_order", at="701.2",
        says="Opportunities in a window go first to the player whose turn it is, then clockwise; the "
             "window closes once every player has had one, so reacts of a window follow turn order.")
def react_turn_order(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "react"), v.kind_is(b, "react"), v.same_trigger(a, b), v.both(a, b),
               v.seats_from(v.active_player(), v.controller(a)) < v.seats_from(v.active_player(), v.controller(b))),
        v.before(a, b)), events=False)


@clause("wow.fr.ch7.701_3", at="701.3",
        says="Reacts may be played only in the most recently opened window: of two reacts of one window, "
             "the earlier one and everything nested in it come before the later one and everything "
             "nested in it.")
def latest_window_only(v):
    def rule(a, b, c):
        same_window = v.all(v.kind_is(a, "react"), v.kind_is(b, "react"), v.same_trigger(a, b),
                             v.both(a, b), v.taken(c), v.before(a, b))
        return v.all(v.implies(v.all(same_window, v.nested_under(c, a)), v.before(c, b)),
                      v.implies(v.all(same_window, v.nested_under(c, b)), v.before(a, c)))
    return v.each_triple(rule)


# 702 -- Les capacités payantes ----------------------------------------------------------------------
# 703 -- Jouer une capacité --------------------------------------------------------------------------

@clause("wow.fr.ch7.703_1b", at="703.1b",
        says="An ability whose targets cannot all be legally chosen cannot be played.")
def targets_needed(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *PLAYED), v.taken(a)), v.flag(a, "targets_available")))


@clause("wow.fr.ch7.703_1d", at="703.1d",
        says="If a player cannot finish playing an ability (a cost that cannot be paid), everything is "
             "rewound: the ability is not played at all.")
def rewind(v):
    return v.each(lambda a: v.implies(v.all(v.kind_is(a, *PLAYED), v.taken(a)), v.flag(a, "payable")))


@clause("wow.fr.ch7.703_1g", at="703.1g",
        says="Once an ability is played, a window opens for reacts to it before it resolves: such reacts "
             "resolve before the ability they react to.")
def react_window_before_resolution(v):
    return v.each_pair(lambda r, a: v.implies(
        v.all(v.kind_is(r, "react"), v.triggered_by(r, a), _played(v, a), v.both(r, a)), v.before(r, a)))


@clause("wow.fr.ch7.703_1h", at="703.1h", overrides=["wow.fr.ch7.704_2.immediately"],
        says="Abilities waiting for an ability to be played trigger and resolve at once, and only then "
             "does the played ability itself resolve.")
def waiting_resolve_before_played(v):
    return v.each_pair(lambda t, a: v.implies(
        v.all(v.kind_is(t, *TRIGGERED), v.triggered_by(t, a), _played(v, a), v.both(t, a)), v.before(t, a)))


# 704 -- Les capacités continues -----------------------------------------------------------------------

@clause("wow.fr.ch7.704_2.triggers", at="704.2", overrides=[],
        says="A triggered ability triggers at every instance of its event, provided its source is in play "
             "(unless 704.2a or 704.2c.b1 keeps only one of a group).")
def triggered_is_mandatory(v):
    def one(t):
        grouped = (v.kind(t) == "critical" and _instances(v, t)) or _same_name_rivals(v, t, TRIGGERED)
        can = v.all(v.trigger_happens(t), v.flag(t, "in_play"))
        rule = v.implies(v.taken(t), can)
        if not grouped:
            rule = v.all(rule, v.implies(can, v.taken(t)))
        return v.implies(v.kind_is(t, *TRIGGERED), rule)
    return v.each(one)


@clause("wow.fr.ch7.704_2.immediately", at="704.2",
        says="Unless something else is said, a triggered ability resolves right after it triggers, "
             "so after what triggered it.")
def triggered_after_trigger(v):
    return v.each_pair(lambda t, a: v.implies(
        v.all(v.kind_is(t, *TRIGGERED), v.triggered_by(t, a), v.neg(_played(v, a)), v.both(t, a)),
        v.before(a, t)))


@clause("wow.fr.ch7.704_2a", at="704.2a",
        says="A critical ability triggers at most once per dice roll, however many criticals the roll has.")
def critical_once(v):
    out = []
    for t in v.items:
        if v.kind(t) == "critical" and _instances(v, t) and t == min([t] + _instances(v, t)):
            group = [t] + _instances(v, t)
            out.append(v.at_most_one(group))
            out.append(v.implies(v.all(v.trigger_happens(t), v.flag(t, "in_play")),
                                  v.any([v.taken(x) for x in group])))
    return out


@clause("wow.fr.ch7.704_2b", at="704.2b",
        says="A triggered ability that needs information about the game reads it from the game as it was "
             "right after its triggering event.")
def snapshot(v):
    return [v.policy("triggered_reads_snapshot")]


@clause("wow.fr.ch7.704_2c", at="704.2c",
        says="Triggered abilities triggered by the same thing resolve together, in the same wave.")
def simultaneous_same_wave(v):
    return v.each_triple(lambda a, b, x: v.implies(
        v.all(v.kind_is(a, *TRIGGERED), v.kind_is(b, *TRIGGERED), v.triggered_by(a, x), v.triggered_by(b, x),
               v.both(a, b)),
        v.wave(a) == v.wave(b)))


@clause("wow.fr.ch7.704_2c.b1.order", at="704.2c.b1",
        says="The player whose turn it is orders the simultaneous triggered abilities affecting their "
             "characters, then each next player clockwise does the same for theirs.")
def wave_order_by_player(v):
    def chooser(a):
        return v.implies(v.all(v.kind_is(a, *TRIGGERED), v.has_single_affected_controller(a)),
                          v.orderer(a) == v.affected_controller(a))

    def turn(a, b):
        return v.implies(
            v.all(v.kind_is(a, *TRIGGERED), v.kind_is(b, *TRIGGERED), v.both(a, b), v.wave(a) == v.wave(b),
                   v.has_single_affected_controller(a), v.has_single_affected_controller(b),
                   v.seats_from(v.active_player(), v.affected_controller(a))
                   < v.seats_from(v.active_player(), v.affected_controller(b))),
            v.before(a, b))
    return v.each(chooser) + v.each_pair(turn, events=False)


@clause("wow.fr.ch7.704_2c.b1.same_name", at="704.2c.b1",
        says="A character is never affected at once by two triggered abilities with the same name: of "
             "such abilities affecting one character, exactly one applies.")
def wave_same_name_once(v):
    out = []
    for t in v.items:
        if v.kind(t) in TRIGGERED:
            rivals = _same_name_rivals(v, t, TRIGGERED)
            if rivals and t == min([t] + rivals):
                group = [t] + rivals
                out.append(v.at_most_one(group))
                out.append(v.implies(v.any([v.all(v.trigger_happens(x), v.flag(x, "in_play")) for x in group]),
                                      v.any([v.taken(x) for x in group])))
    return out


@clause("wow.fr.ch7.704_2c.b2", at="704.2c.b2",
        says="A wave resolves as a whole; no character is destroyed and no game won until it has fully "
             "resolved, then destructions happen.")
def wave_defers_destruction(v):
    return [v.policy("destruction_deferred_to_wave_end")]


@clause("wow.fr.ch7.704_2c.b3", at="704.2c.b3",
        says="What triggers during a wave resolves in the next wave, and waves follow one another.")
def next_wave(v):
    def start(t):
        return v.implies(v.all(v.kind_is(t, *TRIGGERED), v.taken(t),
                                 v.any([v.is_event(p) for p in v.parents(t)])),
                          v.wave(t) == 0)

    def later(t, a):
        return v.implies(v.all(v.kind_is(t, *TRIGGERED), v.kind_is(a, *TRIGGERED), v.triggered_by(t, a),
                                 v.both(t, a)), v.wave(t) == v.wave(a) + 1)

    def in_turn(a, b):
        return v.implies(v.all(v.kind_is(a, *TRIGGERED), v.kind_is(b, *TRIGGERED), v.both(a, b),
                                 v.wave(a) < v.wave(b)), v.before(a, b))
    return v.each(start) + v.each_pair(later, events=False) + v.each_pair(in_turn, events=False)


@clause("wow.fr.ch7.704_3", at="704.3",
        says="A non-triggered ongoing ability produces its effect all game long: it is in effect before "
             "anything in the order resolves.")
def ongoing_first(v):
    return v.each_pair(lambda a, b: v.implies(
        v.all(v.kind_is(a, "ongoing"), v.neg(v.kind_is(b, "ongoing")), v.both(a, b)), v.before(a, b)))


@clause("wow.fr.ch7.704_3a", at="704.3a",
        says="An ongoing effect applies whether or not its source is in play, unless it says it applies "
             "only within some range of its source.")
def ongoing_applies(v):
    def one(a):
        rivals = _same_name_rivals(v, a, ("ongoing",))
        can = v.any(v.flag(a, "in_play"), v.neg(v.flag(a, "range_limited")))
        rule = v.implies(v.taken(a), can)
        if not rivals:
            rule = v.all(rule, v.implies(can, v.taken(a)))
        return v.implies(v.kind_is(a, "ongoing"), rule)
    return v.each(one)


@clause("wow.fr.ch7.704_3b", at="704.3b",
        says="A character is never affected at once by two ongoing abilities with the same name: exactly "
             "one of them applies to it.")
def ongoing_same_name_once(v):
    out = []
    for a in v.items:
        if v.kind(a) == "ongoing":
            rivals = _same_name_rivals(v, a, ("ongoing",))
            if rivals and a == min([a] + rivals):
                group = [a] + rivals
                out.append(v.at_most_one(group))
                out.append(v.any([v.taken(x) for x in group]))
    return out


# 705 -- Résolution des capacités ------------------------------------------------------------------------

@clause("wow.fr.ch7.705_1b", at="705.1b",
        says="If some targets became illegal, or part of the text cannot be applied, apply as much as "
             "possible to what is still legal.")
def partial_resolution(v):
    return [v.policy("partial_resolution")]


@clause("wow.fr.ch7.705_1c", at="705.1c",
        says="Information is read during resolution, except by triggered abilities, which read the "
             "game as it was right after their triggering event.")
def information_at_resolution(v):
    return [v.policy("triggered_reads_snapshot")]


@clause("wow.fr.ch7.705_1d", at="705.1d",
        says="An 'if you do' sentence applies only if everything asked before it was actually done "
             "(a replaced thing counts as not done).")
def if_you_do(v):
    return [v.policy("conditional_needs_done")]


LEDGER = [
    not_encoded("700.1", "where abilities are printed on character and Action Bar cards; card layout, not timing"),
    not_encoded("700.2.b1", "which cards carry reacts; a scenario gives each ability's kind directly"),
    not_encoded("700.2.b2", "definition of payment abilities by their tick cost; a scenario gives the kind directly"),
    not_encoded("700.2.b3", "definition of ongoing abilities; a scenario gives the kind directly"),
    not_encoded("700.2b", "unprinted main payment abilities of buffs, forms, pets, totems; card data, not timing"),
    not_encoded("702.1", "instant versus action payment abilities: turn structure, not ordering of one event"),
    not_encoded("702.2", "attack, heal and arrow abilities and their costs: card syntax, not timing"),
    not_encoded("703.1", "the steps of playing an ability in order; a scenario starts once abilities are played"),
    not_encoded("703.1a", "announcing and revealing the ability; no effect on order or outcome"),
    not_encoded("703.1c", "adding up costs and reductions; scenarios give only whether the cost can be paid "
                          "(payable), which 703.1d uses"),
    not_encoded("703.1e", "transition to the played state; no constraint of its own"),
    not_encoded("703.1f", "attack targets becoming defenders: combat, not timing"),
    not_encoded("704.1", "same definition as 700.2.b3"),
    not_encoded("704.2c.ex1", "worked example; checked as query queries/wow_miniatures/704_2c_ex1_familiar.toml"),
    not_encoded("704.2c.ex2", "worked example; checked as query queries/wow_miniatures/704_2c_ex2_snapshot.toml"),
    not_encoded("704.2c.ex3", "worked example; checked as query queries/wow_miniatures/704_2c_ex3_harvest_golems.toml"),
    not_encoded("704.3b.ex1", "worked example; checked as query queries/wow_miniatures/704_3b_ex1_hodoons.toml"),
    not_encoded("705.1", "definition of resolution; the effect interpreter resolves each taken item"),
    not_encoded("705.1a", "apply the text in order, choices made so the thing is possible: the effect "
                          "interpreter applies effects in the listed order; choices are not modelled"),
    not_encoded("705.1b.ex1", "worked example; checked as query queries/wow_miniatures/705_1b_ex1_lotherin.toml"),
]
