import { SelectInput, useGetList, useLocaleState, type SelectInputProps } from 'react-admin';
import type { TSportCompetitionRecord } from '@haneul/contract';
import { nameIn } from './sport-format';

/**
 * A competition picked by name (the API has no single-competition read, so a reference input's
 * look-up by id is not available): the whole list, a few hundred at most, in the interface language.
 */
export function CompetitionInput(props: Omit<SelectInputProps, 'choices'>) {
  const [locale] = useLocaleState();
  const { data = [], isPending } = useGetList<TSportCompetitionRecord>('sport-competitions', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'nameKo', order: 'ASC' },
  });
  return (
    <SelectInput
      {...props}
      isPending={isPending}
      translateChoice={false}
      choices={data.map((competition) => ({
        id: competition.id,
        name: `${nameIn(locale, competition, 'name')} · ${competition.sport}`,
      }))}
    />
  );
}
