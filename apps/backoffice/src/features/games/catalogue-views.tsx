import {
  BooleanInput,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  regex,
  required,
  useResourceContext,
} from 'react-admin';
import { Box } from '@mui/material';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar';
import { memberSiteUrl } from '../../lib/member-site-url';
import { GameImage } from './game-image';
import { MaxWinField } from './max-win-field';
import { ToggleField } from '../../components/toggle-field';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="used"
    source="used"
    alwaysOn
    emptyText="app.common.all"
    choices={[
      { id: 'true', name: 'app.common.yes' },
      { id: 'false', name: 'app.common.no' },
    ]}
  />,
  <TextInput key="providerCode" source="providerCode" />,
];

/** Casino games, slot providers, slot games or sports: artwork, names, order, and the in-use switch. */
export function CatalogueList() {
  const resource = useResourceContext();
  return (
    <List filters={filters} sort={{ field: 'sort', order: 'ASC' }} perPage={50} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="image" disableSort>
          <GameImage />
        </DataTable.Col>
        <DataTable.Col source="code" />
        <DataTable.Col source="nameKo" />
        <DataTable.Col source="nameEn" disableSort />
        <DataTable.Col source="providerCode" disableSort />
        {resource === 'slot-games' && <DataTable.Col source="slotProviderCode" disableSort />}
        {(resource === 'slot-games' || resource === 'casino-games') && (
          <DataTable.Col source="maxWinMultiplier" disableSort>
            <MaxWinField />
          </DataTable.Col>
        )}
        <DataTable.NumberCol source="sort" />
        <DataTable.Col source="used" disableSort>
          <ToggleField source="used" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The same rule the API applies: a member-site path or an https address. */
const imageUrl = regex(/^(\/[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>]+)$/, 'games.imageHelp');

export function CatalogueEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm sx={{ maxWidth: 640 }} toolbar={<SaveOnlyToolbar />}>
        <TextInput source="code" readOnly />
        <TextInput source="nameKo" validate={[required(), maxLength(100)]} />
        <TextInput source="nameEn" validate={[required(), maxLength(100)]} />
        <NumberInput source="sort" validate={[required(), minValue(0)]} helperText="games.sortHelp" />
        <BooleanInput source="used" />
        <TextInput
          source="imgUrl"
          validate={[required(), maxLength(500), imageUrl]}
          helperText="games.imageHelp"
        />
        <FormDataConsumer<{ imgUrl?: string }>>
          {({ formData }) =>
            formData.imgUrl ? (
              <Box
                component="img"
                src={memberSiteUrl(formData.imgUrl)}
                alt=""
                sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.200' }}
              />
            ) : null
          }
        </FormDataConsumer>
      </SimpleForm>
    </Edit>
  );
}
