// Issue 16's PNG candidates, measured against each other in one process: CPU time of one core
// (the machine is shared, so wall time says little), median of 9, and the bytes of the zlib
// stream or file. The zlib and libdeflate rows filter with plain C loops here ("filter only"
// is that cost); "own coder" is Sources/CPNG/png_fast.c, the default encoder.
//
// Build with clang, as SwiftPM builds CPNG (gcc 12 -O2 vectorizes less: the own coder takes about
// 2.5 times as long), from the package folder; needs libpng-dev, zlib1g-dev and libdeflate-dev:
//   clang -O2 -ISources/CPNG/include -o /tmp/png_candidates Benchmarks/peers/png_candidates.c
//         Sources/CPNG/png_fast.c Sources/CPNG/png_codec.c -lpng16 -lz -ldeflate -lpthread
//   /tmp/png_candidates Benchmarks/peers/reference_screenshot.png
//   /tmp/png_candidates Benchmarks/peers/alert_modal_3x.png
#include "png_codec.h"

#include <png.h>
#include <zlib.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pthread.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }

static uint8_t *load(const char *path, uint32_t *w, uint32_t *h) {
    png_image img; memset(&img, 0, sizeof img); img.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&img, path)) { fprintf(stderr, "read fail\n"); exit(1); }
    img.format = PNG_FORMAT_RGBA;
    uint8_t *buf = malloc(PNG_IMAGE_SIZE(img));
    png_image_finish_read(&img, NULL, buf, 0, NULL);
    *w = img.width; *h = img.height; return buf;
}

typedef struct { uint8_t *b; size_t n, cap; } vec;
static void wr(png_structp p, png_bytep d, size_t n) { vec *v = png_get_io_ptr(p); if (v->n + n > v->cap) { v->cap = (v->n + n) * 2; v->b = realloc(v->b, v->cap); } memcpy(v->b + v->n, d, n); v->n += n; }
static void fl(png_structp p) { (void)p; }

static size_t libpng_encode(const uint8_t *px, uint32_t w, uint32_t h, int ch, int level, int filters) {
    vec v = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_set_write_fn(png, &v, wr, fl);
    png_set_compression_buffer_size(png, 256 * 1024);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, filters);
    png_set_IHDR(png, info, w, h, 8, ch == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, 0, 0, 0);
    png_write_info(png, info);
    if (ch == 3) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < h; y++) png_write_row(png, px + (size_t)y * w * 4);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(v.b);
    return v.n;
}

// Filter rows [y0,y1) into out (each row: filter byte + row bytes). ch=3 strips alpha.
static void filter_rows(const uint8_t *px, uint32_t w, uint32_t y0, uint32_t y1, int ch, int mode, uint8_t *out) {
    size_t rb = (size_t)w * ch;
    uint8_t *prev = calloc(rb, 1), *cur = malloc(rb);
    if (y0 > 0) { const uint8_t *s = px + (size_t)(y0 - 1) * w * 4; for (uint32_t x = 0; x < w; x++) for (int c = 0; c < ch; c++) prev[x * ch + c] = s[x * 4 + c]; }
    for (uint32_t y = y0; y < y1; y++) {
        const uint8_t *s = px + (size_t)y * w * 4;
        if (ch == 4) memcpy(cur, s, rb); else for (uint32_t x = 0; x < w; x++) { cur[x*3] = s[x*4]; cur[x*3+1] = s[x*4+1]; cur[x*3+2] = s[x*4+2]; }
        uint8_t *o = out + (size_t)(y - y0) * (rb + 1);
        if (mode == 2) { o[0] = 2; for (size_t i = 0; i < rb; i++) o[1 + i] = cur[i] - prev[i]; }
        else if (mode == 1) { o[0] = 1; for (size_t i = 0; i < rb; i++) o[1 + i] = cur[i] - (i >= (size_t)ch ? cur[i - ch] : 0); }
        else if (mode == 0) { o[0] = 0; memcpy(o + 1, cur, rb); }
        else if (mode == 5) { // cheap adaptive: up vs sub by sum of abs
            uint32_t su = 0, ss = 0;
            for (size_t i = 0; i < rb; i++) { uint8_t u = cur[i] - prev[i]; su += u < 128 ? u : 256 - u; uint8_t d = cur[i] - (i >= (size_t)ch ? cur[i - ch] : 0); ss += d < 128 ? d : 256 - d; }
            if (su <= ss) { o[0] = 2; for (size_t i = 0; i < rb; i++) o[1 + i] = cur[i] - prev[i]; }
            else { o[0] = 1; for (size_t i = 0; i < rb; i++) o[1 + i] = cur[i] - (i >= (size_t)ch ? cur[i - ch] : 0); }
        } else if (mode == 4) { // paeth
            o[0] = 4;
            for (size_t i = 0; i < rb; i++) {
                int a = i >= (size_t)ch ? cur[i - ch] : 0, b = prev[i], c = i >= (size_t)ch ? prev[i - ch] : 0;
                int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
                int pr = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
                o[1 + i] = cur[i] - pr;
            }
        }
        uint8_t *t = prev; prev = cur; cur = t;
    }
    free(prev); free(cur);
}

