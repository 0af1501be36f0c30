// swift-tools-version:6.1

import PackageDescription

let package = Package(
  name: "ImmutableDataGTK",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableData", targets: ["ImmutableData"]),
    .library(name: "ImmutableUI", targets: ["ImmutableUI"]),
    .library(name: "DeclarativeViews", targets: ["DeclarativeViews"]),
    .library(name: "GtkRuntime", targets: ["GtkRuntime"]),
    .executable(name: "counter", targets: ["Counter"]),
    .executable(name: "gtk-loop-probe", targets: ["GtkLoopProbe"]),
  ],
  targets: [
    .target(name: "ImmutableData"),
    .target(name: "ImmutableUI", dependencies: ["ImmutableData"]),
    .target(name: "DeclarativeViews"),
    .systemLibrary(
      name: "CGtk",
      path: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    .target(name: "GtkRuntime", dependencies: ["CGtk", "DeclarativeViews", "ImmutableData", "ImmutableUI"]),
    .target(name: "CounterData", dependencies: ["ImmutableData"]),
    .target(name: "CounterUI", dependencies: ["CounterData", "GtkRuntime", "DeclarativeViews", "ImmutableData", "ImmutableUI"]),
    .executableTarget(name: "Counter", dependencies: ["CounterUI"]),
    .executableTarget(name: "GtkLoopProbe", dependencies: ["GtkRuntime", "CGtk"]),
    .testTarget(name: "DeclarativeViewsTests", dependencies: ["DeclarativeViews"]),
    .testTarget(name: "CounterDataTests", dependencies: ["CounterData", "ImmutableData"]),
    .testTarget(name: "GtkTests", dependencies: ["GtkRuntime", "CounterUI", "CounterData", "DeclarativeViews", "ImmutableData", "ImmutableUI", "CGtk", "GtkLoopProbe"]),
    .testTarget(name: "ImmutableDataTests", dependencies: ["ImmutableData"]),
    .testTarget(name: "ImmutableUITests", dependencies: ["ImmutableData", "ImmutableUI"]),
  ],
  swiftLanguageModes: [.v6]
)
