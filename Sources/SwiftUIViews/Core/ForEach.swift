import Foundation

/// A view per element of a collection (SwiftUI's `ForEach`): over a range, `Identifiable`
/// elements, or any elements with an `id:` key path. Duplicate ids are drawn, as SwiftUI draws
/// them, with SwiftUI's warning naming the id and where the `ForEach` was written.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    let file: StaticString
    let line: UInt

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content,
                file: StaticString = #fileID, line: UInt = #line) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
        self.file = file
        self.line = line
    }

    public var body: Never { primitiveBody(self) }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var seen = Set<ID>()
        for element in data {
            let elementID = id(element)
            if !seen.insert(elementID).inserted {
                context.graph.report("ForEach<\(Data.self), \(ID.self), \(Content.self)> at \(file):\(line): the ID \(elementID) "
                                     + "occurs multiple times within the collection, this will give undefined results!",
                                     isFailure: false)
            }
            context.resolve(content(element), into: &nodes)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(data, id: \.id, content: content, file: file, line: line)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(data, id: \.self, content: content, file: file, line: line)
    }
}
