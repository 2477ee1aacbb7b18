'use client';

import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

interface DialogProps {
  /** Text naming the dialog for assistive technology; shown as its heading. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for messages that need an answer, `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes first; the first focusable element when omitted. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  titleClassName?: string;
  /** How the backdrop places the panel: centred by default, a drawer pins it to a side. */
  backdropClassName?: string;
  /** Names the panel for styling hooks and tests (`data-dialog`). */
  name?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled, Escape closes it, Tab stays inside, focus returns where it was.
 * Rendered in place over a dimmed backdrop; a click on the backdrop closes it too.
 */
export function Dialog({
  title,
  onClose,
  children,
  role = 'dialog',
  initialFocus,
  className = '',
  titleClassName = '',
  backdropClassName = 'items-center justify-center p-4',
  name,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, [initialFocus]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const [head, tail] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === head) {
      event.preventDefault();
      tail?.focus();
    } else if (!event.shiftKey && document.activeElement === tail) {
      event.preventDefault();
      head?.focus();
    }
  }

  return (
    <div
      className={`animate-fade-in fixed inset-0 z-50 flex bg-black/65 backdrop-blur-sm ${backdropClassName}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role={role}
        data-dialog={name}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative overflow-y-auto rounded-2xl border border-gold-500/25 bg-navy-900 shadow-2xl shadow-black/60 outline-none ${className}`}
      >
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
