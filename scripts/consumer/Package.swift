// swift-tools-version: 6.1
// A package that uses only the layout math, as a user who wants the solver or text measurement
// would. `scripts/check_consumer.sh` builds it and checks that nothing of Yams,
// swift-snapshot-testing or swift-syntax was built for it.
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(name: "layout-render", path: "../..")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "LayoutEngine", package: "layout-render")]),
    ]
)
