// Retaining a Swift object only while it is not deinitializing: how `UnretainedReference`
// (DynamicRuntime) reads an object it keeps no strong reference to. The Swift runtime's own
// entry point, declared here because Swift code may not name the runtime's symbols.
#ifndef SWIZZLEKIT_TRY_RETAIN_H
#define SWIZZLEKIT_TRY_RETAIN_H

#include <stdbool.h>

/// The Swift runtime's entry point (HeapObject.h): retains the object and answers it, unless its
/// deinit has begun (then NULL).
extern void *swift_tryRetain(void *object);

/// Retains the Swift object at `object` unless it is deinitializing; whether it did.
static inline __attribute__((always_inline)) bool swizzlekit_try_retain(const void *object) {
    return swift_tryRetain((void *)object) != 0;
}

#endif
