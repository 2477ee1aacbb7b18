import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './helmet-headers.ts';
import { registerSecurityHeaders } from './security-headers.ts';

describe('registerSecurityHeaders', () => {
  it("sends the defaults, a route's own set or none, on answers, errors and 404s alike", async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, { defaults: { 'x-frame-options': 'DENY' } });
    app.get('/plain', () => 'ok');
    app.get('/own', { config: { securityHeaders: { 'x-frame-options': 'SAMEORIGIN' } } }, () => 'ok');
    app.get('/none', { config: { securityHeaders: false } }, () => 'ok');
    app.get('/failing', { config: { securityHeaders: { 'x-frame-options': 'SAMEORIGIN' } } }, () => {
      throw new Error('boom');
    });
    const frame = async (url: string) => (await app.inject(url)).headers['x-frame-options'];
    expect(await frame('/plain')).toBe('DENY');
    expect(await frame('/own')).toBe('SAMEORIGIN');
    expect(await frame('/none')).toBeUndefined();
    expect(await frame('/failing')).toBe('SAMEORIGIN');
    expect(await frame('/nowhere')).toBe('DENY');
    await app.close();
  });
});

describe('helmetHeaders', () => {
  it("reads helmet's headers once, options included", () => {
    const defaults = helmetHeaders();
    expect(defaults['x-content-type-options']).toBe('nosniff');
    expect(defaults['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(defaults['content-security-policy']).toContain("default-src 'self'");
    const own = helmetHeaders({ contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'https:'] } } });
    expect(own['content-security-policy']).toContain("img-src 'self' https:");
    expect(helmetHeaders({ strictTransportSecurity: false })['strict-transport-security']).toBeUndefined();
  });
});
