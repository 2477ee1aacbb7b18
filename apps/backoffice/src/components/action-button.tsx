import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  type ButtonProps,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiErrorKey } from './api-error';

export interface ActionButtonProps {
  /** Translation key of the button and the dialog's confirm button. */
  label: string;
  /**
   * The dialog's confirm button when the row's short label would be ambiguous there (a "Cancel"
   * action beside the dialog's own way out); the way out then reads "Close".
   */
  confirmLabel?: string;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  /** Translation key of a sentence that says what will happen. */
  message?: string;
  messageValues?: Record<string, unknown>;
  /** A text the action carries (memo, reason); `required` keeps confirm disabled until typed. */
  text?: { label: string; required?: boolean; maxLength?: number };
  /** Runs the action with the typed text; what it resolves to may be shown by `onDone`. */
  run: (text: string) => Promise<unknown>;
  onDone?: (result: unknown) => void;
}

/**
 * A button that confirms in a dialog (asking for a memo or reason when the action takes one), runs
 * an API action, tells the operator how it went, and refreshes the page's data. Row clicks do not
 * fire through it.
 */
export function ActionButton(props: ActionButtonProps) {
  const { label, icon, color = 'primary', variant = 'text', disabled, message, messageValues, text } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const missing = Boolean(text?.required) && value.trim() === '';

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await props.run(value.trim());
      notify('app.common.done', { type: 'success' });
      setOpen(false);
      setValue('');
      props.onDone?.(result);
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
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
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate(label)}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          {message && (
            <DialogContentText sx={{ mb: 1 }}>{translate(message, messageValues)}</DialogContentText>
          )}
          {text && (
            <TextField
              label={translate(text.label)}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required={text.required}
              multiline
              minRows={2}
              autoFocus
              slotProps={{ htmlInput: { maxLength: text.maxLength ?? 200 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate(props.confirmLabel ? 'ra.action.close' : 'ra.action.cancel')}
          </Button>
          <Button onClick={confirm} color={color} variant="contained" disabled={busy || missing}>
            {translate(props.confirmLabel ?? label)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
