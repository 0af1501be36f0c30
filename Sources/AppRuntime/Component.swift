//  Component.swift

import DeclarativeViews

/// A part of a window with a body of its own: its stored properties are its inputs, and its body reads
/// its own selections. When a store change or the window's local state moves, a window runs the bodies
/// of only the components whose selections changed, whose inputs changed, or (for a body that reads
/// `context.local`) when the local state changed; every other component keeps its last description,
/// which the reconciler then skips whole. Place one in a view builder like a view.
///
/// ```swift
/// // Once per app: its components' store and local state.
/// protocol AnimalsComponent : Component where State == AnimalsState, Action == AnimalsAction, Local == AnimalsWindowLocal {}
///
/// struct CategoryPane : AnimalsComponent, Equatable {
///   let selectedId: Category.ID?   // an input: equal inputs, no new body
///
///   func body(_ context: Context) -> View {
///     let categories = context.select(AnimalsSelections.categories)
///     return View.list(ListItems(categories, key: \.categoryId) { View.label($0.name) }, accessibleLabel: tr("Categories"))
///   }
/// }
///
/// View.paned { CategoryPane(selectedId: context.local.selectedCategoryId); AnimalListPane() }
/// ```
///
/// A component is identified by its type and its place in the description (the view builder's structure,
/// or the id of a `ForEach` item), like any view. Make it `Equatable` (usually synthesized) so that
/// equal inputs can skip its body; one that is not runs its body whenever its parent's does. Repeat one
/// with `ForEach.components(items, id: \.id) { Row(item: $0) }`: the items then stay in one node, and a
/// render in which none changed costs a comparison per item. Components go in a window's or a component's body,
/// not in the rows of a list (`ListItems`), which already render alone when their item changes (debug
/// builds stop).
@MainActor public protocol Component {
  /// The store's state.
  associatedtype State : Sendable
  /// The store's actions.
  associatedtype Action : Sendable
  /// The window's local state (`Void` for a window without one).
  associatedtype Local = Void
  /// What the body gets: the window's context, reading through the component's own selections.
  typealias Context = WindowContext<State, Action, Local>

  /// The component's description for its inputs and what it selects.
  func body(_ context: Context) -> View
}

extension ViewBuilder {
  /// A component, placed like a view: its body runs when the window renders it, and equal inputs
  /// with unchanged selections keep its last description (see `Component`).
  @inlinable @MainActor public static func buildExpression<C : Component & Equatable>(_ component: C) -> [View] {
    [View(component: EquatableComponentNode(component))]
  }

  /// A component that is not `Equatable`: its body runs whenever its parent's does.
  @inlinable @MainActor public static func buildExpression<C : Component>(_ component: C) -> [View] {
    [View(component: PlacedComponentNode(component))]
  }
}

/// A placed component of type `C`: runs its body with a context of `C`'s store and local types.
@MainActor @usableFromInline class PlacedComponentNode<C : Component> : ComponentNode {
  @usableFromInline let component: C

  @inlinable init(_ component: C) {
    self.component = component
    super.init(type: C.self)
  }

  override func render(_ context: Any) -> View {
    guard let context = context as? C.Context else {
      preconditionFailure("\(C.self) is a component of \(C.Context.self) placed in a window of \(Swift.type(of: context))")
    }
    return self.component.body(context)
  }

  override var typeName: String {
    "\(C.self)"
  }
}

/// A placed `Equatable` component: equal inputs skip its body.
@MainActor @usableFromInline final class EquatableComponentNode<C : Component & Equatable> : PlacedComponentNode<C> {
  @inlinable override init(_ component: C) {
    super.init(component)
  }

  override func hasSameInputs(as other: ComponentNode) -> Bool {
    // The exact class compared, then cast without the runtime's generic cast (this runs for every
    // component on every render).
    guard Swift.type(of: other) == EquatableComponentNode<C>.self else { return false }
    let other = unsafeDowncast(other, to: EquatableComponentNode<C>.self)
    return other === self || other.component == self.component
  }
}
