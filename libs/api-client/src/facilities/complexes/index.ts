export { complexKeys, type ComplexListParams } from './complex-keys';
export { complexesQueryOptions, getComplexes } from './get-complexes';
export { complexQueryOptions, getComplex } from './get-complex';
export { createComplex, useCreateComplex } from './create-complex';
export { updateComplex, useUpdateComplex, type UpdateComplexVariables } from './update-complex';
export { deleteComplex, useDeleteComplex } from './delete-complex';
