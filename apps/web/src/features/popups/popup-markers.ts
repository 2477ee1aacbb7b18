/**
 * The brief's popup markers in local storage: `pop_{id}` = when the member chose "hide for 24
 * hours" (the period comes from the server as `hideHours`), `pop2_{id}` = closed for this visit.
 * Every `pop2_` marker is cleared each time the popups are fetched, so "close" lasts one visit.
 */
export const hideMarker = (id: number) => `pop_${id}`;
export const closeMarker = (id: number) => `pop2_${id}`;

const HOUR_MS = 3_600_000;

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Removes every `pop2_` marker; called before each popup fetch is used. */
export function clearCloseMarkers(storage: MarkerStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith('pop2_')) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/** Whether a popup stays hidden now: hidden less than `hideHours` ago, or closed this visit. */
export function isPopupHidden(storage: MarkerStorage, id: number, hideHours: number, now: number): boolean {
  if (storage.getItem(closeMarker(id)) !== null) return true;
  const raw = storage.getItem(hideMarker(id));
  if (raw === null) return false;
  const hiddenAt = Number(raw);
  if (Number.isFinite(hiddenAt) && now - hiddenAt < hideHours * HOUR_MS) return true;
  // Expired or unreadable: forget it, so storage does not fill with old markers.
  storage.removeItem(hideMarker(id));
  return false;
}

export function hidePopup(storage: MarkerStorage, id: number, now: number): void {
  storage.setItem(hideMarker(id), String(now));
}

export function closePopup(storage: MarkerStorage, id: number, now: number): void {
  storage.setItem(closeMarker(id), String(now));
}
