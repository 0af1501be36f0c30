//  QuakeMapInput.swift

import AppShell
import DeclarativeViews
import Foundation
import QuakesData

/// What the map does with input: a drag pans, the wheel zooms around the pointer, a pinch zooms around
/// the fingers, a double click zooms in there; with the keyboard focus, + and − zoom, 0 shows the
/// whole world and the arrow keys pan.
enum QuakeMapInput {
  /// Each wheel step zooms by this factor (in or out).
  static let wheelStep = 1.5
  /// The arrow keys move the map by this part of its size.
  static let arrowStep = 0.125

  static func handle(_ input: CanvasInput, canvas: MapCanvas, context: WindowContext<QuakesState, QuakesAction, QuakesWindowState>) -> Bool {
    let width = input.width, height = input.height
    switch input.kind {
    case .dragBegan, .pinchBegan:
      canvas.gestureStart = context.local.viewport
    case .dragMoved(let dx, let dy):
      guard let start = canvas.gestureStart else { return false }
      context.update { $0.viewport = start.panned(dx: dx, dy: dy, width: width, height: height) }
    case .dragEnded:
      canvas.gestureStart = nil
    case .pinched(let scale, let x, let y):
      guard let start = canvas.gestureStart else { return false }
      context.update { $0.viewport = start.zoomed(by: scale, aroundX: x, y: y, width: width, height: height) }
    case .scrolled(let steps, let x, let y):
      guard steps.isFinite else { return false }
      let factor = pow(Self.wheelStep, -min(max(steps, -8), 8))
      context.update { $0.viewport = $0.viewport.zoomed(by: factor, aroundX: x, y: y, width: width, height: height) }
    case .doubleClicked(let x, let y):
      context.update { $0.viewport = $0.viewport.zoomed(by: 2, aroundX: x, y: y, width: width, height: height) }
    case .key(let key):
      return Self.handle(key: key, width: width, height: height, context: context)
    }
    return true
  }

  private static func handle(key: String, width: Int, height: Int, context: WindowContext<QuakesState, QuakesAction, QuakesWindowState>) -> Bool {
    let pan = Self.arrowStep
    let change: (MapViewport) -> MapViewport
    switch key {
    case "+", "=": change = { $0.zoomed(by: 2, width: width, height: height) }
    case "-", "−": change = { $0.zoomed(by: 0.5, width: width, height: height) }
    case "0": change = { _ in MapViewport() }
    case "Left", "KP_Left": change = { $0.panned(dx: Double(width) * pan, dy: 0, width: width, height: height) }
    case "Right", "KP_Right": change = { $0.panned(dx: -Double(width) * pan, dy: 0, width: width, height: height) }
    case "Up", "KP_Up": change = { $0.panned(dx: 0, dy: Double(height) * pan, width: width, height: height) }
    case "Down", "KP_Down": change = { $0.panned(dx: 0, dy: -Double(height) * pan, width: width, height: height) }
    default: return false
    }
    context.update { $0.viewport = change($0.viewport) }
    return true
  }
}
