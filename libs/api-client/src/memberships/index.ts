export { getMyMemberships, membershipKeys, myMembershipsQueryOptions } from './get-my-memberships';
