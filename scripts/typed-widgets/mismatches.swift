// What another package must not be able to write: each marked line must fail to type-check with the
// message after "expect-error:" (scripts/check-typed-widgets.sh), and no other line may fail.

import DeclarativeViews

@MainActor func rawInit() -> View {
  View(.label, properties: [.wrap: .bool(true)]) // expect-error: inaccessible due to 'package' protection level
}

@MainActor func rawProperty() -> View {
  View.button("Save") {}.with(.wrap, .bool(true)) // expect-error: 'with' is inaccessible due to 'package' protection level
}

@MainActor func rawHandler() -> View {
  View.label("Total").on(.clicked, .void {}) // expect-error: 'on' is inaccessible due to 'package' protection level
}

@MainActor func labelModifierOnAButton() -> View {
  View.button("Save") {}.wrap() // expect-error: value of type 'View' has no member 'wrap'
}

@MainActor func labelOptionOnAButton() -> View {
  View.button("Save", xalign: 0) {} // expect-error: extra argument 'xalign' in call
}

@MainActor func buttonOptionOnALabel() -> View {
  View.label("Total", hasFrame: false) // expect-error: extra argument 'hasFrame' in call
}

@MainActor func submitOnALabel() -> View {
  View.label("Total").onSubmit {} // expect-error: value of type 'View' has no member 'onSubmit'
}

@MainActor func textHandlerForAClick() -> View {
  View.button("Save") { (text: String) in _ = text } // expect-error: () -> Void' expects 0 arguments, but 1 was used
}

@MainActor func textHandlerForAToggle() -> View {
  View.toggle(isOn: true, accessibleLabel: "Wi-Fi", onToggle: .run { (text: String) in _ = text }) // expect-error: (String) -> ()' to expected argument type '@MainActor @Sendable (Bool) -> Void'
}

@MainActor func changingTheKind() -> View {
  var view = View.label("Total")
  view.kind = .button // expect-error: cannot assign to property: 'kind' setter is inaccessible
  return view
}

@MainActor func settingAPropertyDirectly() -> View {
  var view = View.button("Save") {}
  view.properties[.wrap] = .bool(true) // expect-error: 'properties' setter is inaccessible
  return view
}

@MainActor func settingAHandlerDirectly() -> View {
  var view = View.button("Save") {}
  view.handlers[.clicked] = .text { _ in } // expect-error: 'handlers' setter is inaccessible
  return view
}

@MainActor func addingChildrenDirectly() -> View {
  var view = View.label("Total")
  view.children.append(View.label("Inside")) // expect-error: 'children' setter is inaccessible
  return view
}
