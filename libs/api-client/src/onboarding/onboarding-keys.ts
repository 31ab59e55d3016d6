/** Query keys of the onboarding calls (the first-login status itself is cached by @club/auth). */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  membershipOptions: () => [...onboardingKeys.all, 'membership-options'] as const,
};
