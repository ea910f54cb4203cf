"""The games this program hosts, imported explicitly so that each registers
itself and a frozen build finds them all."""
from . import ski  # noqa: F401
