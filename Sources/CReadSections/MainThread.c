#include "MainThread.h"

__thread bool swizzlekit_main_thread_mark __attribute__((tls_model("initial-exec"))) = false;
__thread bool swizzlekit_releasing_mark __attribute__((tls_model("initial-exec"))) = false;

// Load-time constructors run on the main thread, before `main`.
__attribute__((constructor)) static void mark_main_thread(void) {
    swizzlekit_main_thread_mark = true;
}
