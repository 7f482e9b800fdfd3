#!/usr/bin/env python3
"""Keeps ScrollSim's sources buildable beyond Linux: every call or constant only Linux's C library has must sit
in the `Platform` target or under `#if os(Linux)` (or `canImport(Glibc)`), and no target but `Platform`
imports a C library by name. Swift cannot be compiled for Darwin or Musl on this project's machines; this
check is what keeps the code that claims to build there honest.

    python3 Tests/Tooling/portability.py [SOURCES_DIRECTORY]

Prints each use it refuses as `path:line: what` and exits 1 when there is one, else 0."""

import os
import re
import sys

# Names Linux's C library has and Darwin's does not (or has in another shape: Glibc imports SOCK_STREAM and
# SOCK_DGRAM as enums, whose `.rawValue` Darwin's constants lack).
LINUX_ONLY = re.compile(
    r"\b(timerfd_\w+|TFD_\w+|SOCK_CLOEXEC|SOCK_NONBLOCK|MSG_NOSIGNAL|SO_PEERCRED|epoll_\w+|EPOLL\w+|eventfd\w*|"
    r"signalfd\w*|inotify_\w+|accept4|pipe2|MADV_HUGEPAGE|prctl|sched_getaffinity|SOCK_(?:STREAM|DGRAM)\.rawValue)"
    r"(?=\W|$)"
)
C_LIBRARY_IMPORT = re.compile(r"^\s*(?:@_exported\s+)?import\s+(Glibc|Musl|Darwin)\b")
C_LINUX_HEADER = re.compile(r"#\s*include\s*<(sys/(?:timerfd|epoll|eventfd|signalfd|inotify|prctl)\.h)>")
STRING_LITERAL = re.compile(r'"(?:\\.|[^"\\])*"')
LINUX_CONDITION = re.compile(r"os\(Linux\)|canImport\(Glibc\)")


def refused_uses(text, is_c=False):
    """The (line number, what) of every Linux-only use in `text` outside a Linux-only `#if` branch (Swift's
    `#if os(Linux)` / `canImport(Glibc)`, or C's `#if defined(__linux__)`); an `#else` of such a branch is
    not Linux-only. Comments and one-line string literals are not code."""
    refused = []
    # One entry per open #if: whether its current branch is Linux-only.
    branches = []
    condition = re.compile(r"defined\(__linux__\)|__linux__") if is_c else LINUX_CONDITION
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        directive = re.match(r"#\s*(if|ifdef|elseif|elif|else|endif)\b(.*)", stripped)
        if directive:
            keyword, rest = directive.groups()
            if keyword in ("if", "ifdef"):
                branches.append(bool(condition.search(rest)) and "!" not in rest)
            elif keyword in ("elseif", "elif") and branches:
                branches[-1] = bool(condition.search(rest)) and "!" not in rest
            elif keyword == "else" and branches:
                branches[-1] = False
            elif keyword == "endif" and branches:
                branches.pop()
            continue
        if stripped.startswith("//") or any(branches):
            continue
        code = STRING_LITERAL.sub('""', line).split("//", 1)[0]
        if is_c:
            for header in C_LINUX_HEADER.findall(code):
                refused.append((number, f"<{header}> outside #if defined(__linux__)"))
            continue
        imported = C_LIBRARY_IMPORT.match(code)
        if imported:
            refused.append((number, f"import {imported.group(1)} (import Platform instead)"))
        for name in LINUX_ONLY.findall(code):
            refused.append((number, f"{name} outside #if os(Linux) (Linux's C library only; add a form to Platform)"))
    return refused


def check(sources):
    """Every refused use under `sources` but in its `Platform` folder, as `path:line: what` lines."""
    lines = []
    for directory, folders, files in os.walk(sources):
        folders[:] = sorted(f for f in folders if f != "Platform")
        for name in sorted(files):
            if not name.endswith((".swift", ".h", ".c")):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as file:
                text = file.read()
            for number, what in refused_uses(text, is_c=not name.endswith(".swift")):
                lines.append(f"{path}:{number}: {what}")
    return lines


def main(arguments):
    sources = arguments[0] if arguments else "Sources"
    if not os.path.isdir(sources):
        print(f"error: {sources} is not a directory", file=sys.stderr)
        return 64
    refused = check(sources)
    for line in refused:
        print(line)
    if refused:
        print(f"{len(refused)} Linux-only use(s) outside Platform and #if os(Linux)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
