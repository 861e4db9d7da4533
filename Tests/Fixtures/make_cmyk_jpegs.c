// Writes Images/ColorProfiles/cmyk-profile.jpg and ycck-profile.jpg: CMYK and YCCK JPEGs (libjpeg)
// of 8 x 8-pixel blocks of known ink, each embedding cmyk-affine.icc (make_color_profile_fixtures.py)
// in APP2 segments, for ColorProfileTests. Each block is one flat color, so the DCT keeps it exactly
// at quality 100 and the test knows every pixel's ink. The ink is stored inverted (255 = no ink),
// as Adobe applications write CMYK and as libjpeg's Adobe marker (written for CMYK and YCCK) tells
// a reader to expect.
//
// Run from Tests/Fixtures: cc make_cmyk_jpegs.c -ljpeg -o /tmp/make_cmyk_jpegs && /tmp/make_cmyk_jpegs
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

// The blocks' ink (C, M, Y, K), left to right; ColorProfileTests lists the same.
static const unsigned char inks[][4] = {
    {0, 0, 0, 0}, {255, 0, 0, 0}, {0, 255, 0, 0}, {0, 0, 255, 0}, {0, 0, 0, 255},
    {128, 64, 32, 16}, {20, 200, 90, 40}, {255, 255, 255, 255},
};
enum { blocks = sizeof inks / sizeof inks[0], side = 8 };

static int write(const char *path, J_COLOR_SPACE stored, const unsigned char *profile, size_t profile_length) {
    FILE *file = fopen(path, "wb");
    if (file == NULL) return 1;
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr error;
    cinfo.err = jpeg_std_error(&error);
    jpeg_create_compress(&cinfo);
    jpeg_stdio_dest(&cinfo, file);
    cinfo.image_width = blocks * side;
    cinfo.image_height = side;
    cinfo.input_components = 4;
    cinfo.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&cinfo);
    jpeg_set_colorspace(&cinfo, stored);
    jpeg_set_quality(&cinfo, 100, TRUE);
    for (int i = 0; i < cinfo.num_components; i++) cinfo.comp_info[i].h_samp_factor = cinfo.comp_info[i].v_samp_factor = 1;
    jpeg_start_compress(&cinfo, TRUE);
    jpeg_write_icc_profile(&cinfo, profile, (unsigned)profile_length);
    unsigned char row[blocks * side * 4];
    for (int x = 0; x < blocks * side; x++) {
        for (int channel = 0; channel < 4; channel++) row[x * 4 + channel] = (unsigned char)(255 - inks[x / side][channel]);
    }
    JSAMPROW rows[1] = {row};
    while (cinfo.next_scanline < cinfo.image_height) jpeg_write_scanlines(&cinfo, rows, 1);
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    return fclose(file) != 0;
}

int main(void) {
    FILE *file = fopen("Images/ColorProfiles/cmyk-affine.icc", "rb");
    if (file == NULL) { perror("cmyk-affine.icc"); return 1; }
    static unsigned char profile[1 << 16];
    size_t length = fread(profile, 1, sizeof profile, file);
    fclose(file);
    return write("Images/ColorProfiles/cmyk-profile.jpg", JCS_CMYK, profile, length)
        || write("Images/ColorProfiles/ycck-profile.jpg", JCS_YCCK, profile, length);
}
