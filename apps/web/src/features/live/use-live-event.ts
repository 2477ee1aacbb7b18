'use client';

import type { TStreamEventName, TStreamEvents } from '@haneul/contract';
import { useEffect, useEffectEvent } from 'react';
import { useLiveHub } from './live-provider';

/**
 * Calls `handler` with every event of this name on the member's stream while the component is
 * mounted: a wallet page reads its requests again on `request`, the reality check opens on
 * `reminder`. The handler may change between renders without re-subscribing.
 */
export function useLiveEvent<K extends TStreamEventName>(
  name: K,
  handler: (event: TStreamEvents[K]) => void,
) {
  const hub = useLiveHub();
  const onEvent = useEffectEvent(handler);
  useEffect(() => hub.on(name, (event) => onEvent(event)), [hub, name]);
}
