"""Every printed ability as a typed structure: text -> structure -> "you" questions and triggers.

Modules, one concern each (no cycles: each imports only those above it):

- `model`: the frozen dataclasses and closed catalogues (see its table);
- `tokens`: a sentence made canonical for the grammar, every token with its span;
- `grammar` + ``en.lark``: the ability grammar and the items its trees build;
- `runs`: one sentence -> the runs the grammar reads of it (parsed once for `reader` and `roles`);
- `reader`: card text -> `Ability` list, sentence by sentence, unread fragments kept;
- `roles`: the game function of every "you" read off the same parse (`logic.cards.occurrences` takes it);
- `summary`: counts over a pool (fully / partly / not read, triggers) and the gap table;
- `commands`: the ``ruling abilities`` subcommand.
"""

from logic.abilities.model import Ability, Effect, Reading, ReadStatus, Target, Trigger

__all__ = ["Ability", "Effect", "Reading", "ReadStatus", "Target", "Trigger"]
