/* The C baseline of the daemon's flood (issue 20): a libuv server that fans ~100-byte NDJSON events out
 * to N readers over a Unix socket, with one shared batch buffer per tick written to every reader, the way
 * a lean C daemon would; the readers are threads of this process reading with plain read(2) and counting
 * lines with memchr, as scrollsim-load's readers do.
 *
 * Workload: TICKS ticks of PER_TICK events each (the same count as scrollsim-load's flood: about 632,000
 * events in 600 ticks). A tick's batch is formatted into a fresh buffer (seq, tick, time and index path
 * change per event) shared by every reader's write and freed when the last write completes. Back-pressure
 * as `overflow: block`: no new tick while any reader has more than HIGH_WATER bytes queued.
 *
 * With `ours` as a third argument, each event is instead the line our daemon sends in its flood: a cell's
 * `didEndDisplaying` or `willDisplay` with its category, frame, id, index path and kind (about 170 bytes
 * where the default line has about 100), half of each, as a tick of the flood's fling has.
 *
 * Usage: fanout_baseline SOCKET_PATH READERS [ours]. Prints `fanout, N reader(s)[, our lines]<TAB>EVENTS_PER_S<TAB>DELIVERIES_PER_S`. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

enum { TICKS = 600, PER_TICK = 1054, MAX_READERS = 64, HIGH_WATER = 1 << 20 };

typedef struct { uv_pipe_t pipe; size_t queued; int open; } Reader;
typedef struct { char *bytes; size_t length; int pending; } Batch;
typedef struct { uv_write_t request; Batch *batch; Reader *reader; } Write;

static uv_loop_t *loop;
static uv_pipe_t server;
static uv_idle_t producer;
static Reader readers[MAX_READERS];
static int reader_count, connected, our_lines;
static long tick;
static const char *socket_path;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void on_written(uv_write_t *request, int status) {
    Write *write = (Write *)request;
    (void)status;
    write->reader->queued -= write->batch->length;
    if (--write->batch->pending == 0) { free(write->batch->bytes); free(write->batch); }
    free(write);
}

static void on_closed(uv_handle_t *handle) { (void)handle; }

static void on_shutdown(uv_shutdown_t *request, int status) {
    (void)status;
    uv_close((uv_handle_t *)request->handle, on_closed);
    free(request);
}

/* One tick: format the batch once, write it to every reader. */
static void produce(uv_idle_t *idle) {
    for (int r = 0; r < reader_count; r++) if (readers[r].queued > HIGH_WATER) return;
    if (tick == TICKS) {
        uv_idle_stop(idle);
        for (int r = 0; r < reader_count; r++) {
            uv_shutdown_t *request = malloc(sizeof *request);
            uv_shutdown(request, (uv_stream_t *)&readers[r].pipe, on_shutdown);
        }
        uv_close((uv_handle_t *)&server, NULL);
        return;
    }
    Batch *batch = malloc(sizeof *batch);
    batch->bytes = malloc(PER_TICK * 256);
    batch->length = 0;
    long first_seq = tick * PER_TICK;
    for (long e = 0; e < PER_TICK; e++) {
        long seq = first_seq + e + 1, item = seq % 1000000;
        double t = (double)tick * 1000.0 / 120.0;
        if (our_lines) {
            batch->length += (size_t)sprintf(batch->bytes + batch->length,
                "{\"category\":\"cell\",\"event\":\"%s\",\"frame\":[%ld,%ld,10,10],\"id\":\"0-%ld\",\"indexPath\":[0,%ld],"
                "\"kind\":\"cell\",\"seq\":%ld,\"t\":%.3f,\"tick\":%ld,\"view\":\"grid\"}\n",
                e % 2 ? "willDisplay" : "didEndDisplaying", item % 10 * 10, item / 10 * 10, item, item, seq, t, tick);
        } else {
            batch->length += (size_t)sprintf(batch->bytes + batch->length,
                "{\"event\":\"willDisplay\",\"indexPath\":[0,%ld],\"seq\":%ld,\"t\":%.3f,\"tick\":%ld,\"view\":\"grid\"}\n",
                item, seq, t, tick);
        }
    }
    batch->pending = reader_count;
    uv_buf_t buffer = uv_buf_init(batch->bytes, (unsigned)batch->length);
    for (int r = 0; r < reader_count; r++) {
        Write *write = malloc(sizeof *write);
        write->batch = batch;
        write->reader = &readers[r];
        readers[r].queued += batch->length;
        uv_write(&write->request, (uv_stream_t *)&readers[r].pipe, &buffer, 1, on_written);
    }
    tick++;
}

static void on_connection(uv_stream_t *listener, int status) {
    if (status < 0 || connected == reader_count) return;
    Reader *reader = &readers[connected];
    uv_pipe_init(loop, &reader->pipe, 0);
    if (uv_accept(listener, (uv_stream_t *)&reader->pipe) != 0) return;
    if (++connected == reader_count) uv_idle_start(&producer, produce);
}

static long expected_lines;
static double finished[MAX_READERS];

/* A reader: connects, reads until it has every line, notes when. */
static void *read_all(void *argument) {
    long index = (long)argument;
    int descriptor = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    strncpy(address.sun_path, socket_path, sizeof address.sun_path - 1);
    while (connect(descriptor, (struct sockaddr *)&address, sizeof address) != 0) usleep(1000);
    static __thread char buffer[1 << 16];
    long lines = 0;
    while (lines < expected_lines) {
        ssize_t got = read(descriptor, buffer, sizeof buffer);
        if (got <= 0) break;
        for (char *at = buffer, *end = buffer + got; (at = memchr(at, '\n', (size_t)(end - at))) != NULL; at++) lines++;
    }
    finished[index] = now_s();
    close(descriptor);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "ours") != 0)) {
        fprintf(stderr, "usage: %s SOCKET_PATH READERS [ours]\n", argv[0]);
        return 64;
    }
    our_lines = argc == 4;
    socket_path = argv[1];
    char *digits_end;
    long readers_asked = strtol(argv[2], &digits_end, 10);
    if (digits_end == argv[2] || *digits_end != '\0' || readers_asked < 1 || readers_asked > MAX_READERS) {
        fprintf(stderr, "READERS: a whole number from 1 to %d, not '%s'\n", MAX_READERS, argv[2]);
        return 64;
    }
    reader_count = (int)readers_asked;
    expected_lines = (long)TICKS * PER_TICK;
    unlink(socket_path);
    loop = uv_default_loop();
    uv_pipe_init(loop, &server, 0);
    if (uv_pipe_bind(&server, socket_path) != 0 || uv_listen((uv_stream_t *)&server, 128, on_connection) != 0) {
        fprintf(stderr, "%s: cannot listen\n", socket_path);
        return 69;
    }
    uv_idle_init(loop, &producer);
    pthread_t threads[MAX_READERS];
    for (long r = 0; r < reader_count; r++) pthread_create(&threads[r], NULL, read_all, (void *)r);
    double start = 0;
    /* The clock starts when every reader is connected (the first tick). */
    while (connected < reader_count) uv_run(loop, UV_RUN_ONCE);
    start = now_s();
    uv_run(loop, UV_RUN_DEFAULT);
    double end = start;
    for (long r = 0; r < reader_count; r++) {
        pthread_join(threads[r], NULL);
        if (finished[r] > end) end = finished[r];
    }
    unlink(socket_path);
    double seconds = end - start;
    printf("fanout, %d reader(s)%s\t%.0f\t%.0f\n", reader_count, our_lines ? ", our lines" : "",
           (double)expected_lines / seconds, (double)expected_lines * reader_count / seconds);
    return 0;
}
