/**
 * Files the site serves that are not pages: React Router resource routes (a loader, no
 * component), prerendered to files at build time like the pages. Path → module, relative to src/.
 */
export const RESOURCE_FILES = {
  '/sitemap.xml': 'app/resources/sitemap.ts',
  '/robots.txt': 'app/resources/robots.ts',
} as const;
