import { Grid } from '@mui/material';
import { DateTimeInput } from 'react-admin';

/** The datetime-local text is the operator's local time; the API takes UTC ISO, or null for open-ended. */
const toIso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** When a popup or banner shows: from `startsAt` until `endsAt`, either left empty for no limit. */
export function ScheduleInputs() {
  return (
    <>
      <Grid size={6}>
        <DateTimeInput source="startsAt" parse={toIso} helperText="content.scheduleHelp" />
      </Grid>
      <Grid size={6}>
        <DateTimeInput source="endsAt" parse={toIso} helperText="content.scheduleHelp" />
      </Grid>
    </>
  );
}
