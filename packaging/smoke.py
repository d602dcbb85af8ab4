"""The bundle's smoke test: ``python packaging/smoke.py --bundle dist/scorekeeper``.

Copies the bundle to a temporary folder outside the checkout and runs it there
with an empty HOME and a PATH without any Python of ours, step by step (each
``--step``; all of :data:`STEPS` when none is named). With ``--archive``, the
bundle run is the one unpacked from the .tar.gz ``build.py --archive`` wrote beside
it (the Linux download), not a copy of the folder. Every step prints one
line, ``PASS <step>: <what was seen>`` or ``FAIL <step>: <why>``; the run ends
with status 1 if any step failed. ``.ci/run`` and ``.github/workflows/bundle.yml``
name the same steps (tests/packaging/test_bundle_workflow.py checks it).

The Python that runs this script must have the app importable (a checkout with
``pip install -e .``): it writes the databases of the older schema revisions
with the checkout's migrations (tests/storage/test_storage_schema.py's session
of revision 0001, upgraded to each later revision but the newest).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import socket
import sqlite3
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "resources" / "examples"
LANGUAGES = ("en", "ja", "hu", "fi", "de")
WINDOWS = sys.platform == "win32"
EXE = ".exe" if WINDOWS else ""
TIMEOUT = 120  # seconds, for any one program run
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


class SmokeError(Exception):
    """A step's failure, said in one line."""


class Smoke:
    """The copied bundle, the empty home and the programs run there."""

    def __init__(self, bundle: Path, work: Path, archive: Path | None = None) -> None:
        self.work = work
        self.bundle = work / "scorekeeper"
        if archive is None:
            shutil.copytree(bundle, self.bundle, symlinks=True)
        else:
            unpack(archive, work)
        self.home = work / "home"
        self.home.mkdir()
        self.env = {
            "HOME": str(self.home),
            "USERPROFILE": str(self.home),
            "PATH": os.pathsep.join(_system_path()),
            "QT_QPA_PLATFORM": "offscreen",
            "LANG": "C.UTF-8",
            "PYTHONIOENCODING": "utf-8",  # (a frozen program on Windows: the spec's UTF-8 mode)
            "SCOREKEEPER_LOG_DIR": str(work / "log"),
        }
        for name in ("SYSTEMROOT", "TEMP", "TMP", "APPDATA", "LOCALAPPDATA"):  # Windows needs them
            if name in os.environ:
                self.env[name] = os.environ[name]
        self.db = work / "club.db"

    def program(self, name: str = "scorekeeper") -> Path:
        return self.bundle / f"{name}{EXE}"

    def run(
        self, *args: str, program: str = "scorekeeper", env: dict[str, str] | None = None
    ) -> str:
        """Run a program of the bundle; its standard output, or SmokeError on failure."""
        done = subprocess.run(
            [str(self.program(program)), *args],
            cwd=self.work,
            env={**self.env, **(env or {})},
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=TIMEOUT,
            check=False,
        )
        if done.returncode != 0:
            tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
            raise SmokeError(f"{' '.join(args)}: exit {done.returncode}: {' | '.join(tail)}")
        return done.stdout


def unpack(archive: Path, work: Path) -> None:
    """The archive unpacked into ``work``: one folder, ``scorekeeper/``, as a person
    unpacks the download (tar's ``data`` filter: nothing outside the folder)."""
    with tarfile.open(archive) as tar:
        tops = {Path(name).parts[0] for name in tar.getnames()}
        if tops != {"scorekeeper"}:
            raise SmokeError(f"{archive.name} holds {sorted(tops)}, not one folder scorekeeper/")
        tar.extractall(work, filter="data")


