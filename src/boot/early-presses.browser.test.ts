/**
 * The early-press recorder (early-presses.browser.ts) in a document: a press on a disclosure
 * button before hydration is kept and shown as taken, and carried out once the document is
 * marked hydrated. In a real browser, with the page's scripts held back: e2e/early-press.spec.ts.
 */
import { HYDRATED_ATTRIBUTE, markHydrated } from './hydrated-mark';
import { recordEarlyPresses } from './early-presses.browser';

/** A disclosure button as React Aria renders it, with what the hydrated page would do on a click. */
function disclosureButton(name: string) {
  const button = document.createElement('button');
  button.textContent = name;
  button.setAttribute('aria-expanded', 'false');
  const pressed = vi.fn();
  button.addEventListener('click', pressed);
  document.body.append(button);
  return { button, pressed };
}

/** Marks the document hydrated and lets the recorder's observer run. */
async function hydrate() {
  markHydrated(document.documentElement);
  await vi.waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
  // The observer runs in a microtask after the mark; one more turn lets it finish its work.
  await new Promise((resolve) => setTimeout(resolve));
}

beforeEach(() => recordEarlyPresses());

afterEach(async () => {
  // Every test ends hydrated, so its recorder has let go of the page.
  await hydrate();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('a press before hydration', () => {
  it('is shown as taken, kept from the page, and carried out once hydrated', async () => {
    const menu = disclosureButton('Öppna menyn');
    menu.button.click();
    expect(menu.button).toHaveAttribute('aria-busy', 'true');
    expect(menu.pressed).not.toHaveBeenCalled();

    await hydrate();
    expect(menu.pressed).toHaveBeenCalledTimes(1);
    expect(menu.button).not.toHaveAttribute('aria-busy');
  });

  it('is taken back by a second press on the same button', async () => {
    const menu = disclosureButton('Öppna menyn');
    menu.button.click();
    menu.button.click();
    expect(menu.button).not.toHaveAttribute('aria-busy');
    await hydrate();
    expect(menu.pressed).not.toHaveBeenCalled();
  });

  it('is replaced by a press on another button, as a second click closes the first dropdown', async () => {
    const services = disclosureButton('Tjänster');
    const about = disclosureButton('Om oss');
    services.button.click();
    about.button.click();
    expect(services.button).not.toHaveAttribute('aria-busy');
    expect(about.button).toHaveAttribute('aria-busy', 'true');
    await hydrate();
    expect(services.pressed).not.toHaveBeenCalled();
    expect(about.pressed).toHaveBeenCalledTimes(1);
  });

  it('on anything but a disclosure button reaches the page as it is', () => {
    const plain = document.createElement('button');
    const pressed = vi.fn();
    plain.addEventListener('click', pressed);
    document.body.append(plain);
    plain.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(plain).not.toHaveAttribute('aria-busy');
  });
});

describe('a press after hydration', () => {
  it('reaches the page at once, once', async () => {
    const menu = disclosureButton('Öppna menyn');
    await hydrate();
    menu.button.click();
    expect(menu.pressed).toHaveBeenCalledTimes(1);
    expect(menu.button).not.toHaveAttribute('aria-busy');
  });

  it('reaches the page when it comes in the task that marked the document, before the recorder lets go', () => {
    const menu = disclosureButton('Öppna menyn');
    markHydrated(document.documentElement);
    menu.button.click();
    expect(menu.pressed).toHaveBeenCalledTimes(1);
    expect(menu.button).not.toHaveAttribute('aria-busy');
  });
});
