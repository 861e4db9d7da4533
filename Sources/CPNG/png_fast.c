// The fast PNG encoder: our own container, row filters and DEFLATE coder; neither libpng nor
// zlib's deflate (zlib only for crc32 and adler32_combine).
//
// What it writes is an ordinary PNG (W3C PNG Third Edition): signature, IHDR (8-bit RGB or
// RGBA, no interlace), IDAT chunks holding one zlib stream (RFC 1950) of DEFLATE blocks
// (RFC 1951), IEND. The image is cut into horizontal stripes whose height is fixed by the row
// size alone (about LR_FAST_STRIPE_BYTES of filtered data each), never by the number of threads.
// Each stripe is filtered and coded on its own (mtpng's approach): its rows get the Up or the
// Sub filter, whichever leaves fewer bytes that differ from the pixel before; the filtered bytes
// become literals and runs that repeat the previous pixel (a match at distance 3 or 4, the
// "pixel RLE" of fpng), coded with one dynamic Huffman block built for that stripe, or stored
// when that is smaller. A stripe ends byte-aligned with an empty stored block (zlib's
// Z_SYNC_FLUSH), so the stripes' bytes simply follow one another; the stream ends with an empty
// final block, and the Adler-32 of the whole is combined from the stripes' (adler32_combine).
// The bytes are a function of the pixels only: threads change the speed, not the output.
#include "png_codec.h"
#include "png_internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

// The word tricks below (packing two RGBA pixels into 6 bytes, finding the first differing byte
// with a count of trailing zeros) read memory little-endian.
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "png_fast.c assumes a little-endian machine");

// Stripes of 1 MiB of filtered rows: measured against 128 KiB to 4 MiB on the reference screenshot
// and the alert modal at 3x, smaller stripes cost more time (a Huffman table each) and larger
// ones leave fewer pieces for the cores; the file sizes differ by a few percent either way.
#define LR_FAST_STRIPE_BYTES (1024u * 1024u)
#define LR_FAST_IDAT_MAX (1u << 20)
#define LR_FAST_MAX_THREADS 64

// MARK: - Huffman codes

/// Code lengths for `count` symbols with frequencies `freq`, at most `limit` bits, written to
/// `lengths` (0 for unused symbols). At least two symbols must be used. Moffat and Katajainen's
/// in-place minimum-redundancy algorithm on the symbols sorted by frequency, then lengths over
/// the limit folded back as miniz does (tdefl_huffman_enforce_max_code_size).
typedef struct {
    uint32_t freq;
    uint16_t symbol;
} lr_sym;

static int lr_sym_order(const void *a, const void *b) {
    const lr_sym *x = a, *y = b;
    if (x->freq != y->freq) return x->freq < y->freq ? -1 : 1;
    return x->symbol < y->symbol ? -1 : (x->symbol > y->symbol);
}

static void lr_huffman_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths) {
    lr_sym syms[320];
    uint32_t a[320];
    int n = 0;
    memset(lengths, 0, (size_t)count);
    for (int i = 0; i < count; i++)
        if (freq[i]) syms[n++] = (lr_sym){freq[i], (uint16_t)i};
    if (n == 0) return;
    if (n == 1) {
        lengths[syms[0].symbol] = 1;
        return;
    }
    qsort(syms, (size_t)n, sizeof syms[0], lr_sym_order);
    for (int i = 0; i < n; i++) a[i] = syms[i].freq;
    // calculate_minimum_redundancy (Moffat, Katajainen 1995)
    int root = 0, leaf = 2, next;
    a[0] += a[1];
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) {
            a[next] = a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] = a[leaf++];
        }
        if (leaf >= n || (root < next && a[root] < a[leaf])) {
            a[next] += a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] += a[leaf++];
        }
    }
    a[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, used = 0, depth = 0;
    root = n - 2;
    next = n - 1;
    while (available > 0) {
        while (root >= 0 && (int)a[root] == depth) {
            used++;
            root--;
        }
        while (available > used) {
            a[next--] = (uint32_t)depth;
            available--;
        }
        available = 2 * used;
        depth++;
        used = 0;
    }
    // a[i] is now the length of the i-th least frequent symbol; count them per length.
    int per_length[33] = {0};
    for (int i = 0; i < n; i++) per_length[a[i] > 32 ? 32 : a[i]]++;
    for (int i = limit + 1; i <= 32; i++) per_length[limit] += per_length[i];
    uint32_t total = 0;
    for (int i = limit; i > 0; i--) total += (uint32_t)per_length[i] << (limit - i);
    while (total != (1u << limit)) {
        per_length[limit]--;
        for (int i = limit - 1; i > 0; i--) {
            if (per_length[i]) {
                per_length[i]--;
                per_length[i + 1] += 2;
                break;
            }
        }
        total--;
    }
    // Shortest codes to the most frequent symbols.
    int j = n;
    for (int length = 1; length <= limit; length++)
        for (int k = per_length[length]; k > 0; k--) lengths[syms[--j].symbol] = (uint8_t)length;
}

