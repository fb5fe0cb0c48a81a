// @vitest-environment node
/**
 * The templates as files, read back as a reader's program would: the Word documents with
 * mammoth (their headings and tables), the workbook with exceljs (its columns, its examples
 * and the risk column's drop-down list).
 */
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { readCatalogs } from '../seo/site-pages.server';
import { BRAND_NAME } from '../config/brand';
import {
  fileSizeLabel,
  INVENTORY_ROWS,
  TEMPLATES_REVISED,
  templateFiles,
  type TemplateFile,
} from './template-files.server';

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
    // The lead below the title, before the first section.
    expect(html).toContain(t('templates.policy.lead').replace(/&/g, '&amp;'));
  });

  it('give the AI policy outline only its own words: its writing lines are empty', async () => {
    const policy = (await filesOf(locale))['ai-policy'];
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(policy.bytes) });
    const own = Object.entries(catalogs[locale])
      .filter(([id]) => id.startsWith('templates.'))
      .map(([, text]) => text);
    const lines = value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // A line is a catalog text, or a section's number and title.
    expect(lines.filter((line) => !own.some((text) => line === text || line.endsWith(`. ${text}`)))).toEqual([]);
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

/** One file's text out of a zip (a .docx), read from its local header: stored or deflated. */
function zipEntry(zip: Uint8Array, name: string): string {
  const bytes = Buffer.from(zip);
  for (let at = 0; bytes.readUInt32LE(at) === 0x04034b50;) {
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + size);
    if (bytes.toString('utf8', at + 30, at + 30 + nameLength) === name)
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    at = start + size;
  }
  throw new Error(`${name} is not in the file`);
}

describe('the template files as a reader’s program lists them', () => {
  it('are named for their language', async () => {
    expect((await templateFiles('sv', catalogs.sv)).map((file) => file.path)).toEqual([
      '/mallar/ai-policy-disposition.docx',
      '/mallar/forteckning-ai-system.xlsx',
      '/mallar/30-60-90-plan.docx',
    ]);
    expect((await templateFiles('en', catalogs.en)).map((file) => file.path)).toEqual([
      '/en/templates/ai-policy-outline.docx',
      '/en/templates/ai-system-inventory.xlsx',
      '/en/templates/30-60-90-plan.docx',
    ]);
  });

  it('give the Word documents their title, the firm as author and the revision day, whatever the clock', async () => {
    const files = await filesOf('en');
    const core = zipEntry(files.plan.bytes, 'docProps/core.xml');
    expect(core).toContain(`<dc:title>${catalogs.en['templates.plan.title']}</dc:title>`);
    expect(core).toContain(`<dc:creator>${BRAND_NAME}</dc:creator>`);
    expect(core).toContain(`<dcterms:created xsi:type="dcterms:W3CDTF">${TEMPLATES_REVISED}</dcterms:created>`);
    expect(core).toContain(`<dcterms:modified xsi:type="dcterms:W3CDTF">${TEMPLATES_REVISED}</dcterms:modified>`);
    // A title with XML's own characters stays one title.
    const policy = zipEntry(
      (await templateFiles('en', { ...catalogs.en, 'templates.policy.title': 'R&D <AI>' }))[0].bytes,
      'docProps/core.xml',
    );
    expect(policy).toContain('<dc:title>R&amp;D &lt;AI></dc:title>');
  });

  it('give the Word documents a well-formed properties part, Calibri 11 pt throughout and an italic question under each policy heading', async () => {
    const files = await filesOf('sv');
    for (const file of [files['ai-policy'], files.plan]) {
      const core = zipEntry(file.bytes, 'docProps/core.xml');
      expect(core).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8" standalone="yes"\?><cp:coreProperties xmlns:cp="[^"]+" xmlns:dc="[^"]+" xmlns:dcterms="[^"]+" xmlns:xsi="[^"]+"><dc:title>[^<]+<\/dc:title><dc:creator>[^<]+<\/dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">[^<]+<\/dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">[^<]+<\/dcterms:modified><\/cp:coreProperties>$/,
      );
      const defaults = /<w:docDefaults>.*?<\/w:docDefaults>/s.exec(zipEntry(file.bytes, 'word/styles.xml'))![0];
      expect(defaults).toMatch(/<w:rFonts w:ascii="Calibri"[^>]*\/>/);
      expect(defaults).toMatch(/<w:sz w:val="22"\/>/);
    }
    const policy = zipEntry(files['ai-policy'].bytes, 'word/document.xml');
    expect(policy.match(/<w:i\/>/g)).toHaveLength(11);
  });

  it('give the plan’s tables a bold header row repeated on each page, grey borders and empty cells to write in', async () => {
    const plan = await filesOf('en').then((files) => files.plan);
    const document = zipEntry(plan.bytes, 'word/document.xml');
    expect(document.match(/<w:tblHeader\/>/g)).toHaveLength(3);
    // The three column names of each of the three tables, and nothing else, in bold.
    expect(document.match(/<w:b\/>/g)).toHaveLength(9);
    expect(document).toMatch(/<w:top w:val="single" w:color="8A96A3" w:sz="4"\/>/);
    const html = await wordHtml(plan);
    const bodyRows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
      .map(([, row]) => textsOf(row, 'td'))
      .filter((row) => row.length);
    expect(bodyRows.length).toBeGreaterThan(3);
    for (const [task, owner, due] of bodyRows)
      expect({ task: task.length > 0, owner, due }).toEqual({ task: true, owner: '', due: '' });
    // Every piece of text is the catalog's (the empty cells, the blank paragraph after each table
    // and the writing lines hold none).
    const catalogTexts = new Set(Object.values(catalogs.en));
    const texts = [...document.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text);
    expect(texts.filter((text) => text !== '' && !catalogTexts.has(text.replace(/&amp;/g, '&')))).toEqual([]);
  });

  it('give the inventory its metadata, a bold header row that stays in view, wide text columns and wrapped examples', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from((await filesOf('sv')).inventory.bytes) as unknown as ExcelJS.Buffer);
    expect(workbook.creator).toBe(BRAND_NAME);
    expect(workbook.title).toBe(catalogs.sv['templates.inventory.title']);
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.columns.map((column) => column.width)).toEqual([24, 24, 24, 24, 24, 24, 40, 40, 24]);
    expect(sheet.getRow(2).alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(sheet.getCell('F2').dataValidation).toMatchObject({
      allowBlank: true,
      showInputMessage: true,
      showErrorMessage: true,
      errorStyle: 'stop',
      prompt: catalogs.sv['templates.inventory.riskHint'],
    });
  });

  it('refuse to build from a catalog that lacks one of their messages', async () => {
    const catalog = Object.fromEntries(Object.entries(catalogs.en).filter(([id]) => id !== 'templates.plan.lead'));
    await expect(templateFiles('en', catalog)).rejects.toThrow(
      'template files: the catalog has no message templates.plan.lead',
    );
  });
});
