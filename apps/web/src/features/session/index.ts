// What other features may use of the session: reading it, its query key, the login answer's
// session, the guards for member pages and links, the one for the visitors' pages, and the way
// back to a member page after signing in.
export { MemberLink } from './member-link';
export { MemberOnly } from './member-only';
export { VisitorOnly } from './visitor-only';
export { returnPathFrom } from './return-path';
export { useAskToSignIn } from './use-ask-to-sign-in';
export { useSession } from './session-provider';
export {
  SESSION_QUERY_KEY,
  sessionFromLogin,
  type AuthenticatedSession,
  type SessionState,
} from './session-state';
