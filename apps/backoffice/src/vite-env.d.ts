/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the member site serves catalogue artwork (`/images/...`); http://localhost:3000 by default. */
  readonly VITE_MEMBER_SITE_URL?: string;
}
