import type { UseFormRegisterReturn } from 'react-hook-form';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/field-style';

interface SecretFieldProps {
  id: string;
  label: string;
  /** The form's registration of the field (name, ref, change and blur). */
  field: UseFormRegisterReturn;
  autoComplete: string;
  error?: string | undefined;
  hint?: string;
  digits?: boolean;
}

/** A masked field with its label, an optional hint and its error. */
export function SecretField({ id, label, field, autoComplete, error, hint, digits }: SecretFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        inputMode={digits ? 'numeric' : undefined}
        maxLength={digits ? 8 : 64}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={FIELD_CLASS}
        {...field}
        onChange={(event) => {
          // A PIN is digits only, as a keypad types it.
          if (digits) event.target.value = event.target.value.replace(/\D/g, '');
          void field.onChange(event);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