def _build_script() -> Any:
    """packaging/build.py (a script beside this one: it names the archive)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bundle_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _system_path() -> list[str]:
    """PATH without the folders of a venv or any Python of the build."""
    python_dirs = {Path(sys.executable).parent, Path(sys.base_prefix) / "bin"}
    return [p for p in os.environ.get("PATH", "").split(os.pathsep) if Path(p) not in python_dirs]


def step_version(smoke: Smoke) -> str:
    out = smoke.run("--version").strip()
    expected = f"scorekeeper {_project_version()}"
    if out != expected:
        raise SmokeError(f"said {out!r}, not {expected!r}")
    return out


def _project_version() -> str:
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def step_new_database(smoke: Smoke) -> str:
    """A new database through every migration; a session stored in it carries the
    same scoring stamp as the checkout's code gives (the tally digests the scoring
    modules' sources, shipped beside the frozen modules: scorekeeper/storage/tally.py),
    so a database moved between the bundle and a pip install keeps its tallies."""
    from scorekeeper.storage.schema import HEAD
    from scorekeeper.storage.tally import scoring_stamp

    smoke.run("--db", str(smoke.db), "sessions")
    revision = _revision(smoke.db)
    if revision != HEAD:
        raise SmokeError(f"new database at revision {revision}, not {HEAD}")
    smoke.run("--db", str(smoke.db), "import", str(EXAMPLES / "ulti.json"))
    with sqlite3.connect(smoke.db) as conn:
        (mark,) = conn.execute("SELECT tally_of FROM sessions").fetchone()
    conn.close()
    if str(mark).split(":", 1)[1] != scoring_stamp():
        raise SmokeError(f"tally marked {mark}, the checkout's stamp is {scoring_stamp()}")
    return f"created {smoke.db.name} through every migration (revision {revision}); tally {mark}"


def _revision(db: Path) -> str:
    with sqlite3.connect(db) as conn:
        (revision,) = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    conn.close()
    return str(revision)


def step_older_revisions(smoke: Smoke) -> str:
    """A database at each older revision, holding revision 0001's session (three
    Ultimate deals: Aki 60, Ben 0, Chie 40, worked by hand in the schema test), is
    opened and upgraded by the bundle, the session's totals unchanged."""
    from scorekeeper.storage.schema import HEAD, KNOWN_REVISIONS

    opened = []
    for revision in KNOWN_REVISIONS[:-1]:
        db = smoke.work / f"revision-{revision}.db"
        _write_revision(db, revision)
        shown = smoke.run("--db", str(db), "show", "1")
        totals = re.search(r"Aki\D*60\b.*Ben\D*0\b.*Chie\D*40\b", shown, re.S)
        if _revision(db) != HEAD or totals is None:
            raise SmokeError(f"{revision}: now {_revision(db)}, totals seen: {totals is not None}")
        opened.append(revision)
    return f"opened and upgraded to {HEAD}: {', '.join(opened)}"


def _write_revision(db: Path, revision: str) -> None:
    sys.path.insert(0, str(ROOT))
    from scorekeeper.storage import schema
    from scorekeeper.storage.engine import make_engine
    from tests.storage.test_storage_schema import _write_revision_0001

    _write_revision_0001(db)
    engine = make_engine(f"sqlite:///{db}")
    schema.upgrade(engine, str(db), target=revision)
    engine.dispose()
    if _revision(db) != revision:
        raise SmokeError(f"could not write a database at revision {revision}")


def step_examples(smoke: Smoke) -> str:
    """settle, show --language ja and pdf --language ja of every shipped example; the
    PDF holds Japanese text in an embedded Japanese font."""
    seen = []
    for example in sorted(EXAMPLES.glob("*.json")):
        smoke.run("settle", str(example))
        shown = smoke.run("show", "--language", "ja", str(example))
        if not JAPANESE.search(shown):
            raise SmokeError(f"show --language ja {example.name}: no Japanese in it")
        pdf = smoke.work / f"{example.stem}.pdf"
        smoke.run("pdf", "--language", "ja", "-o", str(pdf), str(example))
        seen.append(f"{example.stem} ({_japanese_in_pdf(pdf)})")
    return "settle, show --language ja, pdf: " + ", ".join(seen)


def _japanese_in_pdf(pdf: Path) -> str:
    """How the PDF was seen to hold Japanese: poppler's pdftotext and pdffonts when
    installed (Linux CI), else the embedded IPA font's name in the file."""
    if shutil.which("pdftotext") and shutil.which("pdffonts"):
        text = subprocess.run(
            ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout
        fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True)
        ipa = [line.split()[0] for line in fonts.stdout.splitlines() if "IPA" in line]
        glyphs = len(JAPANESE.findall(text))
        if not glyphs or not ipa:
            raise SmokeError(f"{pdf.name}: {glyphs} Japanese glyphs, fonts {ipa}")
        return f"{glyphs} Japanese glyphs, {ipa[0]}"
    if b"IPAex" not in pdf.read_bytes():
        raise SmokeError(f"{pdf.name}: no IPA font embedded")
    return "IPA font embedded"


def step_window(smoke: Smoke) -> str:
    """The window, offscreen, in each language until the store is attached and
    painted (``SCOREKEEPER_EXIT_AFTER=store``: the log file opens with the store,
    after the quick list ``ready`` stops at); its log says which catalogs it
    loaded: the app's and, but for English, Qt's own qtbase_<lang>.qm from inside
    the bundle."""
    seen = []
    for language in LANGUAGES:
        _set_language(smoke, language)
        log = smoke.work / "log" / "scorekeeper.log"
        log.unlink(missing_ok=True)
        smoke.run(
            "--db",
            str(smoke.db),
            program="scorekeeper-window",
            env={"SCOREKEEPER_EXIT_AFTER": "store"},
        )
        catalogs = [
            line for line in log.read_text(encoding="utf-8").splitlines() if "catalogs:" in line
        ]
        if not catalogs:
            raise SmokeError(f"{language}: no catalogs line in the log")
        if language != "en":
            files = catalogs[-1].split("catalogs: ", 1)[1].split(", ")
            qt = [f for f in files if Path(f).name == f"qtbase_{language}.qm"]
            own = [f for f in files if Path(f).name == f"scorekeeper_{language}.qm"]
            if (
                not qt
                or not own
                or not Path(qt[0]).resolve().is_relative_to(smoke.bundle.resolve())
            ):
                raise SmokeError(f"{language}: {catalogs[-1]}")
            seen.append(f"{language} (qtbase_{language}.qm)")
        else:
            seen.append("en")
    return "store attached and painted in " + ", ".join(seen)


