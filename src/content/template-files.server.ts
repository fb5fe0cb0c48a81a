/**
 * The three templates of /mallar (/en/templates) as files to fill in, built at build time from
 * the same content and catalogs as the page: the AI policy outline and the 30-60-90 plan as
 * Word documents (docx), the inventory of AI systems as an Excel workbook (exceljs) whose risk
 * column offers the AI Act's four classes as a drop-down list. The templates page states each
 * file's type and size (its loader calls this), and scripts/build-extras.ts writes the files
 * into the build. Both generate them, so a file's bytes depend on its content alone: no clock
 * reaches them (the documents' dates are TEMPLATES_REVISED), and its size is the size stated.
 */
import ExcelJS from 'exceljs';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { pathFor, type Locale } from '../routing/route-table';
import { BRAND_NAME } from '../config/brand';
import {
  INVENTORY_COLUMN_LABELS,
  INVENTORY_COLUMNS,
  INVENTORY_EXAMPLES,
  INVENTORY_RISK_CLASSES,
  INVENTORY_RISK_HINT,
  PLAN_PHASES,
  POLICY_OUTLINE,
  type TemplateId,
} from './templates';

/** The day the templates' text was last revised: the files' created and modified dates. */
export const TEMPLATES_REVISED = '2026-11-26T00:00:00Z';

/** Rows the inventory's drop-down list covers under the header (the examples included). */
export const INVENTORY_ROWS = 200;

export type TemplateFormat = 'docx' | 'xlsx';

export interface TemplateFile {
  id: TemplateId;
  format: TemplateFormat;
  /** Where it is served, under the templates page: `/mallar/ai-policy-disposition.docx`. */
  path: string;
  bytes: Uint8Array;
}

const FILE_NAMES: Record<TemplateId, { format: TemplateFormat; name: Record<Locale, string> }> = {
  'ai-policy': { format: 'docx', name: { sv: 'ai-policy-disposition', en: 'ai-policy-outline' } },
  inventory: { format: 'xlsx', name: { sv: 'forteckning-ai-system', en: 'ai-system-inventory' } },
  plan: { format: 'docx', name: { sv: '30-60-90-plan', en: '30-60-90-plan' } },
};

type Catalog = Record<string, string>;

function text(catalog: Catalog, id: string): string {
  const message = catalog[id];
  if (message === undefined) throw new Error(`template files: the catalog has no message ${id}`);
  return message;
}

// The title is the document's Heading 1 and each part a Heading 2 (not Word's Title style): a
// screen reader lists and jumps between headings, and the Title style is no heading to it.

/**
 * docx writes the time of packing into docProps/core.xml; this one has the title and the
 * author, and the revision day as its dates, so the same text always makes the same file.
 */
