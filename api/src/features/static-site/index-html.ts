import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@club/contracts';

const PLACEHOLDER = '<!--runtime-config-->';
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** JSON safe inside a <script> element: `<` can never open `</script>` or `<!--`. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Replaces the shell's `<!--runtime-config-->` placeholder with the configuration as inert JSON. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const element = `<script id="runtime-config" type="application/json">${scriptSafeJson(config)}</script>`;
  return html.replace(PLACEHOLDER, () => element);
}

function isExecutable(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  // Data blocks (application/json, ld+json) are never run; import maps are, and need a hash like scripts.
  return !type || type === 'importmap' || !/json$/.test(type);
}

/** Base64 sha256 of every inline script the browser will execute, for CSP `script-src 'sha256-…'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (isExecutable(attributes)) hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}
