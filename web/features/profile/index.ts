// The profile feature's public face: what other features may use. Everything else is its own.
export { profileQueryKey, profileSchema, useProfileQuery } from './use-profile-query';
