export { myApplicationKeys } from './application-keys';
export { GET_APPLICATIONS_FAILED, getMyApplications, myApplicationsQueryOptions } from './get-my-applications';
export { submitApplication } from './submit-application';
export { applyToAnotherSection } from './apply-to-another-section';
export { uploadMedicalCertificate } from './upload-medical-certificate';
export { medicalCertificateKeys, myMedicalCertificateQueryOptions } from './my-medical-certificate';
