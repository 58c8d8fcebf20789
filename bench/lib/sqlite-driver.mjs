// The SQLite driver for the running Node, chosen as the server chooses it
// (apps/server/src/db/sqlite-driver.ts, decision 028): better-sqlite3 13 from Node 22 on, 12 before.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/** @type {typeof import('better-sqlite3')} */
export const SqliteDriver = require(nodeMajor >= 22 ? 'better-sqlite3-13' : 'better-sqlite3');
