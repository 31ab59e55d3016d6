/** Hierarchical keys: invalidating `all` refreshes every session list, detail and attendance sheet. */
export const trainingSessionKeys = {
  all: ['trainingSessions'] as const,
  list: (scope: SessionListScope, period: { startDate: string; endDate: string }) => [...trainingSessionKeys.all, 'list', scope.kind, scope.id, period] as const,
  detail: (id: string) => [...trainingSessionKeys.all, 'detail', id] as const,
  attendance: (id: string) => [...trainingSessionKeys.all, 'attendance', id] as const,
  coachOptions: (categoryId: string) => [...trainingSessionKeys.all, 'coach-options', categoryId] as const,
};

/** Whose sessions a list shows: `/api/categories|sections|clubs/{id}/sessions`. */
export interface SessionListScope {
  kind: 'category' | 'section' | 'club';
  id: string;
}
