//  Screenshot.swift

import CGtk
import GtkWidgets

/// The pixels of a window as GTK painted it (rendered offscreen by the window's own renderer), or of a
/// PNG file: 4 bytes a pixel (blue, green, red, alpha, premultiplied), row after row.
public struct Screenshot : Equatable, Sendable {
  /// Its width in pixels.
  public let width: Int
  /// Its height in pixels.
  public let height: Int
  /// Blue, green, red and alpha (premultiplied) of each pixel, row after row.
  public let pixels: [UInt8]

  /// An image of `width` × `height` pixels, 4 bytes each.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "a screenshot has 4 bytes a pixel")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// `widget` (a window, or any widget in one) as it is painted now; nil before it was drawn.
  @MainActor public static func of(_ widget: GtkWidgetPointer) -> Screenshot? {
    guard let texture = cgtk_widget_render_texture(widget) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return Self(texture: texture)
  }

  /// The image in the PNG file at `path`; throws when it cannot be read as one.
  public init(contentsOfPNG path: String) throws {
    var error: UnsafeMutablePointer<GError>?
    guard let file = g_file_new_for_path(path) else { throw ScreenshotError.unreadable(path, "no such path") }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let texture = gdk_texture_new_from_file(file, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "not a PNG image"
      g_error_free(error)
      throw ScreenshotError.unreadable(path, reason)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    self.init(texture: texture)
  }

  private init(texture: OpaquePointer) {
    let width = Int(gdk_texture_get_width(texture))
    let height = Int(gdk_texture_get_height(texture))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { buffer in
      gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// `images` next to each other, top-aligned, `gap` transparent pixels apart: several windows in one
  /// picture.
  public static func sideBySide(_ images: [Screenshot], gap: Int = 0) -> Screenshot {
    let height = images.map(\.height).max() ?? 0
    let width = images.map(\.width).reduce(0, +) + gap * max(images.count - 1, 0)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var left = 0
    for image in images {
      for row in 0 ..< image.height {
        let source = row * image.width * 4
        let target = (row * width + left) * 4
        pixels.replaceSubrange(target ..< target + image.width * 4, with: image.pixels[source ..< source + image.width * 4])
      }
      left += image.width + gap
    }
    return Screenshot(width: width, height: height, pixels: pixels)
  }

  /// Writes the image as a PNG file at `path` (replacing one there).
  public func writePNG(to path: String) throws {
    let texture = self.pixels.withUnsafeBufferPointer { cgtk_texture_from_pixels(Int32(self.width), Int32(self.height), $0.baseAddress) }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    guard gdk_texture_save_to_png(texture, path) != 0 else { throw ScreenshotError.unwritable(path) }
  }
}

/// Why a screenshot could not be read or written.
public enum ScreenshotError : Error, CustomStringConvertible {
  /// The file at the path could not be read as an image, for the reason given.
  case unreadable(String, String)
  /// The file at the path could not be written.
  case unwritable(String)
  /// The window has not been drawn yet.
  case notDrawn

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "Could not read the screenshot \(path): \(reason)"
    case .unwritable(let path): "Could not write the screenshot \(path)"
    case .notDrawn: "The window has not been drawn yet"
    }
  }
}
