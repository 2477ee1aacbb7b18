'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReadOnlyField } from '../../components/read-only-field';

export interface ConfirmRow {
  label: string;
  value: string;
}

/** The last look before money moves: the question in the member's language and the figures it moves. */
export function ConfirmMoneyDialog({
  rows,
  ...question
}: {
  name: string;
  title: string;
  question: string;
  rows: ConfirmRow[];
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}) {
  const t = useTranslations('wallet.confirm');
  return (
    <ConfirmDialog {...question} closeLabel={t('close')}>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
        {rows.map((row) => (
          <ReadOnlyField key={row.label} label={row.label} value={row.value} />
        ))}
      </dl>
    </ConfirmDialog>
  );
}
