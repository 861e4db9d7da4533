/* Peer for Benchmarks/TextBenchmarks: the plain way to wrap text with HarfBuzz.
 * Shapes each paragraph whole (hb-ot font functions, unhinted, at units-per-em scale), then wraps
 * greedily at spaces and counts lines. No caching: every paragraph is shaped every time.
 * Usage: text_hb_wrap FONT.ttf SIZE WIDTH CORPUS.txt REPETITIONS
 * Prints the median time per paragraph in microseconds and the total line count (a checksum). */
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc != 6) { fprintf(stderr, "usage: %s FONT SIZE WIDTH CORPUS REPETITIONS\n", argv[0]); return 2; }
    double size = atof(argv[2]), width = atof(argv[3]);
    int repetitions = atoi(argv[5]);
    FILE *file = fopen(argv[4], "rb");
    if (!file) { perror(argv[4]); return 1; }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *corpus = malloc(length + 1);
    if (fread(corpus, 1, length, file) != (size_t)length) { fclose(file); return 1; }
    fclose(file);
    corpus[length] = 0;
    int count = 0;
    char **paragraphs = malloc(sizeof(char *) * (length / 2 + 1));
    for (char *line = strtok(corpus, "\n"); line; line = strtok(NULL, "\n")) paragraphs[count++] = line;

    hb_blob_t *blob = hb_blob_create_from_file_or_fail(argv[1]);
    if (!blob) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    hb_face_t *face = hb_face_create(blob, 0);
    hb_font_t *font = hb_font_create(face);
    unsigned upem = hb_face_get_upem(face);
    hb_font_set_scale(font, upem, upem);
    double scale = size / upem;
    hb_buffer_t *buffer = hb_buffer_create();
    double *times = malloc(sizeof(double) * repetitions);
    long total_lines = 0;

    for (int r = 0; r < repetitions; r++) {
        double start = now_us();
        total_lines = 0;
        for (int p = 0; p < count; p++) {
            const char *text = paragraphs[p];
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, text, -1, 0, -1);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(font, buffer, NULL, 0);
            unsigned n;
            hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &n);
            hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, &n);
            /* Greedy: a word goes on the current line if line + word fits, else starts a new line. */
            double line = 0, word = 0, spaces = 0;
            int lines = 1;
            for (unsigned i = 0; i < n; i++) {
                double advance = pos[i].x_advance * scale;
                if (text[info[i].cluster] == ' ') {
                    spaces += advance;
                    continue;
                }
                if (spaces > 0) {
                    if (line > 0 && line + word > width) { lines++; line = word; }
                    else line += word;
                    line += spaces;
                    word = 0; spaces = 0;
                }
                word += advance;
            }
            if (line > 0 && line + word > width) lines++;
            total_lines += lines;
        }
        times[r] = (now_us() - start) / count;
    }
    qsort(times, repetitions, sizeof(double), compare_doubles);
    printf("%.3f %ld\n", times[repetitions / 2], total_lines);
    return 0;
}
