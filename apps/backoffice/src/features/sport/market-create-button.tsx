import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { SPORT_MARKET_TYPES, type SPORT_SELECTION_KEYS } from '@haneul/contract';
import { useBackoffice } from '../../components/use-backoffice';
import { DialogButton } from '../../components/dialog-button';
import { parsePrice } from './sport-format';

type MarketType = (typeof SPORT_MARKET_TYPES)[number];
type SelectionKey = (typeof SPORT_SELECTION_KEYS)[number];

/** The selections each market type prices, in the order a bet slip lists them. */
const SELECTIONS: Record<MarketType, readonly SelectionKey[]> = {
  '1x2': ['home', 'draw', 'away'],
  handicap: ['home', 'draw', 'away'],
  asian_handicap: ['home', 'away'],
  over_under: ['over', 'under'],
};

const EMPTY = { type: '1x2' as MarketType, line: '', minStake: '1000', maxStake: '1000000' };

/**
 * A market by hand: its type, its line in goals (none for 1x2), the stake limits and a price for
 * each of its selections. The API checks the line against the type as the sportsbook does.
 */
export function MarketCreateButton({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [form, setForm] = useState(EMPTY);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const keys = SELECTIONS[form.type];
  const withLine = form.type !== '1x2';
  const ready =
    keys.every((key) => parsePrice(prices[key] ?? '') !== null) &&
    (!withLine || form.line.trim() !== '') &&
    form.minStake !== '' &&
    form.maxStake !== '';

  const run = () =>
    backoffice.call('sportMarkets.create', {
      params: { id: eventId },
      body: {
        type: form.type,
        line: withLine ? Number(form.line) : null,
        minStake: Number(form.minStake),
        maxStake: Number(form.maxStake),
        selections: keys.map((key) => ({ key, price: parsePrice(prices[key] ?? '')! })),
      },
    });

  return (
    <DialogButton
      label="sport.markets.add"
      icon={<AddIcon />}
      variant="contained"
      ready={ready}
      onOpen={() => {
        setForm(EMPTY);
        setPrices({});
      }}
      run={run}
    >
      {(help) => (
        <>
          <TextField
            select
            label={translate('sport.markets.type')}
            value={form.type}
            onChange={(event) => setForm({ ...form, type: event.target.value as MarketType })}
          >
            {SPORT_MARKET_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`sport.marketTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {withLine && (
            <TextField
              type="number"
              label={translate('sport.markets.line')}
              value={form.line}
              onChange={(event) => setForm({ ...form, line: event.target.value })}
              slotProps={{ htmlInput: { step: 0.25 } }}
              {...help('line', 'sport.markets.lineHelp')}
            />
          )}
          <Stack direction="row" spacing={2}>
            {(['minStake', 'maxStake'] as const).map((field) => (
              <TextField
                key={field}
                type="number"
                label={translate(`sport.markets.${field}`)}
                value={form[field]}
                onChange={(event) => setForm({ ...form, [field]: event.target.value })}
                {...help(field)}
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={2}>
            {keys.map((key) => {
              const refused = help('selections');
              const typed = prices[key] ?? '';
              return (
                <TextField
                  key={key}
                  label={translate(`sport.keys.${key}`)}
                  value={typed}
                  onChange={(event) => setPrices({ ...prices, [key]: event.target.value })}
                  error={refused.error || (typed !== '' && parsePrice(typed) === null)}
                  helperText={refused.helperText}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              );
            })}
          </Stack>
        </>
      )}
    </DialogButton>
  );
}
