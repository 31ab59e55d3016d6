export { type EmailListParams, emailKeys, emailsQueryOptions, getEmails } from './get-emails';
export { resendEmail, useResendEmail } from './resend-email';
