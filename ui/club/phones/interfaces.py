"""This computer's network addresses a phones' server may listen on (Qt's
``QNetworkInterface``): each interface up and running, its IPv4 addresses (a
phone types or scans them), the loopback one labelled "this computer only". The
one chosen last is remembered in the settings; else the first address on a real
network is offered."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class Address:
    address: str
    label: str
    loopback: bool


def addresses() -> list[Address]:
    """The addresses to choose from: the networks' first, the loopback last."""
    found: list[Address] = []
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not (state & flags.IsUp and state & flags.IsRunning):
            continue
        loopback = bool(state & flags.IsLoopBack)
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            found.append(_address(ip.toString(), interface.humanReadableName(), loopback))
    if not any(a.address == LOOPBACK for a in found):
        found.append(_address(LOOPBACK, "lo", True))
    return sorted(found, key=lambda a: a.loopback)


def _address(address: str, name: str, loopback: bool) -> Address:
    if loopback:
        label = QCoreApplication.translate("Phones", "{address} (this computer only)")
    else:
        label = QCoreApplication.translate("Phones", "{address} (network {name})")
    return Address(address, label.format(address=address, name=name), loopback)


def preferred(choices: list[Address], remembered: str | None) -> int:
    """The index to offer: the remembered address, else the first on a network."""
    for i, choice in enumerate(choices):
        if choice.address == remembered:
            return i
    return 0
