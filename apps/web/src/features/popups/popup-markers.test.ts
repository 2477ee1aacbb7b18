import { describe, expect, it } from 'vitest';
import { clearCloseMarkers, closePopup, hidePopup, isPopupHidden } from './popup-markers';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const HOUR = 3_600_000;

describe('popup markers', () => {
  it('hides for the given hours, then shows again and forgets the marker', () => {
    const storage = memoryStorage();
    hidePopup(storage, 7, 0);
    expect(storage.map.get('pop_7')).toBe('0');
    expect(isPopupHidden(storage, 7, 24, 24 * HOUR - 1)).toBe(true);
    expect(isPopupHidden(storage, 7, 24, 24 * HOUR)).toBe(false);
    expect(storage.map.has('pop_7')).toBe(false);
  });

  it('keeps a closed popup hidden until the next fetch clears every pop2_ marker', () => {
    const storage = memoryStorage();
    closePopup(storage, 3, 100);
    closePopup(storage, 4, 100);
    hidePopup(storage, 5, 100);
    expect(isPopupHidden(storage, 3, 24, 200)).toBe(true);
    clearCloseMarkers(storage);
    expect([...storage.map.keys()]).toEqual(['pop_5']);
    expect(isPopupHidden(storage, 3, 24, 200)).toBe(false);
  });

  it('treats an unreadable marker as expired', () => {
    const storage = memoryStorage();
    storage.setItem('pop_9', 'soon');
    expect(isPopupHidden(storage, 9, 24, 0)).toBe(false);
  });
});
