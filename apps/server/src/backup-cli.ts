/**
 * `npm run backup -- <arquivo>` and `npm run restore -- <arquivo>`: the SQLite database named by
 * DATABASE_URL (as the server reads it) copied out while the server runs, or put back with the server
 * stopped. On PostgreSQL it says to use pg_dump and pg_restore.
 */
import { parseDatabaseUrl } from './config';
import { backupSqlite, restoreSqlite } from './features/system/sqlite-backup';

const USAGE = 'Uso: npm run backup -- <arquivo>   |   npm run restore -- <arquivo>';

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    return 2;
  }
  const database = parseDatabaseUrl(process.env.DATABASE_URL);
  if (database.kind !== 'sqlite') {
    console.error(
      'DATABASE_URL aponta para PostgreSQL: use pg_dump para a cópia e pg_restore para restaurá-la (veja o README).',
    );
    return 2;
  }
  if (command === 'backup') {
    const done = await backupSqlite(database.path, file);
    console.log(`Cópia criada: ${done.file} (${done.bytes} bytes, ${done.tables} tabelas, integridade ok).`);
  } else {
    const done = restoreSqlite(file, database.path);
    console.log(
      `Banco restaurado em ${database.path} a partir de ${file} (${done.tables} tabelas, integridade ok).`,
    );
    if (done.kept) console.log(`O banco anterior foi guardado em ${done.kept}.`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
