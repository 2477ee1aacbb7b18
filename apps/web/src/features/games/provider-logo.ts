/** The provider emblem drawn for a provider or slot provider code (scripts/generate-artwork.ts). */
export const providerLogo = (code: string) => `/images/providers/${code}.svg`;
