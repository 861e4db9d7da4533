import Foundation

/// A view's own value (SwiftUI's `@State`). A snapshot draws one moment, so the value is the
/// initial one unless the view sets it while it is made; its binding reads and writes it.
@propertyWrapper
public struct State<Value> {
    final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A value owned elsewhere, read and written through (SwiftUI's `@Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.get()[keyPath: keyPath] }, set: { newValue in
            var value = self.get()
            value[keyPath: keyPath] = newValue
            self.set(value)
        })
    }
}

/// A reference-type model a view observes (SwiftUI's `ObservableObject`). Linux has no Combine:
/// nothing publishes changes, and a snapshot draws the model as it is.
public protocol ObservableObject: AnyObject {}

/// A model's property that would publish its changes (SwiftUI's `@Published`); a plain value here.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
}

/// A model a view owns (SwiftUI's `@StateObject`), made once from its autoclosure.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) { wrappedValue = thunk() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// A model a view is given (SwiftUI's `@ObservedObject`); `$model.name` is a binding to a property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}
