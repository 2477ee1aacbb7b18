import { z } from 'zod';

/** The brief's message keys; clients hold their texts in every language. */
export const ZMessageKey = z.enum([
  'msg2001',
  'msg2002',
  'msg2003',
  'msg2004',
  'msg2012',
  'msg2024',
  'msg2025',
  'msg2026',
  'msg2027',
  'msg2029',
  'msg2030',
  'msg2053',
  'msg2054',
  'msg2214',
  'msg2216',
  'msg2217',
  'msg2218',
  'msg2221',
  'msg2222',
]);
export type TMessageKey = z.infer<typeof ZMessageKey>;
