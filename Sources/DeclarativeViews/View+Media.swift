//  View+Media.swift

extension View {
  /// A button that opens `uri`. With `onOpen` the app opens it (the handler runs instead);
  /// without, the desktop's default handler does.
  public static func linkButton(_ label: String, uri: String, onOpen: (@MainActor () -> Void)? = nil) -> View {
    var handlers: [Event : EventHandler] = [:]
    if let onOpen { handlers[.linkClicked] = .void(onOpen) }
    return View(.linkButton, properties: [.label: .string(label), .uri: .string(uri)], handlers: handlers)
  }

  /// An image loaded from a file. A file that is missing, unreadable, not an image or larger than
  /// `ImageFileLimits.maximumBytes` shows GTK's "missing image" icon (and is logged).
  public static func image(file path: String, pixelSize: Int = 64) -> View {
    View(.image, properties: [.file: .string(path), .pixelSize: .int(pixelSize)])
  }
}

/// Limits on images loaded from files: they are decoded on the main thread, so the size is capped.
public enum ImageFileLimits {
  /// The largest image file shown: 16 MiB.
  public static let maximumBytes = 16 * 1024 * 1024
}
