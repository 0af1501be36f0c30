// Placeholder: replaced by the QuakesFeed module.
