#include "TransactionCommits.h"

__thread unsigned long swizzlekit_transaction_commits __attribute__((tls_model("initial-exec"))) = 0;
