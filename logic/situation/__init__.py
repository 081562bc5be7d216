"""Situation queries: a ruling question stated as a judge meets it (cards in play, who controls,
owns, is engaged with or was attacked, and the event), answered by the seat, kind and timing
analyses together. `model` reads the situation, `facts` derives what each "you" is asked about,
`scenario` generates the timing scenario, `answer` asks the analyses, `query` is the query kind,
`render` prints the answer."""
