/** The SWR key of the profile page's data: a change elsewhere revalidates it. */
export const PROFILE_KEY = 'profile';
