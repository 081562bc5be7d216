"""Reading cards: MarvelCDB JSON, card-text markup, abilities, sentences and every "you".

Modules, one concern each:

- `pool`: the JSON layout (packs, reprints, back faces, translations, problems);
- `markup`: tags, icons, traits, sections, lines;
- `wording` + ``grammar.lark``: abilities (label, qualifier, cost → effect) and sentences;
- `lexicon`: the wordings that give a "you" its game function;
- `occurrences`: each second-person word as a `YouCase` (or unclassified);
- `lint`: the verdicts of a rule base on a pool, and their summary;
- `draft`: a wording ruled "you" by "you" (``ruling you --text`` and ``ruling serve``);
- `commands`: the ``ruling lint`` subcommand.
"""

from logic.cards.occurrences import (Occurrence, SentenceGroup, YouCase, occurrences_from_text,
                                     read_face)
from logic.cards.pool import Face, Pool, Problem, read_pool
from logic.cards.wording import LABELS, Sentence, sentences_of

__all__ = ["YouCase", "Occurrence", "SentenceGroup", "occurrences_from_text", "read_face",
           "Face", "Pool", "Problem", "read_pool", "LABELS", "Sentence", "sentences_of"]
