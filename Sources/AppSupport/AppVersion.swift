//  AppVersion.swift

/// The version every executable reports with `--version`; the AppStream release notes in
/// `Resources/*.metainfo.xml` list the same number.
public enum AppVersion {
  public static let current = "0.1.0"
}
