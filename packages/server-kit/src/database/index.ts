export { openDatabase, type Database, type DatabaseOptions, type SchemaDb } from './open-database.ts';
export { migrateDatabase } from './migrate-database.ts';
export { readDefinitionFiles, type DefinitionFile } from './definition-files.ts';
export { definitionDrift } from './definition-drift.ts';
export { databaseErrorOf, uniqueViolation, type DatabaseErrorInfo } from './database-error.ts';
