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

from ..abilities import model as m
from .facts import Ability, Word
from .model import CHARACTER_TYPES, GameSituation, SituationCard
from .structure import CARD_TEXT_LANG, performer, structures, subject_matches

__all__ = ["GeneratedScenario", "scenario_table"]

_TRIGGERED = ("forced_interrupt", "interrupt", "forced_response", "response")
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
    def __init__(self, sit: GameSituation, words: dict[str, list[Word]], seats: dict[str, str | None],
                 kinds: dict[str, str] | None = None):
        self.sit, self.words, self.seats, self.kinds = sit, words, seats, dict(kinds or {})
        self.actor: str | None = None
        self.counts: set = set()
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

    def used_effects(self, card: SituationCard, index: int) -> list[dict]:
        """The effects of the labelled ability ``index`` of ``card`` the event uses, off its structure: damage
        dealt to, or threat removed from, the event's target; any other effect is listed as not read."""
        ev = self.sit.event
        out = []
        for a, st in structures(card):
            if a.index != index or st is None:
                continue
            for e in st.effects:
                n = e.amount.value if e.amount is not None and e.amount.per is None else None
                if e.kind is m.EffectKind.DEAL_DAMAGE and n is not None and ev.target in self.characters \
                        and e.target is not None and e.target.noun in (m.Noun.ENEMY, m.Noun.VILLAIN, m.Noun.MINION,
                                                                       m.Noun.CHARACTER):
                    out.append({"op": "damage", "target": ev.target, "amount": n})
                elif e.kind is m.EffectKind.REMOVE_THREAT and n is not None:
                    where = ev.target if ev.target in self.schemes else self.main
                    out.append({"op": "remove_threat", "target": where, "amount": n})
                else:
                    self.unread.append({"card": card.id, "ability": index, "sentence": e.kind.value + " (as printed)"})
            for r in st.sentences:
                if r.status is not m.ReadStatus.FULLY:
                    self.unread.append({"card": card.id, "ability": index, "sentence": r.text})
        return out

    def you_of_trigger(self, card: SituationCard, a: Ability, t) -> tuple[str | None, str | None]:
        """The player and kind ("identity" / "player") of the first "you" inside the trigger's words."""
        first = a.sentences[0]
        for w in self.words.get(card.id, []):
            o = w.occurrence
            if o.sentence_index == first.index and t.span[0] <= o.start < t.span[1]:
                return self.seats.get(w.key), self.kinds.get(w.key)
        return None, None

    def trigger_met(self, card: SituationCard, a: Ability, t, tk: str, counts: set) -> bool:
        """Whether the situation's event meets the trigger ``t`` (the structure's) of ability ``a``; when it is
        read and not met, why is kept in ``not_met``; when it cannot be told, neither (the ledger: not read)."""
        sit, ev = self.sit, self.sit.event
        events = {t.event, *t.also}
        who, kind = self.you_of_trigger(card, a, t)
        if ev.kind == "attack":
            attacker, target = sit.card(ev.attacker), sit.card(ev.target)
            defender = sit.card(ev.defender) if ev.defender else None
            if m.EventKind.DEFEND in events and defender is not None:
                ok = subject_matches(t.subject, card, defender, who, kind)
                if ok:
                    return True
            if m.EventKind.ATTACK not in events:
                return False
            ok = subject_matches(t.subject, card, attacker, who, kind)
            if ok is False:
                self.not_met[(card.id, a.index)] = f"its trigger names {_noun(t.subject)}, and the attacker is {attacker.id}"
            if not ok:
                return False
            if t.object is None:
                return True
            hit = defender if defender is not None and tk.endswith("response") else target
            if t.object.noun is m.Noun.YOU or (t.object.owner is not None and t.object.owner.noun is m.Noun.YOU):
                target_now = hit.controller
                if who is not None and who != target_now:
                    self.not_met[(card.id, a.index)] = (f"its trigger's 'you' is {who}, and the attack's target "
                                                        f"is {target_now}'s")
                    return False
                return True
            ok = subject_matches(t.object, card, hit, who, kind)
            if ok is False:
                self.not_met[(card.id, a.index)] = f"its trigger names {_noun(t.object)} attacked, and {hit.id} is"
            return bool(ok)
        if ev.kind == "action":
            if not events & counts:
                return False
            actor = sit.card(self.actor) if self.actor in sit.cards else None
            ok = subject_matches(t.subject, card, actor, who, kind)
            if ok is False:
                self.not_met[(card.id, a.index)] = (f"its trigger names {_noun(t.subject)}"
                                                    + (f" ({who}'s {kind})" if t.subject.noun is m.Noun.YOU else "")
                                                    + f", and the one who {ev.does}s is {self.actor}")
            return bool(ok)
        return False


def _noun(t) -> str:
    if t is None:
        return "nobody"
    words = t.noun.value.replace("_", " ")
    if t.name:
        words = t.name
    if any(f.kind is m.FilterKind.ATTACHED for f in t.filters):
        words = "attached " + words
    return f"{t.quantifier.value} {words}" if t.quantifier.value not in ("the",) else words


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
    elif ev.kind == "action" and b.counts & {m.EventKind.ATTACK, m.EventKind.THWART}:
        acting = b.actor  # the character performing it: a labelled ability counts as its performer's
        what = "attack" if m.EventKind.ATTACK in b.counts else "thwart"
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
                   rules: str, kinds: dict[str, str] | None = None) -> GeneratedScenario | None:
    """The timing scenario of ``sit`` (None when the situation has no event)."""
    ev = sit.event
    if ev.kind == "none":
        return None
    b = _Builder(sit, words, seats, kinds)
    actor_id, counts, used = (performer(sit, structures(sit.card(ev.card)) if ev.card else None)
                              if ev.kind == "action" else (None, set(), None))
    b.actor, b.counts = actor_id, counts
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
        if used is not None:  # a labelled ability: its own sentences are the event's effects
            b.event_id = eid
            event["effects"] = b.used_effects(sit.card(ev.card), used)
            event["labels"] = sorted({c.value if c is not m.EventKind.DEFEND else "defense" for c in counts
                                      if c in (m.EventKind.ATTACK, m.EventKind.THWART, m.EventKind.DEFEND)})
            b.applied[(ev.card, used)] = eid
        elif ev.does == "attack" and ev.card and ev.target:
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
    lang = CARD_TEXT_LANG
    for card in sit.cards.values():
        for a, st in structures(card, lang):
            tk = _timing_kind(a)
            meets = False
            t = getattr(st, "trigger", None)
            if tk in _TRIGGERED and t is not None:
                meets = b.trigger_met(card, a, t, tk, counts)
            elif ev.kind == "attack" and tk == "boost" and card.dealt_as_boost:
                meets = True
            elif ev.kind == "reveal":
                meets = tk == "when_revealed" and card.id == ev.card
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
        rm = re.search(r"\bretaliate (\d+)", sit.card(hit).text, re.IGNORECASE)
        if rm:
            c = sit.card(hit)
            add(c, None, "forced_response", [{"op": "damage", "target": source, "amount": int(rm.group(1))}],
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
