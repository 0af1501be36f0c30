//  ScreenshotPixelTests.swift

import AppShell
import AppTesting
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A screenshot holds the window's pixels as painted, none resampled: a window's bounds take in its
/// shadow beyond its width, and a screenshot once scaled those bounds into the width (by about 1 %),
/// blending every pixel with its neighbours.
@MainActor @Suite
struct ScreenshotPixelTests {
  let store = Store<Int, Int>(initialState: 0) { state, _ in state }
  let scheduler = ManualScheduler()
  let app: GtkApp<Int, Int>

  init() throws {
    let red = CanvasColor(red: 1, green: 0, blue: 0)
    let blue = CanvasColor(red: 0, green: 0, blue: 1)
    let scene = WindowScene<Int, Int>(local: { () }) { (_: WindowContext<Int, Int, Void>) -> View in
      // A header bar makes the window draw its own frame and shadow (beyond its width).
      View.window(title: "Stripes", width: 200, height: 120) {
        View.headerBar(title: "Stripes") {}
        // Columns one pixel wide, red and blue in turn.
        View.drawingArea(version: 0) { canvas in
          canvas.paint(blue)
          var stripes = CanvasPath()
          for x in stride(from: 0, to: canvas.width, by: 2) {
            stripes.addRectangle(x: Double(x), y: 0, width: 1, height: Double(canvas.height))
          }
          canvas.fill(stripes, with: red)
        }
        .size(width: 64, height: 32)
      }
    }
    self.app = GtkApp(id: "org.immutabledata.ScreenshotPixelTest", provider: StoreProvider(store: self.store, scheduler: self.scheduler), scene: scene)
    try #require(self.app.startWithoutApplication())
  }

  @Test func aScreenshotHoldsThePaintedPixelsNotABlendOfThem() throws {
    let window = WindowTest(self.app.openWindow(), scheduler: self.scheduler)
    defer { window.window.close() }
    let screenshot = try window.screenshot()
    var pureRed = 0
    var pureBlue = 0
    var blended = 0
    for offset in stride(from: 0, to: screenshot.pixels.count, by: 4) {
      let (first, green, third) = (screenshot.pixels[offset], screenshot.pixels[offset + 1], screenshot.pixels[offset + 2])
      if green == 0 && first == 255 && third == 0 { pureRed += 1 }
      if green == 0 && first == 0 && third == 255 { pureBlue += 1 }
      if green < 16 && first >= 40 && third >= 40 { blended += 1 }
    }
    #expect(pureRed >= 32 * 32 && pureBlue >= 32 * 32, "\(pureRed) and \(pureBlue) pixels of the two colours")
    #expect(blended == 0, "\(blended) pixels blend the red and blue columns")
  }
}
}
