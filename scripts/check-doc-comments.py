#!/usr/bin/env python3
"""Fails when a public or open declaration of a documented module has no doc comment.

Run from the package root after `swift build --target AppShell` (which builds the four modules). Extracts their symbol
graphs with swift-symbolgraph-extract from the built modules and prints `Module: symbol path (file:line)` for every
undocumented declaration. A member that implements a protocol requirement inherits the requirement's doc comment in
the symbol graph, so it needs none of its own. Exempt:
- synthesized members (copies of a protocol extension's members; the extension member itself is checked),
- payload-free cases of an enum with raw values (`enum Slot : String { case start, end }`): the name is the value.
"""

import json
import os
import platform
import subprocess
import sys
import tempfile

MODULES = ["ImmutableData", "ImmutableDataTesting", "AppDependencies", "ImmutableUI", "DeclarativeViews", "AppRuntime", "AppShell", "AppTesting"]


def undocumented(graph):
  symbols = {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}
  parent = {}
  conformances = {}
  for relation in graph["relationships"]:
    if relation["kind"] == "memberOf":
      parent[relation["source"]] = relation["target"]
    elif relation["kind"] == "conformsTo":
      conformances.setdefault(relation["source"], set()).add(relation["target"])

  def is_plain_raw_case(identifier, symbol):
    if symbol["kind"]["identifier"] != "swift.enum.case" or "(" in symbol["names"]["title"]:
      return False
    return "s:SY" in conformances.get(parent.get(identifier), ())  # conforms to RawRepresentable

  for identifier, symbol in symbols.items():
    if symbol.get("docComment") or "::SYNTHESIZED::" in identifier or is_plain_raw_case(identifier, symbol):
      continue
    yield symbol


def output(command):
  return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def extract(modules, directory):
  """The symbol graphs of `modules`, by module name. AppShell's imports need the C modules' maps and GTK's headers."""
  modules_path = os.path.join(output(["swift", "build", "--show-bin-path"]).strip(), "Modules")
  clang_flags = ["-fmodule-map-file=CGtk/module.modulemap", "-fmodule-map-file=CGLib/module.modulemap"]
  clang_flags += output(["pkg-config", "--cflags", "libadwaita-1"]).split()
  graphs = {}
  for module in modules:
    command = ["swift-symbolgraph-extract", "-module-name", module, "-I", modules_path,
               "-target", f"{platform.machine()}-unknown-linux-gnu", "-minimum-access-level", "public", "-output-dir", directory]
    for flag in clang_flags:
      command += ["-Xcc", flag]
    subprocess.run(command, check=True)
    with open(os.path.join(directory, module + ".symbols.json")) as file:
      graphs[module] = json.load(file)
  return graphs


def main():
  root = os.getcwd() + os.sep
  missing = []
  with tempfile.TemporaryDirectory() as directory:
    graphs = extract(MODULES, directory)
  for module, graph in graphs.items():
    for symbol in undocumented(graph):
      location = symbol.get("location", {})
      path = location.get("uri", "?").removeprefix("file://").removeprefix(root)
      line = location.get("position", {}).get("line", -1) + 1
      missing.append((module, path, line, ".".join(symbol["pathComponents"])))
  for module, path, line, name in sorted(missing):
    print(f"{module}: {name} ({path}:{line})")
  if missing:
    print(f"{len(missing)} public declarations have no doc comment.", file=sys.stderr)
    sys.exit(1)


if __name__ == "__main__":
  main()
