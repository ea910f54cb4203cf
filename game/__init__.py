"""Ski the Mountain and its sister mountain games: one engine, several board games."""

NAME = "Ski the Mountain"
VERSION = "0.1.0"
