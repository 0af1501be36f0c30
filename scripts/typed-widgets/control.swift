// The typed API the mismatches are held against: this must type-check (scripts/check-typed-widgets.sh),
// so that the mismatches fail for their own reasons and not because the setup is broken.

import DeclarativeViews

@MainActor func typedViews() -> View {
  let save = WindowAction("Save", name: "save", shortcut: "<Control>s") {}
  return View.window(title: "Typed", actions: [save]) {
    View.headerBar(title: "Typed", subtitle: "widgets") {
      View.button(icon: "document-save-symbolic", accessibleLabel: "Save", hasFrame: false) {}.slot(.end)
    }
    View.vstack {
      View.label("Total", xalign: 0, wrap: true, ellipsize: true, selectable: true).cssClasses(["heading"]).tooltip("The total")
      View.button("Save", hasFrame: false) {}.name("save").sensitive(true).contextMenu(Menu([MenuItem(save)]))
      View.button(save)
      ForEach(["a", "b"], id: \.self) { View.label($0) }
      View.entry(text: "", accessibleLabel: "Name", onChange: .run { (text: String) in _ = text }, onSubmit: {}).expand(horizontal: true)
      View.toggle(isOn: true, accessibleLabel: "Wi-Fi", onToggle: .run { (isOn: Bool) in _ = isOn })
    }
    .margin(12)
    .size(width: 240)
  }
}
