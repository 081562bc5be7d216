"""Timing: ability kinds and windows, the trigger graph, legal resolution orders, outcomes.

This package knows how to reason about orders, never what the rules say about them:

- `scenario` reads a scenario file (a world, a triggering event, the abilities in play);
- `vocab` gives the words a timing clause is written in (items, positions, taken
  flags, waves, who decides, resolution policies);
- `compile` asks the solver what the clauses force for a scenario (a precedence
  relation per choice of abilities taken, waves, policies) and checks that the
  relation is exact (every order it allows satisfies the clauses);
- `extensions` lists the linear extensions of such a relation, `counting` counts
  them exactly under a budget (and over every subset of optional abilities);
- `effects` applies the effects of an order to the world (the game functions);
- `outcomes` groups orders by outcome without visiting every order, within a budget;
- `who` names who chose: the decisions (take, decline, order) behind an order;
- `graph` builds the trigger dependency graph and finds loops;
- `ask`, `commands`, `checks` are the front doors (queries, CLI, ``ruling check``).
"""
