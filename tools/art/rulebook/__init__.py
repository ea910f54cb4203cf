"""The rulebooks' pictures (docs/play/img/): a kit every game's pictures use,
and one module per game that builds small positions through the game's own
rules and draws them with the game's own drawing code.

- ``art.rulebook.kit``: labels, arrows, number badges, captions, panels side
  by side, the deterministic set-up and the writing of PNG files (no game's
  names in it);
- ``art.rulebook.<game>``: ``pictures()``, the game's pictures (file name and
  how to draw it), each drawn only when asked.

``tools/rule_pictures.py`` is the command line; it maps game ids to these
modules.
"""
