"""The trigger dependency graph of a whole card pool, read from the printed abilities, and its loops.

Modules, one concern each (each imports only those above it):

- `words`: what the ability structure's words denote: the events an effect produces, the card types a
  noun names, which side of the table a card type sits on (an adapter over `logic.abilities.model`);
- `nodes`: a pool's faces -> graph nodes (one per ability read well enough to take part), and the
  abilities left out, each with why;
- `zones`: the ``zones`` vocabulary the clauses of ``encodings/*/loops_zones_*.py`` are written over: where
  the card whose ability resolves and the thing its effect acts on are;
- `edges`: candidate edges by an index on event kinds, each decided by z3 over card types, controllers,
  zones, printed names and the seat of each "you", with the words and the reason that justify it; a
  content-keyed cache;
- `vocab`: the ``loops`` vocabulary the clauses of ``encodings/*/loops_*.py`` are written over: a cycle
  run for a number of turns, what each turn pays and changes;
- `cycles`: strongly connected components, simple cycles, and for each whether the rules let it repeat
  (realised, forced, bounded, its bound and a witness of its turns);
- `run`: a loop's witness run through the outcome engine (`logic.timing`): the world after each turn;
- `build`: the whole analysis of a pool, deterministic, cached under ``$RULING_CACHE``;
- `render`: JSON, text and DOT;
- `commands`: ``ruling graph --pool``, ``ruling loops``, ``ruling interactions``.
"""
