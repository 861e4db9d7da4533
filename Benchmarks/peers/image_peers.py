"""Issue 24's speed goal: decode a 4032 x 3024 JPEG and draw it as a 64-point avatar at 3x.

Usage: python3 Benchmarks/peers/image_peers.py [--binary .build/cli/release/layout-render] [--runs 11]

Makes, in a temporary folder, a 4032 x 3024 photo-like JPEG (a phone camera's size; gradients
and Pillow's Gaussian noise, quality 90) and a scene file with one 64 x 64 point node at scale 3
showing it with scaleAspectFill in a circle. Then it times, medians of --runs runs:
- ours: `layout-render render avatar.json -o out.png` as a whole process (decode at 1/8 in the DCT
  domain, Lanczos-3 to 192 x 192 pixels, clip, PNG write); and in one process, per picture:
  `render` of a folder of --batch scenes, each naming its own copy of the photo (so each is
  decoded: the image cache keys by file), --jobs 1, the process's time divided by --batch;
- Pillow: `Image.open`, `draft('RGB', (192, 192))` (the same libjpeg-turbo reduction),
  `ImageOps.fit(..., LANCZOS)` to 192 x 192 and a PNG save, in this process and as a process;
  and `draft` + `thumbnail((192, 192))` (its reducing_gap and BICUBIC) and a PNG save;
- pyvips: `Image.thumbnail(file, 192, height=192, crop='centre')` and a PNG save, likewise.
Prints one table row per peer and the ratios peer / ours (above 1: we are faster), in wall time
and in CPU time (which a loaded machine disturbs far less): a peer in process against ours per
picture in one process, a peer as a process against our process.
Needs Pillow; pyvips (with pyvips-binary) for its rows, skipped without it.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from PIL import Image, ImageOps

SIDE = 192  # 64 points at 3x


def make_photo(path):
    width, height = 4032, 3024
    red = Image.linear_gradient("L").resize((width, height)).rotate(90, expand=False)
    green = Image.linear_gradient("L").resize((width, height))
    blue = Image.effect_noise((width, height), 24)
    photo = Image.merge("RGB", (red, green, blue))
    photo.save(path, quality=90)


def median_seconds(command, runs):
    """Medians of a command's wall time and CPU time (user + system, from the children's rusage)."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def median_in_process(function, runs):
    """Medians of a function's wall time and CPU time (time.process_time) in this process."""
    function()
    walls, cpus = [], []
    for _ in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        function()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def pillow_avatar(photo, out):
    image = Image.open(photo)
    image.draft("RGB", (SIDE, SIDE))
    ImageOps.fit(image, (SIDE, SIDE), Image.LANCZOS).save(out)


def pillow_thumbnail(photo, out):
    image = Image.open(photo)
    image.draft("RGB", (SIDE, SIDE))
    image.thumbnail((SIDE, SIDE))
    image.save(out)


def pyvips_avatar(photo, out):
    import pyvips
    pyvips.Image.thumbnail(photo, SIDE, height=SIDE, crop="centre").write_to_file(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/cli/release/layout-render")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--batch", type=int, default=10)
    parser.add_argument("peer", nargs="?", help=argparse.SUPPRESS)  # "pillow PHOTO OUT" or "pyvips PHOTO OUT": one peer run
    parser.add_argument("files", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.peer:
        {"pillow": pillow_avatar, "thumbnail": pillow_thumbnail, "pyvips": pyvips_avatar}[args.peer](*args.files)
        return
    folder = tempfile.mkdtemp(prefix="image-peers-")
    try:
        run(args, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def run(args, folder):
    photo = os.path.join(folder, "photo.jpg")
    make_photo(photo)
    def write_scene(path, photo_name):
        with open(path, "w") as handle:
            handle.write('{"size": {"width": 64, "height": 64}, "scale": 3, "nodes": [{"id": "avatar", '
                         '"frame": {"x": 0, "y": 0, "width": 64, "height": 64}, "cornerRadius": 32, "clipsToBounds": true, '
                         '"image": {"path": "%s", "contentMode": "scaleAspectFill"}}]}' % photo_name)
    scene = os.path.join(folder, "avatar.json")
    write_scene(scene, "photo.jpg")
    batch = os.path.join(folder, "batch")
    os.mkdir(batch)
    for index in range(args.batch):
        shutil.copyfile(photo, os.path.join(batch, "photo-%d.jpg" % index))
        write_scene(os.path.join(batch, "avatar-%d.json" % index), "photo-%d.jpg" % index)
    out = os.path.join(folder, "out.png")
    ours = median_seconds([args.binary, "render", scene, "-o", out], args.runs)
    whole = median_seconds([args.binary, "render", batch, "-o", os.path.join(folder, "batch-out") + "/", "--jobs", "1"], args.runs)
    per_picture = (whole[0] / args.batch, whole[1] / args.batch)
    print("4032 x 3024 JPEG (%d KB) to a 64 pt avatar at 3x (192 x 192 px), medians of %d runs"
          % (os.path.getsize(photo) // 1000, args.runs))
    print("| who | how | median ms (wall) | peer / ours | median ms (CPU) | peer / ours |")
    print("|---|---|---|---|---|---|")
    print("| layout-render | `render` as a process | %.1f | | %.1f | |" % (ours[0] * 1000, ours[1] * 1000))
    print("| layout-render | in one process, per picture of %d | %.1f | | %.1f | |"
          % (args.batch, per_picture[0] * 1000, per_picture[1] * 1000))
    peers = [("Pillow draft + fit(LANCZOS)", "pillow", lambda: pillow_avatar(photo, os.path.join(folder, "pillow.png"))),
             ("Pillow draft + thumbnail", "thumbnail", lambda: pillow_thumbnail(photo, os.path.join(folder, "thumbnail.png")))]
    try:
        import pyvips  # noqa: F401
        peers.append(("pyvips thumbnail", "pyvips", lambda: pyvips_avatar(photo, os.path.join(folder, "pyvips.png"))))
    except (ImportError, OSError) as error:
        print("| pyvips | not available (%s) | | | | |" % str(error).split("\n")[0][:60])
    for name, key, function in peers:
        inside = median_in_process(function, args.runs)
        process = median_seconds([sys.executable, os.path.abspath(__file__), key, photo, os.path.join(folder, key + "-p.png")], args.runs)
        # In process against ours per picture in one process; as a process against our process.
        for how, (wall, cpu), mine in (("in process", inside, per_picture), ("as a process", process, ours)):
            print("| %s | %s | %.1f | %.2f | %.1f | %.2f |" % (name, how, wall * 1000, wall / mine[0], cpu * 1000, cpu / mine[1]))

if __name__ == "__main__":
    main()
