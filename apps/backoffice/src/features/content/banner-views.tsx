import { Box, Grid } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
} from 'react-admin';
import { CONTENT_LANGUAGES, type TBannerLink, type TTranslations } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { BannerImageInput } from './banner-image-input';
import { ScheduleInputs } from './schedule-inputs';
import { memberSiteUrl } from '../../lib/member-site-url';

interface BannerDraft {
  image?: string;
  link?: Partial<TBannerLink>;
}

const linkChoices = [
  { id: 'game', name: 'content.linkGame' },
  { id: 'page', name: 'content.linkPage' },
];

const Column = DataTable.Col<{ headlines: TTranslations; link: TBannerLink }>;

export function BannerList() {
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="sort" />
        <Column source="headlines.ko" disableSort />
        <Column
          source="headlines"
          label="content.languages"
          disableSort
          render={(row) => CONTENT_LANGUAGES.filter((language) => row.headlines[language] !== '').join(' · ')}
        />
        <Column
          source="link"
          disableSort
          render={({ link }) => (link.kind === 'game' ? `${link.company} / ${link.code}` : link.path)}
        />
        <DataTable.Col source="active" field={BooleanField} disableSort />
        <DataTable.Col source="startsAt" field={DateTimeField} disableSort />
        <DataTable.Col source="endsAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}

const code = [required(), maxLength(64)];

/** One column per language, Korean first and required: the others show Korean until written. */
function HeadlineColumns() {
  return (
    <Grid container spacing={2}>
      {CONTENT_LANGUAGES.map((language) => (
        <Grid key={language} size={{ xs: 12, md: 'grow' }}>
          <TextInput
            source={`headlines.${language}`}
            label={`content.language.${language}`}
            validate={language === 'ko' ? [required(), maxLength(120)] : maxLength(120)}
            parse={(value: string | null) => value ?? ''}
            helperText={language === 'ko' ? 'content.koreanRequired' : 'content.fallsBackToKorean'}
            multiline
          />
        </Grid>
      ))}
    </Grid>
  );
}

function BannerForm() {
  return (
    <SimpleForm>
      <HeadlineColumns />
      <Grid container spacing={3} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BannerImageInput />
          <SelectInput source="link.kind" choices={linkChoices} validate={required()} defaultValue="game" />
          <FormDataConsumer<BannerDraft>>
            {({ formData }) =>
              formData.link?.kind === 'page' ? (
                <TextInput
                  source="link.path"
                  helperText="content.pathHelp"
                  validate={[required(), maxLength(200), regex(/^\/(?!\/)[\w\-/]*$/, 'content.pathHelp')]}
                />
              ) : (
                <Grid container spacing={2}>
                  <Grid size={6}>
                    <TextInput source="link.company" validate={code} />
                  </Grid>
                  <Grid size={6}>
                    <TextInput source="link.code" validate={code} />
                  </Grid>
                </Grid>
              )
            }
          </FormDataConsumer>
          <NumberInput
            source="sort"
            defaultValue={0}
            validate={[required(), minValue(0), maxValue(10_000)]}
          />
          <Grid container spacing={2}>
            <ScheduleInputs />
          </Grid>
          <BooleanInput source="active" defaultValue />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <FormDataConsumer<BannerDraft>>
            {({ formData }) =>
              formData.image ? (
                <Box
                  component="img"
                  src={memberSiteUrl(formData.image)}
                  alt=""
                  sx={{ width: '100%', borderRadius: 2 }}
                />
              ) : null
            }
          </FormDataConsumer>
        </Grid>
      </Grid>
    </SimpleForm>
  );
}

export function BannerCreate() {
  return (
    <Create redirect="list">
      <BannerForm />
    </Create>
  );
}

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <BannerForm />
    </Edit>
  );
}
