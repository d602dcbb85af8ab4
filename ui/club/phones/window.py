"""Club ▸ Phones…: a window beside the main one (not modal: the evening goes on
while it is open). The server is **off** until switched on; the address it
listens on is one of this computer's (:mod:`.interfaces`, the last one chosen
remembered), the port 8765 unless changed. Switched on, it serves the open
sessions (as ``scorekeeper serve`` does by default) and shows each link with its
QR code (:mod:`.links_view`), "Print QR codes…" (the PDF of
:func:`~scorekeeper.export.qr_sheet.write_qr_sheet`), and the organiser's view
(:mod:`.organiser_view`), read again every 2 seconds while the window is shown.
Switching off, or closing the main window, stops the server; the links stay valid
for the evening unless it is ended."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_ui.club.phones.interfaces import addresses, preferred
from scorekeeper_ui.club.phones.links_view import LinksView
from scorekeeper_ui.club.phones.organiser_view import OrganiserView
from scorekeeper_ui.widgets import dialogs
from scorekeeper_ui.widgets.i18n import language

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QShowEvent

    from scorekeeper_ui.club.phones.server import PhoneServer, ServedStore
    from scorekeeper_ui.widgets.settings import AppSettings

DEFAULT_PORT = 8765  # as ``scorekeeper serve``
LOOK_EVERY_MS = 2000  # the organiser's view is read again this often while shown


class PhonesWindow(QWidget):
    """The phones' server and its links (see the module docstring)."""

    def __init__(
        self,
        server: PhoneServer,
        store: ServedStore,
        settings: AppSettings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("phones")
        self.setWindowTitle(QCoreApplication.translate("Phones", "Phones"))
        self._store, self._settings = store, settings
        self.server = server  # the club's: it outlives this window on a language switch
        self.choices = addresses()
        self.address = QComboBox(self)
        for choice in self.choices:
            self.address.addItem(choice.label, choice.address)
        self.address.setCurrentIndex(preferred(self.choices, settings.phones_address()))
        self.address_error = _error_label(self)
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(settings.phones_port(DEFAULT_PORT))
        self.port_error = _error_label(self)
        self.switch = QPushButton(self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.links = LinksView(self)
        self.print_codes = QPushButton(QCoreApplication.translate("Phones", "&Print QR codes…"))
        self.organiser = OrganiserView(self.end_evening, self)
        self.tabs = QTabWidget(self)
        self._build()
        self._timer = QTimer(self)
        self._timer.setInterval(LOOK_EVERY_MS)
        self._timer.timeout.connect(self.refresh)
        self.switch.clicked.connect(self._on_switch)
        self.print_codes.clicked.connect(self.print_qr_codes)
        self._show_state()

    def _build(self) -> None:
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("Phones", "&Address:"), self.address)
        form.addRow("", self.address_error)
        form.addRow(QCoreApplication.translate("Phones", "Po&rt:"), self.port)
        form.addRow("", self.port_error)
        top = QHBoxLayout()
        top.addLayout(form, 1)
        top.addWidget(self.switch, 0, Qt.AlignmentFlag.AlignTop)
        links_tab = QWidget()
        links = QVBoxLayout(links_tab)
        links.addWidget(self.links, 1)
        links.addWidget(self.print_codes, 0, Qt.AlignmentFlag.AlignRight)
        self.tabs.addTab(links_tab, QCoreApplication.translate("Phones", "Links"))
        self.tabs.addTab(self.organiser, QCoreApplication.translate("Phones", "Organiser"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        self.resize(760, 820)

    # ----- on and off -----
    def _on_switch(self) -> None:
        if self.server.running():
            self.switch_off()
        else:
            self.switch_on()

    def switch_on(self) -> bool:
        """Start serving on the chosen address and port; a refusal is said at its
        field. Whether it serves."""
        address, port = str(self.address.currentData()), self.port.value()
        self.address_error.hide()
        self.port_error.hide()
        try:
            self.server.start(address, port)
        except ValueError as err:
            _say(self.address_error, str(err))
        except OSError as err:
            self._refused(err, port)
        else:
            self._settings.set_phones_server(address, port)
        self._show_state()
        return self.server.running()

    def _refused(self, err: OSError, port: int) -> None:
        if err.errno == errno.EADDRINUSE:
            text = QCoreApplication.translate(
                "Phones", "Port {port} is in use by another program: choose another."
            )
            _say(self.port_error, text.format(port=port))
        elif err.errno == errno.EACCES:
            text = QCoreApplication.translate(
                "Phones", "Port {port} is reserved on this computer: choose one above 1023."
            )
            _say(self.port_error, text.format(port=port))
        else:
            text = QCoreApplication.translate(
                "Phones", "This computer cannot listen on this address: {why}"
            )
            _say(self.address_error, text.format(why=err.strerror or err))

    def switch_off(self) -> None:
        """Stop serving (no thread left, the port free); the links stay valid."""
        self.server.stop()
        self._show_state()

    def end_evening(self) -> None:
        """After a confirmation: every link and phone expires, the server stops."""
        if not dialogs.confirm(
            self,
            QCoreApplication.translate("Phones", "End the evening"),
            QCoreApplication.translate(
                "Phones",
                "Every link and every phone expires now: the printed codes open nothing "
                "any more. Switching on again makes new links.",
            ),
        ):
            return
        self.server.end_evening()
        self._show_state()

    # ----- what is shown -----
    def _show_state(self) -> None:
        on = self.server.running()
        self.switch.setText(
            QCoreApplication.translate("Phones", "Switch &off")
            if on
            else QCoreApplication.translate("Phones", "Switch &on")
        )
        self.address.setEnabled(not on)
        self.port.setEnabled(not on)
        self.print_codes.setEnabled(on)
        if on:
            self.status.setText(
                QCoreApplication.translate(
                    "Phones",
                    "On: phones on this network open the links below (plain HTTP: "
                    "anyone on the network can see the pages' traffic).",
                )
            )
            self._timer.start()
        else:
            self.status.setText(
                QCoreApplication.translate(
                    "Phones", "Off: no phone can reach this computer's sessions."
                )
            )
            self._timer.stop()
        self.refresh()

    def refresh(self) -> None:
        """The links (a session opened since gets its own) and the organiser's view."""
        from scorekeeper.session.store import StorageError

        try:
            if self.server.running():
                self.server.share_open()
            self.links.set_links(self.captioned())
            self.organiser.refresh(
                self._store, self.server.keyring if self.server.running() else None
            )
        except StorageError:
            return  # busy: the next look

    def captioned(self) -> list[tuple[str, str]]:
        """Each link as (caption in the window's language, URL)."""
        from scorekeeper.serve.sharing import captioned_links

        return captioned_links(self.server.links(), language())

    def print_qr_codes(self) -> None:
        """Write the PDF of the QR codes, then offer to open it."""
        from scorekeeper.export.qr_sheet import write_qr_sheet

        title = QCoreApplication.translate("Phones", "Print QR codes")
        path = dialogs.ask_save_path(
            self, title, "qr-codes.pdf", dialogs.pdf_filter(), self._settings, "pdf"
        )
        if path is None:
            return
        try:
            write_qr_sheet(self.captioned(), Path(path))
        except OSError as err:
            dialogs.show_error(self, title, f"{Path(path).name}: {err.strerror or err}")
            return
        text = QCoreApplication.translate("Phones", "{name} is written. Open it now to print it?")
        if dialogs.offer(self, title, text.format(name=Path(path).name)):
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing this window hides it: the server goes on until switched off or
        the main window closes."""
        self._timer.stop()
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.server.running():
            self._timer.start()
        self.refresh()


def _error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName("fieldError")
    label.setWordWrap(True)
    label.setStyleSheet("color: #c0392b;")
    label.hide()
    return label


def _say(label: QLabel, text: str) -> None:
    label.setText(text)
    label.show()
