import type { QueryClient } from '@tanstack/react-query';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { examsSource, prescriptionsSource, vaccinationsSource } from './clinical';
import { hospitalKeys } from './hospital-keys';
import { doctorsSource } from './doctors';
import { staffSource } from './staff';

/**
 * Asks for the first page of the list a tab of the unit's panel opens on, as the tab is chosen: each
 * tab is a lazy chunk, and its list would otherwise be asked for only once the chunk has arrived and
 * rendered. The keys and paths are the tabs' own (their hooks' sources).
 */
export function prefetchPanelTab(client: QueryClient, tab: string): void {
  if (tab === 'medicos') prefetchPagedList(client, doctorsSource);
  else if (tab === 'equipe') prefetchPagedList(client, staffSource);
  else if (tab === 'receitas') prefetchPagedList(client, prescriptionsSource);
  else if (tab === 'vacinas') prefetchPagedList(client, vaccinationsSource);
  // The exams tab opens on the pending ones (the queue).
  else if (tab === 'exames')
    prefetchPagedList(client, { queryKey: hospitalKeys.exams, ...examsSource('pending') });
}
