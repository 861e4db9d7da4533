#!/usr/bin/env python3
"""Peer of Benchmarks/AnimationBenchmarks: Chromium drawing the same journal wobble, frame by frame.

The page holds examples/journal-wobble.json's visible cards at the frames `layout-render layout`
gives (white rounded cards, the same labels in DejaVu Sans at the theme's sizes, outlines on the
selected ones), each turned by a Web Animation with the wobble's keyframes (0, +0.0353, 0,
-0.0353, 0 rad over 0.25 s, forever) from the phase AnimationPreset.wobblePhase gives its id
(FNV-1a + SplitMix64, repeated below). Headless Chromium at 393 x 852, device scale 3, is driven
over the DevTools protocol (a minimal WebSocket client, stdlib only): per frame the animations'
currentTime is set and Page.captureScreenshot returns the PNG, so a frame is style, paint,
raster and PNG encoding, plus a protocol round trip and base64, which the peer pays and we do not.
Chromium repaints whatever its own damage tracking says changed, as ours does.

Usage: python3 Benchmarks/peers/animation_peers.py [--ours FILE] [--binary PATH]
  FILE: AnimationBenchmarks' package-benchmark text output; PATH: a built layout-render.
"""
import argparse
import base64
import json
import os
import re
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from peer_timing import our_medians  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
EXAMPLE = os.path.join(ROOT, "examples", "journal-wobble.json")
OURS = "Journal wobble, 60 frames at 3x, redrawn where moved + PNG"
OURS_FULL = "Journal wobble, 60 frames at 3x, each drawn from scratch + PNG"
MASK = (1 << 64) - 1


def wobble_phase(node_id, seed=0):
    """AnimationPreset.wobblePhase: FNV-1a of the UTF-8 id, SplitMix64's finalizer, 0...0.24 s."""
    h = 0xCBF29CE484222325
    for byte in node_id.encode():
        h = ((h ^ byte) * 0x100000001B3) & MASK
    z = (h ^ seed) + 0x9E3779B97F4A7C15 & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    z ^= z >> 31
    return (z >> 11) / float(1 << 53) * 0.24


