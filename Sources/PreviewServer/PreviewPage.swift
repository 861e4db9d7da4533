import Foundation
import Previews

/// The page at `/`: every scene with its picture (or its error), kept up to date by a script that
/// listens on the WebSocket at `/live` and swaps in each new picture without reloading. Without
/// the script the page still shows the pictures as they were when it was served.
enum PreviewPage {
    /// The page for `entries`, in their order.
    static func html(_ entries: [PreviewState.Entry]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>layout-render preview</title>
        <style>
        body{font-family:-apple-system,"DejaVu Sans",sans-serif;margin:24px;background:#fafafa}
        #scenes{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
        figure{margin:0}figcaption{font-size:12px;color:#555;margin-bottom:4px;font-family:monospace}
        img{border:1px solid #ddd;background:#fff;display:block}[hidden]{display:none!important}
        pre.failure{max-width:480px;white-space:pre-wrap;color:#b00020;background:#fff0f0;border:1px solid #f0b0b0;padding:8px;margin:0}
        #status[data-state=live]{color:#080}#status{color:#a60}
        </style></head><body>
        <h1>Live preview</h1>
        <p>\(entries.count == 1 ? "1 scene" : "\(entries.count) scenes"). Edit a scene file and its picture is drawn again here. <span id="status">connecting…</span></p>
        <main id="scenes">
        \(entries.map(figure).joined(separator: "\n"))
        </main>
        <template id="scene-template">\(figure(nil))</template>
        <script>
        \(script)
        </script>
        </body></html>

        """
    }

    /// One scene's figure; the template the script copies for a new scene when `entry` is nil.
    private static func figure(_ entry: PreviewState.Entry?) -> String {
        let key = entry.map { HTMLText.escaped($0.scene.key) } ?? ""
        let name = entry.map { HTMLText.escaped($0.scene.name) } ?? ""
        var picture = "<img alt=\"\(name)\" hidden>"
        var failure = "<pre class=\"failure\" hidden></pre>"
        switch entry?.outcome {
        case .picture(let drawn)?:
            let scale = drawn.scale.isFinite && drawn.scale > 0 ? drawn.scale : 1
            let source = "/picture?key=\(queryValue(entry!.scene.key))&version=\(entry!.version)"
            picture = "<img alt=\"\(name)\" src=\"\(HTMLText.escaped(source))\" width=\"\(Int((Double(drawn.pixelWidth) / scale).rounded()))\">"
        case .failure(let message)?:
            failure = "<pre class=\"failure\">\(HTMLText.escaped(message))</pre>"
        case .pending?, nil:
            break
        }
        return "<figure data-key=\"\(key)\" data-version=\"\(entry?.version ?? 0)\"><figcaption>\(name)</figcaption>"
            + picture + failure + "</figure>"
    }

    /// `text` percent-encoded but for RFC 3986's unreserved characters, for a URL's query.
    static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Keeps the figures in step with the server: the list of scenes, each picture (decoded before
    /// it replaces the old one, so the page never flickers) and each error; reconnects when the
    /// server restarts. Tells the server when a picture is on screen, those the page came with too.
    static let script = """
        const list = document.getElementById('scenes');
        const template = document.getElementById('scene-template');
        const status = document.getElementById('status');
        const figures = new Map([...list.querySelectorAll('figure')].map(f => [f.dataset.key, f]));
        function figureFor(key, name) {
          let figure = figures.get(key);
          if (!figure) {
            figure = template.content.firstElementChild.cloneNode(true);
            figure.dataset.key = key;
            figure.querySelector('figcaption').textContent = name;
            figure.querySelector('img').alt = name;
            figures.set(key, figure);
            list.append(figure);
          }
          return figure;
        }
        function isNewer(figure, version) { return version > Number(figure.dataset.version); }
        function showList(scenes) {
          const keys = new Set(scenes.map(s => s.key));
          for (const [key, figure] of figures) if (!keys.has(key)) { figure.remove(); figures.delete(key); }
          for (const scene of scenes) list.append(figureFor(scene.key, scene.name));
        }
        function showFailure(socket, message) {
          const figure = figureFor(message.key, message.name);
          if (!isNewer(figure, message.version)) return;
          figure.dataset.version = message.version;
          figure.querySelector('img').hidden = true;
          const failure = figure.querySelector('pre');
          failure.textContent = message.message;
          failure.hidden = false;
          socket.send(JSON.stringify({type: 'shown', key: message.key, version: message.version}));
        }
        async function showPicture(socket, data) {
          const length = new DataView(data).getUint32(0);
          const header = JSON.parse(new TextDecoder().decode(new Uint8Array(data, 4, length)));
          const figure = figureFor(header.key, header.name);
          if (!isNewer(figure, header.version)) return;
          const image = new Image();
          image.src = URL.createObjectURL(new Blob([new Uint8Array(data, 4 + length)], {type: 'image/png'}));
          image.alt = header.name;
          image.width = Math.round(header.width);
          await image.decode();
          if (!isNewer(figure, header.version)) { URL.revokeObjectURL(image.src); return; }
          const old = figure.querySelector('img');
          if (old.src.startsWith('blob:')) URL.revokeObjectURL(old.src);
          old.replaceWith(image);
          figure.dataset.version = header.version;
          figure.querySelector('pre').hidden = true;
          // Said in the frame that paints the new picture.
          requestAnimationFrame(() => socket.send(JSON.stringify({type: 'shown', key: header.key, version: header.version})));
        }
        async function acknowledge(socket, figure) {
          const version = Number(figure.dataset.version);
          const image = figure.querySelector('img');
          if (!version) return;
          if (!image.hidden) await image.decode();
          socket.send(JSON.stringify({type: 'shown', key: figure.dataset.key, version}));
        }
        function connect() {
          const socket = new WebSocket(`ws://${location.host}/live`);
          socket.binaryType = 'arraybuffer';
          socket.onopen = () => {
            status.textContent = 'live'; status.dataset.state = 'live';
            for (const figure of figures.values()) acknowledge(socket, figure).catch(console.error);
          };
          socket.onclose = () => {
            status.textContent = 'disconnected, reconnecting…'; status.dataset.state = 'closed';
            setTimeout(connect, 1000);
          };
          socket.onmessage = event => {
            if (typeof event.data !== 'string') { showPicture(socket, event.data).catch(console.error); return; }
            const message = JSON.parse(event.data);
            if (message.type === 'scenes') showList(message.scenes);
            else if (message.type === 'failure') showFailure(socket, message);
          };
        }
        connect();
        """
}
