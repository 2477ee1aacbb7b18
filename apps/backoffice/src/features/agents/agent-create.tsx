import { Alert } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  SimpleForm,
  TextInput,
  regex,
  required,
  useTranslate,
} from 'react-admin';

/** Makes a player an agent with a referral code; the new agent's page opens next. */
export function AgentCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="show">
      <SimpleForm sx={{ maxWidth: 520 }}>
        <Alert severity="info">{translate('agents.createHelp')}</Alert>
        <ReferenceInput source="memberId" reference="members" filter={{ playType: 'user' }}>
          <AutocompleteInput optionText="userId" validate={required()} />
        </ReferenceInput>
        <TextInput
          source="agentCode"
          validate={[required(), regex(/^[A-Za-z0-9]{3,16}$/, 'agents.codeHelp')]}
        />
      </SimpleForm>
    </Create>
  );
}
