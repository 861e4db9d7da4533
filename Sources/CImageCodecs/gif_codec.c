// The first frame of a GIF over giflib's record-by-record API (DGifGetRecordType and friends),
// which reads one image at a time: DGifSlurp would decode every frame of an animation first.
#include "image_codecs.h"
#include "codecs_internal.h"
#include <stdlib.h>
#include <string.h>
#include <gif_lib.h>

typedef struct {
    const uint8_t *data;
    size_t length, offset;
} lr_gif_source;

static int lr_gif_read(GifFileType *gif, GifByteType *buffer, int count) {
    lr_gif_source *source = (lr_gif_source *)gif->UserData;
    size_t left = source->length - source->offset;
    size_t n = count < 0 ? 0 : (size_t)count < left ? (size_t)count : left;
    memcpy(buffer, source->data + source->offset, n);
    source->offset += n;
    return (int)n;
}

static GifFileType *lr_gif_open(lr_gif_source *source, char *message, size_t message_capacity) {
    int error = 0;
    GifFileType *gif = DGifOpen(source, lr_gif_read, &error);
    if (gif == NULL) {
        const char *text = GifErrorString(error);
        lr_image_message(message, message_capacity, text ? text : "giflib could not open the data");
    }
    return gif;
}

static lr_image_status lr_gif_fail(GifFileType *gif, const char *fallback, char *message, size_t message_capacity) {
    const char *text = gif->Error ? GifErrorString(gif->Error) : NULL;
    lr_image_message(message, message_capacity, text ? text : fallback);
    DGifCloseFile(gif, NULL);
    return LR_IMAGE_CORRUPT;
}

lr_image_status lr_gif_read_info(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity) {
    lr_gif_source source = {data, length, 0};
    GifFileType *gif = lr_gif_open(&source, message, message_capacity);
    if (gif == NULL) return LR_IMAGE_CORRUPT;
    *width = gif->SWidth > 0 ? (uint32_t)gif->SWidth : 0;
    *height = gif->SHeight > 0 ? (uint32_t)gif->SHeight : 0;
    DGifCloseFile(gif, NULL);
    return LR_IMAGE_OK;
}

lr_image_status lr_gif_decode_first_frame(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgba_capacity,
                                          uint32_t width, uint32_t height, char *message, size_t message_capacity) {
    if (rgba == NULL || (size_t)width * height * 4 != rgba_capacity) {
        lr_image_message(message, message_capacity, "the output buffer does not match the GIF's size");
        return LR_IMAGE_INVALID_ARGUMENT;
    }
    lr_gif_source source = {data, length, 0};
    GifFileType *gif = lr_gif_open(&source, message, message_capacity);
    if (gif == NULL) return LR_IMAGE_CORRUPT;
    if ((uint32_t)gif->SWidth != width || (uint32_t)gif->SHeight != height) {
        return lr_gif_fail(gif, "the GIF's size changed between reads", message, message_capacity);
    }
    memset(rgba, 0, rgba_capacity);  // outside the first frame: transparent, as a browser starts
    int transparent = -1;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) == GIF_ERROR) return lr_gif_fail(gif, "bad record", message, message_capacity);
        if (record == TERMINATE_RECORD_TYPE) return lr_gif_fail(gif, "the GIF has no image", message, message_capacity);
        if (record == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *block;
            if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return lr_gif_fail(gif, "bad extension", message, message_capacity);
            // Graphic Control Extension (GIF89a section 23): flag bit 0 says byte 4 is the transparent index.
            if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] >= 4 && (block[1] & 1)) transparent = block[4];
            while (block != NULL) {
                if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return lr_gif_fail(gif, "bad extension", message, message_capacity);
            }
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) == GIF_ERROR) return lr_gif_fail(gif, "bad image descriptor", message, message_capacity);
        GifImageDesc *desc = &gif->Image;
        ColorMapObject *colors = desc->ColorMap ? desc->ColorMap : gif->SColorMap;
        if (colors == NULL || desc->Width <= 0 || desc->Height <= 0) {
            return lr_gif_fail(gif, "the first frame has no color table or no size", message, message_capacity);
        }
        GifPixelType *line = malloc((size_t)desc->Width);
        if (line == NULL) return lr_gif_fail(gif, "out of memory", message, message_capacity);
        // Interlaced rows come in four passes (GIF89a appendix E): every 8th from 0, every 8th from
        // 4, every 4th from 2, every 2nd from 1.
        static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
        int passes = desc->Interlace ? 4 : 1;
        for (int pass = 0; pass < passes; pass++) {
            int start = desc->Interlace ? starts[pass] : 0, step = desc->Interlace ? steps[pass] : 1;
            for (int row = start; row < desc->Height; row += step) {
                if (DGifGetLine(gif, line, desc->Width) == GIF_ERROR) {
                    free(line);
                    return lr_gif_fail(gif, "truncated image data", message, message_capacity);
                }
                long y = (long)desc->Top + row;
                if (y < 0 || y >= (long)height) continue;
                for (int column = 0; column < desc->Width; column++) {
                    long x = (long)desc->Left + column;
                    if (x < 0 || x >= (long)width) continue;
                    uint8_t *out = rgba + ((size_t)y * width + (size_t)x) * 4;
                    int index = line[column];
                    if (index >= colors->ColorCount) { out[3] = 255; continue; }  // out of the table: black
                    GifColorType color = colors->Colors[index];
                    out[0] = color.Red; out[1] = color.Green; out[2] = color.Blue;
                    out[3] = index == transparent ? 0 : 255;
                }
            }
        }
        free(line);
        DGifCloseFile(gif, NULL);
        return LR_IMAGE_OK;
    }
}
