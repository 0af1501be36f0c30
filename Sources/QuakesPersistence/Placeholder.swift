// Placeholder: replaced by the QuakesPersistence module.
