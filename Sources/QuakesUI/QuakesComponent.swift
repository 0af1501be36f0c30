//  QuakesComponent.swift

import AppShell
import QuakesData

/// A part of the Quakes window with a body of its own (`Component`), on the Quakes store and the
/// window's local state.
protocol QuakesComponent : Component where State == QuakesState, Action == QuakesAction, Local == QuakesWindowState {}
