import { createInterestListStore, EMPTY, INTEREST_LIST_KEYS } from './interest-list-store';

const KEY = 'cwSelectedModules';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('interest list store', () => {
  it('starts from storage and keeps the order of adding', () => {
    const storage = memoryStorage({ [KEY]: '["ai-policy","roller-kompetens"]' });
    const store = createInterestListStore(KEY, () => storage);
    expect(store.getSnapshot()).toEqual(['ai-policy', 'roller-kompetens']);
    expect(store.add('workshops-labbar')).toBe(true);
    expect(store.getSnapshot()).toEqual(['ai-policy', 'roller-kompetens', 'workshops-labbar']);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual(['ai-policy', 'roller-kompetens', 'workshops-labbar']);
  });

  it('does nothing when a slug is added twice', () => {
    const storage = memoryStorage();
    const store = createInterestListStore(KEY, () => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.add('ai-policy');
    const before = store.getSnapshot();
    expect(store.add('ai-policy')).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes one slug and clears all, writing each change', () => {
    const storage = memoryStorage();
    const store = createInterestListStore(KEY, () => storage);
    store.add('a');
    store.add('b');
    store.add('c');
    store.remove('b');
    expect(store.getSnapshot()).toEqual(['a', 'c']);
    expect(storage.getItem(KEY)).toBe('["a","c"]');
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.getItem(KEY)).toBe('[]');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', '{"slug":"ai-policy"}'],
    ['an array of numbers', '[1,2]'],
  ])('starts empty and logs when storage holds %s', (_case, raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createInterestListStore(KEY, () => memoryStorage({ [KEY]: raw }));
    expect(store.getSnapshot()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading stored modules:', expect.anything());
    error.mockRestore();
  });

  it('reads an empty stored list as the very list a page renders before hydration, so nothing renders again', () => {
    expect(createInterestListStore(KEY, () => memoryStorage({ [KEY]: '[]' })).getSnapshot()).toBe(EMPTY);
  });

  it('drops duplicates found in storage', () => {
    const store = createInterestListStore(KEY, () => memoryStorage({ [KEY]: '["a","b","a"]' }));
    expect(store.getSnapshot()).toEqual(['a', 'b']);
  });

  it('keeps working for the session when storage refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createInterestListStore(KEY, () => storage);
    expect(store.add('ai-policy')).toBe(true);
    expect(store.getSnapshot()).toEqual(['ai-policy']);
    store.remove('ai-policy');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('works without any storage at all', () => {
    const store = createInterestListStore(KEY, () => undefined);
    store.add('ai-policy');
    expect(store.getSnapshot()).toEqual(['ai-policy']);
  });

  it('starts empty without a word in the console when nothing is stored, or there is no storage', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createInterestListStore(KEY, () => memoryStorage()).getSnapshot()).toEqual([]);
    expect(createInterestListStore(KEY, () => undefined).getSnapshot()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('follows changes made in another tab', () => {
    const storage = memoryStorage();
    const store = createInterestListStore(KEY, () => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem(KEY, '["ledarskap-beslut"]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.getSnapshot()).toEqual(['ledarskap-beslut']);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps the Swedish list under the spec’s key and the English one apart', () => {
    expect(INTEREST_LIST_KEYS).toEqual({ sv: 'cwSelectedModules', en: 'cwSelectedModulesEn' });
  });

  it.each([
    ['an object', '{"slug":"ai-policy"}'],
    ['a list with a number in it', '["ai-policy", 3]'],
    ['a list that is only numbers', '[1, 2]'],
    ['text that is not JSON', 'ai-policy'],
  ])('starts empty, and says why in the console, when storage holds %s', (_case, raw) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createInterestListStore(KEY, () => memoryStorage({ [KEY]: raw }));
    expect(store.getSnapshot()).toEqual([]);
    expect(errors).toHaveBeenCalledWith('Error loading stored modules:', expect.any(Error));
    errors.mockRestore();
  });

  it('names the unreadable value, cut to 100 characters, in the error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    createInterestListStore(KEY, () => memoryStorage({ [KEY]: `{"x":"${'y'.repeat(200)}"}` }));
    const message = (errors.mock.calls[0][1] as Error).message;
    expect(message).toBe(`expected a JSON array of slugs, got {"x":"${'y'.repeat(94)}`);
    errors.mockRestore();
  });

  it('starts empty when storage cannot be read at all', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createInterestListStore(KEY, () => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(store.getSnapshot()).toEqual([]);
    errors.mockRestore();
  });

  it('tells every listener of each change, and none after it unsubscribed', () => {
    const store = createInterestListStore(KEY, () => memoryStorage());
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    store.add('ai-policy');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    stopFirst();
    store.remove('ai-policy');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
  });

  it('tells nobody when a slug that is not on the list is removed', () => {
    const store = createInterestListStore(KEY, () => memoryStorage({ [KEY]: '["ai-policy"]' }));
    const listener = vi.fn();
    store.subscribe(listener);
    store.remove('workshops-labbar');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual(['ai-policy']);
  });

  it('reloads when another tab clears all of storage, and stops following other tabs once nobody listens', () => {
    const storage = memoryStorage({ [KEY]: '["ai-policy"]' });
    const store = createInterestListStore(KEY, () => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    storage.setItem(KEY, '["ledarskap-beslut"]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    // Nobody listens: the store did not reload (a listener that subscribes now reads it again).
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps following other tabs while a second listener remains', () => {
    const storage = memoryStorage();
    const store = createInterestListStore(KEY, () => storage);
    const stopFirst = store.subscribe(vi.fn());
    const second = vi.fn();
    store.subscribe(second);
    stopFirst();
    storage.setItem(KEY, '["ai-policy"]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(['ai-policy']);
  });
});
