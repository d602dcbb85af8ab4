"""The bundle's recipes agree (issue 27): .github/workflows/bundle.yml builds and
smoke-tests the bundle on Windows and macOS with the same smoke steps .ci/run runs
on Linux, the steps packaging/smoke.py knows; the workflow cannot run here, so this
reads it."""

from __future__ import annotations

import importlib.util
import re
import shlex
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
# packaging/ is a folder of scripts, not a package (PyPI's "packaging" owns the name)
_SPEC = importlib.util.spec_from_file_location("bundle_smoke", ROOT / "packaging" / "smoke.py")
assert _SPEC is not None and _SPEC.loader is not None
smoke = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(smoke)
WORKFLOW = ROOT / ".github" / "workflows" / "bundle.yml"
CI_RUN = ROOT / ".ci" / "run"


def workflow() -> dict[str, Any]:
    loaded = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def smoke_steps(command: str) -> list[str]:
    """The ``--step`` arguments of the smoke command in ``command`` (a shell line)."""
    words = shlex.split(command.replace("\\\n", " "), comments=True)
    start = words.index("packaging/smoke.py")
    steps, rest = [], words[start + 1 :]
    for word, value in zip(rest, [*rest[1:], ""], strict=True):
        if word == "--step":
            steps.append(value)
        if word in ("&&", "||", ";"):
            break
    return steps


def ci_run_steps() -> list[str]:
    text = CI_RUN.read_text(encoding="utf-8")
    call = re.search(r'"\$tools/python" packaging/smoke\.py(?:.*\\\n)*.*', text)
    assert call is not None, ".ci/run does not run packaging/smoke.py"
    return smoke_steps(call.group(0).replace('"$tools/python"', "python"))


def job_steps(job: str) -> list[dict[str, Any]]:
    steps = workflow()["jobs"][job]["steps"]
    assert isinstance(steps, list)
    return steps


def test_ci_run_runs_every_smoke_step_in_order() -> None:
    assert ci_run_steps() == list(smoke.STEPS)


def test_both_hosted_systems_run_the_same_smoke_steps_as_ci_run() -> None:
    jobs = workflow()["jobs"]
    assert {job: jobs[job]["runs-on"] for job in jobs} == {
        "windows": "windows-latest",
        "macos": "macos-latest",
    }
    for job in jobs:
        runs = [s["run"] for s in job_steps(job) if "packaging/smoke.py" in s.get("run", "")]
        assert len(runs) == 1, job
        assert smoke_steps(runs[0]) == ci_run_steps(), job


def test_the_build_is_the_documented_command_before_the_smoke_test() -> None:
    for job in workflow()["jobs"]:
        runs = [s.get("run", "") for s in job_steps(job)]
        build = runs.index("python packaging/build.py")
        assert any("packaging/smoke.py" in run for run in runs[build + 1 :]), job
    assert "packaging/build.py" in (ROOT / ".ci" / "bundle").read_text(encoding="utf-8")


def test_windows_wraps_a_per_user_installer_without_upx() -> None:
    runs = " ".join(s.get("run", "") for s in job_steps("windows"))
    assert "ISCC.exe" in runs and "/DAppVersion=" in runs
    script = (ROOT / "packaging" / "windows" / "scorekeeper.iss").read_text(encoding="utf-8")
    assert "PrivilegesRequired=lowest" in script
    assert "VersionInfoVersion={#AppVersion}" in script
    spec = (ROOT / "packaging" / "scorekeeper.spec").read_text(encoding="utf-8")
    assert "upx=True" not in spec and spec.count("upx=False") == 2


def test_macos_puts_the_app_in_a_dmg() -> None:
    runs = " ".join(s.get("run", "") for s in job_steps("macos"))
    assert "hdiutil create" in runs and "dist/Scorekeeper.app" in runs


def test_signing_steps_run_only_with_their_named_secrets() -> None:
    named = {
        "windows": {"WINDOWS_CERTIFICATE_PFX_BASE64", "WINDOWS_CERTIFICATE_PASSWORD"},
        "macos": {
            "MACOS_CERTIFICATE_P12_BASE64",
            "MACOS_CERTIFICATE_PASSWORD",
            "MACOS_SIGNING_IDENTITY",
            "APPLE_ID",
            "APPLE_TEAM_ID",
            "APPLE_APP_PASSWORD",
        },
    }
    header = WORKFLOW.read_text(encoding="utf-8").split("\nname:", 1)[0]  # the documentation
    for job, secrets in named.items():
        env = workflow()["jobs"][job]["env"]
        assert {name: env[name] for name in secrets} == {
            name: f"${{{{ secrets.{name} }}}}" for name in secrets
        }
        assert all(name in header for name in secrets)
        signing = [s for s in job_steps(job) if re.match(r"(Sign|Notarise) ", s.get("name", ""))]
        assert signing and all("!= ''" in s["if"] for s in signing), job
