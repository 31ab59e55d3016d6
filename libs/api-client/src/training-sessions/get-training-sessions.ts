import { TrainingSessionPageSchema, type TrainingSessionPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { trainingSessionKeys, type SessionListScope } from './training-session-keys';

const SCOPE_PATH = { category: 'categories', section: 'sections', club: 'clubs' } as const;
const PAGE_SIZE = 100;

/** Every session of the scope overlapping the period (all pages: a week of a big club may pass 100). */
export async function getTrainingSessions(
  scope: SessionListScope,
  period: { startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<TrainingSessionPage> {
  const path = `/${SCOPE_PATH[scope.kind]}/${encodeURIComponent(scope.id)}/sessions`;
  const first = await http.get(path, { query: { ...period, page: 1, limit: PAGE_SIZE }, parse: TrainingSessionPageSchema, signal });
  const data = [...first.data];
  for (let page = 2; data.length < first.total; page += 1) {
    const next = await http.get(path, { query: { ...period, page, limit: PAGE_SIZE }, parse: TrainingSessionPageSchema, signal });
    if (next.data.length === 0) break;
    data.push(...next.data);
  }
  return { ...first, data, limit: Math.max(PAGE_SIZE, data.length) };
}

export const trainingSessionsQueryOptions = (scope: SessionListScope, period: { startDate: string; endDate: string }) =>
  queryOptions({ queryKey: trainingSessionKeys.list(scope, period), queryFn: ({ signal }) => getTrainingSessions(scope, period, signal) });
