import { Alert, Grid } from '@mui/material';
import { OTHER_CONTENT_LANGUAGES } from '@haneul/contract';
import {
  Create,
  CreateButton,
  DataTable,
  Edit,
  List,
  NumberInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  maxLength,
  maxValue,
  minValue,
  required,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import type { ZLevelRecord } from '@haneul/contract';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar';
import { LevelMoneyLockButtons } from '../money-locks';
import { bpToPercent, percentRange, percentToBp } from '../../lib/basis-points';

type Level = z.infer<typeof ZLevelRecord>;
const Column = DataTable.Col<Level>;
const GAME_TYPES = ['slot', 'casino', 'sport'] as const;

/**
 * Levels with their comp rates; operators read them (to set a member's level) and lock a level's
 * deposits or withdrawals, admins edit.
 */
export function LevelList() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const admin = permissions === 'admin';
  return (
    <>
      {!admin && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('levels.adminOnly')}
        </Alert>
      )}
      <List
        sort={{ field: 'level', order: 'ASC' }}
        pagination={false}
        exporter={false}
        actions={
          admin ? (
            <TopToolbar>
              <CreateButton />
            </TopToolbar>
          ) : (
            false
          )
        }
      >
        <DataTable bulkActionButtons={false} rowClick={admin ? 'edit' : false}>
          <Column source="level" />
          <Column source="name" disableSort />
          <DataTable.NumberCol source="upgradeDeposits" disableSort />
          {GAME_TYPES.map((type) => (
            <Column
              key={type}
              source={`rates.${type}`}
              align="right"
              disableSort
              render={(row) => `${row.rates[type] / 100}%`}
            />
          ))}
          <DataTable.NumberCol source="memberCount" disableSort />
          <Column
            label="moneyLocks.tab"
            disableSort
            render={(row) => <LevelMoneyLockButtons level={row.level} />}
          />
        </DataTable>
      </List>
    </>
  );
}

const rate = [required(), percentRange];

function RateInputs() {
  return (
    <>
      {GAME_TYPES.map((type) => (
        <NumberInput
          key={type}
          source={`rates.${type}`}
          format={bpToPercent}
          parse={percentToBp}
          step={0.01}
          validate={rate}
          helperText="levels.rateHelp"
        />
      ))}
    </>
  );
}

const keepText = (value: string | null) => value ?? '';

/** The Korean name, required, and the other four beside it; an empty one shows the Korean name. */
function NameInputs() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 'grow' }}>
        <TextInput source="name" validate={[required(), maxLength(30)]} helperText="content.koreanRequired" />
      </Grid>
      {OTHER_CONTENT_LANGUAGES.map((language) => (
        <Grid key={language} size={{ xs: 12, md: 'grow' }}>
          <TextInput
            source={`otherNames.${language}`}
            label={`content.language.${language}`}
            parse={keepText}
            validate={maxLength(30)}
            helperText="content.fallsBackToKorean"
          />
        </Grid>
      ))}
    </Grid>
  );
}

function LevelFields() {
  return (
    <>
      <NameInputs />
      <NumberInput
        source="upgradeDeposits"
        defaultValue={0}
        min={0}
        step={100_000}
        validate={[required(), minValue(0)]}
        helperText="levels.upgradeHelp"
        sx={{ maxWidth: 320 }}
      />
      <RateInputs />
    </>
  );
}

export function LevelCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <NumberInput source="level" validate={[required(), minValue(1), maxValue(99)]} />
        <LevelFields />
      </SimpleForm>
    </Create>
  );
}

export function LevelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <NumberInput source="level" readOnly />
        <LevelFields />
      </SimpleForm>
    </Edit>
  );
}
