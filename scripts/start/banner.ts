/** The demo accounts `npm start` and `npm run cluster` print: whom to sign in as. */
export const DEMO_LOGIN_LINES = [
  '  Demo logins (demo data only):',
  '    demo01  / demo1234!      member, 1,000,000 won, 25,000 comp, exchange password 1234',
  '    demo02  / demo1234!      member, 50,000 won',
  '    agent01 / agent1234!     agent, code HANEUL',
  '    admin   / admin1234!     staff (admin),    TOTP secret JBSWY3DPEHPK3PXP',
  '    operator / operator1234! staff (operator), TOTP secret KRSXG5CTMVRXEZLU',
];

/** What `npm start` prints once everything answers: where to go and whom to sign in as. */
export function banner(urls: { web: string; api: string; games: string }): string {
  return [
    '',
    'Haneul is running.',
    '',
    `  Member site   ${urls.web}`,
    `  Back office   ${urls.api}/backoffice/`,
    `  API server    ${urls.api}   (health: ${urls.api}/healthz)`,
    `  Game server   ${urls.games}   (verify a round: ${urls.games}/verify)`,
    '',
    ...DEMO_LOGIN_LINES,
    '',
    '  Embedded data lives in ./data (delete it to start afresh). Ctrl-C stops everything.',
    '',
  ].join('\n');
}
