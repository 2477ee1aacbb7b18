import BannerIcon from '@mui/icons-material/ViewCarousel';
import NoticeIcon from '@mui/icons-material/Campaign';
import NoteTemplateIcon from '@mui/icons-material/MarkEmailRead';
import PopupIcon from '@mui/icons-material/WebAsset';
import type { ResourceProps } from 'react-admin';
import { BannerCreate, BannerEdit, BannerList } from './banner-views';
import { NoteTemplateEdit, NoteTemplateList } from './note-template-views';
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
export const bannersResource: ResourceProps = {
  name: 'banners',
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: BannerIcon,
  recordRepresentation: (record: { headlines: { ko: string } }) => record.headlines.ko,
};
export const noteTemplatesResource: ResourceProps = {
  name: 'note-templates',
  list: NoteTemplateList,
  edit: NoteTemplateEdit,
  icon: NoteTemplateIcon,
  recordRepresentation: 'title',
};
