import { TRAINING_SESSION_MESSAGES, TrainingSessionSchema, type TrainingSession } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { trainingSessionKeys } from './training-session-keys';

/** `GET /api/training-sessions/{id}`. */
export function getTrainingSession(id: string, signal?: AbortSignal): Promise<TrainingSession> {
  return withStatusMessages(http.get(`/training-sessions/${encodeURIComponent(id)}`, { parse: TrainingSessionSchema, signal }), {
    404: TRAINING_SESSION_MESSAGES.notFound,
  });
}

export const trainingSessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: trainingSessionKeys.detail(id), queryFn: ({ signal }) => getTrainingSession(id, signal) });
