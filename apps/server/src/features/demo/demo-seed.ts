import type { Kysely } from 'kysely';
import type { DemoAccounts } from '@saude/shared/schemas/auth';
import type { DB } from '../../db/types';
import type { Logger } from '../../lib/logger';

// Placeholder until the demo city is written.
export async function seedDemo(_db: Kysely<DB>, _logger: Logger): Promise<void> {}
export function demoAccounts(): DemoAccounts | null {
  return null;
}
