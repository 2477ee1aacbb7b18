import { Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import {
  List,
  Pagination,
  TextInput,
  useCreatePath,
  useGetOne,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { TSportLiabilityRecord } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { useFormatNumber } from '../../i18n/use-format-number';
import { LiabilityBar } from './liability-bar';
import { useMarketName } from './market-panel';
import { matchTitle, nameIn, priceLabel } from './sport-format';
import { StateChip } from './state-chip';

type Caps = {
  maxPayout: number;
  selectionLiability: number;
  eventLiability: number;
  memberLiability: number;
};

/** The caps are one record (`sport-caps`, id `caps`), read as react-admin reads settings. */
const useCaps = (): Caps | undefined => useGetOne<Caps & { id: 'caps' }>('sport-caps', { id: 'caps' }).data;

function EventCard({ row, caps }: { row: TSportLiabilityRecord; caps: Caps }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const marketName = useMarketName();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Link
            href={`#${createPath({ resource: 'sport-events', id: row.id, type: 'show' })}`}
            underline="hover"
          >
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {matchTitle(locale, row)}
            </Typography>
          </Link>
          <StateChip state={row.state} />
          <Typography variant="caption" color="text.secondary">
            {nameIn(locale, row, 'competition')} ·{' '}
            <DateTimeField record={row} source="startsAt" variant="caption" /> ·{' '}
            {translate('sport.liability.openBets', { count: row.openBets })}
          </Typography>
        </Stack>
        <LiabilityBar
          label={translate('sport.liability.event')}
          liability={row.liability}
          cap={caps.eventLiability}
        />
        <Stack spacing={1} sx={{ mt: 1.5, pl: 2 }}>
          {row.selections.map((selection) => (
            <LiabilityBar
              key={selection.id}
              label={`${marketName({ type: selection.marketType, line: selection.line })} · ${translate(`sport.keys.${selection.key}`)} @ ${priceLabel(selection.price)}`}
              liability={selection.liability}
              cap={caps.selectionLiability}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function LiabilityCards() {
  const { data = [], isPending } = useListContext<TSportLiabilityRecord>();
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const caps = useCaps();
  if (isPending || !caps) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('sport.liability.caps', {
          selection: formatNumber(caps.selectionLiability),
          event: formatNumber(caps.eventLiability),
          member: formatNumber(caps.memberLiability),
          payout: formatNumber(caps.maxPayout),
        })}
      </Typography>
      {data.length === 0 && <Typography>{translate('sport.liability.none')}</Typography>}
      <Grid container spacing={2}>
        {data.map((row) => (
          <Grid key={row.id} size={{ xs: 12, lg: 6 }}>
            <EventCard row={row} caps={caps} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * What the house stands to lose, event by event, the largest first: each event's liability and its
 * selections' against the caps placement holds every bet to (site settings, admins change them).
 */
export function LiabilityPage() {
  return (
    <List
      filters={[<TextInput key="sport" source="sport" alwaysOn />]}
      sort={{ field: 'liability', order: 'DESC' }}
      perPage={20}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={[20, 50]} />}
    >
      <LiabilityCards />
    </List>
  );
}
