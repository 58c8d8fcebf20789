/**
 * The SQLite driver for the Node that runs the server (docs/decisions/028-sqlite-driver-per-node.md).
 * better-sqlite3 12 is compiled for one Node version and, from Node 24.19 on, aborts the process when
 * the garbage collector frees a statement outside JavaScript; 13 is built on Node-API, ships its
 * binaries and fixes that, but runs only on Node 22 and later. Node 24 is the production runtime and
 * the machines still run Node 20, so each gets the major that works on it. Both have one API.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const SqliteDriver: typeof BetterSqlite3 = require(
  nodeMajor >= 22 ? 'better-sqlite3-13' : 'better-sqlite3',
);
export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
