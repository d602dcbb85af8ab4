"""Words as data: message templates, the catalogs, the glossary, numbers and money."""
