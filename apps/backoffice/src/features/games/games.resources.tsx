import CasinoIcon from '@mui/icons-material/Style';
import SlotProviderIcon from '@mui/icons-material/ViewModule';
import SlotIcon from '@mui/icons-material/Apps';
import SportIcon from '@mui/icons-material/SportsSoccer';
import ProviderIcon from '@mui/icons-material/Dns';
import type { ResourceProps } from 'react-admin';
import { CatalogueEdit, CatalogueList } from './catalogue-views';
import { ProviderList } from './provider-list';

const catalogue = (name: string, icon: ResourceProps['icon']): ResourceProps => ({
  name,
  list: CatalogueList,
  edit: CatalogueEdit,
  icon,
  recordRepresentation: 'nameKo',
});

export const casinoGamesResource = catalogue('casino-games', CasinoIcon);
export const slotProvidersResource = catalogue('slot-providers', SlotProviderIcon);
export const slotGamesResource = catalogue('slot-games', SlotIcon);
export const sportsResource = catalogue('sports', SportIcon);
export const providersResource: ResourceProps = { name: 'providers', list: ProviderList, icon: ProviderIcon };
