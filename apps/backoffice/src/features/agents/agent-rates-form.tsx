import { Grid, Typography } from '@mui/material';
import {
  NumberInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { TAgentRates } from '@haneul/contract';
import { apiErrorKey } from '../../components/api-error';
import { useBackoffice } from '../../components/use-backoffice';
import { bpToPercent, percentRange, percentToBp } from '../../lib/basis-points';

const GAME_TYPES = ['slot', 'casino', 'sport'] as const;
const rate = [required(), percentRange];

/** Rolling and loss share per game type, typed as percentages, saved whole (agents.updateRates). */
export function AgentRatesForm() {
  const record = useRecordContext<{ id: number; rates: TAgentRates }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const backoffice = useBackoffice();
  // Wait for the detail: the list's row that stands in meanwhile has no rates to start the form from.
  if (!record?.rates) return null;

  const save = async (values: Record<string, unknown>) => {
    try {
      await backoffice.call('agents.updateRates', {
        params: { id: record.id },
        // The form's inputs are the record's rates, converted back to basis points by the inputs.
        body: { rates: values.rates as TAgentRates },
      });
      notify('agents.rates.saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    }
  };

  return (
    <SimpleForm
      record={record}
      onSubmit={save}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      sx={{ maxWidth: 640, px: 0 }}
    >
      <Typography variant="caption" color="text.secondary">
        {translate('agents.rates.help')}
      </Typography>
      {GAME_TYPES.map((type) => (
        <Grid key={type} container spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
          <Grid size={2}>
            <Typography variant="subtitle2">{translate(`agents.rates.${type}`)}</Typography>
          </Grid>
          {(['rollingBp', 'lossShareBp'] as const).map((field) => (
            <Grid key={field} size={5}>
              <NumberInput
                source={`rates.${type}.${field}`}
                label={field === 'rollingBp' ? 'agents.rates.rolling' : 'agents.rates.lossShare'}
                format={bpToPercent}
                parse={percentToBp}
                step={0.01}
                validate={rate}
              />
            </Grid>
          ))}
        </Grid>
      ))}
    </SimpleForm>
  );
}
