"""The simulator's balance figures and the balance report (`python main.py balance`)."""
from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest
from locations import ROOT  # noqa: E402

from game.balance import TUNING_HEADING, run_balance, write_report
from game.core.registry import get
from game.sim import play_records, rotated_kinds, simulate, summarise


@pytest.fixture(scope="module")
def ski():
    return get("ski")


@pytest.fixture(scope="module")
def content(ski):
    return ski.load_content()


@pytest.fixture(scope="module")
def mixed(ski):
    """Six rotated games of three seats, two bot kinds: shared by several tests."""
    return simulate(ski, 6, 3, 5, ["random", "easy", "random"], rotate=True)


def test_new_keys_are_there_and_consistent(mixed, content):
    out = mixed
    assert out["errors"] == 0 and out["games"] == 6 and out["rotate"] is True
    for key in ("wins_by_seat", "mean_score_by_seat", "win_rate_by_seat", "score_sd_by_seat",
                "win_rate_by_turn_position", "mean_rounds", "targets_completed", "events_played",
                "stranded_share", "by_kind"):
        assert key in out, key
    for key in ("win_rate_by_seat", "score_sd_by_seat", "mean_score_by_seat", "win_rate_by_turn_position"):
        assert len(out[key]) == 3, key
    # shared wins are split, so the win rates of one game set add up to one
    assert sum(out["win_rate_by_seat"]) == pytest.approx(1.0, abs=0.002)
    assert sum(out["win_rate_by_turn_position"]) == pytest.approx(1.0, abs=0.002)
    assert all(0.0 <= r <= 1.0 for r in out["win_rate_by_seat"])
    assert all(sd >= 0 for sd in out["score_sd_by_seat"])
    # the tables name every card type of the content, played or not
    assert set(out["targets_completed"]) == set(content.target_types)
    assert set(out["events_played"]) == set(content.event_types)
    assert all(v >= 0 for v in out["targets_completed"].values())
    assert all(v >= 0 for v in out["events_played"].values())
    assert sum(out["events_played"].values()) > 0, "six games in which no one played an event card"
    assert 0.0 <= out["stranded_share"] <= 1.0
    assert out["mean_rounds"] > 0
    # by kind: seats per game, and the per-bot win rates weigh back to one
    bk = out["by_kind"]
    assert set(bk) == {"random", "easy"}
    assert bk["random"]["seats"] == 2 and bk["easy"]["seats"] == 1
    assert sum(v["seats"] * v["win_rate"] for v in bk.values()) == pytest.approx(1.0, abs=0.003)


def test_figures_match_the_games_behind_them(ski):
    """Recompute the summary from the per-game facts by hand."""
    recs = play_records(ski, 5, 2, 11, ["random", "random"])
    out = summarise(ski, recs, 2, 11, ["random", "random"])
    share = [0.0, 0.0]
    for r in recs:
        for w in r["winners"]:
            share[w] += 1 / len(r["winners"])
    assert out["win_rate_by_seat"] == [round(s / 5, 3) for s in share]
    s0 = [r["scores"][0] for r in recs]
    m = sum(s0) / 5
    assert out["mean_score_by_seat"][0] == round(m, 2)
    assert out["score_sd_by_seat"][0] == round((sum((x - m) ** 2 for x in s0) / 5) ** 0.5, 2)
    stranded = sum(sum(r["stranded"]) for r in recs)
    assert out["stranded_share"] == round(stranded / 10, 4)
    for key in out["events_played"]:
        assert out["events_played"][key] == round(sum(r["tallies"]["events_played"].get(key, 0)
                                                      for r in recs) / 5, 4)
    assert "by_kind" not in out  # one kind only


def test_target_completions_match_the_final_state(ski, content):
    """The target counts from the events agree with what each skier has done at the end
    (replayed games, same seeds), and some targets are done in these games."""
    from game.ai import make_bot
    from game.sim import bot_setup, play_out
    recs = play_records(ski, 12, 2, 0, ["random", "random"])
    total = 0
    for r in recs:
        state = play_out(ski.new_game(bot_setup(ski, 2, r["seed"], r["kinds"]), content),
                         [make_bot(k, r["seed"] * 31 + i) for i, k in enumerate(r["kinds"])])
        done = Counter(k for seat in range(2) for k in state.score_breakdown(seat)["targets_done"])
        assert Counter(r["tallies"]["targets_completed"]) == done, r["seed"]
        assert r["scores"] == [float(v) for v in state.scores()]
        total += sum(done.values())
    assert total > 0, "no target done in twelve games: pick other seeds"
    out = summarise(ski, recs, 2, 0, ["random", "random"])
    assert sum(out["targets_completed"].values()) == pytest.approx(total / 12, abs=0.01)


