import { SearchInput, SelectInput } from 'react-admin';

export const REQUEST_STATE_FILTERS = ['pending', 'waiting', 'taken', 'completed', 'cancelled'] as const;

/** State (pending by default: what still needs a hand) and a search on the member. */
export const requestFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={REQUEST_STATE_FILTERS.map((state) => ({ id: state, name: `app.requestStates.${state}` }))}
  />,
];
