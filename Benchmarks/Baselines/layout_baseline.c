/* The C baselines of the layout benchmarks (issue 20): the same work as ScrollSim's flow and table
 * layouts on the same fixtures, written as a tight C loop would write it, to measure how far our constant
 * factor is from what the machine can do.
 *
 * - flow prepare: into fresh storage each time (as our benchmark prepares a fresh layout each iteration),
 *   UICollectionViewFlowLayout's line breaking over one section (items fill a line while they
 *   fit with the minimum spacing; a full line is justified, its last item ending exactly at the trailing
 *   inset; the last line keeps the minimum spacing; a lone item is centred; items are centred across their
 *   line), into a flat array of frames (4 doubles) and one of lines (first item, section, min and max y).
 * - flow viewport query: two binary searches over the lines, then the frames of the lines between that
 *   meet the rect, copied out with their index paths.
 * - table prepare: each column as wide as its widest cell and each row as tall as its tallest (visiting
 *   every cell, as the table's sizing does), then prefix sums.
 * - table viewport query: binary searches over the prefix sums, then the cells, row and column headers and
 *   the corner that meet the rect.
 *
 * - floor: the result alone, a fresh array of 12 elements the size of our attributes, written and freed:
 *   what any query returning them in a new array costs before it does any work.
 *
 * Prints one line per measurement, `NAME<TAB>NANOSECONDS`: the median of 15 batches of one operation
 * repeated until the batch lasts at least 20 ms. Build: cc -O2 -march=native (see the Makefile). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { double x, y, w, h; } Rect;
typedef struct { int32_t first_item, section; double min_y, max_y; } Line;
typedef struct { int32_t section, item; Rect frame; } Hit;

typedef struct {
    Rect *frames;
    Line *lines;
    long line_count;
    double content_height;
} Flow;

static const double viewport_w = 375, viewport_h = 667;
static const double inset = 10, interitem = 10, line_spacing = 10;

/* The patterned fixture's three sizes, or the uniform 115 x 115. */
static const double pattern_w[3] = {355, 172, 172}, pattern_h[3] = {80, 120, 140};

static inline void item_size(long item, int patterned, double *w, double *h) {
    if (patterned) { long k = item % 3; *w = pattern_w[k]; *h = pattern_h[k]; }
    else { *w = 115; *h = 115; }
}

/* A fresh layout's storage, as each of our benchmark's iterations prepares a fresh layout (and frees the
 * last one): the frames' pages are new memory each time. */
static void flow_prepare(Flow *flow, long count, int patterned) {
    free(flow->frames);
    free(flow->lines);
    flow->frames = malloc(sizeof(Rect) * (size_t)count);
    flow->lines = malloc(sizeof(Line) * (size_t)count);
    flow->line_count = 0;
    double available = viewport_w - 2 * inset;
    double y = inset;
    long item = 0;
    while (item < count) {
        long first = item;
        double used = 0, thickness = 0, total = 0;
        while (item < count) {
            double w, h;
            item_size(item, patterned, &w, &h);
            if (item > first) {
                if (used + interitem + w > available) break;
                used += interitem;
            }
            used += w;
            total += w;
            if (h > thickness) thickness = h;
            item++;
        }
        long n = item - first;
        int last_line = item == count;
        int justified = !last_line && n > 1;
        double gap = justified ? (available - total) / (double)(n - 1) : interitem;
        double x = inset;
        if (n == 1 && available > total) x += (available - total) / 2;
        for (long i = first; i < item; i++) {
            double w, h;
            item_size(i, patterned, &w, &h);
            if (justified && i == item - 1) x = inset + available - w;
            flow->frames[i] = (Rect){x, y + (thickness - h) / 2, w, h};
            x += w + gap;
        }
        flow->lines[flow->line_count++] = (Line){(int32_t)first, 0, y, y + thickness};
        y += thickness;
        if (item < count) y += line_spacing;
    }
    flow->content_height = y + inset;
}

