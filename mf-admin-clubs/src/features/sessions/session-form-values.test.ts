import type { TrainingSession } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { createSessionFormSchema, emptySessionForm, sessionFormValues, toCreateInput, toUpdateInput } from './session-form-values';

const filled = { ...emptySessionForm(), title: 'Entraînement', day: '2099-03-31', startTime: '18:00', endTime: '19:30', place: 'Stade' };

describe('the session form', () => {
  it('turns the picked day and times into the Paris date-times of the API body, with a weekly repeat', () => {
    expect(toCreateInput({ ...filled, repeat: true, until: '2099-04-14', coachIds: ['c1'], maxParticipants: ' 12 ' })).toEqual({
      title: 'Entraînement',
      type: 'training',
      startAt: '2099-03-31T18:00',
      endAt: '2099-03-31T19:30',
      recurrence: { until: '2099-04-14' },
      roomId: null,
      place: 'Stade',
      coachIds: ['c1'],
      maxParticipants: 12,
      notes: '',
    });
  });

  it("shows the shared contract's French messages under its own fields", () => {
    const result = createSessionFormSchema().safeParse({ ...filled, title: '', endTime: '17:00', place: '' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toMatchObject({
      title: 'Le titre est requis',
      endTime: 'La date de fin doit être postérieure à la date de début',
      place: 'Choisissez une salle ou indiquez un lieu (pas les deux)',
    });
    const badDay = createSessionFormSchema().safeParse({ ...filled, day: '2099-02-30' });
    expect(badDay.error?.issues[0]).toMatchObject({ path: ['day'], message: 'La date est invalide' });
  });

  it('says at once that every empty required field is required, never a format message', () => {
    const result = createSessionFormSchema().safeParse({ ...emptySessionForm(), repeat: true });
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toEqual({
      title: 'Le titre est requis',
      day: 'La date est requise',
      startTime: "L'heure de début est requise",
      endTime: "L'heure de fin est requise",
      until: 'La date de la dernière séance est requise',
      place: 'Choisissez une salle ou indiquez un lieu (pas les deux)',
    });
  });

  it('sends only what changed when an occurrence is edited', () => {
    const session: TrainingSession = {
      id: 's1',
      clubId: 'c',
      sectionId: 'sec',
      sectionName: 'Natation',
      categoryId: 'cat',
      categoryName: 'Adultes',
      seriesId: 'x',
      title: 'Crawl',
      type: 'training',
      startAt: '2020-03-31T18:00:00.000Z',
      endAt: '2020-03-31T19:00:00.000Z',
      roomId: 'r1',
      roomName: 'Bassin',
      place: null,
      reservationId: 'b1',
      maxParticipants: null,
      registeredCount: 0,
      status: 'planned',
      notes: '',
      coaches: [{ id: 'k', name: 'Karim Benali' }],
      createdAt: 'x',
      updatedAt: 'x',
    };
    const values = sessionFormValues(session);
    expect(values).toMatchObject({ day: '2020-03-31', startTime: '20:00', endTime: '21:00', roomId: 'r1', coachIds: ['k'] });
    expect(toUpdateInput(session, { ...values, notes: 'Apporter les plaquettes' })).toEqual({ notes: 'Apporter les plaquettes' });
    expect(toUpdateInput(session, { ...values, roomId: '', place: 'Piscine municipale' })).toEqual({ place: 'Piscine municipale' });
  });
});
