/** Whether the queue's alarm rings, kept per browser: a shared desk decides once. */
const KEY = 'haneul.backoffice.queueAlarm';

export function readQueueAlarm(storage: Storage = globalThis.localStorage): boolean {
  return storage.getItem(KEY) !== 'off';
}

export function writeQueueAlarm(on: boolean, storage: Storage = globalThis.localStorage): void {
  storage.setItem(KEY, on ? 'on' : 'off');
}
