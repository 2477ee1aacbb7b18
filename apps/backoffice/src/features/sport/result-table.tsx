import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TSportResultRecord } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { ResultActions } from './result-actions';
import { resultLabel } from './result-label';
import { StateChip } from './state-chip';

/** An event's results, newest first: who entered each, who decided it, and the decision waiting. */
export function ResultTable({ results }: { results: TSportResultRecord[] }) {
  const translate = useTranslate();
  if (results.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('sport.results.none')}
      </Typography>
    );
  }
  const field = (name: string) => translate(`resources.sport-results.fields.${name}`);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {['score', 'state', 'enteredByLogin', 'createdAt', 'decidedByLogin', 'note'].map((name) => (
            <TableCell key={name}>{field(name)}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((result) => (
          <TableRow key={result.id} data-result={result.id}>
            <TableCell sx={{ fontWeight: 700 }}>{resultLabel(translate, result)}</TableCell>
            <TableCell>
              <StateChip state={result.state} />
            </TableCell>
            <TableCell>
              {result.enteredByLogin ?? translate(`sport.results.sources.${result.source}`)}
            </TableCell>
            <TableCell>
              <DateTimeField record={result} source="createdAt" />
            </TableCell>
            <TableCell>{result.decidedByLogin ?? ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{result.note}</TableCell>
            <TableCell>
              <ResultActions result={result} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
