#!/usr/bin/env python3
"""Follows docs/getting-started.md in an empty directory, as a reader would.

Runs every shell block of the guide in order and writes each file where the guide shows it (the
"{{path}}" lines of docs/getting-started.template.md name them), so CI catches a step that fails on a
fresh machine: a missing package in the apt line, a command that cannot work at that point. Usage:
scripts/follow-getting-started.py DIRECTORY (empty or missing). The package it makes depends on this
checkout by absolute path, and `swift run todo` runs (under Xvfb) until its window is up.
"""
import os
import re
import shutil
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
work = os.path.abspath(sys.argv[1])
os.makedirs(work, exist_ok=True)
template = open(os.path.join(root, "docs/getting-started.template.md")).read()
cwd = work


def run(command):
    global cwd
    print(f"$ {command}", flush=True)
    if command.startswith("cd "):
        cwd = os.path.join(cwd, command[3:].strip())
        return
    if command == "swift run todo":
        # The app runs until it is closed: it passes once its window has been up for a few seconds.
        subprocess.run(["swift", "build"], cwd=cwd, check=True)
        result = subprocess.run(
            ["timeout", "10", "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "dbus-run-session", "--", "swift", "run", "--skip-build", "todo"],
            cwd=cwd,
        )
        if result.returncode != 124:
            sys.exit(f"follow-getting-started: `swift run todo` ended by itself (status {result.returncode})")
        return
    subprocess.run(["bash", "-euo", "pipefail", "-c", command], cwd=cwd, check=True)


# The apt line of section 1, as a reader on a fresh machine types it (root needs no sudo).
apt = re.search(r"`sudo (apt-get install [^`]+)`", template)
if not apt:
    sys.exit("follow-getting-started: the guide has no apt-get line")
run(("sudo " if os.geteuid() != 0 else "") + apt.group(1).replace("apt-get install", "apt-get install -y"))

for block in re.finditer(r"^```sh\n(.*?)^```\n|^\{\{([^\n]+)\}\}\n", template, flags=re.MULTILINE | re.DOTALL):
    if block.group(1) is not None:
        for line in block.group(1).splitlines():
            command = line.split("#", 1)[0].strip()
            if command:
                for part in command.split(" && "):
                    run(part.strip())
    else:
        path = block.group(2)
        target = os.path.join(cwd, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        text = open(os.path.join(root, "Examples/TodoApp", path)).read()
        if path == "Package.swift":
            # "use the path of your checkout"
            if 'path: "../.."' not in text:
                sys.exit("follow-getting-started: Examples/TodoApp/Package.swift no longer names the framework as path: \"../..\"")
            text = text.replace('path: "../.."', f'path: "{root}"')
            # The same dependency versions as the framework's own build, when it has resolved them.
            if os.path.exists(os.path.join(root, "Package.resolved")):
                shutil.copy(os.path.join(root, "Package.resolved"), os.path.join(cwd, "Package.resolved"))
        print(f"(writes {path})", flush=True)
        open(target, "w").write(text)
print("follow-getting-started: every step of the guide worked", flush=True)
