// JPEG decoding over libjpeg-turbo's classic API. libjpeg reports fatal errors by calling
// error_exit, which must not return; the documented recovery is a longjmp back to the caller
// (libjpeg.txt, "Error handling"), kept in this file so Swift never sees setjmp.
#include "image_codecs.h"
#include "codecs_internal.h"
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char text[JMSG_LENGTH_MAX];
} lr_jpeg_error;

static void lr_jpeg_error_exit(j_common_ptr cinfo) {
    lr_jpeg_error *error = (lr_jpeg_error *)cinfo->err;
    error->base.format_message(cinfo, error->text);
    longjmp(error->jump, 1);
}

/// Warnings (a corrupt entropy segment libjpeg can skip) are fatal too: a snapshot drawn from a
/// half-decoded photo would pass silently otherwise.
static void lr_jpeg_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0) lr_jpeg_error_exit(cinfo);
}

static uint32_t lr_read16(const uint8_t *p, int little) {
    return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 : (uint32_t)p[0] << 8 | (uint32_t)p[1];
}

static uint32_t lr_read32(const uint8_t *p, int little) {
    return little ? lr_read16(p, 1) | lr_read16(p + 2, 1) << 16 : lr_read16(p, 0) << 16 | lr_read16(p + 2, 0);
}

/// The Orientation tag (0x0112) of IFD0 of an APP1 "Exif\0\0" segment (TIFF 6.0 layout, EXIF 2.32
/// section 4.6.4), or 1 when any offset points outside the segment.
static int lr_exif_orientation(const uint8_t *p, size_t n) {
    if (n < 14 || memcmp(p, "Exif\0\0", 6) != 0) return 1;
    const uint8_t *tiff = p + 6;
    size_t size = n - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 1;
    uint32_t ifd = lr_read32(tiff + 4, little);
    if (ifd > size || size - ifd < 2) return 1;
    uint32_t count = lr_read16(tiff + ifd, little);
    for (uint32_t i = 0; i < count; i++) {
        size_t entry = (size_t)ifd + 2 + (size_t)i * 12;
        if (entry + 12 > size) return 1;
        if (lr_read16(tiff + entry, little) == 0x0112) {
            uint32_t value = lr_read16(tiff + entry + 8, little);
            return value >= 1 && value <= 8 ? (int)value : 1;
        }
    }
    return 1;
}

static void lr_jpeg_begin(struct jpeg_decompress_struct *cinfo, lr_jpeg_error *error) {
    cinfo->err = jpeg_std_error(&error->base);
    error->base.error_exit = lr_jpeg_error_exit;
    error->base.emit_message = lr_jpeg_emit_message;
    error->text[0] = 0;
    jpeg_create_decompress(cinfo);
}

static void lr_jpeg_scale(struct jpeg_decompress_struct *cinfo, int scale_denom) {
    cinfo->scale_num = 1;
    cinfo->scale_denom = scale_denom == 2 || scale_denom == 4 || scale_denom == 8 ? (unsigned)scale_denom : 1;
}

