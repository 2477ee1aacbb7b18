import { Alert } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { TOtherContentLanguage, TTextVersion } from '@haneul/contract';
import { apiErrorKey } from '../../components/api-error';
import { TranslationInputs } from '../content';
import { useBackoffice } from '../../components/use-backoffice';

type TargetKind = 'member' | 'level' | 'all';

interface NoteForm {
  targetKind: TargetKind;
  memberId?: number;
  level?: number;
  title: string;
  contents: string;
  translations?: Partial<Record<TOtherContentLanguage, Partial<TTextVersion>>>;
}

/** The form's flat fields become the contract's `target` union: one member, a level, or all. */
export function toNoteBody({ targetKind, memberId, level, title, contents, translations = {} }: NoteForm) {
  const target =
    targetKind === 'member'
      ? { kind: 'member' as const, memberId: Number(memberId) }
      : targetKind === 'level'
        ? { kind: 'level' as const, level: Number(level) }
        : { kind: 'all' as const };
  return { target, title, contents, translations };
}

function TargetInputs() {
  const translate = useTranslate();
  return (
    <FormDataConsumer<NoteForm>>
      {({ formData }) =>
        formData.targetKind === 'member' ? (
          <ReferenceInput source="memberId" reference="members">
            <AutocompleteInput optionText="userId" validate={required()} />
          </ReferenceInput>
        ) : formData.targetKind === 'level' ? (
          <ReferenceInput source="level" reference="levels">
            <SelectInput optionText="name" validate={required()} />
          </ReferenceInput>
        ) : (
          <Alert severity="warning">{translate('support.confirmAll')}</Alert>
        )
      }
    </FormDataConsumer>
  );
}

/**
 * Sends a plain-text note to one member, every active member of a level, or everyone, each in the
 * language they last signed in with where it is written. Opened from a member's page, the member
 * is already chosen.
 */
export function NoteCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const backoffice = useBackoffice();
  // notes.send answers how many notes went out, not a record: it is sent here rather than through
  // react-admin's create, which insists on an id.
  const send = async (values: Record<string, unknown>) => {
    try {
      const { data } = await backoffice.call('notes.send', {
        body: toNoteBody(values as unknown as NoteForm),
      });
      notify('support.sent', { type: 'success', messageArgs: { smart_count: data.count } });
      redirect('list', 'notes');
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    }
  };
  return (
    <Create title="support.sendNote">
      <SimpleForm
        onSubmit={send}
        defaultValues={{ targetKind: 'member' }}

        toolbar={
          <Toolbar>
            <SaveButton label="support.sendNote" icon={<SendIcon />} />
          </Toolbar>
        }
      >
        <RadioButtonGroupInput
          source="targetKind"
          choices={(['member', 'level', 'all'] as const).map((kind) => ({
            id: kind,
            name: `support.targets.${kind}`,
          }))}
        />
        <TargetInputs />
        <TextInput source="title" validate={[required(), maxLength(100)]} />
        <TextInput source="contents" multiline minRows={6} validate={[required(), maxLength(4000)]} />
        <TranslationInputs
          titleMax={100}
          contentsMax={4000}
          contentsRows={4}
          help="support.otherLanguagesHelp"
        />
      </SimpleForm>
    </Create>
  );
}
