// A test executable's heap allocations, counted per thread: this target defines `malloc`, `calloc` and
// `realloc`, which the dynamic linker then binds for the whole process (the executable's definitions come
// before the C library's), each counting the call and handing it to glibc's own (`__libc_malloc`...).
// `free` stays the C library's. Linked into test executables only.

#include <stddef.h>

#include "AllocationCounting.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

/// The calling thread's count. Initial-exec: the executable's own thread-local storage, read without
/// calling `__tls_get_addr` (which may allocate, and would recurse).
static __thread long thread_count __attribute__((tls_model("initial-exec"))) = 0;

long allocation_counting_thread_count(void) { return thread_count; }

void *malloc(size_t size) {
    thread_count += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    thread_count += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    thread_count += 1;
    return __libc_realloc(pointer, size);
}
