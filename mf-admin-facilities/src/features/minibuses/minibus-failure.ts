import { apiErrorMessage } from '@club/api-client';
import { toast } from '@club/stack';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { reportSubmitFailure } from '../../shared/form-feedback';
import { MINIBUS_TOASTS } from '../../shared/messages';

type MinibusAction = 'create' | 'update' | 'delete';

const TEXT = { create: MINIBUS_TOASTS.createFailed, update: MINIBUS_TOASTS.updateFailed, delete: MINIBUS_TOASTS.deleteFailed };

/** Spec §8: minibus failures are toasts titled 'Erreur' reading 'Erreur lors de la création: {message}'. */
export function minibusFailureToast(action: MinibusAction, error: unknown): void {
  toast.error(MINIBUS_TOASTS.errorTitle, { description: TEXT[action](apiErrorMessage(error, MINIBUS_TOASTS.unknownError)) });
}

/** The same toast for a refused form, with the API's field messages under their fields. */
export function reportMinibusSubmitFailure<T extends FieldValues>(action: 'create' | 'update', error: unknown, setError: UseFormSetError<T>): void {
  reportSubmitFailure(error, setError, { fallback: MINIBUS_TOASTS.unknownError, toastTitle: MINIBUS_TOASTS.errorTitle, toastText: TEXT[action] });
}
