"""Locators of a rules text, read from the text itself (independently of the encodings).

A paragraph is a line of eight words or more that is not a bullet; a bullet is a
line starting with a bullet mark (•, -, *); a line indented deeper than the
bullet before it, or opening with "(", is a sub-item of that bullet.
"""

import re

_BULLET = re.compile(r"^(\s*)([•\-\*])\s+(.*)$")


def locators(text: str) -> list[str]:
    out: list[str] = []
    p = b = sub = 0
    bullet_indent = None
    for raw in text.splitlines():
        if not raw.strip():
            continue
        m = _BULLET.match(raw)
        indent = len(raw) - len(raw.lstrip())
        if m and m.group(3).strip():
            if bullet_indent is not None and indent > bullet_indent and b:
                sub += 1
                out.append(f"p{p}.b{b}.{sub}")
                continue
            b += 1
            sub = 0
            bullet_indent = indent
            out.append(f"p{p}.b{b}")
        elif raw.strip().startswith("(") and b and bullet_indent is not None and indent > bullet_indent:
            sub += 1
            out.append(f"p{p}.b{b}.{sub}")
        elif len(raw.split()) >= 8 and not raw.lstrip().startswith(("#", "[[", "!")):
            p += 1
            b = sub = 0
            bullet_indent = None
            out.append(f"p{p}")
    return out
