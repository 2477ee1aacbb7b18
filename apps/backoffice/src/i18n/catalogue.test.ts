import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  endpoints,
  EXCLUSION_KINDS,
  PLAY_LIMIT_ACTIONS,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  PROTECTION_REVIEW_ACTIONS,
  REQUEST_STATES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  ZDriftKind,
  ZEndpointStatus,
  ZHarmMarker,
  ZMoneyKind,
} from '@haneul/contract';
import { agentCatalogue } from '../agent/agent-catalogue';
import { agentListMessages } from '../agent/agent-lists.messages';
import { agentMessages } from '../agent/agent.messages';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../features/audit/audit-values';
import { REPORT_KINDS } from '../features/reports/report-kinds';
import { backofficeCatalogue, FEATURE_MESSAGES } from './catalogue';
import { leaves, type MessageTree } from './message-tree';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.messages\.ts$/.test(name) ? [path] : [];
  });
}

const NAMESPACES =
  'app|auth|dashboard|queues|members|moneyLocks|protection|support|content|games|levels|agents|settings|staff|reports|audit|sport|agent|resources|ra';
/** Whole translation keys written as literals in the code (`'members.adjust.button'`); template keys are checked below. */
const KEY = new RegExp(`['"\`]((?:${NAMESPACES})\\.[A-Za-z0-9_.-]*[A-Za-z0-9_-])['"\`]`, 'g');

function keysUsedIn(files: string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(KEY)) {
      // Endpoint names (`auth.login`) share the dotted shape; they are not texts.
      if (!Object.hasOwn(endpoints, match[1]!)) used.set(match[1]!, relative(SRC, file));
    }
  }
  return used;
}

const catalogues: Array<[string, Record<'ko' | 'en', MessageTree>]> = [
  ['back office', backofficeCatalogue],
  ['agent page', agentCatalogue],
];

