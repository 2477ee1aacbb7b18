'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { TFieldError } from '@haneul/contract';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SERVER_ERROR } from './reason-key';

export interface ContractFormOptions {
  /** `onTouched` checks each field as it is left (registration); by default, on submit. */
  mode?: 'onSubmit' | 'onTouched';
  /**
   * Focus the first field in error on submit. Off for forms that answer a problem with a message
   * dialog (sign-in, a new ticket): the dialog holds the focus until it is closed.
   */
  focusError?: boolean;
}

/**
 * A form validated by one of the contract's own schemas (a call's body), so the site and the
 * server apply the very same rules. The first field in error takes the focus on submit; the
 * server's `invalid` reasons land on their fields the same way (`showServerErrors`).
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { mode = 'onSubmit', focusError = true }: ContractFormOptions = {},
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    shouldFocusError: focusError,
  });

  /** Puts the server's reasons on the fields it names; false when it names none of this form's. */
  function showServerErrors(errors: TFieldError[]): boolean {
    const fields = Object.keys(form.getValues());
    const named = errors.filter(({ field }) => fields.includes(field));
    named.forEach(({ field, reason }, index) =>
      form.setError(
        field as Path<Input>,
        { type: SERVER_ERROR, message: reason },
        { shouldFocus: index === 0 },
      ),
    );
    return named.length > 0;
  }

  return { ...form, showServerErrors };
}
