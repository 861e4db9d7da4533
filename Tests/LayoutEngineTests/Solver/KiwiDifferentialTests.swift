import Foundation
import Testing
@testable import LayoutEngine

/// Our solver against kiwisolver (the C++ kiwi through its Python binding) on generated
/// systems in the `solve` case format: Benchmarks/peers/solver_case_kiwi.py runs each case
/// through kiwi and prints what `SolverCase.run().json` prints. Skipped, saying so, when
/// Python or kiwisolver is missing (`make peers` installs it).
@Suite(.enabled(if: KiwiPeer.isAvailable, "kiwisolver is not installed (pip install kiwisolver): differential tests skipped"))
struct KiwiDifferentialTests {
    @Test func verticalChainsMatchKiwiValueForValue() throws {
        let cases = [5, 40, 120].map { CaseGenerator.chain($0) }
        for (ours, theirs) in zip(cases.map { $0.outcome }, try KiwiPeer.run(cases.map(\.json))) {
            #expect(ours.errors.isEmpty && theirs.errors.isEmpty)
            expectSameValues(ours, theirs)
        }
    }

    @Test func gridsTiedToAContainerWidthMatchKiwiAcrossResizes() throws {
        let cases = [(20, 4), (60, 6), (100, 10)].map { CaseGenerator.grid(views: $0.0, columns: $0.1) }
        for (ours, theirs) in zip(cases.map { $0.outcome }, try KiwiPeer.run(cases.map(\.json))) {
            #expect(ours.errors.isEmpty && theirs.errors.isEmpty)
            expectSameValues(ours, theirs)
        }
    }

    @Test func randomSmallSystemsRejectTheSameConstraintsAndReachTheSameObjective() throws {
        let cases = (0..<60).map { CaseGenerator.random(seed: UInt64($0) + 1) }
        let outputs = try KiwiPeer.run(cases.map(\.json))
        var rejected = 0
        for (generated, theirs) in zip(cases, outputs) {
            let ours = generated.outcome
            #expect(ours.errors == theirs.errors, "seed \(generated.seed)")
            rejected += ours.errors.count
            for (step, (mine, kiwi)) in zip(ours.steps, theirs.steps).enumerated() {
                let objective = generated.objective(mine, step: step), kiwiObjective = generated.objective(kiwi, step: step)
                #expect(abs(objective - kiwiObjective) <= 1e-6 * max(1, abs(kiwiObjective)),
                        "seed \(generated.seed) step \(step): objective \(objective) vs kiwi \(kiwiObjective)")
                #expect(generated.requiredHold(mine, rejected: ours.errors), "seed \(generated.seed) step \(step)")
            }
        }
        // The generator is tuned so that some additions are unsatisfiable.
        #expect(rejected > 5)
    }

    private func expectSameValues(_ ours: ParsedOutcome, _ theirs: ParsedOutcome) {
        #expect(ours.steps.count == theirs.steps.count)
        for (mine, kiwi) in zip(ours.steps, theirs.steps) {
            #expect(mine.keys.sorted() == kiwi.keys.sorted())
            for (name, value) in mine {
                let other = kiwi[name] ?? .nan
                #expect(abs(value - other) <= 1e-7 * max(1, abs(other)), "\(name): \(value) vs kiwi \(other)")
            }
        }
    }
}

/// An outcome read back from the JSON both sides print.
struct ParsedOutcome {
    var steps: [[String: Double]]
    var errors: [String]

    init(json: String) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        self.steps = try steps.map { step in
            let values = try #require(step["values"] as? [String: Any])
            return values.mapValues { ($0 as? NSNumber)?.doubleValue ?? .nan }
        }
        let errors = try #require(object["errors"] as? [[String: Any]])
        self.errors = errors.map { error in
            let subject = (error["id"] as? NSNumber).map { "id \($0.intValue)" } ?? "variable \(error["variable"] ?? "")"
            return "\(subject): \(error["error"] ?? "")"
        }
    }
}

/// The peer script failed; its standard error says why.
struct PeerFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { "kiwi peer failed: \(message)" }
}

enum KiwiPeer {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/peers/solver_case_kiwi.py")

    static let isAvailable: Bool = (try? python(["-c", "import kiwisolver"])) != nil

    /// Runs kiwi on each case (one Python process for all of them).
    static func run(_ cases: [String]) throws -> [ParsedOutcome] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let paths = try cases.enumerated().map { index, json in
            let path = directory.appendingPathComponent("case\(index).json")
            try Data(json.utf8).write(to: path)
            return path.path
        }
        // The cases stay on disk when kiwi fails, so the failure can be replayed.
        let lines = try python([script.path] + paths).split(separator: "\n").map(String.init)
        try? FileManager.default.removeItem(at: directory)
        try #require(lines.count == cases.count)
        return try lines.map { try ParsedOutcome(json: $0) }
    }

    @discardableResult
    private static func python(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PeerFailure(message: "\(arguments.dropFirst().first ?? ""): " + String(decoding: message, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
