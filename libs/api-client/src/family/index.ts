export { familyKeys } from './family-keys';
export { familyQueryOptions, getFamily } from './get-family';
export { addFamilyMember } from './add-family-member';
export { updateFamilyMember } from './update-family-member';
export { removeFamilyMember } from './remove-family-member';
export { giveOwnLogin } from './give-own-login';
