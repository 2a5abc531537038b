// ViewFundamentals — seed 004's questions about UIKit's views, answered by running them on
// ControlKit: every touch below is scripted by a TouchDriver (UIApplication.sendEvent, then
// UIWindow.sendEvent, then recognizers and views, then a run-loop turn) and the program prints
// what happened. It asserts nothing; the tests in Tests/ControlKitTests pin the same behaviour.
//
//     swift run ViewFundamentals

import ControlKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let transcript = Transcript()
do {
    try showHitTestWalk(transcript)
    showRoundButton(transcript)
    try showParentExpansion(transcript)
    showResponderChain(transcript)
    try showPrecedenceLogs(transcript)
} catch {
    // Only installing a hook can throw, and that failing is a bug, not a finding: fail loudly.
    print("ViewFundamentals stopped: \(error)")
    exit(1)
}
