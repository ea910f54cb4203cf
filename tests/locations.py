"""Where the tests' own files and the project are, for every test folder."""
import os

TESTS = os.path.dirname(os.path.abspath(__file__))   # tests/: the data folders live here
ROOT = os.path.dirname(TESTS)                         # the project
#: the line that registers the tests' own games (Flag Race, tests/tiny_game/) in a fresh
#: interpreter, as tests/conftest.py does in the tests' own: the program never registers them
REGISTER_TEST_GAMES = "import sys; sys.path.insert(0, %r); import tiny_game\n" % TESTS


def runs_without_pygame(code: str) -> None:
    """Run ``code`` in a fresh interpreter from the project folder and fail the
    test if it fails or if pygame was imported by the end of it."""
    import subprocess
    import sys
    probe = code + "\nimport sys\nassert 'pygame' not in sys.modules, 'pygame was imported'\n"
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr


def tool_module(name: str):
    """A module of the project's tools/ folder (``"scene_shots"``, ``"art.ski"``),
    imported without leaving tools/ on the import path."""
    import importlib
    import sys
    folder = os.path.join(ROOT, "tools")
    sys.path.insert(0, folder)
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(folder)
