// swift-tools-version: 6.1
import PackageDescription

let benchmarkTargets: [Target] = [
    "RasterizerBenchmarks", "TextBenchmarks", "SolverBenchmarks", "DiffBenchmarks", "ComponentBenchmarks",
    "JournalBenchmarks", "AnimationBenchmarks", "SceneFileBenchmarks",
].map { name in
    .executableTarget(
        name: name,
        dependencies: [
            "LayoutEngine", "Rasterizer", "DesignSystem", "SceneFile",
            .product(name: "Benchmark", package: "benchmark"),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
    name: "layout-render",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "Rasterizer", targets: ["Rasterizer"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "SceneFile", targets: ["SceneFile"]),
        .library(name: "LayoutSnapshot", targets: ["LayoutSnapshot"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "SwiftUIViews", targets: ["SwiftUIViews"]),
        .executable(name: "layout-render", targets: ["layout-render"]),
        // Issue 40: a team's iOS sources compiled on Linux unchanged (README, "Zero edits").
        .executable(name: "uikit-adapter", targets: ["uikit-adapter"]),
        .plugin(name: "UIKitAdapterPlugin", targets: ["UIKitAdapterPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The live preview's HTTP server and WebSocket; no default traits (swift-configuration is not used).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // NIOCore for the preview's guard on request heads (a channel handler); already under Hummingbird.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The zero-edits adapter parses a team's Swift files (SwiftParser) to rewrite them for Linux; only the
        // adapter's tool and plugin depend on it (already in the graph through swift-snapshot-testing).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRlottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),
        // libdeflate (libdeflate-dev) compresses reference PNGs (png_reference.c); xxHash (libxxhash-dev)
        // digests a reference's pixels so a snapshot that matches is known without decoding it (png_digest.c).
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate"),
                                               .linkedLibrary("xxhash")]),
        // The shadow blur's loops (Sources/Rasterizer/Paint/GaussianBlur.swift), in C for debug builds.
        .target(name: "CPixelKernels"),
        // JPEG (libjpeg-turbo), WebP (libwebp) and GIF (giflib) decoding; libjpeg's setjmp stays on the C side;
        // embedded ICC profiles converted to sRGB with Little CMS 2 (liblcms2-dev).
        .target(name: "CImageCodecs", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("webp"), .linkedLibrary("gif"),
                                                       .linkedLibrary("lcms2"), .linkedLibrary("z")]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // UAX #9 bidi levels from ICU's ubidi (libicu-dev), behind unversioned C names.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // The layout math: geometry, solver, layout DSL, stacks, text, the scene model. No pixels.
        .target(name: "LayoutEngine", dependencies: ["CFreeType", "CHarfBuzz", "CUnibreak", "CICU"]),
        // Pixels: canvas, coverage, paint, glyphs, PNG, image comparison.
        .target(name: "Rasterizer", dependencies: ["LayoutEngine", "CPNG", "CFreeType", "CPixelKernels", "CImageCodecs", "CRsvg"]),
        // UIKit's vocabulary on Linux: views, Auto Layout, SnapKit's DSL, fonts, colors, traits;
        // laid out by the solver and drawn by the rasterizer.
        // Swift 5 mode: a design-system component's private view tree is laid out and drawn on the batch
        // renderer's worker threads (`withDetachedViewTree`); Swift 6 mode's run-time checks that a
        // main-actor closure runs on the main thread would stop every such tree.
        .target(name: "ViewKit", dependencies: ["LayoutEngine", "Rasterizer"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The product on the math: devices, theme tokens, every component and the catalog.
        // Swift 5 mode for the same reason: it compiles in Swift 6 mode, but there every main-actor closure its view
        // code hands to a non-strict module (`snp.makeConstraints { }`, `withDetachedViewTree { }`, `map`) checks the
        // main thread on entry, and the batch renderer's worker threads stop there (a crash in ComponentScreen.draw).
        .target(name: "DesignSystem", dependencies: ["LayoutEngine", "ViewKit", "LottiePlayback"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // JSON and YAML scene files with positioned errors; the only Yams user.
        .target(name: "SceneFile", dependencies: ["DesignSystem", "LayoutEngine", "LottiePlayback", "Rasterizer", .product(name: "Yams", package: "Yams")]),
        // HTML pages: the gallery index and the escaping the snapshot report shares.
        .target(name: "Previews", dependencies: ["DesignSystem"]),
        // `layout-render preview`: the page, the WebSocket that pushes new pictures, the file watcher.
        .target(name: "PreviewServer", dependencies: [
            "Previews", "SnapshotArtifacts", "Rasterizer",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // A snapshot run's failure artifacts, read back by `layout-render accept` and `report`: kept
        // apart from LayoutSnapshot, which links XCTest and Testing, so the static CLI can use them.
        .target(name: "SnapshotArtifacts", dependencies: ["Rasterizer", "Previews"], path: "Sources/LayoutSnapshot/Artifacts"),
        .target(name: "LayoutSnapshot", dependencies: ["LayoutEngine", "Rasterizer", "DesignSystem", "Previews", "ViewKit", "SnapshotArtifacts"],
                exclude: ["Artifacts"]),
        .target(name: "LayoutSnapshotTesting", dependencies: [
            "LayoutSnapshot", "Rasterizer", "LayoutEngine", "ViewKit", "DesignSystem",
            "SwiftUIViews",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // SwiftUI's vocabulary and layout (proposals, flexibility, priorities), drawn through ViewKit's views.
        // Swift 6 mode, as SwiftUI's `View` is main-actor isolated: views are evaluated, laid out and drawn
        // on the main actor (`ImageRenderer` is `@MainActor` as SwiftUI's is); no batch renderer draws them
        // on worker threads, so ViewKit's reason for the Swift 5 mode does not apply.
        .target(name: "SwiftUIViews", dependencies: ["LayoutEngine", "Rasterizer", "ViewKit"]),
        // Scenes as a PDF through cairo: vector text from our own glyph positions, embedded font subsets.
        .target(name: "PDFExport", dependencies: ["LayoutEngine", "Rasterizer", "CCairo", "CFreeType"]),
        // Lottie JSON played by rlottie, bounded, as images our scenes draw.
        .target(name: "LottiePlayback", dependencies: ["LayoutEngine", "Rasterizer", "CRlottie"]),
        .executableTarget(
            name: "layout-render",
            dependencies: [
                "LayoutEngine", "Rasterizer", "DesignSystem", "SceneFile", "Previews", "PreviewServer", "PDFExport", "LottiePlayback", "SnapshotArtifacts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The zero-edits rewrite of a team's iOS Swift files for Linux (issue 40), on swift-syntax alone.
        .target(name: "UIKitAdapter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-adapter", dependencies: ["UIKitAdapter"]),
        // Feeds a team's iOS folder through uikit-adapter into a Linux target of the same module name.
        .plugin(name: "UIKitAdapterPlugin", capability: .buildTool(), dependencies: ["uikit-adapter"]),
        // Scratch folders removed when the test process exits, shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "SceneFile", "TestSupport"]),
        .testTarget(name: "RasterizerTests", dependencies: ["TestSupport", "Rasterizer", "LayoutEngine", "LayoutSnapshot"]),
        .testTarget(name: "DesignSystemTests", dependencies: ["TestSupport", "DesignSystem", "SceneFile", "Previews", "LayoutEngine", "Rasterizer", "LayoutSnapshot", "ViewKit", "LottiePlayback"]),
        .testTarget(name: "SceneFileTests", dependencies: ["TestSupport", "SceneFile", "DesignSystem", "LayoutEngine", "Rasterizer"]),
        .testTarget(name: "LayoutSnapshotTests", dependencies: ["TestSupport", "LayoutSnapshot", "SnapshotArtifacts", "Rasterizer", "LayoutEngine", "DesignSystem",
            "LayoutSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "LayoutEngine", "Rasterizer", "TestSupport"]),
        // A team's own components and snapshot tests, written as UIKit code in the Swift 5 mode.
        .testTarget(name: "TeamComponentTests", dependencies: [
            "ViewKit", "LayoutSnapshot", "LayoutSnapshotTesting", "TestSupport", "Rasterizer",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Real UIKit screens as a team writes them (Swift 5 mode): lists, controls, bars, and the
        // types a snapshot cannot observe; one folder a family.
        .testTarget(name: "UIKitScreenTests", dependencies: [
            "ViewKit", "LayoutSnapshot", "LayoutSnapshotTesting", "TestSupport", "Rasterizer", "LayoutEngine",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "CommandLineTests", dependencies: ["layout-render", "TestSupport", "SnapshotArtifacts", "PreviewServer", "Rasterizer", "DesignSystem"]),
        .testTarget(name: "PDFExportTests", dependencies: ["PDFExport", "TestSupport", "LayoutEngine", "Rasterizer", "DesignSystem"]),
        // SwiftUI views as a team writes them, laid out by SwiftUI's rules and snapshot-tested.
        .testTarget(name: "SwiftUIViewTests", dependencies: [
            "SwiftUIViews", "ViewKit", "LayoutSnapshot", "LayoutSnapshotTesting", "TestSupport", "Rasterizer", "LayoutEngine",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "UIKitAdapterTests", dependencies: ["UIKitAdapter", "TestSupport", "ViewKit"]),
        .testTarget(name: "LottiePlaybackTests", dependencies: ["LottiePlayback", "TestSupport", "LayoutEngine", "Rasterizer"]),
    ] + benchmarkTargets,
    swiftLanguageModes: [.v6]
)
