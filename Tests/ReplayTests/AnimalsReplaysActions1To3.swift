//  AnimalsReplaysActions1To3.swift
//  Written by the Animals inspector: actions 1 to 3 of a recorded session, replayed
//  through the reducer by a store test that states every change as the session recorded it.

import AnimalsData
import ImmutableDataTesting
import Testing

@MainActor @Test func animalsReplaysActions1To3() throws {
  try TestStore.replay(recording, statesAfter: statesAfter, version: 2, reducer: AnimalsReducer.reduce)
}

/// The state before the first action, and the actions (an action log of version 2).
private let recording = #"""
{
  "actions" : [
    {
      "data" : {
        "_0" : {
          "didFetchCategories" : {
            "_0" : {
              "success" : {
                "_0" : [
                  {
                    "categoryId" : "Amphibian",
                    "name" : "Amphibian"
                  },
                  {
                    "categoryId" : "Bird",
                    "name" : "Bird"
                  },
                  {
                    "categoryId" : "Fish",
                    "name" : "Fish"
                  },
                  {
                    "categoryId" : "Invertebrate",
                    "name" : "Invertebrate"
                  },
                  {
                    "categoryId" : "Mammal",
                    "name" : "Mammal"
                  },
                  {
                    "categoryId" : "Reptile",
                    "name" : "Reptile"
                  }
                ]
              }
            }
          }
        }
      }
    },
    {
      "data" : {
        "_0" : {
          "didFetchAnimals" : {
            "_0" : {
              "success" : {
                "_0" : [
                  {
                    "animalId" : "Dog",
                    "categoryId" : "Mammal",
                    "diet" : "Carnivore",
                    "name" : "Dog",
                    "version" : 1
                  },
                  {
                    "animalId" : "Cat",
                    "categoryId" : "Mammal",
                    "diet" : "Carnivore",
                    "name" : "Cat",
                    "version" : 1
                  },
                  {
                    "animalId" : "Kangaroo",
                    "categoryId" : "Mammal",
                    "diet" : "Herbivore",
                    "name" : "Red kangaroo",
                    "version" : 1
                  },
                  {
                    "animalId" : "Gibbon",
                    "categoryId" : "Mammal",
                    "diet" : "Herbivore",
                    "name" : "Southern gibbon",
                    "version" : 1
                  },
                  {
                    "animalId" : "Sparrow",
                    "categoryId" : "Bird",
                    "diet" : "Omnivore",
                    "name" : "House sparrow",
                    "version" : 1
                  },
                  {
                    "animalId" : "Newt",
                    "categoryId" : "Amphibian",
                    "diet" : "Carnivore",
                    "name" : "Newt",
                    "version" : 1
                  }
                ]
              }
            }
          }
        }
      }
    },
    {
      "ui" : {
        "_0" : {
          "didConfirmDeleteAnimal" : {
            "animalId" : "Kangaroo"
          }
        }
      }
    }
  ],
  "format" : "immutabledata-action-log",
  "initialState" : {
    "animals" : {
      "conflicts" : {

      },
      "data" : {

      },
      "queue" : {

      }
    },
    "categories" : {
      "data" : {

      }
    },
    "history" : {
      "limit" : 100,
      "redo" : [

      ],
      "undo" : [

      ]
    }
  },
  "version" : 2
}
"""#

/// The state after each action.
private let statesAfter = #"""
[
  {
    "animals" : {
      "conflicts" : {

      },
      "data" : {

      },
      "queue" : {

      }
    },
    "categories" : {
      "data" : {
        "Amphibian" : {
          "categoryId" : "Amphibian",
          "name" : "Amphibian"
        },
        "Bird" : {
          "categoryId" : "Bird",
          "name" : "Bird"
        },
        "Fish" : {
          "categoryId" : "Fish",
          "name" : "Fish"
        },
        "Invertebrate" : {
          "categoryId" : "Invertebrate",
          "name" : "Invertebrate"
        },
        "Mammal" : {
          "categoryId" : "Mammal",
          "name" : "Mammal"
        },
        "Reptile" : {
          "categoryId" : "Reptile",
          "name" : "Reptile"
        }
      },
      "status" : {
        "success" : {

        }
      }
    },
    "history" : {
      "limit" : 100,
      "redo" : [

      ],
      "undo" : [

      ]
    }
  },
  {
    "animals" : {
      "conflicts" : {

      },
      "data" : {
        "Cat" : {
          "animalId" : "Cat",
          "categoryId" : "Mammal",
          "diet" : "Carnivore",
          "name" : "Cat",
          "version" : 1
        },
        "Dog" : {
          "animalId" : "Dog",
          "categoryId" : "Mammal",
          "diet" : "Carnivore",
          "name" : "Dog",
          "version" : 1
        },
        "Gibbon" : {
          "animalId" : "Gibbon",
          "categoryId" : "Mammal",
          "diet" : "Herbivore",
          "name" : "Southern gibbon",
          "version" : 1
        },
        "Kangaroo" : {
          "animalId" : "Kangaroo",
          "categoryId" : "Mammal",
          "diet" : "Herbivore",
          "name" : "Red kangaroo",
          "version" : 1
        },
        "Newt" : {
          "animalId" : "Newt",
          "categoryId" : "Amphibian",
          "diet" : "Carnivore",
          "name" : "Newt",
          "version" : 1
        },
        "Sparrow" : {
          "animalId" : "Sparrow",
          "categoryId" : "Bird",
          "diet" : "Omnivore",
          "name" : "House sparrow",
          "version" : 1
        }
      },
      "queue" : {

      },
      "status" : {
        "success" : {

        }
      }
    },
    "categories" : {
      "data" : {
        "Amphibian" : {
          "categoryId" : "Amphibian",
          "name" : "Amphibian"
        },
        "Bird" : {
          "categoryId" : "Bird",
          "name" : "Bird"
        },
        "Fish" : {
          "categoryId" : "Fish",
          "name" : "Fish"
        },
        "Invertebrate" : {
          "categoryId" : "Invertebrate",
          "name" : "Invertebrate"
        },
        "Mammal" : {
          "categoryId" : "Mammal",
          "name" : "Mammal"
        },
        "Reptile" : {
          "categoryId" : "Reptile",
          "name" : "Reptile"
        }
      },
      "status" : {
        "success" : {

        }
      }
    },
    "history" : {
      "limit" : 100,
      "redo" : [

      ],
      "undo" : [

      ]
    }
  },
  {
    "animals" : {
      "conflicts" : {

      },
      "data" : {
        "Cat" : {
          "animalId" : "Cat",
          "categoryId" : "Mammal",
          "diet" : "Carnivore",
          "name" : "Cat",
          "version" : 1
        },
        "Dog" : {
          "animalId" : "Dog",
          "categoryId" : "Mammal",
          "diet" : "Carnivore",
          "name" : "Dog",
          "version" : 1
        },
        "Gibbon" : {
          "animalId" : "Gibbon",
          "categoryId" : "Mammal",
          "diet" : "Herbivore",
          "name" : "Southern gibbon",
          "version" : 1
        },
        "Kangaroo" : {
          "animalId" : "Kangaroo",
          "categoryId" : "Mammal",
          "diet" : "Herbivore",
          "name" : "Red kangaroo",
          "version" : 1
        },
        "Newt" : {
          "animalId" : "Newt",
          "categoryId" : "Amphibian",
          "diet" : "Carnivore",
          "name" : "Newt",
          "version" : 1
        },
        "Sparrow" : {
          "animalId" : "Sparrow",
          "categoryId" : "Bird",
          "diet" : "Omnivore",
          "name" : "House sparrow",
          "version" : 1
        }
      },
      "queue" : {
        "Kangaroo" : {
          "waiting" : {

          }
        }
      },
      "status" : {
        "success" : {

        }
      }
    },
    "categories" : {
      "data" : {
        "Amphibian" : {
          "categoryId" : "Amphibian",
          "name" : "Amphibian"
        },
        "Bird" : {
          "categoryId" : "Bird",
          "name" : "Bird"
        },
        "Fish" : {
          "categoryId" : "Fish",
          "name" : "Fish"
        },
        "Invertebrate" : {
          "categoryId" : "Invertebrate",
          "name" : "Invertebrate"
        },
        "Mammal" : {
          "categoryId" : "Mammal",
          "name" : "Mammal"
        },
        "Reptile" : {
          "categoryId" : "Reptile",
          "name" : "Reptile"
        }
      },
      "status" : {
        "success" : {

        }
      }
    },
    "history" : {
      "limit" : 100,
      "redo" : [

      ],
      "undo" : [

      ]
    }
  }
]
"""#
