//  InstallTests.swift

import Foundation
import Testing

/// scripts/install.sh into a temporary prefix, with the debug binaries this test run built
/// (`--bindir`, no release build): every file valid, an app started from its desktop file shows its
/// window, the installed app finds its translations, and `--uninstall` removes what was installed.
@Suite(.enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"))
struct InstallTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("install-test-\(UUID().uuidString)")
  static let ids = ["org.immutabledata.Counter", "org.immutabledata.Animals", "org.immutabledata.Quakes"]

  private func run(_ executable: String, _ arguments: [String], environment: [String : String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = Self.repository
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // A file, not a pipe: an app started by `gio launch` inherits the output and outlives the call.
    let output = self.prefix.appendingPathExtension("\(UUID().uuidString).log")
    try #require(FileManager.default.createFile(atPath: output.path, contents: nil), "cannot create \(output.path)")
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
  }

  @Test func installValidateLaunchFromTheDesktopFileAndUninstall() throws {
    defer { try? FileManager.default.removeItem(at: self.prefix) }
    let install = try self.run("/bin/bash", ["scripts/install.sh", "--prefix", self.prefix.path, "--bindir", AppProcess.binDirectory.path])
    try #require(install.status == 0, "\(install.output)")

    let share = self.prefix.appendingPathComponent("share")
    for id in Self.ids {
      let desktop = share.appendingPathComponent("applications/\(id).desktop").path
      let validDesktop = try self.run("/usr/bin/desktop-file-validate", [desktop])
      #expect(validDesktop.status == 0, "\(desktop): \(validDesktop.output)")
      let metainfo = share.appendingPathComponent("metainfo/\(id).metainfo.xml").path
      let validMetainfo = try self.run("/usr/bin/appstreamcli", ["validate", "--strict", "--no-net", metainfo])
      #expect(validMetainfo.status == 0, "\(metainfo): \(validMetainfo.output)")
      // No placeholder address is shown to users (the project has no public one yet).
      #expect(try !String(contentsOfFile: metainfo, encoding: .utf8).contains("example.org"), "\(metainfo)")
      for icon in ["scalable/apps/\(id).svg", "symbolic/apps/\(id)-symbolic.svg"] {
        let path = share.appendingPathComponent("icons/hicolor/\(icon)").path
        // rsvg-convert renders it: a broken SVG fails here.
        let png = self.prefix.appendingPathExtension("png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let render = try self.run("/usr/bin/rsvg-convert", ["-w", "64", "-o", png, path])
        #expect(render.status == 0, "\(path): \(render.output)")
      }
    }
    for app in ["counter", "animals", "quakes"] {
      let version = try self.run(self.prefix.appendingPathComponent("bin/\(app)").path, ["--version"])
      #expect(version.status == 0 && !version.output.isEmpty, "installed \(app): \(version.output)")
    }

    // Start Counter the way the desktop does: from its installed desktop file (its Exec line), with the
    // prefix in XDG_DATA_DIRS as a session that installed there would have it.
    let dataDirs = [share.path, ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share"].joined(separator: ":")
    let launch = try self.run("/usr/bin/gio", ["launch", share.appendingPathComponent("applications/org.immutabledata.Counter.desktop").path], environment: ["XDG_DATA_DIRS": dataDirs])
    #expect(launch.status == 0, "\(launch.output)")
    let installedCounter = self.prefix.appendingPathComponent("lib/immutabledata-gtk/counter").path
    var pid: Int32?
    #expect(AppProcess.wait {
      pid = Self.pids(of: installedCounter).first
      return pid.map { !AppProcess.windowTitles(pid: $0, name: "^Counter$").isEmpty } ?? false
    }, "no window of the installed counter")
    if let pid { kill(pid, SIGKILL) }

    // On a German desktop the installed app finds its translations in PREFIX/share/locale by itself.
    #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent("locale/de/LC_MESSAGES/immutabledata-gtk.mo").path))
    let german = Process()
    german.executableURL = self.prefix.appendingPathComponent("bin/counter")
    var environment = ProcessInfo.processInfo.environment.merging(["LANG": "de_DE.UTF-8", "LANGUAGE": "de"]) { $1 }
    environment["IMMUTABLEDATA_LOCALEDIR"] = nil
    german.environment = environment
    german.standardOutput = FileHandle.nullDevice
    german.standardError = FileHandle.nullDevice
    try german.run()
    #expect(AppProcess.wait {
      Self.pids(of: installedCounter).contains { !AppProcess.windowTitles(pid: $0, name: "^Zähler$").isEmpty }
    }, "no German window of the installed counter")
    Self.pids(of: installedCounter).forEach { kill($0, SIGKILL) }
    german.waitUntilExit()

    let uninstall = try self.run("/bin/bash", ["scripts/install.sh", "--prefix", self.prefix.path, "--uninstall"])
    #expect(uninstall.status == 0, "\(uninstall.output)")
    let left = FileManager.default.enumerator(atPath: self.prefix.path)?.compactMap { $0 as? String } ?? []
    // Only the caches the desktop tools regenerate may stay.
    #expect(left.filter { !$0.hasSuffix(".cache") && !FileManager.default.isDirectory(self.prefix.appendingPathComponent($0)) }.isEmpty, "left: \(left)")
  }

  /// Processes whose executable is `path` (the desktop launched them, not this test).
  static func pids(of path: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/exe")) == path
    }
  }
}

extension FileManager {
  func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return self.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
