#ifndef ALLOCATION_COUNTING_H
#define ALLOCATION_COUNTING_H

/// The heap allocations the calling thread has made since it started (`malloc`, `calloc` and `realloc`
/// calls), as counted by this target's `malloc`, `calloc` and `realloc`, which a test executable linking
/// this target uses in place of the C library's. Another thread's allocations are not counted here, so
/// tests running in parallel do not disturb a count. Aligned allocations (`posix_memalign`,
/// `aligned_alloc`: Swift objects aligned past 16 bytes) are not counted.
long allocation_counting_thread_count(void);

#endif
