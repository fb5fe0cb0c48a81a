/** The insight pages: the 7C circle, the blog's anchor nav and reading progress, link cards. */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, tabTo } from './support/pages';

function descriptionOf(page: Page, button: ReturnType<Page['getByRole']>) {
  return button.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));
}

for (const width of [1280, 375]) {
  test.describe(`the 7C circle at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a keyboard user flips a badge with Enter, un-flips it, and flipping another un-flips the first', async ({
      page,
    }) => {
      await gotoHydrated(page, '/7c-modellen');
      const context = page.getByRole('button', { name: 'Context' });
      const clarity = page.getByRole('button', { name: '2 Clarity', exact: true });
      await tabTo(page, context);
      await expect(context).toHaveAttribute('aria-expanded', 'false');
      await expect(await descriptionOf(page, context)).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(context).toHaveAttribute('aria-expanded', 'true');
      const contextDescription = await descriptionOf(page, context);
      await expect(contextDescription).toBeVisible();
      await expect(contextDescription).toContainText(
        width < 768
          ? 'Förstå utgångsläget och varför förändringen behövs.'
          : 'Förstå utgångsläget: varför förändringen behövs',
      );

      await page.keyboard.press('Enter');
      await expect(context).toHaveAttribute('aria-expanded', 'false');
      await expect(contextDescription).toBeHidden();

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(clarity).toBeFocused();
      await expect(context).toHaveAttribute('aria-expanded', 'true'); // focus alone flips nothing
      await page.keyboard.press('Enter');
      await expect(clarity).toHaveAttribute('aria-expanded', 'true');
      await expect(context).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Escape');
      await expect(clarity).toHaveAttribute('aria-expanded', 'false');
      await expect(clarity).toBeFocused();
    });
  });
}

test.describe('the 7C circle with a mouse at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hover flips a badge, leaving un-flips it, and a click keeps it flipped', async ({ page }) => {
    await gotoHydrated(page, '/en/7c-model');
    const capability = page.getByRole('button', { name: 'Capability' });
    await capability.hover();
    await expect(capability).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 5);
    await expect(capability).toHaveAttribute('aria-expanded', 'false');
    await capability.click();
    await page.mouse.move(5, 5);
    await expect(capability).toHaveAttribute('aria-expanded', 'true');
    await expect(await descriptionOf(page, capability)).toContainText('Build the knowledge and skills needed');
  });

  test('under reduced motion the badge changes state without a flip animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/7c-modellen');
    const badge = page.getByRole('button', { name: 'Continuity' });
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(
      await badge.evaluate((el) =>
        getComputedStyle(el)
          .transitionDuration.split(',')
          .every((d) => d.trim() === '0s'),
      ),
    ).toBe(true);
  });
});

test.describe('the blog article', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each link of the table of contents moves focus to its section, clear of the sticky bars', async ({ page }) => {
    await gotoHydrated(page, '/blogg/ai-forordningen');
    const nav = page.getByRole('navigation', { name: 'Innehåll i artikeln' });
    for (const [name, id] of [
      ['Tre HR-scenarier', 'scenarios'],
      ['AI-förordningen i korthet', 'introduction'],
      ['Vägkarta för de första 90 dagarna', 'timeline'],
      ['Våra tjänster', 'services'],
    ] as const) {
      const link = nav.getByRole('link', { name });
      await tabTo(page, link, { backwards: true, max: 120 });
      await page.keyboard.press('Enter');
      const target = page.locator(`#${id}`);
      await expect(target).toBeFocused();
      await expect(link).toHaveAttribute('aria-current', 'location');
      // Once the smooth scroll settles, the section starts just below the anchor bar.
      await expect
        .poll(async () => {
          const bar = (await nav.boundingBox())!;
          const box = (await target.boundingBox())!;
          const gap = box.y - (bar.y + bar.height);
          return gap >= 0 && gap < 60;
        })
        .toBe(true);
    }
  });

  test('the reading-progress bar starts at 0 and reaches 100 at the bottom', async ({ page }) => {
    await gotoHydrated(page, '/blogg/ai-forordningen');
    const progress = page.locator('[data-reading-progress]');
    await expect(progress).toHaveAttribute('aria-hidden', 'true');
    await expect(progress).toHaveAttribute('data-reading-progress', '0');
    await page.keyboard.press('End');
    await expect(progress).toHaveAttribute('data-reading-progress', '100');
    await expect.poll(async () => (await progress.locator('div').boundingBox())?.width).toBeCloseTo(1280, 0);
  });

  test('the prerendered HTML is an article with its dates, its sections, a table and a call-out', async ({
    request,
  }) => {
    const html = await (await request.get('/blogg/ai-forordningen')).text();
    expect(html).toContain('<article');
    expect(html).toMatch(/<time dateTime="2025-09-24">24 september 2025<\/time>/i);
    expect(html).toMatch(/<time dateTime="2026-11-23">23 november 2026<\/time>/i);
    expect(html).toContain('<h2 id="scenarios" tabindex="-1">Tre <span class="nowrap">HR-scenarier</span></h2>');
    expect(html).toContain('<th>Datum</th>');
    expect(html).toContain('<div class="callout" role="note">');
  });

  test('the language switch leads to the English article, and back', async ({ page }) => {
    await gotoHydrated(page, '/blogg/ai-forordningen');
    await page.getByRole('link', { name: 'EN, English' }).first().click();
    await expect(page).toHaveURL(/\/en\/blog\/eu-ai-act$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The EU AI Act – clarity before complexity');
    await page.getByRole('link', { name: 'SV, Svenska' }).first().click();
    await expect(page).toHaveURL(/\/blogg\/ai-forordningen$/);
  });

  test('its old address, the blog, lists it with the other articles, newest first', async ({ page }) => {
    await gotoHydrated(page, '/blogg');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([
      '5 steg för att komma igång med AI i teamet',
      'Från stress till klarhet',
      'EU:s AI-förordning – klarhet före komplexitet',
    ]);
    await page.getByRole('link', { name: 'EU:s AI-förordning – klarhet före komplexitet' }).click();
    await expect(page).toHaveURL(/\/blogg\/ai-forordningen$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('every teaser on the home page leads to an article', async ({ page }) => {
    await gotoHydrated(page, '/en');
    const teaser = page.getByRole('region', { name: 'From the blog' });
    const links = teaser.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/en\/blog\/[a-z0-9-]+$/);
    }
  });

  for (const [path, written] of [
    ['/', /^\d{1,2} (januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}$/],
    ['/en', /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/],
  ] as const) {
    test(`the teasers on ${path} date each article as a reader writes it, the same before and after hydration`, async ({
      page,
      request,
    }) => {
      const days = (html: string) =>
        [...html.matchAll(/<time datetime="(\d{4}-\d{2}-\d{2})">([^<]*)<\/time>/gi)].map(([, iso, text]) => [
          iso,
          text,
        ]);
      const prerendered = days(await (await request.get(path)).text());
      expect(prerendered).toHaveLength(3);
      for (const [, text] of prerendered) expect(text).toMatch(written);

      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await gotoHydrated(page, path);
      const teaser = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: /bloggen|blog/ }) });
      const hydrated = await teaser
        .locator('time')
        .evaluateAll((times) => times.map((time) => [time.getAttribute('datetime'), time.textContent]));
      expect(hydrated).toEqual(prerendered);
      // A mismatch would make React report a recoverable error (#418) and render the page anew.
      expect(errors).toEqual([]);
    });
  }
});

