"""Ski the Mountain's rules, bots and content: no pygame (the drawing stays in the folder above)."""
