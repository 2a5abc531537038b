// Runtime issues are part of the runtime's API: a program that imports the runtime reads and
// handles them without naming the support module.
@_exported import SwizzleKitSupport