/// Canonical codes (RFC 1951 3.2.2), bit-reversed for LSB-first output.
static void lr_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    uint16_t per_length[16] = {0}, next[16];
    for (int i = 0; i < count; i++) per_length[lengths[i]]++;
    per_length[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + per_length[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int i = 0; i < count; i++) {
        int length = lengths[i];
        if (length == 0) {
            codes[i] = 0;
            continue;
        }
        uint16_t c = next[length]++, reversed = 0;
        for (int b = 0; b < length; b++) reversed |= (uint16_t)(((c >> b) & 1) << (length - 1 - b));
        codes[i] = reversed;
    }
}

// MARK: - Bits

typedef struct {
    uint8_t *out;
    size_t position;
    uint64_t bits;
    int count;
} lr_bits;

static inline void lr_put(lr_bits *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->bits;
        w->out[w->position] = (uint8_t)word;
        w->out[w->position + 1] = (uint8_t)(word >> 8);
        w->out[w->position + 2] = (uint8_t)(word >> 16);
        w->out[w->position + 3] = (uint8_t)(word >> 24);
        w->position += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/// Writes out the bits left, padding the last byte with zeros.
static void lr_align(lr_bits *w) {
    while (w->count > 0) {
        w->out[w->position++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

// MARK: - Tokens

// A token is a literal byte (0-255) or a run: 256 + (length - 3), length 3 to 258, always at
// the distance of one pixel.
enum { LR_RUN = 256, LR_MAX_RUN = 258 };

/// Length symbols and extra bits, RFC 1951 3.2.5, indexed by length - 3.
typedef struct {
    uint16_t symbol[256];
    uint8_t extra_bits[256];
    uint16_t extra_value[256];
} lr_length_table;

static void lr_make_length_table(lr_length_table *t) {
    static const uint16_t base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                      35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const uint8_t extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                      3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    for (int length = 3; length <= 258; length++) {
        int s = 28;
        while (base[s] > length) s--;
        t->symbol[length - 3] = (uint16_t)(257 + s);
        t->extra_bits[length - 3] = extra[s];
        t->extra_value[length - 3] = (uint16_t)(length - base[s]);
    }
}

/// Turns the filtered bytes data[start..<n] into tokens, counting literal/length symbols in
/// `freq`; a run may repeat bytes before `start` but none before data[0]. Returns the token count.
static size_t lr_tokenize(const uint8_t *data, size_t start, size_t n, int pixel, const lr_length_table *table,
                          uint16_t *tokens, uint32_t *freq) {
    size_t t = 0, i = start;
    size_t head = (size_t)pixel < n ? (size_t)pixel : n;
    for (; i < head; i++) {
        tokens[t++] = data[i];
        freq[data[i]]++;
    }
    while (i < n) {
        if (data[i] != data[i - pixel]) {
            tokens[t++] = data[i];
            freq[data[i]]++;
            i++;
            continue;
        }
        size_t limit = n - i < LR_MAX_RUN ? n - i : LR_MAX_RUN, length = 1;
        while (length + 8 <= limit) {
            uint64_t a, b;
            memcpy(&a, data + i + length, 8);
            memcpy(&b, data + i + length - pixel, 8);
            uint64_t x = a ^ b;
            if (x) {
                length += (size_t)(__builtin_ctzll(x) >> 3);
                goto measured;
            }
            length += 8;
        }
        while (length < limit && data[i + length] == data[i + length - pixel]) length++;
    measured:
        if (length >= 3) {
            tokens[t++] = (uint16_t)(LR_RUN + length - 3);
            freq[table->symbol[length - 3]]++;
            i += length;
        } else {
            tokens[t++] = data[i];
            freq[data[i]]++;
            i++;
        }
    }
    return t;
}

// MARK: - Adler-32

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Adler-32 (RFC 1950 8.2) continued over `n` bytes. With SSE2 it takes 16 bytes a step: the
/// byte sums with psadbw, the position-weighted sums with pmaddwd; zlib's adler32 otherwise.
static uint32_t lr_adler32(uint32_t adler, const uint8_t *p, size_t n) {
#if defined(__SSE2__)
    uint64_t a = adler & 0xFFFF, b = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    const __m128i first_half = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i second_half = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (n >= 16) {
        // At most 347 steps (5552 bytes, zlib's NMAX) between reductions: no lane overflows.
        size_t steps = n / 16 < 347 ? n / 16 : 347;
        n -= steps * 16;
        b += a * 16 * steps;
        __m128i sums = zero, earlier = zero, weighted = zero;
        for (size_t k = 0; k < steps; k++) {
            __m128i v = _mm_loadu_si128((const __m128i *)p);
            p += 16;
            earlier = _mm_add_epi32(earlier, sums);
            sums = _mm_add_epi32(sums, _mm_sad_epu8(v, zero));
            weighted = _mm_add_epi32(weighted, _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(v, zero), first_half),
                                                             _mm_madd_epi16(_mm_unpackhi_epi8(v, zero), second_half)));
        }
        uint32_t s[4], e[4], w[4];
        _mm_storeu_si128((__m128i *)s, sums);
        _mm_storeu_si128((__m128i *)e, earlier);
        _mm_storeu_si128((__m128i *)w, weighted);
        a += (uint64_t)s[0] + s[2];
        b += 16 * ((uint64_t)e[0] + e[2]) + (uint64_t)w[0] + w[1] + w[2] + w[3];
        a %= 65521;
        b %= 65521;
    }
    for (size_t i = 0; i < n; i++) {
        a += p[i];
        b += a;
    }
    a %= 65521;
    b %= 65521;
    return (uint32_t)(b << 16 | a);
#else
    return (uint32_t)adler32_z(adler, p, n);
#endif
}

/// Adler-32 continued over `n` zero bytes: the sum stays, the second sum grows by n times it.
static uint32_t lr_adler32_zeros(uint32_t adler, size_t n) {
    uint64_t a = adler & 0xFFFF, b = adler >> 16;
    b = (b + (uint64_t)(n % 65521) * a) % 65521;
    return (uint32_t)(b << 16 | a);
}

// MARK: - One stripe

typedef struct {
    // Input
    const uint8_t *pixels;
    size_t row_stride;
    uint32_t width, y0, y1;
    int channels, strip_fourth_byte;
    int ssse3;  // the CPU has SSSE3's byte shuffle
    // Output
    int translucent;  // a dropped fourth byte was not 255: the stripe was given up
    uint8_t *bytes;
    size_t count;
    uint32_t adler;
    size_t raw_count;
    int failed;
} lr_stripe;

typedef struct {
    uint8_t *filtered, *packed_a, *packed_b, *sub;
    uint16_t *tokens;
} lr_scratch;

#if defined(__x86_64__)
#include <tmmintrin.h>

/// RGBA to RGB 4 pixels a step with SSSE3's byte shuffle; each step stores 16 bytes of which 12
/// count, so `out` needs 4 bytes of slack. Returns the pixels done; `*alpha` is AND-ed with
/// their alpha bytes.
__attribute__((target("ssse3"))) static uint32_t lr_pack_ssse3(const uint8_t *row, uint8_t *out, uint32_t width,
                                                                uint8_t *alpha) {
    const __m128i order = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi8(-1);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(row + (size_t)x * 4));
        all = _mm_and_si128(all, v);
        _mm_storeu_si128((__m128i *)(out + (size_t)x * 3), _mm_shuffle_epi8(v, order));
    }
    uint8_t lanes[16];
    _mm_storeu_si128((__m128i *)lanes, all);
    *alpha &= lanes[3] & lanes[7] & lanes[11] & lanes[15];
    return x;
}
#endif

