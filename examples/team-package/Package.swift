// swift-tools-version: 6.1
// A team's package as it is laid out for iOS (Sources/ProfileUI with UIKit, SnapKit and Then;
// Tests/ProfileUITests with swift-snapshot-testing), plus what building it on Linux takes: the
// `#if os(Linux)` branch below and one comment-only file per target under Linux/. No file under
// Sources/ or Tests/ is edited for Linux; layout-render's uikit-adapter plugin rewrites them as
// they are compiled (README, "Zero edits: a team's iOS package on Linux").
import PackageDescription

#if os(Linux)
// layout-render from this repository; a team writes `.package(url: <layout-render's URL>, from: ...)`.
let layoutRender = Context.environment["LAYOUT_RENDER_PATH"] ?? "../.."
let adapter = Target.PluginUsage.plugin(name: "UIKitAdapterPlugin", package: "layout-render")
let dependencies: [Package.Dependency] = [
    .package(name: "layout-render", path: layoutRender),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
]
let targets: [Target] = [
    // The same module names as on iOS, compiled from Sources/ProfileUI and Tests/ProfileUITests.
    .target(name: "ProfileUI", dependencies: [.product(name: "ViewKit", package: "layout-render")],
            path: "Linux/ProfileUI", swiftSettings: [.swiftLanguageMode(.v5)], plugins: [adapter]),
    .testTarget(name: "ProfileUITests", dependencies: [
        "ProfileUI",
        .product(name: "ViewKit", package: "layout-render"),
        .product(name: "LayoutSnapshotTesting", package: "layout-render"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ], path: "Linux/ProfileUITests", swiftSettings: [.swiftLanguageMode(.v5)], plugins: [adapter]),
]
#else
let dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/SnapKit/SnapKit", from: "5.7.1"),
    .package(url: "https://github.com/devxoul/Then", from: "3.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
]
let targets: [Target] = [
    .target(name: "ProfileUI", dependencies: ["SnapKit", "Then"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "ProfileUITests", dependencies: [
        "ProfileUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ], exclude: ["__LinuxSnapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
]
#endif

let package = Package(
    name: "team-package",
    platforms: [.iOS(.v15), .macOS(.v14)],
    products: [.library(name: "ProfileUI", targets: ["ProfileUI"])],
    dependencies: dependencies,
    targets: targets
)
