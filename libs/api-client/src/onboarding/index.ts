export { completeProfile } from './complete-profile';
export { INVALID_MEMBERSHIP_OPTIONS_MESSAGE, getMembershipOptions, membershipOptionsQueryOptions } from './get-membership-options';
export { onboardingKeys } from './onboarding-keys';
