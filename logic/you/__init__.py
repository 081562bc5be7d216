"""The "you" question: whom a "you" on a card means, and the analyses that prove it.

- `vocab`: the sorts and symbols clauses about "you" are written over;
- `situations`, `problem`: the small worlds a question is asked in, and a rule base grounded on one;
- `analyses`: the claims (`rule_case`, `rule_sentence`, `survey`, `prove_unambiguous`,
  `find_contradictions`, `diff_rule_bases`);
- `reference`: the same questions answered by brute force, with no solver;
- `worlds`: models as worlds a player would recognise; `queries`: the query kinds about "you".
"""
