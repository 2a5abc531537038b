// How many Core Animation transactions the calling thread has committed, read in a few
// instructions: a layer made on a thread is in the render tree once that thread commits again
// (see the Layers module's CATransaction), whatever other threads commit meanwhile.
#ifndef SWIZZLEKIT_TRANSACTION_COMMITS_H
#define SWIZZLEKIT_TRANSACTION_COMMITS_H

/// The calling thread's count of committed transactions.
extern __thread unsigned long swizzlekit_transaction_commits __attribute__((tls_model("initial-exec")));

/// The calling thread's count of committed transactions.
static inline __attribute__((always_inline)) unsigned long swizzlekit_thread_commit_count(void) {
    return swizzlekit_transaction_commits;
}

/// Counts a commit of a transaction on the calling thread.
static inline __attribute__((always_inline)) void swizzlekit_count_thread_commit(void) {
    swizzlekit_transaction_commits += 1;
}

#endif
