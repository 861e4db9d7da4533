import Synchronization
import Foundation
import LayoutEngine

/// What the last layout of a view tree found wrong, as UIKit reports it on the console:
/// constraints it broke to recover ("Unable to simultaneously satisfy constraints"), views
/// whose frames the constraints leave open (ambiguous layout), and constraints it could not
/// use. Layout goes on in every case; a strict snapshot fails on any of them.
public struct LayoutReport: Sendable, Hashable, CustomStringConvertible {
    /// One message per broken constraint, naming the conflicting constraints and where they were made.
    public var unsatisfiable: [String] = []
    /// One entry per view with an open anchor: `UILabel(title).left`.
    public var ambiguous: [String] = []
    /// Constraints that could not take part (an item outside the tree) and layout errors.
    public var problems: [String] = []
    /// What UIKit raises an exception for (a crash on iOS: a negative count, an unregistered reuse
    /// identifier, a NaN row height or layout attributes that are not finite), with UIKit's reason
    /// and the view that met it; ViewKit goes on without that element. A snapshot fails on any of
    /// them, strict or not.
    public var exceptions: [String] = []

    public init() {}

    /// Whether the layout had nothing to report.
    public var isClean: Bool { unsatisfiable.isEmpty && ambiguous.isEmpty && problems.isEmpty && exceptions.isEmpty }

    public var description: String {
        var lines: [String] = []
        lines += unsatisfiable
        if !ambiguous.isEmpty { lines.append("Ambiguous layout: " + ambiguous.joined(separator: ", ")) }
        lines += problems
        lines += exceptions
        return lines.joined(separator: "\n")
    }

    /// UIKit's console text for a broken constraint, with our constraints' names and source lines.
    static func unsatisfiableMessage(_ conflict: UnsatisfiableConstraint) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
        for constraint in conflict.conflicts + [conflict.constraint] { text += "    \(constraint.name)\n" }
        text += ")\nWill attempt to recover by breaking constraint\n    \(conflict.constraint.name)"
        return text
    }
}

/// Where layout reports go besides the tree's `lastLayoutReport`: standard error by default, once
/// per distinct message per process, as UIKit logs them.
enum LayoutReportLog {
    private static let printed = Mutex(Set<String>())
    static func log(_ report: LayoutReport) {
        for message in report.unsatisfiable + report.problems + report.exceptions
        where printed.withLock({ $0.insert(message).inserted }) {
            FileHandle.standardError.write(Data(("[LayoutConstraints] " + message + "\n").utf8))
        }
    }

    /// What views found while laying out their subviews (a collection view's data source or
    /// layout), by the root of the tree they were in, until that tree's layout ends and takes them.
    private static let found = Mutex([ObjectIdentifier: LayoutReport]())

    /// Records a problem `view` met, for the report of the layout of the tree it is in (its
    /// `lastLayoutReport` and standard error); `isException` when UIKit raises for it.
    @MainActor
    static func record(_ message: String, by view: UIView, isException: Bool) {
        let root = ObjectIdentifier(view.rootView)
        found.withLock { reports in
            var report = reports[root] ?? LayoutReport()
            if isException {
                if !report.exceptions.contains(message) { report.exceptions.append(message) }
            } else if !report.problems.contains(message) {
                report.problems.append(message)
            }
            reports[root] = report
        }
    }

    /// The problems views of `root`'s tree recorded since the last call, added to `report`.
    @MainActor
    static func takeRecorded(root: UIView, into report: inout LayoutReport) {
        guard let recorded = found.withLock({ $0.removeValue(forKey: ObjectIdentifier(root)) }) else { return }
        report.problems += recorded.problems
        report.exceptions += recorded.exceptions
    }
}

/// What a view reported that UIKit logs (`isException` false) or raises for, naming the view: each
/// report stands until the view's data is reloaded and is recorded (`LayoutReportLog.record`) at the
/// end of every `layoutSubviews` of the view, so the layout of its tree that is running, and every
/// later one, reports it, and a snapshot taken after the layout that met it still fails. Recorded
/// only inside a layout: a report kept by a tree's root that never lays out again would wait for
/// whatever tree next has that root's address. Tables and collection views keep one; there is one
/// way a view reports, whichever class it is.
@MainActor
struct StandingReports {
    private var reports: [(message: String, isException: Bool)] = []

    /// Keeps `message`, naming `view`, until `removeAll()`.
    mutating func report(_ message: String, isException: Bool, by view: UIView) {
        let named = "\(view.layoutDebugName): \(message)"
        if !reports.contains(where: { $0.message == named }) { reports.append((named, isException)) }
    }

    /// Records the standing reports for the layout of `view`'s tree that is running (called at the
    /// end of the view's `layoutSubviews`).
    func recordAgain(by view: UIView) {
        for standing in reports { LayoutReportLog.record(standing.message, by: view, isException: standing.isException) }
    }

    /// Forgets them (the data was reloaded).
    mutating func removeAll() { reports = [] }
}
