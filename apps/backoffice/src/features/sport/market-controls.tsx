import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TSportMarketRecord } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { useBackoffice } from '../../components/use-backoffice';
import { DialogButton } from '../../components/dialog-button';

/** Suspend or reopen, close for good, and the stake limits: what an open or suspended market offers. */
export function MarketControls({
  market,
  resultPending,
}: {
  market: TSportMarketRecord;
  resultPending: boolean;
}) {
  const backoffice = useBackoffice();
  const translate = useTranslate();
  const [limits, setLimits] = useState({ minStake: '', maxStake: '' });
  const params = { id: market.id };
  const setState = (state: 'open' | 'suspended' | 'closed') =>
    backoffice.call('sportMarkets.state', { params, body: { state } });
  return (
    <Stack direction="row" spacing={0.5}>
      {market.state === 'open' ? (
        <ActionButton
          label="sport.markets.suspend"
          color="warning"
          message="sport.markets.confirmSuspend"
          run={() => setState('suspended')}
        />
      ) : (
        !resultPending && (
          <ActionButton
            label="sport.markets.reopen"
            color="success"
            message="sport.markets.confirmReopen"
            run={() => setState('open')}
          />
        )
      )}
      <ActionButton
        label="sport.markets.close"
        color="error"
        message="sport.markets.confirmClose"
        run={() => setState('closed')}
      />
      <DialogButton
        label="sport.markets.limits"
        variant="text"
        onOpen={() => setLimits({ minStake: String(market.minStake), maxStake: String(market.maxStake) })}
        ready={limits.minStake !== '' && limits.maxStake !== ''}
        run={() =>
          backoffice.call('sportMarkets.limits', {
            params,
            body: { minStake: Number(limits.minStake), maxStake: Number(limits.maxStake) },
          })
        }
      >
        {(help) =>
          (['minStake', 'maxStake'] as const).map((field) => (
            <TextField
              key={field}
              type="number"
              label={translate(`sport.markets.${field}`)}
              value={limits[field]}
              onChange={(event) => setLimits((current) => ({ ...current, [field]: event.target.value }))}
              {...help(field)}
            />
          ))
        }
      </DialogButton>
    </Stack>
  );
}
