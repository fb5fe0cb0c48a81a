// @vitest-environment node
import ExcelJS from 'exceljs';
import { devFile } from './dev-files';

const origin = 'https://clarityworks.se';

describe('the dev server’s generated files', () => {
  it('serves each language’s feed with its articles', async () => {
    const feed = await devFile('/blogg/feed.xml', origin);
    expect(feed?.type).toContain('application/atom+xml');
    expect(String(feed?.body)).toContain(`${origin}/blogg/ai-forordningen`);
    expect(String((await devFile('/en/blog/feed.xml', origin))?.body)).toContain(`${origin}/en/blog/eu-ai-act`);
  });

  it('draws a page’s share image, 1200 × 630', async () => {
    const image = await devFile('/share/erbjudanden/strategic-clarity.png', origin);
    expect(image?.type).toBe('image/png');
    const png = Buffer.from(image!.body as Uint8Array);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('makes a template file that reads back', async () => {
    const file = await devFile('/en/templates/ai-system-inventory.xlsx', origin);
    expect(file?.type).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file!.body as Uint8Array) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
  });

  it('serves the logo, and nothing for an address the build writes no file at', async () => {
    expect((await devFile('/logo.svg', origin))?.type).toBe('image/svg+xml');
    expect(await devFile('/share/no-such-page.png', origin)).toBeUndefined();
    expect(await devFile('/mallar/no-such-file.docx', origin)).toBeUndefined();
    expect(await devFile('/blogg/no-feed/feed.xml', origin)).toBeUndefined();
  });
});
