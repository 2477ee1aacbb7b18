import type { MouseEvent } from 'react';
import { Link, useCreatePath } from 'react-admin';

/** A member's login id linking to their detail page; a click does not also open the row. */
export function MemberLink({
  id,
  label,
}: {
  id: number | null | undefined;
  label: string | null | undefined;
}) {
  const createPath = useCreatePath();
  if (!id) return <>{label ?? ''}</>;
  return (
    <Link
      to={createPath({ resource: 'members', id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {label ?? id}
    </Link>
  );
}
