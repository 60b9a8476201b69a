import CanvasRendering

/// The page `canvas preview` serves.
///
/// It polls `/state` four times a second; when the version moves it loads
/// the readable SVG and the layout JSON, puts each element's frame on its
/// group as `data-frame`, and shows the spec's error (keeping the last good
/// picture beside it) when there is one. Hovering an element shows its
/// category, kind, index path and frame.
enum PreviewPage {
  static func html(title: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(SVGWriter.escaped(title)) · canvas preview</title>
    <style>
      body { font: 13px/1.4 system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
      header { display: flex; gap: 16px; align-items: center; padding: 8px 16px; background: #fff;
               border-bottom: 1px solid #d1d1d6; position: sticky; top: 0; z-index: 1; }
      header h1 { font-size: 14px; margin: 0; font-weight: 600; }
      #status { color: #8e8e93; }
      #inspector { font-family: ui-monospace, monospace; margin-left: auto; min-width: 28em; }
      #error { display: none; margin: 16px; padding: 12px 16px; background: #fff0f0; border: 1px solid #ff3b30;
               border-radius: 8px; white-space: pre-wrap; font-family: ui-monospace, monospace; }
      body.failing #error { display: block; }
      body.failing #picture { opacity: 0.45; }
      main { padding: 16px; }
      #picture svg, #picture img { background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.15); max-width: none; }
      #picture g[data-index-path]:hover { outline: 2px solid #007aff; }
    </style>
    </head>
    <body>
    <header>
      <h1>\(SVGWriter.escaped(title))</h1>
      <label>Show <select id="view">
        <option value="svg">SVG</option>
        <option value="1">PNG @1x</option>
        <option value="2">PNG @2x</option>
        <option value="3">PNG @3x</option>
      </select></label>
      <span id="status">loading…</span>
      <span id="inspector"></span>
    </header>
    <pre id="error"></pre>
    <main><div id="picture"></div></main>
    <script>
    let version = -1, frames = {};
    const picture = document.getElementById('picture');
    const inspector = document.getElementById('inspector');
    const view = document.getElementById('view');
    const key = (category, kind, path) => category + '|' + (kind || '') + '|' + path;
    function describe(group) {
      const d = group.dataset;
      const frame = d.frame ? ' · frame (' + d.frame.split(' ').join(', ') + ')' : '';
      return d.category + (d.kind ? ' ' + d.kind : '') + ' [' + d.indexPath.split('.').join(', ') + ']' + frame;
    }
    async function load() {
      if (view.value !== 'svg') {
        picture.innerHTML = '<img alt="the spec at @' + view.value + 'x" src="picture.png?scale=' +
          view.value + '&v=' + version + '" style="width: ' + (100 / view.value) + '%">';
        const image = picture.querySelector('img');
        image.onload = () => { image.style.width = (image.naturalWidth / view.value) + 'px'; };
        return;
      }
      const [svg, layout] = await Promise.all([
        fetch('picture.svg?v=' + version).then(r => r.ok ? r.text() : null),
        fetch('layout.json?v=' + version).then(r => r.ok ? r.json() : null)]);
      if (svg === null) return;
      frames = {};
      for (const e of (layout ? layout.elements : [])) {
        const f = e.frame;
        frames[key(e.category, e.kind, e.indexPath.join('.'))] = [f.x, f.y, f.width, f.height].join(' ');
      }
      picture.innerHTML = svg;
      for (const group of picture.querySelectorAll('g[data-index-path]')) {
        const d = group.dataset;
        const frame = frames[key(d.category, d.kind, d.indexPath)];
        if (frame !== undefined) group.dataset.frame = frame;
      }
    }
    async function poll() {
      try {
        const state = await fetch('state').then(r => r.json());
        if (state.version !== version) {
          version = state.version;
          document.body.classList.toggle('failing', state.error !== null);
          document.getElementById('error').textContent = state.error || '';
          // A good spec redraws; a bad one keeps the picture, or shows the
          // last good one when the page opens on a bad spec.
          if (state.hasPicture && (state.error === null || !picture.firstChild)) await load();
          document.getElementById('status').textContent = state.error === null
            ? 'drawn at ' + new Date().toLocaleTimeString()
            : (state.hasPicture ? 'the spec has an error; the last good picture is kept' : 'the spec has an error');
        }
      } catch (e) {
        document.getElementById('status').textContent = 'the preview server stopped';
      }
      setTimeout(poll, 250);
    }
    picture.addEventListener('mouseover', event => {
      const group = event.target.closest('g[data-index-path]');
      inspector.textContent = group ? describe(group) : '';
    });
    view.addEventListener('change', load);
    poll();
    </script>
    </body>
    </html>
    """
  }
}
