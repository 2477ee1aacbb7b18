import { Alert } from '@mui/material';
import { Create, SimpleForm, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { CompetitionInput } from './competition-input';
import { fromLocalInput, toLocalInput } from './sport-format';

const name = [required(), maxLength(80)];

/** The start as a datetime-local input in the browser's time zone (the operators' is Korea's), sent as ISO. */
export function StartsAtInput() {
  return (
    <TextInput
      source="startsAt"
      type="datetime-local"
      validate={required()}
      format={(value?: string) => (value ? toLocalInput(value) : '')}
      parse={fromLocalInput}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** An event by hand: scheduled, kept by no feed; its page opens next, to add markets. */
export function EventCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="show">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <Alert severity="info">{translate('sport.events.createHelp')}</Alert>
        <CompetitionInput source="competitionId" validate={required()} />
        <TextInput source="homeKo" validate={name} />
        <TextInput source="homeEn" validate={name} />
        <TextInput source="awayKo" validate={name} />
        <TextInput source="awayEn" validate={name} />
        <StartsAtInput />
      </SimpleForm>
    </Create>
  );
}
