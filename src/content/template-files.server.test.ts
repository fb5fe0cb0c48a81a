// @vitest-environment node
/**
 * The templates as files, read back as a reader's program would: the Word documents with
 * mammoth (their headings and tables), the workbook with exceljs (its columns, its examples
 * and the risk column's drop-down list).
 */
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { readCatalogs } from '../seo/site-pages.server';
import { fileSizeLabel, INVENTORY_ROWS, templateFiles, type TemplateFile } from './template-files.server';

const catalogs = readCatalogs();

async function filesOf(locale: 'sv' | 'en'): Promise<Record<string, TemplateFile>> {
  return Object.fromEntries((await templateFiles(locale, catalogs[locale])).map((file) => [file.id, file]));
}

/** The text of each element of a kind in mammoth's HTML: `<h1>`, `<th>`, `<td>`. */
function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'),
  );
}

const wordHtml = async (file: TemplateFile) => (await mammoth.convertToHtml({ buffer: Buffer.from(file.bytes) })).value;

describe.each(['sv', 'en'] as const)('the template files in %s', (locale) => {
  const t = (id: string) => catalogs[locale][id];

  it('are served under the templates page, as Word and Excel files', async () => {
    const files = await filesOf(locale);
    const base = locale === 'sv' ? '/mallar' : '/en/templates';
    expect(Object.values(files).map((file) => [file.path.startsWith(`${base}/`), file.format])).toEqual([
      [true, 'docx'],
      [true, 'xlsx'],
      [true, 'docx'],
    ]);
  });

  it('give the AI policy outline its eleven sections as headings, each with its question', async () => {
    const html = await wordHtml((await filesOf(locale))['ai-policy']);
    expect(textsOf(html, 'h1')).toEqual([t('templates.policy.title')]);
    const sections = textsOf(html, 'h2');
    expect(sections).toHaveLength(11);
    expect(sections[0]).toBe(`1. ${t('templates.policy.purpose.title')}`);
    expect(html).toContain(t('templates.policy.purpose.text').replace(/&/g, '&amp;'));
  });

  it('give the 30-60-90 plan a heading and a table per phase, with columns to fill in', async () => {
    const html = await wordHtml((await filesOf(locale)).plan);
    expect(textsOf(html, 'h1')).toEqual([t('templates.plan.title')]);
    expect(textsOf(html, 'h2')).toEqual([
      t('templates.plan.phase1.title'),
      t('templates.plan.phase2.title'),
      t('templates.plan.phase3.title'),
    ]);
    expect(html.match(/<table>/g)).toHaveLength(3);
    expect(html).toContain(t('templates.plan.phase1.task1').replace(/&/g, '&amp;'));
    expect(html).toContain(t('templates.plan.col.owner'));
  });

  it('give the inventory its columns, its two examples and a drop-down list of the four risk classes', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from((await filesOf(locale)).inventory.bytes) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe(t('templates.nav.inventory'));
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(
      ['system', 'supplier', 'owner', 'use', 'affected', 'risk', 'reason', 'actions', 'review'].map((column) =>
        t(`templates.inventory.col.${column}`),
      ),
    );
    expect(sheet.getCell('A2').value).toBe(t('templates.inventory.ranking.system'));
    expect(sheet.getCell('F3').value).toBe(t('templates.inventory.ads.risk'));
    const classes = ['unacceptable', 'high', 'limited', 'minimal'].map((id) => t(`templates.inventory.risk.${id}`));
    for (const address of ['F2', 'F10', `F${INVENTORY_ROWS + 1}`]) {
      expect(sheet.getCell(address).dataValidation).toMatchObject({
        type: 'list',
        formulae: [`"${classes.join(',')}"`],
      });
    }
    expect(sheet.getCell('E2').dataValidation).toBeUndefined();
    // The examples' classes are on the list.
    expect(classes).toContain(sheet.getCell('F2').value);
  });
});

it('are the same size whenever they are built: the size on the page is the file’s', async () => {
  // Only the clock: the zip libraries wait on real timers.
  vi.useFakeTimers({ now: new Date('2030-01-01T12:34:56Z'), toFake: ['Date'] });
  const early = await templateFiles('sv', catalogs.sv);
  vi.setSystemTime(new Date('2031-07-19T01:02:03Z'));
  const late = await templateFiles('sv', catalogs.sv);
  vi.useRealTimers();
  expect(late.map((file) => file.bytes.length)).toEqual(early.map((file) => file.bytes.length));
});

it('states sizes in whole kilobytes, never 0', () => {
  expect(fileSizeLabel(12_345)).toBe('12 kB');
  expect(fileSizeLabel(300)).toBe('1 kB');
});
