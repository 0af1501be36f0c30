//  CustomWidget.swift

/// A widget the vocabulary does not have, described by a value of the app's own type. The value is the
/// whole description: a render whose value equals the last one leaves the widget alone, a different
/// value updates it, and a value of another type replaces it. A backend realizes it (the GTK backend
/// through `GtkWidgetRepresentable`, which refines this protocol; `View.gtk` places one in a view).
///
/// Its events are the value's own handlers (`ValueHandler` fields), so a test asks which action it sends
/// as it asks any control: `view.customWidget(as: CodeEditor.self)?.onChange.message(for: "let x = 1")`.
public protocol CustomWidget : Equatable, Sendable {}

/// A custom widget's description as a property value: equal when both are of one type and equal by
/// that type's `==`; hashed by the type alone.
public struct CustomWidgetValue : Hashable, Sendable {
  /// The app's description.
  public let widget: any CustomWidget

  /// `widget` as a property value.
  public init(_ widget: some CustomWidget) {
    self.widget = widget
  }

  /// The description's type: what identifies the widget it needs.
  public var widgetType: any CustomWidget.Type {
    type(of: self.widget)
  }

  public static func == (lhs: CustomWidgetValue, rhs: CustomWidgetValue) -> Bool {
    func equals<Widget : CustomWidget>(_ widget: Widget) -> Bool {
      (rhs.widget as? Widget) == widget
    }
    return equals(lhs.widget)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self.widgetType))
  }
}

extension View {
  /// A view of a custom widget (package-only: other packages use a backend's builder, `View.gtk`).
  package static func custom(_ widget: some CustomWidget, accessibleLabel: String) -> View {
    View(.custom, properties: [.custom: .custom(CustomWidgetValue(widget)), .accessibleLabel: .string(accessibleLabel)])
  }

  /// The description of a custom widget view, if it is one of type `type`: what a test reads its
  /// handlers from.
  ///
  /// ```swift
  /// let editor = try #require(window.view(named: "code")?.customWidget(as: CodeEditor.self))
  /// #expect(editor.onChange.message(for: "x")?.action as? GalleryAction == .setCode("x"))
  /// ```
  public func customWidget<Widget : CustomWidget>(as type: Widget.Type) -> Widget? {
    guard case .custom(let value)? = self.storage.value(of: .custom) else { return nil }
    return value.widget as? Widget
  }
}
