#!/usr/bin/env python3
"""Fails when a public or open declaration of a documented module has no doc comment.

Run from the package root after `swift build --target AppShell` (which builds the four modules). Extracts their symbol
graphs with swift-symbolgraph-extract from the built modules and prints `Module: symbol path (file:line)` for every
undocumented declaration. A member that implements a protocol requirement inherits the requirement's doc comment in
the symbol graph, so it needs none of its own. Exempt:
- synthesized members (copies of a protocol extension's members; the extension member itself is checked),
- payload-free cases of an enum with raw values (`enum Slot : String { case start, end }`): the name is the value.
The public entry points in ENTRY_POINTS (every overload of each) must also show a short example: a fenced code
block in their doc comment, and every parameter of an entry point's initializer must be documented.
"""

import json
import os
import platform
import subprocess
import sys
import tempfile

MODULES = ["ImmutableData", "ImmutableDataTesting", "AppDependencies", "ImmutableUI", "DeclarativeViews", "AppRuntime", "AppShell", "AppTesting"]

# Where an app developer starts: each of these declarations (by module and symbol path, every overload)
# shows a short example in its doc comment.
ENTRY_POINTS = {
  "ImmutableData": ["Store", "Store.init(initialState:reducer:)", "Store.dispatch(action:)", "Store.dispatch(thunk:)",
                    "Store.select(_:)", "Store.makeStream()", "Reducers", "Reducers.combine(_:)", "Reducers.lift(_:state:)",
                    "Reducers.lift(_:state:action:)", "UndoStacks", "ActionLog"],
  "ImmutableDataTesting": ["TestStore"],
  "ImmutableUI": ["Selection", "StoreProvider"],
  "DeclarativeViews": ["View"],
  "AppRuntime": ["WindowScene", "WindowScene.init(local:refreshEverySeconds:initialFocus:body:)", "WindowScene.init(initialFocus:body:)",
                 "WindowContext", "WindowContext.action(_:name:icon:shortcut:isEnabled:send:)"],
  "AppShell": ["GtkApp", "GtkApp.run(arguments:applicationID:)", "AppAbout"],
  "AppTesting": ["WindowTest"],
}
# Entry points whose every parameter is documented (`- Parameters:` or `- Parameter name:`).
DOCUMENTED_PARAMETERS = {
  "ImmutableData": ["Store.init(initialState:reducer:)", "Reducers.lift(_:state:)", "Reducers.lift(_:state:action:)"],
  "AppRuntime": ["WindowScene.init(local:refreshEverySeconds:initialFocus:body:)"],
  "AppShell": ["GtkApp.init(id:provider:css:about:scene:)"],
}


def doc_text(symbol):
  return "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", []))


def entry_point_problems(module, graph):
  """(name, problem) for each entry point of `module` without an example or with an undocumented parameter."""
  by_path = {}
  for symbol in graph["symbols"]:
    by_path.setdefault(".".join(symbol["pathComponents"]), []).append(symbol)
  for name in ENTRY_POINTS.get(module, []):
    symbols = by_path.get(name, [])
    if not symbols:
      yield name, "is not in the module (renamed? update ENTRY_POINTS)"
    for symbol in symbols:
      if "```" not in doc_text(symbol):
        yield name, "has no example (a fenced code block) in its doc comment"
  for name in DOCUMENTED_PARAMETERS.get(module, []):
    symbols = by_path.get(name, [])
    if not symbols:
      yield name, "is not in the module (renamed? update DOCUMENTED_PARAMETERS)"
    for symbol in symbols:
      text = doc_text(symbol)
      for parameter in symbol.get("functionSignature", {}).get("parameters", []):
        internal = parameter.get("internalName") or parameter.get("name")
        if f"- {internal}:" not in text and f"- Parameter {internal}:" not in text:
          yield name, f"does not document its parameter `{internal}`"


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
  modules_path = os.path.join(output(["swift", "build", "--show-bin-path"] + SCRATCH).strip(), "Modules")
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


# `--scratch-path P` (as scripts/docs.sh --output passes it): the build folder the modules were built in.
SCRATCH = sys.argv[1:3] if sys.argv[1:2] == ["--scratch-path"] else []


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
  problems = [(module, name, problem) for module, graph in graphs.items() for name, problem in entry_point_problems(module, graph)]
  for module, name, problem in problems:
    print(f"{module}: {name} {problem}")
  if missing:
    print(f"{len(missing)} public declarations have no doc comment.", file=sys.stderr)
  if problems:
    print(f"{len(problems)} entry points lack an example or a parameter's documentation.", file=sys.stderr)
  if missing or problems:
    sys.exit(1)


if __name__ == "__main__":
  main()
