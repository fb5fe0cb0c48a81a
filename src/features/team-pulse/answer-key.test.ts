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

/** The module as a newly loaded page has it: nothing remembered but what storage holds. */
async function freshPage() {
  vi.resetModules();
  return (await import('./answer-key')).answerKeyFor;
}

const STORED = 'clarity.teamPulse.answerKeys';
const KEY_A = 'A'.repeat(43);

it('finds the key an earlier page stored, so a reloaded page answers with the same key', async () => {
  window.localStorage.setItem(STORED, JSON.stringify([['000000000005', KEY_A]]));
  expect((await freshPage())(share(5))).toBe(KEY_A);
});

it('makes a new key where the stored list is garbled, and keeps only the well-formed entries of other surveys', async () => {
  for (const garbled of ['{not json', '"a string"', '{"0":1}']) {
    window.localStorage.setItem(STORED, garbled);
    const key = (await freshPage())(share(6));
    expect(key).toMatch(TOKEN_SHAPE);
    expect(JSON.parse(window.localStorage.getItem(STORED)!)).toEqual([['000000000006', key]]);
  }
  const good: [string, string] = ['000000000007', KEY_A];
  window.localStorage.setItem(
    STORED,
    JSON.stringify([7, ['000000000006'], [6, KEY_A], ['000000000006', 7], ['000000000006', 'too-short'], good]),
  );
  const key = (await freshPage())(share(6));
  expect(key).toMatch(TOKEN_SHAPE);
  expect(JSON.parse(window.localStorage.getItem(STORED)!)).toEqual([good, ['000000000006', key]]);
});

it('remembers the last 20 surveys, dropping the oldest', async () => {
  const answerKeyForPage = await freshPage();
  for (let n = 1; n <= 21; n += 1) answerKeyForPage(share(n));
  const surveys = (JSON.parse(window.localStorage.getItem(STORED)!) as [string, string][]).map(([survey]) => survey);
  expect(surveys).toHaveLength(20);
  expect(surveys[0]).toBe('000000000002');
  expect(surveys.at(-1)).toBe('000000000021');
});

it('writes its 256 random bits in the characters a link and the server take: base64url without padding', async () => {
  // Bytes whose base64 is all "+" and "/", the two characters base64url replaces.
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    new Uint8Array(array.buffer).set(Array.from({ length: 32 }, (_, i) => [0xfb, 0xef, 0xbf][i % 3]));
    return array;
  });
  const key = (await freshPage())(share(8));
  expect(key).toMatch(TOKEN_SHAPE);
  expect(key.slice(0, 8)).toBe('---_---_');
});
