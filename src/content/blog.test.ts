/**
 * The AI Act article as a reader meets it: the anchor nav, the dates, the risk levels of the
 * scenarios and the service cards at its end, held to the route table, the teaser on the home
 * page and the words in the catalogs.
 */
import en from '../../i18n/en.json';
import { LOCALES, screenById } from '../app/route-table';
import {
  BLOG_ANCHORS,
  BLOG_ARTICLE,
  BLOG_FOCUS_STEPS,
  BLOG_KEY_DATES,
  BLOG_MISTAKES,
  BLOG_RISK_LEVELS,
  BLOG_ROADMAP,
  BLOG_SCENARIOS,
  BLOG_SERVICES,
  type RiskLevel,
} from './blog';
import { BLOG_POSTS } from './blog-posts';

const EN = en as Record<string, string>;

describe('the AI Act article', () => {
  it('offers in its anchor nav exactly the sections the route table lists, in page order', () => {
    for (const locale of LOCALES) {
      expect(BLOG_ANCHORS.map((anchor) => anchor.id)).toEqual(screenById('blog').anchors?.[locale]);
    }
    expect(BLOG_ANCHORS.map((anchor) => EN[anchor.label])).toEqual([
      'Overview',
      'The AI Act',
      'Focus areas',
      'HR scenarios',
      'Roadmap',
      'Our services',
    ]);
  });

  it('carries the date and reading time of the home page’s teaser that leads to it', () => {
    const teaser = BLOG_POSTS.filter((post) => post.href.screen === 'blog');
    expect(teaser).toHaveLength(1);
    expect(BLOG_ARTICLE.dateISO).toBe(teaser[0].dateISO);
    expect(BLOG_ARTICLE.minutesRead).toBe(teaser[0].minutesRead);
  });

  it('was checked against the timetable after it was published', () => {
    expect(BLOG_ARTICLE.updatedISO > BLOG_ARTICLE.dateISO).toBe(true);
  });

  it('lists the key dates in time order, each with the text written for that date', () => {
    const dates = BLOG_KEY_DATES.map((date) => date.dateISO);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe('2024-08-01'); // the Act entered into force
    for (const date of BLOG_KEY_DATES) expect(date.text).toBe(`blog.intro.dates.${date.dateISO}`);
  });

  it('names the four risk levels of the Act, from unacceptable to minimal', () => {
    expect(BLOG_RISK_LEVELS.map((id) => id.split('.').pop())).toEqual(['unacceptable', 'high', 'limited', 'minimal']);
  });

  it('marks each scenario with the risk level its text names', () => {
    const words: Record<RiskLevel, string> = { high: 'High risk', medium: 'Medium risk', limited: 'Limited risk' };
    expect(BLOG_SCENARIOS.map((scenario) => [scenario.id, scenario.level])).toEqual([
      ['recruitment', 'high'],
      ['learning', 'medium'],
      ['copilot', 'limited'],
    ]);
    for (const scenario of BLOG_SCENARIOS) expect(EN[scenario.risk]).toBe(words[scenario.level]);
  });

  it('has six focus steps, three scenarios with three to-dos, three roadmap phases of three tasks, four mistakes', () => {
    expect(BLOG_FOCUS_STEPS).toHaveLength(6);
    expect(BLOG_SCENARIOS.map((scenario) => scenario.todo.length)).toEqual([3, 3, 3]);
    expect(BLOG_ROADMAP.map((phase) => [phase.id, phase.tasks.length])).toEqual([
      ['phase1', 3],
      ['phase2', 3],
      ['phase3', 3],
    ]);
    expect(BLOG_MISTAKES).toHaveLength(4);
  });

  it('ends with a card per service, each leading to the page that carries the card’s name', () => {
    expect(BLOG_SERVICES.map((service) => service.screen)).toEqual([
      'clarityForTeams',
      'strategicClarity',
      'clarityForYou',
      'clarityScore',
    ]);
    for (const service of BLOG_SERVICES) {
      expect(EN[screenById(service.screen).title].startsWith(`${EN[service.title]} – `)).toBe(true);
    }
  });
});
