//  CanvasTests.swift
//  The toolkit-neutral canvas: paths as values, and what a drawing area's draw handler receives.

@testable import DeclarativeViews
import Testing

@MainActor @Suite struct CanvasTests {
  @Test func aPathKeepsItsElementsInOrder() {
    var path = CanvasPath()
    #expect(path.isEmpty)
    path.move(toX: 1, y: 2)
    path.addLine(toX: 3, y: 4)
    path.addArc(centerX: 5, centerY: 6, radius: 7, startAngle: 0, endAngle: 1)
    path.addCircle(centerX: 8, centerY: 9, radius: 10)
    path.addRectangle(x: 0, y: 0, width: 2, height: 3)
    path.close()
    #expect(path.elements == [
      .move(x: 1, y: 2),
      .line(x: 3, y: 4),
      .arc(centerX: 5, centerY: 6, radius: 7, startAngle: 0, endAngle: 1),
      .circle(centerX: 8, centerY: 9, radius: 10),
      .rectangle(x: 0, y: 0, width: 2, height: 3),
      .close,
    ])
  }

  @Test func fillAndStrokeAreDrawsWithOneOfThemSet() {
    let canvas = RecordingCanvas(width: 10, height: 20)
    var path = CanvasPath()
    path.addRectangle(x: 1, y: 1, width: 2, height: 2)
    let red = CanvasColor(red: 1, green: 0, blue: 0)
    canvas.fill(path, with: red)
    canvas.stroke(path, with: red, lineWidth: 2)
    #expect(canvas.operations == [
      .draw(path, fill: red, stroke: nil),
      .draw(path, fill: nil, stroke: CanvasStroke(color: red, lineWidth: 2)),
    ])
  }

  @Test func transformsNestAroundWhatTheyDraw() {
    let canvas = RecordingCanvas(width: 10, height: 20)
    let black = CanvasColor(red: 0, green: 0, blue: 0)
    canvas.withTransform(.translate(x: 5, y: 6)) {
      canvas.withTransform(.rotate(radians: 1)) {
        canvas.drawText("N", x: 0, y: 0, size: 12, color: black)
      }
    }
    #expect(canvas.operations == [
      .beginTransform(.translate(x: 5, y: 6)),
      .beginTransform(.rotate(radians: 1)),
      .text("N", x: 0, y: 0, size: 12, color: black),
      .endTransform,
      .endTransform,
    ])
  }

  @Test func aDrawingAreaHandsItsDrawHandlerTheCanvas() throws {
    let reconciler = Reconciler(backend: RecordingBackend())
    let white = CanvasColor(red: 1, green: 1, blue: 1)
    let root = reconciler.mount(View.drawingArea(version: 1, draw: { canvas in
      canvas.paint(white)
      canvas.drawText("\(canvas.width)x\(canvas.height)", x: 0, y: 10, size: 10, color: white)
    }))
    guard case .draw(let draw)? = root.widget.handlers[.draw] else {
      Issue.record("the drawing area has no draw handler")
      return
    }
    let canvas = RecordingCanvas(width: 30, height: 40)
    draw(canvas)
    #expect(canvas.operations == [.paint(white), .text("30x40", x: 0, y: 10, size: 10, color: white)])
  }
}
