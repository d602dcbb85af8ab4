"""Scorekeeper: the Qt-free core (scoring engine, sessions, settlement, storage, export)."""

from __future__ import annotations

TYPE_CHECKING = False  # no typing at run time: every command imports this package
if TYPE_CHECKING:
    from importlib.metadata import PackageMetadata

__version__ = "0.1.0"  # pyproject's version; what --version says when not installed


def _metadata() -> PackageMetadata | None:
    """The metadata of the installed distribution that holds this package
    (importlib.metadata, whatever the distribution is named on PyPI: a wheel's,
    an editable install's, the bundle's copy), or ``None`` (a checkout, not installed)."""
    from importlib.metadata import PackageNotFoundError, metadata, packages_distributions

    for distribution in packages_distributions().get(__name__, []):
        try:
            return metadata(distribution)
        except PackageNotFoundError:  # pragma: no cover - listed, then gone
            continue
    return None


def installed_version() -> str:
    """The installed distribution's version, or ``__version__`` when there is none."""
    found = _metadata()
    return __version__ if found is None else str(found["Version"])


def project_url(label: str) -> str | None:
    """The address pyproject's ``[project.urls]`` gives ``label`` (``Releases``), as
    the installed distribution's metadata holds it (``Project-URL: Releases, https://…``);
    ``None`` when not installed or not given."""
    found = _metadata()
    for entry in (found.get_all("Project-URL") or []) if found is not None else []:
        name, _, url = str(entry).partition(",")
        if name.strip() == label:
            return url.strip()
    return None
