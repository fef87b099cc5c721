import type { Migration, MigrationProvider } from 'kysely';
import * as referenceData from './migrations/20261121200000_reference-data';
import * as usersAndSessions from './migrations/20261121200100_users-and-sessions';
import * as items from './migrations/20261121200200_items';

// Listed statically so migrations work the same under tsx, vitest and a bundler.
// Add new migrations here, named by UTC timestamp; never edit or reorder old ones.
const migrations: Record<string, Migration> = {
  '20261121200000_reference-data': referenceData,
  '20261121200100_users-and-sessions': usersAndSessions,
  '20261121200200_items': items,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
