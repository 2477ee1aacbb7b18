import { Alert } from '@mui/material';
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

export function LevelCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 480 }}>
        <NumberInput source="level" validate={[required(), minValue(1), maxValue(99)]} />
        <TextInput source="name" validate={[required(), maxLength(30)]} />
        <RateInputs />
      </SimpleForm>
    </Create>
  );
}

export function LevelEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm sx={{ maxWidth: 480 }} toolbar={<SaveOnlyToolbar />}>
        <NumberInput source="level" readOnly />
        <TextInput source="name" validate={[required(), maxLength(30)]} />
        <RateInputs />
      </SimpleForm>
    </Edit>
  );
}
