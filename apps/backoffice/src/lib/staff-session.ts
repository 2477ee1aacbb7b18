import { z } from 'zod';
import { ZStaffIdentity } from '@haneul/contract';
import { createTokenStore } from './token-store';

/** What the back office keeps of a staff sign-in: the bearer token, its end, and who it is. */
export const ZStoredStaffSession = z.object({
  token: z.string().min(1),
  expiresAt: z.iso.datetime(),
  staff: ZStaffIdentity,
});
export type TStoredStaffSession = z.infer<typeof ZStoredStaffSession>;

export const staffSessionStore = createTokenStore('haneul.backoffice.session', ZStoredStaffSession);
