import Testing
import SwizzleKitTesting

/// `Sanitizer.scaled`: the whole count in a plain run; a tenth, never below one, under a
/// sanitizer; zero and negative counts as given.
@Suite struct SanitizerTests {
    @Test func scaledKeepsTheCountOrTakesATenthOfIt() {
        let underSanitizer = Sanitizer.current != nil
        #expect(Sanitizer.scaled(100_000) == (underSanitizer ? 10_000 : 100_000))
        #expect(Sanitizer.scaled(5) == (underSanitizer ? 1 : 5), "never below one")
        #expect(Sanitizer.scaled(0) == 0)
        #expect(Sanitizer.scaled(-3) == -3)
    }
}
