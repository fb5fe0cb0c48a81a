/**
 * Team Pulse with personal links, by keyboard only: a lead lists five addresses; the site queues
 * five personal mails (this web server has no SMTP, so they wait in the outbox, where the test
 * reads them as the members' mailboxes would); the lead's page never holds a personal link or
 * the share token, in its DOM or in any response it received; five members answer, each link
 * once; the lead's page says "5 av 5". (Delivery, and the addresses' deletion after it, are
 * tested against a real SMTP sink in server/team-pulse/team-pulse-personal.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { openDatabase } from '../server/db/database';
import { E2E_DATABASE_URL } from '../playwright.config';
import { CATALOGS, gotoHydrated, tabTo } from './support/pages';

const sv = CATALOGS.sv;
const PERSONAL_LINK = /\/teampuls\/svara#([\w-]{43})\.([\w-]{43})/;

/** One member, in a browser of their own, rates every statement 3 by keyboard and sends. */
async function answer(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, path);
  await expect(page.getByText(/^Du är en av 5 inbjudna/)).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) {
    await tabTo(page, group.getByRole('radio').first(), { max: 30 });
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
  }
  await tabTo(page, page.getByRole('button', { name: sv['teamPulse.answer.send'] }), { max: 8 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: sv['teamPulse.thanks.title'] })).toBeFocused();
  await context.close();
}

test('a lead invites five addresses; five members answer through their own links, each once; the lead never sees a link', async ({
  page,
  browser,
}) => {
  test.slow();
  const received: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/functions/')) received.push(await response.text().catch(() => ''));
  });
  const tag = randomUUID().slice(0, 8);
  const lead = `lead-${tag}@exempel.se`;
  const members = ['ada', 'bo', 'cy', 'di'].map((name) => `${name}-${tag}@exempel.se`).concat(lead);

  await gotoHydrated(page, '/teampuls');
  await tabTo(page, page.getByRole('textbox', { name: sv['teamPulse.start.email'] }), { max: 60 });
  await page.keyboard.type(lead);
  // The kind of link: the arrow moves from "one link" to "personal links".
  await tabTo(page, page.getByRole('radio', { name: sv['teamPulse.start.linkKind.shared'] }), { max: 8 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: sv['teamPulse.start.linkKind.personal'] })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: sv['teamPulse.start.members'] }), { max: 3 });
  await page.keyboard.type(members.join('\n'));
  await tabTo(page, page.getByRole('button', { name: sv['teamPulse.start.submit'] }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: sv['teamPulse.created.title'] })).toBeFocused();
  await expect(page.getByText(/^Inbjudningar skickas till 5 personer\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: sv['teamPulse.link.share'] })).toHaveCount(0);
  const results = await page.getByRole('textbox', { name: sv['teamPulse.link.results'] }).inputValue();

  // The members' mailboxes: one pending mail each, with a link of its own.
  const db = openDatabase(E2E_DATABASE_URL);
  let links: string[];
  try {
    const mails = await db
      .selectFrom('outbox')
      .select(['to_address', 'body'])
      .where('kind', '=', 'team-survey-invite')
      .where('to_address', 'in', members)
      .execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([...members].sort());
    links = mails.map((mail) => PERSONAL_LINK.exec(mail.body)![0]);
  } finally {
    await db.destroy();
  }
  const secrets = links.flatMap((link) => PERSONAL_LINK.exec(link)!.slice(1));
  expect(new Set(secrets).size).toBe(6); // one share token, five codes

  // The lead's page never held any of them: not in its DOM, not in a response.
  const dom = await page.content();
  for (const secret of secrets) {
    expect(dom).not.toContain(secret);
    expect(received.join('\n')).not.toContain(secret);
  }

  for (const link of links) await answer(browser, link);

  // Each link works once: opened again, it says so kindly.
  const again = await browser.newPage();
  await gotoHydrated(again, links[0]);
  await expect(again.getByRole('heading', { name: sv['teamPulse.problem.used.title'] })).toBeFocused();
  await again.close();

  await gotoHydrated(page, new URL(results).pathname + new URL(results).hash);
  await expect(page.getByText('5 av 5 inbjudna har svarat')).toBeVisible();
  const domAfter = await page.content();
  for (const secret of secrets) {
    expect(domAfter).not.toContain(secret);
    expect(received.join('\n')).not.toContain(secret);
  }
});
