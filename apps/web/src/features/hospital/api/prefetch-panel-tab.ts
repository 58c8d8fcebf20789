import type { QueryClient } from '@tanstack/react-query';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { examsSource, prescriptionsSource, vaccinationsSource } from './clinical';
import { hospitalKeys } from './hospital-keys';
import { doctorsSource } from './doctors';
import { staffSource } from './staff';

/**
 * Asks for the first page of the list a tab of the unit's panel opens on, as the tab is chosen: each
 * tab is a lazy chunk, and its list would otherwise be asked for only once the chunk has arrived and
 * rendered. The keys and paths are the tabs' own (their hooks' sources). Settles when the page has
 * arrived or failed (at once for a tab without a list).
 */
export function prefetchPanelTab(client: QueryClient, tab: string): Promise<void> {
  if (tab === 'medicos') return prefetchPagedList(client, doctorsSource);
  if (tab === 'equipe') return prefetchPagedList(client, staffSource);
  if (tab === 'receitas') return prefetchPagedList(client, prescriptionsSource());
  if (tab === 'vacinas') return prefetchPagedList(client, vaccinationsSource());
  // The exams tab opens on the pending ones (the queue).
  if (tab === 'exames')
    return prefetchPagedList(client, { queryKey: hospitalKeys.exams, ...examsSource('pending') });
  return Promise.resolve();
}