static inline int intersects(Rect a, Rect b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static long flow_query(const Flow *flow, long count, Rect rect, Hit *out) {
    double low = rect.y, high = rect.y + rect.h;
    long lo = 0, hi = flow->line_count;
    while (lo < hi) { long mid = (lo + hi) / 2; if (flow->lines[mid].max_y > low) hi = mid; else lo = mid + 1; }
    long first = lo;
    lo = first; hi = flow->line_count;
    while (lo < hi) { long mid = (lo + hi) / 2; if (flow->lines[mid].min_y >= high) hi = mid; else lo = mid + 1; }
    long end = lo, hits = 0;
    for (long line = first; line < end; line++) {
        long stop = line + 1 < flow->line_count ? flow->lines[line + 1].first_item : count;
        for (long i = flow->lines[line].first_item; i < stop; i++) {
            if (intersects(flow->frames[i], rect)) out[hits++] = (Hit){0, (int32_t)i, flow->frames[i]};
        }
    }
    return hits;
}

typedef struct { double *row_offsets, *column_offsets; long rows, columns; } Table;

static const double cell_w = 80, cell_h = 44, row_header_w = 60, column_header_h = 30;

static void table_prepare(Table *table, long rows, long columns) {
    double *heights = calloc((size_t)rows, sizeof(double)), *widths = calloc((size_t)columns, sizeof(double));
    for (long r = 0; r < rows; r++) {
        for (long c = 0; c < columns; c++) {
            if (cell_h > heights[r]) heights[r] = cell_h;
            if (cell_w > widths[c]) widths[c] = cell_w;
        }
    }
    free(table->row_offsets);
    free(table->column_offsets);
    table->row_offsets = malloc(sizeof(double) * (size_t)(rows + 1));
    table->column_offsets = malloc(sizeof(double) * (size_t)(columns + 1));
    table->row_offsets[0] = table->column_offsets[0] = 0;
    for (long r = 0; r < rows; r++) table->row_offsets[r + 1] = table->row_offsets[r] + heights[r];
    for (long c = 0; c < columns; c++) table->column_offsets[c + 1] = table->column_offsets[c] + widths[c];
    table->rows = rows;
    table->columns = columns;
    free(heights);
    free(widths);
}

/* The indexes [*from, *to) of the spans among offsets (shifted by origin) that meet [low, high). */
static void span(const double *offsets, long count, double origin, double low, double high, long *from, long *to) {
    long lo = 0, hi = count;
    while (lo < hi) { long mid = (lo + hi) / 2; if (origin + offsets[mid + 1] > low) hi = mid; else lo = mid + 1; }
    *from = lo;
    hi = count;
    while (lo < hi) { long mid = (lo + hi) / 2; if (origin + offsets[mid] >= high) hi = mid; else lo = mid + 1; }
    *to = lo;
}

static long table_query(const Table *t, Rect rect, Hit *out) {
    long r0, r1, c0, c1, hits = 0;
    span(t->row_offsets, t->rows, column_header_h, rect.y, rect.y + rect.h, &r0, &r1);
    span(t->column_offsets, t->columns, row_header_w, rect.x, rect.x + rect.w, &c0, &c1);
    for (long r = r0; r < r1; r++) {
        for (long c = c0; c < c1; c++) {
            Rect frame = {row_header_w + t->column_offsets[c], column_header_h + t->row_offsets[r],
                          t->column_offsets[c + 1] - t->column_offsets[c], t->row_offsets[r + 1] - t->row_offsets[r]};
            if (intersects(frame, rect)) out[hits++] = (Hit){(int32_t)r, (int32_t)c, frame};
        }
    }
    for (long r = r0; r < r1; r++) {  /* sticky row headers at the rect's left edge */
        Rect frame = {rect.x, column_header_h + t->row_offsets[r], row_header_w, t->row_offsets[r + 1] - t->row_offsets[r]};
        if (intersects(frame, rect)) out[hits++] = (Hit){(int32_t)r, -1, frame};
    }
    for (long c = c0; c < c1; c++) {  /* sticky column headers at the rect's top edge */
        Rect frame = {row_header_w + t->column_offsets[c], rect.y, t->column_offsets[c + 1] - t->column_offsets[c], column_header_h};
        if (intersects(frame, rect)) out[hits++] = (Hit){-1, (int32_t)c, frame};
    }
    Rect corner = {rect.x, rect.y, row_header_w, column_header_h};
    if (intersects(corner, rect)) out[hits++] = (Hit){-1, -1, corner};
    return hits;
}

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static volatile long sink;
static void *volatile escaped;

/* What returning our attributes costs before any query work: a fresh array of `count` elements of 112 bytes
 * (the size of a LayoutAttributes), each written, then freed. The array escapes, so the compiler keeps the
 * allocation. */
typedef struct { unsigned char bytes[112]; } Attributes;
static long result_floor(long count) {
    Attributes *result = malloc(sizeof(Attributes) * (size_t)count), element;
    memset(&element, 0, sizeof element);
    for (long i = 0; i < count; i++) {
        element.bytes[0] = (unsigned char)i;
        result[i] = element;
    }
    escaped = result;
    long last = result[count - 1].bytes[0];
    free(result);
    return last;
}

/* The median over 15 batches of the time one call of `body` takes, in nanoseconds. */
#define MEASURE(NAME, BODY)                                                                  \
    do {                                                                                     \
        double samples[15];                                                                  \
        long repeat = 1;                                                                     \
        for (;;) {                                                                           \
            double start = now_ns();                                                         \
            for (long i = 0; i < repeat; i++) { BODY; }                                      \
            if (now_ns() - start >= 20e6) break;                                             \
            repeat *= 2;                                                                     \
        }                                                                                    \
        for (int s = 0; s < 15; s++) {                                                       \
            double start = now_ns();                                                         \
            for (long i = 0; i < repeat; i++) { BODY; }                                      \
            samples[s] = (now_ns() - start) / (double)repeat;                                \
        }                                                                                    \
        qsort(samples, 15, sizeof(double), by_value);                                        \
        printf("%s\t%.1f\n", NAME, samples[7]);                                              \
        fflush(stdout);                                                                      \
    } while (0)

int main(void) {
    Hit *hits = malloc(sizeof(Hit) * 100000);
    long counts[2] = {1000, 1000000};
    for (int c = 0; c < 2; c++) {
        for (int patterned = 0; patterned < 2; patterned++) {
            char name[128];
            long count = counts[c];
            const char *shape = patterned ? "patterned" : "uniform";
            Flow flow = {0};
            snprintf(name, sizeof name, "flow prepare, %ld items, %s", count, shape);
            MEASURE(name, flow_prepare(&flow, count, patterned); sink += flow.line_count);
            double top = flow.content_height > viewport_h ? (flow.content_height - viewport_h) / 2 : 0;
            Rect middle = {0, top, viewport_w, viewport_h};
            snprintf(name, sizeof name, "flow attributes(in: viewport), %ld items, %s", count, shape);
            MEASURE(name, sink += flow_query(&flow, count, middle, hits));
            free(flow.frames);
            free(flow.lines);
        }
    }
    Table table = {0};
    MEASURE("table prepare, 1000×1000 cells", table_prepare(&table, 1000, 1000); sink += table.rows);
    double width = row_header_w + table.column_offsets[1000], height = column_header_h + table.row_offsets[1000];
    Rect middle = {(width - viewport_w) / 2, (height - viewport_h) / 2, viewport_w, viewport_h};
    MEASURE("table attributes(in: viewport), 1000×1000 cells", sink += table_query(&table, middle, hits));
    /* The 12 cells of the uniform 1,000-item flow's viewport. */
    MEASURE("floor: a fresh result of 12 attributes of 112 bytes, written and freed", sink += result_floor(12));
    free(hits);
    return 0;
}
