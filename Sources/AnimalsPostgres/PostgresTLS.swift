//  PostgresTLS.swift

import Foundation
import PostgresNIO

/// The TLS of the store's connections (the pool's and the listener's), as the URL's `sslmode` and
/// `sslrootcert` ask. The root certificate file is read once, when the store is made.
struct PostgresTLS : Sendable {
  /// The largest `sslrootcert` file read (a CA bundle is a few hundred KiB at most).
  static let maxRootCertificateBytes = 1 << 20

  let mode: PostgresSSLMode
  let client: PostgresClient.Configuration.TLS
  let connection: PostgresConnection.Configuration.TLS

  init(url: PostgresDatabaseURL) throws(PostgresStoreError) {
    self.mode = url.effectiveSSLMode
    guard self.mode != .disable else {
      (self.client, self.connection) = (.disable, .disable)
      return
    }
    var configuration = TLSConfiguration.makeClientConfiguration()
    // PostgreSQL's own default minimum since version 14.
    configuration.minimumTLSVersion = .tlsv12
    if let path = url.sslRootCertificate {
      configuration.trustRoots = .certificates(try Self.certificates(at: path))
    }
    switch (self.mode, url.sslRootCertificate) {
    case (.require, nil): configuration.certificateVerification = .none
    case (.require, _?): configuration.certificateVerification = .noHostnameVerification
    default: configuration.certificateVerification = .fullVerification
    }
    let context: NIOSSLContext
    do {
      context = try NIOSSLContext(configuration: configuration)
    } catch {
      throw .tlsHandshakeFailed(database: url.description, reason: "the TLS settings cannot be used: \(error)")
    }
    self.client = .require(configuration)
    self.connection = .require(context)
  }

  /// The certificates of the PEM file at `path`, or why it cannot be used.
  static func certificates(at path: String) throws(PostgresStoreError) -> [NIOSSLCertificate] {
    func refuse(_ problem: String) -> PostgresStoreError {
      .unusableRootCertificate(path: path, problem: problem)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw refuse("it does not exist") }
    guard !isDirectory.boolValue else { throw refuse("it is a directory, not a file") }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw refuse("it cannot be read (check its permissions)") }
    defer { try? handle.close() }
    let bytes: Data
    do {
      bytes = try handle.read(upToCount: Self.maxRootCertificateBytes + 1) ?? Data()
    } catch {
      throw refuse("it cannot be read (\(error.localizedDescription))")
    }
    guard bytes.count <= Self.maxRootCertificateBytes else { throw refuse("it is larger than 1 MiB") }
    guard !bytes.isEmpty, let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(bytes)), !certificates.isEmpty else {
      throw refuse("it holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
    }
    return certificates
  }
}
