import { useEffect, useEffectEvent, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import AlarmOnIcon from '@mui/icons-material/NotificationsActive';
import AlarmOffIcon from '@mui/icons-material/NotificationsOff';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { TStaffStreamRequest } from '@haneul/contract';
import { staffSessionStore } from '../../lib/staff-session';
import { readQueueAlarm, writeQueueAlarm } from './queue-alarm-setting';
import { ringQueueChime } from './queue-chime';
import { openQueueStream } from './queue-stream';

const RESOURCE = { deposit: 'deposits', withdraw: 'withdrawals' } as const;

/**
 * The queues' live bell in the app bar, on every screen of the back office: one stream for the
 * whole tab. A request made or moved refreshes its queue wherever it is shown (the 15-second poll
 * stays as the fallback); a new one also says so and, unless the desk turned it off, rings. The
 * button turns the alarm on and off; its dot shows whether the stream is live.
 */
export function LiveQueueBell() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [alarm, setAlarm] = useState(readQueueAlarm);
  const [live, setLive] = useState(false);

  const onRequest = useEffectEvent((request: TStaffStreamRequest) => {
    void queryClient.invalidateQueries({ queryKey: [RESOURCE[request.request]] });
    if (!request.created) return;
    notify(`queues.live.new.${request.request}`, { type: 'info', messageArgs: { id: request.id } });
    if (alarm) ringQueueChime();
  });

  useEffect(
    () =>
      openQueueStream({
        token: () => staffSessionStore.read()?.token,
        onRequest,
        onLive: setLive,
      }),
    [],
  );

  const label = translate(alarm ? 'queues.live.alarmOn' : 'queues.live.alarmOff');
  return (
    <Tooltip title={`${label} · ${translate(live ? 'queues.live.connected' : 'queues.live.reconnecting')}`}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={alarm}
        data-live={live ? 'open' : 'closed'}
        onClick={() => {
          writeQueueAlarm(!alarm);
          setAlarm(!alarm);
        }}
      >
        <Badge variant="dot" color={live ? 'success' : 'warning'} overlap="circular">
          {alarm ? <AlarmOnIcon /> : <AlarmOffIcon />}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
