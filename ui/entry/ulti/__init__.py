"""The Ulti deal form (:mod:`.form`), in parts: the contract typed and matched
against the bid table (:mod:`.contract`, :mod:`.bidtext`), the Kontra levels
(:mod:`.kontra`) and the result rows (:mod:`.result`)."""
