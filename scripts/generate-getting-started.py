#!/usr/bin/env python3
"""Writes docs/getting-started.md from docs/getting-started.template.md and the files of Examples/TodoApp.

Each "{{path}}" line of the template becomes the file at Examples/TodoApp/path, so the guide shows exactly
the code CI builds and tests. `--check` exits 1 when docs/getting-started.md is out of date.
"""
import os
import re
import sys

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
template = open("docs/getting-started.template.md").read()
guide = re.sub(
    r"^\{\{(.+)\}\}\n",
    lambda match: open(os.path.join("Examples/TodoApp", match.group(1))).read(),
    template,
    flags=re.MULTILINE,
)
if "--check" in sys.argv:
    if open("docs/getting-started.md").read() != guide:
        sys.exit("docs/getting-started.md is out of date: run scripts/generate-getting-started.py")
else:
    open("docs/getting-started.md", "w").write(guide)
