import { TRAINING_SESSION_MESSAGES, TrainingSessionSchema, type TrainingSession, type UpdateTrainingSessionInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { roomReservationKeys } from '../facilities/room-reservations/room-reservation-keys';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { trainingSessionKeys } from './training-session-keys';

export interface UpdateTrainingSessionVariables {
  id: string;
  changes: UpdateTrainingSessionInput;
}

/** `PUT /api/training-sessions/{id}`: one occurrence (cancelling is `{ status: 'cancelled' }`). */
export function updateTrainingSession({ id, changes }: UpdateTrainingSessionVariables): Promise<TrainingSession> {
  return withStatusMessages(http.put(`/training-sessions/${encodeURIComponent(id)}`, changes, { parse: TrainingSessionSchema }), {
    404: TRAINING_SESSION_MESSAGES.notFound,
  });
}

export function useUpdateTrainingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainingSession,
    onSuccess: (session) => {
      queryClient.setQueryData(trainingSessionKeys.detail(session.id), session);
      return refreshAfterChange(queryClient, [trainingSessionKeys.all, roomReservationKeys.all]);
    },
  });
}

/** `DELETE /api/training-sessions/{id}`: the occurrence and its room booking. */
export function deleteTrainingSession(id: string): Promise<void> {
  return withStatusMessages(http.delete(`/training-sessions/${encodeURIComponent(id)}`), { 404: TRAINING_SESSION_MESSAGES.notFound }).then(() => undefined);
}

export function useDeleteTrainingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainingSession,
    onSuccess: (_, id) => refreshAfterChange(queryClient, [trainingSessionKeys.all, roomReservationKeys.all], { drop: [trainingSessionKeys.detail(id)] }),
  });
}
