"""Where the match server keeps its matches: one small interface (``MatchStore``)
and its SQLite implementation (``SqliteStore``, the standard library's sqlite3).

A match is kept as a save is (game/saves/): the setup, the edition of the rules
and the moves, with the hash of the game they reach; beside it the seats (which
play elsewhere, the hash of each seat's secret, a bot the host handed it to) and
the hash of the host's secret. Moves are written, and committed, before the
server answers the player who made them: a server killed at any moment starts
again with every match as its players last saw it. Another database is another
implementation of ``MatchStore``, nothing else.
"""
from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol


class StoreError(RuntimeError):
    """The store refused a write (the match moved on meanwhile) or cannot be used."""


@dataclass
class SeatRecord:
    #: a person at another computer (False: at the host's, or a bot of the setup's)
    remote: bool
    #: the hash of the seat's secret ("" while nobody has taken the seat)
    secret_hash: str = ""
    #: the bot the host handed the seat to ("": its own player plays it)
    bot: str = ""


@dataclass
class MatchRecord:
    id: str
    code: str
    host_hash: str
    #: the save's fields but the moves and the hash (game/saves: ``save_data``)
    header: dict[str, Any]
    seats: list[SeatRecord]
    actions: list[dict[str, Any]] = field(default_factory=list)
    state_hash: str = ""
    over: bool = False

    def save(self) -> dict[str, Any]:
        """The match as a save file holds it."""
        return {**self.header, "actions": list(self.actions), "state_hash": self.state_hash}


class MatchStore(Protocol):
    def add(self, match: MatchRecord) -> None:
        """Keep a new match (its setup; no moves yet but those it holds)."""
        ...

    def append(self, match_id: str, start: int, actions: list[dict[str, Any]], state_hash: str,
               over: bool) -> None:
        """Keep ``actions``, the match's moves from number ``start`` on, and the hash
        of the game they reach: all of them or none (a StoreError when the match
        does not hold exactly ``start`` moves)."""
        ...

    def set_seat(self, match_id: str, seat: int, record: SeatRecord) -> None: ...

    def matches(self) -> Iterator[MatchRecord]:
        """Every match kept, with its moves."""
        ...

    def close(self) -> None: ...


SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY, code TEXT NOT NULL, host_hash TEXT NOT NULL, header TEXT NOT NULL,
    moves INTEGER NOT NULL, state_hash TEXT NOT NULL, over INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    match TEXT NOT NULL, seat INTEGER NOT NULL, remote INTEGER NOT NULL, secret_hash TEXT NOT NULL,
    bot TEXT NOT NULL, PRIMARY KEY (match, seat));
CREATE TABLE IF NOT EXISTS moves (
    match TEXT NOT NULL, n INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (match, n));
"""


class SqliteStore:
    """Matches in one SQLite file (``:memory:`` for none). ``sync``: "normal" (a
    committed move survives the server being killed; the file's write-ahead log)
    or "full" (it survives the machine losing power too, at some speed)."""

    def __init__(self, path: str, sync: str = "normal") -> None:
        if path != ":memory:":
            folder = os.path.dirname(os.path.abspath(path))
            os.makedirs(folder, exist_ok=True)
        try:
            self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute(f"PRAGMA synchronous={'FULL' if sync == 'full' else 'NORMAL'}")
            self.db.executescript(SCHEMA)
        except sqlite3.Error as e:
            raise StoreError(f"{path}: not a match database this server can use ({e})") from None

    def add(self, match: MatchRecord) -> None:
        with self._transaction() as db:
            db.execute("INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (match.id, match.code, match.host_hash, json.dumps(match.header), len(match.actions),
                        match.state_hash, int(match.over)))
            db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?)",
                           [(match.id, i, int(s.remote), s.secret_hash, s.bot) for i, s in enumerate(match.seats)])
            db.executemany("INSERT INTO moves VALUES (?, ?, ?)",
                           [(match.id, n, json.dumps(a)) for n, a in enumerate(match.actions)])

    def append(self, match_id: str, start: int, actions: list[dict[str, Any]], state_hash: str,
               over: bool) -> None:
        with self._transaction() as db:
            row = db.execute("SELECT moves FROM matches WHERE id = ?", (match_id,)).fetchone()
            if row is None or row[0] != start:
                raise StoreError(f"match {match_id}: holds {row[0] if row else 'no'} moves, not {start}")
            db.executemany("INSERT INTO moves VALUES (?, ?, ?)",
                           [(match_id, start + k, json.dumps(a)) for k, a in enumerate(actions)])
            db.execute("UPDATE matches SET moves = ?, state_hash = ?, over = ? WHERE id = ?",
                       (start + len(actions), state_hash, int(over), match_id))

    def set_seat(self, match_id: str, seat: int, record: SeatRecord) -> None:
        with self._transaction() as db:
            db.execute("UPDATE seats SET remote = ?, secret_hash = ?, bot = ? WHERE match = ? AND seat = ?",
                       (int(record.remote), record.secret_hash, record.bot, match_id, seat))

    def matches(self) -> Iterator[MatchRecord]:
        rows = self.db.execute("SELECT id, code, host_hash, header, moves, state_hash, over FROM matches "
                               "ORDER BY rowid").fetchall()
        for mid, code, host, header, moves, state_hash, over in rows:
            seats = [SeatRecord(bool(r), h, b) for r, h, b in self.db.execute(
                "SELECT remote, secret_hash, bot FROM seats WHERE match = ? ORDER BY seat", (mid,))]
            actions = [json.loads(a) for (a,) in self.db.execute(
                "SELECT action FROM moves WHERE match = ? AND n < ? ORDER BY n", (mid, moves))]
            yield MatchRecord(mid, code, host, json.loads(header), seats, actions, state_hash, bool(over))

    def close(self) -> None:
        self.db.close()

    def _transaction(self) -> _Transaction:
        return _Transaction(self.db)


class _Transaction:
    """One write, all of it or nothing: BEGIN IMMEDIATE ... COMMIT (ROLLBACK on an error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind: object, error: object, tb: object) -> None:
        if kind is None:
            self.db.execute("COMMIT")
        else:
            self.db.execute("ROLLBACK")
