/**
 * Where the two backend functions live. By default the site's own server; set VITE_API_BASE
 * (and VITE_PUBLIC_ANON_KEY, sent as a bearer token) at build time to use a hosted backend.
 */
export const api = {
  base: ((import.meta.env.VITE_API_BASE as string | undefined) ?? '').replace(/\/+$/, ''),
  anonKey: import.meta.env.VITE_PUBLIC_ANON_KEY as string | undefined,
};

export function functionUrl(name: 'send-contact-email' | 'process-lead' | `team-pulse/${string}`): string {
  return `${api.base}/functions/v1/${name}`;
}
