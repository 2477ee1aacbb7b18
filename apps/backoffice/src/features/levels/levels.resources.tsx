import LevelIcon from '@mui/icons-material/MilitaryTech';
import type { ResourceProps } from 'react-admin';
import { LevelCreate, LevelEdit, LevelList } from './level-views';

export const levelsResource: ResourceProps = {
  name: 'levels',
  list: LevelList,
  create: LevelCreate,
  edit: LevelEdit,
  icon: LevelIcon,
  recordRepresentation: 'name',
};
