export { getMyMemberProfile, memberProfileKeys, myMemberProfileQueryOptions, updateMyMemberProfile } from './member-profile';
export { getMyData } from './my-data';
export { getSectionMembers, sectionMemberKeys, sectionMembersQueryOptions } from './section-members';
export { confirmEmailChange, requestEmailChange, undoEmailChange } from './email-change';
