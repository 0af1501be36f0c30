//  CustomWidgetViewTests.swift

@testable import DeclarativeViews
import Testing

/// A custom widget's description is one property: set when it changes (by its own `==`), never when an
/// equal one comes again; a test reads its handlers back; screen readers need it named.
@MainActor @Suite
struct CustomWidgetViewTests {
  struct Gauge : CustomWidget {
    var level: Int
    var onChange: ValueHandler<Int>
  }

  struct Dial : CustomWidget {
    var level: Int
  }

  private func window(_ gauge: Gauge) -> View {
    View.window(title: "W") {
      View.vstack {
        View.custom(gauge, accessibleLabel: "Level").name("gauge")
      }
    }
  }

  private let onChange = ValueHandler<Int> { Message("set \($0)") }

  @Test func aChangedDescriptionIsSetOnceAndAnEqualOneNever() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let root = reconciler.mount(self.window(Gauge(level: 1, onChange: self.onChange)))
    let id = root.find(name: "gauge")!.widget.id
    backend.clearOperations()

    _ = reconciler.update(root, to: self.window(Gauge(level: 1, onChange: self.onChange)))
    #expect(backend.operations.isEmpty)
    _ = reconciler.update(root, to: self.window(Gauge(level: 2, onChange: self.onChange)))
    #expect(backend.operations == [.set(.custom, .custom(CustomWidgetValue(Gauge(level: 2, onChange: self.onChange))), id: id)])
  }

  @Test func aDescriptionOfAnotherTypeInTheSamePlaceGetsANewWidget() {
    func window(dial: Bool) -> View {
      let view = dial ? View.custom(Dial(level: 1), accessibleLabel: "Level") : View.custom(Gauge(level: 1, onChange: self.onChange), accessibleLabel: "Level")
      return View.window(title: "W") { View.vstack { view.name("level") } }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let root = reconciler.mount(window(dial: false))
    let gauge = root.find(name: "level")!.widget.id
    _ = reconciler.update(root, to: window(dial: true))
    let dial = root.find(name: "level")!.widget.id
    #expect(dial != gauge)
    #expect(backend.operations.contains(.remove(child: gauge, parent: root.mountedChildren[0].widget.id)))
    // The root itself, too: one custom widget replaced by another of a new type.
    let single = reconciler.mount(View.custom(Dial(level: 1), accessibleLabel: "Level"))
    #expect(reconciler.update(single, to: View.custom(Gauge(level: 1, onChange: self.onChange), accessibleLabel: "Level")) !== single)
    #expect(reconciler.update(single, to: View.custom(Dial(level: 2), accessibleLabel: "Level")) === single)
  }

  @Test func descriptionsOfTwoTypesAreNeverEqual() {
    let gauge = CustomWidgetValue(Gauge(level: 1, onChange: self.onChange))
    #expect(gauge == CustomWidgetValue(Gauge(level: 1, onChange: self.onChange)))
    #expect(gauge != CustomWidgetValue(Gauge(level: 2, onChange: self.onChange)))
    #expect(gauge != CustomWidgetValue(Dial(level: 1)))
    #expect(ObjectIdentifier(gauge.widgetType) == ObjectIdentifier(Gauge.self))
  }

  @Test func aTestReadsTheActionTheWidgetWouldSend() throws {
    let view = View.custom(Gauge(level: 1, onChange: self.onChange), accessibleLabel: "Level")
    let gauge = try #require(view.customWidget(as: Gauge.self))
    #expect(gauge.onChange.message(for: 5)?.action as? String == "set 5")
    #expect(view.customWidget(as: Dial.self) == nil)
    #expect(View.label("Gauge").customWidget(as: Gauge.self) == nil)
  }

  @Test func anUnnamedCustomWidgetIsReported() {
    let view = View.vstack {
      View.custom(Dial(level: 1), accessibleLabel: "").name("dial")
      View.custom(Dial(level: 2), accessibleLabel: "Volume")
    }
    #expect(AccessibilityAudit.unnamedControls(in: view) == ["box/dial has no label or accessible label"])
  }
}
