import { Pagination } from 'react-admin';

/** The member tab's tables: ten rows a page, newest first. */
export const referencePaging = {
  pagination: <Pagination rowsPerPageOptions={[10, 25]} />,
  perPage: 10,
  sort: { field: 'id', order: 'DESC' as const },
};
