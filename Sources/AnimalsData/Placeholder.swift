// Placeholder: replaced by the AnimalsData module.
