"""Reading and writing golden files without going where a symbolic link points.

Writing refuses a golden that is a symbolic link, and one below a folder that is one (from the test's own
folder down), with `GoldenPathError` naming it: a golden is written where it stands, never through a link
to somewhere else. It is written to a new file in its own folder, then renamed over the golden
(`os.replace`), every step relative to a folder opened without following links, so that a link made in the
meantime is replaced, not written through. Reading follows links (it changes nothing), but reads only a
regular file: a link to a FIFO or a device is refused instead of blocking or reading without end."""

import io
import os
import secrets
import stat

# A file made by the write is readable by everyone the umask allows, as a plain `open` makes it.
_MODE = 0o666
_DIRECTORY = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class GoldenPathError(OSError):
    """A golden path that is not written or read: a symbolic link, a folder on the way that is one, or
    something other than a regular file. The message names the path."""


def write_golden(root, path, text):
    """Writes `text` (UTF-8) to `path`, which lies below the folder `root`: the folders between them are
    made when missing and must be real folders, not links, and `path` must not be a link. O(size of text).
    Raises `GoldenPathError` naming the offending path."""
    parts = os.path.relpath(path, root).split(os.sep)
    if parts[0] in (os.pardir, os.curdir):
        raise GoldenPathError(f"{path}: a golden must lie below {root}")
    folder = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        walked = root
        for part in parts[:-1]:
            walked = os.path.join(walked, part)
            child = _enter(folder, part, walked)
            os.close(folder)
            folder = child
        _replace(folder, parts[-1], path, text.encode("utf-8"))
    finally:
        os.close(folder)


def read_golden(path):
    """The text of the golden at `path` (UTF-8, universal newlines), through links; None when there is
    none. Raises `GoldenPathError` when it is not a regular file. O(size of the file)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    with io.open(descriptor, "rb") as raw:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise GoldenPathError(f"{path}: a golden transcript must be a regular file")
        return io.TextIOWrapper(raw, encoding="utf-8").read()


def _enter(parent, name, shown):
    """The folder `name` in the open folder `parent` (made when missing), opened without following a link."""
    try:
        os.mkdir(name, dir_fd=parent)
    except FileExistsError:
        pass
    try:
        return os.open(name, _DIRECTORY, dir_fd=parent)
    except OSError:
        if stat.S_ISLNK(os.stat(name, dir_fd=parent, follow_symlinks=False).st_mode):
            raise GoldenPathError(
                f"{shown}: a symbolic link; goldens are not written through links (make it a folder)") from None
        raise GoldenPathError(f"{shown}: not a folder") from None


def _replace(folder, name, shown, data):
    """Writes `data` to a new file in the open `folder`, then renames it to `name` (which must not be a link
    or anything but a regular file)."""
    try:
        mode = os.stat(name, dir_fd=folder, follow_symlinks=False).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and stat.S_ISLNK(mode):
        raise GoldenPathError(f"{shown}: a symbolic link; goldens are not written through links (remove it)")
    if mode is not None and not stat.S_ISREG(mode):
        raise GoldenPathError(f"{shown}: a golden transcript must be a regular file")
    temporary = f".{name}.{secrets.token_hex(8)}.tmp"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    descriptor = os.open(temporary, flags, _MODE, dir_fd=folder)
    try:
        with io.open(descriptor, "wb") as out:
            out.write(data)
        os.replace(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
    except BaseException:
        try:
            os.unlink(temporary, dir_fd=folder)
        except FileNotFoundError:
            pass
        raise
