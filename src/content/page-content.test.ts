/**
 * The smaller content modules as their pages show them: the 7C model's order, the AI literacy
 * page's ways in, the sensemaking cards and the three templates' structure.
 */
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { AI_LITERACY_PATHS } from './ai-literacy';
import { SENSEMAKING_USES } from './sensemaking';
import { SEVEN_C_ITEMS, SEVEN_C_SENSEMAKING, SEVEN_C_THREADS } from './seven-c';
import {
  INVENTORY_COLUMN_LABELS,
  INVENTORY_COLUMNS,
  INVENTORY_EXAMPLES,
  PLAN_PHASES,
  POLICY_OUTLINE,
} from './templates';

const EN = en as Record<string, string>;
const SV = sv as Record<string, string>;

describe('the 7C model', () => {
  it('has its seven steps in the model’s order, each named with a C in both languages', () => {
    expect(SEVEN_C_ITEMS.map((item) => EN[item.title])).toEqual([
      'Context',
      'Clarity',
      'Commitment',
      'Capability',
      'Co-creation',
      'Change-in-action',
      'Continuity',
    ]);
    for (const item of SEVEN_C_ITEMS) expect(SV[item.title]).toMatch(/^C/);
  });

  it('gives every step a shorter text for small screens than its full description', () => {
    const longer = SEVEN_C_ITEMS.filter((item) => EN[item.mobileDescription].length >= EN[item.description].length);
    expect(longer.map((item) => item.id)).toEqual([]);
  });

  it('runs two threads through the model: communication and culture', () => {
    expect(SEVEN_C_THREADS.map((thread) => thread.id)).toEqual(['communication', 'culture']);
  });

  it('names the same three uses of sensemaking on the 7C page as on the sensemaking page', () => {
    expect(SEVEN_C_SENSEMAKING.map((use) => [use.id, EN[use.title]])).toEqual(
      SENSEMAKING_USES.map((use) => [use.id, EN[use.title]]),
    );
  });
});

describe('the AI literacy page', () => {
  it('offers four ways in, each card leading to its package or to the modules', () => {
    expect(AI_LITERACY_PATHS.map((path) => [path.id, path.screen])).toEqual([
      ['you', 'clarityForYou'],
      ['teams', 'clarityForTeams'],
      ['strategic', 'strategicClarity'],
      ['modules', 'modules'],
    ]);
  });
});

describe('the templates', () => {
  it('outlines an AI policy in eleven sections, from purpose to follow-up', () => {
    expect(POLICY_OUTLINE).toHaveLength(11);
    expect(POLICY_OUTLINE[0].id).toBe('purpose');
    expect(POLICY_OUTLINE.at(-1)?.id).toBe('followUp');
  });

  it('heads the inventory with a label per column, the system first since it names the row', () => {
    expect(Object.keys(INVENTORY_COLUMN_LABELS)).toEqual([...INVENTORY_COLUMNS]);
    expect(INVENTORY_COLUMNS[0]).toBe('system');
    for (const column of INVENTORY_COLUMNS) {
      expect(INVENTORY_COLUMN_LABELS[column]).toBe(`templates.inventory.col.${column}`);
    }
  });

  it('fills each worked example with one cell per column, in column order: one high-risk, one minimal-risk use', () => {
    for (const example of INVENTORY_EXAMPLES) {
      expect(example.cells).toEqual(INVENTORY_COLUMNS.map((column) => `templates.inventory.${example.id}.${column}`));
    }
    const risk = INVENTORY_COLUMNS.indexOf('risk');
    expect(INVENTORY_EXAMPLES.map((example) => EN[example.cells[risk]])).toEqual(['High risk', 'Minimal risk']);
  });

  it('plans 90 days in three phases of four tasks', () => {
    expect(PLAN_PHASES.map((phase) => [phase.id, phase.tasks.length])).toEqual([
      ['phase1', 4],
      ['phase2', 4],
      ['phase3', 4],
    ]);
    expect(PLAN_PHASES.map((phase) => EN[phase.title].split(':')[0])).toEqual([
      'Days 0–30',
      'Days 31–60',
      'Days 61–90',
    ]);
  });
});
