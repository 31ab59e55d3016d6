import { describe, expect, it } from 'vitest';
import { DisplayNameSchema, ProfileImageSchema } from './user';

describe('better-auth profile fields', () => {
  it('takes a display name of 1 to 100 characters', () => {
    expect(DisplayNameSchema.safeParse('Léa Dubois').success).toBe(true);
    expect(DisplayNameSchema.safeParse('a'.repeat(100)).success).toBe(true);
    expect(DisplayNameSchema.safeParse('a'.repeat(101)).error?.issues[0]?.message).toBe('Le nom affiché ne peut pas dépasser 100 caractères');
    expect(DisplayNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Le nom affiché est requis');
    expect(DisplayNameSchema.safeParse(42).error?.issues[0]?.message).toBe('Le nom affiché est requis');
  });

  it('takes an https image address, or none', () => {
    for (const ok of ['', null, 'https://photos.example.fr/lea.png']) expect(ProfileImageSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'http://photos.example.fr/lea.png', 'data:image/png;base64,AAAA', `https://x.fr/${'a'.repeat(2048)}`, 42]) {
      expect(ProfileImageSchema.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual([
        "L'image de profil doit être une adresse https (https://…), ou rester vide",
      ]);
    }
  });
});
