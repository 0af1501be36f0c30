// swift-tools-version:6.2

import PackageDescription

let package = Package(
  name: "TodoApp",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "todo", targets: ["Todo"]),
  ],
  dependencies: [
    // The framework, two folders up (this example lives in its repository). Your own app names the
    // framework by URL instead: .package(url: "https://example.org/immutabledata-gtk.git", branch: "main").
    .package(name: "ImmutableDataGTK", path: "../.."),
  ],
  targets: [
    // State, actions, reducer and the JSON file: no GTK, tested without a display.
    .target(
      name: "TodoData",
      dependencies: [
        .product(name: "ImmutableData", package: "ImmutableDataGTK"),
        // The file system the list is saved through (`FileSystem`): the disk, or memory in tests.
        .product(name: "AppDependencies", package: "ImmutableDataGTK"),
      ]
    ),
    // The window and the app.
    .target(
      name: "TodoUI",
      dependencies: [
        "TodoData",
        .product(name: "ImmutableData", package: "ImmutableDataGTK"),
        .product(name: "ImmutableUI", package: "ImmutableDataGTK"),
        .product(name: "DeclarativeViews", package: "ImmutableDataGTK"),
        .product(name: "AppShell", package: "ImmutableDataGTK"),
      ],
      // A window module runs on the main actor (GTK's main loop): no @MainActor on every declaration.
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .executableTarget(name: "Todo", dependencies: ["TodoUI", "TodoData"]),
    .testTarget(
      name: "TodoDataTests",
      dependencies: [
        "TodoData",
        .product(name: "ImmutableData", package: "ImmutableDataGTK"),
        .product(name: "ImmutableDataTesting", package: "ImmutableDataGTK"),
        .product(name: "AppDependencies", package: "ImmutableDataGTK"),
      ]
    ),
    .testTarget(
      name: "TodoUITests",
      dependencies: [
        "TodoUI", "TodoData",
        .product(name: "ImmutableData", package: "ImmutableDataGTK"),
        .product(name: "ImmutableUI", package: "ImmutableDataGTK"),
        .product(name: "DeclarativeViews", package: "ImmutableDataGTK"),
        .product(name: "AppShell", package: "ImmutableDataGTK"),
        .product(name: "AppTesting", package: "ImmutableDataGTK"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
