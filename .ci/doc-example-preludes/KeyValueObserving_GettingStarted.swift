// The person the article's fragments observe, and the badge that observes it.
@MainActor let person = Person()
@MainActor let badge = Badge()
