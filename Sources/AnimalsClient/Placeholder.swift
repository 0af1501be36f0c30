// Placeholder: replaced by the AnimalsClient module.
