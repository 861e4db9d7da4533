/// The characters no font of a chain has, each once, in order of first appearance. A set beside the
/// list keeps adding linear: text of many distinct unassigned characters searched the list for each.
struct MissingCharacters {
    private(set) var characters: [Character] = []
    private var seen: Set<Character> = []

    /// Adds `character` unless it is there already.
    mutating func insert(_ character: Character) {
        if seen.insert(character).inserted { characters.append(character) }
    }

    /// Adds those of `others` not there already, in their order.
    mutating func insert(contentsOf others: [Character]) {
        for character in others { insert(character) }
    }
}
