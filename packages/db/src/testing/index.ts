export {
  createPostgresDatabase,
  createTestDatabase,
  dropPostgresDatabase,
  expectReconciled,
  PGLITE_IMAGE_ENV,
  postgresUrlFor,
  SOUND_LEDGER,
  TEST_ENGINES,
  writeMigratedPgliteImage,
  type TestDatabase,
  type TestEngine,
} from './test-database.ts';
export {
  createTestMember,
  fundTestMember,
  type TestMember,
  type TestMemberOptions,
} from './member-factory.ts';
export { createTestStaff, type TestStaff, type TestStaffOptions } from './staff-factory.ts';
export { createTestAgentSession, createTestSession, createTestStaffSession } from './session-factory.ts';
