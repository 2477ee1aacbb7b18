import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type ButtonProps,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiErrorKey } from './api-error';

/** Field → the translation key of why the API refused it (react-admin's HttpError body). */
type FieldErrors = Record<string, string>;

/** What goes under a field: the API's reason when it refused the field (or one inside it), else the help. */
export type FieldHelp = (field: string, help?: string) => { error: boolean; helperText?: string };

function fieldErrorsOf(error: unknown): FieldErrors {
  const errors = (error as { body?: { errors?: unknown } })?.body?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
}

export interface DialogButtonProps {
  /** Translation key of the button, the dialog's title and its confirm button. */
  label: string;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  /** Whether the form is complete enough to send. */
  ready?: boolean;
  /** Called as the dialog opens, to start the form from the record as it is now. */
  onOpen?: () => void;
  run: () => Promise<unknown>;
  /** The form, given what to write under each field after the last try. */
  children: (help: FieldHelp) => ReactNode;
}

/**
 * A button that opens a small form in a dialog, sends it, tells how it went and refreshes the
 * page; a refusal keeps the dialog open with each field's reason under it.
 */
export function DialogButton(props: DialogButtonProps) {
  const { label, icon, color = 'primary', variant = 'outlined', disabled, ready = true } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const help: FieldHelp = (field, helpKey) => {
    const reason = Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1];
    if (reason) return { error: true, helperText: translate(reason, { _: reason }) };
    return { error: false, helperText: helpKey ? translate(helpKey) : undefined };
  };

  const submit = async () => {
    setBusy(true);
    try {
      await props.run();
      notify('app.common.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(apiErrorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color={color}
        variant={variant}
        startIcon={icon}
        disabled={disabled}
        onClick={() => {
          props.onOpen?.();
          setErrors({});
          setOpen(true);
        }}
      >
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children(help)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button onClick={submit} color={color} variant="contained" disabled={busy || !ready}>
            {translate(label)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
