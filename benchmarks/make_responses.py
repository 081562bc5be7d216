"""Write a scenario with FORCED Forced Responses and OPTIONAL Responses to one villain attack (TOML).

    python benchmarks/make_responses.py FORCED OPTIONAL PATH

Two players, Bob first; abilities alternate between them; the first four touch two shared characters
pairwise (heal, damage), the others a character each. Used to time ``ruling orders`` on many
simultaneous abilities (old against new code, side by side)."""

import sys


def scenario(n_forced: int, n_optional: int, interfering: int = 2) -> str:
    lines = ['game = "marvel_champions"', 'rules = "marvel_champions/en"', '[players]', 'order = ["alice", "bob"]',
             'first = "bob"']
    targets = [f"shared{i // 2}" if i < 2 * interfering else f"c{i}" for i in range(n_forced + n_optional)]
    for t in dict.fromkeys(targets):
        lines += ['[[characters]]', f'name = "{t}"', 'controller = "alice"', 'hit_points = 5']
    lines += ['[event]', 'id = "villain_attack"']
    for i, t in enumerate(targets):
        kind = "forced_response" if i < n_forced else "response"
        lines += ['[[abilities]]', f'id = "a{i}"', f'kind = "{kind}"', f'controller = "{"alice" if i % 2 else "bob"}"',
                  'trigger = "villain_attack"',
                  f'effects = [{{ op = "{"heal" if i % 2 == 0 else "damage"}", target = "{t}", amount = 1 }}]']
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    with open(sys.argv[3], "w", encoding="utf-8") as f:
        f.write(scenario(int(sys.argv[1]), int(sys.argv[2])))
