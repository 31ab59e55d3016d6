import { CreatedTrainingSessionsSchema, type CreateTrainingSessionInput, type TrainingSession } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { roomReservationKeys } from '../facilities/room-reservations/room-reservation-keys';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { trainingSessionKeys } from './training-session-keys';

export interface CreateTrainingSessionsVariables {
  categoryId: string;
  session: CreateTrainingSessionInput;
}

/** `POST /api/categories/{id}/sessions`: every occurrence of the plan, or a 409 listing each conflict. */
export function createTrainingSessions({ categoryId, session }: CreateTrainingSessionsVariables): Promise<TrainingSession[]> {
  return http.post(`/categories/${encodeURIComponent(categoryId)}/sessions`, session, { parse: CreatedTrainingSessionsSchema }).then((body) => body.data);
}

export function useCreateTrainingSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainingSessions,
    // A session in a room books it: the room's planning changes too.
    onSuccess: () => refreshAfterChange(queryClient, [trainingSessionKeys.all, roomReservationKeys.all]),
  });
}
