// Which thread is the process's main thread, read in a few instructions: a thread-local mark set
// on the main thread when the program loads. Swift has no thread-local variables, and
// Foundation's `Thread.isMainThread` costs a call into Foundation and a lookup of the current
// thread object on every check.
#ifndef SWIZZLEKIT_MAIN_THREAD_H
#define SWIZZLEKIT_MAIN_THREAD_H

#include <stdbool.h>

/// True on the main thread only; set by a load-time constructor, which runs there.
extern __thread bool swizzlekit_main_thread_mark __attribute__((tls_model("initial-exec")));

/// Whether the calling thread is the process's main thread.
static inline __attribute__((always_inline)) bool swizzlekit_is_main_thread(void) {
    return swizzlekit_main_thread_mark;
}

/// True on a thread while the runtime lets go of what it retired or unlinked (see
/// `RuntimeLock`): whatever deinit runs then runs on the thread the runtime chose.
extern __thread bool swizzlekit_releasing_mark __attribute__((tls_model("initial-exec")));

/// Whether the calling thread is letting go of what the runtime retired.
static inline __attribute__((always_inline)) bool swizzlekit_is_releasing(void) {
    return swizzlekit_releasing_mark;
}

/// Marks the calling thread as letting go of what the runtime retired, or not; answers the mark
/// it had, to put back.
static inline __attribute__((always_inline)) bool swizzlekit_set_releasing(bool releasing) {
    bool previous = swizzlekit_releasing_mark;
    swizzlekit_releasing_mark = releasing;
    return previous;
}

#endif
