"""The phones' pages: templates (Jinja2, autoescaped), their stylesheet and script
(``scorekeeper/serve/pages.py`` reads them; ``docs/serve.md``)."""
