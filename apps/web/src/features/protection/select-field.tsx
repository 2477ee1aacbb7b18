import type { ComponentProps } from 'react';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/field-style';

type SelectFieldProps = {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
} & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>;

/** A labelled choice among a few named values (a limit's kind and period, an exclusion's length). */
export function SelectField({ id, label, options, ...select }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select id={id} className={FIELD_CLASS} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
