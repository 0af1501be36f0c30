//  ViewBuilderTests.swift
//  `@ViewBuilder` closures flatten plain views, `if`/`else`, `switch`, `for`, optionals and arrays
//  into a list of children, in order.

import DeclarativeViews
import Testing

private func texts(_ views: [View]) -> [String] {
  views.map { $0.properties[.text]?.string ?? "?" }
}

private func build(@ViewBuilder _ content: () -> [View]) -> [View] {
  content()
}

@Suite("View builder")
struct ViewBuilderTests {
  @Test(arguments: [true, false])
  func ifElseChoosesOneBranch(flag: Bool) {
    let views = build {
      View.label("first")
      if flag {
        View.label("yes")
      } else {
        View.label("no")
        View.label("no again")
      }
      View.label("last")
    }
    #expect(texts(views) == (flag ? ["first", "yes", "last"] : ["first", "no", "no again", "last"]))
  }

  @Test(arguments: [true, false])
  func ifWithoutElse(flag: Bool) {
    let views = build {
      if flag {
        View.label("shown")
      }
      View.label("always")
    }
    #expect(texts(views) == (flag ? ["shown", "always"] : ["always"]))
  }

  @Test func ifLet() {
    let present: String? = "here"
    let absent: String? = nil
    let views = build {
      if let present { View.label(present) }
      if let absent { View.label(absent) }
    }
    #expect(texts(views) == ["here"])
  }

  @Test(arguments: [0, 1, 2])
  func switchChoosesOneCase(value: Int) {
    let views = build {
      switch value {
      case 0: View.label("zero")
      case 1: View.label("one")
      default: View.label("many")
      }
    }
    #expect(texts(views) == [["zero"], ["one"], ["many"]][value])
  }

  @Test func forLoopsProduceOneChildPerIteration() {
    let views = build {
      View.label("head")
      for index in 0 ..< 3 {
        View.label("item \(index)")
      }
      for _ in 0 ..< 0 {
        View.label("never")
      }
    }
    #expect(texts(views) == ["head", "item 0", "item 1", "item 2"])
  }

  @Test func optionalViewsAreIncludedWhenPresent() {
    let some: View? = View.label("some")
    let none: View? = nil
    let views = build {
      some
      none
      View.label("end")
    }
    #expect(texts(views) == ["some", "end"])
  }

  @Test func arraysOfViewsAreSpliced() {
    let more = [View.label("b"), View.label("c")]
    let views = build {
      View.label("a")
      more
      View.label("d")
    }
    #expect(texts(views) == ["a", "b", "c", "d"])
  }

  @Test func anEmptyBuilderHasNoChildren() {
    #expect(build {}.isEmpty)
  }

  @Test func containersTakeTheBuiltChildren() {
    let box = View.hstack(spacing: 3) {
      View.label("a")
      if true { View.label("b") }
    }
    #expect(box.kind == .box)
    #expect(box.properties == [.vertical: .bool(false), .spacing: .int(3)])
    #expect(texts(box.children) == ["a", "b"])
  }
}
