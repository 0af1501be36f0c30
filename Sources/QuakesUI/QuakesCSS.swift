//  QuakesCSS.swift

import QuakesData

/// Styles of the badges (one class per magnitude band, colours shared with the map) and the banner.
enum QuakesCSS {
  static let stylesheet: String = {
    var css = """
      .quake-badge {
        background-color: #241f31;
        border-radius: 8px;
        padding: 4px 6px;
        min-width: 30px;
        font-weight: bold;
        font-feature-settings: "tnum";
      }
      .quakes-banner { padding: 6px 12px; font-size: smaller; }
      .quakes-banner-warning { background-color: alpha(#e5a50a, 0.2); }
      .quakes-banner-error { background-color: alpha(#e01b24, 0.18); }

      """
    for band in MagnitudeBand.allCases {
      let (red, green, blue) = band.rgb
      css += ".\(band.cssClass) { color: rgb(\(Int(red * 255)), \(Int(green * 255)), \(Int(blue * 255))); }\n"
    }
    return css
  }()
}
