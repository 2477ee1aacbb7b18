import AuditIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { AuditList, AuditShow } from './audit-views';

export const auditResource: ResourceProps = {
  name: 'audit',
  list: AuditList,
  show: AuditShow,
  icon: AuditIcon,
};
