import Foundation
import LayoutEngine
import DesignSystem
import LayoutSnapshot
import Rasterizer
import Testing
import ViewKit
import XCTest

/// A status badge as a team writes it: a leading dot and a Dynamic Type label on the system
/// background, so appearance, text size and direction each change the picture.
@MainActor
final class StatusBadgeView: UIView {
    let dot = UIView()
    let label = UILabel()

    init(text: String = "Online", dotColor: UIColor = .systemGreen) {
        super.init(frame: .zero)
        accessibilityIdentifier = "badge"
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
        dot.accessibilityIdentifier = "badge.dot"
        dot.backgroundColor = dotColor
        dot.layer.cornerRadius = 5
        label.accessibilityIdentifier = "badge.label"
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label
        label.textAlignment = .natural
        addSubview(dot)
        addSubview(label)
        dot.snp.makeConstraints {
            $0.leading.equalToSuperview().offset(10)
            $0.centerY.equalTo(label)
            $0.size.equalTo(10)
        }
        label.snp.makeConstraints {
            $0.leading.equalTo(dot.snp.trailing).offset(8)
            $0.trailing.equalToSuperview().inset(10)
            $0.verticalEdges.equalToSuperview().inset(6)
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// A screen with the badge near its top, for the view controller matrix.
@MainActor
final class StatusViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let badge = StatusBadgeView()
        view.addSubview(badge)
        badge.snp.makeConstraints {
            $0.top.equalTo(view.safeAreaLayoutGuide).offset(16)
            $0.leading.equalToSuperview().offset(16)
        }
    }
}

/// One assertion over a matrix: a reference per combination, named after it, and one failure
/// listing every combination that failed.
@Suite("variant snapshots", .layoutSnapshots(record: .never)) @MainActor
struct VariantSnapshotTests {
    static let matrix = Variants.appearances(.all) * .contentSizes([.large, .accessibilityExtraExtraExtraLarge])
        * .layoutDirections(.all)
    static let names = ["light-l-ltr", "light-l-rtl", "light-ax5-ltr", "light-ax5-rtl",
                        "dark-l-ltr", "dark-l-rtl", "dark-ax5-ltr", "dark-ax5-rtl"]

    /// A scratch configuration: references and artifacts in a fresh folder, suite "Variants".
    static func scratch(record: SnapshotRecordMode) throws -> (SnapshotConfiguration, references: String) {
        let root = try SnapshotTestSupport.scratchDirectory()
        return (SnapshotConfiguration(record: record, snapshotDirectory: root + "/Snapshots",
                                      artifactsDirectory: root + "/artifacts", suite: "Variants"), root + "/Snapshots/Variants")
    }

    /// Whether an outcome is a recording: a note locally, a failure saying so when CI=true.
    static func recorded(_ outcome: SnapshotVerifier.Outcome) -> Bool {
        switch outcome {
        case .recorded: true
        case let .failed(message): message.contains("CI=true: a recording run fails") && !message.contains("does not match")
        case .matched: false
        }
    }

    @Test("a view matrix matches its eight committed references")
    func viewMatrixMatchesCommittedReferences() {
        assertSnapshot(of: StatusBadgeView(), variants: Self.matrix, size: .width(160), strictLayout: true, named: "badge")
    }

    @Test("recording a matrix writes one reference per combination, named after it")
    func recordingWritesOneReferencePerCombination() throws {
        let (configuration, folder) = try Self.scratch(record: .all)
        let outcome = withSnapshotConfiguration(configuration) {
            verifySnapshot(variants: Self.matrix, size: .width(160), named: "badge") { _ in StatusBadgeView() }
        }
        #expect(Self.recorded(outcome), "\(outcome)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == Self.names.map { "badge.\($0).png" }.sorted())
        let pictures = try Self.names.map { try FileBytes.read(atPath: "\(folder)/badge.\($0).png") }
        #expect(Set(pictures).count == 8, "every combination draws a different picture")
        let light = try PNGDecoder().decode(pictures[0]), ax5 = try PNGDecoder().decode(pictures[2])
        #expect(light.width == 480 && ax5.height > 2 * light.height)
    }

