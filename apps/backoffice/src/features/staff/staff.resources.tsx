import StaffIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { StaffCreate, StaffEdit, StaffList } from './staff-views';

export const staffResource: ResourceProps = {
  name: 'staff',
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: StaffIcon,
  recordRepresentation: 'login',
};
