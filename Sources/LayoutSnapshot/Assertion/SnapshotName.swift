import Foundation

/// File-system-safe snapshot names, and the numbering of unnamed snapshots within one test.
enum SnapshotName {
    /// `text` reduced to ASCII letters, digits, '.', '_' and '-': other runs become one '-', a
    /// trailing "()" of a function name is dropped, and the result is at most 120 characters
    /// (file names stay portable across file systems and their Unicode normalizations). A name
    /// with non-ASCII characters ("버튼 상태") gets its fingerprint appended, so two such names
    /// never share a file; an empty result becomes "snapshot".
    static func sanitized(_ text: String) -> String {
        var name = text.hasSuffix("()") ? String(text.dropLast(2)) : text
        name = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-"
            return allowed ? Character(scalar) : "-"
        })
        while name.contains("--") { name = name.replacingOccurrences(of: "--", with: "-") }
        name = name.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        if name.count > 120 { name = String(name.prefix(120)) }
        if name.isEmpty { name = "snapshot" }
        if !text.unicodeScalars.allSatisfy(\.isASCII) { name += "-" + String(Fingerprint.hex(text.utf8).prefix(8)) }
        return name
    }

    private static let counters = LockedCounters()

    /// The next number (1, 2, ...) for an unnamed snapshot in the test identified by `key`.
    static func nextNumber(for key: String) -> Int { counters.next(key) }
}

/// Counters shared by concurrently running tests.
private final class LockedCounters: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Int] = [:]

    func next(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        values[key, default: 0] += 1
        return values[key]!
    }
}
