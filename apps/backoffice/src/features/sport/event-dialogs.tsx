import { useState } from 'react';
import { Alert, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TSportEventDetail } from '@haneul/contract';
import { useBackoffice } from '../../components/use-backoffice';
import { DialogButton, type FieldHelp } from '../../components/dialog-button';
import { fromLocalInput, toLocalInput } from './sport-format';

const TEAM_FIELDS = ['homeKo', 'homeEn', 'awayKo', 'awayEn'] as const;

/** Teams and start of a manual event before it starts. */
export function EditButton({ event }: { event: TSportEventDetail }) {
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [form, setForm] = useState({ homeKo: '', homeEn: '', awayKo: '', awayEn: '', startsAt: '' });
  return (
    <DialogButton
      label="sport.events.edit"
      onOpen={() => {
        const { homeKo, homeEn, awayKo, awayEn, startsAt } = event;
        setForm({ homeKo, homeEn, awayKo, awayEn, startsAt: toLocalInput(startsAt) });
      }}
      ready={TEAM_FIELDS.every((field) => form[field].trim() !== '') && fromLocalInput(form.startsAt) !== ''}
      run={() =>
        backoffice.call('sportEvents.update', {
          params: { id: event.id },
          body: { ...form, startsAt: fromLocalInput(form.startsAt) },
        })
      }
    >
      {(help) => (
        <>
          {TEAM_FIELDS.map((field) => (
            <TextField
              key={field}
              label={translate(`resources.sport-events.fields.${field}`)}
              value={form[field]}
              onChange={(change) => setForm({ ...form, [field]: change.target.value })}
              {...help(field)}
            />
          ))}
          <TextField
            type="datetime-local"
            label={translate('resources.sport-events.fields.startsAt')}
            value={form.startsAt}
            onChange={(change) => setForm({ ...form, startsAt: change.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            {...help('startsAt')}
          />
        </>
      )}
    </DialogButton>
  );
}

/** A manual event in play with its score and clock, or back before the start. */
export function LiveButton({ event }: { event: TSportEventDetail }) {
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [form, setForm] = useState({ inPlay: true, home: '0', away: '0', clock: '' });
  return (
    <DialogButton
      label="sport.events.live"
      color="error"
      onOpen={() =>
        setForm({
          inPlay: true,
          home: String(event.scoreHome ?? 0),
          away: String(event.scoreAway ?? 0),
          clock: event.clock,
        })
      }
      run={() =>
        backoffice.call('sportEvents.live', {
          params: { id: event.id },
          body: form.inPlay
            ? { inPlay: true, home: Number(form.home), away: Number(form.away), clock: form.clock }
            : { inPlay: false },
        })
      }
    >
      {(help) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={form.inPlay}
                onChange={(change) => setForm({ ...form, inPlay: change.target.checked })}
              />
            }
            label={translate(form.inPlay ? 'sport.events.inPlay' : 'sport.events.notStarted')}
          />
          {form.inPlay && (
            <ScoreFields form={form} onChange={(score) => setForm({ ...form, ...score })} help={help} />
          )}
          {form.inPlay && (
            <TextField
              label={translate('sport.events.clock')}
              value={form.clock}
              onChange={(change) => setForm({ ...form, clock: change.target.value })}
              {...help('clock', 'sport.events.clockHelp')}
            />
          )}
        </>
      )}
    </DialogButton>
  );
}

type Score = { home: string; away: string };

function ScoreFields({
  form,
  onChange,
  help,
}: {
  form: Score;
  onChange: (score: Score) => void;
  help: FieldHelp;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2}>
      {(['home', 'away'] as const).map((side) => (
        <TextField
          key={side}
          type="number"
          label={translate(`sport.events.${side}Score`)}
          value={form[side]}
          onChange={(change) => onChange({ ...form, [side]: change.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 999 } }}
          {...help(side)}
        />
      ))}
    </Stack>
  );
}

/** The final score, entered for another staff member to approve. */
export function ResultButton({ event }: { event: TSportEventDetail }) {
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [form, setForm] = useState({ home: '', away: '', note: '' });
  return (
    <DialogButton
      label="sport.results.enter"
      color="success"
      variant="contained"
      onOpen={() =>
        setForm({ home: String(event.scoreHome ?? ''), away: String(event.scoreAway ?? ''), note: '' })
      }
      ready={form.home !== '' && form.away !== ''}
      run={() =>
        backoffice.call('sportEvents.result', {
          params: { id: event.id },
          body: { home: Number(form.home), away: Number(form.away), note: form.note },
        })
      }
    >
      {(help) => (
        <>
          <Alert severity="info">{translate('sport.results.enterHelp')}</Alert>
          <ScoreFields form={form} onChange={(score) => setForm({ ...form, ...score })} help={help} />
          <TextField
            label={translate('app.common.memo')}
            value={form.note}
            onChange={(change) => setForm({ ...form, note: change.target.value })}
            multiline
            minRows={2}
            {...help('note')}
          />
        </>
      )}
    </DialogButton>
  );
}
