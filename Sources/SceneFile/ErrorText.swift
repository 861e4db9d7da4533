import LayoutEngine

/// Text from an input made safe for one line of a terminal: an error message quotes file names,
/// keys and values from files an attacker may have written, and a raw escape sequence there
/// would drive the terminal (move the cursor, retitle the window, hide the rest of the line),
/// a newline would forge a second message, and a 200 KB value would bury the first one.
public enum ErrorText {
    /// The most characters of one error line; a longer one is cut with a count of what was left
    /// out. Far above any message this package writes (the longest, a list of expected keys, is
    /// about 400), far below a document quoted whole.
    public static let maximumLength = 1000

    /// `text` on one line: C0 and C1 control characters and DEL written as `\n`, `\t`, `\r` or
    /// `\u{1B}` (Swift's escapes), a byte of a file name that is not UTF-8 as `\xFF`
    /// (`PlatformPath`), a backslash left as it is; cut to `maximumLength` characters.
    public static func line(_ text: String) -> String {
        var result = ""
        var count = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if count >= maximumLength {
                var rest = 1
                while scalars.next() != nil { rest += 1 }
                result += "… (\(rest) more characters)"
                break
            }
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0x00..<0x20, 0x7F..<0xA0: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case PlatformPath.byteScalars: result += "\\x" + String(scalar.value - 0xEF00, radix: 16, uppercase: true)
            default: result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
