import { MinibusSchema, type CreateMinibusInput, type Minibus } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { minibusKeys } from './minibus-keys';

/** `POST /api/minibuses`. */
export function createMinibus(input: CreateMinibusInput): Promise<Minibus> {
  return http.post('/minibuses', input, { parse: MinibusSchema });
}

export function useCreateMinibus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMinibus,
    onSuccess: (minibus) => {
      queryClient.setQueryData(minibusKeys.detail(minibus.id), minibus);
      return refreshAfterChange(queryClient, [minibusKeys.lists()]);
    },
  });
}