def test_summary_with_hand_made_records(ski):
    """A three-way tie splits the win; a skier off the board is not stranded; a game without
    card types falls back to the keys it saw."""
    recs = [
        {"seed": 1, "kinds": ["a", "b", "b"], "first_player": 1, "scores": [3.0, 3.0, 3.0], "winners": [0, 1, 2],
         "rounds": 4, "actions": 10, "tallies": {"targets_completed": {"t1": 2}, "events_played": {}},
         "tally_cards": {}, "stranded": [True, False, False]},
        {"seed": 2, "kinds": ["b", "a", "b"], "first_player": 2, "scores": [1.0, 5.0, 0.0], "winners": [1],
         "rounds": 6, "actions": 20, "tallies": {"targets_completed": {}, "events_played": {"e1": 1}},
         "tally_cards": {}, "stranded": [False, False, False]},
    ]
    out = summarise(ski, recs, 3, 1, ["a", "b", "b"], rotate=True)
    assert out["win_rate_by_seat"] == [round(1 / 6, 3), round(2 / 3, 3), round(1 / 6, 3)]
    # turn positions: game 1 first player is seat 1, game 2 it is seat 2 (seat 1 is third)
    assert out["win_rate_by_turn_position"] == [round(1 / 6, 3), round(1 / 6, 3), round(2 / 3, 3)]
    assert out["targets_completed"] == {"t1": 1.0} and out["events_played"] == {"e1": 0.5}
    assert out["stranded_share"] == round(1 / 6, 4)
    assert out["mean_rounds"] == 5.0
    assert out["by_kind"]["a"]["win_rate"] == round((1 / 3 + 1) / 2, 3)
    assert out["by_kind"]["b"]["win_rate"] == round((2 / 3) / 4, 3)
    assert out["by_kind"]["a"]["mean_score"] == 4.0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rotation_puts_each_kind_in_each_seat_equally(players):
    kinds = ["hard"] + ["normal"] * (players - 1) if players != 3 else ["a", "b", "c"]
    games = 2 * players
    per_seat = [Counter(rotated_kinds(kinds, g)[seat] for g in range(games)) for seat in range(players)]
    want = Counter({k: 2 * c for k, c in Counter(kinds).items()})
    for seat in range(players):
        assert per_seat[seat] == want, (seat, per_seat[seat])
    # and the kinds do not turn in lock-step with the first player (seed + g) % players:
    # every kind goes first as often as its share of the seats says
    for seed in (0, 1):
        first = Counter(rotated_kinds(kinds, g)[(seed + g) % players] for g in range(games))
        assert first == want, (seed, first)


def test_rotated_simulation_follows_the_bots(ski):
    recs = play_records(ski, 4, 2, 1, ["random", "easy"], rotate=True)
    assert [r["kinds"] for r in recs] == [rotated_kinds(["random", "easy"], g) for g in range(4)]
    assert Counter(r["kinds"][0] for r in recs) == Counter({"random": 2, "easy": 2})
    plain = play_records(ski, 4, 2, 1, ["random", "easy"])
    assert all(r["kinds"] == ["random", "easy"] for r in plain)


def test_processes_do_not_change_the_figures(ski):
    a = simulate(ski, 6, 3, 2, ["random"], rotate=True, processes=1)
    b = simulate(ski, 6, 3, 2, ["random"], rotate=True, processes=2)
    for d in (a, b):
        d.pop("seconds"), d.pop("games_per_second")
    assert a == b


