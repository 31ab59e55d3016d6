import { ComplexSchema, type Complex, type CreateComplexInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { complexKeys } from './complex-keys';

/** `POST /api/complexes`. */
export function createComplex(input: CreateComplexInput): Promise<Complex> {
  return http.post('/complexes', input, { parse: ComplexSchema });
}

export function useCreateComplex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplex,
    onSuccess: (complex) => {
      queryClient.setQueryData(complexKeys.detail(complex.id), complex);
      return refreshAfterChange(queryClient, [complexKeys.lists()]);
    },
  });
}
