// Verifies every plugin the package ships (ControlKitPlugins.all) with the passthrough
// harness and prints a report per plugin; exits 1 when any changed something observable at its
// defaults or could not be verified. `swift package verify-passthrough` builds and runs this.
import ControlKitPlugins
import Foundation
import PassthroughVerification

var failures = 0
for plugin in ControlKitPlugins.all {
    do {
        let report = try PassthroughVerifier.verify(plugin)
        print(report)
        if !report.passed { failures += 1 }
    } catch {
        print("ERROR \(plugin.identifier) \(plugin.version): \(error)")
        failures += 1
    }
}
let total = ControlKitPlugins.all.count
print(failures == 0 ? "passthrough verified: all \(total) shipped plugins change nothing observable at their defaults"
                    : "passthrough FAILED for \(failures) of \(total) shipped plugins")
exit(failures == 0 ? 0 : 1)
