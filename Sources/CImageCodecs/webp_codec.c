// WebP decoding over libwebp's simple API (decode.h), which reports failure by return value.
#include "image_codecs.h"
#include "codecs_internal.h"
#include <string.h>
#include <webp/decode.h>

static const char *lr_vp8_status_text(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "libwebp ran out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature (an animated WebP?)";
    case VP8_STATUS_SUSPENDED: return "suspended";
    case VP8_STATUS_USER_ABORT: return "aborted";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "not enough data: the file is truncated";
    default: return "unknown libwebp error";
    }
}

lr_image_status lr_webp_read_info(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                                  int *has_alpha, char *message, size_t message_capacity) {
    WebPBitstreamFeatures features;
    VP8StatusCode status = WebPGetFeatures(data, length, &features);
    if (status != VP8_STATUS_OK) {
        lr_image_message(message, message_capacity, lr_vp8_status_text(status));
        return LR_IMAGE_CORRUPT;
    }
    if (features.has_animation) {
        lr_image_message(message, message_capacity, "animated WebP is not supported");
        return LR_IMAGE_CORRUPT;
    }
    *width = (uint32_t)features.width;
    *height = (uint32_t)features.height;
    *has_alpha = features.has_alpha;
    return LR_IMAGE_OK;
}

lr_image_status lr_webp_decode_rgba(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgba_capacity,
                                    uint32_t width, uint32_t height, char *message, size_t message_capacity) {
    if (rgba == NULL || (size_t)width * height * 4 != rgba_capacity) {
        lr_image_message(message, message_capacity, "the output buffer does not match the WebP's size");
        return LR_IMAGE_INVALID_ARGUMENT;
    }
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        lr_image_message(message, message_capacity, "libwebp version mismatch");
        return LR_IMAGE_CORRUPT;
    }
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = rgba;
    config.output.u.RGBA.stride = (int)(width * 4);
    config.output.u.RGBA.size = rgba_capacity;
    VP8StatusCode status = WebPDecode(data, length, &config);
    WebPFreeDecBuffer(&config.output);
    if (status != VP8_STATUS_OK) {
        lr_image_message(message, message_capacity, lr_vp8_status_text(status));
        return LR_IMAGE_CORRUPT;
    }
    if ((uint32_t)config.output.width != width || (uint32_t)config.output.height != height) {
        lr_image_message(message, message_capacity, "the decoded size differs from the header's");
        return LR_IMAGE_CORRUPT;
    }
    return LR_IMAGE_OK;
}
