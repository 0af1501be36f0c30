//  AccessibilityAuditTests.swift
//  The audit finds controls without a name and accepts labels and accessible labels.

import DeclarativeViews
import Testing

@MainActor @Suite("Accessibility audit")
struct AccessibilityAuditTests {
  @Test func namedControlsPass() {
    let view = View.vstack {
      View.button("Save") {}
      View.button(icon: "list-add-symbolic", accessibleLabel: "Add") {}
      View.entry(text: "", accessibleLabel: "Name", onChange: .run { _ in })
      View.dropDown(["a"], selected: nil, accessibleLabel: "Diet", onSelect: .run { _ in })
      View.label("Not a control")
    }
    #expect(AccessibilityAudit.unnamedControls(in: view).isEmpty)
  }

  @Test func anIconOnlyButtonWithoutANameIsReported() {
    let view = View.vstack {
      View(.button, key: "trash", properties: [.iconName: .string("user-trash-symbolic")])
      View.button("", action: {})
    }
    let problems = AccessibilityAudit.unnamedControls(in: view)
    #expect(problems.count == 2)
    #expect(problems.first == "box/trash has no label or accessible label")
  }

  /// A group of rows is a list to a screen reader: its title or accessible label names it.
  @Test func aGroupOfRowsNeedsATitleOrAnAccessibleLabel() {
    let rows = { [View.actionRow(title: "Diet") { View.label("Herbivore") }] }
    let view = View.vstack {
      View.preferencesGroup(content: rows).key("unnamed")
      View.preferencesGroup(title: "Details", content: rows)
      View.preferencesGroup(content: rows).accessibleLabel("Red kangaroo")
    }
    #expect(AccessibilityAudit.unnamedControls(in: view) == ["box/unnamed has no label or accessible label"])
  }
}
