//  AnimalsComponent.swift

import AnimalsData
import AppShell

/// A part of the Animals window with a body of its own (`Component`), on the Animals store and the
/// window's local state.
protocol AnimalsComponent : Component where State == AnimalsState, Action == AnimalsAction, Local == AnimalsWindowLocal {}
