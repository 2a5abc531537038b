/*
 * kvo_peer.m — peer side of the key-value observing benchmarks: GNUstep
 * Foundation's KVO and KVC (gnustep-base, Debian's libgnustep-base1.28) on
 * gcc's GNU libobjc, the runtime objc_peer.m measures.  A program of its own
 * so objc_peer stays free of Foundation.
 *
 * GNUstep, like Apple, swaps an observed object's class for a notifying
 * subclass whose setter wraps the original in will/didChangeValueForKey:,
 * and hands each observer an (autoreleased) change dictionary.
 *
 * Usage: kvo_peer [iterations]   (default 10,000,000; best of 5 repetitions)
 * KVO/KVC costs microseconds, not nanoseconds, so every loop here runs
 * iterations/100 times (at least 1); the figures are still ns per operation.
 * Output: PEER<TAB>operation<TAB>ns per op, printed only for a row whose
 * check passed (notification count or value); a failed check goes to stderr.
 */
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define REPS 5
#define CHUNK 1000 /* iterations per autorelease pool */

@interface Item : NSObject
{
  int value;
  Item *child;
}
@property (nonatomic) int value;
@property (nonatomic, retain) Item *child;
@end

@implementation Item
@synthesize value, child;
@end

/* Every observer adds to one global, so a row can check the exact total. */
static long notifications;

@interface Counter : NSObject
@end

@implementation Counter
- (void)observeValueForKeyPath:(NSString *)path
                      ofObject:(id)object
                        change:(NSDictionary *)change
                       context:(void *)context
{
  notifications++;
}
@end

static const NSKeyValueObservingOptions NEW_OLD =
    NSKeyValueObservingOptionNew | NSKeyValueObservingOptionOld;
static Item *item;    /* object the current loop works on */
static Counter *spare; /* observer for the add+remove loop */
static volatile long long sink;

/* Loops run [from, to) so the harness can drain a pool between chunks:
   GNUstep autoreleases a change dictionary per notification and a boxed
   number per KVC call, and releasing them is part of their cost. */
static long long loop_set(long from, long to)
{
  Item *o = item;
  for (long i = from; i < to; i++)
    o.value = (int)i;
  return o.value;
}

static long long loop_chain_set(long from, long to)
{
  Item *o = item;
  for (long i = from; i < to; i++)
    o.child.value = (int)i;
  return o.child.value;
}

static long long loop_add_remove(long from, long to)
{
  Item *o = item;
  for (long i = from; i < to; i++) {
    [o addObserver:spare forKeyPath:@"value" options:NEW_OLD context:NULL];
    /* gnustep-base 1.28 has no removeObserver:forKeyPath:context: (it
       raises); with one registration the plain form removes the same one. */
    [o removeObserver:spare forKeyPath:@"value"];
  }
  return to;
}

static long long loop_kvc_get(long from, long to)
{
  Item *o = item;
  long long acc = 0;
  for (long i = from; i < to; i++)
    acc += [[o valueForKey:@"value"] intValue];
  return acc;
}

static long long loop_kvc_set(long from, long to)
{
  Item *o = item;
  for (long i = from; i < to; i++)
    [o setValue:[NSNumber numberWithInt:(int)i] forKey:@"value"];
  return o.value;
}

static double now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Best (minimum) of REPS timed runs, in nanoseconds per iteration. */
static double best_ns(long long (*loop)(long, long), long n)
{
  double best = -1;
  for (int r = 0; r < REPS; r++) {
    long long acc = 0;
    double t0 = now_ns();
    for (long from = 0; from < n; from += CHUNK) {
      NSAutoreleasePool *pool = [NSAutoreleasePool new];
      acc += loop(from, from + CHUNK < n ? from + CHUNK : n);
      [pool drain];
    }
    double dt = now_ns() - t0;
    sink = acc;
    if (best < 0 || dt < best)
      best = dt;
  }
  return best / n;
}

static int failures;

static void fail(const char *name, const char *what)
{
  fprintf(stderr, "kvo_peer: %s: %s; row not printed\n", name, what);
  failures++;
}

/* Times loop and prints its row only if the notifications it caused match
   and the optional check of its result passes. */
static void row(const char *name, long long (*loop)(long, long), long n,
                long expected_notifications, int (*check)(long n))
{
  notifications = 0;
  double ns = best_ns(loop, n);
  char what[128];
  if (notifications != expected_notifications) {
    snprintf(what, sizeof what, "%ld notifications, expected %ld",
             notifications, expected_notifications);
    fail(name, what);
  } else if (check && !check(n))
    fail(name, "result check failed");
  else {
    printf("PEER\t%s\t%.2f\n", name, ns);
    fflush(stdout);
  }
}

/* Result checks, run after the timed loops. */
static int nothing_left_registered(long n)
{
  long before = notifications;
  item.value = -1;
  return notifications == before;
}
static int got_every_value(long n) { return sink == 7LL * n; }
static int set_last_value(long n) { return item.value == (int)(n - 1); }

static void set_notify_row(const char *name, int observers, long n)
{
  NSMutableArray *counters = [NSMutableArray array];
  item = [Item new];
  for (int k = 0; k < observers; k++) {
    Counter *c = [[Counter new] autorelease];
    [counters addObject:c];
    [item addObserver:c forKeyPath:@"value" options:NEW_OLD context:NULL];
  }
  row(name, loop_set, n, (long)REPS * n * observers, NULL);
  for (Counter *c in counters)
    [item removeObserver:c forKeyPath:@"value"];
  [item release];
}

int main(int argc, char **argv)
{
  long iterations = argc > 1 ? atol(argv[1]) : 10000000L;
  if (iterations <= 0) {
    fprintf(stderr, "usage: %s [iterations > 0]\n", argv[0]);
    return 2;
  }
  long n = iterations / 100 > 0 ? iterations / 100 : 1;
  NSAutoreleasePool *outer = [NSAutoreleasePool new];

  set_notify_row("set+notify 1 observer", 1, n);
  set_notify_row("set+notify 10 observers", 10, n);
  set_notify_row("set+notify 100 observers", 100, n);

  /* Observing child.value on the parent: GNUstep observes the parent's
     child and the child's value; only the last step changes here. */
  Counter *observer = [Counter new];
  item = [Item new];
  item.child = [[Item new] autorelease];
  [item addObserver:observer forKeyPath:@"child.value" options:NEW_OLD
            context:NULL];
  row("key-path chain set", loop_chain_set, n, (long)REPS * n, NULL);
  [item removeObserver:observer forKeyPath:@"child.value"];
  [item release];

  /* The object has no other observers, so each pair is the full cycle:
     GNUstep swaps in its notifying subclass on the add and restores the
     class on the remove.  Beforehand, one pair is checked to really register
     (a set notifies once) and to really unregister (a later set does not). */
  spare = [Counter new];
  item = [Item new];
  notifications = 0;
  [item addObserver:spare forKeyPath:@"value" options:NEW_OLD context:NULL];
  item.value = 1;
  [item removeObserver:spare forKeyPath:@"value"];
  item.value = 2;
  if (notifications == 1)
    row("add+remove observation", loop_add_remove, n, 0,
        nothing_left_registered);
  else
    fail("add+remove observation",
         "add, set, remove, set did not notify exactly once");
  [item release];

  /* KVC on an unobserved object: checked by the values read and written. */
  item = [Item new];
  item.value = 7;
  row("KVC get", loop_kvc_get, n, 0, got_every_value);
  row("KVC set", loop_kvc_set, n, 0, set_last_value);
  [item release];

  [outer drain];
  return failures ? 1 : 0;
}
