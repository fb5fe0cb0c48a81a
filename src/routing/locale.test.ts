import { LOCALE_STORAGE_KEY, readStoredLocale, resolveLocale, storeLocale } from './locale';

describe('locale resolution', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('takes the language from the path prefix, whatever is stored', () => {
    expect(resolveLocale('/en/about', 'sv')).toBe('en');
    expect(resolveLocale('/en', null)).toBe('en');
    expect(resolveLocale('/om-oss', 'en')).toBe('sv');
    expect(resolveLocale('/', 'en')).toBe('sv');
  });

  it('uses the stored preference where the path says nothing, then Swedish', () => {
    expect(resolveLocale('/no-such-page', 'en')).toBe('en');
    expect(resolveLocale('/no-such-page', 'sv')).toBe('sv');
    expect(resolveLocale('/no-such-page', null)).toBe('sv');
    expect(resolveLocale('/no-such-page', 'de')).toBe('sv');
  });

  it('stores and reads the preference in local storage', () => {
    storeLocale('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(readStoredLocale()).toBe('en');
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStoredLocale()).toBeNull();
    expect(() => storeLocale('sv')).not.toThrow();
  });
});
