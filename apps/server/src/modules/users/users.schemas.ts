export { type Me, MeSchema, SessionSchema } from '@portal/domain/users/me-api';
