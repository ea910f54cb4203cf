"""The games this program hosts, imported explicitly so that each registers
itself and a frozen build finds them all (the flagship first).

Importing this package is the program's one bootstrap: the bots' kinds
(game.ai) and then every game register with the registry, which imports none
of them (game/core/registry.py). Every entry point imports it before its first
look-up: main.py's commands (game/cli.py), a worker process, the tools, the
tests; the window has the registry import it at its first look-up, after its
first frame (game/app/)."""
from game import ai  # noqa: F401  (isort: skip)  the bots' kinds
from . import ski  # noqa: F401  (isort: skip)
from . import grand_prix  # noqa: F401  (isort: skip)
from . import ski_gammon  # noqa: F401  (isort: skip)
from . import chemin_montagneux  # noqa: F401  (isort: skip)
