/// A tab stop (UIKit's `NSTextTab`): a location in points from the text's left edge and which edge of
/// the text after the tab sits there. Apple's text system has four kinds: left, center, right and
/// decimal, a right stop whose column ends at the decimal separator (AppKit's `NSTextTab.TextTabType`
/// table; "These alignment types are absolute, not based on the line sweep direction").
///
/// The text a stop aligns, its *column*, runs from the tab to the next tab or the line's end, or to
/// the first of `columnTerminators` before them (NSTextTab's `columnTerminators` option: "the tab and
/// newline characters are implied"). A column that does not fit before the stop starts where the pen
/// already is, as Pango's tab alignments do ("until the available space is filled").
public struct TextTab: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Which edge of the column sits at the stop.
    public enum Alignment: Sendable, Hashable {
        /// The column starts at the stop.
        case left
        /// The column's middle is at the stop.
        case center
        /// The column ends at the stop.
        case right
    }

    /// Points from the text's left edge.
    public var location: Double
    public var alignment: Alignment
    /// Characters that end the column before the next tab: a right stop ending at "." aligns prices
    /// on their decimal point.
    public var columnTerminators: Set<Unicode.Scalar>

    public init(location: Double, alignment: Alignment = .left, columnTerminators: Set<Unicode.Scalar> = []) {
        self.location = location; self.alignment = alignment; self.columnTerminators = columnTerminators
    }

    /// A decimal stop: numbers line up on `separator` (a number without one ends at the stop).
    public static func decimal(at location: Double, separator: Unicode.Scalar = ".") -> TextTab {
        TextTab(location: location, alignment: .right, columnTerminators: [separator])
    }

    /// A left stop at `value` points, so a list of numbers is a list of left stops.
    public init(integerLiteral value: Int) { self.init(location: Double(value)) }
    public init(floatLiteral value: Double) { self.init(location: value) }

    /// Where the text after the tab starts, in points from the text's left edge, when the tab starts
    /// at `pen` (left of this stop) and its column is `column` points wide.
    func columnStart(pen: Double, column: Double) -> Double {
        switch alignment {
        case .left: location
        case .center: max(pen, location - column / 2)
        case .right: max(pen, location - column)
        }
    }
}
