/*
 * objc_peer.m — peer side of the SwizzleKit benchmark comparison.
 *
 * Runtime: GCC's GNU Objective-C runtime, libobjc.so.4 from Debian's libobjc4
 * (gcc 12, package gobjc).  Debian 12's GNUstep-base links that same library;
 * GNUstep's libobjc2 is not packaged there and is not used.  With this
 * runtime gcc compiles every message send to `objc_msg_lookup(receiver, sel)`
 * followed by an indirect call of the IMP it returns — no inline cache.
 *
 * A tiny root class of our own is used instead of GNUstep's NSObject so that
 * only libobjc is involved.
 *
 * Usage: objc_peer [iterations]   (default 10,000,000; best of 5 repetitions)
 * Output: PEER<TAB>operation<TAB>ns per op (2 decimals), one line per operation.
 */
#include <objc/runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define REPS 5

__attribute__((objc_root_class))
@interface Peer
{
  Class isa;
}
+ (id)new;
- (int)step:(int)x;
- (int)original:(int)x;
- (int)replacement:(int)x;
@end

@implementation Peer
+ (id)new
{
  return class_createInstance(self, 0);
}
- (int)step:(int)x
{
  return x + 1;
}
- (int)original:(int)x
{
  return x + 1;
}
/* Classic swizzle: once the implementations are exchanged, sending
   replacement: here reaches the original implementation. */
- (int)replacement:(int)x
{
  return [self replacement:x] + 1;
}
@end

static Peer *peer;
static volatile long long sink;

/* Baseline target, reached only through a pointer the compiler can't see
   through. */
static __attribute__((noinline)) int c_step(int x)
{
  return x + 1;
}
static int (*volatile c_step_ptr)(int) = c_step;

/* Each loop accumulates the results; best_ns stores the sum in the volatile
   sink so no call can be dropped. */
static long long loop_send(long n)
{
  Peer *p = peer;
  long long acc = 0;
  for (long i = 0; i < n; i++)
    acc += [p step:(int)i];
  return acc;
}

static long long loop_swizzled(long n)
{
  Peer *p = peer;
  long long acc = 0;
  for (long i = 0; i < n; i++)
    acc += [p original:(int)i];
  return acc;
}

static long long loop_c_call(long n)
{
  int (*f)(int) = c_step_ptr;
  long long acc = 0;
  for (long i = 0; i < n; i++)
    acc += f((int)i);
  return acc;
}

static double now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Best (minimum) of REPS timed runs, in nanoseconds per iteration. */
static double best_ns(long long (*loop)(long), long n)
{
  double best = -1;
  for (int r = 0; r < REPS; r++) {
    double t0 = now_ns();
    sink = loop(n);
    double dt = now_ns() - t0;
    if (best < 0 || dt < best)
      best = dt;
  }
  return best / n;
}

int main(int argc, char **argv)
{
  long n = argc > 1 ? atol(argv[1]) : 10000000L;
  if (n <= 0) {
    fprintf(stderr, "usage: %s [iterations > 0]\n", argv[0]);
    return 2;
  }
  peer = [Peer new];

  printf("PEER\tsend\t%.2f\n", best_ns(loop_send, n));

  Class cls = objc_getClass("Peer");
  method_exchangeImplementations(
      class_getInstanceMethod(cls, @selector(original:)),
      class_getInstanceMethod(cls, @selector(replacement:)));
  if ([peer original:1] != 3) { /* original impl (+1) reached via swizzle (+1) */
    fprintf(stderr, "objc_peer: exchange did not take effect\n");
    return 1;
  }
  printf("PEER\tsend after exchange (original called)\t%.2f\n",
         best_ns(loop_swizzled, n));

  printf("PEER\tdirect C call\t%.2f\n", best_ns(loop_c_call, n));
  return 0;
}
