//  ReadmeCommandsTests.swift

import Foundation
import Testing

/// Every command line the README and the pages of `docs/` document for an app, the server or install.sh:
/// each option it uses is one the program's `--help` lists, and the line with `--help` appended parses
/// (status 0). A page that documents an option that does not exist, or a value an option refuses, fails
/// here. (The getting-started guide's commands are followed literally by `scripts/test-example.sh`.)
@Suite struct ReadmeCommandsTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

  struct Command : CustomStringConvertible {
    var line: String
    var program: String
    var arguments: [String]
    var description: String { self.line }
  }

  /// The README and the pages it links in `docs/`, but the getting-started guide.
  static func documentedPages() throws -> [URL] {
    let docs = Self.repository.appendingPathComponent("docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") && !$0.hasPrefix("getting-started") }
      .sorted()
      .map { docs.appendingPathComponent($0) }
    return [Self.repository.appendingPathComponent("README.md")] + pages
  }

  /// The pages' commands: lines of ```sh blocks and `inline` spans that run one of the programs.
  static func commands() throws -> [Command] {
    var candidates: [String] = []
    for page in try Self.documentedPages() {
      candidates += Self.candidates(in: try String(contentsOf: page, encoding: .utf8))
    }
    return Self.commands(from: candidates)
  }

  static func candidates(in page: String) -> [String] {
    var candidates: [String] = []
    var inBlock = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock = line == "```sh" && !inBlock
        continue
      }
      if inBlock {
        candidates.append(String(line))
      } else {
        candidates += line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
      }
    }
    return candidates
  }

  static func commands(from candidates: [String]) -> [Command] {
    candidates.compactMap { candidate in
      let line = candidate.components(separatedBy: " #").first!.trimmingCharacters(in: .whitespaces)
      let words = line.split(separator: " ").map(String.init)
      guard line.range(of: "[") == nil, words.count >= 1 else { return nil }
      switch (words.first!, words.count) {
      case ("./scripts/launch.sh", 2...) where ["counter", "animals", "quakes", "gallery"].contains(words[1]):
        return Command(line: line, program: words[1], arguments: Array(words.dropFirst(2)))
      case ("swift", 3...) where words[1] == "run":
        return Command(line: line, program: words[2], arguments: Array(words.dropFirst(3)))
      case ("scripts/install.sh", _), ("./scripts/install.sh", _):
        return Command(line: line, program: "scripts/install.sh", arguments: Array(words.dropFirst()))
      case ("counter", _), ("animals", _), ("quakes", _), ("gallery", _), ("gtk-loop-probe", _), ("animals-server", _):
        return Command(line: line, program: words[0], arguments: Array(words.dropFirst()))
      default:
        return nil
      }
    }
  }

  static func run(_ command: Command, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    if command.program.hasPrefix("scripts/") {
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [command.program] + arguments
    } else {
      process.executableURL = Self.binDirectory.appendingPathComponent(command.program)
      process.arguments = arguments
    }
    process.currentDirectoryURL = Self.repository
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theReadmeDocumentsTheAppsCommands() throws {
    let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let programs = Set(Self.commands(from: Self.candidates(in: readme)).map(\.program))
    #expect(programs.isSuperset(of: ["animals", "quakes", "animals-server", "scripts/install.sh"]), "found: \(programs)")
  }

  @Test func theDocsDocumentEveryProgramsCommands() throws {
    let programs = Set(try Self.commands().map(\.program))
    #expect(programs.isSuperset(of: ["counter", "animals", "quakes", "gallery", "animals-server", "scripts/install.sh"]), "found: \(programs)")
  }

  /// The README stays the front door (short), and every relative link of it and the pages opens a file.
  @Test func theReadmeIsShortAndEveryPagesLinksResolve() throws {
    let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count < 250)
    let docs = Self.repository.appendingPathComponent("docs")
    let everyPage = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.map { docs.appendingPathComponent($0) }
      + ["README.md", "BENCHMARKS.md"].map { Self.repository.appendingPathComponent($0) }
    for page in everyPage {
      let text = try String(contentsOf: page, encoding: .utf8)
      let folder = page.deletingLastPathComponent()
      let links = text.matches(of: /\]\(([^)#:]+)(#[^)]*)?\)/).map { String($0.output.1) }
      for link in links {
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(link).path), "\(page.lastPathComponent) links to \(link), which is not there")
      }
    }
  }

  @Test(arguments: try ReadmeCommandsTests.commands())
  func aDocumentedCommandUsesOnlyRealOptionsAndParses(_ command: Command) throws {
    let help = try Self.run(command, ["--help"])
    try #require(help.status == 0, "\(command.program) --help: \(help.output)")
    for word in command.arguments where word.hasPrefix("-") {
      let option = word.components(separatedBy: "=").first!
      #expect(help.output.contains(option), "\(command.program) --help does not list \(option)")
    }
    let parsed = try Self.run(command, command.arguments + ["--help"])
    #expect(parsed.status == 0, "\(command.line) --help: \(parsed.output)")
  }
}
