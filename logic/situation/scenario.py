"""A timing scenario (`logic.timing.scenario`) generated from a described situation.

The situation's event becomes the scenario's event (an enemy attack with its damage, a card being
revealed, or a player's attack or thwart); every printed ability the event can meet becomes an
item waiting for it, with the kind its bold label gives; a declared defender becomes the
``declare_defender`` step it is in the attack; the card dealt as the attack's boost gives its boost
icons; a printed Retaliate the attack meets, and an ally's consequential damage, become the items
the timing entries speak of. The effects are read from the printed sentences by a few plain
patterns (damage, heal, threat, status cards, cancel); a sentence none fits is listed as not read,
never guessed. Which orders are legal and what each leads to is the timing clauses' and the
outcome engine's (`logic.timing.compile`, `logic.timing.outcomes`), run unchanged on the result.

Whom a "you" of an effect names comes from the seat answers (``seats``: word key -> player); a
"you" with no single player leaves its effect unread. Whether an "attacks you" trigger is met is
read as: the word's player is the attack's target player at that moment (the attacked player
for a "when" trigger, the defending player for an "after" trigger once another player defended:
Defend p1.b5, which the seat situation states as a fact, see ``seat_defend.py``'s ledger).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .facts import Ability, Word, abilities_of, attack_reference, trigger_of
from .model import CHARACTER_TYPES, GameSituation, SituationCard

__all__ = ["GeneratedScenario", "scenario_table"]

_DEFAULT_HP = {"hero": 10, "alter_ego": 10, "ally": 3, "minion": 3, "villain": 12}
_TIMING_KIND = {"Forced Interrupt": "forced_interrupt", "Forced Response": "forced_response",
                "When Defeated": "when_defeated", "When Revealed": "when_revealed",
                "When Revealed/Defeated": "when_revealed", "Boost": "boost", "Setup": "setup"}
#: the game function an action event is ("you attack" ...), for "after you ..." conditions
ACTION_FUNCTIONS = {"attack": "attack", "thwart": "thwart", "defend": "defend", "play": "play_card",
                    "draw": "draw", "discard": "discard_from_hand", "heal": "be_healed", "reveal": "reveal_encounter_card",
                    "change_form": "change_form", "defeat": "defeat_enemy", "use": "use_basic_power"}


@dataclass
class GeneratedScenario:
    """The scenario table, the items the situation says were taken, and what was not read."""

    table: dict
    required: list[str] = field(default_factory=list)   # items the situation says happened (a defence)
    unread: list[dict] = field(default_factory=list)     # sentences no effect pattern fits
    triggers: list[str] = field(default_factory=list)    # the ability items, in card order
    applied: dict = field(default_factory=dict)          # (card, ability index / keyword: / status:) -> item
    not_met: dict = field(default_factory=dict)          # (card, ability index) -> why its trigger is not met


def _slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")


def _timing_kind(a: Ability) -> str | None:
    if a.label in _TIMING_KIND:
        return _TIMING_KIND[a.label]
    if a.section == "boost":
        return "boost"
    if a.label and a.label.endswith("Interrupt"):
        return "interrupt"
    if a.label and a.label.endswith("Response"):
        return "response"
    return None


class _Builder:
    def __init__(self, sit: GameSituation, words: dict[str, list[Word]], seats: dict[str, str | None]):
        self.sit, self.words, self.seats = sit, words, seats
        self.characters: dict[str, dict] = {}
        self.schemes: dict[str, int] = {"main_scheme": 0}
        self.unread: list[dict] = []
        #: what became an item: (card, ability index | "keyword:<name>" | "status:<name>") -> item id
        self.applied: dict[tuple[str, object], str] = {}
        #: triggers read and found not met by the event: (card, ability index) -> why
        self.not_met: dict[tuple[str, int], str] = {}
        for c in sit.cards.values():
            if c.card_type in CHARACTER_TYPES:
                self.characters[c.id] = {"name": c.id, "controller": c.controller or sit.first,
                                         "hit_points": c.stat("health", _DEFAULT_HP[c.card_type]),
                                         "damage": c.damage, "statuses": list(c.statuses)}
            elif c.card_type == "main_scheme":
                self.schemes = {c.id: c.stat("threat", 0)} | {k: v for k, v in self.schemes.items()
                                                               if k != "main_scheme"}
            elif c.card_type == "side_scheme":
                self.schemes[c.id] = c.stat("base_threat", 0)
        self.main = next((c.id for c in sit.cards.values() if c.card_type == "main_scheme"), "main_scheme")

    # -- targets ----------------------------------------------------------------------------
    def identity(self, player: str) -> str:
        ident = self.sit.identity_of(player)
        if ident is not None:
            return ident.id
        name = f"{player}_identity"
        self.characters.setdefault(name, {"name": name, "controller": player, "hit_points": 10})
        return name

    def you_in(self, card: SituationCard, sentence, start: int, end: int) -> str | None:
        """The player of the first "you" of ``sentence`` at or after ``start`` (before ``end``)."""
        for w in self.words.get(card.id, []):
            o = w.occurrence
            if o.sentence_index == sentence.index and start <= o.start < end:
                return self.seats.get(w.key)
        return None

    def target(self, phrase: str, card: SituationCard, sentence, at: int) -> list[str] | None:
        ev, p = self.sit.event, phrase.strip().lower()
        if re.match(r"(you|yourself|your (hero|identity|character))\b", p):
            who = self.you_in(card, sentence, at, at + len(phrase) + 1)
            return [self.identity(who)] if who else None
        if re.match(r"each (hero|player|identity)", p):
            return [self.identity(pl) for pl in self.sit.players]
        if re.match(r"(the )?(attacker|attacking (enemy|character|minion|villain))", p) or p in ("that enemy", "him", "her"):
            if ev.kind == "attack":
                return [ev.attacker]
            if ev.kind == "action" and ev.card:
                return [ev.card]
        if re.match(r"attached (minion|enemy|villain|character|ally|hero)", p) and card.attached_to:
            return [card.attached_to] if card.attached_to in self.characters else None
        if re.match(r"(this|that) (minion|enemy|villain|character|ally|hero)|it\b|itself", p) or p == card.name.lower():
            if card.id in self.characters:
                return [card.id]
            if ev.kind == "attack":
                return [ev.attacker]
        if p.startswith("the villain"):
            v = self.sit.villain()
            return [v.id] if v else None
        if p in ("the main scheme", "main scheme"):
            return [self.main]
        return None

    # -- effects ----------------------------------------------------------------------------
    def effects(self, card: SituationCard, a: Ability) -> tuple[list[dict], bool]:
        out, cancels = [], False
        for s in a.sentences:
            text = s.text
            body_at = 0
            m = re.match(r"\s*(?:when|after|whenever)\b[^,]*,\s*", text, re.IGNORECASE)
            if m and s is a.sentences[0]:
                body_at = m.end()
            body = text[body_at:]
            found = False
            then = bool(re.match(r"\s*(then|if you do)\b", body, re.IGNORECASE))
            for pat, make in self.PATTERNS:
                for mm in re.finditer(pat, body, re.IGNORECASE):
                    e = make(self, card, s, body_at, mm)
                    if e is None:
                        continue
                    found = True
                    if e.get("op") == "cancel":
                        cancels = True
                    if then:
                        e["then"] = True
                    out.append(e)
            if not found and s.part != "cost" and not re.match(r"\s*(any player may|\(|max \d|limit)", body, re.IGNORECASE):
                self.unread.append({"card": card.id, "ability": a.index, "sentence": text})
        return out, cancels

    def _damage_you(self, card, s, at, m):
        who = self.you_in(card, s, at + m.start(), at + m.end())
        return {"op": "damage", "target": self.identity(who), "amount": int(m.group(1))} if who else None

    def _deal(self, card, s, at, m):
        t = self.target(m.group(2), card, s, at + m.start(2))
        return {"op": "damage", "targets": t, "amount": int(m.group(1))} if t else None

    def _heal(self, card, s, at, m):
        phrase = m.group(2) or "you"
        t = self.target(phrase, card, s, at + (m.start(2) if m.group(2) else m.start()))
        if t is None and not m.group(2) and card.controller:
            t = [self.identity(card.controller)]
        return {"op": "heal", "targets": t, "amount": int(m.group(1))} if t else None

    def _threat(self, card, s, at, m):
        where = self.main if "main" in m.group(2).lower() else (card.id if card.id in self.schemes else None)
        return {"op": "threat", "target": where, "amount": int(m.group(1))} if where else None

    def _remove_threat(self, card, s, at, m):
        return {"op": "remove_threat", "target": self.main, "amount": int(m.group(1))}

    def _status_you(self, card, s, at, m):
        who = self.you_in(card, s, at + m.start(), at + m.end())
        return {"op": "status", "target": self.identity(who), "card": m.group(2).lower()} if who else None

    def _give_status(self, card, s, at, m):
        t = self.target(m.group(1), card, s, at + m.start(1))
        return {"op": "status", "targets": t, "card": m.group(2).lower()} if t else None

    def _cancel(self, card, s, at, m):
        return {"op": "cancel", "target": self.event_id}

    def _atk(self, card, s, at, m):
        if self.sit.event.kind != "attack":
            return None
        return {"op": "boost_icons", "target": self.sit.event.attacker, "amount": int(m.group(1))}

    PATTERNS = [
        (r"\bcancel (?:that|the|this) attack\b|\bcancel (?:its|that|the) effects?\b", _cancel),
        (r"\b(?:you|your hero|your identity) takes? (\d+) damage\b", _damage_you),
        (r"\bdeal (\d+) damage to ((?:each |the |this |that |attached |your )?[a-z\-']+(?: [a-z\-']+)?)", _deal),
        (r"\bheal (\d+) damage(?: from ((?:your |this |that |attached |the )?[a-z\-']+))?", _heal),
        (r"\bplace (\d+)(?: additional)? threat (on (?:the )?main scheme|here|on this scheme)", _threat),
        (r"\bremove (\d+) threat from (?:the )?main scheme\b", _remove_threat),
        (r"\b(you are|your hero is|you become) (stunned|confused|tough)\b", _status_you),
        (r"\bgive ((?:your |this |that |attached |the )?[a-z\-']+) an? (stunned|confused|tough) status card", _give_status),
        (r"\b(?:this attack|this minion|this enemy|the attacker) (?:gets|gains) \+(\d+) ATK\b", _atk),
    ]

    # -- items ------------------------------------------------------------------------------
    def controller_of(self, card: SituationCard, a: Ability) -> str:
        for w in self.words.get(card.id, []):
            if w.ability.index == a.index and self.seats.get(w.key):
                return self.seats[w.key]
        for who in (card.controller, self.sit.card(card.attached_to).controller if card.attached_to else None,
                    card.engaged_with, card.revealed_by):
            if who:
                return who
        return self.sit.first

    def attacker_matches(self, card: SituationCard, a: Ability) -> bool:
        ref = attack_reference(a)
        attacker = self.sit.card(self.sit.event.attacker)
        if ref is None:
            return False
        if ref in ("it", "this minion", "this enemy", "this villain", "this character") or ref == card.name.lower():
            return attacker.id == card.id
        if ref.startswith("attached"):
            return card.attached_to == attacker.id
        if ref in ("the villain", "a villain"):
            return attacker.card_type == "villain"
        if ref in ("a minion", "any minion"):
            return attacker.card_type == "minion"
        if ref in ("an enemy", "any enemy", "the enemy", "enemy", "a villain or minion"):
            return True
        return ref == attacker.name.lower()

    def you_of_trigger(self, card: SituationCard, a: Ability) -> str | None:
        first = a.sentences[0]
        cond_end = len(a.condition) + 1
        return self.you_in(card, first, 0, cond_end)


def status_items(sit: GameSituation, b: "_Builder", items: list[dict], eid: str, add) -> None:
    """The items of the status cards the situation's event meets, added with ``add``.

    - stunned on the attacker of an enemy attack, or on the character of a player's attack: a Forced
      Interrupt that replaces the attack (its card removed, the attack cancelled);
    - confused on the character of a player's thwart: the same for the thwart;
    - tough on a character: a Forced Interrupt to the first item that would damage it (the attack itself
      included) that prevents the next instance of damage greater than 0 and spends the card (``prevent``).

    Which of these rules hold and how they are ordered is said by the clauses named ``stunned``,
    ``confused`` and ``tough`` (mc.en.stun.*, mc.en.confuse.*, mc.en.tough.*); this only states the items."""
    ev = sit.event
    acting = None
    if ev.kind == "attack":
        acting, what = ev.attacker, "attack"
    elif ev.kind == "action" and ev.does in ("attack", "thwart"):
        acting = ev.card or b.identity(ev.by)
        what = ev.does
    if acting is not None and acting in sit.cards and acting in b.characters:
        status = "stunned" if what == "attack" else "confused"
        if status in b.characters[acting].get("statuses", []):
            add(sit.card(acting), None, "forced_interrupt",
                [{"op": "remove_status", "target": acting, "card": status}, {"op": "cancel", "target": eid}],
                trigger=eid, status_card=True, would=True, cancels=True, name=status,
                controller=b.characters[acting]["controller"])
    hit_by_event = None
    if ev.kind == "attack":
        hit_by_event = ev.defender or ev.target
    elif ev.kind == "action" and ev.does == "attack" and ev.target:
        hit_by_event = ev.target
    for name, ch in b.characters.items():
        if "tough" not in ch.get("statuses", []):
            continue
        source = next((it["id"] for it in items if any(e.get("op") == "damage" and (e.get("target") == name or
                                                                                  name in e.get("targets", []))
                                                       for e in it.get("effects", []))), None)
        if source is None and hit_by_event == name:
            source = eid
        if source is None or name not in sit.cards:
            continue
        add(sit.card(name), None, "forced_interrupt", [{"op": "prevent", "target": name, "card": "tough"}],
            trigger=source, status_card=True, would=True, name="tough", controller=ch["controller"])


def scenario_table(sit: GameSituation, words: dict[str, list[Word]], seats: dict[str, str | None],
                   rules: str) -> GeneratedScenario | None:
    """The timing scenario of ``sit`` (None when the situation has no event)."""
    ev = sit.event
    if ev.kind == "none":
        return None
    b = _Builder(sit, words, seats)
    items: list[dict] = []
    required: list[str] = []
    if ev.kind == "attack":
        attacker = sit.card(ev.attacker)
        eid = f"{ev.attacker}_attacks"
        event = {"id": eid, "says": f"{attacker.name} attacks {sit.card(ev.target).name}",
                 "effects": [{"op": "attack", "target": ev.target, "amount": attacker.stat("attack", 1)}]}
    elif ev.kind == "reveal":
        eid = f"{ev.card}_revealed"
        event = {"id": eid, "says": f"{ev.by} reveals {sit.card(ev.card).name}"}
    else:
        eid = f"{ev.by}_{ev.does}s"
        event = {"id": eid, "says": f"{ev.by} {ev.does}s", "controller": ev.by}
        if ev.does == "attack" and ev.card and ev.target:
            event["effects"] = [{"op": "damage", "target": ev.target, "amount": sit.card(ev.card).stat("attack", 1)}]
        elif ev.does == "thwart" and ev.card:
            where = ev.target if ev.target in b.schemes else b.main
            if where in b.schemes:
                event["effects"] = [{"op": "remove_threat", "target": where,
                                     "amount": sit.card(ev.card).stat("thwart", 1)}]
    b.event_id = eid
    if ev.kind == "attack" and ev.defender:
        d = sit.card(ev.defender)
        did = f"{ev.defender}_defends"
        items.append({"id": did, "kind": "declare_defender", "controller": d.controller, "trigger": eid,
                      "says": f"{d.name} defends",
                      "effects": [{"op": "defend", "target": d.id,
                                   "amount": d.stat("defense", 0) if d.card_type == "hero" else 0}]})
        required.append(did)
    triggers = []
    seen: set[str] = set()

    def add(card: SituationCard, a: Ability | None, kind: str, effects: list[dict], cancels=False, **extra):
        base = f"{card.id}.{_slug(a.label or kind) if a else extra.get('keyword') or extra.get('name') or kind}"
        iid, k = base, 2
        while iid in seen:
            iid, k = f"{base}_{k}", k + 1
        seen.add(iid)
        item = {"id": iid, "kind": kind, "controller": extra.pop("controller", None) or
                (b.controller_of(card, a) if a else card.controller or sit.first),
                "trigger": extra.pop("trigger", eid), "source": card.id, "effects": effects, **extra}
        if cancels:
            item["cancels"] = True
        if a is not None:
            item["says"] = a.text
            if re.search(r"\bmay\b", a.text, re.IGNORECASE) and kind in ("forced_interrupt", "forced_response",
                                                                        "when_revealed", "boost"):
                item["may"] = True
        items.append(item)
        triggers.append(iid)
        if a is not None:
            b.applied[(card.id, a.index)] = iid
        elif extra.get("keyword"):
            b.applied[(card.id, "keyword:" + extra["keyword"])] = iid
        elif item.get("status_card"):
            b.applied[(card.id, "status:" + item["name"])] = iid
        elif kind == "boost":
            b.applied[(card.id, "boost_icons")] = iid
        return iid

    boost_icons_given = False
    for card in sit.cards.values():
        occ = [w.occurrence for w in words.get(card.id, [])]
        for a in abilities_of(card):
            tk = _timing_kind(a)
            trig, _ = trigger_of(a, occ)
            meets = False
            if ev.kind == "attack":
                if tk in ("forced_interrupt", "interrupt", "forced_response", "response") and attack_reference(a) is not None:
                    if b.attacker_matches(card, a):
                        who = b.you_of_trigger(card, a)
                        attacked = sit.card(ev.target).controller
                        target_now = (sit.card(ev.defender).controller if ev.defender and tk.endswith("response")
                                      else attacked)
                        meets = who is None or who == target_now
                        if not meets:
                            b.not_met[(card.id, a.index)] = (f"its trigger's 'you' is {who}, and the attack's target "
                                                             f"is {target_now}'s")
                    else:
                        b.not_met[(card.id, a.index)] = (f"its trigger names {attack_reference(a)!r}, and the "
                                                         f"attacker is {ev.attacker}")
                elif tk == "boost" and card.dealt_as_boost:
                    meets = True
            elif ev.kind == "reveal":
                meets = tk == "when_revealed" and card.id == ev.card
            elif ev.kind == "action" and ev.card == card.id and tk in (
                    "forced_interrupt", "interrupt", "forced_response", "response") and re.match(
                    rf"\s*(?:when|after|whenever)\s+(?:this (?:ally|character|hero)|{re.escape(card.name.lower())})\s+"
                    rf"{ev.does}s\b", a.condition.lower()):
                meets = True
            elif ev.kind == "action" and trig == "you_perform" and tk in (
                    "forced_interrupt", "interrupt", "forced_response", "response"):
                fn = ACTION_FUNCTIONS[ev.does]
                for w in words.get(card.id, []):
                    if w.ability.index == a.index and w.kind_case is not None and w.kind_case.position in ("when", "after"):
                        meets = fn in w.kind_case.functions and seats.get(w.key) == ev.by
                        if not meets:
                            b.not_met[(card.id, a.index)] = (
                                f"it waits for {'/'.join(w.kind_case.functions)} by {seats.get(w.key)}; the event is "
                                f"{ev.by}'s {fn}")
                        break
            if not meets:
                continue
            effects, cancels = b.effects(card, a)
            icons = tk == "boost" and not boost_icons_given and card.stat("boost", 0)
            if icons:
                effects.append({"op": "boost_icons", "target": ev.attacker, "amount": card.stat("boost", 0)})
                boost_icons_given = True
            iid = add(card, a, tk, effects, cancels)
            if icons:
                b.applied[(card.id, "boost_icons")] = iid
        if ev.kind == "attack" and card.dealt_as_boost and not boost_icons_given and card.stat("boost", 0):
            add(card, None, "boost", [{"op": "boost_icons", "target": ev.attacker, "amount": card.stat("boost", 0)}],
                controller=sit.first)
            boost_icons_given = True
    # status cards (Status Cards, Stun, Confuse, Tough): each acts on the event its character's status waits for
    status_items(sit, b, items, eid, add)
    # printed keywords the event meets, and an ally's consequential damage
    hit = None
    if ev.kind == "attack":
        hit, source = (ev.defender or ev.target), ev.attacker
    elif ev.kind == "action" and ev.does == "attack" and ev.target:
        hit, source = ev.target, ev.card
    if hit is not None and source is not None:
        m = re.search(r"\bretaliate (\d+)", sit.card(hit).text, re.IGNORECASE)
        if m:
            c = sit.card(hit)
            add(c, None, "forced_response", [{"op": "damage", "target": source, "amount": int(m.group(1))}],
                keyword="retaliate", controller=c.controller or sit.first)
    if ev.kind == "action" and ev.card and ev.does in ("attack", "thwart"):
        c = sit.card(ev.card)
        cost = c.stat("attack_cost" if ev.does == "attack" else "thwart_cost", 0)
        if c.card_type == "ally" and cost:
            add(c, None, "consequential_damage", [{"op": "damage", "target": c.id, "amount": cost}])
    table = {"game": "marvel_champions", "rules": rules, "says": "generated from the situation",
             "players": {"order": list(sit.players), "first": sit.first},
             "characters": list(b.characters.values()),
             "schemes": [{"name": n, "threat": t} for n, t in b.schemes.items()],
             "event": event, "abilities": items}
    for it in items:  # name-or-list targets as the scenario reader takes them
        for e in it.get("effects", []):
            if "targets" in e and len(e["targets"]) == 1:
                e["target"] = e.pop("targets")[0]
    return GeneratedScenario(table, required, b.unread, triggers, b.applied, b.not_met)
