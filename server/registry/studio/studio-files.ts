import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build:studio` (vite.studio.config.ts) writes the studio; REGISTRY_STUDIO_DIR overrides it. */
export const STUDIO_DIR = fileURLToPath(new URL('../../../dist-studio/', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

export interface StudioAsset {
  body: Buffer;
  type: string;
}

/** The built studio: its page (to be given a nonce per request) and its hashed assets, read once into memory. */
export interface StudioFiles {
  /** The page with a fresh style nonce in `<meta property="csp-nonce">`, and that nonce. */
  page(): { html: string; nonce: string };
  asset(name: string): StudioAsset | undefined;
}

/**
 * Reads the build. A few files of a few megabytes, immutable until the next build (the registry restarts with it):
 * kept in memory rather than a static-file plugin, so every answer goes through the registry's own hooks.
 * Undefined when there is no build (the front page then says how to make one).
 */
export async function readStudioFiles(dir: string = process.env.REGISTRY_STUDIO_DIR ?? STUDIO_DIR) {
  let template: string;
  try {
    template = await readFile(join(dir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const assets = new Map<string, StudioAsset>();
  const names = await readdir(join(dir, 'assets')).catch(() => [] as string[]);
  for (const name of names) {
    const type = TYPES[extname(name)];
    if (type) assets.set(name, { body: await readFile(join(dir, 'assets', name)), type });
  }
  // The nonce for Emotion's and CodeMirror's <style> elements (they read it from this element's nonce property),
  // and the mark that tells the page it is served by the registry (it then reads and saves through the API).
  const head = (nonce: string) =>
    `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />\n    <meta name="studio-source" content="registry" />`;
  const files: StudioFiles = {
    page() {
      const nonce = randomBytes(16).toString('base64');
      return { html: template.replace('<head>', head(nonce)), nonce };
    },
    asset: (name) => assets.get(name),
  };
  return files;
}

/**
 * The studio page's Content-Security-Policy. Scripts from the registry's origin only, no inline script; styles
 * from the origin or with this answer's nonce; requests to the origin only; never framed; forms post to the
 * origin only (sign-in is a link to /auth/sign-in, which redirects to the identity provider).
 * No 'unsafe-eval': what the page once compiled with AJV at run time (the schema being typed, the consistency rules,
 * the lint) the registry compiles (routes/compile.ts): the page imports a draft's validators as a same-origin module
 * and gets the lint's problems as JSON.
 */
export function studioCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
