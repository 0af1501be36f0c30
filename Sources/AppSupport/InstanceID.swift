//  InstanceID.swift

/// The GApplication id of an app instance on one data source. Launches with the same id share one
/// process (a second launch opens a window there); another data source gets another id, so a launch
/// on other data never shows the running instance's data instead.
public enum InstanceID {
  /// `baseID` for the default data source (`nil`), otherwise `baseID.Source<16 hex digits>`, a hash of
  /// `dataSource` that is the same in every process (unlike Swift's seeded `Hasher`).
  public static func applicationID(baseID: String, dataSource: String?) -> String {
    guard let dataSource else { return baseID }
    // FNV-1a, 64 bits: stable and plenty for telling a user's few data sources apart.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in dataSource.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "\(baseID).Source\(String(repeating: "0", count: 16 - hex.count))\(hex)"
  }
}
