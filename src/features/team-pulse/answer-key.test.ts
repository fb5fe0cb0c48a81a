/**
 * A browser's answer key for a survey: the same on every answer to that survey (so the server
 * can refuse a second one), another for another survey, 256 random bits, and kept for the page
 * even where local storage is blocked.
 */
import { answerKeyFor } from './answer-key';
import { TOKEN_SHAPE } from '../../domain/team-pulse/team-survey';

// The rest of the token in a character no key can contain, to see that none of it is kept.
const share = (n: number) => `${String(n).padStart(12, '0')}${'ø'.repeat(31)}`;

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

it('gives one survey the same random key every time, and another survey another', () => {
  const first = answerKeyFor(share(1));
  expect(first).toMatch(TOKEN_SHAPE);
  expect(answerKeyFor(share(1))).toBe(first);
  expect(answerKeyFor(share(2))).not.toBe(first);
});

it('keeps the key in local storage with only the first 12 characters of the share token', () => {
  const key = answerKeyFor(share(3));
  const stored = window.localStorage.getItem('clarity.teamPulse.answerKeys')!;
  expect(JSON.parse(stored)).toEqual([['000000000003', key]]);
  expect(stored).not.toContain('ø');
});

it('keeps a key for the page when storage is blocked', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  const key = answerKeyFor(share(4));
  expect(answerKeyFor(share(4))).toBe(key);
});
