//  ValueHandlerTests.swift
//  A value handler is data: what it sends can be read, and two from one call site are equal exactly when
//  they send the same actions.

import DeclarativeViews
import Testing

@MainActor @Suite("Value handlers")
struct ValueHandlerTests {
  enum Action : Equatable, Sendable {
    case rename(id: Int, String)
    case setDone(Bool)
    case pick(String?)
  }

  /// One call site, as a window's body is: the handler for `id` this render.
  private func renaming(_ id: Int) -> ValueHandler<String> {
    ValueHandler { Message(Action.rename(id: id, $0)) }
  }

  @Test func oneCallSiteMakesEqualHandlersExactlyWhenTheySendTheSameActions() {
    #expect(self.renaming(3) == self.renaming(3))
    #expect(self.renaming(3) != self.renaming(4), "what the closure captured is compared through what it makes")
    // Another call site with the same closure text is other code.
    let elsewhere = ValueHandler<String> { Message(Action.rename(id: 3, $0)) }
    #expect(self.renaming(3) != elsewhere)
  }

  @Test func aHandlerThatDependsOnTheValueIsComparedOnMoreThanOneSample() {
    func picking(_ fallback: String) -> ValueHandler<String?> {
      ValueHandler { Message(Action.pick($0 ?? fallback)) }
    }
    // Equal for every non-nil value; the nil sample tells them apart.
    #expect(picking("a") != picking("b"))
    #expect(picking("a") == picking("a"))
  }

  @Test func closuresEqualNothingAndSettersEqualTheSameSetter() {
    let run = ValueHandler<Bool>.run { _ in }
    #expect(run != run, "a closure cannot be compared: a component given one always runs its body")
    struct Local { var draft = ""; var other = "" }
    let draft = ValueHandler<String>(setting: \Local.draft) { _ in }
    #expect(draft == ValueHandler<String>(setting: \Local.draft) { _ in })
    #expect(draft != ValueHandler<String>(setting: \Local.other) { _ in })
  }

  @Test func aTestReadsWhatAControlSendsForAValue() {
    let entry = View.entry(text: "", accessibleLabel: "Name", onChange: self.renaming(7))
    #expect(entry.sentMessage(on: .textChanged, value: "Rex") == Message(Action.rename(id: 7, "Rex")))
    #expect(entry.sentMessage(on: .textChanged, value: true) == nil, "an entry reports text")
    let list = View.list(ListItems(["a"], key: { $0 }) { View.label($0) }, accessibleLabel: "Names", onSelect: ValueHandler { Message(Action.pick($0)) })
    #expect(list.sentMessage(on: .selectionChanged, value: "a") == Message(Action.pick("a")))
    #expect(list.sentMessage(on: .selectionChanged, value: String?.none) == Message(Action.pick(nil)))
    let closure = View.toggle(isOn: false, accessibleLabel: "Done", onToggle: .run { _ in })
    #expect(closure.sentMessage(on: .toggled, value: true) == nil)
  }

  @Test func aMountedControlDeliversItsMessageThroughTheGate() {
    let gate = HandlerGate()
    var delivered: [Message] = []
    gate.deliver = { delivered.append($0) }
    let view = View.vstack {
      View.toggle(isOn: false, accessibleLabel: "Done", onToggle: ValueHandler { Message(Action.setDone($0)) }).name("done")
      View.messageDialog(heading: "Go?", body: "", responses: .confirmation("go", "Go", cancel: "Cancel"), onResponse: ValueHandler { Message(Action.pick($0)) }).name("dialog")
    }
    let mounted = Reconciler(backend: RecordingBackend(), gate: gate).mount(view)
    mounted.find(name: "done")?.widget.handlers.fire(.toggled, bool: true)
    // A dialog closed by Escape reports no response: the handler gets the close response.
    mounted.find(name: "dialog")?.widget.handlers.fire(.response, key: nil)
    #expect(delivered == [Message(Action.setDone(true)), Message(Action.pick("cancel"))])
    gate.close()
    mounted.find(name: "done")?.widget.handlers.fire(.toggled, bool: false)
    #expect(delivered.count == 2, "a closed window's controls send nothing")
  }
}
