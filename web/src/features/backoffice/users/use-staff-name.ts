// A staff member's name as every screen writes it: the `usuarios` collection's name fields (its declaration), so that
// the users screen, the audit screen and a reference to them say one name.
import type { Usuario } from '@api/model';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { useRecordNames } from '../../../lib/resources/use-record-names';

const usuarios = resourceDefinition('usuarios');

export function useStaffName(): (user: Usuario) => string {
  const names = useRecordNames();
  return (user) => names.label(usuarios, { ...user });
}
