"""The store writes a match's moves all or none, from the count it holds; the
words of invitation codes; secrets and codes."""
from __future__ import annotations

import pytest

from game.online.store import MatchRecord, SeatRecord, SqliteStore, StoreError
from game.online.wire import (
    Refused,
    new_code,
    new_secret,
    normal_code,
    read_message,
    secret_hash,
    secret_matches,
)
from game.online.words import WORDS


def _record() -> MatchRecord:
    return MatchRecord("0123456789abcdef", "otter maple comet", secret_hash(new_secret()),
                       {"format": "x"}, [SeatRecord(False), SeatRecord(True)], [], "0" * 16)


def test_moves_are_kept_from_the_count_the_store_holds_and_never_twice(tmp_path):
    store = SqliteStore(str(tmp_path / "m.sqlite3"))
    store.add(_record())
    store.append("0123456789abcdef", 0, [{"type": "a", "seat": 0}], "1" * 16, False)
    with pytest.raises(StoreError):                       # a second writer, a step behind
        store.append("0123456789abcdef", 0, [{"type": "b", "seat": 1}], "2" * 16, False)
    with pytest.raises(StoreError):
        store.append("fedcba9876543210", 0, [{"type": "b", "seat": 1}], "2" * 16, False)
    store.set_seat("0123456789abcdef", 1, SeatRecord(True, "ab" * 32, "normal"))
    store.close()
    again = SqliteStore(str(tmp_path / "m.sqlite3"))
    (rec,) = list(again.matches())
    assert rec.actions == [{"type": "a", "seat": 0}] and rec.state_hash == "1" * 16
    assert rec.seats[1] == SeatRecord(True, "ab" * 32, "normal")
    again.close()


def test_a_file_that_is_not_a_database_is_said_in_a_line(tmp_path):
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all" * 100)
    with pytest.raises(StoreError, match="bad.sqlite3: not a match database"):
        SqliteStore(str(bad))
    assert bad.read_bytes() == b"not a database at all" * 100          # and it is left as it was


def test_codes_are_plain_words_and_secrets_are_long():
    assert len(WORDS) == len(set(WORDS)) >= 200 and all(w.isalpha() and w.islower() for w in WORDS)
    code = new_code()
    assert len(code.split()) == 3 and all(w in WORDS for w in code.split())
    assert normal_code("  Otter-MAPLE_comet ") == "otter maple comet"
    s = new_secret()
    assert len(s) >= 32 and secret_matches(s, secret_hash(s)) and not secret_matches(s, secret_hash(new_secret()))
    assert not secret_matches(s, "")


def test_a_message_is_checked_before_anything_reads_it():
    assert read_message('{"type": "seats", "code": "Otter Maple Comet", "id": 3}')["id"] == 3
    for bad in ('{"type": "seats", "code": "x"}', b"\xff\xfe", '{"type": "seats", "code": "a b", "id": 1.5}',
                '{"type": "open", "match": "0123456789abcdef", "seat": 0, "secret": "' + "a" * 65 + '"}'):
        with pytest.raises(Refused):
            read_message(bad)
