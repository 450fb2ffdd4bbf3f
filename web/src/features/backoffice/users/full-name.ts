// A staff member as colleagues name them: first and last name.
import type { Usuario } from '@api/model';

export const fullName = (user: Pick<Usuario, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`;
