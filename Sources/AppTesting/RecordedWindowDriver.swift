//  RecordedWindowDriver.swift

import AppRuntime
import Foundation
import DeclarativeViews
import ImmutableUI

/// Drives a window with no display (`RecordedWindowSurface`): its controls are read from its views as
/// the GTK backend would show them, and acting on one fires the event its widget would report.
@MainActor final class RecordedWindowDriver : WindowDriver {
  let window: any WindowHosting
  private let surface: RecordedWindowSurface
  private let scheduler: ManualScheduler?
  /// The focused control, by role and name (the window re-renders its views at every step).
  /// The focused control: by its view's name when it has one (GTK keeps the focus on a widget whose
  /// label changes), else by its role and accessible name.
  private var focus: (role: AccessibleRole, name: String?, viewName: String?)?
  /// The surface's focused view as last seen: when the window moves the focus (`context.focus(name:)`),
  /// it takes over from the test's.
  private var surfaceFocus: String?

  init(window: any WindowHosting, surface: RecordedWindowSurface, scheduler: ManualScheduler?) {
    self.window = window
    self.surface = surface
    self.scheduler = scheduler
  }

  func settle() {
    for _ in 0..<1_000 {
      self.scheduler?.runPending()
      self.window.renderIfNeeded()
      if (self.scheduler?.pendingCount ?? 0) == 0 { return }
    }
  }

  private var reader: RecordedControls {
    RecordedControls(gate: self.surface.root?.handlers.gate)
  }

  private var dialog: View? {
    self.surface.view.flatMap(RecordedControls.dialog(in:))
  }

  var showsDialog: Bool {
    self.dialog != nil
  }

  var controls: [WindowControl] {
    guard let root = self.dialog ?? self.surface.view else { return [] }
    return self.reader.controls(in: root)
  }

  var focused: WindowControl? {
    let controls = self.controls
    if self.surface.focusedName != self.surfaceFocus {
      self.surfaceFocus = self.surface.focusedName
      if let name = self.surfaceFocus, let index = controls.firstIndex(where: { $0.recorded?.view.name == name }) {
        // A focused list puts the focus on its selected row, or its first.
        let rows = controls[(index + 1)...].prefix { $0.role == .listItem || $0.role == .row || $0.role == .gridCell || !AccessibleRole.operable.contains($0.role) }
        let control = controls[index].role == .list || controls[index].role == .grid || controls[index].role == .treeGrid
          ? rows.first { $0.isSelected == true } ?? rows.first { AccessibleRole.operable.contains($0.role) } ?? controls[index]
          : controls[index]
        self.focus = (control.role, control.name, control.recorded?.view.name)
      }
    }
    guard let focus else {
      // As GTK does when it shows a window: the first control that takes the focus has it.
      guard let first = Self.focusStops(in: controls).first else { return nil }
      self.setFocus(first)
      return first
    }
    // Only a name one control has: rows of a list may repeat theirs.
    let named = focus.viewName.map { viewName in controls.filter { $0.role == focus.role && $0.recorded?.view.name == viewName } } ?? []
    if named.count == 1 {
      return named[0]
    }
    return controls.first { $0.role == focus.role && $0.name == focus.name }
  }

  /// The controls Tab goes through, in order: the operable ones that can be used now (a list's rows,
  /// not the list).
  private static func focusStops(in controls: [WindowControl]) -> [WindowControl] {
    controls.filter { AccessibleRole.operable.contains($0.role) && $0.isEnabled && $0.role != .list }
  }

  private func setFocus(_ control: WindowControl) {
    self.focus = (control.role, control.name, control.recorded?.view.name)
    self.surface.userMovedFocus()
    self.surfaceFocus = nil
  }

  func click(_ control: WindowControl) throws {
    switch control.recorded?.act {
    case .click(let handlers)?:
      handlers.fire(.clicked)
      if control.role == .link { handlers.fire(.linkClicked) }
    case .toggle(let handlers, let isOn)?:
      handlers.fire(.toggled, bool: isOn)
    case .chooseIndex(let handlers, let index)?:
      handlers.fire(.selectionChanged, index: index)
    case .page(let handlers, let name)?:
      handlers.fire(.pageChanged, key: name)
    case .closeTab(let handlers, let name)?:
      handlers.fire(.tabClosed, key: name)
    case .respond(let handlers, let id)?:
      handlers.fire(.response, key: id)
    case .toast(let handlers, let toast)?:
      if let action = toast.action { _ = self.surface.activateAction(action) }
      handlers.fire(.toastDismissed, key: toast.id)
    case .row(let handlers, let key, _)?:
      handlers.fire(.selectionChanged, key: key)
    default:
      throw WindowTestError.unavailable("the \(control.announcement) does nothing when clicked")
    }
    self.setFocus(control)
    self.settle()
  }

