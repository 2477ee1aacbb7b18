import ReportIcon from '@mui/icons-material/QueryStats';
import type { ResourceProps } from 'react-admin';
import { ReportsPage } from './reports-page';

/** A page, not a record list: react-admin mounts it at /reports and puts it in the menu. */
export const reportsResource: ResourceProps = { name: 'reports', list: ReportsPage, icon: ReportIcon };
