// The shop's addresses answered with their first screen already in the HTML: the built render
// (dist/.ssr/server-render.js, from src/composition/server-render.tsx) fills the page's root element and puts the
// data it rendered with beside it, so a phone paints the page before any script has arrived.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { readBuildManifest, withPageCode, type BuildManifest } from './page-code-links';

interface FirstScreen {
  html: string;
  answersJson: string;
  /** The page's tab title; a render built before it was given keeps the page's own. */
  title?: string;
}
type RenderFirstScreen = (request: { url: URL; apiOrigin: string; cookie?: string }) => Promise<FirstScreen | null>;
/** Whether the render makes a first screen for `url` (a catalogue page); a render without it is never streamed. */
type HasFirstScreen = (url: URL) => boolean;
/** The source module of the page's own chunk at `url`, as the client build's manifest keys it (page-code-links.ts). */
type PageSource = (url: URL) => string | null;

/** Where the build puts the render (vite.first-screen.ts), inside the built shop's folder. */
export const FIRST_SCREEN_MODULE = join('.ssr', 'server-render.js');

const ROOT_ELEMENT = '<div id="root"></div>';
/** The id first-answers.ts reads the data block by. */
const DATA_ELEMENT_ID = 'first-page-data';

export interface FirstScreenServer {
  /** Answers a shop address with its first screen; false when it is not one (or cannot be rendered now). */
  serve(req: IncomingMessage, res: ServerResponse, url: URL, apiOrigin: string): Promise<boolean>;
}

const TITLE_ELEMENT = /<title>[^<]*<\/title>\s*/;
const HEAD_END = '</head>';

const escapedText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the render's tab title in place of its own (the page's own stays when the render has none). */
function withTitle(template: string, title: string | undefined): string {
  return title === undefined ? template : template.replace(TITLE_ELEMENT, () => `<title>${escapedText(title)}</title>`);
}

/**
 * The page cut where the render's answer goes in: what is sent at once (the head, its title taken out, since only
 * the render knows the page's), then, once rendered, the title and the body. A page without a title or a closing
 * head is cut at its root element, its title left as it is.
 */
interface StreamedParts {
  head: string;
  title: string;
  body: string;
}

function streamedParts(template: string): StreamedParts | null {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at < 0) return null;
  const title = TITLE_ELEMENT.exec(template);
  const headEnd = template.indexOf(HEAD_END);
  if (!title || headEnd < 0 || headEnd > at || title.index > headEnd) return { head: template.slice(0, at), title: '', body: template.slice(at) };
  const head = template.slice(0, title.index) + template.slice(title.index + title[0].length, headEnd);
  return { head, title: title[0].trim(), body: template.slice(headEnd) };
}

/** The page with the render's markup in its root element and its data in a block no browser executes. */
export function pageWithFirstScreen(template: string, screen: FirstScreen): string | null {
  if (!template.includes(ROOT_ELEMENT)) return null;
  const data = `<script type="application/json" id="${DATA_ELEMENT_ID}">${screen.answersJson}</script>`;
  // Inert until the page's script has taken it over (main.tsx lifts it): a tap on a button before then would do
  // nothing, so the screen is shown but not offered to pointer, keyboard or assistive technology meanwhile.
  return withTitle(template, screen.title).replace(ROOT_ELEMENT, () => `<div id="root" inert>${screen.html}</div>${data}`);
}

function compressed(req: IncomingMessage, body: Buffer): { body: Buffer; encoding?: string } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  // A quick brotli: the page is made per request, and its few kilobytes are on a phone's slow link.
  if (/\bbr\b/.test(accepted)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}

/** The headers of a page made for this visitor. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Made for this visitor (their cookies chose the data): never shared, asked again on each visit.
  'cache-control': 'private, no-cache',
  vary: 'Accept-Encoding, Cookie',
};

/**
 * Sends the page's head at once and its title and body once rendered: the stylesheet and the scripts the head names download
 * while the server renders (on a phone's slow link that is most of the wait before the first paint), and the
 * scripts run only once the whole page has arrived. A render that has nothing or fails ends the page with the
 * plain root element, which the page's script renders into itself, as when the plain page is sent.
 */
