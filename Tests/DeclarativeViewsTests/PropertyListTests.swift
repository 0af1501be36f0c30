//  PropertyListTests.swift
//  A view's properties: sorted by `Property` order whatever order they are given in, read like a
//  dictionary, and copied on write so that changing one view never changes another.

@testable import DeclarativeViews
import Testing

@MainActor @Suite("Property list")
struct PropertyListTests {
  @Test func aLiteralIsKeptInPropertyOrder() {
    let properties: PropertyList = [.wrap: .bool(true), .text: .string("a"), .margin: .int(2)]
    #expect(properties.keys == [.text, .margin, .wrap])
    #expect(properties.map(\.key) == [.text, .margin, .wrap])
    #expect(properties.count == 3)
    #expect(properties[.margin] == .int(2))
    #expect(properties[.tooltip] == nil)
    #expect(properties == [.margin: .int(2), .text: .string("a"), .wrap: .bool(true)])
    #expect(properties != [.margin: .int(3), .text: .string("a"), .wrap: .bool(true)])
    #expect(properties != [.text: .string("a"), .wrap: .bool(true)])
    #expect(properties.description == #"[text: string("a"), margin: int(2), wrap: bool(true)]"#)
  }

  @Test func settingAndRemovingKeepTheOrder() {
    var properties: PropertyList = [:]
    #expect(properties.isEmpty)
    for property in [Property.wrap, .text, .tooltip, .margin, .title] {
      properties[property] = .string(property.rawValue)
    }
    #expect(properties.keys == [.title, .text, .tooltip, .margin, .wrap])
    properties[.tooltip] = nil
    properties[.title] = nil
    properties[.wrap] = .bool(false)
    properties[.selectable] = nil
    #expect(properties.keys == [.text, .margin, .wrap])
    #expect(properties[.wrap] == .bool(false))
  }

  @Test func changingACopyLeavesTheOriginal() {
    let label = View.label("a").tooltip("tip")
    var copy = label
    copy.properties[.text] = .string("b")
    copy.properties[.tooltip] = nil
    #expect(label.properties == [.text: .string("a"), .tooltip: .string("tip")])
    #expect(copy.properties == [.text: .string("b")])

    let wrapped = label.with(.wrap, .bool(true)).with(.margin, .int(4)).with(.xalign, .double(0))
    #expect(wrapped.properties.keys == [.text, .tooltip, .margin, .wrap, .xalign])
    #expect(label.properties.keys == [.text, .tooltip])

    let sharing = View(.entry, properties: label.properties)
    var changed = sharing
    changed.properties[.text] = .string("c")
    #expect(changed.properties[.text] == .string("c"))
    #expect(sharing.kind == .entry && sharing.properties == label.properties)
    #expect(label.kind == .label && label.properties[.text] == .string("a"))
  }

  @Test func changingPropertiesKeepsTheOtherFields() {
    var view = View(.box, key: "k", properties: [.vertical: .bool(true)], children: [View.label("a")])
    view.properties[.spacing] = .int(6)
    #expect(view.kind == .box && view.key == "k" && view.children.count == 1)
    #expect(view.properties == [.vertical: .bool(true), .spacing: .int(6)])
  }

  @Test func boxedValuesCompareByValue() {
    let toast = Toast(id: "1", title: "Saved")
    #expect(PropertyValue.toast(toast) == .toast(Toast(id: "1", title: "Saved")))
    #expect(PropertyValue.toast(toast) != .toast(Toast(id: "2", title: "Saved")))
    #expect(PropertyValue.day(Day(year: 2024, month: 3, day: 1)) == .day(Day(year: 2024, month: 3, day: 1)))
    #expect(PropertyValue.day(Day(year: 2024, month: 3, day: 1)) != .string("2024-03-01"))
    // Values are stored in every view: no wider than a string and its case.
    #expect(MemoryLayout<PropertyValue>.size <= MemoryLayout<String>.size + 1)
  }

  @Test func comparisonMatchesEquality() {
    let values: [PropertyValue] = [
      .string("a"), .string("b"), .int(1), .int(2), .double(0.5), .bool(true), .bool(false), .strings(["a"]),
      .slot(.end), .slot(.start), .day(Day(year: 2024, month: 1, day: 1)), .toast(Toast(id: "t", title: "T")),
    ]
    for first in values {
      for second in values {
        #expect(ViewComparison.same(first, second) == (first == second))
      }
    }
  }
}
