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

/// The custom modifiers of a view (a backend's escape hatch to any property or signal of the widget a
/// builder makes, such as `View.gtkModifier`), in the order they were added: each is identified by its
/// place and its type, and compared with its own `==`.
public struct CustomModifiers : CustomWidget {
  /// The modifiers' descriptions.
  public var modifiers: [CustomWidgetValue]

  /// `modifiers` as one property value.
  public init(_ modifiers: [CustomWidgetValue]) {
    self.modifiers = modifiers
  }
}

extension View {
  /// The same view with `modifier` after its other custom modifiers (package-only: other packages use a
  /// backend's modifier, `View.gtkModifier`).
  package consuming func adding(customModifier modifier: some CustomWidget) -> View {
    var view = self
    var list = view.customModifiers
    list.append(CustomWidgetValue(modifier))
    view.properties[.customModifiers] = .custom(CustomWidgetValue(CustomModifiers(list)))
    return view
  }

  /// The view's custom modifiers, in order: what a test reads a modifier from.
  public var customModifiers: [CustomWidgetValue] {
    guard case .custom(let value)? = self.storage.value(of: .customModifiers), let list = value.widget as? CustomModifiers else { return [] }
    return list.modifiers
  }
}
