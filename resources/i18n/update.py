"""Regenerate the translation sources (safehouse_<lang>.ts) and compile them (safehouse_<lang>.qm).

    .venv/bin/python resources/i18n/update.py            # extract, merge, compile
    .venv/bin/python resources/i18n/update.py --check    # also fail if any message is unfinished
    .venv/bin/python resources/i18n/update.py --fill es=/tmp/es.json --fill vi=/tmp/vi.json

Why not pyside6-lupdate alone: our helper `tr("context", "text", *args)` (ui/text.py) fills %1-style
arguments, and lupdate's Python parser drops any translate() call with extra arguments; its
-tr-function-alias option also hides `self.tr()`. So this script finds every message itself with
Python's `ast` — `tr(ctx, text, ...)`, `tr_n(ctx, one, other, n, ...)` (a plural message: its
source is `other`, with one <numerusform> per plural form of the language), `QCoreApplication.translate(ctx, text)`,
`QT_TRANSLATE_NOOP(ctx, text)` (imported as `N`) and `self.tr(text)` (context: the class) — runs
pyside6-lupdate as a cross-check for the `self.tr()` calls, merges the result into the existing .ts
files (translations are kept; new messages arrive "unfinished"; removed ones are kept as "vanished"
so a moved string gets its translation back), and compiles them with pyside6-lrelease.

A --fill file is JSON: {"context": {"English source": "translation", ...}, ...}; it fills (or
replaces) translations in that language's .ts — a quick way to add a batch of new translations.
A plural message's translation is a list, one string per plural form (Spanish: [one, other];
Vietnamese: [other]).
"""
from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LANGUAGES = {"es": "es_ES", "vi": "vi_VN"}
NOOP_NAMES = {"N", "QT_TRANSLATE_NOOP"}
SOURCES = ["ui", "desktop/app.py", "desktop/commands/screenshot.py"]


def source_files() -> list[Path]:
    files: list[Path] = []
    for entry in SOURCES:
        path = ROOT / entry
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return [f for f in files if "__pycache__" not in f.parts]


