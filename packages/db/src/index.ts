export * from './schema/index.ts';
export * from './client.ts';
export * from './migrate.ts';
export * from './ledger/index.ts';
export * from './passwords.ts';
export { hashToken, newToken } from './session-token.ts';
export * from './settings.ts';
export * from './seed/index.ts';
export * from './prepared.ts';
