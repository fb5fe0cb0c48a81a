/**
 * The templates page's route loader, run at build time: the page's messages, and each
 * template's file (src/content/template-files.server.ts) as its link states it: where it is,
 * its type and its size. The files themselves are written into the build by
 * scripts/build-extras.ts from the same content, byte for byte the same size.
 */
import { matchScreen } from '../../routing/route-table';
import { fileSizeLabel, templateFiles, type TemplateFormat } from '../../content/template-files.server';
import type { TemplateId } from '../../content/templates';
import { loadPageMessages, type PageMessagesData } from '../../i18n/page-messages.server';
import { readCatalogs } from '../../seo/site-pages.server';

export interface TemplateDownload {
  href: string;
  format: TemplateFormat;
  /** "12 kB" */
  size: string;
}

export interface TemplatesPageData extends PageMessagesData {
  downloads: Record<TemplateId, TemplateDownload>;
}

export async function loadTemplatesPage({ request }: { request: Request }): Promise<TemplatesPageData> {
  const match = matchScreen(new URL(request.url).pathname);
  // Only the page's two paths are prerendered, so this is a build error, never a visitor's.
  if (match?.screen.id !== 'templates') throw new Error(`No templates page at ${request.url}`);
  const files = await templateFiles(match.locale, readCatalogs()[match.locale]);
  return {
    ...loadPageMessages({ request }),
    downloads: Object.fromEntries(
      files.map((file) => [file.id, { href: file.path, format: file.format, size: fileSizeLabel(file.bytes.length) }]),
    ) as Record<TemplateId, TemplateDownload>,
  };
}
