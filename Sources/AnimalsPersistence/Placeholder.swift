// Placeholder: replaced by the AnimalsPersistence module.
