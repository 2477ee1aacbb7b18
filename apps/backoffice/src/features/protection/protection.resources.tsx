import MarkersIcon from '@mui/icons-material/HealthAndSafety';
import type { ResourceProps } from 'react-admin';
import { HarmMarkerList } from './harm-marker-list';

export const harmMarkersResource: ResourceProps = {
  name: 'harm-markers',
  list: HarmMarkerList,
  icon: MarkersIcon,
};
