/** The member profile in localStorage lives in lib/, so the header can read it without the store. */
export {
  clearProfile,
  profileKeys,
  readProfile,
  writeProfile,
  type ProfileStorage,
} from '@/lib/filmclub-profile';