/// The one setjmp frame for both calls: with `info`, reads the header and fills it; with
/// `rgba`, decodes the pixels.
static lr_image_status lr_jpeg_run(const uint8_t *data, size_t length, int scale_denom, lr_jpeg_info *info,
                                   lr_icc_cmyk_transform *profile, uint8_t *rgba, size_t rgba_capacity,
                                   char *message, size_t message_capacity) {
    struct jpeg_decompress_struct cinfo;
    lr_jpeg_error error;
    lr_jpeg_begin(&cinfo, &error);
    if (setjmp(error.jump)) {
        lr_image_message(message, message_capacity, error.text);
        jpeg_destroy_decompress(&cinfo);
        return LR_IMAGE_CORRUPT;
    }
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    if (info != NULL) jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    lr_jpeg_scale(&cinfo, scale_denom);
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_calc_output_dimensions(&cinfo);
    if (info != NULL) {
        info->width = cinfo.image_width;
        info->height = cinfo.image_height;
        info->output_width = cinfo.output_width;
        info->output_height = cinfo.output_height;
        info->color_space = (int)cinfo.jpeg_color_space;
        info->progressive = cinfo.progressive_mode ? 1 : 0;
        info->orientation = 1;
        for (jpeg_saved_marker_ptr marker = cinfo.marker_list; marker != NULL; marker = marker->next) {
            int orientation = lr_exif_orientation(marker->data, marker->data_length);
            if (orientation != 1) { info->orientation = orientation; break; }
        }
        jpeg_destroy_decompress(&cinfo);
        return LR_IMAGE_OK;
    }
    size_t row_bytes = (size_t)cinfo.output_width * 4;
    if (rgba == NULL || row_bytes * cinfo.output_height != rgba_capacity) {
        jpeg_destroy_decompress(&cinfo);
        lr_image_message(message, message_capacity, "the output buffer does not match the JPEG's size");
        return LR_IMAGE_INVALID_ARGUMENT;
    }
    int inverted = cmyk && cinfo.saw_Adobe_marker;
    jpeg_start_decompress(&cinfo);
    JSAMPROW cmyk_row = cmyk ? (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE, (JDIMENSION)row_bytes, 1)[0] : NULL;
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *out = rgba + (size_t)cinfo.output_scanline * row_bytes;
        JSAMPROW row = cmyk ? cmyk_row : out;
        jpeg_read_scanlines(&cinfo, &row, 1);
        if (!cmyk) continue;
        if (inverted) {
            for (size_t i = 0; i < row_bytes; i++) cmyk_row[i] = (JSAMPLE)(255 - cmyk_row[i]);
        }
        if (profile != NULL) {
            lr_icc_cmyk_transform_apply(profile, cmyk_row, out, cinfo.output_width);
            continue;
        }
        for (size_t x = 0; x < cinfo.output_width; x++) {
            uint32_t c = cmyk_row[4 * x], m = cmyk_row[4 * x + 1], y = cmyk_row[4 * x + 2], k = cmyk_row[4 * x + 3];
            uint32_t nk = 255 - k, t;
            // Pillow's cmyk2rgb (Convert.c): MULDIV255(a, b) = ((a * b + 128) >> 8 + a * b + 128) >> 8.
            t = c * nk + 128; out[4 * x] = (uint8_t)(nk - (((t >> 8) + t) >> 8));
            t = m * nk + 128; out[4 * x + 1] = (uint8_t)(nk - (((t >> 8) + t) >> 8));
            t = y * nk + 128; out[4 * x + 2] = (uint8_t)(nk - (((t >> 8) + t) >> 8));
            out[4 * x + 3] = 255;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return LR_IMAGE_OK;
}

lr_image_status lr_jpeg_read_info(const uint8_t *data, size_t length, int scale_denom, lr_jpeg_info *info,
                                  char *message, size_t message_capacity) {
    if (info == NULL) return LR_IMAGE_INVALID_ARGUMENT;
    return lr_jpeg_run(data, length, scale_denom, info, NULL, NULL, 0, message, message_capacity);
}

lr_image_status lr_jpeg_decode_rgba(const uint8_t *data, size_t length, int scale_denom,
                                    const uint8_t *cmyk_profile, size_t cmyk_profile_length,
                                    uint8_t *rgba, size_t rgba_capacity, char *message, size_t message_capacity) {
    // Made before lr_jpeg_run's setjmp and freed after it, so a longjmp out of libjpeg cannot leak it.
    lr_icc_cmyk_transform *profile = cmyk_profile != NULL ? lr_icc_cmyk_transform_create(cmyk_profile, cmyk_profile_length) : NULL;
    lr_image_status status = lr_jpeg_run(data, length, scale_denom, NULL, profile, rgba, rgba_capacity, message, message_capacity);
    if (profile != NULL) lr_icc_cmyk_transform_destroy(profile);
    return status;
}
