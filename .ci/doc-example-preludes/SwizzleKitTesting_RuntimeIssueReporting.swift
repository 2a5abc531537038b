// The object and observer the fragment misuses.
@MainActor let object = RuntimeObject()
@MainActor let observer = RuntimeObject()