/// Row `y` as packed RGB or RGBA bytes: the row itself when nothing is dropped, else `buffer`
/// (which has 8 bytes of slack). A dropped fourth byte that is not 255 marks the stripe
/// translucent: checked here, while the row is read anyway, rather than in a pass of its own.
static const uint8_t *lr_packed_row(lr_stripe *s, uint32_t y, uint8_t *buffer) {
    const uint8_t *row = s->pixels + (size_t)y * s->row_stride;
    if (!s->strip_fourth_byte) return row;
    uint32_t x = 0;
    uint8_t alpha = 0xFF;
#if defined(__x86_64__)
    if (s->ssse3) x = lr_pack_ssse3(row, buffer, s->width, &alpha);
#endif
    uint8_t *o = buffer + (size_t)x * 3;
    // Two pixels (8 bytes) to 6, written 8 at a time; the last two pixels byte by byte.
    for (; x + 2 < s->width; x += 2) {
        uint64_t v;
        memcpy(&v, row + (size_t)x * 4, 8);
        alpha &= (uint8_t)(v >> 24) & (uint8_t)(v >> 56);
        uint64_t packed = (v & 0xFFFFFFull) | ((v >> 8) & 0xFFFFFF000000ull);
        memcpy(o, &packed, 8);
        o += 6;
    }
    for (; x < s->width; x++) {
        o[0] = row[(size_t)x * 4];
        o[1] = row[(size_t)x * 4 + 1];
        o[2] = row[(size_t)x * 4 + 2];
        alpha &= row[(size_t)x * 4 + 3];
        o += 3;
    }
    if (alpha != 0xFF) s->translucent = 1;
    return buffer;
}

