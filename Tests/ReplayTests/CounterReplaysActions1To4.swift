//  CounterReplaysActions1To4.swift
//  Written by the Counter inspector: actions 1 to 4 of a recorded session, replayed
//  through the reducer by a store test that states every change as the session recorded it.

import CounterData
import ImmutableDataTesting
import Testing

@MainActor @Test func counterReplaysActions1To4() throws {
  try TestStore.replay(recording, statesAfter: statesAfter, version: 1, reducer: CounterReducer.reduce)
}

/// The state before the first action, and the actions (an action log of version 1).
private let recording = #"""
{
  "actions" : [
    {
      "didTapIncrement" : {

      }
    },
    {
      "didTapIncrement" : {

      }
    },
    {
      "didTapDecrement" : {

      }
    },
    {
      "didTapUndo" : {

      }
    }
  ],
  "format" : "immutabledata-action-log",
  "initialState" : {
    "history" : {
      "limit" : 1000,
      "redo" : [

      ],
      "undo" : [

      ]
    },
    "value" : 0
  },
  "version" : 1
}
"""#

/// The state after each action.
private let statesAfter = #"""
[
  {
    "history" : {
      "limit" : 1000,
      "redo" : [

      ],
      "undo" : [
        {
          "didTapIncrement" : {

          }
        }
      ]
    },
    "value" : 1
  },
  {
    "history" : {
      "limit" : 1000,
      "redo" : [

      ],
      "undo" : [
        {
          "didTapIncrement" : {

          }
        },
        {
          "didTapIncrement" : {

          }
        }
      ]
    },
    "value" : 2
  },
  {
    "history" : {
      "limit" : 1000,
      "redo" : [

      ],
      "undo" : [
        {
          "didTapIncrement" : {

          }
        },
        {
          "didTapIncrement" : {

          }
        },
        {
          "didTapDecrement" : {

          }
        }
      ]
    },
    "value" : 1
  },
  {
    "history" : {
      "limit" : 1000,
      "redo" : [
        {
          "didTapDecrement" : {

          }
        }
      ],
      "undo" : [
        {
          "didTapIncrement" : {

          }
        },
        {
          "didTapIncrement" : {

          }
        }
      ]
    },
    "value" : 2
  }
]
"""#
