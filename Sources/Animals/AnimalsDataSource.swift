//  AnimalsDataSource.swift

import AnimalsData
import AppSupport
import Foundation

/// Where this launch's animals live: a local data directory or a server.
enum AnimalsDataSource : Equatable, CustomStringConvertible {
  case local(URL)
  /// Servers on one database, in order of preference.
  case server([URL])

  static let appID = "org.immutabledata.Animals"

  init(options: AnimalsOptions) {
    if !options.servers.isEmpty {
      self = .server(options.servers)
    } else if let directory = options.dataDirectory {
      self = .local(Self.canonical(URL(fileURLWithPath: directory, isDirectory: true)))
    } else {
      self = Self.defaultSource
    }
  }

  static var defaultSource: Self { .local(Self.canonical(AppPlaces.dataDirectory(appID: Self.appID))) }

  /// One spelling per directory (`./zoo`, `zoo/` and a symlink to it are the same data).
  private static func canonical(_ directory: URL) -> URL {
    directory.standardizedFileURL.resolvingSymlinksInPath()
  }

  /// The plain app id on the default data directory, an id of its own on any other source.
  var applicationID: String {
    InstanceID.applicationID(baseID: Self.appID, dataSource: self == Self.defaultSource ? nil : self.description)
  }

  var description: String {
    switch self {
    case .local(let directory): directory.path
    case .server(let urls): urls.map(\.absoluteString).joined(separator: ",")
    }
  }
}
