/**
 * The templates page (/mallar, /en/templates): the three templates the AI Act article
 * promises, as message ids. The page renders them; the catalogs hold the words.
 */
import type { MessageId } from '../i18n/messages';

export type TemplateId = 'ai-policy' | 'inventory' | 'plan';

/** The AI policy outline: one heading and its guiding question per section. */
const POLICY_SECTIONS = [
  'purpose',
  'definitions',
  'roles',
  'tools',
  'data',
  'review',
  'transparency',
  'literacy',
  'highRisk',
  'incidents',
  'followUp',
] as const;

export const POLICY_OUTLINE = POLICY_SECTIONS.map((id) => ({
  id,
  title: `templates.policy.${id}.title`,
  text: `templates.policy.${id}.text`,
})) satisfies readonly { id: string; title: MessageId; text: MessageId }[];

/** The inventory's columns, in order; the first names the row. */
export const INVENTORY_COLUMNS = [
  'system',
  'supplier',
  'owner',
  'use',
  'affected',
  'risk',
  'reason',
  'actions',
  'review',
] as const;

export type InventoryColumn = (typeof INVENTORY_COLUMNS)[number];

export const INVENTORY_COLUMN_LABELS = Object.fromEntries(
  INVENTORY_COLUMNS.map((column) => [column, `templates.inventory.col.${column}`]),
) as Record<InventoryColumn, MessageId>;

/** Two worked examples: one high-risk use, one minimal-risk use. */
export const INVENTORY_EXAMPLES = (['ranking', 'ads'] as const).map((id) => ({
  id,
  cells: INVENTORY_COLUMNS.map((column) => `templates.inventory.${id}.${column}` as const),
})) satisfies readonly { id: string; cells: readonly MessageId[] }[];

/** Blank rows printed under the examples, to fill in by hand. */
export const INVENTORY_BLANK_ROWS = 6;

const phase = <N extends 1 | 2 | 3>(n: N) =>
  ({
    id: `phase${n}`,
    title: `templates.plan.phase${n}.title`,
    tasks: ([1, 2, 3, 4] as const).map((task) => `templates.plan.phase${n}.task${task}` as const),
  }) as const;

export const PLAN_PHASES = [phase(1), phase(2), phase(3)] satisfies readonly {
  id: string;
  title: MessageId;
  tasks: readonly MessageId[];
}[];

/** What the inventory file says when its risk column's list opens or refuses a value. */
export const INVENTORY_RISK_HINT = 'templates.inventory.riskHint' satisfies MessageId;

/** The AI Act's four risk classes: the inventory file's drop-down list in its risk column. */
export const INVENTORY_RISK_CLASSES = (['unacceptable', 'high', 'limited', 'minimal'] as const).map(
  (id) => `templates.inventory.risk.${id}` as const,
) satisfies readonly MessageId[];
