"""The game's screens: title, setup, play (with the hot-seat hand-off), results."""
