import TicketIcon from '@mui/icons-material/SupportAgent';
import NoteIcon from '@mui/icons-material/MailOutlined';
import type { ResourceProps } from 'react-admin';
import { NoteCreate } from './note-create';
import { NoteList } from './note-list';
import { TicketList } from './ticket-list';
import { TicketShow } from './ticket-show';

export const ticketsResource: ResourceProps = {
  name: 'tickets',
  list: TicketList,
  show: TicketShow,
  icon: TicketIcon,
};
export const notesResource: ResourceProps = {
  name: 'notes',
  list: NoteList,
  create: NoteCreate,
  icon: NoteIcon,
};
