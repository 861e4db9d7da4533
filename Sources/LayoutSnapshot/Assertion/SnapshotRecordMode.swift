/// When an assertion writes its reference image (swift-snapshot-testing's vocabulary).
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write a reference only when none exists (the default).
    case missing
    /// Always write the reference, replacing what is there.
    case all
    /// Never write; a missing reference is a failure.
    case never
    /// Write the reference when the comparison fails (accepting the new look).
    case failed

    /// The mode named by the environment variable LAYOUT_SNAPSHOT_RECORD, if it names one
    /// ("missing", "all", "never", "failed"; also "1"/"true" for all, "0"/"false" for never).
    public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode? {
        guard let value = environment["LAYOUT_SNAPSHOT_RECORD"]?.lowercased() else { return nil }
        switch value {
        case "1", "true", "yes": return .all
        case "0", "false", "no": return .never
        default: return SnapshotRecordMode(rawValue: value)
        }
    }
}
