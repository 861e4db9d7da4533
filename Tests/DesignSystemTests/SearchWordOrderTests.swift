import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Seed 004: recent search words sorted by count, then by recency, both descending.
@Suite struct SearchWordOrderTests {
    @Test func mostSearchedComesFirst() {
        let list = InsetGroupedList().word("a", count: 1, lastSearched: 9).word("b", count: 3, lastSearched: 1)
        #expect(list.sortedWords.map(\.word) == ["b", "a"])
    }

    @Test func equalCountsPutTheMostRecentFirst() {
        let list = InsetGroupedList().word("old", count: 2, lastSearched: 1).word("new", count: 2, lastSearched: 5)
        #expect(list.sortedWords.map(\.word) == ["new", "old"])
    }

    @Test func fullTiesKeepAStableOrderWhateverTheInputOrder() {
        let a = InsetGroupedList().word("y", count: 1, lastSearched: 1).word("x", count: 1, lastSearched: 1)
        let b = InsetGroupedList().word("x", count: 1, lastSearched: 1).word("y", count: 1, lastSearched: 1)
        #expect(a.sortedWords == b.sortedWords)
    }
}
