'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog as SharedConfirmDialog } from '../../components/confirm-dialog';

/** A yes/no question with this page's own text (the brief's confirm keys belong to help). */
export function ConfirmDialog({
  question,
  confirmLabel,
  onAnswer,
}: {
  question: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}) {
  const t = useTranslations('notes.confirm');
  return (
    <SharedConfirmDialog
      name="notes-confirm"
      title={t('title')}
      question={question}
      closeLabel={t('cancel')}
      confirmLabel={confirmLabel}
      onAnswer={onAnswer}
    />
  );
}
