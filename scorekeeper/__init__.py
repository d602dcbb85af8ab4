"""Scorekeeper: the Qt-free core (scoring engine, sessions, settlement, storage, export)."""

__version__ = "0.1.0"  # pyproject's version; what --version says when not installed


def installed_version() -> str:
    """The version of the installed distribution that holds this package
    (importlib.metadata, whatever the distribution is named on PyPI), or
    ``__version__`` when there is none (run from a checkout, not installed)."""
    from importlib.metadata import PackageNotFoundError, packages_distributions, version

    for distribution in packages_distributions().get(__name__, []):
        try:
            return version(distribution)
        except PackageNotFoundError:  # pragma: no cover - listed, then gone
            continue
    return __version__
