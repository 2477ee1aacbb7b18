/** The member site's origin, for artwork the catalogue stores as site-relative paths. */
const MEMBER_SITE_URL = (import.meta.env.VITE_MEMBER_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** `/images/games/x.svg` → the member site's copy; an https URL stays as it is. */
export function memberSiteUrl(path: string): string {
  return path.startsWith('/') ? `${MEMBER_SITE_URL}${path}` : path;
}
