// The sanitizer builds' test entry point, copied to Tests/LinuxMain.swift in their copy of the
// sources only (see .ci/run): with it SwiftPM needs no test discovery, so those builds compile
// whole-module with no index store. The main checkout has no such file: with one, `swift test`
// would run only XCTest and skip every Swift Testing test.
import Testing

await Testing.__swiftPMEntryPoint() as Never
