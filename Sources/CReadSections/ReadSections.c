#include "ReadSections.h"

__thread uint64_t swizzlekit_reader_word __attribute__((tls_model("initial-exec"))) = 0;
uint64_t swizzlekit_epoch_word = (UINT64_C(1) << SWIZZLEKIT_EPOCH_SHIFT) | SWIZZLEKIT_READER_REGISTERED | SWIZZLEKIT_READER_READING;

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <pthread.h>

static bool registered;

static void register_expedited(void) {
    registered = syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
}

bool swizzlekit_process_wide_barrier(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, register_expedited);
    return registered && syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) == 0;
}
#else
// Readers fence on their own (see swizzlekit_read_section_enter): nothing to force.
bool swizzlekit_process_wide_barrier(void) {
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    return true;
}
#endif
