// Placeholder: replaced by the QuakesUI module.
