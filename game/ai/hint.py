"""A hint's words from what its seat may see only.

A hint is worked out on a world dealt at random around what the seat knows
(``Observation.sample``): the move is sound, but its events in that world may
name things nobody at the screen can know yet (the die that will come up, the
face of a tile still face down, the card under the deck's top). So the move
is played out in several such worlds and only the words they all agree on are
said: the whole line when it is the same everywhere; else its opening up to
the last clause all the worlds share ("Ben grades the rough tile in the
centre" rather than "..., turning up the ace of Moons"); at least the words
they share ("Anna rolls"). A reason is kept only when every world gives it.

Never imports pygame.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from game.core.protocol import Action, Evaluator, GameState

#: worlds the move is played out in (each dealt from its own seed)
SAMPLES = 8
#: events that only keep time; a hint speaks of the move
QUIET = ("turn", "sun", "round")
#: the reason when what the move brings hangs on what nobody at the screen can see yet
UNSEEN_REASON = "it is the best move whatever the hidden pieces turn out to be"


def shared_words(texts: Sequence[str]) -> str:
    """What all ``texts`` say alike: the whole text if they are the same; else
    their common opening cut back to the last clause boundary (a comma, a
    semicolon, a colon) they all reach, or else to the last whole word; ""
    when they share not even a word."""
    if not texts:
        return ""
    first = texts[0]
    if all(t == first for t in texts):
        return first
    n = 0
    while all(n < len(t) and t[n] == first[n] for t in texts):
        n += 1
    common = first[:n]
    cut = max(common.rfind(","), common.rfind(";"), common.rfind(":"))
    if cut > 0:
        return common[:cut].rstrip()
    if all(len(t) == n or not t[n].isalnum() for t in texts):
        return common.rstrip()                        # it ends at a word's end everywhere
    words = re.match(r"(.*\S)\s+\S*$", common)        # else drop the word cut in two
    return words.group(1) if words else ""


def hint_words(worlds: Sequence[GameState], move: Action, evaluator: Evaluator, seat: int,
               own_reason: str | None = None) -> tuple[str, str]:
    """The hinted move in words, and why, agreed by every world of ``worlds``
    (samples of what ``seat`` knows; the move legal in each)."""
    said: list[str] = []
    reasons: list[str | None] = []
    for world in worlds:
        after = world.clone()
        events = after.apply(move)
        said.append(next((e.text.rstrip(".") for e in events if e.kind not in QUIET), str(move)))
        if own_reason is None:
            reasons.append(evaluator.explain(world, after, seat))
    words = shared_words(said) or move.kind.replace("_", " ")
    if own_reason is not None:
        reason = own_reason
    elif reasons and reasons[0] is not None and all(r == reasons[0] for r in reasons):
        reason = reasons[0]
    elif any(r is not None for r in reasons):         # what it brings hangs on what is still hidden
        reason = UNSEEN_REASON
    else:
        reason = "the bots rate it best"
    return words, reason


#: verbs whose plain form is not the third person's less its "s"
_IRREGULAR = {"has": "have", "is": "be", "does": "do", "goes": "go"}


def imperative(said: str, name: str) -> str:
    """A move in words as the hint says it to its player: "Anna chooses
    Edelweiss" becomes "choose Edelweiss" (the reason after it says "you");
    words that do not start with the player's name and a verb stay as they are."""
    if not said.startswith(name + " "):
        return said
    verb, _, tail = said[len(name) + 1:].partition(" ")
    base = _IRREGULAR.get(verb) or _plain(verb)
    if base is None:
        return said
    return f"{base} {tail}" if tail else base


def _plain(verb: str) -> str | None:
    """A verb's plain form from its third person ("rolls": "roll", "passes":
    "pass", "carries": "carry"); None for a word that is not one."""
    if not (verb.isalpha() and verb.islower() and verb.endswith("s")) or verb.endswith("ss") or len(verb) < 3:
        return None
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "zes")):
        return verb[:-2]
    return verb[:-1]
