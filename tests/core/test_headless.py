"""The rules, content loaders and simulator run without pygame, and the CLI answers."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from locations import REGISTER_TEST_GAMES, ROOT  # noqa: E402

BLOCK_PYGAME = "import sys; sys.modules['pygame'] = None; sys.path.insert(0, %r); " % ROOT


def run_py(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)


def test_rules_and_content_import_and_play_without_pygame():
    code = BLOCK_PYGAME + (
        "import game.core.protocol, game.core.registry, game.core.rng, game.content.tiled, "
        "game.content.yamlfile, game.games, game.games.ski.rules.state, game.ai, game.sim, game.saves, game.crash\n"
        + REGISTER_TEST_GAMES +
        "from game.core.registry import all_games\n"
        "from game.sim import simulate\n"
        "for info in all_games():\n"
        "    out = simulate(info, 2, info.min_players, 3, ['random'])\n"
        "    assert out['errors'] == 0, out\n"
        "print('ok')"
    )
    r = run_py(code)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"


def test_rules_never_load_pygame_even_when_installed():
    code = ("import sys; sys.path.insert(0, %r)\n" % ROOT) + (
        "import game.games\n"
        "from game.core.registry import get\n"
        "from game.sim import simulate\n"
        "simulate(get('ski'), 1, 3, 1, ['random'])\n"
        "print('pygame' in sys.modules)"
    )
    r = run_py(code)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "False"


def test_simulate_command_json_without_pygame():
    code = BLOCK_PYGAME + (
        "import runpy; sys.argv = ['main.py', 'simulate', '--game', 'ski', '--games', '3', '--players', '4',"
        " '--seed', '7', '--bots', 'random', '--json']; runpy.run_path('main.py', run_name='__main__')"
    )
    r = run_py(code)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    for key in ("game", "games", "players", "seed", "errors", "wins_by_seat", "mean_score_by_seat",
                "mean_rounds", "seconds"):
        assert key in out
    assert out["game"] == "ski" and out["games"] == 3 and out["players"] == 4 and out["errors"] == 0
    assert len(out["wins_by_seat"]) == 4 and sum(out["wins_by_seat"]) >= 3


def test_simulate_is_deterministic_per_seed():
    args = [sys.executable, "main.py", "simulate", "--games", "4", "--players", "3", "--seed", "9",
            "--bots", "random,random,random", "--json"]
    a = json.loads(subprocess.run(args, capture_output=True, text=True, cwd=ROOT).stdout)
    b = json.loads(subprocess.run(args, capture_output=True, text=True, cwd=ROOT).stdout)
    for d in (a, b):
        d.pop("seconds"), d.pop("games_per_second")
    assert a == b


def test_simulate_refuses_bad_arguments_in_one_line():
    r = subprocess.run([sys.executable, "main.py", "simulate", "--players", "9", "--json"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "2 to 6 players" in r.stderr
    r = subprocess.run([sys.executable, "main.py", "simulate", "--game", "chess"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2 and "unknown game 'chess'" in r.stderr


def test_version():
    r = subprocess.run([sys.executable, "main.py", "--version"], capture_output=True, text=True, cwd=ROOT)
    from game import NAME, VERSION
    assert r.returncode == 0 and r.stdout.strip() == f"{NAME} {VERSION}"


def test_bench_and_strength_cover_every_game():
    """The benchmark's code paths (not its numbers): every game's figures are there."""
    r = subprocess.run([sys.executable, "main.py", "bench", "--games", "2", "--no-ui", "--no-bots", "--no-startup",
                        "--json"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    import game.games  # noqa: F401  (the games register themselves)
    from game.core.registry import all_games
    hosted = [g for g in all_games() if g.bench_prefix + "sim_games" in out]   # not the tests' tiny game
    assert len(hosted) >= 4
    for info in hosted:
        pre = info.bench_prefix
        for key in ("sim_4p_random_games_per_s", "sim_actions_per_s", "content_load_s", "legal_ms_mean"):
            assert out[pre + key] > 0, pre + key
        assert out[pre + "sim_errors"] == 0
    from game.bench import run_strength
    s = run_strength(games=2, processes=1, pairs=(("normal", "random"),), game="grand-prix")
    assert s["game"] == "grand-prix" and 0 <= s["normal_vs_3_random_win_rate"] <= 1
    low, high = s["normal_vs_3_random_win_rate_95"]
    assert low <= s["normal_vs_3_random_win_rate"] <= high and s["normal_vs_3_random_win_rate_se"] >= 0
    # beside it, a random bot in the same seat of the same races, and the gain over it
    base = s["normal_vs_3_random_same_seat_random_win_rate"]
    assert 0 <= base <= 1 and s["normal_vs_3_random_gain_se"] >= 0
    assert s["normal_vs_3_random_gain"] == pytest.approx(s["normal_vs_3_random_win_rate"] - base, abs=0.002)


def test_strength_pairs_from_the_command_line():
    r = subprocess.run([sys.executable, "main.py", "strength", "--game", "grand-prix", "--games", "1",
                        "--processes", "1", "--pair", "normal,random", "--json"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert "normal_vs_3_random_win_rate" in out and "hard_vs_3_normal_win_rate" not in out
    bad = subprocess.run([sys.executable, "main.py", "strength", "--pair", "hard"],
                         capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "--pair" in bad.stderr


def _simulate_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", "simulate", *args], capture_output=True, text=True, cwd=ROOT)


def test_setup_options_from_the_command_line():
    """``--option KEY=VALUE``: checked against the game's yes-or-no options and
    its lists, passed to every game's setup, and named in the summary."""
    r = _simulate_cli("--game", "chemin-montagneux", "--games", "2", "--players", "2", "--bots", "random",
                      "--option", "super_engineers=yes", "--option", "pyrenees=1", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["options"] == {"super_engineers": True, "pyrenees": True} and out["errors"] == 0
    plain = json.loads(_simulate_cli("--game", "chemin-montagneux", "--games", "2", "--players", "2",
                                     "--bots", "random", "--json").stdout)
    assert plain["options"] == {}
    assert plain["mean_actions"] != out["mean_actions"]     # two activities a turn: other games
    r = _simulate_cli("--game", "ski-gammon", "--games", "1", "--players", "2", "--option", "target=300",
                      "--option", "sipping=no", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["options"] == {"target": 300, "sipping": False}


@pytest.mark.parametrize("game, option, words", [
    ("chemin-montagneux", "teleport=yes", "'teleport' is not an option of Chemin Montagneux (its options: "),
    ("chemin-montagneux", "pyrenees=maybe", "the option pyrenees is 'maybe', not yes or no"),
    ("chemin-montagneux", "pyrenees", "write KEY=VALUE"),
    ("ski-gammon", "target=7", "the option target is '7', not one of 200, 300"),
    ("ski-gammon", "target=many", "the option target is 'many', not one of"),
    ("ski", "sipping=yes", "is not an option of Ski the Mountain (its options: day)"),
])
def test_a_bad_option_is_refused_in_one_line(game, option, words):
    for command in ("simulate", "balance"):
        r = subprocess.run([sys.executable, "main.py", command, "--game", game, "--games", "1",
                            "--option", option, "--out" if command == "balance" else "--json",
                            *(["/nonexistent/x.md"] if command == "balance" else [])],
                           capture_output=True, text=True, cwd=ROOT)
        assert r.returncode == 2, (command, r.stderr)
        assert len(r.stderr.strip().splitlines()) == 1 and words in r.stderr, r.stderr
        assert r.stderr.startswith(f"{command}: ") and not r.stdout


def test_an_option_given_twice_is_refused():
    r = _simulate_cli("--game", "chemin-montagneux", "--option", "pyrenees=yes", "--option", "pyrenees=no")
    assert r.returncode == 2 and "the option 'pyrenees' is given twice" in r.stderr
