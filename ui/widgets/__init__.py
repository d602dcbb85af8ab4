"""What every screen shares: translations, settings, message boxes, crash reporting,
choice boxes, colours, screen fit, the house-rule form."""