async function streamFirstScreen(
  req: IncomingMessage,
  res: ServerResponse,
  parts: StreamedParts,
  render: () => Promise<FirstScreen | null>,
  failed: (error: unknown) => void,
): Promise<void> {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  // A quick brotli, flushed after the head so that it leaves at once rather than when the compressor's buffer fills.
  const encoder = /\bbr\b/.test(accepted)
    ? { stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' }
    : /\bgzip\b/.test(accepted)
      ? { stream: createGzip({ level: 6 }), encoding: 'gzip' }
      : null;
  res.writeHead(200, { ...PAGE_HEADERS, ...(encoder ? { 'content-encoding': encoder.encoding } : {}) });
  const out = encoder?.stream ?? res;
  encoder?.stream.pipe(res);
  out.write(parts.head);
  encoder?.stream.flush();
  let screen: FirstScreen | null = null;
  try {
    screen = await render();
  } catch (error) {
    failed(error);
  }
  const rest = parts.title + parts.body;
  out.end((screen && pageWithFirstScreen(rest, screen)) ?? rest);
}

/**
 * The render of the built shop in `staticDir`, or null when that build has none (a build made before the render
 * existed, or no build): the shop's addresses are then answered with the plain page as before.
 */
export async function loadFirstScreenServer(staticDir: string | null, log: (line: string) => void): Promise<FirstScreenServer | null> {
  if (!staticDir) return null;
  const modulePath = join(staticDir, FIRST_SCREEN_MODULE);
  const indexPath = join(staticDir, 'index.html');
  if (!existsSync(modulePath) || !existsSync(indexPath)) return null;
  let render: RenderFirstScreen;
  let hasFirstScreen: HasFirstScreen | undefined;
  let pageSource: PageSource | undefined;
  try {
    const built = (await import(pathToFileURL(modulePath).href)) as {
      renderFirstScreen: RenderFirstScreen;
      hasFirstScreen?: HasFirstScreen;
      firstScreenPageSource?: PageSource;
    };
    render = built.renderFirstScreen;
    hasFirstScreen = built.hasFirstScreen;
    pageSource = built.firstScreenPageSource;
  } catch (error) {
    log(`[mock] the first screen's render could not be loaded; pages render in the browser: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  // Read again when the build is replaced (its page is written last); a page's template, with its own code named
  // in it (page-code-links.ts), is made once per page chunk.
  let template = { text: '', mtimeMs: -1, manifest: null as BuildManifest | null, withCode: new Map<string, string>() };
  const readTemplate = (url: URL) => {
    const mtimeMs = statSync(indexPath).mtimeMs;
    if (mtimeMs !== template.mtimeMs) template = { text: readFileSync(indexPath, 'utf8'), mtimeMs, manifest: readBuildManifest(staticDir), withCode: new Map() };
    const source = pageSource?.(url) ?? null;
    if (source === null) return template.text;
    let text = template.withCode.get(source);
    if (text === undefined) template.withCode.set(source, (text = withPageCode(template.text, template.manifest, source)));
    return text;
  };
  return {
    async serve(req, res, url, apiOrigin) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (extname(url.pathname) !== '') return false;
      if (req.method === 'GET' && hasFirstScreen?.(url)) {
        const parts = streamedParts(readTemplate(url));
        if (parts) {
          await streamFirstScreen(req, res, parts, () => render({ url, apiOrigin, cookie: req.headers.cookie }), (error) =>
            log(`[mock] first screen of ${url.pathname} not rendered: ${error instanceof Error ? error.message : String(error)}`),
          );
          return true;
        }
      }
      let screen: FirstScreen | null;
      try {
        screen = await render({ url, apiOrigin, cookie: req.headers.cookie });
      } catch (error) {
        log(`[mock] first screen of ${url.pathname} not rendered: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
      const page = screen && pageWithFirstScreen(readTemplate(url), screen);
      if (!page) return false;
      const { body, encoding } = compressed(req, Buffer.from(page, 'utf8'));
      res.writeHead(200, {
        ...PAGE_HEADERS,
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
