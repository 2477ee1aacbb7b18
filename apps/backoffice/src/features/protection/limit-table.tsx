import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TPlayLimit } from '@haneul/contract';
import { formatDateTime } from '../../components/date-time-field';
import { useLimitAmount } from './limit-amount';

/** The member's limits as the member sees them: amount, what is used in the period, any change waiting. */
export function LimitTable({ limits }: { limits: TPlayLimit[] }) {
  const translate = useTranslate();
  const amountOf = useLimitAmount();
  if (limits.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('protection.noLimits')}
      </Typography>
    );
  }
  return (
    <Table size="small" data-protection="limits">
      <TableHead>
        <TableRow>
          <TableCell>{translate('protection.limitTable.kind')}</TableCell>
          <TableCell>{translate('protection.limitTable.period')}</TableCell>
          <TableCell align="right">{translate('protection.limitTable.amount')}</TableCell>
          <TableCell align="right">{translate('protection.limitTable.used')}</TableCell>
          <TableCell>{translate('protection.limitTable.pending')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {limits.map((limit) => (
          <TableRow key={`${limit.kind}-${limit.period}`}>
            <TableCell>{translate(`protection.kinds.${limit.kind}`)}</TableCell>
            <TableCell>{translate(`protection.periods.${limit.period}`)}</TableCell>
            <TableCell align="right">{amountOf(limit.kind, limit.amount)}</TableCell>
            <TableCell align="right">{amountOf(limit.kind, limit.used)}</TableCell>
            <TableCell>
              {limit.pending &&
                (limit.pending.amount === null
                  ? translate('protection.pendingRemoval', {
                      from: formatDateTime(new Date(limit.pending.from)),
                    })
                  : translate('protection.pendingRaise', {
                      amount: amountOf(limit.kind, limit.pending.amount),
                      from: formatDateTime(new Date(limit.pending.from)),
                    }))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
