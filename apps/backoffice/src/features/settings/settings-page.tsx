import { Typography } from '@mui/material';
import { Edit, NumberInput, SimpleForm, maxValue, minValue, required, useTranslate } from 'react-admin';
import type { TSettingValues } from '@haneul/contract';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar';

const won = [required(), minValue(1), maxValue(1_000_000_000_000)];

/** The API refuses a minimum above its maximum too; saying so here saves a round trip. */
function validateLimits(values: Partial<TSettingValues>) {
  const errors: Record<string, string> = {};
  if (Number(values.depositMin) > Number(values.depositMax)) errors.depositMin = 'settings.minMax';
  if (Number(values.withdrawMin) > Number(values.withdrawMax)) errors.withdrawMin = 'settings.minMax';
  return errors;
}

function Section({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" sx={{ mt: 2 }}>
      {translate(label)}
    </Typography>
  );
}

/** The one settings record (`site`): limits, approval thresholds and member-site options. Admins only. */
export function SettingsPage() {
  return (
    <Edit resource="settings" id="site" mutationMode="pessimistic" redirect={false} title="settings.title">
      <SimpleForm validate={validateLimits} toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 640 }}>
        <Section label="settings.money" />
        <NumberInput source="depositMin" validate={won} />
        <NumberInput source="depositMax" validate={won} />
        <NumberInput source="withdrawMin" validate={won} />
        <NumberInput source="withdrawMax" validate={won} />
        <NumberInput source="compMin" validate={won} />
        <Section label="settings.controls" />
        <NumberInput source="withdrawApprovalThreshold" validate={won} />
        <NumberInput source="adjustmentAdminThreshold" validate={won} />
        <Section label="settings.site" />
        <NumberInput source="popupHideHours" validate={[required(), minValue(1), maxValue(24 * 365)]} />
        <NumberInput source="helpPageSize" validate={[required(), minValue(1), maxValue(100)]} />
      </SimpleForm>
    </Edit>
  );
}
