import { useDataProvider } from 'react-admin';
import type { HaneulDataProvider } from '../lib/data-provider';

/** The data provider with the API's own verbs (`call`, `download`) besides react-admin's. */
export function useBackoffice(): HaneulDataProvider {
  return useDataProvider<HaneulDataProvider>();
}
