/// An sRGB color with straight (not premultiplied) 8-bit components, as design tokens give them.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
              let value = UInt32(digits, radix: 16) else { return nil }
        let v = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(red: UInt8(v >> 24), green: UInt8((v >> 16) & 0xFF),
                  blue: UInt8((v >> 8) & 0xFF), alpha: UInt8(v & 0xFF))
    }

    /// `#RRGGBBAA`, upper case.
    public var hexString: String {
        func h(_ c: UInt8) -> String {
            let s = String(c, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + h(alpha)
    }

    /// The same color with its alpha multiplied by `opacity` (0...1), rounded to nearest.
    public func withOpacity(_ opacity: Double) -> Color {
        let o = min(max(opacity, 0), 1)
        return Color(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * o).rounded()))
    }
}

extension Color: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a color as #RRGGBB or #RRGGBBAA, found \"\(text)\"")
        }
        self = color
    }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}
