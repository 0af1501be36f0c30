// swift-tools-version:6.1

import PackageDescription

let package = Package(
  name: "ImmutableDataGTK",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableData", targets: ["ImmutableData"]),
    .library(name: "ImmutableUI", targets: ["ImmutableUI"]),
  ],
  targets: [
    .target(name: "ImmutableData"),
    .target(name: "ImmutableUI", dependencies: ["ImmutableData"]),
    .testTarget(name: "ImmutableDataTests", dependencies: ["ImmutableData"]),
    .testTarget(name: "ImmutableUITests", dependencies: ["ImmutableData", "ImmutableUI"]),
  ],
  swiftLanguageModes: [.v6]
)