def layout(binary):
    out = subprocess.run([binary, "layout", EXAMPLE, "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def page(frames):
    scene = json.load(open(EXAMPLE, encoding="utf-8"))["content"][0]
    cards, selection = scene["cards"], set(scene.get("selection", []))
    grid = frames["nodes"][0]
    sizes = {"title": "bold 15px", "edited": "11px", "tag": "11px", "memo": "13px"}
    colors = {"title": "#000", "edited": "#8a8a8e", "tag": "#007aff", "memo": "#000"}
    parts, phases = [], {}
    for card in grid["children"]:
        index = int(card["id"].split(".")[2])
        f = card["frame"]
        outline = "outline: 2px solid #007aff; outline-offset: -2px;" if index in selection else ""
        labels = []
        for child in card["children"]:
            name = child["id"].split(".")[-1]
            if name not in sizes:
                continue
            c = child["frame"]
            labels.append(f'<div style="position:absolute;left:{c["x"] - f["x"]}px;top:{c["y"] - f["y"]}px;'
                          f'width:{c["width"]}px;font:{sizes[name]} DejaVu Sans;color:{colors[name]}">'
                          f'{cards[index][name]}</div>')
        parts.append(f'<div class="card" id="{card["id"]}" style="left:{f["x"]}px;top:{f["y"]}px;width:{f["width"]}px;'
                     f'height:{f["height"]}px;{outline}">{"".join(labels)}</div>')
        phases[card["id"]] = wobble_phase(card["id"])
    return f"""<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><style>
body {{ margin: 0; background: #f2f2f7; }}
.card {{ position: absolute; background: #fff; border-radius: 12px; overflow: hidden; }}
</style></head><body>{"".join(parts)}<script>
const phases = {json.dumps(phases)};
const animations = Object.entries(phases).map(([id, begin]) => {{
  const a = document.getElementById(id).animate(
    [{{transform: 'rotate(0rad)'}}, {{transform: 'rotate(0.0353rad)'}}, {{transform: 'rotate(0rad)'}},
     {{transform: 'rotate(-0.0353rad)'}}, {{transform: 'rotate(0rad)'}}],
    {{duration: 250, iterations: Infinity, delay: begin * 1000, composite: 'add'}});
  a.pause();
  return a;
}});
window.setTime = t => {{ for (const a of animations) a.currentTime = t * 1000; return 1; }};
</script></body></html>"""


class DevTools:
    """Just enough of RFC 6455 to send DevTools commands and read their replies."""

    def __init__(self, url):
        host, port, path = re.match(r"ws://([^:/]+):(\d+)(/.*)", url).groups()
        self.sock = socket.create_connection((host, int(port)))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        reply = b""
        while b"\r\n\r\n" not in reply:
            reply += self.sock.recv(4096)
        self.buffer = reply.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0

    def read(self, n):
        while len(self.buffer) < n:
            self.buffer += self.sock.recv(1 << 20)
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def message(self):
        payload = b""
        while True:
            first, second = self.read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.read(8))[0]
            payload += self.read(length)
            if first & 0x80:
                return json.loads(payload)

    def call(self, method, **params):
        self.next_id += 1
        data = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        while True:
            reply = self.message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(reply["error"])
                return reply["result"]


def chromium_frames_ms(html, times):
    directory = tempfile.mkdtemp(prefix="animation-peer-")
    path = os.path.join(directory, "page.html")
    open(path, "w", encoding="utf-8").write(html)
    browser = subprocess.Popen(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                "--remote-debugging-port=0", f"--user-data-dir={directory}/profile", "about:blank"],
                               stderr=subprocess.PIPE, text=True)
    try:
        port = None
        for line in browser.stderr:
            found = re.search(r"ws://127\.0\.0\.1:(\d+)/", line)
            if found:
                port = found.group(1)
                break
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
        tools = DevTools(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])
        tools.call("Emulation.setDeviceMetricsOverride", width=393, height=852, deviceScaleFactor=3, mobile=True)
        tools.call("Page.enable")
        tools.call("Page.navigate", url="file://" + path)
        for _ in range(100):
            ready = tools.call("Runtime.evaluate", expression="document.readyState === 'complete' && !!window.setTime")
            if ready["result"].get("value"):
                break
            time.sleep(0.05)
        tools.call("Runtime.evaluate", expression="document.fonts.ready.then(() => 1)", awaitPromise=True)
        samples, first = [], None
        for t in times:
            start = time.perf_counter()
            tools.call("Runtime.evaluate", expression=f"setTime({t})")
            shot = tools.call("Page.captureScreenshot", format="png")
            samples.append((time.perf_counter() - start) * 1000)
            first = first or base64.b64decode(shot["data"])
        open(os.path.join(ROOT, ".build", "chromium-wobble-frame0.png"), "wb").write(first)
        return samples
    finally:
        browser.terminate()
        browser.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", help="AnimationBenchmarks' package-benchmark text output")
    parser.add_argument("--binary", default=next((p for p in (os.path.join(ROOT, ".build", c, "layout-render")
                                                              for c in ("release", "debug")) if os.path.exists(p)), None))
    args = parser.parse_args()
    ours = our_medians(args.ours)
    times = [i / 60 for i in range(60)]
    html = page(layout(args.binary))
    rounds = [chromium_frames_ms(html, times) for _ in range(3)]
    per_frame = statistics.median(statistics.median(r[1:]) for r in rounds)
    print(f"Chromium (headless, DevTools captureScreenshot PNG): {per_frame:.2f} ms per frame "
          f"(median of frames 2-60, median of 3 runs)")
    for name in (OURS, OURS_FULL):
        if name in ours:
            mine = ours[name] / 60
            print(f"ours ({name}): {mine:.2f} ms per frame; Chromium / ours {per_frame / mine:.2f}x")


if __name__ == "__main__":
    main()
