// The reader side of the runtime's safe reclamation, in C because Swift has no thread-local
// variables: a send marks itself inside a read section with plain stores to a word of its own
// thread, and the reclaimer (DynamicRuntime's `Reclamation`) reads every registered thread's
// word to learn when nothing retired can still be read.
#ifndef SWIZZLEKIT_READ_SECTIONS_H
#define SWIZZLEKIT_READ_SECTIONS_H

#include <stdbool.h>
#include <stdint.h>

/// A thread's word: 0 until the thread registers with the reclaimer, then `REGISTERED`; while the
/// thread is inside a read section, also `READING` and, above those bits, the epoch its
/// outermost section began in.
#define SWIZZLEKIT_READER_REGISTERED 1ULL
#define SWIZZLEKIT_READER_READING 2ULL
#define SWIZZLEKIT_EPOCH_SHIFT 2

/// This thread's word. Written only by its own thread; read by the reclaimer.
extern __thread uint64_t swizzlekit_reader_word __attribute__((tls_model("initial-exec")));

/// The word an outermost section stores: the current epoch, `REGISTERED` and `READING`.
/// Advanced by the reclaimer only.
extern uint64_t swizzlekit_epoch_word;

/// Enters a read section and returns the word to restore on leaving it: 0 when the thread is
/// not registered yet (the caller registers it before reading anything shared). A nested
/// section keeps its outer section's epoch. Leaving restores a saved value, so consecutive sends
/// form no chain of loads and stores through the word.
static inline __attribute__((always_inline)) uint64_t swizzlekit_read_section_enter(void) {
    uint64_t saved = swizzlekit_reader_word;
    if (!(saved & SWIZZLEKIT_READER_READING)) {
        // Acquiring: a section that sees the new epoch sees what was unpublished before it.
        __atomic_store_n(&swizzlekit_reader_word, __atomic_load_n(&swizzlekit_epoch_word, __ATOMIC_ACQUIRE), __ATOMIC_RELAXED);
    }
#if defined(__linux__)
    // The reclaimer's membarrier orders this store before the section's loads on the hardware;
    // only the compiler must not move them above it.
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
    return saved;
}

/// Leaves a read section, restoring `saved`: every read made in it happens before the
/// reclaimer sees the thread outside.
static inline __attribute__((always_inline)) void swizzlekit_read_section_exit(uint64_t saved) {
    __atomic_store_n(&swizzlekit_reader_word, saved, __ATOMIC_RELEASE);
}

/// The calling thread's word, for registering it.
static inline uint64_t *_Nonnull swizzlekit_reader_word_address(void) {
    return &swizzlekit_reader_word;
}

/// Marks the calling thread no longer registered: it is exiting.
static inline void swizzlekit_reader_unregister(void) {
    __atomic_store_n(&swizzlekit_reader_word, 0, __ATOMIC_RELEASE);
}

/// Starts a new epoch and returns it. Reclaimer only, serialised by its lock.
static inline uint64_t swizzlekit_advance_epoch(void) {
    uint64_t next = (swizzlekit_epoch_word >> SWIZZLEKIT_EPOCH_SHIFT) + 1;
    __atomic_store_n(&swizzlekit_epoch_word,
                     (next << SWIZZLEKIT_EPOCH_SHIFT) | SWIZZLEKIT_READER_REGISTERED | SWIZZLEKIT_READER_READING,
                     __ATOMIC_RELEASE);
    return next;
}

/// Whether the thread owning `word` is outside a read section, or inside one that began in
/// `epoch` or later: either way, done with every section begun before `epoch`. What it read in
/// sections it has left happens before a true answer.
static inline bool swizzlekit_reader_is_past(const uint64_t *_Nonnull word, uint64_t epoch) {
    uint64_t seen = __atomic_load_n(word, __ATOMIC_ACQUIRE);
    return !(seen & SWIZZLEKIT_READER_READING) || (seen >> SWIZZLEKIT_EPOCH_SHIFT) >= epoch;
}

/// Makes every thread of the process execute a full memory barrier (Linux's membarrier, private
/// expedited); false where the system cannot.
bool swizzlekit_process_wide_barrier(void);

#endif
