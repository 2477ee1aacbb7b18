import type { MouseEvent } from 'react';
import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { apiErrorKey } from '../../components/api-error';

/**
 * A boolean flipped right in the list (a game's `used`, a provider's `maintenance`): one click,
 * no edit page. Only the flag is sent, as the catalogue's update takes any subset of fields.
 */
export function ToggleField({ source }: { source: 'used' | 'maintenance' }) {
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