/// Both candidate filters of one row (`n` bytes, `pixel` bytes a pixel) written out, and for
/// each how many of its bytes differ from the byte one pixel before: those become literals, so
/// the filter with fewer is kept. One pass over the inputs that compilers vectorize.
static inline void lr_filter_row_candidates(const uint8_t *restrict current, const uint8_t *restrict previous,
                                            size_t n, const int pixel, uint8_t *restrict up,
                                            uint8_t *restrict sub, size_t *up_breaks, size_t *sub_breaks) {
    size_t head = 2 * (size_t)pixel < n ? 2 * (size_t)pixel : n;
    size_t bu = 0, bs = 0;
    for (size_t i = 0; i < head; i++) {
        up[i] = (uint8_t)(current[i] - previous[i]);
        sub[i] = (uint8_t)(i >= (size_t)pixel ? current[i] - current[i - pixel] : current[i]);
        if (i >= (size_t)pixel) {
            bu += up[i] != up[i - pixel];
            bs += sub[i] != sub[i - pixel];
        } else {
            bu++;
            bs++;
        }
    }
    // Counted in blocks of 255 with byte counters, so the vectorized sums never widen.
    for (size_t block = head; block < n; block += 255) {
        size_t end = n - block < 255 ? n : block + 255;
        uint8_t cu = 0, cs = 0;
        for (size_t i = block; i < end; i++) {
            uint8_t u = (uint8_t)(current[i] - previous[i]);
            uint8_t u1 = (uint8_t)(current[i - pixel] - previous[i - pixel]);
            uint8_t s = (uint8_t)(current[i] - current[i - pixel]);
            uint8_t s1 = (uint8_t)(current[i - pixel] - current[i - 2 * pixel]);
            up[i] = u;
            sub[i] = s;
            cu += u != u1;
            cs += s != s1;
        }
        bu += cu;
        bs += cs;
    }
    *up_breaks = bu;
    *sub_breaks = bs;
}

/// What filtering a stripe leaves for the Huffman coder.
typedef struct {
    size_t bytes;   // filtered bytes in scratch->filtered
    size_t tokens;  // tokens in scratch->tokens
    uint32_t adler;
} lr_filtered;

/// Filters the stripe's rows into scratch->filtered (each row its filter byte and bytes) and
/// turns each row into tokens while it is in cache. A row equal to the one above is Up and all
/// zeros: its tokens and its Adler-32 are written down without reading it (the filter byte,
/// one pixel of zero literals, then runs of 258).
static lr_filtered lr_filter_stripe(lr_stripe *s, lr_scratch *scratch, const lr_length_table *table,
                                    uint32_t *freq) {
    int pixel = s->channels;
    size_t row_bytes = (size_t)s->width * (size_t)pixel;
    uint8_t *filtered = scratch->filtered, *out = filtered;
    uint16_t *tokens = scratch->tokens;
    size_t t = 0;
    uint32_t adler = 1;
    const uint8_t *previous = s->y0 > 0 ? lr_packed_row(s, s->y0 - 1, scratch->packed_a) : NULL;
    uint8_t *spare = s->y0 > 0 ? scratch->packed_b : scratch->packed_a;
    uint8_t *other = s->y0 > 0 ? scratch->packed_a : scratch->packed_b;
    for (uint32_t y = s->y0; y < s->y1; y++) {
        const uint8_t *current = lr_packed_row(s, y, spare);
        uint8_t *up = out + 1;
        size_t row_start = (size_t)(out - filtered);
        if (previous != NULL && memcmp(current, previous, row_bytes) == 0) {
            out[0] = 2;
            memset(up, 0, row_bytes);
            tokens[t++] = 2;
            freq[2]++;
            size_t literals = row_bytes < (size_t)pixel ? row_bytes : (size_t)pixel, left = row_bytes - literals;
            for (size_t k = 0; k < literals; k++) tokens[t++] = 0;
            freq[0] += (uint32_t)literals;
            while (left >= 3) {
                size_t length = left < LR_MAX_RUN ? left : LR_MAX_RUN;
                tokens[t++] = (uint16_t)(LR_RUN + length - 3);
                freq[table->symbol[length - 3]]++;
                left -= length;
            }
            for (; left > 0; left--) {
                tokens[t++] = 0;
                freq[0]++;
            }
            adler = lr_adler32(adler, out, 1);
            adler = lr_adler32_zeros(adler, row_bytes);
        } else {
            if (previous == NULL) {
                // The first row: Sub (Up would be the row itself).
                out[0] = 1;
                for (size_t i = 0; i < row_bytes; i++) up[i] = (uint8_t)(i >= (size_t)pixel ? current[i] - current[i - pixel] : current[i]);
            } else {
                size_t up_breaks, sub_breaks;
                if (pixel == 3) lr_filter_row_candidates(current, previous, row_bytes, 3, up, scratch->sub, &up_breaks, &sub_breaks);
                else lr_filter_row_candidates(current, previous, row_bytes, 4, up, scratch->sub, &up_breaks, &sub_breaks);
                if (sub_breaks < up_breaks) {
                    out[0] = 1;
                    memcpy(up, scratch->sub, row_bytes);
                } else {
                    out[0] = 2;
                }
            }
            t += lr_tokenize(filtered, row_start, row_start + row_bytes + 1, pixel, table, tokens + t, freq);
            adler = lr_adler32(adler, out, row_bytes + 1);
        }
        out += row_bytes + 1;
        previous = current;
        if (s->strip_fourth_byte) {
            uint8_t *swap = spare;
            spare = other;
            other = swap;
        }
    }
    return (lr_filtered){(size_t)(out - filtered), t, adler};
}

