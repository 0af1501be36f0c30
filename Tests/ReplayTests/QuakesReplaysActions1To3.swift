//  QuakesReplaysActions1To3.swift
//  Written by the Quakes inspector: actions 1 to 3 of a recorded session, replayed
//  through the reducer by a store test that states every change as the session recorded it.

import QuakesData
import ImmutableDataTesting
import Testing

@MainActor @Test func quakesReplaysActions1To3() throws {
  try TestStore.replay(recording, statesAfter: statesAfter, version: 1, reducer: QuakesReducer.reduce)
}

/// The state before the first action, and the actions (an action log of version 1).
private let recording = #"""
{
  "actions" : [
    {
      "data" : {
        "_0" : {
          "cacheDidLoad" : {
            "_0" : [
              {
                "depth" : 3.22,
                "latitude" : 33.4863333,
                "longitude" : -116.7941667,
                "magnitude" : 0.96,
                "name" : "8km NE of Aguanga, CA",
                "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ci37532978",
                "quakeId" : "ci37532978",
                "time" : 572053575.47,
                "updated" : 572053793.5929999
              },
              {
                "depth" : 0,
                "latitude" : 64.6673,
                "longitude" : -148.9865,
                "magnitude" : 1.2,
                "name" : "11km NNE of North Nenana, Alaska",
                "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ak0192641ikq",
                "quakeId" : "ak0192641ikq",
                "time" : 572051709.2720001,
                "updated" : 572052011.283
              },
              {
                "depth" : 10,
                "latitude" : -12.1025,
                "longitude" : -74.2343,
                "magnitude" : 4.3,
                "name" : "69km NNW of Ayna, Peru",
                "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/us2000jizi",
                "quakeId" : "us2000jizi",
                "time" : 572051421.6700001,
                "updated" : 572053069.04
              }
            ]
          }
        }
      }
    },
    {
      "ui" : {
        "_0" : {
          "onTapDeleteSelected" : {
            "quakeId" : "ci37532978"
          }
        }
      }
    },
    {
      "ui" : {
        "_0" : {
          "onTapUndoDeleteSelected" : {
            "quake" : {
              "depth" : 3.22,
              "latitude" : 33.4863333,
              "longitude" : -116.7941667,
              "magnitude" : 0.96,
              "name" : "8km NE of Aguanga, CA",
              "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ci37532978",
              "quakeId" : "ci37532978",
              "time" : 572053575.47,
              "updated" : 572053793.5929999
            }
          }
        }
      }
    }
  ],
  "format" : "immutabledata-action-log",
  "initialState" : {
    "quakes" : {

    }
  },
  "version" : 1
}
"""#

/// The state after each action.
private let statesAfter = #"""
[
  {
    "cacheStatus" : {
      "success" : {

      }
    },
    "quakes" : {
      "ak0192641ikq" : {
        "depth" : 0,
        "latitude" : 64.6673,
        "longitude" : -148.9865,
        "magnitude" : 1.2,
        "name" : "11km NNE of North Nenana, Alaska",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ak0192641ikq",
        "quakeId" : "ak0192641ikq",
        "time" : 572051709.2720001,
        "updated" : 572052011.283
      },
      "ci37532978" : {
        "depth" : 3.22,
        "latitude" : 33.4863333,
        "longitude" : -116.7941667,
        "magnitude" : 0.96,
        "name" : "8km NE of Aguanga, CA",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ci37532978",
        "quakeId" : "ci37532978",
        "time" : 572053575.47,
        "updated" : 572053793.5929999
      },
      "us2000jizi" : {
        "depth" : 10,
        "latitude" : -12.1025,
        "longitude" : -74.2343,
        "magnitude" : 4.3,
        "name" : "69km NNW of Ayna, Peru",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/us2000jizi",
        "quakeId" : "us2000jizi",
        "time" : 572051421.6700001,
        "updated" : 572053069.04
      }
    }
  },
  {
    "cacheStatus" : {
      "success" : {

      }
    },
    "quakes" : {
      "ak0192641ikq" : {
        "depth" : 0,
        "latitude" : 64.6673,
        "longitude" : -148.9865,
        "magnitude" : 1.2,
        "name" : "11km NNE of North Nenana, Alaska",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ak0192641ikq",
        "quakeId" : "ak0192641ikq",
        "time" : 572051709.2720001,
        "updated" : 572052011.283
      },
      "us2000jizi" : {
        "depth" : 10,
        "latitude" : -12.1025,
        "longitude" : -74.2343,
        "magnitude" : 4.3,
        "name" : "69km NNW of Ayna, Peru",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/us2000jizi",
        "quakeId" : "us2000jizi",
        "time" : 572051421.6700001,
        "updated" : 572053069.04
      }
    }
  },
  {
    "cacheStatus" : {
      "success" : {

      }
    },
    "quakes" : {
      "ak0192641ikq" : {
        "depth" : 0,
        "latitude" : 64.6673,
        "longitude" : -148.9865,
        "magnitude" : 1.2,
        "name" : "11km NNE of North Nenana, Alaska",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ak0192641ikq",
        "quakeId" : "ak0192641ikq",
        "time" : 572051709.2720001,
        "updated" : 572052011.283
      },
      "ci37532978" : {
        "depth" : 3.22,
        "latitude" : 33.4863333,
        "longitude" : -116.7941667,
        "magnitude" : 0.96,
        "name" : "8km NE of Aguanga, CA",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/ci37532978",
        "quakeId" : "ci37532978",
        "time" : 572053575.47,
        "updated" : 572053793.5929999
      },
      "us2000jizi" : {
        "depth" : 10,
        "latitude" : -12.1025,
        "longitude" : -74.2343,
        "magnitude" : 4.3,
        "name" : "69km NNW of Ayna, Peru",
        "page" : "https:\/\/earthquake.usgs.gov\/earthquakes\/eventpage\/us2000jizi",
        "quakeId" : "us2000jizi",
        "time" : 572051421.6700001,
        "updated" : 572053069.04
      }
    }
  }
]
"""#
