import { http } from '@club/http';

/** `DELETE /api/me/family/:personId`: the person and all their data. */
export async function removeFamilyMember(personId: string): Promise<void> {
  await http.delete(`/me/family/${encodeURIComponent(personId)}`);
}
