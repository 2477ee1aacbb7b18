import type { ReactElement } from 'react';
import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import { Labeled, Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { TSportEventDetail } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MoneyField } from '../../components/money-field';
import { EventActions } from './event-actions';
import { MarketPanel } from './market-panel';
import { ResultTable } from './result-table';
import { matchTitle, nameIn } from './sport-format';
import { StateChip } from './state-chip';

function EventTitle() {
  const event = useRecordContext<TSportEventDetail>();
  const [locale] = useLocaleState();
  return <>{event ? matchTitle(locale, event) : ''}</>;
}

function Summary({ event }: { event: TSportEventDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cell = (label: string, child: ReactElement) => (
    <Grid size={{ xs: 6, md: 2 }}>
      <Labeled label={label}>{child}</Labeled>
    </Grid>
  );
  return (
    <Grid container spacing={1}>
      {cell(
        'resources.sport-events.fields.competitionKo',
        <Typography>{nameIn(locale, event, 'competition')}</Typography>,
      )}
      {cell('resources.sport-events.fields.startsAt', <DateTimeField source="startsAt" />)}
      {cell('resources.sport-events.fields.state', <StateChip state={event.state} />)}
      {cell(
        'sport.events.score',
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {event.scoreHome === null ? '–' : `${event.scoreHome} : ${event.scoreAway} ${event.clock}`}
        </Typography>,
      )}
      {cell('sport.markets.liability', <MoneyField source="liability" />)}
      {cell(
        'resources.sport-events.fields.feed',
        <Typography>{event.feed === 'manual' ? translate('sport.events.manual') : event.feed}</Typography>,
      )}
    </Grid>
  );
}

/**
 * One event: what it is and where it stands, every market with its prices edited in place, and its
 * results. A feed's event shows its markets to suspend, reprice or close; its teams, clock and
 * markets stay the feed's.
 */
function EventPage() {
  const event = useRecordContext<TSportEventDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!event?.markets) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {matchTitle(locale, event)}
      </Typography>
      <Summary event={event} />
      {event.pendingResult && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('sport.events.resultWaits')}
        </Alert>
      )}
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {translate('sport.markets.title')}
      </Typography>
      <Stack spacing={2}>
        {event.markets.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('sport.markets.none')}
          </Typography>
        )}
        {event.markets.map((market) => (
          <MarketPanel
            key={`${market.id}:${market.state}:${market.selections.map((selection) => selection.price).join('/')}`}
            market={market}
            resultPending={event.pendingResult}
          />
        ))}
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {translate('sport.results.title')}
      </Typography>
      <ResultTable results={event.results} />
    </Box>
  );
}

export function EventShow() {
  return (
    <Show title={<EventTitle />} actions={<EventActions />}>
      <EventPage />
    </Show>
  );
}
