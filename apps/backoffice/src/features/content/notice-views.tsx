import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import { DateTimeField } from '../../components/date-time-field';
import { TranslationInputs } from './translation-inputs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="published"
    source="published"
    alwaysOn
    emptyText="app.common.all"
    choices={[
      { id: 'true', name: 'app.common.yes' },
      { id: 'false', name: 'app.common.no' },
    ]}
  />,
];

export function NoticeList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="domains" disableSort />
        <DataTable.Col source="published" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt" field={DateTimeField} />
        <DataTable.Col source="updatedAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}

/** An emptied field means "every site" (''), where react-admin would send null. */
const keepText = (value: string | null) => value ?? '';

/** Notices are plain text on the member site: text areas, no HTML editor; Korean, then the others. */
function NoticeForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={[required(), maxLength(200)]} />
      <TextInput
        source="contents"
        multiline
        minRows={10}
        validate={[required(), maxLength(20_000)]}
        helperText="content.plainText"
      />
      <TranslationInputs contentsMax={20_000} contentsRows={6} />
      <TextInput
        source="domains"
        parse={keepText}
        helperText="content.domainsHelp"
        validate={maxLength(500)}
      />
      <BooleanInput source="published" defaultValue />
    </SimpleForm>
  );
}

export function NoticeCreate() {
  return (
    <Create redirect="list">
      <NoticeForm />
    </Create>
  );
}

export function NoticeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <NoticeForm />
    </Edit>
  );
}
