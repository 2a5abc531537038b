// What the README's fragments take as given: a person with observable `name` and `friend`, an
// observer, and a window.
final class Person: RuntimeObject {
    private var storedName = "", storedFriend: Person?
    static let name = DeclaredProperty("name", of: Person.self, get: { $0.storedName }, set: { $0.storedName = $1 })
    static let friend = DeclaredProperty("friend", of: Person.self, get: { $0.storedFriend }, set: { $0.storedFriend = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [name, friend] }
    var name: String { get { Person.name.get(self) } set { Person.name.set(self, newValue) } }
}
extension Person: KeyPathObservable {}
extension KeyPathObservable where Self: Person {
    static var observableKeyPaths: [ObservableKeyPath] { [.property(\Self.name, Person.name)] }
}
@MainActor let person = Person()
@MainActor let observer = Person()
@MainActor let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