describe.each(catalogues)('the %s catalogue', (_name, catalogue) => {
  const ko = leaves(catalogue.ko);
  const en = leaves(catalogue.en);

  it('has every key in both languages', () => {
    expect([...ko.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !ko.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    for (const [key, text] of [...ko, ...en])
      if (key !== 'ra.boolean.null') expect(text.trim(), key).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();
    for (const [key, text] of ko) expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
  });

  it('reads Korean in Korean: every text with letters has Hangul', () => {
    const allowed = /^(app\.locales\.en|dashboard\.ggr|resources\.[\w-]+\.fields\.(ggr|ip))$/;
    const english = [...ko].filter(
      ([key, text]) =>
        !allowed.test(key) && /[A-Za-z]{3,}/.test(text.replace(/%\{\w+\}/g, '')) && !/[가-힣]/.test(text),
    );
    expect(english).toEqual([]);
  });
});

describe('feature messages', () => {
  it.each(FEATURE_MESSAGES.map((messages, index) => [index, messages] as const))(
    'feature #%i has the same keys in Korean and English',
    (_index, messages) => {
      expect([...leaves(messages.en).keys()].sort()).toEqual([...leaves(messages.ko).keys()].sort());
    },
  );

  it.each([agentMessages, agentListMessages])(
    'the agent page has the same keys in Korean and English',
    (messages) => {
      expect([...leaves(messages.en).keys()].sort()).toEqual([...leaves(messages.ko).keys()].sort());
    },
  );
});

describe('keys the code names', () => {
  // The audit log's values (`auth.login`) share the dotted shape; they are data, not texts.
  const files = sourceFiles(SRC).filter((file) => !file.endsWith('audit-values.ts'));
  const agentFiles = files.filter((file) => file.includes(`${SRC}agent`));
  const sharedFiles = files.filter((file) => /[/\\](components|lib|i18n)[/\\]/.test(file));
  const staffFiles = files.filter((file) => !agentFiles.includes(file) && !sharedFiles.includes(file));

  it.each([
    ['back office screens', staffFiles, [backofficeCatalogue]],
    ['agent page screens', agentFiles, [agentCatalogue]],
    ['shared components', sharedFiles, [backofficeCatalogue, agentCatalogue]],
  ] as const)('%s find every key they name', (_name, group, needed) => {
    for (const catalogue of needed) {
      const known = leaves(catalogue.ko);
      const missing = [...keysUsedIn([...group])].filter(
        ([key]) => !known.has(key) && !isNamespace(catalogue.ko, key),
      );
      expect(missing).toEqual([]);
    }
  });

  it('has a text for every value the code translates by pattern', () => {
    const ko = leaves(backofficeCatalogue.ko);
    const expected = [
      ...ZMoneyKind.options.map((kind) => `members.kinds.${kind}`),
      ...REQUEST_STATES.map((state) => `app.requestStates.${state}`),
      ...ZEndpointStatus.options
        .filter((status) => status !== 'success')
        .map((status) => `app.errors.${status}`),
      ...Object.keys(REPORT_KINDS).map((kind) => `reports.tabs.${kind}`),
      ...ZDriftKind.options.map((kind) => `dashboard.reconciliation.kinds.${kind}`),
      ...PLAY_LIMIT_KINDS.map((kind) => `protection.kinds.${kind}`),
      ...PLAY_LIMIT_PERIODS.map((period) => `protection.periods.${period}`),
      ...PLAY_LIMIT_ACTIONS.map((action) => `protection.actions.${action}`),
      ...EXCLUSION_KINDS.map((kind) => `protection.exclusionKinds.${kind}`),
      ...[...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS].map(
        (period) => `protection.exclusionPeriods.${period}`,
      ),
      ...PROTECTION_REVIEW_ACTIONS.map((action) => `protection.review.actions.${action}`),
      ...ZHarmMarker.options.map((option) => `protection.markers.${option.shape.kind.value}`),
      ...AUDIT_ACTIONS.map((action) => `audit.actions.${action}`),
      ...AUDIT_TARGETS.map((target) => `audit.targets.${target}`),
    ];
    expect(expected.filter((key) => !ko.has(key))).toEqual([]);
    const agentKo = leaves(agentCatalogue.ko);
    expect(
      REQUEST_STATES.map((state) => `app.requestStates.${state}`).filter((key) => !agentKo.has(key)),
    ).toEqual([]);
  });
});

describe('the audit log’s values', () => {
  it('names every action and target type the API writes as a literal', () => {
    const dir = fileURLToPath(new URL('../../../api/src/modules/', import.meta.url));
    const written = (pattern: RegExp) =>
      new Set(
        sourceFiles(dir).flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]!),
        ),
      );
    const actions = written(/action: '([a-z_]+\.[a-z_]+)'/g);
    const targets = written(/targetType: '([a-z_]+)'/g);
    expect(actions.size).toBeGreaterThan(30);
    expect([...actions].filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual(
      [],
    );
    expect([...targets].filter((target) => !(AUDIT_TARGETS as readonly string[]).includes(target))).toEqual(
      [],
    );
  });
});

describe('reasons the API gives', () => {
  it('explains every reason code of the contract’s back-office schemas', () => {
    const dir = fileURLToPath(new URL('../../../../packages/contract/src/backoffice/', import.meta.url));
    const codes = new Set(
      readdirSync(dir).flatMap((name) =>
        [
          ...readFileSync(join(dir, name), 'utf8').matchAll(
            // Not an element of a list (`z.enum(['general', 'account_ask', ...])`): a reason ends its call.
            /(?:,\s*|message: )'([a-z]+(?:_[a-z]+)+)'\s*[),](?!\s*')/g,
          ),
        ].map((match) => match[1]!),
      ),
    );
    expect(codes.size).toBeGreaterThan(5);
    const known = leaves(backofficeCatalogue.en);
    // Status names (`not_found`) share the shape; they are explained under app.errors.
    const reasons = [...codes].filter(
      (code) => !(ZEndpointStatus.options as readonly string[]).includes(code),
    );
    expect(reasons.filter((code) => !known.has(`app.reasons.${code}`))).toEqual([]);
  });
});

/** A key that names a whole group (a resource's texts) rather than one text. */
function isNamespace(tree: MessageTree, key: string): boolean {
  let node: MessageTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object';
}
