"""Everything on screen: map rendering, sprites, fonts. Only this package (and
the scenes and app built on it) imports pygame."""
