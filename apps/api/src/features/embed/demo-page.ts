import { escapeHtml, SAMPLE_CREATIVES, type SampleCreative } from "@adstudio/core";

function embedTag(sample: SampleCreative): string {
  return (
    `<div data-adstudio-preview data-url="${escapeHtml(sample.path)}" data-size="${escapeHtml(sample.size)}"` +
    ` data-type="${escapeHtml(sample.type)}" data-name="${escapeHtml(sample.title)}"></div>`
  );
}

const SNIPPET = `<script async src="https://studio.example.com/embed.js"></script>

<div data-adstudio-preview
     data-url="https://studio.example.com/creatives/samples/story/index.html"
     data-size="responsive" data-type="story"></div>`;

/**
 * `GET /embed-demo.html`: a publisher-style page with one embed per sample creative, built from the
 * core catalogue so it always lists what ships. The article wrapper sets loud inherited styles (font,
 * colour, alignment) on purpose: none of them may reach inside an embed.
 */
export function embedDemoPage(): string {
  const sections = SAMPLE_CREATIVES.map(
    (s) => `<section class="card"><h2>${escapeHtml(s.title)}</h2>
<p class="meta"><code>data-type="${escapeHtml(s.type)}"</code> <code>data-size="${escapeHtml(s.size)}"</code></p>
${embedTag(s)}
</section>`,
  ).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Adstudio preview embed · demo</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d2433; background: #f3f4f8; }
  header, main { max-width: 1100px; margin: 0 auto; padding: 24px; }
  h1 { margin: 0 0 8px; font-size: 28px; }
  pre { background: #1d2433; color: #e7ecf7; padding: 16px; border-radius: 10px; overflow: auto; font-size: 13px; }
  main { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 20px; }
  .card { background: #fff; border-radius: 14px; padding: 16px 18px 20px; box-shadow: 0 1px 3px rgba(20, 30, 60, .08); min-width: 0; }
  .card h2 { margin: 0; font-size: 17px; }
  .meta { margin: 4px 0 14px; color: #5b6477; font-size: 13px; }
  .wide { grid-column: 1 / -1; }
  /* Deliberately loud inherited styles around one embed: the embed must not pick any of them up. */
  .hostile { font: italic 22px/2.4 Georgia, serif; color: #b0108a; text-align: right; letter-spacing: 3px; }
  .hostile figure, .hostile a, .hostile iframe, .hostile img { border: 4px dashed #b0108a !important; padding: 30px !important; }
</style>
<script async src="/embed.js"></script>
</head>
<body>
<header>
  <h1>Adstudio preview embed</h1>
  <p>Publishers add one script tag and one <code>div</code> per creative. Each embed draws the same device
  mock-up as the studio's preview page inside its own shadow root and loads the sandboxed creative only when
  it scrolls into view.</p>
  <pre>${escapeHtml(SNIPPET)}</pre>
  <p>Attributes: <code>data-url</code> (the creative), <code>data-size</code> (<code>300x250</code>,
  <code>responsive</code>, <code>vast</code> …), <code>data-type</code> (the ad format), optional
  <code>data-name</code> and <code>data-browser-bars="false"</code>.</p>
</header>
<main>
${sections}
<section class="card wide hostile" id="isolation"><h2>Isolation check</h2>
<p class="meta">This card sets a serif italic font, pink right-aligned text, and dashed borders on every figure, link, image and frame inside it: none of it reaches the embed.</p>
${embedTag(SAMPLE_CREATIVES[0] as SampleCreative)}
</section>
</main>
</body>
</html>
`;
}