static const uint8_t lr_codelen_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// Codes one stripe into s->bytes: a dynamic block (or stored blocks when smaller), then an
/// empty stored block so the stripe ends on a byte boundary.
static void lr_code_stripe(lr_stripe *s, lr_scratch *scratch, const lr_length_table *table) {
    uint32_t freq[286] = {0};
    int pixel = s->channels;
    lr_filtered filtered = lr_filter_stripe(s, scratch, table, freq);
    if (s->translucent) return;
    size_t n = filtered.bytes, token_count = filtered.tokens;
    s->raw_count = n;
    s->adler = filtered.adler;
    freq[256] = 1;  // end of block
    // Every code complete: at least two literal/length symbols and two distance symbols.
    if (freq[0] == 0) freq[0] = 1;
    uint8_t litlen[286], distance[30] = {0};
    lr_huffman_lengths(freq, 286, 15, litlen);
    int distance_symbol = pixel - 1;  // distance 3 or 4: codes 2 or 3, no extra bits
    distance[distance_symbol] = 1;
    distance[distance_symbol ^ 1] = 1;
    int hlit = 286;
    while (hlit > 257 && litlen[hlit - 1] == 0) hlit--;
    int hdist = 4;
    // The code lengths of both codes, run-length coded with symbols 16, 17, 18.
    uint8_t all[286 + 30];
    memcpy(all, litlen, (size_t)hlit);
    memcpy(all + hlit, distance, (size_t)hdist);
    int total = hlit + hdist;
    uint8_t cl_symbols[320], cl_extra[320];
    int cl_count = 0;
    uint32_t cl_freq[19] = {0};
    for (int i = 0; i < total;) {
        uint8_t length = all[i];
        int run = 1;
        while (i + run < total && all[i + run] == length) run++;
        i += run;
        if (length == 0) {
            while (run >= 11) {
                int r = run < 138 ? run : 138;
                cl_symbols[cl_count] = 18;
                cl_extra[cl_count++] = (uint8_t)(r - 11);
                run -= r;
            }
            if (run >= 3) {
                cl_symbols[cl_count] = 17;
                cl_extra[cl_count++] = (uint8_t)(run - 3);
                run = 0;
            }
        } else {
            cl_symbols[cl_count] = length;
            cl_extra[cl_count++] = 0;
            run--;
            while (run >= 3) {
                int r = run < 6 ? run : 6;
                cl_symbols[cl_count] = 16;
                cl_extra[cl_count++] = (uint8_t)(r - 3);
                run -= r;
            }
        }
        while (run-- > 0) {
            cl_symbols[cl_count] = length;
            cl_extra[cl_count++] = 0;
        }
    }
    for (int i = 0; i < cl_count; i++) cl_freq[cl_symbols[i]]++;
    int cl_used = 0;
    for (int i = 0; i < 19; i++) cl_used += cl_freq[i] != 0;
    if (cl_used < 2) cl_freq[cl_freq[0] ? 1 : 0]++;
    uint8_t cl_lengths[19];
    lr_huffman_lengths(cl_freq, 19, 7, cl_lengths);
    int hclen = 19;
    while (hclen > 4 && cl_lengths[lr_codelen_order[hclen - 1]] == 0) hclen--;
    // Exact size of the dynamic block in bits, against stored blocks.
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < cl_count; i++)
        bits += cl_lengths[cl_symbols[i]] + (cl_symbols[i] == 16 ? 2 : cl_symbols[i] == 17 ? 3 : cl_symbols[i] == 18 ? 7 : 0);
    for (int i = 0; i < 257; i++) bits += (uint64_t)freq[i] * litlen[i];
    uint64_t runs = 0;
    for (int i = 257; i < 286; i++) {
        bits += (uint64_t)freq[i] * (litlen[i] + (i >= 265 && i < 285 ? (i - 261) / 4 : 0));
        runs += freq[i];
    }
    bits += runs * distance[distance_symbol];
    // freq[0] or freq[256] may be counted once more than used; the estimate stays an upper bound.
    size_t stored_blocks = n / 65535 + 1;
    uint64_t stored_bytes = (uint64_t)n + 5 * stored_blocks;
    uint64_t dynamic_bytes = (bits + 3 + 7) / 8 + 4;  // and the empty stored block
    size_t capacity = (size_t)(dynamic_bytes < stored_bytes ? dynamic_bytes : stored_bytes) + 16;
    s->bytes = malloc(capacity);
    if (s->bytes == NULL) {
        s->failed = 1;
        return;
    }
    lr_bits w = {s->bytes, 0, 0, 0};
    if (dynamic_bytes < stored_bytes) {
        uint16_t litlen_codes[286], distance_codes[30], cl_codes[19];
        lr_huffman_codes(litlen, 286, litlen_codes);
        lr_huffman_codes(distance, 30, distance_codes);
        lr_huffman_codes(cl_lengths, 19, cl_codes);
        lr_put(&w, 0 | (2 << 1), 3);  // not final, dynamic
        lr_put(&w, (uint32_t)(hlit - 257), 5);
        lr_put(&w, (uint32_t)(hdist - 1), 5);
        lr_put(&w, (uint32_t)(hclen - 4), 4);
        for (int i = 0; i < hclen; i++) lr_put(&w, cl_lengths[lr_codelen_order[i]], 3);
        for (int i = 0; i < cl_count; i++) {
            uint8_t c = cl_symbols[i];
            lr_put(&w, cl_codes[c], cl_lengths[c]);
            if (c == 16) lr_put(&w, cl_extra[i], 2);
            else if (c == 17) lr_put(&w, cl_extra[i], 3);
            else if (c == 18) lr_put(&w, cl_extra[i], 7);
        }
        uint32_t run_distance = distance_codes[distance_symbol];
        int run_distance_bits = distance[distance_symbol];
        const uint16_t *tokens = scratch->tokens;
        for (size_t i = 0; i < token_count; i++) {
            uint16_t token = tokens[i];
            if (token < LR_RUN) {
                lr_put(&w, litlen_codes[token], litlen[token]);
            } else {
                int l = token - LR_RUN;
                uint16_t symbol = table->symbol[l];
                lr_put(&w, litlen_codes[symbol] | ((uint32_t)table->extra_value[l] << litlen[symbol]),
                       litlen[symbol] + table->extra_bits[l]);
                lr_put(&w, run_distance, run_distance_bits);
            }
        }
        lr_put(&w, litlen_codes[256], litlen[256]);
        lr_put(&w, 0, 3);  // an empty stored block: byte alignment, like Z_SYNC_FLUSH
        lr_align(&w);
        w.out[w.position++] = 0;
        w.out[w.position++] = 0;
        w.out[w.position++] = 0xFF;
        w.out[w.position++] = 0xFF;
    } else {
        for (size_t offset = 0; offset < n; offset += 65535) {
            size_t length = n - offset < 65535 ? n - offset : 65535;
            w.out[w.position++] = 0;  // not final, stored (3 bits and padding)
            w.out[w.position++] = (uint8_t)length;
            w.out[w.position++] = (uint8_t)(length >> 8);
            w.out[w.position++] = (uint8_t)~length;
            w.out[w.position++] = (uint8_t)(~length >> 8);
            memcpy(w.out + w.position, scratch->filtered + offset, length);
            w.position += length;
        }
    }
    s->count = w.position;
}

