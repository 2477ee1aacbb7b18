import { Typography } from '@mui/material';
import {
  ArrayInput,
  Edit,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  regex,
  required,
  useTranslate,
} from 'react-admin';
import type { TSettingValues } from '@haneul/contract';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar';

const won = [required(), minValue(1), maxValue(1_000_000_000_000)];
/** The contract's host shape (`ZSiteDomain`); the API keeps the last two labels, as the site compares hosts. */
const domain = [
  required(),
  regex(/^(?!-)[A-Za-z0-9-]{1,63}(\.(?!-)[A-Za-z0-9-]{1,63})+$/, 'app.reasons.domain_format'),
];

/** The safer-slot switches are number settings, 1 or 0. */
const allowed = [
  { id: 1, name: 'settings.allowed' },
  { id: 0, name: 'settings.notAllowed' },
];

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

/**
 * The one settings record (`site`): limits, approval thresholds, member-site options and the
 * operator's own domains (never an agent's). Admins only.
 */
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
        <NumberInput source="pointMin" validate={won} />
        <Section label="settings.controls" />
        <NumberInput source="withdrawApprovalThreshold" validate={won} />
        <NumberInput source="adjustmentAdminThreshold" validate={won} helperText="settings.adjustmentHelp" />
        <Section label="settings.sport" />
        <NumberInput source="sportMaxPayout" validate={won} />
        <NumberInput source="sportSelectionLiability" validate={won} helperText="settings.liabilityHelp" />
        <NumberInput source="sportEventLiability" validate={won} />
        <NumberInput source="sportMemberLiability" validate={won} />
        <Section label="settings.protection" />
        <SelectInput
          source="playLimitCoolingOffHours"
          choices={[
            { id: 24, name: 'settings.coolingOff24' },
            { id: 72, name: 'settings.coolingOff72' },
            { id: 168, name: 'settings.coolingOff168' },
          ]}
          helperText="settings.coolingOffHelp"
          validate={required()}
        />
        <Section label="settings.saferSlots" />
        <NumberInput
          source="slotMinSpinMs"
          validate={[required(), minValue(0), maxValue(60_000)]}
          helperText="settings.minSpinHelp"
        />
        <SelectInput source="slotAutoplayAllowed" choices={allowed} validate={required()} />
        <SelectInput source="slotTurboAllowed" choices={allowed} validate={required()} />
        <SelectInput
          source="slotCelebrateAtOrBelowStake"
          choices={allowed}
          helperText="settings.celebrateHelp"
          validate={required()}
        />
        <NumberInput
          source="slotMaxStake"
          validate={[required(), minValue(0), maxValue(1_000_000_000_000)]}
          helperText="settings.maxStakeHelp"
        />
        <Section label="settings.site" />
        <NumberInput source="popupHideHours" validate={[required(), minValue(1), maxValue(24 * 365)]} />
        <NumberInput source="helpPageSize" validate={[required(), minValue(1), maxValue(100)]} />
        <Section label="settings.domains" />
        <ArrayInput source="operatorDomains" helperText="settings.domainsHelp">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="" label="settings.domain" validate={domain} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}
