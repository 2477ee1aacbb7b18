import type { ReactNode } from 'react';
import { SportFrame } from '../../../features/sport/sport-frame';

/** The sportsbook's pages share one frame, so the bet slip stays as the member moves between them. */
export default function SportLayout({ children }: { children: ReactNode }) {
  return <SportFrame>{children}</SportFrame>;
}
