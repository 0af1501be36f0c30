//  Placeholders.swift

/// Fills `%@` (next argument) and `%N$@` (argument N) placeholders; `%%` is a percent sign.
/// A placeholder without an argument stays as it is, so a faulty translation shows, not crashes.
enum Placeholders {
  static func fill(_ text: String, with arguments: [any CustomStringConvertible]) -> String {
    guard text.contains("%") else { return text }
    var result = ""
    var next = 0
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("%") {
        result += "%"
        rest = after.dropFirst()
      } else if after.hasPrefix("@") {
        result += next < arguments.count ? arguments[next].description : "%@"
        next += 1
        rest = after.dropFirst()
      } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]), after[dollar...].dropFirst().hasPrefix("@") {
        let index = position - 1
        result += arguments.indices.contains(index) ? arguments[index].description : "%\(position)$@"
        rest = after[dollar...].dropFirst(2)
      } else {
        result += "%"
        rest = after
      }
    }
    return result + rest
  }
}
