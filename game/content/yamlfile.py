"""YAML content files: read with safe_load, checked with one-line errors.

Every error names the file, the object (a dotted path such as
``events[3].timing``) and the problem.
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import Any

import yaml

from game.core.protocol import ContentError
from game.core.quote import printable, quoted

#: the largest content file read, and the largest whole number any field may hold
MAX_YAML_BYTES = 1_000_000
MAX_NUMBER = 10_000


#: the most digits a number in a content file may have (the largest any field takes has 6;
#: Python itself refuses to read one of over 4300)
MAX_DIGITS = 30


class _TooLong(Exception):
    """A number in the file with more digits than ``MAX_DIGITS``."""

    def __init__(self, node: yaml.Node, digits: int) -> None:
        super().__init__(digits)
        self.node, self.digits = node, digits


class _Unreadable(Exception):
    """A value the YAML reader cannot make (a date that is no date): its node and why."""

    def __init__(self, node: yaml.Node, problem: str) -> None:
        super().__init__(problem)
        self.node, self.problem = node, problem


class _Loader(yaml.SafeLoader):
    """``safe_load``'s reader, which counts a number's digits before it reads it
    and says which value it could not make instead of failing inside."""

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        text = str(self.construct_scalar(node))
        body = text.lstrip("+-").replace("_", "").replace(":", "")
        if body[:2].lower() in ("0x", "0o", "0b"):
            body = body[2:]
        if len(body) > MAX_DIGITS:
            raise _TooLong(node, len(body))
        return super().construct_yaml_int(node)

    def construct_yaml_timestamp(self, node: yaml.ScalarNode) -> Any:
        try:
            return super().construct_yaml_timestamp(node)
        except (ValueError, OverflowError) as e:
            raise _Unreadable(node, f"{quoted(self.construct_scalar(node))} is not a date "
                                    f"({printable(str(e), 60)})") from None


_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_yaml_int)
_Loader.add_constructor("tag:yaml.org,2002:timestamp", _Loader.construct_yaml_timestamp)


def _where(text: str, node: yaml.Node) -> str:
    """Where ``node`` is in the document: the dotted path of the value
    (``events[3].copies``), else its line and column."""
    mark = node.start_mark
    seen: set[int] = set()

    def walk(n: yaml.Node, path: str) -> str | None:
        if n.start_mark.index == mark.index and n.end_mark.index == node.end_mark.index \
                and isinstance(n, yaml.ScalarNode):
            return path
        if id(n) in seen:                        # an alias: its value is found where it was written
            return None
        seen.add(id(n))
        if isinstance(n, yaml.MappingNode):
            for k, v in n.value:
                key = printable(str(k.value), 40) if isinstance(k, yaml.ScalarNode) else "?"
                found = walk(k, path) or walk(v, f"{path}.{key}" if path else key)
                if found is not None:
                    return found
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                found = walk(v, f"{path}[{i}]")
                if found is not None:
                    return found
        return None

    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        found = walk(root, "") if root is not None else None
    except (yaml.YAMLError, RecursionError):
        found = None
    return f": {found}" if found else f" at line {mark.line + 1}, column {mark.column + 1}"


def read_yaml(path: str) -> Any:
    """A content file's data (``safe_load``'s reader: plain data only), or a
    ContentError of one line naming the file: missing, a folder, too large, not
    UTF-8, not valid YAML, nested too deep, a number of too many digits, a date
    that is no date."""
    name = os.path.basename(path)
    try:
        if not os.path.isfile(path):
            raise ContentError(f"{name}: " + ("not a file" if os.path.exists(path) else "file not found"))
        if os.path.getsize(path) > MAX_YAML_BYTES:
            raise ContentError(f"{name}: too large for a content file ({os.path.getsize(path)} bytes; "
                               f"at most {MAX_YAML_BYTES})")
        with open(path, "rb") as fb:
            raw = fb.read()
        text = raw.decode("utf-8")
        try:
            return yaml.load(text, Loader=_Loader)     # a SafeLoader: plain data only
        except _TooLong as e:
            raise ContentError(f"{name}{_where(text, e.node)}: a number of {e.digits} digits is more than "
                               f"a content file can hold") from None
        except _Unreadable as e:
            raise ContentError(f"{name}{_where(text, e.node)}: {e.problem}") from None
    except UnicodeDecodeError as e:
        raise ContentError(f"{name}: not UTF-8 text (a byte that is not UTF-8 at offset {e.start})") from None
    except OSError as e:
        raise ContentError(f"{name}: cannot be read ({e.__class__.__name__})") from None
    except RecursionError:
        raise ContentError(f"{name}: not valid YAML: lists or mappings nested too deep") from None
    except yaml.YAMLError as e:
        where = ""
        mark = getattr(e, "problem_mark", None)
        if mark is not None:
            where = f" at line {mark.line + 1}, column {mark.column + 1}"
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        if "could not determine a constructor for the tag" in problem:
            tag = problem.split("for the tag", 1)[1].strip().strip("'").replace("tag:yaml.org,2002:", "!!")
            problem = f"the tag {printable(tag)} is not allowed: content files hold plain data only"
        raise ContentError(f"{name}{where}: not valid YAML: {printable(problem, 120)}") from None


class Checker:
    """Small schema helper: every failure is a ContentError naming file and object."""

    def __init__(self, filename: str) -> None:
        self.file = os.path.basename(filename)

    def fail(self, where: str, problem: str) -> ContentError:
        """"file: where: problem" (the file named once when ``where`` is the file itself)."""
        if where == self.file:
            return ContentError(f"{self.file}: {problem}")
        return ContentError(f"{self.file}: {printable(where, 80)}: {problem}")

    def mapping(self, value: Any, where: str, required: Iterable[str] = (),
                optional: Iterable[Any] = ()) -> Mapping[Any, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(where, f"expected a mapping, got {quoted(value)}")
        req = list(required)
        opt = [k for k in dict.fromkeys(optional) if k not in req]
        for k in req:
            if k not in value:
                raise self.fail(where, f"missing key '{k}'")
        unknown = [k for k in value if k not in req and k not in opt]
        if unknown:
            raise self.fail(where, f"unknown key {quoted(str(unknown[0]))} (allowed: {', '.join(map(str, req + opt))})")
        return value

    def seq(self, value: Any, where: str, min_len: int = 0) -> list:
        if not isinstance(value, list):
            raise self.fail(where, f"expected a list, got {quoted(value)}")
        if len(value) < min_len:
            raise self.fail(where, f"needs at least {min_len} entries, has {len(value)}")
        return value

    def integer(self, value: Any, where: str, lo: int | None = None, hi: int | None = MAX_NUMBER) -> int:
        """A whole number from ``lo`` to ``hi`` (every number has a limit: MAX_NUMBER unless told)."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(where, f"expected a whole number, got {quoted(value)}")
        if lo is not None and value < lo:
            raise self.fail(where, f"must be at least {lo}, got {value}")
        if hi is not None and value > hi:
            raise self.fail(where, f"must be at most {hi}, got {value}")
        return value

    def string(self, value: Any, where: str, choices: Iterable[str] | None = None) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(where, f"expected a non-empty text, got {quoted(value)}")
        if choices is not None:
            ch = list(choices)
            if value not in ch:
                raise self.fail(where, f"unknown value {quoted(value)} (expected one of: {', '.join(ch)})")
        return value

    def boolean(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(where, f"expected true or false, got {quoted(value)}")
        return value

    def unique(self, ids: Iterable[str], where: str) -> None:
        seen: set[str] = set()
        for i in ids:
            if i in seen:
                raise self.fail(where, f"duplicate id {quoted(i)}")
            seen.add(i)
