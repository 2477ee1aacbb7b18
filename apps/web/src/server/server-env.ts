import { z } from 'zod';
import { parseAllowedOrigins } from '../features/proxy/allowed-origins';
import { parseTrustedProxies } from './trusted-proxies';

/** A parser that throws, as a zod transform that reports its message instead. */
function parsedWith<T>(parse: (raw: string) => T) {
  return (raw: string, context: z.RefinementCtx): T => {
    try {
      return parse(raw);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  };
}

const ZServerEnv = z.object({
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  TRUST_PROXY: z.string().default('').transform(parsedWith(parseTrustedProxies)),
  // Read again by the proxy at request time; parsed here so that a typo stops the server at boot.
  ALLOWED_ORIGINS: z.string().default('').transform(parsedWith(parseAllowedOrigins)),
});
export type TServerEnv = z.infer<typeof ZServerEnv>;

/** The site server's settings, validated once at boot; a bad value stops it with the reason. */
export function readServerEnv(source: Record<string, string | undefined>): TServerEnv {
  const parsed = ZServerEnv.safeParse(source);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${reasons.join('; ')}`);
  }
  return parsed.data;
}
