//  View+FileChooser.swift

/// Whether a file chooser picks an existing file or names one to write.
public enum FileChooserMode : Hashable, Sendable {
  /// Picks an existing file to open.
  case open
  /// Names a file to write, starting with `suggestedName`.
  case save(suggestedName: String)
}

extension View {
  /// A modal file chooser over the window it is a child of, shown while it is in the tree (like `dialog`).
  /// `onChoose` gets the chosen file's path; `onCancel` runs when the user cancels or closes it.
  /// Either way the view should then leave it out of the tree.
  public static func fileChooser(
    title: String,
    mode: FileChooserMode,
    folder: String? = nil,
    onChoose: ValueHandler<String>,
    onCancel: @escaping @MainActor () -> Void
  ) -> View {
    var properties: PropertyList = [.title: .string(title)]
    if case .save(let name) = mode {
      properties[.saveMode] = .bool(true)
      properties[.suggestedName] = .string(name)
    }
    if let folder { properties[.folder] = .string(folder) }
    return View(
      .fileChooser,
      properties: properties,
      handlers: [.fileChosen: .text(onChoose), .closeRequested: .void(onCancel)]
    )
  }
}
