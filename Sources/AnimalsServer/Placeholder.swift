// Placeholder: replaced by the AnimalsServer module.
