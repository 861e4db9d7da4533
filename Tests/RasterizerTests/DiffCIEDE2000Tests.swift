import Testing
@testable import Rasterizer

@Suite("CIEDE2000")
struct DiffCIEDE2000Tests {
    /// Pairs and expected ΔE00 from Sharma, Wu and Dalal (2005), Table 1 (pairs 1, 2, 3, 7, 17-20).
    static let sharmaPairs: [(CIEDE2000.Lab, CIEDE2000.Lab, Double)] = [
        (.init(l: 50, a: 2.6772, b: -79.7751), .init(l: 50, a: 0, b: -82.7485), 2.0425),
        (.init(l: 50, a: 3.1571, b: -77.2803), .init(l: 50, a: 0, b: -82.7485), 2.8615),
        (.init(l: 50, a: 2.8361, b: -74.0200), .init(l: 50, a: 0, b: -82.7485), 3.4412),
        (.init(l: 50, a: 0, b: 0), .init(l: 50, a: -1, b: 2), 2.3669),
        (.init(l: 50, a: 2.5, b: 0), .init(l: 73, a: 25, b: -18), 27.1492),
        (.init(l: 50, a: 2.5, b: 0), .init(l: 61, a: -5, b: 29), 22.8977),
        (.init(l: 50, a: 2.5, b: 0), .init(l: 56, a: -27, b: -3), 31.9030),
        (.init(l: 50, a: 2.5, b: 0), .init(l: 58, a: 24, b: 15), 19.4535),
    ]

    @Test("matches Sharma et al.'s test data to 4 decimals", arguments: sharmaPairs.indices)
    func matchesSharmaTable(index: Int) {
        let (lab1, lab2, expected) = Self.sharmaPairs[index]
        #expect(abs(CIEDE2000.difference(lab1, lab2) - expected) < 0.00005)
        #expect(abs(CIEDE2000.difference(lab2, lab1) - expected) < 0.00005)
    }

    @Test("sRGB white and black map to L* 100 and 0 with neutral a* b*")
    func srgbEndpoints() {
        let white = CIEDE2000.Lab(red: 255, green: 255, blue: 255)
        let black = CIEDE2000.Lab(red: 0, green: 0, blue: 0)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(black.l) < 0.0001)
    }

    @Test("a color's difference from itself is zero")
    func selfDifferenceIsZero() {
        let lab = CIEDE2000.Lab(red: 12, green: 200, blue: 99)
        #expect(CIEDE2000.difference(lab, lab) == 0)
    }
}
