import { createInterestListStore } from './interest-list-store';

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
});
