import ArgumentParser

/// `--shard i/n`: the i-th of n slices of a suite (1-based, as Playwright's and Jest's `--shard`).
/// Scenes are sorted by their path relative to the folder named on the command line and dealt out
/// round-robin, so every machine of a CI matrix computes the same slices and n slices cover the
/// suite exactly once, whatever order the file system lists the files in.
struct Shard: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// 1 ... count.
    var index: Int
    var count: Int

    /// The most slices accepted: far beyond any CI matrix.
    static let largestCount = 10_000

    init(index: Int, count: Int) {
        self.index = index; self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...Self.largestCount).contains(count), (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    static var defaultCompletionKind: CompletionKind { .default }

    var description: String { "\(index)/\(count)" }

    /// The items of this slice: those at sorted positions index-1, index-1+count, ...
    func select<Item>(_ sorted: [Item]) -> [Item] {
        stride(from: index - 1, to: sorted.count, by: count).map { sorted[$0] }
    }
}
