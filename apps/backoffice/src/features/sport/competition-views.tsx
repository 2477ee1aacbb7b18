import {
  Create,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  maxLength,
  regex,
  required,
  useGetList,
  type SelectInputProps,
} from 'react-admin';
import type { TSportCompetitionRecord } from '@haneul/contract';

const Column = DataTable.Col<TSportCompetitionRecord>;

/** Competitions, from the feeds and by hand: the events' parents. */
export function CompetitionList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SportInput key="sport" source="sport" alwaysOn />,
      ]}
      sort={{ field: 'sort', order: 'ASC' }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="code" />
        <Column source="nameKo" />
        <Column source="nameEn" disableSort />
        <Column source="sport" disableSort />
        <Column source="country" disableSort />
        <DataTable.NumberCol source="eventCount" disableSort />
      </DataTable>
    </List>
  );
}

/** A sport of the catalogue (the API refuses an unknown one). */
function SportInput(props: Omit<SelectInputProps, 'choices'>) {
  const { data = [] } = useGetList('sports', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sort', order: 'ASC' },
  });
  return (
    <SelectInput
      {...props}
      translateChoice={false}
      choices={data.map((sport) => ({
        id: sport.code as string,
        name: `${String(sport.nameKo)} (${String(sport.code)})`,
      }))}
    />
  );
}

/** A competition by hand, for events no feed brings. */
export function CompetitionCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 520 }}>
        <TextInput
          source="code"
          validate={[
            required(),
            maxLength(64),
            regex(/^[a-z0-9][a-z0-9-]*$/, 'app.reasons.competition_code_format'),
          ]}
        />
        <SportInput source="sport" validate={required()} />
        <TextInput source="nameKo" validate={[required(), maxLength(80)]} />
        <TextInput source="nameEn" validate={[required(), maxLength(80)]} />
        <TextInput
          source="country"
          validate={[required(), regex(/^([a-z]{2}|int)$/, 'app.reasons.country_format')]}
        />
      </SimpleForm>
    </Create>
  );
}
