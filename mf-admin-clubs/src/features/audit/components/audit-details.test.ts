import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details';

describe('auditDetailsText of the deployments (ADR 162)', () => {
  it('says which version went out, to whom, and why a candidate was aborted', () => {
    expect(auditDetailsText({ action: 'remote.publish', details: { version: 3, build: '0.1.0+abc' } })).toBe('Version 3 (0.1.0+abc)');
    expect(auditDetailsText({ action: 'remote.publish', details: { version: 4, build: '0.1.0+def', canaryPercent: 10, current: 3 } })).toBe(
      'Version 4 (0.1.0+def), candidate pour 10 % des visiteurs (en ligne : version 3)',
    );
    expect(auditDetailsText({ action: 'remote.publish-refused', details: { problems: ['a', 'b'] } })).toBe('Refusée : a ; b');
    expect(auditDetailsText({ action: 'remote.rollback', details: { from: 4, to: 2, droppedCandidate: 5 } })).toBe('Version 4 → version 2 (candidate 5 retirée)');
    expect(auditDetailsText({ action: 'remote.canary-promote', details: { candidate: 5, current: 4 } })).toBe(
      'Version 5 en ligne pour tous (à la place de la version 4)',
    );
    expect(
      auditDetailsText({ action: 'remote.canary-abort', details: { candidate: 5, current: 4, reason: 'failures', failures: 3, loads: 20, windowMinutes: 10 } }),
    ).toBe('Version candidate 5 abandonnée, retour à la version 4 : 3 échecs pour 20 chargements en 10 min');
    expect(auditDetailsText({ action: 'publish-token.create', details: { expiresAt: '2026-12-31T22:59:59.999Z' } })).toBe('Expire le 31/12/2026');
    expect(auditDetailsText({ action: 'publish-token.create', details: { expiresAt: null } })).toBe('Sans expiration');
  });
});

describe('auditDetailsText of the e-mails (ADR 167)', () => {
  it('names the subject of a resent e-mail (never its body)', () => {
    expect(auditDetailsText({ action: 'email.resend', details: { subject: 'Confirmez votre adresse e-mail' } })).toBe('Objet\u00a0: Confirmez votre adresse e-mail');
    expect(auditDetailsText({ action: 'email.resend', details: {} })).toBe('—');
  });
});

describe('auditDetailsText of the contact inbox (ADR 169)', () => {
  it('names the subject of the message replied to (never the reply)', () => {
    expect(auditDetailsText({ action: 'contact.reply', details: { subject: 'Inscription au judo' } })).toBe('Objet\u00a0: Inscription au judo');
  });
});
