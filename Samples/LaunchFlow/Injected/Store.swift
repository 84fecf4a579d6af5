import Combine
import SwiftUI

typealias Store<State> = CurrentValueSubject<State, Never>

extension Store {
    subscript<T>(keyPath: WritableKeyPath<Output, T>) -> T where T: Equatable {
        get { value[keyPath: keyPath] }
        set {
            var value = self.value
            if value[keyPath: keyPath] != newValue {
                value[keyPath: keyPath] = newValue
                self.value = value
            }
        }
    }

    func bulkUpdate(_ update: (inout Output) -> Void) {
        var value = self.value
        update(&value)
        self.value = value
    }

    func updates<Value>(for keyPath: KeyPath<Output, Value>) -> AnyPublisher<Value, Failure>
    where Value: Equatable {
        map(keyPath).removeDuplicates().eraseToAnyPublisher()
    }
}

extension Binding where Value: Equatable {
    /// A binding that also writes every new value into the app state at `keyPath`.
    func dispatched<State>(to state: Store<State>, _ keyPath: WritableKeyPath<State, Value>) -> Self {
        onSet { state[keyPath] = $0 }
    }

    func onSet(_ perform: @escaping (Value) -> Void) -> Self {
        Binding(
            get: { wrappedValue },
            set: { value in
                if wrappedValue != value {
                    wrappedValue = value
                }
                perform(value)
            }
        )
    }
}
