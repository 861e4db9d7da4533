import Foundation
import Rasterizer
import TestSupport
import Testing

/// The CI workflow a team copies (examples/ci/snapshot-tests.yml): its steps marked "run by the
/// test" run here as GitHub Actions would run them, with two shards: each shard's snapshot tests,
/// the merge of their reports and the summary. Not run: checkout, the Debian packages (checked
/// against the Makefile's list instead), the builds, uploads, downloads and the pull-request comment.
@Suite("the CI workflow", .serialized)
struct CIWorkflowTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let workflowPath = packageRoot.appendingPathComponent("examples/ci/snapshot-tests.yml").path

    /// A step of the workflow: its name (or action), its `run` command and whether it is marked
    /// `# run by the test`.
    struct Step: Equatable {
        var name: String
        var run: String?
        var runByTheTest = false
    }

    /// The steps of every job, in order, read from the YAML's lines (a `- name:` or `- uses:` opens
    /// a step; `run: |` takes the more indented lines after it).
    static func steps(of yaml: String) -> [Step] {
        var steps: [Step] = []
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        while index < lines.count {
            let line = lines[index], trimmed = line.trimmingCharacters(in: .whitespaces)
            index += 1
            if trimmed.hasPrefix("- name: ") || trimmed.hasPrefix("- uses: ") {
                steps.append(Step(name: String(trimmed.dropFirst(8))))
            } else if trimmed == "# run by the test", !steps.isEmpty {
                steps[steps.count - 1].runByTheTest = true
            } else if trimmed.hasPrefix("run: "), !steps.isEmpty {
                var command = String(trimmed.dropFirst(5))
                if command == "|" {
                    var block: [String] = []
                    while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty
                            || indentation(lines[index]) > indentation(line) {
                        block.append(lines[index].trimmingCharacters(in: .whitespaces))
                        index += 1
                    }
                    command = block.joined(separator: "\n")
                }
                steps[steps.count - 1].run = command
            }
        }
        return steps
    }

    /// The words of the YAML block scalar `key: >-` (its more indented lines after it).
    static func folded(_ key: String, in yaml: String) -> Set<String> {
        let lines = yaml.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "\(key): >-" }) else { return [] }
        let indentation = lines[start].prefix { $0 == " " }.count
        let block = lines[(start + 1)...].prefix { $0.prefix { $0 == " " }.count > indentation }
        return Set(block.flatMap { $0.split(separator: " ").map(String.init) })
    }

    /// The words of the Makefile variable `name :=`, over its continued lines.
    static func makeVariable(_ name: String, in makefile: String) -> Set<String> {
        guard let start = makefile.range(of: "\(name) :=") else { return [] }
        var words: Set<String> = []
        for line in makefile[start.upperBound...].split(separator: "\n") {
            words.formUnion(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).filter { $0 != "\\" })
            if !line.hasSuffix("\\") { break }
        }
        return words
    }

    @Test("the workflow installs the Makefile's Debian packages")
    func workflowInstallsTheMakefilesPackages() throws {
        let workflow = try String(contentsOfFile: Self.workflowPath, encoding: .utf8)
        let makefile = try String(contentsOf: Self.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let listed = Self.folded("DEBIAN_PACKAGES", in: workflow)
        #expect(listed.contains("libdeflate-dev") && listed.contains("poppler-utils"))
        #expect(listed == Self.makeVariable("DEBIAN_PACKAGES", in: makefile))
    }

    @Test("the steps it leaves out are checkout, packages, builds, transfers and the comment")
    func onlyTheMachineStepsAreLeftOut() throws {
        let steps = Self.steps(of: try String(contentsOfFile: Self.workflowPath, encoding: .utf8))
        #expect(steps.filter(\.runByTheTest).map(\.name) == ["Snapshot tests", "Merge the shards' reports", "Summary"])
        #expect(Set(steps.filter { !$0.runByTheTest }.map(\.name)) == [
            "actions/checkout@v4", "Install dependencies", "Build", "Upload the shard's failures", "actions/download-artifact@v4",
            "Build layout-render", "Upload the merged report", "Comment on the pull request",
        ])
    }

    @Test("two shards run their halves of the snapshot suites, and the merged summary lists both failures")
    func twoShardsMergeIntoOneSummary() throws {
        let steps = Self.steps(of: try String(contentsOfFile: Self.workflowPath, encoding: .utf8)).filter(\.runByTheTest)
        let work = try Scratch.directory("ci-workflow")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("examples/ci"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("examples/ci/snapshot-shard.sh"),
                                         to: work.appendingPathComponent("examples/ci/snapshot-shard.sh"))
        // References of the two demo snapshots in gray 128; the shards draw gray 60.
        let references = work.appendingPathComponent("Snapshots").path
        let recorded = try #require(RGBAImage(width: 16, height: 8, pixels: (0..<16 * 8).flatMap { _ in [UInt8](arrayLiteral: 128, 128, 128, 255) }))
        for name in ["card", "list"] {
            try AtomicFile.write(PNGEncoder.reference.encode(recorded), toPath: "\(references)/CIWorkflowDemoSnapshots/\(name).png")
        }
        // `swift test` inside `swift test` would wait for the build folder's lock: the shards run
        // this built test bundle as `swift test` runs it.
        let bundle = CommandLine.arguments[0]
        let swiftTest = work.appendingPathComponent("swift-test").path
        try AtomicFile.write(Array("""
            #!/bin/sh
            if [ "$1" = list ]; then exec '\(bundle)' --testing-library swift-testing --list-tests; fi
            [ "$1" = --skip-build ] && shift
            exec '\(bundle)' --testing-library swift-testing "$@"
            """.utf8), toPath: swiftTest)
        let environment = [
            "SWIFT_TEST=\(swiftTest)", "SNAPSHOT_TESTS=CIWorkflowDemo", "LAYOUT_RENDER_CI_DEMO=\(references)",
            "LAYOUT_RENDER_CI_DEMO_GRAY=60", "GITHUB_STEP_SUMMARY=\(work.path)/step-summary.md",
        ].map { "export \($0);" }.joined(separator: " ")

        let shard = try #require(steps.first { $0.name == "Snapshot tests" }?.run)
        var shardOutputs: [String] = []
        for index in 1...2 {
            let command = shard.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(index)")
                .replacingOccurrences(of: "${{ strategy.job-total }}", with: "2")
            let run = try BuiltCommand.shell("chmod +x \(swiftTest); \(environment) \(command)", in: work)
            #expect(run.status != 0, "shard \(index) fails: its snapshot differs\n\(run.output)")
            shardOutputs.append(run.output)
        }
        #expect(shardOutputs[0].contains("shard 1/2: LayoutSnapshotTests.CIWorkflowDemoCards\n"), "\(shardOutputs[0])")
        #expect(shardOutputs[1].contains("shard 2/2: LayoutSnapshotTests.CIWorkflowDemoLists\n"), "\(shardOutputs[1])")
        for step in ["Merge the shards' reports", "Summary"] {
            let command = try #require(steps.first { $0.name == step }?.run)
            let run = try BuiltCommand.shell("\(environment) \(command)", in: work)
            #expect(run.status == 0, "\(step): \(run.output)")
        }
        let summary = try String(contentsOfFile: "\(work.path)/step-summary.md", encoding: .utf8)
        #expect(summary.hasPrefix("## 2 snapshots failed"), "\(summary)")
        #expect(summary.contains("CIWorkflowDemoSnapshots/card") && summary.contains("CIWorkflowDemoSnapshots/list"), "\(summary)")
        #expect(FileManager.default.fileExists(atPath: "\(work.path)/report/junit.xml"))
        #expect(FileManager.default.fileExists(atPath: "\(work.path)/report/CIWorkflowDemoSnapshots/list.actual.png"))
    }
}
