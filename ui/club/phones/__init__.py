"""Club ▸ Phones… (issue 26, ``docs/serve.md``, "In the window"): the phones'
server beside the window (:mod:`.server`), off until switched on, on one chosen
network address (:mod:`.interfaces`); each link with its QR code on screen
(:mod:`.links_view`, :mod:`.codes`) and on a printed sheet; the organiser's view
of every table and the phones (:mod:`.organiser_view`); the window holding them
(:mod:`.window`)."""
