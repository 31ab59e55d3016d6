import { ComplexSchema, COMPLEX_MESSAGES, type Complex, type UpdateComplexInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { roomKeys } from '../rooms/room-keys';
import { complexKeys } from './complex-keys';

export interface UpdateComplexVariables {
  id: string;
  changes: UpdateComplexInput;
}

/** `PUT /api/complexes/{id}`: only the given fields change. */
export function updateComplex({ id, changes }: UpdateComplexVariables): Promise<Complex> {
  return withStatusMessages(http.put(`/complexes/${encodeURIComponent(id)}`, changes, { parse: ComplexSchema }), { 404: COMPLEX_MESSAGES.notFound });
}

export function useUpdateComplex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComplex,
    onSuccess: (complex) => {
      queryClient.setQueryData(complexKeys.detail(complex.id), complex);
      // Rooms carry their complex's name.
      return refreshAfterChange(queryClient, [complexKeys.lists(), roomKeys.all]);
    },
  });
}
