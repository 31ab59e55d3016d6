import { RoomSchema, type CreateRoomInput, type Room } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { roomKeys } from './room-keys';

/** `POST /api/rooms`. */
export function createRoom(input: CreateRoomInput): Promise<Room> {
  return http.post('/rooms', input, { parse: RoomSchema });
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: (room) => {
      queryClient.setQueryData(roomKeys.detail(room.id), room);
      return refreshAfterChange(queryClient, [roomKeys.all]);
    },
  });
}
