//  View+Modifiers.swift

/// Alignment of a widget in the space its parent gives it (values of GtkAlign).
public enum Alignment : Int, Sendable {
  case fill = 0
  case start = 1
  case end = 2
  case center = 3
}

extension View {
  public func cssClasses(_ classes: [String]) -> View {
    self.with(.cssClasses, .strings(classes))
  }

  public func sensitive(_ isSensitive: Bool) -> View {
    self.with(.sensitive, .bool(isSensitive))
  }

  public func visible(_ isVisible: Bool) -> View {
    self.with(.visible, .bool(isVisible))
  }

  public func accessibleLabel(_ label: String) -> View {
    self.with(.accessibleLabel, .string(label))
  }

  public func tooltip(_ text: String) -> View {
    self.with(.tooltip, .string(text))
  }

  public func margin(_ margin: Int) -> View {
    self.with(.margin, .int(margin))
  }

  public func expand(horizontal: Bool = false, vertical: Bool = false) -> View {
    self.with(.hexpand, .bool(horizontal)).with(.vexpand, .bool(vertical))
  }

  public func align(horizontal: Alignment? = nil, vertical: Alignment? = nil) -> View {
    var view = self
    if let horizontal { view = view.with(.halign, .int(horizontal.rawValue)) }
    if let vertical { view = view.with(.valign, .int(vertical.rawValue)) }
    return view
  }

  public func size(width: Int = -1, height: Int = -1) -> View {
    self.with(.width, .int(width)).with(.height, .int(height))
  }

  public func slot(_ slot: Slot) -> View {
    self.with(.slot, .slot(slot))
  }
}
