//  PostgresDatabaseURLTests.swift

import AnimalsPostgres
import Testing

/// The database URL's TLS options (libpq's names): the default per host, percent-decoding, and every
/// refusal, with a sentence, before anything connects.
struct PostgresDatabaseURLTests {
  @Test(arguments: ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "[::1]"])
  func aLoopbackHostIsReachedWithoutTLSByDefault(host: String) throws {
    let url = try PostgresDatabaseURL("postgres://animals@\(host):5432/animals")
    #expect(url.sslMode == nil)
    #expect(url.effectiveSSLMode == .disable)
  }

  @Test(arguments: ["db.example.com", "10.0.0.5", "128.0.0.1", "127.0.0.1.example.com", "localhost.example.com", "[2001:db8::1]"])
  func anyOtherHostIsVerifiedFullyByDefault(host: String) throws {
    let url = try PostgresDatabaseURL("postgres://animals@\(host)/animals")
    #expect(url.effectiveSSLMode == .verifyFull)
  }

  @Test func aRootCertificateAloneAsksForVerificationEvenOnLoopback() throws {
    let url = try PostgresDatabaseURL("postgres://animals@localhost/animals?sslrootcert=/etc/ssl/ca.pem")
    #expect(url.effectiveSSLMode == .verifyFull)
    #expect(url.sslRootCertificate == "/etc/ssl/ca.pem")
  }

  @Test func theModesAndThePathAreReadAsGivenAndPercentDecoded() throws {
    #expect(try PostgresDatabaseURL("postgres://a@db.example.com/b?sslmode=disable").effectiveSSLMode == .disable)
    #expect(try PostgresDatabaseURL("postgres://a@localhost/b?sslmode=require").effectiveSSLMode == .require)
    #expect(try PostgresDatabaseURL("postgresql://a@localhost/b?sslmode=verify-full").effectiveSSLMode == .verifyFull)
    let url = try PostgresDatabaseURL("postgres://a:p%40ss@db.example.com/b?sslrootcert=%2Fetc%2Fmy%20certs%2Fca%26more.pem&sslmode=require")
    #expect(url.sslRootCertificate == "/etc/my certs/ca&more.pem")
    #expect(url.sslMode == .require)
    #expect(url.password == "p@ss")
    #expect(try PostgresDatabaseURL("postgres://a@localhost/b?").sslMode == nil)
  }

  @Test func theDescriptionShowsTheOptionsButNotThePasswordAndReadsBackTheSame() throws {
    let url = try PostgresDatabaseURL("postgres://a:secret@db.example.com:6543/b?sslmode=require&sslrootcert=/etc/my%20certs/ca%26more.pem")
    #expect(url.description == "postgres://a@db.example.com:6543/b?sslmode=require&sslrootcert=/etc/my%20certs/ca%26more.pem")
    var withoutPassword = url
    withoutPassword.password = nil
    #expect(try PostgresDatabaseURL(url.description) == withoutPassword)
    #expect(try PostgresDatabaseURL("postgres://a@localhost/b").description == "postgres://a@localhost:5432/b")
  }

  /// A refusal is printed where animals-server starts and logged: it never shows the password, even
  /// when the text is no URL at all (found by fuzzing: such a text came back whole).
  @Test(arguments: [
    "postgres://me:S3CRETpw@ho st/db",
    "postgres://me:S3CRETpw@[::1/db",
    "postgres://me:S3CRETpw@host:99999/db",
    "mysql://me:S3CRETpw@host/db",
    "me:S3CRETpw@host/db",
    "postgres://me:S3CRETpw@/db",
    "postgres://me:S3CRETpw",
    "postgres://me:S3CRETpw/db",
  ])
  func aRefusedURLNeverShowsItsPassword(text: String) {
    do {
      _ = try PostgresDatabaseURL(text)
      Issue.record("\(text) was taken")
    } catch {
      #expect(!error.description.contains("S3CRETpw"), "\(error.description)")
    }
  }

  @Test(arguments: [
    ("?connect_timeout=5", "The database URL takes only the options sslmode=disable|require|verify-full and sslrootcert=/absolute/path/to/ca.pem, not \"connect_timeout\"."),
    ("?SSLMODE=require", "The database URL takes only the options sslmode=disable|require|verify-full and sslrootcert=/absolute/path/to/ca.pem, not \"SSLMODE\"."),
    ("?sslmode=prefer", "The database URL's sslmode must be disable, require or verify-full, not \"prefer\"."),
    ("?sslmode=verify-ca", "The database URL's sslmode must be disable, require or verify-full, not \"verify-ca\"."),
    ("?sslmode=disable&sslrootcert=/ca.pem", "The database URL gives sslrootcert with sslmode=disable, which uses no certificate: remove one of them."),
    ("?sslrootcert=certs/ca.pem", "The database URL's sslrootcert must be an absolute path (starting with /), not \"certs/ca.pem\"."),
    ("?sslrootcert=~/ca.pem", "The database URL's sslrootcert must be an absolute path (starting with /), not \"~/ca.pem\"."),
    ("?sslmode=require&sslmode=disable", "The database URL gives the option sslmode twice."),
    ("?sslrootcert=/a.pem&sslrootcert=/a.pem", "The database URL gives the option sslrootcert twice."),
    ("?sslmode", "The database URL's option sslmode needs a value, as in sslmode=disable|require|verify-full and sslrootcert=/absolute/path/to/ca.pem."),
    ("?sslrootcert=", "The database URL's option sslrootcert needs a value, as in sslmode=disable|require|verify-full and sslrootcert=/absolute/path/to/ca.pem."),
  ])
  func anOptionThatCannotBeUsedIsRefusedWithASentence(query: String, message: String) {
    #expect(throws: PostgresStoreError.invalidURL(message)) { try PostgresDatabaseURL("postgres://animals:secret@db.example.com/animals\(query)") }
  }
}
