export { minibusKeys, type MinibusListParams } from './minibus-keys';
export { getMinibuses, minibusesQueryOptions } from './get-minibuses';
export { getMinibus, minibusQueryOptions } from './get-minibus';
export { createMinibus, useCreateMinibus } from './create-minibus';
export { updateMinibus, useUpdateMinibus, type UpdateMinibusVariables } from './update-minibus';
export { deleteMinibus, useDeleteMinibus } from './delete-minibus';
