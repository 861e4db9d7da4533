import LayoutEngine
import DesignSystem
/// Text for the HTML pages the project writes (the gallery index, the snapshot failure report).
public enum HTMLText {
    /// `text` safe inside HTML elements and in single- or double-quoted attribute values.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
