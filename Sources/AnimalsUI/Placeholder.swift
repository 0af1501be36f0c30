// Placeholder: replaced by the AnimalsUI module.
