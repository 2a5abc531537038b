// Whether a Swift object is in its deinit, asked only by the debug checks of objects borrowed
// through an atomic reference (DynamicRuntime's `AtomicReference`): the Swift runtime's own
// answer, declared here because Swift code may not name the runtime's symbols.
#ifndef SWIZZLEKIT_DEINITIALIZING_H
#define SWIZZLEKIT_DEINITIALIZING_H

#include <stdbool.h>

/// The Swift runtime's entry point (HeapObject.h): true once the object's deinit has begun.
extern bool swift_isDeallocating(void *object);

/// Whether the Swift object at `object` is in its deinit.
static inline __attribute__((always_inline)) bool swizzlekit_is_deinitializing(const void *object) {
    return swift_isDeallocating((void *)object);
}

#endif
