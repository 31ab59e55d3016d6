import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from '../zod';
import {
  CreateMinibusReservationInputSchema,
  MinibusReservationPageSchema,
  MinibusReservationSchema,
  UpdateMinibusReservationInputSchema,
  type CreateMinibusReservationInput,
  type MinibusReservation,
  type MinibusReservationPage,
  type UpdateMinibusReservationInput,
} from './minibus-reservation';
import type { ReservationStatus } from './reservation-status';
import {
  CreateRoomReservationInputSchema,
  RoomReservationPageSchema,
  RoomReservationSchema,
  UpdateRoomReservationInputSchema,
  type CreateRoomReservationInput,
  type RoomReservation,
  type RoomReservationPage,
  type UpdateRoomReservationInput,
} from './room-reservation';

interface ReservationEntity {
  id: string;
  title: string;
  startAt: string;
  endAt: string;
  bookerId: string;
  bookerName: string;
  status: ReservationStatus;
  createdAt: string;
  updatedAt: string;
}
type Page<T> = { data: T[]; total: number; page: number; limit: number };
type CreateInput<Resource> = { title: string; startAt: string; endAt: string; bookerId?: string | undefined } & Resource;
type UpdateInput<Resource> = {
  title?: string | undefined;
  startAt?: string | undefined;
  endAt?: string | undefined;
  status?: ReservationStatus | undefined;
  bookerId?: undefined;
} & Resource;

/** An intersection written out as one object type, as `z.infer` gives it. */
type Flat<T> = { [K in keyof T]: T[K] };

describe('room and minibus reservation contracts', () => {
  it('keep their types', () => {
    expectTypeOf<CreateRoomReservationInput>().toEqualTypeOf<Flat<CreateInput<{ roomId: string }>>>();
    expectTypeOf<z.input<typeof CreateRoomReservationInputSchema>>().toEqualTypeOf<Flat<CreateInput<{ roomId: string }>>>();
    expectTypeOf<UpdateRoomReservationInput>().toEqualTypeOf<Flat<UpdateInput<{ roomId?: undefined }>>>();
    expectTypeOf<z.input<typeof UpdateRoomReservationInputSchema>>().toEqualTypeOf<Flat<UpdateInput<{ roomId?: undefined }>>>();
    expectTypeOf<RoomReservation>().toEqualTypeOf<Flat<ReservationEntity & { roomId: string; roomName: string; trainingSessionId?: string | null | undefined }>>();
    expectTypeOf<RoomReservationPage>().toEqualTypeOf<Page<RoomReservation>>();

    expectTypeOf<CreateMinibusReservationInput>().toEqualTypeOf<Flat<CreateInput<{ minibusId: string }>>>();
    expectTypeOf<z.input<typeof CreateMinibusReservationInputSchema>>().toEqualTypeOf<Flat<CreateInput<{ minibusId: string }>>>();
    expectTypeOf<UpdateMinibusReservationInput>().toEqualTypeOf<Flat<UpdateInput<{ minibusId?: undefined }>>>();
    expectTypeOf<z.input<typeof UpdateMinibusReservationInputSchema>>().toEqualTypeOf<Flat<UpdateInput<{ minibusId?: undefined }>>>();
    expectTypeOf<MinibusReservation>().toEqualTypeOf<Flat<ReservationEntity & { minibusId: string; minibusName: string }>>();
    expectTypeOf<MinibusReservationPage>().toEqualTypeOf<Page<MinibusReservation>>();
  });

  it('keep their fields in the documented order', () => {
    expect(Object.keys(CreateRoomReservationInputSchema.shape)).toEqual(['title', 'startAt', 'endAt', 'roomId', 'bookerId']);
    expect(Object.keys(UpdateRoomReservationInputSchema.shape)).toEqual(['title', 'startAt', 'endAt', 'status', 'roomId', 'bookerId']);
    expect(Object.keys(CreateMinibusReservationInputSchema.shape)).toEqual(['title', 'startAt', 'endAt', 'minibusId', 'bookerId']);
    expect(Object.keys(UpdateMinibusReservationInputSchema.shape)).toEqual(['title', 'startAt', 'endAt', 'status', 'minibusId', 'bookerId']);
    const entity = ['id', 'title', 'startAt', 'endAt', 'bookerId', 'bookerName', 'status', 'createdAt', 'updatedAt'];
    expect(Object.keys(RoomReservationSchema.shape)).toEqual([...entity, 'roomId', 'roomName', 'trainingSessionId']);
    expect(Object.keys(MinibusReservationSchema.shape)).toEqual([...entity, 'minibusId', 'minibusName']);
  });

  it('parse pages of their own reservations, numeric strings included', () => {
    const reservation = {
      id: 'r1',
      title: 'Entraînement U13',
      startAt: '2026-03-26T17:00:00.000Z',
      endAt: '2026-03-26T18:30:00.000Z',
      bookerId: 'u1',
      bookerName: 'Camille Martin',
      status: 'pending',
      createdAt: '2026-03-20T10:00:00.000Z',
      updatedAt: '2026-03-20T10:00:00.000Z',
    };
    const room = { ...reservation, roomId: 'room-1', roomName: 'Dojo' };
    const minibus = { ...reservation, minibusId: 'bus-1', minibusName: 'Trafic' };
    expect(RoomReservationPageSchema.parse({ data: [room], total: '1', page: '1', limit: '20' })).toEqual({ data: [room], total: 1, page: 1, limit: 20 });
    expect(MinibusReservationPageSchema.parse({ data: [minibus], total: 1, page: 1, limit: 20 }).data).toEqual([minibus]);
    expect(RoomReservationSchema.strict().safeParse(minibus).success).toBe(false);
  });
});
