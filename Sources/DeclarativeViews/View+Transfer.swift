//  View+Transfer.swift

/// Drag and drop, on any view: a view the user drags carries a text (a row's id), a view that takes
/// drops gets it as an event, like any other, and sends the app's action.
extension View {
  /// Lets the user drag the view; the drag carries `value` (a row's id, a name), which a view with
  /// `onDrop(_:)`, in this window or another app, gets when the drag ends on it.
  ///
  /// ```swift
  /// AnimalsRowLabel.view(animal.name).draggable(animal.animalId)
  /// ```
  public consuming func draggable(_ value: String) -> View {
    var view = self
    view.properties[.dragValue] = .string(value)
    return view
  }

  /// Takes text dropped on the view: what a `draggable` view carried, or text dragged from another app
  /// (which the handler refuses if it is not what it expects).
  ///
  /// ```swift
  /// AnimalsRowLabel.view(category.name).onDrop(.run { animalId in move(animalId, to: category) })
  /// ```
  public consuming func onDrop(_ handler: ValueHandler<String>) -> View {
    var view = self
    view.properties[.dropTypes] = .strings(Self.dropTypes(of: view, adding: "text"))
    view.handlers[.dropped] = .text(handler)
    return view
  }

  /// Takes files dropped on the view (from the file manager): `handler` gets each file's path.
  ///
  /// ```swift
  /// View.vstack { … }.onDropFiles(.run { path in importLog(at: path) })
  /// ```
  public consuming func onDropFiles(_ handler: ValueHandler<String>) -> View {
    var view = self
    view.properties[.dropTypes] = .strings(Self.dropTypes(of: view, adding: "files"))
    view.handlers[.fileDropped] = .text(handler)
    return view
  }

  private static func dropTypes(of view: View, adding type: String) -> [String] {
    let types = view.properties[.dropTypes]?.strings ?? []
    return types.contains(type) ? types : types + [type]
  }
}
