import type { TrainingSession } from '@club/contracts';
import type { SessionView } from './training-sessions.repository';

export function toTrainingSession(view: SessionView, coaches: { id: string; name: string }[]): TrainingSession {
  return {
    id: view.id,
    clubId: view.club_id,
    sectionId: view.section_id,
    sectionName: view.section_name,
    categoryId: view.category_id,
    categoryName: view.category_name,
    seriesId: view.series_id,
    title: view.title,
    type: view.type,
    startAt: view.start_at,
    endAt: view.end_at,
    roomId: view.room_id,
    roomName: view.room_name,
    place: view.place,
    reservationId: view.reservation_id,
    maxParticipants: view.max_participants,
    registeredCount: Number(view.registered_count ?? 0),
    status: view.status,
    notes: view.notes,
    coaches,
    createdAt: view.created_at,
    updatedAt: view.updated_at,
  };
}