static size_t zlib_stream(const uint8_t *in, size_t n, int level, int strategy, uint8_t *out, size_t cap) {
    z_stream z; memset(&z, 0, sizeof z);
    deflateInit2(&z, level, Z_DEFLATED, 15, 8, strategy);
    z.next_in = (Bytef *)in; z.avail_in = n; z.next_out = out; z.avail_out = cap;
    deflate(&z, Z_FINISH);
    size_t r = z.total_out; deflateEnd(&z); return r;
}

typedef struct { const uint8_t *px; uint32_t w, y0, y1; int ch, mode, level, strategy, last; uint8_t *out; size_t outn; uint8_t *filt; uint32_t adler; size_t rawn; } stripe;
static void *stripe_run(void *arg) {
    stripe *s = arg; size_t rb = (size_t)s->w * s->ch + 1; s->rawn = rb * (s->y1 - s->y0);
    s->filt = malloc(s->rawn);
    filter_rows(s->px, s->w, s->y0, s->y1, s->ch, s->mode, s->filt);
    s->adler = adler32(1, s->filt, s->rawn);
    z_stream z; memset(&z, 0, sizeof z);
    deflateInit2(&z, s->level, Z_DEFLATED, -15, 8, s->strategy);
    size_t cap = deflateBound(&z, s->rawn) + 64; s->out = malloc(cap);
    z.next_in = s->filt; z.avail_in = s->rawn; z.next_out = s->out; z.avail_out = cap;
    deflate(&z, s->last ? Z_FINISH : Z_SYNC_FLUSH);
    s->outn = cap - z.avail_out; deflateEnd(&z); free(s->filt); return NULL;
}

static size_t striped(const uint8_t *px, uint32_t w, uint32_t h, int ch, int mode, int level, int strategy, uint32_t rows_per, int threads) {
    int n = (h + rows_per - 1) / rows_per; stripe *s = calloc(n, sizeof *s);
    for (int i = 0; i < n; i++) { s[i] = (stripe){px, w, i * rows_per, (i + 1) * rows_per > h ? h : (i + 1) * rows_per, ch, mode, level, strategy, i == n - 1}; }
    if (threads <= 1) for (int i = 0; i < n; i++) stripe_run(&s[i]);
    else {
        // simple: run in waves of `threads`
        pthread_t t[16];
        for (int i = 0; i < n; i += threads) {
            int k = 0; for (; k < threads && i + k < n; k++) pthread_create(&t[k], NULL, stripe_run, &s[i + k]);
            for (int j = 0; j < k; j++) pthread_join(t[j], NULL);
        }
    }
    size_t total = 2 + 4; uint32_t ad = 1;
    for (int i = 0; i < n; i++) { total += s[i].outn; ad = adler32_combine(ad, s[i].adler, s[i].rawn); free(s[i].out); }
    free(s); return total;
}

