//  View+Vocabulary.swift

extension View {
  /// What this view (not its children) asks of its kind that the kind does not have, in words:
  /// properties it does not honour, handlers of events it never reports or of the wrong shape.
  /// Empty for every view the builders make; only package-level API (`View.init`, `with`, `on`)
  /// can make others.
  package var vocabularyProblems: [String] {
    let kind = self.kind
    var problems: [String] = []
    let properties = kind.properties
    for property in self.properties.keys.sorted() where !properties.contains(property) {
      problems.append("a \(kind.rawValue) has no property .\(property.rawValue)")
    }
    for (event, handler) in self.handlers.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      guard let shape = kind.handlerShape(for: event) else {
        problems.append("a \(kind.rawValue) never reports .\(event)")
        continue
      }
      if shape != handler.shape {
        problems.append("the .\(event) handler of a \(kind.rawValue) must take .\(shape.rawValue), not .\(handler.shape.rawValue)")
      }
    }
    return problems
  }

  /// Stops debug builds when this view does not fit its kind: what it asks would otherwise be dropped.
  @usableFromInline func assertFitsItsKind() {
    #if DEBUG
    let problems = self.vocabularyProblems
    if !problems.isEmpty {
      assertionFailure(
        "View\(self.key.map { " keyed \"\($0)\"" } ?? ""): \(problems.joined(separator: "; ")) (ViewKind+Vocabulary.swift lists what each kind has)"
      )
    }
    #endif
  }
}
