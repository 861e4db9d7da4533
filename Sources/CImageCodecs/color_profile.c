// Embedded ICC profiles: a PNG's compressed iCCP profile inflated (zlib, bounded), and pixels
// converted from an RGB, gray or CMYK profile to sRGB with Little CMS 2 (liblcms2), as a browser
// or iOS does with a Display P3 or Adobe RGB photo, a gray scan or a print-ready CMYK JPEG.
// lcms2 reports errors through a context's handler, never by jumping, so nothing here needs setjmp.
#include "image_codecs.h"
#include "codecs_internal.h"
#include <lcms2.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

lr_image_status lr_icc_inflate(const uint8_t *data, size_t length, uint8_t *profile, size_t capacity,
                               size_t *profile_length) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return LR_IMAGE_CORRUPT;
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)(length < 0xFFFFFFFFu ? length : 0xFFFFFFFFu);
    stream.next_out = profile;
    stream.avail_out = (uInt)(capacity < 0xFFFFFFFFu ? capacity : 0xFFFFFFFFu);
    int result = inflate(&stream, Z_FINISH);
    *profile_length = stream.total_out;
    inflateEnd(&stream);
    // Z_BUF_ERROR: the profile is larger than the capacity (or the stream is cut short).
    return result == Z_STREAM_END ? LR_IMAGE_OK : LR_IMAGE_CORRUPT;
}

/// Whether `profile`'s description names sRGB (IEC 61966-2-1): its pixels are already what
/// the canvas holds, and converting them through lcms2 would only round them differently.
static int lr_icc_is_srgb(cmsHPROFILE profile) {
    char description[256] = {0};
    cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", description, sizeof description);
    return strstr(description, "sRGB") != NULL;
}

/// lcms2's errors (a malformed profile) go nowhere: the caller is told by the return value.
static void lr_icc_ignore_error(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)context; (void)code; (void)text;
}

/// Gray pixels through a gray profile: its 256 levels converted once (gray to RGB, lcms2), then
/// looked up. Pixels whose red, green and blue differ are not gray: a gray profile does not
/// describe them, and they are left as decoded, as browsers ignore a profile that does not match.
static lr_icc_result lr_icc_convert_gray(cmsContext context, cmsHPROFILE source, cmsHPROFILE srgb,
                                         uint8_t *rgba, size_t pixel_count) {
    for (size_t i = 0; i < pixel_count; i++) {
        const uint8_t *p = rgba + i * 4;
        if (p[0] != p[1] || p[1] != p[2]) return LR_ICC_UNUSABLE;
    }
    cmsHTRANSFORM transform = cmsCreateTransformTHR(context, source, TYPE_GRAY_8, srgb, TYPE_RGB_8,
                                                    INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
    if (transform == NULL) return LR_ICC_UNUSABLE;
    uint8_t levels[256], table[256 * 3];
    for (int level = 0; level < 256; level++) levels[level] = (uint8_t)level;
    cmsDoTransform(transform, levels, table, 256);
    cmsDeleteTransform(transform);
    for (size_t i = 0; i < pixel_count; i++) {
        uint8_t *p = rgba + i * 4;
        memcpy(p, table + 3 * p[0], 3);
    }
    return LR_ICC_CONVERTED;
}

lr_icc_result lr_icc_convert_to_srgb(const uint8_t *profile_data, size_t profile_length, uint8_t *rgba, size_t pixel_count) {
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return LR_ICC_UNUSABLE;
    cmsSetLogErrorHandlerTHR(context, lr_icc_ignore_error);
    lr_icc_result result = LR_ICC_UNUSABLE;
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, profile_data, (cmsUInt32Number)profile_length);
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(context);
    if (source != NULL && srgb != NULL && cmsGetColorSpace(source) == cmsSigGrayData) {
        result = lr_icc_convert_gray(context, source, srgb, rgba, pixel_count);
    } else if (source != NULL && srgb != NULL && cmsGetColorSpace(source) == cmsSigRgbData) {
        if (lr_icc_is_srgb(source)) {
            result = LR_ICC_ALREADY_SRGB;
        } else {
            // Relative colorimetric, lcms2's and the web's default for images; alpha copied as is.
            cmsHTRANSFORM transform = cmsCreateTransformTHR(context, source, TYPE_RGBA_8, srgb, TYPE_RGBA_8,
                                                            INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE);
            if (transform != NULL) {
                // At most 2^26 pixels (the decoder's limit), in pieces that fit lcms2's 32-bit count.
                for (size_t done = 0; done < pixel_count;) {
                    size_t piece = pixel_count - done < (1u << 24) ? pixel_count - done : (1u << 24);
                    cmsDoTransform(transform, rgba + done * 4, rgba + done * 4, (cmsUInt32Number)piece);
                    done += piece;
                }
                cmsDeleteTransform(transform);
                result = LR_ICC_CONVERTED;
            }
        }
    }
    if (source != NULL) cmsCloseProfile(source);
    if (srgb != NULL) cmsCloseProfile(srgb);
    cmsDeleteContext(context);
    return result;
}

struct lr_icc_cmyk_transform {
    cmsContext context;
    cmsHTRANSFORM transform;
};

lr_icc_cmyk_transform *lr_icc_cmyk_transform_create(const uint8_t *profile_data, size_t length) {
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return NULL;
    cmsSetLogErrorHandlerTHR(context, lr_icc_ignore_error);
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, profile_data, (cmsUInt32Number)length);
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(context);
    cmsHTRANSFORM transform = NULL;
    if (source != NULL && srgb != NULL && cmsGetColorSpace(source) == cmsSigCmykData) {
        // Relative colorimetric, as for RGB profiles; the output's alpha is set by the caller.
        transform = cmsCreateTransformTHR(context, source, TYPE_CMYK_8, srgb, TYPE_RGBA_8,
                                          INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
    }
    if (source != NULL) cmsCloseProfile(source);
    if (srgb != NULL) cmsCloseProfile(srgb);
    lr_icc_cmyk_transform *result = transform != NULL ? malloc(sizeof *result) : NULL;
    if (result == NULL) {
        if (transform != NULL) cmsDeleteTransform(transform);
        cmsDeleteContext(context);
        return NULL;
    }
    result->context = context;
    result->transform = transform;
    return result;
}

void lr_icc_cmyk_transform_apply(lr_icc_cmyk_transform *transform, const uint8_t *cmyk, uint8_t *rgba, size_t count) {
    // One JPEG row at a time: its width fits lcms2's 32-bit count (libjpeg's widths are 16-bit).
    cmsDoTransform(transform->transform, cmyk, rgba, (cmsUInt32Number)count);
    for (size_t i = 0; i < count; i++) rgba[4 * i + 3] = 255;
}

void lr_icc_cmyk_transform_destroy(lr_icc_cmyk_transform *transform) {
    cmsDeleteTransform(transform->transform);
    cmsDeleteContext(transform->context);
    free(transform);
}
