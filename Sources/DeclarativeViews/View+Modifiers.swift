//  View+Modifiers.swift

/// Alignment of a widget in the space its parent gives it (values of GtkAlign).
public enum Alignment : Int, Sendable {
  case fill = 0
  case start = 1
  case end = 2
  case center = 3
}

extension View {
  /// Adds these CSS style classes ("title-1", "dim-label") to the widget, replacing any set before.
  public func cssClasses(_ classes: [String]) -> View {
    self.with(.cssClasses, .strings(classes))
  }

  /// Whether the user can interact with the widget; an insensitive one is greyed out (default true).
  public func sensitive(_ isSensitive: Bool) -> View {
    self.with(.sensitive, .bool(isSensitive))
  }

  /// Whether the widget is shown (default true); a hidden one takes no space.
  public func visible(_ isVisible: Bool) -> View {
    self.with(.visible, .bool(isVisible))
  }

  /// The name screen readers announce for the widget.
  public func accessibleLabel(_ label: String) -> View {
    self.with(.accessibleLabel, .string(label))
  }

  /// The same view with `name`, by which a test finds its widget (`MountedView.find(name:)`) and
  /// `WindowContext.focus(name:)` focuses it. A name is an address, not an identity: the view's place
  /// in the view builder identifies it. Debug builds stop when two views of a window share a name.
  ///
  /// ```swift
  /// View.searchEntry(text: query, placeholder: tr("Search"), onChange: context.send { .didSearch($0) }).name("search")
  /// ```
  public func name(_ name: String) -> View {
    self.with(.name, .string(name))
  }

  /// A text shown when the pointer rests on the widget.
  public func tooltip(_ text: String) -> View {
    self.with(.tooltip, .string(text))
  }

  /// Empty space of `margin` pixels on all four sides of the widget.
  public func margin(_ margin: Int) -> View {
    self.with(.margin, .int(margin))
  }

  /// Whether the widget takes the extra space its parent has, across and/or down.
  public func expand(horizontal: Bool = false, vertical: Bool = false) -> View {
    self.with(.hexpand, .bool(horizontal)).with(.vexpand, .bool(vertical))
  }

  /// Where the widget sits in the space its parent gives it; nil keeps that direction's default (fill).
  public func align(horizontal: Alignment? = nil, vertical: Alignment? = nil) -> View {
    var view = self
    if let horizontal { view = view.with(.halign, .int(horizontal.rawValue)) }
    if let vertical { view = view.with(.valign, .int(vertical.rawValue)) }
    return view
  }

  /// The size the widget asks for in pixels (a drawing area's content size); -1 (the default) leaves that
  /// dimension at its natural size.
  public func size(width: Int = -1, height: Int = -1) -> View {
    self.with(.width, .int(width)).with(.height, .int(height))
  }

  /// Where the widget goes in a container with named places (`.start`, `.end` in a header bar…).
  public func slot(_ slot: Slot) -> View {
    self.with(.slot, .slot(slot))
  }
}