static size_t own_encode(const uint8_t *px, uint32_t w, uint32_t h, int ch) {
    lr_png_buffer out = {0};
    char message[256];
    lr_png_encode_fast(px, w, h, (size_t)w * 4, ch, ch == 3, 1, &out, message, sizeof message);
    size_t n = out.count;
    lr_png_buffer_free(&out);
    return n;
}

static size_t ours_zlib(const uint8_t *px, uint32_t w, uint32_t h, int ch, int mode, int level, int strategy, uint8_t *filt, uint8_t *out, size_t cap) {
    filter_rows(px, w, 0, h, ch, mode, filt);
    return zlib_stream(filt, (size_t)h * (w * ch + 1), level, strategy, out, cap);
}
static size_t ours_deflate(const uint8_t *px, uint32_t w, uint32_t h, int ch, int mode, int level, uint8_t *filt, uint8_t *out, size_t cap) {
    filter_rows(px, w, 0, h, ch, mode, filt);
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    size_t r = libdeflate_zlib_compress(c, filt, (size_t)h * (w * ch + 1), out, cap);
    libdeflate_free_compressor(c); return r;
}

#define BENCH(label, expr) do { size_t sz = 0; double best = 1e9, t[9]; for (int r = 0; r < 9; r++) { double a = now(); sz = (expr); t[r] = now() - a; if (t[r] < best) best = t[r]; } \
    for (int i = 0; i < 9; i++) for (int j = i + 1; j < 9; j++) if (t[j] < t[i]) { double x = t[i]; t[i] = t[j]; t[j] = x; } \
    printf("%-48s %8.2f ms (min %7.2f) %8zu bytes\n", label, t[4], best, sz); } while (0)

int main(int argc, char **argv) {
    uint32_t w, h; uint8_t *px = load(argv[1], &w, &h);
    int ch = 3; for (size_t i = 0; i < (size_t)w * h; i++) if (px[i * 4 + 3] != 255) { ch = 4; break; }
    printf("%s: %ux%u ch=%d\n", argv[1], w, h, ch);
    size_t raw = (size_t)h * (w * ch + 1); uint8_t *filt = malloc(raw), *out = malloc(raw * 2);
    BENCH("own coder (png_fast.c), 1 thread", own_encode(px, w, h, ch));
    BENCH("libpng 6 adaptive", libpng_encode(px, w, h, ch, 6, 0xF8));
    BENCH("libpng 2 up", libpng_encode(px, w, h, ch, 2, 0x20));
    BENCH("filter only up", (filter_rows(px, w, 0, h, ch, 2, filt), raw));
    BENCH("filter only adaptive up/sub", (filter_rows(px, w, 0, h, ch, 5, filt), raw));
    BENCH("zlib adler32 of filtered", (adler32(1, filt, raw)));
    const char *mn[] = {"none", "sub", "up", "", "paeth", "up/sub"};
    int modes[] = {2, 1, 5, 4};
    for (int mi = 0; mi < 4; mi++) {
        int m = modes[mi]; char lab[80];
        for (int lv = 1; lv <= 2; lv++) { snprintf(lab, 80, "zlib %d %s", lv, mn[m]); BENCH(lab, ours_zlib(px, w, h, ch, m, lv, Z_DEFAULT_STRATEGY, filt, out, raw * 2)); }
        snprintf(lab, 80, "zlib RLE %s", mn[m]); BENCH(lab, ours_zlib(px, w, h, ch, m, 1, Z_RLE, filt, out, raw * 2));
        for (int lv = 1; lv <= 4; lv += 3) { snprintf(lab, 80, "libdeflate %d %s", lv, mn[m]); BENCH(lab, ours_deflate(px, w, h, ch, m, lv, filt, out, raw * 2)); }
    }
    BENCH("zlib 1 up in stripes of 256 rows (Z_SYNC_FLUSH)", striped(px, w, h, ch, 2, 1, Z_DEFAULT_STRATEGY, 256, 1));
    return 0;
}
