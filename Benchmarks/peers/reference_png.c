// The reference writer (Sources/CPNG/png_reference.c, `PNGEncoder.reference`) on every PNG named:
// prints the total bytes it writes and its CPU time (one core; encoding only, each file decoded
// first), and writes the files into the folder given, for a check that they decode to the same
// pixels. `Benchmarks/peers/reference_png.sh` runs it beside `optipng -o2` on Snapshots/.
//
// Build with clang, as SwiftPM builds CPNG, from the package folder:
//   clang -O2 -ISources/CPNG/include -o /tmp/reference_png Benchmarks/peers/reference_png.c
//         Sources/CPNG/png_reference.c Sources/CPNG/png_fast.c Sources/CPNG/png_codec.c -lpng16 -lz -ldeflate -lpthread
#include "png_codec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static uint8_t *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(2); }
    fseek(file, 0, SEEK_END);
    *length = (size_t)ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *bytes = malloc(*length);
    if (fread(bytes, 1, *length, file) != *length) { perror(path); exit(2); }
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: reference_png OUT_DIR FILE.png...\n"); return 2; }
    double total_ms = 0;
    size_t total_in = 0, total_out = 0;
    char message[256];
    for (int i = 2; i < argc; i++) {
        size_t length;
        uint8_t *png = read_file(argv[i], &length);
        uint32_t width, height;
        if (lr_png_read_size(png, length, &width, &height, message, sizeof message) != LR_PNG_OK) {
            fprintf(stderr, "%s: %s\n", argv[i], message);
            return 2;
        }
        size_t capacity = (size_t)width * height * 4;
        uint8_t *rgba = malloc(capacity);
        if (lr_png_decode_rgba(png, length, 1ull << 28, rgba, capacity, &width, &height, message, sizeof message) != LR_PNG_OK) {
            fprintf(stderr, "%s: %s\n", argv[i], message);
            return 2;
        }
        lr_png_buffer out = {0};
        double start = cpu_ms();
        lr_png_status status = lr_png_encode_reference(rgba, width, height, 9, &out, message, sizeof message);
        total_ms += cpu_ms() - start;
        if (status != LR_PNG_OK) { fprintf(stderr, "%s: %s\n", argv[i], message); return 3; }
        total_in += length;
        total_out += out.count;
        const char *name = strrchr(argv[i], '/');
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", argv[1], name ? name + 1 : argv[i]);
        FILE *file = fopen(path, "wb");
        fwrite(out.bytes, 1, out.count, file);
        fclose(file);
        lr_png_buffer_free(&out);
        free(rgba);
        free(png);
    }
    printf("files %d in %zu out %zu cpu_ms %.1f\n", argc - 2, total_in, total_out, total_ms);
    return 0;
}
