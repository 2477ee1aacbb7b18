import { describe, expect, it } from 'vitest';
import { agentPageUrl, agentPageWithCode } from './agent-page-url';

describe('agentPageUrl', () => {
  it('defaults to the local API for npm start', () => {
    expect(agentPageUrl({})).toBe('http://localhost:4000/agent/');
  });

  it('follows API_URL, preferring API_PUBLIC_URL and then AGENT_URL', () => {
    expect(agentPageUrl({ API_URL: 'http://localhost:4400/' })).toBe('http://localhost:4400/agent/');
    expect(agentPageUrl({ API_URL: 'http://api:4000', API_PUBLIC_URL: 'https://api.example.com' })).toBe(
      'https://api.example.com/agent/',
    );
    expect(agentPageUrl({ API_URL: 'http://api:4000', AGENT_URL: 'https://agent.example.com/' })).toBe(
      'https://agent.example.com/',
    );
  });

  it('adds the one-time code as a query parameter', () => {
    expect(agentPageWithCode('http://localhost:4400/agent/', 'a b&c')).toBe(
      'http://localhost:4400/agent/?code=a+b%26c',
    );
  });
});
