'use client';

import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog';

/**
 * A side drawer: 310 px wide, the whole width at 425 px and below (the brief's breakpoints).
 * It is a modal dialog, so it is labelled, closes on Escape and keeps focus inside.
 */
export function Drawer({
  side,
  title,
  open,
  onClose,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  if (!open) return null;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      titleClassName="sr-only"
      backdropClassName="items-stretch"
      name={`drawer-${side}`}
      className={`h-dvh w-[310px] rounded-none border-y-0 p-5 max-[426px]:w-full ${
        side === 'left' ? 'animate-slide-left mr-auto border-l-0' : 'animate-slide-right ml-auto border-r-0'
      }`}
    >
      {children}
    </Dialog>
  );
}