// MARK: - Workers

// The caller codes stripes too and waits for the last stripe, not for the helper threads: on a
// loaded machine a helper may start only after the caller has done all the work, and then finds
// none. Helpers are detached; the job lives until its last user lets go of it.
typedef struct {
    lr_stripe *stripes;
    size_t stripe_count;
    atomic_size_t next;
    atomic_int failed;
    atomic_int translucent;  // a stripe found a dropped fourth byte that was not 255
    size_t scratch_bytes, row_bytes;
    lr_length_table table;
    pthread_mutex_t lock;
    pthread_cond_t finished;
    size_t done;     // stripes coded (or given up), under `lock`
    int references;  // the caller and the helpers still running, under `lock`
} lr_job;

static void lr_job_release(lr_job *job) {
    pthread_mutex_lock(&job->lock);
    int left = --job->references;
    pthread_mutex_unlock(&job->lock);
    if (left > 0) return;
    pthread_mutex_destroy(&job->lock);
    pthread_cond_destroy(&job->finished);
    free(job->stripes);
    free(job);
}

/// Codes stripes until none is left to take.
static void lr_work(lr_job *job) {
    lr_scratch scratch = {NULL, NULL, NULL, NULL, NULL};
    for (;;) {
        size_t index = atomic_fetch_add(&job->next, 1);
        if (index >= job->stripe_count) break;
        if (scratch.filtered == NULL && !atomic_load(&job->failed)) {
            scratch.filtered = malloc(job->scratch_bytes);
            scratch.tokens = malloc(job->scratch_bytes * sizeof(uint16_t));
            scratch.packed_a = malloc(job->row_bytes + 8);
            scratch.packed_b = malloc(job->row_bytes + 8);
            scratch.sub = malloc(job->row_bytes + 8);
            if (!scratch.filtered || !scratch.tokens || !scratch.packed_a || !scratch.packed_b || !scratch.sub)
                atomic_store(&job->failed, 1);
        }
        if (!atomic_load(&job->failed) && !atomic_load(&job->translucent)) {
            lr_code_stripe(&job->stripes[index], &scratch, &job->table);
            if (job->stripes[index].failed) atomic_store(&job->failed, 1);
            if (job->stripes[index].translucent) atomic_store(&job->translucent, 1);
        }
        pthread_mutex_lock(&job->lock);
        if (++job->done == job->stripe_count) pthread_cond_broadcast(&job->finished);
        pthread_mutex_unlock(&job->lock);
    }
    free(scratch.filtered);
    free(scratch.tokens);
    free(scratch.packed_a);
    free(scratch.packed_b);
    free(scratch.sub);
}

