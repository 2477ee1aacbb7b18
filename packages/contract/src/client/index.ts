export * from './client-error.ts';
export * from './query-string.ts';
export * from './transport.ts';
export * from './call-client.ts';
export * from './endpoint-client.ts';
