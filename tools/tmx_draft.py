"""What the map-drafting scripts share: Tiled 1.8 XML for an object with its
custom properties, and the command line that writes a first draft without ever
overwriting a map the Tiled editor now owns. Standard library only."""
from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import quoteattr


def props(**kw: object) -> str:
    """A <properties> block: bool, int or string by the value's type."""
    out = ["   <properties>"]
    for k, v in kw.items():
        kind = "bool" if isinstance(v, bool) else "int" if isinstance(v, int) else "string"
        val = str(v).lower() if isinstance(v, bool) else str(v)
        out.append(f"    <property name={quoteattr(k)} type={quoteattr(kind)} value={quoteattr(val)}/>")
    out.append("   </properties>")
    return "\n".join(out)


def obj(oid: int, name: str, cls: str, x: float, y: float, w: float, h: float, ellipse: bool = False,
        **kw: object) -> str:
    """One rectangle (or ellipse) object of a class, with its properties."""
    body = [f'  <object id="{oid}" name={quoteattr(name)} type={quoteattr(cls)} '
            f'x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}">']
    if kw:
        body.append(props(**kw))
    if ellipse:
        body.append("   <ellipse/>")
    body.append("  </object>")
    return "\n".join(body)


def draft_main(doc: str, default: Path, repo: Path, build: Callable[[], str], argv: list[str] | None) -> int:
    """Write ``build()`` to ``default`` only if it does not exist yet, or to ``--out FILE``."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", type=Path, default=None, help=f"write here instead of {default.relative_to(repo)}")
    args = ap.parse_args(argv)
    out = args.out or default
    if args.out is None and out.exists():
        print(f"{out.relative_to(repo)} exists: it belongs to the Tiled editor now (use --out to draft elsewhere)")
        return 1
    out.write_text(build(), encoding="utf-8")
    print(out)
    return 0
