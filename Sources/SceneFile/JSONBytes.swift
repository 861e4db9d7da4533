// The byte-level JSON of the fast readers (`RawSceneReader`, `SolverCase`'s): strict RFC 8259 on
// UTF-8 bytes already validated, reading straight into the caller's values. A fast reader accepts
// only what the general parser accepts with the same values, and gives up (`JSONGiveUp`) on
// anything else, for the general path to read the file again and report it with line and column.

/// The fast path cannot read this input the way the general path would.
struct JSONGiveUp: Error {}

/// A reader over a file's bytes; the primitives below move `index` through them.
protocol JSONByteReading {
    var bytes: UnsafeBufferPointer<UInt8> { get }
    var index: Int { get set }
}

/// 10^0 ... 10^22, each exact in a `Double`.
enum JSONPowersOfTen {
    static let table: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }
}

extension JSONByteReading {
    var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func expect(_ byte: UInt8) throws(JSONGiveUp) {
        skipWhitespace()
        guard peek == byte else { throw JSONGiveUp() }
        index += 1
    }

    /// Calls `member` with each key of an object; the value is then read by `member`. A key seen
    /// twice (checked for objects of up to 16 keys; more give up), or written with escapes, gives
    /// up. With `checksDuplicates` false, any number of keys, and finding duplicates is the caller's.
    mutating func object(checksDuplicates: Bool = true, _ member: (inout Self, StaticKey) throws(JSONGiveUp) -> Void) throws(JSONGiveUp) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return }
        // The keys seen so far, on the stack: no object of the format has more than 14 keys.
        var seen: (StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?,
                    StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?, StaticKey?)
            = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
        var count = 0
        while true {
            skipWhitespace()
            let key = try self.key()
            if checksDuplicates {
                guard count < 16 else { throw JSONGiveUp() }
                let duplicate = withUnsafeMutableBytes(of: &seen) { raw in
                    let keys = raw.bindMemory(to: StaticKey?.self)
                    if keys[0..<count].contains(key) { return true }
                    keys[count] = key
                    return false
                }
                guard !duplicate else { throw JSONGiveUp() }
                count += 1
            }
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw JSONGiveUp()
            }
        }
    }

    mutating func array(_ item: (inout Self) throws(JSONGiveUp) -> Void) throws(JSONGiveUp) {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            default: throw JSONGiveUp()
            }
        }
    }

    /// A member name between quotes, without escapes.
    mutating func key() throws(JSONGiveUp) -> StaticKey { StaticKey(try quoted()) }

    /// A string without escapes or control characters (the file is already valid UTF-8).
    mutating func string() throws(JSONGiveUp) -> String {
        skipWhitespace()
        return String(decoding: try quoted(), as: UTF8.self)
    }

    /// The bytes between the quotes of a string that has no escapes or control characters.
    mutating func quoted() throws(JSONGiveUp) -> UnsafeBufferPointer<UInt8> {
        guard peek == UInt8(ascii: "\"") else { throw JSONGiveUp() }
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 else { throw JSONGiveUp() }
            index += 1
        }
        guard index < bytes.count else { throw JSONGiveUp() }
        index += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
    }

    mutating func bool() throws(JSONGiveUp) -> Bool {
        if literal("true") { return true }
        if literal("false") { return false }
        throw JSONGiveUp()
    }

    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// A JSON number in `range`, the same `Double` the general parser makes of its text.
    mutating func number(in range: ClosedRange<Double>) throws(JSONGiveUp) -> Double {
        let value = try number()
        guard range.contains(value) else { throw JSONGiveUp() }
        return value
    }

    mutating func number() throws(JSONGiveUp) -> Double {
        let start = index
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(peek) else { throw JSONGiveUp() }
        // Up to 19 significant digits as an integer, and the power of ten to scale it by.
        var mantissa: UInt64 = 0, digits = 0, exponent = 0
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(peek) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(peek - UInt8(ascii: "0")); digits += 1 } else { exponent += 1 }
                index += 1
            }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek) else { throw JSONGiveUp() }
            while isDigit(peek) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(peek - UInt8(ascii: "0")); digits += 1; exponent -= 1 }
                index += 1
                if mantissa == 0 { digits = 0 }
            }
        }
        var exact = true
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            exact = false
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek) else { throw JSONGiveUp() }
            while isDigit(peek) { index += 1 }
        }
        // Clinger's fast path: a mantissa below 2^53 and a power of ten up to 10^22 are both exact
        // doubles, so one multiplication or division rounds once, as strtod does.
        if exact, mantissa < 1 << 53, (-22...22).contains(exponent) {
            let magnitude = exponent < 0 ? Double(mantissa) / JSONPowersOfTen.table[-exponent] : Double(mantissa) * JSONPowersOfTen.table[exponent]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw JSONGiveUp() }
        return value
    }


    /// Steps over any JSON value (for a member the general decoder reads).
    mutating func skipValue(depth: Int) throws(JSONGiveUp) {
        guard depth < 64 else { throw JSONGiveUp() }
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{"):
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "}") { index += 1; return }
            while true {
                skipWhitespace()
                try skipString()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                if peek == UInt8(ascii: "}") { index += 1; return }
                throw JSONGiveUp()
            }
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") { index += 1; return }
            while true {
                try skipValue(depth: depth + 1)
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                if peek == UInt8(ascii: "]") { index += 1; return }
                throw JSONGiveUp()
            }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): guard literal("null") else { throw JSONGiveUp() }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
        default: throw JSONGiveUp()
        }
    }

    /// Steps over a string, escapes included (the general parser checks them).
    mutating func skipString() throws(JSONGiveUp) {
        guard peek == UInt8(ascii: "\"") else { throw JSONGiveUp() }
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index += 1; return
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        throw JSONGiveUp()
    }
}

/// A member name, compared with the literal keys of the scene format without making a `String`.
struct StaticKey: Equatable {
    let bytes: UnsafeBufferPointer<UInt8>
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func == (lhs: StaticKey, rhs: StaticKey) -> Bool {
        lhs.bytes.count == rhs.bytes.count && lhs.bytes.elementsEqual(rhs.bytes)
    }

    /// Lets `switch key { case "frame": ... }` match by bytes.
    static func ~= (pattern: StaticString, key: StaticKey) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard key.bytes.count == count else { return false }
        let start = pattern.utf8Start
        for offset in 0..<count where key.bytes[offset] != start[offset] { return false }
        return true
    }
}
