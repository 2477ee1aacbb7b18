import { describe, expect, it } from 'vitest';
import { createLiveHub } from './live-hub';
import { parseStreamEvent } from './parse-stream-event';

describe('the stream as the page reads it', () => {
  it('takes an event the contract knows', () => {
    expect(parseStreamEvent('request', '{"request":"deposit","id":7,"status":"already"}')).toEqual({
      request: 'deposit',
      id: 7,
      status: 'already',
    });
  });

  it('drops what is not JSON or not the event it names', () => {
    expect(parseStreamEvent('balance', 'not json')).toBeNull();
    expect(parseStreamEvent('balance', '{"balance":-1,"rolling":0,"in_balance":0}')).toBeNull();
    expect(parseStreamEvent('counts', '{"noteCount":1}')).toBeNull();
  });

  it('hands each event to the listeners of its name until they leave', () => {
    const hub = createLiveHub();
    const heard: number[] = [];
    const off = hub.on('counts', (event) => heard.push(event.noteCount));
    hub.on('balance', () => heard.push(-1));
    hub.emit('counts', { noteCount: 3, helpCount: 0 });
    off();
    hub.emit('counts', { noteCount: 4, helpCount: 0 });
    expect(heard).toEqual([3]);
  });
});
