"""Each security protection removed in turn, and the test that guards it run: it
must fail (``docs/serve.md``, "Security"). Slow (a server per test), so not part of
the suite; run it after changing a protection or its test:

    .venv/bin/python tests/serve/protections.py [WORD...]   # only the tests naming WORD

Each line: the file, the text of the protection, what it becomes, the test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVE = "scorekeeper/serve/"
CSRF_LINE = "                    await self.gate.check_csrf(request, caller)\n"
ROLE_CHECK = (
    "        if wanted not in device.grants:\n            raise Refusal(403, words.FORBIDDEN)\n"
)
SCORE_CSRF = "Grant(grant.role.__class__.SCORE, grant.table)"
HIDING = "    if not hidden:\n        return view\n"
HIDDEN_ID = 'return f"{self.version}h" if self.hidden else str(self.version)'
BEARER_ROLE = (
    "            if found.grant != wanted:\n                raise Refusal(403, words.FORBIDDEN)\n"
)
REMOVALS = [
    (SERVE + "capability.py", "LINK_BYTES = 24", "LINK_BYTES = 8", "test_tokens_carry"),
    (SERVE + "endpoints.py", "            httponly=True,\n", "", "test_the_first_visit"),
    (SERVE + "endpoints.py", '            samesite="strict",\n', "", "test_the_first_visit"),
    (
        SERVE + "capability.py",
        "return found if found is not None and self._alive(found.expires) else None",
        "return found",
        "test_a_link_expires_after_its_evening",
    ),
    (SERVE + "access.py", "self.throttle.failed(address)", "pass", "test_guessing_is_throttled"),
    (SERVE + "app.py", CSRF_LINE, "", "test_every_change_needs_the_csrf_token"),
    (SERVE + "app.py", CSRF_LINE, "", "test_the_form_needs_the_score_page_s_csrf_token"),
    (SERVE + "routes.py", 'Route("POST", "/forget"', 'Route("GET", "/forget"', "test_a_get"),
    (
        SERVE + "guard.py",
        "if _host(scope) not in self.hosts():",
        "if False:",
        "test_only_the_address",
    ),
    (SERVE + "guard.py", "message = _with_headers(message)", "pass", "test_every_response"),
    (
        SERVE + "server.py",
        'logging.getLogger("uvicorn.access").disabled = True',
        "pass",
        "test_no_url_is_logged",
    ),
    (
        SERVE + "endpoints.py",
        "csrf = self.keyring.csrf(caller.device, grant)",
        f"csrf = self.keyring.csrf(caller.device, {SCORE_CSRF})",
        "test_a_follow_page_holds_no",
    ),
    (SERVE + "access.py", ROLE_CHECK, "", "test_a_page_opens_only_for_its_role"),
    (SERVE + "capability.py", "grant.scope.encode()", 'b"any"', "test_a_csrf_token_is_bound"),
    (SERVE + "pages.py", "autoescape=True,", "autoescape=False,", "test_hostile_names"),
    # the organiser's: standings hidden from the pages and their events, and only the
    # organiser's token reaches a correction
    (SERVE + "view.py", HIDING, "    return view\n", "test_hidden_standings_leave"),
    (SERVE + "live.py", HIDDEN_ID, "return str(self.version)", "test_hidden_standings_leave"),
    (SERVE + "access.py", BEARER_ROLE, "", "test_a_score_link_never_changes"),
]


def still_passes(path: str, protection: str, removed: str, test: str) -> bool:
    file = ROOT / path
    text = file.read_text(encoding="utf-8")
    assert text.count(protection) == 1, (path, protection)
    file.write_text(text.replace(protection, removed), encoding="utf-8")
    try:
        command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider"]
        run = subprocess.run([*command, "tests/serve", "-k", test], cwd=ROOT, capture_output=True)
        return run.returncode == 0
    finally:
        file.write_text(text, encoding="utf-8")


def main(words: list[str]) -> int:
    bad = 0
    for path, protection, removed, test in REMOVALS:
        if words and not any(w in test for w in words):
            continue
        passes = still_passes(path, protection, removed, test)
        bad += passes
        print(f"{'STILL PASSES' if passes else 'fails, as it must'}: {test} ({path})")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
