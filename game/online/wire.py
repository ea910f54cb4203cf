"""What crosses the network between the match server and its clients: JSON
messages, each an object with a ``type``, checked like a save before anything
reads it (``read_message``): at most ``MAX_MESSAGE`` bytes, only the fields its
type has, every number in its range, every text within its limit. A message
that fails is refused with a one-line reason (``Refused``) and changes nothing.

Secrets and invitation codes are made here too. No networking, no pygame.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Mapping
from typing import Any

from game.core.files import parse_json
from game.core.protocol import MAX_SEATS
from game.saves import MAX_ACTIONS

from .words import WORDS

#: the largest message either side sends or takes, in bytes
MAX_MESSAGE = 64 * 1024
#: how deep a message's JSON may nest (an action's fields, a setup's seats)
MAX_DEPTH = 8
#: a request's number, echoed in the answer (so a client pairs them)
MAX_ID = 2 ** 31 - 1
#: how many words an invitation code has
CODE_WORDS = 3

MATCH_ID = re.compile(r"[0-9a-f]{16}")
SECRET = re.compile(r"[A-Za-z0-9_-]{22,64}")
CODE = re.compile(r"[a-z]{2,12}( [a-z]{2,12}){1,5}")


class Refused(ValueError):
    """A message the server will not act on: the reason in one line, for the client."""


def _seat(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < MAX_SEATS


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_ACTIONS


def _match(v: Any) -> bool:
    return isinstance(v, str) and MATCH_ID.fullmatch(v) is not None


def _secret(v: Any) -> bool:
    return isinstance(v, str) and SECRET.fullmatch(v) is not None


def _code(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= 80 and CODE.fullmatch(normal_code(v)) is not None


def _seats(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= MAX_SEATS and all(_seat(s) for s in v) and len(set(v)) == len(v)


def _bot(v: Any) -> bool:
    return isinstance(v, str) and re.fullmatch(r"[a-z]{0,16}", v) is not None


def _mapping(v: Any) -> bool:
    return isinstance(v, dict)


#: what each field holds: (a check, what the check wants, in words)
CHECKS = {
    "match": (_match, "a match id of 16 hex digits"),
    "seat": (_seat, f"a seat number from 0 to {MAX_SEATS - 1}"),
    "secret": (_secret, "a seat's secret"),
    "host": (_secret, "the host's secret"),
    "code": (_code, "an invitation code of a few words"),
    "at": (_count, f"a number of moves from 0 to {MAX_ACTIONS}"),
    "since": (_count, f"a number of moves from 0 to {MAX_ACTIONS}"),
    "action": (_mapping, "an action (an object)"),
    "setup": (_mapping, "a game's setup (an object)"),
    "remote": (_seats, "a list of different seat numbers"),
    "bot": (_bot, "a bot's kind, or nothing to give the seat back"),
}

#: each message a client may send: its required fields, and its optional ones
REQUESTS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # a new match: the setup (human seats play here or, listed in remote, elsewhere)
    "create": (frozenset({"setup"}), frozenset({"remote"})),
    # the seats of the match an invitation code names: which are free to join
    "seats": (frozenset({"code"}), frozenset()),
    # take a free seat with an invitation code: its secret comes back
    "join": (frozenset({"code", "seat"}), frozenset()),
    # play a seat on this connection (again, after a lost connection): the game as it stands
    "open": (frozenset({"match", "seat", "secret"}), frozenset({"since"})),
    # a move, by a seat, made on the game as it stood after ``at`` moves
    "act": (frozenset({"match", "seat", "secret", "at", "action"}), frozenset()),
    # watch a match (what everyone may see; a finished game in full)
    "watch": (frozenset({"code"}), frozenset({"since"})),
    # the host hands a seat to a bot ("normal"...) or gives it back (bot "")
    "hand": (frozenset({"match", "host", "seat", "bot"}), frozenset()),
    # the host takes the whole game, as a save (to keep, or to go on with at one computer)
    "export": (frozenset({"match", "host"}), frozenset()),
}


def read_message(data: str | bytes) -> dict[str, Any]:
    """A client's message, checked: its type known, only its fields, each within
    its limits (an action or a setup is checked by the rules, later)."""
    if isinstance(data, bytes):
        if len(data) > MAX_MESSAGE:
            raise Refused(f"the message is too large ({len(data)} bytes; at most {MAX_MESSAGE})")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise Refused("the message is not UTF-8 text") from None
    if len(data.encode("utf-8")) > MAX_MESSAGE:
        raise Refused(f"the message is too large (at most {MAX_MESSAGE} bytes)")
    try:
        d = parse_json(data, MAX_DEPTH)
    except json.JSONDecodeError as e:
        raise Refused(f"the message is not JSON (broken at line {e.lineno}, column {e.colno})") from None
    except ValueError as e:
        raise Refused(f"the message is not usable JSON ({str(e.args[0])[:80] if e.args else 'bad'})") from None
    if not isinstance(d, dict):
        raise Refused("the message is not a JSON object")
    kind = d.get("type")
    if not isinstance(kind, str) or kind not in REQUESTS:
        raise Refused(f"the message's type is not one of {', '.join(REQUESTS)}")
    need, may = REQUESTS[kind]
    rid = d.get("id", 0)
    if not isinstance(rid, int) or isinstance(rid, bool) or not 0 <= rid <= MAX_ID:
        raise Refused(f"the message's id is not a whole number from 0 to {MAX_ID}")
    for key in d:
        if key not in need and key not in may and key not in ("type", "id"):
            raise Refused(f"a {kind} message has no field {str(key)[:24]!r}")
    for key in sorted(need):
        if key not in d:
            raise Refused(f"a {kind} message needs the field {key!r}")
    for key in sorted(d):
        if key in CHECKS:
            check, wanted = CHECKS[key]
            if not check(d[key]):
                raise Refused(f"the {kind} message's {key!r} is not {wanted}")
    return d


def write_message(kind: str, **fields: Any) -> str:
    """A message of the server's (or a client's), as sent: compact JSON, keys in a
    fixed order (the same message is the same bytes)."""
    return json.dumps({"type": kind, **fields}, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# ------------------------------------------------------------------ secrets and codes
def new_secret() -> str:
    """A seat's (or the host's) secret: 192 random bits, as 32 URL-safe characters."""
    return secrets.token_urlsafe(24)


def secret_hash(secret: str) -> str:
    """What the server keeps of a secret (never the secret itself)."""
    return hashlib.sha256(secret.encode("ascii")).hexdigest()


def secret_matches(secret: str, kept: str) -> bool:
    """Does ``secret`` match the kept hash (in a time that does not tell how close it came)?"""
    return bool(kept) and hmac.compare_digest(secret_hash(secret), kept)


def new_match_id() -> str:
    return secrets.token_hex(8)


def new_code() -> str:
    """An invitation code: a few plain words to read over the phone ("otter maple comet")."""
    return " ".join(secrets.choice(WORDS) for _ in range(CODE_WORDS))


def normal_code(text: str) -> str:
    """An invitation code as typed (capitals, dashes, extra spaces) in its one form."""
    return " ".join(re.split(r"[\s_-]+", text.strip().lower()))


def scrubbed(state_dict: Mapping[str, Any], moves: list[dict[str, Any]]) -> dict[str, Any]:
    """A masked game's dict as a seat receives it: without what even the masked game
    keeps of the real one (the seed, which deals everything, and the moves made,
    which may name hidden cards): its log is ``moves``, the seat's own and those
    everyone may read (``GameState.public_action``); the others reach the seat as
    the log's events."""
    out = dict(state_dict)
    out["log"] = moves
    out["rng"] = 0
    setup = out.get("setup")
    if isinstance(setup, Mapping):
        out["setup"] = {**setup, "seed": 0}
    return out
