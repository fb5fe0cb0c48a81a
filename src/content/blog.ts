/** The article 'EU:s AI-förordning – klarhet före komplexitet' (both languages) as structured content. */
import type { ScreenId } from '../app/route-table';
import type { MessageId } from '../i18n/messages';

export const BLOG_ARTICLE = {
  dateISO: '2025-09-24',
  /** When the text was last checked against the AI Act's timetable; shown as 'Uppdaterad'. */
  updatedISO: '2026-11-23',
  minutesRead: 8,
} as const;

/** The article's sections in the sticky anchor nav, in page order (ids from the route table). */
export const BLOG_ANCHORS: readonly { id: string; label: MessageId }[] = [
  { id: 'hero', label: 'blog.nav.hero' },
  { id: 'introduction', label: 'blog.nav.introduction' },
  { id: 'focus-areas', label: 'blog.nav.focusAreas' },
  { id: 'scenarios', label: 'blog.nav.scenarios' },
  { id: 'timeline', label: 'blog.nav.timeline' },
  { id: 'services', label: 'blog.nav.services' },
];

export const BLOG_RISK_LEVELS: readonly MessageId[] = [
  'blog.intro.risks.unacceptable',
  'blog.intro.risks.high',
  'blog.intro.risks.limited',
  'blog.intro.risks.minimal',
];

export const BLOG_KEY_DATES = [
  { dateISO: '2024-08-01', text: 'blog.intro.dates.2024-08-01' },
  { dateISO: '2025-02-02', text: 'blog.intro.dates.2025-02-02' },
  { dateISO: '2025-08-02', text: 'blog.intro.dates.2025-08-02' },
  { dateISO: '2026-08-02', text: 'blog.intro.dates.2026-08-02' },
  { dateISO: '2027-08-02', text: 'blog.intro.dates.2027-08-02' },
] as const satisfies readonly { dateISO: string; text: MessageId }[];

/** A focus step (SPEC section 3): id, title, description, concrete-steps text. */
const focus = <Id extends string>(id: Id) =>
  ({
    id,
    title: `blog.focus.${id}.title`,
    description: `blog.focus.${id}.description`,
    steps: `blog.focus.${id}.steps`,
  }) as const;

export const BLOG_FOCUS_STEPS = [
  focus('inventory'),
  focus('classify'),
  focus('literacy'),
  focus('governance'),
  focus('oversight'),
  focus('people'),
] as const satisfies readonly { id: string; title: MessageId; description: MessageId; steps: MessageId }[];

export type RiskLevel = 'high' | 'medium' | 'limited';

const scenario = <Id extends string>(id: Id, level: RiskLevel) =>
  ({
    id,
    level,
    title: `blog.scenarios.${id}.title`,
    risk: `blog.scenarios.${id}.risk`,
    text: `blog.scenarios.${id}.text`,
    todo: [`blog.scenarios.${id}.do1`, `blog.scenarios.${id}.do2`, `blog.scenarios.${id}.do3`],
  }) as const;

export const BLOG_SCENARIOS = [
  scenario('recruitment', 'high'),
  scenario('learning', 'medium'),
  scenario('copilot', 'limited'),
] as const satisfies readonly {
  id: string;
  level: RiskLevel;
  title: MessageId;
  risk: MessageId;
  text: MessageId;
  todo: readonly MessageId[];
}[];

/** A roadmap phase (SPEC section 3): phase label, title, three tasks. */
const phase = <N extends 1 | 2 | 3>(n: N) =>
  ({
    id: `phase${n}`,
    label: `blog.roadmap.phase${n}.label`,
    title: `blog.roadmap.phase${n}.title`,
    tasks: [`blog.roadmap.phase${n}.task1`, `blog.roadmap.phase${n}.task2`, `blog.roadmap.phase${n}.task3`],
  }) as const;

export const BLOG_ROADMAP = [phase(1), phase(2), phase(3)] as const satisfies readonly {
  id: string;
  label: MessageId;
  title: MessageId;
  tasks: readonly MessageId[];
}[];

const mistake = <Id extends string>(id: Id) =>
  ({ id, mistake: `blog.mistakes.${id}.mistake`, solution: `blog.mistakes.${id}.solution` }) as const;

export const BLOG_MISTAKES = [
  mistake('developers'),
  mistake('wait'),
  mistake('vendor'),
  mistake('tech'),
] as const satisfies readonly {
  id: string;
  mistake: MessageId;
  solution: MessageId;
}[];

export const BLOG_SERVICES: readonly { id: string; screen: ScreenId; title: MessageId; text: MessageId }[] = [
  { id: 'teams', screen: 'clarityForTeams', title: 'blog.services.teams.title', text: 'blog.services.teams.text' },
  {
    id: 'strategic',
    screen: 'strategicClarity',
    title: 'blog.services.strategic.title',
    text: 'blog.services.strategic.text',
  },
  { id: 'you', screen: 'clarityForYou', title: 'blog.services.you.title', text: 'blog.services.you.text' },
  { id: 'pulse', screen: 'clarityScore', title: 'blog.services.pulse.title', text: 'blog.services.pulse.text' },
];
