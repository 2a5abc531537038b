// The person the fragment's badge shows.
final class Person: RuntimeObject {}
