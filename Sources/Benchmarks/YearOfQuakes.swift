//  YearOfQuakes.swift
//  Item 13's data: a year of generated quakes shaped like the USGS "all" feed, the same in every run.

import Foundation
import QuakesData

/// A year of quakes with the feed's shape: most of them small (Gutenberg–Richter, b = 1, from magnitude
/// 0.5), clustered in the regions that report the most (the west of the US, Alaska, Hawaii, the Pacific
/// rim), every shock of magnitude 4 or more followed by its aftershocks (10^(m − 3.5) of them, fewer
/// as time passes), shallow mostly, each with a place of the feed's form and its page.
enum YearOfQuakes {
  /// 2024-01-01 00:00 UTC.
  static let firstDay = Date(timeIntervalSince1970: 1_704_067_200)
  static let days = 366

  /// A seismic region: its centre, its spread in degrees and the places quakes are named after.
  private struct Region {
    let latitude: Double
    let longitude: Double
    let spread: Double
    let weight: Int
    let places: [String]
  }

  private static let regions: [Region] = [
    Region(latitude: 35.5, longitude: -118.5, spread: 2.0, weight: 30, places: ["Ridgecrest, CA", "Aguanga, CA", "Borrego Springs, CA", "Coso Junction, CA"]),
    Region(latitude: 38.8, longitude: -122.8, spread: 0.6, weight: 12, places: ["The Geysers, CA", "Cobb, CA", "Petrolia, CA"]),
    Region(latitude: 61.5, longitude: -150.0, spread: 4.0, weight: 18, places: ["Anchorage, Alaska", "Willow, Alaska", "Cantwell, Alaska"]),
    Region(latitude: 52.0, longitude: -176.0, spread: 3.0, weight: 6, places: ["Adak, Alaska", "Atka, Alaska"]),
    Region(latitude: 19.4, longitude: -155.3, spread: 0.4, weight: 10, places: ["Pahala, Hawaii", "Volcano, Hawaii", "Hilo, Hawaii"]),
    Region(latitude: 38.5, longitude: -119.0, spread: 1.5, weight: 5, places: ["Reno, Nevada", "Hawthorne, Nevada"]),
    Region(latitude: 44.6, longitude: -110.7, spread: 0.5, weight: 3, places: ["West Yellowstone, Montana"]),
    Region(latitude: 36.0, longitude: 140.0, spread: 3.0, weight: 4, places: ["Tokyo, Japan", "Namie, Japan"]),
    Region(latitude: -33.0, longitude: -71.5, spread: 4.0, weight: 3, places: ["Valparaíso, Chile", "Santiago, Chile"]),
    Region(latitude: -2.0, longitude: 120.0, spread: 8.0, weight: 3, places: ["Palu, Indonesia", "Ambon, Indonesia"]),
    Region(latitude: -18.0, longitude: -178.0, spread: 4.0, weight: 2, places: ["Suva, Fiji", "Neiafu, Tonga"]),
    Region(latitude: 18.0, longitude: -66.5, spread: 1.0, weight: 3, places: ["Maricao, Puerto Rico", "Tallaboa, Puerto Rico"]),
    Region(latitude: 40.8, longitude: 14.2, spread: 1.5, weight: 1, places: ["Naples, Italy"]),
    Region(latitude: -12.0, longitude: -77.0, spread: 3.0, weight: 1, places: ["Lima, Peru"]),
  ]
  private static let directions = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

  /// `count` quakes over `days` days from `firstDay`, in no particular order.
  static func make(count: Int, days: Int = Self.days) -> [Quake] {
    var random = SplitMix64(seed: 2024)
    let totalWeight = regions.reduce(0) { $0 + $1.weight }
    let span = Double(days * 86_400)
    var quakes: [Quake] = []
    quakes.reserveCapacity(count)
    var mainshock: (time: Double, region: Int, latitude: Double, longitude: Double)?
    var aftershocksLeft = 0
    while quakes.count < count {
      var time: Double
      let regionIndex: Int
      var latitude: Double
      var longitude: Double
      if aftershocksLeft > 0, let shock = mainshock {
        // Omori's law: the rate decays as 1 / (c + t); sampled as c·((1 + T/c)^u − 1), c = 60 s, T = 10 days.
        time = shock.time + 60 * (pow(1 + 864_000 / 60, random.unit) - 1)
        regionIndex = shock.region
        latitude = shock.latitude + random.normal * 0.05
        longitude = shock.longitude + random.normal * 0.05
        aftershocksLeft -= 1
      } else {
        time = random.unit * span
        var pick = Int(random.next() % UInt64(totalWeight))
        var index = 0
        while pick >= regions[index].weight {
          pick -= regions[index].weight
          index += 1
        }
        regionIndex = index
        latitude = regions[index].latitude + random.normal * regions[index].spread
        longitude = regions[index].longitude + random.normal * regions[index].spread
      }
      time = min(max(time, 0), span - 1)
      latitude = min(max(latitude, -89.9), 89.9)
      longitude = (longitude + 540).truncatingRemainder(dividingBy: 360) - 180
      // Gutenberg–Richter: P(M > m) = 10^−(m − 0.5), in tenths as the feed gives most of them.
      let magnitude = (min(9.1, 0.5 + -log10(max(random.unit, 1e-12))) * 100).rounded() / 100
      if aftershocksLeft == 0, magnitude >= 4 {
        mainshock = (time, regionIndex, latitude, longitude)
        aftershocksLeft = Int(pow(10, magnitude - 3.5))
      }
      let region = regions[regionIndex]
      let place = region.places[Int(random.next() % UInt64(region.places.count))]
      let direction = directions[Int(random.next() % UInt64(directions.count))]
      let distance = 1 + Int(random.next() % 60)
      let quakeId = "yq" + String(quakes.count, radix: 36)
      let date = firstDay.addingTimeInterval(time.rounded())
      quakes.append(Quake(
        quakeId: quakeId,
        magnitude: magnitude,
        time: date,
        updated: date.addingTimeInterval(600),
        name: "\(distance) km \(direction) of \(place)",
        longitude: (longitude * 10_000).rounded() / 10_000,
        latitude: (latitude * 10_000).rounded() / 10_000,
        depth: min(700, (-12 * log(max(random.unit, 1e-12)) * 100).rounded() / 100),
        page: URL(string: "https://earthquake.usgs.gov/earthquakes/eventpage/\(quakeId)")
      ))
    }
    return quakes
  }
}

extension SplitMix64 {
  /// Uniform in [0, 1).
  fileprivate var unit: Double {
    mutating get { Double(self.next() >> 11) / Double(1 << 53) }
  }

  /// Standard normal (Box–Muller).
  fileprivate var normal: Double {
    mutating get {
      let u = max(self.unit, 1e-12)
      return (-2 * log(u)).squareRoot() * cos(2 * .pi * self.unit)
    }
  }
}
