import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

export interface StatCardProps {
  label: string;
  value: string;
  note?: ReactNode;
  /** Where a click goes (a queue, the tickets): the figure is a to-do. */
  to?: string;
  /** Highlights a figure that asks for a hand (pending requests). */
  alert?: boolean;
}

/** One of today's figures: a label, a big number, a small note. */
export function StatCard({ label, value, note, to, alert }: StatCardProps) {
  const translate = useTranslate();
  const body = (
    <CardContent sx={{ py: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h5" component="div" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', ...(alert ? { borderColor: 'warning.main', borderWidth: 2 } : {}) }}
    >
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
