import { Grid } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { DateTimeField } from '../../components/date-time-field';
import { ScheduleInputs } from './schedule-inputs';
import { PopupPreview, type PopupDraft } from './popup-preview';
import { TranslationInputs } from './translation-inputs';

export function PopupList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="domains" disableSort />
        <DataTable.Col source="posX" disableSort />
        <DataTable.Col source="posY" disableSort />
        <DataTable.Col source="active" field={BooleanField} disableSort />
        <DataTable.Col source="startsAt" field={DateTimeField} disableSort />
        <DataTable.Col source="endsAt" field={DateTimeField} disableSort />
        <DataTable.Col source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}

const keepText = (value: string | null) => value ?? '';
const position = [required(), minValue(0), maxValue(4000)];

function PopupForm() {
  return (
    <SimpleForm>
      <Grid container spacing={3} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <TextInput source="title" validate={[required(), maxLength(200)]} />
          <TextInput source="titleColor" type="color" defaultValue="#f5c453" sx={{ maxWidth: 200 }} />
          <TextInput
            source="contents"
            multiline
            minRows={12}
            validate={[required(), maxLength(50_000)]}
            helperText="content.htmlHelp"
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
          />
          <TextInput
            source="domains"
            parse={keepText}
            helperText="content.domainsHelp"
            validate={maxLength(500)}
          />
          <Grid container spacing={2}>
            <Grid size={6}>
              <NumberInput source="posX" defaultValue={0} step={10} validate={position} />
            </Grid>
            <Grid size={6}>
              <NumberInput source="posY" defaultValue={0} step={10} validate={position} />
            </Grid>
            <ScheduleInputs />
          </Grid>
          <BooleanInput source="active" defaultValue />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <FormDataConsumer<PopupDraft>>
            {({ formData }) => <PopupPreview draft={formData} />}
          </FormDataConsumer>
        </Grid>
      </Grid>
      <TranslationInputs contentsMax={50_000} contentsRows={6} monospace />
    </SimpleForm>
  );
}

export function PopupCreate() {
  return (
    <Create redirect="list">
      <PopupForm />
    </Create>
  );
}

export function PopupEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <PopupForm />
    </Edit>
  );
}
