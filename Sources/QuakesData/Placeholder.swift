// Placeholder: replaced by the QuakesData module.
