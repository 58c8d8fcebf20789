/**
 * Update polling runs every 30 s (spec 01 section 9). End-to-end tests cannot wait that long: they
 * set localStorage 'saude:updates-interval-ms' (read once, when polling starts) to a shorter
 * interval. Values below one second, or not numbers, are ignored.
 */
import { LIMITS } from '@saude/shared/domain/constants';
import { storage } from '@/lib/storage';

export const POLL_INTERVAL_KEY = 'saude:updates-interval-ms';
const MIN_INTERVAL_MS = 1_000;

export function pollIntervalMs(): number {
  const override = Number(storage.get(POLL_INTERVAL_KEY));
  return Number.isFinite(override) && override >= MIN_INTERVAL_MS ? override : LIMITS.pollingMs;
}
