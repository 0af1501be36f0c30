//  TooltipAndImageTests.swift

import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import TestSupport
import Testing

extension GtkSuite {
/// Every kind of widget shows a tooltip; images come from icon names and from files, and a file that
/// cannot be shown (missing, too large, not an image) shows the missing-image icon instead.
@MainActor @Suite
struct TooltipAndImageTests {
  let reconciler: Reconciler<GtkBackend>

  init() {
    _ = cgtk_init_check()
    self.reconciler = Reconciler(backend: GtkBackend(application: nil))
  }

  /// Every kind but the windows (top levels, which have no tooltip of their own).
  nonisolated static let kindsWithTooltips: [ViewKind] = [
    .headerBar, .box, .label, .button, .menuButton, .entry, .searchEntry, .checkButton, .switchToggle, .dropDown,
    .separator, .spinner, .image, .scrolled, .paned, .list, .popover, .calendar, .drawingArea,
    .textView, .spinButton, .scale, .progressBar, .levelBar, .radioGroup, .stack, .expander, .linkButton, .gridView, .columnView,
  ]

  @Test(arguments: kindsWithTooltips)
  func aTooltipShowsOnEveryKind(kind: ViewKind) throws {
    let mounted = self.reconciler.mount(View(kind).tooltip("About this \(kind)"))
    let tooltip = try #require(cgtk_widget_get_tooltip(mounted.widget))
    #expect(String(cString: tooltip) == "About this \(kind)")
    _ = self.reconciler.update(mounted, to: View(kind))
    #expect(cgtk_widget_get_tooltip(mounted.widget) == nil)
  }

  @Test func anImageFromAnIconName() throws {
    let mounted = self.reconciler.mount(View.image("face-smile-symbolic", pixelSize: 32))
    #expect(cgtk_image_storage_type(mounted.widget) == 1)
    #expect(String(cString: try #require(cgtk_image_get_icon_name(mounted.widget))) == "face-smile-symbolic")
  }

  @Test func anImageFromAFile() throws {
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("dot.png")
    try Data(base64Encoded: Self.onePixelPNG)!.write(to: file)
    let mounted = self.reconciler.mount(View.image(file: file.path))
    #expect(cgtk_image_storage_type(mounted.widget) == 3) // a paintable: the decoded picture
  }

  @Test func aFileThatCannotBeShownShowsTheMissingImageIcon() throws {
    let folder = try TemporaryDirectory()
    let large = folder.url.appendingPathComponent("large.png")
    try #require(FileManager.default.createFile(atPath: large.path, contents: nil))
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: UInt64(ImageFileLimits.maximumBytes + 1))
    try handle.close()
    for path in [folder.url.appendingPathComponent("missing.png").path, large.path, folder.url.path] {
      let mounted = self.reconciler.mount(View.image(file: path))
      #expect(cgtk_image_get_icon_name(mounted.widget).map { String(cString: $0) } == "image-missing", "\(path)")
    }
  }

  /// A 1×1 PNG.
  static let onePixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
}
}
