import type { MouseEvent } from 'react';
import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { apiErrorKey } from './api-error';

/**
 * A boolean flipped right in the list (a game's `used`, a provider's `maintenance`, a same-event
 * pair's `allowed`): one click, no edit page. Only the flag is sent: the updates take it alone.
 */
export function ToggleField({ source }: { source: string }) {
  const record = useRecordContext<{ id: string } & Record<string, unknown>>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const checked = record[source] === true;
  return (
    <Switch
      size="small"
      checked={checked}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': translate(`resources.${resource}.fields.${source}`) } }}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onChange={() =>
        update(
          resource,
          { id: record.id, data: { [source]: !checked }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('app.common.done', { type: 'success' }),
            onError: (error) => notify(apiErrorKey(error), { type: 'error' }),
          },
        )
      }
    />
  );
}