  func choose(row: WindowControl) throws {
    guard case .row(let handlers, let key, _)? = row.recorded?.act else {
      throw WindowTestError.unavailable("the \(row.announcement) cannot be chosen")
    }
    handlers.fire(.selectionChanged, key: key)
    self.setFocus(row)
    self.settle()
  }

  func choose(_ choice: String, in boxes: [WindowControl]) -> Bool {
    for box in boxes {
      guard case .choices(let handlers, let choices)? = box.recorded?.act, let index = choices.firstIndex(of: choice) else { continue }
      handlers.fire(.selectionChanged, index: index)
      self.settle()
      return true
    }
    return false
  }

  func type(_ text: String, into field: WindowControl) throws {
    switch field.recorded?.act {
    case .field(let handlers)?:
      self.setFocus(field)
      handlers.fire(.textChanged, text: text)
    case .number(let handlers)?:
      // As GTK's spin button: a number becomes its value; other text leaves the value as it was.
      self.setFocus(field)
      if let value = Double(text.trimmingCharacters(in: .whitespaces)) {
        handlers.fire(.valueChanged, double: value)
      }
    default:
      throw WindowTestError.unavailable("the \(field.announcement) takes no text")
    }
    self.settle()
  }

  func message(sentBy control: WindowControl, on event: Event) -> Message? {
    control.recorded?.view.sentMessage(on: event)
  }

  /// Tab and Shift+Tab go through the operable controls in the window's order; Up and Down go through
  /// the rows of the focused list, selecting them; Return activates the focused control.
  func resize(width: Int) {
    self.surface.resize(width: width)
  }

  func dropFile(_ path: String) -> Bool {
    func taker(in view: View) -> View? {
      if case .text? = view.handlers[.fileDropped], view.properties[.visible] != .bool(false) { return view }
      return view.children.lazy.compactMap(taker(in:)).first
    }
    guard let view = self.surface.view.flatMap(taker(in:)) else { return false }
    self.reader.handlers(view).fire(.fileDropped, text: path)
    self.settle()
    return true
  }

  var clipboardText: String? {
    get { self.surface.clipboardText }
    set { self.surface.clipboardText = newValue }
  }

  func drag(_ source: WindowControl, onto target: WindowControl) throws {
    guard let value = source.recorded?.shown.properties[.dragValue]?.string else {
      throw WindowTestError.unavailable("the \(source.announcement) cannot be dragged")
    }
    guard let shown = target.recorded?.shown, case .text? = shown.handlers[.dropped] else {
      throw WindowTestError.unavailable("the \(target.announcement) takes no drop")
    }
    self.reader.handlers(shown).fire(.dropped, text: value)
    self.settle()
  }

  func press(_ key: Key) throws {
    let current = self.focused
    let stops = Self.focusStops(in: self.controls)
    let index = current.flatMap { focus in stops.firstIndex { $0.role == focus.role && $0.name == focus.name } }
    switch key {
    case .tab, .shiftTab:
      guard !stops.isEmpty else { return }
      let step = key == .tab ? 1 : -1
      let next = index.map { ($0 + step + stops.count) % stops.count } ?? (key == .tab ? 0 : stops.count - 1)
      self.setFocus(stops[next])
    case .up, .down, .left, .right:
      guard let current, case .row(let handlers, _, let list)? = current.recorded?.act, let index else { return }
      let rows = stops.filter { if case .row(_, _, list)? = $0.recorded?.act { true } else { false } }
      guard let position = rows.firstIndex(where: { $0.name == stops[index].name }) else { return }
      let target = key == .up || key == .left ? position - 1 : position + 1
      guard rows.indices.contains(target), case .row(_, let key, _)? = rows[target].recorded?.act else { return }
      self.setFocus(rows[target])
      handlers.fire(.selectionChanged, key: key)
    case .return:
      guard let current else { throw WindowTestError.notFound("nothing has the keyboard focus") }
      switch current.recorded?.act {
      case .field(let handlers)?: handlers.fire(.submitted)
      case .number?: break  // Typing already set the value.
      case .row(let handlers, let key, _)?: handlers.fire(.rowActivated, key: key)
      default: try self.click(current)
      }
    case .escape:
      guard let dialog = self.dialog else { return }
      let handlers = self.reader.handlers(dialog)
      if case .responses(let responses)? = dialog.properties[.responses] {
        handlers.fire(.response, key: responses.closeResponse)
      } else {
        handlers.fire(.closeRequested)
      }
    case .shortcut: break
    }
  }
}