def test_balance_writes_the_report_and_keeps_the_tuning_section(tmp_path, content):
    out = tmp_path / "docs" / "balance.md"
    out.parent.mkdir()
    notes = (f"{TUNING_HEADING}\n\nBefore: 61% first-player wins.\nAfter: 52%.\n\n"
             "### Changes\n\n- one more bus stop\n")
    out.write_text("<!-- balance:ski -->\n# old report\n\n| stale | table |\n<!-- /balance:ski -->\n\n" + notes,
                   encoding="utf-8")
    summary = run_balance("ski", games=3, seed=4, bot="random", out=str(out), processes=1, counts=(2, 3))
    text = out.read_text(encoding="utf-8")
    assert "stale" not in text  # the old figures are gone
    assert text.endswith(notes)  # the notes are carried over word for word
    assert text.count(TUNING_HEADING) == 1
    assert "## 2 players" in text and "## 3 players" in text and "## 4 players" not in text
    assert "| 1st (first player) |" in text and "| 3rd |" in text
    assert "python main.py balance --game ski --games 3 --seed 4 --bots random" in text
    for key, card in content.target_types.items():
        assert f"| `{key}` | {card.title} |" in text
    for key, card in content.event_types.items():
        assert f"| `{key}` | {card.title} |" in text
    # the summary names what was never seen, and the file flags the same cards
    assert summary["never"]["targets_completed"] == [k for k, row in summary["targets_completed"].items()
                                                     if not any(row.values())]
    for key in summary["never"]["targets_completed"]:
        assert f"| `{key}` |" in text and text.split(f"| `{key}` |")[1].split("\n")[0].endswith("never completed |")
    for key in summary["never"]["events_played"]:
        assert text.split(f"| `{key}` |")[1].split("\n")[0].endswith("never played |")
    played = [k for k in summary["events_played"] if k not in summary["never"]["events_played"]]
    assert played and not text.split(f"| `{played[0]}` |")[1].split("\n")[0].endswith("never played |")
    # figures in the summary agree with the file
    f2 = summary["by_players"]["2"]
    assert f2["fair_share"] == 0.5 and len(f2["win_rate_by_turn_position"]) == 2
    assert sum(f2["win_rate_by_turn_position"]) == pytest.approx(1.0, abs=0.002)
    assert f2["largest_deviation_pp"] == pytest.approx(
        max(((r - 0.5) * 100 for r in f2["win_rate_by_turn_position"]), key=abs), abs=0.06)
    assert f"| 1st (first player) | {f2['win_rate_by_turn_position'][0] * 100:.1f}% | 50.0% |" in text


def test_a_new_report_gets_an_empty_tuning_section(tmp_path):
    path = tmp_path / "new" / "b.md"
    write_report(str(path), "# report\n\nfigures\n", "ski")
    text = path.read_text(encoding="utf-8")
    assert text.startswith("<!-- balance:ski -->\n# report\n\nfigures\n<!-- /balance:ski -->\n\n"
                           + TUNING_HEADING + "\n")
    assert "tuning notes follow" in text
    # written twice, the section is still there once
    (tmp_path / "new" / "b.md").write_text(text.replace("follow", "follow. Mine."), encoding="utf-8")
    write_report(str(path), "# report 2\n", "ski")
    again = path.read_text(encoding="utf-8")
    assert again.startswith("<!-- balance:ski -->\n# report 2\n") and again.count(TUNING_HEADING) == 1
    assert "Mine." in again


def test_each_game_has_its_own_block_and_notes_in_the_one_file(tmp_path):
    path = tmp_path / "balance.md"
    write_report(str(path), "# Ski report 1\n", "ski")
    path.write_text(path.read_text().replace("tuning notes follow", "ski notes, by hand"), encoding="utf-8")
    write_report(str(path), "# Grand Prix report 1\n", "grand-prix")
    path.write_text(path.read_text().rstrip("\n") + "\nGrand Prix notes, by hand.\n", encoding="utf-8")
    write_report(str(path), "# Ski report 2\n", "ski")
    write_report(str(path), "# Grand Prix report 2\n", "grand-prix")
    text = path.read_text(encoding="utf-8")
    assert "report 1" not in text and "# Ski report 2" in text and "# Grand Prix report 2" in text
    assert text.index("# Ski report 2") < text.index("ski notes, by hand") < text.index("# Grand Prix report 2")
    assert text.rstrip().endswith("Grand Prix notes, by hand.") and text.count(TUNING_HEADING) == 2


