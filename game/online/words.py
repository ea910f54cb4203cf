"""The words invitation codes are made of: short, plain, easy to say over the
phone and to spell (no two alike in sound, none rude), all lower case."""
from __future__ import annotations

WORDS: tuple[str, ...] = tuple("""
acorn alpine amber anchor apple apron arrow aspen attic autumn badger bagel bakery bamboo banjo barley
basket beacon beaver berry bicycle biscuit blanket blossom bonfire bramble breeze brook bubble bucket
buckle bunny butter button cabin cactus candle canoe canyon carrot castle cedar cello cherry chestnut
chimney cinnamon circus clover cobble comet compass cookie copper cotton cradle crayon cricket crystal
cuckoo cupcake daisy dolphin donkey dragon drizzle dune eagle easel ember falcon feather fern fiddle
finch firefly flannel forest fossil fountain fox galaxy garden garnet gazelle geyser ginger glacier
goose granite gravel gull hammock harbor harvest hazel hedgehog heron hickory honey hoop horizon island
ivy jacket jasmine jelly jigsaw juniper kayak kettle kitten kiwi ladder lagoon lantern larch lemon
lilac lily llama lobster locket lynx magnet mango maple marble meadow melon mitten moose mossy muffin
nectar nest nutmeg oak oasis ocean olive onion orchard otter owl paddle pancake panda parrot peach
pebble pelican pepper piano pickle pigeon pillow pine pixel plum pocket pony poppy potato pretzel
puffin pumpkin puzzle quail quilt rabbit radish rainbow raven reindeer ribbon river robin rocket
saddle salmon sandal sapling scarf seal shell sherpa sled slope snail snowman sparrow spruce squirrel
starling summit sunbeam swallow swan sycamore teapot thimble thistle thunder tiger toffee tortoise
toucan trail tulip tundra turnip valley velvet violet volcano waffle walnut walrus weasel whistle
willow window wombat yarrow yodel zebra zephyr
""".split())
