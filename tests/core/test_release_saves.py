"""Nothing is lost across releases: the saves every release of the program
wrote (tests/saves/releases/, made by that release's own code with
tools/make_release_saves.py) open today, replay to the very position they
recorded, under the edition of the rules they were played under, and play on.

A change to the rules that makes any of them replay differently fails here
until it brings its older rules as a new edition (``GameInfo.editions``)."""
from __future__ import annotations

import json
import os

import pytest
from locations import TESTS

from game import saves
from game.core.registry import all_games, get

RELEASES = os.path.join(TESTS, "saves", "releases")


def _corpus() -> list[tuple[str, str]]:
    out = []
    for folder in sorted(os.listdir(RELEASES)):
        index = os.path.join(RELEASES, folder, "index.json")
        if os.path.isfile(index):
            with open(index, encoding="utf-8") as f:
                out += [(folder, fn) for fn in sorted(json.load(f)["files"])]
    return out


CORPUS = _corpus()


def _editions() -> dict[str, int]:
    with open(os.path.join(RELEASES, "editions.json"), encoding="utf-8") as f:
        return dict(json.load(f))


EDITIONS = _editions()


def _index(folder: str) -> dict:
    with open(os.path.join(RELEASES, folder, "index.json"), encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.parametrize("folder, name", CORPUS, ids=[f"{f[:15]}-{f[-7:]}/{n[:-5]}" for f, n in CORPUS])
def test_a_release_save_opens_and_plays_on(folder, name, tmp_path):
    entry = _index(folder)["files"][name]
    path = os.path.join(RELEASES, folder, name)
    state = saves.load_game(path)              # replayed under its rules, checked against its recorded hash
    assert state.setup.game == entry["game"] and len(state.action_log) == entry["actions"]
    assert bool(state.is_over()) == entry["over"]
    with open(path, encoding="utf-8") as f:
        assert json.load(f)["state_hash"] == entry["state_hash"]     # the file is as that release wrote it
    # under the edition of the rules it always opened under (editions.json: an edition keeps its number)
    assert get(entry["game"]).edition_of(state.setup.options) == EDITIONS[f"{folder}/{name}"]
    if not state.is_over():                    # it plays on: a legal move, and the game saved again opens
        seat = state.current_player()
        assert seat is not None and state.legal_actions(seat)
        state.apply(state.legal_actions(seat)[0])
    again = tmp_path / "again.json"
    saves.save_game(state, str(again))
    back = saves.load_game(str(again))
    assert back.state_hash() == state.state_hash() and back.setup.options == state.setup.options


def test_every_release_and_every_game_is_in_the_corpus():
    """Each release listed in RELEASES.txt has its folder, and every game this
    program hosts has saves from every release that hosted it: finished and
    unfinished, at two seat counts or more."""
    with open(os.path.join(RELEASES, "RELEASES.txt"), encoding="utf-8") as f:
        listed = [line.split("#")[0].split()[0] for line in f if line.split("#")[0].strip()]
    folders = [d for d in os.listdir(RELEASES) if os.path.isdir(os.path.join(RELEASES, d))]
    assert len(listed) == len(folders) >= 5
    for commit in listed:
        assert any(d.endswith(commit[:7]) for d in folders), commit
    newest = max(folders)
    games = {g.id for g in all_games()} - {"flag-race"}
    assert games <= {e["game"] for e in _index(newest)["files"].values()}
    for folder in folders:
        by_game: dict[str, list[dict]] = {}
        for e in _index(folder)["files"].values():
            by_game.setdefault(e["game"], []).append(e)
        for game, entries in by_game.items():
            assert {e["over"] for e in entries} == {True, False}, (folder, game)
            assert len({e["players"] for e in entries}) >= 2, (folder, game)


def test_every_edition_of_every_game_is_played_by_a_real_save():
    """Each older edition of a game's rules is the one some real save of a release
    (the corpus: editions.json says which each opens under; the format samples in
    tests/saves/) replays under; so is today's, once a release has played it."""
    played: dict[str, set[int]] = {}
    for (folder, name) in CORPUS:
        played.setdefault(_index(folder)["files"][name]["game"], set()).add(EDITIONS[f"{folder}/{name}"])
    assert len(EDITIONS) == len(CORPUS)
    samples = os.path.join(TESTS, "saves")
    for n in sorted(os.listdir(samples)):
        if n.endswith(".json"):
            state = saves.load_game(os.path.join(samples, n))
            info = get(state.setup.game)
            played.setdefault(info.id, set()).add(info.edition_of(state.setup.options))
    for info in all_games():
        if info.id != "flag-race":
            older = set(range(1, info.rules_now()))
            assert older <= played.get(info.id, set()) <= older | {info.rules_now()}, (info.id, played.get(info.id))
            assert info.edition_of({}) == info.rules_now()          # a new game plays today's
