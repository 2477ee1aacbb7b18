import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { TSportMarketRecord } from '@haneul/contract';
import { apiErrorKey } from '../../components/api-error';
import { useBackoffice } from '../../components/use-backoffice';
import { useFormatNumber } from '../../i18n/use-format-number';
import { MarketControls } from './market-controls';
import { PriceHistory } from './price-history';
import { lineLabel, parsePrice, priceLabel } from './sport-format';
import { StateChip } from './state-chip';

type Selection = TSportMarketRecord['selections'][number];

/** A market's name: its type and, where it has one, its line (핸디캡 −0.25). */
export function useMarketName() {
  const translate = useTranslate();
  return (market: { type: string; line: number | null }) =>
    `${translate(`sport.marketTypes.${market.type}`)} ${lineLabel(market.type, market.line)}`.trim();
}

/**
 * One market: its selections with their prices edited in place (saved together, each change going
 * into the price history), their liability and recent prices; its state and limits beside. A
 * settled or closed market is shown, not edited; one whose event has a result waiting is not reopened. Mount it keyed by its prices, so a saved change
 * starts the inputs again from what the API now holds.
 */
export function MarketPanel({
  market,
  resultPending,
}: {
  market: TSportMarketRecord;
  resultPending: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const backoffice = useBackoffice();
  const formatNumber = useFormatNumber();
  const marketName = useMarketName();
  const editable = market.state === 'open' || market.state === 'suspended';
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(market.selections.map((selection) => [selection.key, priceLabel(selection.price)])),
  );
  const [busy, setBusy] = useState(false);
  const changed = market.selections.filter(
    (selection) => parsePrice(typed[selection.key] ?? '') !== selection.price,
  );
  const valid = market.selections.every((selection) => parsePrice(typed[selection.key] ?? '') !== null);

  const save = async () => {
    setBusy(true);
    try {
      await backoffice.call('sportMarkets.prices', {
        params: { id: market.id },
        body: {
          selections: changed.map((selection) => ({
            key: selection.key,
            price: parsePrice(typed[selection.key] ?? '')!,
          })),
        },
      });
      notify('sport.markets.pricesSaved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const priceCell = (selection: Selection) =>
    editable ? (
      <TextField
        size="small"
        variant="outlined"
        hiddenLabel
        value={typed[selection.key] ?? ''}
        onChange={(event) => setTyped((current) => ({ ...current, [selection.key]: event.target.value }))}
        error={parsePrice(typed[selection.key] ?? '') === null}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': translate(`sport.keys.${selection.key}`) },
        }}
        sx={{ width: 96 }}
      />
    ) : (
      priceLabel(selection.price)
    );

  return (
    <Card variant="outlined" data-market={market.id}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {marketName(market)}
          </Typography>
          <StateChip state={market.state} />
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            {translate('sport.markets.stakes', {
              min: formatNumber(market.minStake),
              max: formatNumber(market.maxStake),
            })}
          </Typography>
          {editable && <MarketControls market={market} resultPending={resultPending} />}
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('sport.markets.selection')}</TableCell>
              <TableCell>{translate('sport.markets.price')}</TableCell>
              <TableCell align="right">{translate('sport.markets.liability')}</TableCell>
              <TableCell>{translate('sport.markets.history')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {market.selections.map((selection) => (
              <TableRow key={selection.id}>
                <TableCell>{translate(`sport.keys.${selection.key}`)}</TableCell>
                <TableCell>{priceCell(selection)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatNumber(selection.liability)}
                </TableCell>
                <TableCell>
                  <PriceHistory history={selection.history} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {editable && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              disabled={busy || !valid || changed.length === 0}
              onClick={save}
            >
              {translate('sport.markets.savePrices')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
