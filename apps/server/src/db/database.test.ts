import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase } from './database';

describe('SQLite database', () => {
  it('folds accented capitals in lower(), as PostgreSQL does, so searches find "Água" from "água"', async () => {
    const database = createDatabase({ kind: 'sqlite', path: ':memory:' });
    const { rows } = await sql<{ folded: string; found: number }>`
      select lower('ÁGUA PARADA É FOCO') as folded, lower('Água parada') like lower('%água%') as found`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ folded: 'água parada é foco', found: 1 });
    await database.close();
  });
});
