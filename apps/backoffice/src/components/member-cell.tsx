import { Typography } from '@mui/material';
import { MemberLink } from './member-link';

/** A member in one table cell: the login id (a link to the member) over the nickname. */
export function MemberCell({ id, userId, nick }: { id: number; userId: string; nick?: string | null }) {
  return (
    <>
      <MemberLink id={id} label={userId} />
      {nick && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.2 }}>
          {nick}
        </Typography>
      )}
    </>
  );
}