static void *lr_helper(void *argument) {
    lr_work(argument);
    lr_job_release(argument);
    return NULL;
}

// MARK: - The file

int lr_reserve(lr_png_buffer *out, size_t more) {
    if (more > SIZE_MAX - out->count) return 0;
    size_t needed = out->count + more;
    if (needed <= out->capacity) return 1;
    size_t capacity = out->capacity < 4096 ? 4096 : out->capacity;
    while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
    uint8_t *grown = realloc(out->bytes, capacity);
    if (grown == NULL) return 0;
    out->bytes = grown;
    out->capacity = capacity;
    return 1;
}

void lr_be(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

int lr_chunk(lr_png_buffer *out, const char *type, const uint8_t *data, size_t length) {
    if (!lr_reserve(out, length + 12)) return 0;
    uint8_t *p = out->bytes + out->count;
    lr_be(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    if (length) memcpy(p + 8, data, length);
    lr_be(p + 8 + length, (uint32_t)crc32_z(0, p + 4, length + 4));
    out->count += length + 12;
    return 1;
}

/// IDAT chunks of at most LR_FAST_IDAT_MAX bytes, filled with the pieces of the zlib stream
/// as they come; the open chunk's length and CRC are written when it closes.
typedef struct {
    lr_png_buffer *out;
    size_t chunk_start;  // offset of the open chunk's length field, or SIZE_MAX
    size_t chunk_length;
} lr_idat;

static int lr_idat_close(lr_idat *idat) {
    if (idat->chunk_start == SIZE_MAX) return 1;
    uint8_t *p = idat->out->bytes + idat->chunk_start;
    lr_be(p, (uint32_t)idat->chunk_length);
    if (!lr_reserve(idat->out, 4)) return 0;
    p = idat->out->bytes + idat->chunk_start;
    lr_be(idat->out->bytes + idat->out->count, (uint32_t)crc32_z(0, p + 4, idat->chunk_length + 4));
    idat->out->count += 4;
    idat->chunk_start = SIZE_MAX;
    return 1;
}

static int lr_idat_write(lr_idat *idat, const uint8_t *data, size_t length) {
    while (length > 0) {
        if (idat->chunk_start == SIZE_MAX) {
            if (!lr_reserve(idat->out, 8)) return 0;
            idat->chunk_start = idat->out->count;
            memcpy(idat->out->bytes + idat->out->count + 4, "IDAT", 4);
            idat->out->count += 8;
            idat->chunk_length = 0;
        }
        size_t room = LR_FAST_IDAT_MAX - idat->chunk_length;
        size_t take = length < room ? length : room;
        if (!lr_reserve(idat->out, take)) return 0;
        memcpy(idat->out->bytes + idat->out->count, data, take);
        idat->out->count += take;
        idat->chunk_length += take;
        data += take;
        length -= take;
        if (idat->chunk_length == LR_FAST_IDAT_MAX && !lr_idat_close(idat)) return 0;
    }
    return 1;
}

lr_png_status lr_png_encode_fast(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_stride,
                                 int channels, int strip_fourth_byte, int threads,
                                 lr_png_buffer *out, char *message, size_t message_capacity) {
    size_t input_bytes_per_pixel = strip_fourth_byte ? 4 : (size_t)channels;
    if (pixels == NULL || out == NULL || width == 0 || height == 0 || width > 0x7FFFFFFFu ||
        height > 0x7FFFFFFFu || (channels != 3 && channels != 4) || (strip_fourth_byte && channels != 3) ||
        row_stride < (size_t)width * input_bytes_per_pixel) {
        lr_copy_message(message, message_capacity, "invalid arguments to lr_png_encode_fast");
        return LR_PNG_INVALID_ARGUMENT;
    }
    size_t row_bytes = (size_t)width * (size_t)channels;
    size_t filtered_row = row_bytes + 1;
    uint32_t rows_per_stripe = filtered_row >= LR_FAST_STRIPE_BYTES ? 1 : (uint32_t)(LR_FAST_STRIPE_BYTES / filtered_row);
    size_t stripe_count = ((size_t)height + rows_per_stripe - 1) / rows_per_stripe;
    lr_job *job = calloc(1, sizeof *job);
    lr_stripe *stripes = calloc(stripe_count, sizeof *stripes);
    if (job == NULL || stripes == NULL || pthread_mutex_init(&job->lock, NULL) != 0) {
        free(job);
        free(stripes);
        lr_copy_message(message, message_capacity, "out of memory encoding a PNG");
        return LR_PNG_OUT_OF_MEMORY;
    }
    if (pthread_cond_init(&job->finished, NULL) != 0) {
        pthread_mutex_destroy(&job->lock);
        free(job);
        free(stripes);
        lr_copy_message(message, message_capacity, "out of memory encoding a PNG");
        return LR_PNG_OUT_OF_MEMORY;
    }
    int ssse3 = 0;
#if defined(__x86_64__)
    ssse3 = __builtin_cpu_supports("ssse3");
#endif
    for (size_t i = 0; i < stripe_count; i++) {
        uint32_t y0 = (uint32_t)(i * rows_per_stripe);
        uint32_t y1 = height - y0 < rows_per_stripe ? height : y0 + rows_per_stripe;
        stripes[i] = (lr_stripe){pixels, row_stride, width, y0, y1, channels, strip_fourth_byte, ssse3, 0, NULL, 0, 1, 0, 0};
    }
    job->stripes = stripes;
    job->stripe_count = stripe_count;
    atomic_init(&job->next, 0);
    atomic_init(&job->failed, 0);
    atomic_init(&job->translucent, 0);
    job->scratch_bytes = filtered_row * rows_per_stripe;
    job->row_bytes = row_bytes;
    lr_make_length_table(&job->table);
    job->references = 1;
    if (threads < 1) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        threads = online < 1 ? 1 : online > 8 ? 8 : (int)online;
    }
    if (threads > LR_FAST_MAX_THREADS) threads = LR_FAST_MAX_THREADS;
    if ((size_t)threads > stripe_count) threads = (int)stripe_count;
    pthread_attr_t detached;
    if (threads > 1 && pthread_attr_init(&detached) == 0) {
        pthread_attr_setdetachstate(&detached, PTHREAD_CREATE_DETACHED);
        for (int i = 1; i < threads; i++) {
            pthread_mutex_lock(&job->lock);
            job->references++;
            pthread_mutex_unlock(&job->lock);
            pthread_t helper;
            if (pthread_create(&helper, &detached, lr_helper, job) != 0) {  // fewer helpers, same bytes
                lr_job_release(job);
                break;
            }
        }
        pthread_attr_destroy(&detached);
    }
    lr_work(job);
    pthread_mutex_lock(&job->lock);
    while (job->done < stripe_count) pthread_cond_wait(&job->finished, &job->lock);
    pthread_mutex_unlock(&job->lock);

    lr_png_status status = LR_PNG_OK;
    if (atomic_load(&job->failed)) status = LR_PNG_OUT_OF_MEMORY;
    else if (atomic_load(&job->translucent)) status = LR_PNG_NOT_OPAQUE;
    uint8_t header[13];
    lr_be(header, width);
    lr_be(header + 4, height);
    header[8] = 8;
    header[9] = channels == 4 ? 6 : 2;
    header[10] = header[11] = header[12] = 0;
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    lr_idat idat = {out, SIZE_MAX, 0};
    if (status == LR_PNG_OK) {
        int ok = lr_reserve(out, 8);
        if (ok) {
            memcpy(out->bytes + out->count, signature, 8);
            out->count += 8;
        }
        ok = ok && lr_chunk(out, "IHDR", header, 13);
        static const uint8_t zlib_header[2] = {0x78, 0x01};
        ok = ok && lr_idat_write(&idat, zlib_header, 2);
        uint32_t adler = 1;
        for (size_t i = 0; ok && i < stripe_count; i++) {
            ok = lr_idat_write(&idat, stripes[i].bytes, stripes[i].count);
            adler = (uint32_t)adler32_combine(adler, stripes[i].adler, (z_off_t)stripes[i].raw_count);
        }
        // The final block: fixed Huffman codes, end of block only. Then the Adler-32.
        uint8_t tail[6] = {0x03, 0x00};
        lr_be(tail + 2, adler);
        ok = ok && lr_idat_write(&idat, tail, 6) && lr_idat_close(&idat) && lr_chunk(out, "IEND", NULL, 0);
        if (!ok) status = LR_PNG_OUT_OF_MEMORY;
    }
    for (size_t i = 0; i < stripe_count; i++) free(stripes[i].bytes);
    lr_job_release(job);
    if (status != LR_PNG_OK) {
        lr_png_buffer_free(out);
        lr_copy_message(message, message_capacity, status == LR_PNG_NOT_OPAQUE
                        ? "a dropped fourth byte is not 255: the image is not opaque" : "out of memory encoding a PNG");
    }
    return status;
}
