/**
 * The response headers every page and file of the site is served with, by
 * nginx in production (deploy/nginx) and by `npm run serve`. The build
 * computes them (the script hashes change with every build) and writes them
 * into the build's hosting folder, in the two forms the servers read.
 */
import {createHash} from 'node:crypto';

/** Where, inside a build, the files for the web server live; servers never send them to readers. */
export const HOSTING_DIR = '.hosting';
/** Both header sets, for `npm run serve`. */
export const HEADERS_JSON = 'security-headers.json';
/** nginx `add_header` lines for pages (and error answers), and for the files pages load. */
export const DOCUMENT_HEADERS_NGINX = 'document-headers.conf';
export const ASSET_HEADERS_NGINX = 'asset-headers.conf';
export const SEARCH_WORKER_HEADERS_NGINX = 'search-worker-headers.conf';

/**
 * Pagefind's Web Worker (plugins/search), where the search's WebAssembly runs.
 * A worker obeys the CSP of its own script's response, not its page's.
 */
export const SEARCH_WORKER_PATH = '/pagefind/pagefind-worker.js';

/**
 * What the worker does: compile Pagefind's WebAssembly ('wasm-unsafe-eval'
 * allows compiling wasm, not eval()) and fetch the index from the site.
 * Nothing else, so pages need no 'wasm-unsafe-eval' of their own.
 */
export const SEARCH_WORKER_CSP = "default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'";

export interface SecurityHeaders {
  /** For pages: the policies that govern a document. */
  readonly document: Readonly<Record<string, string>>;
  /**
   * For scripts, styles, images and the search index. A browser ignores a CSP
   * or a frame policy on them, and over HTTP/1.1 the CSP alone (2.5 KB with
   * its hashes) would be sent again with each of a page's twenty files.
   */
  readonly asset: Readonly<Record<string, string>>;
  /** For the search's worker script (SEARCH_WORKER_PATH): the asset set, and the worker's own CSP. */
  readonly searchWorker: Readonly<Record<string, string>>;
}

/** Where the servers send which set: the files under these folders are assets, everything else a page. */
export const ASSET_PATH_PREFIXES = ['/assets/', '/pagefind/', '/schemas/'] as const;

export const isAssetPath = (pathname: string): boolean => ASSET_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** A data block (JSON-LD, the page's script list) is never run, so the CSP needs no hash for it. */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/.test(type);
}

/** Every inline, executable `<script>` body in an HTML file (the theme's colour-mode script, redirect pages). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    const body = match[2] ?? '';
    if (body.trim() !== '') scripts.push(body);
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * What a strict CSP cannot allow by hash: an inline event handler or a
 * `javascript:` link. The build fails on either, naming the file.
 */
export function findUnhashableScript(html: string): string | null {
  const handler = /<[a-z][^>]*?\son[a-z]+\s*=/i.exec(html);
  if (handler) return `an inline event handler (${handler[0].slice(0, 80)}…)`;
  const link = /\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.exec(html);
  if (link) return `a javascript: URL (${link[0].trim()})`;
  return null;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    // No 'wasm-unsafe-eval': Pagefind's WebAssembly runs in its worker, under SEARCH_WORKER_CSP.
    ["script-src 'self'", ...hashes].join(' '),
    // No inline style: none is in a page's HTML (code is coloured by classes, the icon sprite hidden by SVG's
    // `display` attribute, each diagram's styles are its own CSS file; plugins/diagrams/diagram-styles.ts), and what
    // React's style prop sets after hydration goes through the CSSOM, which style-src does not govern.
    "style-src 'self'",
    // data: for the theme's small SVG icons in the style sheet.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(scriptHashes: Iterable<string>): SecurityHeaders {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  return {
    document: {
      'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
      ...common,
      // The docs use none of these; a script injected through some other hole could not either.
      'Permissions-Policy':
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      // For browsers that predate frame-ancestors.
      'X-Frame-Options': 'DENY',
    },
    asset: common,
    searchWorker: {...common, 'Content-Security-Policy': SEARCH_WORKER_CSP},
  };
}

/** The headers as nginx `add_header` lines; `always` sends them with 404s and other errors too. */
export function nginxHeaderLines(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["\\\n]/.test(value)) throw new Error(`header ${name} has a character nginx cannot quote: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# Written by the build (node/hosting/security-headers.ts); the script hashes change with every build.\n${lines.join('\n')}\n`;
}