function coreProperties(title: string): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `<dc:title>${escape(title)}</dc:title>`,
    `<dc:creator>${escape(BRAND_NAME)}</dc:creator>`,
    `<dcterms:created xsi:type="dcterms:W3CDTF">${TEMPLATES_REVISED}</dcterms:created>`,
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${TEMPLATES_REVISED}</dcterms:modified>`,
    '</cp:coreProperties>',
  ].join('');
}

async function wordFile(title: string, children: (Paragraph | Table)[]): Promise<Uint8Array> {
  const document = new Document({
    creator: BRAND_NAME,
    title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children }],
  });
  const buffer = await Packer.toBuffer(document, false, [{ path: 'docProps/core.xml', data: coreProperties(title) }]);
  return new Uint8Array(buffer);
}

/** Empty lines to write on under a heading. */
function writingLines(count: number): Paragraph[] {
  return Array.from({ length: count }, () => new Paragraph({ text: '' }));
}

function policyDocument(catalog: Catalog): Promise<Uint8Array> {
  const title = text(catalog, 'templates.policy.title');
  return wordFile(title, [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ text: text(catalog, 'templates.policy.lead') }),
    ...POLICY_OUTLINE.flatMap((section, index) => [
      new Paragraph({ text: `${index + 1}. ${text(catalog, section.title)}`, heading: HeadingLevel.HEADING_2 }),
      new Paragraph({ children: [new TextRun({ text: text(catalog, section.text), italics: true })] }),
      ...writingLines(2),
    ]),
  ]);
}

const CELL_BORDER = { style: BorderStyle.SINGLE, size: 4, color: '8A96A3' };
const CELL_BORDERS = { top: CELL_BORDER, bottom: CELL_BORDER, left: CELL_BORDER, right: CELL_BORDER };

function cell(content: string, { header = false, width }: { header?: boolean; width: number }): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    borders: CELL_BORDERS,
    children: [new Paragraph({ children: [new TextRun({ text: content, bold: header })] })],
  });
}

function planDocument(catalog: Catalog): Promise<Uint8Array> {
  const title = text(catalog, 'templates.plan.title');
  const widths = [60, 20, 20];
  const header = ['templates.plan.col.task', 'templates.plan.col.owner', 'templates.plan.col.due'].map((id, index) =>
    cell(text(catalog, id), { header: true, width: widths[index] }),
  );
  return wordFile(title, [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ text: text(catalog, 'templates.plan.lead') }),
    ...PLAN_PHASES.flatMap((phase) => [
      new Paragraph({ text: text(catalog, phase.title), heading: HeadingLevel.HEADING_2 }),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ tableHeader: true, children: header }),
          ...phase.tasks.map(
            (task) =>
              new TableRow({
                children: [
                  cell(text(catalog, task), { width: widths[0] }),
                  cell('', { width: widths[1] }),
                  cell('', { width: widths[2] }),
                ],
              }),
          ),
        ],
      }),
      new Paragraph({ text: '', alignment: AlignmentType.LEFT }),
    ]),
  ]);
}

async function inventoryWorkbook(catalog: Catalog): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = BRAND_NAME;
  workbook.title = text(catalog, 'templates.inventory.title');
  workbook.created = new Date(TEMPLATES_REVISED);
  workbook.modified = new Date(TEMPLATES_REVISED);
  const sheet = workbook.addWorksheet(text(catalog, 'templates.nav.inventory'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = INVENTORY_COLUMNS.map((column) => ({
    header: text(catalog, INVENTORY_COLUMN_LABELS[column]),
    key: column,
    width: column === 'actions' || column === 'reason' ? 40 : 24,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of INVENTORY_EXAMPLES) sheet.addRow(example.cells.map((id) => text(catalog, id)));
  for (const row of sheet.getRows(2, INVENTORY_EXAMPLES.length) ?? [])
    row.alignment = { wrapText: true, vertical: 'top' };

  const riskColumn = sheet.getColumn('risk').letter;
  const classes = INVENTORY_RISK_CLASSES.map((id) => text(catalog, id));
  const hint = text(catalog, INVENTORY_RISK_HINT);
  const validation: ExcelJS.DataValidation = {
    type: 'list',
    allowBlank: true,
    // A list written into the rule: the four names, comma-separated and quoted.
    formulae: [`"${classes.join(',')}"`],
    showInputMessage: true,
    promptTitle: text(catalog, INVENTORY_COLUMN_LABELS.risk),
    prompt: hint,
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: text(catalog, INVENTORY_COLUMN_LABELS.risk),
    error: hint,
  };
  // Set per cell; exceljs writes the column's cells as one range (`F2:F201`).
  for (let row = 2; row <= INVENTORY_ROWS + 1; row += 1)
    sheet.getCell(`${riskColumn}${row}`).dataValidation = validation;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const BUILDERS: Record<TemplateId, (catalog: Catalog) => Promise<Uint8Array>> = {
  'ai-policy': policyDocument,
  inventory: inventoryWorkbook,
  plan: planDocument,
};

/** A language's three files, in the page's order. */
export async function templateFiles(locale: Locale, catalog: Catalog): Promise<TemplateFile[]> {
  const ids = Object.keys(BUILDERS) as TemplateId[];
  return Promise.all(
    ids.map(async (id) => ({
      id,
      format: FILE_NAMES[id].format,
      path: `${pathFor('templates', locale)}/${FILE_NAMES[id].name[locale]}.${FILE_NAMES[id].format}`,
      bytes: await BUILDERS[id](catalog),
    })),
  );
}

/** A file's size as its link states it: whole kilobytes, at least 1 ("12 kB"). */
export function fileSizeLabel(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
