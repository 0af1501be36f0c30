//  QuakesFeedLimits.swift

import Foundation

/// What a feed download may cost. A real month of USGS quakes is about 10 MiB of JSON, so the caps
/// leave room while a hostile or broken server cannot take the app's memory or keep a refresh waiting.
public struct QuakesFeedLimits : Sendable, Hashable {
  /// The whole download, from request to last byte, however steadily bytes arrive.
  public var deadline: TimeInterval
  /// Longest silence between two reads.
  public var readTimeout: TimeInterval
  /// Bytes on the wire (a `Content-Length` above it is refused before the body is read).
  public var maxDownloadBytes: Int
  /// Bytes after decompression (`Content-Encoding: gzip`), which is what the decoder gets.
  public var maxDecodedBytes: Int

  public static let mebibyte = 1_048_576

  public init(
    deadline: TimeInterval = 60,
    readTimeout: TimeInterval = 15,
    maxDownloadBytes: Int = 64 * QuakesFeedLimits.mebibyte,
    maxDecodedBytes: Int = 64 * QuakesFeedLimits.mebibyte
  ) {
    self.deadline = deadline
    self.readTimeout = readTimeout
    self.maxDownloadBytes = maxDownloadBytes
    self.maxDecodedBytes = maxDecodedBytes
  }
}
