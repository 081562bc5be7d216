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

__all__ = ["YouCase", "Occurrence", "SentenceGroup", "occurrences_from_text", "read_face",
           "Face", "Pool", "Problem", "read_pool", "LABELS", "Sentence", "sentences_of"]


def __getattr__(name: str):
    """The names of `__all__`, each imported from its module when first asked for: importing one module
    of this package (``logic.cards.pool`` for ``ruling abilities``) does not import the lint's reader
    (`occurrences`, and through it the lexicon and z3)."""
    if name in ("YouCase", "Occurrence", "SentenceGroup", "occurrences_from_text", "read_face"):
        from logic.cards import occurrences as module
    elif name in ("Face", "Pool", "Problem", "read_pool"):
        from logic.cards import pool as module
    elif name in ("LABELS", "Sentence", "sentences_of"):
        from logic.cards import wording as module
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(module, name)
