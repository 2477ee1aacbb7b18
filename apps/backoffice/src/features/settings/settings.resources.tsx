import SettingsIcon from '@mui/icons-material/Tune';
import type { ResourceProps } from 'react-admin';
import { SettingsPage } from './settings-page';

/** A single-record resource: its "list" is the settings form. */
export const settingsResource: ResourceProps = { name: 'settings', list: SettingsPage, icon: SettingsIcon };
