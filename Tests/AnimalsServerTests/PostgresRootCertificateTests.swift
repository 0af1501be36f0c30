//  PostgresRootCertificateTests.swift

import AnimalsPostgres
import Foundation
import TestSupport
import Testing

/// The `sslrootcert` file is read when the store is made: one that cannot be used is refused with a
/// sentence naming it, before anything connects.
struct PostgresRootCertificateTests {
  private func refusal(_ path: String) -> PostgresStoreError? {
    let url = PostgresDatabaseURL(host: "db.example.com", username: "animals", database: "animals", sslRootCertificate: path)
    do {
      _ = try PostgresStore(url: url)
      return nil
    } catch {
      return error
    }
  }

  @Test func aMissingFileOrADirectoryIsRefused() throws {
    let directory = try TemporaryDirectory()
    let missing = directory.url.appendingPathComponent("ca.pem").path
    #expect(self.refusal(missing) == .unusableRootCertificate(path: missing, problem: "it does not exist"))
    #expect(self.refusal(directory.url.path) == .unusableRootCertificate(path: directory.url.path, problem: "it is a directory, not a file"))
    #expect(self.refusal(missing)?.description == "Cannot use the CA certificate file \(missing) (sslrootcert): it does not exist.")
  }

  @Test func aFileWithoutAPEMCertificateIsRefused() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("ca.pem")
    for content in ["", "not a certificate\n", "-----BEGIN CERTIFICATE-----\nbm90IGRlcg==\n-----END CERTIFICATE-----\n"] {
      try Data(content.utf8).write(to: file)
      #expect(self.refusal(file.path) == .unusableRootCertificate(path: file.path, problem: "it holds no PEM certificate (-----BEGIN CERTIFICATE-----)"), "\(content)")
    }
  }

  @Test func aFileLargerThanTheCapIsRefusedUnread() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("ca.pem")
    try Data(repeating: UInt8(ascii: "A"), count: (1 << 20) + 1).write(to: file)
    #expect(self.refusal(file.path) == .unusableRootCertificate(path: file.path, problem: "it is larger than 1 MiB"))
  }
}