def _literal(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


class _Finder(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.classes: list[str] = []
        self.found: list[tuple[str, str, int]] = []  # (context, source, line)
        self.plural: set[tuple[str, str]] = set()  # the (context, source) of tr_n messages

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        args = [_literal(a) for a in node.args]
        if isinstance(func, ast.Name) and func.id == "tr_n" and len(args) >= 3 and args[0] and args[2]:
            self.found.append((args[0], args[2], node.lineno))
            self.plural.add((args[0], args[2]))
        elif isinstance(func, ast.Name) and func.id in ({"tr"} | NOOP_NAMES) and len(args) >= 2 and args[0] and args[1]:
            self.found.append((args[0], args[1], node.lineno))
        elif isinstance(func, ast.Attribute) and func.attr == "translate" and len(args) >= 2 and args[0] and args[1]:
            self.found.append((args[0], args[1], node.lineno))
        elif isinstance(func, ast.Attribute) and func.attr == "tr" and isinstance(func.value, ast.Name) \
                and func.value.id == "self" and args and args[0] and self.classes:
            self.found.append((self.classes[-1], args[0], node.lineno))
        self.generic_visit(node)


PLURAL: set[tuple[str, str]] = set()  # filled by extract(): the plural (numerus) messages


def extract() -> dict[tuple[str, str], list[tuple[str, int]]]:
    """(context, source) -> [(file, line), ...] for every translatable string in the app."""
    messages: dict[tuple[str, str], list[tuple[str, int]]] = {}
    for path in source_files():
        finder = _Finder(path)
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for context, source, line in finder.found:
            messages.setdefault((context, source), []).append((str(path.relative_to(ROOT)), line))
        PLURAL.update(finder.plural)
    return messages


def lupdate_cross_check(messages: dict) -> list[tuple[str, str]]:
    """Messages pyside6-lupdate finds that our extractor missed (should be none)."""
    tool = Path(sys.executable).parent / "pyside6-lupdate"
    if not tool.exists():
        return []
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "check.ts"
        subprocess.run([str(tool), *map(str, source_files()), "-ts", str(out)], check=True, capture_output=True)
        found = _read_ts(out)
    return [key for key in found if key[0] and key not in messages]


def _read_ts(path: Path) -> dict[tuple[str, str], dict]:
    """(context, source) -> {"translation": str, "type": str|None} from a .ts file."""
    result = {}
    if not path.exists():
        return result
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [form.text or "" for form in translation.iter("numerusform")] if translation is not None else []
            result[(name, message.findtext("source") or "")] = {
                "translation": forms if message.get("numerus") == "yes" else
                (translation.text or "") if translation is not None else "",
                "type": translation.get("type") if translation is not None else None,
            }
    return result


def _write_ts(path: Path, lang: str, messages: dict, old: dict) -> tuple[int, int]:
    """Write the merged .ts; return (finished, unfinished) counts of live messages."""
    root = ET.Element("TS", version="2.1", language=LANGUAGES[lang])
    contexts: dict[str, list] = {}
    for key in sorted(set(messages) | set(old), key=lambda k: (k[0], k[1])):
        contexts.setdefault(key[0], []).append(key)
    finished = unfinished = 0
    for context_name, keys in contexts.items():
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
        for key in keys:
            message = ET.SubElement(context, "message")
            for file_name, line in messages.get(key, []):
                ET.SubElement(message, "location", filename="../../" + file_name, line=str(line))
            ET.SubElement(message, "source").text = key[1]
            previous = old.get(key, {"translation": "", "type": "unfinished"})
            translation = ET.SubElement(message, "translation")
            if key in PLURAL or isinstance(previous["translation"], list):
                message.set("numerus", "yes")
                forms = previous["translation"] if isinstance(previous["translation"], list) else []
                for form in forms or [""]:
                    ET.SubElement(translation, "numerusform").text = form
                if not all(forms):
                    previous = dict(previous, translation="")
            else:
                translation.text = previous["translation"]
            if key not in messages:
                if not previous["translation"]:
                    context.remove(message)
                    continue
                translation.set("type", "vanished")
            elif not previous["translation"] or previous["type"] in ("unfinished",):
                translation.set("type", "unfinished")
                unfinished += 1
            else:
                finished += 1
    for context in list(root):
        if not context.findall("message"):
            root.remove(context)
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return finished, unfinished


def fill(old: dict, catalog: dict) -> int:
    count = 0
    for context, entries in catalog.items():
        for source, translation in entries.items():
            if translation:
                old[(context, source)] = {"translation": translation, "type": None}
                count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if any message is unfinished")
    parser.add_argument("--fill", action="append", default=[], metavar="LANG=FILE.json")
    parser.add_argument("--no-lupdate", action="store_true", help="skip the pyside6-lupdate cross-check")
    args = parser.parse_args(argv)
    messages = extract()
    if not args.no_lupdate:
        for context, source in lupdate_cross_check(messages):
            print(f"warning: lupdate found {context!r} {source!r} that the extractor missed", file=sys.stderr)
    fills = dict(item.split("=", 1) for item in args.fill)
    status = 0
    for lang in LANGUAGES:
        ts = HERE / f"safehouse_{lang}.ts"
        old = _read_ts(ts)
        if lang in fills:
            print(f"{lang}: filled {fill(old, json.loads(Path(fills[lang]).read_text(encoding='utf-8')))} translations")
        finished, unfinished = _write_ts(ts, lang, messages, old)
        print(f"{lang}: {finished} finished, {unfinished} unfinished, {len(messages)} messages")
        lrelease = Path(sys.executable).parent / "pyside6-lrelease"
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(HERE / f"safehouse_{lang}.qm")], check=True)
        if args.check and unfinished:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
