//  SmallDisk.swift

import Foundation

/// A small tmpfs mounted for one test, to fill up as a real disk fills. Mounting needs root (CI runs
/// as root); elsewhere `isAvailable` is false and the tests that need one are skipped.
public final class SmallDisk : @unchecked Sendable {
  public let url: URL
  private let filler: URL

  /// Whether this process may mount one (root, with `mount` present).
  public static var isAvailable: Bool {
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")
  }

  public struct MountFailed : Error, CustomStringConvertible {
    public let description: String
  }

  /// Mounts a tmpfs of `kibibytes` KiB at a new directory under the temporary directory.
  public init(kibibytes: Int) throws {
    self.url = FileManager.default.temporaryDirectory.appendingPathComponent("small-disk-\(UUID().uuidString)", isDirectory: true)
    self.filler = self.url.appendingPathComponent(".filler")
    try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
    let status = Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", self.url.path])
    guard status == 0 else {
      try? FileManager.default.removeItem(at: self.url)
      throw MountFailed(description: "mount -t tmpfs exited with \(status)")
    }
  }

  /// Fills every free byte with a file of its own (the disk is then full).
  public func fill() throws {
    // Opening it for writing below throws when it could not be made.
    _ = FileManager.default.createFile(atPath: self.filler.path, contents: nil)
    let handle = try FileHandle(forWritingTo: self.filler)
    defer { try? handle.close() }
    let chunk = Data(repeating: 0xAB, count: 4_096)
    var byte = Data([0xAB])
    do {
      while true { try handle.write(contentsOf: chunk) }
    } catch {}
    do {
      while true { try handle.write(contentsOf: byte) }
    } catch {}
    byte.removeAll()
  }

  /// Frees what `fill` took.
  public func free() throws {
    try FileManager.default.removeItem(at: self.filler)
  }

  deinit {
    _ = Self.run("/bin/umount", ["-l", self.url.path])
    try? FileManager.default.removeItem(at: self.url)
  }

  private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
