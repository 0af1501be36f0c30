// swift-tools-version:6.2

import PackageDescription

/// The window modules run on the main actor (the GLib main loop) unless they say otherwise.
let windowModule: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "ImmutableDataGTK",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ImmutableData", targets: ["ImmutableData"]),
    .library(name: "ImmutableUI", targets: ["ImmutableUI"]),
    .library(name: "ImmutableDataTesting", targets: ["ImmutableDataTesting"]),
    .library(name: "AppDependencies", targets: ["AppDependencies"]),
    .library(name: "AppNetworking", targets: ["AppNetworking"]),
    .library(name: "DeclarativeViews", targets: ["DeclarativeViews"]),
    .library(name: "GtkWidgets", targets: ["GtkWidgets"]),
    .library(name: "AppRuntime", targets: ["AppRuntime"]),
    .library(name: "AppShell", targets: ["AppShell"]),
    .library(name: "StoreInspector", targets: ["StoreInspector"]),
    .library(name: "AppTesting", targets: ["AppTesting"]),
    .library(name: "CounterData", targets: ["CounterData"]),
    .library(name: "AnimalsData", targets: ["AnimalsData"]),
    .library(name: "QuakesData", targets: ["QuakesData"]),
    .executable(name: "counter", targets: ["Counter"]),
    .executable(name: "animals", targets: ["Animals"]),
    .executable(name: "animals-server", targets: ["AnimalsServerMain"]),
    .executable(name: "animals-kill-probe", targets: ["AnimalsKillProbe"]),
    .executable(name: "quakes", targets: ["Quakes"]),
    .executable(name: "gallery", targets: ["Gallery"]),
    .executable(name: "gtk-loop-probe", targets: ["GtkLoopProbe"]),
    .executable(name: "benchmarks", targets: ["Benchmarks"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // Already in the graph through Hummingbird: named for NIOHTTPTypes (the HTTP parts the server's deadlines watch).
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // `swift package generate-documentation` (scripts/docs.sh): DocC catalogs of ImmutableData and ImmutableUI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // animals-server on PostgreSQL (--database postgres://…).
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    // ImmutableDataTesting: a readable difference of two states when a store test fails.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    // Property tests: invariants checked on random inputs (reproducible with the seed a failure prints).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // The apps' HTTP (already in the graph through Hummingbird): Foundation's URLSession on Linux ends the
    // process when a connection closes between a response's status line and the end of its headers.
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
  ],
  targets: [
    // The store and what views use to read from it: no GTK.
    .target(name: "ImmutableData", dependencies: [.product(name: "Logging", package: "swift-log")]),
    .target(name: "ImmutableUI", dependencies: ["ImmutableData", .product(name: "Logging", package: "swift-log")]),
    // What an app's listeners ask of the world (time, identifiers, a clock, files, HTTP), in one value.
    .target(name: "AppDependencies"),
    // `NetworkHTTPClient`: HTTP through AsyncHTTPClient, for apps that fetch over the network (not URLSession, see there).
    .target(
      name: "AppNetworking",
      dependencies: [
        "AppDependencies", .product(name: "AsyncHTTPClient", package: "async-http-client"), .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
      ]
    ),
    // What an app's tests need of the store: an exhaustive store test (`TestStore`), and test values of
    // the dependencies (a test clock, files in memory, HTTP answers).
    .target(name: "ImmutableDataTesting", dependencies: ["ImmutableData", "AppDependencies", .product(name: "CustomDump", package: "swift-custom-dump")]),

    // The declarative view layer (no GTK), its GTK 4 backend (no store), the app shell that opens windows
    // and scenes on a store, and the store inspector (devtools) built on the shell.
    .target(name: "DeclarativeViews"),
    // GTK 4 and libadwaita (whose pkg-config module requires gtk4).
    .systemLibrary(name: "CGtk", path: "CGtk", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]),
    .target(name: "GtkWidgets", dependencies: ["CGtk", "DeclarativeViews", "Localization", .product(name: "Logging", package: "swift-log")]),
    // What runs an app's windows on a store, whatever shows them: GTK, or nothing (a test's recorded windows).
    .target(name: "AppRuntime", dependencies: ["DeclarativeViews", "ImmutableData", "ImmutableUI", "Localization", .product(name: "Logging", package: "swift-log")]),
    .target(name: "AppShell", dependencies: ["AppRuntime", "GtkWidgets", "CGtk", "DeclarativeViews", "ImmutableData", "ImmutableUI", "AppSupport", "Localization", .product(name: "Logging", package: "swift-log")]),
    .target(name: "AppTesting", dependencies: ["AppShell", "GtkWidgets", "CGtk", "DeclarativeViews", "ImmutableData", "ImmutableUI", "Localization"]),
    .target(name: "StoreInspector", dependencies: ["AppShell", "AppSupport", "DeclarativeViews", "ImmutableData", "ImmutableUI", "Localization", .product(name: "Logging", package: "swift-log")], swiftSettings: windowModule),
    .executableTarget(name: "GtkLoopProbe", dependencies: ["GtkWidgets", "CGtk", "AppSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

    // What every executable shares: command-line options, XDG places (through GLib alone, no GTK), logging.
    .systemLibrary(name: "CGLib", path: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .target(
      name: "AppSupport",
      dependencies: [
        "CGLib",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // Translations of user-visible text (gettext, po/).
    .target(name: "Localization", dependencies: ["CGLib", .product(name: "Logging", package: "swift-log")]),

    // Counter.
    .target(name: "CounterData", dependencies: ["ImmutableData"]),
    .target(name: "CounterUI", dependencies: ["CounterData", "AppShell", "StoreInspector", "DeclarativeViews", "ImmutableData", "ImmutableUI", "Localization"], swiftSettings: windowModule),
    .executableTarget(name: "Counter", dependencies: ["CounterUI", "CounterData", "ImmutableData", "AppShell", "AppSupport", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

    // Animals.
    .target(
      name: "AnimalsData",
      dependencies: ["ImmutableData", .product(name: "Collections", package: "swift-collections"), .product(name: "Logging", package: "swift-log")]
    ),
    .target(
      name: "AnimalsPersistence",
      dependencies: ["AnimalsData", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log")]
    ),
    .target(
      name: "AnimalsClient",
      dependencies: [
        "AnimalsData", "AppNetworking", .product(name: "AsyncHTTPClient", package: "async-http-client"), .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The server's store on PostgreSQL: the same contract as the SQLite store, and changes fanned out with LISTEN/NOTIFY.
    .target(
      name: "AnimalsPostgres",
      dependencies: ["AnimalsData", "AnimalsPersistence", .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log")]
    ),
    .target(
      name: "AnimalsServer",
      dependencies: [
        "AnimalsData", "AnimalsPersistence",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
      ]
    ),
    .executableTarget(
      name: "AnimalsServerMain",
      dependencies: [
        "AnimalsServer", "AnimalsPersistence", "AnimalsPostgres", "AppSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Test support: the local app's store, listener and database under `kill -9` (AnimalsKillTests).
    .executableTarget(
      name: "AnimalsKillProbe",
      dependencies: ["AnimalsData", "AnimalsPersistence", "ImmutableData", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .target(
      name: "AnimalsUI",
      dependencies: ["AnimalsData", "AppShell", "StoreInspector", "DeclarativeViews", "GtkWidgets", "ImmutableData", "ImmutableUI", "Localization"],
      swiftSettings: windowModule
    ),
    .executableTarget(
      name: "Animals",
      dependencies: ["AnimalsUI", "AnimalsData", "ImmutableData", "AnimalsPersistence", "AnimalsClient", "AppShell", "AppSupport", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log")]
    ),

    // Quakes.
    .target(name: "QuakesData", dependencies: ["ImmutableData", .product(name: "Collections", package: "swift-collections"), .product(name: "Logging", package: "swift-log")]),
    .target(name: "QuakesFeed", dependencies: ["QuakesData", "AppDependencies", "AppNetworking", .product(name: "Logging", package: "swift-log")]),
    .target(
      name: "QuakesPersistence",
      dependencies: [
        "QuakesData", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "QuakesUI",
      dependencies: ["QuakesData", "AppShell", "StoreInspector", "DeclarativeViews", "ImmutableData", "ImmutableUI", "Localization", .product(name: "Logging", package: "swift-log")],
      resources: [.copy("Resources/world-outline.txt")],
      swiftSettings: windowModule
    ),
    .executableTarget(
      name: "Quakes",
      dependencies: ["QuakesUI", "QuakesData", "ImmutableData", "QuakesFeed", "QuakesPersistence", "AppShell", "AppSupport", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log")],
      resources: [.copy("Resources")]
    ),

    // The widget gallery: every kind of widget with its states, on one store.
    .target(name: "GalleryData", dependencies: ["ImmutableData", "Localization"]),
    // GtkSourceView 5: the Gallery's code editor, a widget outside the vocabulary (`View.gtk`).
    .systemLibrary(name: "CGtkSourceView", pkgConfig: "gtksourceview-5", providers: [.apt(["libgtksourceview-5-dev"])]),
    .target(
      name: "GalleryUI",
      dependencies: ["GalleryData", "AppShell", "StoreInspector", "DeclarativeViews", "GtkWidgets", "CGtk", "CGtkSourceView", "ImmutableData", "ImmutableUI", "Localization"],
      swiftSettings: windowModule
    ),
    .executableTarget(name: "Gallery", dependencies: ["GalleryUI", "AppShell", "AppSupport", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

    // Benchmarks (scripts/benchmarks.sh, BENCHMARKS.md).
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "ImmutableData", "ImmutableUI", "DeclarativeViews", "AppShell", "GtkWidgets", "CGtk", "QuakesData", "QuakesUI", "QuakesPersistence", "CounterData", "CounterUI",
        "AnimalsData", "AnimalsUI", "StoreInspector",
        .product(name: "Collections", package: "swift-collections"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Tests, and what several test targets share (temporary directories, waiting, recording).
    .target(name: "TestSupport", dependencies: [.product(name: "Logging", package: "swift-log")], path: "Tests/TestSupport"),
    .testTarget(name: "ImmutableDataTests", dependencies: ["ImmutableData", "TestSupport", .product(name: "Logging", package: "swift-log")]),
    .testTarget(name: "AppSupportTests", dependencies: ["AppSupport", "TestSupport"]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    .testTarget(name: "ImmutableUITests", dependencies: ["ImmutableData", "ImmutableUI", "TestSupport"]),
    .testTarget(name: "DeclarativeViewsTests", dependencies: ["DeclarativeViews", "TestSupport"]),
    .testTarget(
      name: "CounterDataTests",
      dependencies: ["CounterData", "ImmutableData", "ImmutableDataTesting", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(name: "ImmutableDataTestingTests", dependencies: ["ImmutableDataTesting", "ImmutableData", "AppDependencies"]),
    .testTarget(name: "GalleryDataTests", dependencies: ["GalleryData", "ImmutableData", "ImmutableDataTesting"]),
    .testTarget(
      name: "AnimalsDataTests",
      dependencies: ["AnimalsData", "ImmutableData", "ImmutableDataTesting", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "AnimalsPersistenceTests",
      dependencies: ["AnimalsData", "AnimalsPersistence", "AnimalsKillProbe", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "AnimalsServerTests",
      dependencies: [
        "AnimalsData", "AnimalsPersistence", "AnimalsPostgres", "AnimalsServer", "AnimalsClient", "TestSupport", "ImmutableData",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "QuakesDataTests",
      dependencies: ["QuakesData", "ImmutableData", "ImmutableDataTesting", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(name: "QuakesFeedTests", dependencies: ["QuakesData", "QuakesFeed", "TestSupport", "AppDependencies", "ImmutableDataTesting"], resources: [.copy("Fixtures")]),
    .testTarget(name: "QuakesPersistenceTests", dependencies: ["QuakesData", "QuakesPersistence", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    // The four apps' windows driven through AppTesting, each test once with no display and, under a
    // display, once more on GTK.
    .testTarget(
      name: "AppWindowTests",
      dependencies: [
        "AppTesting", "AppShell", "DeclarativeViews", "ImmutableData", "ImmutableUI",
        "CounterUI", "CounterData", "AnimalsUI", "AnimalsData", "AnimalsPersistence", "QuakesUI", "QuakesData", "QuakesFeed", "QuakesPersistence",
        "GalleryUI", "GalleryData", "Localization", "TestSupport", "AppDependencies", "ImmutableDataTesting", "StoreInspector",
      ]
    ),
    // Tests the inspector wrote from a recorded session of each app (ReplayTestGenerationTests keeps them
    // current): compiled and run as any other.
    .testTarget(name: "ReplayTests", dependencies: ["CounterData", "AnimalsData", "QuakesData", "ImmutableData", "ImmutableDataTesting"]),
    .testTarget(
      name: "GtkTests",
      dependencies: [
        "GtkWidgets", "AppRuntime", "AppShell", "AppTesting", "ImmutableDataTesting", "AppSupport", "StoreInspector", "TestSupport", "DeclarativeViews", "ImmutableData", "ImmutableUI", "CGtk", "GtkLoopProbe",
        .product(name: "Logging", package: "swift-log"),
        "CounterUI", "CounterData", "Localization",
        "GalleryUI", "GalleryData", "CGtkSourceView",
        "AnimalsUI", "AnimalsData", "AnimalsPersistence", "AnimalsClient", "AnimalsServer",
        "QuakesUI", "QuakesData", "QuakesFeed", "QuakesPersistence",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