def test_the_file_from_before_the_markers_keeps_its_notes(tmp_path):
    path = tmp_path / "balance.md"
    path.write_text("# old report\n\n| stale |\n\n" + TUNING_HEADING + "\n\nold notes\n", encoding="utf-8")
    write_report(str(path), "# new report\n", "ski")
    text = path.read_text(encoding="utf-8")
    assert "stale" not in text and text.endswith("old notes\n") and text.startswith("<!-- balance:ski -->")


def test_the_grand_prix_report_has_its_own_figures(tmp_path):
    out = tmp_path / "balance.md"
    summary = run_balance("grand-prix", games=3, seed=2, bot="random", out=str(out), processes=1, counts=(3,))
    text = out.read_text(encoding="utf-8")
    assert "# Himalaya Grand Prix: balance report" in text and "## The game in figures" in text
    assert "snowboarders knocked off by Yetis" in text and "Stranded" not in text and "Targets" not in text
    row = summary["game_stats"]["knocked_off"]["3"]
    assert f"| snowboarders knocked off by Yetis | {row:.2f} |" in text





def test_simulate_command_prints_the_new_keys_as_json():
    r = subprocess.run([sys.executable, "main.py", "simulate", "--game", "ski", "--games", "4", "--players", "2",
                        "--seed", "3", "--bots", "random,easy", "--rotate", "--json"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["rotate"] is True and out["bots"] == ["random", "easy"]
    for key in ("win_rate_by_seat", "score_sd_by_seat", "mean_score_by_seat", "by_kind", "targets_completed",
                "events_played", "stranded_share", "mean_rounds"):
        assert key in out, key
    assert set(out["by_kind"]) == {"random", "easy"}
    assert sum(out["win_rate_by_seat"]) == pytest.approx(1.0, abs=0.002)


def test_balance_command_json(tmp_path):
    path = tmp_path / "b.md"
    r = subprocess.run([sys.executable, "main.py", "balance", "--game", "ski", "--games", "2", "--bots", "random",
                        "--out", str(path), "--processes", "1", "--json"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert list(out["by_players"]) == ["2", "3", "4", "5", "6"]
    assert out["by_players"]["6"]["fair_share"] == round(1 / 6, 4)
    assert path.exists() and TUNING_HEADING in path.read_text(encoding="utf-8")
    bad = subprocess.run([sys.executable, "main.py", "balance", "--bots", "grandmaster", "--games", "1",
                          "--out", str(tmp_path / "x.md")], capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and "unknown bot kind" in bad.stderr
    assert not (tmp_path / "x.md").exists()


def test_a_variant_gets_its_own_block_beside_the_standard_report(tmp_path):
    """``balance --option``: the variant's report names its options and lives in a
    block of its own, so the standard report and its notes stay as they were."""
    path = tmp_path / "b.md"
    plain = run_balance("ski-gammon", games=1, seed=2, bot="random", out=str(path), processes=1, counts=(2,))
    before = path.read_text(encoding="utf-8")
    out = run_balance("ski-gammon", games=1, seed=2, bot="random", out=str(path), processes=1, counts=(2,),
                      options={"target": 300, "sipping": True})
    text = path.read_text(encoding="utf-8")
    assert out["options"] == {"target": 300, "sipping": True} and plain["options"] == {}
    assert out["command"].endswith("--option target=300 --option sipping=yes --out " + str(path))
    assert text.startswith(before.split(TUNING_HEADING)[0])          # the standard block is untouched
    assert "<!-- balance:ski-gammon target=300 sipping=yes -->" in text
    assert "# Ski Gammon: balance report (target=300 sipping=yes)" in text
    # run again: the variant's block is replaced, not added twice
    run_balance("ski-gammon", games=1, seed=3, bot="random", out=str(path), processes=1, counts=(2,),
                options={"target": 300, "sipping": True})
    assert path.read_text(encoding="utf-8").count("<!-- balance:ski-gammon target=300 sipping=yes -->") == 1
    with pytest.raises(ValueError, match="not one of"):
        run_balance("ski-gammon", games=1, out=None, processes=1, counts=(2,), options={"target": 7})