def _set_language(smoke: Smoke, language: str) -> None:
    """The language in the window's settings file (ui/widgets/settings.py: an INI
    file in the user's config folder)."""
    if WINDOWS:
        folder = Path(os.environ["APPDATA"]) / "Scorekeeper"
    else:
        folder = smoke.home / ".config" / "Scorekeeper"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Scorekeeper.ini").write_text(f"[General]\nlanguage={language}\n", encoding="utf-8")


def step_install_desktop(smoke: Smoke) -> str:
    """--install-desktop into a temporary XDG data folder: the entry runs the bundle's
    own scorekeeper-window (Linux and other freedesktop systems only)."""
    if WINDOWS or sys.platform == "darwin":
        return "not a freedesktop system: nothing to install (skipped)"
    data = smoke.work / "xdg-data"
    smoke.run("--install-desktop", env={"XDG_DATA_HOME": str(data)})
    entry = data / "applications" / "io.github.trickscorekeeper.scorekeeper.desktop"
    exec_line = next(
        line for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec=")
    )
    expected = f"Exec={smoke.program('scorekeeper-window')}"
    if exec_line != expected:
        raise SmokeError(f"{exec_line!r}, not {expected!r}")
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(entry)], check=True)
    icons = len(list((data / "icons").rglob("*.png")))
    return f"{exec_line} ({icons} icons)"


def step_serve(smoke: Smoke) -> str:
    """``serve`` on 127.0.0.1 with a session of its own: a follow link leads to its
    page (200), SIGTERM ends it with 0."""
    smoke.run("--db", str(smoke.db), "import", str(EXAMPLES / "ulti.json"))
    port = _free_port()
    server = subprocess.Popen(
        [str(smoke.program()), "--db", str(smoke.db), "serve", "--port", str(port)],
        cwd=smoke.work,
        env=smoke.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    try:
        link = _follow_link(server)
        # The link sets the phone's cookie and redirects to the page: a cookie jar.
        browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
        with browser.open(link, timeout=30) as answer:
            status, body = answer.status, answer.read()
    finally:
        if WINDOWS:
            server.terminate()  # no SIGTERM to send on Windows
        else:
            server.send_signal(15)
        code = server.wait(timeout=30)
    if status != 200 or b"<html" not in body.lower():
        raise SmokeError(f"GET {link}: {status}")
    if code != 0 and not WINDOWS:
        raise SmokeError(
            f"exit {code} after SIGTERM: {server.stderr.read() if server.stderr else ''}"
        )
    return f"GET {link.split('/follow/')[0]}/follow/…: {status}; SIGTERM: exit {code}"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _follow_link(server: subprocess.Popen[str]) -> str:
    assert server.stdout is not None
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        found = re.search(r"http://127\.0\.0\.1:\d+/follow/\S+", line)
        if found:
            return found.group(0)
    raise SmokeError("serve printed no follow link")


STEPS: dict[str, Callable[[Smoke], str]] = {
    "version": step_version,
    "new-database": step_new_database,
    "older-revisions": step_older_revisions,
    "examples": step_examples,
    "window": step_window,
    "install-desktop": step_install_desktop,
    "serve": step_serve,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "scorekeeper")
    parser.add_argument("--step", action="append", choices=list(STEPS), dest="steps")
    parser.add_argument(
        "--archive", action="store_true", help="run the bundle unpacked from build.py --archive's"
    )
    args = parser.parse_args(argv)
    failed = 0
    archive = _build_script().archive_path(args.bundle.parent) if args.archive else None
    with tempfile.TemporaryDirectory(prefix="scorekeeper-smoke-") as folder:
        try:
            smoke = Smoke(args.bundle, Path(folder), archive)
        except (SmokeError, OSError, tarfile.TarError) as err:
            print(f"FAIL archive: {err}", flush=True)
            return 1
        if archive is not None:
            print(f"PASS archive: {archive.name} unpacked, one folder scorekeeper/", flush=True)
        for name in args.steps or list(STEPS):
            try:
                print(f"PASS {name}: {STEPS[name](smoke)}", flush=True)
            except (SmokeError, OSError, subprocess.SubprocessError, StopIteration) as err:
                print(f"FAIL {name}: {err}", flush=True)
                failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
