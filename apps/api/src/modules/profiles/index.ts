export { type PrivateProfileRefusal, profilePages } from './profile-pages';
export { profileModule } from './profile-routes';
export { publicProfileFigures, type PublicProfileFiguresCache } from './public-profile-figures';
