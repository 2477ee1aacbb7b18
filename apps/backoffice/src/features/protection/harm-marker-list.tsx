import { Alert, Typography } from '@mui/material';
import { DataTable, FunctionField, List, useTranslate } from 'react-admin';
import type { THarmMarkerRow } from '@haneul/contract';
import { formatDateTime } from '../../components/date-time-field';
import { MemberCell } from '../../components/member-cell';
import { MarkerChips } from './marker-chips';
import { ReviewButton } from './review-button';

function LatestReview({ row }: { row: THarmMarkerRow }) {
  const translate = useTranslate();
  const review = row.latestReview;
  if (!review) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('protection.markers.none')}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2">
        {translate(`protection.review.actions.${review.action}`)} · {review.note}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {review.staffLogin} · {formatDateTime(new Date(review.createdAt))}
      </Typography>
    </>
  );
}

/** Members whose recent data shows markers of harm, with the latest review and a way to add one. */
export function HarmMarkerList() {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'markerCount', order: 'DESC' }} perPage={25} exporter={false}>
      <Alert severity="info" sx={{ m: 1 }}>
        {translate('protection.markers.help')}
      </Alert>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id">
          <FunctionField<THarmMarkerRow>
            render={(row) => <MemberCell id={row.id} userId={row.userId} nick={row.nick} />}
          />
        </DataTable.Col>
        <DataTable.Col source="markers" disableSort>
          <FunctionField<THarmMarkerRow> render={(row) => <MarkerChips markers={row.markers} />} />
        </DataTable.Col>
        <DataTable.Col source="latestReview" disableSort>
          <FunctionField<THarmMarkerRow> render={(row) => <LatestReview row={row} />} />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <FunctionField<THarmMarkerRow> render={(row) => <ReviewButton memberId={row.id} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
