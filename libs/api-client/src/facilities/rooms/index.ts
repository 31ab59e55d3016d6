export { roomKeys, type RoomListParams, type RoomsOfComplexParams } from './room-keys';
export { getRooms, roomsQueryOptions } from './get-rooms';
export { getRoomsOfComplex, roomsOfComplexQueryOptions } from './get-rooms-of-complex';
export { getRoom, roomQueryOptions } from './get-room';
export { createRoom, useCreateRoom } from './create-room';
export { updateRoom, useUpdateRoom, type UpdateRoomVariables } from './update-room';
export { deleteRoom, useDeleteRoom } from './delete-room';
