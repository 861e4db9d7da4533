import Previews

/// A run's failures for CI: a Markdown summary for a pull-request comment (the count and a table
/// of failures linking to their images) and JUnit XML, the format every CI system reads (the
/// schema of Ant's JUnit task, as Jenkins, GitHub Actions reporters and GitLab parse it).
///
/// The artifacts record failures only, so the counts are of failed snapshots.
public struct RunReport: Sendable {
    /// The failures, sorted by suite and name.
    public var failures: [FailureArtifacts.Record]

    /// Creates the report of `failures`.
    public init(failures: [FailureArtifacts.Record]) {
        self.failures = failures.sorted { ($0.suite, $0.name) < ($1.suite, $1.name) }
    }

    /// Markdown: a heading with the count, then one table row per failure with its message's
    /// first line and links (relative to the artifacts folder) to its images.
    public var markdown: String {
        var text = "## \(FailureIndex.summaryLine(count: failures.count))\n"
        guard !failures.isEmpty else { return text }
        text += "\n| Snapshot | Why | Images |\n|---|---|---|\n"
        for failure in failures {
            let links = [("actual", failure.actual), ("reference", failure.reference), ("difference", failure.difference),
                         ("side by side", failure.sideBySide)]
                .compactMap { label, file in file.map { "[\(label)](\(Self.linkTarget($0)))" } }
            text += "| `\(Self.tableCell(failure.identifier))` | \(Self.tableCell(Self.firstLine(failure.message))) | "
                + links.joined(separator: " · ") + " |\n"
        }
        return text + "\nEvery failure with an overlay slider: [index.html](index.html).\n"
    }

    /// JUnit XML: one test suite per snapshot suite, one failed test case per snapshot.
    public var junitXML: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"snapshots\" tests=\"\(failures.count)\" failures=\"\(failures.count)\">\n"
        let suites = Dictionary(grouping: failures, by: \.suite)
        for suite in suites.keys.sorted() {
            let cases = suites[suite] ?? []
            xml += "  <testsuite name=\"\(Self.xml(suite))\" tests=\"\(cases.count)\" failures=\"\(cases.count)\">\n"
            for failure in cases {
                xml += "    <testcase classname=\"\(Self.xml(suite))\" name=\"\(Self.xml(failure.name))\">"
                xml += "<failure message=\"\(Self.xml(Self.firstLine(failure.message)))\">\(Self.xml(failure.message))</failure>"
                xml += "</testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func firstLine(_ message: String) -> String {
        String(message.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
    }

    /// A table cell: `|` would end the cell and a newline the row.
    static func tableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A relative link target: spaces and parentheses would end it (CommonMark 6.3).
    static func linkTarget(_ path: String) -> String {
        path.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28")
            .replacingOccurrences(of: ")", with: "%29")
    }

    /// Escaped XML text, without the control characters XML 1.0 forbids (section 2.2).
    static func xml(_ text: String) -> String {
        HTMLText.escaped(String(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" }.map(Character.init)))
    }
}
