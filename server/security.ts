/**
 * The Content-Security-Policy. Scripts may come only from this origin, plus the inline
 * scripts each prerendered page carries, allowed one by one by the hash computed at build.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React Aria sets a few inline style attributes (e.g. visually hidden inputs); no inline scripts follow from this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // The display face's cut is a data URL inside the stylesheet (vite.config.ts); a font runs no code.
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