    @Test("one failure lists every combination that failed, and only those")
    func failureListsEveryFailedCombination() throws {
        let (configuration, _) = try Self.scratch(record: .all)
        _ = withSnapshotConfiguration(configuration) {
            verifySnapshot(variants: Self.matrix, size: .width(160), named: "badge") { _ in StatusBadgeView() }
        }
        // The dot changes color in the dark appearance only.
        let darkChanged = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .systemGreen }
        var never = configuration
        never.record = .never
        let outcome = withSnapshotConfiguration(never) {
            verifySnapshot(variants: Self.matrix, size: .width(160), named: "badge") { _ in StatusBadgeView(dotColor: darkChanged) }
        }
        let message = try #require(outcome.failureMessage)
        #expect(message.hasPrefix("4 of 8 variants of \"badge\" failed: dark-l-ltr, dark-l-rtl, dark-ax5-ltr, dark-ax5-rtl\n"))
        for name in Self.names {
            #expect(message.contains("Snapshot \"Variants/badge.\(name)\"") == name.hasPrefix("dark"), "\(name)")
        }
    }

    @Test("a failing matrix is one issue at the assertion")
    func failingMatrixIsOneIssue() throws {
        let (configuration, _) = try Self.scratch(record: .never)
        withKnownIssue {
            withSnapshotConfiguration(configuration) {
                assertSnapshot(of: StatusBadgeView(), variants: .appearances(.all), size: .width(160), named: "missing")
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("2 of 2 variants of \"missing\" failed: light, dark") }
                && issue.sourceLocation?.fileName == "VariantSnapshotTests.swift"
        }
    }

    @Test("a view controller matrix draws each device's full screen")
    func viewControllerMatrixDrawsEachDevice() throws {
        let (configuration, folder) = try Self.scratch(record: .all)
        let outcome = withSnapshotConfiguration(configuration) {
            verifySnapshot(of: StatusViewController(), variants: .devices([.iphoneSE, .iphone15]) * .appearances(.all),
                           named: "status")
        }
        #expect(Self.recorded(outcome), "\(outcome)")
        for (device, size) in [("iphoneSE", (750, 1334)), ("iphone15", (1179, 2556))] {
            for appearance in ["light", "dark"] {
                let image = try PNGDecoder().decode(FileBytes.read(atPath: "\(folder)/status.\(device)-\(appearance).png"))
                #expect(image.width == size.0 && image.height == size.1, "\(device)-\(appearance)")
            }
        }
    }

    @Test("a component matrix lays out on each combination's device and direction")
    func componentMatrixFollowsDeviceAndDirection() throws {
        let (configuration, folder) = try Self.scratch(record: .all)
        let outcome = withSnapshotConfiguration(configuration) {
            verifySnapshot(variants: .devices([.iphoneSE]) * .layoutDirections(.all), as: ImageSnapshot<Scene>.image,
                           named: "skeleton") { variant in
                try ComponentScene(device: .iphone15, content: [.skeleton(Skeleton(rows: 2))]).makeScene(in: variant)
            }
        }
        #expect(Self.recorded(outcome), "\(outcome)")
        let ltr = try PNGDecoder().decode(FileBytes.read(atPath: "\(folder)/skeleton.iphoneSE-ltr.png"))
        let rtl = try PNGDecoder().decode(FileBytes.read(atPath: "\(folder)/skeleton.iphoneSE-rtl.png"))
        #expect(ltr.width == 750 && rtl.width == 750)
        #expect(ltr.pixels != rtl.pixels, "the thumbnails move to the right edge")
    }

    @Test("unnamed matrices share one number per assertion")
    func unnamedMatrixSharesOneNumber() throws {
        let (configuration, folder) = try Self.scratch(record: .all)
        withSnapshotConfiguration(configuration) {
            _ = verifySnapshot(variants: .appearances(.all), view: { _ in StatusBadgeView() })
            _ = verifySnapshot(variants: .layoutDirections(.all), view: { _ in StatusBadgeView() })
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == ["unnamedMatrixSharesOneNumber.1.dark.png", "unnamedMatrixSharesOneNumber.1.light.png",
                          "unnamedMatrixSharesOneNumber.2.ltr.png", "unnamedMatrixSharesOneNumber.2.rtl.png"])
    }
}

/// The same matrix from XCTest (XCTest on Linux runs tests on the main thread but cannot run a
/// `@MainActor` class).
final class VariantSnapshotXCTests: XCTestCase {
    override func invokeTest() {
        withSnapshotConfiguration(SnapshotConfiguration(record: .never, suite: "VariantSnapshotTests")) {
            super.invokeTest()
        }
    }

    func testViewMatrixMatchesUnderXCTest() {
        MainActor.assumeIsolated {
            assertSnapshot(of: StatusBadgeView(), variants: VariantSnapshotTests.matrix, size: .width(160),
                           strictLayout: true, named: "badge")
        }
    }
}
