// The person whose key paths the fragment makes observable.
final class Person: RuntimeObject {
    private var storedName = "", storedAge = 0
    static let name = DeclaredProperty("name", of: Person.self, get: { $0.storedName }, set: { $0.storedName = $1 })
    static let age = DeclaredProperty("age", of: Person.self, get: { $0.storedAge }, set: { $0.storedAge = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [name, age] }
    var name: String { get { Person.name.get(self) } set { Person.name.set(self, newValue) } }
    var age: Int { get { Person.age.get(self) } set { Person.age.set(self, newValue) } }
}
