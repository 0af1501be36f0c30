//  ScreenshotComparison.swift

/// How far a screenshot may differ from its reference and still match: a pixel differs when one of its
/// channels is off by more than `channel` (of 255); the images match when at most `pixels` of all
/// pixels differ (a fraction) and they have the same size.
public struct ScreenshotTolerance : Hashable, Sendable {
  /// How far a channel of a pixel may be off (of 255) before the pixel differs.
  public var channel: UInt8
  /// The fraction of all pixels that may differ.
  public var pixels: Double

  /// A tolerance of `channel` per channel and `pixels` of all pixels.
  public init(channel: UInt8 = 24, pixels: Double = 0.001) {
    self.channel = channel
    self.pixels = pixels
  }

  /// Anti-aliasing may vary a little; a moved, missing or recoloured widget does not pass.
  public static let standard = Self()
  /// Every pixel exactly as in the reference.
  public static let exact = Self(channel: 0, pixels: 0)
}

/// How a screenshot differs from its reference.
public struct ScreenshotDifference : Sendable {
  /// Pixels that differ beyond the tolerance (all of them when the sizes differ).
  public let differingPixels: Int
  /// Pixels compared.
  public let totalPixels: Int
  /// Whether the sizes differ.
  public let sizesDiffer: Bool
  /// The actual image, greyed, with the differing pixels in red (nil when the sizes differ).
  public let image: Screenshot?

  /// Compares `actual` with `reference`.
  public init(actual: Screenshot, reference: Screenshot, tolerance: ScreenshotTolerance) {
    guard actual.width == reference.width, actual.height == reference.height else {
      self.differingPixels = actual.width * actual.height
      self.totalPixels = actual.width * actual.height
      self.sizesDiffer = true
      self.image = nil
      return
    }
    var differing = 0
    var marked = [UInt8](repeating: 0, count: actual.pixels.count)
    let threshold = Int(tolerance.channel)
    for pixel in stride(from: 0, to: actual.pixels.count, by: 4) {
      var isDifferent = false
      for channel in 0..<4 where abs(Int(actual.pixels[pixel + channel]) - Int(reference.pixels[pixel + channel])) > threshold {
        isDifferent = true
      }
      if isDifferent {
        differing += 1
        marked[pixel + 2] = 255  // red
        marked[pixel + 3] = 255
      } else {
        let grey = UInt8((Int(actual.pixels[pixel]) + Int(actual.pixels[pixel + 1]) + Int(actual.pixels[pixel + 2])) / 6 + 64)
        marked[pixel] = grey
        marked[pixel + 1] = grey
        marked[pixel + 2] = grey
        marked[pixel + 3] = 255
      }
    }
    self.differingPixels = differing
    self.totalPixels = actual.width * actual.height
    self.sizesDiffer = false
    self.image = Screenshot(width: actual.width, height: actual.height, pixels: marked)
  }

  /// Whether the difference is within `tolerance`.
  public func isWithin(_ tolerance: ScreenshotTolerance) -> Bool {
    !self.sizesDiffer && Double(self.differingPixels) <= tolerance.pixels * Double(self.totalPixels)
  }
}
