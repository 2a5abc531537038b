// SwizzleTour — the Objective-C runtime's dynamism, in Swift, on Linux: the runtime's basic
// techniques, then both seed plugins verified to pass through and installed, then every seed
// technique built so far, each with what it printed, then the plugins uninstalled.
//
//     swift run SwizzleTour

import Foundation

print("SwizzleTour: Objective-C runtime techniques — swizzles, hooks, associated objects, key-value")
print("observing — on a headless UIKit (ControlKit), packaged as plugins that install and uninstall cleanly.")
let tour = Tour()
do {
    try showRuntimeBasics(tour)
    try showPlugins(tour)
    showHitArea(tour)
    try showStateColours(tour)
    try showViewFundamentals(tour)
    try showRoundedAvatar(tour)
    try showKeyPathObservation(tour)
    try showStandardControls(tour)
    try uninstallPlugins(tour)
} catch {
    print("SwizzleTour stopped: \(error)")
    exit(1)
}
