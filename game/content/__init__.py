"""Content loaders (Tiled maps, YAML files). Nothing here imports pygame."""