test('the article’s booking link keeps its address and opens in a new tab; the templates link stays on the site', async ({
  page,
}) => {
  await gotoHydrated(page, '/blogg/ai-forordningen');
  const cta = page.getByRole('region', { name: 'Ta nästa steg' });
  await expect(cta.getByRole('link', { name: 'Boka introsamtal (öppnas i en ny flik)' })).toHaveAttribute(
    'href',
    'https://calendly.com/clarityworks/intro-30',
  );
  await cta.getByRole('link', { name: 'Hämta mallarna' }).click();
  await expect(page).toHaveURL(/\/mallar$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

for (const [locale, path] of [
  ['sv', '/mallar'],
  ['en', '/en/templates'],
] as const) {
  test(`${path} offers each template as a file that downloads, its link stating the file's type and size`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, path);
    const links = page.locator('a[download]');
    await expect(links).toHaveCount(3);
    const expected = [
      ['ai-policy', 'docx', 'Word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['inventory', 'xlsx', 'Excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['plan', 'docx', 'Word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const;
    for (const [id, extension, format, type] of expected) {
      const link = page.locator(`#${id} a[download]`);
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${path}/[a-z0-9-]+\\.${extension}$`));
      const file = await request.get(href);
      expect(file.status(), href).toBe(200);
      expect(file.headers()['content-type'], href).toContain(type);
      const size = `${Math.max(1, Math.round((await file.body()).length / 1000))} kB`;
      const word = locale === 'sv' ? 'Ladda ner' : 'Download';
      // The name says what, in what form and how large; the template's title keeps each link's name its own.
      await expect(link).toHaveAccessibleName(new RegExp(`^${word} \\(${format}, ${size}\\) ?: .+`));
    }
    // The browser saves the file rather than leaving the page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#inventory a[download]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('a link card follows its link from anywhere on the card', async ({ page }) => {
  await gotoHydrated(page, '/ai-literacy');
  // A click on the card's text, not on the link itself: the link's area covers the card.
  const paragraph = page.getByText('Fristående moduler på några timmar');
  await paragraph.scrollIntoViewIfNeeded();
  const text = (await paragraph.boundingBox())!;
  await page.mouse.click(text.x + 20, text.y + text.height / 2);
  await expect(page).toHaveURL(/\/moduler$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
