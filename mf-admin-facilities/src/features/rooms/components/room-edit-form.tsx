import { useUpdateRoom } from '@club/api-client';
import { UpdateRoomInputSchema, type Room, type UpdateRoomInput } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { paths } from '../../../paths';
import { reportSubmitFailure } from '../../../shared/form-feedback';
import { ROOM_TOASTS } from '../../../shared/messages';
import { RoomFields } from './room-fields';

/** Edits a room (its complex never changes, spec §5). */
export function RoomEditForm({ room }: { room: Room }) {
  const { name, description, sportType, capacity, accreditation, isIndoor, openingHours } = room;
  const form = useZodForm(UpdateRoomInputSchema, {
    defaultValues: { name, description, sportType, capacity, accreditation: accreditation ?? '', isIndoor, openingHours },
  });
  const updateRoom = useUpdateRoom();
  const navigate = useNavigate();

  const onSubmit = async (changes: UpdateRoomInput) => {
    try {
      await updateRoom.mutateAsync({ id: room.id, changes });
      toast.success(ROOM_TOASTS.updated);
      await navigate(paths.room.href(room.id));
    } catch (error) {
      reportSubmitFailure(error, form.setError, { fallback: ROOM_TOASTS.updateFailed });
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Modifier ${room.name}`}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <RoomFields />
        <div>
          <SubmitButton pending={updateRoom.isPending}>Enregistrer les modifications</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
