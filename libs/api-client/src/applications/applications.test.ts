import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { getMyApplications } from './get-my-applications';
import { submitApplication } from './submit-application';
import { applyToAnotherSection } from './apply-to-another-section';
import { uploadMedicalCertificate } from './upload-medical-certificate';

const application = {
  id: '0b7d1c7e-1111-4000-8000-000000000001',
  motivation: 'Je pratique le judo depuis dix ans.',
  status: 'pending',
  reviewComments: null,
  createdAt: '2026-09-01T10:00:00.000Z',
  reviewedAt: null,
  sectionId: 's1',
  categoryId: 'c1',
  sectionName: 'Judo',
  categoryName: 'Seniors',
  section: { id: 's1', name: 'Judo' },
  category: { id: 'c1', name: 'Seniors' },
  emergencyContactName: 'Paul Martin',
  emergencyContactPhone: '0611223344',
  medicalCertificateUrl: null,
  reviewerName: null,
  user: { id: 'u1', firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', dateOfBirth: null, phone: null },
};

describe('getMyApplications', () => {
  it('returns the data of a successful answer', async () => {
    const server = fakeServer(inTurn(() => json(200, { success: true, data: [application] })));
    expect(await getMyApplications()).toEqual([application]);
    expect(server.calls[0]?.path).toBe('/api/first-login/applications');
  });

  it("raises 'Failed to get applications' when success is false", async () => {
    fakeServer(inTurn(() => json(200, { success: false })));
    await expect(getMyApplications()).rejects.toThrow('Failed to get applications');
  });
});

describe('submitApplication', () => {
  it('POSTs the application', async () => {
    const server = fakeServer(inTurn(() => json(201, { success: true, data: application })));
    const input = {
      sectionId: 's1',
      categoryId: 'c1',
      motivation: 'Je pratique le judo depuis dix ans.',
      emergencyContactName: 'Paul Martin',
      emergencyContactPhone: '0611223344',
      medicalCertificateUrl: null,
    };
    expect(await submitApplication(input)).toEqual(application);
    expect(server.calls[0]).toMatchObject({ method: 'POST', body: input });
  });
});

describe('applyToAnotherSection', () => {
  it('POSTs the application to /api/me/applications and returns it', async () => {
    const server = fakeServer(inTurn(() => json(201, { success: true, data: application })));
    const input = {
      sectionId: 's1',
      categoryId: 'c1',
      motivation: 'Je nage depuis dix ans, je veux essayer le judo.',
      emergencyContactName: 'Paul Martin',
      emergencyContactPhone: '0611223344',
      medicalCertificateUrl: null,
    };
    expect(await applyToAnotherSection(input)).toEqual(application);
    expect(server.calls[0]).toMatchObject({ method: 'POST', path: '/api/me/applications', body: input });
  });

  it('applies for a family member with ?personId= (ADR 208), and reads their applications the same way', async () => {
    const server = fakeServer(
      inTurn(
        () => json(201, { success: true, data: application }),
        () => json(200, { success: true, data: [application] }),
      ),
    );
    const input = {
      sectionId: 's1',
      categoryId: 'c1',
      motivation: 'Tom veut faire du judo.',
      emergencyContactName: 'Léa Martin',
      emergencyContactPhone: '0611223344',
      medicalCertificateUrl: null,
    };
    await applyToAnotherSection(input, { personId: 'p1' });
    await getMyApplications(undefined, 'p1');
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/me/applications?personId=p1',
      'GET /api/first-login/applications?personId=p1',
    ]);
  });
});

describe('uploadMedicalCertificate', () => {
  it('PUTs the file as bytes with its date, once, and returns what the server stored', async () => {
    const stored = { date: '2026-09-01', validUntil: '2027-06-30', mediaType: 'application/pdf', size: 9, uploadedAt: '2026-09-02T10:00:00.000Z' };
    const server = fakeServer(inTurn(() => json(200, { success: true, data: stored })));
    const file = new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });
    expect(await uploadMedicalCertificate({ file, certificateDate: '2026-09-01' })).toEqual(stored);
    expect(server.calls[0]).toMatchObject({ method: 'PUT', path: '/api/me/medical-certificate?certificateDate=2026-09-01' });
    expect(server.calls[0]?.headers.get('content-type')).toBe('application/octet-stream');
  });

  it("sends a family member's certificate with ?personId= (ADR 208)", async () => {
    const stored = { date: '2026-09-01', validUntil: '2027-06-30', mediaType: 'application/pdf', size: 9, uploadedAt: '2026-09-02T10:00:00.000Z' };
    const server = fakeServer(inTurn(() => json(200, { success: true, data: stored })));
    await uploadMedicalCertificate({ file: new Blob(['%PDF-1.7\n']), certificateDate: '2026-09-01', personId: 'p1' });
    expect(server.calls[0]?.path).toBe('/api/me/medical-certificate?certificateDate=2026-09-01&personId=p1');
  });

  it('does not try again after a refusal', async () => {
    const server = fakeServer(inTurn(() => json(413, { code: 'PAYLOAD_TOO_LARGE', message: 'trop lourd', requestId: 'r1' })));
    await expect(uploadMedicalCertificate({ file: new Blob(['x']), certificateDate: '2026-09-01' })).rejects.toThrow();
    expect(server.calls).toHaveLength(1);
  });
});
