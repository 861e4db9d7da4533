import Testing
import TestSupport
@testable import LayoutEngine

/// `IdentityTable`, the solver's table by constraint and variable identity: the same answers
/// as a `Dictionary` through random insertions, replacements and removals (which shift the
/// probe runs back), for keys handed out in order and for keys anywhere.
@Suite struct IdentityTableTests {
    @Test(arguments: 0..<12)
    func answersAsADictionaryDoes(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 2_654_435_761 &+ 7)
        var table = IdentityTable<Int>(), reference: [Int: Int] = [:]
        // Half the seeds use a small range of keys (long probe runs, frequent removals), half any Int.
        let key: (inout SplitMix64) -> Int = seed % 2 == 0
            ? { Int($0.next() % 300) } : { Int(truncatingIfNeeded: $0.next()) }
        if seed % 3 == 0 { table.reserveCapacity(100) }
        for step in 0..<4000 {
            let k = key(&rng)
            switch rng.next() % 3 {
            case 0, 1:
                let v = Int(rng.next() % 1000)
                table[k] = v
                reference[k] = v
            default:
                table[k] = nil
                reference[k] = nil
            }
            let probe = key(&rng)
            #expect(table[probe] == reference[probe], "seed \(seed) step \(step)")
            #expect(table.count == reference.count, "seed \(seed) step \(step)")
        }
        for (k, v) in reference { #expect(table[k] == v) }
        #expect(table.values.sorted() == reference.values.sorted())
    }
}
