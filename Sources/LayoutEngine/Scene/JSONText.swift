/// Text for the JSON the command line prints, written by hand so that keys keep the order the
/// documentation gives.
public enum JSONText {
    /// `text` as a JSON string literal (RFC 8259, section 7): quotes, backslashes and control
    /// characters escaped, everything else as it is (UTF-8, slashes unescaped).
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension JSONText {
    /// `value` as a JSON number with every digit that tells it apart from its neighbours
    /// (Swift's shortest round-trip form), integers without a fraction; null when not finite.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
