import { FIELD_CLASS, LABEL_CLASS } from '../wallet/field-style';

interface SecretFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  error?: string | undefined;
  hint?: string;
  digits?: boolean;
}

/** A masked field with its label, an optional hint and its error. */
export function SecretField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  digits,
}: SecretFieldProps) {
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
        value={value}
        onChange={(event) => onChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={FIELD_CLASS}
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
