import { DateOfBirthSchema, FirstNameSchema, LastNameSchema, PhoneSchema } from '@club/contracts';

/**
 * better-auth's models mapped onto our snake_case, plural tables (migration 0002-identity).
 * The test `auth-schema.test.ts` checks with better-auth's own migration planner that nothing is missing.
 */
export const userModel = {
  modelName: 'users',
  fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
  additionalFields: {
    firstName: { type: 'string', required: false, fieldName: 'first_name', validator: { input: FirstNameSchema } },
    lastName: { type: 'string', required: false, fieldName: 'last_name', validator: { input: LastNameSchema } },
    phone: { type: 'string', required: false, fieldName: 'phone', validator: { input: PhoneSchema } },
    dateOfBirth: { type: 'string', required: false, fieldName: 'date_of_birth', validator: { input: DateOfBirthSchema } },
  },
} as const;

export const sessionModel = {
  modelName: 'sessions',
  fields: {
    expiresAt: 'expires_at',
    ipAddress: 'ip_address',
    userAgent: 'user_agent',
    userId: 'user_id',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const;

export const accountModel = {
  modelName: 'accounts',
  fields: {
    accountId: 'account_id',
    providerId: 'provider_id',
    userId: 'user_id',
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    idToken: 'id_token',
    accessTokenExpiresAt: 'access_token_expires_at',
    refreshTokenExpiresAt: 'refresh_token_expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const;

export const verificationModel = {
  modelName: 'verifications',
  fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
} as const;

export const adminPluginSchema = {
  user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
  session: { fields: { impersonatedBy: 'impersonated_by' } },
} as const;

export const twoFactorPluginSchema = {
  user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
  twoFactor: {
    modelName: 'two_factors',
    fields: {
      backupCodes: 'backup_codes',
      userId: 'user_id',
      failedVerificationCount: 'failed_verification_count',
      lockedUntil: 'locked_until',
    },
  },
} as const;
