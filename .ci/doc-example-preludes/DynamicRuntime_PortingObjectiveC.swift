// The class the fragment adds a class method to.
final class Greeter: RuntimeObject {}
