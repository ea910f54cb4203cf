"""The game-agnostic core: rules protocol, actions, events, seeded RNG, registry.

Nothing under game.core imports pygame.
"""
