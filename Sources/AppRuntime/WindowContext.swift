//  WindowContext.swift

import DeclarativeViews
import ImmutableData
import ImmutableUI

/// What a window's body is given on each render: selections of the store, the window's own local
/// state (selection, search text, open sheets), a dispatcher, and window commands.
///
/// ```swift
/// static func body(_ context: WindowContext<TodoState, TodoAction, Local>) -> View {
///   let remaining = context.select(TodoSelectors.remainingCount)  // re-renders when it changes
///   return .window(title: tr("To Do"), width: 480, height: 600) {
///     View.entry(text: context.local.draft, accessibleLabel: tr("New to-do"), onChange: context.set(\.draft))
///     View.label(remaining == 1 ? "1 left" : "\(remaining) left")
///   }
/// }
/// ```
@MainActor public struct WindowContext<State, Action, Local> where State : Sendable, Action : Sendable {
  /// The window's local state (in a handler: as it is now). A component's body that reads it runs
  /// again whenever it changes.
  public var local: Local {
    if let component, self.host.isRendering {
      component.readsLocal = true
    }
    return self.host.local
  }
  /// Sends actions to the store; views call it from their handlers.
  public let dispatch: ActionDispatcher<Action>
  // Strong: a handler or task that outlives the window may still call the context (a closed window
  // ignores it). No cycle outlives the window: the host lets go of its widgets when it closes.
  let host: WindowHost<State, Action, Local>
  /// The selections of the window's body, or of the component whose body this context is for.
  let scope: SelectionScope<State, Action>
  /// The component whose body this context is for (nil: the window's body).
  let component: ComponentRecord?

  /// The output of `selection` (subscribed on first read; a change re-renders this window, or only the
  /// component that read it).
  public func select<Output>(_ selection: Selection<State, Action, Output>) -> Output {
    self.scope.select(selection)
  }

  /// The output of `select`, a selection declared where it is read: this call is its identity, so a
  /// window reads it through one subscription render after render. `id` holds every parameter `select`
  /// captures (each value its own subscription); `filter` and `dependencies` as for `Selection`.
  ///
  /// ```swift
  /// let value = context.select { $0.value }
  /// let animals = context.select(id: categoryId) { $0.animals(in: categoryId) }
  /// ```
  public func select<Output>(
    id: (some Hashable & Sendable)? = Optional<Never>.none,
    filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)? = nil,
    dependencies: [AnyDependencySelector<State>] = [],
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ select: @escaping @Sendable (State) -> Output
  ) -> Output where Output : Equatable & Sendable {
    let selection = Selection<State, Action, Output>(
      id: id, filter: filter, dependencies: dependencies, fileID: fileID, line: line, column: column, select: select
    )
    return self.scope.select(selection)
  }

  /// Runs `perform` with the new value once the render that sees `value` change is applied: how a body
  /// reacts to what it reads (forget a finished editor) without changing local state while it runs. This
  /// call is its identity; the first render only records the value.
  ///
  /// ```swift
  /// context.onChange(of: model.isEditorDone) { isDone in
  ///   if isDone { context.update { $0.editor = nil } }
  /// }
  /// ```
  public func onChange<Value : Hashable>(
    of value: Value,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    perform: @escaping @MainActor (Value) -> Void
  ) {
    self.host.reactions.record(value, at: ChangeReactions.Site(fileID: fileID, line: line, column: column), perform: perform)
  }

  /// Changes the window's local state and re-renders it (coalesced with other changes of this turn). Not
  /// from the body while it runs (debug builds stop): from handlers, tasks or `onChange(of:)`.
  public func update(_ change: (inout Local) -> Void) {
    self.host.updateLocal(change)
  }

  /// A handler that changes local state, for use in views (`onClick: context.updating { $0.sheet = nil }`).
  public func updating(_ change: @escaping (inout Local) -> Void) -> @MainActor () -> Void {
    let host = self.host
    return { [weak host] in host?.updateLocal(change) }
  }

  /// Opens another window on the same store.
  public func openWindow() {
    self.host.openSibling()
  }

  /// Whether the app is in the dark colour scheme: custom drawing picks its colours by it (a switch
  /// re-renders every window).
  public var isDark: Bool {
    self.host.environment.isDark()
  }

  /// The app's primary menu: `sections` of this window, then the app shell's (New Window, Inspector,
  /// Keyboard Shortcuts, About, Quit), the same in every app.
  public func primaryMenu(_ sections: [MenuSection] = []) -> Menu {
    PrimaryMenu.menu(sections, shell: self.host.environment.shellActions())
  }

  /// Moves the keyboard focus to the widget of the view named `name` (`View.name(_:)`), after
  /// applying any pending render so that a view just added can take it.
  public func focus(name: String) {
    self.host.focus(name: name)
  }

  /// Whether the window is narrower than `width` pixels: a view lays itself out for a narrow window
  /// with it (the map under the list instead of beside it). The window renders again when its width
  /// crosses `width`, not at every pixel of a resize; before it is shown, it is taken as wide.
  ///
  /// ```swift
  /// View.paned(vertical: context.isNarrower(than: 720)) { list; map }
  /// ```
  public func isNarrower(than width: Int) -> Bool {
    self.host.isNarrower(than: width)
  }

  /// Puts `text` on the clipboard, for the user to paste in any app.
  ///
  /// ```swift
  /// View.button(tr("Copy")) { context.copyToClipboard(quake.summary) }
  /// ```
  public func copyToClipboard(_ text: String) {
    self.host.surface.copyToClipboard(text)
  }

  /// Reads the clipboard's text (nil when it holds none) and gives it to `body`: at once when this app
  /// put it there, in a later turn when another app did.
  ///
  /// ```swift
  /// View.button(tr("Paste")) { context.readClipboard { text in if let text { send(.paste(text)) } } }
  /// ```
  public func readClipboard(_ body: @escaping @MainActor (String?) -> Void) {
    self.host.surface.readClipboard(body)
  }

  /// Closes this window.
  public func closeWindow() {
    self.host.close()
  }
}
