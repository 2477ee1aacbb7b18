import { Alert } from '@mui/material';
import {
  DataTable,
  Edit,
  List,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { NOTE_TEMPLATE_FIELDS, type TNoteTemplateKey } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { TranslationInputs } from './translation-inputs';

function TemplateName() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: TNoteTemplateKey }>();
  return record ? translate(`content.noteTemplate.${record.id}`) : null;
}

/** The five automatic notes: which event sends each, and its Korean title. */
export function NoteTemplateList() {
  return (
    <List exporter={false} pagination={false} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" disableSort>
          <TemplateName />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="updatedAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}

/** What the template's placeholders stand for, so an operator writes only ones it fills. */
function PlaceholderHelp() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: TNoteTemplateKey }>();
  if (!record) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {translate('content.placeholdersHelp', {
        placeholders: NOTE_TEMPLATE_FIELDS[record.id]
          .map((name) => `{${name}} ${translate(`content.placeholder.${name}`)}`)
          .join(', '),
      })}
    </Alert>
  );
}

/** Korean, then the other four side by side; the key itself is fixed. */
export function NoteTemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<TemplateName />}>
      <SimpleForm>
        <PlaceholderHelp />
        <TextInput source="title" validate={[required(), maxLength(200)]} />
        <TextInput source="contents" multiline minRows={5} validate={[required(), maxLength(5_000)]} />
        <TranslationInputs contentsMax={5_000} contentsRows={5} />
      </SimpleForm>
    </Edit>
  );
}
