import NoticeIcon from '@mui/icons-material/Campaign';
import PopupIcon from '@mui/icons-material/WebAsset';
import type { ResourceProps } from 'react-admin';
import { NoticeCreate, NoticeEdit, NoticeList } from './notice-views';
import { PopupCreate, PopupEdit, PopupList } from './popup-views';

export const noticesResource: ResourceProps = {
  name: 'notices',
  list: NoticeList,
  create: NoticeCreate,
  edit: NoticeEdit,
  icon: NoticeIcon,
  recordRepresentation: 'title',
};
export const popupsResource: ResourceProps = {
  name: 'popups',
  list: PopupList,
  create: PopupCreate,
  edit: PopupEdit,
  icon: PopupIcon,
  recordRepresentation: 'title',
};
