// The person the fragment observes.
final class Person: RuntimeObject {
    private var storedName = ""
    static let name = DeclaredProperty("name", of: Person.self, get: { $0.storedName }, set: { $0.storedName = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [name] }
    var name: String { get { Person.name.get(self) } set { Person.name.set(self, newValue) } }
}
extension Person: KeyPathObservable {}
extension KeyPathObservable where Self: Person {
    static var observableKeyPaths: [ObservableKeyPath] { [.property(\Self.name, Person.name)] }
}
@MainActor let person = Person()
