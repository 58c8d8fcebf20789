/**
 * Copies of the embedded SQLite database, which holds everything (records, photos, the prescription
 * signing key). A backup uses SQLite's online backup API: a consistent copy taken page by page while
 * the server goes on writing, which a plain file copy of a database in WAL mode is not. A restore
 * checks the copy first, keeps the database it replaces beside it, and must run with the server
 * stopped. PostgreSQL has pg_dump and pg_restore for this.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SqliteDriver } from '../../db/sqlite-driver';

export type BackupSummary = { file: string; bytes: number; tables: number };

/** PRAGMA integrity_check of a database file, opened read-only: 'ok' or the problems found. */
export function integrityOf(file: string): string {
  const db = new SqliteDriver(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join('; ');
  } finally {
    db.close();
  }
}

function summary(file: string): BackupSummary {
  const db = new SqliteDriver(file, { readonly: true, fileMustExist: true });
  try {
    const { n } = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
      n: number;
    };
    return { file, bytes: fs.statSync(file).size, tables: n };
  } finally {
    db.close();
  }
}

/** A consistent copy of the database at `source` in `target` (which must not exist yet), checked. */
export async function backupSqlite(source: string, target: string): Promise<BackupSummary> {
  if (!fs.existsSync(source)) throw new Error(`banco de dados não encontrado: ${source}`);
  if (fs.existsSync(target)) throw new Error(`o arquivo de destino já existe: ${target}`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = new SqliteDriver(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target);
  } finally {
    db.close();
  }
  const integrity = integrityOf(target);
  if (integrity !== 'ok') {
    fs.rmSync(target, { force: true });
    throw new Error(`a cópia não passou na verificação de integridade: ${integrity}`);
  }
  return summary(target);
}

/**
 * Puts the backup `source` in place of the database at `target`. The backup is checked before
 * anything changes; the database it replaces (if any) is kept as `<target>.antes-da-restauracao-<time>`.
 */
export function restoreSqlite(
  source: string,
  target: string,
  now = new Date(),
): BackupSummary & { kept: string | null } {
  if (!fs.existsSync(source)) throw new Error(`cópia não encontrada: ${source}`);
  const integrity = integrityOf(source);
  if (integrity !== 'ok') throw new Error(`a cópia não passou na verificação de integridade: ${integrity}`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    kept = `${target}.antes-da-restauracao-${now.toISOString().replace(/[:.]/g, '-')}`;
    // Folding the write-ahead log in first makes the kept file whole on its own.
    const current = new SqliteDriver(target, { fileMustExist: true });
    try {
      current.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      current.close();
    }
    fs.renameSync(target, kept);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  const staging = `${target}.restaurando`;
  fs.copyFileSync(source, staging);
  fs.renameSync(staging, target);
  return { ...summary(target), kept };
}
