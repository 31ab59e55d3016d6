import { useCreateRoom } from '@club/api-client';
import { CreateRoomInputSchema, DEFAULT_OPENING_HOURS, type CreateRoomInput } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { paths } from '../../../paths';
import { reportSubmitFailure } from '../../../shared/form-feedback';
import { ROOM_TOASTS } from '../../../shared/messages';
import { RoomFields } from './room-fields';

/** New room in a complex, prefilled with the default opening hours (spec §9); opens it once created. */
export function RoomCreateForm({ complexId }: { complexId: string }) {
  const form = useZodForm(CreateRoomInputSchema, {
    defaultValues: {
      complexId,
      name: '',
      description: '',
      sportType: '',
      capacity: 0,
      accreditation: '',
      isIndoor: true,
      openingHours: DEFAULT_OPENING_HOURS,
    },
  });
  const createRoom = useCreateRoom();
  const navigate = useNavigate();

  const onSubmit = async (values: CreateRoomInput) => {
    try {
      const room = await createRoom.mutateAsync(values);
      toast.success(ROOM_TOASTS.created);
      await navigate(paths.room.href(room.id));
    } catch (error) {
      reportSubmitFailure(error, form.setError, { fallback: ROOM_TOASTS.createFailed });
    }
  };

  const complexError = form.formState.errors.complexId?.message;
  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Nouvelle salle">
      <Stack>
        <RequiredFieldsNote />
        <FormError message={complexError} />
        <FormError />
        <RoomFields />
        <div>
          <SubmitButton pending={createRoom.isPending}>Créer la salle</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
