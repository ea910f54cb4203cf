"""The games this program hosts, imported explicitly so that each registers
itself and a frozen build finds them all (the flagship first)."""
from . import ski  # noqa: F401  (isort: skip)
from . import grand_prix  # noqa: F401  (isort: skip)
from . import ski_gammon  # noqa: F401  (isort: skip)
from . import chemin_montagneux  # noqa: F401  (isort: skip)
