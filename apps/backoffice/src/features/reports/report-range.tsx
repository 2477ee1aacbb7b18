import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportRange } from './report-panel';

/** The Korean days a report covers, both ends optional (the last 30 days without them). */
export function ReportRangeFields({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          label={translate(`reports.${key}`)}
          value={range[key] ?? ''}
          onChange={(event) => onChange({ ...range, [key]: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
          fullWidth={false}
        />
      ))}
      <Typography variant="caption" color="text.secondary">
        {translate('reports.rangeHelp')}
      </Typography>
    </Stack>
  );
}
