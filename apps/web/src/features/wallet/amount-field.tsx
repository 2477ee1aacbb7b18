'use client';

import { Controller, type Control } from 'react-hook-form';
import { LABEL_CLASS } from '../../components/field-style';
import { AmountInput } from './amount-input';

type AmountForm = { amount: number };

/**
 * A form's labelled `amount` field: the amount input bound to the form, its error in the form's
 * words. The conversion forms (comp, points) have no quick buttons, only "max".
 */
export function AmountField({
  id,
  label,
  control,
  max,
  error,
}: {
  id: string;
  label: string;
  control: Control<AmountForm, unknown, AmountForm>;
  max: number;
  error: (value: number) => string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <Controller
        control={control}
        name="amount"
        render={({ field }) => (
          <AmountInput
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            max={max}
            quick={false}
            error={error(field.value)}
          />
        )}
      />
    </div>
  );
}
