/**
 * A member who opens the share link again is reminded that this browser has answered before.
 * The reminder lives in local storage, keeps only a short prefix of each token and survives
 * storage that is blocked, full or garbled without ever stopping an answer.
 */
import { hasAnswered, rememberAnswered } from './answered-before';

const KEY = 'clarity.teamPulse.answered';
const token = (n: number) => `${String(n).padStart(12, '0')}${'x'.repeat(31)}`;

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('answered before', () => {
  it('is false for a survey this browser has not answered, true once it has', () => {
    expect(hasAnswered(token(1))).toBe(false);
    rememberAnswered(token(1));
    expect(hasAnswered(token(1))).toBe(true);
    expect(hasAnswered(token(2))).toBe(false);
  });

  it('keeps only the first 12 characters of a token, too few to open the survey', () => {
    rememberAnswered(token(7));
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(['000000000007']);
    expect(window.localStorage.getItem(KEY)).not.toContain('x');
  });

  it('remembers a survey once however often it is answered, and the 20 latest surveys', () => {
    for (let n = 1; n <= 25; n += 1) rememberAnswered(token(n));
    rememberAnswered(token(25));
    const kept = JSON.parse(window.localStorage.getItem(KEY)!) as string[];
    expect(kept).toHaveLength(20);
    expect(new Set(kept).size).toBe(20);
    expect(hasAnswered(token(5))).toBe(false);
    expect(hasAnswered(token(6))).toBe(true);
    expect(hasAnswered(token(25))).toBe(true);
  });

  it('moves a survey answered again to the newest place, so it is the last to be forgotten', () => {
    for (let n = 1; n <= 20; n += 1) rememberAnswered(token(n));
    rememberAnswered(token(1));
    rememberAnswered(token(21));
    expect(hasAnswered(token(1))).toBe(true);
    expect(hasAnswered(token(2))).toBe(false);
  });

  it('reads garbled or foreign storage as nothing remembered, keeping only the strings of a list', () => {
    window.localStorage.setItem(KEY, '{not json');
    expect(hasAnswered(token(1))).toBe(false);
    window.localStorage.setItem(KEY, JSON.stringify({ '000000000001': true }));
    expect(hasAnswered(token(1))).toBe(false);
    window.localStorage.setItem(KEY, JSON.stringify([1, null, '000000000001']));
    expect(hasAnswered(token(1))).toBe(true);
  });

  it('drops whatever is not a survey from a garbled list when it next remembers one', () => {
    window.localStorage.setItem(KEY, JSON.stringify([1, null, { id: 'x' }, '000000000001']));
    rememberAnswered(token(2));
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(['000000000001', '000000000002']);
  });

  it('starts a fresh list over storage that is not JSON or not a list', () => {
    window.localStorage.setItem(KEY, '{not json');
    rememberAnswered(token(3));
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(['000000000003']);
    window.localStorage.setItem(KEY, JSON.stringify({ '000000000001': true }));
    rememberAnswered(token(4));
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(['000000000004']);
  });

  it('is still remembered after a reload, since it lives in storage and not in the page', async () => {
    rememberAnswered(token(8));
    vi.resetModules();
    const reloaded = await import('./answered-before');
    expect(reloaded.hasAnswered(token(8))).toBe(true);
  });

  it('neither throws nor remembers when storage is blocked or full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberAnswered(token(1))).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(hasAnswered(token(1))).toBe(false);
  });
});
