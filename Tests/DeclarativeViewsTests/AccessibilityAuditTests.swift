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
      View.entry(text: "", accessibleLabel: "Name") { _ in }
      View.dropDown(["a"], selected: nil, accessibleLabel: "Diet") { _ in }
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
}
