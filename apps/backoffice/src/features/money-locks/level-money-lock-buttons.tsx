import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useTranslate } from 'react-admin';
import { AddMoneyLockButton } from './add-money-lock-button';

/** A level row's locks: lock this level, or open the locks screen on it to see and lift its locks. */
export function LevelMoneyLockButtons({ level }: { level: number }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <AddMoneyLockButton target={{ scope: 'level', level }} />
      <Button
        size="small"
        component={Link}
        to={{ pathname: '/money-locks', search: `filter=${encodeURIComponent(JSON.stringify({ level }))}` }}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {translate('moneyLocks.show')}
      </Button>
    </Stack>
  );
}
