/**
 * Every endpoint of the API, for what reads them all: the OpenAPI description, the test that proves
 * each route has a description, and the API tests' check of every answer. A contract module exports
 * only groups of endpoints (objects whose values are endpoint descriptions).
 */
import type { Endpoint } from './endpoint';
import * as accessLog from './access-log';
import * as admin from './admin';
import * as appointments from './appointments';
import * as auth from './auth';
import * as fhir from './fhir';
import * as cid10 from './cid10';
import * as dataExport from './data-export';
import * as health from './health';
import * as hospital from './hospital';
import * as messages from './messages';
import * as prescriptions from './prescriptions';
import * as provisionalPatients from './provisional-patients';
import * as push from './push';
import * as reference from './reference';
import * as registration from './registration';
import * as reports from './reports';
import * as system from './system';

const modules: Record<string, unknown>[] = [
  accessLog,
  admin,
  appointments,
  auth,
  cid10,
  dataExport,
  fhir,
  health,
  hospital,
  messages,
  prescriptions,
  provisionalPatients,
  push,
  reference,
  registration,
  reports,
  system,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;

export const API_ENDPOINTS: readonly Endpoint[] = modules.flatMap((module) =>
  Object.values(module).flatMap((group) =>
    typeof group === 'object' && group !== null ? Object.values(group).filter(isEndpoint) : [],
  ),
);
